import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client';
import { forumBoards, forumThreads } from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { BOARD_LIMIT, type board, type boardPost } from './schemas';

/** Boards in the admin (论坛管理 › 版块): a short list (BOARD_LIMIT), read whole. */

type Row = typeof forumBoards.$inferSelect;
type Board = z.infer<typeof board>;

const toItem = (row: Row, threadCount: number): Board => ({
  id: row.id,
  name: row.name,
  description: row.description,
  order: row.order,
  visible: row.visible,
  postPolicy: row.postPolicy,
  threadCount,
  updatedAt: row.updatedAt.toISOString(),
});

/** Every board in order (bounded by BOARD_LIMIT). */
export function allBoards(db: DbOrTx): Promise<Row[]> {
  return db.select().from(forumBoards).orderBy(asc(forumBoards.order), asc(forumBoards.id)).limit(BOARD_LIMIT);
}

/** Threads per board, in one grouped count (the thread indexes lead with the board), of the given statuses or all. */
export async function threadCounts(db: DbOrTx, boardIds: number[], statuses?: ('published' | 'held' | 'hidden')[]): Promise<Map<number, number>> {
  if (!boardIds.length) return new Map();
  const rows = await db
    .select({ boardId: forumThreads.boardId, n: count() })
    .from(forumThreads)
    .where(and(inArray(forumThreads.boardId, boardIds), statuses ? inArray(forumThreads.status, statuses) : undefined))
    .groupBy(forumThreads.boardId);
  return new Map(rows.map((r) => [r.boardId, r.n]));
}

/**
 * Counts the published threads of these boards again (forum_boards.thread_count), after a change of threads' status
 * or a deletion, in the same transaction. The boards are locked first (as a new thread locks its board), so the count,
 * a later statement, sees every thread committed before it and none is added meanwhile.
 */
export async function recountBoards(tx: Tx, boardIds: number[]) {
  const ids = [...new Set(boardIds)].sort((a, b) => a - b);
  if (!ids.length) return;
  await tx.select({ id: forumBoards.id }).from(forumBoards).where(inArray(forumBoards.id, ids)).orderBy(asc(forumBoards.id)).for('no key update');
  await tx
    .update(forumBoards)
    .set({ threadCount: sql`(select count(*)::int from ${forumThreads} t where t.board_id = ${forumBoards.id} and t.status = 'published')` })
    .where(inArray(forumBoards.id, ids));
}

/** GET /api/forum/admin/data/categoryView: every board with its thread count. */
export async function queryBoards(db: DbOrTx) {
  const rows = await allBoards(db);
  const counts = await threadCounts(
    db,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => toItem(r, counts.get(r.id) ?? 0)), total: rows.length };
}

/** POST /api/forum/admin/data/categoryPost: create (no id) or update a board; names are unique. */
export async function saveBoard(deps: Deps, request: FastifyRequest, input: z.infer<typeof boardPost>): Promise<Board> {
  return deps.db.transaction(async (tx) => {
    let before: Row | undefined;
    if (input.id !== undefined) {
      [before] = await tx.select().from(forumBoards).where(eq(forumBoards.id, input.id)).for('update');
      if (!before) throw notFound('Board');
    } else {
      const [{ n }] = await tx.select({ n: count() }).from(forumBoards);
      if (n >= BOARD_LIMIT) throw unprocessable(`The forum keeps at most ${BOARD_LIMIT} boards`);
    }
    const [taken] = await tx
      .select({ id: forumBoards.id })
      .from(forumBoards)
      .where(and(eq(forumBoards.name, input.name), input.id ? ne(forumBoards.id, input.id) : undefined));
    if (taken) throw conflict(`name: the board "${input.name}" already exists`, 'name');
    const { id: _id, ...fields } = input;
    const now = deps.now();
    if (!before) {
      const [row] = await tx
        .insert(forumBoards)
        .values({ ...fields, createdAt: now, updatedAt: now })
        .returning();
      await audit(tx, request, { action: 'create', entity: 'forum-board', entityId: row.id, summary: row.name, after: row });
      return toItem(row, 0);
    }
    const [row] = await tx
      .update(forumBoards)
      .set({ ...fields, updatedAt: now })
      .where(eq(forumBoards.id, before.id))
      .returning();
    await audit(tx, request, { action: 'update', entity: 'forum-board', entityId: row.id, summary: row.name, before, after: row });
    const counts = await threadCounts(tx, [row.id]);
    return toItem(row, counts.get(row.id) ?? 0);
  });
}

/** POST /api/forum/admin/data/categoryDelete: only an empty board goes; the refusal says how many threads it holds. */
export async function deleteBoard(deps: Deps, request: FastifyRequest, id: number) {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(forumBoards).where(eq(forumBoards.id, id)).for('update');
    if (!before) throw notFound('Board');
    const [{ n }] = await tx.select({ n: count() }).from(forumThreads).where(eq(forumThreads.boardId, id));
    if (n) throw conflict(`"${before.name}" still holds ${n} thread${n === 1 ? '' : 's'}: delete them first, or hide the board`, 'id');
    await tx.delete(forumBoards).where(eq(forumBoards.id, id));
    await audit(tx, request, { action: 'delete', entity: 'forum-board', entityId: id, summary: before.name, before });
  });
}
