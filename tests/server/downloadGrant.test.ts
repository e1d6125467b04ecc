import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { auditLogs, resources } from '../../server/db/schema';
import { buildApp } from '../../server/app';
import { GRANT_TTL_SECONDS, signGrant, verifyGrant } from '../../server/lib/downloadGrant';
import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

const SECRET = 'test-download-grant-secret-0123456789abcdef';
const GRANT = '/api/util/admin/download-grant';
const EXPORT = '/apiv2/company/admin/export';

describe('download grants (unit)', () => {
  const now = new Date('2026-11-21T09:00:00Z');
  const claims = { userId: 7, sessionId: 42, path: EXPORT, expiresAt: now.getTime() / 1000 + 60 };

  it('verifies for the path, user and session it was signed for, until it expires', () => {
    const grant = signGrant(SECRET, claims);
    expect(verifyGrant(SECRET, grant, EXPORT, now)).toEqual({ userId: 7, sessionId: 42 });
    expect(verifyGrant(SECRET, grant, EXPORT, new Date(now.getTime() + 59_000))).not.toBeNull();
    expect(verifyGrant(SECRET, grant, EXPORT, new Date(now.getTime() + 60_000))).toBeNull();
    expect(verifyGrant(SECRET, grant, '/apiv2/park/admin/resource/workshop/export', now)).toBeNull();
    expect(verifyGrant('another-secret-of-another-deployment-000000', grant, EXPORT, now)).toBeNull();
  });

  it('refuses tampered and malformed grants', () => {
    const grant = signGrant(SECRET, claims);
    const [, session, exp, sig] = grant.split('.');
    expect(verifyGrant(SECRET, `1.${session}.${exp}.${sig}`, EXPORT, now)).toBeNull(); // another user
    expect(verifyGrant(SECRET, `7.${session}.${Number(exp) + 3600}.${sig}`, EXPORT, now)).toBeNull(); // longer life
    const flipped = `${sig.slice(0, 10)}${sig[10] === 'A' ? 'B' : 'A'}${sig.slice(11)}`;
    expect(verifyGrant(SECRET, `7.${session}.${exp}.${flipped}`, EXPORT, now)).toBeNull();
    for (const bad of ['', 'x', `${grant}.`, `7.${session}.${exp}`, `7.${session}.${exp}.${sig}=`]) expect(verifyGrant(SECRET, bad, EXPORT, now)).toBeNull();
  });
});

