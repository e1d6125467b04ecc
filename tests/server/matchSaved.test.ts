/** "My matches": a signed-in visitor's match runs are saved for them, listed, renamed, re-run and deleted; theirs alone. */
import { eq, sql } from 'drizzle-orm';
import { policyMatchRuns, visitors } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

const PASSWORD = 'Visitor@2026pass';
const DAY = 86_400_000;

const profile = (revenue: number) => ({
  name: '苏州星湖测试科技有限公司',
  regionCode: '320571',
  industryCode: '39',
  entityType: 'enterprise',
  qualifications: ['high_tech'],
  figures: [{ year: 2025, revenue, rdSpend: revenue / 10, staff: 80, techStaff: 20 }],
});

describe.each(dbKinds)('my matches on %s', (kind) => {
  let ctx: TestContext;
  let fang: { id: number; token: string };
  let lei: { id: number; token: string };
  let admin: string;

  const visitor = async (email: string) => {
    const [row] = await ctx.database.db
      .insert(visitors)
      .values({ email, passwordHash: await hashPassword(PASSWORD), termsAcceptedAt: ctx.now() })
      .returning({ id: visitors.id });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/visitor/login', payload: { address: email, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    return { id: row.id, token: res.json().data.token as string };
  };
  const headers = (token?: string) => (token ? bearer(token) : {});
  const get = (url: string, token?: string) => ctx.app.inject({ url, headers: headers(token) });
  const post = (url: string, payload: object, token?: string) => ctx.app.inject({ method: 'POST', url, payload, headers: headers(token) });
  const ok = async (res: Awaited<ReturnType<typeof get>>) => {
    expect({ status: res.statusCode, body: res.statusCode === 200 ? '' : res.body }).toEqual({ status: 200, body: '' });
    return res.json().data;
  };
  const startRun = async (token: string | undefined, revenue = 3000) =>
    (await ok(await post('/api/policy/matchData', { profile: profile(revenue) }, token))).runId as string;
  const list = async (token: string, query = '') => ok(await get(`/api/visitor/matches${query}`, token));

  beforeAll(async () => {
    ctx = await createTestContext(kind, { tokenTtlSeconds: 90 * 86_400 });
    admin = await ctx.adminToken();
    fang = await visitor('wang.fang@suzhou-tech.cn');
    lei = await visitor('li.lei@xinghu-bio.cn');
  });
  afterAll(() => ctx.close());

  it("saves a signed-in visitor's run for them and lists it with its profile and its matches counted as the result page counts them", async () => {
    const runId = await startRun(fang.token);
    const [row] = await ctx.database.db.select().from(policyMatchRuns).where(eq(policyMatchRuns.id, runId));
    expect(row).toMatchObject({ visitorId: fang.id, userId: null, name: null });
    // Runs started signed out, or by staff, are nobody's saved runs.
    const anonymous = await startRun(undefined);
    const staffRun = await startRun(admin);
    const rows = await ctx.database.db.select().from(policyMatchRuns);
    expect(rows.find((r) => r.id === anonymous)?.visitorId).toBeNull();
    expect(rows.find((r) => r.id === staffRun)?.visitorId).toBeNull();

    const page = await list(fang.token);
    expect(page).toMatchObject({ total: 1, current: 1, pageSize: 10 });
    const header = await ok(await post('/api/policy/resultHeader', { runId }, fang.token));
    expect(header.total).toBeGreaterThan(0);
    expect(page.list).toEqual([
      expect.objectContaining({
        runId,
        name: null,
        source: 'form',
        companyName: '苏州星湖测试科技有限公司',
        industryCode: '39',
        industryName: '计算机、通信和其他电子设备制造业',
        regionCode: '320571',
        eligible: header.eligible,
        likely: header.likely,
        matchCount: header.eligible + header.likely,
        total: header.total,
        evaluationDate: '2026-11-21',
        updatedAt: ctx.now().toISOString(),
      }),
    ]);
    expect(page.list[0].regionName).toBeTruthy();
    expect((await list(lei.token)).total).toBe(0);
  });

  it('pages newest first, counting each distinct profile on its own', async () => {
    const ben = await visitor('ben@example.cn');
    const ids: string[] = [];
    for (const revenue of [100, 5000, 20000]) {
      ids.push(await startRun(ben.token, revenue));
      ctx.advance(1000);
    }
    const first = await list(ben.token, '?pageSize=2');
    expect(first.total).toBe(3);
    expect(first.list.map((r: { runId: string }) => r.runId)).toEqual([ids[2], ids[1]]);
    const second = await list(ben.token, '?pageSize=2&current=2');
    expect(second.list.map((r: { runId: string }) => r.runId)).toEqual([ids[0]]);
    for (const item of [...first.list, ...second.list]) {
      const header = await ok(await post('/api/policy/resultHeader', { runId: item.runId }, ben.token));
      expect([item.runId, item.eligible, item.likely]).toEqual([item.runId, header.eligible, header.likely]);
    }
  });

  it("keeps a visitor's runs to that visitor: another visitor, staff and the signed out get 404 for them, by any route", async () => {
    const runId = await startRun(fang.token);
    for (const [url, body] of [
      ['/api/visitor/matches/rename', { runId, name: '别人的' }],
      ['/api/visitor/matches/rerun', { runId }],
      ['/api/visitor/matches/delete', { runId }],
    ] as const) {
      expect({ url, status: (await post(url, body, lei.token)).statusCode }).toEqual({ url, status: 404 });
    }
    // The result pages too: a saved run is read by its visitor only, id or not.
    for (const token of [lei.token, admin, undefined]) {
      for (const url of ['resultHeader', 'resultSearche', 'companyDetail', 'getRelateBusiness']) {
        expect({ url, status: (await post(`/api/policy/${url}`, { runId }, token)).statusCode }).toEqual({ url, status: 404 });
      }
      expect((await post('/api/policy/changeBuesinss', { runId, profile: profile(1) }, token)).statusCode).toBe(404);
      expect((await get(`/api/policy/match/export?runId=${runId}`, token)).statusCode).toBe(404);
    }
    const [row] = await ctx.database.db.select().from(policyMatchRuns).where(eq(policyMatchRuns.id, runId));
    expect(row).toMatchObject({ name: null, visitorId: fang.id });
    // Its owner reads and corrects it.
    await ok(await post('/api/policy/resultSearche', { runId }, fang.token));
    await ok(await post('/api/policy/changeBuesinss', { runId, profile: profile(4000) }, fang.token));
  });

  it('refuses staff tokens and the signed out on the visitor routes', async () => {
    const runId = await startRun(fang.token);
    for (const token of [admin, undefined, 'not-a-token']) {
      expect((await get('/api/visitor/matches', token)).statusCode).toBe(401);
      expect((await post('/api/visitor/matches/rename', { runId, name: 'x' }, token)).statusCode).toBe(401);
      expect((await post('/api/visitor/matches/rerun', { runId }, token)).statusCode).toBe(401);
      expect((await post('/api/visitor/matches/delete', { runId }, token)).statusCode).toBe(401);
    }
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const runId = await startRun(fang.token);
    const cases: [Promise<Awaited<ReturnType<typeof get>>>, string][] = [
      [get('/api/visitor/matches?pageSize=21', fang.token), 'pageSize'],
      [get('/api/visitor/matches?current=0', fang.token), 'current'],
      [post('/api/visitor/matches/rename', { runId, name: '名'.repeat(65) }, fang.token), 'name'],
      [post('/api/visitor/matches/rename', { runId }, fang.token), 'name'],
      [post('/api/visitor/matches/rename', { runId: 'short', name: 'x' }, fang.token), 'runId'],
      [post('/api/visitor/matches/rerun', { runId: 42 }, fang.token), 'runId'],
      [post('/api/visitor/matches/delete', {}, fang.token), 'runId'],
    ];
    for (const [request, field] of cases) {
      const res = await request;
      expect({ field, status: res.statusCode, named: res.json().field }).toEqual({ field, status: 400, named: field });
      expect(res.body).not.toMatch(/select|stack|at \//i);
    }
  });

  it('renames, re-runs at the new date and deletes, each change in the operation log', async () => {
    const runId = await startRun(fang.token);
    const renamed = await ok(await post('/api/visitor/matches/rename', { runId, name: '  2025 年报数据  ' }, fang.token));
    expect(renamed).toMatchObject({ runId, name: '2025 年报数据' });
    // The name is not a run: the last run time stays.
    const created = renamed.updatedAt;
    ctx.advance(2 * DAY);
    const rerun = await ok(await post('/api/visitor/matches/rerun', { runId }, fang.token));
    expect(rerun).toMatchObject({
      runId,
      name: '2025 年报数据',
      evaluatedAt: ctx.now().toISOString(),
      updatedAt: ctx.now().toISOString(),
      evaluationDate: '2026-11-23',
    });
    expect(rerun.createdAt).toBe(created);
    expect((await list(fang.token)).list[0]).toMatchObject({ runId, updatedAt: ctx.now().toISOString() });
    const header = await ok(await post('/api/policy/resultHeader', { runId }, fang.token));
    expect(header.evaluationDate).toBe('2026-11-23');
    expect([rerun.eligible, rerun.likely]).toEqual([header.eligible, header.likely]);
    // An empty name goes back to the company's.
    expect((await ok(await post('/api/visitor/matches/rename', { runId, name: '' }, fang.token))).name).toBeNull();

    expect(await ok(await post('/api/visitor/matches/delete', { runId }, fang.token))).toEqual({ runId });
    expect((await post('/api/policy/resultHeader', { runId }, fang.token)).statusCode).toBe(404);
    expect((await post('/api/visitor/matches/delete', { runId }, fang.token)).statusCode).toBe(404);
    expect((await list(fang.token)).list.map((r: { runId: string }) => r.runId)).not.toContain(runId);
    const logged = await ctx.database.db.execute(
      sql`select action, before->>'name' as before, after->>'name' as after from audit_logs where entity = 'match_run' and entity_id = ${runId} order by id`,
    );
    expect((logged as unknown as { rows: unknown[] }).rows).toEqual([
      { action: 'update', before: null, after: '2025 年报数据' },
      { action: 'update', before: '2025 年报数据', after: null },
      { action: 'delete', before: null, after: null },
    ]);
  });

  it('keeps saved runs past the 30-day purge; runs nobody saved go', async () => {
    const saved = await startRun(lei.token);
    const anonymous = await startRun(undefined);
    ctx.advance(31 * DAY);
    // A new run purges what has not been touched for 30 days.
    await startRun(undefined);
    const left = (await ctx.database.db.select({ id: policyMatchRuns.id }).from(policyMatchRuns)).map((r) => r.id);
    expect(left).toContain(saved);
    expect(left).not.toContain(anonymous);
    expect((await post('/api/policy/resultHeader', { runId: saved }, lei.token)).statusCode).toBe(200);
    expect((await list(lei.token)).list.map((r: { runId: string }) => r.runId)).toContain(saved);
  });
});
