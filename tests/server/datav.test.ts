import { and, desc, eq, sql } from 'drizzle-orm';
import { chinaYear, DATAV_PANELS, DEFAULT_DATAV } from '@shared/datav';
import { auditLogs, roles } from '../../server/db/schema';
import { forgetDatavScreen } from '../../server/modules/datav/service';
import { ADMIN_PASSWORD, bearer, createTestContext, dbKinds, grantKeys, type TestContext } from './harness';

type Headers = Record<string, string>;
type Screen = {
  title: string;
  refreshSeconds: number;
  panels: string[];
  parkFigures?: {
    companiesInPark: number;
    units: number;
    totalArea: number;
    occupiedArea: number;
    occupancyRate: number | null;
    byBuilding: { building: string; units: number }[];
  };
  funnel?: { stages: { stage: string; label: string; count: number; reached: number }[]; total: number; signedThisYear: number };
  airQuality?: {
    park: { aqi: number | null };
    stations: { stationId: number; name: string; aqi: number | null; colour: string | null; series: { hour: string; aqi: number | null }[] }[];
  };
  policies?: { open: number; closingSoon: number; latest: { id: number; title: string }[] };
};

const SCREEN = '/api/datav/misc/screen';
const SAVE = '/api/portal/admin/config/postdatav';
const rowsOf = async <T>(ctx: TestContext, query: ReturnType<typeof sql>) => ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe.each(dbKinds)('the big screen on %s', (kind) => {
  let ctx: TestContext;
  let admin: Headers;
  const screen = async () => {
    const res = await ctx.app.inject({ url: SCREEN });
    expect(res.statusCode).toBe(200);
    return res.json().data as Screen;
  };
  const save = (body: object, headers: Headers = admin) => ctx.app.inject({ method: 'POST', url: SAVE, headers, payload: body });

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.login('admin', ADMIN_PASSWORD));
  });
  afterAll(() => ctx.close());

  it('shows a visitor only the panels public already, by default: air quality and the latest policies', async () => {
    const s = await screen();
    expect(s.panels).toEqual(['airQuality', 'policies']);
    expect(Object.keys(s).sort()).toEqual(['airQuality', 'generatedAt', 'panels', 'policies', 'refreshSeconds', 'title']);
    expect(s.refreshSeconds).toBe(DEFAULT_DATAV.refreshSeconds);
    expect(s.title).toBe('苏州工业园区星湖科技园');

    // Each station's latest AQI and the hours of the last 24 with a reading.
    const since = new Date(ctx.now().getTime() - 86_400_000).toISOString();
    const stations = await rowsOf<{ id: number; aqi: number | null; hours: number }>(
      ctx,
      sql`select s.id,
                 (select r.aqi from aq_readings r where r.station_id = s.id order by r.hour desc limit 1) as aqi,
                 (select count(*)::int from aq_readings r where r.station_id = s.id and r.hour >= ${since}::timestamptz and r.hour <= ${ctx
        .now()
        .toISOString()}::timestamptz) as hours
          from aq_stations s where s.status <> 'retired' order by s.id`,
    );
    expect(stations.length).toBeGreaterThan(0);
    expect(s.airQuality!.stations.map((st) => [st.stationId, st.aqi, st.series.length])).toEqual(
      stations.map((r) => [r.id, r.aqi === null ? null : Number(r.aqi), r.hours]),
    );
    expect(s.airQuality!.stations.some((st) => st.series.length > 0)).toBe(true);

    // The newest published policies, and the same answer as the public getdata for the park.
    const latest = await rowsOf<{ id: number }>(ctx, sql`select id from policies where status = 'published' order by publish_date desc, id desc limit 6`);
    expect(s.policies!.latest.map((p) => p.id)).toEqual(latest.map((r) => r.id));
    const getdata = (await ctx.app.inject({ url: '/api/datav/misc/env/getdata' })).json().data;
    expect(s.airQuality!.park.aqi).toBe(getdata.park.aqi);
  });

  it('saves the settings with the site configuration’s key only: 401 signed out, 403 without webconfig:save, 400 naming the field', async () => {
    const body = { enabled: true, title: '星湖大屏', panels: ['parkFigures'], refreshSeconds: 60 };
    expect((await save(body, {})).statusCode).toBe(401);
    const [role] = await ctx.database.db.insert(roles).values({ name: '只读配置', code: 'datav-reader', dataScope: 'all' }).returning({ id: roles.id });
    await grantKeys(ctx.database.db, role.id, ['webconfig:query']);
    await ctx.createUser('datav-reader', 'Reader#2026xy', [role.id]);
    const reader = bearer(await ctx.login('datav-reader', 'Reader#2026xy', '10.40.0.9'));
    expect((await ctx.app.inject({ url: '/api/portal/admin/config/getdatav', headers: reader })).statusCode).toBe(200);
    expect((await save(body, reader)).statusCode).toBe(403);

    for (const [field, value] of [
      ['refreshSeconds', 10],
      ['refreshSeconds', 3601],
      ['refreshSeconds', 60.5],
      ['panels', ['parkFigures', 'salaries']],
      ['panels', ['funnel', 'funnel']],
      ['title', '长'.repeat(41)],
      ['enabled', 'yes'],
    ] as const) {
      const res = await save({ ...body, [field]: value });
      expect([field, res.statusCode, String(res.json().field).split('.')[0]]).toEqual([field, 400, field]);
    }
    // Nothing was saved: still the defaults.
    expect((await screen()).panels).toEqual(['airQuality', 'policies']);
  });

  it('once an admin publishes them, sends the park figures and the funnel equal to the counts beneath, and logs the change', async () => {
    // Two signings this year (one clue twice: counted once), one last year.
    const { db } = ctx.database;
    const owned = await rowsOf<{ id: number }>(ctx, sql`select id from clues where pool_state = 'owned' order by id limit 2`);
    const now = ctx.now();
    await db.execute(sql`insert into clue_history (clue_id, action, to_stage, created_at) values
      (${owned[0].id}, 'stage', 'signed', ${now.toISOString()}::timestamptz),
      (${owned[0].id}, 'stage', 'signed', ${new Date(now.getTime() - 3_600_000).toISOString()}::timestamptz),
      (${owned[1].id}, 'stage', 'signed', ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz),
      (${owned[1].id}, 'stage', 'signed', '2025-06-01T00:00:00+08:00'::timestamptz)`);

    const saved = await save({ enabled: true, title: '  星湖大屏  ', panels: ['funnel', 'parkFigures', 'airQuality', 'policies'], refreshSeconds: 120 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ enabled: true, title: '星湖大屏', panels: [...DATAV_PANELS], refreshSeconds: 120 });
    const [log] = await db.select().from(auditLogs).where(eq(auditLogs.entity, 'datavScreen')).orderBy(desc(auditLogs.id)).limit(1);
    expect(log).toMatchObject({ action: 'update', before: DEFAULT_DATAV, after: saved.json().data });

    const s = await screen();
    expect(s).toMatchObject({ title: '星湖大屏', refreshSeconds: 120, panels: [...DATAV_PANELS] });

    const [park] = await rowsOf<{ active: number }>(ctx, sql`select count(*) filter (where status = 'active')::int as active from companies`);
    const [units] = await rowsOf<{ n: number; total: string; occupied: string }>(
      ctx,
      sql`select count(*)::int as n, coalesce(sum(gross_area), 0)::text as total,
                 coalesce(sum(gross_area) filter (where rental_status in ('leased', 'expiring', 'self_use', 'sold')), 0)::text as occupied from units`,
    );
    expect(park.active).toBeGreaterThan(0);
    expect(s.parkFigures).toMatchObject({ companiesInPark: park.active, units: units.n });
    expect(s.parkFigures!.totalArea).toBeCloseTo(Number(units.total), 2);
    expect(s.parkFigures!.occupiedArea).toBeCloseTo(Number(units.occupied), 2);
    expect(s.parkFigures!.byBuilding.reduce((sum, b) => sum + b.units, 0)).toBe(units.n);

    const stages = await rowsOf<{ stage: string; n: number }>(ctx, sql`select stage, count(*)::int as n from clues where pool_state = 'owned' group by stage`);
    const byStage = Object.fromEntries(stages.map((r) => [r.stage, r.n]));
    expect(s.funnel!.total).toBe(stages.reduce((sum, r) => sum + r.n, 0));
    expect(s.funnel!.stages.map((st) => st.stage)).toEqual([
      'new',
      'initial_contact',
      'viewing_booked',
      'viewed',
      'quoted',
      'negotiating',
      'contract_intent',
      'signed',
      'moved_in',
    ]);
    for (const st of s.funnel!.stages) expect([st.stage, st.count]).toEqual([st.stage, byStage[st.stage] ?? 0]);
    expect(s.funnel!.stages[0].reached).toBe(s.funnel!.stages.reduce((sum, st) => sum + st.count, 0));
    expect(s.funnel!.stages.find((st) => st.stage === 'new')!.label).toBe('新线索');
    const [{ n: signed }] = await rowsOf<{ n: number }>(
      ctx,
      sql`select count(distinct c.id)::int as n from clues c join clue_history h on h.clue_id = c.id
          where c.pool_state = 'owned' and h.to_stage = 'signed' and h.created_at >= ${`${chinaYear(now).from}T00:00:00+08:00`}::timestamptz`,
    );
    expect(signed).toBeGreaterThanOrEqual(2);
    expect(s.funnel!.signedThisYear).toBe(signed);
    // Counts only: no clue's name, owner or company.
    const names = await rowsOf<{ name: string }>(ctx, sql`select name from clues where pool_state = 'owned' limit 5`);
    for (const { name } of names) expect(JSON.stringify(s)).not.toContain(name);
  });

  it('leaves an unpublished panel out, uncomputed, and answers 404 while switched off', async () => {
    expect((await save({ enabled: true, title: null, panels: ['funnel'], refreshSeconds: 30 })).statusCode).toBe(200);
    const s = await screen();
    expect(s.panels).toEqual(['funnel']);
    expect(s.parkFigures).toBeUndefined();
    expect(s.airQuality).toBeUndefined();
    expect(s.policies).toBeUndefined();

    // One answer serves every display: a clue given up now leaves the count after the kept answer is forgotten.
    const before = s.funnel!.total;
    await ctx.database.db.execute(
      sql`update clues set pool_state = 'pool' where id = (select id from clues where pool_state = 'owned' order by id desc limit 1)`,
    );
    expect((await screen()).funnel!.total).toBe(before);
    forgetDatavScreen(ctx.database.db);
    expect((await screen()).funnel!.total).toBe(before - 1);

    expect((await save({ enabled: false, title: null, panels: ['funnel'], refreshSeconds: 30 })).statusCode).toBe(200);
    const off = await ctx.app.inject({ url: SCREEN });
    expect(off.statusCode).toBe(404);
    expect(off.json().success).toBe(false);
    const logs = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'datavScreen'), eq(auditLogs.summary, 'disabled')));
    expect(logs).toHaveLength(1);
  });
});
