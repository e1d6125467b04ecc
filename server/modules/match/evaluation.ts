import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { regionPrefix } from '@shared/regionCodes';
import { regionName } from '@shared/regions';
import { inList, rowsOf } from '../../db/raw';
import { keywordQuery } from '@shared/policyText';
import { notClosedSql } from '../policy/window';
import type { CompanyProfile, PolicyRule } from '@shared/policyConditions';
import {
  describeNeeded,
  evaluatePolicy,
  plainEvaluators,
  sortMatches,
  type FilterResult,
  type MatchablePolicy,
  type NeededField,
  type PolicyEvaluators,
  type PolicyMatch,
  type RuleResult,
} from '@shared/policyMatch';
import type * as s from './schemas';
import type { z } from 'zod';
import { rangeStatus, todayOf, windowState, type WindowStatus, type PolicyWindow } from '@shared/policyWindow';

/**
 * Candidates and their evaluation: the published policies whose window is not closed and that pass the hard
 * filter, in one query with region, entity type and window in SQL and only the columns the matcher reads,
 * evaluated in memory in one pass; titles, departments and tags read for the rows being shown only.
 */

const SWIPER_SIZE = 8;

type CandidateRow = {
  id: number;
  level: string;
  region_code: string;
  entity_types: string[];
  rules: PolicyRule[];
  support_type: string;
  max_amount: number | null;
  window_status: WindowStatus;
  deadline: string | null;
};

/** `ids`: only these policies (a batch of newly published ones, for subscriptions). */
export type CandidateFilters = { level?: string[]; supportType?: string[]; keyword?: string; ids?: number[] };

/**
 * The region part of the hard filter in SQL (GB/T 2260): national policies, policies of the company's
 * region or of a region above it (an indexable IN list), and policies below a coarse company region (the
 * matcher calls those unknown, so they stay candidates). An unknown region keeps every policy.
 */
function regionSql(regionCode: string | null | undefined): SQL | undefined {
  const code = regionCode?.trim();
  if (!code || !/^\d{2,12}$/.test(code)) return undefined;
  const t = regionPrefix(code);
  const ancestors = new Set<string>();
  for (let len = 2; len <= Math.min(t.length, 6); len += 2) ancestors.add(t.slice(0, len).padEnd(6, '0'));
  if (t.length % 2 === 1 && t.length <= 6) ancestors.add(t.padEnd(6, '0'));
  return sql`(p.level = 'national' or p.region_code = '100000' or p.region_code in ${inList([...ancestors])} or p.region_code like ${`${t}%`})`;
}

/** Entity type in SQL: policies for every type, or for the company's; unknown keeps them all. */
const entitySql = (entityType: string | null | undefined) =>
  entityType ? sql`(p.entity_types = '[]'::jsonb or p.entity_types @> ${JSON.stringify([entityType])}::jsonb)` : undefined;

function keywordSql(keyword: string | undefined): SQL | undefined {
  const k = keyword?.trim();
  if (!k) return undefined;
  const { tokens, query } = keywordQuery(k);
  // Punctuation only has no words: it matches nothing rather than everything.
  return tokens.length ? sql`p.search_vector @@ to_tsquery('simple', ${query})` : sql`false`;
}

/**
 * Window status and deadline from the columns the policy row keeps for SQL (the query has already left out
 * closed windows): all year is open; a range reads its two dates (rangeStatus); batches go through
 * windowState, the same rules as everywhere else on the front.
 */
function windowOf(
  kind: PolicyWindow['kind'],
  firstStart: string | null,
  lastEnd: string | null,
  starts: string[] | null,
  ends: string[] | null,
  today: string,
): { status: WindowStatus; deadline: string | null } {
  if (kind === 'all_year') return { status: 'open', deadline: null };
  if (kind === 'range' && firstStart && lastEnd) return { status: rangeStatus(firstStart, lastEnd, today), deadline: lastEnd };
  const batches = (starts ?? []).map((startDate, i) => ({ name: '', startDate, endDate: (ends ?? [])[i] }));
  const state = windowState({ kind, startDate: firstStart, endDate: lastEnd, batches }, today);
  return { status: state.windowStatus, deadline: state.deadline };
}

type PackedCandidate = [
  number,
  string,
  string,
  string,
  number | null,
  PolicyWindow['kind'],
  string | null,
  string | null,
  string[] | null,
  string[] | null,
  string[],
];

/**
 * The candidate policies of a profile: published, window not closed, passing region and entity type. One
 * query; the rows come back as one JSON text (one value to transfer and parse instead of ~10 per policy,
 * which is what costs on PGlite), and the window status and deadline are derived in JS. Identical rule sets
 * come once and are shared by their policies, which lets the evaluator reuse the outcome (per request only).
 */
