import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { adAreaKinds } from '@shared/adverts';

/**
 * Advert areas (广告位): a place on the front, named by a key the front asks for (`home-banner`), with the size
 * its pictures are drawn at and how many of its live resources show at once. A text area (`home-links`) shows
 * links without pictures.
 */
export const adAreas = pgTable(
  'ad_areas',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 40 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 8, enum: adAreaKinds }).notNull().default('image'),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    /** How many live resources show at once. */
    shown: integer('shown').notNull().default(1),
    description: varchar('description', { length: 255 }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ad_areas_key_idx').on(t.key)],
);

/**
 * Advert resources (广告): a picture (or, in a text area, a line) with its link, shown between `startAt` and
 * `endAt` (either open) while enabled. `weight` decides which show when more are live than the area has room
 * for; `order` is the order they show in. Clicks are counted by the redirect that every shown link goes through.
 */
export const adResources = pgTable(
  'ad_resources',
  {
    id: serial('id').primaryKey(),
    areaId: integer('area_id')
      .notNull()
      .references(() => adAreas.id),
    title: varchar('title', { length: 100 }).notNull(),
    imageUrl: varchar('image_url', { length: 500 }),
    /** What a screen reader says for the picture; the title when empty. */
    alt: varchar('alt', { length: 120 }),
    link: varchar('link', { length: 500 }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    weight: integer('weight').notNull().default(1),
    order: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    clicks: integer('clicks').notNull().default(0),
    updatedBy: integer('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ad_resources_area_order_idx').on(t.areaId, t.order, t.id),
    index('ad_resources_area_clicks_idx').on(t.areaId, t.clicks, t.id),
    index('ad_resources_area_updated_idx').on(t.areaId, t.updatedAt, t.id),
    // The front's question: an area's enabled resources.
    index('ad_resources_live_idx')
      .on(t.areaId, t.order)
      .where(sql`${t.enabled}`),
    // Counts by state (the list's total, the areas' live counts) read from the index alone.
    index('ad_resources_area_window_idx').on(t.areaId, t.enabled, t.startAt, t.endAt),
  ],
);
