/**
 * Request limits (issue #22): counted in the database by default, in Redis when REDIS_URL is set, so that several
 * instances share them. The Redis tests use the machine's Redis at 127.0.0.1:6379 (CI has it) with a key prefix of
 * their own, and are skipped when it does not answer.
 */
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';
import { tooManyRequests } from '../../server/lib/errors';
import { databaseRateLimits, openRedisRateLimits, type RateLimit, type RateLimitStore } from '../../server/lib/rateLimit';
import { createTestContext, type TestContext } from './harness';

const REDIS_URL = 'redis://127.0.0.1:6379';
/** Decided before the tests are collected: a child process tries to connect for a second. */
const redisAnswers =
  spawnSync(process.execPath, [
    '-e',
    "require('net').connect(6379, '127.0.0.1').on('connect', () => process.exit(0)).on('error', () => process.exit(1)); setTimeout(() => process.exit(1), 1000)",
  ]).status === 0;
const withRedis = redisAnswers ? describe : describe.skip;
if (!redisAnswers) console.warn('Redis does not answer at 127.0.0.1:6379: the Redis rate-limit tests are skipped');

/** Keys of this run only, so runs at once and leftovers of earlier ones do not meet. */
const prefix = (what: string) => `portal-test:${process.pid}:${Date.now()}:${what}:`;

const limitOf = (over: Partial<RateLimit> = {}): RateLimit => ({
  name: 'test',
  subjects: ['ip:192.0.2.1'],
  limit: 3,
  windowMs: 1000,
  recorded: async () => [],
  refuse: (wait) => tooManyRequests(`wait ${wait}`, wait),
  ...over,
});

const sleep = (ms: number) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/** The error a promise fails with (or null). */
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => err as { status: number; message: string; retryAfterSeconds?: number },
  );

describe('database rate-limit store (no REDIS_URL)', () => {
  it("refuses once the action's own recorded rows reach the limit, saying when the place frees", async () => {
    const now = new Date('2026-11-21T09:00:30Z');
    const times = [29, 20, 5].map((s) => new Date(`2026-11-21T09:00:${String(s).padStart(2, '0')}Z`));
    let since: Date | undefined;
    const limit = limitOf({
      windowMs: 60_000,
      recorded: async (after) => {
        since = after;
        return times;
      },
    });
    const refused = await failure(databaseRateLimits.take([limit], now));
    expect(since).toEqual(new Date('2026-11-21T08:59:30Z'));
    // The third newest (09:00:05) leaves the minute at 09:01:05: 35 s from now.
    expect([refused?.status, refused?.retryAfterSeconds]).toEqual([429, 35]);
    expect(await failure(databaseRateLimits.take([limitOf({ recorded: async () => times.slice(0, 2) })], now))).toBeNull();
    // confirm() checks the same way (inside the transaction that records the action).
    expect((await failure(databaseRateLimits.confirm([limit], now)))?.status).toBe(429);
  });
});

