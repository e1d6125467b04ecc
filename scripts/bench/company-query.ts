/**
 * `npm run bench:companies`: the company list (GET /apiv2/company/admin/query) at 100 000 companies,
 * on a fresh PGlite directory and on a throw-away PostgreSQL database created on TEST_DATABASE_URL's
 * server (skipped when it is not set). Each case (realistic filter + sort + page) runs through
 * app.inject, the whole server path from routing to the serialised JSON, ~200 times after a warm-up;
 * p50/p95/p99 per case and backend, with the query plans (EXPLAIN ANALYZE of the page and count
 * queries) go to bench/results/company-query.json and .md.
 *
 *   BENCH_COMPANIES=100000 BENCH_RUNS=200 TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:companies
 *   BENCH_BACKENDS=postgres   (or pglite) to run one backend only
 *
 * Benchmarks are never asserted in tests: the numbers depend on the machine and what else it runs
 * (the load average is recorded with them).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, count } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { openDatabase, type Database, type Db } from '../../server/db/client';
import { companies } from '../../server/db/schema';
import { seed } from '../../server/seed';
import { throwawayDatabase } from '../../server/db/throwaway';
import { companyFilter, companyOrder } from '../../server/modules/company/service';
import { companyQuery } from '../../server/modules/company/schemas';
import { generateCompanies } from '../generate-companies';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const TARGET_P95_MS = 20;
const ADMIN_PASSWORD = 'Bench#Admin2026';
const OUT_DIR = path.resolve(__dirname, '../../bench/results');

type Case = { id: string; label: string; query: Record<string, string | number> };

/** What people do with the list: find a company by name, narrow by industry and scale, sort the tenants, page far. */
const cases: Case[] = [
  { id: 'default', label: 'First page, newest first (no filter)', query: {} },
  { id: 'name-2', label: 'Name contains a 2-character brand: 华芯', query: { name: '华芯' } },
  { id: 'name-4', label: 'Name contains 4 characters: 星辰数据', query: { name: '星辰数据' } },
  { id: 'name-common', label: 'Name contains 科技 (in about 2 of 3 names)', query: { name: '科技' } },
  { id: 'code-prefix', label: 'Credit code starts with 91320583 (Kunshan)', query: { creditCode: '91320583' } },
  {
    id: 'industry-scale',
    label: 'Industry 65 + scale small, by registered capital, largest first',
    query: { industryCode: '65', scale: 'small', sortField: 'registeredCapital', sortOrder: 'descend' },
  },
  { id: 'status-founded', label: 'Status active, by founding date, oldest first', query: { status: 'active', sortField: 'foundedOn', sortOrder: 'ascend' } },
  {
    id: 'status-capital',
    label: 'Status moved out, by registered capital, largest first',
    query: { status: 'moved_out', sortField: 'registeredCapital', sortOrder: 'descend' },
  },
  {
    id: 'qualification-building',
    label: 'High-tech in building B1, by staff, most first',
    query: { qualification: 'high_tech', building: 'B1栋', sortField: 'staffCount', sortOrder: 'descend' },
  },
  {
    id: 'deep-status',
    label: 'Status active, by founding date, newest first, page 2 000 (offset 39 980)',
    query: { status: 'active', sortField: 'foundedOn', sortOrder: 'descend', current: 2000 },
  },
  { id: 'deep-name', label: 'Everything by name, page 4 000 (offset 79 980)', query: { sortField: 'name', sortOrder: 'ascend', current: 4000 } },
  {
    id: 'deep-capital',
    label: 'Everything by registered capital, smallest first, page 2 500 (offset 49 980)',
    query: { sortField: 'registeredCapital', sortOrder: 'ascend', current: 2500 },
  },
];

type Stats = { p50: number; p95: number; p99: number; mean: number; max: number };
type CaseResult = Case & { matched: number; ms: Stats; plan: { page: string; count: string } };
type BackendResult = { backend: 'postgres' | 'pglite'; version: string; generateSeconds: number; loadAverage: number[]; cases: CaseResult[] };

const round = (n: number) => Math.round(n * 100) / 100;

function percentiles(samples: number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
  return { p50: round(at(50)), p95: round(at(95)), p99: round(at(99)), mean: round(s.reduce((a, b) => a + b, 0) / s.length), max: round(s[s.length - 1]) };
}

