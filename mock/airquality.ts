import {
  PHYSICAL_RANGE,
  POLLUTANTS,
  cstDay,
  cstDayStart,
  cstHour,
  dailyAqi,
  hourlyAqi,
  levelOf,
  tableFor,
  type Concentrations,
  type Item,
  type Pollutant,
} from '@shared/airQuality';
import { audit } from './_data';
import { badRequest, conflict, fail, nextId, notFound, nowIso, ok, orNull, page, queryId, requireAuth, type MockHandler } from './_helpers';

/** Air quality as the admin, the front and the big screen use it (server/modules/airquality), computed by the same engine. */

const HOUR = 3600_000;
const DAY = 24 * HOUR;

type Station = {
  id: number;
  name: string;
  x: number;
  y: number;
  address: string | null;
  pollutants: Pollutant[];
  status: 'active' | 'maintenance' | 'retired';
  keyHint: string | null;
  keyCreatedAt: string | null;
  keyRevokedAt: string | null;
  updatedAt: string;
};
type Reading = {
  id: number;
  stationId: number;
  hour: number;
  values: Record<Pollutant, number | null>;
  source: 'push' | 'import' | 'manual' | 'seed';
  updatedAt: string;
};

const stations: Station[] = [
  {
    id: 1,
    name: '星湖街国控点',
    x: 38,
    y: 42,
    address: '苏州工业园区星湖街 328 号',
    pollutants: [...POLLUTANTS],
    status: 'active',
    keyHint: 'x7Qa',
    keyCreatedAt: nowIso(),
    keyRevokedAt: null,
    updatedAt: nowIso(),
  },
  {
    id: 2,
    name: '东区产业园站',
    x: 72,
    y: 30,
    address: '苏州工业园区金鸡湖大道 99 号',
    pollutants: [...POLLUTANTS],
    status: 'active',
    keyHint: null,
    keyCreatedAt: null,
    keyRevokedAt: null,
    updatedAt: nowIso(),
  },
  {
    id: 3,
    name: '南区微型站',
    x: 20,
    y: 70,
    address: null,
    pollutants: ['pm10', 'pm25'],
    status: 'maintenance',
    keyHint: null,
    keyCreatedAt: null,
    keyRevokedAt: null,
    updatedAt: nowIso(),
  },
];

const readings: Reading[] = [];
{
  const end = Math.floor(Date.now() / HOUR) * HOUR;
  let id = 1;
  for (const st of stations)
    for (let t = end - 14 * DAY; t < end; t += HOUR) {
      const h = cstHour(new Date(t));
      const d = Math.floor((t - end) / DAY);
      const pm25 = Math.round(30 + 25 * Math.abs(Math.sin(d / 2)) + (h > 19 ? 10 : 0) + st.id * 3);
      const all: Record<Pollutant, number | null> = {
        so2: 7,
        no2: Math.round(25 + (h === 8 || h === 18 ? 20 : 0)),
        pm10: Math.round(pm25 * 1.5),
        co: 0.7,
        o3: Math.round(30 + 120 * Math.max(0, Math.sin(((h - 7) / 14) * Math.PI))),
        pm25,
      };
      const values = Object.fromEntries(POLLUTANTS.map((p) => [p, st.pollutants.includes(p) ? all[p] : null])) as Record<Pollutant, number | null>;
      readings.push({ id: id++, stationId: st.id, hour: t, values, source: 'seed', updatedAt: nowIso() });
    }
}

const levelFields = (aqi: number | null) => {
  if (aqi === null) return { level: null, category: null, categoryEn: null, colour: null };
  const l = levelOf(aqi);
  return { level: l.level, category: l.category, categoryEn: l.categoryEn, colour: l.colour };
};

function computed(r: Reading) {
  const st = stations.find((s) => s.id === r.stationId)!;
  const table = tableFor(new Date(r.hour));
  const result = hourlyAqi(r.values, { pollutants: st.pollutants, table });
  const aqi = result.status === 'ok' ? result.aqi : null;
  return { aqi, ...levelFields(aqi), primary: result.status === 'ok' ? result.primary : ([] as Item[]), aqiVersion: table.version };
}

const hourPoint = (r: Reading) => ({ hour: new Date(r.hour).toISOString(), ...r.values, ...computed(r) });

