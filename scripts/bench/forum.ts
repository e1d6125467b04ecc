/**
 * `npm run bench:forum`: the front's forum lists and a thread, and the moderation list, at 100,000 threads with
 * 400,000 posts, timed through the real routes with app.inject. Runs on a throw-away in-memory PGlite and, when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL points at a PostgreSQL server, on a throw-away database there. Writes
 * bench/results/forum.json and .md. Target: p95 under 20 ms on PostgreSQL.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:forum -- --backends postgres
 *   options: --threads N (100000), --runs N (60), --backends pglite,postgres
 *
 * Threads are written set-based (INSERT … SELECT generate_series) over the demo boards, by the demo visitors, over
 * two years: each with its opening post and 0–6 replies; 1 post in 200 held, 1 in 100 hidden, 1 in 150 reported.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { openDatabase, type Database, type Db } from '../../server/db/client';
import { throwawayDatabase } from '../../server/db/throwaway';
import { seed } from '../../server/seed';
import { machineOf, percentile, round1, writeResults } from './measure';

const argOf = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const THREADS = Number(argOf('threads') ?? 100_000);
const RUNS = Number(argOf('runs') ?? 60);
const BACKENDS = (argOf('backends') ?? 'pglite,postgres').split(',');
const WARMUP = 10;
const TARGET_P95_MS = 20;
const PASSWORD = 'Bench@Forum2026';
const SPAN_SECONDS = 2 * 365 * 86_400;

type Timing = { call: string; url: string; total: number; p50: number; p95: number; max: number };

/** `n` threads over the demo boards, the newest now, each with its opening post and 0–6 replies. */
export async function generateForum(db: Db, n: number) {
  const step = Math.max(1, Math.floor(SPAN_SECONDS / n));
  await db.execute(sql`
    with b as (select id, row_number() over (order by id) - 1 as k, count(*) over () as total from forum_boards),
         v as (select id, row_number() over (order by id) - 1 as k, count(*) over () as total from visitors)
    insert into forum_threads (board_id, title, status, pinned, locked, author_visitor_id, reply_count, last_post_at, created_at, updated_at)
    select b.id,
           (array['班车','食堂','停车','电梯','高企认定','人才公寓','羽毛球','读书会'])[g % 8 + 1] || '问题讨论（第' || g || '帖）',
           case when g % 100 = 0 then 'hidden' when g % 200 = 1 then 'held' else 'published' end,
           g % 5000 = 0, g % 300 = 0, v.id, g % 7,
           now() - make_interval(secs => (${n} - g) * ${step}) + make_interval(mins => g % 7),
           now() - make_interval(secs => (${n} - g) * ${step}), now() - make_interval(secs => (${n} - g) * ${step})
      from generate_series(1, ${n}) g join b on b.k = g % b.total join v on v.k = g % v.total`);
  await db.execute(sql`
    insert into forum_posts (thread_id, board_id, opening, content, status, author_visitor_id, created_at, updated_at)
    select t.id, t.board_id, true, '帖子正文：' || t.title || '，大家有什么经验可以分享？详见 https://park.example.cn', t.status, t.author_visitor_id, t.created_at, t.created_at
      from forum_threads t where not exists (select 1 from forum_posts p where p.thread_id = t.id)`);
  await db.execute(sql`
    insert into forum_posts (thread_id, board_id, opening, content, status, author_visitor_id, report_count, created_at, updated_at)
    select t.id, t.board_id, false, '第 ' || r || ' 条回复：同问，谢谢分享。', 'published', t.author_visitor_id, case when (t.id + r) % 150 = 0 then 1 else 0 end,
           t.created_at + make_interval(mins => r), t.created_at + make_interval(mins => r)
      from forum_threads t cross join lateral generate_series(1, t.reply_count) r
     where t.created_at < now() - interval '1 hour'`);
  await db.execute(
    sql`update forum_boards b set thread_count = (select count(*)::int from forum_threads t where t.board_id = b.id and t.status = 'published')`,
  );
  await db.execute(sql`vacuum analyze`);
}

