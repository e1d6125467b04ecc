import { and, asc, count, eq, gte, inArray, lt, lte, max, min, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ITEM_POLLUTANT,
  PHYSICAL_RANGE,
  POLLUTANTS,
  POLLUTANT_UNIT,
  cstDay,
  cstDayStart,
  cstHour,
  dailyAqi,
  levelOf,
  tableFor,
  type Concentrations,
  type Item,
  type Pollutant,
} from '@shared/airQuality';
import type { DbOrTx } from '../../db/client';
import { aqAlertEvents, aqAlertRules, aqDaily, aqReadings, aqStations, notices, primaryIs, roles } from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { badRequest, conflict, forbidden, notFound, unauthorized, unprocessable } from '../../lib/errors';
import { keyset } from '../../lib/keyset';
import { hashToken, newToken } from '../../lib/tokens';
import { computedColumns } from './compute';
import type * as s from './schemas';

export const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
/** A station's clock may run this far ahead of ours. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** getHisData and the daily list read at most a year (366 days) per call. */
export const MAX_RANGE_DAYS = 366;
/** The most readings the admin list counts: past it the list says "more than" (filter rather than page through 500 pages). */
export const READING_COUNT_CAP = 10_000;
/** The header a station sends its key in. */
export const STATION_KEY_HEADER = 'x-station-key';

type Station = typeof aqStations.$inferSelect;
type ReadingRow = typeof aqReadings.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const itemsOf = (primary: string) => (primary ? (primary.split(',') as Item[]) : []);
const stationPollutants = (station: Pick<Station, 'pollutants'>) => station.pollutants as Pollutant[];

function levelFields(aqi: number | null) {
  if (aqi === null) return { level: null, category: null, categoryEn: null, colour: null };
  const l = levelOf(aqi);
  return { level: l.level, category: l.category, categoryEn: l.categoryEn, colour: l.colour };
}

// ---------- checking readings ----------

const HOUR_TEXT = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})(?::(\d{2})(\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/** An hour's start from ISO 8601 (with its offset) or "YYYY-MM-DD HH:00" (China Standard Time); a message when it is none. */
export function parseHour(text: string): Date | string {
  const m = HOUR_TEXT.exec(text.trim());
  if (!m) return 'must be the start of an hour, e.g. 2026-11-21T08:00:00+08:00 or 2026-11-21 08:00';
  const [, y, mo, d, h, mi, sec, frac, zone] = m;
  const offset = !zone ? '+08:00' : zone.toUpperCase() === 'Z' ? 'Z' : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  const at = new Date(`${y}-${mo}-${d}T${h.padStart(2, '0')}:${mi}:${sec ?? '00'}${offset}`);
  if (Number.isNaN(at.getTime()) || Number(h) > 23) return `${text} is not a date and time`;
  // The calendar day must exist (no 2026-02-30): read it back in the zone it was written in.
  const check = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d)) return `${y}-${mo}-${d} is not a calendar date`;
  if (Number(mi) !== 0 || Number(sec ?? 0) !== 0 || (frac && Number(frac) !== 0) || at.getTime() % HOUR_MS !== 0)
    return 'must be the start of an hour (minutes and seconds 00)';
  return at;
}

export type CheckedReading = { hour: Date; values: Concentrations };

/**
 * One reading checked against the station and the clock: every problem as "field: what is wrong". Unknown keys,
 * pollutants the station does not measure, values that are not numbers or outside the physical range, an hour
 * that has not ended yet or that no AQI standard covers.
 */
export function checkReading(raw: Record<string, unknown>, station: Pick<Station, 'pollutants' | 'name'>, now: Date, path = ''): CheckedReading | string[] {
  const problems: string[] = [];
  const at = (field: string) => `${path}${field}`;
  const measured = stationPollutants(station);
  let hour: Date | null = null;
  if (typeof raw.hour !== 'string' || !raw.hour.trim()) problems.push(`${at('hour')}: is required`);
  else {
    const parsed = parseHour(raw.hour);
    if (typeof parsed === 'string') problems.push(`${at('hour')}: ${parsed}`);
    else if (parsed.getTime() + HOUR_MS > now.getTime() + CLOCK_SKEW_MS)
      problems.push(`${at('hour')}: ${raw.hour} is in the future (a reading stands for the hour after its start, which has not ended)`);
    else {
      try {
        tableFor(parsed);
        hour = parsed;
      } catch {
        problems.push(`${at('hour')}: no AQI standard covers ${cstDay(parsed)}`);
      }
    }
  }
  const values: Concentrations = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'hour' || key === 'stationId') continue;
    if (!(POLLUTANTS as readonly string[]).includes(key)) {
      problems.push(`${at(key)}: is not a pollutant (${POLLUTANTS.join(', ')})`);
      continue;
    }
    const p = key as Pollutant;
    if (value === null || value === undefined) {
      values[p] = null;
      continue;
    }
    if (!measured.includes(p)) {
      problems.push(`${at(key)}: the station ${station.name} does not measure ${key}`);
      continue;
    }
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      problems.push(`${at(key)}: must be a number`);
      continue;
    }
    const range = PHYSICAL_RANGE[p];
    if (value < range.min || value > range.max) {
      problems.push(`${at(key)}: ${value} ${POLLUTANT_UNIT[p]} is outside the possible range ${range.min}–${range.max}`);
      continue;
    }
    values[p] = value;
  }
  if (problems.length === 0 && hour && !POLLUTANTS.some((p) => typeof values[p] === 'number'))
    problems.push(`${path || 'reading'}: holds no value (${measured.join(', ')})`);
  return problems.length ? problems : { hour: hour!, values };
}

