/**
 * `npm run bench:airquality`: the admin air-quality list (hourly readings, filtered, sorted, paged), a station's daily
 * AQI over a year, and the public reads at 100,000 hourly readings, timed through the real routes with app.inject.
 * Runs on a throw-away in-memory PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL points at a PostgreSQL
 * server, on a throw-away database there. Writes bench/results/airquality.json and .md. Target: p95 under 20 ms
 * on PostgreSQL for the lists.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:airquality
 *   options: --readings N (100000), --runs N (60), --backends pglite,postgres
 *
 * The readings are written set-based (their daily values then computed as the write path does): 12 stations, each with an unbroken run of hours ending now, PM2.5 and O3 in
 * daily and slower cycles, their AQI, level and primary pollutant spread as a real park's would be.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { aqStations } from '../../server/db/schema';
import { refreshAllDays } from '../../server/modules/airquality/service';
import { argOf, runListBench } from './listBench';

const READINGS = Number(argOf('readings') ?? 100_000);
const STATIONS = 12;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function generateReadings(db: Db, n: number) {
  await db.execute(sql`
    insert into aq_stations (name, x, y)
    select '测试监测站 ' || s, (s * 7) % 100, (s * 13) % 100 from generate_series(1, ${STATIONS}) s
    on conflict do nothing`);
  const perStation = Math.ceil(n / STATIONS);
  await db.execute(sql`
    with st as (select id, row_number() over (order by id) as k from aq_stations where name like '测试监测站 %'),
    g as (
      select st.id as station_id, h,
             date_trunc('hour', now()) - make_interval(hours => h + 1) as hour,
             (35 + 30 * sin(h / 37.0) + 20 * sin(h / 5.0 + st.k))::numeric(6, 0) as pm25,
             (40 + 80 * greatest(0, sin((h % 24) / 3.82)))::numeric(6, 0) as o3
        from st, generate_series(0, ${perStation - 1}) h
    )
    insert into aq_readings (station_id, hour, so2, no2, pm10, co, o3, pm25, aqi, level, primary_items, aqi_version, source)
    select station_id, hour, 8, 30 + h % 20, pm25 * 1.5, 0.7, o3, pm25,
           a.aqi, case when a.aqi <= 50 then 1 when a.aqi <= 100 then 2 when a.aqi <= 150 then 3 when a.aqi <= 200 then 4 when a.aqi <= 300 then 5 else 6 end,
           case when a.aqi <= 50 then '' when pm25 * 1.3 > o3 then 'pm25_24h' else 'o3_1h' end, 'HJ 633-2012', 'seed'
      from g, lateral (select greatest(pm25 * 1.3, o3 / 3.2)::int as aqi) a
     limit ${n}`);
  // Their daily values, as the write path keeps them.
  const stations = await db
    .select()
    .from(aqStations)
    .where(sql`${aqStations.name} like '测试监测站 %'`);
  for (const station of stations) await refreshAllDays(db, station, new Date());
  await db.execute(sql`vacuum analyze`);
}

runListBench({
  name: 'airquality',
  title: 'Air-quality benchmark',
  intro: "The admin air-quality list, a station's daily AQI over a year and the public reads",
  noun: 'readings',
  count: READINGS,
  runs: Number(argOf('runs') ?? 60),
  backends: (argOf('backends') ?? 'pglite,postgres').split(','),
  targetP95Ms: 20,
  generate: generateReadings,
  calls: async (db, staff) => {
    const [{ id }] = rowsOf<{ id: number }>(await db.execute(sql`select id from aq_stations where name = '测试监测站 1'`));
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() + 8 * 3600_000 - 30 * 86_400_000).toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() + 8 * 3600_000 - 365 * 86_400_000).toISOString().slice(0, 10);
    const base = '/apiv2/env/admin/airquality';
    return [
      ['readings, page 1, newest first', base, staff],
      ['readings, page 200', `${base}?current=200`, staff],
      ['readings, highest AQI first', `${base}?sortField=aqi&sortOrder=descend`, staff],
      ['readings, level 3', `${base}?level=3`, staff],
      ['readings, primary pollutant O3', `${base}?primary=o3`, staff],
      ['one station, newest first', `${base}?stationId=${id}`, staff],
      ['one station, last 30 days, highest AQI first', `${base}?stationId=${id}&from=${monthAgo}&to=${today}&sortField=aqi`, staff],
      ['one station, daily AQI of 30 days', `${base}?stationId=${id}&granularity=day`, staff],
      ['getdata: every station now', '/api/datav/misc/env/getdata', {}],
      ['getHisData: a station, 24 hours', `/api/datav/misc/env/getHisData?stationId=${id}&from=${today}&to=${today}`, {}],
      ['getHisData: a station, daily AQI of a year', `/api/datav/misc/env/getHisData?stationId=${id}&from=${yearAgo}&to=${today}&granularity=day`, {}],
    ];
  },
}).catch((err) => {
  console.error(err);
  process.exit(1);
});
