import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { inboxMessages, visitors, type InboxKind } from '../../db/schema';
import type { Deps } from '../../deps';
import { allConfig, siteNameOf } from '../config/service';
import { queueMail } from '../queue/mail';
import type * as s from './schemas';

export type NewInboxMessage = {
  visitorId: number;
  kind: InboxKind;
  title: string;
  body: string;
  link?: string | null;
  policyIds?: number[];
  /** One message per visitor and key, however often it is sent. */
  dedupeKey?: string | null;
  meta?: Record<string, unknown>;
};

/** Messages per insert statement. */
const INSERT_CHUNK = 2000;

/** Puts messages in visitors' inboxes (in the caller's transaction); a repeated key is skipped. Returns the new ones. */
export async function addInboxMessages(tx: DbOrTx, messages: NewInboxMessage[], now: Date): Promise<{ visitorId: number; dedupeKey: string | null }[]> {
  const inserted: { visitorId: number; dedupeKey: string | null }[] = [];
  // In chunks: a statement takes at most 65,535 parameters (nine a message), and a delivery run can add tens of thousands.
  for (let at = 0; at < messages.length; at += INSERT_CHUNK) {
    const rows = messages
      .slice(at, at + INSERT_CHUNK)
      .map((m) => ({ ...m, link: m.link ?? null, policyIds: m.policyIds ?? [], dedupeKey: m.dedupeKey ?? null, createdAt: now }));
    inserted.push(
      ...(await tx
        .insert(inboxMessages)
        .values(rows)
        .onConflictDoNothing()
        .returning({ visitorId: inboxMessages.visitorId, dedupeKey: inboxMessages.dedupeKey })),
    );
  }
  return inserted;
}

/**
 * Tells one visitor of something that concerns them alone (a result of their application, their company membership):
 * in their inbox, and by e-mail too when they have an address and have not turned e-mail notices off. `origin` makes
 * the link absolute for the e-mail. In the caller's transaction: nothing is told of a change that rolls back.
 */
export async function tellVisitor(tx: DbOrTx, message: NewInboxMessage & { link: string }, { now, origin }: { now: Date; origin: string }) {
  await addInboxMessages(tx, [message], now);
  const [v] = await tx.select({ email: visitors.email, emailNotices: visitors.emailNotices }).from(visitors).where(eq(visitors.id, message.visitorId));
  if (!v?.email || !v.emailNotices) return;
  const siteName = siteNameOf(await allConfig(tx));
  await queueMail(tx, { to: v.email, subject: `${siteName}：${message.title}`, text: `${message.body}\n\n${origin}${message.link}` }, now);
}

type Row = typeof inboxMessages.$inferSelect;
const toMessage = (r: Row) => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  body: r.body,
  link: r.link,
  policyIds: r.policyIds,
  read: !!r.readAt,
  readAt: r.readAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

export const unreadCount = async (db: DbOrTx, visitorId: number) =>
  (
    await db
      .select({ n: count() })
      .from(inboxMessages)
      .where(and(eq(inboxMessages.visitorId, visitorId), isNull(inboxMessages.readAt)))
  )[0].n;

/** The visitor's messages, newest first, with the unread count for the header. */
export async function listInbox(deps: Deps, visitorId: number, q: z.infer<typeof s.inboxQuery>) {
  const where = and(
    eq(inboxMessages.visitorId, visitorId),
    q.unreadOnly ? isNull(inboxMessages.readAt) : undefined,
    q.kind ? eq(inboxMessages.kind, q.kind) : undefined,
  );
  const [rows, [{ total }], unread] = await Promise.all([
    deps.db
      .select()
      .from(inboxMessages)
      .where(where)
      .orderBy(desc(inboxMessages.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    deps.db.select({ total: count() }).from(inboxMessages).where(where),
    unreadCount(deps.db, visitorId),
  ]);
  return { list: rows.map(toMessage), total, current: q.current, pageSize: q.pageSize, unreadCount: unread };
}

/** Marks some of the visitor's messages (or all) read; others' ids are ignored. Returns the unread count left. */
export async function markRead(deps: Deps, visitorId: number, body: z.infer<typeof s.readBody>) {
  await deps.db
    .update(inboxMessages)
    .set({ readAt: deps.now() })
    .where(and(eq(inboxMessages.visitorId, visitorId), isNull(inboxMessages.readAt), body.all ? undefined : inArray(inboxMessages.id, body.ids ?? [])));
  return { unreadCount: await unreadCount(deps.db, visitorId) };
}

/** Deletes some of the visitor's messages; others' ids are ignored. */
export async function removeMessages(deps: Deps, visitorId: number, ids: number[]) {
  const removed = await deps.db
    .delete(inboxMessages)
    .where(and(eq(inboxMessages.visitorId, visitorId), inArray(inboxMessages.id, ids)))
    .returning({ id: inboxMessages.id });
  return { removed: removed.length, unreadCount: await unreadCount(deps.db, visitorId) };
}
