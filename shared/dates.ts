/**
 * Calendar dates as 'YYYY-MM-DD' strings, computed in UTC so a rule's outcome never depends on the time
 * zone of the machine that evaluates it.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

export type YMD = { y: number; m: number; d: number };

export function parseDate(value: string | Date | null | undefined): YMD | null {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : { y: value.getFullYear(), m: value.getMonth() + 1, d: value.getDate() };
  }
  const m = DATE.exec(value ?? '');
  if (!m) return null;
  const ymd = { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) };
  const check = new Date(Date.UTC(ymd.y, ymd.m - 1, ymd.d));
  return check.getUTCMonth() === ymd.m - 1 && check.getUTCDate() === ymd.d ? ymd : null;
}

export const formatDate = ({ y, m, d }: YMD) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The same day n years later; 29 February becomes 28 February in a common year. */
export function addYears(date: YMD, years: number): YMD {
  const y = date.y + years;
  return { y, m: date.m, d: Math.min(date.d, daysInMonth(y, date.m)) };
}

export const compareDates = (a: YMD, b: YMD) => a.y - b.y || a.m - b.m || a.d - b.d;

export const daysBetween = (from: YMD, to: YMD) => Math.round((Date.UTC(to.y, to.m - 1, to.d) - Date.UTC(from.y, from.m - 1, from.d)) / 86_400_000);

/** Whole years from `from` to `to` (a birthday-style count: the anniversary day counts). */
export function wholeYears(from: YMD, to: YMD): number {
  let years = to.y - from.y;
  if (compareDates(addYears(from, years), to) > 0) years -= 1;
  return years;
}
