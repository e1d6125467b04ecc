import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CLUE_COUNT_CAP, CLUE_OPEN_STAGES, allowedMoves, checkMove, normaliseClueName, normalisePhone } from '@shared/clue';
import { NO_INDUSTRY } from '@shared/clueStats';
import type { DbOrTx } from '../../db/client';
import { clueFollowUps, clueHistory, clues, clueTaskTypes, departments, uploads, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { scopeCondition } from '../../lib/access';
import { chinaDayStart, withinDays } from '../../lib/dayRange';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { keyset, matchedPage } from '../../lib/keyset';
import { containsByBigrams, likeLiteral, literalMatch } from '../../lib/like';
import { registerDictUsage } from '../dict/usage';
import {
  actorOf,
  assertDictValues,
  assertOwned,
  chinaDay,
  clueInScope,
  clueOut,
  clueSelect,
  lockClue,
  owner,
  poolConfigOf,
  record,
  type Actor,
  type Clue,
} from './common';
import type * as s from './schemas';
import { readAll } from '../../db/reads';

// Dictionary values stored on clues may not be deleted from under them.
const usage = (where: (v: string) => SQL | undefined) => async (db: DbOrTx, v: string) => (await db.select({ n: count() }).from(clues).where(where(v)))[0].n;
registerDictUsage(
  'clue_source',
  'clues',
  usage((v) => eq(clues.source, v)),
);
registerDictUsage(
  'intention_level',
  'clues',
  usage((v) => eq(clues.level, v)),
);
registerDictUsage(
  'lost_reason',
  'clues',
  usage((v) => and(eq(clues.stage, 'lost'), eq(clues.stageReason, v))),
);
registerDictUsage(
  'invalid_reason',
  'clues',
  usage((v) => and(eq(clues.stage, 'invalid'), eq(clues.stageReason, v))),
);
registerDictUsage('followup_method', 'follow-ups', async (db, v) => (await db.select({ n: count() }).from(clueFollowUps).where(eq(clueFollowUps.way, v)))[0].n);

// ---------- the list ----------

/** The departments of the "my department" tab: the actor's department and those below it. */
async function myDepartmentAndBelow(db: DbOrTx, actor: Actor): Promise<number[]> {
  if (actor.departmentId === null) return [];
  const [me] = await db.select({ ancestors: departments.ancestors }).from(departments).where(eq(departments.id, actor.departmentId));
  if (!me) return [actor.departmentId];
  const prefix = `${me.ancestors},${actor.departmentId}`;
  const below = await db
    .select({ id: departments.id })
    .from(departments)
    .where(or(eq(departments.ancestors, prefix), sql`${departments.ancestors} like ${`${likeLiteral(prefix)},%`}`));
  return [actor.departmentId, ...below.map((d) => d.id)];
}

/** The scope tab's condition, always within the actor's data scope. */
export function scopeTab(db: DbOrTx, actor: Actor, tab: 'mine' | 'department' | 'all'): Promise<SQL | undefined> {
  return scopeTabOf(db, actor, tab, { department: clues.departmentId, owner: clues.ownerId });
}

/** The same tabs over another table whose rows have an owner and the owner's department (projects). */
export async function scopeTabOf(
  db: DbOrTx,
  actor: Actor,
  tab: 'mine' | 'department' | 'all',
  columns: { department: AnyPgColumn; owner: AnyPgColumn },
): Promise<SQL | undefined> {
  const inDataScope = scopeCondition(db, actor.scope, columns);
  if (tab === 'mine') return eq(columns.owner, actor.id);
  if (tab === 'department') {
    const ids = await myDepartmentAndBelow(db, actor);
    return and(ids.length ? inArray(columns.department, ids) : sql`false`, inDataScope);
  }
  return inDataScope;
}

/** The digits of a keyword that is the start of a phone number, else undefined. */
const phoneStart = (keyword: string) => {
  const digits = keyword.replace(/[\s-]/g, '');
  return /^\d{3,}$/.test(digits) ? digits : undefined;
};

/** A keyword: the start of a phone number when it is digits, else part of the name (by its bigram index). */
export function keywordMatch(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const digits = phoneStart(keyword);
  if (digits) return sql`${clues.phone} like ${`${digits}%`}`;
  return keyword.length >= 2 ? containsByBigrams(keyword, clues.name) : sql`${clues.name} like ${`%${likeLiteral(keyword)}%`}`;
}

/** Owned, open clues whose next follow-up date is past (the list's "overdue" filter and the dashboard read this rule; clues_overdue_idx serves it). */
export const overdueCondition = (now: Date) =>
  and(eq(clues.poolState, 'owned'), isNotNull(clues.nextFollowUpOn), lt(clues.nextFollowUpOn, chinaDay(now)), inArray(clues.stage, [...CLUE_OPEN_STAGES]));

export function clueFilter(q: Partial<z.infer<typeof s.clueQuery>>, now: Date): SQL | undefined {
  return and(
    keywordMatch(q.keyword),
    q.stage ? eq(clues.stage, q.stage) : undefined,
    q.source ? eq(clues.source, q.source) : undefined,
    q.level ? eq(clues.level, q.level) : undefined,
    q.ownerId ? eq(clues.ownerId, q.ownerId) : undefined,
    q.industryCode ? (q.industryCode === NO_INDUSTRY ? isNull(clues.industryCode) : eq(clues.industryCode, q.industryCode)) : undefined,
    q.stages?.length ? inArray(clues.stage, q.stages) : undefined,
    withinDays(clues.createdAt, q),
    q.overdue === 'true' ? overdueCondition(now) : undefined,
    q.locked ? eq(clues.locked, q.locked === 'true') : undefined,
    signedWithin(q),
    followedWithin(q, now),
  );
}

const DAY_MS = 86_400_000;
/** How far ahead of now a follow-up may be dated (a clock a little fast). */
export const FOLLOW_UP_FUTURE_MS = 5 * 60_000;

/**
 * Followed up within the days: a follow-up of the clue dated in them. A clue's lastFollowUpAt is its latest follow-up's
 * time and no follow-up is dated in the future (addFollowUp), so while the period runs on past now this is the same
 * as "its last follow-up is since the first day", read from clues_owned_followed_idx instead of the follow-ups.
 */
export function followedWithin(q: { followedFrom?: string; followedTo?: string }, now: Date): SQL | undefined {
  if (!q.followedFrom && !q.followedTo) return undefined;
  const openEnded = !q.followedTo || chinaDayStart(q.followedTo).getTime() + DAY_MS > now.getTime() + FOLLOW_UP_FUTURE_MS;
  if (openEnded) return q.followedFrom ? gte(clues.lastFollowUpAt, chinaDayStart(q.followedFrom)) : isNotNull(clues.lastFollowUpAt);
  const dated = and(eq(clueFollowUps.clueId, clues.id), withinDays(clueFollowUps.followedAt, { from: q.followedFrom, to: q.followedTo }));
  return sql`exists (select 1 from ${clueFollowUps} where ${dated})`;
}

/** Moved to "signed" within the days: a stage move recorded in its history (clue_history_signed_idx finds those of a month). */
function signedWithin(q: { signedFrom?: string; signedTo?: string }): SQL | undefined {
  if (!q.signedFrom && !q.signedTo) return undefined;
  const moved = and(
    eq(clueHistory.clueId, clues.id),
    eq(clueHistory.toStage, 'signed'),
    withinDays(clueHistory.createdAt, { from: q.signedFrom, to: q.signedTo }),
  );
  return sql`exists (select 1 from ${clueHistory} where ${moved})`;
}

const sortColumns = {
  updatedAt: clues.updatedAt,
  createdAt: clues.createdAt,
  nextFollowUpOn: clues.nextFollowUpOn,
  lastFollowUpAt: clues.lastFollowUpAt,
  investmentAmount: clues.investmentAmount,
} as const;

/** The list order: the sorted column (empty values last either way), then id in the same direction; each has an index. */
export function clueOrder(q: Pick<z.infer<typeof s.clueQuery>, 'sortField' | 'sortOrder'>): SQL[] {
  return keyset({ column: sortColumns[q.sortField], id: clues.id, ascending: q.sortOrder === 'ascend' }).orderBy;
}

/**
 * A page of clues: the page's ids first, in `order` (an index scan that skips index entries, not joined rows, on a
 * deep page), then those rows with their owners' and departments' names.
 */
export function cluePage(db: DbOrTx, where: SQL | undefined, order: SQL[], page: { current: number; pageSize: number }) {
  const ids = db
    .select({ id: clues.id })
    .from(clues)
    .where(where)
    .orderBy(...order)
    .limit(page.pageSize)
    .offset((page.current - 1) * page.pageSize);
  return clueSelect(db)
    .where(inArray(clues.id, ids))
    .orderBy(...order);
}

/** How many of the newest owned clues tell a rare name keyword from a common one, and how many must hold it (1%). */
const KEYWORD_SAMPLE = 2000;
const COMMON_IN_SAMPLE = 20;

/**
 * Whether a name keyword is rare among the newest clues. A page of a common one is among the first rows of the
 * list's order, so walking that order finds it at once; for a rare one the walk would read the whole list (the
 * planner cannot tell them apart from the name's statistics), so its matches are gathered first (matchedPage).
 */
async function rareName(db: DbOrTx, keyword: string | undefined): Promise<boolean> {
  if (!keyword || [...keyword].length < 2 || phoneStart(keyword)) return false;
  const newest = db
    .select({ name: clues.name })
    .from(clues)
    .where(eq(clues.poolState, 'owned'))
    .orderBy(desc(clues.updatedAt), desc(clues.id))
    .limit(KEYWORD_SAMPLE)
    .as('newest');
  const [{ n }] = await db.select({ n: count() }).from(newest).where(literalMatch(keyword, newest.name));
  return n < COMMON_IN_SAMPLE;
}

/** GET clue-query: one page of the owned clues the tab and the filters select, within the caller's data scope. */
export async function queryClues(deps: Deps, request: FastifyRequest, q: z.infer<typeof s.clueQuery>) {
  const now = deps.now();
  const actor = await actorOf(deps.db, request);
  const where = and(eq(clues.poolState, 'owned'), await scopeTab(deps.db, actor, q.scope), clueFilter(q, now));
  const [{ rows, total }, config] = await Promise.all([
    rareName(deps.db, q.keyword).then(async (rare) => {
      if (rare) {
        const page = await matchedPage(deps.db, {
          table: clues,
          id: clues.id,
          column: sortColumns[q.sortField],
          ascending: q.sortOrder === 'ascend',
          where,
          limit: q.pageSize,
          offset: (q.current - 1) * q.pageSize,
        });
        const rows = page.ids.length
          ? await clueSelect(deps.db)
              .where(inArray(clues.id, page.ids))
              .orderBy(...clueOrder(q))
          : [];
        return { rows, total: page.total };
      }
      const [page, [{ total: n }]] = await Promise.all([
        cluePage(deps.db, where, clueOrder(q), q),
        deps.db.select({ total: count() }).from(
          deps.db
            .select({ one: sql`1` })
            .from(clues)
            .where(where)
            .limit(CLUE_COUNT_CAP + 1)
            .as('capped'),
        ),
      ]);
      return { rows: page, total: n };
    }),
    poolConfigOf(deps.db),
  ]);
  return {
    list: rows.map((r) => clueOut(r, config)),
    total: Math.min(total, CLUE_COUNT_CAP),
    more: total > CLUE_COUNT_CAP,
    current: q.current,
    pageSize: q.pageSize,
  };
}

// ---------- the detail ----------

const DETAIL_ROWS = 200;

/** GET clue-detail: the clue with its follow-ups (newest first), its history and the stages it may move to. */
export async function clueDetail(deps: Deps, request: FastifyRequest, id: number) {
  const actor = await actorOf(deps.db, request);
  return detailOf(deps.db, actor, id);
}

export async function detailOf(db: DbOrTx, actor: Actor, id: number) {
  const [[row], config] = await readAll(db, [() => clueSelect(db).where(eq(clues.id, id)), () => poolConfigOf(db)]);
  if (!row || !clueInScope(actor, row.clue)) throw notFound('Clue');
  const [followUps, history] = await readAll(db, [
    () =>
      db
        .select({ f: clueFollowUps, userName: users.realName, taskTypeName: clueTaskTypes.name })
        .from(clueFollowUps)
        .leftJoin(users, eq(users.id, clueFollowUps.userId))
        .leftJoin(clueTaskTypes, eq(clueTaskTypes.id, clueFollowUps.taskTypeId))
        .where(eq(clueFollowUps.clueId, id))
        .orderBy(desc(clueFollowUps.followedAt), desc(clueFollowUps.id))
        .limit(DETAIL_ROWS),
    () => db.select().from(clueHistory).where(eq(clueHistory.clueId, id)).orderBy(desc(clueHistory.createdAt), desc(clueHistory.id)).limit(DETAIL_ROWS),
  ]);
  return {
    ...clueOut(row, config),
    followUps: followUps.map(({ f, userName, taskTypeName }) => ({
      id: f.id,
      way: f.way,
      followedAt: f.followedAt.toISOString(),
      userId: f.userId,
      userName,
      contactName: f.contactName,
      content: f.content,
      nextStep: f.nextStep,
      nextFollowUpOn: f.nextFollowUpOn,
      taskTypeId: f.taskTypeId,
      taskTypeName,
      attachments: f.attachments,
    })),
    history: history.map((h) => ({
      id: h.id,
      action: h.action,
      userId: h.userId,
      userName: h.userName,
      fromStage: h.fromStage,
      toStage: h.toStage,
      changes: h.changes,
      reason: h.reason,
      createdAt: h.createdAt.toISOString(),
    })),
    allowedStages: row.clue.poolState === 'owned' ? [...allowedMoves(row.clue.stage)] : [],
  };
}

// ---------- duplicates ----------

/** The clues with the same phone or the same name (spaces and bracket widths aside), with their owners. */
export async function findDuplicates(db: DbOrTx, input: { phone?: string | null; name?: string | null; exceptId?: number }) {
  const phone = input.phone ? normalisePhone(input.phone) : '';
  const nameKey = input.name ? normaliseClueName(input.name) : '';
  const match = or(phone.length >= 7 ? eq(clues.phone, phone) : undefined, nameKey.length >= 2 ? eq(clues.nameKey, nameKey) : undefined);
  if (!match) return [];
  const rows = await db
    .select({
      id: clues.id,
      name: clues.name,
      phone: clues.phone,
      stage: clues.stage,
      poolState: clues.poolState,
      ownerId: clues.ownerId,
      ownerName: owner.realName,
      departmentName: departments.name,
    })
    .from(clues)
    .leftJoin(owner, eq(owner.id, clues.ownerId))
    .leftJoin(departments, eq(departments.id, clues.departmentId))
    .where(and(match, input.exceptId ? ne(clues.id, input.exceptId) : undefined))
    .orderBy(asc(clues.id))
    .limit(10);
  return rows.map((r) => ({ ...r, matchedOn: phone.length >= 7 && r.phone === phone ? ('phone' as const) : ('name' as const) }));
}

function duplicateRefusal(found: Awaited<ReturnType<typeof findDuplicates>>) {
  const first = found[0];
  const who =
    first.poolState === 'pool' ? 'in the give-up pool' : `owned by ${first.ownerName ?? '—'}${first.departmentName ? ` (${first.departmentName})` : ''}`;
  const field = first.matchedOn;
  return conflict(`${field}: the same ${field === 'phone' ? 'phone number' : 'name'} is already clue #${first.id} "${first.name}", ${who}`, field);
}

// ---------- create and update ----------

type CluePost = z.infer<typeof s.cluePost>;

const dictChecks = (input: CluePost) => [
  { dict: 'clue_source', value: input.source, field: 'source' },
  { dict: 'intention_level', value: input.level, field: 'level' },
  { dict: 'industry', value: input.industryCode, field: 'industryCode' },
  { dict: 'unit_usage', value: input.intendedUsage, field: 'intendedUsage' },
];

function fieldsOf(input: CluePost) {
  const { id: _id, ...fields } = input;
  return { ...fields, nameKey: normaliseClueName(fields.name), phone: fields.phone ? normalisePhone(fields.phone) : null };
}

/** Serialises creations and changes of names and phones, so two saves of one company at once cannot both pass the duplicate check. */
export const lockDuplicates = (tx: DbOrTx) => tx.execute(sql`select pg_advisory_xact_lock(7341, 1)`);

/** POST clue-post: a new clue (owned by its creator, in their department) or a change of one in the caller's scope. */
export async function saveClue(deps: Deps, request: FastifyRequest, input: CluePost) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const actor = await actorOf(tx, request);
    await assertDictValues(tx, dictChecks(input));
    const fields = fieldsOf(input);
    if (fields.phone !== null && fields.phone.length < 7) throw unprocessable('phone: must have at least 7 digits', 'phone');
    await lockDuplicates(tx);
    if (input.id === undefined) {
      const found = await findDuplicates(tx, { phone: fields.phone, name: fields.name });
      if (found.length) throw duplicateRefusal(found);
      const [row] = await tx
        .insert(clues)
        .values({
          ...fields,
          stage: 'new',
          ownerId: actor.id,
          departmentId: actor.departmentId,
          poolState: 'owned',
          ownedSince: now,
          lastActivityAt: now,
          createdBy: actor.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await record(tx, request, actor, now, row, { action: 'create', toStage: 'new', after: row });
      return detailOf(tx, actor, row.id);
    }
    const before = await lockClue(tx, actor, input.id);
    assertOwned(before);
    const found = await findDuplicates(tx, { phone: fields.phone, name: fields.name, exceptId: before.id });
    if (found.length) throw duplicateRefusal(found);
    const changes = changesOf(before, fields);
    const [row] = await tx
      .update(clues)
      .set({ ...fields, updatedAt: now })
      .where(eq(clues.id, before.id))
      .returning();
    if (Object.keys(changes).length) await record(tx, request, actor, now, row, { action: 'update', changes, before, after: row });
    return detailOf(tx, actor, row.id);
  });
}