// ---------- storing readings ----------

export type StoredResult = { hour: string; aqi: number | null; level: number | null; primary: Item[]; aqiVersion: string; replaced: boolean };

/**
 * Writes checked readings of one station in the caller's transaction: new hours are inserted, an hour already
 * stored is replaced (its old values go to the operation log). Then the alert rules are evaluated.
 */
export async function storeReadings(
  tx: DbOrTx,
  request: FastifyRequest | null,
  station: Station,
  readings: CheckedReading[],
  source: 'push' | 'import' | 'manual',
  now: Date,
): Promise<StoredResult[]> {
  const hours = readings.map((r) => r.hour);
  const existing = new Map<number, ReadingRow>();
  for (let i = 0; i < hours.length; i += 1000) {
    const found = await tx
      .select()
      .from(aqReadings)
      .where(and(eq(aqReadings.stationId, station.id), inArray(aqReadings.hour, hours.slice(i, i + 1000))))
      .for('update');
    for (const row of found) existing.set(row.hour.getTime(), row);
  }
  const pollutants = stationPollutants(station);
  const rows = readings.map(({ hour, values }) => {
    const full = Object.fromEntries(POLLUTANTS.map((p) => [p, typeof values[p] === 'number' ? values[p] : null])) as Record<Pollutant, number | null>;
    return { stationId: station.id, hour, ...full, ...computedColumns(full, pollutants, hour), source, updatedAt: now };
  });
  for (let i = 0; i < rows.length; i += 500) {
    await tx
      .insert(aqReadings)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [aqReadings.stationId, aqReadings.hour],
        set: {
          so2: sql.raw('excluded."so2"'),
          no2: sql.raw('excluded."no2"'),
          pm10: sql.raw('excluded."pm10"'),
          co: sql.raw('excluded."co"'),
          o3: sql.raw('excluded."o3"'),
          pm25: sql.raw('excluded."pm25"'),
          aqi: sql.raw('excluded."aqi"'),
          level: sql.raw('excluded."level"'),
          primary: sql.raw('excluded."primary_items"'),
          aqiVersion: sql.raw('excluded."aqi_version"'),
          source: sql.raw('excluded."source"'),
          updatedAt: sql.raw('excluded."updated_at"'),
        },
      });
  }
  const created = rows.filter((r) => !existing.has(r.hour.getTime()));
  const replaced = rows.filter((r) => existing.has(r.hour.getTime()));
  const valuesOf = (r: Partial<ReadingRow>) => ({
    hour: r.hour,
    ...Object.fromEntries(POLLUTANTS.map((p) => [p, r[p]])),
    aqi: r.aqi,
    aqiVersion: r.aqiVersion,
    source: r.source,
  });
  for (const r of replaced)
    await audit(tx, request, {
      action: 'update',
      entity: 'aqReading',
      entityId: existing.get(r.hour.getTime())!.id,
      summary: `${station.name} ${cstDay(r.hour)} ${String(cstHour(r.hour)).padStart(2, '0')}:00 replaced (${source})`,
      before: valuesOf(existing.get(r.hour.getTime())!),
      after: valuesOf(r),
    });
  if (created.length)
    await audit(tx, request, {
      action: source === 'import' ? 'import' : 'create',
      entity: 'aqReading',
      entityId: station.id,
      summary: `${station.name}: ${created.length} hourly reading${created.length === 1 ? '' : 's'} (${source})`,
      after: { stationId: station.id, hours: created.map((r) => r.hour) },
    });
  await refreshDays(tx, station, hours.map(cstDay), now);
  await evaluateAlerts(tx, station, hours, now);
  return rows.map((r) => ({
    hour: r.hour.toISOString(),
    aqi: r.aqi,
    level: r.level,
    primary: itemsOf(r.primary),
    aqiVersion: r.aqiVersion,
    replaced: existing.has(r.hour.getTime()),
  }));
}

/** The station a key belongs to; a missing, wrong or revoked key is a 401, a retired station a 403. */
export async function stationByKey(db: DbOrTx, key: string | string[] | undefined): Promise<Station> {
  if (typeof key !== 'string' || !key.trim()) throw unauthorized(`${STATION_KEY_HEADER}: the station key is missing`);
  const [station] = await db
    .select()
    .from(aqStations)
    .where(eq(aqStations.keyHash, hashToken(key.trim())));
  if (!station) throw unauthorized(`${STATION_KEY_HEADER}: the station key is wrong or has been revoked`);
  if (station.status === 'retired') throw forbidden(`The station ${station.name} is retired and takes no readings`);
  return station;
}

