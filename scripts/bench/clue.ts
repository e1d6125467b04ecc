/**
 * `npm run bench:clue`: the clue lists (scope tabs, filters, sorts, deep pages, name search), the pool and the
 * about-to-return list at 100,000 clues with 1,000,000 follow-ups' worth of activity dates, timed through the real
 * routes with app.inject. Runs on a throw-away in-memory PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL
 * points at a PostgreSQL server, on a throw-away database there. Writes bench/results/clue.json and .md. Target: p95
 * under 20 ms on PostgreSQL.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:clue -- --backends postgres
 *   options: --clues N (100000), --runs N (60), --backends pglite,postgres
 *
 * Clues are written set-based (INSERT … SELECT generate_series) over the demo investment staff, every stage, source
 * and level, over two years; 1 in 8 in the pool.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { argOf, runListBench } from './listBench';

const CLUES = Number(argOf('clues') ?? 100_000);
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

runListBench({
  name: 'clue',
  title: 'Clue benchmark',
  intro: 'The clue lists of the screens (scope tabs, filters, sorts, deep pages, name search), the pool and the about-to-return list',
  noun: 'clues',
  count: CLUES,
  runs: Number(argOf('runs') ?? 60),
  backends: (argOf('backends') ?? 'pglite,postgres').split(','),
  targetP95Ms: 20,
  generate: generateClues,
  calls: async (_db, staff) => {
    const base = '/apiv2/pms/admin/zhaoshang';
    const q = (query: string) => `${base}/clue-query?${query}`;
    return [
      ['all, newest first', q('scope=all'), staff],
      ['all, page 500', q('scope=all&current=500'), staff],
      ['mine', q('scope=mine'), staff],
      ['department', q('scope=department'), staff],
      ['one stage', q('scope=all&stage=negotiating'), staff],
      ['one source and level', q('scope=all&source=online&level=A'), staff],
      ['overdue follow-up', q('scope=all&overdue=true'), staff],
      ['by investment, largest first', q('scope=all&sortField=investmentAmount'), staff],
      ['by next follow-up', q('scope=all&sortField=nextFollowUpOn&sortOrder=ascend'), staff],
      ['name contains 华芯', q(`scope=all&keyword=${encodeURIComponent('华芯')}`), staff],
      ['phone starts with', q('scope=all&keyword=1390001'), staff],
      ['the pool', `${base}/giveup-query`, staff],
      ['the pool, page 200', `${base}/giveup-query?current=200`, staff],
      ['about to return', `${base}/returning?scope=all`, staff],
    ];
  },
});
