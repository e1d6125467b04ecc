import { openDatabase, type Database } from '../../server/db/client';
import { configEntries } from '../../server/db/schema';
import { throwawayDatabase } from '../../server/db/throwaway';
import { followConfigChanges, siteConfig } from '../../server/modules/config/service';
import { createTestContext, dbKinds, type TestContext } from './harness';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe.each(dbKinds)('operations endpoints on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { metricsToken: TOKEN });
  });
  afterAll(() => ctx.close());

  it('answers liveness and readiness with what a load balancer reads, and every answer carries its request id', async () => {
    const live = await ctx.app.inject('/healthz');
    expect([live.statusCode, live.json(), live.headers['cache-control']]).toEqual([200, { status: 'ok' }, 'no-store']);
    expect(live.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const ready = await ctx.app.inject('/readyz');
    expect([ready.statusCode, ready.json()]).toEqual([200, { ready: true, checks: { database: true, migrations: true, draining: false } }]);
    // A load balancer's id is kept when it is a plain token; anything else is replaced, never logged as sent.
    const traced = await ctx.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-7f3a9c21' } });
    expect(traced.headers['x-request-id']).toBe('lb-7f3a9c21');
    const forged = await ctx.app.inject({ url: '/healthz', headers: { 'x-request-id': 'x\r\nlevel: fatal' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives a failed request its id in the answer, so a report finds the log line', async () => {
    const res = await ctx.app.inject({ url: '/api/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('shows Prometheus metrics only with the token: requests by route pattern, jobs by status, the process', async () => {
    await ctx.app.inject('/api/policy/taglist');
    expect((await ctx.app.inject('/metrics')).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(403);
    const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/portal_http_request_duration_seconds_count\{method="GET",route="\/api\/policy\/taglist",status="200"\} 1/);
    expect(res.body).toMatch(/portal_http_responses_total\{status_class="4xx"\} \d+/);
    expect(res.body).toMatch(/portal_jobs\{status="\w+"\} \d+|# TYPE portal_jobs gauge/);
    expect(res.body).toMatch(/process_resident_memory_bytes \d+/);
    // PostgreSQL's pool is measured; PGlite has none.
    expect(/portal_db_pool_connections\{state="total"\} \d+/.test(res.body)).toBe(kind === 'postgres');
  });

  it('turns readiness 503 while draining and keeps answering liveness', async () => {
    ctx.app.health.drain();
    const ready = await ctx.app.inject('/readyz');
    expect([ready.statusCode, ready.json().checks.draining]).toEqual([503, true]);
    expect((await ctx.app.inject('/healthz')).statusCode).toBe(200);
  });

  it('makes every instance forget its cached site configuration as soon as any instance changes it', async () => {
    // Two instances on one database: on PostgreSQL two connections' worth (another pool, its own LISTEN); PGlite is one process.
    let other: { database: Database; close(): Promise<void> };
    if (kind === 'postgres') {
      const made = await throwawayDatabase(process.env.TEST_DATABASE_URL!, 'portal_changes', process.env.TEST_POSTGRES_TEMPLATE);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${made.name}`;
      const second = await openDatabase({ databaseUrl: url.toString() });
      other = { database: second, close: async () => Promise.all([second.close(), made.database.close()]).then(made.drop) };
      const writer = made.database;
      await followConfigChanges(second);
      await siteConfig(second.db);
      await writer.db
        .insert(configEntries)
        .values({ key: 'siteName', value: '星湖科创园' })
        .onConflictDoUpdate({ target: configEntries.key, set: { value: '星湖科创园' } });
    } else {
      other = { database: ctx.database, close: async () => undefined };
      await followConfigChanges(ctx.database);
      await siteConfig(ctx.database.db);
      // Written as another instance would: nothing here calls forgetSiteConfig.
      await ctx.database.db
        .insert(configEntries)
        .values({ key: 'siteName', value: '星湖科创园' })
        .onConflictDoUpdate({ target: configEntries.key, set: { value: '星湖科创园' } });
    }
    try {
      // Without the notice the copy would be served for 30 s.
      const deadline = Date.now() + 5000;
      while ((await siteConfig(other.database.db)).siteName !== '星湖科创园' && Date.now() < deadline) {
        await new Promise((resolve) => {
          setTimeout(resolve, 50);
        });
      }
      expect((await siteConfig(other.database.db)).siteName).toBe('星湖科创园');
    } finally {
      await other.close();
    }
  });

  if (kind === 'postgres') {
    it('lets instances starting together migrate and seed one after the other', async () => {
      const events: string[] = [];
      const start = (name: string) =>
        ctx.database.whileStarting(async () => {
          events.push(`${name} in`);
          await new Promise((resolve) => {
            setTimeout(resolve, 150);
          });
          events.push(`${name} out`);
        });
      await Promise.all([start('a'), start('b')]);
      expect([events.slice(0, 2), events.slice(2)].map((pair) => pair[0].split(' ')[0] === pair[1].split(' ')[0])).toEqual([true, true]);
    });
  }
});

describe('metrics without a token', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
  });
  afterAll(() => ctx.close());

  it('are for the machine itself only', async () => {
    expect((await ctx.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
  });
});
