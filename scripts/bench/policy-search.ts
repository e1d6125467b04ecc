/**
 * `npm run bench:policies`: POST /api/policy/search (keyword + two filters, through app.inject, the whole
 * route: validation, search, facets, highlights) at 100,000 policies, on PGlite (a temporary data
 * directory) and on PostgreSQL (a throw-away database on TEST_DATABASE_URL's server, dropped afterwards).
 * Writes p50/p95/p99 to bench/results/policy-search.json and .md, with the query plan of one search.
 *
 *   BENCH_POLICIES=100000 BENCH_RUNS=200 npx tsx scripts/bench/policy-search.ts [pglite|postgres ...]
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { seed } from '../../server/seed';
import { throwawayDatabase } from '../../server/db/throwaway';
import { searchBody } from '../../server/modules/policy/schemas';
import { runSearchStatement, searchStatement } from '../../server/modules/policy/search';
import { todayOf } from '@shared/policyWindow';
import { generatePolicies } from '../generate-policies';
import { percentile } from './measure';

const N = Number(process.env.BENCH_POLICIES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const keywords = [
  '集成电路',
  '高新技术企业',
  '研发费用',
  '专精特新',
  '人工智能',
  '知识产权',
  '智能化改造',
  '领军人才',
  '首台（套）',
  '绿色工厂',
  '稳岗返还',
  '生物医药',
];
const filterPairs: Record<string, unknown>[] = [
  { level: ['city', 'district'], windowStatus: ['open', 'closing_soon'] },
  { supportType: ['subsidy'], regionCode: ['320000'] },
  { level: ['provincial'], publishFrom: '2024-01-01' },
  { windowStatus: ['open'], amountMin: 100 },
  { regionCode: ['440000'], supportType: ['subsidy', 'finance'] },
];
const sorts = ['relevance', 'relevance', 'relevance', 'deadline', 'publishDate', 'amount'];
const heaviest = { keyword: '高新技术企业', level: ['city', 'district'], windowStatus: ['open', 'closing_soon'], sort: 'relevance', pageSize: 20 };
const bodyOf = (i: number) => ({
  keyword: keywords[i % keywords.length],
  ...filterPairs[Math.floor(i / keywords.length) % filterPairs.length],
  sort: sorts[i % sorts.length],
  pageSize: 20,
});

type Result = {
  db: string;
  policies: number;
  runs: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
  avgTotal: number;
  setupSeconds: number;
  plan: string;
  /** p95 split by how many policies the keyword matched: where the time goes. */
  byMatches: { matches: string; runs: number; p50: number; p95: number }[];
  slowest: { ms: number; total: number; body: string }[];
};

const round = (ms: number) => Math.round(ms * 100) / 100;

async function openFresh(kind: 'pglite' | 'postgres'): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'policy-bench-'));
    const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    return { database, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: it names the PostgreSQL server to benchmark on');
  return throwawayDatabase(adminUrl, 'policy_bench');
}

