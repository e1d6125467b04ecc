import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { FORUM_POST_POLICIES, FORUM_POST_STATUSES } from '@shared/forum';
import { users } from './account';
import { visitors } from './visitor';

/**
 * Forum boards (论坛版块): name, description, order, whether the front shows it, and who may start threads in it
 * (every signed-in visitor, or staff only, for announcements). A board that still holds threads is not deleted.
 */
export const forumBoards = pgTable(
  'forum_boards',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 32 }).notNull(),
    description: varchar('description', { length: 255 }),
    order: integer('sort_order').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    postPolicy: varchar('post_policy', { length: 12, enum: FORUM_POST_POLICIES }).notNull().default('visitors'),
    /**
     * Its published threads, kept in the transaction of every change of them (a new thread adds one under the board's
     * row lock; moderation counts again): the front's tabs and the total of its lists read it instead of counting.
     */
    threadCount: integer('thread_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('forum_boards_name_idx').on(t.name)],
);

/**
 * A thread (主题): its board, title and placement (pinned, locked). Its opening post and its replies are rows of
 * forum_posts; `status` mirrors the opening post's so the front's lists read this table alone, and `replyCount` /
 * `lastPostAt` are kept from the published replies in the same transaction as any change of them.
 */
export const forumThreads = pgTable(
  'forum_threads',
  {
    id: serial('id').primaryKey(),
    boardId: integer('board_id')
      .notNull()
      .references(() => forumBoards.id),
    title: varchar('title', { length: 100 }).notNull(),
    status: varchar('status', { length: 12, enum: FORUM_POST_STATUSES }).notNull().default('published'),
    pinned: boolean('pinned').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    authorVisitorId: integer('author_visitor_id').references(() => visitors.id, { onDelete: 'set null' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Published replies. */
    replyCount: integer('reply_count').notNull().default(0),
    /** The newest published post's time: the lists' order after pinned. */
    lastPostAt: timestamp('last_post_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The front: one board's threads, or every board's, pinned first, then by latest activity.
    index('forum_threads_board_idx').on(t.boardId, t.status, t.pinned, t.lastPostAt, t.id),
    index('forum_threads_front_idx').on(t.status, t.pinned, t.lastPostAt, t.id),
  ],
);

/**
 * Every post: a thread's opening post (`opening`) and its replies, as plain text (links are made clickable when
 * shown). A post with a sensitive word is `held` until a moderator approves it; a `hidden` one is off the front.
 * `boardId` is the thread's, copied so the moderation list filters posts alone.
 */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    boardId: integer('board_id').notNull(),
    opening: boolean('opening').notNull().default(false),
    content: text('content').notNull(),
    status: varchar('status', { length: 12, enum: FORUM_POST_STATUSES }).notNull().default('published'),
    /** The sensitive words that held it. */
    heldFor: text('held_for')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    authorVisitorId: integer('author_visitor_id').references(() => visitors.id, { onDelete: 'set null' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Readers' reports not yet dealt with. */
    reportCount: integer('report_count').notNull().default(0),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // A thread's replies in order.
    index('forum_posts_thread_idx').on(t.threadId, t.status, t.id),
    // The moderation list, newest first, whole or by board or by status.
    index('forum_posts_created_idx').on(t.createdAt, t.id),
    index('forum_posts_board_idx').on(t.boardId, t.createdAt, t.id),
    index('forum_posts_status_idx').on(t.status, t.createdAt, t.id),
    index('forum_posts_opening_idx')
      .on(t.createdAt, t.id)
      .where(sql`opening`),
    index('forum_posts_reported_idx')
      .on(t.reportCount, t.id)
      .where(sql`report_count > 0`),
    // The posting limit: a visitor's posts of the last minute.
    index('forum_posts_author_idx').on(t.authorVisitorId, t.createdAt),
  ],
);

/** A reader's report of a post (one per visitor and post), open until a moderator deals with the post. */
export const forumReports = pgTable(
  'forum_reports',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    visitorId: integer('visitor_id')
      .notNull()
      .references(() => visitors.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('forum_reports_post_visitor_idx').on(t.postId, t.visitorId), index('forum_reports_post_idx').on(t.postId, t.createdAt)],
);

/** The sensitive words: a post holding one (case-insensitively) waits for review instead of being published. */
export const forumSensitiveWords = pgTable(
  'forum_sensitive_words',
  {
    id: serial('id').primaryKey(),
    word: varchar('word', { length: 32 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('forum_sensitive_words_word_idx').on(t.word)],
);