function daysOf(st: Station, from: string, to: string) {
  const out = [];
  for (let t = Date.parse(from); t <= Date.parse(to); t += DAY) {
    const day = new Date(t).toISOString().slice(0, 10);
    const start = cstDayStart(day).getTime();
    const hours: (Concentrations | null)[] = Array(24).fill(null);
    for (const r of readings) if (r.stationId === st.id && r.hour >= start && r.hour < start + DAY) hours[cstHour(new Date(r.hour))] = r.values;
    const table = tableFor(day);
    const result = dailyAqi(hours, { pollutants: st.pollutants, table });
    const okDay = result.status === 'ok';
    out.push({
      day,
      status: result.status,
      hours: hours.filter(Boolean).length,
      aqi: okDay ? result.aqi : null,
      ...levelFields(okDay ? result.aqi : null),
      primary: okDay ? result.primary : [],
      exceeding: okDay ? result.exceeding : [],
      missing: okDay ? [] : result.missing,
      ...result.figures,
      aqiVersion: table.version,
    });
  }
  return out;
}

const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const stationOut = (st: Station) => {
  const own = readings.filter((r) => r.stationId === st.id);
  const last = own.reduce((m, r) => Math.max(m, r.hour), 0);
  const { keyHint, ...rest } = st;
  return { ...rest, keyHint, hasKey: keyHint !== null, readings: own.length, lastHour: last ? new Date(last).toISOString() : null };
};

const getData: MockHandler = (_req, res) => {
  const list = stations
    .filter((st) => st.status !== 'retired')
    .map((st) => {
      const latest = readings.filter((r) => r.stationId === st.id).reduce<Reading | null>((a, r) => (!a || r.hour > a.hour ? r : a), null);
      const point = latest ? hourPoint(latest) : null;
      return {
        stationId: st.id,
        name: st.name,
        x: st.x,
        y: st.y,
        status: st.status,
        pollutants: st.pollutants,
        hour: point?.hour ?? null,
        so2: point?.so2 ?? null,
        no2: point?.no2 ?? null,
        pm10: point?.pm10 ?? null,
        co: point?.co ?? null,
        o3: point?.o3 ?? null,
        pm25: point?.pm25 ?? null,
        aqi: point?.aqi ?? null,
        ...levelFields(point?.aqi ?? null),
        primary: point?.primary ?? [],
        aqiVersion: point?.aqiVersion ?? null,
      };
    });
  const newest = list.reduce<string | null>((a, s) => (s.hour && (!a || s.hour > a) ? s.hour : a), null);
  const top = list.filter((s) => s.hour === newest && s.aqi !== null).sort((a, b) => b.aqi! - a.aqi!)[0];
  res.json(ok({ stations: list, park: { hour: newest, aqi: top?.aqi ?? null, ...levelFields(top?.aqi ?? null), primary: top?.primary ?? [] } }));
};

const getHisData: MockHandler = (req, res) => {
  const q = req.query ?? {};
  const st = stations.find((s) => s.id === queryId(q.stationId));
  if (!st) return notFound(res, 'Station');
  const to = isDay(q.to) ? q.to : cstDay(new Date());
  const from = isDay(q.from) ? q.from : to;
  if (from > to) return badRequest(res, 'to', 'to: must not be before from');
  const granularity = q.granularity === 'day' ? 'day' : 'hour';
  const start = cstDayStart(from).getTime();
  const end = cstDayStart(to).getTime() + DAY;
  const hours = readings.filter((r) => r.stationId === st.id && r.hour >= start && r.hour < end).sort((a, b) => a.hour - b.hour);
  res.json(
    ok({
      stationId: st.id,
      name: st.name,
      granularity,
      hours: granularity === 'hour' ? hours.map(hourPoint) : [],
      days: granularity === 'day' ? daysOf(st, from, to) : [],
    }),
  );
};

const saveData: MockHandler = (req, res) => {
  if (!req.headers['x-station-key']) return res.status(401).json(fail(401, 'x-station-key: the station key is missing', 4));
  res.status(401).json(fail(401, 'x-station-key: the station key is wrong or has been revoked', 4));
};

