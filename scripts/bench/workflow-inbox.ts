/**
 * `npm run bench:workflow`: the staff inbox of the approval engine at 100,000 instances, timed through the real
 * routes (task/query to do, done and started, task/count) for one reviewer among fifty. Runs on a throw-away
 * in-memory PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL points at a PostgreSQL server, on a
 * throw-away database there. Writes p50/p95 to bench/results/workflow-inbox.json and .md. Target: p95 under 20 ms
 * on PostgreSQL. Options: --instances N, --runs N.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { throwawayDatabase } from '../../server/db/throwaway';
import { users, workflowVersions, workflows } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { seed } from '../../server/seed';
import { percentile, round1, machineOf, writeResults } from './measure';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const INSTANCES = arg('instances', 100_000);
const RUNS = arg('runs', 60);
const WARMUP = 10;
const REVIEWERS = 50;
const TARGET_P95_MS = 20;
const PASSWORD = 'Bench@Inbox2026';

type Timing = { call: string; rows: number; p50: number; p95: number; max: number; runs: number };

/**
 * A three-step review assigned round-robin to fifty reviewers; 70% of the instances are still running (at step
 * 0, 1 or 2), the rest approved. Every step an instance went through has its task and its history row.
 */
export async function generate(database: Database) {
  const passwordHash = await hashPassword(PASSWORD);
  const reviewers = await database.db
    .insert(users)
    .values(Array.from({ length: REVIEWERS }, (_, i) => ({ username: `reviewer${i}`, realName: `审核员${i}`, passwordHash })))
    .returning({ id: users.id });
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const [w] = await database.db
    .insert(workflows)
    .values({ name: '基准流程', businessType: 'policy_application', fallbackUserId: admin.id, publishedVersion: 1, hasDraftChanges: false })
    .returning({ id: workflows.id });
  const steps = ['受理', '复审', '核定'].map((name, i) => ({
    stepId: i + 1,
    name,
    actorType: 'users' as const,
    actorUserIds: [],
    actorRoleId: null,
    mode: 'any' as const,
    actions: ['approve' as const, 'return' as const],
    condition: null,
    timeLimitHours: 72,
    onTimeout: 'remind' as const,
    escalateToUserId: null,
    fields: [],
  }));
  const [v] = await database.db.insert(workflowVersions).values({ workflowId: w.id, version: 1, steps }).returning({ id: workflowVersions.id });
  const firstReviewer = reviewers[0].id;
  const db = database.db;
  await db.execute(sql`
    insert into workflow_instances (workflow_id, version_id, business_type, business_id, title, status, initiator_kind, initiator_id, data, current_step, started_at, finished_at)
    select ${w.id}, ${v.id}, 'policy_application', g, '企业' || g || ' · 研发费用补贴申报',
           case when g % 10 < 7 then 'running' else 'approved' end, 'visitor', g % 5000, jsonb_build_object('amount', (g % 90 + 10) * 10000),
           case when g % 10 < 7 then g % 3 end, now() - make_interval(mins => ${INSTANCES} - g), case when g % 10 >= 7 then now() end
    from generate_series(1, ${INSTANCES}) g`);
  // One task per step gone through: done before the current step, pending at it (all three done when approved).
  await db.execute(sql`
    insert into workflow_tasks (instance_id, step, assignee_id, kind, status, action, due_at, created_at, done_at)
    select i.id, s, ${firstReviewer} + (i.business_id + s) % ${REVIEWERS}, 'actor',
           case when i.status = 'running' and s = i.current_step then 'pending' else 'done' end,
           case when i.status = 'running' and s = i.current_step then null else 'approve' end,
           i.started_at + interval '72 hours', i.started_at + make_interval(hours => s), case when i.status = 'running' and s = i.current_step then null else i.started_at + make_interval(hours => s + 1) end
    from workflow_instances i, generate_series(0, 2) s
    where i.workflow_id = ${w.id} and (i.status = 'approved' or s <= i.current_step)`);
  await db.execute(sql`
    insert into workflow_history (instance_id, step, actor_kind, actor_id, actor_name, action, created_at)
    select id, null, 'visitor', initiator_id, '企业用户', 'submit', started_at from workflow_instances where workflow_id = ${w.id}`);
  await db.execute(sql`analyze`);
  return { workflowId: w.id };
}

