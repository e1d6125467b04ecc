import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

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
