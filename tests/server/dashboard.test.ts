import { and, eq, inArray, sql } from 'drizzle-orm';
import { chinaMonth, OCCUPIED_RENTAL_STATUSES } from '@shared/dashboard';
import { clueHistory, clues, departments, roles, userRoles, users, visitors } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { ADMIN_PASSWORD, bearer, createTestContext, dbKinds, grantKeys, type TestContext } from './harness';

type Headers = Record<string, string>;
type Figure = { count: number; link: string };
type Bucket = Figure & { value: string };
type Dashboard = {
  generatedAt: string;
  companies?: { total: number; link: string; byStatus: Bucket[]; byIndustry: Bucket[]; otherIndustries: number };
  units?: {
    total: number;
    totalArea: number;
    occupiedArea: number;
    occupancyRate: number | null;
    byStatus: (Bucket & { area: number })[];
    byBuilding: { building: string; units: number; totalArea: number; occupiedArea: number; occupancyRate: number | null; link: string }[];
  };
  clues?: { total: number; link: string; byStage: Bucket[]; signedThisMonth: Figure };
  applications?: { waiting: Figure; approved: Figure & { amount: number } };
  policies?: { open: Figure; closingSoon: Figure };
  airQuality?: { hour: string | null; aqi: number | null; today: boolean; link: string };
  mine: { tasks: Figure & { overdue: number }; overdueFollowUps?: Figure; unreadNotices: Figure };
};

const URL = '/api/portal/admin/data/dashboard';
const PASSWORD = 'Dash@board2026';

/** The API behind each list screen a figure links to, and how its address's query becomes the API's. */
const listApi: Record<string, (q: URLSearchParams) => string> = {
  '/admin/company': (q) => `/apiv2/company/admin/query?${q}`,
  '/admin/workshop': (q) => `/apiv2/park/admin/resource/workshop/query?${q}`,
  '/admin/application': (q) => `/api/oa/admin/application/query?${q}`,
  '/admin/policy': (q) => `/apiv2/policy/admin/query?${q}`,
  '/admin/clue': (q) => {
    const scope = q.get('tab') ?? 'mine';
    q.delete('tab');
    q.set('scope', scope);
    return `/apiv2/pms/admin/zhaoshang/clue-query?${q}`;
  },
};

