import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  auditLogs,
  resources,
  roleResources,
  roles,
  users,
  workflowInstances,
  workflowSteps,
  workflowTasks,
  workflowVersions,
  workflows,
} from '../../server/db/schema';
import { normaliseCondition } from '../../server/modules/workflow/service';
import { startInstance } from '../../server/modules/workflow/engine';
import type { Deps } from '../../server/deps';
import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

const base = '/api/oa/admin/workflow';
type Step = {
  id: number;
  sort: number;
  name: string;
  condition: string | null;
  actorUsers: { id: number; name: string }[];
  actorRole: { name: string } | null;
};
type Workflow = {
  id: number;
  name: string;
  businessType: string;
  publishedVersion: number;
  hasDraftChanges: boolean;
  stepCount: number;
  runningCount: number;
  fallbackUser: { name: string };
};

describe.each(dbKinds)('workflows on %s', (kind) => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let adminId: number;
  let staff: number[];
  const get = (url: string, headers = admin) => ctx.app.inject({ url, headers });
  const post = (url: string, payload: object, headers = admin) => ctx.app.inject({ method: 'POST', url, payload, headers });
  const stepsOf = async (workflowId: number) => (await get(`${base}/steps?workflowId=${workflowId}`)).json().data as { workflow: Workflow; steps: Step[] };
  /** A new workflow with the given steps (named accounts as actors). */
  const newWorkflow = async (name: string, stepNames: string[] = []) => {
    const created = await post(`${base}/post`, { name, businessType: 'policy_application', fallbackUserId: adminId });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    for (const stepName of stepNames) {
      expect(
        (await post(`${base}/steppost`, { workflowId: id, name: stepName, actorType: 'users', actorUserIds: [staff[0]], actions: ['approve', 'reject'] }))
          .statusCode,
      ).toBe(200);
    }
    return id;
  };

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.adminToken());
    const rows = await ctx.database.db.select({ id: users.id, username: users.username, status: users.status }).from(users).orderBy(users.id);
    adminId = rows.find((r) => r.username === 'admin')!.id;
    staff = rows.filter((r) => r.username !== 'admin' && r.status === 'active').map((r) => r.id);
  });
  afterAll(() => ctx.close());

  it('lists the demo workflows with their versions and step counts; filters, searches and sorts', async () => {
    const page = (await get(`${base}/view?pageSize=50&sortField=name&sortOrder=ascend`)).json().data as { list: Workflow[]; total: number };
    expect(page.total).toBeGreaterThanOrEqual(5);
    const review = page.list.find((w) => w.name === '政策申报审核')!;
    expect(review).toMatchObject({
      businessType: 'policy_application',
      publishedVersion: 1,
      hasDraftChanges: false,
      stepCount: 4,
      runningCount: expect.any(Number),
      fallbackUser: { name: '陈静' },
    });
    expect(page.list.find((w) => w.name.startsWith('专项资金'))).toMatchObject({ publishedVersion: 0, hasDraftChanges: true });
    const names = page.list.map((w) => w.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const articles = (await get(`${base}/view?businessType=article_audit`)).json().data;
    expect(articles.list.map((w: Workflow) => w.name)).toEqual(['文章发布审核']);
    const searched = (await get(`${base}/view?keyword=${encodeURIComponent('立项')}`)).json().data;
    expect(searched.list.map((w: Workflow) => w.name)).toEqual(['招商项目立项审批']);
    // The seeded conditions are stored as the engine normalises them.
    const seeded = await ctx.database.db
      .select({ condition: workflowSteps.condition, businessType: workflows.businessType })
      .from(workflowSteps)
      .innerJoin(workflows, eq(workflows.id, workflowSteps.workflowId))
      .where(sql`${workflowSteps.condition} is not null`);
    expect(seeded.length).toBeGreaterThan(2);
    for (const { condition, businessType } of seeded) expect(normaliseCondition(condition, businessType)).toBe(condition);

    const { steps } = await stepsOf(review.id);
    expect(steps.map((s) => s.sort)).toEqual([1, 2, 3, 4]);
    expect(steps[0].actorRole?.name).toBe('企业服务专员');
    expect(steps[2]).toMatchObject({ condition: 'amount > 500000', actorUsers: [{ name: '王海涛' }] });
    for (const [query, field] of [
      ['businessType=loan', 'businessType'],
      ['sortField=secret', 'sortField'],
      ['pageSize=1000', 'pageSize'],
    ]) {
      const res = await get(`${base}/view?${query}`);
      expect({ query, status: res.statusCode, field: res.json().field }).toEqual({ query, status: 400, field });
    }
    expect((await get(`${base}/steps?workflowId=999999`)).statusCode).toBe(404);
    // The fallback administrator's account cannot be deleted from under the workflows.
    const chenjing = (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'chenjing')))[0].id;
    const refused = await post('/apiv2/account/admin/delete', { id: chenjing });
    expect([refused.statusCode, refused.json().errorMessage]).toEqual([409, expect.stringContaining('"政策申报审核"')]);
  });

  it('publishes the steps as numbered versions; later edits leave a published version as it was', async () => {
    const id = await newWorkflow('高企认定奖励审核');
    // Nothing to publish yet.
    const empty = await post(`${base}/post`, { id, name: '高企认定奖励审核', businessType: 'policy_application', fallbackUserId: adminId, publish: true });
    expect([empty.statusCode, empty.json().field]).toEqual([422, 'steps']);
    expect((await stepsOf(id)).workflow.publishedVersion).toBe(0);

    await post(`${base}/steppost`, { workflowId: id, name: '初审', actorType: 'users', actorUserIds: [staff[0]], actions: ['approve', 'return'] });
    await post(`${base}/steppost`, { workflowId: id, name: '复审', actorType: 'policy_dept', actions: ['approve', 'reject'], condition: 'amount > 50万' });
    const published = await post(`${base}/post`, { id, name: '高企认定奖励审核', businessType: 'policy_application', fallbackUserId: adminId, publish: true });
    expect(published.json().data).toMatchObject({ publishedVersion: 1, hasDraftChanges: false, stepCount: 2 });
    // Publishing again without a change makes no new version.
    await post(`${base}/post`, { id, name: '高企认定奖励审核', businessType: 'policy_application', fallbackUserId: adminId, publish: true });
    expect((await stepsOf(id)).workflow.publishedVersion).toBe(1);

    const { steps } = await stepsOf(id);
    expect(steps[1].condition).toBe('amount > 500000');
    await post(`${base}/steppost`, { id: steps[1].id, workflowId: id, name: '主管部门复审', actorType: 'policy_dept', actions: ['approve', 'reject'] });
    expect((await stepsOf(id)).workflow.hasDraftChanges).toBe(true);
    const [v1] = await ctx.database.db
      .select()
      .from(workflowVersions)
      .where(and(eq(workflowVersions.workflowId, id), eq(workflowVersions.version, 1)));
    expect(v1.steps.map((s) => [s.name, s.condition])).toEqual([
      ['初审', null],
      ['复审', 'amount > 500000'],
    ]);
    const v2 = await post(`${base}/post`, { id, name: '高企认定奖励审核', businessType: 'policy_application', fallbackUserId: adminId, publish: true });
    expect(v2.json().data.publishedVersion).toBe(2);
    // A published workflow keeps its business type.
    const retyped = await post(`${base}/post`, { id, name: '高企认定奖励审核', businessType: 'article_audit', fallbackUserId: adminId });
    expect([retyped.statusCode, retyped.json().field]).toEqual([422, 'businessType']);
    const renamed = await post(`${base}/post`, { name: '高企认定奖励审核', businessType: 'article_audit', fallbackUserId: adminId });
    expect([renamed.statusCode, renamed.json().field]).toEqual([409, 'name']);
  });

  it('refuses bad steps naming the field, and writes nothing', async () => {
    const id = await newWorkflow('入驻补贴审核', ['初审']);
    const valid = { workflowId: id, name: '复审', actorType: 'users', actorUserIds: [staff[1]], actions: ['approve'] };
    const cases: [object, number, string][] = [
      [{ actorUserIds: [] }, 400, 'actorUserIds'],
      [{ actorUserIds: [999999] }, 422, 'actorUserIds'],
      [{ actorType: 'role', actorRoleId: null }, 400, 'actorRoleId'],
      [{ actorType: 'role', actorRoleId: 999999 }, 422, 'actorRoleId'],
      [{ actions: ['reject'] }, 400, 'actions'],
      [{ actions: ['approve', 'approve'] }, 400, 'actions'],
      [{ actions: ['approve', 'delete'] }, 400, 'actions.1'],
      [{ condition: 'amount >' }, 422, 'condition'],
      [{ condition: 'amout > 50万' }, 422, 'condition'],
      [{ timeLimitHours: 24 }, 400, 'onTimeout'],
      [{ timeLimitHours: 24, onTimeout: 'escalate' }, 400, 'escalateToUserId'],
      [{ timeLimitHours: 0, onTimeout: 'remind' }, 400, 'timeLimitHours'],
      [{ timeLimitHours: 24, onTimeout: 'approve', fields: [{ key: 'approvedAmount', label: '核定金额', type: 'number', required: true }] }, 400, 'onTimeout'],
      [{ actorType: 'initiator_dept_leader', mode: 'all' }, 400, 'mode'],
      [
        {
          fields: [
            { key: 'amount', label: '金额', type: 'number' },
            { key: 'amount', label: '又一个', type: 'number' },
          ],
        },
        400,
        'fields',
      ],
      [{ fields: [{ key: '1x', label: '金额', type: 'number' }] }, 400, 'fields.0.key'],
      [{ name: '' }, 400, 'name'],
      [{ name: '复审\u0000' }, 400, 'name'],
      [{ workflowId: 999999 }, 404, ''],
    ];
    for (const [change, status, field] of cases) {
      const res = await post(`${base}/steppost`, { ...valid, ...change });
      expect({ change, status: res.statusCode, field: res.json().field ?? '' }).toEqual({ change, status, field });
    }
    expect((await post(`${base}/steppost`, { ...valid, condition: 'amout > 1' })).json().errorMessage).toMatch(/unknown field "amout"/);
    const { steps, workflow } = await stepsOf(id);
    expect(steps.map((s) => s.name)).toEqual(['初审']);
    expect(workflow.stepCount).toBe(1);
    // An unknown step of a known workflow.
    expect((await post(`${base}/steppost`, { ...valid, id: 999999 })).statusCode).toBe(404);
    expect((await post(`${base}/stepdelete`, { id: 999999 })).statusCode).toBe(404);
  });

  it('reorders only with the exact list of the steps; deleting a step closes the gap', async () => {
    const id = await newWorkflow('场地租赁优惠审核', ['一', '二', '三']);
    const ids = (await stepsOf(id)).steps.map((s) => s.id);
    const other = (await stepsOf(await newWorkflow('其他流程', ['别的']))).steps[0].id;
    const refused: [number[], number, string][] = [
      [[ids[2], ids[0]], 422, 'stepIds'],
      [[ids[2], ids[1], ids[0], other], 422, 'stepIds'],
      [[ids[2], ids[1], ids[1]], 400, 'stepIds'],
      [[], 400, 'stepIds'],
    ];
    for (const [stepIds, status, field] of refused) {
      const res = await post(`${base}/stepsort`, { workflowId: id, stepIds });
      expect({ stepIds, status: res.statusCode, field: res.json().field }).toEqual({ stepIds, status, field });
    }
    expect((await stepsOf(id)).steps.map((s) => s.name)).toEqual(['一', '二', '三']);

    const sorted = await post(`${base}/stepsort`, { workflowId: id, stepIds: [ids[2], ids[0], ids[1]] });
    expect(sorted.json().data.steps.map((s: Step) => [s.name, s.sort])).toEqual([
      ['三', 1],
      ['一', 2],
      ['二', 3],
    ]);
    const afterDelete = await post(`${base}/stepdelete`, { id: ids[0] });
    expect(afterDelete.json().data.steps.map((s: Step) => [s.name, s.sort])).toEqual([
      ['三', 1],
      ['二', 2],
    ]);
  });

  it('adds steps sent at the same moment one after the other', async () => {
    const id = await newWorkflow('并发添加');
    const sent = await Promise.all(
      ['甲', '乙', '丙', '丁'].map((name) =>
        post(`${base}/steppost`, { workflowId: id, name, actorType: 'users', actorUserIds: [staff[0]], actions: ['approve'] }),
      ),
    );
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await stepsOf(id)).steps.map((s) => s.sort)).toEqual([1, 2, 3, 4]);
  });

  it('deletes only a workflow nothing has run on, with its steps; an audit row for every change', async () => {
    const id = await newWorkflow('待删除流程', ['唯一一步']);
    await post(`${base}/post`, { id, name: '待删除流程', businessType: 'policy_application', fallbackUserId: adminId, publish: true });
    const [version] = await ctx.database.db.select({ id: workflowVersions.id }).from(workflowVersions).where(eq(workflowVersions.workflowId, id));
    const [instance] = await ctx.database.db
      .insert(workflowInstances)
      .values({ workflowId: id, versionId: version.id, businessType: 'policy_application', businessId: 1 })
      .returning({ id: workflowInstances.id });
    const running = await post(`${base}/delete`, { id });
    expect([running.statusCode, running.json().errorMessage]).toEqual([409, expect.stringContaining('1 running instance')]);
    await ctx.database.db.update(workflowInstances).set({ status: 'approved' }).where(eq(workflowInstances.id, instance.id));
    expect((await post(`${base}/delete`, { id })).json().errorMessage).toMatch(/history of 1 finished instance/);
    expect((await stepsOf(id)).steps).toHaveLength(1);
    await ctx.database.db.delete(workflowInstances).where(eq(workflowInstances.id, instance.id));

    expect((await post(`${base}/delete`, { id })).statusCode).toBe(200);
    expect((await get(`${base}/steps?workflowId=${id}`)).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(workflowSteps).where(eq(workflowSteps.workflowId, id))).toEqual([]);
    expect((await post(`${base}/delete`, { id })).statusCode).toBe(404);

    const logged = await ctx.database.db
      .select({ action: auditLogs.action, entity: auditLogs.entity, summary: auditLogs.summary })
      .from(auditLogs)
      .where(inArray(auditLogs.entity, ['workflow', 'workflow_step']))
      .orderBy(auditLogs.id);
    const mine = logged.filter((l) => l.summary?.startsWith('待删除流程'));
    expect(mine.map((l) => `${l.action} ${l.entity}`)).toEqual([
      'create workflow',
      'create workflow_step',
      'update workflow',
      'update workflow',
      'delete workflow',
    ]);
    expect(mine[3].summary).toBe('待删除流程: published version 1');
  });

  it('guards every call: a viewer reads but changes nothing, a stranger gets 401', async () => {
    const [role] = await ctx.database.db.insert(roles).values({ name: '流程查看', code: 'workflow-viewer', dataScope: 'all' }).returning({ id: roles.id });
    const granted = await ctx.database.db
      .select({ id: resources.id })
      .from(resources)
      .where(inArray(resources.resourceKey, ['oa', 'workflow:query']));
    await ctx.database.db.insert(roleResources).values(granted.map((r) => ({ roleId: role.id, resourceId: r.id })));
    await ctx.createUser('flowviewer', 'Viewer@2026x', [role.id]);
    const viewer = bearer(await ctx.login('flowviewer', 'Viewer@2026x'));
    const [target] = await ctx.database.db.select().from(workflows).where(eq(workflows.name, '政策申报审核'));
    const stepIds = (await stepsOf(target.id)).steps.map((s) => s.id);

    expect((await get(`${base}/view`, viewer)).statusCode).toBe(200);
    expect((await get(`${base}/steps?workflowId=${target.id}`, viewer)).statusCode).toBe(200);
    const writes: [string, object][] = [
      ['post', { id: target.id, name: '改名', businessType: 'policy_application', fallbackUserId: adminId }],
      ['delete', { id: target.id }],
      ['steppost', { workflowId: target.id, name: '插入', actorType: 'users', actorUserIds: [adminId], actions: ['approve'] }],
      ['stepdelete', { id: stepIds[0] }],
      ['stepsort', { workflowId: target.id, stepIds: [...stepIds].reverse() }],
    ];
    for (const [path, body] of writes) {
      expect({ path, status: (await post(`${base}/${path}`, body, viewer)).statusCode }).toEqual({ path, status: 403 });
      expect({ path, status: (await post(`${base}/${path}`, body, {})).statusCode }).toEqual({ path, status: 401 });
    }
    expect((await get(`${base}/view`, {})).statusCode).toBe(401);
    const [after] = await ctx.database.db.select().from(workflows).where(eq(workflows.id, target.id));
    expect(after).toEqual(target);
    expect((await stepsOf(target.id)).steps.map((s) => s.id)).toEqual(stepIds);
  });
  it('gives each staff member an inbox: to do, done, started; acting on a task answers the instance, once', async () => {
    const reviewer = await ctx.createUser('reviewer1', 'Review@2026x');
    const starter = await ctx.createUser('starter1', 'Starter@2026x');
    await ctx.createUser('outsider1', 'Outsider@2026x');
    const asReviewer = bearer(await ctx.login('reviewer1', 'Review@2026x'));
    const asStarter = bearer(await ctx.login('starter1', 'Starter@2026x'));
    const asOutsider = bearer(await ctx.login('outsider1', 'Outsider@2026x'));
    const id = await newWorkflow('收件箱流程');
    await post(`${base}/steppost`, {
      workflowId: id,
      name: '资金核定',
      actorType: 'users',
      actorUserIds: [reviewer],
      actions: ['approve', 'return'],
      timeLimitHours: 24,
      onTimeout: 'remind',
      fields: [{ key: 'approvedAmount', label: '核定金额', type: 'number', required: true, max: 1000000 }],
    });
    await post(`${base}/post`, { id, name: '收件箱流程', businessType: 'policy_application', fallbackUserId: adminId, publish: true });
    const deps = { db: ctx.database.db, now: ctx.now } as Deps;
    const instanceId = await ctx.database.db.transaction((tx) =>
      startInstance(deps, tx, {
        workflowId: id,
        businessType: 'policy_application',
        businessId: 77,
        title: '苏州博睿信息技术有限公司 · 研发费用补贴',
        initiator: { kind: 'user', id: starter, name: 'starter1' },
        data: { amount: 300000 },
      }),
    );

    expect((await get(`${base}/task/count`, asReviewer)).json().data).toEqual({ todo: 1, overdue: 0 });
    const todo = (await get(`${base}/task/query?box=todo`, asReviewer)).json().data;
    expect(todo.list).toEqual([
      expect.objectContaining({ instanceId, stepName: '资金核定', workflowName: '收件箱流程', instanceStatus: 'running', overdue: false }),
    ]);
    const taskId = todo.list[0].taskId as number;
    const totalOf = async (query: string) => (await get(`${base}/task/query?${query}`, asReviewer)).json().data.total as number;
    expect([await totalOf(`keyword=${encodeURIComponent('博睿')}`), await totalOf(`keyword=${encodeURIComponent('不存在')}`)]).toEqual([1, 0]);
    // One character, pairs in another order, and wildcards that match only themselves.
    const keyword = (k: string) => totalOf(`keyword=${encodeURIComponent(k)}`);
    expect([await keyword('睿'), await keyword('睿博'), await keyword('博%'), await keyword('研发费用补贴'), await keyword('_')]).toEqual([1, 0, 0, 1, 0]);
    expect([await totalOf('businessType=policy_application'), await totalOf('businessType=article_audit')]).toEqual([1, 0]);
    // Past its 24-hour limit.
    await ctx.database.db
      .update(workflowTasks)
      .set({ dueAt: new Date(ctx.now().getTime() - 3600_000) })
      .where(eq(workflowTasks.id, taskId));
    expect((await get(`${base}/task/count`, asReviewer)).json().data).toEqual({ todo: 1, overdue: 1 });
    expect((await get(`${base}/task/query?box=started`, asStarter)).json().data.list).toEqual([
      expect.objectContaining({ instanceId, taskId: null, stepName: '资金核定' }),
    ]);

    // Outsiders are not told it exists, and cannot act for the reviewer.
    expect((await get(`${base}/instance/detail?id=${instanceId}`, asOutsider)).statusCode).toBe(404);
    expect((await post(`${base}/task/act`, { taskId, action: 'approve', fields: { approvedAmount: 1 } }, asOutsider)).statusCode).toBe(403);
    const detail = (await get(`${base}/instance/detail?id=${instanceId}`, asReviewer)).json().data;
    expect(detail).toMatchObject({
      status: 'running',
      currentStep: 0,
      myTask: { id: taskId, kind: 'actor', step: 0 },
      pendingAssignees: [{ id: reviewer, name: 'reviewer1' }],
    });

    for (const [body, status, field] of [
      [{ taskId, action: 'sign' }, 400, 'action'],
      [{ taskId, action: 'approve', attachments: [{ name: 'x', url: 'javascript:alert(1)' }] }, 400, 'attachments.0.url'],
      [{ taskId, action: 'approve' }, 422, 'fields.approvedAmount'],
      [{ taskId, action: 'approve', fields: { approvedAmount: 2000000 } }, 422, 'fields.approvedAmount'],
    ] as [object, number, string][]) {
      const res = await post(`${base}/task/act`, body, asReviewer);
      expect({ body, status: res.statusCode, field: res.json().field }).toEqual({ body, status, field });
    }
    const acted = await post(`${base}/task/act`, { taskId, action: 'approve', comment: '同意，核定28万元', fields: { approvedAmount: 280000 } }, asReviewer);
    expect(acted.json().data).toMatchObject({ status: 'approved', myTask: null, data: { amount: 300000, approvedAmount: 280000 } });
    expect(acted.json().data.history.map((h: { action: string }) => h.action)).toEqual(['submit', 'approve', 'finish']);
    expect((await post(`${base}/task/act`, { taskId, action: 'approve', fields: { approvedAmount: 280000 } }, asReviewer)).statusCode).toBe(409);
    expect((await get(`${base}/task/query?box=done`, asReviewer)).json().data.list).toEqual([
      expect.objectContaining({ taskId, action: 'approve', taskStatus: 'done' }),
    ]);
    expect((await get(`${base}/task/count`, asReviewer)).json().data.todo).toBe(0);
    const [logged] = await ctx.database.db.select().from(auditLogs).where(eq(auditLogs.entity, 'workflow_instance'));
    expect(logged).toMatchObject({ action: 'update', entityId: String(instanceId), summary: expect.stringContaining('approve at step 1') });
    expect((await get(`${base}/task/query`, {})).statusCode).toBe(401);
  });
});
