/**
 * `npm run bench:match`: one company profile matched against 10,000 published policies, timed through the
 * real routes (resultHeader evaluates every candidate; resultSearche evaluates them and builds one page of
 * explanations). Runs on a throw-away in-memory PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL
 * points at a PostgreSQL server, on a throw-away database there (created and dropped here). Writes p50/p95
 * to bench/results/policy-match.json and .md. Target: p95 under 100 ms.
 *
 * The 10,000 policies come from scripts/generate-policies.ts (the demo library's programmes issued by
 * offices all over China, windows around today, the demo rules) in place of the demo library. Options:
 * --policies N, --runs N.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { seed } from '../../server/seed';
import { throwawayDatabase } from '../../server/db/throwaway';
import { rowsOf } from '../../server/db/raw';
import { generatePolicies } from '../generate-policies';
import { percentile, round1, machineOf, writeResults } from './measure';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const POLICIES = arg('policies', 10_000);
const RUNS = arg('runs', 40);
const WARMUP = 5;
const TARGET_P95_MS = 100;
const SCENARIO_COMPANY = 'park company (region 320571)';

type Scenario = { name: string; payload: object };
type Timing = { call: string; scenario: string; candidates: number; p50: number; p95: number; max: number; mean: number; cpuMeanMs: number; runs: number };

async function benchOn(kind: 'pglite' | 'postgres', database: Database): Promise<Timing[]> {
  const now = new Date();
  await database.migrate();
  await seed(database.db, { adminPassword: crypto.randomBytes(12).toString('base64url') });
  process.stdout.write(`[${kind}] generating ${POLICIES} policies… `);
  await database.db.execute(sql`delete from policies`);
  await generatePolicies(database.db, POLICIES, { now });
  console.log('done');
  const app = await buildApp({ db: database.db });
  await app.ready();
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, payload });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  // A park company with three years of figures, and a visitor who has given nothing yet (region unknown:
  // every open policy is a candidate).
  const [{ id: companyId }] = await rowsOf<{ id: number }>(
    database.db,
    sql`select c.id from companies c where exists (select 1 from company_figures f where f.company_id = c.id) order by c.id limit 1`,
  );
  const scenarios: Scenario[] = [
    { name: SCENARIO_COMPANY, payload: { companyId } },
    { name: 'visitor, empty profile (every open policy a candidate)', payload: { profile: { entityType: 'enterprise' } } },
  ];
  const out: Timing[] = [];
  for (const scenario of scenarios) {
    const { runId } = await post('/api/policy/matchData', scenario.payload);
    const header = await post('/api/policy/resultHeader', { runId });
    for (const [call, payload] of [
      ['resultHeader', { runId }],
      ['resultSearche (page 1 of 10, with explanations)', { runId, current: 1, pageSize: 10 }],
    ] as const) {
      const url = call.startsWith('resultHeader') ? '/api/policy/resultHeader' : '/api/policy/resultSearche';
      const times: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < WARMUP + RUNS; i += 1) {
        const c = process.cpuUsage();
        const t = performance.now();
        await post(url, payload);
        const ms = performance.now() - t;
        const u = process.cpuUsage(c);
        if (i >= WARMUP) {
          times.push(ms);
          cpu.push((u.user + u.system) / 1000);
        }
      }
      times.sort((a, b) => a - b);
      const timing = {
        call,
        scenario: scenario.name,
        candidates: header.total,
        p50: round1(percentile(times, 50)),
        p95: round1(percentile(times, 95)),
        max: round1(times[times.length - 1]),
        mean: round1(times.reduce((a, b) => a + b, 0) / times.length),
        cpuMeanMs: round1(cpu.reduce((a, b) => a + b, 0) / cpu.length),
        runs: RUNS,
      };
      console.log(
        `[${kind}] ${scenario.name} · ${call}: ${header.total} candidates (${header.eligible} eligible, ${header.likely} likely), p50 ${timing.p50} ms, p95 ${timing.p95} ms`,
      );
      out.push(timing);
    }
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
    const { database, drop } = await throwawayDatabase(serverUrl, 'match_bench');
    try {
      results.postgres = await benchOn('postgres', database);
    } finally {
      await database.close();
      await drop();
    }
  } else {
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  }

  const all = Object.values(results).flat();
  // The target is for a profile's match (a company or a form always gives a region); the visitor who has
  // given nothing is the worst case, where the hard filter cannot leave anything out.
  const primary = all.filter((t) => t.scenario === SCENARIO_COMPANY);
  const worstP95 = Math.max(...primary.map((t) => t.p95));
  const worstCaseP95 = Math.max(...all.map((t) => t.p95));
  const report = {
    benchmark: 'policy-match',
    date: new Date().toISOString(),
    policies: POLICIES,
    runs: RUNS,
    targetP95Ms: TARGET_P95_MS,
    worstP95Ms: worstP95,
    meetsTarget: worstP95 < TARGET_P95_MS,
    worstCaseP95Ms: worstCaseP95,
    machine: machineOf(loadBefore),
    results,
  };
  const lines = [
    '# Policy matching benchmark',
    '',
    `One company profile against ${POLICIES.toLocaleString(
      'en-US',
    )} published policies (\`npm run bench:match\`, scripts/bench/policy-match.ts), timed through the real routes with \`app.inject\`: ${RUNS} runs after ${WARMUP} warm-up runs. Target: p95 < ${TARGET_P95_MS} ms.`,
    '',
    `Run ${report.date} on ${report.machine.cpus} CPU(s) (${report.machine.cpuModel}), Node ${
      report.machine.node
    }; load average before ${report.machine.loadAverageBefore.join(' / ')}, after ${report.machine.loadAverageAfter.join(
      ' / ',
    )}. The machine is shared: wall times include waiting for a CPU, the CPU column is this process's own time.`,
    '',
    '| database | scenario | call | candidates | p50 ms | p95 ms | max ms | CPU ms (mean) |',
    '|---|---|---|---:|---:|---:|---:|---:|',
    ...Object.entries(results).flatMap(([db, timings]) =>
      timings.map((t) => `| ${db} | ${t.scenario} | ${t.call} | ${t.candidates} | ${t.p50} | ${t.p95} | ${t.max} | ${t.cpuMeanMs} |`),
    ),
    '',
    `Park company, worst p95 over both calls and databases: ${worstP95} ms — ${
      report.meetsTarget ? 'meets' : 'misses'
    } the ${TARGET_P95_MS} ms target. Worst case (a visitor who has given no region, every open policy a candidate): p95 ${worstCaseP95} ms.`,
    '',
  ];
  writeResults('policy-match', report, lines.join('\n'));
  console.log(`wrote bench/results/policy-match.json and .md; park company p95 ${worstP95} ms (target < ${TARGET_P95_MS} ms), worst case ${worstCaseP95} ms`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
