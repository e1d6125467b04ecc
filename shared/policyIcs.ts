import ical, { ICalAlarmType } from 'ical-generator';
import { addDays } from '@shared/policyWindow';

/**
 * The iCalendar text of the policy .ics downloads, pure (no database): the server (calendar.ts) and the
 * mock (mock/policy.ts) both write their files with it, so the two give the same events.
 */

export type IcsEvent = { policyId: number; title: string; batchName: string | null; startDate: string; endDate: string; departmentName: string };

/**
 * Text as iCalendar may hold it: control characters other than tabs and line breaks removed (RFC 5545 allows
 * none in a value), CR LF and lone CR as LF, which the generator writes as the escape `\n`.
 */
const icsText = (text: string) => text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ''); // eslint-disable-line no-control-regex

/**
 * A single-line TEXT value the generator writes as given (the calendar's NAME and X-WR-CALNAME):
 * line breaks become spaces and `\ ; ,` are escaped here, so a title cannot start a property of its own.
 */
const icsLine = (text: string) =>
  icsText(text)
    .replace(/\n/g, ' ')
    .replace(/[\\;,]/g, (c) => `\\${c}`);

/** Noon UTC of a day: the same calendar day in every time zone the generator might format it in. */
const dayAt = (day: string) => new Date(`${day}T12:00:00Z`);
const REMINDER_DAYS = 3;

/**
 * One all-day VEVENT per range (DTSTART the first day, DTEND the day after the last, as RFC 5545 wants
 * for all-day events), the policy page under `origin` as URL, and a reminder at 09:00 China time three
 * days before the last day. `now` is the events' DTSTAMP.
 */
export function buildIcs({ name, events, origin, now }: { name: string; events: IcsEvent[]; origin: string; now: Date }): string {
  const cal = ical({ name: icsLine(name), prodId: { company: 'park-portal', product: 'policy-calendar', language: 'ZH' } });
  for (const e of events) {
    const url = `${origin}/policydetail/${e.policyId}`;
    const event = cal.createEvent({
      id: `policy-${e.policyId}-${e.startDate}@park-portal`,
      stamp: now,
      start: dayAt(e.startDate),
      end: dayAt(addDays(e.endDate, 1)),
      allDay: true,
      // The generator escapes these TEXT values (\\, ;, , and line breaks) and folds long lines.
      summary: icsText(e.batchName ? `${e.title}（${e.batchName}）` : e.title),
      description: icsText(`${e.departmentName}\n申报时间：${e.startDate} 至 ${e.endDate}\n${url}`),
      url,
    });
    const remindOn = addDays(e.endDate, -REMINDER_DAYS);
    event.createAlarm({
      type: ICalAlarmType.display,
      trigger: new Date(`${remindOn}T01:00:00Z`),
      description: icsText(`申报将于 ${e.endDate} 截止：${e.title}`),
    });
  }
  return cal.toString();
}
