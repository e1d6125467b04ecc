import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { articleStatuses } from '@shared/article';

/**
 * Article categories (文章分类): a tree by parentId (0 = top level), at most three levels. The slug names the
 * category in the front's addresses (`/news?category=park-news`); a hidden category keeps its articles off the
 * front; a category that skips audit publishes its articles without the "article audit" workflow.
 */
export const articleCategories = pgTable(
  'article_categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    name: varchar('name', { length: 64 }).notNull(),
    slug: varchar('slug', { length: 64 }).notNull(),
    order: integer('sort_order').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    skipAudit: boolean('skip_audit').notNull().default(false),
    description: varchar('description', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('article_categories_slug_idx').on(t.slug), index('article_categories_parent_idx').on(t.parentId, t.order)],
);

/**
 * Single pages (单页): the park's standing texts such as about, contact, terms of use and privacy, each at
 * `/page/<slug>` on the front; those marked for the footer are linked from every public page's footer.
 */
export const sitePages = pgTable(
  'site_pages',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 64 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    /** Sanitised HTML (shared/sanitizeHtml.ts), as the rich-text editor saves it. */
    contentHtml: text('content_html').notNull().default(''),
    /** What search engines show under the title; the text's beginning when empty. */
    description: varchar('description', { length: 255 }),
    inFooter: boolean('in_footer').notNull().default(false),
    order: integer('sort_order').notNull().default(0),
    updatedBy: integer('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('site_pages_slug_idx').on(t.slug)],
);

/**
 * Articles (文章): the working copy of each article, its placement settings and its state. Every change of the
 * content keeps a numbered revision (article_revisions); the revision on the front is copied to
 * published_articles when it is approved, so the front reads one narrow table and an article that is being edited
 * stays on the front as it was approved.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id),
    status: varchar('status', { length: 12, enum: articleStatuses }).notNull().default('draft'),
    title: varchar('title', { length: 200 }).notNull(),
    coverUrl: varchar('cover_url', { length: 500 }),
    summary: varchar('summary', { length: 500 }),
    /** Sanitised HTML (shared/sanitizeHtml.ts). */
    contentHtml: text('content_html').notNull().default(''),
    author: varchar('author', { length: 64 }),
    source: varchar('source', { length: 100 }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    seoTitle: varchar('seo_title', { length: 200 }),
    seoDescription: varchar('seo_description', { length: 300 }),
    /** Placement, applied at once (no review): pinned to the top of its lists until this moment. */
    pinnedUntil: timestamp('pinned_until', { withTimezone: true }),
    recommended: boolean('recommended').notNull().default(false),
    /** Not on the front before this moment: an approved article waits for it as `scheduled`. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** Taken off the front (withdrawn) at this moment. */
    offlineAt: timestamp('offline_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    /** The latest revision's number (the working copy is that revision). */
    revision: integer('revision').notNull().default(1),
    /** The revision on the front, null when none is. */
    liveRevision: integer('live_revision'),
    /** When it first went on the front: the date the front shows. */
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
    /** The latest "article audit" instance, resubmitted after a return. */
    instanceId: integer('instance_id'),
    /** The reviewer's comment when it was returned. */
    reviewComment: text('review_comment'),
    /** The edit lock: who has the editor open, until when (renewed while it stays open). */
    lockedBy: integer('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_updated_idx').on(t.updatedAt, t.id),
    index('articles_category_updated_idx').on(t.categoryId, t.updatedAt, t.id),
    index('articles_status_updated_idx').on(t.status, t.updatedAt, t.id),
    index('articles_views_idx').on(t.viewCount, t.id),
    index('articles_first_published_idx').on(t.firstPublishedAt.desc().nullsLast(), t.id.desc().nullsFirst()),
    // The schedule job's two sweeps.
    index('articles_scheduled_idx')
      .on(t.publishAt)
      .where(sql`status = 'scheduled'`),
    index('articles_offline_idx')
      .on(t.offlineAt)
      .where(sql`live_revision is not null and offline_at is not null`),
  ],
);

/** Every saved state of an article's content, numbered from 1; restoring one adds a new revision. */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    categoryId: integer('category_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    coverUrl: varchar('cover_url', { length: 500 }),
    summary: varchar('summary', { length: 500 }),
    contentHtml: text('content_html').notNull(),
    author: varchar('author', { length: 64 }),
    source: varchar('source', { length: 100 }),
    tags: text('tags').array().notNull(),
    seoTitle: varchar('seo_title', { length: 200 }),
    seoDescription: varchar('seo_description', { length: 300 }),
    /** Why it was made, when not a plain save ("restored from revision 3"). */
    note: varchar('note', { length: 200 }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('article_revisions_number_idx').on(t.articleId, t.number)],
);

/** The front's copy of each article on it: the approved revision and its placement, read by /news and the home page. */
export const publishedArticles = pgTable(
  'published_articles',
  {
    articleId: integer('article_id')
      .primaryKey()
      .references(() => articles.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    categoryId: integer('category_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    coverUrl: varchar('cover_url', { length: 500 }),
    summary: varchar('summary', { length: 500 }),
    contentHtml: text('content_html').notNull(),
    author: varchar('author', { length: 64 }),
    source: varchar('source', { length: 100 }),
    tags: text('tags').array().notNull(),
    seoTitle: varchar('seo_title', { length: 200 }),
    seoDescription: varchar('seo_description', { length: 300 }),
    pinnedUntil: timestamp('pinned_until', { withTimezone: true }),
    recommended: boolean('recommended').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** When this revision went on the front. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('published_articles_recent_idx').on(t.publishedAt, t.articleId),
    index('published_articles_category_idx').on(t.categoryId, t.publishedAt, t.articleId),
    index('published_articles_pinned_idx')
      .on(t.pinnedUntil)
      .where(sql`pinned_until is not null`),
  ],
);