withRedis('Redis rate-limit store (127.0.0.1:6379)', () => {
  let store: RateLimitStore;
  let raw: Redis;
  const keyPrefix = prefix('store');

  beforeAll(async () => {
    store = await openRedisRateLimits(REDIS_URL, { prefix: keyPrefix });
    raw = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await store?.close?.();
    raw?.disconnect();
  });

  it('counts in a sliding window: the limit refuses with the wait, a place frees when the oldest leaves', async () => {
    const limit = limitOf({ subjects: ['ip:192.0.2.10'] });
    const t0 = Date.parse('2026-11-21T09:00:00Z');
    for (const at of [0, 100, 200]) await store.take([limit], new Date(t0 + at));
    const refused = await failure(store.take([limit], new Date(t0 + 300)));
    // The oldest (t0) leaves at t0 + 1000: 0.7 s, told as 1 s.
    expect([refused?.status, refused?.message, refused?.retryAfterSeconds]).toEqual([429, 'wait 0.7', 1]);
    // A refused action is not counted; once t0 has left the window, one more is taken.
    await store.take([limit], new Date(t0 + 1001));
    expect((await failure(store.take([limit], new Date(t0 + 1050))))?.status).toBe(429);
    // Another subject has its own count.
    await store.take([limitOf({ subjects: ['ip:192.0.2.11'] })], new Date(t0 + 300));
  });

  it('expires its keys with the window and keeps no address in the clear', async () => {
    await store.take([limitOf({ name: 'expiry', subjects: ['visitor@example.cn'], windowMs: 5000 })], new Date());
    const keys = await raw.keys(`${keyPrefix}expiry:*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('visitor@example.cn');
    const ttl = await raw.pttl(keys[0]);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5000);
  });

  it('takes all limits or none: a full one refuses and the others are not counted', async () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const roomy = limitOf({ name: 'roomy', subjects: ['a'], limit: 1 });
    const full = limitOf({ name: 'full', subjects: ['b'], limit: 1, refuse: () => tooManyRequests('full', 1) });
    await store.take([full], now);
    expect((await failure(store.take([roomy, full], now)))?.message).toBe('full');
    // roomy was not counted by the refused take: its one place is still free.
    await store.take([roomy], now);
    // Several subjects of one limit (a visitor and an address): any full one refuses.
    expect((await failure(store.take([limitOf({ name: 'roomy', subjects: ['c', 'a'], limit: 1 })], now)))?.status).toBe(429);
  });

  it('answers ping for readiness', async () => {
    expect(await store.ping!()).toBe(true);
  });
});

withRedis('two instances sharing one Redis', () => {
  const keyPrefix = prefix('shared');
  const contexts: TestContext[] = [];
  const stores: RateLimitStore[] = [];

  beforeAll(async () => {
    // Two apps, each with its own database: whatever they share, they share through Redis.
    for (let i = 0; i < 2; i++) {
      const store = await openRedisRateLimits(REDIS_URL, { prefix: keyPrefix });
      stores.push(store);
      contexts.push(await createTestContext('pglite', { rateLimits: store }));
    }
  });
  afterAll(async () => {
    for (const ctx of contexts) await ctx.close();
    for (const store of stores) await store.close?.();
  });

  it('share the captcha limit: 20 a minute from one address, spread over both', async () => {
    const ip = '198.51.100.77';
    const captcha = (ctx: TestContext) => ctx.app.inject({ method: 'GET', url: '/api/visitor/captcha', remoteAddress: ip });
    for (let i = 0; i < 20; i++) expect([i, (await captcha(contexts[i % 2])).statusCode]).toEqual([i, 200]);
    for (const ctx of contexts) {
      const refused = await captcha(ctx);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, code: 429 });
    }
    // Another address is not affected.
    expect((await contexts[0].app.inject({ method: 'GET', url: '/api/visitor/captcha', remoteAddress: '198.51.100.78' })).statusCode).toBe(200);
    // 23 captcha images drawn: seconds on a busy machine, past Jest's default 5.
  }, 30_000);
});

/**
 * A TCP relay in front of the real Redis, so a test can take Redis away from a running instance: `cut` drops
 * every connection and refuses new ones, `stall` keeps connections open but passes nothing (a hung server).
 */
async function relayToRedis() {
  const sockets = new Set<net.Socket>();
  let mode: 'pass' | 'cut' | 'stall' = 'pass';
  const server = net.createServer((client) => {
    if (mode === 'cut') return client.destroy();
    const upstream = net.connect(6379, '127.0.0.1');
    sockets.add(client).add(upstream);
    const forward = (from: net.Socket, to: net.Socket) => from.on('data', (chunk) => mode === 'pass' && to.write(chunk));
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    set(next: typeof mode) {
      mode = next;
      if (next === 'cut') for (const s of sockets) s.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

withRedis('Redis lost while running', () => {
  let relay: Awaited<ReturnType<typeof relayToRedis>>;
  let store: RateLimitStore;
  let ctx: TestContext;
  let ipSeq = 0;
  const captcha = () => ctx.app.inject({ method: 'GET', url: '/api/visitor/captcha', remoteAddress: `203.0.113.${(ipSeq += 1)}` });
  const timed = async <T>(work: () => Promise<T>) => {
    const started = Date.now();
    const result = await work();
    return { result, ms: Date.now() - started };
  };

  beforeAll(async () => {
    relay = await relayToRedis();
    store = await openRedisRateLimits(relay.url, { prefix: prefix('lost') });
    ctx = await createTestContext('pglite', { rateLimits: store });
  });
  afterAll(async () => {
    await ctx?.close();
    await store?.close?.();
    await relay?.close();
  });

  it('readiness names Redis and is 503 while it is gone; a limited request answers 503 at once; both recover', async () => {
    const ready = await ctx.app.inject('/readyz');
    expect([ready.statusCode, ready.json().checks]).toEqual([200, { database: true, migrations: true, draining: false, redis: true }]);
    expect((await captcha()).statusCode).toBe(200);

    relay.set('cut');
    const down = await timed(() => ctx.app.inject('/readyz'));
    expect([down.result.statusCode, down.result.json().ready, down.result.json().checks.redis]).toEqual([503, false, false]);
    const refused = await timed(captcha);
    expect(refused.result.statusCode).toBe(503);
    expect(refused.result.json()).toMatchObject({ success: false, code: 503, errorMessage: expect.stringMatching(/limits cannot be checked/) });
    expect(refused.ms).toBeLessThan(1500);
    // A request that needs no limit is served as usual.
    expect((await ctx.app.inject('/apiv2/config/admin/all')).statusCode).toBe(200);

    relay.set('pass');
    let back = 503;
    for (const deadline = Date.now() + 10_000; back !== 200 && Date.now() < deadline; await sleep(100)) {
      back = (await ctx.app.inject('/readyz')).statusCode;
    }
    expect(back).toBe(200);
    expect((await captcha()).statusCode).toBe(200);
  }, 30_000);

  it('a Redis that stops answering (connection open, nothing comes back) fails the request within the command timeout', async () => {
    relay.set('stall');
    const stalled = await timed(captcha);
    expect(stalled.result.statusCode).toBe(503);
    expect(stalled.ms).toBeLessThan(2500);
    expect((await ctx.app.inject('/readyz')).statusCode).toBe(503);
    relay.set('cut');
    relay.set('pass');
  });
});

describe('Redis unreachable at start', () => {
  it('refuses to open with one line naming the server, never the password', async () => {
    const started = Date.now();
    const err = await failure(openRedisRateLimits('redis://:s3cret-redis-pw@127.0.0.1:1/2'));
    expect(err?.message).toBe('Cannot connect to Redis at 127.0.0.1:1/2 (ECONNREFUSED)');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
