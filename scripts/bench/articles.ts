/**
 * `npm run bench:articles`: the admin article list and the front's /news at 100,000 articles, timed through the real
 * routes with app.inject (auth, validation, the queries, serialisation). Runs on a throw-away in-memory PGlite and,
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL points at a PostgreSQL server, on a throw-away database there.
 * Writes bench/results/articles.json and .md. Target: p95 under 20 ms on PostgreSQL.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:articles
 *   options: --articles N (100000), --pglite-articles N (defaults to --articles), --runs N (60), --backends pglite,postgres
 *
 * The articles are written set-based (INSERT … SELECT generate_series) over the demo seed's categories, spread
 * over ten years: 90% on the front (with their published copy), the rest drafts, in review, returned or withdrawn.
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
const ARTICLES = Number(argOf('articles') ?? 100_000);
const PGLITE_ARTICLES = Number(argOf('pglite-articles') ?? ARTICLES);
const RUNS = Number(argOf('runs') ?? 60);
const BACKENDS = (argOf('backends') ?? 'pglite,postgres').split(',');
const WARMUP = 10;
const TARGET_P95_MS = 20;
const PASSWORD = 'Bench@Article2026';
const SPAN_SECONDS = 10 * 365 * 86_400;

/** `n` articles over the demo categories, the newest now; 90% on the front with their published copy. */
export async function generateArticles(db: Db, n: number) {
  const step = Math.max(1, Math.floor(SPAN_SECONDS / n));
  await db.execute(sql`
    with c as (select id, row_number() over (order by id) - 1 as k, count(*) over () as total from article_categories)
    insert into articles (category_id, status, title, summary, content_html, author, source, tags, revision, live_revision,
                          first_published_at, view_count, created_at, updated_at)
    select c.id,
           case when g % 10 = 0 then 'draft' when g % 10 = 1 and g % 20 = 1 then 'review' when g % 10 = 1 then 'returned' else 'published' end,
           (array['重点项目','企业服务','政策宣讲','安全生产','人才招引','科技创新','绿色低碳','招商引资'])[(g / 5) % 8 + 1]
             || (array['推进会','培训','通报','部署会','表彰'])[g % 5 + 1] || '（第' || g || '期）',
           '第' || g || '期园区动态摘要。', '<p>第' || g || '期园区动态正文。</p>', '张宇', '园区管委会', array['园区动态'],
           1, case when g % 10 >= 2 then 1 end,
           case when g % 10 >= 2 then now() - make_interval(secs => (${n} - g) * ${step}) end,
           g % 997, now() - make_interval(secs => (${n} - g) * ${step}), now() - make_interval(secs => (${n} - g) * ${step})
      from generate_series(1, ${n}) g join c on c.k = g % c.total`);
  await db.execute(sql`
    insert into article_revisions (article_id, number, category_id, title, summary, content_html, author, source, tags, created_at)
    select id, 1, category_id, title, summary, content_html, author, source, tags, created_at from articles a
     where not exists (select 1 from article_revisions r where r.article_id = a.id)`);
  await db.execute(sql`
    insert into published_articles (article_id, revision, category_id, title, summary, content_html, author, source, tags, recommended, published_at, updated_at)
    select id, 1, category_id, title, summary, content_html, author, source, tags, recommended, first_published_at, first_published_at from articles a
     where live_revision is not null and not exists (select 1 from published_articles p where p.article_id = a.id)`);
  await db.execute(sql`vacuum analyze`);
}

