import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { registerAuth } from '../../server/plugins/auth';
import { resources, roleResources, roles } from '../../server/db/schema';
import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

/**
 * Walks every registered API route: routes with a permission key answer 401 without a token, 403
 * with a token that lacks the key and pass the guard with it (a route with a list of keys: with any one
 * of them); signed-in routes answer 401 without a token. A later area only adds routes; this test covers them without change.
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
      const declared = ['permission', 'auth', 'public', 'visitor'].filter((k) => route.config[k]);
      expect({ route: `${route.method} ${route.url}`, declared: declared.length }).toEqual({ route: `${route.method} ${route.url}`, declared: 1 });
      // A list of keys counts only when it names at least one.
      const { permission } = route.config;
      expect({ route: route.url, emptyList: Array.isArray(permission) && permission.length === 0 }).toEqual({ route: route.url, emptyList: false });
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

  it('routes with a list of keys: through with any single key of the list (the upload routes among them)', async () => {
    const listed = ctx.app.apiRoutes.filter((r) => Array.isArray(r.config.permission));
    expect(listed.map((r) => r.url)).toEqual(expect.arrayContaining(['/apiv2/park/admin/uploader/image', '/api/util/admin/upload/attachment']));
    const tokens = new Map<string, Record<string, string>>();
    for (const key of new Set(listed.flatMap((r) => r.config.permission as string[]))) {
      const [resource] = await ctx.database.db.select({ id: resources.id }).from(resources).where(eq(resources.resourceKey, key));
      expect({ key, exists: !!resource }).toEqual({ key, exists: true });
      const [role] = await ctx.database.db
        .insert(roles)
        .values({ name: `only ${key}`, code: `only-${key.replace(/\W/g, '-')}`, dataScope: 'all' })
        .returning({ id: roles.id });
      await ctx.database.db.insert(roleResources).values({ roleId: role.id, resourceId: resource.id });
      const username = `only${tokens.size}user`;
      await ctx.createUser(username, 'OneKey@2026x', [role.id]);
      tokens.set(key, bearer(await ctx.login(username, 'OneKey@2026x', `10.0.7.${tokens.size + 1}`)));
    }
    for (const route of listed) {
      for (const key of route.config.permission as string[]) {
        const status = (await call(route.method, route.url, tokens.get(key))).statusCode;
        expect([route.url, key, [401, 403].includes(status)]).toEqual([route.url, key, false]);
      }
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

it('refuses to register a route whose permission list is empty (it would let in anyone signed in)', async () => {
  const app = Fastify();
  registerAuth(app, null as never, () => new Date(), 'secret');
  expect(() => app.get('/api/x/admin/empty', { config: { permission: [] } }, async () => 'x')).toThrow(/at least one non-empty key/);
  expect(() => app.get('/api/x/admin/any', { config: { permission: ['a:query', 'b:query'] } }, async () => 'x')).not.toThrow();
  await app.close();
});
