import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './account';
import { units } from './park';
import { uploads } from './upload';

/**
 * The park's site plan (总平面图): an image uploaded through the upload module (checked by its content and size) that
 * the map shows in plain image coordinates. One plan is current; the ones it replaced are kept. Every position of the
 * map is in pixels of this image: x to the right, y downwards from its top-left corner.
 */
export const gisSitePlans = pgTable(
  'gis_site_plans',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'restrict' }),
    /** The image's size in pixels, as the upload module measured it. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('gis_site_plans_current_uq')
      .on(t.isCurrent)
      .where(sql`is_current`),
    index('gis_site_plans_created_idx').on(t.createdAt, t.id),
  ],
);

/** Where a building (the `building` name its units carry; the park has no table of buildings) sits on the plan. */
export const gisBuildingPositions = pgTable('gis_building_positions', {
  building: varchar('building', { length: 32 }).primaryKey(),
  x: doublePrecision('x').notNull(),
  y: doublePrecision('y').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Where a unit sits on the plan (its own marker, drawn over its building's). */
export const gisUnitPositions = pgTable('gis_unit_positions', {
  unitId: integer('unit_id')
    .primaryKey()
    .references(() => units.id, { onDelete: 'cascade' }),
  x: doublePrecision('x').notNull(),
  y: doublePrecision('y').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A point of interest of the park (a gate, a canteen, parking, a substation…): kind from the dictionary `poi_kind`. */
export const gisPois = pgTable(
  'gis_pois',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    kind: varchar('kind', { length: 32 }).notNull(),
    /** Not yet placed while null (both or neither). */
    x: doublePrecision('x'),
    y: doublePrecision('y'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('gis_pois_name_uq').on(t.name), index('gis_pois_kind_idx').on(t.kind, t.id)],
);
