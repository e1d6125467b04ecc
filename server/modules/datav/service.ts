import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CLUE_STAGES, type ClueStage } from '@shared/clue';
import { DATAV_CACHE_MS, DATAV_KEY, DATAV_POLICY_COUNT, chinaYear, normaliseDatav, type DatavPanel, type DatavSettings } from '@shared/datav';
import { todayOf } from '@shared/policyWindow';
import type { Db, DbOrTx } from '../../db/client';
import { aqReadings, clues } from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { latestData } from '../airquality/service';
import { putEntries } from '../cms/webConfig';
import { allConfig, forgetSiteConfig, siteConfig, siteNameOf } from '../config/service';
import { clueStageCounts, companiesSection, unitsSection } from '../dashboard/service';
import { dictLabeller } from '../dict/service';
import { latestPublished, publishedWindowCounts } from '../policy/service';
import type * as s from './schemas';

type Screen = s.DatavScreen;
type Panel<K extends DatavPanel> = NonNullable<Screen[K]>;

// ---------- the settings ----------

/** GET /api/portal/admin/config/getdatav: the big screen's settings as stored (defaults where missing). */
export const getDatavSettings = async (db: DbOrTx): Promise<DatavSettings> => normaliseDatav((await allConfig(db))[DATAV_KEY]);

/**
 * POST /api/portal/admin/config/postdatav: the whole form; the operation log keeps it before and after. The screens
 * read the new settings at their next refresh (the cached answer is keyed by the settings).
 */
export async function saveDatavSettings(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.datavSettingsPost>) {
  const next = normaliseDatav(input);
  const saved = await deps.db.transaction(async (tx) => {
    const before = await getDatavSettings(tx);
    if (JSON.stringify(before) === JSON.stringify(next)) return before;
    await putEntries(tx, { [DATAV_KEY]: next });
    await audit(tx, request, {
      action: 'update',
      entity: DATAV_KEY,
      summary: next.enabled ? next.panels.join(', ') || '(no panel)' : 'disabled',
      before,
      after: next,
    });
    return getDatavSettings(tx);
  });
  forgetSiteConfig(deps.db);
  return saved;
}

// ---------- the panels ----------

/** Companies in the park (在园), units and the occupancy by area, in all and per building: the admin dashboard's counts, without their links. */
async function parkFiguresPanel(db: DbOrTx): Promise<Panel<'parkFigures'>> {
  const [companies, units] = await Promise.all([companiesSection(db), unitsSection(db)]);
  return {
    companiesInPark: companies.byStatus.find((b) => b.value === 'active')?.count ?? 0,
    units: units.total,
    totalArea: units.totalArea,
    occupiedArea: units.occupiedArea,
    occupancyRate: units.occupancyRate,
    byBuilding: units.byBuilding.map(({ building, units: n, totalArea, occupiedArea, occupancyRate }) => ({
      building,
      units: n,
      totalArea,
      occupiedArea,
      occupancyRate,
    })),
  };
}

/** The pipeline's stages, in order, up to moving in (on hold, invalid and lost are side states). */
const PIPELINE: readonly ClueStage[] = CLUE_STAGES.slice(0, CLUE_STAGES.indexOf('moved_in') + 1);

/** The park's owned clues by stage (counts only: no name, owner or company) and this year's signings. */
async function funnelPanel(db: DbOrTx, now: Date): Promise<Panel<'funnel'>> {
  const year = chinaYear(now);
  const [{ stages, signed }, label] = await Promise.all([
    clueStageCounts(db, eq(clues.poolState, 'owned'), { signedFrom: year.from, signedTo: year.to }, now),
    dictLabeller(db, ['clue_stage'] as const),
  ]);
  const counts = new Map(stages.map((r) => [r.stage, r.count]));
  const at = PIPELINE.map((stage) => counts.get(stage) ?? 0);
  return {
    stages: PIPELINE.map((stage, i) => ({
      stage,
      label: label('clue_stage', stage) ?? stage,
      count: at[i],
      reached: at.slice(i).reduce((sum, n) => sum + n, 0),
    })),
    total: stages.reduce((sum, r) => sum + r.count, 0),
    signedThisYear: signed,
  };
}

const DAY_MS = 86_400_000;