async function benchOn(kind: 'pglite' | 'postgres', database: Database, n: number) {
  await database.migrate();
  await seed(database.db, { adminPassword: PASSWORD });
  const started = performance.now();
  process.stdout.write(`[${kind}] generating ${n} articles… `);
  await generateArticles(database.db, n);
  const generationMs = Math.round(performance.now() - started);
  console.log(`${generationMs} ms`);
  const app = await buildApp({ db: database.db });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/apiv2/account/admin/login', payload: { username: 'admin', password: PASSWORD } });
  if (login.statusCode !== 200) throw new Error(`admin login: ${login.statusCode} ${login.body}`);
  const staff = { authorization: `Bearer ${login.json().data.token}` };
  const rows = ((await database.db.execute(sql`select id from article_categories where slug = 'park-news'`)) as unknown as { rows: { id: number }[] }).rows;
  const parkNews = rows[0].id;
  const [{ article_id: liveId }] = (
    (await database.db.execute(sql`select article_id from published_articles order by article_id desc limit 1`)) as unknown as {
      rows: { article_id: number }[];
    }
  ).rows;
  const base = '/apiv2/article/admin/query';
  const calls: [string, string, Record<string, string>][] = [
    ['admin list, page 1, last changed first', base, staff],
    ['admin list, page 200', `${base}?current=200`, staff],
    ['admin list, one category', `${base}?categoryId=${parkNews}`, staff],
    ['admin list, in review', `${base}?status=review`, staff],
    // One subject and kind of the 40 the titles are made of: 2.5% of the articles.
    ['admin list, title contains 安全生产培训', `${base}?keyword=${encodeURIComponent('安全生产培训')}`, staff],
    ['admin list, most read first', `${base}?sortField=viewCount&sortOrder=descend`, staff],
    ['admin list, latest published first', `${base}?sortField=firstPublishedAt&sortOrder=descend`, staff],
    ['/news, page 1', '/api/article/news/query?pageSize=12', {}],
    ['/news, page 300', '/api/article/news/query?pageSize=12&current=300', {}],
    ['/news, park news', '/api/article/news/query?pageSize=12&category=park-news', {}],
    ['/news/:id', `/api/article/news/detail?id=${liveId}`, {}],
  ];
  const timings = await timeCalls(app, calls, RUNS, WARMUP, (line) => console.log(`[${kind}] ${line}`));
  await app.close();
  return { articles: n, generationMs, timings };
}

async function main() {
  const loadBefore = os.loadavg();
  const results: Record<string, Awaited<ReturnType<typeof benchOn>>> = {};
  if (BACKENDS.includes('pglite')) {
    const pglite = await openDatabase({});
    try {
      results.pglite = await benchOn('pglite', pglite, PGLITE_ARTICLES);
    } finally {
      await pglite.close();
    }
  }
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (serverUrl && BACKENDS.includes('postgres')) {
    const { database, drop } = await throwawayDatabase(serverUrl, 'article_bench');
    try {
      results.postgres = await benchOn('postgres', database, ARTICLES);
    } finally {
      await database.close();
      await drop();
    }
  }
  const judged = results.postgres ?? results.pglite;
  const worstP95 = Math.max(...judged.timings.map((t) => t.p95));
  const report = {
    benchmark: 'articles',
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
    '# Articles benchmark',
    '',
    `The admin article list and the front's news (\`npm run bench:articles\`, scripts/bench/articles.ts), timed through the real routes with \`app.inject\`: ${RUNS} runs after ${WARMUP} rounds of every call and ${WARMUP} warm-up runs of its own. Target: p95 < ${TARGET_P95_MS} ms on PostgreSQL.`,
    '',
    `Run ${report.date} on ${report.machine.cpus} CPU(s) (${report.machine.cpuModel}), Node ${
      report.machine.node
    }; load average before ${report.machine.loadAverageBefore.join(' / ')}, after ${report.machine.loadAverageAfter.join(' / ')}.`,
    '',
  ];
  for (const [db, r] of Object.entries(results)) {
    lines.push(
      `## ${label[db]}: ${r.articles.toLocaleString('en-US')} articles (generated in ${(r.generationMs / 1000).toFixed(1)} s)`,
      '',
      ...timingTable(r.timings, TARGET_P95_MS, db === 'postgres'),
      '',
    );
  }
  lines.push(
    `Worst p95 on ${results.postgres ? 'PostgreSQL' : 'PGlite'}: ${worstP95} ms — ${report.meetsTarget ? 'meets' : 'misses'} the ${TARGET_P95_MS} ms target.`,
    '',
  );
  writeResults('articles', report, lines.join('\n'));
  console.log(`wrote bench/results/articles.json and .md; worst p95 ${worstP95} ms (target < ${TARGET_P95_MS} ms)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
