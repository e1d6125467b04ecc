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
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { argOf, runListBench } from './listBench';

const THREADS = Number(argOf('threads') ?? 100_000);
const SPAN_SECONDS = 2 * 365 * 86_400;

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

runListBench({
  name: 'forum',
  title: 'Forum benchmark',
  intro: "The front's forum lists and a thread, and the moderation list, with about four posts a thread",
  noun: 'threads',
  count: THREADS,
  runs: Number(argOf('runs') ?? 60),
  backends: (argOf('backends') ?? 'pglite,postgres').split(','),
  targetP95Ms: 20,
  generate: generateForum,
  calls: async (db, staff) => {
    const first = (q: ReturnType<typeof sql>) => db.execute(q).then((r) => (r as unknown as { rows: Record<string, number>[] }).rows[0]);
    const { id: board } = await first(sql`select id from forum_boards order by id limit 1`);
    const { id: busy } = await first(sql`select id from forum_threads where status = 'published' and reply_count = 6 order by id desc limit 1`);
    const base = '/api/forum/admin/data/view';
    return [
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
  },
}).catch((err) => {
  console.error(err);
  process.exit(1);
});