/** Each station's latest AQI (the public getdata) and its hourly AQI over the last 24 hours, from the (station, hour) index. */
async function airQualityPanel(db: DbOrTx, now: Date): Promise<Panel<'airQuality'>> {
  const latest = await latestData(db);
  const ids = latest.stations.map((st) => st.stationId);
  const rows = ids.length
    ? await db
        .select({ stationId: aqReadings.stationId, hour: aqReadings.hour, aqi: aqReadings.aqi })
        .from(aqReadings)
        .where(and(inArray(aqReadings.stationId, ids), gte(aqReadings.hour, new Date(now.getTime() - DAY_MS))))
        .orderBy(asc(aqReadings.stationId), asc(aqReadings.hour))
    : [];
  const series = new Map<number, { hour: string; aqi: number | null }[]>();
  for (const r of rows) {
    if (r.hour.getTime() > now.getTime()) continue;
    const list = series.get(r.stationId) ?? [];
    list.push({ hour: r.hour.toISOString(), aqi: r.aqi === null ? null : Number(r.aqi) });
    series.set(r.stationId, list);
  }
  return {
    park: latest.park,
    stations: latest.stations.map((st) => ({
      stationId: st.stationId,
      name: st.name,
      hour: st.hour,
      aqi: st.aqi,
      level: st.level,
      category: st.category,
      categoryEn: st.categoryEn,
      colour: st.colour,
      primary: st.primary,
      series: series.get(st.stationId) ?? [],
    })),
  };
}

/** The published policies open today and closing soon (the dashboard's counts) and the newest ones (the front page's). */
async function policiesPanel(db: DbOrTx, now: Date): Promise<Panel<'policies'>> {
  const today = todayOf(now);
  const [counts, latest] = await Promise.all([publishedWindowCounts(db, today), latestPublished(db, today, DATAV_POLICY_COUNT)]);
  const closingSoon = counts.get('closing_soon') ?? 0;
  return { open: (counts.get('open') ?? 0) + closingSoon, closingSoon, latest };
}

async function computeScreen(db: Db, settings: DatavSettings, config: Record<string, unknown>, now: Date): Promise<Screen> {
  const published = new Set(settings.panels);
  const when = <T>(panel: DatavPanel, compute: () => Promise<T>): Promise<T | undefined> => (published.has(panel) ? compute() : Promise.resolve(undefined));
  const [parkFigures, funnel, airQuality, policies] = await Promise.all([
    when('parkFigures', () => parkFiguresPanel(db)),
    when('funnel', () => funnelPanel(db, now)),
    when('airQuality', () => airQualityPanel(db, now)),
    when('policies', () => policiesPanel(db, now)),
  ]);
  const parkName = typeof config.parkName === 'string' && config.parkName ? config.parkName : siteNameOf(config);
  const out: Screen = { title: settings.title ?? parkName, refreshSeconds: settings.refreshSeconds, generatedAt: now.toISOString(), panels: settings.panels };
  if (parkFigures) out.parkFigures = parkFigures;
  if (funnel) out.funnel = funnel;
  if (airQuality) out.airQuality = airQuality;
  if (policies) out.policies = policies;
  return out;
}

/**
 * One computed answer per database and settings, kept DATAV_CACHE_MS: a wall of displays refreshing together costs
 * one set of queries. A change of the settings (here or on another instance: the site configuration follows it)
 * is a new key, computed at once.
 */
const cached = new WeakMap<Db, { key: string; at: number; value: Promise<Screen> }>();

/** Forget the kept answer (tests that change the figures under it). */
export const forgetDatavScreen = (db: Db) => cached.delete(db);

/** GET /api/datav/misc/screen: the published panels only; 404 while the screen is switched off. */
export async function datavScreen(deps: Deps): Promise<Screen> {
  const config = await siteConfig(deps.db);
  const settings = normaliseDatav(config[DATAV_KEY]);
  if (!settings.enabled) throw notFound('The big screen');
  const key = JSON.stringify([settings, config.parkName ?? null, config.siteName ?? null]);
  const hit = cached.get(deps.db);
  const at = Date.now();
  if (hit && hit.key === key && at - hit.at < DATAV_CACHE_MS) return hit.value;
  const value = computeScreen(deps.db, settings, config, deps.now());
  cached.set(deps.db, { key, at, value });
  // A failed computation is not kept.
  value.catch(() => {
    if (cached.get(deps.db)?.value === value) cached.delete(deps.db);
  });
  return value;
}
