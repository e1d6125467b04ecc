import ICAL from 'ical.js';
import { createTestContext, dbKinds, type TestContext } from './harness';
import { admin, createPolicy, policyApi, setClock, type Api } from './policyFixtures';

/**
 * Window status at its boundaries with the fake clock (China time decides the day), the calendar of
 * windows, and its iCalendar export parsed back with ical.js.
 */
describe.each(dbKinds)('policy windows, calendar and .ics on %s', (kind) => {
  let ctx: TestContext;
  let api: Api;
  let dept: number;
  let tagId: number;
  const ids: Record<string, number> = {};

  const status = async (id: number) => {
    const detail = (await api.get(`/api/policy/detail?id=${id}`, {})).json().data;
    // The SQL form (filters, facets) must say the same as the detail's.
    const { list } = (await api.post('/api/policy/search', { keyword: '月湾', windowStatus: [detail.windowStatus], pageSize: 50 }, {})).json().data;
    expect(list.map((p: { id: number }) => p.id)).toContain(id);
    return [detail.windowStatus, detail.deadline, detail.daysLeft];
  };

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    api = await policyApi(ctx);
    dept = (await api.ok(`${admin}/department/create`, { name: '月湾市工业和信息化局', level: 'city', regionCode: '320500' })).id;
    tagId = (await api.ok(`${admin}/tag/create`, { name: '月湾标签', kind: 'support' })).id;
    ids.range = await createPolicy(api, dept, {
      title: '月湾智能化改造专项',
      tagIds: [tagId],
      window: { kind: 'range', startDate: '2026-11-25', endDate: '2026-12-31' },
    });
    ids.batches = await createPolicy(api, dept, {
      title: '月湾人才计划分批申报',
      window: {
        kind: 'batches',
        // Given out of order: stored sorted.
        batches: [
          { name: '第二批', startDate: '2026-12-01', endDate: '2026-12-20' },
          { name: '第一批', startDate: '2026-11-01', endDate: '2026-11-10' },
        ],
      },
    });
    ids.allYear = await createPolicy(api, dept, { title: '月湾科技贷常年受理', window: { kind: 'all_year' } });
    ids.other = await createPolicy(api, dept, { title: '月湾绿色工厂奖励', window: { kind: 'range', startDate: '2027-03-01', endDate: '2027-03-31' } });
  });
  afterAll(() => ctx.close());

  it('stores batches sorted and refuses overlapping ones or a range ending before it starts, naming the field', async () => {
    const detail = (await api.get(`${admin}/detail?id=${ids.batches}`)).json().data;
    expect(detail.window.batches.map((b: { name: string }) => b.name)).toEqual(['第一批', '第二批']);
    const overlap = await api.post(`${admin}/create`, {
      title: '月湾重叠批次',
      departmentId: dept,
      level: 'city',
      regionCode: '320500',
      publishDate: '2026-01-01',
      supportType: 'subsidy',
      window: {
        kind: 'batches',
        batches: [
          { name: 'A', startDate: '2026-01-01', endDate: '2026-02-01' },
          { name: 'B', startDate: '2026-02-01', endDate: '2026-03-01' },
        ],
      },
    });
    expect([overlap.statusCode, overlap.json().field]).toEqual([400, 'window.batches.1.startDate']);
    const backwards = await api.post(`${admin}/create`, {
      title: '月湾倒序',
      departmentId: dept,
      level: 'city',
      regionCode: '320500',
      publishDate: '2026-01-01',
      supportType: 'subsidy',
      window: { kind: 'range', startDate: '2026-03-01', endDate: '2026-02-01' },
    });
    expect([backwards.statusCode, backwards.json().field]).toEqual([400, 'window.endDate']);
  });

  it('exports one all-day event per window with DTEND the day after the last day and a reminder 3 days before', async () => {
    const res = await api.get(`/api/policy/detail.ics?id=${ids.batches}`, {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="policy-calendar\.ics"; filename\*=UTF-8''.+\.ics$/);
    const cal = new ICAL.Component(ICAL.parse(res.body));
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.summary, e.startDate.toString(), e.endDate.toString(), e.startDate.isDate])).toEqual([
      ['月湾人才计划分批申报（第一批）', '2026-11-01', '2026-11-11', true],
      ['月湾人才计划分批申报（第二批）', '2026-12-01', '2026-12-21', true],
    ]);
    const url = events[0].component.getFirstPropertyValue('url');
    expect(url).toMatch(new RegExp(`/policydetail/${ids.batches}$`));
    const alarm = events[1].component.getFirstSubcomponent('valarm')!;
    const trigger = alarm.getFirstPropertyValue('trigger') as ICAL.Time;
    // 09:00 in Beijing (01:00 UTC) three days before 2026-12-20.
    expect(trigger.toJSDate().toISOString()).toBe('2026-12-17T01:00:00.000Z');
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    // A single range: one event; all year: nothing to export (422); unknown: 404.
    const range = new ICAL.Component(ICAL.parse((await api.get(`/api/policy/detail.ics?id=${ids.range}`, {})).body));
    const [event] = range.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect([event.startDate.toString(), event.endDate.toString()]).toEqual(['2026-11-25', '2027-01-01']);
    expect((await api.get(`/api/policy/detail.ics?id=${ids.allYear}`, {})).statusCode).toBe(422);
    expect((await api.get('/api/policy/detail.ics?id=99999999', {})).statusCode).toBe(404);
  });

  it('lists the windows overlapping a range, one entry per batch, filterable by tag and department, and exports them', async () => {
    const q = `from=2026-11-01&to=2026-12-31&departmentId=${dept}`;
    const cal = (await api.get(`/api/policy/calendar?${q}`, {})).json().data;
    expect(
      cal.entries.map((e: { title: string; batchName: string | null; startDate: string; endDate: string; status: string }) => [
        e.title,
        e.batchName,
        e.startDate,
        e.endDate,
        e.status,
      ]),
    ).toEqual([
      ['月湾人才计划分批申报', '第一批', '2026-11-01', '2026-11-10', 'closed'],
      ['月湾智能化改造专项', null, '2026-11-25', '2026-12-31', 'upcoming'],
      ['月湾人才计划分批申报', '第二批', '2026-12-01', '2026-12-20', 'upcoming'],
    ]);
    expect(cal.allYear.map((p: { policyId: number }) => p.policyId)).toEqual([ids.allYear]);
    expect(cal.truncated).toBe(false);
    const byTag = (await api.get(`/api/policy/calendar?from=2026-11-01&to=2026-12-31&tagId=${tagId}`, {})).json().data;
    expect(byTag.entries.map((e: { policyId: number }) => e.policyId)).toEqual([ids.range]);
    // A range touching only the last day still overlaps.
    const edge = (await api.get(`/api/policy/calendar?from=2026-12-31&to=2027-01-15&departmentId=${dept}`, {})).json().data;
    expect(edge.entries.map((e: { policyId: number }) => e.policyId)).toEqual([ids.range]);

    const ics = await api.get(`/api/policy/calendar.ics?${q}`, {});
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(ics.body)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.startDate.toString(), e.endDate.toString()])).toEqual([
      ['2026-11-01', '2026-11-11'],
      ['2026-11-25', '2027-01-01'],
      ['2026-12-01', '2026-12-21'],
    ]);

    expect((await api.get('/api/policy/calendar?from=2026-12-01&to=2026-11-01', {})).json().field).toBe('to');
    expect((await api.get('/api/policy/calendar?from=2026-01-01&to=2027-12-31', {})).json().field).toBe('to');
    expect((await api.get('/api/policy/calendar?to=2026-11-01', {})).json().field).toBe('from');
  });

  // Last: it moves the clock (admin tokens would expire), so only public reads follow.
  it('derives the status at every boundary, the day counted in China time', async () => {
    // 2026-11-21 17:00 Beijing.
    expect(await status(ids.range)).toEqual(['upcoming', '2026-12-31', 40]);
    expect(await status(ids.batches)).toEqual(['upcoming', '2026-12-20', 29]);
    expect(await status(ids.allYear)).toEqual(['open', null, null]);
    // 2026-11-24 23:59 Beijing is still the day before the start; a minute later it is open.
    setClock(ctx, '2026-11-24T15:59:00Z');
    expect((await status(ids.range))[0]).toBe('upcoming');
    setClock(ctx, '2026-11-24T16:00:00Z');
    expect(await status(ids.range)).toEqual(['open', '2026-12-31', 36]);
    // The second batch: 16 days left is open, 15 is closing soon, and so is the last day.
    setClock(ctx, '2026-12-04T02:00:00Z');
    expect(await status(ids.batches)).toEqual(['open', '2026-12-20', 16]);
    setClock(ctx, '2026-12-05T02:00:00Z');
    expect(await status(ids.batches)).toEqual(['closing_soon', '2026-12-20', 15]);
    setClock(ctx, '2026-12-15T02:00:00Z');
    expect(await status(ids.range)).toEqual(['open', '2026-12-31', 16]);
    setClock(ctx, '2026-12-16T02:00:00Z');
    expect(await status(ids.range)).toEqual(['closing_soon', '2026-12-31', 15]);
    setClock(ctx, '2026-12-20T15:59:00Z');
    expect(await status(ids.batches)).toEqual(['closing_soon', '2026-12-20', 0]);
    setClock(ctx, '2026-12-20T16:00:00Z');
    expect(await status(ids.batches)).toEqual(['closed', null, null]);
    setClock(ctx, '2026-12-31T15:59:00Z');
    expect(await status(ids.range)).toEqual(['closing_soon', '2026-12-31', 0]);
    setClock(ctx, '2026-12-31T16:00:00Z');
    expect(await status(ids.range)).toEqual(['closed', null, null]);
    expect(await status(ids.allYear)).toEqual(['open', null, null]);
    // Deadline order follows the clock too: the closed ones drop to the end.
    const { list } = (await api.post('/api/policy/search', { keyword: '月湾', sort: 'deadline' }, {})).json().data;
    expect(list[0].id).toBe(ids.other);
  });
});
