import { and, asc, count, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CLUE_OPEN_STAGES, mayReclaim, type CluePoolConfig } from '@shared/clue';
import type { DbOrTx } from '../../db/client';
import { clueHistory, clues, configEntries, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { grants } from '../../plugins/auth';
import { inScope } from '../../lib/access';
import { audit } from '../../lib/audit';
import { withinDays } from '../../lib/dayRange';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { addPersonalNotices } from '../notify/service';
import { actorOf, assertOwned, clueOut, clueSelect, days, lockClue, poolConfigOf, POOL_CONFIG_KEY, record, type Actor } from './common';
import { cluePage, detailOf, keywordMatch, scopeTab } from './service';
import { keyset } from '../../lib/keyset';
import type * as s from './schemas';

const DAY_MS = 86_400_000;
const open = () => inArray(clues.stage, [...CLUE_OPEN_STAGES]);

/** What going to the pool sets: no owner, no lock, who lost it and why. */
function toPool(previousOwnerId: number | null, givenUpBy: number | null, reason: string, now: Date) {
  return {
    poolState: 'pool' as const,
    ownerId: null,
    locked: false,
    remindedAt: null,
    previousOwnerId,
    givenUpBy,
    givenUpAt: now,
    giveUpReason: reason,
    updatedAt: now,
  };
}

/** What being taken sets: the owner and their department, and the pool's clocks started again. */
function toOwner(ownerId: number, departmentId: number | null, now: Date) {
  return {
    poolState: 'owned' as const,
    ownerId,
    departmentId,
    ownedSince: now,
    lastActivityAt: now,
    remindedAt: null,
    locked: false,
    updatedAt: now,
  };
}

/**
 * POST /api/pms/admin/project/setgiveup: the owner (or a manager, who holds clue:assign) gives a clue up to the pool
 * with a reason of at most 500 characters.
 */
export async function giveUp(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.giveUpPost>) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const actor = await actorOf(tx, request);
    const clue = await lockClue(tx, actor, input.id);
    assertOwned(clue);
    if (clue.ownerId !== actor.id && !grants(request.user!, 'clue:assign'))
      throw forbidden('id: only the clue’s owner gives it up; a manager reclaims it', 'id');
    const [row] = await tx.update(clues).set(toPool(clue.ownerId, actor.id, input.reason, now)).where(eq(clues.id, clue.id)).returning();
    await record(tx, request, actor, now, row, { action: 'give_up', reason: input.reason, before: clue, after: row });
    return detailOf(tx, actor, clue.id);
  });
}

const poolSort = { givenUpAt: clues.givenUpAt, createdAt: clues.createdAt, investmentAmount: clues.investmentAmount } as const;

/** GET giveup-query: the pool (公海), every staff member's to see and claim, filtered, sorted and paged. */
export async function queryPool(deps: Deps, q: z.infer<typeof s.poolQuery>) {
  const where = and(
    eq(clues.poolState, 'pool'),
    keywordMatch(q.keyword),
    q.source ? eq(clues.source, q.source) : undefined,
    q.level ? eq(clues.level, q.level) : undefined,
    q.industryCode ? eq(clues.industryCode, q.industryCode) : undefined,
    q.stage ? eq(clues.stage, q.stage) : undefined,
    withinDays(clues.givenUpAt, q),
  );
  const order = keyset({ column: poolSort[q.sortField], id: clues.id, ascending: q.sortOrder === 'ascend' }).orderBy;
  const [rows, [{ total }], config] = await Promise.all([
    cluePage(deps.db, where, order, q),
    deps.db.select({ total: count() }).from(clues).where(where),
    poolConfigOf(deps.db),
  ]);
  return { list: rows.map((r) => clueOut(r, config)), total, more: false, current: q.current, pageSize: q.pageSize };
}

/** How many open clues a staff member holds, and how many of them are locked. */
async function holdings(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ held: count(), locked: sql<number>`count(*) filter (where ${clues.locked})`.mapWith(Number) })
    .from(clues)
    .where(and(eq(clues.ownerId, userId), eq(clues.poolState, 'owned'), open()));
  return { held: row.held, locked: row.locked };
}

