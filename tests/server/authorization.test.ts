import ExcelJS from 'exceljs';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  auditLogs,
  clues,
  departments,
  externalIdentities,
  loginLogs,
  memberJobs,
  members,
  projectCategories,
  projectMilestones,
  projects,
  resources,
  roleDepartments,
  roleResources,
  roles,
  sessions,
  userRoles,
  users,
} from '../../server/db/schema';
import { withCheckChar } from '@shared/creditCode';
import { ADMIN_PASSWORD, bearer, createTestContext, dbKinds, grantKeys, type TestContext } from './harness';

/**
 * The authorisation matrix, built from the registered routes: a staff member holding exactly a route's
 * key, with the data scope "own department" (企业服务部), attacks every admin route whose rows have a
 * department or an owner — targets outside the scope, grants beyond their own, their own roles,
 * department and status — and every refusal leaves the database as it was. Lists show only rows in scope.
 * Every admin route must be classified here, so a new one fails this test until someone decides.
 */

type Call = { query?: Record<string, unknown>; payload?: Record<string, unknown> };
type Targets = {
  admin: { id: number; username: string };
  outsideAccount: { id: number; username: string; departmentId: number };
  outsideMember: number;
  outsideDept: number;
  ownDept: number;
  /** An identity of the identity platform linked to the outside account. */
  outsideIdentity: number;
  /** A clue owned by the outside account (招商一部). */
  outsideClue: number;
  /** A project owned by the outside account, and a milestone of its schedule. */
  outsideProject: number;
  outsideMilestone: number;
};

const accountBody = (a: { id: number; username: string; departmentId?: number | null }, extra: object = {}) => ({
  id: a.id,
  username: a.username,
  realName: '改名测试',
  departmentId: a.departmentId ?? null,
  roleIds: [],
  status: 'active',
  ...extra,
});

/** Admin routes whose target is an account, member or department: called with one outside the scope. */
const outsideTargets: Record<string, (t: Targets) => Call> = {
  'GET /apiv2/account/admin/detail': (t) => ({ query: { id: t.admin.id } }),
  'GET /api/organization/admin/user/detail': (t) => ({ query: { id: t.outsideAccount.id } }),
  'POST /apiv2/account/admin/save': (t) => ({ payload: accountBody(t.outsideAccount) }),
  'POST /api/organization/admin/user/post': (t) => ({ payload: accountBody(t.outsideAccount) }),
  'POST /apiv2/account/admin/status': (t) => ({ payload: { id: t.admin.id, status: 'disabled' } }),
  'POST /apiv2/account/admin/reset-password': (t) => ({ payload: { id: t.admin.id, password: 'Taken#Over2026' } }),
  'POST /apiv2/account/admin/delete': (t) => ({ payload: { id: t.outsideAccount.id } }),
  'GET /apiv2/account/admin/sessions': (t) => ({ query: { userId: t.admin.id } }),
  // Linking an identity to an account hands its holder the account.
  'GET /apiv2/account/admin/external-identity/list': (t) => ({ query: { userId: t.outsideAccount.id } }),
  'POST /apiv2/account/admin/external-identity/link': (t) => ({
    payload: { userId: t.admin.id, subject: 'matrix-takeover', issuer: 'https://idp.example.cn' },
  }),
  'POST /apiv2/account/admin/external-identity/unlink': (t) => ({ payload: { id: t.outsideIdentity } }),
  'POST /apiv2/account/admin/session-revoke': (t) => ({ payload: { userId: t.admin.id } }),
  'POST /apiv2/account/admin/unlock': (t) => ({ payload: { username: t.outsideAccount.username } }),
  'POST /api/organization/admin/member/post': (t) => ({ payload: { id: t.outsideMember, name: '改名测试', departmentId: t.outsideDept, jobs: [] } }),
  'GET /apiv2/account/admin/department/detail': (t) => ({ query: { id: t.outsideDept } }),
  'POST /apiv2/account/admin/department/create': (t) => ({ payload: { parentId: t.outsideDept, name: '越权新部门' } }),
  'POST /apiv2/account/admin/department/update': (t) => ({ payload: { id: t.outsideDept, name: '越权改名' } }),
  'POST /apiv2/account/admin/department/move': (t) => ({ payload: { id: t.outsideDept, parentId: t.ownDept } }),
  'POST /apiv2/account/admin/department/delete': (t) => ({ payload: { id: t.outsideDept } }),
  // Clues: owned by a staff member in a department; reads and every write or action on one outside the scope.
  'GET /apiv2/pms/admin/zhaoshang/clue-detail': (t) => ({ query: { id: t.outsideClue } }),
  'POST /apiv2/pms/admin/zhaoshang/clue-post': (t) => ({ payload: { id: t.outsideClue, name: '越权改名', source: 'online', level: 'C' } }),
  'POST /apiv2/pms/admin/zhaoshang/followup-post': (t) => ({
    payload: { clueId: t.outsideClue, way: 'phone', followedAt: '2026-11-20T09:00:00Z', content: '越权跟进' },
  }),
  'POST /apiv2/pms/admin/zhaoshang/pstatus': (t) => ({ payload: { id: t.outsideClue, stage: 'lost', reason: 'price' } }),
  'POST /apiv2/pms/admin/zhaoshang/lock': (t) => ({ payload: { id: t.outsideClue, locked: true } }),
  'POST /api/pms/admin/project/setgiveup': (t) => ({ payload: { id: t.outsideClue, reason: '越权放弃' } }),
  'POST /apiv2/pms/admin/zhaoshang/assign': (t) => ({ payload: { ids: [t.outsideClue], ownerId: t.outsideAccount.id } }),
  'POST /apiv2/pms/admin/zhaoshang/reclaim': (t) => ({ payload: { ids: [t.outsideClue], reason: '越权收回' } }),
  // Projects: owned by a staff member in a department (the clues' scope), their schedules, and converting a clue outside it.
  'GET /apiv2/pms/admin/project/detail': (t) => ({ query: { id: t.outsideProject } }),
  'POST /apiv2/pms/admin/project/create': (t) => ({ payload: { clueId: t.outsideClue, categoryId: 1 } }),
  'POST /apiv2/pms/admin/project/update': (t) => ({ payload: { id: t.outsideProject, name: '越权改名', categoryId: 1 } }),
  'POST /apiv2/pms/admin/project/delete': (t) => ({ payload: { id: t.outsideProject } }),
  'POST /api/pms/admin/project/post': (t) => ({ payload: { id: t.outsideProject, action: 'terminate' } }),
  'GET /api/pms/admin/project/schedule': (t) => ({ query: { projectId: t.outsideProject } }),
  'POST /api/pms/admin/project/schedulepost': (t) => ({ payload: { id: t.outsideMilestone, state: 'done' } }),
  'GET /apiv2/pms/admin/document/doclist': (t) => ({ query: { projectId: t.outsideProject } }),
  'POST /apiv2/pms/admin/document/upload': (t) => ({
    payload: { projectId: t.outsideProject, files: [{ name: '越权.pdf', url: '/uploads/2026/11/0123456789abcdef0123456789abcdef.pdf' }] },
  }),
};

