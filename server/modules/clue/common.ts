import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { cluePoolConfig, returnsAt, type ClueHistoryAction, type CluePoolConfig } from '@shared/clue';
import type { DbOrTx } from '../../db/client';
import { clueHistory, clues, configEntries, departments, dictItems, dictTypes, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { dataScopeOf, inScope, type DataScope } from '../../lib/access';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { readAll } from '../../db/reads';

/** The configuration entry holding the pool's rules (shared/clue.ts cluePoolConfig reads it over its defaults). */
export const POOL_CONFIG_KEY = 'cluePool';

export async function poolConfigOf(db: DbOrTx): Promise<CluePoolConfig> {
  const [row] = await db.select({ value: configEntries.value }).from(configEntries).where(eq(configEntries.key, POOL_CONFIG_KEY));
  return cluePoolConfig(row?.value);
}

export type Clue = typeof clues.$inferSelect;

/** Who acts: their id, name, department and data scope (read inside the write's transaction). */
export type Actor = { id: number; name: string; departmentId: number | null; scope: DataScope };

export async function actorOf(db: DbOrTx, request: FastifyRequest): Promise<Actor> {
  const me = request.user!;
  const [[u], scope] = await readAll(db, [
    () => db.select({ name: users.realName, departmentId: users.departmentId }).from(users).where(eq(users.id, me.id)),
    () => dataScopeOf(db, me.id),
  ]);
  return { id: me.id, name: u?.name || me.username, departmentId: u?.departmentId ?? null, scope };
}

/** An owned clue is in the actor's scope by its department or its owner; a pool clue is everyone's to see. */
export const clueInScope = (actor: Actor, clue: Pick<Clue, 'poolState' | 'departmentId' | 'ownerId'>) =>
  clue.poolState === 'pool' || inScope(actor.scope, { departmentId: clue.departmentId, ownerId: clue.ownerId });

/** The clue locked for a write; outside the actor's data scope it is "not found", as any unknown id. */
export async function lockClue(tx: DbOrTx, actor: Actor, id: number): Promise<Clue> {
  const [clue] = await tx.select().from(clues).where(eq(clues.id, id)).for('update');
  if (!clue || !clueInScope(actor, clue)) throw notFound('Clue');
  return clue;
}

/** A write on a clue someone owns: a pool clue is claimed first. */
export function assertOwned(clue: Clue) {
  if (clue.poolState !== 'owned') throw conflict(`id: "${clue.name}" is in the give-up pool: claim it first`, 'id');
}

/** One history row and one operation-log entry for a change of a clue, in the change's transaction. */
export async function record(
  tx: DbOrTx,
  request: FastifyRequest | null,
  actor: Pick<Actor, 'id' | 'name'> | null,
  now: Date,
  clue: Pick<Clue, 'id' | 'name'>,
  entry: {
    action: ClueHistoryAction;
    fromStage?: string | null;
    toStage?: string | null;
    changes?: Record<string, [unknown, unknown]> | null;
    reason?: string | null;
    before?: unknown;
    after?: unknown;
  },
) {
  await tx.insert(clueHistory).values({
    clueId: clue.id,
    action: entry.action,
    userId: actor?.id ?? null,
    userName: actor?.name ?? null,
    fromStage: entry.fromStage ?? null,
    toStage: entry.toStage ?? null,
    changes: entry.changes ?? null,
    reason: entry.reason ? entry.reason.slice(0, 500) : null,
    createdAt: now,
  });
  await audit(tx, request, {
    action: entry.action === 'create' || entry.action === 'import' ? 'create' : 'update',
    entity: 'clue',
    entityId: clue.id,
    summary: `${entry.action}: ${clue.name}${entry.reason ? ` (${entry.reason.slice(0, 100)})` : ''}`,
    before: entry.before,
    after: entry.after,
  });
}

/**
 * Refuses values missing from their dictionaries (disabled items included: a value already stored may be kept),
 * with a 422 naming the field; one query for all of them.
 */
export async function assertDictValues(db: DbOrTx, checks: { dict: string; value: string | null | undefined; field: string }[]) {
  const wanted = checks.filter((c) => c.value);
  if (!wanted.length) return;
  const rows = await db
    .select({ dict: dictTypes.name, value: dictItems.value, label: dictItems.label })
    .from(dictItems)
    .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
    .where(and(inArray(dictTypes.name, [...new Set(wanted.map((c) => c.dict))]), inArray(dictItems.value, [...new Set(wanted.map((c) => c.value!))])));
  for (const c of wanted) {
    if (!rows.some((r) => r.dict === c.dict && r.value === c.value))
      throw unprocessable(`${c.field}: "${c.value}" is not in the dictionary ${c.dict}`, c.field);
  }
  return new Map(rows.map((r) => [`${r.dict}:${r.value}`, r.label]));
}

export const owner = alias(users, 'clue_owner');
export const giver = alias(users, 'clue_giver');

/** The columns of a clue as lists and the detail show them. */
export const clueColumns = {
  clue: clues,
  ownerName: owner.realName,
  departmentName: departments.name,
  givenUpByName: giver.realName,
};

/** A clue with its owner's, department's and giver's names (left joins). */
export const clueSelect = (db: DbOrTx) =>
  db
    .select(clueColumns)
    .from(clues)
    .leftJoin(owner, eq(owner.id, clues.ownerId))
    .leftJoin(departments, eq(departments.id, clues.departmentId))
    .leftJoin(giver, eq(giver.id, clues.givenUpBy));

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function clueOut(row: { clue: Clue; ownerName: string | null; departmentName: string | null; givenUpByName: string | null }, config: CluePoolConfig) {
  const c = row.clue;
  return {
    id: c.id,
    kind: c.kind,
    name: c.name,
    contactName: c.contactName,
    phone: c.phone,
    industryCode: c.industryCode,
    intendedArea: c.intendedArea,
    intendedUsage: c.intendedUsage,
    budget: c.budget,
    investmentAmount: c.investmentAmount,
    source: c.source,
    level: c.level,
    stage: c.stage,
    stageReason: c.stageReason,
    ownerId: c.ownerId,
    ownerName: row.ownerName,
    departmentId: c.departmentId,
    departmentName: row.departmentName,
    nextFollowUpOn: c.nextFollowUpOn,
    tags: c.tags,
    remark: c.remark,
    poolState: c.poolState,
    locked: c.locked,
    lastFollowUpAt: iso(c.lastFollowUpAt),
    returnsAt: iso(returnsAt(c, config)),
    givenUpBy: c.givenUpBy,
    givenUpByName: row.givenUpByName,
    givenUpAt: iso(c.givenUpAt),
    giveUpReason: c.giveUpReason,
    projectId: c.projectId,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** Today in China (the park's day), as YYYY-MM-DD. */
export const chinaDay = (now: Date) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The interval literal of n days, for SQL arithmetic on timestamps. */
export const days = (n: number) => sql.raw(`interval '${Math.trunc(n)} days'`);