async function benchOn(kind: 'pglite' | 'postgres', database: Database, n: number) {
  await database.migrate();
  await seed(database.db, { adminPassword: PASSWORD });
  const started = performance.now();
  process.stdout.write(`[${kind}] generating ${n} threads… `);
  await generateForum(database.db, n);
  const generationMs = Math.round(performance.now() - started);
  console.log(`${generationMs} ms`);
  const app = await buildApp({ db: database.db });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/apiv2/account/admin/login', payload: { username: 'admin', password: PASSWORD } });
  if (login.statusCode !== 200) throw new Error(`admin login: ${login.statusCode} ${login.body}`);
  const staff = { authorization: `Bearer ${login.json().data.token}` };
  const first = (q: ReturnType<typeof sql>) => database.db.execute(q).then((r) => (r as unknown as { rows: Record<string, number>[] }).rows[0]);
  const { id: board } = await first(sql`select id from forum_boards order by id limit 1`);
  const { id: busy } = await first(sql`select id from forum_threads where status = 'published' and reply_count = 6 order by id desc limit 1`);
  const [{ n: posts }] = [await first(sql`select count(*)::int as n from forum_posts`)];
  const base = '/api/forum/admin/data/view';
  const calls: [string, string, Record<string, string>][] = [
    ['/forum, page 1', '/api/forum/thread/query?pageSize=20', {}],
    ['/forum, page 300', '/api/forum/thread/query?pageSize=20&current=300', {}],
    ['/forum, one board', `/api/forum/thread/query?pageSize=20&board=${board}`, {}],
    ['/forum/:id with its replies', `/api/forum/thread/detail?id=${busy}`, {}],
    ['boards', '/api/forum/board/list', {}],
    ['moderation, newest first', base, staff],
    ['moderation, page 500', `${base}?current=500`, staff],
    ['moderation, one board', `${base}?boardId=${board}`, staff],
    ['moderation, awaiting review', `${base}?status=held`, staff],
    ['moderation, reported, most reports first', `${base}?reported=true&sortField=reportCount`, staff],
    ['moderation, threads only', `${base}?kind=thread`, staff],
    // One subject of the 8 the titles are made of (its threads' posts), and a word in no post.
    ['moderation, keyword 人才公寓', `${base}?keyword=${encodeURIComponent('人才公寓')}`, staff],
    ['moderation, keyword found nowhere', `${base}?keyword=${encodeURIComponent('代开发票')}`, staff],
    // In every reply.
    ['moderation, keyword 同问 (in 300,000 posts)', `${base}?keyword=${encodeURIComponent('同问')}`, staff],
  ];
  for (let i = 0; i < WARMUP; i += 1) for (const [, url, headers] of calls) await app.inject({ url, headers });
  const timings: Timing[] = [];
  for (const [call, url, headers] of calls) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < WARMUP + RUNS; i += 1) {
      const start = performance.now();
      const res = await app.inject({ url, headers });
      const ms = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      const data = res.json().data;
      total = data.total ?? data.replyCount ?? data.length ?? 1;
      if (i >= WARMUP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const t = { call, url, total, p50: round1(percentile(times, 50)), p95: round1(percentile(times, 95)), max: round1(times[times.length - 1]) };
    console.log(`[${kind}] ${call}: ${total} rows, p50 ${t.p50} ms, p95 ${t.p95} ms`);
    timings.push(t);
  }
  await app.close();
  return { threads: n, posts, generationMs, timings };
}

async function main() {
  const loadBefore = os.loadavg();
  const results: Record<string, Awaited<ReturnType<typeof benchOn>>> = {};
  if (BACKENDS.includes('pglite')) {
    const pglite = await openDatabase({});
    try {
      results.pglite = await benchOn('pglite', pglite, THREADS);
    } finally {
      await pglite.close();
    }
  }
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (serverUrl && BACKENDS.includes('postgres')) {
    const { database, drop } = await throwawayDatabase(serverUrl, 'forum_bench');
    try {
      results.postgres = await benchOn('postgres', database, THREADS);
    } finally {
      await database.close();
      await drop();
    }
  }
  const judged = results.postgres ?? results.pglite;
  const worstP95 = Math.max(...judged.timings.map((t) => t.p95));
  const report = {
    benchmark: 'forum',
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
    '# Forum benchmark',
    '',
    `The front's forum and the moderation list (\`npm run bench:forum\`, scripts/bench/forum.ts), timed through the real routes with \`app.inject\`: ${RUNS} runs after ${WARMUP} rounds of every call and ${WARMUP} warm-up runs of its own. Target: p95 < ${TARGET_P95_MS} ms on PostgreSQL.`,
    '',
    `Run ${report.date} on ${report.machine.cpus} CPU(s) (${report.machine.cpuModel}), Node ${
      report.machine.node
    }; load average before ${report.machine.loadAverageBefore.join(' / ')}, after ${report.machine.loadAverageAfter.join(' / ')}.`,
    '',
  ];
  for (const [db, r] of Object.entries(results)) {
    lines.push(
      `## ${label[db]}: ${r.threads.toLocaleString('en-US')} threads, ${r.posts.toLocaleString('en-US')} posts (generated in ${(r.generationMs / 1000).toFixed(
        1,
      )} s)`,
      '',
      '| call | rows | p50 ms | p95 ms | max ms |',
      '|---|---:|---:|---:|---:|',
      ...r.timings.map((t) => `| ${t.call} | ${t.total} | ${t.p50} | ${t.p95} | ${t.max}${db === 'postgres' && t.p95 >= TARGET_P95_MS ? ' ✗' : ''} |`),
      '',
    );
  }
  lines.push(
    `Worst p95 on ${results.postgres ? 'PostgreSQL' : 'PGlite'}: ${worstP95} ms — ${report.meetsTarget ? 'meets' : 'misses'} the ${TARGET_P95_MS} ms target.`,
    '',
  );
  writeResults('forum', report, lines.join('\n'));
  console.log(`wrote bench/results/forum.json and .md; worst p95 ${worstP95} ms (target < ${TARGET_P95_MS} ms)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