async function benchOn(kind: 'pglite' | 'postgres', database: Database): Promise<Timing[]> {
  await database.migrate();
  await seed(database.db, { adminPassword: crypto.randomBytes(12).toString('base64url'), demo: false });
  process.stdout.write(`[${kind}] generating ${INSTANCES} instances… `);
  await generate(database);
  console.log('done');
  const app = await buildApp({ db: database.db });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/apiv2/account/admin/login', payload: { username: 'reviewer0', password: PASSWORD } });
  const headers = { authorization: `Bearer ${login.json().data.token}` };
  const base = '/api/oa/admin/workflow';
  const calls: [string, string][] = [
    ['task/count', `${base}/task/count`],
    ['task/query to do, page 1', `${base}/task/query?box=todo`],
    ['task/query to do, page 20', `${base}/task/query?box=todo&current=20`],
    ['task/query done, page 1', `${base}/task/query?box=done`],
    ['task/query to do, keyword', `${base}/task/query?box=todo&keyword=${encodeURIComponent('企业12')}`],
    ['task/query done, keyword', `${base}/task/query?box=done&keyword=${encodeURIComponent('企业12')}`],
    ['task/query started (an initiator with none)', `${base}/task/query?box=started`],
  ];
  const out: Timing[] = [];
  for (const [call, url] of calls) {
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < WARMUP + RUNS; i += 1) {
      const t = performance.now();
      const res = await app.inject({ url, headers });
      const ms = performance.now() - t;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      const data = res.json().data;
      rows = data.total ?? data.todo;
      if (i >= WARMUP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const timing = { call, rows, p50: round1(percentile(times, 50)), p95: round1(percentile(times, 95)), max: round1(times[times.length - 1]), runs: RUNS };
    console.log(`[${kind}] ${call}: ${rows} rows, p50 ${timing.p50} ms, p95 ${timing.p95} ms`);
    out.push(timing);
  }
  await app.close();
  return out;
}

async function main() {
  const results: Record<string, Timing[]> = {};
  const loadBefore = os.loadavg();
  const pglite = await openDatabase({});
  try {
    results.pglite = await benchOn('pglite', pglite);
  } finally {
    await pglite.close();
  }
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const { database, drop } = await throwawayDatabase(serverUrl, 'workflow_bench');
    try {
      results.postgres = await benchOn('postgres', database);
    } finally {
      await database.close();
      await drop();
    }
  } else {
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  }
  const worstP95 = Math.max(...(results.postgres ?? results.pglite).map((t) => t.p95));
  const report = {
    benchmark: 'workflow-inbox',
    date: new Date().toISOString(),
    instances: INSTANCES,
    reviewers: REVIEWERS,
    runs: RUNS,
    targetP95Ms: TARGET_P95_MS,
    worstP95Ms: worstP95,
    meetsTarget: worstP95 < TARGET_P95_MS,
    machine: machineOf(loadBefore),
    results,
  };
  const lines = [
    '# Workflow inbox benchmark',
    '',
    `The staff inbox at ${INSTANCES.toLocaleString(
      'en-US',
    )} instances (three steps, ${REVIEWERS} reviewers round-robin, 70% running) for one reviewer (\`npm run bench:workflow\`, scripts/bench/workflow-inbox.ts), timed through the real routes with \`app.inject\`: ${RUNS} runs after ${WARMUP} warm-up runs. Target: p95 < ${TARGET_P95_MS} ms on PostgreSQL.`,
    '',
    `Run ${report.date} on ${report.machine.cpus} CPU(s) (${report.machine.cpuModel}), Node ${
      report.machine.node
    }; load average before ${report.machine.loadAverageBefore.join(' / ')}, after ${report.machine.loadAverageAfter.join(' / ')}.`,
    '',
    '| database | call | rows | p50 ms | p95 ms | max ms |',
    '|---|---|---:|---:|---:|---:|',
    ...Object.entries(results).flatMap(([db, timings]) => timings.map((t) => `| ${db} | ${t.call} | ${t.rows} | ${t.p50} | ${t.p95} | ${t.max} |`)),
    '',
    `Worst p95 on ${results.postgres ? 'PostgreSQL' : 'PGlite'}: ${worstP95} ms — ${report.meetsTarget ? 'meets' : 'misses'} the ${TARGET_P95_MS} ms target.`,
    '',
  ];
  writeResults('workflow-inbox', report, lines.join('\n'));
  console.log(`wrote bench/results/workflow-inbox.json and .md; worst p95 ${worstP95} ms (target < ${TARGET_P95_MS} ms)`);
}

// Run as a script; imported (by a one-off investigation), only `generate` is wanted.
if (process.argv[1]?.endsWith('workflow-inbox.ts')) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
