import { z } from 'zod';
import { ITEMS, POLLUTANTS } from '@shared/airQuality';
import { readingSources, stationStatuses } from '../../db/schema/airquality';
import { id, idParam, isoDay, optionalText, pageFields } from '../../lib/fields';

const concentration = z.number().nullable().optional();

/**
 * One hourly reading as a station or a screen sends it: the hour it stands for (its start, ISO 8601 with offset)
 * and the pollutants measured. Unknown keys are let through here and refused by name in the service, with the
 * ranges and the clock (one 400 naming every wrong field).
 */
export const readingInput = z
  .object({
    hour: z.string().max(40),
    so2: concentration,
    no2: concentration,
    pm10: concentration,
    co: concentration,
    o3: concentration,
    pm25: concentration,
  })
  .catchall(z.unknown());

/** POST /api/datav/misc/env/savedata: up to a month of hours from one station (its key in X-Station-Key). */
export const saveDataBody = z.object({ readings: z.array(readingInput).min(1).max(744) });

export const savedReading = z.object({
  hour: z.string(),
  aqi: z.number().int().nullable(),
  level: z.number().int().nullable(),
  primary: z.array(z.enum(ITEMS)),
  aqiVersion: z.string(),
  replaced: z.boolean(),
});
export const saveDataResult = z.object({ stationId: z.number().int(), saved: z.number().int(), replaced: z.number().int(), readings: z.array(savedReading) });

/** The level's display fields, from the engine. */
export const levelFields = {
  level: z.number().int().nullable(),
  category: z.string().nullable(),
  categoryEn: z.string().nullable(),
  colour: z.string().nullable(),
};

const values = {
  so2: z.number().nullable(),
  no2: z.number().nullable(),
  pm10: z.number().nullable(),
  co: z.number().nullable(),
  o3: z.number().nullable(),
  pm25: z.number().nullable(),
};

export const latestStation = z.object({
  stationId: z.number().int(),
  name: z.string(),
  x: z.number(),
  y: z.number(),
  status: z.enum(stationStatuses),
  pollutants: z.array(z.enum(POLLUTANTS)),
  /** The latest reading's hour, null when the station has none. */
  hour: z.string().nullable(),
  ...values,
  aqi: z.number().int().nullable(),
  ...levelFields,
  primary: z.array(z.enum(ITEMS)),
  aqiVersion: z.string().nullable(),
});
export const latestData = z.object({
  stations: z.array(latestStation),
  /** The park's figure: the highest AQI among the stations' readings of the latest hour any station reported. */
  park: z.object({ hour: z.string().nullable(), aqi: z.number().int().nullable(), ...levelFields, primary: z.array(z.enum(ITEMS)) }),
});

export const granularities = ['hour', 'day'] as const;

/** GET /api/datav/misc/env/getHisData */
export const hisQuery = z.object({
  stationId: idParam,
  from: isoDay,
  to: isoDay,
  granularity: z.enum(granularities).default('hour'),
});

export const hourPoint = z.object({
  hour: z.string(),
  ...values,
  aqi: z.number().int().nullable(),
  ...levelFields,
  primary: z.array(z.enum(ITEMS)),
  aqiVersion: z.string(),
});
export const dayPoint = z.object({
  day: z.string(),
  /** ok, or insufficient: fewer than 20 valid hours (or no valid O3 8-hour mean) for a pollutant the station measures. */
  status: z.enum(['ok', 'insufficient']),
  hours: z.number().int(),
  aqi: z.number().int().nullable(),
  ...levelFields,
  primary: z.array(z.enum(ITEMS)),
  exceeding: z.array(z.enum(ITEMS)),
  missing: z.array(z.enum(POLLUTANTS)),
  so2: z.number().nullable(),
  no2: z.number().nullable(),
  pm10: z.number().nullable(),
  co: z.number().nullable(),
  pm25: z.number().nullable(),
  o3_1h: z.number().nullable(),
  o3_8h: z.number().nullable(),
  aqiVersion: z.string(),
});
export const hisData = z.object({
  stationId: z.number().int(),
  name: z.string(),
  granularity: z.enum(granularities),
  hours: z.array(hourPoint),
  days: z.array(dayPoint),
});

