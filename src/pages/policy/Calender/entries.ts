import type { policyCalendar } from '@/services/portal/policy';

export type CalendarData = Awaited<ReturnType<typeof policyCalendar>>['data'];
export type CalendarEntry = CalendarData['entries'][number];

/** The list's entries: by deadline, then start, then policy. */
export const byDeadline = (entries: CalendarEntry[]) =>
  [...entries].sort((a, b) => a.endDate.localeCompare(b.endDate) || a.startDate.localeCompare(b.startDate) || a.policyId - b.policyId);

/** The query string of the calendar calls and its .ics export. */
export function calendarParams(from: string, to: string, tagId?: number, departmentId?: number) {
  const p = new URLSearchParams({ from, to });
  if (tagId) p.set('tagId', String(tagId));
  if (departmentId) p.set('departmentId', String(departmentId));
  return p;
}

export const entryTitle = (e: { title: string; batchName: string | null }) => (e.batchName ? `${e.title}（${e.batchName}）` : e.title);
export const icsHref = (policyId: number) => `/api/policy/detail.ics?id=${policyId}`;
