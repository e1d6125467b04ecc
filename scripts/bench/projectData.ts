/**
 * The projects of the benchmarks (scripts/bench/project.ts, scripts/bench/projectStats.ts), written set-based (INSERT …
 * SELECT generate_series) over the demo investment staff and the demo categories: every stage, status and currency,
 * created over two years, a third signed; each with the five milestones of a landing flow, some overdue, some due
 * soon, the early ones done.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

const SPAN_SECONDS = 2 * 365 * 86_400;

export async function generateProjects(db: Db, n: number) {
  const step = Math.max(1, Math.floor(SPAN_SECONDS / n));
  await db.execute(sql`
    with o as (select u.id, u.department_id, row_number() over (order by u.id) - 1 as k, count(*) over () as total
                 from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id and r.code = 'investment'),
         c as (select id, row_number() over (order by id) - 1 as k, count(*) over () as total from project_categories)
    insert into projects (name, category_id, industry_code, investment_amount, currency, floor_area, stage, status, owner_id,
                          department_id, signed_at, created_by, created_at, updated_at)
    select (array['苏州','上海','无锡','南京','杭州'])[g % 5 + 1] || (array['华芯','智联','恒创','瑞泰','云图','迈锐','博睿','天成'])[g % 8 + 1]
             || (array['半导体','软件','智能装备','医药','新能源'])[g % 5 + 1] || '项目（' || g || '）',
           c.id, (array['39','65','34','27','38'])[g % 5 + 1], 500 + (g * 37) % 50000,
           (array['CNY','CNY','CNY','USD','EUR','HKD','JPY'])[g % 7 + 1], 200 + g % 8000,
           (array['intent','negotiation','landing','construction','production'])[g % 5 + 1],
           (array['draft','reviewing','returned','rejected','approved','signed','signed','signed','terminated'])[g % 9 + 1],
           o.id, o.department_id,
           case when g % 9 in (5, 6, 7) then now() - make_interval(secs => (${n} - g) * ${step}) + interval '30 days' end,
           o.id, now() - make_interval(secs => (${n} - g) * ${step}), now() - make_interval(secs => (${n} - g) * ${step} / 2)
      from generate_series(1, ${n}) g join o on o.k = g % o.total join c on c.k = g % c.total`);
  await db.execute(sql`update projects set signed_at = least(signed_at, now()) where signed_at > now()`);
  await db.execute(sql`
    insert into project_milestones (project_id, sort, name, planned_start, planned_end, actual_end, owner_id, state, updated_at)
    select p.id, k, (array['签约','注册','装修','试生产','投产'])[k],
           (p.created_at + make_interval(days => (k - 1) * 60))::date, (p.created_at + make_interval(days => k * 60))::date,
           case when k <= (p.id % 4) then (p.created_at + make_interval(days => k * 60 + 3))::date end,
           p.owner_id,
           case when k <= (p.id % 4) then 'done' when k = (p.id % 4) + 1 then 'in_progress' else 'pending' end,
           now()
      from projects p cross join generate_series(1, 5) k`);
  await db.execute(sql`vacuum analyze`);
}