/**
 * POST claim: a staff member takes a clue from the pool, within their limit. Two claims at once: the row's update
 * is conditional on it still being in the pool, so one wins and the other is told who has it (409). Whoever lost it
 * to the pool may not take it back within the configured days.
 */
export async function claim(deps: Deps, request: FastifyRequest, id: number) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const actor = await actorOf(tx, request);
    // One claim of a person at a time: their limit is counted and kept under this lock.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
    const config = await poolConfigOf(tx);
    const [clue] = await tx.select().from(clues).where(eq(clues.id, id));
    if (!clue) throw notFound('Clue');
    if (clue.poolState !== 'pool') throw conflict(`id: "${clue.name}" has just been taken by someone else`, 'id');
    if (clue.previousOwnerId === actor.id && !mayReclaim(clue.givenUpAt, now, config.reclaimDays)) {
      const from = new Date(clue.givenUpAt!.getTime() + config.reclaimDays * DAY_MS);
      throw unprocessable(`id: you gave "${clue.name}" up; you may claim it again from ${from.toISOString()} (${config.reclaimDays} days later)`, 'id');
    }
    const { held } = await holdings(tx, actor.id);
    if (held >= config.claimLimit) throw unprocessable(`id: you already hold ${held} clues, the most one person may (${config.claimLimit})`, 'id');
    const [row] = await tx
      .update(clues)
      .set(toOwner(actor.id, actor.departmentId, now))
      .where(and(eq(clues.id, id), eq(clues.poolState, 'pool')))
      .returning();
    if (!row) {
      const [taken] = await tx.select({ name: users.realName }).from(clues).leftJoin(users, eq(users.id, clues.ownerId)).where(eq(clues.id, id));
      throw conflict(`id: "${clue.name}" has just been claimed by ${taken?.name ?? 'someone else'}`, 'id');
    }
    await record(tx, request, actor, now, row, { action: 'claim', before: clue, after: row });
    return detailOf(tx, actor, id);
  });
}

/** POST assign: a manager gives pool clues, or owned clues in their scope, to a staff member in their scope. */
export async function assign(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.assignPost>) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const actor = await actorOf(tx, request);
    // The clues first: one outside the scope is "not found" whoever it would go to.
    const ids = [...new Set(input.ids)].sort((a, b) => a - b);
    const locked = [];
    for (const id of ids) locked.push(await lockClue(tx, actor, id));
    const [target] = await tx
      .select({ id: users.id, name: users.realName, departmentId: users.departmentId, status: users.status })
      .from(users)
      .where(eq(users.id, input.ownerId));
    if (!target || !inScope(actor.scope, { departmentId: target.departmentId, ownerId: target.id }))
      throw unprocessable(`ownerId: no staff member ${input.ownerId} in your data scope`, 'ownerId');
    if (target.status !== 'active') throw unprocessable(`ownerId: ${target.name} is disabled`, 'ownerId');
    const done: number[] = [];
    for (const clue of locked) {
      const id = clue.id;
      if (clue.poolState === 'owned' && clue.ownerId === target.id) continue;
      const [row] = await tx.update(clues).set(toOwner(target.id, target.departmentId, now)).where(eq(clues.id, id)).returning();
      await record(tx, request, actor, now, row, {
        action: 'assign',
        reason: [`→ ${target.name}`, input.reason].filter(Boolean).join('：'),
        changes: { ownerId: [clue.ownerId, target.id] },
        before: clue,
        after: row,
      });
      done.push(id);
    }
    return { done };
  });
}