/** The scans a plan uses, e.g. "Index Only Scan (companies_status_founded_desc_idx)", outermost first. */
function describePlan(plan: Record<string, unknown>): string {
  const seen: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    const type = String(node['Node Type']);
    if (/Scan/.test(type)) seen.push(node['Index Name'] ? `${type} (${String(node['Index Name'])})` : type);
    else if (/Sort/.test(type)) seen.push(`${type}${node['Sort Method'] ? ` (${String(node['Sort Method'])})` : ''}`);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk(plan);
  return [...new Set(seen)].join(' → ');
}

/** EXPLAIN ANALYZE of the two statements the service runs for a case: the page's ids and the count. */
async function explain(db: Db, query: Record<string, string | number>) {
  const q = companyQuery.parse(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])));
  const where = companyFilter(q);
  const page = db
    .select({ id: companies.id })
    .from(companies)
    .where(where)
    .orderBy(...companyOrder(q))
    .limit(q.pageSize)
    .offset((q.current - 1) * q.pageSize);
  const total = db.select({ total: count() }).from(companies).where(where);
  const plan = async (statement: typeof page | typeof total) => {
    const res = (await db.execute(sql`explain (analyze, format json) ${statement}`)) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
    const json = res.rows[0]['QUERY PLAN'];
    const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: Record<string, unknown> }[];
    return describePlan(parsed[0].Plan);
  };
  // Without a filter the service reads the trigger-kept counter instead of counting.
  return { page: await plan(page), count: where ? await plan(total) : 'one row of company_counts' };
}

async function runBackend(backend: 'postgres' | 'pglite', database: Database): Promise<BackendResult> {
  const log = (text: string) => process.stdout.write(`[${backend}] ${text}\n`);
  await database.migrate();
  await seed(database.db, { adminPassword: ADMIN_PASSWORD, demo: false });
  const started = Date.now();
  await generateCompanies(database.db, COMPANIES, { seed: 20261121, onProgress: (n) => n % 20_000 === 0 && log(`${n} companies`) });
  // What autovacuum does after a bulk load: statistics for the planner, the visibility map for index-only scans.
  await database.db.execute(sql`vacuum analyze companies`);
  const generateSeconds = round((Date.now() - started) / 1000);
  log(`generated ${COMPANIES} companies in ${generateSeconds} s`);
  const version = String(((await database.db.execute(sql`select version() as v`)) as unknown as { rows: { v: string }[] }).rows[0].v).split(' on ')[0];

  const app = await buildApp({ db: database.db });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/apiv2/account/admin/login', payload: { username: 'admin', password: ADMIN_PASSWORD } });
  const headers = { authorization: `Bearer ${login.json().data.token}` };
  const results: CaseResult[] = [];
  try {
    for (const c of cases) {
      const url = `/apiv2/company/admin/query?${new URLSearchParams(Object.entries(c.query).map(([k, v]) => [k, String(v)])).toString()}`;
      const first = await app.inject({ url, headers });
      if (first.statusCode !== 200) throw new Error(`${c.id}: ${first.statusCode} ${first.body}`);
      const matched = first.json().data.total as number;
      for (let i = 0; i < WARMUP; i += 1) await app.inject({ url, headers });
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const t = process.hrtime.bigint();
        const res = await app.inject({ url, headers });
        samples.push(Number(process.hrtime.bigint() - t) / 1e6);
        if (res.statusCode !== 200) throw new Error(`${c.id}: ${res.statusCode}`);
      }
      const ms = percentiles(samples);
      const plan = await explain(database.db, c.query);
      results.push({ ...c, matched, ms, plan });
      log(`${c.id.padEnd(24)} p50 ${String(ms.p50).padStart(7)}  p95 ${String(ms.p95).padStart(7)}  p99 ${String(ms.p99).padStart(7)} ms  (${matched} rows)`);
    }
  } finally {
    await app.close();
  }
  return { backend, version, generateSeconds, loadAverage: os.loadavg().map(round), cases: results };
}

async function withPostgres<T>(adminUrl: string, fn: (database: Database) => Promise<T>): Promise<T> {
  const { database, drop } = await throwawayDatabase(adminUrl, 'portal_bench');
  try {
    return await fn(database);
  } finally {
    await database.close();
    await drop();
  }
}

