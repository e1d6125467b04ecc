import { eq } from 'drizzle-orm';
import { companies, policyMatchRuns, users } from '../../server/db/schema';
import { createTestContext, dbKinds, type TestContext } from './harness';
import { admin, createPolicy, policyApi, setClock, type Api } from './policyFixtures';

/**
 * POST /api/policy/search and the public reads, over fixtures whose titles all hold 星湖 (the demo library
 * holds none). The clock stands at 2026-11-21 (China time), so the windows below are: 量子 open (40 days
 * left), 补充通知 closing soon (9 days), 人才 all year (open), 绿色工厂 upcoming, 专利 and 芯片 closed.
 */
describe.each(dbKinds)('policy search on %s', (kind) => {
  let ctx: TestContext;
  let api: Api;
  const ids: Record<string, number> = {};
  let cityDept: number;
  let districtDept: number;
  const tag: Record<string, number> = {};

  type Item = { id: number; title: string; titleHighlight: string; snippet: string; windowStatus: string; score: number | null };
  const search = async (body: object) => {
    const res = await api.post('/api/policy/search', body, {});
    expect(res.statusCode).toBe(200);
    return res.json().data as { list: Item[]; total: number; facets: Record<string, { value: string; label: string; count: number }[]>; tokens: string[] };
  };
  const titles = async (body: object) => (await search({ keyword: '星湖', pageSize: 50, ...body })).list.map((p) => p.id);
  const set = (...names: string[]) => names.map((n) => ids[n]).sort((a, b) => a - b);
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    api = await policyApi(ctx);
    cityDept = (await api.ok(`${admin}/department/create`, { name: '星湖市科学技术局', level: 'city', regionCode: '320500', phone: '0512-68616525' })).id;
    districtDept = (await api.ok(`${admin}/department/create`, { name: '星湖园区经济发展局', level: 'district', regionCode: '320571' })).id;
    tag.big = (await api.ok(`${admin}/tag/create`, { name: '星湖主题', kind: 'theme' })).id;
    tag.a = (await api.ok(`${admin}/tag/create`, { name: '星湖甲', kind: 'theme', parentId: tag.big })).id;
    tag.b = (await api.ok(`${admin}/tag/create`, { name: '星湖乙', kind: 'theme', parentId: tag.big })).id;

    ids.quantum = await createPolicy(api, cityDept, {
      title: '星湖量子计算产业扶持办法',
      publishDate: '2026-03-01',
      maxAmount: 500,
      tagIds: [tag.a],
      window: { kind: 'range', startDate: '2026-11-01', endDate: '2026-12-31' },
    });
    ids.supplement = await createPolicy(api, districtDept, {
      title: '关于星湖量子计算产业扶持办法的补充通知',
      level: 'district',
      regionCode: '320571',
      publishDate: '2026-05-10',
      supportType: 'finance',
      maxAmount: 100,
      tagIds: [tag.b],
      window: { kind: 'range', startDate: '2026-11-10', endDate: '2026-11-30' },
    });
    ids.talent = await createPolicy(api, cityDept, {
      title: '星湖人才安居补贴实施细则',
      publishDate: '2025-12-01',
      supportType: 'talent',
      maxAmount: null,
      window: { kind: 'all_year' },
      summary: '星湖量子计算产业扶持办法配套的人才安居政策。',
      contentHtml: '<p>依据星湖量子计算产业扶持办法，星湖量子计算产业扶持办法所列企业的人才，可按星湖量子计算产业扶持办法申请安居补贴。</p>',
    });
    ids.green = await createPolicy(api, districtDept, {
      title: '星湖绿色工厂奖励通知',
      level: 'district',
      regionCode: '320571',
      publishDate: '2026-08-01',
      maxAmount: 50,
      tagIds: [tag.a, tag.b],
      window: { kind: 'range', startDate: '2026-12-15', endDate: '2027-01-31' },
    });
    ids.patent = await createPolicy(api, cityDept, {
      title: '星湖专利资助办法',
      publishDate: '2026-01-15',
      maxAmount: 30,
      tagIds: [tag.a],
      window: { kind: 'range', startDate: '2026-06-01', endDate: '2026-06-30' },
    });
    ids.chip = await createPolicy(api, districtDept, {
      title: 'A&B <星湖> "芯片" 政策',
      level: 'district',
      regionCode: '320571',
      publishDate: '2026-02-01',
      supportType: 'tax',
      maxAmount: null,
      summary: '<script>alert(1)</script>星湖芯片企业流片补贴 & 税收优惠',
      window: { kind: 'range', startDate: '2026-03-01', endDate: '2026-03-31' },
    });
    ids.draft = await createPolicy(api, cityDept, { title: '星湖量子计算产业扶持办法（征求意见稿）' }, true);
  });
  afterAll(() => ctx.close());

  it('ranks the exact title first, then titles containing the keyword, then text matches', async () => {
    const { list, tokens } = await search({ keyword: '星湖量子计算产业扶持办法' });
    expect(tokens.length).toBeGreaterThan(1);
    expect(list.map((p) => p.id)).toEqual([ids.quantum, ids.supplement, ids.talent]);
    expect(list[0].score!).toBeGreaterThan(list[1].score!);
    expect(list[1].score!).toBeGreaterThan(list[2].score!);
    // The draft with the same words never shows.
    expect(list.map((p) => p.id)).not.toContain(ids.draft);
  });

  it('finds a policy by its document number and by its department', async () => {
    expect((await search({ keyword: '星科规〔2026〕1号', pageSize: 50 })).list.map((p) => p.id)).toEqual(expect.arrayContaining([ids.quantum, ids.patent]));
    expect(sorted(await titles({ keyword: '星湖园区经济发展局' }))).toEqual(set('supplement', 'green', 'chip'));
  });

  it('highlights the keyword with <em> and escapes everything else', async () => {
    const [chip] = (await search({ keyword: '芯片', level: ['district'], supportType: ['tax'] })).list.filter((p) => p.id === ids.chip);
    expect(chip.titleHighlight).toBe('A&amp;B &lt;星湖&gt; &quot;<em>芯片</em>&quot; 政策');
    expect(chip.snippet).toContain('&lt;script&gt;alert(1)&lt;/script&gt;星湖<em>芯片</em>企业');
    expect(chip.snippet).toContain('&amp; 税收优惠');
    expect(chip.snippet).not.toMatch(/<(?!\/?em>)/);
    const [talent] = (await search({ keyword: '安居补贴' })).list;
    expect(talent.titleHighlight).toBe('星湖人才<em>安居补贴</em>实施细则');
  });

  it('filters by level, region, department, tag, support type, window status, publish date and amount', async () => {
    expect(sorted(await titles({ level: ['city'] }))).toEqual(set('quantum', 'talent', 'patent'));
    expect(sorted(await titles({ regionCode: ['320571'] }))).toEqual(set('supplement', 'green', 'chip'));
    expect(sorted(await titles({ regionCode: ['320000'] }))).toEqual(set('quantum', 'supplement', 'talent', 'green', 'patent', 'chip'));
    expect(sorted(await titles({ departmentId: [cityDept] }))).toEqual(set('quantum', 'talent', 'patent'));
    expect(sorted(await titles({ tagId: [tag.big] }))).toEqual(set('quantum', 'supplement', 'green', 'patent'));
    expect(sorted(await titles({ tagId: [tag.b] }))).toEqual(set('supplement', 'green'));
    expect(sorted(await titles({ supportType: ['subsidy'] }))).toEqual(set('quantum', 'green', 'patent'));
    expect(sorted(await titles({ windowStatus: ['open'] }))).toEqual(set('quantum', 'talent'));
    expect(sorted(await titles({ windowStatus: ['closing_soon'] }))).toEqual(set('supplement'));
    expect(sorted(await titles({ windowStatus: ['upcoming'] }))).toEqual(set('green'));
    expect(sorted(await titles({ windowStatus: ['closed'] }))).toEqual(set('patent', 'chip'));
    expect(sorted(await titles({ publishFrom: '2026-03-01', publishTo: '2026-08-01' }))).toEqual(set('quantum', 'supplement', 'green'));
    expect(sorted(await titles({ amountMin: 100 }))).toEqual(set('quantum', 'supplement'));
    expect(sorted(await titles({ amountMax: 60 }))).toEqual(set('green', 'patent'));
    // Filters combine: one value per facet ANDed, several values of one facet ORed.
    expect(sorted(await titles({ level: ['district'], windowStatus: ['closing_soon', 'upcoming'] }))).toEqual(set('supplement', 'green'));
    // Every listed item reports the status it was filtered by.
    for (const status of ['open', 'closing_soon', 'upcoming', 'closed']) {
      const { list } = await search({ keyword: '星湖', windowStatus: [status] });
      expect(list.every((p) => p.windowStatus === status)).toBe(true);
    }
  });

  it('rejects contradictory ranges naming the field', async () => {
    const res = await api.post('/api/policy/search', { publishFrom: '2026-05-01', publishTo: '2026-01-01' }, {});
    expect([res.statusCode, res.json().field]).toEqual([400, 'publishTo']);
    expect((await api.post('/api/policy/search', { sort: 'popularity' }, {})).json().field).toBe('sort');
  });

  it('sorts by publish date, deadline and amount, each way', async () => {
    expect(await titles({ sort: 'publishDate' })).toEqual([ids.green, ids.supplement, ids.quantum, ids.chip, ids.patent, ids.talent]);
    expect(await titles({ sort: 'publishDate', order: 'asc' })).toEqual([ids.talent, ids.patent, ids.chip, ids.quantum, ids.supplement, ids.green]);
    // Deadlines soonest first; all-year and closed ones (no deadline) last.
    const byDeadline = await titles({ sort: 'deadline' });
    expect(byDeadline.slice(0, 3)).toEqual([ids.supplement, ids.quantum, ids.green]);
    expect(sorted(byDeadline.slice(3))).toEqual(set('talent', 'patent', 'chip'));
    expect((await titles({ sort: 'deadline', order: 'desc' })).slice(0, 3)).toEqual([ids.green, ids.quantum, ids.supplement]);
    const byAmount = await titles({ sort: 'amount' });
    expect(byAmount.slice(0, 4)).toEqual([ids.quantum, ids.supplement, ids.green, ids.patent]);
    expect((await titles({ sort: 'amount', order: 'asc' })).slice(0, 4)).toEqual([ids.patent, ids.green, ids.supplement, ids.quantum]);
  });

  it('pages the results', async () => {
    const first = await search({ keyword: '星湖', sort: 'publishDate', current: 1, pageSize: 4 });
    const second = await search({ keyword: '星湖', sort: 'publishDate', current: 2, pageSize: 4 });
    expect([first.total, first.list.length, second.list.length]).toEqual([6, 4, 2]);
    expect(new Set([...first.list, ...second.list].map((p) => p.id)).size).toBe(6);
  });

  it('counts facets for the query, each facet ignoring its own filter', async () => {
    const { facets, total } = await search({ keyword: '星湖', level: ['city'] });
    expect(total).toBe(3);
    const counts = (name: string) => Object.fromEntries(facets[name].map((f) => [f.value, f.count]));
    expect(counts('level')).toEqual({ city: 3, district: 3 });
    expect(counts('supportType')).toEqual({ subsidy: 2, talent: 1 });
    expect(counts('windowStatus')).toEqual({ open: 2, closed: 1 });
    expect(counts('departmentId')).toEqual({ [String(cityDept)]: 3 });
    expect(counts('tagId')).toEqual({ [String(tag.a)]: 2 });
    expect(facets.level.find((f) => f.value === 'city')!.label).toBe('市级');
    expect(facets.supportType.find((f) => f.value === 'subsidy')!.label).toBe('资金补贴');
    expect(facets.departmentId[0].label).toBe('星湖市科学技术局');
    expect(facets.tagId[0].label).toBe('星湖甲');
    // The level facet still offers the district policies the filter hides.
    const withStatus = await search({ keyword: '星湖', windowStatus: ['closed'] });
    expect(Object.fromEntries(withStatus.facets.windowStatus.map((f) => [f.value, f.count]))).toEqual({ open: 2, closing_soon: 1, upcoming: 1, closed: 2 });
    expect(Object.fromEntries(withStatus.facets.level.map((f) => [f.value, f.count]))).toEqual({ city: 1, district: 1 });
  });

  it('unpublishing takes a policy off search, detail, tags and the calendar; publishing brings it back', async () => {
    await api.ok(`${admin}/unpublish`, { id: ids.patent });
    expect(await titles({})).not.toContain(ids.patent);
    expect((await api.get(`/api/policy/detail?id=${ids.patent}`, {})).statusCode).toBe(404);
    const small = (await api.get(`/api/policy/tagdetaillist?parentId=${tag.big}`, {})).json().data;
    expect(small.find((t: { id: number }) => t.id === tag.a).policyCount).toBe(2);
    const cal = (await api.get('/api/policy/calendar?from=2026-06-01&to=2026-06-30', {})).json().data;
    expect(cal.entries.map((e: { policyId: number }) => e.policyId)).not.toContain(ids.patent);
    await api.ok(`${admin}/publish`, { id: ids.patent });
    expect(await titles({})).toContain(ids.patent);
    expect((await api.get(`/api/policy/detail?id=${ids.patent}`, {})).statusCode).toBe(200);
  });

  it('serves the detail with tags, department, window state and related policies; 404 for drafts and unknown ids', async () => {
    const res = await api.get(`/api/policy/detail?id=${ids.quantum}`, {});
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      title: '星湖量子计算产业扶持办法',
      department: { id: cityDept, name: '星湖市科学技术局' },
      regionName: '苏州市',
      windowStatus: 'open',
      deadline: '2026-12-31',
      daysLeft: 40,
    });
    expect(d.tags.map((t: { name: string }) => t.name)).toEqual(['星湖甲']);
    const related = d.related.map((p: { id: number }) => p.id);
    expect(related.length).toBeLessThanOrEqual(6);
    expect(sorted(related.slice(0, 2))).toEqual(set('green', 'patent'));
    expect(related).toContain(ids.talent);
    expect(related).not.toContain(ids.quantum);
    expect(related).not.toContain(ids.draft);
    // Each read counts a view.
    const again = (await api.get(`/api/policy/detail?id=${ids.quantum}`, {})).json().data;
    expect(again.viewCount).toBe(d.viewCount + 1);
    expect((await api.get(`/api/policy/detail?id=${ids.draft}`, {})).statusCode).toBe(404);
    expect((await api.get('/api/policy/detail?id=99999999', {})).statusCode).toBe(404);
    expect((await api.get('/api/policy/detail', {})).json().field).toBe('id');
  });

  it('suggests tags and titles by prefix, at most 10', async () => {
    const list = (await api.get(`/api/policy/suggest?keyword=${encodeURIComponent('星湖')}`, {})).json().data as { type: string; id: number; text: string }[];
    expect(list.length).toBeLessThanOrEqual(10);
    expect(list.filter((s) => s.type === 'tag').map((s) => s.text)).toEqual(['星湖甲', '星湖乙', '星湖主题']);
    const titlesFound = list.filter((s) => s.type === 'policy').map((s) => s.id);
    expect(titlesFound).toEqual(expect.arrayContaining([ids.quantum, ids.talent, ids.green, ids.patent]));
    expect(titlesFound).not.toContain(ids.supplement); // starts with 关于
    expect(titlesFound).not.toContain(ids.draft);
    expect(list.every((s) => s.text.startsWith('星湖'))).toBe(true);
  });

  it('lists big tags with counts, small tags under one, and the regions that have policies', async () => {
    const big = (await api.get('/api/policy/taglist', {})).json().data;
    expect(big.find((t: { id: number }) => t.id === tag.big)).toMatchObject({ name: '星湖主题', policyCount: 4, childCount: 2, parentId: null });
    expect(big.every((t: { parentId: number | null }) => t.parentId === null)).toBe(true);
    const small = (await api.get(`/api/policy/tagdetaillist?parentId=${tag.big}`, {})).json().data;
    expect(small.map((t: { name: string; policyCount: number }) => [t.name, t.policyCount])).toEqual([
      ['星湖甲', 3],
      ['星湖乙', 2],
    ]);
    const areas = (await api.get('/api/policy/getAreaDict', {})).json().data as {
      code: string;
      name: string;
      count: number;
      children: { code: string; children: { code: string; name: string }[] }[];
    }[];
    const jiangsu = areas.find((a) => a.code === '320000')!;
    const suzhou = jiangsu.children.find((c) => c.code === '320500')!;
    expect(suzhou.children.find((c) => c.code === '320571')!.name).toBe('苏州工业园区');
    expect(areas.find((a) => a.code === '100000')!.name).toBe('全国');
  });

  it('sums up the front page: counts, amount on offer, latest', async () => {
    const base = (await api.get('/api/policy/getBusinessBase', {})).json().data;
    const all = await search({ pageSize: 1 });
    expect(base.publishedCount).toBe(all.total);
    const byStatus = Object.fromEntries(all.facets.windowStatus.map((f) => [f.value, f.count]));
    expect(base.openCount).toBe((byStatus.open ?? 0) + (byStatus.closing_soon ?? 0));
    expect(base.closingSoonCount).toBe(byStatus.closing_soon ?? 0);
    expect(base.totalAmount).toBeGreaterThan(500);
    expect(base.latest.length).toBe(8);
    expect(base.company).toBeNull();
    // Signed in, after matching as a company: that company is shown.
    const [company] = await ctx.database.db.select({ id: companies.id, name: companies.name, creditCode: companies.creditCode }).from(companies).limit(1);
    const [adminUser] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    await ctx.database.db
      .insert(policyMatchRuns)
      .values({ id: 'bench0run0id0000000001', companyId: company.id, userId: adminUser.id, profile: { qualifications: [], figures: [] } });
    expect((await api.get('/api/policy/getBusinessBase')).json().data.company).toEqual(company);
    expect((await api.get('/api/policy/getBusinessBase', {})).json().data.company).toBeNull();
  });

  it('searches the seeded library: every published demo policy is findable and sorted by relevance', async () => {
    const { list, total } = await search({ keyword: '高新技术企业', pageSize: 20 });
    expect(total).toBeGreaterThan(20);
    expect(list[0].title).toContain('高新技术企业');
    expect(list.map((p) => p.score)).toEqual([...list.map((p) => p.score)].sort((a, b) => b! - a!));
  });
  // Last: it moves the clock. Counts without a keyword are cached; every change below must show at once.
  it('lists without a keyword, its counts following a publish, a tag rename, the turn of the day and an unpublish at once', async () => {
    const browse = () => search({ departmentId: [districtDept], pageSize: 50 });
    const count = (r: Awaited<ReturnType<typeof search>>, facet: string, value: string | number) => r.facets[facet].find((f) => f.value === String(value));
    const first = await browse();
    expect([first.total, sorted(first.list.map((p) => p.id))]).toEqual([3, set('supplement', 'green', 'chip')]);
    // Without a keyword the newest come first.
    expect(first.list.map((p) => p.id)).toEqual([ids.green, ids.supplement, ids.chip]);
    expect(count(first, 'tagId', tag.b)).toMatchObject({ label: '星湖乙', count: 2 });
    expect(count(first, 'windowStatus', 'closing_soon')?.count).toBe(1);
    expect(await browse()).toEqual(first);

    const added = await createPolicy(api, districtDept, {
      title: '星湖数字园区补助',
      level: 'district',
      regionCode: '320571',
      publishDate: '2026-09-01',
      tagIds: [tag.b],
    });
    const afterPublish = await browse();
    expect([afterPublish.total, afterPublish.list[0].id, count(afterPublish, 'tagId', tag.b)?.count]).toEqual([4, added, 3]);

    await api.ok(`${admin}/tag/update`, { id: tag.b, name: '星湖乙类', kind: 'theme', parentId: tag.big });
    expect(count(await browse(), 'tagId', tag.b)?.label).toBe('星湖乙类');

    // 2026-12-01 in China: the supplement's window (to 30 November) has closed.
    const clock = ctx.now().toISOString();
    setClock(ctx, '2026-11-30T16:00:00Z');
    const nextMonth = await browse();
    expect([count(nextMonth, 'windowStatus', 'closing_soon'), count(nextMonth, 'windowStatus', 'closed')?.count]).toEqual([undefined, 2]);
    setClock(ctx, clock);

    await api.ok(`${admin}/unpublish`, { id: added });
    expect((await browse()).total).toBe(3);
  });
});
