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