/** POST /api/datav/misc/env/savedata: a station's readings, all checked before any is stored. */
export async function saveData(deps: Deps, request: FastifyRequest, body: z.infer<typeof s.saveDataBody>) {
  const now = deps.now();
  const station = await stationByKey(deps.db, request.headers[STATION_KEY_HEADER]);
  const checked = checkAll(
    body.readings.map((r, i) => ({ raw: r as Record<string, unknown>, path: `readings[${i}].` })),
    station,
    now,
  );
  const readings = await deps.db.transaction((tx) => storeReadings(tx, request, station, checked, 'push', now));
  return { stationId: station.id, saved: readings.length, replaced: readings.filter((r) => r.replaced).length, readings };
}

/** Every reading checked; any problem refuses the whole request (400 naming each field), and one hour twice too. */
function checkAll(list: { raw: Record<string, unknown>; path: string }[], station: Station, now: Date): CheckedReading[] {
  const problems: string[] = [];
  const readings: CheckedReading[] = [];
  const seen = new Map<number, string>();
  for (const { raw, path } of list) {
    const result = checkReading(raw, station, now, path);
    if (Array.isArray(result)) {
      problems.push(...result);
      continue;
    }
    const earlier = seen.get(result.hour.getTime());
    if (earlier) problems.push(`${path}hour: repeats the hour of ${earlier.replace(/\.$/, '')}`);
    else {
      seen.set(result.hour.getTime(), path);
      readings.push(result);
    }
  }
  if (problems.length) {
    const shown = problems.slice(0, 20).join('; ') + (problems.length > 20 ? `; and ${problems.length - 20} more` : '');
    throw badRequest(`Nothing was stored: ${shown}`, problems[0].split(':')[0]);
  }
  return readings;
}

/** POST …/airquality/readingpost: an admin enters or corrects one hour of a station. */
export async function saveReading(deps: Deps, request: FastifyRequest, body: z.infer<typeof s.readingPost>) {
  const now = deps.now();
  const station = await stationById(deps.db, body.stationId);
  const [checked] = checkAll([{ raw: body as Record<string, unknown>, path: '' }], station, now);
  const [result] = await deps.db.transaction((tx) => storeReadings(tx, request, station, [checked], 'manual', now));
  return result;
}

/** POST …/airquality/readingdelete: one hour of a station, logged with its values. */
export async function deleteReading(deps: Deps, request: FastifyRequest, body: z.infer<typeof s.readingDelete>) {
  const hour = parseHour(body.hour);
  if (typeof hour === 'string') throw badRequest(`hour: ${hour}`, 'hour');
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .delete(aqReadings)
      .where(and(eq(aqReadings.stationId, body.stationId), eq(aqReadings.hour, hour)))
      .returning();
    if (!before) throw notFound('Reading');
    const [station] = await tx.select().from(aqStations).where(eq(aqStations.id, body.stationId));
    await refreshDays(tx, station, [cstDay(before.hour)], deps.now());
    await audit(tx, request, {
      action: 'delete',
      entity: 'aqReading',
      entityId: before.id,
      summary: `station ${body.stationId} ${before.hour.toISOString()}`,
      before,
    });
  });
}

// ---------- alerts ----------

/**
 * For each enabled rule covering the station: a run of `hours` consecutive hourly AQIs over `aqiAbove` ending at one
 * of the written hours sends one notice to each chosen role (once per run end; a run that goes on fires again
 * after another `hours` hours).
 */
async function evaluateAlerts(tx: DbOrTx, station: Station, hours: Date[], now: Date) {
  if (!hours.length) return;
  const rules = await tx
    .select()
    .from(aqAlertRules)
    .where(and(eq(aqAlertRules.enabled, true), sql`(${aqAlertRules.stationId} is null or ${aqAlertRules.stationId} = ${station.id})`));
  if (!rules.length) return;
  const longest = Math.max(...rules.map((r) => r.hours));
  const first = Math.min(...hours.map((h) => h.getTime())) - longest * HOUR_MS;
  const last = Math.max(...hours.map((h) => h.getTime())) + longest * HOUR_MS;
  const series = await tx
    .select({ hour: aqReadings.hour, aqi: aqReadings.aqi })
    .from(aqReadings)
    .where(and(eq(aqReadings.stationId, station.id), gte(aqReadings.hour, new Date(first)), lt(aqReadings.hour, new Date(last + HOUR_MS))));
  const aqiAt = new Map(series.map((r) => [r.hour.getTime(), r.aqi]));
  for (const rule of rules) {
    const fired = await tx
      .select({ hour: aqAlertEvents.hour })
      .from(aqAlertEvents)
      .where(and(eq(aqAlertEvents.ruleId, rule.id), eq(aqAlertEvents.stationId, station.id), gte(aqAlertEvents.hour, new Date(first))));
    const firedAt = fired.map((f) => f.hour.getTime());
    // Ends of runs: every written hour, and the hours after it that a run through it could end at.
    const ends = new Set<number>();
    for (const h of hours) for (let k = 0; k < rule.hours; k += 1) ends.add(h.getTime() + k * HOUR_MS);
    for (const end of [...ends].sort((a, b) => a - b)) {
      let over = true;
      let peak = 0;
      for (let k = 0; k < rule.hours && over; k += 1) {
        const aqi = aqiAt.get(end - k * HOUR_MS);
        if (aqi === undefined || aqi === null || aqi <= rule.aqiAbove) over = false;
        else peak = Math.max(peak, aqi);
      }
      // Not again for an end inside a run that already fired.
      if (!over || firedAt.some((f) => f > end - rule.hours * HOUR_MS && f <= end + (rule.hours - 1) * HOUR_MS)) continue;
      firedAt.push(end);
      const [event] = await tx
        .insert(aqAlertEvents)
        .values({ ruleId: rule.id, stationId: station.id, hour: new Date(end), aqi: peak, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: aqAlertEvents.id });
      if (!event) continue;
      const endHour = new Date(end + HOUR_MS);
      const when = `${cstDay(endHour)} ${String(cstHour(endHour)).padStart(2, '0')}:00`;
      const level = levelOf(peak);
      await tx.insert(notices).values(
        rule.roleIds.map((roleId) => ({
          title: `空气质量预警：${station.name} AQI 连续 ${rule.hours} 小时超过 ${rule.aqiAbove}`,
          content: `${rule.name}：监测站“${station.name}”截至 ${when} 的小时 AQI 已连续 ${rule.hours} 小时高于 ${rule.aqiAbove}，最高 ${peak}（${level.levelName} ${level.category}）。${level.advice}。`,
          type: 'message' as const,
          roleId,
          link: `/admin/airquality?stationId=${station.id}`,
          createdAt: now,
        })),
      );
    }
  }
}