/** The fields whose values differ, each as [before, after]. */
function changesOf(before: Clue, after: Record<string, unknown>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    if (key === 'nameKey') continue;
    const old = (before as Record<string, unknown>)[key];
    if (JSON.stringify(old ?? null) !== JSON.stringify(value ?? null)) changes[key] = [old ?? null, value ?? null];
  }
  return changes;
}

// ---------- follow-ups ----------

/** POST followup-post: a follow-up on a clue in the caller's scope; it counts as activity for the pool. */
export async function addFollowUp(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.followUpPost>) {
  const now = deps.now();
  const followedAt = new Date(input.followedAt);
  if (followedAt.getTime() > now.getTime() + FOLLOW_UP_FUTURE_MS) throw unprocessable('followedAt: must not be in the future', 'followedAt');
  return deps.db.transaction(async (tx) => {
    const actor = await actorOf(tx, request);
    const clue = await lockClue(tx, actor, input.clueId);
    assertOwned(clue);
    await assertDictValues(tx, [{ dict: 'followup_method', value: input.way, field: 'way' }]);
    if (input.taskTypeId !== null) {
      const [t] = await tx.select({ enabled: clueTaskTypes.enabled }).from(clueTaskTypes).where(eq(clueTaskTypes.id, input.taskTypeId));
      if (!t?.enabled) throw unprocessable(`taskTypeId: no enabled task type ${input.taskTypeId}`, 'taskTypeId');
    }
    if (input.attachments.length) {
      const names = input.attachments.map((a) => a.url.slice('/uploads/'.length));
      const known = await tx.select({ storedName: uploads.storedName }).from(uploads).where(inArray(uploads.storedName, names));
      const missing = names.find((n) => !known.some((k) => k.storedName === n));
      if (missing) throw unprocessable(`attachments: /uploads/${missing} was not uploaded here`, 'attachments');
    }
    const [followUp] = await tx
      .insert(clueFollowUps)
      .values({
        clueId: clue.id,
        way: input.way,
        followedAt,
        userId: actor.id,
        contactName: input.contactName,
        content: input.content,
        nextStep: input.nextStep,
        nextFollowUpOn: input.nextFollowUpOn,
        taskTypeId: input.taskTypeId,
        attachments: input.attachments,
        createdAt: now,
      })
      .returning();
    const last = clue.lastFollowUpAt && clue.lastFollowUpAt > followedAt ? clue.lastFollowUpAt : followedAt;
    const activity = clue.lastActivityAt > last ? clue.lastActivityAt : last;
    const [row] = await tx
      .update(clues)
      .set({
        lastFollowUpAt: last,
        lastActivityAt: activity,
        remindedAt: null,
        ...(input.nextFollowUpOn ? { nextFollowUpOn: input.nextFollowUpOn } : {}),
        updatedAt: now,
      })
      .where(eq(clues.id, clue.id))
      .returning();
    await record(tx, request, actor, now, row, {
      action: 'follow_up',
      reason: input.content.slice(0, 200),
      after: followUp,
      changes: input.nextFollowUpOn && input.nextFollowUpOn !== clue.nextFollowUpOn ? { nextFollowUpOn: [clue.nextFollowUpOn, input.nextFollowUpOn] } : null,
    });
    return detailOf(tx, actor, clue.id);
  });
}

