import { and, asc, count, eq, inArray, like, sql } from 'drizzle-orm';
import { PROJECT_COUNT_CAP } from '@shared/project';
import { auditLogs, clueHistory, clues, notices, projectMilestones, projects, queuedJobs, roles, units, uploads, users } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { hashPassword } from '../../server/lib/passwords';
import { sweepOverdue } from '../../server/modules/project/schedule';
import { ADMIN_PASSWORD, bearer, createTestContext, dbKinds, grantKeys, type TestContext } from './harness';

type Headers = Record<string, string>;
type Milestone = {
  id: number;
  name: string;
  state: string;
  plannedStart: string | null;
  plannedEnd: string | null;
  actualEnd: string | null;
  overdue: boolean;
};
type Project = {
  id: number;
  name: string;
  categoryId: number;
  status: string;
  stage: string;
  ownerId: number | null;
  clueId: number | null;
  flowId: number | null;
  investmentAmount: number | null;
  actions: string[];
  approval: { instanceId: number; status: string; comment: string | null } | null;
  clue: { id: number; name: string } | null;
  team: { id: number; name: string }[];
  units: { id: number; code: string }[];
  schedule: Milestone[];
};
type Category = { id: number; parentId: number; name: string; projectCount: number };

const PASSWORD = 'Project@2026test';
const DAY = 86_400_000;
const v2 = '/apiv2/pms/admin/project';
const v1 = '/api/pms/admin/project';

