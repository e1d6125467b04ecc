import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { visitors } from './visitor';

export const inboxKinds = ['policy', 'digest', 'reminder', 'system', 'application'] as const;
export type InboxKind = (typeof inboxKinds)[number];

/** A visitor's notifications (the user centre's inbox and the unread count in the front's header). */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    visitorId: integer('visitor_id')
      .notNull()
      .references(() => visitors.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 12, enum: inboxKinds }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    body: text('body').notNull().default(''),
    /** A path on the front (`/policydetail/12`), never an outside address. */
    link: varchar('link', { length: 255 }),
    /** The policies it is about, for the list's links. */
    policyIds: integer('policy_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** One message per visitor and key (a policy's notice, a reminder's day), however often it is sent. */
    dedupeKey: varchar('dedupe_key', { length: 96 }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('inbox_messages_visitor_idx').on(t.visitorId, t.id),
    index('inbox_messages_unread_idx')
      .on(t.visitorId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('inbox_messages_dedupe_uq').on(t.visitorId, t.dedupeKey),
  ],
);
