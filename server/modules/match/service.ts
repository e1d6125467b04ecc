import crypto from 'node:crypto';
import { and, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { companies, policyMatchRuns, policySubscriptions, users, type PolicyWindow, type SubscriptionKind } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { audit } from '../../plugins/audit';
import { regionName } from '../geographic/service';
import { inList, rowsOf } from '../policy/db';
import { keywordQuery } from '../policy/text';
import { notClosedSql, rangeStatus, todayOf, windowState, type WindowStatus } from '../policy/window';
import type { CompanyProfile, PolicyRule } from '../../../src/domain/policyConditions';
import {
  describeNeeded,
  evaluatePolicy,
  evaluationYear,
  neededFields,
  plainEvaluators,
  sortMatches,
  type FilterResult,
  type MatchablePolicy,
  type NeededField,
  type PolicyEvaluators,
  type PolicyMatch,
  type RuleResult,
} from '../../../src/domain/policyMatch';
import { maskCreditCode, profileOfCompany, publicProfile } from './profile';
import type * as s from './schemas';
import type { z } from 'zod';

/**
 * Policy matching (domain: policy-matching.md). A run stores only the profile; every read loads the
 * published policies whose window is not closed and that pass the hard filter — one query, with region,
 * entity type and window in SQL and only the columns the matcher reads — evaluates them in memory in one
 * pass, and sorts. Titles, departments and tags are then read for the page being shown only. Nothing is
 * cached between requests, so a policy published a minute ago is in the next read.
 */

export const RUN_TTL_DAYS = 30;
const DAY_MS = 86_400_000;
const SWIPER_SIZE = 8;

/** 128 random bits as base64url: 22 characters nobody can guess. */
export const newRunId = () => crypto.randomBytes(16).toString('base64url');

type RunRow = typeof policyMatchRuns.$inferSelect;

/** Runs untouched for 30 days are removed when a new run starts. */
export async function purgeOldRuns(db: DbOrTx, now: Date) {
  await db.delete(policyMatchRuns).where(lt(policyMatchRuns.updatedAt, new Date(now.getTime() - RUN_TTL_DAYS * DAY_MS)));
}

/**
 * Who may read a park company's own figures (revenue, R&D, staff, IP, qualifications, customers and
 * suppliers) through matching: staff whose roles let them see company records. Anyone else matches a park
 * company on its public registration facts only, or types their figures in.
 */
const mayReadCompanyRecords = (request: FastifyRequest) => !!request.user?.permissions.has('company:query');

/**
 * A run younger than 30 days, or 404 (an expired run not purged yet is gone all the same); a run holding a
 * company's own figures is 404 to a reader who may not see them, even with its id.
 */
export async function loadRun(deps: Deps, request: FastifyRequest, runId: string): Promise<RunRow> {
  const [run] = await deps.db.select().from(policyMatchRuns).where(eq(policyMatchRuns.id, runId));
  if (!run || run.updatedAt.getTime() < deps.now().getTime() - RUN_TTL_DAYS * DAY_MS) throw notFound('Match run');
  if (run.confidential && !mayReadCompanyRecords(request)) throw notFound('Match run');
  return run;
}

// ---------------------------------------------------------------------------------------------------------
// Candidates and evaluation

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

export type CandidateFilters = { level?: string[]; supportType?: string[]; keyword?: string };

const trimRegion = (code: string) => {
  let t = code;
  while (t.length > 2 && t.endsWith('00')) t = t.slice(0, -2);
  return t;
};

/**
 * The region part of the hard filter in SQL (GB/T 2260): national policies, policies of the company's
 * region or of a region above it (an indexable IN list), and policies below a coarse company region (the
 * matcher calls those unknown, so they stay candidates). An unknown region keeps every policy.
 */
function regionSql(regionCode: string | null | undefined): SQL | undefined {
  const code = regionCode?.trim();
  if (!code || !/^\d{2,12}$/.test(code)) return undefined;
  const t = trimRegion(code);
  const ancestors = new Set<string>();
  for (let len = 2; len <= Math.min(t.length, 6); len += 2) ancestors.add(t.slice(0, len).padEnd(6, '0'));
  if (t.length % 2 === 1 && t.length <= 6) ancestors.add(t.padEnd(6, '0'));
  return sql`(p.level = 'national' or p.region_code = '100000' or p.region_code in ${inList([...ancestors])} or p.region_code like ${`${t}%`})`;
}

/** Entity type in SQL: policies for every type, or for the company's; unknown keeps them all. */
const entitySql = (entityType: string | null | undefined) => (entityType ? sql`(p.entity_types = '[]'::jsonb or p.entity_types @> ${JSON.stringify([entityType])}::jsonb)` : undefined);

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
function windowOf(kind: PolicyWindow['kind'], firstStart: string | null, lastEnd: string | null, starts: string[] | null, ends: string[] | null, today: string): { status: WindowStatus; deadline: string | null } {
  if (kind === 'all_year') return { status: 'open', deadline: null };
  if (kind === 'range' && firstStart && lastEnd) return { status: rangeStatus(firstStart, lastEnd, today), deadline: lastEnd };
  const batches = (starts ?? []).map((startDate, i) => ({ name: '', startDate, endDate: (ends ?? [])[i] }));
  const state = windowState({ kind, startDate: firstStart, endDate: lastEnd, batches }, today);
  return { status: state.windowStatus, deadline: state.deadline };
}

type PackedCandidate = [number, string, string, string, number | null, PolicyWindow['kind'], string | null, string | null, string[] | null, string[] | null, string[]];

/**
 * The candidate policies of a profile: published, window not closed, passing region and entity type. One
 * query; the rows come back as one JSON text (one value to transfer and parse instead of ~10 per policy,
 * which is what costs on PGlite), and the window status and deadline are derived in JS. Identical rule sets
 * come once and are shared by their policies, which lets the evaluator reuse the outcome (per request only).
 */
export async function loadCandidates(db: DbOrTx, profile: Pick<CompanyProfile, 'regionCode' | 'entityType'>, today: string, filters: CandidateFilters = {}): Promise<CandidateRow[]> {
  const where = [
    sql`p.status = 'published'`,
    notClosedSql(today),
    regionSql(profile.regionCode),
    entitySql(profile.entityType),
    filters.level?.length ? sql`p.level in ${inList(filters.level)}` : undefined,
    filters.supportType?.length ? sql`p.support_type in ${inList(filters.supportType)}` : undefined,
    keywordSql(filters.keyword),
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
      return { id, level, region_code: region, support_type: supportType, max_amount: maxAmount === null ? null : Number(maxAmount), window_status: w.status, deadline: w.deadline, entity_types: entityTypes, rules };
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
 * evaluatePolicy of src/domain/policyMatch with a per-request memo: policies repeat the same conditions
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
function resort(list: Evaluated[], sort: s.ResultSearchBody['sort']): Evaluated[] {
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

type SummaryRow = { id: number; title: string; doc_no: string | null; department_name: string; summary: string | null; payout_mode: 'apply' | 'exempt'; tags?: { id: number; name: string }[] };

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

const withLabels = (fields: NeededField[]) => fields.map((f) => ({ field: f.field, ...(f.year === undefined ? {} : { year: f.year }), label: describeNeeded(f) }));

function summaryOf(e: Evaluated, p: SummaryRow | undefined) {
  return {
    policyId: e.row.id,
    title: p?.title ?? '',
    docNo: p?.doc_no ?? null,
    departmentName: p?.department_name ?? '',
    level: e.row.level as z.infer<typeof s.swiperItem>['level'],
    regionCode: e.row.region_code,
    regionName: e.row.region_code === '100000' ? '全国' : regionName(e.row.region_code),
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

async function swiperOf(db: DbOrTx, evaluated: Evaluated[]) {
  const top = evaluated.filter((e) => e.outcome !== 'not_eligible').slice(0, SWIPER_SIZE);
  const summaries = await policySummaries(db, top.map((e) => e.row.id));
  return top.map((e) => summaryOf(e, summaries.get(e.row.id)));
}

/** Evaluates a run's profile now: the candidates (with the optional list filters) and their outcomes. */
export async function evaluateRun(deps: Deps, run: Pick<RunRow, 'profile'>, filters: CandidateFilters = {}) {
  const today = todayOf(deps.now());
  const rows = await loadCandidates(deps.db, run.profile, today, filters);
  return { today, evaluated: evaluateAll(rows, run.profile, today) };
}

// ---------------------------------------------------------------------------------------------------------
// Runs

/**
 * The profile of a request: from the company record (404 when unknown) — whole for a reader who may see
 * company records, else only what its business licence shows — or the visitor's form.
 */
async function profileFrom(deps: Deps, request: FastifyRequest, input: { companyId?: number; profile?: s.ProfileInput }, today: string): Promise<{ profile: CompanyProfile; companyId: number | null; confidential: boolean }> {
  if (input.companyId !== undefined) {
    const record = await profileOfCompany(deps.db, input.companyId, today);
    if (mayReadCompanyRecords(request)) return { profile: record, companyId: input.companyId, confidential: true };
    return { profile: publicProfile(record), companyId: input.companyId, confidential: false };
  }
  const form = input.profile!;
  // A corrected company profile keeps its company (name, credit code) from the record, not from the form.
  if (form.companyId !== undefined) {
    const [company] = await deps.db.select({ id: companies.id, name: companies.name, creditCode: companies.creditCode }).from(companies).where(eq(companies.id, form.companyId));
    if (!company) throw notFound('Company');
    return { profile: { ...form, companyId: company.id, name: company.name, creditCode: company.creditCode }, companyId: company.id, confidential: false };
  }
  const { companyId: _c, creditCode: _code, ...rest } = form;
  return { profile: rest, companyId: null, confidential: false };
}

/** POST matchData: a new run (or a run re-pointed) and the featured matches. */
export async function matchData(deps: Deps, request: FastifyRequest, body: z.infer<typeof s.matchDataBody>) {
  const now = deps.now();
  const today = todayOf(now);
  await purgeOldRuns(deps.db, now);
  if (body.runId) return changeBusiness(deps, request, { runId: body.runId, companyId: body.companyId, profile: body.profile });
  const { profile, companyId, confidential } = await profileFrom(deps, request, body, today);
  const id = newRunId();
  await deps.db.insert(policyMatchRuns).values({ id, companyId, userId: request.user?.id ?? null, profile, confidential, createdAt: now, updatedAt: now });
  const { evaluated } = await evaluateRun(deps, { profile });
  return { runId: id, matchSwiperData: await swiperOf(deps.db, evaluated) };
}

/** POST changeBuesinss: the run now matches another company, or the corrected profile. */
export async function changeBusiness(deps: Deps, request: FastifyRequest, body: { runId: string; companyId?: number; profile?: s.ProfileInput }) {
  const now = deps.now();
  const today = todayOf(now);
  const run = await loadRun(deps, request, body.runId);
  const { profile, companyId, confidential } = await profileFrom(deps, request, body, today);
  await deps.db
    .update(policyMatchRuns)
    .set({ profile, companyId, confidential, userId: run.userId ?? request.user?.id ?? null, updatedAt: now })
    .where(eq(policyMatchRuns.id, run.id));
  const { evaluated } = await evaluateRun(deps, { profile });
  return { runId: run.id, matchSwiperData: await swiperOf(deps.db, evaluated) };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** POST resultHeader: counts per outcome and the amount on offer among eligible and likely policies. */
export async function resultHeader(deps: Deps, request: FastifyRequest, runId: string) {
  const now = deps.now();
  const run = await loadRun(deps, request, runId);
  const { today, evaluated } = await evaluateRun(deps, run);
  const counts = { eligible: 0, likely: 0, not_eligible: 0 };
  let amount = 0;
  for (const e of evaluated) {
    counts[e.outcome] += 1;
    if (e.outcome !== 'not_eligible') amount += e.amount ?? 0;
  }
  return {
    runId,
    companyName: run.profile.name ?? null,
    eligible: counts.eligible,
    likely: counts.likely,
    notEligible: counts.not_eligible,
    total: evaluated.length,
    totalPossibleAmount: round2(amount),
    evaluatedAt: now.toISOString(),
    evaluationDate: today,
    profileYear: evaluationYear(today) - 1,
  };
}

/** The sorted, filtered results of a run (all of them; the route pages them). */
export async function filteredResults(deps: Deps, run: RunRow, body: Omit<s.ResultSearchBody, 'current' | 'pageSize' | 'runId'>) {
  const { today, evaluated } = await evaluateRun(deps, run, { level: body.level, supportType: body.supportType, keyword: body.keyword });
  const shown = body.outcome.length ? evaluated.filter((e) => body.outcome.includes(e.outcome)) : evaluated;
  return { today, list: resort(shown, body.sort) };
}

/** POST resultSearche: one page of the results with explanations. */
export async function resultSearch(deps: Deps, request: FastifyRequest, body: s.ResultSearchBody) {
  const run = await loadRun(deps, request, body.runId);
  const { list } = await filteredResults(deps, run, body);
  const page = list.slice((body.current - 1) * body.pageSize, body.current * body.pageSize);
  return { list: await toItems(deps.db, page), total: list.length, current: body.current, pageSize: body.pageSize };
}

/** POST companyDetail: the profile the run matches, each figure with its year. */
export async function companyDetail(deps: Deps, request: FastifyRequest, runId: string) {
  const now = deps.now();
  const run = await loadRun(deps, request, runId);
  const today = todayOf(now);
  const profile = { ...run.profile, creditCode: run.profile.creditCode ? maskCreditCode(run.profile.creditCode) : undefined };
  return {
    runId,
    source: run.companyId ? ('company' as const) : ('form' as const),
    companyId: run.companyId,
    name: run.profile.name ?? null,
    creditCode: profile.creditCode ?? null,
    profile,
    figureYears: run.profile.figures.map((f) => f.year).sort((a, b) => b - a),
    recordFiguresHidden: !!run.companyId && !run.confidential,
    profileYear: evaluationYear(today) - 1,
    evaluationDate: today,
    updatedAt: run.updatedAt.toISOString(),
  };
}

const RELATED_LIMIT = 10;

/**
 * POST getRelateBusiness: up to 10 companies related to the run's company — its customers and suppliers
 * first (those it lists, and park companies that list it), then park companies in the same GB/T 4754
 * division. Three queries whatever the size of the park.
 */
export async function relatedBusiness(deps: Deps, request: FastifyRequest, runId: string) {
  const run = await loadRun(deps, request, runId);
  const out: z.infer<typeof s.relatedItem>[] = [];
  const seen = new Set<string>();
  const push = (item: z.infer<typeof s.relatedItem>) => {
    if (out.length >= RELATED_LIMIT || seen.has(item.name) || item.name === run.profile.name) return;
    seen.add(item.name);
    out.push(item);
  };
  // Customers and suppliers are the company's own business: only with its figures.
  if (run.companyId && run.confidential) {
    type PartnerRow = { kind: 'customer' | 'supplier'; name: string; industry_code: string | null; annual_amount: number | null; company_id: number | null; credit_code: string | null; company_industry: string | null };
    const [listed, listing] = await Promise.all([
      // The partners the company lists, linked to the park company of the same name when there is one.
      rowsOf<PartnerRow>(
        deps.db,
        sql`select cp.kind, cp.name, cp.industry_code, cp.annual_amount::float8 as annual_amount, c.id as company_id, c.credit_code, c.industry_code as company_industry
            from company_partners cp left join companies c on c.name = cp.name
            where cp.company_id = ${run.companyId} order by cp.annual_amount desc nulls last, cp.id limit ${RELATED_LIMIT}`,
      ),
      // Park companies that list it: a company it supplies is its customer, and the other way round.
      rowsOf<PartnerRow>(
        deps.db,
        sql`select case cp.kind when 'customer' then 'supplier' else 'customer' end as kind, c.name, c.industry_code, cp.annual_amount::float8 as annual_amount,
                   c.id as company_id, c.credit_code, c.industry_code as company_industry
            from company_partners cp join companies c on c.id = cp.company_id
            where cp.name = ${run.profile.name ?? ''} and cp.company_id <> ${run.companyId} order by cp.annual_amount desc nulls last, cp.id limit ${RELATED_LIMIT}`,
      ),
    ]);
    for (const r of [...listed, ...listing]) {
      push({ id: r.company_id, name: r.name, relation: r.kind, industryCode: r.company_industry ?? r.industry_code, creditCode: r.credit_code ? maskCreditCode(r.credit_code) : null, annualAmount: r.annual_amount === null ? null : Number(r.annual_amount) });
    }
  }
  const division = /^[A-Ta-t]?(\d{2})/.exec(run.profile.industryCode ?? '')?.[1];
  if (division && out.length < RELATED_LIMIT) {
    const rows = await deps.db
      .select({ id: companies.id, name: companies.name, industryCode: companies.industryCode, creditCode: companies.creditCode })
      .from(companies)
      .where(and(sql`left(${companies.industryCode}, 2) = ${division}`, eq(companies.status, 'active'), run.companyId ? sql`${companies.id} <> ${run.companyId}` : undefined))
      .orderBy(companies.id)
      .limit(RELATED_LIMIT * 2);
    for (const r of rows) push({ id: r.id, name: r.name, relation: 'industry', industryCode: r.industryCode, creditCode: maskCreditCode(r.creditCode), annualAmount: null });
  }
  return { list: out };
}

// ---------------------------------------------------------------------------------------------------------
// The fields a match form asks for

/** GET fields?runId=: what the run's candidates need, and what its profile still lacks. */
export async function fieldsForRun(deps: Deps, request: FastifyRequest, runId: string) {
  const run = await loadRun(deps, request, runId);
  const today = todayOf(deps.now());
  const rows = await loadCandidates(deps.db, run.profile, today);
  const policies = rows.map((r) => ({ rules: r.rules, level: r.level, regionCode: r.region_code, entityTypes: r.entity_types }));
  return { candidateCount: rows.length, evaluationYear: evaluationYear(today), fields: withLabels(neededFields(policies, today)), missing: withLabels(neededFields(policies, today, run.profile)) };
}

/** POST fields: for a visitor who has given only a region and entity type (and maybe list filters). */
export async function fieldsFor(deps: Deps, body: z.infer<typeof s.fieldsBody>) {
  const today = todayOf(deps.now());
  const rows = await loadCandidates(deps.db, { regionCode: body.regionCode, entityType: body.entityType }, today, { level: body.level, supportType: body.supportType });
  const policies = rows.map((r) => ({ rules: r.rules, level: r.level, regionCode: r.region_code, entityTypes: r.entity_types }));
  const fields = withLabels(neededFields(policies, today));
  // Region and entity type were given: they are not missing, whatever the candidates need.
  const missing = fields.filter((f) => !(f.field === 'regionCode' && body.regionCode) && !(f.field === 'entityType' && body.entityType));
  return { candidateCount: rows.length, evaluationYear: evaluationYear(today), fields, missing };
}

// ---------------------------------------------------------------------------------------------------------
// Sign-in state and subscriptions

export async function isLogin(deps: Deps, request: FastifyRequest) {
  if (!request.user) return { isLogin: false };
  const [user] = await deps.db.select({ id: users.id, username: users.username, realName: users.realName }).from(users).where(eq(users.id, request.user.id));
  return user ? { isLogin: true, user } : { isLogin: false };
}

/** JSON with sorted keys, so the same criteria always hash the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
export const criteriaHash = (kind: SubscriptionKind, criteria: Record<string, unknown>) => crypto.createHash('sha256').update(`${kind}:${canonical(criteria)}`).digest('hex');

const quoteList = (names: unknown, zh: boolean) => {
  const list = Array.isArray(names) ? names.map(String) : names ? [String(names)] : [];
  return zh ? list.map((n) => `「${n}」`).join('') : list.map((n) => `"${n}"`).join(', ');
};

/**
 * What a subscription will send, in plain words (Chinese and English). Criteria by kind:
 * match { companyId?, name?, profile? }, tag { tagIds, names }, department { departmentIds, names },
 * region { regionCodes, names? }, keyword { keyword }.
 */
export function describeSubscription(kind: SubscriptionKind, c: Record<string, unknown>): { zh: string; en: string } {
  const what = { zh: '我们会发送站内通知，列出政策名称、发文部门、最高扶持金额和申报截止日期；已截止的政策不会通知。', en: 'we send a site notice with the policy title, issuing office, maximum amount and deadline; policies already closed are not sent.' };
  switch (kind) {
    case 'match': {
      const name = typeof c.name === 'string' && c.name ? c.name : null;
      const who = name ? { zh: `「${name}」`, en: `"${name}"` } : { zh: '您填写的企业信息', en: 'the company details you entered' };
      const basis =
        c.companyId && !c.profile
          ? { zh: '匹配按企业库中该企业的最新信息进行。', en: "Matching uses the company's latest record in the park's register." }
          : c.companyId
            ? { zh: '匹配按您修改后的企业信息进行。', en: 'Matching uses the details as you corrected them.' }
            : { zh: '匹配按您填写的信息进行。', en: 'Matching uses the details you entered.' };
      return {
        zh: `有新发布的政策经匹配判定${who.zh}符合或可能符合申报条件时，${what.zh}${basis.zh}`,
        en: `When a newly published policy matches ${who.en} (eligible or likely), ${what.en} ${basis.en}`,
      };
    }
    case 'tag':
      return { zh: `有新发布的政策带有标签${quoteList(c.names ?? c.tagIds, true)}时，${what.zh}`, en: `When a newly published policy is tagged ${quoteList(c.names ?? c.tagIds, false)}, ${what.en}` };
    case 'department':
      return { zh: `${quoteList(c.names ?? c.departmentIds, true)}发布新政策时，${what.zh}`, en: `When ${quoteList(c.names ?? c.departmentIds, false)} publishes a new policy, ${what.en}` };
    case 'region':
      return { zh: `有适用于${quoteList(c.names ?? c.regionCodes, true)}的新政策发布时，${what.zh}`, en: `When a new policy for ${quoteList(c.names ?? c.regionCodes, false)} is published, ${what.en}` };
    case 'keyword':
      return { zh: `有新发布的政策标题或正文包含「${String(c.keyword ?? '')}」时，${what.zh}`, en: `When a newly published policy mentions "${String(c.keyword ?? '')}", ${what.en}` };
  }
}

type SubscriptionRow = typeof policySubscriptions.$inferSelect;
const toSubscription = (row: SubscriptionRow) => {
  const d = describeSubscription(row.kind, row.criteria);
  return { id: row.id, kind: row.kind, criteria: row.criteria, description: d.zh, descriptionEn: d.en, createdAt: row.createdAt.toISOString() };
};

/**
 * Saves a subscription for the user, once per criteria (the same criteria again returns the existing one
 * with created: false). Reusable by any screen that subscribes (tags, departments, regions, keywords).
 */
export async function saveSubscription(deps: Deps, request: FastifyRequest, userId: number, kind: SubscriptionKind, criteria: Record<string, unknown>) {
  const hash = criteriaHash(kind, criteria);
  return deps.db.transaction(async (tx) => {
    const [inserted] = await tx.insert(policySubscriptions).values({ userId, kind, criteria, criteriaHash: hash, createdAt: deps.now() }).onConflictDoNothing().returning();
    if (inserted) {
      await audit(tx, request, { action: 'create', entity: 'policy_subscription', entityId: inserted.id, summary: describeSubscription(kind, criteria).zh, after: { kind, criteria } });
      return { ...toSubscription(inserted), created: true };
    }
    const [existing] = await tx.select().from(policySubscriptions).where(and(eq(policySubscriptions.userId, userId), eq(policySubscriptions.kind, kind), eq(policySubscriptions.criteriaHash, hash)));
    return { ...toSubscription(existing), created: false };
  });
}

/** Only what decides a match goes into a form profile's criteria. */
const comparable = (p: CompanyProfile) => canonical({ ...p, companyId: undefined, name: undefined, creditCode: undefined });

/**
 * POST match/subscribe: new matches for the run's company. A company run of someone who may see the record
 * follows the record; when they corrected its figures, the corrected profile is kept with it; any other run
 * keeps its profile.
 */
export async function subscribeToRun(deps: Deps, request: FastifyRequest, runId: string) {
  const userId = request.user!.id;
  const now = deps.now();
  const run = await loadRun(deps, request, runId);
  let criteria: Record<string, unknown>;
  if (run.companyId && run.confidential) {
    const record = await profileOfCompany(deps.db, run.companyId, todayOf(now));
    const edited = comparable(record) !== comparable(run.profile);
    criteria = { companyId: run.companyId, name: record.name, ...(edited ? { profile: { ...run.profile, creditCode: undefined } } : {}) };
  } else if (run.companyId) {
    // Without access to the record, the subscription keeps what the visitor matched on, never the record's figures.
    criteria = { companyId: run.companyId, name: run.profile.name, profile: { ...run.profile, creditCode: undefined } };
  } else {
    criteria = { profile: run.profile };
  }
  return saveSubscription(deps, request, userId, 'match', JSON.parse(JSON.stringify(criteria)) as Record<string, unknown>);
}

/** GET match/subscriptions: the signed-in user's subscriptions, newest first. */
export async function listSubscriptions(deps: Deps, userId: number, q: z.infer<typeof s.subscriptionQuery>) {
  const where = and(eq(policySubscriptions.userId, userId), q.kind ? eq(policySubscriptions.kind, q.kind) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    deps.db.select().from(policySubscriptions).where(where).orderBy(desc(policySubscriptions.createdAt), desc(policySubscriptions.id)).limit(q.pageSize).offset((q.current - 1) * q.pageSize),
    deps.db.select({ total: count() }).from(policySubscriptions).where(where),
  ]);
  return { list: rows.map(toSubscription), total, current: q.current, pageSize: q.pageSize };
}

