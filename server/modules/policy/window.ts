import { sql, type SQL } from 'drizzle-orm';
import type { PolicyWindow } from '../../db/schema/policy';

/**
 * The application window's status on a day (domain: policy-matching.md): all year is always open; otherwise
 * the current or next range decides: before its start upcoming, within it open, and closing soon when at
 * most 15 days are left (the last day included); after the last range closed.
 */
export const CLOSING_SOON_DAYS = 15;
export const windowStatuses = ['upcoming', 'open', 'closing_soon', 'closed'] as const;
export type WindowStatus = (typeof windowStatuses)[number];

/** Policy dates are China's calendar days, whatever the server's time zone. */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });
export const todayOf = (now: Date) => dayFormat.format(now);

export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
export function addDays(day: string, n: number) {
  return new Date(Date.parse(day) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The window's ranges in order: one for a range, one per batch, none all year. */
export function windowRanges(w: PolicyWindow): { name: string | null; startDate: string; endDate: string }[] {
  if (w.kind === 'range' && w.startDate && w.endDate) return [{ name: null, startDate: w.startDate, endDate: w.endDate }];
  if (w.kind === 'batches') return [...w.batches].sort((a, b) => a.startDate.localeCompare(b.startDate)).map((b) => ({ name: b.name, startDate: b.startDate, endDate: b.endDate }));
  return [];
}

export function rangeStatus(startDate: string, endDate: string, today: string): WindowStatus {
  if (endDate < today) return 'closed';
  if (startDate > today) return 'upcoming';
  return daysBetween(today, endDate) <= CLOSING_SOON_DAYS ? 'closing_soon' : 'open';
}

export function windowState(w: PolicyWindow, today: string) {
  if (w.kind === 'all_year') return { windowStatus: 'open' as WindowStatus, nextStart: null, deadline: null, daysLeft: null };
  const next = windowRanges(w).find((r) => r.endDate >= today);
  if (!next) return { windowStatus: 'closed' as WindowStatus, nextStart: null, deadline: null, daysLeft: null };
  return { windowStatus: rangeStatus(next.startDate, next.endDate, today), nextStart: next.startDate, deadline: next.endDate, daysLeft: daysBetween(today, next.endDate) };
}

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
