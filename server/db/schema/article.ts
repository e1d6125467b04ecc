import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

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