export async function loadCandidates(
  db: DbOrTx,
  profile: Pick<CompanyProfile, 'regionCode' | 'entityType'>,
  today: string,
  filters: CandidateFilters = {},
): Promise<CandidateRow[]> {
  const where = [
    sql`p.status = 'published'`,
    notClosedSql(today),
    regionSql(profile.regionCode),
    entitySql(profile.entityType),
    filters.level?.length ? sql`p.level in ${inList(filters.level)}` : undefined,
    filters.supportType?.length ? sql`p.support_type in ${inList(filters.supportType)}` : undefined,
    keywordSql(filters.keyword),
    filters.ids ? (filters.ids.length ? sql`p.id in ${inList(filters.ids)}` : sql`false`) : undefined,
  ].filter((c): c is SQL => !!c);
  // Rule sets repeat across policies (the same conditions in many documents): grouped by their rules, each
  // distinct set is read and sent once with the policies that share it. jsonb groups in its binary form,
  // and the (out-of-line) rules are read once per policy.
  const [{ packed }] = await rowsOf<{ packed: string | null }>(
    db,
    sql`select json_agg(json_build_array(g.rules, g.members))::text as packed
        from (
          select p.rules, json_agg(json_build_array(p.id, p.level, p.region_code, p.support_type, p.max_amount, p.window_kind, p.window_first_start,
                                                    p.window_last_end, p.window_starts, p.window_ends, p.entity_types)) as members
          from policies p
          where ${sql.join(where, sql` and `)}
          group by p.rules
        ) g`,
  );
  const groups = packed ? (JSON.parse(packed) as [PolicyRule[], PackedCandidate[]][]) : [];
  const rows = groups.flatMap(([rules, members]) =>
    members.map(([id, level, region, supportType, maxAmount, kind, firstStart, lastEnd, starts, ends, entityTypes]) => {
      const w = windowOf(kind, firstStart, lastEnd, starts, ends, today);
      return {
        id,
        level,
        region_code: region,
        support_type: supportType,
        max_amount: maxAmount === null ? null : Number(maxAmount),
        window_status: w.status,
        deadline: w.deadline,
        entity_types: entityTypes,
        rules,
      };
    }),
  );
  // Id order, so equal outcomes, amounts and deadlines always list the same way.
  return rows.sort((x, y) => x.id - y.id);
}

export type Evaluated = { row: CandidateRow; match: PolicyMatch; outcome: PolicyMatch['outcome']; amount: number | null; deadline: string | null };

/** What a rule's outcome, requirement, actual value and gap depend on besides the profile and the date. */
const ruleKey = (r: PolicyRule) => `${r.field}\u0000${r.op}\u0000${JSON.stringify(r.value)}\u0000${r.yearsBack ?? ''}`;
/** What the hard filter reads of a policy. */
const filterKey = (p: MatchablePolicy) => `${p.level}|${p.regionCode ?? ''}|${p.windowStatus ?? ''}|${(p.entityTypes ?? []).join(',')}`;

/**
 * evaluatePolicy of shared/policyMatch with a per-request memo: policies repeat the same conditions
 * ("上一年度营业收入不低于2000万元" in hundreds of documents), so each distinct rule and each distinct
 * hard-filter input is evaluated once per request (by `plain`, the domain's evaluators unless a test counts
 * the calls), and policies sharing one rule set and filter input share one result. Nothing is kept after
 * the request.
 */
export function policyEvaluator(profile: CompanyProfile, today: string, plain: PolicyEvaluators = plainEvaluators) {
  const ruleMemo = new Map<string, RuleResult>();
  const filterMemo = new Map<string, FilterResult[]>();
  // Bound to this profile and date, which is all evaluatePolicy passes them below.
  const memoised: PolicyEvaluators = {
    evaluateRule(rule) {
      const key = ruleKey(rule);
      const seen = ruleMemo.get(key);
      if (!seen) {
        const result = plain.evaluateRule(rule, profile, today);
        ruleMemo.set(key, result);
        return result;
      }
      // The same condition in another policy: only its id, wording and hardness are its own.
      const hard = rule.hard !== false;
      return seen.ruleId === rule.id && seen.label === rule.label && seen.hard === hard ? seen : { ...seen, ruleId: rule.id, label: rule.label, hard };
    },
    hardFilter(policy) {
      const key = filterKey(policy);
      let filters = filterMemo.get(key);
      if (!filters) filterMemo.set(key, (filters = plain.hardFilter(policy, profile)));
      return filters;
    },
  };
  // Policies sharing one rules array (loadCandidates parses identical rule sets once) and the same filter inputs.
  const policyMemo = new WeakMap<PolicyRule[], Map<string, PolicyMatch>>();
  return (policy: MatchablePolicy): PolicyMatch => {
    const key = filterKey(policy);
    let byFilter = policyMemo.get(policy.rules);
    if (!byFilter) policyMemo.set(policy.rules, (byFilter = new Map()));
    let match = byFilter.get(key);
    if (!match) byFilter.set(key, (match = evaluatePolicy(policy, profile, today, memoised)));
    return match;
  };
}