// ---------- public reads ----------

const readingValues = {
  so2: aqReadings.so2,
  no2: aqReadings.no2,
  pm10: aqReadings.pm10,
  co: aqReadings.co,
  o3: aqReadings.o3,
  pm25: aqReadings.pm25,
};

/** GET /api/datav/misc/env/getdata: every station that is not retired, with its latest reading and AQI. */
export async function latestData(db: DbOrTx) {
  const stations = await db.select().from(aqStations).where(ne(aqStations.status, 'retired')).orderBy(asc(aqStations.id));
  // One query: each station's newest row, one backward step of the (station, hour) index per station (a lateral
  // join; DISTINCT ON would read every reading). Written out: Drizzle has no lateral join.
  type Latest = { station_id: number; hour: string | Date; aqi: number | null; primary_items: string; aqi_version: string } & Record<Pollutant, number | null>;
  const result = stations.length
    ? await db.execute(sql`
        select r.* from ${aqStations} s
        cross join lateral (
          select "aq_readings"."station_id", "aq_readings"."hour", "aq_readings"."so2", "aq_readings"."no2", "aq_readings"."pm10",
                 "aq_readings"."co", "aq_readings"."o3", "aq_readings"."pm25", "aq_readings"."aqi", "aq_readings"."primary_items",
                 "aq_readings"."aqi_version"
            from "aq_readings" where "aq_readings"."station_id" = s."id" order by "aq_readings"."hour" desc limit 1
        ) r
        where s."status" <> 'retired'`)
    : { rows: [] };
  const latest = (result as unknown as { rows: Latest[] }).rows.map((r) => ({
    stationId: Number(r.station_id),
    hour: new Date(r.hour),
    so2: r.so2,
    no2: r.no2,
    pm10: r.pm10,
    co: r.co,
    o3: r.o3,
    pm25: r.pm25,
    aqi: r.aqi === null ? null : Number(r.aqi),
    primary: r.primary_items,
    aqiVersion: r.aqi_version,
  }));
  const byStation = new Map(latest.map((r) => [r.stationId, r]));
  const list = stations.map((st) => {
    const r = byStation.get(st.id);
    return {
      stationId: st.id,
      name: st.name,
      x: st.x,
      y: st.y,
      status: st.status,
      pollutants: stationPollutants(st),
      hour: r ? r.hour.toISOString() : null,
      so2: r?.so2 ?? null,
      no2: r?.no2 ?? null,
      pm10: r?.pm10 ?? null,
      co: r?.co ?? null,
      o3: r?.o3 ?? null,
      pm25: r?.pm25 ?? null,
      aqi: r?.aqi ?? null,
      ...levelFields(r?.aqi ?? null),
      primary: itemsOf(r?.primary ?? ''),
      aqiVersion: r?.aqiVersion ?? null,
    };
  });
  const newest = list.reduce<string | null>((acc, st) => (st.hour && (!acc || st.hour > acc) ? st.hour : acc), null);
  const current = list.filter((st) => st.hour === newest && st.aqi !== null);
  const top = current.reduce<(typeof list)[number] | null>((acc, st) => (!acc || st.aqi! > acc.aqi! ? st : acc), null);
  return {
    stations: list,
    park: { hour: newest, aqi: top?.aqi ?? null, ...levelFields(top?.aqi ?? null), primary: top?.primary ?? [] },
  };
}

export async function stationById(db: DbOrTx, id: number): Promise<Station> {
  const [station] = await db.select().from(aqStations).where(eq(aqStations.id, id));
  if (!station) throw notFound('Station');
  return station;
}

/** The range's instants, checked: from ≤ to, at most a year. */
function dayRange(from: string, to: string) {
  if (from > to) throw badRequest('to: must not be before from', 'to');
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  if (days > MAX_RANGE_DAYS) throw badRequest(`to: at most ${MAX_RANGE_DAYS} days per call (asked for ${days})`, 'to');
  return { start: cstDayStart(from), end: new Date(cstDayStart(to).getTime() + DAY_MS), days };
}

