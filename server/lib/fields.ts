import { z } from 'zod';

/**
 * The API's common fields, written once: ids, paging and calendar days. Each refuses, with a 400 naming the
 * field, what PostgreSQL would refuse later (an id beyond its integer, the year 0).
 */

/** PostgreSQL's `integer`: every id column. */
export const INT4_MAX = 2_147_483_647;

/** Optional text: trimmed, at most `max` characters, blank is none (null). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** A row id in a JSON body. */
export const id = z.number().int().positive().max(INT4_MAX);
/** A row id in a query string or path. */
export const idParam = z.coerce.number().int().positive().max(INT4_MAX);

export const idQuery = z.object({ id: idParam });
export const idBody = z.object({ id });

/** Paging of every list: `current` is 1-based; pageSize is capped so no list is unbounded. */
export const pageFields = {
  current: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
};
export const pageQuery = z.object(pageFields);

/** The days the portal deals in: real calendar days (no 2026-02-30) from 1900 to 2199. */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2199-12-31';
export const isoDay = z.iso
  .date('must be a date (YYYY-MM-DD)')
  .refine((day) => day >= FIRST_DAY && day <= LAST_DAY, `must be a date between ${FIRST_DAY} and ${LAST_DAY}`);
