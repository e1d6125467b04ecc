import { and, gte, lt, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { isoDay } from './fields';

/**
 * A filter by calendar days in China time, both days included (`?from=2026-11-01&to=2026-11-30`), for
 * lists whose rows carry a timestamp: the login log and the operation log. The days become two instants
 * and the column is compared with them as it is, so its index serves the filter (wrapping the column in
 * a time-zone conversion would not).
 */
export const dayRangeFields = {
  /** First day, China time (YYYY-MM-DD). */
  from: isoDay.optional(),
  /** Last day, China time (YYYY-MM-DD), included. */
  to: isoDay.optional(),
};

/** For the query's superRefine: a range that ends before it starts is refused on `to`. */
export function checkDayRange(q: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
}

const DAY_MS = 86_400_000;
/** China has kept UTC+8 all year since 1991, so a day starts at a fixed offset. */
export const chinaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** `column` within the days: from the first day's midnight up to, not including, the midnight after the last. */
export function withinDays(column: AnyColumn, range: { from?: string; to?: string }): SQL | undefined {
  return and(
    range.from ? gte(column, chinaDayStart(range.from)) : undefined,
    range.to ? lt(column, new Date(chinaDayStart(range.to).getTime() + DAY_MS)) : undefined,
  );
}
