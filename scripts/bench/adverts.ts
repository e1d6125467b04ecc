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
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { argOf, runListBench } from './listBench';

const ADVERTS = Number(argOf('adverts') ?? 100_000);
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

runListBench({
  name: 'adverts',
  title: 'Adverts benchmark',
  intro: "The admin advert lists and the front's advert call",
  noun: 'adverts',
  count: ADVERTS,
  runs: Number(argOf('runs') ?? 60),
  backends: (argOf('backends') ?? 'pglite,postgres').split(','),
  targetP95Ms: 20,
  generate: generateAdverts,
  calls: async (db, staff) => {
    const [{ id: banner }] = rowsOf<{ id: number }>(await db.execute(sql`select id from ad_areas where key = 'home-banner'`));
    const base = `/api/cms/admin/ad/resource?areaId=${banner}`;
    return [
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
  },
}).catch((err) => {
  console.error(err);
  process.exit(1);
});
