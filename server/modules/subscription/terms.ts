import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inList, rowsOf } from '../../db/raw';
import { anchorOrder } from './criteria';

/**
 * A policy's terms as subscriptions name them, as columns over `policies p`: its tags with their big tags,
 * and its region with the regions above it (a subscription to 广东省 hears of 深圳市南山区).
 */
export const policyTermArrays = sql`
  p.tag_ids || array(select pt.parent_id from policy_tags pt where pt.id = any(p.tag_ids) and pt.parent_id is not null) as tag_terms,
  array[p.region_code::text]
    || case when length(p.region_code) = 6 and right(p.region_code, 2) <> '00' then array[left(p.region_code, 4) || '00'] else '{}'::text[] end
    || case when length(p.region_code) = 6 and right(p.region_code, 4) <> '0000' then array[left(p.region_code, 2) || '0000'] else '{}'::text[] end
    as region_terms`;

/** The same terms one row each (policy_id, dimension, value), from a CTE `pol` with the columns above and the policy's own. */
export const policyTermRows = sql`
  select p.id as policy_id, 'tag' as dimension, t::text as value from pol p cross join unnest(p.tag_terms) t
  union all select p.id, 'department', p.department_id::text from pol p
  union all select p.id, 'level', p.level from pol p
  union all select p.id, 'supportType', p.support_type from pol p
  union all select p.id, 'region', r from pol p cross join unnest(p.region_terms) r`;

/**
 * Chooses each policy subscription's anchor by the library as it is: the dimension whose values the fewest
 * published policies offer (summed over the values, which is how many candidates it would give a dispatch),
 * the order of criteria.ts anchorOrder breaking ties; its values become the subscription's rows of
 * subscription_terms. For the given subscriptions (a new one) or for all (a daily job, as the library
 * changes); returns how many changed anchor.
 */
export async function anchorSubscriptions(tx: DbOrTx, subscriptionIds?: number[]): Promise<number> {
  if (subscriptionIds && !subscriptionIds.length) return 0;
  const order = sql`array[${sql.join(
    anchorOrder.map((d) => sql`${d}`),
    sql`, `,
  )}]::text[]`;
  const [{ n }] = await rowsOf<{ n: number }>(
    tx,
    sql`with pol as (select p.id, p.department_id, p.level, p.support_type, ${policyTermArrays} from policies p where p.status = 'published'),
        term_counts as (select dimension, value, count(*)::int as policies from (${policyTermRows}) t group by dimension, value),
        sub_terms as (
          select s.id, d.dimension, d.value
          from subscriptions s
          cross join lateral (
            select 'tag' as dimension, v::text as value from unnest(s.tag_terms) v
            union all select 'department', v::text from unnest(s.department_terms) v
            union all select 'level', v from unnest(s.level_terms) v
            union all select 'supportType', v from unnest(s.support_type_terms) v
            union all select 'region', v from unnest(s.region_terms) v
          ) d
          where s.kind = 'policy' ${subscriptionIds ? sql`and s.id in ${inList(subscriptionIds)}` : sql``}
        ),
        best as (
          select distinct on (st.id) st.id, st.dimension
          from sub_terms st left join term_counts tc on tc.dimension = st.dimension and tc.value = st.value
          group by st.id, st.dimension
          order by st.id, sum(coalesce(tc.policies, 0)), array_position(${order}, st.dimension)
        ),
        changed as (
          select b.id, b.dimension from best b
          where not exists (select 1 from subscription_terms t where t.subscription_id = b.id and t.dimension = b.dimension)
        ),
        -- Both run on the statement's snapshot: the old anchor's rows go, the new one's come.
        dropped as (delete from subscription_terms t using changed c where t.subscription_id = c.id and t.dimension <> c.dimension),
        added as (
          insert into subscription_terms (subscription_id, dimension, value)
          select st.id, st.dimension, st.value from sub_terms st join changed c on c.id = st.id and c.dimension = st.dimension
        )
        select count(*)::int as n from changed`,
  );
  return n;
}
