import { asc, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { htmlToText, sanitizeHtml } from '@shared/sanitizeHtml';
import type { DbOrTx } from '../../db/client';
import { sitePages, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { PAGE_LIMIT, type pageDetail, type pagePost } from './schemas';
import { refreshPassages } from '../assistant/passages';

const columns = {
  id: sitePages.id,
  slug: sitePages.slug,
  title: sitePages.title,
  description: sitePages.description,
  inFooter: sitePages.inFooter,
  order: sitePages.order,
  updatedAt: sitePages.updatedAt,
  updatedByName: users.realName,
};

const withDates = <T extends { updatedAt: Date }>(row: T) => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/** GET /api/article/admin/page/query: every page (bounded by PAGE_LIMIT), by order then id. */
export async function queryPages(db: DbOrTx) {
  const rows = await db
    .select(columns)
    .from(sitePages)
    .leftJoin(users, eq(users.id, sitePages.updatedBy))
    .orderBy(asc(sitePages.order), asc(sitePages.id))
    .limit(PAGE_LIMIT);
  return { list: rows.map(withDates), total: rows.length };
}

/** GET /api/article/admin/page/detail: one page with its text. */
export async function pageById(db: DbOrTx, id: number): Promise<z.infer<typeof pageDetail>> {
  const [row] = await db
    .select({ ...columns, contentHtml: sitePages.contentHtml })
    .from(sitePages)
    .leftJoin(users, eq(users.id, sitePages.updatedBy))
    .where(eq(sitePages.id, id));
  if (!row) throw notFound('Page');
  return withDates(row);
}

/** POST /api/article/admin/page/post: create (no id) or update a page; the text is sanitised as every rich text is. */
export async function savePage(deps: Deps, request: FastifyRequest, input: z.infer<typeof pagePost>) {
  const id = await deps.db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: sitePages.id, title: sitePages.title }).from(sitePages).where(eq(sitePages.slug, input.slug));
    if (taken && taken.id !== input.id) throw conflict(`slug: "${input.slug}" is already used by the page "${taken.title}"`, 'slug');
    const contentHtml = sanitizeHtml(input.contentHtml);
    if (!htmlToText(contentHtml).trim() && !/<img\b/i.test(contentHtml)) throw unprocessable('contentHtml: the page has no text', 'contentHtml');
    const { id: existingId, ...fields } = input;
    const values = { ...fields, contentHtml, updatedBy: request.user!.id };
    if (existingId === undefined) {
      const [{ n }] = await tx.select({ n: count() }).from(sitePages);
      if (n >= PAGE_LIMIT) throw unprocessable(`The park keeps at most ${PAGE_LIMIT} single pages`);
      const [row] = await tx.insert(sitePages).values(values).returning();
      await refreshPassages(tx, 'page', row.id);
      await audit(tx, request, { action: 'create', entity: 'page', entityId: row.id, summary: row.title, after: row });
      return row.id;
    }
    const [before] = await tx.select().from(sitePages).where(eq(sitePages.id, existingId)).for('update');
    if (!before) throw notFound('Page');
    const [row] = await tx
      .update(sitePages)
      .set({ ...values, updatedAt: deps.now() })
      .where(eq(sitePages.id, existingId))
      .returning();
    await refreshPassages(tx, 'page', row.id);
    await audit(tx, request, { action: 'update', entity: 'page', entityId: row.id, summary: row.title, before, after: row });
    return row.id;
  });
  return pageById(deps.db, id);
}

/** GET /api/cms/page/detail: a page as the front shows it at /page/:slug. */
export async function publicPage(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({
      slug: sitePages.slug,
      title: sitePages.title,
      description: sitePages.description,
      contentHtml: sitePages.contentHtml,
      updatedAt: sitePages.updatedAt,
    })
    .from(sitePages)
    .where(eq(sitePages.slug, slug));
  if (!row) throw notFound('Page');
  return withDates(row);
}

/** GET /api/cms/page/footer: the pages linked from every public page's footer, in order. */
export function footerPages(db: DbOrTx) {
  return db
    .select({ slug: sitePages.slug, title: sitePages.title })
    .from(sitePages)
    .where(eq(sitePages.inFooter, true))
    .orderBy(asc(sitePages.order), asc(sitePages.id))
    .limit(PAGE_LIMIT);
}
