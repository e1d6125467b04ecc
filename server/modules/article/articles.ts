import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ARTICLE_LOCK_MINUTES, ARTICLE_REVISION_FIELDS, EDITABLE_ARTICLE_STATUSES, type ArticleStatus } from '@shared/article';
import { htmlToText, sanitizeHtml } from '@shared/sanitizeHtml';
import type { DbOrTx } from '../../db/client';
import { articleCategories, articleRevisions, articles, publishedArticles, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { containsByBigrams } from '../../lib/like';
import type * as s from './schemas';
import { refreshPassages } from '../assistant/passages';

/**
 * Articles in the admin (内容管理 › 文章管理): the list, the editor's reads and saves, the edit lock and the
 * revisions. Submitting, review and publication are in publishing.ts.
 */

type Article = typeof articles.$inferSelect;
type RevisionFields = Pick<Article, (typeof ARTICLE_REVISION_FIELDS)[number]>;

/** The revisioned content of an article, a revision or the front's copy: the fields a revision keeps. */
export const revisionFieldsOf = (row: RevisionFields): RevisionFields => Object.fromEntries(ARTICLE_REVISION_FIELDS.map((f) => [f, row[f]])) as RevisionFields;

const updater = alias(users, 'updater');
const locker = alias(users, 'locker');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Whether a lock is held by someone else right now. */
const heldByOther = (a: Pick<Article, 'lockedBy' | 'lockedUntil'>, me: number, now: Date) =>
  a.lockedBy !== null && a.lockedBy !== me && a.lockedUntil !== null && a.lockedUntil > now;

const itemColumns = {
  a: articles,
  categoryName: articleCategories.name,
  skipAudit: articleCategories.skipAudit,
  updatedByName: updater.realName,
  lockedByName: locker.realName,
};
type ItemRow = { a: Article; categoryName: string; skipAudit: boolean; updatedByName: string | null; lockedByName: string | null };

const toItem = (r: ItemRow, now: Date): z.infer<typeof s.articleItem> => ({
  id: r.a.id,
  title: r.a.title,
  categoryId: r.a.categoryId,
  categoryName: r.categoryName,
  coverUrl: r.a.coverUrl,
  status: r.a.status,
  author: r.a.author,
  tags: r.a.tags,
  recommended: r.a.recommended,
  pinnedUntil: iso(r.a.pinnedUntil),
  publishAt: iso(r.a.publishAt),
  offlineAt: iso(r.a.offlineAt),
  revision: r.a.revision,
  liveRevision: r.a.liveRevision,
  firstPublishedAt: iso(r.a.firstPublishedAt),
  viewCount: r.a.viewCount,
  updatedAt: r.a.updatedAt.toISOString(),
  updatedByName: r.updatedByName,
  lockedByName: r.a.lockedUntil && r.a.lockedUntil > now ? r.lockedByName : null,
});

function selectItems(db: DbOrTx) {
  return db
    .select(itemColumns)
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .leftJoin(updater, eq(updater.id, articles.updatedBy))
    .leftJoin(locker, eq(locker.id, articles.lockedBy));
}

/** A category and every category below it (the tree is small: CATEGORY_LIMIT rows). */
export async function categoryWithDescendants(db: DbOrTx, categoryId: number) {
  const all = await db.select({ id: articleCategories.id, parentId: articleCategories.parentId }).from(articleCategories);
  const ids = [categoryId];
  for (let i = 0; i < ids.length; i += 1) for (const c of all) if (c.parentId === ids[i]) ids.push(c.id);
  return ids;
}

/** GET /apiv2/article/admin/query: one page of articles, filtered and sorted on the server. */
export async function queryArticles(db: DbOrTx, q: z.infer<typeof s.articleQuery>, now: Date) {
  const where = and(
    containsByBigrams(q.keyword, articles.title),
    q.categoryId ? inArray(articles.categoryId, await categoryWithDescendants(db, q.categoryId)) : undefined,
    q.status ? eq(articles.status, q.status) : undefined,
    q.live === 'true' ? isNotNull(articles.liveRevision) : q.live === 'false' ? isNull(articles.liveRevision) : undefined,
    q.recommended ? eq(articles.recommended, q.recommended === 'true') : undefined,
  );
  const column = { updatedAt: articles.updatedAt, firstPublishedAt: articles.firstPublishedAt, viewCount: articles.viewCount }[q.sortField];
  const direction = q.sortOrder === 'ascend' ? asc : desc;
  // Each order is an index's (articles_*_idx), read forwards or backwards: latest published first lists the
  // never-published last, oldest first lists them first.
  const order: SQL[] =
    q.sortField === 'firstPublishedAt' ? [q.sortOrder === 'ascend' ? sql`${column} asc nulls first` : sql`${column} desc nulls last`] : [direction(column)];
  // The page's ids first (one index or the title's bigram index, on articles alone), then their rows with the names
  // they show: joined before the limit, a filter the planner misjudges joins every match (37 ms for 2,500 at 100,000).
  const [pageIds, [{ total }]] = await Promise.all([
    db
      .select({ id: articles.id })
      .from(articles)
      .where(where)
      .orderBy(...order, direction(articles.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  const ids = pageIds.map((r) => r.id);
  const rows = ids.length ? await selectItems(db).where(inArray(articles.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.a.id, r]));
  return { list: ids.map((id) => toItem(byId.get(id)!, now)), total };
}

/** GET /apiv2/article/admin/detail: the working copy with its text and where it stands. */
export async function articleById(db: DbOrTx, id: number, now: Date): Promise<z.infer<typeof s.articleDetail>> {
  const [row] = await selectItems(db).where(eq(articles.id, id));
  if (!row) throw notFound('Article');
  return {
    ...toItem(row, now),
    summary: row.a.summary,
    contentHtml: row.a.contentHtml,
    source: row.a.source,
    seoTitle: row.a.seoTitle,
    seoDescription: row.a.seoDescription,
    reviewComment: row.a.reviewComment,
    skipAudit: row.skipAudit,
    instanceId: row.a.instanceId,
    lockedUntil: row.a.lockedUntil && row.a.lockedUntil > now ? row.a.lockedUntil.toISOString() : null,
    createdAt: row.a.createdAt.toISOString(),
  };
}

/** The held article (FOR UPDATE), or 404. */
export async function lockRow(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
  if (!row) throw notFound('Article');
  return row;
}

async function nameOf(db: DbOrTx, userId: number | null) {
  if (!userId) return '?';
  const [u] = await db.select({ name: users.realName, username: users.username }).from(users).where(eq(users.id, userId));
  return u?.name || u?.username || `#${userId}`;
}

/** 409 when someone else has the article open in the editor. */
async function assertNotLockedByOther(tx: DbOrTx, a: Article, me: number, now: Date) {
  if (!heldByOther(a, me, now)) return;
  const hhmm = a.lockedUntil!.toISOString().slice(11, 16);
  throw conflict(`"${a.title}" is being edited by ${await nameOf(tx, a.lockedBy)} (locked until ${hhmm} UTC); try again when they close it`, 'id');
}

type Input = z.infer<typeof s.articleCreate>;

/** The revisioned content of an input, its text sanitised; refuses an empty text and a missing category. */
async function contentOf(tx: DbOrTx, input: Input): Promise<RevisionFields> {
  const [category] = await tx.select({ id: articleCategories.id }).from(articleCategories).where(eq(articleCategories.id, input.categoryId));
  if (!category) throw unprocessable(`categoryId: no category with id ${input.categoryId}`, 'categoryId');
  const contentHtml = sanitizeHtml(input.contentHtml);
  if (!htmlToText(contentHtml).trim() && !/<img\b/i.test(contentHtml)) throw unprocessable('contentHtml: the article has no text', 'contentHtml');
  return {
    title: input.title,
    categoryId: input.categoryId,
    coverUrl: input.coverUrl,
    summary: input.summary,
    contentHtml,
    author: input.author,
    source: input.source,
    tags: input.tags,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
  };
}

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** The placement settings, checked where they changed (an old article keeps its past times). */
function settingsOf(input: Input, before: Article | null, now: Date) {
  const settings = { pinnedUntil: input.pinnedUntil, recommended: input.recommended, publishAt: input.publishAt, offlineAt: input.offlineAt };
  if (settings.pinnedUntil && !sameTime(settings.pinnedUntil, before?.pinnedUntil ?? null) && settings.pinnedUntil <= now)
    throw unprocessable('pinnedUntil: must be in the future', 'pinnedUntil');
  if (settings.offlineAt && !sameTime(settings.offlineAt, before?.offlineAt ?? null)) {
    if (settings.offlineAt <= now) throw unprocessable('offlineAt: must be in the future', 'offlineAt');
    if (settings.publishAt && settings.offlineAt <= settings.publishAt) throw unprocessable('offlineAt: must be after the publish time', 'offlineAt');
  }
  return settings;
}

async function addRevision(tx: DbOrTx, articleId: number, number: number, content: RevisionFields, userId: number, now: Date, note: string | null = null) {
  await tx.insert(articleRevisions).values({ ...content, articleId, number, note, createdBy: userId, createdAt: now });
}

/** POST /apiv2/article/admin/create: a new draft, revision 1. */
export async function createArticle(deps: Deps, request: FastifyRequest, input: Input) {
  const me = request.user!.id;
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const content = await contentOf(tx, input);
    const [row] = await tx
      .insert(articles)
      .values({ ...content, ...settingsOf(input, null, now), status: 'draft', revision: 1, createdBy: me, updatedBy: me, createdAt: now, updatedAt: now })
      .returning();
    await addRevision(tx, row.id, 1, content, me, now);
    await audit(tx, request, { action: 'create', entity: 'article', entityId: row.id, summary: row.title, after: { ...row, contentHtml: undefined } });
    return row.id;
  });
  return articleById(deps.db, id, now);
}

/** The status after the content changed: a returned article stays returned until it is resubmitted, any other goes back to draft. */
const statusAfterEdit = (status: ArticleStatus): ArticleStatus => (status === 'returned' ? 'returned' : 'draft');

/**
 * POST /apiv2/article/admin/update: a content change keeps a new revision (an article on the front stays there as
 * approved until the new revision is); placement settings apply at once, on the front too. Refused while in
 * review, while someone else holds the edit lock, and over a newer revision than the editor started from.
 */
export async function updateArticle(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.articleUpdate>) {
  const me = request.user!.id;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockRow(tx, input.id);
    if (!EDITABLE_ARTICLE_STATUSES.includes(before.status)) throw conflict(`"${before.title}" is in review: recall it before changing it`, 'id');
    await assertNotLockedByOther(tx, before, me, now);
    if (before.revision !== input.baseRevision) {
      throw conflict(
        `baseRevision: ${await nameOf(tx, before.updatedBy)} saved revision ${before.revision} at ${before.updatedAt.toISOString()} after you opened revision ${
          input.baseRevision
        }; reload to see it`,
        'baseRevision',
      );
    }
    const content = await contentOf(tx, input);
    const settings = settingsOf(input, before, now);
    const changed = ARTICLE_REVISION_FIELDS.some((f) => JSON.stringify(before[f]) !== JSON.stringify(content[f]));
    const revision = changed ? before.revision + 1 : before.revision;
    if (changed) await addRevision(tx, before.id, revision, content, me, now);
    // A scheduled article whose time moves stays approved; one whose content changed needs approving again.
    const status = changed ? statusAfterEdit(before.status) : before.status;
    const [after] = await tx
      .update(articles)
      .set({ ...content, ...settings, revision, status, updatedBy: me, updatedAt: now })
      .where(eq(articles.id, before.id))
      .returning();
    if (before.liveRevision !== null) {
      await tx
        .update(publishedArticles)
        .set({ pinnedUntil: settings.pinnedUntil, recommended: settings.recommended })
        .where(eq(publishedArticles.articleId, before.id));
    }
    await audit(tx, request, {
      action: 'update',
      entity: 'article',
      entityId: before.id,
      summary: changed ? `${after.title}: revision ${revision}` : `${after.title}: placement`,
      before: { ...before, contentHtml: undefined },
      after: { ...after, contentHtml: undefined },
    });
  });
  return articleById(deps.db, input.id, now);
}

