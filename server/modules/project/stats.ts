import { and, inArray, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ClueScope } from '@shared/clue';
import { NO_INDUSTRY, chinaYear, monthWithin, monthsOf } from '@shared/clueStats';
import { PROJECT_STAGES, PROJECT_STATUSES, type ProjectCurrency } from '@shared/project';
import { MILESTONE_DUE_DAYS, PROJECT_STATS_TOP_GROUPS, PROJECT_STATS_TOP_OWNERS, projectListLink, type ProjectListFilters } from '@shared/projectStats';
import { projectCategories, projects, users } from '../../db/schema';
import { rowsOf } from '../../db/raw';
import type { Deps } from '../../deps';
import { chinaDayStart, withinDays } from '../../lib/dayRange';
import { actorOf, chinaDay } from '../clue/common';
import { milestoneDoneCondition, milestoneDueCondition, overdueMilestoneCondition, projectTab } from './common';
import type { ProjectStats, projectStatsQuery } from './statsSchemas';

const DAY_MS = 86_400_000;
const add = <K>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n);
const round = (n: number) => Math.round(n * 100) / 100;

type Group = { n: number; amounts: Map<ProjectCurrency, number> };
const groupOf = <K>(map: Map<K, Group>, key: K) => {
  let g = map.get(key);
  if (!g) map.set(key, (g = { n: 0, amounts: new Map() }));
  return g;
};
const amountsOf = (m: Map<ProjectCurrency, number>) =>
  [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([currency, amount]) => ({ currency, amount: round(amount) }));

type CohortRow = { status: string; stage: string; ownerId: number | null; month: number | null; created: number; overdue: number; due: number; done: number };
type SigningRow = {
  kind: number;
  industryCode: string | null;
  category: number | null;
  currency: ProjectCurrency;
  ownerId: number | null;
  month: number | null;
  n: number;
  amount: string | null;
  seconds: number | null;
};
/**
 * grouping(industry, category, currency, owner) of each grouping set of the signings: a bit for each of the four left
 * out of the set, the first the highest (industry and currency: 0101).
 */
const SIGNED_BY = { industry: 0b0101, category: 0b1001, month: 0b1111, owner: 0b1110 } as const;

/**
 * GET /api/pms/admin/data/projectindex: the projects dashboard of a period and a scope tab. Every count is a project
 * list's total: the projects of the tab (the list's projectTab, within the caller's data scope or team) with the list's
 * own filters (created from/to, signed from/to, status, stage, industry, top category and below, currency, owner, the
 * milestone filters), so each figure carries the address of that list. Investment stays in each project's currency
 * (no rate is kept): it is summed per currency.
 *
 * Two grouped queries at once: one pass over the tab's projects counting those created in the period and, per owner,
 * those with an overdue milestone (the projects' own openMilestoneEnd), one due soon and one done in the period (drawn
 * from the milestones' partial indexes, which hold the project id so that no milestone row is read); and those signed in
 * the period, counted by industry, top category, month and owner in one grouping-sets query (projects_signed_asc_idx).
 * Then the names of the owners shown.
 */
