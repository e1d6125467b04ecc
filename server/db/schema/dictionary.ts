import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** A dictionary type (root), e.g. `rental_status`; other areas read its items by name. */
export const dictTypes = pgTable('dict_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull().unique(),
  title: varchar('title', { length: 64 }).notNull(),
  remark: text('remark'),
  status: varchar('status', { length: 16, enum: ['active', 'disabled'] })
    .notNull()
    .default('active'),
  /** Shipped with the portal: other areas rely on it, so it cannot be deleted. */
  builtIn: boolean('built_in').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An item of a type: label shown, value stored; `parentValue` makes hierarchical ones (regions, industries). */
export const dictItems = pgTable(
  'dict_items',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => dictTypes.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 128 }).notNull(),
    value: varchar('value', { length: 64 }).notNull(),
    parentValue: varchar('parent_value', { length: 64 }),
    order: integer('sort_order').notNull().default(0),
    /** An antd tag colour (a preset name or #hex) used wherever the value is shown. */
    color: varchar('color', { length: 32 }),
    isDefault: boolean('is_default').notNull().default(false),
    status: varchar('status', { length: 16, enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dict_items_type_value_uq').on(t.typeId, t.value), index('dict_items_type_order_idx').on(t.typeId, t.order)],
);
