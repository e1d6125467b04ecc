import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { POLLUTANTS } from '@shared/airQuality';

/**
 * Whether a reading's primary pollutants include this one (its items are comma-separated, like o3_1h,pm25_24h). A
 * literal, not a parameter: it is also the predicate of that pollutant's partial index.
 */
export const primaryIs = (pollutant: (typeof POLLUTANTS)[number]) => sql.raw(`"primary_items" ~ '(^|,)${pollutant}_'`);

export const stationStatuses = ['active', 'maintenance', 'retired'] as const;

/**
 * Air-quality monitoring stations (监测站): where they stand on the site plan (x, y in per cent of the plan's width
 * and height), which pollutants they measure and whether they report. A station pushes its readings with its own
 * key (`savedata`, header X-Station-Key): only the key's SHA-256 is kept, shown once when created; revoking it
 * clears the hash, so the station is refused until an admin creates a new one.
 */
export const aqStations = pgTable(
  'aq_stations',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    /** Where the station stands on the site plan, 0–100 % from the left and from the top. */
    x: doublePrecision('x').notNull().default(50),
    y: doublePrecision('y').notNull().default(50),
    address: varchar('address', { length: 255 }),
    pollutants: text('pollutants')
      .array()
      .notNull()
      .default(sql`'{${sql.raw(POLLUTANTS.join(','))}}'::text[]`),
    status: varchar('status', { length: 16, enum: stationStatuses }).notNull().default('active'),
    keyHash: varchar('key_hash', { length: 64 }),
    /** The key's last four characters, to tell keys apart on screen. */
    keyHint: varchar('key_hint', { length: 8 }),
    keyCreatedAt: timestamp('key_created_at', { withTimezone: true }),
    keyRevokedAt: timestamp('key_revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('aq_stations_name_idx').on(t.name), uniqueIndex('aq_stations_key_idx').on(t.keyHash)],
);

export const readingSources = ['push', 'import', 'manual', 'seed'] as const;

/**
 * Hourly readings (小时值): one row per station and hour. `hour` is the start of the hour the values stand for
 * (a value for 08:00–09:00 CST has hour 08:00 CST). Concentrations in μg/m³, CO in mg/m³; null is no valid value.
 * The hour's AQI (HJ 633 real-time, from the 1-hour rows) is computed when the row is written and stored with the
 * breakpoint version that computed it; null when a pollutant the station measures has no value.
 */
export const aqReadings = pgTable(
  'aq_readings',
  {
    id: serial('id').primaryKey(),
    stationId: integer('station_id')
      .notNull()
      .references(() => aqStations.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    so2: doublePrecision('so2'),
    no2: doublePrecision('no2'),
    pm10: doublePrecision('pm10'),
    co: doublePrecision('co'),
    o3: doublePrecision('o3'),
    pm25: doublePrecision('pm25'),
    aqi: smallint('aqi'),
    level: smallint('level'),
    /** The primary pollutants' items (pm25_24h, o3_1h…), comma-separated; empty at AQI ≤ 50 or without an AQI. */
    primary: varchar('primary_items', { length: 64 }).notNull().default(''),
    aqiVersion: varchar('aqi_version', { length: 20 }).notNull(),
    source: varchar('source', { length: 8, enum: readingSources }).notNull().default('push'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One reading per station and hour; also the station's series and latest reading.
    uniqueIndex('aq_readings_station_hour_idx').on(t.stationId, t.hour),
    // The admin list across stations by hour, and by AQI.
    index('aq_readings_hour_idx').on(t.hour, t.id),
    // By AQI both ways: empty AQIs last in either direction, as the lists sort.
    index('aq_readings_aqi_idx').on(t.aqi, t.id),
    index('aq_readings_aqi_desc_idx').on(t.aqi.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('aq_readings_station_aqi_idx').on(t.stationId, t.aqi, t.id),
    index('aq_readings_station_aqi_desc_idx').on(t.stationId, t.aqi.desc().nullsLast(), t.id.desc().nullsFirst()),
    // The level filter, newest first.
    index('aq_readings_level_hour_idx').on(t.level, t.hour, t.id),
    // The primary-pollutant filter, newest first: one small index per pollutant, its predicate the very expression
    // the list filters with (primaryIs in the service), so the planner can use it.
    ...POLLUTANTS.map((p) => index(`aq_readings_primary_${p}_idx`).on(t.hour, t.id).where(primaryIs(p))),
  ],
);

/**
 * A station's daily values (日均值), kept current in the transaction that writes its hours (and recomputed when its
 * pollutants change), so a year of days is read, not computed from 8,760 hours on every call. `values` is the day
 * as the service's daysOf computes it (status, valid hours, AQI, level, primary and exceeding pollutants, the
 * figures, the breakpoint version); a day without any reading has no row.
 */
export const aqDaily = pgTable(
  'aq_daily',
  {
    stationId: integer('station_id')
      .notNull()
      .references(() => aqStations.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    aqi: smallint('aqi'),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.day] })],
);

/**
 * Alert rules: when a station's hourly AQI stays over `aqiAbove` for `hours` hours in a row, a notice goes to the
 * holders of the chosen roles. Fired alerts are kept in aq_alert_events (one per rule, station and hour).
 */
export const aqAlertRules = pgTable('aq_alert_rules', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  /** null: every station. */
  stationId: integer('station_id').references(() => aqStations.id, { onDelete: 'cascade' }),
  aqiAbove: integer('aqi_above').notNull(),
  hours: integer('hours').notNull(),
  roleIds: integer('role_ids').array().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const aqAlertEvents = pgTable(
  'aq_alert_events',
  {
    id: serial('id').primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => aqAlertRules.id, { onDelete: 'cascade' }),
    stationId: integer('station_id')
      .notNull()
      .references(() => aqStations.id, { onDelete: 'cascade' }),
    /** The last hour of the run that fired it. */
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    aqi: integer('aqi').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('aq_alert_events_rule_station_hour_idx').on(t.ruleId, t.stationId, t.hour)],
);
