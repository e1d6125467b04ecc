/**
 * The approval engine (server/modules/workflow/engine.ts) on a real database: any/all, conditions, fields,
 * return, withdraw, urge, resubmit, versions, fallback, transfer, added signers, and two people acting at once.
 */
import { and, eq } from 'drizzle-orm';
import type { WorkflowStepSnapshot } from '@shared/workflow';
import type { Deps } from '../../server/deps';
import {
  inboxMessages,
  notices,
  queuedJobs,
  roles,
  users,
  visitors,
  workflowHistory,
  workflowInstances,
  workflowTasks,
  workflowVersions,
  workflows,
} from '../../server/db/schema';
import {
  act,
  checkStepFields,
  handleDeadlines,
  resubmit,
  startInstance,
  stepDecided,
  timelineOf,
  urge,
  withdraw,
  type Initiator,
} from '../../server/modules/workflow/engine';
import { myNotices } from '../../server/modules/notify/service';
import { createTestContext, dbKinds, type TestContext } from './harness';

describe('engine rules without a database', () => {
  it('decides a step: any needs no added signer pending; all needs nobody pending', () => {
    expect(stepDecided('any', [])).toBe(true);
    expect(stepDecided('any', [{ kind: 'signer' }])).toBe(false);
    expect(stepDecided('all', [{ kind: 'actor' }])).toBe(false);
    expect(stepDecided('all', [])).toBe(true);
  });

  it('checks the fields an actor sets, naming the field', () => {
    const fields = [
      { key: 'approvedAmount', label: '核定金额', type: 'number' as const, required: true, max: 2_000_000 },
      { key: 'note', label: '备注', type: 'text' as const, required: false },
    ];
    expect(checkStepFields(fields, { approvedAmount: 300000 })).toEqual({ approvedAmount: 300000 });
    const refused = (given: Record<string, unknown>) => {
      try {
        checkStepFields(fields, given);
        return null;
      } catch (err) {
        return (err as { field?: string }).field;
      }
    };
    expect(refused({})).toBe('fields.approvedAmount');
    expect(refused({ approvedAmount: 3_000_000 })).toBe('fields.approvedAmount');
    expect(refused({ approvedAmount: '300000' })).toBe('fields.approvedAmount');
    expect(refused({ approvedAmount: 1, owner: 'x' })).toBe('fields.owner');
  });
});