/** POST reclaim: a manager takes owned clues in their scope back to the pool, with a reason. */
export async function reclaim(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.reclaimPost>) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const actor = await actorOf(tx, request);
    const done: number[] = [];
    for (const id of [...new Set(input.ids)].sort((a, b) => a - b)) {
      const clue = await lockClue(tx, actor, id);
      if (clue.poolState === 'pool') continue;
      const [row] = await tx.update(clues).set(toPool(clue.ownerId, actor.id, input.reason, now)).where(eq(clues.id, id)).returning();
      await record(tx, request, actor, now, row, {
        action: 'reclaim',
        reason: input.reason,
        changes: { ownerId: [clue.ownerId, null] },
        before: clue,
        after: row,
      });
      done.push(id);
    }
    return { done };
  });
}

/** POST lock: the owner keeps a clue from returning to the pool (up to the per-person limit), or lets it go again. */
export async function setLocked(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.lockPost>) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const actor = await actorOf(tx, request);
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
    const clue = await lockClue(tx, actor, input.id);
    assertOwned(clue);
    if (clue.ownerId !== actor.id) throw forbidden('id: only the clue’s owner locks it', 'id');
    if (clue.locked === input.locked) return detailOf(tx, actor, clue.id);
    if (input.locked) {
      const config = await poolConfigOf(tx);
      const { locked } = await holdings(tx, actor.id);
      if (locked >= config.lockLimit) throw unprocessable(`locked: you already lock ${locked} clues, the most one person may (${config.lockLimit})`, 'locked');
    }
    const [row] = await tx.update(clues).set({ locked: input.locked, remindedAt: null, updatedAt: now }).where(eq(clues.id, clue.id)).returning();
    await record(tx, request, actor, now, row, { action: input.locked ? 'lock' : 'unlock', changes: { locked: [clue.locked, input.locked] } });
    return detailOf(tx, actor, clue.id);
  });
}

/** Owned, unlocked, open clues that return to the pool by `at`: no activity for N days or no deal for M days by then. */
function returningBy(config: CluePoolConfig, at: Date): SQL {
  return and(
    eq(clues.poolState, 'owned'),
    eq(clues.locked, false),
    open(),
    or(
      lte(clues.lastActivityAt, sql`${at.toISOString()}::timestamptz - ${days(config.noFollowUpDays)}`),
      lte(clues.ownedSince, sql`${at.toISOString()}::timestamptz - ${days(config.noDealDays)}`),
    ),
  )!;
}

/** When each returns: the earlier of its two dates. */
const returnsAtSql = (config: CluePoolConfig) =>
  sql`least(${clues.lastActivityAt} + ${days(config.noFollowUpDays)}, ${clues.ownedSince} + ${days(config.noDealDays)})`;

