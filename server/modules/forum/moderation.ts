import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ForumPostStatus } from '@shared/forum';
import type { DbOrTx, Tx } from '../../db/client';
import { forumBoards, forumPosts, forumReports, forumThreads, users, visitors } from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { containsByBigrams, literalMatch } from '../../lib/like';
import { recountBoards } from './boards';
import { ANONYMOUS_VISITOR } from './posting';
import type * as s from './schemas';

/**
 * Moderation (论坛管理): every post, threads' opening posts and replies alike, with filters, paged and sorted on the
 * server; and what moderators do with them. Hiding, showing, approving and dismissing deal with the post's open
 * reports; pinning and locking act on the post's thread; deleting an opening post deletes its thread.
 */

const authorVisitor = alias(visitors, 'author_visitor');
const authorUser = alias(users, 'author_user');
/** How many of a post's open reports the list shows. */
const REPORTS_SHOWN = 5;

/**
 * The most posts a moderation list counts: past it the list says "more than" (moderators filter rather than page
 * through 500 pages), and counting 400,000 posts at every page took 40 to 60 ms.
 */
export const MODERATION_COUNT_CAP = 10_000;

/** How many of the newest posts (and threads) tell whether a keyword is common, and how many must hold it (1%). */
const RECENT_SAMPLE = 2000;
const COMMON_IN_SAMPLE = 20;
/**
 * A common keyword's matches are counted to this many only (ten pages of twenty): each one counted is a post walked
 * and its thread looked up, and a moderator narrows a common word rather than reading past the tenth page.
 */
const COMMON_KEYWORD = 200;
/** Thread ids written into a selective keyword's condition at most. */
const TITLE_MATCHES_LISTED = 5000;

/** How many of the newest rows of `recent` hold the keyword. */
async function inNewest(db: DbOrTx, keyword: string, table: typeof forumPosts | typeof forumThreads) {
  const column = 'content' in table ? table.content : table.title;
  const recent = db
    .select({ text: sql<string>`${column}`.as('text') })
    .from(table)
    .orderBy(desc(table.id)) // the newest by their keys: threads have no index on their time
    .limit(RECENT_SAMPLE)
    .as('recent');
  const [{ n }] = await db.select({ n: count() }).from(recent).where(literalMatch(keyword, recent.text));
  return n;
}

/**
 * "The post's text or its thread's title contains". Whether the keyword is common is read from the newest posts and
 * threads (a few milliseconds whatever the keyword: asking the bigram index how many rows hold a common one costs as
 * much as finding them all). A selective keyword (the usual: a word to moderate) goes by the bigram indexes
 * (migration 0041_forum_search): the matching threads first, so that the posts' condition is two index conditions
 * (text, thread ids) the planner ORs as bitmaps. A common one would make the bitmaps hold most posts: it is tested
 * on the posts as the list's index walks them, newest first, each post's thread looked up by its key (`offset 0`
 * keeps the planner from hashing every matching thread first, which cost more than the page), and counted to
 * COMMON_KEYWORD only.
 */
async function keywordMatch(db: DbOrTx, keyword: string): Promise<{ where: SQL; cap: number }> {
  const [postsHolding, threadsHolding] = await Promise.all([inNewest(db, keyword, forumPosts), inNewest(db, keyword, forumThreads)]);
  const common = () => {
    const threadTitled = sql`exists (select 1 from ${forumThreads} where ${forumThreads.id} = ${forumPosts.threadId} and ${literalMatch(
      keyword,
      forumThreads.title,
    )} offset 0)`;
    return { where: or(literalMatch(keyword, forumPosts.content), threadTitled)!, cap: COMMON_KEYWORD };
  };
  if (postsHolding >= COMMON_IN_SAMPLE || threadsHolding >= COMMON_IN_SAMPLE) return common();
  const threads = await db
    .select({ id: forumThreads.id })
    .from(forumThreads)
    .where(containsByBigrams(keyword, forumThreads.title))
    .limit(TITLE_MATCHES_LISTED + 1);
  if (threads.length > TITLE_MATCHES_LISTED) return common();
  const textMatch = containsByBigrams(keyword, forumPosts.content)!;
  const ids = threads.map((t) => t.id);
  return { where: ids.length ? or(textMatch, inArray(forumPosts.threadId, ids))! : textMatch, cap: MODERATION_COUNT_CAP };
}

/**
 * GET /api/forum/admin/data/view: one page of posts. The page's ids first (posts alone, by an index), then their rows;
 * the total counted up to MODERATION_COUNT_CAP (COMMON_KEYWORD for a common keyword).
 */
