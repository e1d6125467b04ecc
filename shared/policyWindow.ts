/** How a policy's application window is entered: one date range, all year (常年受理), or named batches. */
export const windowKinds = ['range', 'all_year', 'batches'] as const;
export type PolicyWindow = {
  kind: (typeof windowKinds)[number];
  startDate: string | null;
  endDate: string | null;
  batches: { name: string; startDate: string; endDate: string }[];
};

/**
 * The application window's status on a day (docs/domain/policy-matching.md): all year is always open; otherwise
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
  if (w.kind === 'batches')
    return [...w.batches].sort((a, b) => a.startDate.localeCompare(b.startDate)).map((b) => ({ name: b.name, startDate: b.startDate, endDate: b.endDate }));
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
  return {
    windowStatus: rangeStatus(next.startDate, next.endDate, today),
    nextStart: next.startDate,
    deadline: next.endDate,
    daysLeft: daysBetween(today, next.endDate),
  };
}
