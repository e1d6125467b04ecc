import ICAL from 'ical.js';
import { buildIcs, type IcsEvent } from '@shared/policyIcs';

/** A title written to attack the file: line breaks that start properties, and iCalendar's special characters. */
const hostileTitle = '园区补贴\r\nATTENDEE:mailto:attacker@example.com\nX-EVIL:1\r; 第二段, 含\\反斜杠\u0007';
const event = (title: string): IcsEvent => ({
  policyId: 7,
  title,
  batchName: null,
  startDate: '2026-12-01',
  endDate: '2026-12-20',
  departmentName: '苏州工业园区经发委',
});
const build = (title: string) => buildIcs({ name: title, events: [event(title)], origin: 'https://park.example', now: new Date('2026-11-24T00:00:00Z') });

describe('.ics text escaping (RFC 5545)', () => {
  it('keeps a hostile title inside its values: no injected property, parsed back to the same text', () => {
    const text = build(hostileTitle);
    const cal = new ICAL.Component(ICAL.parse(text));
    const [vevent] = cal.getAllSubcomponents('vevent');
    const names = (c: ICAL.Component): string[] => [...c.getAllProperties().map((p) => p.name), ...c.getAllSubcomponents().flatMap(names)];
    expect(names(cal)).not.toEqual(expect.arrayContaining(['attendee']));
    expect(names(cal).filter((n) => n.startsWith('x-evil'))).toEqual([]);
    // CR LF and lone CR read back as line breaks; the bell character is gone.
    const expected = '园区补贴\nATTENDEE:mailto:attacker@example.com\nX-EVIL:1\n; 第二段, 含\\反斜杠';
    expect(vevent.getFirstPropertyValue('summary')).toBe(expected);
    expect(vevent.getFirstSubcomponent('valarm')!.getFirstPropertyValue('description')).toBe(`申报将于 2026-12-20 截止：${expected}`);
    // The calendar's name is one line of escaped TEXT (ical.js leaves these two properties' text as written).
    const nameValue = '园区补贴 ATTENDEE:mailto:attacker@example.com X-EVIL:1 \\; 第二段\\, 含\\\\反斜杠';
    expect([cal.getFirstPropertyValue('name'), cal.getFirstPropertyValue('x-wr-calname')]).toEqual([nameValue, nameValue]);
    // Every physical line ends in CR LF, and no line starts with an injected name.
    expect(text.split('\r\n').filter((l) => /^(ATTENDEE|X-EVIL)/.test(l))).toEqual([]);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds long values at 75 octets without splitting a character', () => {
    const title = `关于支持${'高端装备制造业'.repeat(30)}发展的若干政策`;
    const text = build(title);
    const lines = text.split('\r\n');
    expect(Math.max(...lines.map((l) => Buffer.byteLength(l)))).toBeLessThanOrEqual(75);
    expect(lines.join('').includes('\uFFFD')).toBe(false);
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('summary')).toBe(title);
  });
});
