/**
 * The clues of the benchmarks (scripts/bench/clue.ts, scripts/bench/dashboard.ts, scripts/bench/clueStats.ts), written set-based (INSERT … SELECT
 * generate_series) over the demo investment staff, every stage, source and level, over two years; 1 in 8 in the pool.
 */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { sessions, users } from '../../server/db/schema';
import { hashToken } from '../../server/lib/tokens';

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

/**
 * `perClue` follow-ups of every clue (1,000,000 at 100,000 clues and 10), evenly between its creation and now, by its
 * owner (or its last owner), with each clue's lastFollowUpAt its latest follow-up's time as addFollowUp keeps it; and
 * each signed or moved-in clue's move to "signed" in its history, when it was last changed.
 */
export async function generateClueActivity(db: Db, perClue: number) {
  await db.execute(sql`
    insert into clue_follow_ups (clue_id, way, followed_at, user_id, content, next_follow_up_on, created_at)
    select c.id, (array['phone','wechat','visit','email','meeting'])[k % 5 + 1],
           c.created_at + (now() - c.created_at) * k / ${perClue + 1}, coalesce(c.owner_id, c.previous_owner_id),
           '基准跟进 ' || k, null, c.created_at + (now() - c.created_at) * k / ${perClue + 1}
      from clues c cross join generate_series(1, ${perClue}) k`);
  await db.execute(sql`update clues set last_follow_up_at = created_at + (now() - created_at) * ${perClue} / ${perClue + 1}`);
  await db.execute(sql`
    insert into clue_history (clue_id, action, user_name, from_stage, to_stage, created_at)
    select id, 'stage', '基准', 'contract_intent', 'signed', updated_at from clues where stage in ('signed', 'moved_in')`);
  await db.execute(sql`vacuum analyze`);
}

/** A session of the demo investment manager 王海涛 (招商中心, department and below), made directly: the bench knows no staff password. */
export async function investmentManagerSession(db: Db): Promise<Record<string, string>> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'wanghaitao'));
  const token = crypto.randomBytes(24).toString('base64url');
  await db.insert(sessions).values({ userId: u.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
  return { authorization: `Bearer ${token}` };
}
