import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import sanitize from 'sanitize-html';
import type { z } from 'zod';
import { FORUM_POSTS_PER_MINUTE, sensitiveWordsIn, unescapeText } from '@shared/forum';
import type { DbOrTx, Tx } from '../../db/client';
import { forumBoards, forumPosts, forumReports, forumThreads, users, visitors } from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { conflict, forbidden, notFound, tooManyRequests, unprocessable } from '../../lib/errors';
import { rowTimes, type RateLimit } from '../../lib/rateLimit';
import { allBoards } from './boards';
import type * as s from './schemas';
import { sensitiveWords } from './words';

/**
 * The forum on the front: the visible boards, a page of threads (pinned first, then by latest activity), a thread with
 * a page of its replies, and what signed-in visitors write: threads, replies and reports. Only published posts of
 * published threads in visible boards are shown; a post with a sensitive word waits for a moderator.
 */

/** A visitor without a display name, as the front names them. */
export const ANONYMOUS_VISITOR = '园区用户';

const authorVisitor = alias(visitors, 'author_visitor');
const authorUser = alias(users, 'author_user');

/** The author's name: the visitor's display name, or the staff member's real name. */
export const authorNameSql = sql<string>`coalesce(nullif(${authorUser.realName}, ''), nullif(${authorVisitor.displayName}, ''), ${ANONYMOUS_VISITOR})`;

/**
 * A post as stored: plain text. Tags are taken out, and script and style with their content; what is left is text
 * the front shows as text (React escapes it), with line breaks kept and runs of blank lines shortened.
 */
export function plainText(input: string): string {
  const text = sanitize(input, { allowedTags: [], allowedAttributes: {}, nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe'] });
  return unescapeText(text)
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The visible boards in order, with their published threads (kept on the board: nothing is counted here). */
export async function frontBoards(db: DbOrTx): Promise<z.infer<typeof s.frontBoards>> {
  const boards = (await allBoards(db)).filter((b) => b.visible);
  return boards.map((b) => ({ id: b.id, name: b.name, description: b.description, postPolicy: b.postPolicy, threadCount: b.threadCount }));
}

/** GET /api/forum/board/list. */
export const boardList = frontBoards;

const opening = alias(forumPosts, 'opening');

/**
 * GET /api/forum/thread/query: one page of a visible board's threads, or of every visible board's: pinned first, then
 * by their latest published post. The page's ids first (forum_threads_board_idx / forum_threads_front_idx, threads
 * alone), then their rows with the opening post's beginning and the author's name. The total is the boards' kept
 * counts of published threads: counting 100,000 threads at every page took 40 ms.
 */
export async function threadList(db: DbOrTx, q: z.infer<typeof s.threadQuery>) {
  const boards = await frontBoards(db);
  const shown = q.board === undefined ? boards : boards.filter((b) => b.id === q.board);
  if (!shown.length && q.board !== undefined) throw notFound('Board');
  const boardIds = shown.map((b) => b.id);
  const total = shown.reduce((n, b) => n + b.threadCount, 0);
  const where = and(inArray(forumThreads.boardId, boardIds.length ? boardIds : [0]), eq(forumThreads.status, 'published'));
  const pageIds = await db
    .select({ id: forumThreads.id })
    .from(forumThreads)
    .where(where)
    .orderBy(desc(forumThreads.pinned), desc(forumThreads.lastPostAt), desc(forumThreads.id))
    .limit(q.pageSize)
    .offset((q.current - 1) * q.pageSize);
  const ids = pageIds.map((r) => r.id);
  const rows = ids.length
    ? await db
        .select({
          t: forumThreads,
          excerpt: sql<string>`left(${opening.content}, 200)`,
          authorName: authorNameSql,
        })
        .from(forumThreads)
        .innerJoin(opening, and(eq(opening.threadId, forumThreads.id), eq(opening.opening, true)))
        .leftJoin(authorVisitor, eq(authorVisitor.id, forumThreads.authorVisitorId))
        .leftJoin(authorUser, eq(authorUser.id, forumThreads.authorUserId))
        .where(inArray(forumThreads.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.t.id, r]));
  const boardName = new Map(boards.map((b) => [b.id, b.name]));
  return {
    list: ids.map((id) => {
      const { t, excerpt, authorName } = byId.get(id)!;
      return {
        id: t.id,
        title: t.title,
        boardId: t.boardId,
        boardName: boardName.get(t.boardId) ?? '',
        excerpt: excerpt.replace(/\s+/g, ' ').trim(),
        authorName,
        pinned: t.pinned,
        locked: t.locked,
        replyCount: t.replyCount,
        createdAt: t.createdAt.toISOString(),
        lastPostAt: t.lastPostAt.toISOString(),
      };
    }),
    total,
    boards,
  };
}

const postColumns = {
  id: forumPosts.id,
  content: forumPosts.content,
  authorName: authorNameSql,
  byStaff: sql<boolean>`${forumPosts.authorUserId} is not null`,
  createdAt: forumPosts.createdAt,
};
const toFrontPost = (p: { id: number; content: string; authorName: string; byStaff: boolean; createdAt: Date }) => ({
  ...p,
  createdAt: p.createdAt.toISOString(),
});

/** A thread the front shows (published, in a visible board) with its board's name, or undefined. */
export async function frontThread(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ t: forumThreads, boardName: forumBoards.name })
    .from(forumThreads)
    .innerJoin(forumBoards, and(eq(forumBoards.id, forumThreads.boardId), eq(forumBoards.visible, true)))
    .where(and(eq(forumThreads.id, id), eq(forumThreads.status, 'published')));
  return row;
}