async function withPglite<T>(fn: (database: Database) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  try {
    return await fn(database);
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function markdown(report: { generatedAt: string; machine: Record<string, unknown>; backends: BackendResult[] }) {
  const lines = [
    '# Company list benchmark',
    '',
    `GET /apiv2/company/admin/query through \`app.inject\` (routing, auth, validation, both queries, serialisation) at ${COMPANIES.toLocaleString(
      'en',
    )} companies, page size 20, ${RUNS} runs per case after ${WARMUP} warm-up runs. Generated by \`npm run bench:companies\` (scripts/bench/company-query.ts) on ${
      report.generatedAt
    }.`,
    '',
    `Machine: ${String(report.machine.cpus)} × ${String(report.machine.cpuModel)}, Node ${String(report.machine.node)}; load average at the start ${(
      report.machine.loadAverage as number[]
    ).join(' / ')} (the machine was shared with other work, so these are upper bounds).`,
    `Target: p95 under ${TARGET_P95_MS} ms on PostgreSQL.`,
    '',
  ];
  for (const b of report.backends) {
    lines.push(
      `## ${b.backend === 'postgres' ? 'PostgreSQL' : 'PGlite'} (${b.version})`,
      '',
      `${COMPANIES.toLocaleString('en')} companies generated and analysed in ${b.generateSeconds} s; load average at the end ${b.loadAverage.join(' / ')}.`,
      '',
    );
    lines.push('| case | rows matched | p50 ms | p95 ms | p99 ms | page query plan | count query plan |', '|---|---:|---:|---:|---:|---|---|');
    for (const c of b.cases) {
      const flag = b.backend === 'postgres' && c.ms.p95 >= TARGET_P95_MS ? ' ⚠' : '';
      lines.push(`| ${c.label} | ${c.matched.toLocaleString('en')} | ${c.ms.p50} | ${c.ms.p95}${flag} | ${c.ms.p99} | ${c.plan.page} | ${c.plan.count} |`);
    }
    lines.push('');
  }
  lines.push(
    '## How the list answers from indexes',
    '',
    '- Migration `0009_company_query_indexes`: a GIN index over the distinct character pairs of each name (`company_name_bigrams`), so "name contains" finds candidates from two characters on, Chinese included, where pg_trgm needs three (and an extension PGlite must load separately); `LIKE` then checks them, and plain `LIKE` replaces `ILIKE` when the term has no letters that change case.',
    '- One B-tree per list order with `id` as the tie-breaker in the same direction (`name` and `created_at` are never null, so one index serves both directions; nullable fields keep empty values last and have one per direction), and the status filter combined with the founding-date and capital orders.',
    '- The page is read as ids first (an index-only scan where an index covers filter and order), then the 20 rows: a deep page skips index entries rather than whole rows.',
    '- The unfiltered total comes from a one-row counter kept exact by statement triggers (migration `0010_company_list_count`), so the first screen does not count the table; the plan column shows the count the filtered cases run.',
    '- A term in most names (科技) matches two thirds of the table: the count then reads every row whichever way, and that case is the slowest.',
    '',
  );
  return lines.join('\n');
}

async function main() {
  const wanted = (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',').map((s) => s.trim());
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAverage: os.loadavg().map(round),
  };
  const backends: BackendResult[] = [];
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (wanted.includes('postgres')) {
    if (pgUrl) backends.push(await withPostgres(pgUrl, (db) => runBackend('postgres', db)));
    else process.stdout.write('TEST_DATABASE_URL is not set: PostgreSQL skipped\n');
  }
  if (wanted.includes('pglite')) backends.push(await withPglite((db) => runBackend('pglite', db)));

  const report = {
    generatedAt: new Date().toISOString(),
    companies: COMPANIES,
    runs: RUNS,
    pageSize: 20,
    targetP95Ms: { postgres: TARGET_P95_MS },
    machine,
    backends,
  };
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(OUT_DIR, 'company-query.json'), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(OUT_DIR, 'company-query.md'), markdown(report));
  const pgResult = backends.find((b) => b.backend === 'postgres');
  if (pgResult) {
    const over = pgResult.cases.filter((c) => c.ms.p95 >= TARGET_P95_MS);
    process.stdout.write(
      over.length
        ? `PostgreSQL p95 at or over ${TARGET_P95_MS} ms: ${over.map((c) => `${c.id} ${c.ms.p95} ms`).join(', ')}\n`
        : `PostgreSQL p95 under ${TARGET_P95_MS} ms in every case\n`,
    );
  }
  process.stdout.write(`Written to ${path.relative(process.cwd(), OUT_DIR)}/company-query.json and .md\n`);
}

main().catch((err) => {
  process.stderr.write(`${err?.stack ?? err}\n`);
  process.exit(1);
});
