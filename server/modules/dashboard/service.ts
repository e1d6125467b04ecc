import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  DASHBOARD_LINKS as links,
  DASHBOARD_SECTIONS,
  DASHBOARD_TOP_INDUSTRIES,
  OCCUPIED_RENTAL_STATUSES,
  OVERDUE_FOLLOW_UPS_KEY,
  chinaMonth,
  occupancyRate,
  type DashboardSection,
} from '@shared/dashboard';
import { todayOf } from '@shared/policyWindow';
import type { DbOrTx } from '../../db/client';
import { clues, companies, units } from '../../db/schema';
import type { Deps } from '../../deps';
import { grants, type AuthUser } from '../../plugins/auth';
import { latestData } from '../airquality/service';
import { applicationTotals } from '../application/service';
import { actorOf, chinaDay, type Actor } from '../clue/common';
import { clueFilter, overdueCondition, scopeTab } from '../clue/service';
import { unreadNoticeCount } from '../notify/service';
import { publishedWindowCounts } from '../policy/service';
import { countTasks } from '../workflow/inbox';
import type * as s from './schemas';

type Out<K extends keyof s.Dashboard> = NonNullable<s.Dashboard[K]>;

/**
 * Companies by status and by industry: one grouped count over companies_status_industry_idx (an index-only scan),
 * split both ways here. Each bucket opens the company list with the same filter (companyFilter's status / industryCode).
 */
export async function companiesSection(db: DbOrTx): Promise<Out<'companies'>> {
  const rows = await db
    .select({ status: companies.status, industryCode: companies.industryCode, count: count() })
    .from(companies)
    .groupBy(companies.status, companies.industryCode);
  const byStatus = new Map<string, number>();
  const byIndustry = new Map<string, number>();
  let total = 0;
  for (const r of rows) {
    total += r.count;
    byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + r.count);
    if (r.industryCode) byIndustry.set(r.industryCode, (byIndustry.get(r.industryCode) ?? 0) + r.count);
  }
  const industries = [...byIndustry].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const top = industries.slice(0, DASHBOARD_TOP_INDUSTRIES);
  return {
    total,
    link: links.companies(),
    byStatus: [...byStatus]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([value, n]) => ({ value, count: n, link: links.companies({ status: value }) })),
    byIndustry: top.map(([value, n]) => ({ value, count: n, link: links.companies({ industryCode: value }) })),
    otherIndustries: total - top.reduce((sum, [, n]) => sum + n, 0),
  };
}

/**
 * Units by rental status and the occupancy by area (occupied gross m² over all), in all and per building: one grouped
 * pass over the units (a park has thousands, not the hundred thousands of the benchmarked tables).
 */
export async function unitsSection(db: DbOrTx): Promise<Out<'units'>> {
  const rows = await db
    .select({
      building: units.building,
      rentalStatus: units.rentalStatus,
      count: count(),
      area: sql<string>`coalesce(sum(${units.grossArea}), 0)`,
    })
    .from(units)
    .groupBy(units.building, units.rentalStatus);
  const occupied = new Set<string>(OCCUPIED_RENTAL_STATUSES);
  const byStatus = new Map<string, { count: number; area: number }>();
  const byBuilding = new Map<string, { units: number; totalArea: number; occupiedArea: number }>();
  for (const r of rows) {
    const area = Number(r.area);
    const st = byStatus.get(r.rentalStatus) ?? { count: 0, area: 0 };
    byStatus.set(r.rentalStatus, { count: st.count + r.count, area: st.area + area });
    const b = byBuilding.get(r.building) ?? { units: 0, totalArea: 0, occupiedArea: 0 };
    byBuilding.set(r.building, {
      units: b.units + r.count,
      totalArea: b.totalArea + area,
      occupiedArea: b.occupiedArea + (occupied.has(r.rentalStatus) ? area : 0),
    });
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  const totalArea = [...byBuilding.values()].reduce((sum, b) => sum + b.totalArea, 0);
  const occupiedArea = [...byBuilding.values()].reduce((sum, b) => sum + b.occupiedArea, 0);
  return {
    total: [...byStatus.values()].reduce((sum, st) => sum + st.count, 0),
    link: links.units(),
    totalArea: round(totalArea),
    occupiedArea: round(occupiedArea),
    occupancyRate: occupancyRate(occupiedArea, totalArea),
    byStatus: [...byStatus]
      .sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))
      .map(([value, st]) => ({ value, count: st.count, area: round(st.area), link: links.units({ rentalStatus: value }) })),
    byBuilding: [...byBuilding]
      .sort((a, b) => a[0].localeCompare(b[0], 'zh-CN'))
      .map(([building, b]) => ({
        building,
        units: b.units,
        totalArea: round(b.totalArea),
        occupiedArea: round(b.occupiedArea),
        occupancyRate: occupancyRate(b.occupiedArea, b.totalArea),
        link: links.units({ building }),
      })),
  };
}

/**
 * Clues by stage, most first, and how many of them moved to "signed" within a period (clueFilter's signedFrom/signedTo,
 * read from the stage history): two grouped counts over the clues the condition keeps. The dashboard's clues within a
 * data scope, and the big screen's park-wide pipeline.
 */
export async function clueStageCounts(db: DbOrTx, where: SQL | undefined, signed: { signedFrom: string; signedTo: string }, now: Date) {
  const [stages, [signedRow]] = await Promise.all([
    db.select({ stage: clues.stage, count: count() }).from(clues).where(where).groupBy(clues.stage).orderBy(desc(count()), clues.stage),
    db
      .select({ count: count() })
      .from(clues)
      .where(and(where, clueFilter(signed, now))),
  ]);
  return { stages, signed: signedRow.count };
}

