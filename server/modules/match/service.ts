import crypto from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { companies, policyMatchRuns, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { rowsOf } from '../../db/raw';
import { todayOf } from '@shared/policyWindow';
import type { CompanyProfile } from '@shared/policyConditions';
import { evaluationYear, neededFields } from '@shared/policyMatch';
import { evaluateRun, loadCandidates, resort, swiperOf, toItems, withLabels } from './evaluation';
import { maskCreditCode, profileOfCompany, publicProfile } from './profile';
import type * as s from './schemas';
import type { z } from 'zod';

/**
 * Policy matching (the rules: docs/domain/policy-matching.md). A run stores only the profile; every read loads the
 * published policies whose window is not closed and that pass the hard filter — one query, with region,
 * entity type and window in SQL and only the columns the matcher reads — evaluates them in memory in one
 * pass, and sorts. Titles, departments and tags are then read for the page being shown only. Nothing is
 * cached between requests, so a policy published a minute ago is in the next read.
 */

export const RUN_TTL_DAYS = 30;
const DAY_MS = 86_400_000;

/** 128 random bits as base64url: 22 characters nobody can guess. */
export const newRunId = () => crypto.randomBytes(16).toString('base64url');

type RunRow = typeof policyMatchRuns.$inferSelect;

/** Runs untouched for 30 days are removed when a new run starts; a visitor's saved runs stay until they delete them. */
export async function purgeOldRuns(db: DbOrTx, now: Date) {
  await db
    .delete(policyMatchRuns)
    .where(and(lt(policyMatchRuns.updatedAt, new Date(now.getTime() - RUN_TTL_DAYS * DAY_MS)), isNull(policyMatchRuns.visitorId)));
}

/**
 * Who may read a park company's own figures (revenue, R&D, staff, IP, qualifications, customers and
 * suppliers) through matching: staff whose roles let them see company records. Anyone else matches a park
 * company on its public registration facts only, or types their figures in.
 */
const mayReadCompanyRecords = (request: FastifyRequest) => !!request.user?.permissions.has('company:query');

/**
 * A run younger than 30 days, or 404 (an expired run not purged yet is gone all the same); a run holding a
 * company's own figures is 404 to a reader who may not see them, even with its id. A signed-in visitor's run
 * is saved (no age limit) and theirs alone: 404 to anyone else, id or not.
 */
export async function loadRun(deps: Deps, request: FastifyRequest, runId: string): Promise<RunRow> {
  const [run] = await deps.db.select().from(policyMatchRuns).where(eq(policyMatchRuns.id, runId));
  if (!run) throw notFound('Match run');
  if (run.visitorId !== null) {
    if (run.visitorId !== request.visitor?.id) throw notFound('Match run');
  } else if (run.updatedAt.getTime() < deps.now().getTime() - RUN_TTL_DAYS * DAY_MS) throw notFound('Match run');
  if (run.confidential && !mayReadCompanyRecords(request)) throw notFound('Match run');
  return run;
}

// ---------------------------------------------------------------------------------------------------------
// Runs

/**
 * The profile of a request: from the company record (404 when unknown) — whole for a reader who may see
 * company records, else only what its business licence shows — or the visitor's form.
 */
async function profileFrom(
  deps: Deps,
  request: FastifyRequest,
  input: { companyId?: number; profile?: s.ProfileInput },
  today: string,
): Promise<{ profile: CompanyProfile; companyId: number | null; confidential: boolean }> {
  if (input.companyId !== undefined) {
    const record = await profileOfCompany(deps.db, input.companyId, today);
    if (mayReadCompanyRecords(request)) return { profile: record, companyId: input.companyId, confidential: true };
    return { profile: publicProfile(record), companyId: input.companyId, confidential: false };
  }
  const form = input.profile!;
  // A corrected company profile keeps its company (name, credit code) from the record, not from the form.
  if (form.companyId !== undefined) {
    const [company] = await deps.db
      .select({ id: companies.id, name: companies.name, creditCode: companies.creditCode })
      .from(companies)
      .where(eq(companies.id, form.companyId));
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
  // A signed-in visitor's run is saved for them ("my matches").
  const visitorId = request.user ? null : request.visitor?.id ?? null;
  await deps.db
    .insert(policyMatchRuns)
    .values({ id, companyId, userId: request.user?.id ?? null, visitorId, profile, confidential, createdAt: now, updatedAt: now });
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
    type PartnerRow = {
      kind: 'customer' | 'supplier';
      name: string;
      industry_code: string | null;
      annual_amount: number | null;
      company_id: number | null;
      credit_code: string | null;
      company_industry: string | null;
    };
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
            where cp.name = ${run.profile.name ?? ''} and cp.company_id <> ${
          run.companyId
        } order by cp.annual_amount desc nulls last, cp.id limit ${RELATED_LIMIT}`,
      ),
    ]);
    for (const r of [...listed, ...listing]) {
      push({
        id: r.company_id,
        name: r.name,
        relation: r.kind,
        industryCode: r.company_industry ?? r.industry_code,
        creditCode: r.credit_code ? maskCreditCode(r.credit_code) : null,
        annualAmount: r.annual_amount === null ? null : Number(r.annual_amount),
      });
    }
  }
  const division = /^[A-Ta-t]?(\d{2})/.exec(run.profile.industryCode ?? '')?.[1];
  if (division && out.length < RELATED_LIMIT) {
    const rows = await deps.db
      .select({ id: companies.id, name: companies.name, industryCode: companies.industryCode, creditCode: companies.creditCode })
      .from(companies)
      .where(
        and(
          sql`left(${companies.industryCode}, 2) = ${division}`,
          eq(companies.status, 'active'),
          run.companyId ? sql`${companies.id} <> ${run.companyId}` : undefined,
        ),
      )
      .orderBy(companies.id)
      .limit(RELATED_LIMIT * 2);
    for (const r of rows)
      push({ id: r.id, name: r.name, relation: 'industry', industryCode: r.industryCode, creditCode: maskCreditCode(r.creditCode), annualAmount: null });
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
  return {
    candidateCount: rows.length,
    evaluationYear: evaluationYear(today),
    fields: withLabels(neededFields(policies, today)),
    missing: withLabels(neededFields(policies, today, run.profile)),
  };
}

/** POST fields: for a visitor who has given only a region and entity type (and maybe list filters). */
export async function fieldsFor(deps: Deps, body: z.infer<typeof s.fieldsBody>) {
  const today = todayOf(deps.now());
  const rows = await loadCandidates(deps.db, { regionCode: body.regionCode, entityType: body.entityType }, today, {
    level: body.level,
    supportType: body.supportType,
  });
  const policies = rows.map((r) => ({ rules: r.rules, level: r.level, regionCode: r.region_code, entityTypes: r.entity_types }));
  const fields = withLabels(neededFields(policies, today));
  // Region and entity type were given: they are not missing, whatever the candidates need.
  const missing = fields.filter((f) => !(f.field === 'regionCode' && body.regionCode) && !(f.field === 'entityType' && body.entityType));
  return { candidateCount: rows.length, evaluationYear: evaluationYear(today), fields, missing };
}

export async function isLogin(deps: Deps, request: FastifyRequest) {
  if (!request.user) return { isLogin: false };
  const [user] = await deps.db.select({ id: users.id, username: users.username, realName: users.realName }).from(users).where(eq(users.id, request.user.id));
  return user ? { isLogin: true, user } : { isLogin: false };
}