/** POST /apiv2/article/admin/delete: an article and its revisions; refused while in review (recall it first). */
export async function deleteArticle(deps: Deps, request: FastifyRequest, id: number) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockRow(tx, id);
    if (before.status === 'review') throw conflict(`"${before.title}" is in review: recall it before deleting it`, 'id');
    await assertNotLockedByOther(tx, before, request.user!.id, now);
    await tx.delete(articles).where(eq(articles.id, id));
    await refreshPassages(tx, 'article', id);
    await audit(tx, request, { action: 'delete', entity: 'article', entityId: id, summary: before.title, before: { ...before, contentHtml: undefined } });
  });
}

/**
 * POST /apiv2/article/admin/lock: takes or renews the edit lock for ARTICLE_LOCK_MINUTES; the editor renews it
 * every minute while open. 409 naming the holder when someone else has it.
 */
export async function lockArticle(deps: Deps, request: FastifyRequest, id: number) {
  const me = request.user!.id;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const a = await lockRow(tx, id);
    await assertNotLockedByOther(tx, a, me, now);
    const lockedUntil = new Date(now.getTime() + ARTICLE_LOCK_MINUTES * 60_000);
    await tx.update(articles).set({ lockedBy: me, lockedUntil }).where(eq(articles.id, id));
    return { lockedUntil: lockedUntil.toISOString() };
  });
}

