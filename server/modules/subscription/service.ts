import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { subscriptions, type SubscriptionChannel, type SubscriptionKind, type SubscriptionRhythm } from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { loadRun } from '../match/service';
import { describeSubscription, newSubscriptionRow, resolvePolicyCriteria, type PolicyCriteriaInput } from './criteria';
import type * as s from './schemas';
import { anchorSubscriptions } from './terms';

type SubscriptionRow = typeof subscriptions.$inferSelect;

export const toSubscription = (row: SubscriptionRow) => {
  const d = describeSubscription(row.kind, row.criteria, row.channels, row.rhythm);
  return {
    id: row.id,
    kind: row.kind,
    criteria: row.criteria,
    channels: row.channels,
    rhythm: row.rhythm,
    active: row.active,
    description: d.zh,
    descriptionEn: d.en,
    createdAt: row.createdAt.toISOString(),
  };
};

type Delivery = { channels: SubscriptionChannel[]; rhythm: SubscriptionRhythm };

/**
 * Saves a subscription for the visitor, once per criteria: the same criteria again returns the existing one
 * (created: false), turned on again and with the channels and rhythm now chosen.
 */
async function save(
  deps: Deps,
  request: FastifyRequest,
  kind: SubscriptionKind,
  criteria: Record<string, unknown>,
  delivery: Delivery,
  policy?: PolicyCriteriaInput,
) {
  const visitorId = request.visitor!.id;
  const now = deps.now();
  const row = newSubscriptionRow(visitorId, kind, criteria, delivery, now, policy);
  return deps.db.transaction(async (tx) => {
    const [inserted] = await tx.insert(subscriptions).values(row).onConflictDoNothing().returning();
    if (inserted) {
      if (inserted.termDimensions) await anchorSubscriptions(tx, [inserted.id]);
      await audit(tx, request, {
        action: 'create',
        entity: 'subscription',
        entityId: inserted.id,
        summary: describeSubscription(kind, criteria, delivery.channels, delivery.rhythm).zh,
        after: { visitorId, kind, criteria, ...delivery },
      });
      return { ...toSubscription(inserted), created: true };
    }
    const [existing] = await tx
      .update(subscriptions)
      .set({ ...delivery, active: true, updatedAt: now })
      .where(and(eq(subscriptions.visitorId, visitorId), eq(subscriptions.kind, kind), eq(subscriptions.criteriaHash, row.criteriaHash)))
      .returning();
    return { ...toSubscription(existing), created: false };
  });
}

/** POST /api/visitor/subscriptions: policies by tags, departments, levels, regions, support types and a keyword. */
export async function subscribeToPolicies(deps: Deps, request: FastifyRequest, body: z.infer<typeof s.createBody>) {
  const criteria = await resolvePolicyCriteria(deps.db, body.criteria);
  return save(
    deps,
    request,
    'policy',
    JSON.parse(JSON.stringify(criteria)) as Record<string, unknown>,
    { channels: body.channels, rhythm: body.rhythm },
    criteria,
  );
}

/**
 * POST /api/policy/match/subscribe: new matches for what the visitor matched on. A visitor never reads a
 * company's confidential figures, so the profile kept is the run's as the visitor saw it.
 */
export async function subscribeToRun(deps: Deps, request: FastifyRequest, runId: string) {
  const run = await loadRun(deps, request, runId);
  const profile = { ...run.profile, creditCode: undefined };
  const criteria = run.companyId ? { companyId: run.companyId, name: run.profile.name, profile } : { profile };
  return save(deps, request, 'match', JSON.parse(JSON.stringify(criteria)) as Record<string, unknown>, { channels: ['inApp', 'email'], rhythm: 'immediate' });
}

/** The visitor's subscriptions, newest first. */
export async function listSubscriptions(deps: Deps, visitorId: number, q: z.infer<typeof s.listQuery>) {
  const where = and(eq(subscriptions.visitorId, visitorId), q.kind ? eq(subscriptions.kind, q.kind) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select()
      .from(subscriptions)
      .where(where)
      .orderBy(desc(subscriptions.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    deps.db.select({ total: count() }).from(subscriptions).where(where),
  ]);
  return { list: rows.map(toSubscription), total, current: q.current, pageSize: q.pageSize };
}

/** One of the visitor's subscriptions, locked for a change; another visitor's is not found. */
async function ownSubscription(tx: DbOrTx, visitorId: number, id: number) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.visitorId, visitorId)))
    .for('update');
  if (!row) throw notFound('Subscription');
  return row;
}

/** Channels, rhythm, on or off. */
export async function updateSubscription(deps: Deps, request: FastifyRequest, body: z.infer<typeof s.updateBody>) {
  return deps.db.transaction(async (tx) => {
    const before = await ownSubscription(tx, request.visitor!.id, body.id);
    const [after] = await tx
      .update(subscriptions)
      .set({ channels: body.channels ?? before.channels, rhythm: body.rhythm ?? before.rhythm, active: body.active ?? before.active, updatedAt: deps.now() })
      .where(eq(subscriptions.id, before.id))
      .returning();
    await audit(tx, request, {
      action: 'update',
      entity: 'subscription',
      entityId: before.id,
      summary: describeSubscription(after.kind, after.criteria, after.channels, after.rhythm).zh,
      before: { channels: before.channels, rhythm: before.rhythm, active: before.active },
      after: { channels: after.channels, rhythm: after.rhythm, active: after.active },
    });
    return toSubscription(after);
  });
}

export async function deleteSubscription(deps: Deps, request: FastifyRequest, id: number) {
  await deps.db.transaction(async (tx) => {
    const before = await ownSubscription(tx, request.visitor!.id, id);
    await tx.delete(subscriptions).where(eq(subscriptions.id, id));
    await audit(tx, request, { action: 'delete', entity: 'subscription', entityId: id, before: { kind: before.kind, criteria: before.criteria } });
  });
  return { id };
}