describe.each(dbKinds)('download grants through the API on %s', (kind) => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  const askGrant = (path: string, headers = admin) => ctx.app.inject({ method: 'POST', url: GRANT, headers, payload: { path } });
  const open = (url: string) => ctx.app.inject({ url }); // a new window: no Authorization header

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      downloadGrantSecret: SECRET,
      beforeReady: (app) => {
        // A second download route, to show a grant opens only the path it was issued for.
        app.get('/apiv2/company/admin/export-copy', { config: { permission: 'company:export', download: true } }, async () => 'copy');
      },
    });
    admin = bearer(await ctx.adminToken());
  });
  afterAll(() => ctx.close());

  it('opens the export in a header-less window with a grant: the filtered rows, audited as the granted user', async () => {
    const res = await askGrant(EXPORT);
    expect(res.statusCode).toBe(200);
    const { grant, expiresAt } = res.json().data;
    expect(Date.parse(expiresAt) - ctx.now().getTime()).toBe(GRANT_TTL_SECONDS * 1000);

    expect((await open(`${EXPORT}?industryCode=65&createexcel=1`)).statusCode).toBe(401); // today's problem
    const file = await open(`${EXPORT}?industryCode=65&createexcel=1&grant=${encodeURIComponent(grant)}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows = wb.worksheets[0].getSheetValues().slice(2) as unknown[][];
    const listed = (await ctx.app.inject({ url: '/apiv2/company/admin/query?industryCode=65&pageSize=200', headers: admin })).json().data.total;
    expect(rows.length).toBe(listed);
    expect(rows.every((r) => r[6] === '65')).toBe(true);
    const [log] = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'export'), eq(auditLogs.entity, 'company')));
    expect(log.username).toBe('admin');

    // Good for its lifetime (a second click, a download manager re-asking), not after it.
    expect((await open(`${EXPORT}?grant=${grant}`)).statusCode).toBe(200);
    ctx.advance(GRANT_TTL_SECONDS * 1000);
    expect((await open(`${EXPORT}?grant=${grant}`)).statusCode).toBe(401);
  });

  it('opens only the path it was issued for, and only routes marked as downloads', async () => {
    const { grant } = (await askGrant(EXPORT)).json().data;
    expect((await open(`/apiv2/company/admin/export-copy?grant=${grant}`)).statusCode).toBe(401);
    const copy = (await askGrant('/apiv2/company/admin/export-copy')).json().data.grant;
    expect((await open(`/apiv2/company/admin/export-copy?grant=${copy}`)).body).toBe('copy');
    // An ordinary GET route ignores grants, whatever path they were signed for.
    expect((await open(`/apiv2/company/admin/query?grant=${grant}`)).statusCode).toBe(401);
    const forged = signGrant(SECRET, { userId: 1, sessionId: 1, path: '/apiv2/company/admin/query', expiresAt: ctx.now().getTime() / 1000 + 60 });
    expect((await open(`/apiv2/company/admin/query?grant=${forged}`)).statusCode).toBe(401);
    // Grants are not handed out for ordinary routes.
    const refused = await askGrant('/apiv2/company/admin/query');
    expect([refused.statusCode, refused.json().field, refused.json().errorMessage]).toEqual([
      400,
      'path',
      'path: /apiv2/company/admin/query is not a download',
    ]);
    expect((await askGrant('/apiv2/company/admin/export?x=1')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: GRANT, payload: { path: EXPORT } })).statusCode).toBe(401);
  });

  it('refuses a tampered grant and a grant of a signed-out session', async () => {
    const { grant } = (await askGrant(EXPORT)).json().data;
    const [user, session, exp, sig] = grant.split('.');
    expect((await open(`${EXPORT}?grant=${user}.${session}.${Number(exp) + 600}.${sig}`)).statusCode).toBe(401);
    expect((await open(`${EXPORT}?grant=${user}.${session}.${exp}.${sig.slice(1)}A`)).statusCode).toBe(401);

    const token = await ctx.login('admin', 'Admin@Test2026');
    const own = (await askGrant(EXPORT, bearer(token))).json().data.grant;
    expect((await open(`${EXPORT}?grant=${own}`)).statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/apiv2/account/admin/logout', headers: bearer(token) });
    expect((await open(`${EXPORT}?grant=${own}`)).statusCode).toBe(401);
  });

  it('still checks the route permission for the granted user', async () => {
    const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: admin, payload });
    const role = (await post('/apiv2/role/admin/role-create', { name: '企业导出', code: 'company-exporter', dataScope: 'all' })).json().data;
    const keys = await ctx.database.db.select({ id: resources.id, key: resources.resourceKey }).from(resources);
    const idOf = (k: string) => keys.find((r) => r.key === k)!.id;
    await post('/apiv2/role/admin/role-menu-save', { roleId: role.id, resourceIds: [idOf('company:query'), idOf('company:export')] });
    await ctx.createUser('exporter', 'Export#2026xy', [role.id]);
    const exporter = bearer(await ctx.login('exporter', 'Export#2026xy'));
    const { grant } = (await askGrant(EXPORT, exporter)).json().data;
    expect((await open(`${EXPORT}?grant=${grant}`)).statusCode).toBe(200);

    // The key is taken away: the grant already handed out no longer opens the export.
    await post('/apiv2/role/admin/role-menu-save', { roleId: role.id, resourceIds: [idOf('company:query')] });
    expect((await open(`${EXPORT}?grant=${grant}`)).statusCode).toBe(403);
    expect((await askGrant(EXPORT, exporter)).statusCode).toBe(403);
  });

  it('will not start with a download route that is not a GET with a permission', async () => {
    const app = await buildApp({ db: ctx.database.db });
    expect(() => app.post('/apiv2/x/admin/export', { config: { permission: 'company:export', download: true } }, async () => 'x')).toThrow(
      /download routes are GET routes with a permission/,
    );
    expect(() => app.get('/apiv2/y/admin/export', { config: { auth: true, download: true } }, async () => 'y')).toThrow(
      /download routes are GET routes with a permission/,
    );
    await app.close();
  });
});