export async function queryPosts(db: DbOrTx, q: z.infer<typeof s.moderationQuery>) {
  const keyword = q.keyword ? await keywordMatch(db, q.keyword) : undefined;
  const cap = keyword?.cap ?? MODERATION_COUNT_CAP;
  const where = and(
    q.boardId ? eq(forumPosts.boardId, q.boardId) : undefined,
    q.threadId ? eq(forumPosts.threadId, q.threadId) : undefined,
    q.status ? eq(forumPosts.status, q.status) : undefined,
    q.kind ? eq(forumPosts.opening, q.kind === 'thread') : undefined,
    q.reported === 'true' ? gt(forumPosts.reportCount, 0) : q.reported === 'false' ? eq(forumPosts.reportCount, 0) : undefined,
    keyword?.where,
  );
  const direction = q.sortOrder === 'ascend' ? asc : desc;
  const order: SQL[] =
    q.sortField === 'reportCount'
      ? [direction(forumPosts.reportCount), desc(forumPosts.createdAt), desc(forumPosts.id)]
      : [direction(forumPosts.createdAt), direction(forumPosts.id)];
  const [pageIds, [{ total }]] = await Promise.all([
    db
      .select({ id: forumPosts.id })
      .from(forumPosts)
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    db.select({ total: count() }).from(
      db
        .select({ one: sql`1` })
        .from(forumPosts)
        .where(where)
        .limit(cap + 1)
        .as('capped'),
    ),
  ]);
  const counted = { total: Math.min(total, cap), more: total > cap };
  const ids = pageIds.map((r) => r.id);
  if (!ids.length) return { list: [], ...counted };
  const [rows, reports] = await Promise.all([
    db
      .select({
        p: forumPosts,
        threadTitle: forumThreads.title,
        pinned: forumThreads.pinned,
        locked: forumThreads.locked,
        boardName: forumBoards.name,
        visitorName: authorVisitor.displayName,
        userName: authorUser.realName,
      })
      .from(forumPosts)
      .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
      .innerJoin(forumBoards, eq(forumBoards.id, forumPosts.boardId))
      .leftJoin(authorVisitor, eq(authorVisitor.id, forumPosts.authorVisitorId))
      .leftJoin(authorUser, eq(authorUser.id, forumPosts.authorUserId))
      .where(inArray(forumPosts.id, ids)),
    db
      .select({ postId: forumReports.postId, reason: forumReports.reason, reporterName: visitors.displayName, createdAt: forumReports.createdAt })
      .from(forumReports)
      .innerJoin(visitors, eq(visitors.id, forumReports.visitorId))
      .where(and(inArray(forumReports.postId, ids), isNull(forumReports.resolvedAt)))
      .orderBy(desc(forumReports.createdAt), desc(forumReports.id)),
  ]);
  const reportsOf = new Map<number, z.infer<typeof s.reportItem>[]>();
  for (const r of reports) {
    const list = reportsOf.get(r.postId) ?? [];
    if (list.length < REPORTS_SHOWN) list.push({ reason: r.reason, reporterName: r.reporterName || ANONYMOUS_VISITOR, createdAt: r.createdAt.toISOString() });
    reportsOf.set(r.postId, list);
  }
  const byId = new Map(rows.map((r) => [r.p.id, r]));
  return {
    list: ids.map((id): z.infer<typeof s.moderationItem> => {
      const r = byId.get(id)!;
      const staff = r.p.authorUserId !== null;
      return {
        id,
        kind: r.p.opening ? 'thread' : 'reply',
        threadId: r.p.threadId,
        threadTitle: r.threadTitle,
        boardId: r.p.boardId,
        boardName: r.boardName,
        content: r.p.content,
        status: r.p.status,
        heldFor: r.p.heldFor,
        pinned: r.pinned,
        locked: r.locked,
        authorName: (staff ? r.userName : r.visitorName) || ANONYMOUS_VISITOR,
        authorKind: staff ? 'staff' : 'visitor',
        reportCount: r.p.reportCount,
        reports: reportsOf.get(id) ?? [],
        createdAt: r.p.createdAt.toISOString(),
      };
    }),
    ...counted,
  };
}

/**
 * A thread's counts and status from its posts: the published replies, the newest published post's time, and the
 * opening post's status (the front's lists read the thread alone).
 */
async function recountThreads(tx: Tx, threadIds: number[], now: Date) {
  if (!threadIds.length) return;
  await tx
    .update(forumThreads)
    .set({
      replyCount: sql`(select count(*)::int from ${forumPosts} p where p.thread_id = ${forumThreads.id} and not p.opening and p.status = 'published')`,
      lastPostAt: sql`coalesce((select max(p.created_at) from ${forumPosts} p where p.thread_id = ${forumThreads.id} and p.status = 'published'), ${forumThreads.createdAt})`,
      status: sql`(select p.status from ${forumPosts} p where p.thread_id = ${forumThreads.id} and p.opening limit 1)`,
      updatedAt: now,
    })
    .where(inArray(forumThreads.id, threadIds));
}

