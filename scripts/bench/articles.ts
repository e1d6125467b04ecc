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
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { argOf, runListBench } from './listBench';

const ARTICLES = Number(argOf('articles') ?? 100_000);
const SPAN_SECONDS = 10 * 365 * 86_400;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

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

runListBench({
  name: 'articles',
  title: 'Articles benchmark',
  intro: "The admin article list and the front's news",
  noun: 'articles',
  count: ARTICLES,
  pgliteCount: Number(argOf('pglite-articles') ?? ARTICLES),
  runs: Number(argOf('runs') ?? 60),
  backends: (argOf('backends') ?? 'pglite,postgres').split(','),
  targetP95Ms: 20,
  generate: generateArticles,
  calls: async (db, staff) => {
    const [{ id: parkNews }] = rowsOf<{ id: number }>(await db.execute(sql`select id from article_categories where slug = 'park-news'`));
    const [{ article_id: liveId }] = rowsOf<{ article_id: number }>(
      await db.execute(sql`select article_id from published_articles order by article_id desc limit 1`),
    );
    const base = '/apiv2/article/admin/query';
    return [
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
  },
}).catch((err) => {
  console.error(err);
  process.exit(1);
});