const queryReadings: MockHandler = (req, res) => {
  const q = req.query ?? {};
  const current = Math.max(1, Number(q.current) || 1);
  const pageSize = Math.min(200, Math.max(1, Number(q.pageSize) || 20));
  const sign = q.sortOrder === 'ascend' ? 1 : -1;
  if (q.granularity === 'day') {
    const st = stations.find((s) => s.id === queryId(q.stationId));
    if (!st) return badRequest(res, 'stationId', 'stationId: daily values are computed for one station; choose one');
    const to = isDay(q.to) ? q.to : cstDay(new Date());
    const from = isDay(q.from) ? q.from : new Date(Date.parse(to) - 29 * DAY).toISOString().slice(0, 10);
    const days = daysOf(st, from, to)
      .map((d) => ({ ...d, stationId: st.id, stationName: st.name }))
      .sort((a, b) => (q.sortField === 'aqi' ? ((a.aqi ?? -1) - (b.aqi ?? -1)) * sign : a.day < b.day ? -sign : sign));
    return res.json(
      ok({ granularity: 'day', list: [], days: days.slice((current - 1) * pageSize, current * pageSize), total: days.length, more: false, current, pageSize }),
    );
  }
  const stationId = queryId(q.stationId);
  const from = isDay(q.from) ? cstDayStart(q.from).getTime() : -Infinity;
  const to = isDay(q.to) ? cstDayStart(q.to).getTime() + DAY : Infinity;
  const rows = readings
    .filter((r) => (!stationId || r.stationId === stationId) && r.hour >= from && r.hour < to)
    .map((r) => ({
      ...hourPoint(r),
      id: r.id,
      stationId: r.stationId,
      stationName: stations.find((s) => s.id === r.stationId)!.name,
      source: r.source,
      updatedAt: r.updatedAt,
    }))
    .filter((r) => (!q.level || r.level === Number(q.level)) && (!q.primary || r.primary.some((i) => i.startsWith(`${q.primary}_`))))
    .sort((a, b) => (q.sortField === 'aqi' ? ((a.aqi ?? -1) - (b.aqi ?? -1)) * sign : a.hour < b.hour ? -sign : sign));
  const paged = page(rows, q);
  res.json(ok({ granularity: 'hour', list: paged.list, days: [], total: paged.total, more: false, current: paged.current, pageSize: paged.pageSize }));
};

const saveReading: MockHandler = (req, res) => {
  const body = req.body ?? {};
  const st = stations.find((s) => s.id === body.stationId);
  if (!st) return notFound(res, 'Station');
  const hour = Date.parse(body.hour);
  if (Number.isNaN(hour) || hour % HOUR !== 0) return badRequest(res, 'hour', 'hour: must be the start of an hour');
  if (hour + HOUR > Date.now()) return badRequest(res, 'hour', `hour: ${body.hour} is in the future`);
  const values = Object.fromEntries(POLLUTANTS.map((p) => [p, typeof body[p] === 'number' ? body[p] : null])) as Record<Pollutant, number | null>;
  for (const p of POLLUTANTS) {
    const v = values[p];
    if (v !== null && (v < PHYSICAL_RANGE[p].min || v > PHYSICAL_RANGE[p].max)) return badRequest(res, p, `${p}: ${v} is outside the possible range`);
  }
  const existing = readings.find((r) => r.stationId === st.id && r.hour === hour);
  if (existing) Object.assign(existing, { values, source: 'manual', updatedAt: nowIso() });
  else readings.push({ id: nextId(readings), stationId: st.id, hour, values, source: 'manual', updatedAt: nowIso() });
  const r = existing ?? readings[readings.length - 1];
  const c = computed(r);
  audit({ action: existing ? 'update' : 'create', entity: 'aqReading', entityId: r.id, summary: `${st.name} ${new Date(hour).toISOString()}` });
  res.json(ok({ hour: new Date(hour).toISOString(), aqi: c.aqi, level: c.level, primary: c.primary, aqiVersion: c.aqiVersion, replaced: !!existing }));
};

const deleteReading: MockHandler = (req, res) => {
  const body = req.body ?? {};
  const index = readings.findIndex((r) => r.stationId === body.stationId && r.hour === Date.parse(body.hour));
  if (index < 0) return notFound(res, 'Reading');
  readings.splice(index, 1);
  res.json(ok(null));
};

const saveStation: MockHandler = (req, res) => {
  const body = req.body ?? {};
  const name = orNull(body.name);
  if (!name) return badRequest(res, 'name', 'body.name: is required');
  if (stations.some((s) => s.name === name && s.id !== body.id)) return conflict(res, `name: a station is already called "${name}"`, 'name');
  const fields = {
    name,
    x: Number(body.x) || 0,
    y: Number(body.y) || 0,
    address: orNull(body.address),
    pollutants: Array.isArray(body.pollutants) ? body.pollutants : [...POLLUTANTS],
    status: body.status ?? 'active',
    updatedAt: nowIso(),
  };
  let st = stations.find((s) => s.id === body.id);
  if (body.id !== undefined && !st) return notFound(res, 'Station');
  if (st) Object.assign(st, fields);
  else stations.push((st = { id: nextId(stations), keyHint: null, keyCreatedAt: null, keyRevokedAt: null, ...fields }));
  res.json(ok(stationOut(st)));
};