function hourPoint(r: Pick<ReadingRow, 'hour' | Pollutant | 'aqi' | 'primary' | 'aqiVersion'>) {
  return {
    hour: r.hour.toISOString(),
    so2: r.so2,
    no2: r.no2,
    pm10: r.pm10,
    co: r.co,
    o3: r.o3,
    pm25: r.pm25,
    aqi: r.aqi,
    ...levelFields(r.aqi),
    primary: itemsOf(r.primary),
    aqiVersion: r.aqiVersion,
  };
}

/** A station's days from its hours (any order), each by the validity rules and the table in force that day. */
export function daysOf(station: Pick<Station, 'pollutants'>, rows: Pick<ReadingRow, 'hour' | Pollutant>[], from: string, to: string) {
  const byDay = new Map<string, (Concentrations | null)[]>();
  for (const r of rows) {
    const day = cstDay(r.hour);
    let hours = byDay.get(day);
    if (!hours) byDay.set(day, (hours = Array(24).fill(null)));
    hours[cstHour(r.hour)] = { so2: r.so2, no2: r.no2, pm10: r.pm10, co: r.co, o3: r.o3, pm25: r.pm25 };
  }
  const out = [];
  for (let t = Date.parse(from); t <= Date.parse(to); t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    const hours = byDay.get(day) ?? Array(24).fill(null);
    const table = tableFor(day);
    const result = dailyAqi(hours, { pollutants: stationPollutants(station), table });
    const counted = hours.filter((h) => h && POLLUTANTS.some((p) => typeof h[p] === 'number')).length;
    const ok = result.status === 'ok';
    out.push({
      day,
      status: result.status,
      hours: counted,
      aqi: ok ? result.aqi : null,
      ...levelFields(ok ? result.aqi : null),
      primary: ok ? result.primary : [],
      exceeding: ok ? result.exceeding : [],
      missing: ok ? [] : result.missing,
      ...result.figures,
      aqiVersion: table.version,
    });
  }
  return out;
}

export type DayValues = ReturnType<typeof daysOf>[number];

/**
 * Recomputes the station's stored days among `days` from their hours (in the caller's transaction): a day with
 * readings is written, a day left without any is removed.
 */
export async function refreshDays(tx: DbOrTx, station: Station, days: string[], now: Date) {
  const wanted = [...new Set(days)].sort();
  if (!wanted.length) return;
  const first = wanted[0];
  const last = wanted[wanted.length - 1];
  const asked = new Set(wanted);
  const rows = (
    await tx
      .select({ hour: aqReadings.hour, ...readingValues })
      .from(aqReadings)
      .where(
        and(
          eq(aqReadings.stationId, station.id),
          gte(aqReadings.hour, cstDayStart(first)),
          lt(aqReadings.hour, new Date(cstDayStart(last).getTime() + DAY_MS)),
        ),
      )
  ).filter((r) => asked.has(cstDay(r.hour)));
  const withReadings = new Set(rows.map((r) => cstDay(r.hour)));
  const computed = daysOf(station, rows, first, last).filter((d) => withReadings.has(d.day));
  const gone = wanted.filter((d) => !withReadings.has(d));
  if (gone.length) await tx.delete(aqDaily).where(and(eq(aqDaily.stationId, station.id), inArray(aqDaily.day, gone)));
  for (let i = 0; i < computed.length; i += 500)
    await tx
      .insert(aqDaily)
      .values(computed.slice(i, i + 500).map(({ day, ...values }) => ({ stationId: station.id, day, aqi: values.aqi, values, updatedAt: now })))
      .onConflictDoUpdate({
        target: [aqDaily.stationId, aqDaily.day],
        set: { aqi: sql.raw('excluded."aqi"'), values: sql.raw('excluded."values"'), updatedAt: sql.raw('excluded."updated_at"') },
      });
}

/** Every stored day of the station, recomputed a year at a time (its pollutants changed). */
export async function refreshAllDays(tx: DbOrTx, station: Station, now: Date) {
  const [span] = await tx
    .select({ first: min(aqReadings.hour), last: max(aqReadings.hour) })
    .from(aqReadings)
    .where(eq(aqReadings.stationId, station.id));
  if (!span?.first || !span.last) return;
  const end = Date.parse(cstDay(span.last));
  for (let t = Date.parse(cstDay(span.first)); t <= end; t += MAX_RANGE_DAYS * DAY_MS) {
    const days = [];
    for (let d = t; d < t + MAX_RANGE_DAYS * DAY_MS && d <= end; d += DAY_MS) days.push(new Date(d).toISOString().slice(0, 10));
    await refreshDays(tx, station, days, now);
  }
}

/** An older park's readings get their stored days once (kept current from then on). */
export async function ensureDailyValues(tx: DbOrTx, now: Date) {
  const [stored] = await tx.select({ day: aqDaily.day }).from(aqDaily).limit(1);
  if (stored) return;
  for (const station of await tx.select().from(aqStations)) await refreshAllDays(tx, station, now);
}

