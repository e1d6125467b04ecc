import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { unprocessable } from '../../lib/errors';
import { toNum } from './db';
import { rowsOf } from '../../db/raw';
import { buildIcs } from '@shared/policyIcs';
import type * as s from './schemas';
import { policyDetail } from './service';
import { rangeStatus, todayOf, windowRanges, type PolicyWindow } from '@shared/policyWindow';

/** The calendar of application windows (/calender) and its iCalendar export. */

const MAX_POLICIES = 600;
const MAX_ENTRIES = 500;
const MAX_ALL_YEAR = 200;

type Row = { id: number; title: string; level: s.PolicyLevel; support_type: string; department_name: string; max_amount: number | null; window: PolicyWindow };

async function filteredPolicies(deps: Deps, q: z.infer<typeof s.calendarQuery>, allYear: boolean, limit: number) {
  const filters = [
    q.departmentId ? sql`p.department_id = ${q.departmentId}` : sql`true`,
    q.tagId
      ? sql`exists (select 1 from policy_tag_links l where l.policy_id = p.id and l.tag_id in (select t.id from policy_tags t where t.id = ${q.tagId} or t.parent_id = ${q.tagId}))`
      : sql`true`,
    // The first and last day of the window bound its ranges: an indexed pre-filter, refined per range below.
    allYear
      ? sql`p.window_kind = 'all_year'`
      : sql`p.window_kind <> 'all_year' and p.window_first_start <= ${q.to}::date and p.window_last_end >= ${q.from}::date`,
  ];
  return rowsOf<Row>(
    deps.db,
    sql`select p.id, p.title, p.level, p.support_type, d.name as department_name, p.max_amount::float8 as max_amount, p.window
        from policies p join policy_departments d on d.id = p.department_id
        where p.status = 'published' and ${sql.join(filters, sql` and `)}
        order by ${allYear ? sql`p.publish_date desc` : sql`p.window_last_end`}, p.id
        limit ${limit}`,
  );
}

/** One entry per range or batch overlapping [from, to]; all-year policies listed apart. */
export async function calendar(deps: Deps, q: z.infer<typeof s.calendarQuery>) {
  const today = todayOf(deps.now());
  const [ranged, allYear] = await Promise.all([filteredPolicies(deps, q, false, MAX_POLICIES + 1), filteredPolicies(deps, q, true, MAX_ALL_YEAR)]);
  const entries = ranged.slice(0, MAX_POLICIES).flatMap((p) =>
    windowRanges(p.window)
      .filter((r) => r.startDate <= q.to && r.endDate >= q.from)
      .map((r) => ({
        policyId: p.id,
        title: p.title,
        batchName: r.name,
        startDate: r.startDate,
        endDate: r.endDate,
        status: rangeStatus(r.startDate, r.endDate, today),
        level: p.level,
        supportType: p.support_type,
        departmentName: p.department_name,
        maxAmount: toNum(p.max_amount),
      })),
  );
  entries.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate) || a.policyId - b.policyId);
  return {
    entries: entries.slice(0, MAX_ENTRIES),
    allYear: allYear.map((p) => ({
      policyId: p.id,
      title: p.title,
      level: p.level,
      supportType: p.support_type,
      departmentName: p.department_name,
      maxAmount: toNum(p.max_amount),
    })),
    truncated: ranged.length > MAX_POLICIES || entries.length > MAX_ENTRIES,
  };
}

export async function calendarIcs(deps: Deps, q: z.infer<typeof s.calendarQuery>, origin: string) {
  const { entries } = await calendar(deps, q);
  return buildIcs({ name: '政策申报日历', events: entries, origin, now: deps.now() });
}

export async function policyIcs(deps: Deps, id: number, origin: string) {
  const p = await policyDetail(deps.db, id, todayOf(deps.now()), { publishedOnly: true });
  if (p.window.kind === 'all_year') throw unprocessable('The policy is accepted all year: it has no application dates to put in a calendar');
  const events = windowRanges(p.window).map((r) => ({
    policyId: p.id,
    title: p.title,
    batchName: r.name,
    startDate: r.startDate,
    endDate: r.endDate,
    departmentName: p.department.name,
  }));
  return { title: p.title, ics: buildIcs({ name: p.title, events, origin, now: deps.now() }) };
}
