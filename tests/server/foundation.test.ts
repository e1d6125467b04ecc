import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

describe.each(dbKinds)('foundation on %s', (kind) => {
  let ctx: TestContext;
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Park Portal</title>');
    ctx = await createTestContext(kind, {
      webDist,
      beforeReady: (app, database) => {
        // A route that fails inside the database, to prove no SQL reaches the client.
        app.get('/api/test/db-failure', { config: { public: true } }, async () => {
          await database.db.execute(sql`select secret_column from no_such_table where id = ${'p4ssw0rd'}`);
          return {};
        });
      },
    });
  });
  afterAll(() => ctx.close());

  it('serves the site configuration as { code: 0, data }', async () => {
    const res = await ctx.app.inject('/apiv2/config/admin/all');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: 0 });
    expect(body.data.siteName).toBe('智汇园区综合服务平台');
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const res = await ctx.app.inject('/api/no/such/thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 404, showType: 2 });
    expect((await ctx.app.inject('/apiv2/nothing-here')).statusCode).toBe(404);
  });

  it("serves the web app for the screens' paths, titled by the server (tests/server/seo.test.ts)", async () => {
    for (const url of ['/', '/search', '/policydetail/42', '/admin/account']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toMatch(/^<!doctype html><title>[^<]+<\/title>/);
    }
  });

  it('never sends SQL, parameters or a stack trace to the client', async () => {
    const res = await ctx.app.inject('/api/test/db-failure');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, code: 500, errorMessage: 'Internal server error' });
    expect(res.body).not.toMatch(/no_such_table|secret_column|p4ssw0rd|select|at .*\.ts/i);
  });

  it('rejects a login with a missing field with 400 naming the field', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/apiv2/account/admin/login', payload: { username: 'admin' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field: 'password' });
    expect(res.json().errorMessage).toContain('password');
    const noUser = await ctx.app.inject({ method: 'POST', url: '/apiv2/account/admin/login', payload: { password: 'x' } });
    expect(noUser.json().field).toBe('username');
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/apiv2/account/admin/login',
      payload: { username: 'admin', password: 'nope' },
      remoteAddress: '10.1.0.1',
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/apiv2/account/admin/login',
      payload: { username: 'ghost', password: 'nope' },
      remoteAddress: '10.1.0.2',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().errorMessage).toBe(unknown.json().errorMessage);
  });

  it('logs the admin in and returns token, expiry and current user', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/apiv2/account/admin/login', payload: { username: 'admin', password: 'Admin@Test2026' } });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(res.json()).toMatchObject({ success: true, code: 0 });
    expect(data.token).toMatch(/^[\w-]{40,}$/);
    expect(Date.parse(data.expiresAt) - ctx.now().getTime()).toBe(2 * 60 * 60 * 1000);
    expect(data.currentUser).toMatchObject({ username: 'admin', name: '系统管理员' });
    expect(data.currentUser.permissions).toContain('account:query');
  });

  it('returns the current user from both startup calls only with a token', async () => {
    const token = await ctx.adminToken();
    for (const url of ['/apiv2/account/admin/currentuser', '/api/xm-oauth/oauth/currentuser']) {
      expect((await ctx.app.inject(url)).statusCode).toBe(401);
      const res = await ctx.app.inject({ url, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: { username: 'admin' } });
    }
  });

  it("returns the admin's menu resources as a flat list rooted at parentId 0", async () => {
    const res = await ctx.app.inject({ url: '/api/account/resource/admin/currentuser', headers: bearer(await ctx.adminToken()) });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { id: number; parentId: number; resourcePath: string; resourceKey: string; appName: string }[];
    const ids = new Set(list.map((r) => r.id));
    expect(list.find((r) => r.resourceKey === 'system')).toMatchObject({ parentId: 0, appName: 'portal' });
    const accounts = list.find((r) => r.resourcePath === '/admin/account')!;
    expect(ids.has(accounts.parentId)).toBe(true);
    expect(list.every((r) => r.parentId === 0 || ids.has(r.parentId))).toBe(true);
  });

  it('revokes the token on logout', async () => {
    const token = await ctx.login('admin', 'Admin@Test2026');
    expect((await ctx.app.inject({ method: 'POST', url: '/apiv2/account/admin/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/apiv2/account/admin/currentuser', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('expires tokens after two hours', async () => {
    const token = await ctx.login('admin', 'Admin@Test2026');
    ctx.advance(2 * 60 * 60 * 1000 - 1000);
    expect((await ctx.app.inject({ url: '/apiv2/account/admin/currentuser', headers: bearer(token) })).statusCode).toBe(200);
    ctx.advance(2000);
    expect((await ctx.app.inject({ url: '/apiv2/account/admin/currentuser', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('serves the OpenAPI document and Swagger UI at /api/docs', async () => {
    const doc = await ctx.app.inject('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(expect.arrayContaining(['/apiv2/account/admin/login', '/api/account/resource/admin/currentuser']));
    const ui = await ctx.app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toMatch(/swagger/i);
  });
});
