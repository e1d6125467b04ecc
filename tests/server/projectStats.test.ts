import { eq, sql } from 'drizzle-orm';
import { projectMilestones, projects, users } from '../../server/db/schema';
import { ADMIN_PASSWORD, bearer, createTestContext, dbKinds, staffWithKeys, type TestContext } from './harness';

type Headers = Record<string, string>;
type Figure = { count: number; link: string };
type Amount = { currency: string; amount: number };
type Stats = {
  period: { from: string; to: string };
  scope: string;
  totals: { created: Figure; signed: Figure; investment: (Figure & Amount)[]; daysToSign: { days: number | null; link: string } };
  byStatus: (Figure & { status: string })[];
  byStage: (Figure & { stage: string })[];
  monthly: { month: string; created: Figure; signed: Figure }[];
  byIndustry: (Figure & { value: string; investment: Amount[] })[];
  byCategory: (Figure & { categoryId: number; name: string; investment: Amount[] })[];
  milestones: { overdue: Figure; dueSoon: Figure & { from: string; to: string }; done: Figure };
  owners: { ownerId: number; ownerName: string | null; projects: Figure; signed: Figure; overdue: Figure }[];
};

const URL = '/api/pms/admin/data/projectindex';
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every figure of the dashboard with the link it carries. */
const figuresOf = (s: Stats): Figure[] => [
  s.totals.created,
  s.totals.signed,
  ...s.totals.investment,
  ...s.byStatus,
  ...s.byStage,
  ...s.monthly.flatMap((m) => [m.created, m.signed]),
  ...s.byIndustry,
  ...s.byCategory,
  s.milestones.overdue,
  s.milestones.dueSoon,
  s.milestones.done,
  ...s.owners.flatMap((o) => [o.projects, o.signed, o.overdue]),
];
const sum = (list: { count: number }[]) => list.reduce((a, b) => a + b.count, 0);