/** One pass over the candidates, sorted by outcome, then amount, then deadline. */
export function evaluateAll(rows: CandidateRow[], profile: CompanyProfile, today: string): Evaluated[] {
  const evaluate = policyEvaluator(profile, today);
  const evaluated = rows.map((row) => {
    const match = evaluate({ rules: row.rules, level: row.level, regionCode: row.region_code, entityTypes: row.entity_types, windowStatus: row.window_status });
    return { row, match, outcome: match.outcome, amount: row.max_amount === null ? null : Number(row.max_amount), deadline: row.deadline };
  });
  return sortMatches(evaluated);
}

/** The alternative sorts keep the default order among equals. */
export function resort(list: Evaluated[], sort: s.ResultSearchBody['sort']): Evaluated[] {
  if (sort === 'default') return list;
  const rank = new Map(list.map((e, i) => [e, i]));
  const key: Record<Exclude<typeof sort, 'default'>, (e: Evaluated) => number> = {
    amount: (e) => -(e.amount ?? -Infinity),
    deadline: (e) => (e.deadline ? Date.parse(e.deadline) : Infinity),
    matchPercent: (e) => -e.match.matchPercent,
  };
  const k = key[sort];
  return [...list].sort((a, b) => k(a) - k(b) || rank.get(a)! - rank.get(b)!);
}

// ---------------------------------------------------------------------------------------------------------
// Policy fields for the rows being shown

type SummaryRow = {
  id: number;
  title: string;
  doc_no: string | null;
  department_name: string;
  summary: string | null;
  payout_mode: 'apply' | 'exempt';
  tags?: { id: number; name: string }[];
};

/** Titles, departments and summaries of the given policies (and their tags, big tags first), one query. */
export async function policySummaries(db: DbOrTx, ids: number[], options: { withTags?: boolean } = {}): Promise<Map<number, SummaryRow>> {
  if (!ids.length) return new Map();
  const tags = options.withTags
    ? sql`, coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.parent_id nulls first, t.sort_order, t.id)
                      from policy_tag_links l join policy_tags t on t.id = l.tag_id where l.policy_id = p.id), '[]'::json) as tags`
    : sql``;
  const rows = await rowsOf<SummaryRow>(
    db,
    sql`select p.id, p.title, p.doc_no, d.name as department_name, p.summary, p.payout_mode${tags}
        from policies p join policy_departments d on d.id = p.department_id where p.id in ${inList(ids)}`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export const withLabels = (fields: NeededField[]) =>
  fields.map((f) => ({ field: f.field, ...(f.year === undefined ? {} : { year: f.year }), label: describeNeeded(f) }));

function summaryOf(e: Evaluated, p: SummaryRow | undefined) {
  return {
    policyId: e.row.id,
    title: p?.title ?? '',
    docNo: p?.doc_no ?? null,
    departmentName: p?.department_name ?? '',
    level: e.row.level as z.infer<typeof s.swiperItem>['level'],
    regionCode: e.row.region_code,
    regionName: regionName(e.row.region_code),
    supportType: e.row.support_type,
    maxAmount: e.amount,
    windowStatus: e.row.window_status,
    deadline: e.deadline,
    payoutMode: p?.payout_mode ?? 'apply',
    outcome: e.outcome,
    matchPercent: e.match.matchPercent,
  };
}

/** The full result rows of a page: summary, tags and the per-rule explanation. */
export async function toItems(db: DbOrTx, list: Evaluated[]): Promise<s.MatchItem[]> {
  const ids = list.map((e) => e.row.id);
  const summaries = await policySummaries(db, ids, { withTags: true });
  return list.map((e) => {
    const p = summaries.get(e.row.id);
    return {
      ...summaryOf(e, p),
      summary: p?.summary ?? null,
      tags: p?.tags ?? [],
      metCount: e.match.rules.filter((r) => r.outcome === 'met').length,
      ruleCount: e.match.rules.length,
      rules: e.match.rules.map((r) => ({ ...r, missing: withLabels(r.missing) })),
      filters: e.match.filters,
      failedFilter: e.match.failedFilter ?? null,
    };
  });
}

export async function swiperOf(db: DbOrTx, evaluated: Evaluated[]) {
  const top = evaluated.filter((e) => e.outcome !== 'not_eligible').slice(0, SWIPER_SIZE);
  const summaries = await policySummaries(
    db,
    top.map((e) => e.row.id),
  );
  return top.map((e) => summaryOf(e, summaries.get(e.row.id)));
}

/** Evaluates a run's profile now: the candidates (with the optional list filters) and their outcomes. */
export async function evaluateRun(deps: Deps, run: { profile: CompanyProfile }, filters: CandidateFilters = {}) {
  const today = todayOf(deps.now());
  const rows = await loadCandidates(deps.db, run.profile, today, filters);
  return { today, evaluated: evaluateAll(rows, run.profile, today) };
}
