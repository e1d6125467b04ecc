import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { policyEvents, subscriptionHits, subscriptions, type PolicyEventKind } from '../../db/schema';
import { inList, rowsOf } from '../policy/db';
import { notClosedSql } from '../policy/window';
import { evaluateAll, loadCandidates } from '../match/evaluation';
import { enqueue } from '../queue/runner';
import { todayOf } from '@shared/policyWindow';
import type { CompanyProfile } from '@shared/policyConditions';

/** Policy events one dispatch handles; more wait for the next run, which is queued at once. */
export const DISPATCH_BATCH = 1000;
/** Match subscriptions are evaluated in pages of this many. */
const MATCH_PAGE = 500;
/** Match hits per insert: 5 parameters a row, under PostgreSQL's 65,535 a statement. */
const MATCH_INSERT_ROWS = 5000;

export const DISPATCH_JOB = 'subscription.dispatch';
export const DELIVER_JOB = 'subscription.deliver';

/**
 * Records that policies were published (or their windows opened) and asks for a dispatch, in the caller's
 * transaction: the event exists exactly when the publication does, and one queued dispatch gathers them all.
 */
export async function recordPolicyEvents(tx: DbOrTx, policyIds: number[], event: PolicyEventKind, now: Date) {
  if (!policyIds.length) return;
  await tx.insert(policyEvents).values(policyIds.map((policyId) => ({ policyId, event, createdAt: now })));
  await enqueue(tx, { kind: DISPATCH_JOB, runAt: now, dedupeKey: DISPATCH_JOB });
}

/**
 * The terms a policy offers to subscription_terms: its tags and their big tags, its department, level,
 * support type, and its region with the regions above it (a subscription to 广东省 hears of 深圳市南山区).
 */
const policyTermsSql = sql`
  select p.id as policy_id, 'tag' as dimension, t::text as value from pol p cross join unnest(p.tag_ids) t
  union
  select p.id, 'tag', pt.parent_id::text from pol p join policy_tags pt on pt.id = any(p.tag_ids) where pt.parent_id is not null
  union all select p.id, 'department', p.department_id::text from pol p
  union all select p.id, 'level', p.level from pol p
  union all select p.id, 'supportType', p.support_type from pol p
  union all select p.id, 'region', p.region_code from pol p
  union all select p.id, 'region', left(p.region_code, 4) || '00' from pol p where length(p.region_code) = 6 and right(p.region_code, 2) <> '00'
  union all select p.id, 'region', left(p.region_code, 2) || '0000' from pol p where length(p.region_code) = 6 and right(p.region_code, 4) <> '0000'`;

/**
 * Finds every active policy subscription the batch's policies meet and queues a hit for each, in one
 * statement: the policies' terms meet subscription_terms by index, a subscription counts when every one of
 * its dimensions was met, and a keyword is tested against the policy's search vector (a keyword-only
 * subscription's keyword once per distinct keyword, not once per subscriber). Closed policies are left out.
 */
export const policyHitsStatement = (eventIds: number[], today: string, now: Date) =>
  sql`with ev as (select policy_id, event from policy_events where id in ${inList(eventIds)}),
      pol as (
        select p.id, p.tag_ids, p.department_id, p.level, p.region_code, p.support_type, p.search_vector
        from policies p where p.id in (select policy_id from ev) and p.status = 'published' and ${notClosedSql(today)}
      ),
      terms as (${policyTermsSql}),
      met as (
        select st.subscription_id, t.policy_id, count(distinct st.dimension) as dims
        from terms t join subscription_terms st on st.dimension = t.dimension and st.value = t.value
        group by st.subscription_id, t.policy_id
      ),
      -- Each distinct keyword parsed once and tested once per policy (materialized: inlined, the planner
      -- parses and tests each subscriber's keyword against each policy).
      kw as materialized (
        select keyword_query, to_tsquery('simple', keyword_query) as q
        from (select distinct keyword_query from subscriptions where keyword_query is not null and term_dimensions = 0 and active and kind = 'policy') k
      ),
      keywords as materialized (select kw.keyword_query, p.id as policy_id from kw join pol p on p.search_vector @@ kw.q),
      matched as (
        select s.id, s.visitor_id, m.policy_id
        from met m join subscriptions s on s.id = m.subscription_id join pol p on p.id = m.policy_id
        where s.active and s.kind = 'policy' and s.term_dimensions = m.dims
          and (s.keyword_query is null or p.search_vector @@ to_tsquery('simple', s.keyword_query))
        union all
        select s.id, s.visitor_id, k.policy_id
        from keywords k join subscriptions s on s.keyword_query = k.keyword_query and s.term_dimensions = 0 and s.active and s.kind = 'policy'
      ),
      inserted as (
        insert into subscription_hits (subscription_id, policy_id, event, visitor_id, created_at)
        select m.id, m.policy_id, ev.event, m.visitor_id, ${now.toISOString()}::timestamptz
        from matched m join ev on ev.policy_id = m.policy_id
        -- In the primary key's order: millions of rows go into its b-tree page after page instead of at random
        -- (which, with the table larger than the buffer cache, wrote every page many times over).
        order by m.id, m.policy_id, ev.event
        on conflict do nothing
        returning 1
      )
      select count(*)::int as n from inserted`;

