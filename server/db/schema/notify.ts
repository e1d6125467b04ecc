import { index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * A notice to staff: to everyone, to the holders of one role, or to one person (`userId`: what the system tells
 * them, such as a workflow task waiting for them, with a `link` to open it).
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 128 }).notNull(),
    content: text('content').notNull(),
    /** notice (公告), message (消息) or todo (待办). */
    type: varchar('type', { length: 16, enum: ['notice', 'message', 'todo'] })
      .notNull()
      .default('notice'),
    roleId: integer('role_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Where the notice leads in the portal (a path such as /admin/tasks?instance=12). */
    link: varchar('link', { length: 255 }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_time_idx').on(t.createdAt), index('notices_user_time_idx').on(t.userId, t.createdAt)],
);

export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('notice_reads_user_idx').on(t.userId)],
);
