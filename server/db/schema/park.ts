import { date, doublePrecision, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from './company';

/** A unit of the park's space (park → building → floor → unit); a workshop is a unit with usage "workshop". */
export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull(),
    building: varchar('building', { length: 32 }).notNull(),
    floor: integer('floor').notNull(),
    /** Dictionaries `unit_usage`, `rental_status`, `fitout_status`. */
    usage: varchar('usage', { length: 16 }).notNull(),
    rentalStatus: varchar('rental_status', { length: 16 }).notNull().default('available'),
    fitoutStatus: varchar('fitout_status', { length: 16 }).notNull().default('bare'),
    /** m² */
    grossArea: numeric('gross_area', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    usableArea: numeric('usable_area', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** Reference rent, CNY per m² per month. */
    refPrice: numeric('ref_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    photos: jsonb('photos').$type<{ url: string; thumbUrl?: string }[]>().notNull().default([]),
    floorPlan: varchar('floor_plan', { length: 500 }),
    availableFrom: date('available_from'),
    lng: doublePrecision('lng'),
    lat: doublePrecision('lat'),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('units_code_uq').on(t.code),
    index('units_building_floor_idx').on(t.building, t.floor),
    index('units_usage_status_idx').on(t.usage, t.rentalStatus),
  ],
);

/** Which company occupies which unit, from when until when (open-ended while it stays). */
export const tenancies = pgTable(
  'tenancies',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    moveInOn: date('move_in_on').notNull(),
    moveOutOn: date('move_out_on'),
  },
  (t) => [index('tenancies_company_idx').on(t.companyId), index('tenancies_unit_idx').on(t.unitId)],
);