/** GET returning: the clues (of the tab, within the data scope) that return to the pool within the reminder window, soonest first. */
export async function queryReturning(deps: Deps, request: FastifyRequest, q: z.infer<typeof s.returningQuery>) {
  const now = deps.now();
  const actor = await actorOf(deps.db, request);
  const config = await poolConfigOf(deps.db);
  const horizon = new Date(now.getTime() + (q.days ?? config.remindDaysBefore) * DAY_MS);
  const where = and(returningBy(config, horizon), await scopeTab(deps.db, actor, q.scope));
  const [rows, [{ total }]] = await Promise.all([
    clueSelect(deps.db)
      .where(where)
      .orderBy(returnsAtSql(config), asc(clues.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    deps.db.select({ total: count() }).from(clues).where(where),
  ]);
  return { list: rows.map((r) => clueOut(r, config)), total, more: false, current: q.current, pageSize: q.pageSize };
}

/** GET pool-config: the pool's rules and the caller's own counts against its limits. */
export async function poolInfo(deps: Deps, request: FastifyRequest) {
  const [config, mine] = await Promise.all([poolConfigOf(deps.db), holdings(deps.db, request.user!.id)]);
  return { ...config, held: mine.held, lockedHeld: mine.locked };
}

/** POST pool-config: the pool's rules, saved as the `cluePool` configuration entry. */
export async function savePoolConfig(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.poolConfig>) {
  if (input.remindDaysBefore >= input.noFollowUpDays) throw unprocessable('remindDaysBefore: must be fewer days than noFollowUpDays', 'remindDaysBefore');
  await deps.db.transaction(async (tx) => {
    const before = await poolConfigOf(tx);
    await tx
      .insert(configEntries)
      .values({ key: POOL_CONFIG_KEY, value: input })
      .onConflictDoUpdate({ target: configEntries.key, set: { value: input } });
    await audit(tx, request, { action: 'update', entity: 'cluePoolConfig', summary: '公海规则', before, after: input });
  });
  return poolInfo(deps, request);
}

/** How many clues one sweep returns or reminds of at most (the next day's sweep takes the rest). */
const SWEEP_BATCH = 5000;

/**
 * The pool's daily sweep (job `clue.pool`): clues with no follow-up for N days or no deal for M days go to the pool,
 * each recorded and its owner told; owners of clues returning within the reminder window are told once.
 */
export async function sweepPool(deps: Deps, tx: DbOrTx) {
  const now = deps.now();
  const config = await poolConfigOf(tx);
  const due = await tx
    .select({ id: clues.id, name: clues.name, ownerId: clues.ownerId, lastActivityAt: clues.lastActivityAt, ownedSince: clues.ownedSince })
    .from(clues)
    .where(returningBy(config, now))
    .orderBy(asc(clues.id))
    .limit(SWEEP_BATCH)
    .for('update', { skipLocked: true });
  const returned = new Map<number, string[]>();
  for (const c of due) {
    const noFollowUp = c.lastActivityAt.getTime() + config.noFollowUpDays * DAY_MS <= now.getTime();
    const reason = noFollowUp ? `${config.noFollowUpDays} 天未跟进，自动退回公海` : `${config.noDealDays} 天未成交，自动退回公海`;
    await tx.update(clues).set(toPool(c.ownerId, null, reason, now)).where(eq(clues.id, c.id));
    await tx.insert(clueHistory).values({ clueId: c.id, action: 'return', reason, changes: { ownerId: [c.ownerId, null] }, createdAt: now });
    if (c.ownerId) returned.set(c.ownerId, [...(returned.get(c.ownerId) ?? []), c.name]);
  }
  if (due.length)
    await audit(tx, null, { action: 'update', entity: 'clue', summary: `pool sweep: ${due.length} clues returned to the pool`, after: due.map((c) => c.id) });

  const soon = await tx
    .select({ id: clues.id, name: clues.name, ownerId: clues.ownerId })
    .from(clues)
    .where(and(returningBy(config, new Date(now.getTime() + config.remindDaysBefore * DAY_MS)), sql`${clues.remindedAt} is null`))
    .orderBy(asc(clues.id))
    .limit(SWEEP_BATCH);
  const reminded = new Map<number, string[]>();
  for (const c of soon) if (c.ownerId) reminded.set(c.ownerId, [...(reminded.get(c.ownerId) ?? []), c.name]);
  if (soon.length)
    await tx
      .update(clues)
      .set({ remindedAt: now })
      .where(
        inArray(
          clues.id,
          soon.map((c) => c.id),
        ),
      );

  const names = (list: string[]) => list.slice(0, 5).join('、') + (list.length > 5 ? ` 等 ${list.length} 条` : '');
  await addPersonalNotices(
    tx,
    [
      ...[...reminded].map(([userId, list]) => ({
        userId,
        title: `${list.length} 条线索将在 ${config.remindDaysBefore} 天内退回公海`,
        content: `${names(list)}：请及时跟进，或锁定需要保留的线索。`,
        type: 'todo' as const,
        link: '/admin/clue?tab=returning',
      })),
      ...[...returned].map(([userId, list]) => ({
        userId,
        title: `${list.length} 条线索已退回公海`,
        content: `${names(list)}：超过 ${config.noFollowUpDays} 天未跟进或 ${config.noDealDays} 天未成交，已自动退回公海。`,
        type: 'message' as const,
        link: '/admin/clue-pool',
      })),
    ],
    now,
  );
  return { returned: due.length, reminded: soon.length };
}

export type { Actor };
