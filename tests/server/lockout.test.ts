import { bearer, createTestContext, dbKinds, type TestContext } from './harness';
import { loadConfig, parseTrustProxy } from '../../server/config';

const attempt = (ctx: TestContext, username: string, password: string, ip: string) =>
  ctx.app.inject({ method: 'POST', url: '/apiv2/account/admin/login', payload: { username, password }, remoteAddress: ip });

const forged = (ctx: TestContext, name: string, from: string, forwardedFor: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/apiv2/account/admin/login',
    payload: { username: name, password: 'guess' },
    remoteAddress: from,
    headers: { 'x-forwarded-for': forwardedFor },
  });
const loggedIps = async (ctx: TestContext, username: string) =>
  (await ctx.app.inject({ url: `/apiv2/account/admin/login-log?username=${username}`, headers: bearer(await ctx.adminToken()) }))
    .json()
    .data.list.map((l: { ip: string }) => l.ip);

describe.each(dbKinds)('login lockout on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    await ctx.createUser('zhangwei', 'Zhang@2026pass');
    await ctx.createUser('lina', 'LiNa@2026pass');
  });
  afterAll(() => ctx.close());

  it('locks an account for 10 minutes after 5 failed logins, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt(ctx, 'zhangwei', 'wrong', `10.0.0.${i + 1}`)).statusCode).toBe(401);
      ctx.advance(30_000);
    }
    const locked = await attempt(ctx, 'zhangwei', 'Zhang@2026pass', '10.0.0.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorMessage).toMatch(/try again in \d+ minute/);
    expect(locked.json().code).toBe(1001);
    // Ten minutes from the last failure, which was 30 s ago.
    expect(locked.headers['retry-after']).toBe('570');

    ctx.advance(9 * 60_000);
    expect((await attempt(ctx, 'zhangwei', 'Zhang@2026pass', '10.0.0.9')).statusCode).toBe(429);
    ctx.advance(60_000);
    const after = await attempt(ctx, 'zhangwei', 'Zhang@2026pass', '10.0.0.9');
    expect(after.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/apiv2/account/admin/currentuser', headers: bearer(after.json().data.token) })).json().data.username).toBe('zhangwei');
  });

  it('does not lock when the failures are spread over more than 10 minutes', async () => {
    for (let i = 0; i < 5; i += 1) {
      await attempt(ctx, 'lina', 'wrong', `10.2.0.${i + 1}`);
      ctx.advance(3 * 60_000);
    }
    expect((await attempt(ctx, 'lina', 'LiNa@2026pass', '10.2.0.9')).statusCode).toBe(200);
  });

  it('a success resets the count', async () => {
    for (let i = 0; i < 4; i += 1) await attempt(ctx, 'lina', 'wrong', '10.3.0.1');
    expect((await attempt(ctx, 'lina', 'LiNa@2026pass', '10.3.0.2')).statusCode).toBe(200);
    await attempt(ctx, 'lina', 'wrong', '10.3.0.3');
    expect((await attempt(ctx, 'lina', 'LiNa@2026pass', '10.3.0.4')).statusCode).toBe(200);
  });

  it('locks an IP that fails 5 times across different usernames', async () => {
    ctx.advance(60 * 60_000);
    for (const name of ['a1', 'b2', 'c3', 'd4', 'e5']) {
      expect((await attempt(ctx, name, 'guess', '192.0.2.77')).statusCode).toBe(401);
    }
    expect((await attempt(ctx, 'admin', 'Admin@Test2026', '192.0.2.77')).statusCode).toBe(429);
    expect((await attempt(ctx, 'admin', 'Admin@Test2026', '192.0.2.78')).statusCode).toBe(200);
  });

  it('by default ignores X-Forwarded-For: a new forged address per attempt does not escape the address lockout, and the log keeps the real one', async () => {
    for (let i = 0; i < 5; i += 1) expect((await forged(ctx, `guess${i}`, '198.51.100.7', `203.0.113.${i}`)).statusCode).toBe(401);
    expect((await forged(ctx, 'admin', '198.51.100.7', '203.0.113.99')).statusCode).toBe(429);
    expect(await loggedIps(ctx, 'guess0')).toEqual(['198.51.100.7']);
  });
});

describe('TRUST_PROXY', () => {
  it('believes X-Forwarded-For only from a proxy it names', async () => {
    // Address handling does not depend on the database: PGlite only.
    const ctx = await createTestContext('pglite', { trustProxy: ['10.0.0.5'] });
    try {
      // Through the proxy: the client's address is the one it forwarded.
      await forged(ctx, 'viaproxy', '10.0.0.5', '203.0.113.40');
      expect(await loggedIps(ctx, 'viaproxy')).toEqual(['203.0.113.40']);
      // Straight from a client: its header is its own word, not believed.
      await forged(ctx, 'direct', '198.51.100.8', '203.0.113.41');
      expect(await loggedIps(ctx, 'direct')).toEqual(['198.51.100.8']);
    } finally {
      await ctx.close();
    }
  });

  it('takes a hop count or addresses and CIDR ranges, and refuses trusting everyone', () => {
    expect([undefined, '', 'false', '0'].map(parseTrustProxy)).toEqual([false, false, false, false]);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16,::1,loopback')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1', 'loopback']);
    expect(parseTrustProxy('true')).toBeInstanceOf(Error);
    expect(parseTrustProxy('10.0.0.0/33')).toBeInstanceOf(Error);
    expect(parseTrustProxy('proxy.internal')).toBeInstanceOf(Error);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must name the proxies/);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});
