import { and, count, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CLUE_DEAL_STAGES, type ClueScope } from '@shared/clue';
import {
  FUNNEL_SIDE_STAGES,
  FUNNEL_STAGES,
  NO_INDUSTRY,
  chinaYear,
  clueListLink,
  monthWithin,
  monthsOf,
  rateOf,
  stagesFrom,
  type ClueListFilters,
} from '@shared/clueStats';
import { clueHistory, clues, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { rowsOf } from '../../db/raw';
import { chinaDayStart, withinDays } from '../../lib/dayRange';
import { actorOf } from './common';
import { clueFilter, overdueCondition, scopeTab } from './service';
import type { ClueStats, statsQuery } from './statsSchemas';

type SignedRow = { id: number; ownerId: number | null; industryCode: string | null; investment: string | null; month: number };

const add = <K>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n);

/**
 * GET /api/pms/admin/data/index: the investment dashboard of a period and a scope tab. Every count is a clue list's
 * total: the owned clues of the tab (the list's scopeTab, within the caller's data scope) with the list's own filters
 * (clueFilter), so each figure carries the address of that list. Signings are moves to "signed" in the clues' stage
 * history and investment the signed clues' planned investment, until projects exist (a project's signing and its
 * investment would then replace these two readings; the figures' shapes stay).
 *
 * Four queries at once, each over an index of its own: the clues created in the period grouped
 * (clues_created_stats_idx), the moves to "signed" in it with their clues (clue_history_signed_idx, then each clue by
 * its id), the clues followed up (clues_owned_followed_idx) and overdue (clues_overdue_idx) by owner.
 */
