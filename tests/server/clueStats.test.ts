import { and, eq, sql } from 'drizzle-orm';
import { clueFollowUps, clues, users } from '../../server/db/schema';
import { ADMIN_PASSWORD, bearer, createTestContext, dbKinds, staffWithKeys, type TestContext } from './harness';

type Headers = Record<string, string>;
type Figure = { count: number; link: string };
type Stats = {
  period: { from: string; to: string };
  scope: string;
  totals: { created: Figure; signed: Figure; investment: { amount: number; link: string }; overdue: Figure };
  funnel: (Figure & { stage: string; conversion: number | null })[];
  aside: (Figure & { stage: string })[];
  monthly: { month: string; created: Figure; signed: Figure }[];
  byIndustry: (Figure & { value: string; investment: number })[];
  owners: { ownerId: number; ownerName: string | null; clues: Figure; followedUp: Figure; signed: Figure; overdue: Figure }[];
  sources: { value: string; clues: Figure; signed: Figure; rate: number | null }[];
};

const URL = '/api/pms/admin/data/index';

/** Every figure of the dashboard with the link it carries. */
const figuresOf = (s: Stats): Figure[] => [
  s.totals.created,
  s.totals.signed,
  s.totals.overdue,
  ...s.funnel,
  ...s.aside,
  ...s.monthly.flatMap((m) => [m.created, m.signed]),
  ...s.byIndustry,
  ...s.owners.flatMap((o) => [o.clues, o.followedUp, o.signed, o.overdue]),
  ...s.sources.flatMap((o) => [o.clues, o.signed]),
];