const rowsOf = async <T>(ctx: TestContext, query: ReturnType<typeof sql>) => ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe.each(dbKinds)('the admin dashboard on %s', (kind) => {
  let ctx: TestContext;
  let admin: Headers;
  let seq = 0;
  const get = (url: string, headers: Headers = {}) => ctx.app.inject({ url, headers });
  const dashboardOf = async (headers: Headers) => {
    const res = await get(URL, headers);
    expect(res.statusCode).toBe(200);
    return res.json().data as Dashboard;
  };
  /** What the list a figure links to counts, asked through its own API with the caller's token. */
  const listTotal = async (link: string, headers: Headers) => {
    const [path, query = ''] = link.split('?');
    const api = listApi[path];
    expect(api).toBeDefined();
    const res = await get(api(new URLSearchParams(query)), headers);
    expect(res.statusCode).toBe(200);
    return res.json().data.total as number;
  };

  /** A role granting exactly these keys (and the menus above them) with this data scope, held by a new account. */
  async function staffWith(keys: string[], options: { dataScope?: 'all' | 'department' | 'self'; department?: string } = {}) {
    const { db } = ctx.database;
    seq += 1;
    const [role] = await db
      .insert(roles)
      .values({ name: `看板角色${seq}`, code: `dashboard-${seq}`, dataScope: options.dataScope ?? 'department' })
      .returning({ id: roles.id });
    await grantKeys(db, role.id, keys);
    const [dept] = options.department ? await db.select({ id: departments.id }).from(departments).where(eq(departments.name, options.department)) : [];
    const username = `dash${seq}`;
    const [user] = await db
      .insert(users)
      .values({ username, passwordHash: await hashPassword(PASSWORD), realName: `看板${seq}`, departmentId: dept?.id ?? null })
      .returning({ id: users.id });
    await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
    return { id: user.id, departmentId: dept?.id ?? null, headers: bearer(await ctx.login(username, PASSWORD)) };
  }

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.login('admin', ADMIN_PASSWORD));
    // Signings: two clues moved to "signed" this month (one twice: counted once), one last month.
    const { db } = ctx.database;
    const owned = await db.select({ id: clues.id }).from(clues).where(eq(clues.poolState, 'owned')).orderBy(clues.id).limit(3);
    const now = ctx.now();
    const lastMonth = new Date(Date.parse(`${chinaMonth(now).from}T00:00:00+08:00`) - 86_400_000);
    await db.insert(clueHistory).values([
      { clueId: owned[0].id, action: 'stage', toStage: 'signed', createdAt: now },
      { clueId: owned[0].id, action: 'stage', toStage: 'signed', createdAt: new Date(now.getTime() - 3_600_000) },
      { clueId: owned[1].id, action: 'stage', toStage: 'signed', createdAt: new Date(now.getTime() - 86_400_000) },
      { clueId: owned[2].id, action: 'stage', toStage: 'signed', createdAt: lastMonth },
    ]);
  });
  afterAll(() => ctx.close());

  it('refuses a caller without a staff session (401), a visitor token (401) and staff without the dashboard key (403)', async () => {
    expect((await get(URL)).statusCode).toBe(401);
    expect((await get(URL, { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
    const email = 'dashboard-visitor@example.cn';
    await ctx.database.db.insert(visitors).values({ email, passwordHash: await hashPassword(PASSWORD), displayName: '访客', termsAcceptedAt: ctx.now() });
    const login = await ctx.app.inject({ method: 'POST', url: '/api/visitor/login', payload: { address: email, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    const visitor = await get(URL, bearer(login.json().data.token));
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().success).toBe(false);
    const noKey = await staffWith(['company:query']);
    expect((await get(URL, noKey.headers)).statusCode).toBe(403);
  });

  it('shows the administrator every section, each count the seeded rows give and the list it links to', async () => {
    const d = await dashboardOf(admin);
    expect(Object.keys(d).sort()).toEqual(['airQuality', 'applications', 'clues', 'companies', 'generatedAt', 'mine', 'policies', 'units']);

    // Companies by status and industry.
    const statuses = await rowsOf<{ status: string; n: number }>(ctx, sql`select status, count(*)::int as n from companies group by status`);
    expect(d.companies!.total).toBe(statuses.reduce((sum, r) => sum + r.n, 0));
    expect(d.companies!.total).toBeGreaterThan(0);
    expect(Object.fromEntries(d.companies!.byStatus.map((b) => [b.value, b.count]))).toEqual(Object.fromEntries(statuses.map((r) => [r.status, r.n])));
    const [topIndustry] = await rowsOf<{ code: string; n: number }>(
      ctx,
      sql`select industry_code as code, count(*)::int as n from companies where industry_code is not null group by 1 order by 2 desc, 1 limit 1`,
    );
    expect(d.companies!.byIndustry[0]).toMatchObject({
      value: topIndustry.code,
      count: topIndustry.n,
      link: `/admin/company?industryCode=${topIndustry.code}`,
    });
    expect(d.companies!.byIndustry.reduce((sum, b) => sum + b.count, 0) + d.companies!.otherIndustries).toBe(d.companies!.total);

    // Units and occupancy by area.
    const unitRows = await rowsOf<{ status: string; n: number; area: string }>(
      ctx,
      sql`select rental_status as status, count(*)::int as n, sum(gross_area)::text as area from units group by 1`,
    );
    expect(d.units!.total).toBe(unitRows.reduce((sum, r) => sum + r.n, 0));
    expect(Object.fromEntries(d.units!.byStatus.map((b) => [b.value, b.count]))).toEqual(Object.fromEntries(unitRows.map((r) => [r.status, r.n])));
    const totalArea = unitRows.reduce((sum, r) => sum + Number(r.area), 0);
    const occupied = unitRows.filter((r) => (OCCUPIED_RENTAL_STATUSES as readonly string[]).includes(r.status)).reduce((sum, r) => sum + Number(r.area), 0);
    expect(d.units!.totalArea).toBeCloseTo(totalArea, 2);
    expect(d.units!.occupiedArea).toBeCloseTo(occupied, 2);
    expect(d.units!.occupancyRate).toBeCloseTo(occupied / totalArea, 3);
    expect(d.units!.byBuilding.reduce((sum, b) => sum + b.units, 0)).toBe(d.units!.total);

    // Clues (the administrator sees every owned clue) and this month's signings.
    const [{ n: ownedClues }] = await rowsOf<{ n: number }>(ctx, sql`select count(*)::int as n from clues where pool_state = 'owned'`);
    expect(d.clues!.total).toBe(ownedClues);
    const [{ n: signed }] = await rowsOf<{ n: number }>(
      ctx,
      sql`select count(distinct h.clue_id)::int as n from clue_history h join clues c on c.id = h.clue_id
           where c.pool_state = 'owned' and h.to_stage = 'signed' and h.created_at >= ${`${chinaMonth(ctx.now()).from}T00:00:00+08:00`}::timestamptz`,
    );
    expect(signed).toBeGreaterThanOrEqual(2);
    expect(d.clues!.signedThisMonth.count).toBe(signed);
    expect(d.clues!.signedThisMonth.link).toBe(`/admin/clue?tab=all&signedFrom=${chinaMonth(ctx.now()).from}&signedTo=${chinaMonth(ctx.now()).to}`);

    // Applications from their counters, compared with the rows.
    const apps = await rowsOf<{ status: string; n: number; amount: string }>(
      ctx,
      sql`select status, count(*)::int as n, coalesce(sum(approved_amount), 0)::text as amount from policy_applications group by status`,
    );
    const app = (status: string) => apps.find((r) => r.status === status);
    expect(d.applications!.waiting.count).toBe(app('running')?.n ?? 0);
    expect(d.applications!.approved.count).toBe(app('approved')?.n ?? 0);
    expect(d.applications!.approved.amount).toBeCloseTo(Number(app('approved')?.amount ?? 0), 2);

    // Today's AQI: the air-quality module's park figure.
    const latest = (await get('/api/datav/misc/env/getdata')).json().data.park;
    expect(d.airQuality).toMatchObject({ hour: latest.hour, aqi: latest.aqi, link: '/admin/airquality' });

    // The administrator's own work, as their inbox and bell count it.
    const tasks = (await get('/api/oa/admin/workflow/task/count', admin)).json().data;
    expect(d.mine.tasks).toMatchObject({ count: tasks.todo, overdue: tasks.overdue, link: '/admin/tasks?box=todo' });
    const bell = (await get('/apiv2/notify/admin/index?pageSize=1', admin)).json().data;
    expect(d.mine.unreadNotices.count).toBe(bell.unreadCount);
    expect(d.mine.overdueFollowUps).toBeDefined();
  });

  it('links every figure to a list that counts the same rows', async () => {
    const d = await dashboardOf(admin);
    const figures: Figure[] = [
      ...d.companies!.byStatus,
      ...d.companies!.byIndustry.slice(0, 3),
      ...d.units!.byStatus,
      ...d.units!.byBuilding.slice(0, 2).map((b) => ({ count: b.units, link: b.link })),
      { count: d.clues!.total, link: d.clues!.link },
      ...d.clues!.byStage,
      d.clues!.signedThisMonth,
      d.applications!.waiting,
      d.applications!.approved,
      d.policies!.open,
      d.policies!.closingSoon,
    ];
    for (const f of figures) expect({ link: f.link, total: await listTotal(f.link, admin) }).toEqual({ link: f.link, total: f.count });
    // The policies' figures count what the list counts, and the seed has policies of both.
    expect(d.policies!.open.count + d.policies!.closingSoon.count).toBeGreaterThan(0);
  });

  it('gives a narrow role only the section of its area, and does not compute the others', async () => {
    const narrow = await staffWith(['dashboard', 'company:query']);
    const d = await dashboardOf(narrow.headers);
    expect(Object.keys(d).sort()).toEqual(['companies', 'generatedAt', 'mine']);
    expect(d.mine.overdueFollowUps).toBeUndefined();
    expect(Object.keys(d.mine).sort()).toEqual(['tasks', 'unreadNotices']);
    const onlyAir = await staffWith(['dashboard', 'airquality:query']);
    expect(Object.keys(await dashboardOf(onlyAir.headers)).sort()).toEqual(['airQuality', 'generatedAt', 'mine']);
    const nothing = await staffWith(['dashboard']);
    expect(Object.keys(await dashboardOf(nothing.headers)).sort()).toEqual(['generatedAt', 'mine']);
  });

  it("counts only the clues of a department-scoped user's department (and their own), as their clue list does", async () => {
    const { db } = ctx.database;
    const scoped = await staffWith(['dashboard', 'clue:query'], { dataScope: 'department', department: '招商二部' });
    // One clue of theirs in another department: their own rows are always in their scope.
    const [other] = await db
      .select({ id: clues.id })
      .from(clues)
      .where(and(eq(clues.poolState, 'owned'), sql`${clues.departmentId} <> ${scoped.departmentId}`))
      .limit(1);
    await db.update(clues).set({ ownerId: scoped.id }).where(eq(clues.id, other.id));
    const d = await dashboardOf(scoped.headers);
    expect(Object.keys(d).sort()).toEqual(['clues', 'generatedAt', 'mine']);
    const [{ n }] = await rowsOf<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from clues where pool_state = 'owned' and (department_id = ${scoped.departmentId} or owner_id = ${scoped.id})`,
    );
    const [{ n: everything }] = await rowsOf<{ n: number }>(ctx, sql`select count(*)::int as n from clues where pool_state = 'owned'`);
    expect(n).toBeGreaterThan(1);
    expect(n).toBeLessThan(everything);
    expect(d.clues!.total).toBe(n);
    expect(d.clues!.byStage.reduce((sum, b) => sum + b.count, 0)).toBe(n);
    const stages = await db
      .select({ stage: clues.stage, n: sql<number>`count(*)::int` })
      .from(clues)
      .where(and(eq(clues.poolState, 'owned'), sql`(${clues.departmentId} = ${scoped.departmentId} or ${clues.ownerId} = ${scoped.id})`))
      .groupBy(clues.stage);
    expect(Object.fromEntries(d.clues!.byStage.map((b) => [b.value, b.count]))).toEqual(Object.fromEntries(stages.map((r) => [r.stage, r.n])));
    // Their list, through the same link, shows the same rows.
    expect(await listTotal(d.clues!.link, scoped.headers)).toBe(n);
    // Signings of other departments are not theirs to count.
    const [{ n: signedHere }] = await rowsOf<{ n: number }>(
      ctx,
      sql`select count(distinct h.clue_id)::int as n from clue_history h join clues c on c.id = h.clue_id
           where c.pool_state = 'owned' and (c.department_id = ${scoped.departmentId} or c.owner_id = ${scoped.id})
             and h.to_stage = 'signed' and h.created_at >= ${`${chinaMonth(ctx.now()).from}T00:00:00+08:00`}::timestamptz`,
    );
    expect(d.clues!.signedThisMonth.count).toBe(signedHere);
  });

  it("counts the user's own overdue follow-ups, and links to their list of them", async () => {
    const { db } = ctx.database;
    const [liming] = await db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.username, 'liming'))
      .returning({ id: users.id });
    const headers = bearer(await ctx.login('liming', PASSWORD));
    // Two of their open clues made overdue.
    const open = await db
      .select({ id: clues.id })
      .from(clues)
      .where(and(eq(clues.ownerId, liming.id), eq(clues.poolState, 'owned'), inArray(clues.stage, ['new', 'initial_contact', 'quoted'])))
      .limit(2);
    await db
      .update(clues)
      .set({ nextFollowUpOn: '2026-11-01' })
      .where(
        inArray(
          clues.id,
          open.map((c) => c.id),
        ),
      );
    const d = await dashboardOf(headers);
    const [{ n }] = await rowsOf<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from clues where owner_id = ${liming.id} and pool_state = 'owned' and next_follow_up_on < '2026-11-21'
           and stage in ('new','initial_contact','viewing_booked','viewed','quoted','negotiating','contract_intent','on_hold')`,
    );
    expect(n).toBeGreaterThanOrEqual(open.length);
    expect(d.mine.overdueFollowUps).toEqual({ count: n, link: '/admin/clue?tab=mine&overdue=true' });
    expect(await listTotal(d.mine.overdueFollowUps!.link, headers)).toBe(n);
  });
});
