/**
 * The clues of the benchmarks (scripts/bench/clue.ts, scripts/bench/dashboard.ts), written set-based (INSERT … SELECT
 * generate_series) over the demo investment staff, every stage, source and level, over two years; 1 in 8 in the pool.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

const SPAN_SECONDS = 2 * 365 * 86_400;

export async function generateClues(db: Db, n: number) {
  const step = Math.max(1, Math.floor(SPAN_SECONDS / n));
  await db.execute(sql`
    with o as (select u.id, u.department_id, row_number() over (order by u.id) - 1 as k, count(*) over () as total
                 from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id and r.code = 'investment')
    insert into clues (kind, name, name_key, contact_name, phone, industry_code, intended_area, intended_usage, budget, investment_amount,
                       source, level, stage, stage_reason, owner_id, department_id, next_follow_up_on, tags, pool_state, locked,
                       owned_since, last_follow_up_at, last_activity_at, previous_owner_id, given_up_by, given_up_at, give_up_reason,
                       created_by, created_at, updated_at)
    select 'company',
           (array['苏州','上海','无锡','南京','杭州'])[g % 5 + 1] || (array['华芯','智联','恒创','瑞泰','云图','迈锐','博睿','天成'])[g % 8 + 1]
             || (array['半导体','软件','智能装备','医药','新能源'])[g % 5 + 1] || '科技有限公司（' || g || '）',
           'bench' || g, '陈经理', '139' || lpad(g::text, 8, '0'),
           (array['39','65','34','27','38'])[g % 5 + 1], 200 + g % 3000, (array['office','workshop','storage'])[g % 3 + 1], 30 + g % 80, g % 5000,
           (array['manual','channel_agent','walk_in','referral','online','government'])[g % 6 + 1], (array['A','B','C'])[(g / 6) % 3 + 1],
           (array['new','initial_contact','viewing_booked','viewed','quoted','negotiating','contract_intent','signed','moved_in','on_hold','invalid','lost'])[g % 12 + 1],
           case when g % 12 = 11 then 'price' when g % 12 = 10 then 'no_demand' end,
           case when g % 8 = 0 then null else o.id end, o.department_id,
           (now() + make_interval(days => g % 40 - 20))::date, '[]'::jsonb,
           case when g % 8 = 0 then 'pool' else 'owned' end, g % 97 = 0,
           now() - make_interval(days => g % 80), now() - make_interval(days => g % 25), now() - make_interval(days => g % 25),
           case when g % 8 = 0 then o.id end, case when g % 8 = 0 then o.id end,
           case when g % 8 = 0 then now() - make_interval(days => g % 60) end, case when g % 8 = 0 then '客户长期无回应' end,
           o.id, now() - make_interval(secs => (${n} - g) * ${step}), now() - make_interval(secs => (${n} - g) * ${step})
      from generate_series(1, ${n}) g join o on o.k = g % o.total`);
  await db.execute(sql`vacuum analyze`);
}
