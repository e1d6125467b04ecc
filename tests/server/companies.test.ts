import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { withCheckChar } from '@shared/creditCode';
import { companyPages } from '../../server/modules/company/service';
import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

describe.each(dbKinds)('companies, recruitment and workshops on %s', (kind) => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  const get = (url: string) => ctx.app.inject({ url, headers: admin });
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload, headers: admin });
  const code = withCheckChar('91320594MA1TE5T01');

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.adminToken());
  });
  afterAll(() => ctx.close());

  it('lists the 200 demo companies paged, filtered and sorted', async () => {
    const all = (await get('/apiv2/company/admin/query?pageSize=5')).json().data;
    expect(all.total).toBe(200);
    const software = (await get('/apiv2/company/admin/query?industryCode=65&pageSize=200')).json().data.list;
    expect(software.length).toBeGreaterThan(0);
    expect(software.every((c: { industryCode: string }) => c.industryCode === '65')).toBe(true);
    const highTech = (await get('/apiv2/company/admin/query?qualification=high_tech&pageSize=200')).json().data.list;
    expect(highTech.every((c: { qualifications: string[] }) => c.qualifications.includes('high_tech'))).toBe(true);
    const inB1 = (await get(`/apiv2/company/admin/query?building=${encodeURIComponent('B1栋')}&pageSize=200`)).json().data.list;
    expect(inB1.every((c: { building: string }) => c.building === 'B1栋')).toBe(true);
    const byStaff = (await get('/apiv2/company/admin/query?sortField=staffCount&sortOrder=descend&pageSize=50'))
      .json()
      .data.list.map((c: { staffCount: number }) => c.staffCount);
    expect(byStaff).toEqual([...byStaff].sort((a, b) => b - a));
  });

  it('creates a company with figures, reads it all back, and finds it by filter', async () => {
    const res = await post('/apiv2/company/admin/create', {
      name: '苏州星湖量子科技有限公司',
      creditCode: code,
      legalPerson: '沈一鸣',
      foundedOn: '2021-06-18',
      registeredCapital: 1000,
      industryCode: '65',
      scale: 'small',
      staffCount: 60,
      techStaffCount: 35,
      status: 'active',
      contacts: [{ name: '沈一鸣', title: '总经理', phone: '13812345678', isPrimary: true }],
      ip: { invention_patent: 4, software_copyright: 12 },
      qualifications: [{ qualification: 'tech_sme', certificateNo: '202432059400123' }],
      customers: [{ name: '上海某某通信股份有限公司', annualAmount: 320 }],
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id;
    const updated = await post('/apiv2/company/admin/update', {
      id,
      name: '苏州星湖量子科技有限公司',
      creditCode: code,
      industryCode: '65',
      staffCount: 60,
      techStaffCount: 35,
      figures: [{ year: 2025, revenue: 2600, rdSpend: 310, netAssets: 1800, staffCount: 60, techStaffCount: 35 }],
    });
    expect(updated.statusCode).toBe(200);
    const detail = (await get(`/apiv2/company/admin/detailall?id=${id}`)).json().data;
    expect(detail).toMatchObject({ creditCode: code, qualifications: ['tech_sme'], ip: { invention_patent: 4, software_copyright: 12 } });
    expect(detail.figures).toEqual([expect.objectContaining({ year: 2025, revenue: 2600, rdSpend: 310 })]);
    expect(detail.customers[0].name).toBe('上海某某通信股份有限公司');
    const found = (await get(`/apiv2/company/admin/query?name=${encodeURIComponent('量子')}`)).json().data.list;
    expect(found.map((c: { id: number }) => c.id)).toEqual([id]);
    expect((await get(`/apiv2/company/admin/customer/query?companyId=${id}`)).json().data.list[0].companyName).toBe('苏州星湖量子科技有限公司');
  });

  it('refuses an invalid credit code, a duplicate one and bad figures, writing nothing', async () => {
    const before = (await get('/apiv2/company/admin/query')).json().data.total;
    const bad = await post('/apiv2/company/admin/create', { name: '校验失败有限公司', creditCode: `${code.slice(0, 17)}${code[17] === '0' ? '1' : '0'}` });
    expect([bad.statusCode, bad.json().field, bad.json().errorMessage]).toEqual([400, 'creditCode', 'body.creditCode: has a wrong check character']);
    const dup = await post('/apiv2/company/admin/create', { name: '重复代码有限公司', creditCode: code });
    expect([dup.statusCode, dup.json().field]).toEqual([409, 'creditCode']);
    const negative = await post('/apiv2/company/admin/create', { name: '负数有限公司', creditCode: withCheckChar('91320594MA1TE5T02'), staffCount: -3 });
    expect([negative.statusCode, negative.json().field]).toEqual([400, 'staffCount']);
    const twice = await post('/apiv2/company/admin/create', {
      name: '重复年份有限公司',
      creditCode: withCheckChar('91320594MA1TE5T03'),
      figures: [{ year: 2025 }, { year: 2025 }],
    });
    expect([twice.statusCode, twice.json().field]).toEqual([400, 'figures']);
    expect((await get('/apiv2/company/admin/query')).json().data.total).toBe(before);
    expect((await get('/apiv2/company/admin/detailall?id=999999')).statusCode).toBe(404);
  });

  it('manages recruitment types and posts', async () => {
    const type = (await post('/apiv2/company/admin/recruit/type-create', { name: '运营客服', order: 60 })).json().data;
    expect((await post('/apiv2/company/admin/recruit/type-create', { name: '运营客服' })).statusCode).toBe(409);
    expect((await post('/apiv2/company/admin/recruit/type-update', { id: type.id, name: '运营与客服', order: 60 })).json().data.name).toBe('运营与客服');
    const company = (await get('/apiv2/company/admin/query?pageSize=1')).json().data.list[0];
    const bad = await post('/apiv2/company/admin/recruit/create', {
      companyId: company.id,
      typeId: type.id,
      title: '客服专员',
      salaryMin: 9000,
      salaryMax: 6000,
    });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'salaryMax']);
    const created = (
      await post('/apiv2/company/admin/recruit/create', {
        companyId: company.id,
        typeId: type.id,
        title: '客服专员',
        headcount: 2,
        salaryMin: 6000,
        salaryMax: 9000,
        publishedOn: '2026-11-20',
      })
    ).json().data;
    expect(created).toMatchObject({ companyName: company.name, typeName: '运营与客服', status: 'open' });
    const closed = await post('/apiv2/company/admin/recruit/update', { ...created, status: 'closed' });
    expect(closed.json().data.status).toBe('closed');
    expect((await get(`/apiv2/company/admin/recruit/query?typeId=${type.id}`)).json().data.total).toBe(1);
    expect((await get('/apiv2/company/admin/recruit/type-list')).json().data.find((t: { id: number }) => t.id === type.id).postCount).toBe(1);
  });

  it('filters workshops by building, usage, status, area and price, and guards their data', async () => {
    const all = (await get('/apiv2/park/admin/resource/workshop/query?pageSize=200')).json().data;
    expect(all.total).toBe(120);
    expect(new Set(all.list.map((u: { building: string }) => u.building)).size).toBe(6);
    const shops = (await get('/apiv2/park/admin/resource/workshop/query?usage=workshop&rentalStatus=available&areaMin=800&priceMax=40&pageSize=200')).json()
      .data.list;
    expect(
      shops.every(
        (u: { usage: string; rentalStatus: string; usableArea: number; refPrice: number }) =>
          u.usage === 'workshop' && u.rentalStatus === 'available' && u.usableArea >= 800 && u.refPrice <= 40,
      ),
    ).toBe(true);
    const leased = all.list.find((u: { tenant: unknown }) => u.tenant);
    expect(leased.tenant.companyName).toMatch(/有限公司/);
    expect((await post('/apiv2/park/admin/resource/workshop/delete', { id: leased.id })).statusCode).toBe(409);

    const negative = await post('/apiv2/park/admin/resource/workshop/create', {
      code: 'D1-101',
      building: 'D1栋',
      floor: 1,
      usage: 'workshop',
      grossArea: -50,
      usableArea: 40,
      refPrice: 30,
    });
    expect([negative.statusCode, negative.json().field]).toEqual([400, 'grossArea']);
    const tooBig = await post('/apiv2/park/admin/resource/workshop/create', {
      code: 'D1-101',
      building: 'D1栋',
      floor: 1,
      usage: 'workshop',
      grossArea: 500,
      usableArea: 600,
      refPrice: 30,
    });
    expect([tooBig.statusCode, tooBig.json().field]).toEqual([400, 'usableArea']);
    const unit = (
      await post('/apiv2/park/admin/resource/workshop/create', {
        code: 'D1-101',
        building: 'D1栋',
        floor: 1,
        usage: 'workshop',
        grossArea: 500,
        usableArea: 460,
        refPrice: 30,
        availableFrom: '2026-12-01',
      })
    ).json().data;
    expect(unit).toMatchObject({ code: 'D1-101', rentalStatus: 'available', tenant: null });
    expect(
      (
        await post('/apiv2/park/admin/resource/workshop/create', {
          code: 'D1-101',
          building: 'D1栋',
          floor: 1,
          usage: 'office',
          grossArea: 100,
          usableArea: 80,
          refPrice: 60,
        })
      ).json().field,
    ).toBe('code');
    expect((await post('/apiv2/park/admin/resource/workshop/update', { ...unit, rentalStatus: 'locked' })).json().data.rentalStatus).toBe('locked');
    expect((await get('/apiv2/park/admin/resource/workshop/query?areaMin=900&areaMax=100')).json().field).toBe('areaMax');
    expect((await post('/apiv2/park/admin/resource/workshop/delete', { id: unit.id })).statusCode).toBe(200);
    // A rental status in use cannot be deleted from its dictionary.
    const typeId = (await get('/apiv2/account/admin/dict/root?keyword=rental_status')).json().data.list[0].id;
    const leasedItem = (await get(`/apiv2/account/admin/dict/list?typeId=${typeId}&keyword=leased`)).json().data.list[0];
    const refused = await post('/apiv2/account/admin/dict/delete', { kind: 'item', id: leasedItem.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toMatch(/units/);
  });
});

