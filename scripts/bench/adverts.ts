/**
 * `npm run bench:adverts`: the admin advert lists and the front's advert call at 100,000 adverts, timed through the
 * real routes with app.inject. Runs on a throw-away in-memory PGlite and, when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL points at a PostgreSQL server, on a throw-away database there. Writes bench/results/adverts.json
 * and .md. Target: p95 under 20 ms on PostgreSQL.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:adverts
 *   options: --adverts N (100000), --runs N (60), --backends pglite,postgres
 *
 * The adverts are written set-based over 20 areas, the home banner holding half of them (every other one, so its
 * share of each kind below is the same as the whole's): a tenth disabled, a tenth
 * ended, a twentieth scheduled, the rest live, with clicks spread over four orders of magnitude.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { openDatabase, type Database, type Db } from '../../server/db/client';
import { throwawayDatabase } from '../../server/db/throwaway';
import { seed } from '../../server/seed';
import { machineOf, timeCalls, timingTable, writeResults } from './measure';

const argOf = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const ADVERTS = Number(argOf('adverts') ?? 100_000);
const RUNS = Number(argOf('runs') ?? 60);
const BACKENDS = (argOf('backends') ?? 'pglite,postgres').split(',');
const WARMUP = 10;
const TARGET_P95_MS = 20;
const PASSWORD = 'Bench@Advert2026';
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function generateAdverts(db: Db, n: number) {
  await db.execute(sql`
    insert into ad_areas (key, name, kind, width, height, shown)
    select 'bench-area-' || g, '测试广告位 ' || g, 'image', 300, 250, 3 from generate_series(1, 18) g
    on conflict do nothing`);
  await db.execute(sql`
    with a as (select id, key, row_number() over (order by id) - 1 as k from ad_areas)
    insert into ad_resources (area_id, title, image_url, link, start_at, end_at, weight, sort_order, enabled, clicks, updated_at)
    select (select id from a where case when g % 2 = 0 then a.key = 'home-banner' else a.k = g % 20 end limit 1),
           (array['秋季招商','人才计划','政策申报','科技金融','厂房招租','企业培训','创新大赛','安全生产'])[(h / 3) % 8 + 1]
             || (array['推介会','专场','指南','讲座'])[h % 4 + 1] || ' ' || g,
           '/ads/space.svg', '/news',
           case when h % 20 = 3 then now() + interval '10 days' else now() - interval '30 days' end,
           case when h % 10 = 1 then now() - interval '1 day' else now() + interval '60 days' end,
           h % 10, h % 1000, h % 10 <> 2, (g * 7919) % 10000, now() - make_interval(secs => g * 60)
      from generate_series(1, ${n}) g, lateral (select g / 2 as h) half`);
  await db.execute(sql`vacuum analyze`);
}

async function benchOn(kind: 'pglite' | 'postgres', database: Database, n: number) {
  await database.migrate();
  await seed(database.db, { adminPassword: PASSWORD });
  const started = performance.now();
  process.stdout.write(`[${kind}] generating ${n} adverts… `);
  await generateAdverts(database.db, n);
  const generationMs = Math.round(performance.now() - started);
  console.log(`${generationMs} ms`);
  const app = await buildApp({ db: database.db });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/apiv2/account/admin/login', payload: { username: 'admin', password: PASSWORD } });
  if (login.statusCode !== 200) throw new Error(`admin login: ${login.statusCode} ${login.body}`);
  const staff = { authorization: `Bearer ${login.json().data.token}` };
  const [{ id: banner }] = rowsOf<{ id: number }>(await database.db.execute(sql`select id from ad_areas where key = 'home-banner'`));
  const base = `/api/cms/admin/ad/resource?areaId=${banner}`;
  const calls: [string, string, Record<string, string>][] = [
    ['admin areas with their counts', '/api/cms/admin/ad/areas', staff],
    ['banner adverts, page 1, by order', base, staff],
    ['banner adverts, page 200', `${base}&current=200`, staff],
    ['banner adverts, most clicked first', `${base}&sortField=clicks&sortOrder=descend`, staff],
    ['banner adverts, last changed first', `${base}&sortField=updatedAt&sortOrder=descend`, staff],
    ['banner adverts, live', `${base}&state=live`, staff],
    ['banner adverts, ended', `${base}&state=ended`, staff],
    // One of the 32 title stems: about 3% of the adverts.
    ['banner adverts, title contains 人才计划专场', `${base}&keyword=${encodeURIComponent('人才计划专场')}`, staff],
    ["the front's banner and links", '/api/cms/ad/list?areas=home-banner,home-links', {}],
  ];
  const timings = await timeCalls(app, calls, RUNS, WARMUP, (line) => console.log(`[${kind}] ${line}`));
  await app.close();
  return { adverts: n, generationMs, timings };
}

async function main() {
  const loadBefore = os.loadavg();
  const results: Record<string, Awaited<ReturnType<typeof benchOn>>> = {};
  if (BACKENDS.includes('pglite')) {
    const pglite = await openDatabase({});
    try {
      results.pglite = await benchOn('pglite', pglite, ADVERTS);
    } finally {
      await pglite.close();
    }
  }
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (serverUrl && BACKENDS.includes('postgres')) {
    const { database, drop } = await throwawayDatabase(serverUrl, 'advert_bench');
    try {
      results.postgres = await benchOn('postgres', database, ADVERTS);
    } finally {
      await database.close();
      await drop();
    }
  }
  const judged = results.postgres ?? results.pglite;
  const worstP95 = Math.max(...judged.timings.map((t) => t.p95));
  const report = {
    benchmark: 'adverts',
    date: new Date().toISOString(),
    runs: RUNS,
    warmup: WARMUP,
    targetP95Ms: TARGET_P95_MS,
    worstP95Ms: worstP95,
    meetsTarget: worstP95 < TARGET_P95_MS,
    machine: machineOf(loadBefore),
    results,
  };
  const label: Record<string, string> = { pglite: 'PGlite (in memory)', postgres: 'PostgreSQL' };
  const lines = [
    '# Adverts benchmark',
    '',
    `The admin advert lists and the front's advert call (\`npm run bench:adverts\`, scripts/bench/adverts.ts), timed through the real routes with \`app.inject\`: ${RUNS} runs after ${WARMUP} rounds of every call and ${WARMUP} warm-up runs of its own. Target: p95 < ${TARGET_P95_MS} ms on PostgreSQL.`,
    '',
    `Run ${report.date} on ${report.machine.cpus} CPU(s) (${report.machine.cpuModel}), Node ${
      report.machine.node
    }; load average before ${report.machine.loadAverageBefore.join(' / ')}, after ${report.machine.loadAverageAfter.join(' / ')}.`,
    '',
  ];
  for (const [db, r] of Object.entries(results)) {
    lines.push(
      `## ${label[db]}: ${r.adverts.toLocaleString('en-US')} adverts (generated in ${(r.generationMs / 1000).toFixed(1)} s)`,
      '',
      ...timingTable(r.timings, TARGET_P95_MS, db === 'postgres'),
      '',
    );
  }
  lines.push(
    `Worst p95 on ${results.postgres ? 'PostgreSQL' : 'PGlite'}: ${worstP95} ms — ${report.meetsTarget ? 'meets' : 'misses'} the ${TARGET_P95_MS} ms target.`,
    '',
  );
  writeResults('adverts', report, lines.join('\n'));
  console.log(`wrote bench/results/adverts.json and .md; worst p95 ${worstP95} ms (target < ${TARGET_P95_MS} ms)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