describe.each(dbKinds)('the approval engine on %s', (kind) => {
  let ctx: TestContext;
  let deps: Deps;
  let staff: Map<string, { id: number; name: string }>;
  let adminId: number;
  let businessId = 1;
  /** The company user who applies: a real visitor, since the outcome goes to their inbox and e-mail. */
  let company: Initiator;
  const person = (username: string) => ({ kind: 'user' as const, id: staff.get(username)!.id, name: staff.get(username)!.name });

  /** A published workflow with the given steps (actors named by username), straight in the database. */
  async function workflowWith(name: string, steps: (Partial<WorkflowStepSnapshot> & { name: string; people?: string[] })[]) {
    const [w] = await ctx.database.db
      .insert(workflows)
      .values({ name, businessType: 'policy_application', fallbackUserId: adminId, publishedVersion: 1, hasDraftChanges: false })
      .returning({ id: workflows.id });
    const snapshots: WorkflowStepSnapshot[] = steps.map(({ people, ...s }, i) => ({
      stepId: i + 1,
      actorType: 'users',
      actorUserIds: (people ?? []).map((u) => staff.get(u)!.id),
      actorRoleId: null,
      mode: 'any',
      actions: ['approve', 'reject', 'return', 'transfer', 'add_signer', 'copy'],
      condition: null,
      timeLimitHours: null,
      onTimeout: null,
      escalateToUserId: null,
      fields: [],
      ...s,
    }));
    await ctx.database.db.insert(workflowVersions).values({ workflowId: w.id, version: 1, steps: snapshots });
    return w.id;
  }
  const start = (workflowId: number, data: Record<string, unknown> = {}) =>
    deps.db.transaction((tx) =>
      startInstance(deps, tx, {
        workflowId,
        businessType: 'policy_application',
        businessId: businessId++,
        title: '高新技术企业认定奖励',
        initiator: company,
        data,
      }),
    );
  const instanceOf = async (id: number) => (await ctx.database.db.select().from(workflowInstances).where(eq(workflowInstances.id, id)))[0];
  const pendingTask = async (instanceId: number, username: string) =>
    (
      await ctx.database.db
        .select()
        .from(workflowTasks)
        .where(and(eq(workflowTasks.instanceId, instanceId), eq(workflowTasks.assigneeId, staff.get(username)!.id), eq(workflowTasks.status, 'pending')))
    )[0];
  const actions = async (instanceId: number) => (await timelineOf(ctx.database.db, instanceId)).map((h) => `${h.action}${h.step === null ? '' : `@${h.step}`}`);
  const statusOf = async (p: Promise<unknown>) =>
    p.then(
      () => 200,
      (err: { status?: number }) => err.status ?? 500,
    );

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    deps = { db: ctx.database.db, now: ctx.now, config: { publicUrl: 'https://park.example.cn' } } as Deps;
    const [v] = await ctx.database.db
      .insert(visitors)
      .values({ email: 'zhangmin@borui.example.cn', passwordHash: 'x', displayName: '张敏', termsAcceptedAt: ctx.now() })
      .returning({ id: visitors.id });
    company = { kind: 'visitor', id: v.id, name: '苏州博睿信息技术有限公司 · 张敏' };
    const rows = await ctx.database.db.select({ id: users.id, username: users.username, realName: users.realName }).from(users);
    staff = new Map(rows.map((r) => [r.username, { id: r.id, name: r.realName }]));
    adminId = staff.get('admin')!.id;
  });
  afterAll(() => ctx.close());

  it('skips a step whose condition does not hold, asks for the fields, and approves at the end', async () => {
    const workflowId = await workflowWith('条件与字段', [
      { name: '初审', people: ['sunlihua', 'guoping'] },
      { name: '领导审批', people: ['wanghaitao'], condition: 'amount > 500000' },
      { name: '核定', people: ['linna'], fields: [{ key: 'approvedAmount', label: '核定金额', type: 'number', required: true, max: 400000 }] },
    ]);
    const id = await start(workflowId, { amount: 300000 });
    expect(await instanceOf(id)).toMatchObject({ status: 'running', currentStep: 0 });
    // Any one of the two: the first to approve moves it on and the other's task is cancelled.
    await act(deps, { taskId: (await pendingTask(id, 'guoping')).id, actor: person('guoping'), action: 'approve', comment: '材料齐全' });
    expect(await pendingTask(id, 'sunlihua')).toBeUndefined();
    expect(await instanceOf(id)).toMatchObject({ currentStep: 2 });

    const core = await pendingTask(id, 'linna');
    await expect(act(deps, { taskId: core.id, actor: person('linna'), action: 'approve' })).rejects.toMatchObject({
      status: 422,
      field: 'fields.approvedAmount',
    });
    await expect(act(deps, { taskId: core.id, actor: person('linna'), action: 'approve', fields: { approvedAmount: 500000 } })).rejects.toMatchObject({
      status: 422,
    });
    const done = await act(deps, { taskId: core.id, actor: person('linna'), action: 'approve', fields: { approvedAmount: 280000 } });
    expect(done).toMatchObject({ status: 'approved', currentStep: null, data: { amount: 300000, approvedAmount: 280000 } });
    expect(await actions(id)).toEqual(['submit', 'approve@0', 'skip@1', 'approve@2', 'finish']);
    // Acting on a finished one.
    await expect(act(deps, { taskId: core.id, actor: person('linna'), action: 'approve', fields: { approvedAmount: 1 } })).rejects.toMatchObject({
      status: 409,
    });
  });

  it('needs every one of them for "all", and an added signer too', async () => {
    const workflowId = await workflowWith('会签', [{ name: '会签', people: ['wanghaitao', 'sunlihua'], mode: 'all' }]);
    const id = await start(workflowId);
    await act(deps, { taskId: (await pendingTask(id, 'wanghaitao')).id, actor: person('wanghaitao'), action: 'add_signer', toUserId: staff.get('wumin')!.id });
    await act(deps, { taskId: (await pendingTask(id, 'wanghaitao')).id, actor: person('wanghaitao'), action: 'approve' });
    expect((await instanceOf(id)).status).toBe('running');
    await act(deps, { taskId: (await pendingTask(id, 'sunlihua')).id, actor: person('sunlihua'), action: 'approve' });
    expect((await instanceOf(id)).status).toBe('running');
    await act(deps, { taskId: (await pendingTask(id, 'wumin')).id, actor: person('wumin'), action: 'approve' });
    expect((await instanceOf(id)).status).toBe('approved');
  });

  it('refuses someone else’s task (403) and lets exactly one of two people acting at once succeed (409 for the other)', async () => {
    const workflowId = await workflowWith('并发', [
      { name: '初审', people: ['sunlihua', 'guoping'] },
      { name: '复审', people: ['linna'] },
    ]);
    const id = await start(workflowId);
    const a = await pendingTask(id, 'sunlihua');
    const b = await pendingTask(id, 'guoping');
    expect(await statusOf(act(deps, { taskId: a.id, actor: person('guoping'), action: 'approve' }))).toBe(403);
    const results = await Promise.all([
      statusOf(act(deps, { taskId: a.id, actor: person('sunlihua'), action: 'approve' })),
      statusOf(act(deps, { taskId: b.id, actor: person('guoping'), action: 'reject' })),
    ]);
    expect([...results].sort()).toEqual([200, 409]);
    const instance = await instanceOf(id);
    // Whichever came first decided: approved on to 复审, or rejected; never both.
    expect(results[0] === 200 ? instance.currentStep : instance.status).toBe(results[0] === 200 ? 1 : 'rejected');
    // The same task twice at once.
    const id2 = await start(workflowId);
    const t = await pendingTask(id2, 'sunlihua');
    const twice = await Promise.all([0, 1].map(() => statusOf(act(deps, { taskId: t.id, actor: person('sunlihua'), action: 'approve' }))));
    expect([...twice].sort()).toEqual([200, 409]);
    expect(await actions(id2)).toEqual(['submit', 'approve@0']);
  });

  it('returns to the initiator, who resubmits straight back to that step; or back to an earlier step', async () => {
    const workflowId = await workflowWith('退回', [
      { name: '初审', people: ['sunlihua'] },
      { name: '复审', people: ['linna'] },
      { name: '终审', people: ['wanghaitao'] },
    ]);
    const id = await start(workflowId, { amount: 200000 });
    await act(deps, { taskId: (await pendingTask(id, 'sunlihua')).id, actor: person('sunlihua'), action: 'approve' });
    await act(deps, { taskId: (await pendingTask(id, 'linna')).id, actor: person('linna'), action: 'return', comment: '请补充近三年审计报告' });
    expect(await instanceOf(id)).toMatchObject({ status: 'returned', currentStep: null, resumeStep: 1 });
    await expect(resubmit(deps, id, { ...company, id: company.id + 1000 })).rejects.toMatchObject({ status: 403 });
    await resubmit(deps, id, company, { data: { amount: 210000 }, comment: '已补充', attachments: [{ name: '审计报告.pdf', url: '/uploads/a.pdf' }] });
    expect(await instanceOf(id)).toMatchObject({ status: 'running', currentStep: 1, data: { amount: 210000 } });

    await act(deps, { taskId: (await pendingTask(id, 'linna')).id, actor: person('linna'), action: 'approve' });
    const back = await pendingTask(id, 'wanghaitao');
    await expect(act(deps, { taskId: back.id, actor: person('wanghaitao'), action: 'return', toStep: 2 })).rejects.toMatchObject({
      status: 422,
      field: 'toStep',
    });
    await act(deps, { taskId: back.id, actor: person('wanghaitao'), action: 'return', toStep: 0, comment: '初审意见不完整' });
    expect(await instanceOf(id)).toMatchObject({ status: 'running', currentStep: 0 });
    expect(await actions(id)).toEqual(['submit', 'approve@0', 'return@1', 'resubmit@1', 'approve@1', 'return@2']);
    const [resubmitted] = (await timelineOf(ctx.database.db, id)).filter((h) => h.action === 'resubmit');
    expect(resubmitted).toMatchObject({ actorKind: 'visitor', comment: '已补充', attachments: [{ name: '审计报告.pdf', url: '/uploads/a.pdf' }] });
  });

  it('withdraws only before anyone acted; urges at most once a day', async () => {
    const workflowId = await workflowWith('撤回催办', [
      { name: '初审', people: ['sunlihua'] },
      { name: '复审', people: ['linna'] },
    ]);
    const early = await start(workflowId);
    await expect(urge(deps, early, { ...company, id: company.id + 1000 })).rejects.toMatchObject({ status: 403 });
    expect(await urge(deps, early, company)).toEqual([staff.get('sunlihua')!.id]);
    await expect(urge(deps, early, company)).rejects.toMatchObject({ status: 409 });
    ctx.advance(24 * 3600_000);
    expect(await urge(deps, early, company)).toHaveLength(1);
    await withdraw(deps, early, company, '信息填错，重新申报');
    expect(await instanceOf(early)).toMatchObject({ status: 'withdrawn' });
    expect(await pendingTask(early, 'sunlihua')).toBeUndefined();

    const late = await start(workflowId);
    await act(deps, { taskId: (await pendingTask(late, 'sunlihua')).id, actor: person('sunlihua'), action: 'approve' });
    await expect(withdraw(deps, late, company)).rejects.toMatchObject({ status: 409 });
    expect((await instanceOf(late)).status).toBe('running');
  });

  it('runs on the version it started with; a step with nobody to act goes to the fallback administrator', async () => {
    const [emptyRole] = await ctx.database.db.insert(roles).values({ name: '空角色', code: 'nobody-here', dataScope: 'self' }).returning({ id: roles.id });
    const workflowId = await workflowWith('版本与兜底', [{ name: '空角色审核', actorType: 'role', actorRoleId: emptyRole.id }]);
    const id = await start(workflowId);
    expect((await pendingTask(id, 'admin')).step).toBe(0);
    expect(await actions(id)).toEqual(['submit', 'fallback@0']);

    // Version 2 has another step; the running instance finishes on version 1.
    await ctx.database.db.insert(workflowVersions).values({
      workflowId,
      version: 2,
      steps: [0, 1].map((i) => ({
        stepId: 10 + i,
        name: `新步骤${i}`,
        actorType: 'users' as const,
        actorUserIds: [staff.get('linna')!.id],
        actorRoleId: null,
        mode: 'any' as const,
        actions: ['approve' as const],
        condition: null,
        timeLimitHours: null,
        onTimeout: null,
        escalateToUserId: null,
        fields: [],
      })),
    });
    await ctx.database.db.update(workflows).set({ publishedVersion: 2 }).where(eq(workflows.id, workflowId));
    await act(deps, { taskId: (await pendingTask(id, 'admin')).id, actor: person('admin'), action: 'approve' });
    expect((await instanceOf(id)).status).toBe('approved');
    const next = await start(workflowId);
    expect((await pendingTask(next, 'linna')).step).toBe(0);
  });

  it('transfers a task to someone else, copies for information, and refuses an action the step does not allow', async () => {
    const workflowId = await workflowWith('转办', [{ name: '初审', people: ['sunlihua'], actions: ['approve', 'transfer', 'copy'] }]);
    const id = await start(workflowId);
    const task = await pendingTask(id, 'sunlihua');
    await expect(act(deps, { taskId: task.id, actor: person('sunlihua'), action: 'reject' })).rejects.toMatchObject({ status: 422, field: 'action' });
    await expect(act(deps, { taskId: task.id, actor: person('sunlihua'), action: 'transfer', toUserId: 999999 })).rejects.toMatchObject({
      status: 422,
      field: 'toUserId',
    });
    await act(deps, { taskId: task.id, actor: person('sunlihua'), action: 'copy', toUserId: staff.get('wumin')!.id });
    await act(deps, { taskId: task.id, actor: person('sunlihua'), action: 'transfer', toUserId: staff.get('hetao')!.id, comment: '请何涛处理' });
    await expect(act(deps, { taskId: task.id, actor: person('sunlihua'), action: 'approve' })).rejects.toMatchObject({ status: 409 });
    await act(deps, { taskId: (await pendingTask(id, 'hetao')).id, actor: person('hetao'), action: 'approve' });
    expect((await instanceOf(id)).status).toBe('approved');
    const history = await ctx.database.db.select().from(workflowHistory).where(eq(workflowHistory.instanceId, id)).orderBy(workflowHistory.id);
    expect(history.map((h) => [h.action, h.actorName])).toEqual([
      ['submit', company.name],
      ['copy', '孙丽华'],
      ['transfer', '孙丽华'],
      ['approve', '何涛'],
      ['finish', '系统'],
    ]);
  });

  it('refuses to start on a disabled or unpublished workflow, or twice on one record', async () => {
    const workflowId = await workflowWith('启动检查', [{ name: '初审', people: ['sunlihua'] }]);
    const tx = (fn: Parameters<typeof deps.db.transaction>[0]) => statusOf(deps.db.transaction(fn));
    const input = { workflowId, businessType: 'policy_application' as const, businessId: 900001, title: '重复申报', initiator: company, data: {} };
    expect(await tx((t) => startInstance(deps, t, input))).toBe(200);
    expect(await tx((t) => startInstance(deps, t, input))).toBe(409);
    await ctx.database.db.update(workflows).set({ status: 'disabled' }).where(eq(workflows.id, workflowId));
    expect(await tx((t) => startInstance(deps, t, { ...input, businessId: 900002 }))).toBe(422);
    expect(await tx((t) => startInstance(deps, t, { ...input, workflowId: 999999 }))).toBe(404);
  });
  it('tells the people concerned: tasks in their bell, reminders by e-mail, the outcome in the applicant’s inbox and e-mail', async () => {
    const workflowId = await workflowWith('通知', [
      { name: '初审', people: ['sunlihua'] },
      { name: '复审', people: ['linna'] },
    ]);
    const id = await start(workflowId);
    const bell = async (username: string) =>
      (await myNotices(deps, staff.get(username)!.id, { current: 1, pageSize: 50 })).list.filter((n) => n.link === `/admin/tasks?instance=${id}`);
    const inbox = async () =>
      (await ctx.database.db.select().from(inboxMessages).where(eq(inboxMessages.visitorId, company.id))).filter(
        (m) => m.link === `/apply?application=${businessId - 1}`,
      );
    const mailsTo = async (address: string) =>
      (await ctx.database.db.select({ payload: queuedJobs.payload }).from(queuedJobs).where(eq(queuedJobs.kind, 'mail.send'))).filter(
        (j) =>
          j.payload.to === address &&
          /\/admin\/tasks\?instance=(\d+)|\/apply\?application=(\d+)/
            .exec(String(j.payload.text))
            ?.slice(1)
            .some((n) => n === String(id) || n === String(businessId - 1)),
      );

    expect((await bell('sunlihua')).map((n) => [n.type, n.title])).toEqual([['todo', '待办：高新技术企业认定奖励']]);
    // Someone else's task is not in my bell.
    expect(await bell('linna')).toEqual([]);
    // A new task is in the bell only; a reminder also goes by e-mail.
    expect(await mailsTo('sunlihua@park.example.cn')).toEqual([]);
    await urge(deps, id, company);
    expect((await bell('sunlihua')).map((n) => n.title)).toContain('催办：高新技术企业认定奖励');
    expect((await mailsTo('sunlihua@park.example.cn')).map((j) => j.payload.subject)).toEqual([expect.stringContaining('催办：高新技术企业认定奖励')]);

    await act(deps, { taskId: (await pendingTask(id, 'sunlihua')).id, actor: person('sunlihua'), action: 'return', comment: '请补充审计报告' });
    const returned = await inbox();
    expect(returned.map((m) => [m.kind, m.title])).toEqual([['application', '高新技术企业认定奖励：已退回补充']]);
    expect(returned[0].body).toContain('请补充审计报告');
    expect((await mailsTo('zhangmin@borui.example.cn')).map((j) => j.payload.text)).toEqual([
      expect.stringContaining('https://park.example.cn/apply?application='),
    ]);

    await resubmit(deps, id, company, { comment: '已补充' });
    await act(deps, { taskId: (await pendingTask(id, 'sunlihua')).id, actor: person('sunlihua'), action: 'approve' });
    expect((await bell('linna')).map((n) => n.type)).toEqual(['todo']);
    await act(deps, { taskId: (await pendingTask(id, 'linna')).id, actor: person('linna'), action: 'approve' });
    expect((await inbox()).map((m) => m.title).sort()).toEqual(['高新技术企业认定奖励：已通过', '高新技术企业认定奖励：已退回补充'].sort());
    // Personal notices stay out of the notices screen's list.
    const published = await ctx.database.db
      .select({ id: notices.id })
      .from(notices)
      .where(eq(notices.link, `/admin/tasks?instance=${id}`));
    expect(published.length).toBeGreaterThanOrEqual(4);
  });

  it('sends no e-mail to those who turned e-mail notices off: the bell and the inbox still have it', async () => {
    const workflowId = await workflowWith('不发邮件', [{ name: '初审', people: ['guoping'] }]);
    const id = await start(workflowId);
    const application = businessId - 1;
    const mails = async () =>
      (await ctx.database.db.select({ payload: queuedJobs.payload }).from(queuedJobs).where(eq(queuedJobs.kind, 'mail.send'))).filter((j) =>
        [`/admin/tasks?instance=${id}`, `/apply?application=${application}`].some((link) => String(j.payload.text).endsWith(link)),
      );
    await ctx.database.db
      .update(users)
      .set({ emailNotices: false })
      .where(eq(users.id, staff.get('guoping')!.id));
    await ctx.database.db.update(visitors).set({ emailNotices: false }).where(eq(visitors.id, company.id));
    try {
      await urge(deps, id, company);
      await act(deps, { taskId: (await pendingTask(id, 'guoping')).id, actor: person('guoping'), action: 'reject', comment: '不符合申报条件' });
      const bell = await myNotices(deps, staff.get('guoping')!.id, { current: 1, pageSize: 50 });
      expect(bell.list.filter((n) => n.link === `/admin/tasks?instance=${id}`).map((n) => n.type)).toEqual(expect.arrayContaining(['todo']));
      expect(bell.list.some((n) => n.link === `/admin/tasks?instance=${id}` && n.title.startsWith('催办'))).toBe(true);
      const inbox = await ctx.database.db
        .select()
        .from(inboxMessages)
        .where(eq(inboxMessages.link, `/apply?application=${application}`));
      expect(inbox.map((m) => m.title)).toEqual(['高新技术企业认定奖励：未通过']);
      expect(await mails()).toEqual([]);
    } finally {
      await ctx.database.db
        .update(users)
        .set({ emailNotices: true })
        .where(eq(users.id, staff.get('guoping')!.id));
      await ctx.database.db.update(visitors).set({ emailNotices: true }).where(eq(visitors.id, company.id));
    }
  });

  it('applies time limits once each: remind, escalate (to the fallback when the person left), approve on, reject back', async () => {
    const deadlines = () => deps.db.transaction((tx) => handleDeadlines(deps, tx));
    const leaver = (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.status, 'disabled')))[0].id;
    const remind = await start(await workflowWith('超时提醒', [{ name: '初审', people: ['sunlihua'], timeLimitHours: 24, onTimeout: 'remind' }]));
    const escalate = await start(
      await workflowWith('超时上报', [
        { name: '初审', people: ['guoping'], timeLimitHours: 24, onTimeout: 'escalate', escalateToUserId: staff.get('wanghaitao')!.id },
      ]),
    );
    const escalateToLeaver = await start(
      await workflowWith('上报离职', [{ name: '初审', people: ['linna'], timeLimitHours: 24, onTimeout: 'escalate', escalateToUserId: leaver }]),
    );
    const approveOn = await start(
      await workflowWith('超时通过', [
        { name: '初审', people: ['hetao', 'hanxue'], timeLimitHours: 48, onTimeout: 'approve' },
        { name: '复审', people: ['wumin'] },
      ]),
    );
    const rejectBack = await start(await workflowWith('超时驳回', [{ name: '初审', people: ['zhengshuang'], timeLimitHours: 24, onTimeout: 'reject' }]));

    expect(await deadlines()).toBe(0);
    ctx.advance(25 * 3600_000);
    expect(await deadlines()).toBe(4);
    expect(await deadlines()).toBe(0);
    expect((await pendingTask(remind, 'sunlihua')).timedOutAt).not.toBeNull();
    expect(await pendingTask(escalate, 'guoping')).toBeUndefined();
    expect(await pendingTask(escalate, 'wanghaitao')).toBeDefined();
    expect(await pendingTask(escalateToLeaver, 'admin')).toBeDefined();
    expect(await instanceOf(rejectBack)).toMatchObject({ status: 'rejected', resumeStep: 0 });
    expect((await instanceOf(approveOn)).currentStep).toBe(0);

    ctx.advance(24 * 3600_000);
    // Both tasks of the any-step are overdue: the step is decided once, and moves on.
    expect(await deadlines()).toBe(1);
    expect(await instanceOf(approveOn)).toMatchObject({ status: 'running', currentStep: 1 });
    expect(await actions(approveOn)).toEqual(['submit', 'timeout@0']);
    expect(await actions(remind)).toEqual(['submit', 'timeout@0']);
  });
});