/** The change of status each action makes, from the statuses it applies to. */
const statusChange: Partial<Record<z.infer<typeof s.moderateBody>['action'], { from: ForumPostStatus[]; to: ForumPostStatus }>> = {
  hide: { from: ['published', 'held'], to: 'hidden' },
  show: { from: ['hidden'], to: 'published' },
  approve: { from: ['held'], to: 'published' },
};

/** POST /api/forum/admin/data/moderate: one action on up to 100 posts, in one transaction, each change audited. */
export async function moderate(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.moderateBody>) {
  const ids = [...new Set(input.ids)];
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const posts = await tx.select().from(forumPosts).where(inArray(forumPosts.id, ids)).orderBy(asc(forumPosts.id)).for('update');
    const missing = ids.filter((id) => !posts.some((p) => p.id === id));
    if (missing.length) throw notFound(`Post ${missing.join(', ')}`);
    const threadIds = [...new Set(posts.map((p) => p.threadId))];
    const { action } = input;
    let affected = 0;

    const resolveReports = async (postIds: number[]) => {
      if (!postIds.length) return;
      await tx
        .update(forumReports)
        .set({ resolvedAt: now })
        .where(and(inArray(forumReports.postId, postIds), isNull(forumReports.resolvedAt)));
      await tx.update(forumPosts).set({ reportCount: 0 }).where(inArray(forumPosts.id, postIds));
    };

    const change = statusChange[action];
    if (change) {
      const changing = posts.filter((p) => change.from.includes(p.status));
      if (changing.length) {
        await tx
          .update(forumPosts)
          .set({ status: change.to, updatedAt: now })
          .where(
            inArray(
              forumPosts.id,
              changing.map((p) => p.id),
            ),
          );
      }
      for (const p of changing) {
        await audit(tx, request, {
          action: 'update',
          entity: 'forum-post',
          entityId: p.id,
          summary: `${action}: ${p.status} → ${change.to}`,
          before: { status: p.status },
          after: { status: change.to },
        });
      }
      affected = changing.length;
      await resolveReports(posts.map((p) => p.id));
      await recountThreads(tx, threadIds, now);
      await recountBoards(
        tx,
        posts.map((p) => p.boardId),
      );
    } else if (action === 'dismiss') {
      const reported = posts.filter((p) => p.reportCount > 0);
      await resolveReports(reported.map((p) => p.id));
      for (const p of reported) {
        await audit(tx, request, {
          action: 'update',
          entity: 'forum-post',
          entityId: p.id,
          summary: `reports dismissed (${p.reportCount})`,
          before: { reportCount: p.reportCount },
        });
      }
      affected = reported.length;
    } else if (action === 'delete') {
      const threadsGone = posts.filter((p) => p.opening).map((p) => p.threadId);
      const repliesGone = posts.filter((p) => !p.opening && !threadsGone.includes(p.threadId));
      if (threadsGone.length) {
        const gone = await tx.delete(forumThreads).where(inArray(forumThreads.id, threadsGone)).returning();
        for (const t of gone) await audit(tx, request, { action: 'delete', entity: 'forum-thread', entityId: t.id, summary: t.title, before: t });
      }
      if (repliesGone.length) {
        await tx.delete(forumPosts).where(
          inArray(
            forumPosts.id,
            repliesGone.map((p) => p.id),
          ),
        );
        for (const p of repliesGone) {
          await audit(tx, request, { action: 'delete', entity: 'forum-post', entityId: p.id, summary: `reply in thread ${p.threadId}`, before: p });
        }
      }
      affected = posts.length;
      await recountThreads(
        tx,
        threadIds.filter((id) => !threadsGone.includes(id)),
        now,
      );
      await recountBoards(
        tx,
        posts.map((p) => p.boardId),
      );
    } else {
      // pin, unpin, lock, unlock: the posts' threads.
      const field = action === 'pin' || action === 'unpin' ? 'pinned' : 'locked';
      const value = action === 'pin' || action === 'lock';
      const changed = await tx
        .update(forumThreads)
        .set({ [field]: value, updatedAt: now })
        .where(and(inArray(forumThreads.id, threadIds), eq(forumThreads[field], !value)))
        .returning({ id: forumThreads.id, title: forumThreads.title });
      for (const t of changed) {
        await audit(tx, request, { action: 'update', entity: 'forum-thread', entityId: t.id, summary: `${action}: ${t.title}`, after: { [field]: value } });
      }
      affected = changed.length;
    }
    return { affected };
  });
}