/** GET /api/forum/thread/detail: a thread on the front with one page of its published replies, oldest first. */
export async function threadDetail(db: DbOrTx, q: z.infer<typeof s.threadDetailQuery>): Promise<z.infer<typeof s.threadDetail>> {
  const row = await frontThread(db, q.id);
  if (!row) throw notFound('Thread');
  const selectPosts = () =>
    db
      .select(postColumns)
      .from(forumPosts)
      .leftJoin(authorVisitor, eq(authorVisitor.id, forumPosts.authorVisitorId))
      .leftJoin(authorUser, eq(authorUser.id, forumPosts.authorUserId));
  const [[post], replies] = await Promise.all([
    selectPosts().where(and(eq(forumPosts.threadId, q.id), eq(forumPosts.opening, true))),
    selectPosts()
      .where(and(eq(forumPosts.threadId, q.id), eq(forumPosts.status, 'published'), eq(forumPosts.opening, false)))
      .orderBy(asc(forumPosts.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
  ]);
  const { t } = row;
  return {
    id: t.id,
    title: t.title,
    boardId: t.boardId,
    boardName: row.boardName,
    pinned: t.pinned,
    locked: t.locked,
    replyCount: t.replyCount,
    createdAt: t.createdAt.toISOString(),
    post: toFrontPost(post),
    replies: { list: replies.map(toFrontPost), total: t.replyCount, current: q.current, pageSize: q.pageSize },
  };
}

// ---------- writing ----------

/**
 * The posting limit, counted where every instance sees the same posts (Redis with REDIS_URL, else the visitor's
 * posts in the database): at most FORUM_POSTS_PER_MINUTE in the last minute. The visitor's posts are serialised
 * first (an advisory lock for the transaction), so two posts sent at once cannot both slip under it.
 */
async function checkPostingRate(deps: Deps, tx: Tx, visitorId: number, now: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`forum-post:${visitorId}`}))`);
  const limit: RateLimit = {
    name: 'forum-post',
    subjects: [`visitor:${visitorId}`],
    limit: FORUM_POSTS_PER_MINUTE,
    windowMs: 60_000,
    recorded: rowTimes(tx, forumPosts.createdAt, eq(forumPosts.authorVisitorId, visitorId), FORUM_POSTS_PER_MINUTE),
    refuse: (wait) =>
      tooManyRequests(`You are posting too fast: at most ${FORUM_POSTS_PER_MINUTE} posts a minute. Try again in ${Math.max(1, Math.ceil(wait))} s`, wait),
  };
  await deps.rateLimits.take([limit], now);
}

/** One more published thread on a board (whose row the caller holds). */
const countThread = (tx: Tx, boardId: number) =>
  tx
    .update(forumBoards)
    .set({ threadCount: sql`${forumBoards.threadCount} + 1` })
    .where(eq(forumBoards.id, boardId));

/** Cleaned text, or 422 naming the field when nothing is left (it was all markup). */
function cleaned(value: string, field: string) {
  const text = plainText(value);
  if (!text) throw unprocessable(`${field}: has no text once markup is removed`, field);
  return text;
}

export type Posted = z.infer<typeof s.posted>;

/** What a visitor is told: published, or held until a moderator has looked at it. */
export const postedMessage = (p: Posted) => (p.status === 'held' ? 'Your post awaits review by a moderator before it is shown' : undefined);

/** POST /api/forum/thread/post: a visitor starts a thread in a visible board open to visitors. */
export async function createThread(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.threadPost>): Promise<Posted> {
  const visitorId = request.visitor!.id;
  const title = cleaned(input.title, 'title');
  const content = cleaned(input.content, 'content');
  return deps.db.transaction(async (tx) => {
    // The board's row is held: its thread count changes with this thread, and a delete of it waits.
    const [board] = await tx.select().from(forumBoards).where(eq(forumBoards.id, input.boardId)).for('no key update');
    if (!board || !board.visible) throw notFound('Board');
    if (board.postPolicy === 'staff') throw forbidden(`boardId: only the park's staff start threads in "${board.name}"`, 'boardId');
    const now = deps.now();
    await checkPostingRate(deps, tx, visitorId, now);
    const heldFor = sensitiveWordsIn(`${title}\n${content}`, await sensitiveWords(tx));
    const status = heldFor.length ? 'held' : 'published';
    const [thread] = await tx
      .insert(forumThreads)
      .values({ boardId: board.id, title, status, authorVisitorId: visitorId, lastPostAt: now, createdAt: now, updatedAt: now })
      .returning();
    if (status === 'published') await countThread(tx, board.id);
    const [post] = await tx
      .insert(forumPosts)
      .values({
        threadId: thread.id,
        boardId: board.id,
        opening: true,
        content,
        status,
        heldFor,
        authorVisitorId: visitorId,
        ip: request.ip,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: forumPosts.id });
    await audit(tx, request, {
      action: 'create',
      entity: 'forum-thread',
      entityId: thread.id,
      summary: `visitor ${visitorId}: ${title}${heldFor.length ? ` (held for ${heldFor.join(', ')})` : ''}`,
      after: { boardId: board.id, title, status, postId: post.id },
    });
    return { id: thread.id, threadId: thread.id, status };
  });
}