describe.each(dbKinds)('the investment dashboard on %s', (kind) => {
  let ctx: TestContext;
  let admin: Headers;
  const get = (url: string, headers: Headers = {}) => ctx.app.inject({ url, headers });
  const statsOf = async (headers: Headers, query = '') => {
    const res = await get(`${URL}${query}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json().data as Stats;
  };
  /** The clue list a figure links to, asked through its API (the screen's `tab` is the API's `scope`) with the caller's token. */
  const listTotal = async (link: string, headers: Headers) => {
    const [path, query = ''] = link.split('?');
    expect(path).toBe('/admin/clue');
    const q = new URLSearchParams(query);
    q.set('scope', q.get('tab') ?? 'mine');
    q.delete('tab');
    q.set('pageSize', '1');
    const res = await get(`/apiv2/pms/admin/zhaoshang/clue-query?${q}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json().data.total as number;
  };
  const expectListsAgree = async (s: Stats, headers: Headers) => {
    for (const f of figuresOf(s)) expect({ link: f.link, total: await listTotal(f.link, headers) }).toEqual({ link: f.link, total: f.count });
  };

  const staffWith = (keys: string[], options?: Parameters<typeof staffWithKeys>[2]) => staffWithKeys(ctx, keys, options);

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.login('admin', ADMIN_PASSWORD));
  });
  afterAll(() => ctx.close());

  it('refuses a caller without a session (401) and staff without the dashboard key (403)', async () => {
    expect((await get(URL)).statusCode).toBe(401);
    expect((await get(URL, { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
    const listOnly = await staffWith(['clue:query']);
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
  });

  it('reads this year by default; every figure is the total of the clue list it links to', async () => {
    const s = await statsOf(admin);
    expect(s.period).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(s.scope).toBe('all');
    expect(s.monthly.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`));
    // The seed gives every part something to show.
    expect(s.totals.created.count).toBeGreaterThan(100);
    expect(s.totals.signed.count).toBeGreaterThan(0);
    expect(s.totals.investment.amount).toBeGreaterThan(0);
    expect(s.byIndustry.length).toBeGreaterThan(1);
    expect(s.owners.length).toBeGreaterThan(3);
    expect(s.sources.length).toBe(6);
    // The parts add up: the funnel's first step and the side stages are the clues created; the sources too.
    expect(s.funnel[0].count + s.aside.reduce((sum, a) => sum + a.count, 0)).toBe(s.totals.created.count);
    expect(s.sources.reduce((sum, r) => sum + r.clues.count, 0)).toBe(s.totals.created.count);
    expect(s.byIndustry.reduce((sum, r) => sum + r.count, 0)).toBe(s.totals.signed.count);
    expect(s.monthly.reduce((sum, m) => sum + m.created.count, 0)).toBe(s.totals.created.count);
    expect(s.funnel.map((f) => f.count)).toEqual([...s.funnel.map((f) => f.count)].sort((a, b) => b - a));
    expect(s.funnel[0].conversion).toBeNull();
    expect(s.funnel[1].conversion).toBeCloseTo(s.funnel[1].count / s.funnel[0].count, 3);
    const seller = s.sources.find((r) => r.clues.count > 0)!;
    expect(seller.rate).toBeCloseTo(seller.signed.count / seller.clues.count, 3);
    // The investment is the planned investment of the clues signed in the period.
    const [{ amount }] = (
      (await ctx.database.db.execute(
        sql`select coalesce(sum(investment_amount), 0)::float as amount from clues c where pool_state = 'owned' and exists (
              select 1 from clue_history h where h.clue_id = c.id and h.to_stage = 'signed'
                and h.created_at >= '2026-01-01T00:00:00+08:00' and h.created_at < '2027-01-01T00:00:00+08:00')`,
      )) as unknown as { rows: { amount: number }[] }
    ).rows;
    expect(s.totals.investment.amount).toBeCloseTo(amount, 2);
    expect(s.totals.investment.link).toBe(s.totals.signed.link);
    expect(s.totals.signed.link).toBe('/admin/clue?tab=all&signedFrom=2026-01-01&signedTo=2026-12-31');
    await expectListsAgree(s, admin);
  });

  it('agrees with the lists for a period that ended, where a follow-up is read from the follow-ups themselves', async () => {
    const { db } = ctx.database;
    // A follow-up in the period on a clue followed up again since: counted in the period by its own date.
    const [clue] = await db
      .select({ id: clues.id, ownerId: clues.ownerId })
      .from(clues)
      .where(and(eq(clues.poolState, 'owned'), sql`${clues.lastFollowUpAt} > '2026-09-01'`))
      .limit(1);
    await db.insert(clueFollowUps).values({
      clueId: clue.id,
      way: 'phone',
      followedAt: new Date('2026-06-10T02:00:00Z'),
      userId: clue.ownerId,
      content: '回访',
      createdAt: new Date('2026-06-10T02:00:00Z'),
    });
    const s = await statsOf(admin, '?from=2026-04-01&to=2026-06-30&scope=all');
    expect(s.period).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(s.monthly.map((m) => m.month)).toEqual(['2026-04', '2026-05', '2026-06']);
    const owner = s.owners.find((o) => o.ownerId === clue.ownerId)!;
    expect(owner.followedUp.count).toBeGreaterThan(0);
    expect(owner.followedUp.link).toContain('followedTo=2026-06-30');
    await expectListsAgree(s, admin);
  });

  it("shows a department-scoped user only their department's clues (and their own), in every tab", async () => {
    const scoped = await staffWith(['clue:stats', 'clue:query'], { dataScope: 'department', department: '招商二部' });
    const all = await statsOf(admin);
    const s = await statsOf(scoped.headers);
    expect(s.totals.created.count).toBeGreaterThan(0);
    expect(s.totals.created.count).toBeLessThan(all.totals.created.count);
    const [{ n }] = (
      (await ctx.database.db.execute(
        sql`select count(*)::int as n from clues where pool_state = 'owned' and (department_id = ${scoped.departmentId} or owner_id = ${scoped.id})
              and created_at >= '2026-01-01T00:00:00+08:00' and created_at < '2027-01-01T00:00:00+08:00'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(s.totals.created.count).toBe(n);
    // Every owner shown works in 招商二部.
    const owners = await ctx.database.db.select({ id: users.id, departmentId: users.departmentId }).from(users);
    for (const o of s.owners) expect(owners.find((u) => u.id === o.ownerId)?.departmentId).toBe(scoped.departmentId);
    await expectListsAgree(s, scoped.headers);
    // Their own clues: none.
    const mine = await statsOf(scoped.headers, '?scope=mine');
    expect(mine.totals.created.count).toBe(0);
    expect(mine.owners).toEqual([]);
    expect(mine.totals.created.link).toBe('/admin/clue?tab=mine&from=2026-01-01&to=2026-12-31');
  });
});