describe.each(dbKinds)('projects on %s', (kind) => {
  let ctx: TestContext;
  let admin: Headers;
  /** Demo investment staff: 王海涛 heads 招商中心 (both teams below it), 李明 in 招商一部, 赵磊 in 招商二部. */
  const as: Record<string, Headers> = {};
  const ids: Record<string, number> = {};
  const staff = ['wanghaitao', 'liming', 'zhaolei'];
  const get = (url: string, headers: Headers = admin) => ctx.app.inject({ url, headers });
  const post = (url: string, payload: object, headers: Headers = admin) => ctx.app.inject({ method: 'POST', url, payload, headers });
  const detail = async (id: number, headers: Headers = admin) => (await get(`${v2}/detail?id=${id}`, headers)).json().data as Project;
  const list = async (query: string, headers: Headers = admin) =>
    (await get(`${v2}/query?${query}`, headers)).json().data as { list: (Project & { categoryName: string })[]; total: number; more: boolean };
  const categories = async () => (await get(`${v2}/category`)).json().data.list as Category[];
  const leaf = async () => (await categories()).find((c) => c.parentId !== 0)!;
  const create = async (body: object, headers: Headers = as.liming) => {
    const res = await post(`${v2}/create`, { categoryId: (await leaf()).id, ...body }, headers);
    expect({ status: res.statusCode, body: res.statusCode === 200 ? null : res.json() }).toEqual({ status: 200, body: null });
    return res.json().data as Project;
  };
  /** A staff member holding project:query only. */
  let viewerHeaders: Headers | undefined;
  const viewer = async () => {
    if (viewerHeaders) return viewerHeaders;
    const [role] = await ctx.database.db.insert(roles).values({ name: '项目查看', code: 'project-viewer', dataScope: 'all' }).returning({ id: roles.id });
    await grantKeys(ctx.database.db, role.id, ['project:query']);
    await ctx.createUser('projectviewer', PASSWORD, [role.id]);
    return (viewerHeaders = bearer(await ctx.login('projectviewer', PASSWORD)));
  };
  const fieldOf = (res: { json(): { field?: string; message?: string } }) => res.json().field ?? res.json().message;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    const hash = await hashPassword(PASSWORD);
    const rows = await ctx.database.db
      .update(users)
      .set({ passwordHash: hash })
      .where(inArray(users.username, staff))
      .returning({ id: users.id, username: users.username });
    for (const r of rows) ids[r.username] = r.id;
    for (const u of staff) as[u] = bearer(await ctx.login(u, PASSWORD));
    admin = bearer(await ctx.login('admin', ADMIN_PASSWORD));
  });
  afterAll(() => ctx.close());

  it('seeds 40 projects across categories, stages and statuses, signed clues converted, schedules from flows', async () => {
    const all = await list('pageSize=100');
    expect(all.total).toBe(40);
    expect(new Set(all.list.map((p) => p.categoryName)).size).toBeGreaterThan(4);
    expect(new Set(all.list.map((p) => p.status)).size).toBeGreaterThan(3);
    const converted = all.list.filter((p) => p.clueId);
    expect(converted.length).toBeGreaterThan(5);
    const [clue] = await ctx.database.db.select().from(clues).where(eq(clues.id, converted[0].clueId!));
    expect(clue.projectId).toBe(converted[0].id);
    expect(['signed', 'moved_in']).toContain(clue.stage);
    const history = await ctx.database.db
      .select()
      .from(clueHistory)
      .where(and(eq(clueHistory.clueId, clue.id), eq(clueHistory.action, 'convert')));
    expect(history).toHaveLength(1);
    const withSchedule = await detail(all.list.find((p) => p.flowId)!.id);
    expect(withSchedule.schedule.length).toBeGreaterThan(3);
    const tree = await categories();
    expect(tree.map((c) => c.name)).toEqual(expect.arrayContaining(['制造业项目', '先进制造', '现代服务业', '研发总部']));
    const flows = (await get('/apiv2/pms/admin/schedule/flows')).json().data.list as { name: string; steps: { name: string }[] }[];
    expect(flows[0].steps.map((s) => s.name)).toEqual(expect.arrayContaining(['签约', '工商注册', '装修', '试生产', '投产']));
  });

  it('pages, sorts and filters on the server: category with those below, status, stage, keyword, owner, dates', async () => {
    const page2 = await list('pageSize=15&current=2&sortField=investmentAmount&sortOrder=descend');
    expect(page2.list).toHaveLength(15);
    const rows: Project[] = [];
    for (let current = 1; current <= 4; current += 1)
      rows.push(...(await list(`pageSize=10&current=${current}&sortField=investmentAmount&sortOrder=ascend`)).list);
    expect(new Set(rows.map((r) => r.id)).size).toBe(40);
    const amounts = rows.map((r) => r.investmentAmount).filter((a): a is number => a !== null);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    const tree = await categories();
    const top = tree.find((c) => c.name === '制造业项目')!;
    const below = tree.filter((c) => c.parentId === top.id).map((c) => c.id);
    const underTop = await list(`pageSize=100&categoryId=${top.id}`);
    expect(underTop.total).toBeGreaterThan(0);
    expect(underTop.list.every((p) => below.includes(p.categoryId))).toBe(true);
    const [{ n }] = await ctx.database.db.select({ n: count() }).from(projects).where(inArray(projects.categoryId, below));
    expect(underTop.total).toBe(n);

    const signed = await list('pageSize=100&status=signed');
    expect(signed.total).toBeGreaterThan(0);
    expect(signed.list.every((p) => p.status === 'signed')).toBe(true);
    const stage = await list('pageSize=100&stage=negotiation');
    expect(stage.list.every((p) => p.stage === 'negotiation')).toBe(true);
    const one = signed.list[0];
    const byName = await list(`keyword=${encodeURIComponent(one.name.slice(0, 6))}`);
    expect(byName.list.map((p) => p.id)).toContain(one.id);
    const mine = await list(`pageSize=100&ownerId=${one.ownerId}`);
    expect(mine.list.every((p) => p.ownerId === one.ownerId)).toBe(true);
    expect((await list('from=2099-01-01')).total).toBe(0);
    // Bad input: 400 naming the field.
    const bad = await get(`${v2}/query?sortField=name`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('sortField');
    expect((await get(`${v2}/query?from=2026-02-30`)).statusCode).toBe(400);
  });

  it('applies the data scope to lists, details and writes; team members see the project', async () => {
    const p = await create({ name: '苏州华芯半导体封测基地', industryCode: '39', investmentAmount: 5000 });
    expect(p).toMatchObject({ ownerId: ids.liming, status: 'draft', stage: 'intent' });
    // 赵磊 (招商二部) neither sees nor changes it; 王海涛 (招商中心, both teams below) does.
    expect((await get(`${v2}/detail?id=${p.id}`, as.zhaolei)).statusCode).toBe(404);
    expect((await post(`${v2}/update`, { id: p.id, name: '越权改名', categoryId: p.categoryId }, as.zhaolei)).statusCode).toBe(404);
    expect((await post(`${v1}/post`, { id: p.id, action: 'terminate' }, as.zhaolei)).statusCode).toBe(404);
    expect((await post(`${v2}/delete`, { id: p.id }, as.zhaolei)).statusCode).toBe(404);
    expect((await list('pageSize=200', as.zhaolei)).list.map((x) => x.id)).not.toContain(p.id);
    expect((await list('pageSize=200', as.wanghaitao)).list.map((x) => x.id)).toContain(p.id);
    // Nobody gives a project to someone outside their scope.
    const [zhaoleiRow] = await ctx.database.db.select({ departmentId: users.departmentId }).from(users).where(eq(users.id, ids.zhaolei));
    expect(zhaoleiRow.departmentId).not.toBeNull();
    const away = await post(`${v2}/update`, { id: p.id, name: p.name, categoryId: p.categoryId, ownerId: ids.zhaolei }, as.liming);
    expect([away.statusCode, away.json().field]).toEqual([403, 'ownerId']);
    // On the team, 赵磊 sees it and works on it.
    const teamed = await post(`${v2}/update`, { id: p.id, name: p.name, categoryId: p.categoryId, industryCode: '39', teamIds: [ids.zhaolei] }, as.liming);
    expect(teamed.statusCode).toBe(200);
    expect(teamed.json().data.team.map((t: { id: number }) => t.id)).toEqual([ids.zhaolei]);
    expect((await detail(p.id, as.zhaolei)).id).toBe(p.id);
    expect((await list('scope=all&pageSize=200', as.zhaolei)).list.map((x) => x.id)).toContain(p.id);
    expect((await list('scope=mine&pageSize=200', as.liming)).list.map((x) => x.id)).toContain(p.id);
    expect((await list('scope=mine&pageSize=200', as.zhaolei)).list.map((x) => x.id)).not.toContain(p.id);
  });

  it('refuses bad input naming the field (400/422) and unknown ids (404)', async () => {
    const missing = await post(`${v2}/create`, { categoryId: (await leaf()).id }, as.liming);
    expect([missing.statusCode, fieldOf(missing)]).toEqual([400, expect.stringContaining('name')]);
    const noCategory = await post(`${v2}/create`, { name: '无分类项目' }, as.liming);
    expect([noCategory.statusCode, fieldOf(noCategory)]).toEqual([400, expect.stringContaining('categoryId')]);
    const base = { name: '测试项目', categoryId: (await leaf()).id };
    for (const [over, field] of [
      [{ categoryId: 999999 }, 'categoryId'],
      [{ industryCode: 'zz' }, 'industryCode'],
      [{ companyId: 999999 }, 'companyId'],
      [{ ownerId: 999999 }, 'ownerId'],
      [{ teamIds: [999999] }, 'teamIds'],
      [{ unitIds: [999999] }, 'unitIds'],
      [{ flowId: 999999 }, 'flowId'],
    ] as const) {
      const res = await post(`${v2}/create`, { ...base, ...over }, as.liming);
      expect({ field, status: res.statusCode, got: res.json().field }).toEqual({ field, status: 422, got: field });
    }
    const badAmount = await post(`${v2}/create`, { ...base, investmentAmount: -1 }, as.liming);
    expect([badAmount.statusCode, fieldOf(badAmount)]).toEqual([400, expect.stringContaining('investmentAmount')]);
    expect((await get(`${v2}/detail?id=999999`)).statusCode).toBe(404);
    expect((await post(`${v2}/update`, { id: 999999, ...base })).statusCode).toBe(404);
    expect((await post(`${v2}/delete`, { id: 999999 })).statusCode).toBe(404);
    expect((await post(`${v1}/post`, { id: 999999, action: 'submit' })).statusCode).toBe(404);
    expect((await get(`${v1}/schedule?projectId=999999`)).statusCode).toBe(404);
    expect((await post(`${v1}/schedulepost`, { id: 999999, state: 'done' })).statusCode).toBe(404);
    expect((await post(`${v1}/catedel`, { id: 999999 })).statusCode).toBe(404);
    expect((await post('/api/pms/admin/schedule/flowdelete', { id: 999999 })).statusCode).toBe(404);
    // A project with a company, units and a team keeps them.
    const [unit] = await ctx.database.db.select({ id: units.id }).from(units).orderBy(asc(units.id)).limit(1);
    const full = await create({ ...base, name: '带房源项目', unitIds: [unit.id], currency: 'USD', landArea: 20000, floorArea: 3000 });
    expect(full.units.map((u) => u.id)).toEqual([unit.id]);
  });

  it('manages the category tree: unique names, no cycles, not deleted while used or with children (409 saying why)', async () => {
    const top = await post(`${v1}/catepost`, { name: '数字经济', order: 40 });
    expect(top.statusCode).toBe(200);
    const topId = top.json().data.id as number;
    const child = (await post(`${v1}/catepost`, { name: '数据中心', parentId: topId })).json().data as Category;
    expect(child.parentId).toBe(topId);
    expect((await post(`${v1}/catepost`, { name: '数据中心', parentId: topId })).statusCode).toBe(409);
    const cycle = await post(`${v1}/catepost`, { id: topId, name: '数字经济', parentId: child.id });
    expect([cycle.statusCode, cycle.json().field]).toEqual([422, 'parentId']);
    expect((await post(`${v1}/catepost`, { name: '孤儿', parentId: 999999 })).statusCode).toBe(422);
    const withChildren = await post(`${v1}/catedel`, { id: topId });
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().errorMessage ?? withChildren.body).toMatch(/under it/);
    const p = await create({ name: '算力中心项目', categoryId: child.id });
    const inUse = await post(`${v1}/catedel`, { id: child.id });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.body).toMatch(/used by 1 project/);
    // The list filtered by the top category finds the project filed below it.
    expect((await list(`categoryId=${topId}`)).list.map((x) => x.id)).toEqual([p.id]);
    expect((await post(`${v2}/delete`, { id: p.id }, as.liming)).statusCode).toBe(200);
    expect((await post(`${v1}/catedel`, { id: child.id })).statusCode).toBe(200);
    expect((await post(`${v1}/catedel`, { id: topId })).statusCode).toBe(200);
    // Only holders of project:category maintain the tree.
    expect((await post(`${v1}/catepost`, { name: '越权分类' }, await viewer())).statusCode).toBe(403);
  });

  it('converts a signed clue into a project once (409 the second time), only a signed one, recorded in its history and the audit log', async () => {
    const created = await post(
      '/apiv2/pms/admin/zhaoshang/clue-post',
      {
        name: '无锡恒创新材料科技有限公司',
        phone: '13912340077',
        source: 'walk_in',
        level: 'A',
        industryCode: '39',
        intendedArea: 2400,
        investmentAmount: 6000,
      },
      as.liming,
    );
    expect(created.statusCode).toBe(200);
    const clueId = created.json().data.id as number;
    const early = await post(`${v2}/create`, { clueId, categoryId: (await leaf()).id }, as.liming);
    expect([early.statusCode, early.json().field]).toEqual([422, 'clueId']);
    for (const stage of ['initial_contact', 'viewing_booked', 'viewed', 'quoted', 'negotiating', 'contract_intent', 'signed'])
      expect((await post('/apiv2/pms/admin/zhaoshang/pstatus', { id: clueId, stage }, as.liming)).statusCode).toBe(200);
    // Outside the clue's scope: not found.
    expect((await post(`${v2}/create`, { clueId, categoryId: (await leaf()).id }, as.zhaolei)).statusCode).toBe(404);
    const p = await create({ clueId });
    expect(p).toMatchObject({
      name: '无锡恒创新材料科技有限公司',
      clueId,
      ownerId: ids.liming,
      investmentAmount: 6000,
      stage: 'landing',
      clue: { id: clueId },
    });
    const again = await post(`${v2}/create`, { clueId, categoryId: (await leaf()).id }, as.liming);
    expect([again.statusCode, again.json().field]).toEqual([409, 'clueId']);
    const clue = (await get(`/apiv2/pms/admin/zhaoshang/clue-detail?id=${clueId}`, as.liming)).json().data;
    expect(clue.projectId).toBe(p.id);
    expect(clue.history[0]).toMatchObject({ action: 'convert', userName: '李明' });
    const logged = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'project'), eq(auditLogs.entityId, String(p.id))));
    expect(logged.length).toBeGreaterThan(0);
    ids.converted = p.id;
  });

  it('submits for approval through the workflow; only an approved project is signed', async () => {
    const id = ids.converted;
    const early = await post(`${v1}/post`, { id, action: 'sign' }, as.liming);
    expect([early.statusCode, early.json().field]).toEqual([409, 'action']);
    expect(early.body).toMatch(/only an approved project can be signed/);
    const submitted = await post(`${v1}/post`, { id, action: 'submit', comment: '请审批' }, as.liming);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data).toMatchObject({ status: 'reviewing', approval: { status: 'running' }, actions: ['recall'] });
    // Under review: no edits, no deletion, no second submission.
    expect((await post(`${v2}/update`, { id, name: '改名', categoryId: (await leaf()).id }, as.liming)).statusCode).toBe(409);
    expect((await post(`${v2}/delete`, { id }, as.liming)).statusCode).toBe(409);
    expect((await post(`${v1}/post`, { id, action: 'submit' }, as.liming)).statusCode).toBe(409);
    // 王海涛 (招商中心评估) returns it, then approves the resubmission.
    const act = async (action: string, comment?: string) => {
      const tasks = (await get('/api/oa/admin/workflow/task/query?box=todo&businessType=project_approval&pageSize=50', as.wanghaitao)).json().data.list as {
        taskId: number;
        businessId: number;
      }[];
      const task = tasks.find((t) => t.businessId === id);
      expect(task).toBeDefined();
      expect((await post('/api/oa/admin/workflow/task/act', { taskId: task!.taskId, action, comment }, as.wanghaitao)).statusCode).toBe(200);
    };
    await act('return', '请补充投资测算');
    expect(await detail(id)).toMatchObject({ status: 'returned', approval: { status: 'returned', comment: '请补充投资测算' } });
    expect((await post(`${v1}/post`, { id, action: 'submit' }, as.liming)).json().data.status).toBe('reviewing');
    await act('approve');
    const approved = await detail(id, as.liming);
    expect(approved).toMatchObject({ status: 'approved', approval: { status: 'approved' } });
    expect(approved.actions).toContain('sign');
    const signed = await post(`${v1}/post`, { id, action: 'sign' }, as.liming);
    expect(signed.json().data).toMatchObject({ status: 'signed', actions: [] });
    expect((await post(`${v2}/delete`, { id }, as.liming)).statusCode).toBe(409);
    // Terminate and reopen a draft.
    const draft = await create({ name: '待终止项目' });
    expect((await post(`${v1}/post`, { id: draft.id, action: 'terminate' }, as.liming)).json().data.status).toBe('terminated');
    expect((await post(`${v1}/post`, { id: draft.id, action: 'reopen' }, as.liming)).json().data.status).toBe('draft');
    expect((await post(`${v1}/post`, { id: draft.id, action: 'recall' }, as.liming)).statusCode).toBe(409);
    expect((await post(`${v1}/post`, { id: draft.id, action: 'fly' }, as.liming)).statusCode).toBe(400);
  });

  it('keeps flows (in use: not deleted) and makes a project’s schedule from its flow; milestones get dates, owner and state', async () => {
    const types = (await get('/api/pms/admin/business/tasktype')).json().data.list as { id: number; name: string }[];
    const flow = await post('/api/pms/admin/schedule/flowpost', {
      name: '测试落地流程',
      steps: [
        { name: '签约', taskTypeId: types[0].id, days: 10 },
        { name: '工商注册', days: 20 },
        { name: '投产', days: 30 },
      ],
    });
    expect(flow.statusCode).toBe(200);
    const flowId = flow.json().data.id as number;
    expect((await post('/api/pms/admin/schedule/flowpost', { name: '测试落地流程', steps: [{ name: 'x' }] })).statusCode).toBe(409);
    const badType = await post('/api/pms/admin/schedule/flowpost', { name: '坏流程', steps: [{ name: '签约', taskTypeId: 999999 }] });
    expect([badType.statusCode, badType.json().field]).toEqual([422, 'steps.0.taskTypeId']);
    expect((await post('/api/pms/admin/schedule/flowpost', { name: '空流程', steps: [] })).statusCode).toBe(400);
    expect((await post('/api/pms/admin/schedule/flowpost', { name: '越权流程', steps: [{ name: 'x' }] }, await viewer())).statusCode).toBe(403);

    const p = await create({ name: '进度测试项目', flowId, scheduleStart: '2026-11-01' });
    expect(p.schedule.map((m) => [m.name, m.plannedStart, m.plannedEnd, m.state])).toEqual([
      ['签约', '2026-11-01', '2026-11-10', 'pending'],
      ['工商注册', '2026-11-11', '2026-11-30', 'pending'],
      ['投产', '2026-12-01', '2026-12-30', 'pending'],
    ]);
    // The clock is 2026-11-21: the first milestone is overdue.
    expect(p.schedule.map((m) => m.overdue)).toEqual([true, false, false]);
    const inUse = await post('/api/pms/admin/schedule/flowdelete', { id: flowId });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.body).toMatch(/followed by 1 project/);

    const [first, second] = p.schedule;
    const done = await post(`${v1}/schedulepost`, { id: first.id, plannedStart: first.plannedStart, plannedEnd: first.plannedEnd, state: 'done' }, as.liming);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.list[0]).toMatchObject({ state: 'done', actualEnd: '2026-11-21', overdue: false });
    const backwards = await post(`${v1}/schedulepost`, { id: second.id, plannedStart: '2026-11-20', plannedEnd: '2026-11-10', state: 'pending' }, as.liming);
    expect([backwards.statusCode, backwards.json().field]).toEqual([422, 'plannedEnd']);
    const future = await post(`${v1}/schedulepost`, { id: second.id, actualStart: '2027-01-01', state: 'in_progress' }, as.liming);
    expect([future.statusCode, future.json().field]).toEqual([422, 'actualStart']);
    const owner = await post(`${v1}/schedulepost`, { id: second.id, ownerId: 999999, state: 'pending' }, as.liming);
    expect([owner.statusCode, owner.json().field]).toEqual([422, 'ownerId']);
    // Outside the project's scope: not found.
    expect((await post(`${v1}/schedulepost`, { id: second.id, state: 'done' }, as.zhaolei)).statusCode).toBe(404);
    expect((await get(`${v1}/schedule?projectId=${p.id}`, as.zhaolei)).statusCode).toBe(404);
    const read = (await get(`${v1}/schedule?projectId=${p.id}`, as.liming)).json().data;
    expect(read).toMatchObject({ projectId: p.id, flowId, flowName: '测试落地流程' });
    // A schedule under way keeps its flow.
    const change = await post(`${v2}/update`, { id: p.id, name: p.name, categoryId: p.categoryId, flowId: null }, as.liming);
    expect([change.statusCode, change.json().field]).toEqual([409, 'flowId']);
    // An unused flow goes.
    const spare = (await post('/api/pms/admin/schedule/flowpost', { name: '备用流程', steps: [{ name: '签约', days: 5 }] })).json().data.id;
    expect((await post('/api/pms/admin/schedule/flowdelete', { id: spare })).statusCode).toBe(200);
    ids.scheduled = p.id;
  });

  it('tells owners of overdue milestones by the nightly job, once per planned end', async () => {
    await ctx.app.jobRunner.scheduleRecurring();
    const [job] = await ctx.database.db.select().from(queuedJobs).where(eq(queuedJobs.kind, 'project.overdue'));
    expect(job).toBeDefined();
    const run = () => ctx.database.db.transaction((tx) => sweepOverdue({ now: ctx.now } as unknown as Deps, tx));
    const mine = async () =>
      (await ctx.database.db.select().from(notices).where(eq(notices.userId, ids.liming))).filter((n) => n.content.includes('进度测试项目'));
    // 工商注册 ends 2026-11-30: not yet overdue on the 21st.
    await run();
    expect(await mine()).toHaveLength(0);
    ctx.advance(10 * DAY);
    const first = await run();
    expect(first.notified).toBeGreaterThan(0);
    const told = await mine();
    expect(told).toHaveLength(1);
    expect(told[0].title).toMatch(/项目节点已逾期/);
    expect(told[0].content).toContain('工商注册');
    await run();
    expect(await mine()).toHaveLength(1);
    const [m] = await ctx.database.db
      .select()
      .from(projectMilestones)
      .where(and(eq(projectMilestones.projectId, ids.scheduled), eq(projectMilestones.name, '工商注册')));
    expect(m.overdueNotifiedAt).toEqual(ctx.now());
    ctx.advance(-10 * DAY);
  });

  it('deletes a draft project and frees its clue for a new conversion', async () => {
    const created = await post(
      '/apiv2/pms/admin/zhaoshang/clue-post',
      { name: '常州瑞泰精密机械有限公司', phone: '13912340088', source: 'referral', level: 'B', industryCode: '39' },
      as.liming,
    );
    const clueId = created.json().data.id as number;
    for (const stage of ['initial_contact', 'viewing_booked', 'viewed', 'quoted', 'negotiating', 'contract_intent', 'signed'])
      await post('/apiv2/pms/admin/zhaoshang/pstatus', { id: clueId, stage }, as.liming);
    const p = await create({ clueId });
    expect((await post(`${v2}/delete`, { id: p.id }, as.liming)).statusCode).toBe(200);
    const [after] = await ctx.database.db.select({ projectId: clues.projectId }).from(clues).where(eq(clues.id, clueId));
    expect(after.projectId).toBeNull();
    expect((await get(`${v2}/detail?id=${p.id}`)).statusCode).toBe(404);
    expect((await post(`${v2}/delete`, { id: p.id }, as.liming)).statusCode).toBe(404);
    expect((await create({ clueId })).clueId).toBe(clueId);
  });

  it('files documents uploaded here on a project in scope and lists them by kind', async () => {
    const p = await create({ name: '文档测试项目' });
    const stored = '2026/11/0123456789abcdef0123456789abcdef.pdf';
    await ctx.database.db.insert(uploads).values({
      storedName: stored,
      originalName: '可研报告.pdf',
      kind: 'attachment',
      mime: 'application/pdf',
      size: 2048,
      sha256: 'a'.repeat(64),
      uploadedBy: ids.liming,
    });
    const body = { projectId: p.id, kind: 'feasibility', files: [{ name: '可研报告.pdf', url: `/uploads/${stored}` }] };
    const filed = await post('/apiv2/pms/admin/document/upload', body, as.liming);
    expect(filed.statusCode).toBe(200);
    expect(filed.json().data.list[0]).toMatchObject({ name: '可研报告.pdf', kind: 'feasibility', size: 2048, uploadedByName: '李明' });
    const unknown = await post(
      '/apiv2/pms/admin/document/upload',
      { ...body, files: [{ name: 'x.pdf', url: '/uploads/2026/11/ffffffffffffffffffffffffffffffff.pdf' }] },
      as.liming,
    );
    expect([unknown.statusCode, unknown.json().field]).toEqual([422, 'files.0.url']);
    const outside = await post('/apiv2/pms/admin/document/upload', { ...body, files: [{ name: 'x', url: 'http://evil.example/x.pdf' }] }, as.liming);
    expect(outside.statusCode).toBe(400);
    expect((await post('/apiv2/pms/admin/document/upload', body, as.zhaolei)).statusCode).toBe(404);
    const list = (await get(`/apiv2/pms/admin/document/doclist?projectId=${p.id}`, as.liming)).json().data;
    expect(list).toMatchObject({ total: 1, list: [{ name: '可研报告.pdf' }] });
    expect((await get(`/apiv2/pms/admin/document/doclist?projectId=${p.id}&kind=contract`, as.liming)).json().data.total).toBe(0);
    expect((await get(`/apiv2/pms/admin/document/doclist?projectId=${p.id}`, as.zhaolei)).statusCode).toBe(404);
    expect((await get('/apiv2/pms/admin/document/doclist?projectId=999999')).statusCode).toBe(404);
  });
  it('keeps versions of a document: the same name in the same folder is the next version, listed latest first with its history', async () => {
    const p = await create({ name: '文档版本测试项目' });
    const file = async (n: number) => {
      const storedName = `2026/11/${n.toString(16).padStart(32, 'b')}.pdf`;
      await ctx.database.db.insert(uploads).values({
        storedName,
        originalName: `f${n}.pdf`,
        kind: 'attachment',
        mime: 'application/pdf',
        size: 1000 + n,
        sha256: 'c'.repeat(64),
        uploadedBy: ids.liming,
      });
      return `/uploads/${storedName}`;
    };
    const upload = (kind: string, name: string, url: string, headers: Headers = as.liming) =>
      post('/apiv2/pms/admin/document/upload', { projectId: p.id, kind, files: [{ name, url }] }, headers);
    const doclist = async (query: string, headers: Headers = as.liming) => {
      const res = await get(`/apiv2/pms/admin/document/doclist?projectId=${p.id}&${query}`, headers);
      expect(res.statusCode).toBe(200);
      return res.json().data as { total: number; list: { id: number; name: string; kind: string; url: string; version: number; versionCount: number }[] };
    };
    const [u1, u2, u3, u4, u5] = [await file(1), await file(2), await file(3), await file(4), await file(5)];
    const first = await upload('agreement', '投资协议.pdf', u1);
    expect(first.json().data.list[0]).toMatchObject({ version: 1, versionCount: 1 });
    const second = await upload('agreement', '投资协议.pdf', u2);
    expect(second.json().data.list[0]).toMatchObject({ name: '投资协议.pdf', version: 2, versionCount: 2, url: u2 });
    // Another folder: another document.
    expect((await upload('contract', '投资协议.pdf', u3)).json().data.list[0]).toMatchObject({ kind: 'contract', version: 1 });
    expect((await upload('drawing', '总平面图.pdf', u4)).json().data.list[0].version).toBe(1);

    const latest = await doclist('');
    expect(latest.total).toBe(3);
    expect(latest.list.find((d) => d.kind === 'agreement')).toMatchObject({ version: 2, versionCount: 2, url: u2 });
    expect((await doclist('kind=agreement')).list.map((d) => d.version)).toEqual([2]);
    expect((await doclist('keyword=协议')).total).toBe(2);
    expect((await doclist('keyword=平面')).list.map((d) => d.name)).toEqual(['总平面图.pdf']);
    expect((await doclist('pageSize=1&current=2')).list).toHaveLength(1);

    const versions = await doclist(`kind=agreement&name=${encodeURIComponent('投资协议.pdf')}`);
    expect(versions.list.map((d) => [d.version, d.url])).toEqual([
      [2, u2],
      [1, u1],
    ]);
    const byId = await doclist(`documentId=${first.json().data.list[0].id}`);
    expect(byId.list.map((d) => d.version)).toEqual([2, 1]);
    // The older version stays downloadable: its address is still the stored upload's.
    expect(byId.list[1].url).toBe(u1);

    // Two uploads of one name at once: distinct versions.
    const [a, b] = await Promise.all([upload('agreement', '投资协议.pdf', u5), upload('agreement', '投资协议.pdf', u1)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().data.list[0].version, b.json().data.list[0].version].sort()).toEqual([3, 4]);
    // Two of one name in one upload: successive versions.
    const both = await post(
      '/apiv2/pms/admin/document/upload',
      {
        projectId: p.id,
        kind: 'drawing',
        files: [
          { name: '总平面图.pdf', url: u2 },
          { name: '总平面图.pdf', url: u3 },
        ],
      },
      as.liming,
    );
    expect(both.json().data.list.map((d: { version: number; versionCount: number }) => [d.version, d.versionCount])).toEqual([
      [2, 3],
      [3, 3],
    ]);

    // Every upload is in the operation log.
    const logs = await ctx.database.db
      .select({ summary: auditLogs.summary })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'project'), eq(auditLogs.entityId, String(p.id))));
    expect(logs.filter((l) => l.summary?.includes('document')).length).toBe(8);
    expect(logs.some((l) => l.summary?.includes('agreement/投资协议.pdf v2'))).toBe(true);

    // Out of scope: 404, whether listing or uploading.
    expect((await get(`/apiv2/pms/admin/document/doclist?projectId=${p.id}&documentId=${first.json().data.list[0].id}`, as.zhaolei)).statusCode).toBe(404);
    expect((await upload('agreement', '投资协议.pdf', u1, as.zhaolei)).statusCode).toBe(404);
    // Another project's document id: not found here.
    const other = await create({ name: '另一个文档项目' });
    expect((await get(`/apiv2/pms/admin/document/doclist?projectId=${other.id}&documentId=${first.json().data.list[0].id}`, as.liming)).statusCode).toBe(404);
    // Bad input names the field.
    const noKind = await get(`/apiv2/pms/admin/document/doclist?projectId=${p.id}&name=x.pdf`, as.liming);
    expect([noKind.statusCode, fieldOf(noKind)]).toEqual([400, 'kind']);
    const badKind = await get(`/apiv2/pms/admin/document/doclist?projectId=${p.id}&kind=secret`, as.liming);
    expect([badKind.statusCode, fieldOf(badKind)]).toEqual([400, 'kind']);
    const badId = await get(`/apiv2/pms/admin/document/doclist?projectId=${p.id}&documentId=abc`, as.liming);
    expect([badId.statusCode, fieldOf(badId)]).toEqual([400, 'documentId']);
    const noName = await post('/apiv2/pms/admin/document/upload', { projectId: p.id, kind: 'other', files: [{ name: ' ', url: u1 }] }, as.liming);
    expect([noName.statusCode, fieldOf(noName)]).toEqual([400, 'files.0.name']);
  });
  it('seeds each demo project with documents stored as uploads, some with a second version', async () => {
    const [seeded] = await ctx.database.db.select({ id: projects.id }).from(projects).where(eq(projects.status, 'signed')).orderBy(asc(projects.id)).limit(1);
    const latest = (await get(`/apiv2/pms/admin/document/doclist?projectId=${seeded.id}`)).json().data;
    const agreement = latest.list.find((d: { kind: string }) => d.kind === 'agreement');
    expect(agreement).toMatchObject({ name: '投资协议.pdf', version: 2, versionCount: 2 });
    const versions = (await get(`/apiv2/pms/admin/document/doclist?projectId=${seeded.id}&documentId=${agreement.id}`)).json().data.list;
    for (const v of versions) {
      const file = await ctx.app.inject({ url: v.url });
      expect([v.version, file.statusCode, file.headers['content-type'], file.rawPayload.subarray(0, 5).toString()]).toEqual([
        v.version,
        200,
        'application/pdf',
        '%PDF-',
      ]);
    }
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
  });
  it("keeps a project's earliest open planned end as its milestones are written, however they are written", async () => {
    const { db } = ctx.database;
    const p = await create({ name: '里程碑汇总测试项目' });
    const endOf = async () => (await db.select({ end: projects.openMilestoneEnd }).from(projects).where(eq(projects.id, p.id)))[0].end;
    await db.delete(projectMilestones).where(eq(projectMilestones.projectId, p.id));
    expect(await endOf()).toBeNull();
    const base = { projectId: p.id, updatedAt: new Date() };
    const [a, b] = await db
      .insert(projectMilestones)
      .values([
        { ...base, sort: 1, name: '签约', plannedEnd: '2026-03-01', state: 'in_progress' as const },
        { ...base, sort: 2, name: '注册', plannedEnd: '2026-05-01', state: 'pending' as const },
        { ...base, sort: 3, name: '装修', plannedEnd: '2026-01-01', state: 'done' as const, actualEnd: '2026-01-02' },
      ])
      .returning({ id: projectMilestones.id });
    expect(await endOf()).toBe('2026-03-01');
    await db.update(projectMilestones).set({ state: 'done', actualEnd: '2026-03-02' }).where(eq(projectMilestones.id, a.id));
    expect(await endOf()).toBe('2026-05-01');
    await db.update(projectMilestones).set({ plannedEnd: '2026-04-15' }).where(eq(projectMilestones.id, b.id));
    expect(await endOf()).toBe('2026-04-15');
    await db.delete(projectMilestones).where(eq(projectMilestones.id, b.id));
    expect(await endOf()).toBeNull();
  });

  // On PostgreSQL only: writing 10,000 projects on PGlite costs seconds of CI for the same query.
  if (kind === 'postgres')
    it('counts the list up to PROJECT_COUNT_CAP and says when more projects match', async () => {
      expect((await list('scope=mine&pageSize=20', as.liming)).more).toBe(false);
      const prefix = '容量测试项目';
      await ctx.database.db.execute(sql`insert into projects (name, category_id, owner_id, department_id, created_at, updated_at)
        select ${prefix} || g, (select id from project_categories order by id limit 1), u.id, u.department_id, now(), now()
        from generate_series(1, ${PROJECT_COUNT_CAP}) g, users u where u.id = ${ids.liming}`);
      try {
        const capped = await list('scope=mine&pageSize=20', as.liming);
        expect([capped.total, capped.more, capped.list.length]).toEqual([PROJECT_COUNT_CAP, true, 20]);
        // Narrowed below the cap, the count is exact again.
        const narrowed = await list(`scope=mine&pageSize=20&keyword=${encodeURIComponent(`${prefix}123`)}`, as.liming);
        expect([narrowed.total, narrowed.more]).toEqual([11, false]);
      } finally {
        await ctx.database.db.delete(projects).where(like(projects.name, `${prefix}%`));
      }
    });
});
