import { sql, type SQL } from 'drizzle-orm';
import { CLOSING_SOON_DAYS, windowRanges, type PolicyWindow } from '@shared/policyWindow';

/**
 * The window rules of shared/policyWindow.ts where the database needs them: the columns a window is
 * stored with, and the same status and deadline in SQL.
 */

/** Columns derived from the window on save, which the SQL below reads. */
export function windowColumns(w: PolicyWindow) {
  const ranges = windowRanges(w);
  return {
    windowKind: w.kind,
    windowStarts: ranges.map((r) => r.startDate),
    windowEnds: ranges.map((r) => r.endDate),
    windowFirstStart: ranges[0]?.startDate ?? null,
    windowLastEnd: ranges[ranges.length - 1]?.endDate ?? null,
  };
}

/**
 * The current or next range of a batches window, as a 1-based index into its sorted arrays:
 * width_bucket counts the ends before today (a C function over the small array, no subquery per row).
 */
const nextRange = (today: string) => sql`(width_bucket(${today}::date - 1, p.window_ends) + 1)`;

/**
 * The same rules in SQL over a policies row aliased `p`, for filters, sorts and facet counts. A range
 * reads its two columns; batches read the first range not yet over from their arrays.
 */
export function windowStatusSql(today: string): SQL {
  const k = nextRange(today);
  return sql`(case
    when p.window_kind = 'all_year' then 'open'
    when p.window_last_end < ${today}::date then 'closed'
    when p.window_kind = 'range' then (case when p.window_first_start > ${today}::date then 'upcoming' when p.window_last_end - ${today}::date <= ${CLOSING_SOON_DAYS} then 'closing_soon' else 'open' end)
    when p.window_starts[${k}] > ${today}::date then 'upcoming'
    when p.window_ends[${k}] - ${today}::date <= ${CLOSING_SOON_DAYS} then 'closing_soon'
    else 'open'
  end)`;
}

/** The end of the current or next range: null all year and once closed. */
export function deadlineSql(today: string): SQL {
  return sql`(case
    when p.window_kind = 'all_year' or p.window_last_end < ${today}::date then null
    when p.window_kind = 'range' then p.window_last_end
    else p.window_ends[${nextRange(today)}]
  end)`;
}

/** A cheap, indexable pre-filter for statuses other than closed: the window is not over yet. */
export function notClosedSql(today: string): SQL {
  return sql`(p.window_kind = 'all_year' or p.window_last_end >= ${today}::date)`;
}
