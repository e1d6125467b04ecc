import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { policyEvents, subscriptionHits, subscriptions, type PolicyEventKind } from '../../db/schema';
import { inList, rowsOf } from '../../db/raw';
import { notClosedSql } from '../policy/window';
import { evaluateAll, loadCandidates } from '../match/evaluation';
import { enqueue } from '../queue/runner';
import { policyTermArrays, policyTermRows } from './terms';
import { todayOf } from '@shared/policyWindow';
import type { CompanyProfile } from '@shared/policyConditions';

/** Policy events one dispatch handles; more wait for the next run, which is queued at once. */
export const DISPATCH_BATCH = 1000;
/** Memory a dispatch's sorts and hashes may use before spilling to disk. */
const DISPATCH_WORK_MEM = '64MB';
/** Match subscriptions are evaluated in pages of this many. */
const MATCH_PAGE = 500;

export const DISPATCH_JOB = 'subscription.dispatch';
export const DELIVER_JOB = 'subscription.deliver';

/**
 * Records that policies were published (or their windows opened) and asks for a dispatch, in the caller's
 * transaction: the event exists exactly when the publication does, and one queued dispatch gathers them all.
 */
export async function recordPolicyEvents(tx: DbOrTx, policyIds: number[], event: PolicyEventKind, now: Date) {
  // A policy is announced once: published again after it was taken off, it is not news (a window opening is,
  // each time it opens).
  const announced =
    event === 'published' && policyIds.length
      ? new Set(
          (
            await tx
              .selectDistinct({ policyId: policyEvents.policyId })
              .from(policyEvents)
              .where(and(inArray(policyEvents.policyId, policyIds), eq(policyEvents.event, 'published')))
          ).map((r) => r.policyId),
        )
      : new Set<number>();
  const news = policyIds.filter((id) => !announced.has(id));
  if (!news.length) return;
  await tx.insert(policyEvents).values(news.map((policyId) => ({ policyId, event, createdAt: now })));
  await enqueue(tx, { kind: DISPATCH_JOB, runAt: now, dedupeKey: DISPATCH_JOB });
}

/**
 * Finds every active policy subscription the batch's policies meet and queues one hit per subscription and
 * event kind listing the policies, in one statement:
 *  - each policy's terms (terms.ts) meet the subscriptions' anchor terms by index, which gives the candidates
 *    (a subscription, a policy);
 *  - a candidate counts when the policy meets every other dimension of the subscription too (its term arrays,
 *    in the row already read) and its keyword, if it has one;
 *  - a keyword-only subscription's keyword is tested once per distinct keyword, not once per subscriber.
 * Closed policies are left out.
 */
export const policyHitsStatement = (eventIds: number[], today: string, now: Date) =>
  sql`with ev as (select policy_id, event from policy_events where id in ${inList(eventIds)}),
      pol as (
        select p.id, p.department_id, p.level, p.support_type, p.search_vector, ${policyTermArrays}
        from policies p where p.id in (select policy_id from ev) and p.status = 'published' and ${notClosedSql(today)}
      ),
      terms as (${policyTermRows}),
      candidates as (
        select st.subscription_id, t.policy_id from terms t join subscription_terms st on st.dimension = t.dimension and st.value = t.value
      ),
      -- Each distinct keyword parsed once and tested once per policy (materialized: inlined, the planner
      -- parses and tests each subscriber's keyword against each policy).
      kw as materialized (
        select keyword_query, to_tsquery('simple', keyword_query) as q
        from (select distinct keyword_query from subscriptions where keyword_query is not null and term_dimensions = 0 and active and kind = 'policy') k
      ),
      keywords as materialized (select kw.keyword_query, p.id as policy_id from kw join pol p on p.search_vector @@ kw.q),
      matched as (
        select s.id, s.visitor_id, p.id as policy_id
        from candidates c join subscriptions s on s.id = c.subscription_id join pol p on p.id = c.policy_id
        where s.active and s.kind = 'policy'
          and (s.tag_terms is null or s.tag_terms && p.tag_terms)
          and (s.department_terms is null or p.department_id = any(s.department_terms))
          and (s.level_terms is null or p.level = any(s.level_terms))
          and (s.support_type_terms is null or p.support_type = any(s.support_type_terms))
          and (s.region_terms is null or s.region_terms && p.region_terms)
          and (s.keyword_query is null or p.search_vector @@ to_tsquery('simple', s.keyword_query))
        union all
        select s.id, s.visitor_id, k.policy_id
        from keywords k join subscriptions s on s.keyword_query = k.keyword_query and s.term_dimensions = 0 and s.active and s.kind = 'policy'
      ),
      inserted as (
        insert into subscription_hits (subscription_id, visitor_id, event, policy_ids, created_at)
        -- distinct: a policy meeting two of an anchor's values (two tags, a city and its province) is one hit.
        select m.id, m.visitor_id, ev.event, array_agg(distinct m.policy_id order by m.policy_id), ${now.toISOString()}::timestamptz
        from matched m join ev on ev.policy_id = m.policy_id
        group by m.id, m.visitor_id, ev.event
        returning cardinality(policy_ids) as policies
      )
      select coalesce(sum(policies), 0)::int as n from inserted`;

/**
 * Runs `run` with two planner settings for the dispatch's statement, put back after it (the transaction goes on):
 *  - work_mem: millions of candidate pairs are hashed and grouped; with the default 4 MB they spill to disk;
 *    bounded, as one dispatch runs at a time (DISPATCH_JOB is deduplicated);
 *  - no nested loops: the planner cannot know how many subscriptions a batch's terms meet (it estimates a few
 *    thousand candidates where there are millions) and would look each one's subscription up by index;
 *    hashing the subscriptions once took the benchmark's dispatch from 24 s to 14 s.
 */
export async function withDispatchSettings<T>(tx: DbOrTx, run: () => Promise<T>): Promise<T> {
  const [before] = await rowsOf<{ work_mem: string; enable_nestloop: string }>(
    tx,
    sql`select current_setting('work_mem') as work_mem, current_setting('enable_nestloop') as enable_nestloop`,
  );
  await tx.execute(sql`select set_config('work_mem', ${DISPATCH_WORK_MEM}, true), set_config('enable_nestloop', 'off', true)`);
  const result = await run();
  await tx.execute(sql`select set_config('work_mem', ${before.work_mem}, true), set_config('enable_nestloop', ${before.enable_nestloop}, true)`);
  return result;
}

/** Runs the statement above for a batch of events; returns how many (subscription, policy) pairs it queued. */
async function queuePolicyHits(tx: DbOrTx, eventIds: number[], today: string, now: Date): Promise<number> {
  const [{ n }] = await withDispatchSettings(tx, () => rowsOf<{ n: number }>(tx, policyHitsStatement(eventIds, today, now)));
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
      const policiesBy = new Map<PolicyEventKind, number[]>();
      for (const e of evaluateAll(candidates, profile, today)) {
        if (e.outcome === 'not_eligible') continue;
        for (const event of new Set(eventsOf.get(e.row.id) ?? [])) policiesBy.set(event, [...(policiesBy.get(event) ?? []), e.row.id]);
      }
      return [...policiesBy].map(([event, ids]) => ({
        subscriptionId: sub.id,
        visitorId: sub.visitorId,
        event,
        policyIds: ids.sort((a, b) => a - b),
        createdAt: now,
      }));
    });
    if (hits.length) await tx.insert(subscriptionHits).values(hits);
    queued += hits.reduce((sum, h) => sum + h.policyIds.length, 0);
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
