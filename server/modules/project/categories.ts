import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CATEGORY_DEPTH_MAX } from '@shared/project';
import { projectCategories, projects } from '../../db/schema';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { likeLiteral } from '../../lib/like';
import type * as s from './schemas';
import { readAll } from '../../db/reads';

/** The project categories (a tree by parentId, 0 = top), managed from the project list's tree. */

type Category = typeof projectCategories.$inferSelect;
const out = (c: Category, projectCount: number) => ({ id: c.id, parentId: c.parentId, name: c.name, order: c.order, projectCount });

/** GET /apiv2/pms/admin/project/category: every category in tree order (parent, order, id) with how many projects each files. */
export async function queryCategories(db: DbOrTx) {
  const [rows, counts] = await Promise.all([
    db.select().from(projectCategories).orderBy(asc(projectCategories.parentId), asc(projectCategories.order), asc(projectCategories.id)).limit(1000),
    db.select({ categoryId: projects.categoryId, n: count() }).from(projects).groupBy(projects.categoryId),
  ]);
  const used = new Map(counts.map((c) => [c.categoryId, c.n]));
  return { list: rows.map((c) => out(c, used.get(c.id) ?? 0)) };
}

/** POST /api/pms/admin/project/catepost: create (no id) or update a category; names are unique among siblings; no cycles. */
export async function saveCategory(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.categoryPost>) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // One tree change at a time: moves are checked against the tree as it is.
    await tx.execute(sql`select pg_advisory_xact_lock(7341, 2)`);
    let ancestors = '0';
    if (input.parentId !== 0) {
      const [parent] = await tx.select().from(projectCategories).where(eq(projectCategories.id, input.parentId));
      if (!parent) throw unprocessable(`parentId: no project category ${input.parentId}`, 'parentId');
      ancestors = `${parent.ancestors},${parent.id}`;
      if (input.id !== undefined && (parent.id === input.id || `${ancestors},`.includes(`,${input.id},`)))
        throw unprocessable('parentId: a category cannot go under itself or one of its own', 'parentId');
      if (ancestors.split(',').length > CATEGORY_DEPTH_MAX)
        throw unprocessable(`parentId: categories go at most ${CATEGORY_DEPTH_MAX} levels deep`, 'parentId');
    }
    const [taken] = await tx
      .select({ id: projectCategories.id })
      .from(projectCategories)
      .where(
        and(eq(projectCategories.parentId, input.parentId), eq(projectCategories.name, input.name), input.id ? ne(projectCategories.id, input.id) : undefined),
      );
    if (taken) throw conflict(`name: "${input.name}" exists at this level`, 'name');
    if (input.id === undefined) {
      const [row] = await tx
        .insert(projectCategories)
        .values({ parentId: input.parentId, ancestors, name: input.name, order: input.order, createdAt: now, updatedAt: now })
        .returning();
      await audit(tx, request, { action: 'create', entity: 'projectCategory', entityId: row.id, summary: row.name, after: row });
      return out(row, 0);
    }
    const [before] = await tx.select().from(projectCategories).where(eq(projectCategories.id, input.id)).for('update');
    if (!before) throw notFound('Category');
    const [row] = await tx
      .update(projectCategories)
      .set({ parentId: input.parentId, ancestors, name: input.name, order: input.order, updatedAt: now })
      .where(eq(projectCategories.id, input.id))
      .returning();
    if (ancestors !== before.ancestors) {
      // The path of everything below follows the move.
      const oldPrefix = `${before.ancestors},${before.id}`;
      const newPrefix = `${ancestors},${before.id}`;
      await tx
        .update(projectCategories)
        .set({ ancestors: sql`${newPrefix} || substr(${projectCategories.ancestors}, ${oldPrefix.length + 1})` })
        .where(or(eq(projectCategories.ancestors, oldPrefix), sql`${projectCategories.ancestors} like ${`${likeLiteral(oldPrefix)},%`}`));
    }
    await audit(tx, request, { action: 'update', entity: 'projectCategory', entityId: row.id, summary: row.name, before, after: row });
    const [{ n }] = await tx.select({ n: count() }).from(projects).where(eq(projects.categoryId, row.id));
    return out(row, n);
  });
}

/** POST /api/pms/admin/project/catedel: a category with no projects and no categories under it (409 saying which). */
export async function deleteCategory(deps: Deps, request: FastifyRequest, id: number) {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7341, 2)`);
    const [before] = await tx.select().from(projectCategories).where(eq(projectCategories.id, id)).for('update');
    if (!before) throw notFound('Category');
    const [[{ children }], [{ used }]] = await readAll(tx, [
      () => tx.select({ children: count() }).from(projectCategories).where(eq(projectCategories.parentId, id)),
      () => tx.select({ used: count() }).from(projects).where(eq(projects.categoryId, id)),
    ]);
    if (children > 0) throw conflict(`id: "${before.name}" has ${children} categor${children === 1 ? 'y' : 'ies'} under it; delete or move them first`, 'id');
    if (used > 0) throw conflict(`id: "${before.name}" is used by ${used} project(s); move them to another category first`, 'id');
    await tx.delete(projectCategories).where(eq(projectCategories.id, id));
    await audit(tx, request, { action: 'delete', entity: 'projectCategory', entityId: id, summary: before.name, before });
    return { id };
  });
}