/** The plan of the search's counting statement for one of the broadest keywords (高新技术企业, about a fifth of the library). */
async function explain(database: Database) {
  const body = searchBody.parse(heaviest);
  const rows = await runSearchStatement<Record<string, string>>(
    database.db,
    sql`explain (analyze, buffers off, timing on) ${searchStatement(body, todayOf(new Date()), [])}`,
    true,
  );
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

async function bench(kind: 'pglite' | 'postgres'): Promise<Result> {
  const t0 = Date.now();
  // BENCH_DATABASE_URL reuses a database generated before (while tuning); normally each run starts afresh.
  const reuse = kind === 'postgres' && process.env.BENCH_DATABASE_URL;
  const { database, drop } = reuse ? { database: await openDatabase({ databaseUrl: reuse }), drop: async () => undefined } : await openFresh(kind);
  try {
    await database.migrate();
    if (!reuse) {
      await seed(database.db, { adminPassword: `Bench@${crypto.randomBytes(6).toString('hex')}` });
      console.log(`[${kind}] generating ${N} policies…`);
      await generatePolicies(database.db, N, { log: (line) => console.log(`[${kind}] ${line}`) });
    }
    const setupSeconds = Math.round((Date.now() - t0) / 1000);
    const app = await buildApp({ db: database.db });
    await app.ready();
    const times: number[] = [];
    const runs: { ms: number; total: number; body: string }[] = [];
    let totals = 0;
    for (let i = 0; i < WARMUP + RUNS; i += 1) {
      const started = process.hrtime.bigint();
      const res = await app.inject({ method: 'POST', url: '/api/policy/search', payload: bodyOf(i) });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
      if (i >= WARMUP) {
        times.push(ms);
        const total = res.json().data.total as number;
        totals += total;
        runs.push({ ms: round(ms), total, body: JSON.stringify(bodyOf(i)) });
      }
    }
    const plan = await explain(database);
    await app.close();
    const sorted = [...times].sort((a, b) => a - b);
    const result = {
      db: kind,
      policies: N,
      runs: RUNS,
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      mean: round(times.reduce((a, b) => a + b, 0) / times.length),
      max: round(sorted[sorted.length - 1]),
      avgTotal: Math.round(totals / RUNS),
      setupSeconds,
      plan,
      byMatches: [
        ['< 1,000', 0, 1000],
        ['1,000–5,000', 1000, 5000],
        ['≥ 5,000', 5000, Infinity],
      ]
        .map(([label, lo, hi]) => {
          const ms = runs
            .filter((r) => r.total >= (lo as number) && r.total < (hi as number))
            .map((r) => r.ms)
            .sort((a, b) => a - b);
          return { matches: label as string, runs: ms.length, p50: ms.length ? percentile(ms, 50) : 0, p95: ms.length ? percentile(ms, 95) : 0 };
        })
        .filter((b) => b.runs > 0),
      slowest: [...runs].sort((a, b) => b.ms - a.ms).slice(0, 8),
    };
    console.log(
      `[${kind}] p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms (mean ${result.mean}, max ${result.max}; ${result.avgTotal} matches on average)`,
    );
    return result;
  } finally {
    await database.close();
    await drop();
  }
}

async function main() {
  const kinds = (process.argv.slice(2).length ? process.argv.slice(2) : ['postgres', 'pglite']) as ('pglite' | 'postgres')[];
  const results: Result[] = [];
  for (const kind of kinds) results.push(await bench(kind));
  const outDir = path.resolve(__dirname, '../../bench/results');
  fs.mkdirSync(outDir, { recursive: true });
  const meta = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? '',
    loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
    target: 'p95 < 50 ms on PostgreSQL',
  };
  fs.writeFileSync(
    path.join(outDir, 'policy-search.json'),
    `${JSON.stringify(
      {
        ...meta,
        query: 'POST /api/policy/search via app.inject: keyword + two filters, page of 20, facets and highlights',
        results: results.map(({ plan: _p, ...r }) => r),
      },
      null,
      2,
    )}\n`,
  );
  const md = [
    '# Policy search benchmark',
    '',
    `${meta.date} · Node ${meta.node} · ${meta.cpus} CPU (${meta.cpuModel}), load average ${meta.loadAverage.join(
      ' / ',
    )} while it ran (a shared machine) · target: ${meta.target}`,
    '',
    `Each run is one \`POST /api/policy/search\` through \`app.inject\` (validation, full-text match, filters, rank, facet counts, highlighted snippets): a keyword (${keywords.join(
      '、',
    )}) with two filters (${filterPairs
      .map((f) => Object.keys(f).join(' + '))
      .join(
        '; ',
      )}), sorted by relevance, deadline, publish date or amount, after ${WARMUP} warm-up runs. Data: the demo seed plus \`scripts/generate-policies.ts\`.`,
    '',
    '| database | policies | runs | p50 ms | p95 ms | p99 ms | mean ms | max ms | matches (avg) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map((r) => `| ${r.db} | ${r.policies} | ${r.runs} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.mean} | ${r.max} | ${r.avgTotal} |`),
    '',
    '## Time by result size',
    '',
    '| database | matches after filters | runs | p50 ms | p95 ms |',
    '|---|---|---|---|---|',
    ...results.flatMap((r) => r.byMatches.map((b) => `| ${r.db} | ${b.matches} | ${b.runs} | ${b.p50} | ${b.p95} |`)),
    '',
    '## Slowest runs',
    '',
    ...results.flatMap((r) => [`${r.db}:`, '', ...r.slowest.map((x) => `- ${x.ms} ms, ${x.total} matches: \`${x.body}\``), '']),
    ...results.flatMap((r) => [`## Plan of the counting statement on ${r.db}: ${JSON.stringify(heaviest)}`, '', '```', r.plan, '```', '']),
  ].join('\n');
  fs.writeFileSync(path.join(outDir, 'policy-search.md'), md);
  console.log(`wrote ${path.relative(process.cwd(), path.join(outDir, 'policy-search.json'))} and .md`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