export async function clueStatsOf(deps: Deps, request: FastifyRequest, q: z.infer<typeof statsQuery>): Promise<ClueStats> {
  const db = deps.db;
  const now = deps.now();
  const year = chinaYear(now);
  // One end given: the rest of its year; none: this year.
  const period = { from: q.from ?? (q.to ? `${q.to.slice(0, 4)}-01-01` : year.from), to: q.to ?? (q.from ? `${q.from.slice(0, 4)}-12-31` : year.to) };
  const tab: ClueScope = q.scope;
  const actor = await actorOf(db, request);
  const inTab = and(eq(clues.poolState, 'owned'), await scopeTab(db, actor, tab));
  const link = (f: ClueListFilters) => clueListLink(tab, f);
  const created = { from: period.from, to: period.to };
  const signedIn = { signedFrom: period.from, signedTo: period.to };
  const followedIn = { followedFrom: period.from, followedTo: period.to };

  const months = monthsOf(period.from, period.to);
  const monthDays = months.map((month) => monthWithin(month, period));
  // Each month's first instant: width_bucket numbers a row's month 1…n by comparisons, not a time-zone conversion a row.
  const monthOf = (column: AnyColumn) =>
    sql<number>`width_bucket(${column}, array[${sql.join(
      monthDays.map((d) => sql`${chinaDayStart(d.from).toISOString()}::timestamptz`),
      sql`, `,
    )}])`;

  const [cohort, signings, followed, overdue] = await Promise.all([
    // The clues created in the period by stage, source, owner and month (clues_created_stats_idx, index only).
    db
      .select({ stage: clues.stage, source: clues.source, ownerId: clues.ownerId, month: monthOf(clues.createdAt), n: count() })
      .from(clues)
      .where(and(inTab, withinDays(clues.createdAt, created)))
      .groupBy(sql`1, 2, 3, 4`),
    // The moves to "signed" in the period (clue_history_signed_idx), each with its clue when the clue is in the tab. The
    // clue is looked up by its id for each move (a lateral subquery the planner keeps apart: a few thousand moves,
    // not a hash of every clue). A clue is counted once in the period and once a month, as the list's signedFrom/To.
    rowsOf<SignedRow>(
      db,
      sql`
      select c.id, c.owner_id as "ownerId", c.industry_code as "industryCode", c.investment_amount as investment, ${monthOf(clueHistory.createdAt)} as month
        from ${clueHistory}
        cross join lateral (select ${clues.id}, ${clues.ownerId}, ${clues.industryCode}, ${clues.investmentAmount} from ${clues}
                             where ${clues.id} = ${clueHistory.clueId} and ${inTab} offset 0) c
       where ${and(eq(clueHistory.toStage, 'signed'), withinDays(clueHistory.createdAt, created))}`,
    ),
    db
      .select({ ownerId: clues.ownerId, n: count() })
      .from(clues)
      .where(and(inTab, clueFilter(followedIn, now)))
      .groupBy(clues.ownerId),
    db
      .select({ ownerId: clues.ownerId, n: count() })
      .from(clues)
      .where(and(inTab, overdueCondition(now)))
      .groupBy(clues.ownerId),
  ]);

  // The pipeline: each stage's clues created in the period, then each step with those further along.
  const byStage = new Map<string, number>();
  const bySource = new Map<string, { clues: number; signed: number }>();
  const owners = new Map<number, { clues: number; followedUp: number; signed: number; overdue: number }>();
  const ownerOf = (id: number) => {
    let o = owners.get(id);
    if (!o) owners.set(id, (o = { clues: 0, followedUp: 0, signed: 0, overdue: 0 }));
    return o;
  };
  const deal = new Set<string>(CLUE_DEAL_STAGES);
  const createdMonths = new Map<number, number>();
  for (const r of cohort) {
    add(byStage, r.stage, r.n);
    add(createdMonths, Number(r.month), r.n);
    const s = bySource.get(r.source) ?? { clues: 0, signed: 0 };
    bySource.set(r.source, { clues: s.clues + r.n, signed: s.signed + (deal.has(r.stage) ? r.n : 0) });
    if (r.ownerId !== null) ownerOf(r.ownerId).clues += r.n;
  }
  const industries = new Map<string, { n: number; investment: number }>();
  const signedMonths = new Map<number, Set<number>>();
  const signedClues = new Map<number, { ownerId: number | null; industryCode: string | null; investment: number }>();
  for (const r of signings) {
    signedClues.set(r.id, { ownerId: r.ownerId, industryCode: r.industryCode, investment: r.investment === null ? 0 : Number(r.investment) });
    const month = Number(r.month);
    signedMonths.set(month, (signedMonths.get(month) ?? new Set()).add(r.id));
  }
  let investmentTotal = 0;
  for (const c of signedClues.values()) {
    investmentTotal += c.investment;
    const key = c.industryCode ?? '';
    const i = industries.get(key) ?? { n: 0, investment: 0 };
    industries.set(key, { n: i.n + 1, investment: i.investment + c.investment });
    if (c.ownerId !== null) ownerOf(c.ownerId).signed += 1;
  }
  const signedTotal = signedClues.size;
  for (const r of followed) if (r.ownerId !== null) ownerOf(r.ownerId).followedUp += r.n;
  let overdueTotal = 0;
  for (const r of overdue) {
    overdueTotal += r.n;
    if (r.ownerId !== null) ownerOf(r.ownerId).overdue += r.n;
  }

  const names = owners.size
    ? await db
        .select({ id: users.id, name: users.realName, username: users.username })
        .from(users)
        .where(inArray(users.id, [...owners.keys()]))
    : [];
  const nameOf = new Map(names.map((u) => [u.id, u.name || u.username]));

  let previous: number | null = null;
  const funnel = FUNNEL_STAGES.map((stage) => {
    const stages = stagesFrom(stage);
    const n = stages.reduce((sum, s) => sum + (byStage.get(s) ?? 0), 0);
    const conversion = previous === null ? null : rateOf(n, previous);
    previous = n;
    return { stage, count: n, conversion, link: link({ ...created, stages: stages.join(',') }) };
  });
  const round = (n: number) => Math.round(n * 100) / 100;

  return {
    generatedAt: now.toISOString(),
    period,
    scope: tab,
    totals: {
      created: { count: [...byStage.values()].reduce((a, b) => a + b, 0), link: link(created) },
      signed: { count: signedTotal, link: link(signedIn) },
      investment: { amount: round(investmentTotal), link: link(signedIn) },
      overdue: { count: overdueTotal, link: link({ overdue: 'true' }) },
    },
    funnel,
    aside: FUNNEL_SIDE_STAGES.map((stage) => ({ stage, count: byStage.get(stage) ?? 0, link: link({ ...created, stage }) })),
    monthly: months.map((month, i) => {
      const days = monthDays[i];
      return {
        month,
        created: { count: createdMonths.get(i + 1) ?? 0, link: link(days) },
        signed: { count: signedMonths.get(i + 1)?.size ?? 0, link: link({ signedFrom: days.from, signedTo: days.to }) },
      };
    }),
    byIndustry: [...industries]
      .sort((a, b) => b[1].investment - a[1].investment || b[1].n - a[1].n || a[0].localeCompare(b[0]))
      .map(([value, i]) => ({ value, count: i.n, investment: round(i.investment), link: link({ ...signedIn, industryCode: value || NO_INDUSTRY }) })),
    owners: [...owners]
      .sort((a, b) => b[1].signed - a[1].signed || b[1].clues - a[1].clues || a[0] - b[0])
      .map(([ownerId, o]) => ({
        ownerId,
        ownerName: nameOf.get(ownerId) ?? null,
        clues: { count: o.clues, link: link({ ownerId, ...created }) },
        followedUp: { count: o.followedUp, link: link({ ownerId, ...followedIn }) },
        signed: { count: o.signed, link: link({ ownerId, ...signedIn }) },
        overdue: { count: o.overdue, link: link({ ownerId, overdue: 'true' }) },
      })),
    sources: [...bySource]
      .sort((a, b) => b[1].clues - a[1].clues || a[0].localeCompare(b[0]))
      .map(([value, s]) => ({
        value,
        clues: { count: s.clues, link: link({ source: value, ...created }) },
        signed: { count: s.signed, link: link({ source: value, ...created, stages: CLUE_DEAL_STAGES.join(',') }) },
        rate: rateOf(s.signed, s.clues),
      })),
  };
}