/** The station's days from..to: the stored ones, and a day without readings as daysOf gives it (not enough data). */
async function storedDays(db: DbOrTx, station: Station, from: string, to: string): Promise<DayValues[]> {
  const rows = await db
    .select({ day: aqDaily.day, values: aqDaily.values })
    .from(aqDaily)
    .where(and(eq(aqDaily.stationId, station.id), gte(aqDaily.day, from), lte(aqDaily.day, to)));
  const byDay = new Map(rows.map((r) => [r.day, { day: r.day, ...r.values } as DayValues]));
  const out: DayValues[] = [];
  for (let t = Date.parse(from); t <= Date.parse(to); t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    out.push(byDay.get(day) ?? daysOf(station, [], day, day)[0]);
  }
  return out;
}

/** GET /api/datav/misc/env/getHisData: a station's hourly or daily series over a range of at most a year. */
export async function history(db: DbOrTx, q: z.infer<typeof s.hisQuery>) {
  const station = await stationById(db, q.stationId);
  const { start, end } = dayRange(q.from, q.to);
  const base = { stationId: station.id, name: station.name, granularity: q.granularity };
  if (q.granularity === 'day') return { ...base, hours: [], days: await storedDays(db, station, q.from, q.to) };
  const rows = await db
    .select({ hour: aqReadings.hour, ...readingValues, aqi: aqReadings.aqi, primary: aqReadings.primary, aqiVersion: aqReadings.aqiVersion })
    .from(aqReadings)
    .where(and(eq(aqReadings.stationId, station.id), gte(aqReadings.hour, start), lt(aqReadings.hour, end)))
    .orderBy(asc(aqReadings.hour));
  return { ...base, hours: rows.map(hourPoint), days: [] };
}

// ---------- the admin list ----------

type ReadingFilters = Omit<z.infer<typeof s.readingExportQuery>, 'granularity'>;

function readingWhere(q: ReadingFilters): SQL | undefined {
  return and(
    q.stationId === undefined ? undefined : eq(aqReadings.stationId, q.stationId),
    q.from ? gte(aqReadings.hour, cstDayStart(q.from)) : undefined,
    q.to ? lt(aqReadings.hour, new Date(cstDayStart(q.to).getTime() + DAY_MS)) : undefined,
    q.level === undefined ? undefined : eq(aqReadings.level, q.level),
    q.primary ? primaryIs(q.primary) : undefined,
    q.source ? eq(aqReadings.source, q.source) : undefined,
  );
}

const readingColumns = {
  id: aqReadings.id,
  stationId: aqReadings.stationId,
  stationName: aqStations.name,
  hour: aqReadings.hour,
  ...readingValues,
  aqi: aqReadings.aqi,
  primary: aqReadings.primary,
  aqiVersion: aqReadings.aqiVersion,
  source: aqReadings.source,
  updatedAt: aqReadings.updatedAt,
};
type ReadingSelected = Pick<ReadingRow, 'id' | 'stationId' | 'hour' | Pollutant | 'aqi' | 'primary' | 'aqiVersion' | 'source' | 'updatedAt'> & {
  stationName: string;
};

const readingOut = (r: ReadingSelected) => ({
  ...hourPoint(r),
  id: r.id,
  stationId: r.stationId,
  stationName: r.stationName,
  source: r.source,
  updatedAt: r.updatedAt.toISOString(),
});

function readingKeyset(q: Pick<ReadingFilters, 'sortField' | 'sortOrder'>) {
  return keyset({ column: q.sortField === 'aqi' ? aqReadings.aqi : aqReadings.hour, id: aqReadings.id, ascending: q.sortOrder === 'ascend' });
}

/** A station's days in the filter's range (a year at most), filtered and sorted. */
async function filteredDays(db: DbOrTx, q: ReadingFilters) {
  if (q.stationId === undefined) throw badRequest('stationId: daily values are computed for one station; choose one', 'stationId');
  const station = await stationById(db, q.stationId);
  const to = q.to ?? cstDay(new Date());
  const from = q.from ?? new Date(Date.parse(to) - 29 * DAY_MS).toISOString().slice(0, 10);
  dayRange(from, to);
  let days = (await storedDays(db, station, from, to)).map((d) => ({ ...d, stationId: station.id, stationName: station.name }));
  if (q.level !== undefined) days = days.filter((d) => d.level === q.level);
  if (q.primary) days = days.filter((d) => d.primary.some((i) => ITEM_POLLUTANT[i] === q.primary));
  const sign = q.sortOrder === 'ascend' ? 1 : -1;
  days.sort((a, b) => (q.sortField === 'aqi' ? ((a.aqi ?? -1) - (b.aqi ?? -1)) * sign || (a.day < b.day ? -sign : sign) : a.day < b.day ? -sign : sign));
  return days;
}

