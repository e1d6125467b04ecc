/**
 * `npm run bench:dashboard`: the admin dashboard (GET /api/portal/admin/data/dashboard, every section in one call) at
 * the benchmarks' 100,000-row data sets: 100,000 companies (scripts/generate-companies.ts), 100,000 clues with their
 * signings (scripts/bench/clueData.ts), 100,000 policies (scripts/generate-policies.ts) and 10,000 units, timed
 * through the real route with app.inject, as the administrator (every section, every clue) and as an investment
 * manager whose data scope is their department and below (the clues section and their own work). Runs on a throw-away
 * in-memory PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL points at a PostgreSQL server, on a throw-away
 * database there. Writes bench/results/dashboard.json and .md. Target: p95 under 100 ms on PostgreSQL.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:dashboard -- --backends postgres
 *   options: --rows N (100000: companies and clues), --policies N (as rows), --units N (10000), --runs N (60),
 *            --backends pglite,postgres
 *
 * Not generated: applications and workflow tasks (their figures read the counters of migration application_counts and
 * one indexed count of the caller's pending tasks, whatever the rows), and air-quality readings (the latest hour is one
 * index step per station): the demo seed's are used.
 */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { sessions, users } from '../../server/db/schema';
import { hashToken } from '../../server/lib/tokens';
import { generateCompanies } from '../generate-companies';
import { generatePolicies } from '../generate-policies';
import { generateClues } from './clueData';
import { argOf, runListBench } from './listBench';

const ROWS = Number(argOf('rows') ?? 100_000);
const POLICIES = Number(argOf('policies') ?? ROWS);
const UNITS = Number(argOf('units') ?? 10_000);

async function generate(db: Db, n: number) {
  await generateCompanies(db, n, { seed: 20261128 });
  await generateClues(db, n);
  // Each signed or moved-in clue moved to "signed" once, when it was last changed (spread over two years: some this month).
  await db.execute(sql`
    insert into clue_history (clue_id, action, user_name, from_stage, to_stage, created_at)
    select id, 'stage', '基准', 'contract_intent', 'signed', updated_at from clues where stage in ('signed', 'moved_in')`);
  await generatePolicies(db, Math.round((POLICIES * n) / ROWS));
  await db.execute(sql`
    insert into units (code, building, floor, usage, rental_status, fitout_status, gross_area, usable_area, ref_price)
    select 'BN' || g, 'B' || (g % 40 + 1) || '栋', g % 20 + 1, (array['office','workshop','storage'])[g % 3 + 1],
           (array['available','locked','leased','leased','leased','expiring','under_repair','self_use','sold'])[g % 9 + 1],
           (array['bare','basic','full'])[g % 3 + 1], 80 + g % 2000, (80 + g % 2000) * 0.92, 30 + g % 90
      from generate_series(1, ${Math.round((UNITS * n) / ROWS)}) g`);
  await db.execute(sql`vacuum analyze`);
}

/** A session of a demo investment manager (招商中心, department and below), made directly: the bench knows no staff password. */
async function managerSession(db: Db): Promise<Record<string, string>> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'wanghaitao'));
  const token = crypto.randomBytes(24).toString('base64url');
  await db.insert(sessions).values({ userId: u.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
  return { authorization: `Bearer ${token}` };
}

runListBench({
  name: 'dashboard',
  title: 'Dashboard benchmark',
  intro:
    'The admin dashboard in one call (companies by status and industry, units and occupancy, clues by stage within the data scope and the signings of the month, applications, policies, the latest AQI, and the caller’s tasks, overdue follow-ups and unread notices)',
  noun: 'rows',
  count: ROWS,
  pgliteCount: Math.min(ROWS, 20_000),
  runs: Number(argOf('runs') ?? 60),
  backends: (argOf('backends') ?? 'pglite,postgres').split(','),
  targetP95Ms: 100,
  generate,
  calls: async (db, staff) => [
    ['administrator: every section', '/api/portal/admin/data/dashboard', staff],
    ['investment manager: clues of the department and below', '/api/portal/admin/data/dashboard', await managerSession(db)],
  ],
});
