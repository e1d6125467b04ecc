import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { policyMatchRuns } from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { CompanyProfile } from '@shared/policyConditions';
import { industryNameOf } from '@shared/industryNames';
import { evaluationYear } from '@shared/policyMatch';
import { regionName } from '@shared/regions';
import { todayOf } from '@shared/policyWindow';
import { evaluateAll, loadCandidates, type Evaluated } from './evaluation';
import type * as s from './schemas';

/**
 * "My matches" (/api/visitor/matches): the runs a signed-in visitor started, saved until they delete them
 * (server/db/schema/match.ts). Results are evaluated on read, as everywhere in matching: a list page evaluates
 * its own runs only (at most 20), loading the candidate policies once per distinct region and entity type among
 * them (the SQL part of the hard filter), then each profile in memory; a re-run evaluates one run now and
 * records the time.
 */

type Counts = { eligible: number; likely: number; total: number };

function countsOf(evaluated: Evaluated[]): Counts {
  const counts = { eligible: 0, likely: 0, total: evaluated.length };
  for (const e of evaluated) if (e.outcome !== 'not_eligible') counts[e.outcome] += 1;
  return counts;
}

/**
 * The outcome counts of several profiles at one date: the candidates of each distinct (region, entity type) are
 * read once — one query per distinct pair on the page, not one per run — and every profile is evaluated in
 * memory on its pair's candidates, exactly as the result page's header counts them.
 */
export async function countMatches(db: DbOrTx, profiles: CompanyProfile[], today: string): Promise<Counts[]> {
  const keyOf = (p: CompanyProfile) => `${p.regionCode ?? ''}|${p.entityType ?? ''}`;
  const byKey = new Map<string, CompanyProfile>();
  for (const p of profiles) if (!byKey.has(keyOf(p))) byKey.set(keyOf(p), p);
  const candidates = new Map<string, Awaited<ReturnType<typeof loadCandidates>>>();
  for (const [key, p] of byKey) candidates.set(key, await loadCandidates(db, p, today));
  return profiles.map((p) => countsOf(evaluateAll(candidates.get(keyOf(p))!, p, today)));
}

type SavedRow = Pick<typeof policyMatchRuns.$inferSelect, 'id' | 'name' | 'companyId' | 'profile' | 'createdAt' | 'updatedAt'>;

function toItem(row: SavedRow, counts: Counts, now: Date): s.SavedRun {
  const today = todayOf(now);
  return {
    runId: row.id,
    name: row.name,
    source: row.companyId ? 'company' : 'form',
    companyName: row.profile.name ?? null,
    industryCode: row.profile.industryCode ?? null,
    industryName: industryNameOf(row.profile.industryCode),
    regionCode: row.profile.regionCode ?? null,
    regionName: regionName(row.profile.regionCode ?? null),
    eligible: counts.eligible,
    likely: counts.likely,
    matchCount: counts.eligible + counts.likely,
    total: counts.total,
    evaluatedAt: now.toISOString(),
    evaluationDate: today,
    profileYear: evaluationYear(today) - 1,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const savedColumns = {
  id: policyMatchRuns.id,
  name: policyMatchRuns.name,
  companyId: policyMatchRuns.companyId,
  profile: policyMatchRuns.profile,
  createdAt: policyMatchRuns.createdAt,
  updatedAt: policyMatchRuns.updatedAt,
};

/** GET /api/visitor/matches: the visitor's saved runs, last run first, each with its counts evaluated now. */
export async function listSavedRuns(deps: Deps, visitorId: number, q: z.infer<typeof s.savedRunsQuery>) {
  const now = deps.now();
  const where = eq(policyMatchRuns.visitorId, visitorId);
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select(savedColumns)
      .from(policyMatchRuns)
      .where(where)
      .orderBy(desc(policyMatchRuns.updatedAt), desc(policyMatchRuns.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    deps.db.select({ total: count() }).from(policyMatchRuns).where(where),
  ]);
  const counts = await countMatches(
    deps.db,
    rows.map((r) => r.profile),
    todayOf(now),
  );
  return { list: rows.map((r, i) => toItem(r, counts[i], now)), total, current: q.current, pageSize: q.pageSize };
}

/** One of the visitor's runs, locked for a change; another visitor's (or nobody's) is not found. */
async function ownRun(tx: DbOrTx, visitorId: number, runId: string) {
  const [row] = await tx
    .select(savedColumns)
    .from(policyMatchRuns)
    .where(and(eq(policyMatchRuns.id, runId), eq(policyMatchRuns.visitorId, visitorId)))
    .for('update');
  if (!row) throw notFound('Match run');
  return row;
}

/** POST /api/visitor/matches/rename: the visitor's own name for a run; empty goes back to the company's name. */
export async function renameSavedRun(deps: Deps, request: FastifyRequest, body: z.infer<typeof s.renameSavedRunBody>) {
  const name = body.name || null;
  const row = await deps.db.transaction(async (tx) => {
    const before = await ownRun(tx, request.visitor!.id, body.runId);
    // The name is no evaluation: the run keeps its place in the list (updated_at is the last run).
    await tx.update(policyMatchRuns).set({ name }).where(eq(policyMatchRuns.id, before.id));
    await audit(tx, request, {
      action: 'update',
      entity: 'match_run',
      entityId: before.id,
      summary: `重命名匹配记录：${name ?? before.profile.name ?? ''}`,
      before: { visitorId: request.visitor!.id, name: before.name },
      after: { visitorId: request.visitor!.id, name },
    });
    return { ...before, name };
  });
  const now = deps.now();
  const [counts] = await countMatches(deps.db, [row.profile], todayOf(now));
  return toItem(row, counts, now);
}

/** POST /api/visitor/matches/delete: the run and its results are gone (its id is 404 from now on). */
export async function deleteSavedRun(deps: Deps, request: FastifyRequest, runId: string) {
  await deps.db.transaction(async (tx) => {
    const before = await ownRun(tx, request.visitor!.id, runId);
    await tx.delete(policyMatchRuns).where(eq(policyMatchRuns.id, before.id));
    await audit(tx, request, {
      action: 'delete',
      entity: 'match_run',
      entityId: before.id,
      summary: `删除匹配记录：${before.name ?? before.profile.name ?? ''}`,
      before: { visitorId: request.visitor!.id, name: before.name, companyId: before.companyId },
    });
  });
  return { runId };
}

/**
 * POST /api/visitor/matches/rerun: the run evaluated afresh at today's date against the policies published now;
 * its last run time becomes now (it moves to the top of the list), and the new counts come back.
 */
export async function rerunSavedRun(deps: Deps, request: FastifyRequest, runId: string) {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const before = await ownRun(tx, request.visitor!.id, runId);
    await tx.update(policyMatchRuns).set({ updatedAt: now }).where(eq(policyMatchRuns.id, before.id));
    return { ...before, updatedAt: now };
  });
  const [counts] = await countMatches(deps.db, [row.profile], todayOf(now));
  return toItem(row, counts, now);
}
