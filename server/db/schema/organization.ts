import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Departments form a tree by parentId (0 = root). `ancestors` holds the path of ids from the root
 * ("0,1,4"), so "this department and below" is one indexed prefix match instead of a recursive walk.
 */
export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    ancestors: varchar('ancestors', { length: 512 }).notNull().default('0'),
    name: varchar('name', { length: 64 }).notNull(),
    order: integer('sort_order').notNull().default(0),
    leader: varchar('leader', { length: 64 }),
    phone: varchar('phone', { length: 32 }),
    email: varchar('email', { length: 128 }),
    status: varchar('status', { length: 16, enum: ['active', 'disabled'] }).notNull().default('active'),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('departments_parent_idx').on(t.parentId), index('departments_ancestors_idx').using('btree', t.ancestors.op('text_pattern_ops'))],
);
