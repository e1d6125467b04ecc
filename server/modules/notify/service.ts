import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { noticeReads, notices, userRoles } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { dataScopeOf, scopeCondition } from '../../lib/access';
import { audit } from '../../lib/audit';

/** Notices addressed to the user: to everyone, to a role the user holds, or to the user alone. */
function addressedTo(deps: Deps, userId: number) {
  return or(
    and(isNull(notices.roleId), isNull(notices.userId)),
    inArray(notices.roleId, deps.db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))),
    eq(notices.userId, userId),
  );
}

const unreadBy = (deps: Deps, userId: number) =>
  and(
    addressedTo(deps, userId),
    sql`not exists (select 1 from ${noticeReads} where ${noticeReads.noticeId} = ${notices.id} and ${noticeReads.userId} = ${userId})`,
  );

/** How many notices addressed to the user they have not read (the bell's badge, the dashboard's figure). */
export async function unreadNoticeCount(deps: Deps, userId: number): Promise<number> {
  const [{ unreadCount }] = await deps.db.select({ unreadCount: count() }).from(notices).where(unreadBy(deps, userId));
  return unreadCount;
}

export type PersonalNotice = { userId: number; title: string; content: string; type: 'message' | 'todo'; link?: string | null };

/** What the system tells one person (a task waiting for them, a result): in the caller's transaction, read from their bell. */
export async function addPersonalNotices(tx: DbOrTx, list: PersonalNotice[], now: Date) {
  if (!list.length) return;
  await tx
    .insert(notices)
    .values(list.map((n) => ({ userId: n.userId, title: n.title.slice(0, 128), content: n.content, type: n.type, link: n.link ?? null, createdAt: now })));
}

export async function myNotices(deps: Deps, userId: number, q: { current: number; pageSize: number; unreadOnly?: boolean }) {
  const mine = addressedTo(deps, userId);
  const unread = unreadBy(deps, userId);
  const listWhere = q.unreadOnly ? unread : mine;
  const [rows, [{ total }], [{ unreadCount }]] = await Promise.all([
    deps.db
      .select({
        id: notices.id,
        title: notices.title,
        content: notices.content,
        type: notices.type,
        link: notices.link,
        createdAt: notices.createdAt,
        readAt: noticeReads.readAt,
      })
      .from(notices)
      .leftJoin(noticeReads, and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, userId)))
      .where(listWhere)
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    deps.db.select({ total: count() }).from(notices).where(listWhere),
    deps.db.select({ unreadCount: count() }).from(notices).where(unread),
  ]);
  const [{ totalCount }] = await deps.db.select({ totalCount: count() }).from(notices).where(mine);
  return {
    list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), readAt: r.readAt ? r.readAt.toISOString() : null, read: !!r.readAt })),
    total,
    current: q.current,
    pageSize: q.pageSize,
    totalCount,
    unreadCount,
  };
}

/** Marks one notice, or all of the user's notices, as read. */
export async function markRead(deps: Deps, userId: number, input: { id?: number; all?: boolean }) {
  if (!input.id && !input.all) throw badRequest('id: give a notice id, or all: true', 'id');
  const ids = input.id ? [input.id] : (await deps.db.select({ id: notices.id }).from(notices).where(unreadBy(deps, userId)).limit(10_000)).map((r) => r.id);
  if (input.id) {
    const [n] = await deps.db
      .select({ id: notices.id })
      .from(notices)
      .where(and(eq(notices.id, input.id), addressedTo(deps, userId)));
    if (!n) throw notFound('Notice');
  }
  if (ids.length)
    await deps.db
      .insert(noticeReads)
      .values(ids.map((noticeId) => ({ noticeId, userId, readAt: deps.now() })))
      .onConflictDoNothing();
}

export async function createNotice(
  deps: Deps,
  request: FastifyRequest,
  input: { title: string; content: string; type: 'notice' | 'message' | 'todo'; roleId?: number | null },
) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notices)
      .values({ ...input, roleId: input.roleId ?? null, createdBy: request.user!.id, createdAt: deps.now() })
      .returning();
    await audit(tx, request, { action: 'create', entity: 'notice', entityId: row.id, summary: row.title, after: row });
    return {
      id: row.id,
      title: row.title,
      content: row.content,
      type: row.type,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
      readAt: null,
      read: false,
    };
  });
}

/**
 * The notices the user may manage, newest first, with how many people have read each (the notices admin
 * screen): those sent by someone in their data scope.
 */
export async function allNotices(deps: Deps, request: FastifyRequest, q: { current: number; pageSize: number }) {
  // Published notices only: what the system sends to one person is theirs, not the notices screen's.
  const where = and(
    isNull(notices.userId),
    scopeCondition(deps.db, await dataScopeOf(deps.db, request.user!.id), { owner: notices.createdBy, ownerDepartment: true }),
  );
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    deps.db.select({ total: count() }).from(notices).where(where),
  ]);
  const reads = rows.length
    ? await deps.db
        .select({ noticeId: noticeReads.noticeId, n: count() })
        .from(noticeReads)
        .where(
          inArray(
            noticeReads.noticeId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(noticeReads.noticeId)
    : [];
  const byNotice = new Map(reads.map((r) => [r.noticeId, r.n]));
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: r.title,
      content: r.content,
      type: r.type,
      roleId: r.roleId,
      createdAt: r.createdAt.toISOString(),
      readCount: byNotice.get(r.id) ?? 0,
    })),
    total,
    current: q.current,
    pageSize: q.pageSize,
  };
}