/**
 * The owned clues of the list's "all" tab (the caller's data scope, scopeTab) by stage, and those signed this month
 * (clueFilter's signedFrom/signedTo, read from the stage history).
 */
async function cluesSection(db: DbOrTx, actor: Actor, now: Date): Promise<Out<'clues'>> {
  const inScope = and(eq(clues.poolState, 'owned'), await scopeTab(db, actor, 'all'));
  const month = chinaMonth(now);
  const signed = { signedFrom: month.from, signedTo: month.to };
  const { stages, signed: signedCount } = await clueStageCounts(db, inScope, signed, now);
  return {
    total: stages.reduce((sum, r) => sum + r.count, 0),
    link: links.clues(),
    byStage: stages.map((r) => ({ value: r.stage, count: r.count, link: links.clues({ stage: r.stage }) })),
    signedThisMonth: { count: signedCount, link: links.clues(signed) },
  };
}

/** Applications waiting for review and those approved with their money, from the application counters. */
async function applicationsSection(db: DbOrTx): Promise<Out<'applications'>> {
  const totals = await applicationTotals(db, ['running', 'approved']);
  const running = totals.get('running') ?? { count: 0, amount: 0 };
  const approved = totals.get('approved') ?? { count: 0, amount: 0 };
  return {
    waiting: { count: running.count, link: links.applications({ status: 'running' }) },
    approved: { count: approved.count, amount: approved.amount, link: links.applications({ status: 'approved' }) },
  };
}

/** Published policies whose window is open, or closing soon, today (the admin list's windowStatus filter). */
async function policiesSection(db: DbOrTx, now: Date): Promise<Out<'policies'>> {
  const counts = await publishedWindowCounts(db, todayOf(now));
  const figure = (windowStatus: 'open' | 'closing_soon') => ({
    count: counts.get(windowStatus) ?? 0,
    link: links.policies({ status: 'published', windowStatus }),
  });
  return { open: figure('open'), closingSoon: figure('closing_soon') };
}

/** The park's latest AQI (the air-quality module's latest values: each station's newest hour, the highest of the latest hour). */
async function airQualitySection(db: DbOrTx, now: Date): Promise<Out<'airQuality'>> {
  const { park } = await latestData(db);
  return {
    ...park,
    today: park.hour !== null && chinaDay(new Date(park.hour)) === chinaDay(now),
    link: links.airQuality(),
  };
}

/** The caller's own work: their waiting tasks, their overdue follow-ups (with the clue list's key), their unread notices. */
async function mineSection(deps: Deps, me: AuthUser, now: Date): Promise<Out<'mine'>> {
  const overdue = grants(me, OVERDUE_FOLLOW_UPS_KEY)
    ? deps.db
        .select({ count: count() })
        .from(clues)
        .where(and(eq(clues.ownerId, me.id), overdueCondition(now)))
        .then(([r]) => ({ count: r.count, link: links.clues({ tab: 'mine', overdue: 'true' }) }))
    : Promise.resolve(undefined);
  const [tasks, overdueFollowUps, unread] = await Promise.all([countTasks(deps.db, me, now), overdue, unreadNoticeCount(deps, me.id)]);
  return {
    tasks: { count: tasks.todo, overdue: tasks.overdue, link: links.tasks() },
    ...(overdueFollowUps ? { overdueFollowUps } : {}),
    unreadNotices: { count: unread, link: links.notices() },
  };
}

/** Which sections a user may see: those whose area's key they hold. */
export const visibleSections = (me: Pick<AuthUser, 'permissions'>): DashboardSection[] =>
  (Object.keys(DASHBOARD_SECTIONS) as DashboardSection[]).filter((section) => grants(me, DASHBOARD_SECTIONS[section]));

/**
 * GET /api/portal/admin/data/dashboard: every section the caller may see, computed at once (each from indexed
 * aggregates or counters); the others are neither computed nor sent.
 */
export async function dashboardOf(deps: Deps, request: FastifyRequest): Promise<s.Dashboard> {
  const me = request.user!;
  const now = deps.now();
  const db = deps.db;
  const sections = new Set(visibleSections(me));
  const when = <T>(section: DashboardSection, compute: () => Promise<T>): Promise<T | undefined> =>
    sections.has(section) ? compute() : Promise.resolve(undefined);
  const [companiesOut, unitsOut, cluesOut, applicationsOut, policiesOut, airQualityOut, mine] = await Promise.all([
    when('companies', () => companiesSection(db)),
    when('units', () => unitsSection(db)),
    when('clues', async () => cluesSection(db, await actorOf(db, request), now)),
    when('applications', () => applicationsSection(db)),
    when('policies', () => policiesSection(db, now)),
    when('airQuality', () => airQualitySection(db, now)),
    mineSection(deps, me, now),
  ]);
  const out: s.Dashboard = { generatedAt: now.toISOString(), mine };
  if (companiesOut) out.companies = companiesOut;
  if (unitsOut) out.units = unitsOut;
  if (cluesOut) out.clues = cluesOut;
  if (applicationsOut) out.applications = applicationsOut;
  if (policiesOut) out.policies = policiesOut;
  if (airQualityOut) out.airQuality = airQualityOut;
  return out;
}