/** GET /apiv2/env/admin/airquality: readings (hourly, server-paged) or one station's days, with their computed values. */
export async function queryReadings(db: DbOrTx, q: z.infer<typeof s.readingQuery>) {
  const paging = { current: q.current, pageSize: q.pageSize };
  if (q.granularity === 'day') {
    const days = await filteredDays(db, q);
    const from = (q.current - 1) * q.pageSize;
    return { granularity: q.granularity, list: [], days: days.slice(from, from + q.pageSize), total: days.length, more: false, ...paging };
  }
  const where = readingWhere(q);
  const order = readingKeyset(q);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(readingColumns)
      .from(aqReadings)
      .innerJoin(aqStations, eq(aqStations.id, aqReadings.stationId))
      .where(where)
      .orderBy(...order.orderBy)
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    // Counted up to READING_COUNT_CAP: counting 100,000 rows at every page costs more than the page.
    db.select({ total: count() }).from(
      db
        .select({ one: sql`1` })
        .from(aqReadings)
        .where(where)
        .limit(READING_COUNT_CAP + 1)
        .as('capped'),
    ),
  ]);
  return {
    granularity: q.granularity,
    list: rows.map(readingOut),
    days: [],
    total: Math.min(total, READING_COUNT_CAP),
    more: total > READING_COUNT_CAP,
    ...paging,
  };
}

/** The filtered hourly readings for the export, a page at a time in the list's order. */
export function readingPages(db: DbOrTx, q: ReadingFilters) {
  const order = readingKeyset(q);
  return order.pages(async (after, limit) => {
    const rows = await db
      .select({ ...readingColumns, sortKey: order.sortKey })
      .from(aqReadings)
      .innerJoin(aqStations, eq(aqStations.id, aqReadings.stationId))
      .where(and(readingWhere(q), after))
      .orderBy(...order.orderBy)
      .limit(limit);
    return rows.map((r) => ({ ...readingOut(r), sortKey: r.sortKey }));
  });
}

export async function* dayPages(db: DbOrTx, q: ReadingFilters) {
  yield await filteredDays(db, q);
}

// ---------- stations ----------

/** GET …/airquality/stations: every station with its key's state and how many readings it has. */
export async function queryStations(db: DbOrTx) {
  const stats = db
    .select({ stationId: aqReadings.stationId, readings: count().as('readings'), lastHour: max(aqReadings.hour).as('last_hour') })
    .from(aqReadings)
    .groupBy(aqReadings.stationId)
    .as('stats');
  const rows = await db
    .select({ station: aqStations, readings: stats.readings, lastHour: stats.lastHour })
    .from(aqStations)
    .leftJoin(stats, eq(stats.stationId, aqStations.id))
    .orderBy(asc(aqStations.id));
  const list = rows.map(({ station, readings, lastHour }) =>
    stationOut(station, Number(readings ?? 0), lastHour ? new Date(lastHour as unknown as string) : null),
  );
  return { list, total: list.length };
}

function stationOut(st: Station, readings: number, lastHour: Date | null) {
  return {
    id: st.id,
    name: st.name,
    x: st.x,
    y: st.y,
    address: st.address,
    pollutants: stationPollutants(st),
    status: st.status,
    hasKey: st.keyHash !== null,
    keyHint: st.keyHint,
    keyCreatedAt: iso(st.keyCreatedAt),
    keyRevokedAt: iso(st.keyRevokedAt),
    readings,
    lastHour: iso(lastHour),
    updatedAt: st.updatedAt.toISOString(),
  };
}

/** POST …/airquality/stationpost: create (no id) or update a station; names are unique. */
export async function saveStation(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.stationPost>) {
  const { id: stationId, ...fields } = input;
  const id = await deps.db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: aqStations.id }).from(aqStations).where(eq(aqStations.name, fields.name));
    if (taken && taken.id !== stationId) throw conflict(`name: a station is already called "${fields.name}"`, 'name');
    if (stationId === undefined) {
      const [row] = await tx
        .insert(aqStations)
        .values({ ...fields, createdAt: deps.now(), updatedAt: deps.now() })
        .returning();
      await audit(tx, request, { action: 'create', entity: 'aqStation', entityId: row.id, summary: row.name, after: row });
      return row.id;
    }
    const [before] = await tx.select().from(aqStations).where(eq(aqStations.id, stationId)).for('update');
    if (!before) throw notFound('Station');
    const [row] = await tx
      .update(aqStations)
      .set({ ...fields, updatedAt: deps.now() })
      .where(eq(aqStations.id, stationId))
      .returning();
    // A day's values depend on what the station measures.
    if ([...before.pollutants].sort().join() !== [...row.pollutants].sort().join()) await refreshAllDays(tx, row, deps.now());
    await audit(tx, request, { action: 'update', entity: 'aqStation', entityId: row.id, summary: row.name, before, after: row });
    return row.id;
  });
  return (await queryStations(deps.db)).list.find((st) => st.id === id)!;
}

/** POST …/airquality/stationdelete: a station without readings (one with readings is retired instead). */
export async function deleteStation(deps: Deps, request: FastifyRequest, id: number) {
  await deps.db.transaction(async (tx) => {
    const [station] = await tx.select().from(aqStations).where(eq(aqStations.id, id)).for('update');
    if (!station) throw notFound('Station');
    const [{ n }] = await tx.select({ n: count() }).from(aqReadings).where(eq(aqReadings.stationId, id));
    if (n > 0) throw conflict(`The station ${station.name} has ${n} readings: set its status to retired instead`);
    await tx.delete(aqStations).where(eq(aqStations.id, id));
    await audit(tx, request, { action: 'delete', entity: 'aqStation', entityId: id, summary: station.name, before: station });
  });
}

