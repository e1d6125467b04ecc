import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

/**
 * Walks every registered API route: routes with a permission key answer 401 without a token, 403
 * with a token that lacks the key and pass the guard with it; signed-in routes answer 401 without a
 * token. A later area only adds routes; this test covers them without change.
 */
describe.each(dbKinds)('route guards on %s', (kind) => {
  let ctx: TestContext;
  let plainToken: string;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    await ctx.createUser('visitor01', 'Visitor@2026');
    plainToken = await ctx.login('visitor01', 'Visitor@2026');
  });
  afterAll(() => ctx.close());

  const call = (method: string, url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: method as 'GET', url: url.replace(/:(\w+)/g, '1'), headers, ...(method === 'GET' ? {} : { payload: {} }) });

  it('every API route declares exactly one guard', () => {
    expect(ctx.app.apiRoutes.length).toBeGreaterThan(0);
    for (const route of ctx.app.apiRoutes) {
      const declared = ['permission', 'auth', 'public'].filter((k) => route.config[k]);
      expect({ route: `${route.method} ${route.url}`, declared: declared.length }).toEqual({ route: `${route.method} ${route.url}`, declared: 1 });
    }
  });

  it('every admin route is guarded: only the listed ones are public', () => {
    const publicAdmin = ctx.app.apiRoutes.filter((r) => r.url.includes('/admin/') && r.config.public).map((r) => `${r.method} ${r.url}`);
    // Login must be reachable signed out; the site configuration draws the login page itself.
    expect(publicAdmin.sort()).toEqual(['GET /apiv2/config/admin/all', 'POST /apiv2/account/admin/login']);
  });

  it('permission routes: 401 without a token, 403 without the key, through with it', async () => {
    const admin = await ctx.adminToken();
    const guarded = ctx.app.apiRoutes.filter((r) => r.config.permission);
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) {
      const name = `${route.method} ${route.url}`;
      expect([name, (await call(route.method, route.url)).statusCode]).toEqual([name, 401]);
      expect([name, (await call(route.method, route.url, bearer(plainToken))).statusCode]).toEqual([name, 403]);
      expect([name, [401, 403].includes((await call(route.method, route.url, bearer(admin))).statusCode)]).toEqual([name, false]);
    }
  });

  it('signed-in routes: 401 without a token, through with any valid one', async () => {
    const signedIn = ctx.app.apiRoutes.filter((r) => r.config.auth && !r.url.endsWith('/logout'));
    expect(signedIn.length).toBeGreaterThan(0);
    for (const route of signedIn) {
      const name = `${route.method} ${route.url}`;
      expect([name, (await call(route.method, route.url)).statusCode]).toEqual([name, 401]);
      expect([name, [401, 403].includes((await call(route.method, route.url, bearer(plainToken))).statusCode)]).toEqual([name, false]);
    }
  });

  it('a made-up token is refused', async () => {
    const res = await ctx.app.inject({ url: '/apiv2/account/admin/currentuser', headers: bearer('forged-token-value') });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 401 });
  });
});
