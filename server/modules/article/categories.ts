import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { articleCategories } from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { articlesInCategory } from './articles';
import { CATEGORY_LIMIT, CATEGORY_MAX_DEPTH, type category, type categoryPost, type categoryQuery } from './schemas';
import { readAll } from '../../db/reads';

type Row = typeof articleCategories.$inferSelect;
type Category = z.infer<typeof category>;

/** The whole tree, bounded by CATEGORY_LIMIT: small enough to read at once and shape here. */
function allCategories(db: DbOrTx): Promise<Row[]> {
  return db
    .select()
    .from(articleCategories)
    .orderBy(asc(articleCategories.parentId), asc(articleCategories.order), asc(articleCategories.id))
    .limit(CATEGORY_LIMIT + 1);
}

function toItem(row: Row, childCount: number): Category {
  const { createdAt: _created, updatedAt, ...rest } = row;
  return { ...rest, childCount, updatedAt: updatedAt.toISOString() };
}

/** The ids from a category up to the top, itself first. */
function pathUp(byId: Map<number, Row>, id: number): number[] {
  const path: number[] = [];
  for (let at = byId.get(id); at && !path.includes(at.id); at = byId.get(at.parentId)) path.push(at.id);
  return path;
}

/** GET …/category/query: the tree as a flat list; with filters, the matches and their ancestors. */
export async function queryCategories(deps: Deps, q: z.infer<typeof categoryQuery>) {
  const rows = await allCategories(deps.db);
  const childCount = new Map<number, number>();
  for (const r of rows) childCount.set(r.parentId, (childCount.get(r.parentId) ?? 0) + 1);
  let shown = rows;
  if (q.keyword || q.visible) {
    const keyword = q.keyword?.toLowerCase();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const keep = new Set<number>();
    for (const r of rows) {
      const matches = (!keyword || r.name.toLowerCase().includes(keyword) || r.slug.includes(keyword)) && (!q.visible || String(r.visible) === q.visible);
      if (matches) for (const id of pathUp(byId, r.id)) keep.add(id);
    }
    shown = rows.filter((r) => keep.has(r.id));
  }
  return { list: shown.map((r) => toItem(r, childCount.get(r.id) ?? 0)), total: shown.length };
}

/**
 * Where a category may sit: the parent exists, is not the category or one of its own descendants, and the
 * category's subtree still fits within CATEGORY_MAX_DEPTH levels below it.
 */
function checkPlacement(rows: Row[], id: number | undefined, parentId: number) {
  if (parentId === 0) return;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const parentPath = pathUp(byId, parentId);
  if (id !== undefined && parentPath.includes(id)) throw unprocessable('parentId: a category cannot be placed under itself or its own subcategory', 'parentId');
  // Levels the moved category brings along: itself and its deepest descendant.
  let height = 1;
  if (id !== undefined) {
    const below = (of: number): number => 1 + Math.max(0, ...rows.filter((r) => r.parentId === of).map((r) => below(r.id)));
    height = below(id);
  }
  if (parentPath.length + height > CATEGORY_MAX_DEPTH) throw unprocessable(`parentId: categories go at most ${CATEGORY_MAX_DEPTH} levels deep`, 'parentId');
}

/** POST /api/article/admin/category/post: create (no id) or update a category. */
export async function saveCategory(deps: Deps, request: FastifyRequest, input: z.infer<typeof categoryPost>): Promise<Category> {
  const saved = await deps.db.transaction(async (tx) => {
    // The parent is held (a delete of it waits, then sees the new child) before the tree is read.
    if (input.parentId !== 0) {
      const [parent] = await tx.select({ id: articleCategories.id }).from(articleCategories).where(eq(articleCategories.id, input.parentId)).for('share');
      if (!parent) throw unprocessable(`parentId: category ${input.parentId} does not exist`, 'parentId');
    }
    const rows = await allCategories(tx);
    const before = input.id === undefined ? undefined : rows.find((r) => r.id === input.id);
    if (input.id !== undefined && !before) throw notFound('Category');
    if (!before && rows.length >= CATEGORY_LIMIT) throw unprocessable(`The park keeps at most ${CATEGORY_LIMIT} categories`);
    checkPlacement(rows, input.id, input.parentId);
    const [slugTaken] = await tx
      .select({ name: articleCategories.name })
      .from(articleCategories)
      .where(and(eq(articleCategories.slug, input.slug), input.id ? ne(articleCategories.id, input.id) : undefined));
    if (slugTaken) throw conflict(`slug: "${input.slug}" is already used by the category "${slugTaken.name}"`, 'slug');
    const sibling = rows.find((r) => r.parentId === input.parentId && r.name === input.name && r.id !== input.id);
    if (sibling) throw conflict(`name: "${input.name}" already exists at this level`, 'name');
    const { id: _id, ...fields } = input;
    if (!before) {
      const [row] = await tx.insert(articleCategories).values(fields).returning();
      await audit(tx, request, { action: 'create', entity: 'article-category', entityId: row.id, summary: row.name, after: row });
      return row;
    }
    const [row] = await tx
      .update(articleCategories)
      .set({ ...fields, updatedAt: deps.now() })
      .where(eq(articleCategories.id, before.id))
      .returning();
    await audit(tx, request, { action: 'update', entity: 'article-category', entityId: row.id, summary: row.name, before, after: row });
    return row;
  });
  const [{ n }] = await deps.db.select({ n: count() }).from(articleCategories).where(eq(articleCategories.parentId, saved.id));
  return toItem(saved, n);
}

/** POST /api/article/admin/category/delete: only an empty category goes; the refusal says what it still holds. */
export async function deleteCategory(deps: Deps, request: FastifyRequest, id: number) {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(articleCategories).where(eq(articleCategories.id, id)).for('update');
    if (!before) throw notFound('Category');
    const [[{ children }], held] = await readAll(tx, [
      () => tx.select({ children: count() }).from(articleCategories).where(eq(articleCategories.parentId, id)),
      () => articlesInCategory(tx, id),
    ]);
    const holds = [children ? `${children} subcategor${children === 1 ? 'y' : 'ies'}` : null, held ? `${held} article${held === 1 ? '' : 's'}` : null].filter(
      Boolean,
    );
    if (holds.length) throw conflict(`"${before.name}" still holds ${holds.join(' and ')}: move or delete them first`, 'id');
    await tx.delete(articleCategories).where(eq(articleCategories.id, id));
    await audit(tx, request, { action: 'delete', entity: 'article-category', entityId: id, summary: before.name, before });
  });
}