/** POST /apiv2/article/admin/unlock: gives the lock back when the editor closes (only the holder's own). */
export async function unlockArticle(deps: Deps, request: FastifyRequest, id: number) {
  const [row] = await deps.db.select({ id: articles.id }).from(articles).where(eq(articles.id, id));
  if (!row) throw notFound('Article');
  await deps.db
    .update(articles)
    .set({ lockedBy: null, lockedUntil: null })
    .where(and(eq(articles.id, id), eq(articles.lockedBy, request.user!.id)));
}

/** At most this many revisions are listed: the newest ones. */
const REVISION_LIST_LIMIT = 500;

/** GET /apiv2/article/admin/revisions: an article's revisions, newest first. */
export async function listRevisions(db: DbOrTx, id: number) {
  const [a] = await db.select({ liveRevision: articles.liveRevision }).from(articles).where(eq(articles.id, id));
  if (!a) throw notFound('Article');
  const rows = await db
    .select({
      number: articleRevisions.number,
      title: articleRevisions.title,
      note: articleRevisions.note,
      createdByName: users.realName,
      createdAt: articleRevisions.createdAt,
    })
    .from(articleRevisions)
    .leftJoin(users, eq(users.id, articleRevisions.createdBy))
    .where(eq(articleRevisions.articleId, id))
    .orderBy(desc(articleRevisions.number))
    .limit(REVISION_LIST_LIMIT);
  const [{ total }] = await db.select({ total: count() }).from(articleRevisions).where(eq(articleRevisions.articleId, id));
  return { list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), live: r.number === a.liveRevision })), total };
}