describe.each(dbKinds)('the projects dashboard on %s', (kind) => {
  let ctx: TestContext;
  let admin: Headers;
  const get = (url: string, headers: Headers = {}) => ctx.app.inject({ url, headers });
  const statsOf = async (headers: Headers, query = '') => {
    const res = await get(`${URL}${query}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json().data as Stats;
  };
  /** The project list a figure links to, asked through its API (the screen's `tab` is the API's `scope`) with the caller's token. */
  const listTotal = async (link: string, headers: Headers) => {
    const [path, query = ''] = link.split('?');
    expect(path).toBe('/admin/project');
    const q = new URLSearchParams(query);
    q.set('scope', q.get('tab') ?? 'all');
    q.delete('tab');
    q.set('pageSize', '1');
    const res = await get(`/apiv2/pms/admin/project/query?${q}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json().data.total as number;
  };
  const expectListsAgree = async (s: Stats, headers: Headers) => {
    const figures = figuresOf(s);
    const totals = await Promise.all(figures.map((f) => listTotal(f.link, headers)));
    expect(figures.map((f, i) => ({ link: f.link, total: totals[i] }))).toEqual(figures.map((f) => ({ link: f.link, total: f.count })));
  };

  const staffWith = (keys: string[], options?: Parameters<typeof staffWithKeys>[2]) => staffWithKeys(ctx, keys, options);

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.login('admin', ADMIN_PASSWORD));
    // Projects to count whatever the day the seed ran: created and signed this (test) year, with milestones overdue,
    // due within the fortnight, and done in the period.
    const { db } = ctx.database;
    const some = await db.select({ id: projects.id }).from(projects).orderBy(projects.id).limit(6);
    const [a, b, c] = some;
    await db
      .update(projects)
      .set({ status: 'signed', createdAt: new Date('2026-03-02T02:00:00Z'), signedAt: new Date('2026-04-12T02:00:00Z'), industryCode: null })
      .where(eq(projects.id, a.id));
    await db
      .update(projects)
      .set({ status: 'signed', createdAt: new Date('2026-02-10T02:00:00Z'), signedAt: new Date('2026-05-20T02:00:00Z') })
      .where(eq(projects.id, b.id));
    const base = { sort: 99, updatedAt: new Date() };
    await db.insert(projectMilestones).values([
      { ...base, projectId: a.id, name: '逾期节点', plannedEnd: '2026-10-01', state: 'pending' },
      { ...base, projectId: b.id, name: '即将到期', plannedEnd: '2026-11-30', state: 'in_progress' },
      { ...base, projectId: c.id, name: '已完成', plannedEnd: '2026-06-01', actualEnd: '2026-06-03', state: 'done' },
    ]);
  });
  afterAll(() => ctx.close());

  it('refuses a caller without a session (401) and staff without the dashboard key (403)', async () => {
    expect((await get(URL)).statusCode).toBe(401);
    expect((await get(URL, { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
    const listOnly = await staffWith(['project:query']);
    expect((await get(URL, listOnly.headers)).statusCode).toBe(403);
  });

  it('refuses a bad period naming the field', async () => {
    const cases: [string, string][] = [
      ['?from=2026-02-30', 'from'],
      ['?to=next-year', 'to'],
      ['?from=2026-06-01&to=2026-05-31', 'to'],
      ['?from=2023-01-01&to=2026-12-31', 'to'],
      ['?scope=everyone', 'scope'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`${URL}${query}`, admin);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json().message).toContain(field);
    }
    // The list's new filters are checked as well.
    const bad = await get('/apiv2/pms/admin/project/query?signedFrom=2026-05-01&signedTo=2026-04-01', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('signedTo');
  });

  it('reads this year by default; every figure is the total of the project list it links to', async () => {
    const s = await statsOf(admin);
    expect(s.period).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(s.scope).toBe('all');
    expect(s.monthly.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`));
    expect(s.totals.created.count).toBeGreaterThan(0);
    expect(s.totals.signed.count).toBeGreaterThan(1);
    // The parts add up.
    expect(sum(s.byStatus)).toBe(s.totals.created.count);
    expect(sum(s.byStage)).toBe(s.totals.created.count);
    expect(sum(s.monthly.map((m) => m.created))).toBe(s.totals.created.count);
    expect(sum(s.monthly.map((m) => m.signed))).toBe(s.totals.signed.count);
    expect(sum(s.byIndustry)).toBe(s.totals.signed.count);
    expect(sum(s.byCategory)).toBe(s.totals.signed.count);
    expect(sum(s.totals.investment)).toBe(s.totals.signed.count);
    expect(s.byIndustry.some((i) => i.value === '' && i.link.includes('industryCode=none'))).toBe(true);
    expect(s.milestones.overdue.count).toBeGreaterThan(0);
    expect(s.milestones.dueSoon).toMatchObject({ from: '2026-11-21', to: '2026-12-04' });
    expect(s.milestones.dueSoon.count).toBeGreaterThan(0);
    expect(s.milestones.done.count).toBeGreaterThan(0);
    expect(s.totals.signed.link).toBe('/admin/project?tab=all&signedFrom=2026-01-01&signedTo=2026-12-31');
    expect(s.totals.daysToSign.link).toBe(s.totals.signed.link);

    // Investment stays in each currency: the sums per currency of the projects signed this year, and the days to sign.
    const expected = rowsOf<{ currency: string; amount: number; n: number }>(
      await ctx.database.db.execute(
        sql`select currency, coalesce(sum(investment_amount), 0)::float as amount, count(*)::int as n from projects
             where signed_at >= '2026-01-01T00:00:00+08:00' and signed_at < '2027-01-01T00:00:00+08:00' group by currency`,
      ),
    );
    for (const e of expected) {
      const shown = s.totals.investment.find((i) => i.currency === e.currency)!;
      expect(shown.count).toBe(e.n);
      expect(shown.amount).toBeCloseTo(e.amount, 1);
    }
    const [{ days }] = rowsOf<{ days: number }>(
      await ctx.database.db.execute(
        sql`select avg(extract(epoch from signed_at - created_at) / 86400)::float as days from projects
             where signed_at >= '2026-01-01T00:00:00+08:00' and signed_at < '2027-01-01T00:00:00+08:00'`,
      ),
    );
    expect(s.totals.daysToSign.days).toBeCloseTo(days, 0);
    await expectListsAgree(s, admin);
  });

  it('agrees with the lists for a period that ended', async () => {
    const s = await statsOf(admin, '?from=2026-03-01&to=2026-06-30&scope=all');
    expect(s.period).toEqual({ from: '2026-03-01', to: '2026-06-30' });
    expect(s.monthly.map((m) => m.month)).toEqual(['2026-03', '2026-04', '2026-05', '2026-06']);
    expect(s.totals.signed.count).toBeGreaterThanOrEqual(2);
    expect(s.milestones.done.link).toBe('/admin/project?tab=all&milestoneDoneFrom=2026-03-01&milestoneDoneTo=2026-06-30');
    await expectListsAgree(s, admin);
  });

  it("shows a department-scoped user only their department's projects (and their team's), in every tab", async () => {
    const scoped = await staffWith(['project:stats', 'project:query'], { dataScope: 'department', department: '招商二部' });
    const all = await statsOf(admin, '?from=2025-12-01&to=2026-11-30');
    const s = await statsOf(scoped.headers, '?from=2025-12-01&to=2026-11-30');
    expect(s.totals.created.count).toBeGreaterThan(0);
    expect(s.totals.created.count).toBeLessThan(all.totals.created.count);
    const [{ n }] = rowsOf<{ n: number }>(
      await ctx.database.db.execute(
        sql`select count(*)::int as n from projects where (department_id = ${scoped.departmentId} or owner_id = ${scoped.id})
              and created_at >= '2025-12-01T00:00:00+08:00' and created_at < '2026-12-01T00:00:00+08:00'`,
      ),
    );
    expect(s.totals.created.count).toBe(n);
    const staff = await ctx.database.db.select({ id: users.id, departmentId: users.departmentId }).from(users);
    for (const o of s.owners) expect(staff.find((u) => u.id === o.ownerId)?.departmentId).toBe(scoped.departmentId);
    await expectListsAgree(s, scoped.headers);
    for (const tab of ['department', 'mine']) await expectListsAgree(await statsOf(scoped.headers, `?scope=${tab}`), scoped.headers);
    const mine = await statsOf(scoped.headers, '?scope=mine');
    expect(mine.totals.created.count).toBe(0);
    expect(mine.owners).toEqual([]);
    expect(mine.totals.created.link).toBe('/admin/project?tab=mine&from=2026-01-01&to=2026-12-31');
  });
});