/** POST …/airquality/stationkey: a new key for the station (the old one stops working); shown this once. */
export async function createStationKey(deps: Deps, request: FastifyRequest, id: number) {
  const key = `aqk_${newToken()}`;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [station] = await tx.select().from(aqStations).where(eq(aqStations.id, id)).for('update');
    if (!station) throw notFound('Station');
    if (station.status === 'retired') throw unprocessable(`The station ${station.name} is retired: it takes no key`);
    await tx
      .update(aqStations)
      .set({ keyHash: hashToken(key), keyHint: key.slice(-4), keyCreatedAt: now, keyRevokedAt: null, updatedAt: now })
      .where(eq(aqStations.id, id));
    await audit(tx, request, {
      action: 'create',
      entity: 'aqStationKey',
      entityId: id,
      summary: `${station.name}: new key …${key.slice(-4)}${station.keyHash ? ' (the previous key no longer works)' : ''}`,
    });
  });
  return { stationId: id, key, keyHint: key.slice(-4), keyCreatedAt: now.toISOString() };
}

/** POST …/airquality/stationkeyrevoke: the station's key stops working at once. */
export async function revokeStationKey(deps: Deps, request: FastifyRequest, id: number) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [station] = await tx.select().from(aqStations).where(eq(aqStations.id, id)).for('update');
    if (!station) throw notFound('Station');
    if (!station.keyHash) throw conflict(`The station ${station.name} has no key to revoke`);
    await tx.update(aqStations).set({ keyHash: null, keyRevokedAt: now, updatedAt: now }).where(eq(aqStations.id, id));
    await audit(tx, request, { action: 'revoke', entity: 'aqStationKey', entityId: id, summary: `${station.name}: key …${station.keyHint} revoked` });
  });
  return (await queryStations(deps.db)).list.find((st) => st.id === id)!;
}

// ---------- alert rules ----------

export async function queryAlertRules(db: DbOrTx) {
  const fired = db
    .select({ ruleId: aqAlertEvents.ruleId, fired: count().as('fired'), lastFiredAt: max(aqAlertEvents.createdAt).as('last_fired_at') })
    .from(aqAlertEvents)
    .groupBy(aqAlertEvents.ruleId)
    .as('fired');
  const rows = await db
    .select({ rule: aqAlertRules, stationName: aqStations.name, fired: fired.fired, lastFiredAt: fired.lastFiredAt })
    .from(aqAlertRules)
    .leftJoin(aqStations, eq(aqStations.id, aqAlertRules.stationId))
    .leftJoin(fired, eq(fired.ruleId, aqAlertRules.id))
    .orderBy(asc(aqAlertRules.id));
  const list = rows.map(({ rule, stationName, fired: n, lastFiredAt }) => ({
    id: rule.id,
    name: rule.name,
    stationId: rule.stationId,
    stationName,
    aqiAbove: rule.aqiAbove,
    hours: rule.hours,
    roleIds: rule.roleIds,
    enabled: rule.enabled,
    fired: Number(n ?? 0),
    lastFiredAt: lastFiredAt ? new Date(lastFiredAt as unknown as string).toISOString() : null,
    updatedAt: rule.updatedAt.toISOString(),
  }));
  return { list, total: list.length };
}

export async function saveAlertRule(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.alertRulePost>) {
  const { id: ruleId, ...fields } = input;
  const id = await deps.db.transaction(async (tx) => {
    if (fields.stationId !== null) {
      const [st] = await tx.select({ id: aqStations.id }).from(aqStations).where(eq(aqStations.id, fields.stationId));
      if (!st) throw unprocessable(`stationId: no station ${fields.stationId}`, 'stationId');
    }
    const known = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, fields.roleIds));
    const unknown = fields.roleIds.filter((r) => !known.some((k) => k.id === r));
    if (unknown.length) throw unprocessable(`roleIds: no role ${unknown.join(', ')}`, 'roleIds');
    const values = { ...fields, roleIds: [...new Set(fields.roleIds)], updatedAt: deps.now() };
    if (ruleId === undefined) {
      const [row] = await tx.insert(aqAlertRules).values(values).returning();
      await audit(tx, request, { action: 'create', entity: 'aqAlertRule', entityId: row.id, summary: row.name, after: row });
      return row.id;
    }
    const [before] = await tx.select().from(aqAlertRules).where(eq(aqAlertRules.id, ruleId)).for('update');
    if (!before) throw notFound('Alert rule');
    const [row] = await tx.update(aqAlertRules).set(values).where(eq(aqAlertRules.id, ruleId)).returning();
    await audit(tx, request, { action: 'update', entity: 'aqAlertRule', entityId: row.id, summary: row.name, before, after: row });
    return row.id;
  });
  return (await queryAlertRules(deps.db)).list.find((r) => r.id === id)!;
}

export async function deleteAlertRule(deps: Deps, request: FastifyRequest, id: number) {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.delete(aqAlertRules).where(eq(aqAlertRules.id, id)).returning();
    if (!before) throw notFound('Alert rule');
    await audit(tx, request, { action: 'delete', entity: 'aqAlertRule', entityId: id, summary: before.name, before });
  });
}