describe('company export', () => {
  it('streams the filtered list as an .xlsx whose rows match the list', async () => {
    const ctx = await createTestContext('pglite');
    try {
      const headers = bearer(await ctx.adminToken());
      const filter = 'industryCode=65&status=active';
      const list = (await ctx.app.inject({ url: `/apiv2/company/admin/query?${filter}&pageSize=200`, headers })).json().data;
      const res = await ctx.app.inject({ url: `/apiv2/company/admin/export?${filter}`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/spreadsheetml/);
      expect(res.headers['content-disposition']).toContain(encodeURIComponent('企业列表.xlsx'));
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('企业')!;
      expect(sheet.getRow(1).getCell(1).value).toBe('企业名称');
      expect(sheet.rowCount - 1).toBe(list.total);
      const exportedCodes = new Set<string>();
      sheet.eachRow((row, n) => n > 1 && exportedCodes.add(String(row.getCell(2).value)));
      expect(exportedCodes).toEqual(new Set(list.list.map((c: { creditCode: string }) => c.creditCode)));
      // Dictionary values come out as the labels users read on screen.
      const headerRow = sheet.getRow(1).values as string[];
      expect(sheet.getRow(2).getCell(headerRow.indexOf('状态')).value).toBe('在园');
      expect(sheet.getRow(2).getCell(headerRow.indexOf('行业名称')).value).toMatch(/软件/);
      const log = (await ctx.app.inject({ url: '/apiv2/account/admin/log?action=export', headers })).json().data.list;
      expect(log[0]).toMatchObject({ entity: 'company', action: 'export' });
      expect((await ctx.app.inject({ url: '/apiv2/company/admin/export' })).statusCode).toBe(401);
    } finally {
      await ctx.close();
    }
  });
});

describe.each(dbKinds)('the company export in the order of the list on %s', (kind) => {
  let ctx: TestContext;
  let headers: Record<string, string>;
  type Listed = { id: number; creditCode: string; registeredCapital: number | null };
  const list = async (query: string) =>
    (await ctx.app.inject({ url: `/apiv2/company/admin/query?${query}&pageSize=200`, headers })).json().data.list as Listed[];

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    headers = bearer(await ctx.adminToken());
    // Many equal values (capitals 0, 100 and 200, about 53 companies each), 40 companies without a
    // capital, and creation times that share a millisecond but not a microsecond, which a JS Date
    // cannot tell apart: each must neither lose nor repeat rows at a page boundary.
    await ctx.database.db.execute(sql`update companies set
      registered_capital = case when id % 5 = 0 then null else (id % 3) * 100 end,
      created_at = timestamptz '2026-03-01 08:00:00.123+00' + (id % 7) * interval '1 microsecond'`);
  });
  afterAll(() => ctx.close());

  it('writes the .xlsx rows as the screen sorts them: largest capital first, equal ones newest first, none last', async () => {
    const sorted = 'sortField=registeredCapital&sortOrder=descend';
    const shown = await list(sorted);
    expect(shown).toHaveLength(200);
    const empty = (c: Listed) => (c.registeredCapital === null ? 1 : 0);
    const expected = [...shown].sort((a, b) => empty(a) - empty(b) || (b.registeredCapital ?? 0) - (a.registeredCapital ?? 0) || b.id - a.id);
    expect(shown.map((c) => c.id)).toEqual(expected.map((c) => c.id));

    const res = await ctx.app.inject({ url: `/apiv2/company/admin/export?${sorted}`, headers });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: [string, unknown][] = [];
    workbook.getWorksheet('企业')!.eachRow((row, n) => n > 1 && rows.push([String(row.getCell(2).value), row.getCell(5).value]));
    expect(rows).toEqual(shown.map((c) => [c.creditCode, c.registeredCapital]));
    expect(rows.at(-1)![1]).toBeNull();
  });

  it.each([
    ['registeredCapital', 'descend'],
    ['registeredCapital', 'ascend'],
    ['createdAt', 'descend'],
    ['createdAt', 'ascend'],
    ['name', 'ascend'],
  ] as const)('pages by %s %s in small pages without losing or repeating a company', async (sortField, sortOrder) => {
    const shown = await list(`status=active&sortField=${sortField}&sortOrder=${sortOrder}`);
    const pages: { id: number }[][] = [];
    for await (const page of companyPages(ctx.database.db, { status: 'active', sortField, sortOrder }, 7)) pages.push(page);
    expect(pages.slice(0, -1).every((p) => p.length === 7)).toBe(true);
    expect(pages.flat().map((c) => c.id)).toEqual(shown.map((c) => c.id));
  });
});