export async function projectStatsOf(deps: Deps, request: FastifyRequest, q: z.infer<typeof projectStatsQuery>): Promise<ProjectStats> {
  const db = deps.db;
  const now = deps.now();
  const today = chinaDay(now);
  const year = chinaYear(now);
  const period = { from: q.from ?? (q.to ? `${q.to.slice(0, 4)}-01-01` : year.from), to: q.to ?? (q.from ? `${q.from.slice(0, 4)}-12-31` : year.to) };
  const tab: ClueScope = q.scope;
  const actor = await actorOf(db, request);
  const inTab = await projectTab(db, actor, tab);
  const link = (f: ProjectListFilters) => projectListLink(tab, f);
  const created = { from: period.from, to: period.to };
  const signedIn = { signedFrom: period.from, signedTo: period.to };
  const dueSoon = { from: today, to: new Date(Date.parse(`${today}T00:00:00Z`) + (MILESTONE_DUE_DAYS - 1) * DAY_MS).toISOString().slice(0, 10) };

  const months = monthsOf(period.from, period.to);
  const monthDays = months.map((month) => monthWithin(month, period));
  // Each month's first instant: width_bucket numbers a row's month 1…n by comparisons, not a time-zone conversion a row.
  const monthOf = (column: AnyColumn) =>
    sql<number>`width_bucket(${column}, array[${sql.join(
      monthDays.map((d) => sql`${chinaDayStart(d.from).toISOString()}::timestamptz`),
      sql`, `,
    )}])`;
  // The top-level category of the project's (itself at the top, else the first of its ancestors' path "0,3,…").
  const topCategory = sql<number>`case when ${projectCategories.ancestors} = '0' then ${projectCategories.id} else split_part(${projectCategories.ancestors}, ',', 2)::int end`;

  const inPeriod = withinDays(projects.createdAt, created);
  const countWhere = (condition: SQL | undefined) => sql`(count(*) filter (where ${condition}))::int`;
  // Raw rows (rowsOf): drizzle's mapping of a few thousand grouped rows cost about as much as the grouping.
  const [cohort, signings] = await Promise.all([
    // One pass over the tab's projects: the cohort created in the period by status, stage, owner and month, and per
    // owner those with an overdue milestone, one due soon and one done in the period (each milestone set read once,
    // from its index alone, and probed as a hash).
    rowsOf<CohortRow>(
      db,
      sql`select ${projects.status} as status, ${projects.stage} as stage, ${projects.ownerId} as "ownerId",
                 case when ${inPeriod} then ${monthOf(projects.createdAt)} end as month,
                 ${countWhere(inPeriod)} as created, ${countWhere(overdueMilestoneCondition(today))} as overdue,
                 ${countWhere(milestoneDueCondition(dueSoon))} as due, ${countWhere(milestoneDoneCondition(period))} as done
            from ${projects}
           where ${inTab ?? sql`true`}
           group by 1, 2, 3, 4`,
    ),
    // The projects signed in the period (projects_signed_asc_idx) counted four ways at once: by industry and currency,
    // by top category and currency, by month (with the days they took) and by owner. grouping() tells the four apart.
    rowsOf<SigningRow>(
      db,
      sql`select ${projects.industryCode} as "industryCode", ${topCategory} as category, ${projects.currency} as currency,
                 ${projects.ownerId} as "ownerId", ${monthOf(projects.signedAt)} as month, count(*)::int as n,
                 sum(${projects.investmentAmount})::text as amount,
                 sum(extract(epoch from ${projects.signedAt} - ${projects.createdAt}))::float8 as seconds,
                 grouping(${projects.industryCode}, ${topCategory}, ${projects.currency}, ${projects.ownerId})::int as kind
            from ${projects}
            join ${projectCategories} on ${projectCategories.id} = ${projects.categoryId}
           where ${and(inTab, isNotNull(projects.signedAt), withinDays(projects.signedAt, { from: period.from, to: period.to }))}
           group by grouping sets ((1, 3), (2, 3), (5), (4))`,
    ),
  ]);

  const owners = new Map<number, { projects: number; signed: number; overdue: number }>();
  const ownerOf = (id: number) => {
    let o = owners.get(id);
    if (!o) owners.set(id, (o = { projects: 0, signed: 0, overdue: 0 }));
    return o;
  };
  const byStatus = new Map<string, number>();
  const byStage = new Map<string, number>();
  const createdMonths = new Map<number, number>();
  let createdTotal = 0;
  let overdueTotal = 0;
  let dueTotal = 0;
  let doneTotal = 0;
  for (const r of cohort) {
    createdTotal += r.created;
    overdueTotal += r.overdue;
    dueTotal += r.due;
    doneTotal += r.done;
    if (r.created) {
      add(byStatus, r.status, r.created);
      add(byStage, r.stage, r.created);
      add(createdMonths, Number(r.month), r.created);
    }
    if (r.ownerId !== null && (r.created || r.overdue)) {
      const o = ownerOf(r.ownerId);
      o.projects += r.created;
      o.overdue += r.overdue;
    }
  }

  const industries = new Map<string, Group>();
  const categories = new Map<number, Group>();
  const currencies = new Map<ProjectCurrency, Group>();
  const signedMonths = new Map<number, number>();
  let signedTotal = 0;
  let seconds = 0;
  for (const r of signings) {
    const amount = r.amount === null ? 0 : Number(r.amount);
    if (r.kind === SIGNED_BY.industry) {
      // Every signed project has one industry (or none) and one currency: the currencies' totals are these rows' sums.
      for (const g of [groupOf(industries, r.industryCode ?? ''), groupOf(currencies, r.currency)]) {
        g.n += r.n;
        add(g.amounts, r.currency, amount);
      }
    } else if (r.kind === SIGNED_BY.category) {
      const g = groupOf(categories, Number(r.category));
      g.n += r.n;
      add(g.amounts, r.currency, amount);
    } else if (r.kind === SIGNED_BY.month) {
      signedTotal += r.n;
      seconds += Number(r.seconds);
      add(signedMonths, Number(r.month), r.n);
    } else if (r.kind === SIGNED_BY.owner && r.ownerId !== null) ownerOf(r.ownerId).signed += r.n;
  }

  const topOwners = [...owners]
    .sort((a, b) => b[1].signed - a[1].signed || b[1].projects - a[1].projects || b[1].overdue - a[1].overdue || a[0] - b[0])
    .slice(0, PROJECT_STATS_TOP_OWNERS);
  const topCategories = [...categories].sort((a, b) => b[1].n - a[1].n || a[0] - b[0]).slice(0, PROJECT_STATS_TOP_GROUPS);
  const [names, categoryNames] = await Promise.all([
    topOwners.length
      ? db
          .select({ id: users.id, name: users.realName, username: users.username })
          .from(users)
          .where(
            inArray(
              users.id,
              topOwners.map(([id]) => id),
            ),
          )
      : Promise.resolve([]),
    topCategories.length
      ? db
          .select({ id: projectCategories.id, name: projectCategories.name })
          .from(projectCategories)
          .where(
            inArray(
              projectCategories.id,
              topCategories.map(([id]) => id),
            ),
          )
      : Promise.resolve([]),
  ]);
  const nameOf = new Map(names.map((u) => [u.id, u.name || u.username]));
  const categoryName = new Map(categoryNames.map((c) => [c.id, c.name]));

  return {
    generatedAt: now.toISOString(),
    period,
    scope: tab,
    totals: {
      created: { count: createdTotal, link: link(created) },
      signed: { count: signedTotal, link: link(signedIn) },
      investment: [...currencies]
        .sort((a, b) => b[1].n - a[1].n || a[0].localeCompare(b[0]))
        .map(([currency, g]) => ({ currency, amount: round(g.amounts.get(currency) ?? 0), count: g.n, link: link({ ...signedIn, currency }) })),
      daysToSign: { days: signedTotal ? Math.round((seconds / signedTotal / 86_400) * 10) / 10 : null, link: link(signedIn) },
    },
    byStatus: PROJECT_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0, link: link({ ...created, status }) })),
    byStage: PROJECT_STAGES.map((stage) => ({ stage, count: byStage.get(stage) ?? 0, link: link({ ...created, stage }) })),
    monthly: months.map((month, i) => {
      const days = monthDays[i];
      return {
        month,
        created: { count: createdMonths.get(i + 1) ?? 0, link: link(days) },
        signed: { count: signedMonths.get(i + 1) ?? 0, link: link({ signedFrom: days.from, signedTo: days.to }) },
      };
    }),
    byIndustry: [...industries]
      .sort((a, b) => b[1].n - a[1].n || a[0].localeCompare(b[0]))
      .slice(0, PROJECT_STATS_TOP_GROUPS)
      .map(([value, g]) => ({ value, count: g.n, investment: amountsOf(g.amounts), link: link({ ...signedIn, industryCode: value || NO_INDUSTRY }) })),
    byCategory: topCategories.map(([categoryId, g]) => ({
      categoryId,
      name: categoryName.get(categoryId) ?? `#${categoryId}`,
      count: g.n,
      investment: amountsOf(g.amounts),
      link: link({ ...signedIn, categoryId }),
    })),
    milestones: {
      overdue: { count: overdueTotal, link: link({ hasOverdueMilestone: 'true' }) },
      dueSoon: { count: dueTotal, ...dueSoon, link: link({ milestoneDueFrom: dueSoon.from, milestoneDueTo: dueSoon.to }) },
      done: { count: doneTotal, link: link({ milestoneDoneFrom: period.from, milestoneDoneTo: period.to }) },
    },
    owners: topOwners.map(([ownerId, o]) => ({
      ownerId,
      ownerName: nameOf.get(ownerId) ?? null,
      projects: { count: o.projects, link: link({ ownerId, ...created }) },
      signed: { count: o.signed, link: link({ ownerId, ...signedIn }) },
      overdue: { count: o.overdue, link: link({ ownerId, hasOverdueMilestone: 'true' }) },
    })),
  };
}
