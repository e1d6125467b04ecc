import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Site configuration read by the web app at start (GET /apiv2/config/admin/all). */
export const configEntries = pgTable('config_entries', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The operation log: who did what to which record, from where, with before and after values. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    username: varchar('username', { length: 64 }),
    action: varchar('action', { length: 32 }).notNull(),
    entity: varchar('entity', { length: 64 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }),
    summary: text('summary'),
    ip: varchar('ip', { length: 64 }),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_entity_idx').on(t.entity, t.entityId),
    index('audit_logs_user_time_idx').on(t.userId, t.createdAt),
    index('audit_logs_time_idx').on(t.createdAt),
  ],
);
