import crypto from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { CLUE_OPEN_STAGES } from '@shared/clue';
import { auditLogs, clues, departments, gisUnitPositions, projectCategories, projects, projectUnits, roles, units, users } from '../../server/db/schema';
import { DEMO_PLAN, DEMO_POIS } from '../../server/seed/gis';
import { bearer, createTestContext, dbKinds, grantKeys, type TestContext } from './harness';

const base = '/apiv2/gis/admin';
const search = '/api/pms/admin/project/poisearch';
type Marker = {
  kind: string;
  key: string;
  id: number | null;
  name: string;
  x: number | null;
  y: number | null;
  building: string | null;
  status: string | null;
};
type Hit = { kind: string; key: string; id: number | null; name: string; x: number | null; rank: number };
const enc = encodeURIComponent;

/** A multipart/form-data body with one file, as a browser sends it. */
function multipart(filename: string, data: Buffer, contentType: string) {
  const boundary = `----GisBoundary${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#eef3e6' } })
    .png()
    .toBuffer();

describe.each(dbKinds)('park map on %s', (kind) => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  const get = (url: string, headers = admin) => ctx.app.inject({ url, headers });
  const post = (url: string, payload: object, headers = admin) => ctx.app.inject({ method: 'POST', url, payload, headers });
  const markers = async (query: string, headers = admin) => {
    const res = await get(`${base}/query?${query}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      plan: { width: number; height: number; url: string } | null;
      kinds: string[];
      markers: Marker[];
      counts: { kind: string; total: number; truncated: boolean }[];
    };
  };
  const hits = async (query: string) => {
    const res = await get(`${search}?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().data as { list: Hit[]; total: number };
  };
  let seq = 0;
  /** A signed-in account whose one role grants these keys (data scope: its department, 招商一部). */
  async function staffWith(keys: string[], department = '招商一部') {
    const { db } = ctx.database;
    seq += 1;
    const [role] = await db
      .insert(roles)
      .values({ name: `地图角色${seq}`, code: `gis-${seq}`, dataScope: 'department' })
      .returning({ id: roles.id });
    if (keys.length) await grantKeys(db, role.id, keys);
    const [dept] = await db.select({ id: departments.id }).from(departments).where(eq(departments.name, department));
    const id = await ctx.createUser(`gis${seq}`, 'Gis@Test2026', [role.id]);
    await db.update(users).set({ departmentId: dept.id }).where(eq(users.id, id));
    return { id, headers: bearer(await ctx.login(`gis${seq}`, 'Gis@Test2026')), departmentId: dept.id };
  }

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.adminToken());
  });
  afterAll(() => ctx.close());

  it('answers the seeded plan with every kind of marker placed on it', async () => {
    const data = await markers('');
    expect(data.plan).toMatchObject(DEMO_PLAN);
    expect(data.plan!.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    // The plan image is served as an image.
    const image = await ctx.app.inject({ url: data.plan!.url });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    expect(data.kinds).toEqual(['building', 'unit', 'company', 'clue', 'project', 'poi']);
    const count = (k: string) => data.counts.find((c) => c.kind === k)!;
    expect(count('building')).toEqual({ kind: 'building', total: 6, truncated: false });
    expect(count('unit')).toEqual({ kind: 'unit', total: 120, truncated: false });
    expect(count('poi')).toEqual({ kind: 'poi', total: DEMO_POIS.length, truncated: false });
    expect(count('company').total).toBeGreaterThan(10);
    expect(count('clue').total).toBeGreaterThan(0);
    // The demo's approved and signed projects have units.
    expect(count('project').total).toBeGreaterThan(0);
    for (const m of data.markers) {
      expect([m.key, m.x! >= 0 && m.x! <= DEMO_PLAN.width, m.y! >= 0 && m.y! <= DEMO_PLAN.height]).toEqual([m.key, true, true]);
    }
    expect(new Set(data.markers.map((m) => m.key)).size).toBe(data.markers.length);
  });

  it('filters by kind, building, rental status, vacancy and keyword (Chinese included), and bounds each kind', async () => {
    const b1 = await markers(`kinds=unit&building=${enc('B1栋')}&vacancy=vacant`);
    const b1Available = (await get(`/apiv2/park/admin/resource/workshop/query?building=${enc('B1栋')}&rentalStatus=available`)).json().data.total;
    expect(b1.markers.length).toBe(b1Available);
    expect(b1.markers.every((m) => m.kind === 'unit' && m.building === 'B1栋' && m.status === 'available')).toBe(true);

    const leased = await markers('kinds=unit&status=leased');
    expect(leased.markers.length).toBeGreaterThan(0);
    expect(leased.markers.every((m) => m.status === 'leased')).toBe(true);

    // Buildings with a vacant unit, and those with none, together are all of them.
    const vacant = (await markers('kinds=building&vacancy=vacant')).markers as (Marker & { vacantCount: number })[];
    const full = (await markers('kinds=building&vacancy=occupied')).markers as (Marker & { vacantCount: number })[];
    expect(vacant.every((b) => b.vacantCount > 0) && full.every((b) => b.vacantCount === 0)).toBe(true);
    expect(vacant.length + full.length).toBe(6);

    const canteens = await markers(`kinds=poi&keyword=${enc('食堂')}`);
    expect(canteens.markers.map((m) => m.name).sort()).toEqual(['一号食堂', '员工餐厅（二号食堂）']);
    const parking = await markers('kinds=poi&poiKind=parking');
    expect(parking.markers.map((m) => m.name).sort()).toEqual(['P1 地面停车场', 'P2 地下停车场', '访客停车场']);
    // Points of interest stand in no building: a building filter leaves them out.
    expect((await markers(`kinds=poi,building&building=${enc('A1栋')}`)).markers.map((m) => m.key)).toEqual(['building:A1栋']);

    const bounded = await markers('kinds=unit,poi&limit=5');
    expect(bounded.markers.length).toBe(10);
    expect(bounded.counts).toEqual([
      { kind: 'unit', total: 120, truncated: true },
      { kind: 'poi', total: DEMO_POIS.length, truncated: true },
    ]);

    // A company marker stands at its unit.
    const company = (await markers('kinds=company&limit=1')).markers[0] as Marker & { unitId: number; unitCode: string };
    const unit = (await markers(`kinds=unit&keyword=${enc(company.unitCode)}`)).markers.find((m) => m.id === company.unitId)!;
    expect([company.x, company.y]).toEqual([unit.x, unit.y]);
    const byName = await markers(`kinds=company&keyword=${enc(company.name.slice(2, 6))}`);
    expect(byName.markers.some((m) => m.id === company.id)).toBe(true);
  });

  it('shows open clues at the vacant unit that would suit them, within the caller’s data scope, and only with clue:query', async () => {
    const all = await markers('kinds=clue&placed=all');
    const { db } = ctx.database;
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(clues)
      .where(and(eq(clues.poolState, 'owned'), inArray(clues.stage, [...CLUE_OPEN_STAGES]), isNotNull(clues.intendedUsage), isNotNull(clues.intendedArea)));
    expect(all.counts[0].total).toBe(n);
    const placed = (await markers('kinds=clue')).markers as (Marker & { usage: string; area: number; unitId: number })[];
    expect(placed.length).toBeGreaterThan(0);
    const suited = await db
      .select({ id: units.id, usage: units.usage, area: units.usableArea, status: units.rentalStatus })
      .from(units)
      .where(
        inArray(
          units.id,
          placed.map((c) => c.unitId),
        ),
      );
    for (const c of placed) {
      const u = suited.find((s) => s.id === c.unitId)!;
      expect([c.key, u.usage, u.status, u.area >= c.area && u.area <= c.area * 1.5]).toEqual([c.key, c.usage, 'available', true]);
    }

    // gis:query alone: no clues, even when asked for.
    const mapOnly = await staffWith(['gis:query']);
    const none = await markers('kinds=clue,poi', mapOnly.headers);
    expect(none.kinds).toEqual(['poi']);
    expect(none.markers.some((m) => m.kind === 'clue')).toBe(false);
    // With clue:query: only the clues of their department (or their own).
    const investment = await staffWith(['gis:query', 'clue:query']);
    const theirs = (await markers('kinds=clue&placed=all', investment.headers)).markers;
    const rows = await db
      .select({ id: clues.id, departmentId: clues.departmentId, ownerId: clues.ownerId })
      .from(clues)
      .where(
        inArray(
          clues.id,
          theirs.map((m) => m.id!),
        ),
      );
    expect(rows.every((r) => r.departmentId === investment.departmentId || r.ownerId === investment.id)).toBe(true);
    expect(theirs.length).toBeLessThan(all.counts[0].total);
  });

  it('shows projects at their first unit, within the caller’s project data scope, and only with project:query', async () => {
    const { db } = ctx.database;
    const investment = await staffWith(['gis:query', 'project:query']);
    const [other] = await db.select({ id: departments.id }).from(departments).where(eq(departments.name, '招商二部'));
    const [category] = await db.select({ id: projectCategories.id }).from(projectCategories).limit(1);
    const placed = await db
      .select({ id: units.id, code: units.code, building: units.building, x: gisUnitPositions.x, y: gisUnitPositions.y })
      .from(units)
      .innerJoin(gisUnitPositions, eq(gisUnitPositions.unitId, units.id))
      .orderBy(asc(units.code))
      .limit(3);
    const now = new Date();
    const add = async (name: string, departmentId: number, unitIds: number[]) => {
      const [p] = await db
        .insert(projects)
        .values({ name, categoryId: category.id, departmentId, stage: 'landing', status: 'signed', createdAt: now, updatedAt: now })
        .returning({ id: projects.id });
      if (unitIds.length) await db.insert(projectUnits).values(unitIds.map((unitId) => ({ projectId: p.id, unitId })));
      return p.id;
    };
    // Units given out of order: the first by code is where it stands.
    const ours = await add('地图测试项目甲', investment.departmentId, [placed[2].id, placed[0].id]);
    const unplaced = await add('地图测试项目乙', investment.departmentId, []);
    const theirs = await add('地图测试项目丙', other.id, [placed[1].id]);

    const mine = (await markers('kinds=project', investment.headers)).markers;
    expect(mine.find((m) => m.id === ours)).toMatchObject({
      kind: 'project',
      key: `project:${ours}`,
      name: '地图测试项目甲',
      x: placed[0].x,
      y: placed[0].y,
      building: placed[0].building,
      status: 'landing',
      unitId: placed[0].id,
      unitCode: placed[0].code,
    });
    // Not placed: left off the map, listed with placed=all without a position.
    expect(mine.some((m) => m.id === unplaced)).toBe(false);
    const all = (await markers('kinds=project&placed=all', investment.headers)).markers;
    expect(all.find((m) => m.id === unplaced)).toMatchObject({ x: null, y: null, unitId: null });
    // Another department's project is outside their scope; every one shown is their department's.
    expect(all.some((m) => m.id === theirs)).toBe(false);
    const rows = await db
      .select({ departmentId: projects.departmentId })
      .from(projects)
      .where(
        inArray(
          projects.id,
          all.map((m) => m.id!),
        ),
      );
    expect(rows.every((r) => r.departmentId === investment.departmentId)).toBe(true);
    // The admin sees it; a building filter and a keyword narrow it.
    expect((await markers('kinds=project')).markers.find((m) => m.id === theirs)).toMatchObject({ unitId: placed[1].id, x: placed[1].x });
    expect((await markers(`kinds=project&keyword=${enc('测试项目丙')}`)).markers.map((m) => m.id)).toEqual([theirs]);
    // gis:query alone: no projects, even when asked for.
    const mapOnly = await staffWith(['gis:query']);
    const none = await markers('kinds=project,poi', mapOnly.headers);
    expect(none.kinds).toEqual(['poi']);
    expect(none.markers.some((m) => m.kind === 'project')).toBe(false);
  });

  it('finds buildings, units, companies and points of interest by name, best matches first, paged', async () => {
    const canteen = await hits(`keyword=${enc('食堂')}`);
    expect(canteen.list.map((h) => h.name)).toEqual(['一号食堂', '员工餐厅（二号食堂）']);
    // The whole name first.
    const created = await post(`${base}/poi-create`, { name: '食堂', kind: 'canteen', x: 100, y: 100 });
    expect(created.statusCode).toBe(200);
    expect((await hits(`keyword=${enc('食堂')}`)).list.map((h) => [h.name, h.rank])).toEqual([
      ['食堂', 0],
      ['一号食堂', 2],
      ['员工餐厅（二号食堂）', 2],
    ]);
    // A building's name and its units' codes start with A1: the start ranks them, shorter names first; letters in any case.
    const a1 = await hits('keyword=a1&pageSize=3');
    expect(a1.list.map((h) => [h.kind, h.name, h.rank])).toEqual([
      ['building', 'A1栋', 1],
      ['unit', 'A1-101', 1],
      ['unit', 'A1-102', 1],
    ]);
    expect(a1.list[0]).toMatchObject({ key: 'building:A1栋', id: null });
    expect(a1.list[0].x).not.toBeNull();
    expect(a1.total).toBe(21);
    // Pages do not overlap and keep the total.
    const page1 = await hits(`keyword=${enc('苏州')}&kinds=company&pageSize=10`);
    const page2 = await hits(`keyword=${enc('苏州')}&kinds=company&pageSize=10&current=2`);
    expect(page1.total).toBe(page2.total);
    expect(page1.total).toBeGreaterThan(20);
    expect(page1.list.filter((h) => page2.list.some((o) => o.key === h.key))).toEqual([]);
    // One character goes without the index; "%" is itself.
    expect((await hits(`keyword=${enc('门')}&kinds=poi`)).list.map((h) => h.name)).toEqual(['东门', '北大门', '南大门']);
    expect((await hits(`keyword=${enc('%')}`)).total).toBe(0);
    // Past the last page: no rows, the total still right.
    const past = await hits(`keyword=${enc('食堂')}&current=9`);
    expect([past.list.length, past.total]).toEqual([0, 3]);
    await post(`${base}/poi-delete`, { id: created.json().data.id });
  });

  it('refuses bad queries naming the field', async () => {
    const cases: [string, string][] = [
      [`${base}/query?kinds=unit,tower`, 'kinds'],
      [`${base}/query?vacancy=half`, 'vacancy'],
      [`${base}/query?limit=501`, 'limit'],
      [`${search}`, 'keyword'],
      [`${search}?keyword=a&kinds=clue`, 'kinds'],
      [`${search}?keyword=a&pageSize=1000`, 'pageSize'],
      [`${base}/poi-query?sortField=x`, 'sortField'],
    ];
    for (const [url, field] of cases) {
      const res = await get(url);
      expect({ url, status: res.statusCode, field: res.json().field }).toEqual({ url, status: 400, field });
    }
  });

  it('places a building, a unit and a point on the plan, refusing places off it, unknown ids and half positions', async () => {
    const [unit] = await ctx.database.db.select({ id: units.id, code: units.code }).from(units).where(eq(units.code, 'A1-101'));
    const before = (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLogs))[0].n;
    const moved = await post(`${base}/position-save`, { kind: 'unit', id: unit.id, x: 1500.5, y: 20 });
    expect(moved.json().data).toEqual({ kind: 'unit', key: `unit:${unit.id}`, x: 1500.5, y: 20 });
    expect((await markers(`kinds=unit&keyword=${enc('A1-101')}`)).markers[0]).toMatchObject({ x: 1500.5, y: 20 });
    expect((await post(`${base}/position-save`, { kind: 'building', building: 'A1栋', x: 300, y: 200 })).statusCode).toBe(200);

    const bad: [object, number, string | undefined][] = [
      [{ kind: 'unit', id: unit.id, x: 1601, y: 10 }, 422, 'x'],
      [{ kind: 'unit', id: unit.id, x: 10, y: 1001 }, 422, 'y'],
      [{ kind: 'unit', id: unit.id, x: -1, y: 10 }, 400, 'x'],
      [{ kind: 'unit', id: unit.id, x: 10, y: null }, 400, 'y'],
      [{ kind: 'unit', x: 10, y: 10 }, 400, 'id'],
      [{ kind: 'building', x: 10, y: 10 }, 400, 'building'],
      [{ kind: 'tower', id: 1, x: 10, y: 10 }, 400, 'kind'],
      [{ kind: 'unit', id: 999999, x: 10, y: 10 }, 404, undefined],
      [{ kind: 'poi', id: 999999, x: 10, y: 10 }, 404, undefined],
      [{ kind: 'building', building: 'Z9栋', x: 10, y: 10 }, 404, undefined],
    ];
    for (const [payload, status, field] of bad) {
      const res = await post(`${base}/position-save`, payload);
      expect({ payload, status: res.statusCode, field: res.json().field }).toEqual({ payload, status, field });
    }
    // Taken off the plan: not on the map, still listed for the edit mode.
    expect((await post(`${base}/position-save`, { kind: 'unit', id: unit.id, x: null, y: null })).statusCode).toBe(200);
    expect((await markers(`kinds=unit&keyword=${enc('A1-101')}`)).markers).toEqual([]);
    expect((await markers(`kinds=unit&keyword=${enc('A1-101')}&placed=all`)).markers[0]).toMatchObject({ key: `unit:${unit.id}`, x: null, y: null });
    const logged = await ctx.database.db
      .select({ action: auditLogs.action, entityId: auditLogs.entityId })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'gis_position'), sql`${auditLogs.id} > 0`));
    expect(logged.length).toBe(3);
    expect((await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLogs))[0].n).toBe(before + 3);
    await post(`${base}/position-save`, { kind: 'unit', id: unit.id, x: 200, y: 170 });
  });

  it('keeps points of interest: create, list, update, delete, with the name unique and the kind from its dictionary', async () => {
    const created = await post(`${base}/poi-create`, { name: '西门', kind: 'gate', x: 30, y: 500, note: '非机动车' });
    expect(created.statusCode).toBe(200);
    const poi = created.json().data;
    expect(poi).toMatchObject({ name: '西门', kind: 'gate', x: 30, y: 500, note: '非机动车' });
    const listed = (await get(`${base}/poi-query?keyword=${enc('西门')}`)).json().data;
    expect([listed.total, listed.list[0].id]).toEqual([1, poi.id]);
    expect((await get(`${base}/poi-query?kind=gate&pageSize=2&sortField=name`)).json().data.total).toBe(4);
    expect((await get(`${base}/poi-detail?id=${poi.id}`)).json().data.name).toBe('西门');

    const refused: [string, object, number, string | undefined][] = [
      ['poi-create', { name: '南大门', kind: 'gate' }, 409, 'name'],
      ['poi-create', { name: '新兴趣点', kind: 'volcano' }, 422, 'kind'],
      ['poi-create', { name: '', kind: 'gate' }, 400, 'name'],
      ['poi-create', { name: '新兴趣点', kind: 'gate', x: 10 }, 400, 'y'],
      ['poi-create', { name: '新兴趣点', kind: 'gate', x: 5000, y: 10 }, 422, 'x'],
      ['poi-update', { id: 999999, name: '无', kind: 'gate' }, 404, undefined],
      ['poi-update', { id: poi.id, name: '北大门', kind: 'gate' }, 409, 'name'],
      ['poi-delete', { id: 999999 }, 404, undefined],
    ];
    for (const [call, payload, status, field] of refused) {
      const res = await post(`${base}/${call}`, payload);
      expect({ call, payload, status: res.statusCode, field: res.json().field }).toEqual({ call, payload, status, field });
    }
    expect((await get(`${base}/poi-detail?id=999999`)).statusCode).toBe(404);

    const updated = await post(`${base}/poi-update`, { id: poi.id, name: '西门（人行）', kind: 'gate', x: null, y: null, note: '' });
    expect(updated.json().data).toMatchObject({ name: '西门（人行）', x: null, y: null, note: null });
    expect((await get(`${base}/poi-query?placed=false`)).json().data.list.map((p: { id: number }) => p.id)).toEqual([poi.id]);
    expect((await post(`${base}/poi-delete`, { id: poi.id })).statusCode).toBe(200);
    expect((await get(`${base}/poi-detail?id=${poi.id}`)).statusCode).toBe(404);
    const entries = await ctx.database.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'poi'), eq(auditLogs.entityId, String(poi.id))));
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('replaces the site plan with an uploaded image, rescaling positions, keeps the old one and restores it', async () => {
    const upload = async (data: Buffer, name: string, type: string, url = '/apiv2/park/admin/uploader/image') => {
      const body = multipart(name, data, type);
      const res = await ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...admin, ...body.headers } });
      expect(res.statusCode).toBe(200);
      return res.json().data.id as number;
    };
    const [unit] = await ctx.database.db.select({ x: gisUnitPositions.x, y: gisUnitPositions.y, id: gisUnitPositions.unitId }).from(gisUnitPositions).limit(1);
    const old = (await get(`${base}/plan`)).json().data.current;

    const small = await upload(await png(150, 400), 'small.png', 'image/png');
    const text = await upload(Buffer.from('厂区说明'), 'plan.txt', 'text/plain', '/api/util/admin/upload/attachment');
    const refused: [object, number, string][] = [
      [{ name: '太小', uploadId: small }, 422, 'uploadId'],
      [{ name: '文本', uploadId: text }, 422, 'uploadId'],
      [{ name: '没有', uploadId: 999999 }, 422, 'uploadId'],
      [{ name: '', uploadId: small }, 400, 'name'],
    ];
    for (const [payload, status, field] of refused) {
      const res = await post(`${base}/plan-save`, payload);
      expect({ payload, status: res.statusCode, field: res.json().field }).toEqual({ payload, status, field });
    }

    const half = await upload(await png(800, 500), 'half.png', 'image/png');
    const saved = await post(`${base}/plan-save`, { name: '二期总平面图', uploadId: half });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ name: '二期总平面图', width: 800, height: 500, isCurrent: true });
    const state = (await get(`${base}/plan`)).json().data;
    expect([state.current.name, state.history.map((p: { id: number }) => p.id)]).toEqual(['二期总平面图', [old.id]]);
    const [moved] = await ctx.database.db
      .select({ x: gisUnitPositions.x, y: gisUnitPositions.y })
      .from(gisUnitPositions)
      .where(eq(gisUnitPositions.unitId, unit.id));
    expect(moved).toEqual({ x: unit.x / 2, y: unit.y / 2 });
    expect((await markers('kinds=unit&limit=1')).plan).toMatchObject({ width: 800, height: 500 });

    const restored = await post(`${base}/plan-restore`, { id: old.id });
    expect(restored.json().data).toMatchObject({ id: old.id, isCurrent: true });
    const [back] = await ctx.database.db
      .select({ x: gisUnitPositions.x, y: gisUnitPositions.y })
      .from(gisUnitPositions)
      .where(eq(gisUnitPositions.unitId, unit.id));
    expect(back).toEqual({ x: unit.x, y: unit.y });
    expect((await post(`${base}/plan-restore`, { id: old.id })).statusCode).toBe(409);
    expect((await post(`${base}/plan-restore`, { id: 999999 })).statusCode).toBe(404);
  });

  it('needs a session (401) and the keys (403): gis:query reads, gis:save writes, gis:delete deletes', async () => {
    expect((await ctx.app.inject({ url: `${base}/query` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: `${search}?keyword=A1` })).statusCode).toBe(401);
    const nobody = await staffWith([]);
    for (const url of [`${base}/query`, `${search}?keyword=A1`, `${base}/plan`, `${base}/poi-query`]) {
      expect({ url, status: (await get(url, nobody.headers)).statusCode }).toEqual({ url, status: 403 });
    }
    const reader = await staffWith(['gis:query']);
    expect((await get(`${search}?keyword=A1`, reader.headers)).statusCode).toBe(200);
    const writes: [string, object][] = [
      ['position-save', { kind: 'building', building: 'A1栋', x: 1, y: 1 }],
      ['poi-create', { name: '越权', kind: 'gate' }],
      ['plan-save', { name: '越权', uploadId: 1 }],
      ['poi-delete', { id: 1 }],
    ];
    for (const [call, payload] of writes) {
      expect({ call, status: (await post(`${base}/${call}`, payload, reader.headers)).statusCode }).toEqual({ call, status: 403 });
    }
    const editor = await staffWith(['gis:save']);
    expect((await post(`${base}/position-save`, { kind: 'building', building: 'A1栋', x: 300, y: 220 }, editor.headers)).statusCode).toBe(200);
    expect((await post(`${base}/poi-delete`, { id: 1 }, editor.headers)).statusCode).toBe(403);
  });
});