/** Runs the statement above for a batch of events; returns how many hits it queued. */
async function queuePolicyHits(tx: DbOrTx, eventIds: number[], today: string, now: Date): Promise<number> {
  const [{ n }] = await rowsOf<{ n: number }>(tx, policyHitsStatement(eventIds, today, now));
  return n;
}

/**
 * New matches for a company: every active match subscription's profile is evaluated against the batch's
 * candidate policies by the match engine (shared/policyMatch.ts); eligible and likely ones are hits.
 */
async function queueMatchHits(tx: DbOrTx, events: { policyId: number; event: PolicyEventKind }[], today: string, now: Date): Promise<number> {
  const policyIds = [...new Set(events.map((e) => e.policyId))];
  const candidates = await loadCandidates(tx, { regionCode: null, entityType: null }, today, { ids: policyIds });
  if (!candidates.length) return 0;
  const eventsOf = new Map<number, PolicyEventKind[]>();
  for (const e of events) eventsOf.set(e.policyId, [...(eventsOf.get(e.policyId) ?? []), e.event]);
  let queued = 0;
  for (let after = 0; ; ) {
    const page = await tx
      .select({ id: subscriptions.id, visitorId: subscriptions.visitorId, criteria: subscriptions.criteria })
      .from(subscriptions)
      .where(and(eq(subscriptions.kind, 'match'), eq(subscriptions.active, true), gt(subscriptions.id, after)))
      .orderBy(asc(subscriptions.id))
      .limit(MATCH_PAGE);
    if (!page.length) return queued;
    after = page[page.length - 1].id;
    const hits = page.flatMap((sub) => {
      const profile = sub.criteria.profile as CompanyProfile | undefined;
      if (!profile) return [];
      return evaluateAll(candidates, profile, today)
        .filter((e) => e.outcome !== 'not_eligible')
        .flatMap((e) =>
          (eventsOf.get(e.row.id) ?? []).map((event) => ({ subscriptionId: sub.id, policyId: e.row.id, event, visitorId: sub.visitorId, createdAt: now })),
        );
    });
    // A page's hits can be tens of thousands (500 profiles × a batch of policies): inserted in chunks, as one
    // statement's parameters are limited to 65,535 (five a row).
    for (let at = 0; at < hits.length; at += MATCH_INSERT_ROWS) {
      const chunk = hits.slice(at, at + MATCH_INSERT_ROWS);
      queued += (await tx.insert(subscriptionHits).values(chunk).onConflictDoNothing().returning({ id: subscriptionHits.subscriptionId })).length;
    }
  }
}

/**
 * The dispatch job: takes the waiting policy events (up to a batch), queues the hits of every subscription
 * they meet, marks them dispatched, and asks for delivery. Runs in the job's transaction, so a failure
 * leaves the events waiting and nothing queued.
 */
export async function dispatchPending(tx: DbOrTx, now: Date): Promise<{ events: number; hits: number }> {
  const events = await tx
    .select({ id: policyEvents.id, policyId: policyEvents.policyId, event: policyEvents.event })
    .from(policyEvents)
    .where(sql`${policyEvents.dispatchedAt} is null`)
    .orderBy(asc(policyEvents.id))
    .limit(DISPATCH_BATCH)
    .for('update', { skipLocked: true });
  if (!events.length) return { events: 0, hits: 0 };
  const today = todayOf(now);
  const hits =
    (await queuePolicyHits(
      tx,
      events.map((e) => e.id),
      today,
      now,
    )) + (await queueMatchHits(tx, events, today, now));
  await tx
    .update(policyEvents)
    .set({ dispatchedAt: now })
    .where(
      inArray(
        policyEvents.id,
        events.map((e) => e.id),
      ),
    );
  if (hits) await enqueue(tx, { kind: DELIVER_JOB, runAt: now, dedupeKey: DELIVER_JOB });
  // A full batch may have left events waiting: the next run takes them.
  if (events.length === DISPATCH_BATCH) await enqueue(tx, { kind: DISPATCH_JOB, runAt: now, dedupeKey: DISPATCH_JOB });
  return { events: events.length, hits };
}

/**
 * Policies whose application window opens today (China's day) and that were published before it: their
 * subscribers hear again, now that they can apply. Run once a day just after midnight.
 */
export async function recordWindowsOpening(tx: DbOrTx, now: Date): Promise<number> {
  const today = todayOf(now);
  const chinaMidnight = new Date(`${today}T00:00:00+08:00`).toISOString();
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`select p.id from policies p
        where p.status = 'published' and ${today}::date = any(p.window_starts) and p.published_at < ${chinaMidnight}::timestamptz
          and not exists (select 1 from policy_events e where e.policy_id = p.id and e.event = 'window_opened' and e.created_at >= ${chinaMidnight}::timestamptz)`,
  );
  await recordPolicyEvents(
    tx,
    rows.map((r) => r.id),
    'window_opened',
    now,
  );
  return rows.length;
}
