import { and, asc, count, desc, eq, gt, inArray, ne, not, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { articleCategories, articles, publishedArticles } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import type * as s from './schemas';

/**
 * The front's news (/news, /news/:id, the home page's block): the articles on the front (published_articles), in
 * visible categories only (a hidden category hides the categories below it too), pinned ones first.
 */

type Category = z.infer<typeof s.newsCategory> & { order: number };

/** The visible categories in tree order: a category shows when it and every category above it are visible. */
export async function visibleCategories(db: DbOrTx): Promise<Category[]> {
  const all = await db
    .select({
      id: articleCategories.id,
      parentId: articleCategories.parentId,
      name: articleCategories.name,
      slug: articleCategories.slug,
      order: articleCategories.order,
      visible: articleCategories.visible,
    })
    .from(articleCategories)
    .orderBy(asc(articleCategories.order), asc(articleCategories.id));
  const out: Category[] = [];
  const walk = (parentId: number) => {
    for (const c of all) {
      if (c.parentId !== parentId || !c.visible) continue;
      out.push({ id: c.id, parentId: c.parentId, name: c.name, slug: c.slug, order: c.order });
      walk(c.id);
    }
  };
  walk(0);
  return out;
}

function below(categories: Category[], id: number) {
  const ids = [id];
  for (let i = 0; i < ids.length; i += 1) for (const c of categories) if (c.parentId === ids[i]) ids.push(c.id);
  return ids;
}

const itemColumns = {
  id: publishedArticles.articleId,
  title: publishedArticles.title,
  summary: publishedArticles.summary,
  coverUrl: publishedArticles.coverUrl,
  categoryId: publishedArticles.categoryId,
  tags: publishedArticles.tags,
  pinnedUntil: publishedArticles.pinnedUntil,
  recommended: publishedArticles.recommended,
  publishedAt: publishedArticles.publishedAt,
};
type ItemRow = {
  id: number;
  title: string;
  summary: string | null;
  coverUrl: string | null;
  categoryId: number;
  tags: string[];
  pinnedUntil: Date | null;
  recommended: boolean;
  publishedAt: Date;
};

function toItem(r: ItemRow, byId: Map<number, Category>, now: Date): z.infer<typeof s.newsItem> {
  const c = byId.get(r.categoryId)!;
  return {
    id: r.id,
    title: r.title,
    summary: r.summary,
    coverUrl: r.coverUrl,
    categoryName: c.name,
    categorySlug: c.slug,
    tags: r.tags,
    pinned: !!r.pinnedUntil && r.pinnedUntil > now,
    recommended: r.recommended,
    publishedAt: r.publishedAt.toISOString(),
  };
}

const newest = [desc(publishedArticles.publishedAt), desc(publishedArticles.articleId)];
/** The most pinned articles a list shows first; more are listed by date. */
const PINNED_MAX = 10;

/**
 * GET /api/article/news/query: one page of a category's articles (and its subcategories'), or of every visible
 * category's: the articles pinned now first, then by publication date. Two index range scans (pinned, then the
 * rest by date) so a deep page costs what a first one does, plus the count.
 */
export async function newsList(db: DbOrTx, q: z.infer<typeof s.newsQuery>, now: Date) {
  const categories = await visibleCategories(db);
  const byId = new Map(categories.map((c) => [c.id, c]));
  let ids = categories.map((c) => c.id);
  if (q.category) {
    const chosen = categories.find((c) => c.slug === q.category);
    if (!chosen) throw notFound('Category');
    ids = below(categories, chosen.id);
  }
  const inCategories = inArray(publishedArticles.categoryId, ids.length ? ids : [0]);
  const pinnedNow = gt(publishedArticles.pinnedUntil, now);
  const [pinned, [{ total }]] = await Promise.all([
    db
      .select(itemColumns)
      .from(publishedArticles)
      .where(and(inCategories, pinnedNow))
      .orderBy(...newest)
      .limit(PINNED_MAX),
    db.select({ total: count() }).from(publishedArticles).where(inCategories),
  ]);
  const offset = (q.current - 1) * q.pageSize;
  const pinnedOnPage = pinned.slice(offset, offset + q.pageSize);
  const rest =
    pinnedOnPage.length < q.pageSize
      ? await db
          .select(itemColumns)
          .from(publishedArticles)
          .where(
            and(
              inCategories,
              pinned.length
                ? not(
                    inArray(
                      publishedArticles.articleId,
                      pinned.map((p) => p.id),
                    ),
                  )
                : undefined,
            ),
          )
          .orderBy(...newest)
          .limit(q.pageSize - pinnedOnPage.length)
          .offset(Math.max(0, offset - pinned.length))
      : [];
  return {
    list: [...pinnedOnPage, ...rest].map((r) => toItem(r, byId, now)),
    total,
    categories: categories.map(({ order: _order, ...c }) => c),
  };
}

/** The newest articles of the front for the home page's block. */
export async function latestNews(db: DbOrTx, now: Date, limit: number) {
  return (await newsList(db, { current: 1, pageSize: limit }, now)).list;
}

/** GET /api/article/news/detail: an article on the front, one more view counted, with up to 5 of its category's others. */
export async function newsDetail(deps: Deps, id: number) {
  const now = deps.now();
  const categories = await visibleCategories(deps.db);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const [row] = await deps.db.select().from(publishedArticles).where(eq(publishedArticles.articleId, id));
  if (!row || !byId.has(row.categoryId)) throw notFound('Article');
  const [[counted], related] = await Promise.all([
    deps.db
      .update(articles)
      .set({ viewCount: sql`${articles.viewCount} + 1` })
      .where(eq(articles.id, id))
      .returning({ viewCount: articles.viewCount }),
    deps.db
      .select(itemColumns)
      .from(publishedArticles)
      .where(and(eq(publishedArticles.categoryId, row.categoryId), ne(publishedArticles.articleId, id)))
      .orderBy(...newest)
      .limit(5),
  ]);
  return {
    ...toItem({ ...row, id: row.articleId }, byId, now),
    contentHtml: row.contentHtml,
    author: row.author,
    source: row.source,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    viewCount: counted.viewCount,
    updatedAt: row.updatedAt.toISOString(),
    related: related.map((r) => toItem(r, byId, now)),
  };
}