/** Admin lists whose rows have a department or an owner, with how to tell a row's account ids. */
const scopedLists: Record<string, { url: string; accountsOf(list: Record<string, unknown>[], ctx: TestContext): Promise<(number | null)[]> }> = {
  'GET /apiv2/account/admin/query': { url: '/apiv2/account/admin/query?pageSize=200', accountsOf: async (list) => list.map((r) => r.id as number) },
  'GET /api/organization/admin/user/userlist': {
    url: '/api/organization/admin/user/userlist?pageSize=200',
    accountsOf: async (list) => list.map((r) => r.id as number),
  },
  'GET /api/users': { url: '/api/users?pageSize=200', accountsOf: async (list) => list.map((r) => Number(r.key)) },
  // Members count by their home department (checked apart below); their accounts, where linked, too.
  'GET /api/organization/admin/member/view': { url: '/api/organization/admin/member/view?pageSize=200', accountsOf: async () => [] },
  'GET /apiv2/account/admin/log': { url: '/apiv2/account/admin/log?pageSize=200', accountsOf: async (list) => list.map((r) => r.userId as number | null) },
  'GET /apiv2/account/admin/login-log': {
    url: '/apiv2/account/admin/login-log?pageSize=200',
    accountsOf: async (list, ctx) => {
      const ids = list.map((r) => r.id as number);
      if (!ids.length) return [];
      return (await ctx.database.db.select({ userId: loginLogs.userId }).from(loginLogs).where(inArray(loginLogs.id, ids))).map((r) => r.userId);
    },
  },
  'GET /apiv2/account/admin/lockouts': {
    url: '/apiv2/account/admin/lockouts',
    accountsOf: async (list, ctx) => {
      const names = list.filter((r) => r.kind === 'username').map((r) => String(r.value));
      if (list.some((r) => r.kind === 'ip')) return [null]; // an address belongs to no department
      if (!names.length) return [];
      return (
        await ctx.database.db
          .select({ id: users.id })
          .from(users)
          .where(inArray(sql`lower(${users.username})`, names))
      ).map((r) => r.id);
    },
  },
  'GET /apiv2/pms/admin/zhaoshang/clue-query': {
    url: '/apiv2/pms/admin/zhaoshang/clue-query?scope=all&pageSize=200',
    accountsOf: async (list) => list.map((r) => r.ownerId as number | null),
  },
  'GET /apiv2/pms/admin/zhaoshang/returning': {
    url: '/apiv2/pms/admin/zhaoshang/returning?scope=all&days=90&pageSize=200',
    accountsOf: async (list) => list.map((r) => r.ownerId as number | null),
  },
  'GET /apiv2/pms/admin/project/query': {
    url: '/apiv2/pms/admin/project/query?pageSize=200',
    accountsOf: async (list) => list.map((r) => r.ownerId as number | null),
  },
  'GET /apiv2/notify/admin/list': {
    url: '/apiv2/notify/admin/list?pageSize=100',
    accountsOf: async (list, ctx) => {
      const ids = list.map((r) => r.id as number);
      if (!ids.length) return [];
      const rows = await ctx.database.db.execute(
        sql`select created_by from notices where id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      );
      return (rows as unknown as { rows: { created_by: number | null }[] }).rows.map((r) => r.created_by);
    },
  },
};

/**
 * Admin routes with neither a department nor an owner on their rows: the park's shared records and
 * reference data, guarded by their key alone. Roles and menus are guarded by the grant rules (tested below).
 */
const unscoped = [
  /^(GET|POST) \/apiv2\/role\/admin\//,
  /^(GET|POST) \/api\/organization\/admin\/role\//,
  /^GET \/api\/user\/admin\/data\/rolemenu$/,
  /^(GET|POST) \/apiv2\/app\/admin\//,
  /^(GET|POST) \/api\/portal\/admin\/organization\//, // organisations: the park's partners, no department
  /^(GET|POST) \/api\/organization\/admin\/(memberjob|member_job)\//, // the job catalogue
  /^(GET|POST) \/apiv2\/account\/admin\/dict\//,
  /^POST \/apiv2\/notify\/admin\/create$/,
  /^(GET|POST) \/apiv2\/company\/admin\//,
  /^(GET|POST) \/apiv2\/park\/admin\//,
  /^POST \/api\/util\/admin\/upload\/attachment$/,
  /^(GET|POST) \/apiv2\/policy\/admin\//,
  /^(GET|POST) \/apiv2\/queue\/admin\//, // the job runner's queue: the system's own work, no department
  /^(GET|POST) \/api\/oa\/admin\/workflow\//, // workflow definitions: the park's configuration, no department or owner
  /^(GET|POST) \/api\/oa\/admin\/application\//, // companies' policy applications: the park's shared records, no department or owner
  /^(GET|POST) \/api(v2)?\/article\/admin\/category\//, // article categories: the site's structure, no department or owner
  /^(GET|POST) \/api\/article\/admin\/page\//, // single pages: the site's standing texts, no department or owner
  // articles: the park's one publication, written by the content team together (the edit lock and revisions are for that);
  // who approves is the article audit workflow's assignment, checked by its engine
  /^(GET|POST) \/apiv2\/article\/admin\/(query|detail|create|update|delete|lock|unlock|revisions|revision|restore|submit|recall|offline)$/,
  /^GET \/api\/article\/admin\/data\/articleaudit(\/detail)?$/, // the signed-in reviewer's own tasks only
  /^(GET|POST) \/api\/cms\/admin\/(webconfig|ad)\//, // the site's configuration and adverts: the park's one website
  /^(GET|POST) \/api\/portal\/admin\/config\/(getlayout|postlayout)$/, // the home page's layout: the same
  // the big screen's settings (which panels the signed-out /datav shows): the park's one display configuration, the same
  /^(GET|POST) \/api\/portal\/admin\/config\/(getdatav|postdatav)$/,
  // the forum: visitors' posts and the park's boards, moderated by the content team together, no department or owner
  /^(GET|POST) \/api\/forum\/admin\/data\/(view|moderate|threadPost|categoryView|categoryPost|categoryDelete|words|wordsPost)$/,
  /^(GET|POST) \/apiv2\/env\/admin\/airquality(\/|$)/, // air quality: the park's monitoring stations and their readings, no department or owner
  // the clue pool (公海): clues nobody owns, the whole park's to see and claim; the pool's rules and the task types are
  // configuration; duplicates name a clue's owner on purpose (whom to ask before recording a company twice)
  /^(GET|POST) \/apiv2\/pms\/admin\/zhaoshang\/(giveup-query|claim|pool-config|clue-duplicates)$/,
  /^(GET|POST) \/api\/pms\/admin\/business\/(tasktype|tasktypepost)$/,
  // the export writes clue-query's list with the same scope condition (server/modules/clue/routes.ts)
  /^GET \/apiv2\/pms\/admin\/zhaoshang\/clue-export$/,
  // the import creates clues owned by the importer, or by a staff member in the importer's data scope (a manager's
  // assignment: clue/import.ts ownerOf, tested in tests/server/clueImport.test.ts); the template is the dictionaries
  /^(GET|POST) \/apiv2\/pms\/admin\/zhaoshang\/(clue-import|clue-import-template)$/,
  // the dashboard: counts only, of the park's shared records, and of clues under the caller's data scope (scopeTab, the
  // clue list's own condition; tests/server/dashboard.test.ts checks a department-scoped user's counts)
  /^GET \/api\/portal\/admin\/data\/dashboard$/,
  // project categories and schedule flows: the park's configuration, no department or owner
  /^(GET|POST) \/apiv2\/pms\/admin\/project\/category$/,
  /^POST \/api\/pms\/admin\/project\/(catepost|catedel)$/,
  /^(GET|POST) \/api(v2)?\/pms\/admin\/schedule\/(flows|flowpost|flowdelete)$/,
  // the park map: the site plan, positions and points of interest are the park's shared records; its clue markers go
  // through the clue list's own scope condition and need clue:query too (server/modules/gis/markers.ts, tests/server/gis.test.ts)
  /^(GET|POST) \/apiv2\/gis\/admin\//,
  /^GET \/api\/pms\/admin\/project\/poisearch$/,
  // the investment dashboard: counts of clue lists under the caller's data scope (scopeTab and clueFilter, the list's
  // own conditions; tests/server/clueStats.test.ts checks a department-scoped user's figures against their lists)
  /^GET \/api\/pms\/admin\/data\/index$/,
  // the projects dashboard: counts of project lists under the caller's data scope (projectTab and the list's filters, its
  // own conditions; tests/server/projectStats.test.ts checks a department-scoped user's figures against their lists)
  /^GET \/api\/pms\/admin\/data\/projectindex$/,
  // the policy assistant's staff side: curated answers are the park's one answer book, the report and usage count
  // every visitor's questions (no department or owner on either)
  /^(GET|POST) \/api\/portal\/admin\/assistant\//,
];

/** Everything a refused request could have changed, in a comparable form. */
async function snapshot(ctx: TestContext) {
  const { db } = ctx.database;
  const [u, ur, m, mj, d, r, rr, rd, s, res, logs, logins, ids] = await Promise.all([
    db
      .select({
        id: users.id,
        username: users.username,
        realName: users.realName,
        departmentId: users.departmentId,
        status: users.status,
        passwordHash: users.passwordHash,
      })
      .from(users)
      .orderBy(asc(users.id)),
    db.select().from(userRoles).orderBy(asc(userRoles.userId), asc(userRoles.roleId)),
    db.select({ id: members.id, name: members.name, departmentId: members.departmentId, userId: members.userId }).from(members).orderBy(asc(members.id)),
    db.select({ memberId: memberJobs.memberId, jobId: memberJobs.jobId, departmentId: memberJobs.departmentId }).from(memberJobs).orderBy(asc(memberJobs.id)),
    db
      .select({ id: departments.id, name: departments.name, parentId: departments.parentId, ancestors: departments.ancestors })
      .from(departments)
      .orderBy(asc(departments.id)),
    db.select({ id: roles.id, code: roles.code, name: roles.name, dataScope: roles.dataScope, status: roles.status }).from(roles).orderBy(asc(roles.id)),
    db.select().from(roleResources).orderBy(asc(roleResources.roleId), asc(roleResources.resourceId)),
    db.select().from(roleDepartments).orderBy(asc(roleDepartments.roleId), asc(roleDepartments.departmentId)),
    db.select({ id: sessions.id, revokedAt: sessions.revokedAt }).from(sessions).orderBy(asc(sessions.id)),
    db.select({ id: resources.id, key: resources.resourceKey, parentId: resources.parentId }).from(resources).orderBy(asc(resources.id)),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLogs),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(loginLogs)
      .where(eq(loginLogs.reason, 'unlocked')),
    db.select().from(externalIdentities).orderBy(asc(externalIdentities.id)),
  ]);
  const [p, pm, pc] = await Promise.all([
    db.select().from(projects).orderBy(asc(projects.id)),
    db.select().from(projectMilestones).orderBy(asc(projectMilestones.id)),
    db.select({ id: clues.id, projectId: clues.projectId }).from(clues).orderBy(asc(clues.id)),
  ]);
  return JSON.stringify({ u, ur, m, mj, d, r, rr, rd, s, res, logs, logins, ids, p, pm, pc });
}

describe.each(dbKinds)('authorisation matrix on %s', (kind) => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let targets: Targets;
  let deptIds: Map<string, number>;
  let userSeq = 0;

  const call = (method: string, url: string, headers: Record<string, string>, c: Call = {}) =>
    ctx.app.inject({ method: method as 'GET' | 'POST', url, query: c.query as Record<string, string> | undefined, payload: c.payload, headers });

  /** A role granting exactly these keys with this data scope, held by a new account in `department`. */
  async function staffWith(
    keys: string[],
    options: { dataScope?: (typeof roles.$inferInsert)['dataScope']; department?: string; customDepartments?: string[] } = {},
  ) {
    const { db } = ctx.database;
    userSeq += 1;
    const dataScope = options.dataScope ?? 'department';
    const [role] = await db
      .insert(roles)
      .values({ name: `矩阵角色${userSeq}`, code: `matrix-${userSeq}`, dataScope })
      .returning({ id: roles.id });
    await grantKeys(db, role.id, keys);
    if (options.customDepartments)
      await db.insert(roleDepartments).values(options.customDepartments.map((d) => ({ roleId: role.id, departmentId: deptIds.get(d)! })));
    const username = `matrix${userSeq}`;
    const [user] = await db
      .insert(users)
      .values({
        username,
        passwordHash: (await db.select().from(users).where(eq(users.username, 'admin')))[0].passwordHash,
        realName: `矩阵${userSeq}`,
        departmentId: deptIds.get(options.department ?? '企业服务部')!,
      })
      .returning({ id: users.id });
    await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
    const token = bearer(await ctx.login(username, ADMIN_PASSWORD, `10.66.${Math.floor(userSeq / 200)}.${userSeq % 200}`));
    return { token, id: user.id, username, roleId: role.id };
  }

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.adminToken());
    const { db } = ctx.database;
    deptIds = new Map((await db.select({ id: departments.id, name: departments.name }).from(departments)).map((d) => [d.name, d.id]));
    const [a] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.username, 'admin'));
    const [liming] = await db
      .select({ id: users.id, username: users.username, departmentId: users.departmentId })
      .from(users)
      .where(eq(users.username, 'liming'));
    const [member] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.departmentId, deptIds.get('招商一部')!))
      .limit(1);
    const [identity] = await db
      .insert(externalIdentities)
      .values({ issuer: 'https://idp.example.cn', subject: 'liming-at-the-platform', userId: liming.id, linkedAt: new Date() })
      .returning({ id: externalIdentities.id });
    const [clue] = await db
      .select({ id: clues.id })
      .from(clues)
      .where(and(eq(clues.ownerId, liming.id), eq(clues.poolState, 'owned')))
      .limit(1);
    const [category] = await db.select({ id: projectCategories.id }).from(projectCategories).limit(1);
    const [project] = await db
      .insert(projects)
      .values({
        name: '矩阵外部门项目',
        categoryId: category.id,
        ownerId: liming.id,
        departmentId: liming.departmentId,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning({ id: projects.id });
    const [milestone] = await db
      .insert(projectMilestones)
      .values({ projectId: project.id, sort: 1, name: '签约', plannedEnd: '2026-12-01', updatedAt: new Date() })
      .returning({ id: projectMilestones.id });
    targets = {
      outsideProject: project.id,
      outsideMilestone: milestone.id,
      outsideClue: clue.id,
      outsideIdentity: identity.id,
      admin: a,
      outsideAccount: { ...liming, departmentId: liming.departmentId! },
      outsideMember: member.id,
      outsideDept: deptIds.get('招商一部')!,
      ownDept: deptIds.get('企业服务部')!,
    };
  });
  afterAll(() => ctx.close());

  it('classifies every admin route: a scoped target, a scoped list, or data without department or owner', () => {
    const admins = ctx.app.apiRoutes.filter((r) => r.config.permission).map((r) => `${r.method} ${r.url}`);
    const unclassified = admins.filter((name) => !(name in outsideTargets) && !(name in scopedLists) && !unscoped.some((re) => re.test(name)));
    expect(unclassified).toEqual([]);
    // And the tables name only routes that exist.
    expect([...Object.keys(outsideTargets), ...Object.keys(scopedLists)].filter((name) => !admins.includes(name))).toEqual([]);
  });

  it.each(Object.keys(outsideTargets))('%s: a target outside the scope is refused and nothing changes', async (name) => {
    const [method, url] = name.split(' ');
    const route = ctx.app.apiRoutes.find((r) => r.method === method && r.url === url)!;
    const keys = [route.config.permission].flat() as string[];
    const attacker = await staffWith([keys[0]]);
    const before = await snapshot(ctx);
    const res = await call(method, url, attacker.token, outsideTargets[name](targets));
    expect({ name, status: [403, 404].includes(res.statusCode) ? 'refused' : res.statusCode, body: res.json().success }).toEqual({
      name,
      status: 'refused',
      body: false,
    });
    expect(await snapshot(ctx)).toBe(before);
  });

  it("after every attack the administrator still signs in with their own password, and nobody else's session ended", async () => {
    await ctx.login('admin', ADMIN_PASSWORD, '10.67.0.1');
    expect((await call('GET', '/apiv2/account/admin/currentuser', admin)).statusCode).toBe(200);
  });

  it.each(Object.keys(scopedLists))('%s shows only rows in the scope', async (name) => {
    const [method] = name.split(' ');
    const route = ctx.app.apiRoutes.find((r) => `${r.method} ${r.url}` === name)!;
    const viewer = await staffWith([[route.config.permission].flat()[0] as string]);
    // A failed login and an admin's change outside the scope, so every list has rows it must not show.
    await call('POST', '/apiv2/notify/admin/create', admin, { payload: { title: '矩阵测试通知', content: '管理员发出的通知', type: 'notice' } });
    for (let i = 0; i < 5; i += 1)
      await ctx.app.inject({
        method: 'POST',
        url: '/apiv2/account/admin/login',
        payload: { username: 'zhaolei', password: 'wrong' },
        remoteAddress: `10.68.0.${i}`,
      });
    const res = await call(method, scopedLists[name].url, viewer.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const list = (Array.isArray(data) ? data : data.list) as Record<string, unknown>[];
    const inScope = new Set((await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.departmentId, targets.ownDept))).map((u) => u.id));
    const outside = (await scopedLists[name].accountsOf(list, ctx)).filter((id) => id === null || !inScope.has(id));
    expect({ name, outside }).toEqual({ name, outside: [] });
    // The same list as the administrator has rows outside that department: the filter is real.
    const all = (await call(method, scopedLists[name].url, admin)).json().data;
    const allList = (Array.isArray(all) ? all : all.list) as Record<string, unknown>[];
    expect(allList.length).toBeGreaterThan(list.length);
  });

  it('the member list shows members of the own department only', async () => {
    const viewer = await staffWith(['member:query']);
    const list = (await call('GET', '/api/organization/admin/member/view?pageSize=200', viewer.token)).json().data.list as {
      departmentId: number;
      userId: number | null;
    }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.filter((m) => m.departmentId !== targets.ownDept && m.userId !== viewer.id)).toEqual([]);
  });

  describe('public routes, signed out', () => {
    // Values only a park company's record and a staff account hold: none may reach a visitor.
    const secrets = [
      '98765.43',
      '87654.32',
      '哨兵客户贸易有限公司',
      '哨兵供应材料有限公司',
      'sentinel.staff@private.example',
      '13700009999',
      '13800007777',
      '$argon2',
      'passwordHash',
      'tokenHash',
    ];
    let companyId: number;
    let policyId: number;
    let providerId: number;
    let tagId: number;
    let runId: string;
    let staffRun: string;
    beforeAll(async () => {
      const created = await call('POST', '/apiv2/company/admin/create', admin, {
        payload: {
          name: '苏州哨兵数据科技有限公司',
          creditCode: withCheckChar('91320594MA1HBTL01'),
          foundedOn: '2019-06-01',
          industryCode: '65',
          regionCode: '320571',
          figures: [{ year: 2025, revenue: 98765.43, rdSpend: 87654.32, staffCount: 321 }],
          contacts: [{ name: '哨兵联系人', phone: '13800007777' }],
          customers: [{ name: '哨兵客户贸易有限公司', annualAmount: 500 }],
          suppliers: [{ name: '哨兵供应材料有限公司', annualAmount: 80 }],
        },
      });
      if (created.statusCode !== 200) throw new Error(`sentinel company: ${created.body}`);
      companyId = created.json().data.id;
      await ctx.database.db.update(users).set({ email: 'sentinel.staff@private.example', phone: '13700009999' }).where(eq(users.username, 'guoping'));
      const search = (await call('POST', '/api/policy/search', {}, { payload: {} })).json().data;
      policyId = search.list[0].id;
      providerId = (await call('GET', '/api/policy/market/providers', {})).json().data.list[0].id;
      tagId = (await call('GET', '/api/policy/taglist', {})).json().data[0].id;
      runId = (await call('POST', '/api/policy/matchData', {}, { payload: { companyId } })).json().data.runId;
      staffRun = (await call('POST', '/api/policy/matchData', admin, { payload: { companyId } })).json().data.runId;
    });

    /** One request per public route, with what a visitor would send. */
    const requests: Record<string, () => Call & { url?: string }> = {
      'POST /apiv2/account/admin/login': () => ({ payload: { username: 'guoping', password: 'wrong-password' } }),
      'GET /apiv2/config/admin/all': () => ({}),
      'GET /api/cms/page/detail': () => ({ query: { slug: 'privacy' } }),
      'GET /api/cms/page/footer': () => ({}),
      'GET /api/article/news/query': () => ({ query: { category: 'park-news' } }),
      'GET /api/article/news/detail': () => ({ query: { id: '3' } }),
      'GET /api/cms/ad/list': () => ({ query: { areas: 'home-banner,home-links' } }),
      'GET /api/cms/ad/click/:id': () => ({ url: '/api/cms/ad/click/1' }),
      'GET /api/forum/board/list': () => ({}),
      'GET /api/forum/thread/query': () => ({ query: { pageSize: '50' } }),
      'GET /api/forum/thread/detail': () => ({ query: { id: '1' } }),
      // The policy assistant: an answer from the published policies only; someone else's conversation or answer is not found.
      'POST /api/assistant/ask': () => ({ payload: { question: '高新技术企业认定奖励什么时候截止？' } }),
      'GET /api/assistant/suggestions': () => ({}),
      'GET /api/assistant/conversation': () => ({ query: { id: '1' } }),
      'POST /api/assistant/feedback': () => ({ payload: { messageId: 1, vote: 'up' } }),
      'GET /api/geographic/province': () => ({}),
      'GET /api/geographic/city/:province': () => ({ url: '/api/geographic/city/320000' }),
      'POST /api/policy/search': () => ({ payload: { keyword: '哨兵' } }),
      'GET /api/policy/suggest': () => ({ query: { keyword: '哨兵' } }),
      'GET /api/policy/getBusinessBase': () => ({}),
      'GET /api/policy/taglist': () => ({}),
      'GET /api/policy/tagdetaillist': () => ({ query: { parentId: tagId } }),
      'GET /api/policy/departments': () => ({}),
      'GET /api/policy/getAreaDict': () => ({}),
      'GET /api/policy/detail': () => ({ query: { id: policyId } }),
      'GET /api/policy/detail.ics': () => ({ query: { id: policyId } }),
      'GET /api/policy/calendar': () => ({ query: { from: '2026-01-01', to: '2026-12-31' } }),
      'GET /api/policy/calendar.ics': () => ({ query: { from: '2026-01-01', to: '2026-12-31' } }),
      'GET /api/policy/market/providers': () => ({}),
      'GET /api/policy/market/provider': () => ({ query: { id: providerId } }),
      'GET /api/policy/market/offers': () => ({}),
      'GET /api/policy/islogin': () => ({}),
      'GET /api/policy/company/lookup': () => ({ query: { keyword: '哨兵数据' } }),
      'POST /api/policy/matchData': () => ({ payload: { companyId } }),
      'POST /api/policy/changeBuesinss': () => ({ payload: { runId, companyId } }),
      'POST /api/policy/resultHeader': () => ({ payload: { runId } }),
      'POST /api/policy/resultSearche': () => ({ payload: { runId, pageSize: 50 } }),
      'POST /api/policy/companyDetail': () => ({ payload: { runId } }),
      'POST /api/policy/getRelateBusiness': () => ({ payload: { runId } }),
      'GET /api/policy/match/fields': () => ({ query: { runId } }),
      'POST /api/policy/match/fields': () => ({ payload: { regionCode: '320571', entityType: 'enterprise' } }),
      'GET /api/policy/match/export': () => ({ query: { runId, format: 'xlsx' } }),
      'POST /api/visitor/code': () => ({ payload: { purpose: 'register', address: 'visitor.probe@example.cn' } }),
      'POST /api/visitor/register': () => ({ payload: { address: 'visitor.probe@example.cn', code: '000000', password: 'Visitor@2026', acceptTerms: true } }),
      // A staff member's address is no visitor's: the answer says nothing of it.
      'POST /api/visitor/login': () => ({ payload: { address: 'sentinel.staff@private.example', password: 'Visitor@2026' } }),
      'POST /api/visitor/password/reset': () => ({ payload: { address: 'visitor.probe@example.cn', code: '000000', password: 'Visitor@2026' } }),
      // A made-up unsubscribe link: refused, naming nothing.
      'GET /api/visitor/unsubscribe': () => ({ query: { token: '1.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } }),
      'POST /api/visitor/unsubscribe': () => ({ url: '/api/visitor/unsubscribe?token=1.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
      // A made-up invitation link: not found, naming no company.
      'GET /api/visitor/invitation': () => ({ query: { token: 'A'.repeat(43) } }),
      'GET /api/visitor/captcha': () => ({}),
      // Single sign-on: the button's configuration, and the calls of the /auth screen (not configured here: 404; the approval: 401).
      'GET /api/auth/oidc/config': () => ({}),
      'GET /api/auth/oidc/start': () => ({ query: { reurl: '/user' } }),
      'POST /api/auth/oidc/finish': () => ({ payload: { callback: 'code=x&state=y' } }),
      'GET /api/sso/interaction': () => ({ query: { uid: 'made-up' } }),
      // Air quality: the public reads, and a push without a station key (401).
      'GET /api/datav/misc/env/getdata': () => ({}),
      'GET /api/datav/misc/env/getHisData': () => ({ query: { stationId: '1', from: '2026-11-01', to: '2026-11-20', granularity: 'day' } }),
      'POST /api/datav/misc/env/savedata': () => ({ payload: { readings: [{ hour: '2026-11-20T08:00:00+08:00', pm25: 30 }] } }),
      'POST /api/sso/interaction': () => ({ payload: { uid: 'made-up', approve: true } }),
      // The park's big screen (/datav): only the panels an admin published (by default the air quality and policies, public already).
      'GET /api/datav/misc/screen': () => ({}),
    };

    it('every public route is listed here', () => {
      const routes = ctx.app.apiRoutes.filter((r) => r.config.public).map((r) => `${r.method} ${r.url}`);
      expect(routes.filter((r) => !(r in requests)).sort()).toEqual([]);
    });

    it.each(Object.keys(requests))('%s answers a visitor without anything private', async (name) => {
      const [method, url] = name.split(' ');
      const { url: concrete, ...c } = requests[name]();
      const res = await call(method, concrete ?? url, {}, c);
      expect({ name, status: res.statusCode < 500 }).toEqual({ name, status: true });
      let text = res.body;
      if (String(res.headers['content-type']).includes('spreadsheetml')) {
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
        text = JSON.stringify(book.worksheets.map((w) => w.getSheetValues()));
      }
      expect({ name, leaked: secrets.filter((secret) => text.includes(secret)) }).toEqual({ name, leaked: [] });
    });

    it('a run started by staff, which holds the figures, is not found by a visitor', async () => {
      for (const url of ['resultHeader', 'resultSearche', 'companyDetail', 'getRelateBusiness']) {
        expect({ url, status: (await call('POST', `/api/policy/${url}`, {}, { payload: { runId: staffRun } })).statusCode }).toEqual({ url, status: 404 });
      }
      // Staff see it: the check above is not a broken run.
      expect(JSON.stringify((await call('POST', '/api/policy/companyDetail', admin, { payload: { runId: staffRun } })).json().data)).toContain('98765.43');
    });
  });

  describe('grants and one’s own powers', () => {
    let editor: Awaited<ReturnType<typeof staffWith>>;
    let adminRole: number;
    let serviceRole: number;
    beforeAll(async () => {
      editor = await staffWith(['account:query', 'account:save', 'account:delete', 'account:session']);
      const roleRows = await ctx.database.db.select({ id: roles.id, code: roles.code }).from(roles);
      adminRole = roleRows.find((r) => r.code === 'admin')!.id;
      serviceRole = roleRows.find((r) => r.code === 'enterprise-service')!.id;
    });
    const refused = async (c: Call, url = '/apiv2/account/admin/save', expected: { status: number; field?: string } = { status: 403 }) => {
      const before = await snapshot(ctx);
      const res = await call('POST', url, editor.token, c);
      expect({ url, payload: c.payload, status: res.statusCode, field: res.json().field }).toEqual({
        url,
        payload: c.payload,
        status: expected.status,
        field: expected.field ?? res.json().field,
      });
      expect(await snapshot(ctx)).toBe(before);
      return res;
    };

    it('nobody changes their own roles, department or status, nor resets their own password', async () => {
      const self = { id: editor.id, username: editor.username, departmentId: targets.ownDept };
      await refused({ payload: accountBody(self, { roleIds: [editor.roleId, adminRole] }) }, undefined, { status: 403, field: 'roleIds' });
      await refused({ payload: accountBody(self, { roleIds: [editor.roleId], departmentId: deptIds.get('星湖科技园运营管理有限公司') }) }, undefined, {
        status: 403,
        field: 'departmentId',
      });
      await refused({ payload: accountBody(self, { roleIds: [editor.roleId], status: 'disabled' }) }, undefined, { status: 403, field: 'status' });
      await refused(
        { payload: accountBody(self, { roleIds: [editor.roleId], departmentId: deptIds.get('星湖科技园运营管理有限公司') }) },
        '/api/organization/admin/user/post',
        { status: 403, field: 'departmentId' },
      );
      await refused({ payload: { id: editor.id, status: 'disabled' } }, '/apiv2/account/admin/status', { status: 403, field: 'status' });
      await refused({ payload: { id: editor.id, password: 'Self#Reset2026' } }, '/apiv2/account/admin/reset-password', { status: 403, field: 'id' });
      await refused({ payload: { id: editor.id } }, '/apiv2/account/admin/delete', { status: 400, field: 'id' });
      // Their own name is theirs to change.
      const ok = await call('POST', '/apiv2/account/admin/save', editor.token, {
        payload: accountBody(self, { roleIds: [editor.roleId], realName: '自己改名' }),
      });
      expect(ok.statusCode).toBe(200);
    });

    it('nobody grants a role holding more than they hold, or an account outside their scope', async () => {
      const fresh = (extra: object) => ({
        payload: {
          username: `grant${++userSeq}`,
          password: 'Grant#Test2026',
          realName: '授权测试',
          departmentId: targets.ownDept,
          roleIds: [],
          status: 'active',
          ...extra,
        },
      });
      await refused(fresh({ roleIds: [adminRole] }), undefined, { status: 403, field: 'roleIds' });
      await refused(fresh({ roleIds: [serviceRole] }), undefined, { status: 403, field: 'roleIds' });
      await refused(fresh({ departmentId: targets.outsideDept }), undefined, { status: 403, field: 'departmentId' });
      await refused(fresh({ departmentId: null }), undefined, { status: 403, field: 'departmentId' });
      // What they hold they may grant, inside their department.
      const created = await call('POST', '/apiv2/account/admin/save', editor.token, fresh({ roleIds: [editor.roleId] }));
      expect(created.statusCode).toBe(200);
      const weak = created.json().data;
      await refused({ payload: accountBody(weak, { departmentId: targets.ownDept, roleIds: [editor.roleId, adminRole] }) }, undefined, {
        status: 403,
        field: 'roleIds',
      });
      await refused({ payload: accountBody(weak, { departmentId: targets.outsideDept, roleIds: [editor.roleId] }) }, undefined, {
        status: 403,
        field: 'departmentId',
      });
      expect(
        (await call('POST', '/apiv2/account/admin/reset-password', editor.token, { payload: { id: weak.id, password: 'Weak#Reset2026' } })).statusCode,
      ).toBe(200);
      expect((await call('POST', '/apiv2/account/admin/delete', editor.token, { payload: { id: weak.id } })).statusCode).toBe(200);
    });

    it('nobody acts on a colleague in their department who holds more than they do', async () => {
      const [colleague] = await ctx.database.db.select({ id: users.id, username: users.username }).from(users).where(eq(users.username, 'guoping'));
      expect((await call('GET', `/apiv2/account/admin/detail?id=${colleague.id}`, editor.token)).statusCode).toBe(200);
      await refused({ payload: { id: colleague.id, password: 'Taken#Over2026' } }, '/apiv2/account/admin/reset-password', { status: 403, field: 'id' });
      await refused({ payload: accountBody({ ...colleague, departmentId: targets.ownDept }, { roleIds: [serviceRole] }) }, undefined, {
        status: 403,
        field: 'id',
      });
      await refused({ payload: { id: colleague.id, status: 'disabled' } }, '/apiv2/account/admin/status', { status: 403, field: 'id' });
      await refused({ payload: { id: colleague.id } }, '/apiv2/account/admin/delete', { status: 403, field: 'id' });
      await refused({ payload: { userId: colleague.id } }, '/apiv2/account/admin/session-revoke', { status: 403, field: 'id' });
    });

    it('roles and menus: no wider data scope, no menu one lacks, no role above oneself, no key one does not hold', async () => {
      const roleAdmin = await staffWith(['role:query', 'role:save', 'role:grant', 'role:delete', 'app:menu', 'account:query']);
      const as = (url: string, payload: Record<string, unknown>) => call('POST', url, roleAdmin.token, { payload });
      const expectRefused = async (url: string, payload: Record<string, unknown>, field: string) => {
        const before = await snapshot(ctx);
        const res = await as(url, payload);
        expect({ url, status: res.statusCode, field: res.json().field }).toEqual({ url, status: 403, field });
        expect(await snapshot(ctx)).toBe(before);
      };
      const role = { name: '越权角色', code: 'overreach', status: 'active', order: 0, departmentIds: [] };
      await expectRefused('/apiv2/role/admin/role-create', { ...role, dataScope: 'all' }, 'dataScope');
      await expectRefused('/apiv2/role/admin/role-create', { ...role, dataScope: 'custom', departmentIds: [targets.outsideDept] }, 'dataScope');
      await expectRefused('/api/organization/admin/role/post', { ...role, dataScope: 'all' }, 'dataScope');
      // Its own role: widening it, or adding a menu it does not hold.
      await expectRefused(
        '/apiv2/role/admin/role-update',
        { ...role, id: roleAdmin.roleId, code: 'matrix-own', dataScope: 'custom', departmentIds: [targets.ownDept, targets.outsideDept] },
        'dataScope',
      );
      const [notHeld] = await ctx.database.db.select({ id: resources.id }).from(resources).where(eq(resources.resourceKey, 'company:save'));
      const held = (await ctx.database.db.select({ id: roleResources.resourceId }).from(roleResources).where(eq(roleResources.roleId, roleAdmin.roleId))).map(
        (r) => r.id,
      );
      await expectRefused(
        '/apiv2/role/admin/role-menu-save',
        { roleId: roleAdmin.roleId, appName: 'portal', resourceIds: [...held, notHeld.id] },
        'resourceIds',
      );
      await expectRefused(
        '/api/organization/admin/role/menupost',
        { roleId: roleAdmin.roleId, appName: 'portal', resourceIds: [...held, notHeld.id] },
        'resourceIds',
      );
      // Roles holding more: the enterprise-service role and the administrator role.
      await expectRefused('/apiv2/role/admin/role-menu-save', { roleId: serviceRole, appName: 'portal', resourceIds: [] }, 'id');
      await expectRefused('/apiv2/role/admin/role-update', { ...role, id: serviceRole, code: 'enterprise-service', dataScope: 'department' }, 'id');
      await expectRefused('/apiv2/role/admin/role-delete', { id: serviceRole }, 'id');
      // A menu's key changed to one it does not hold would grant that key to every holder of the menu.
      const [menu] = await ctx.database.db.select().from(resources).where(eq(resources.resourceKey, 'role:query'));
      await expectRefused(
        '/apiv2/app/admin/menu-update',
        {
          id: menu.id,
          parentId: menu.parentId,
          appName: menu.appName,
          resourceName: menu.resourceName,
          resourceKey: 'clue:delete',
          resourcePath: menu.resourcePath,
          resourceIcon: menu.resourceIcon,
          type: menu.type,
          order: menu.order,
        },
        'resourceKey',
      );
      // Within what it holds it works: a department-scoped role with some of its own menus.
      const created = await as('/apiv2/role/admin/role-create', { ...role, code: 'within', dataScope: 'department' });
      expect(created.statusCode).toBe(200);
      expect(
        (await as('/apiv2/role/admin/role-menu-save', { roleId: created.json().data.id, appName: 'portal', resourceIds: held.slice(0, 3) })).statusCode,
      ).toBe(200);
    });

    it('a wider scope reaches wider: department and below writes below, not beside', async () => {
      const centre = await staffWith(['account:query', 'account:save'], { dataScope: 'department_and_below', department: '招商中心' });
      const [below] = await ctx.database.db
        .select({ id: users.id, username: users.username, departmentId: users.departmentId })
        .from(users)
        .where(eq(users.username, 'zhoufang'));
      // zhoufang holds the investment role, whose menus this account lacks: a colleague it cannot manage.
      expect((await call('POST', '/apiv2/account/admin/save', centre.token, { payload: accountBody(below, { roleIds: [] }) })).statusCode).toBe(403);
      const created = await call('POST', '/apiv2/account/admin/save', centre.token, {
        payload: {
          username: 'belowok',
          password: 'Below#Ok2026',
          realName: '下级',
          departmentId: deptIds.get('招商二部'),
          roleIds: [centre.roleId],
          status: 'active',
        },
      });
      expect(created.statusCode).toBe(200);
      const beside = await call('POST', '/apiv2/account/admin/save', centre.token, {
        payload: { username: 'besideno', password: 'Beside#No2026', realName: '旁级', departmentId: deptIds.get('财务部'), roleIds: [], status: 'active' },
      });
      expect([beside.statusCode, beside.json().field]).toEqual([403, 'departmentId']);
      // The centre's role, given to someone in a sub-department, would see less: fine. Given from a sub-department upwards it would not be.
      const sub = await staffWith(['account:query', 'account:save'], { dataScope: 'department_and_below', department: '招商一部' });
      const up = await call('POST', '/apiv2/account/admin/save', sub.token, {
        payload: {
          username: 'upno',
          password: 'Up#No20261',
          realName: '上级',
          departmentId: deptIds.get('招商一部'),
          roleIds: [centre.roleId],
          status: 'active',
        },
      });
      expect(up.statusCode).toBe(200); // same role, holder in 招商一部: sees 招商一部 only
      const [centreMember] = await ctx.database.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.username, 'belowok')));
      expect((await call('GET', `/apiv2/account/admin/detail?id=${centreMember.id}`, sub.token)).statusCode).toBe(404);
    });
  });
});
