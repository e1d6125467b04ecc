import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

const attempt = (ctx: TestContext, username: string, password: string, ip: string) =>
  ctx.app.inject({ method: 'POST', url: '/apiv2/account/admin/login', payload: { username, password }, remoteAddress: ip });

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
});
