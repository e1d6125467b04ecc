import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { dictItems, dictTypes, resources, roleResources, roles } from '../../server/db/schema';
import { unitPages } from '../../server/modules/workshop/service';
import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

const base = '/apiv2/park/admin/resource/workshop';
type Unit = {
  id: number;
  code: string;
  building: string;
  floor: number;
  usage: string;
  rentalStatus: string;
  usableArea: number;
  grossArea: number;
  refPrice: number;
  tenant: { companyName: string } | null;
};

/** A unit the schema accepts; tests override one field at a time. */
const valid = {
  code: 'E1-101',
  building: 'E1栋',
  floor: 1,
  usage: 'workshop',
  rentalStatus: 'available',
  fitoutStatus: 'bare',
  grossArea: 1200,
  usableArea: 1100,
  refPrice: 32,
  availableFrom: '2027-01-01',
};

describe.each(dbKinds)('workshops on %s', (kind) => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  const get = (url: string, headers = admin) => ctx.app.inject({ url, headers });
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload, headers: admin });
  const total = async () => (await get(`${base}/query?pageSize=1`)).json().data.total as number;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.adminToken());
  });
  afterAll(() => ctx.close());

  it('lists the buildings with their unit counts, and sorts by floor and area', async () => {
    const buildings = (await get(`${base}/buildings`)).json().data as { building: string; unitCount: number; availableCount: number }[];
    expect(buildings.map((b) => b.building)).toEqual(['A1栋', 'A2栋', 'A3栋', 'B1栋', 'B2栋', 'C1栋']);
    expect(buildings.reduce((n, b) => n + b.unitCount, 0)).toBe(120);
    const b1 = buildings.find((b) => b.building === 'B1栋')!;
    const b1Available = (await get(`${base}/query?building=${encodeURIComponent('B1栋')}&rentalStatus=available`)).json().data.total;
    expect(b1.availableCount).toBe(b1Available);

    const byFloor = (await get(`${base}/query?sortField=floor&sortOrder=descend&pageSize=200`)).json().data.list.map((u: Unit) => u.floor);
    expect(byFloor).toEqual([...byFloor].sort((a, b) => b - a));
    const byGross = (await get(`${base}/query?sortField=grossArea&pageSize=200`)).json().data.list.map((u: Unit) => u.grossArea);
    expect(byGross).toEqual([...byGross].sort((a, b) => a - b));
  });

  it('refuses bad filters naming the field; a known building with no match is just empty', async () => {
    const cases: [string, string][] = [
      ['areaMin=-10', 'areaMin'],
      ['priceMax=-1', 'priceMax'],
      ['areaMin=900&areaMax=100', 'areaMax'],
      ['priceMin=80&priceMax=20', 'priceMax'],
      [`building=${encodeURIComponent('Z9栋')}`, 'building'],
      ['sortField=tenant', 'sortField'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`${base}/query?${query}`);
      expect({ query, status: res.statusCode, field: res.json().field }).toEqual({ query, status: 400, field });
    }
    expect((await get(`${base}/query?building=${encodeURIComponent('Z9栋')}`)).json().errorMessage).toBe('building: the park has no building "Z9栋"');
    const none = await get(`${base}/query?building=${encodeURIComponent('A1栋')}&areaMin=999999`);
    expect([none.statusCode, none.json().data.total]).toEqual([200, 0]);
  });

  it('refuses bad units naming the field and writes nothing', async () => {
    const before = await total();
    const cases: [object, string][] = [
      [{ grossArea: -50 }, 'grossArea'],
      [{ usableArea: 0 }, 'usableArea'],
      [{ usableArea: 1300 }, 'usableArea'],
      [{ refPrice: -1 }, 'refPrice'],
      [{ floor: 0 }, 'floor'],
      [{ floor: 1.5 }, 'floor'],
      [{ availableFrom: '2027-13-01' }, 'availableFrom'],
      [{ code: 'E1 101' }, 'code'],
      [{ building: '  ' }, 'building'],
      [{ usage: 'casino' }, 'usage'],
      [{ rentalStatus: 'haunted' }, 'rentalStatus'],
      [{ fitoutStatus: 'gold' }, 'fitoutStatus'],
      [{ photos: [{ url: 'javascript:alert(1)' }] }, 'photos.0.url'],
      [{ floorPlan: 'data:image/png;base64,AAAA' }, 'floorPlan'],
      [{ lng: 120.74 }, 'lat'],
    ];
    for (const [change, field] of cases) {
      const res = await post(`${base}/create`, { ...valid, ...change });
      expect({ change, status: res.statusCode, field: res.json().field }).toEqual({ change, status: 400, field });
    }
    expect((await post(`${base}/create`, { ...valid, usage: 'casino' })).json().errorMessage).toBe(
      'usage: "casino" is not an active item of the dictionary unit_usage',
    );
    expect(await total()).toBe(before);
  });

  it('answers 404 for an unknown unit on detail, update and delete', async () => {
    expect((await get(`${base}/detail?id=999999`)).statusCode).toBe(404);
    expect((await post(`${base}/update`, { ...valid, id: 999999 })).statusCode).toBe(404);
    const gone = await post(`${base}/delete`, { id: 999999 });
    expect([gone.statusCode, gone.json().errorMessage]).toEqual([404, 'Unit not found']);
  });

  it('creates a unit with photos and a floor plan in a new building, edits and deletes it, each audited', async () => {
    const photos = [{ url: '/uploads/2026/11/0123456789abcdef0123456789abcdef.png', thumbUrl: '/uploads/2026/11/0123456789abcdef0123456789abcdef.thumb.webp' }];
    const created = await post(`${base}/create`, {
      ...valid,
      photos,
      floorPlan: '/uploads/2026/11/fedcba9876543210fedcba9876543210.png',
      lng: 120.74,
      lat: 31.33,
    });
    expect(created.statusCode).toBe(200);
    const unit = created.json().data;
    expect(unit).toMatchObject({
      code: 'E1-101',
      building: 'E1栋',
      photos,
      floorPlan: '/uploads/2026/11/fedcba9876543210fedcba9876543210.png',
      availableFrom: '2027-01-01',
      tenant: null,
    });
    expect((await get(`${base}/detail?id=${unit.id}`)).json().data).toEqual(unit);
    expect((await get(`${base}/buildings`)).json().data).toContainEqual({ building: 'E1栋', unitCount: 1, availableCount: 1 });
    const found = (await get(`${base}/query?building=${encodeURIComponent('E1栋')}`)).json().data.list;
    expect(found.map((u: Unit) => u.code)).toEqual(['E1-101']);

    const edited = await post(`${base}/update`, { ...unit, rentalStatus: 'locked', floorPlan: '', photos: [] });
    expect(edited.json().data).toMatchObject({ rentalStatus: 'locked', floorPlan: null, photos: [] });
    expect((await post(`${base}/delete`, { id: unit.id })).statusCode).toBe(200);
    expect((await get(`${base}/detail?id=${unit.id}`)).statusCode).toBe(404);
    const log = (await get(`/apiv2/account/admin/log?entity=unit&entityId=${unit.id}`)).json().data.list as { action: string }[];
    expect(log.map((l) => l.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('keeps a disabled usage on the units that have it but refuses it for new ones', async () => {
    const showroom = (await get(`${base}/query?usage=showroom&pageSize=1`)).json().data.list[0] as Unit;
    expect(showroom).toBeDefined();
    const [type] = await ctx.database.db.select({ id: dictTypes.id }).from(dictTypes).where(eq(dictTypes.name, 'unit_usage'));
    await ctx.database.db
      .update(dictItems)
      .set({ status: 'disabled' })
      .where(and(eq(dictItems.typeId, type.id), eq(dictItems.value, 'showroom')));
    try {
      const detail = (await get(`${base}/detail?id=${showroom.id}`)).json().data;
      const kept = await post(`${base}/update`, { ...detail, refPrice: detail.refPrice + 1 });
      expect([kept.statusCode, kept.json().data?.usage]).toEqual([200, 'showroom']);
      const fresh = await post(`${base}/create`, { ...valid, code: 'E1-102', usage: 'showroom' });
      expect([fresh.statusCode, fresh.json().field]).toEqual([400, 'usage']);
    } finally {
      await ctx.database.db
        .update(dictItems)
        .set({ status: 'active' })
        .where(and(eq(dictItems.typeId, type.id), eq(dictItems.value, 'showroom')));
    }
  });

  it('exports the filtered list as an .xlsx with readable labels, audited as an export', async () => {
    const filter = `building=${encodeURIComponent('B1栋')}&usage=workshop&areaMin=500`;
    const list = (await get(`${base}/query?${filter}&pageSize=200`)).json().data;
    expect(list.total).toBeGreaterThan(0);
    const res = await get(`${base}/export?${filter}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('房源列表.xlsx'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('房源')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '房源编号',
      '楼栋',
      '楼层',
      '用途',
      '租赁状态',
      '装修状态',
      '建筑面积（㎡）',
      '使用面积（㎡）',
      '参考租金（元/㎡·月）',
      '可租日期',
      '当前租户',
      '入驻日期',
    ]);
    const rows: { code: string; building: string; usage: string; usable: number; tenant: string | null }[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      rows.push({
        code: String(row.getCell(1).value),
        building: String(row.getCell(2).value),
        usage: String(row.getCell(4).value),
        usable: Number(row.getCell(8).value),
        tenant: (row.getCell(11).value as string) ?? null,
      });
    });
    expect(rows).toHaveLength(list.total);
    expect(new Set(rows.map((r) => r.code))).toEqual(new Set(list.list.map((u: Unit) => u.code)));
    expect(rows.every((r) => r.building === 'B1栋' && r.usage === '厂房' && r.usable >= 500)).toBe(true);
    const leased = list.list.find((u: Unit) => u.tenant);
    expect(rows.find((r) => r.code === leased?.code)?.tenant).toBe(leased?.tenant.companyName ?? 'a leased unit in the filter');

    const log = (await get('/apiv2/account/admin/log?action=export')).json().data.list;
    expect(log[0]).toMatchObject({ entity: 'unit', action: 'export' });
    expect(JSON.parse(log[0].summary)).toMatchObject({ building: 'B1栋', usage: 'workshop', areaMin: 500 });
  });

  it('exports in the order the list is sorted, units without a date last, and pages through ties', async () => {
    // Dates shared by many units and some units without one, so ties and empty values cross page boundaries.
    await ctx.database.db.execute(sql`update units set available_from = case when id % 4 = 0 then null else date '2027-01-01' + (id % 3) end`);
    const sorted = 'usage=workshop&sortField=availableFrom&sortOrder=descend';
    const shown = (await get(`${base}/query?${sorted}&pageSize=200`)).json().data.list as (Unit & { availableFrom: string | null })[];
    const empty = (u: { availableFrom: string | null }) => (u.availableFrom === null ? 1 : 0);
    const expected = [...shown].sort((a, b) => empty(a) - empty(b) || (b.availableFrom ?? '').localeCompare(a.availableFrom ?? '') || a.id - b.id);
    expect(shown.map((u) => u.id)).toEqual(expected.map((u) => u.id));
    expect(shown.at(-1)!.availableFrom).toBeNull();

    const res = await get(`${base}/export?${sorted}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const codes: string[] = [];
    workbook.getWorksheet('房源')!.eachRow((row, n) => n > 1 && codes.push(String(row.getCell(1).value)));
    expect(codes).toEqual(shown.map((u) => u.code));

    for (const sortOrder of ['ascend', 'descend'] as const) {
      const list = (await get(`${base}/query?sortField=availableFrom&sortOrder=${sortOrder}&pageSize=200`)).json().data.list as Unit[];
      const pages: { id: number }[][] = [];
      for await (const page of unitPages(ctx.database.db, { sortField: 'availableFrom', sortOrder }, 9)) pages.push(page);
      expect(pages.slice(0, -1).every((p) => p.length === 9)).toBe(true);
      expect({ sortOrder, ids: pages.flat().map((u) => u.id) }).toEqual({ sortOrder, ids: list.map((u) => u.id) });
    }
  });

  it('refuses a bad export before streaming, and guards it by permission', async () => {
    const unknown = await get(`${base}/export?building=${encodeURIComponent('Z9栋')}`);
    expect([unknown.statusCode, unknown.headers['content-type'], unknown.json().field]).toEqual([400, expect.stringMatching(/json/), 'building']);
    expect((await get(`${base}/export?priceMin=50&priceMax=10`)).json().field).toBe('priceMax');
    expect((await ctx.app.inject({ url: `${base}/export` })).statusCode).toBe(401);

    // A role that may look at units but not export them.
    const [role] = await ctx.database.db.insert(roles).values({ name: '房源查看', code: 'unit-viewer', dataScope: 'all' }).returning({ id: roles.id });
    const granted = await ctx.database.db
      .select({ id: resources.id })
      .from(resources)
      .where(inArray(resources.resourceKey, ['park', 'workshop:query']));
    await ctx.database.db.insert(roleResources).values(granted.map((r) => ({ roleId: role.id, resourceId: r.id })));
    await ctx.createUser('viewer', 'Viewer@2026x', [role.id]);
    const viewer = bearer(await ctx.login('viewer', 'Viewer@2026x'));
    expect((await get(`${base}/query`, viewer)).statusCode).toBe(200);
    expect((await get(`${base}/export`, viewer)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `${base}/create`, payload: { ...valid, code: 'E1-103' }, headers: viewer })).statusCode).toBe(403);
  });
});