const withStation =
  (then: (st: Station, res: Parameters<MockHandler>[1]) => void): MockHandler =>
  (req, res) => {
    const st = stations.find((s) => s.id === req.body?.id);
    if (!st) return notFound(res, 'Station');
    then(st, res);
  };

const rules: {
  id: number;
  name: string;
  stationId: number | null;
  aqiAbove: number;
  hours: number;
  roleIds: number[];
  enabled: boolean;
  fired: number;
  lastFiredAt: string | null;
  updatedAt: string;
}[] = [{ id: 1, name: '重污染预警', stationId: null, aqiAbove: 200, hours: 3, roleIds: [1], enabled: true, fired: 0, lastFiredAt: null, updatedAt: nowIso() }];
const ruleOut = (r: (typeof rules)[number]) => ({ ...r, stationName: stations.find((s) => s.id === r.stationId)?.name ?? null });

const saveRule: MockHandler = (req, res) => {
  const body = req.body ?? {};
  const name = orNull(body.name);
  if (!name) return badRequest(res, 'name', 'body.name: is required');
  const fields = {
    name,
    stationId: typeof body.stationId === 'number' ? body.stationId : null,
    aqiAbove: Number(body.aqiAbove) || 150,
    hours: Number(body.hours) || 3,
    roleIds: Array.isArray(body.roleIds) ? body.roleIds : [],
    enabled: body.enabled !== false,
    updatedAt: nowIso(),
  };
  let rule = rules.find((r) => r.id === body.id);
  if (rule) Object.assign(rule, fields);
  else rules.push((rule = { id: nextId(rules), fired: 0, lastFiredAt: null, ...fields }));
  res.json(ok(ruleOut(rule)));
};

const base = '/apiv2/env/admin/airquality';

export default {
  'GET /api/datav/misc/env/getdata': getData,
  'GET /api/datav/misc/env/getHisData': getHisData,
  'POST /api/datav/misc/env/savedata': saveData,
  [`GET ${base}`]: requireAuth(queryReadings),
  [`POST ${base}/readingpost`]: requireAuth(saveReading),
  [`POST ${base}/readingdelete`]: requireAuth(deleteReading),
  [`GET ${base}/stations`]: requireAuth((_req, res) => res.json(ok({ list: stations.map(stationOut), total: stations.length }))),
  [`POST ${base}/stationpost`]: requireAuth(saveStation),
  [`POST ${base}/stationdelete`]: requireAuth(
    withStation((st, res) => {
      if (readings.some((r) => r.stationId === st.id)) return conflict(res, `The station ${st.name} has readings: set its status to retired instead`);
      stations.splice(stations.indexOf(st), 1);
      res.json(ok(null));
    }),
  ),
  [`POST ${base}/stationkey`]: requireAuth(
    withStation((st, res) => {
      const key = `aqk_mock${Math.random().toString(36).slice(2, 12)}`;
      Object.assign(st, { keyHint: key.slice(-4), keyCreatedAt: nowIso(), keyRevokedAt: null });
      res.json(ok({ stationId: st.id, key, keyHint: key.slice(-4), keyCreatedAt: st.keyCreatedAt! }));
    }),
  ),
  [`POST ${base}/stationkeyrevoke`]: requireAuth(
    withStation((st, res) => {
      if (!st.keyHint) return conflict(res, `The station ${st.name} has no key to revoke`);
      Object.assign(st, { keyHint: null, keyRevokedAt: nowIso() });
      res.json(ok(stationOut(st)));
    }),
  ),
  [`GET ${base}/alertrules`]: requireAuth((_req, res) => res.json(ok({ list: rules.map(ruleOut), total: rules.length }))),
  [`POST ${base}/alertrulepost`]: requireAuth(saveRule),
  [`POST ${base}/alertruledelete`]: requireAuth((req, res) => {
    const index = rules.findIndex((r) => r.id === req.body?.id);
    if (index < 0) return notFound(res, 'Alert rule');
    rules.splice(index, 1);
    res.json(ok(null));
  }),
};