/** POST /api/forum/admin/data/threadPost: staff start a thread (an announcement), in any board, published at once. */
export async function createStaffThread(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.threadPost>): Promise<Posted> {
  const title = cleaned(input.title, 'title');
  const content = cleaned(input.content, 'content');
  return deps.db.transaction(async (tx) => {
    const [board] = await tx.select().from(forumBoards).where(eq(forumBoards.id, input.boardId)).for('no key update');
    if (!board) throw unprocessable(`boardId: board ${input.boardId} does not exist`, 'boardId');
    const now = deps.now();
    const userId = request.user!.id;
    const [thread] = await tx
      .insert(forumThreads)
      .values({ boardId: board.id, title, authorUserId: userId, lastPostAt: now, createdAt: now, updatedAt: now })
      .returning();
    await countThread(tx, board.id);
    await tx
      .insert(forumPosts)
      .values({ threadId: thread.id, boardId: board.id, opening: true, content, authorUserId: userId, ip: request.ip, createdAt: now, updatedAt: now });
    await audit(tx, request, { action: 'create', entity: 'forum-thread', entityId: thread.id, summary: title, after: { boardId: board.id, title } });
    return { id: thread.id, threadId: thread.id, status: 'published' };
  });
}

/** POST /api/forum/reply/post: a visitor replies to a thread on the front; a locked thread refuses (409). */
export async function createReply(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.replyPost>): Promise<Posted> {
  const visitorId = request.visitor!.id;
  const content = cleaned(input.content, 'content');
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ t: forumThreads, visible: forumBoards.visible })
      .from(forumThreads)
      .innerJoin(forumBoards, eq(forumBoards.id, forumThreads.boardId))
      .where(eq(forumThreads.id, input.threadId))
      .for('update', { of: forumThreads });
    if (!row || row.t.status !== 'published' || !row.visible) throw notFound('Thread');
    if (row.t.locked) throw conflict('threadId: the thread is locked and takes no more replies', 'threadId');
    const now = deps.now();
    await checkPostingRate(deps, tx, visitorId, now);
    const heldFor = sensitiveWordsIn(content, await sensitiveWords(tx));
    const status = heldFor.length ? 'held' : 'published';
    const [post] = await tx
      .insert(forumPosts)
      .values({
        threadId: row.t.id,
        boardId: row.t.boardId,
        content,
        status,
        heldFor,
        authorVisitorId: visitorId,
        ip: request.ip,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: forumPosts.id });
    if (status === 'published') {
      await tx
        .update(forumThreads)
        .set({ replyCount: sql`${forumThreads.replyCount} + 1`, lastPostAt: now })
        .where(eq(forumThreads.id, row.t.id));
    }
    await audit(tx, request, {
      action: 'create',
      entity: 'forum-post',
      entityId: post.id,
      summary: `visitor ${visitorId} replied to thread ${row.t.id}${heldFor.length ? ` (held for ${heldFor.join(', ')})` : ''}`,
      after: { threadId: row.t.id, status },
    });
    return { id: post.id, threadId: row.t.id, status };
  });
}

/** POST /api/forum/report: a signed-in visitor reports a post on the front, once, with a reason. */
export async function reportPost(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.reportPost>) {
  const visitorId = request.visitor!.id;
  const reason = cleaned(input.reason, 'reason');
  await deps.db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: forumPosts.id, status: forumPosts.status, threadStatus: forumThreads.status, visible: forumBoards.visible })
      .from(forumPosts)
      .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
      .innerJoin(forumBoards, eq(forumBoards.id, forumThreads.boardId))
      .where(eq(forumPosts.id, input.postId))
      .for('update', { of: forumPosts });
    if (!post || post.status !== 'published' || post.threadStatus !== 'published' || !post.visible) throw notFound('Post');
    const [report] = await tx
      .insert(forumReports)
      .values({ postId: post.id, visitorId, reason, createdAt: deps.now() })
      .onConflictDoNothing()
      .returning({ id: forumReports.id });
    if (!report) throw conflict('postId: you have already reported this post', 'postId');
    await tx
      .update(forumPosts)
      .set({ reportCount: sql`${forumPosts.reportCount} + 1` })
      .where(eq(forumPosts.id, post.id));
    await audit(tx, request, {
      action: 'create',
      entity: 'forum-report',
      entityId: report.id,
      summary: `visitor ${visitorId} reported post ${post.id}`,
      after: { reason },
    });
  });
}