// ---------- stage moves ----------

/**
 * POST pstatus: moves a clue along the pipeline. A move the pipeline does not allow is refused (422) naming the
 * allowed ones; lost and invalid need a reason from their dictionary.
 */
export async function moveStage(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.stagePost>) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const actor = await actorOf(tx, request);
    const clue = await lockClue(tx, actor, input.id);
    assertOwned(clue);
    const check = checkMove(clue.stage, input.stage);
    if (!check.ok) {
      const allowed = check.allowed.length ? check.allowed.join(', ') : 'none (it is final)';
      throw unprocessable(`stage: a clue cannot move from ${clue.stage} to ${input.stage}; allowed: ${allowed}`, 'stage');
    }
    let reasonLabel: string | null = null;
    if (check.reasonDictionary) {
      if (!input.reason) throw unprocessable(`reason: moving to ${input.stage} needs a reason from the dictionary ${check.reasonDictionary}`, 'reason');
      const labels = await assertDictValues(tx, [{ dict: check.reasonDictionary, value: input.reason, field: 'reason' }]);
      reasonLabel = labels?.get(`${check.reasonDictionary}:${input.reason}`) ?? input.reason;
    }
    const [row] = await tx
      .update(clues)
      .set({ stage: input.stage, stageReason: check.reasonDictionary ? input.reason : null, updatedAt: now })
      .where(eq(clues.id, clue.id))
      .returning();
    const why = [reasonLabel, input.comment].filter(Boolean).join('：') || null;
    await record(tx, request, actor, now, row, {
      action: 'stage',
      fromStage: clue.stage,
      toStage: input.stage,
      reason: why,
      before: { stage: clue.stage, stageReason: clue.stageReason },
      after: { stage: row.stage, stageReason: row.stageReason },
    });
    return detailOf(tx, actor, clue.id);
  });
}
