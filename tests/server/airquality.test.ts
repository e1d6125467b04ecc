import crypto from 'node:crypto';
import { and, count, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { aqDaily, aqReadings, aqStations, notices, roles } from '../../server/db/schema';
import { daysOf } from '../../server/modules/airquality/service';
import { ADMIN_ROLE_CODE } from '@shared/roles';
import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

const BASE = '/apiv2/env/admin/airquality';
const SAVE = '/api/datav/misc/env/savedata';
const HOUR = 3600_000;

/** The instant an hour of a CST day starts. */
const cst = (day: string, hour: number) => new Date(Date.parse(`${day}T00:00:00+08:00`) + hour * HOUR).toISOString();

/** A multipart/form-data body with one file, as a browser sends it. */
function multipart(filename: string, data: Buffer, type = 'text/csv') {
  const boundary = `----PortalBoundary${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A clean hour with PM2.5 at the given value: PM2.5 80 is IAQI 107 on both the hourly and the daily reading. */
const hourOf = (day: string, hour: number, pm25 = 80) => ({ hour: cst(day, hour), so2: 8, no2: 30, pm10: 50, co: 0.6, o3: 60, pm25 });

describe.each(dbKinds)('air quality on %s', (kind) => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let stationId: number;
  let key: string;
  const get = (url: string, headers = admin) => ctx.app.inject({ url, headers });
  const post = (url: string, payload: object, headers = admin) => ctx.app.inject({ method: 'POST', url, payload, headers });
  const push = (readings: object[], stationKey = key) => post(SAVE, { readings }, { 'x-station-key': stationKey });
  const withAdmin = (body: { payload: Buffer; headers: Record<string, string> }) => ({ payload: body.payload, headers: { ...body.headers, ...admin } });
  const stored = async () => (await ctx.database.db.select({ n: count() }).from(aqReadings).where(eq(aqReadings.stationId, stationId)))[0].n;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.adminToken());
  });
  afterAll(() => ctx.close());

  it('creates a station and a key shown once, stored hashed', async () => {
    const created = await post(`${BASE}/stationpost`, {
      name: '测试站',
      x: 40,
      y: 60,
      address: '星湖街 1 号',
      pollutants: ['so2', 'no2', 'pm10', 'co', 'o3', 'pm25'],
      status: 'active',
    });
    expect(created.statusCode).toBe(200);
    stationId = created.json().data.id;
    expect(created.json().data).toMatchObject({ name: '测试站', hasKey: false, readings: 0 });
    const dup = await post(`${BASE}/stationpost`, { name: '测试站', x: 1, y: 1, pollutants: ['pm25'], status: 'active' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().field).toBe('name');
    expect((await post(`${BASE}/stationpost`, { name: 'x', x: 101, y: 1, pollutants: ['pm25'], status: 'active' })).statusCode).toBe(400);

    const res = await post(`${BASE}/stationkey`, { id: stationId });
    expect(res.statusCode).toBe(200);
    key = res.json().data.key;
    expect(key).toMatch(/^aqk_/);
    const [row] = await ctx.database.db.select().from(aqStations).where(eq(aqStations.id, stationId));
    expect(row.keyHash).toBe(crypto.createHash('sha256').update(key).digest('hex'));
    expect(row.keyHash).not.toContain(key);
    const listed = (await get(`${BASE}/stations`)).json().data.list.find((s: { id: number }) => s.id === stationId);
    expect(listed).toMatchObject({ hasKey: true, keyHint: key.slice(-4) });
    expect(JSON.stringify(listed)).not.toContain(key);
  });

  it('savedata: a day of hours from the station, with the hourly AQI and its version', async () => {
    const res = await push(Array.from({ length: 24 }, (_, h) => hourOf('2026-11-20', h)));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ stationId, saved: 24, replaced: 0 });
    expect(res.json().data.readings[0]).toEqual({
      hour: cst('2026-11-20', 0),
      aqi: 107,
      level: 3,
      primary: ['pm25_24h'],
      aqiVersion: 'HJ 633-2012',
      replaced: false,
    });
    expect(await stored()).toBe(24);
  });

  it('savedata refuses a missing, wrong or revoked key with 401 and a retired station with 403', async () => {
    expect((await post(SAVE, { readings: [hourOf('2026-11-19', 1)] }, {})).statusCode).toBe(401);
    const wrong = await push([hourOf('2026-11-19', 1)], 'aqk_nonsense');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toMatch(/x-station-key/);
    expect(await stored()).toBe(24);
  });

  it.each([
    [{ nh3: 5 }, 'readings[0].nh3', /not a pollutant/],
    [{ pm25: -3 }, 'readings[0].pm25', /outside the possible range/],
    [{ pm25: 99999 }, 'readings[0].pm25', /outside the possible range/],
    [{ co: 'high' }, 'body.readings.0.co', /co/],
    [{ hour: cst('2026-11-21', 17) }, 'readings[0].hour', /future/],
    [{ hour: '2026-11-20T08:30:00+08:00' }, 'readings[0].hour', /start of an hour/],
    [{ hour: '2026-02-30 08:00' }, 'readings[0].hour', /not a calendar date/],
  ])('savedata refuses %j naming %s, and stores nothing', async (change, field, message) => {
    const res = await push([hourOf('2026-11-19', 2), { ...hourOf('2026-11-19', 3), ...change }]);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toMatch(message);
    expect(body.message).toContain(field.replace('[0]', '[1]').replace('.0.', '.1.'));
    expect(await stored()).toBe(24);
  });

  it('savedata refuses one hour twice in a request, and a pollutant the station does not measure', async () => {
    const twice = await push([hourOf('2026-11-19', 2), hourOf('2026-11-19', 2)]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/readings\[1\]\.hour: repeats the hour of readings\[0\]/);
    const pm = await post(`${BASE}/stationpost`, { name: '颗粒物站', x: 10, y: 10, pollutants: ['pm10', 'pm25'], status: 'active' });
    const pmKey = (await post(`${BASE}/stationkey`, { id: pm.json().data.id })).json().data.key;
    const res = await push([{ hour: cst('2026-11-20', 1), pm25: 30, o3: 50 }], pmKey);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/readings\[0\]\.o3: the station 颗粒物站 does not measure o3/);
    expect((await push([{ hour: cst('2026-11-20', 1), pm25: 30, pm10: 40 }], pmKey)).json().data.readings[0]).toMatchObject({ aqi: 43, level: 1, primary: [] });
  });

  it('a reading for an hour already stored replaces it, and the operation log keeps the old values', async () => {
    const res = await push([hourOf('2026-11-20', 8, 160)]);
    expect(res.json().data).toMatchObject({ saved: 1, replaced: 1 });
    expect(res.json().data.readings[0]).toMatchObject({ aqi: 210, level: 5, replaced: true });
    expect(await stored()).toBe(24);
    const log = (await get('/apiv2/account/admin/log?entity=aqReading')).json().data.list as {
      action: string;
      summary: string;
      before: { pm25: number };
      after: { pm25: number };
    }[];
    const replaced = log.find((l) => l.action === 'update');
    expect(replaced?.summary).toMatch(/测试站 2026-11-20 08:00 replaced \(push\)/);
  });

  it('getdata: every station that reports, with its latest reading, AQI, level and colour (public)', async () => {
    const res = await ctx.app.inject({ url: '/api/datav/misc/env/getdata' });
    expect(res.statusCode).toBe(200);
    const st = res.json().data.stations.find((s: { stationId: number }) => s.stationId === stationId);
    expect(st).toMatchObject({
      name: '测试站',
      hour: cst('2026-11-20', 23),
      pm25: 80,
      aqi: 107,
      level: 3,
      category: '轻度污染',
      colour: '#FF7E00',
      primary: ['pm25_24h'],
    });
    expect(res.json().data.park.aqi).toEqual(expect.any(Number));
  });

  it('getHisData: hourly points, and days by the validity rules (20 hours) with primary and exceeding pollutants', async () => {
    const hours = await ctx.app.inject({ url: `/api/datav/misc/env/getHisData?stationId=${stationId}&from=2026-11-20&to=2026-11-20` });
    expect(hours.statusCode).toBe(200);
    expect(hours.json().data.hours).toHaveLength(24);
    // 19 hours of 2026-11-18: not enough data.
    await push(Array.from({ length: 19 }, (_, h) => hourOf('2026-11-18', h)));
    const days = await ctx.app.inject({ url: `/api/datav/misc/env/getHisData?stationId=${stationId}&from=2026-11-18&to=2026-11-20&granularity=day` });
    const [d18, d19, d20] = days.json().data.days;
    expect(d18).toMatchObject({ day: '2026-11-18', status: 'insufficient', hours: 19, aqi: null, missing: ['so2', 'no2', 'pm10', 'co', 'o3', 'pm25'] });
    expect(d19).toMatchObject({ day: '2026-11-19', status: 'insufficient', hours: 0 });
    // PM2.5 23 × 80 + 160 = 2000 / 24 = 83.33 → 83 → 100 + 50/40 × 8 = 110.
    expect(d20).toMatchObject({
      day: '2026-11-20',
      status: 'ok',
      hours: 24,
      pm25: 83,
      aqi: 110,
      level: 3,
      colour: '#FF7E00',
      primary: ['pm25_24h'],
      exceeding: ['pm25_24h'],
      aqiVersion: 'HJ 633-2012',
    });
    const tooLong = await ctx.app.inject({ url: `/api/datav/misc/env/getHisData?stationId=${stationId}&from=2025-01-01&to=2026-11-20` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().field).toBe('to');
    expect((await ctx.app.inject({ url: `/api/datav/misc/env/getHisData?stationId=999999&from=2026-11-18&to=2026-11-20` })).statusCode).toBe(404);
  });

  it('the admin list: readings filtered, sorted by AQI and paged on the server; days of one station', async () => {
    const res = await get(`${BASE}?stationId=${stationId}&from=2026-11-20&to=2026-11-20&sortField=aqi&sortOrder=descend&pageSize=5`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 24, current: 1, pageSize: 5 });
    expect(data.list).toHaveLength(5);
    expect(data.list[0]).toMatchObject({ stationName: '测试站', aqi: 210, category: '重度污染', primary: ['pm25_24h'], source: 'push' });
    expect((await get(`${BASE}?stationId=${stationId}&level=5`)).json().data.total).toBe(1);
    expect((await get(`${BASE}?stationId=${stationId}&primary=o3`)).json().data.total).toBe(0);
    const noStation = await get(`${BASE}?granularity=day`);
    expect(noStation.statusCode).toBe(400);
    expect(noStation.json().field).toBe('stationId');
    const days = (await get(`${BASE}?granularity=day&stationId=${stationId}&from=2026-11-18&to=2026-11-20&sortField=hour&sortOrder=ascend`)).json().data;
    expect(days.total).toBe(3);
    expect(days.days.map((d: { day: string; aqi: number | null }) => [d.day, d.aqi])).toEqual([
      ['2026-11-18', null],
      ['2026-11-19', null],
      ['2026-11-20', 110],
    ]);
  });

  it('keeps the stored days equal to the days computed from the hours: after a push, a deletion and a change of pollutants', async () => {
    const { db } = ctx.database;
    const daysUrl = `/api/datav/misc/env/getHisData?stationId=${stationId}&from=2026-11-17&to=2026-11-21&granularity=day`;
    const fresh = async () => {
      const [station] = await db.select().from(aqStations).where(eq(aqStations.id, stationId));
      const rows = await db.select().from(aqReadings).where(eq(aqReadings.stationId, stationId));
      return daysOf(station, rows, '2026-11-17', '2026-11-21');
    };
    const served = async () => (await ctx.app.inject({ url: daysUrl })).json().data.days;
    expect(await served()).toEqual(await fresh());
    // The 24th hour of 2026-11-20 deleted: 23 hours still make a day, with a new mean.
    const deleted = await post(`${BASE}/readingdelete`, { stationId, hour: cst('2026-11-20', 23) });
    expect(deleted.statusCode).toBe(200);
    const afterDelete = await served();
    expect(afterDelete[3]).toMatchObject({ day: '2026-11-20', hours: 23, status: 'ok' });
    expect(afterDelete).toEqual(await fresh());
    // The station stops measuring PM2.5, the day's primary pollutant: its days are recomputed without it.
    const [station] = await db.select().from(aqStations).where(eq(aqStations.id, stationId));
    const body = { id: station.id, name: station.name, x: station.x, y: station.y, status: station.status, pollutants: station.pollutants };
    const changed = await post(`${BASE}/stationpost`, { ...body, pollutants: ['so2', 'no2', 'pm10', 'co', 'o3'] });
    expect(changed.statusCode).toBe(200);
    const afterChange = await served();
    expect(afterDelete[3].primary).toEqual(['pm25_24h']);
    expect(afterChange[3].primary).not.toContain('pm25_24h');
    expect(afterChange).toEqual(await fresh());
    // Back to every pollutant, and the hour back, for the tests after this one.
    expect((await post(`${BASE}/stationpost`, body)).statusCode).toBe(200);
    expect((await push([hourOf('2026-11-20', 23)])).statusCode).toBe(200);
    expect(await served()).toEqual(await fresh());
    const stored = await db.select().from(aqDaily).where(eq(aqDaily.stationId, stationId));
    expect(stored.map((d) => d.day).sort()).toEqual(expect.arrayContaining(['2026-11-18', '2026-11-20']));
    expect(stored.find((d) => d.day === '2026-11-19')).toBeUndefined();
  });

  it('exports the filtered readings as .xlsx, and the export imports back', async () => {
    const res = await get(`${BASE}/export?stationId=${stationId}&from=2026-11-20&to=2026-11-20`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.rowCount).toBe(25);
    expect(ws.getRow(1).values).toEqual(expect.arrayContaining(['站点', '时间', 'PM2.5', 'AQI', '首要污染物']));
    const again = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/import?stationId=${stationId}`,
      ...withAdmin(multipart('export.xlsx', res.rawPayload, 'application/octet-stream')),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ total: 24, imported: 24, replaced: 24, rejectedRows: 0 });
  });

  it('imports a day from CSV with a per-row report: nothing while a row is wrong, everything once it is right', async () => {
    const header = '时间,SO2,NO2,PM10,CO,O3,PM2.5';
    const lines = Array.from({ length: 24 }, (_, h) => `2026-11-19 ${String(h).padStart(2, '0')}:00,8,30,50,0.6,60,${h < 12 ? 80 : 40}`);
    const bad = [...lines];
    bad[3] = '2026-11-19 03:00,8,30,-5,0.6,60,80';
    bad[5] = '2026-11-19 04:00,8,30,50,0.6,60,80';
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/import?stationId=${stationId}`,
      ...withAdmin(multipart('day.csv', Buffer.from([header, ...bad].join('\r\n')))),
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data).toMatchObject({ total: 24, imported: 0, rejectedRows: 2 });
    expect(refused.json().data.rejected).toEqual([
      { row: 5, column: 'PM10', value: '-5', message: '-5 μg/m³ is outside the possible range 0–10000' },
      { row: 7, column: '时间', value: '2026-11-19 04:00', message: 'repeats the hour of row 6' },
    ]);
    expect((await get(`${BASE}?stationId=${stationId}&from=2026-11-19&to=2026-11-19`)).json().data.total).toBe(0);

    const okRes = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/import?stationId=${stationId}`,
      ...withAdmin(multipart('day.csv', Buffer.from(`\uFEFF${[header, ...lines].join('\n')}`))),
    });
    expect(okRes.json().data).toMatchObject({ total: 24, imported: 24, replaced: 0, rejectedRows: 0, rejected: [] });
    const day = (await get(`${BASE}?granularity=day&stationId=${stationId}&from=2026-11-19&to=2026-11-19`)).json().data.days[0];
    // PM2.5 (12 × 80 + 12 × 40) / 24 = 60 → 50 + 50/40 × 25 = 81.25 → 82.
    expect(day).toMatchObject({ status: 'ok', aqi: 82, level: 2, category: '良', primary: ['pm25_24h'], exceeding: [] });
    const log = (await get('/apiv2/account/admin/log?entity=aqImport')).json().data.list;
    expect(log[0].summary).toMatch(/测试站: imported 24 hours from day\.csv/);
  });

  it('refuses an import that is not a spreadsheet or names an unknown pollutant column', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const res = await ctx.app.inject({ method: 'POST', url: `${BASE}/import?stationId=${stationId}`, ...withAdmin(multipart('day.csv', png)) });
    expect(res.statusCode).toBe(415);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/import?stationId=${stationId}`,
      ...withAdmin(multipart('day.csv', Buffer.from('时间,PM2.5,NH3\n2026-11-17 01:00,30,4'))),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/NH3 is not a pollutant column/);
  });

  it('imports an .xlsx month file with dates typed as dates', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('小时值');
    ws.addRow(['时间', 'SO2', 'NO2', 'PM10', 'CO', 'O3', 'PM2.5']);
    for (let h = 0; h < 24; h += 1) ws.addRow([new Date(Date.UTC(2026, 10, 17, h)), 8, 30, 50, 0.6, 60, 20]);
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await ctx.app.inject({ method: 'POST', url: `${BASE}/import?stationId=${stationId}`, ...withAdmin(multipart('month.xlsx', data)) });
    // Status and body together, so a refusal says why (it failed once in CI on PGlite without saying).
    expect({ status: res.statusCode, body: res.statusCode === 200 ? null : res.body.slice(0, 500) }).toEqual({ status: 200, body: null });
    expect(res.json().data).toMatchObject({ total: 24, imported: 24, rejectedRows: 0 });
    const hours = (await ctx.app.inject({ url: `/api/datav/misc/env/getHisData?stationId=${stationId}&from=2026-11-17&to=2026-11-17` })).json().data.hours;
    expect(hours[0].hour).toBe(cst('2026-11-17', 0));
  });

  it('an alert rule sends a notice to the chosen roles when the AQI stays over its value for N hours', async () => {
    const [adminRole] = await ctx.database.db.select({ id: roles.id }).from(roles).where(eq(roles.code, ADMIN_ROLE_CODE));
    const rule = await post(`${BASE}/alertrulepost`, { name: '重污染预警', stationId, aqiAbove: 150, hours: 3, roleIds: [adminRole.id], enabled: true });
    expect(rule.statusCode).toBe(200);
    const sent = () =>
      ctx.database.db
        .select()
        .from(notices)
        .where(and(like(notices.title, '空气质量预警%'), eq(notices.roleId, adminRole.id)));
    await push([hourOf('2026-11-21', 10, 160), hourOf('2026-11-21', 11, 160)]);
    expect(await sent()).toHaveLength(0);
    await push([hourOf('2026-11-21', 12, 170)]);
    const list = await sent();
    expect(list).toHaveLength(1);
    expect(list[0].content).toMatch(/测试站.*连续 3 小时高于 150，最高 220（五级 重度污染）/);
    // The same run pushed again fires nothing more.
    await push([hourOf('2026-11-21', 12, 170)]);
    expect(await sent()).toHaveLength(1);
    expect((await get(`${BASE}/alertrules`)).json().data.list[0]).toMatchObject({ name: '重污染预警', fired: 1 });
    expect((await post(`${BASE}/alertrulepost`, { name: 'x', stationId: null, aqiAbove: 100, hours: 2, roleIds: [999999], enabled: true })).statusCode).toBe(
      422,
    );
  });

  it('a revoked key is refused with 401; a new key works; a retired station is refused with 403', async () => {
    const revoked = await post(`${BASE}/stationkeyrevoke`, { id: stationId });
    expect(revoked.json().data).toMatchObject({ hasKey: false });
    const res = await push([hourOf('2026-11-16', 1)]);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/revoked/);
    const fresh = (await post(`${BASE}/stationkey`, { id: stationId })).json().data.key;
    expect((await push([hourOf('2026-11-16', 1)], fresh)).statusCode).toBe(200);
    const station = (await get(`${BASE}/stations`)).json().data.list.find((s: { id: number }) => s.id === stationId);
    await post(`${BASE}/stationpost`, { ...station, status: 'retired' });
    expect((await push([hourOf('2026-11-16', 2)], fresh)).statusCode).toBe(403);
    expect((await post(`${BASE}/stationdelete`, { id: stationId })).statusCode).toBe(409);
  });

  it('guards the admin calls by permission', async () => {
    await ctx.createUser('aq_nobody', 'Passw0rd!2026');
    const nobody = bearer(await ctx.login('aq_nobody', 'Passw0rd!2026'));
    for (const url of [BASE, `${BASE}/stations`, `${BASE}/alertrules`]) expect((await get(url, nobody)).statusCode).toBe(403);
    expect((await post(`${BASE}/stationkey`, { id: stationId }, nobody)).statusCode).toBe(403);
    expect((await get(BASE, {})).statusCode).toBe(401);
  });
});