/** GET /apiv2/article/admin/revision: one revision with its content. */
export async function revisionByNumber(db: DbOrTx, articleId: number, number: number): Promise<z.infer<typeof s.revisionDetail>> {
  const [row] = await db
    .select({ r: articleRevisions, createdByName: users.realName, categoryName: articleCategories.name, liveRevision: articles.liveRevision })
    .from(articleRevisions)
    .innerJoin(articles, eq(articles.id, articleRevisions.articleId))
    .leftJoin(users, eq(users.id, articleRevisions.createdBy))
    .leftJoin(articleCategories, eq(articleCategories.id, articleRevisions.categoryId))
    .where(and(eq(articleRevisions.articleId, articleId), eq(articleRevisions.number, number)));
  if (!row) throw notFound('Revision');
  const { r } = row;
  return {
    number: r.number,
    note: r.note,
    createdByName: row.createdByName,
    createdAt: r.createdAt.toISOString(),
    live: r.number === row.liveRevision,
    ...revisionFieldsOf(r),
    categoryName: row.categoryName,
  };
}

/**
 * POST /apiv2/article/admin/restore: the working copy becomes that revision's content again, kept as a new
 * revision (nothing is lost). Refused as an edit is (in review, locked by someone else); a revision whose
 * category was deleted since is refused naming the field.
 */
export async function restoreRevision(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.restoreBody>) {
  const me = request.user!.id;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockRow(tx, input.id);
    if (!EDITABLE_ARTICLE_STATUSES.includes(before.status)) throw conflict(`"${before.title}" is in review: recall it before restoring a revision`, 'id');
    await assertNotLockedByOther(tx, before, me, now);
    const [old] = await tx
      .select()
      .from(articleRevisions)
      .where(and(eq(articleRevisions.articleId, input.id), eq(articleRevisions.number, input.number)));
    if (!old) throw notFound('Revision');
    const [category] = await tx.select({ id: articleCategories.id }).from(articleCategories).where(eq(articleCategories.id, old.categoryId));
    if (!category) throw unprocessable(`number: revision ${old.number}'s category no longer exists`, 'number');
    const content = revisionFieldsOf(old);
    const revision = before.revision + 1;
    await addRevision(tx, before.id, revision, content, me, now, `restored from revision ${old.number}`);
    const [after] = await tx
      .update(articles)
      .set({ ...content, revision, status: statusAfterEdit(before.status), updatedBy: me, updatedAt: now })
      .where(eq(articles.id, before.id))
      .returning();
    await audit(tx, request, {
      action: 'update',
      entity: 'article',
      entityId: before.id,
      summary: `${after.title}: revision ${old.number} restored as revision ${revision}`,
      before: { revision: before.revision, status: before.status },
      after: { revision, status: after.status },
    });
  });
  return articleById(deps.db, input.id, now);
}

/** How many articles a category holds (the category delete refuses while it holds any). */
export async function articlesInCategory(tx: DbOrTx, categoryId: number) {
  const [{ n }] = await tx.select({ n: count() }).from(articles).where(eq(articles.categoryId, categoryId));
  return n;
}