// ---------- admin ----------

export const readingSortFields = ['hour', 'aqi'] as const;

const readingFilters = {
  stationId: idParam.optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  level: z.coerce.number().int().min(1).max(6).optional(),
  /** Readings whose primary pollutants include this one. */
  primary: z.enum(POLLUTANTS).optional(),
  source: z.enum(readingSources).optional(),
  sortField: z.enum(readingSortFields).default('hour'),
  sortOrder: z.enum(['ascend', 'descend']).default('descend'),
};
export const readingQuery = z.object({ ...readingFilters, granularity: z.enum(granularities).default('hour'), ...pageFields });
export const readingExportQuery = z.object({ ...readingFilters, granularity: z.enum(granularities).default('hour') });

export const readingItem = hourPoint.extend({
  id: z.number().int(),
  stationId: z.number().int(),
  stationName: z.string(),
  source: z.enum(readingSources),
  updatedAt: z.string(),
});
export const dayItem = dayPoint.extend({ stationId: z.number().int(), stationName: z.string() });
export const readingList = z.object({
  granularity: z.enum(granularities),
  list: z.array(readingItem),
  days: z.array(dayItem),
  /** Hourly readings are counted up to 10,000: more is true past it. */
  total: z.number().int(),
  more: z.boolean(),
  current: z.number().int(),
  pageSize: z.number().int(),
});

/** POST …/airquality/readingpost: an admin enters or corrects one hour. */
export const readingPost = readingInput.extend({ stationId: id });
export const readingDelete = z.object({ stationId: id, hour: z.string().max(40) });

export const station = z.object({
  id: z.number().int(),
  name: z.string(),
  x: z.number(),
  y: z.number(),
  address: z.string().nullable(),
  pollutants: z.array(z.enum(POLLUTANTS)),
  status: z.enum(stationStatuses),
  hasKey: z.boolean(),
  keyHint: z.string().nullable(),
  keyCreatedAt: z.string().nullable(),
  keyRevokedAt: z.string().nullable(),
  readings: z.number().int(),
  lastHour: z.string().nullable(),
  updatedAt: z.string(),
});
export const stationList = z.object({ list: z.array(station), total: z.number().int() });
export const stationPost = z.object({
  id: id.optional(),
  name: z.string().trim().min(1, 'is required').max(64),
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  address: optionalText(255),
  pollutants: z
    .array(z.enum(POLLUTANTS))
    .min(1, 'needs at least one pollutant')
    .refine((list) => new Set(list).size === list.length, 'lists a pollutant twice'),
  status: z.enum(stationStatuses),
});
/** The new key, shown once. */
export const stationKey = z.object({ stationId: z.number().int(), key: z.string(), keyHint: z.string(), keyCreatedAt: z.string() });

export const importQuery = z.object({
  stationId: idParam,
  /** true: write the valid rows and report the others; false (default): write nothing when any row is rejected. */
  skipInvalid: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});
export const importRejection = z.object({ row: z.number().int(), column: z.string(), value: z.string(), message: z.string() });
export const importResult = z.object({
  total: z.number().int(),
  imported: z.number().int(),
  replaced: z.number().int(),
  rejectedRows: z.number().int(),
  rejected: z.array(importRejection),
});

export const alertRule = z.object({
  id: z.number().int(),
  name: z.string(),
  stationId: z.number().int().nullable(),
  stationName: z.string().nullable(),
  aqiAbove: z.number().int(),
  hours: z.number().int(),
  roleIds: z.array(z.number().int()),
  enabled: z.boolean(),
  fired: z.number().int(),
  lastFiredAt: z.string().nullable(),
  updatedAt: z.string(),
});
export const alertRuleList = z.object({ list: z.array(alertRule), total: z.number().int() });
export const alertRulePost = z.object({
  id: id.optional(),
  name: z.string().trim().min(1, 'is required').max(64),
  stationId: id.nullable(),
  aqiAbove: z.number().int().min(0).max(500),
  hours: z.number().int().min(1).max(72),
  roleIds: z.array(id).min(1, 'choose at least one role').max(20),
  enabled: z.boolean(),
});
