import {
  workflowActions,
  workflowActorTypes,
  workflowBusinessTypes,
  workflowConditionFields,
  workflowModes,
  workflowStatuses,
  workflowTimeoutActions,
  type WorkflowAction,
  type WorkflowActorType,
  type WorkflowBusinessType,
  type WorkflowStepField,
} from '@shared/workflow';
import { formatCondition, parseCondition } from '@shared/workflowCondition';
import { accounts, ago, audit, departmentName, roles } from './_data';
import {
  badRequest,
  conflict,
  contains,
  fail,
  nextId,
  notFound,
  nowIso,
  ok,
  orNull,
  page,
  queryId,
  rejectMissing,
  requireAuth,
  type MockResponse,
} from './_helpers';

/**
 * Approval workflows at /api/oa/admin/workflow/*, as server/seed/workflows.ts sets them up for 星湖科技园: who
 * reviews a policy application, an article, a project and a company's changes, in which order. Held in memory.
 */

type Mode = (typeof workflowModes)[number];
type TimeoutAction = (typeof workflowTimeoutActions)[number];
type Step = {
  id: number;
  workflowId: number;
  sort: number;
  name: string;
  actorType: WorkflowActorType;
  actorUserIds: number[];
  actorRoleId: number | null;
  mode: Mode;
  actions: WorkflowAction[];
  condition: string | null;
  timeLimitHours: number | null;
  onTimeout: TimeoutAction | null;
  escalateToUserId: number | null;
  fields: WorkflowStepField[];
};
type Workflow = {
  id: number;
  name: string;
  businessType: WorkflowBusinessType;
  description: string | null;
  status: (typeof workflowStatuses)[number];
  fallbackUserId: number;
  publishedVersion: number;
  hasDraftChanges: boolean;
  updatedAt: string;
  /** Instances, which the screens do not create here: running ones and finished ones block deletion. */
  running: number;
  finished: number;
};

const MAX_STEPS = 30;
const userId = (username: string) => accounts.find((a) => a.username === username)!.id;
const roleId = (code: string) => roles.find((r) => r.code === code)!.id;
const review: WorkflowAction[] = ['approve', 'reject', 'return', 'transfer'];

const workflows: Workflow[] = [];
const steps: Step[] = [];

type StepSeed = Partial<Step> & Pick<Step, 'name' | 'actorType' | 'actions'>;
function addWorkflow(w: Omit<Workflow, 'id' | 'fallbackUserId' | 'hasDraftChanges'>, list: StepSeed[]) {
  const id = workflows.length + 1;
  workflows.push({ ...w, id, fallbackUserId: userId('admin'), hasDraftChanges: w.publishedVersion === 0 });
  list.forEach((s, i) =>
    steps.push({
      actorUserIds: [],
      actorRoleId: null,
      mode: 'any',
      condition: null,
      timeLimitHours: null,
      onTimeout: null,
      escalateToUserId: null,
      fields: [],
      ...s,
      id: steps.length + 1,
      workflowId: id,
      sort: i + 1,
    }),
  );
}

addWorkflow(
  {
    name: '政策申报审核',
    businessType: 'policy_application',
    description: '企业在线申报政策后的受理、初审、复审与资金核定',
    status: 'enabled',
    publishedVersion: 1,
    updatedAt: ago(12),
    running: 3,
    finished: 18,
  },
  [
    {
      name: '受理与形式审查',
      actorType: 'role',
      actorRoleId: roleId('enterprise-service'),
      actions: [...review, 'copy'],
      timeLimitHours: 48,
      onTimeout: 'remind',
    },
    {
      name: '主管部门复审',
      actorType: 'policy_dept',
      actions: [...review, 'add_signer'],
      timeLimitHours: 120,
      onTimeout: 'escalate',
      escalateToUserId: userId('sunlihua'),
      fields: [{ key: 'approvedAmount', label: '核定金额（元）', type: 'number', required: true }],
    },
    { name: '分管领导审批', actorType: 'users', actorUserIds: [userId('wanghaitao')], actions: ['approve', 'reject', 'return'], condition: 'amount > 500000' },
    {
      name: '财务备案',
      actorType: 'users',
      actorUserIds: [userId('wumin'), userId('zhengshuang')],
      actions: ['approve', 'return'],
      timeLimitHours: 72,
      onTimeout: 'approve',
    },
  ],
);
addWorkflow(
  {
    name: '文章发布审核',
    businessType: 'article_audit',
    description: '新闻、通知公告发布前的内容审核',
    status: 'enabled',
    publishedVersion: 1,
    updatedAt: ago(30),
    running: 1,
    finished: 42,
  },
  [
    { name: '编辑互审', actorType: 'role', actorRoleId: roleId('editor'), actions: ['approve', 'return', 'transfer'] },
    {
      name: '综合管理部终审',
      actorType: 'users',
      actorUserIds: [userId('chenjing')],
      actions: ['approve', 'reject', 'return'],
      timeLimitHours: 24,
      onTimeout: 'remind',
    },
  ],
);
addWorkflow(
  {
    name: '招商项目立项审批',
    businessType: 'project_approval',
    description: '签约前的项目立项：招商中心评估，重大项目报园区领导班子',
    status: 'enabled',
    publishedVersion: 1,
    updatedAt: ago(21),
    running: 0,
    finished: 6,
  },
  [
    { name: '招商中心评估', actorType: 'users', actorUserIds: [userId('wanghaitao')], actions: [...review, 'add_signer'] },
    { name: '财务测算', actorType: 'users', actorUserIds: [userId('wumin')], actions: ['approve', 'return'], condition: 'investment >= 100000000' },
    {
      name: '领导班子会签',
      actorType: 'users',
      actorUserIds: [userId('admin'), userId('wanghaitao'), userId('sunlihua')],
      mode: 'all',
      actions: ['approve', 'reject', 'return'],
      condition: 'investment >= 100000000',
    },
  ],
);
addWorkflow(
  {
    name: '企业信息变更审核',
    businessType: 'company_change',
    description: '企业认领后修改工商信息、联系人等资料的审核',
    status: 'enabled',
    publishedVersion: 1,
    updatedAt: ago(45),
    running: 0,
    finished: 0,
  },
  [
    {
      name: '企业服务部审核',
      actorType: 'role',
      actorRoleId: roleId('enterprise-service'),
      actions: ['approve', 'reject', 'transfer'],
      timeLimitHours: 72,
      onTimeout: 'remind',
    },
  ],
);
addWorkflow(
  {
    name: '专项资金申报审核（2027版）',
    businessType: 'policy_application',
    description: '拟于2027年启用：增加专家评审环节，尚未发布',
    status: 'disabled',
    publishedVersion: 0,
    updatedAt: ago(3),
    running: 0,
    finished: 0,
  },
  [
    { name: '受理与形式审查', actorType: 'role', actorRoleId: roleId('enterprise-service'), actions: [...review] },
    {
      name: '专家评审',
      actorType: 'users',
      actorUserIds: [userId('sunlihua'), userId('guoping'), userId('linna')],
      mode: 'all',
      actions: ['approve', 'reject', 'return'],
      condition: 'amount >= 1000000',
    },
    { name: '主管部门复审', actorType: 'policy_dept', actions: [...review] },
  ],
);

// ---------- answers ----------

const personOf = (id: number) => {
  const a = accounts.find((x) => x.id === id);
  return { id, name: a ? a.realName || a.username : `#${id}` };
};
const stepsOf = (workflowId: number) => steps.filter((s) => s.workflowId === workflowId).sort((a, b) => a.sort - b.sort || a.id - b.id);

const toItem = (w: Workflow) => ({
  id: w.id,
  name: w.name,
  businessType: w.businessType,
  description: w.description,
  status: w.status,
  fallbackUser: personOf(w.fallbackUserId),
  publishedVersion: w.publishedVersion,
  hasDraftChanges: w.hasDraftChanges,
  stepCount: stepsOf(w.id).length,
  runningCount: w.running,
  updatedAt: w.updatedAt,
});

const toStepItem = (s: Step) => {
  const role = s.actorRoleId ? roles.find((r) => r.id === s.actorRoleId) : undefined;
  return {
    id: s.id,
    workflowId: s.workflowId,
    sort: s.sort,
    name: s.name,
    actorType: s.actorType,
    actorUsers: s.actorUserIds.map(personOf),
    actorRole: s.actorRoleId ? { id: s.actorRoleId, name: role?.name ?? `#${s.actorRoleId}` } : null,
    mode: s.mode,
    actions: s.actions,
    condition: s.condition,
    timeLimitHours: s.timeLimitHours,
    onTimeout: s.onTimeout,
    escalateTo: s.escalateToUserId ? personOf(s.escalateToUserId) : null,
    fields: s.fields,
  };
};

const withSteps = (w: Workflow) => ({ workflow: toItem(w), steps: stepsOf(w.id).map(toStepItem) });

// ---------- checks, as the server's schemas and service ----------

const unprocessable = (res: MockResponse, message: string, field: string) => res.status(422).json(fail(422, message, 2, field));
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const oneOf = <T extends string>(values: readonly T[], v: unknown): v is T => typeof v === 'string' && (values as readonly string[]).includes(v);
const activeAccount = (id: number) => accounts.some((a) => a.id === id && a.status === 'active');

/** Marks the steps as changed since the latest publication. */
const touch = (w: Workflow) => {
  w.hasDraftChanges = true;
  w.updatedAt = nowIso();
};

/** The condition in its stored form, or an answered 422 (undefined). */
function normaliseCondition(res: MockResponse, text: unknown, businessType: WorkflowBusinessType): string | null | undefined {
  const condition = orNull(text);
  if (!condition) return null;
  const parsed = parseCondition(condition);
  if (!parsed.ok) return void unprocessable(res, `condition: ${parsed.error}`, 'condition');
  const known = workflowConditionFields[businessType];
  const unknown = parsed.fields.filter((f) => !(f in known));
  if (unknown.length) {
    const message = `condition: unknown field ${unknown.map((f) => `"${f}"`).join(', ')}; the fields are ${Object.keys(known).join(', ')}`;
    return void unprocessable(res, message, 'condition');
  }
  return formatCondition(parsed.ast);
}

/** A step's fields as the server's stepField schema reads them, or an answered 400 (undefined). */
function readFields(res: MockResponse, value: unknown): WorkflowStepField[] | undefined {
  const list = value === undefined || value === null ? [] : value;
  if (!Array.isArray(list)) return void badRequest(res, 'fields', 'body.fields: must be an array');
  if (list.length > 10) return void badRequest(res, 'fields', 'body.fields: at most 10 fields');
  const fields: WorkflowStepField[] = [];
  for (const [i, f] of list.entries()) {
    const key = typeof f?.key === 'string' ? f.key.trim() : '';
    const label = typeof f?.label === 'string' ? f.label.trim() : '';
    if (!/^[A-Za-z][A-Za-z0-9_]{0,31}$/.test(key))
      return void badRequest(res, `fields.${i}.key`, `body.fields.${i}.key: must be a letter followed by letters, digits or _ (at most 32)`);
    if (!label || label.length > 32) return void badRequest(res, `fields.${i}.label`, `body.fields.${i}.label: is required (at most 32 characters)`);
    if (!oneOf(['number', 'text', 'date'] as const, f.type))
      return void badRequest(res, `fields.${i}.type`, `body.fields.${i}.type: must be number, text or date`);
    if (f.max !== undefined && !(typeof f.max === 'number' && f.max > 0 && f.max <= 1e12))
      return void badRequest(res, `fields.${i}.max`, `body.fields.${i}.max: must be a positive number`);
    fields.push({ key, label, type: f.type, required: f.required === true, ...(f.max !== undefined ? { max: f.max } : {}) });
  }
  if (new Set(fields.map((f) => f.key)).size !== fields.length) return void badRequest(res, 'fields', 'body.fields: each field needs its own key');
  return fields;
}

const base = '/api/oa/admin/workflow';
const sortFields = ['name', 'updatedAt', 'publishedVersion'] as const;

export default {
  [`GET ${base}/people`]: requireAuth((req, res) => {
    const keyword = String(req.query?.keyword ?? '').trim();
    if (keyword.length > 64) return badRequest(res, 'keyword', 'querystring.keyword: at most 64 characters');
    const found = accounts
      .filter((a) => a.status === 'active' && (contains(a.realName, keyword) || contains(a.username, keyword)))
      .slice(0, 20)
      .map((a) => ({ id: a.id, name: a.realName || a.username, username: a.username, departmentName: departmentName(a.departmentId) }));
    res.json(ok(found));
  }),

  [`GET ${base}/view`]: requireAuth((req, res) => {
    const q = req.query ?? {};
    if (q.businessType && !oneOf(workflowBusinessTypes, q.businessType))
      return badRequest(res, 'businessType', 'querystring.businessType: unknown business type');
    if (q.status && !oneOf(workflowStatuses, q.status)) return badRequest(res, 'status', 'querystring.status: must be enabled or disabled');
    const field = oneOf(sortFields, q.sortField) ? q.sortField : 'updatedAt';
    const dir = (q.sortOrder ?? 'descend') === 'ascend' ? 1 : -1;
    const list = workflows
      .filter(
        (w) =>
          (contains(w.name, q.keyword) || contains(w.description, q.keyword)) &&
          (!q.businessType || w.businessType === q.businessType) &&
          (!q.status || w.status === q.status),
      )
      .sort((a, b) => {
        const x = a[field];
        const y = b[field];
        return x === y ? (a.id - b.id) * dir : (x < y ? -1 : 1) * dir;
      });
    const shown = page(list, q);
    res.json(ok({ ...shown, list: shown.list.map(toItem) }));
  }),

  [`POST ${base}/post`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['name', 'businessType', 'fallbackUserId'])) return;
    const name = String(body.name).trim();
    if (name.length > 64) return badRequest(res, 'name', 'body.name: at most 64 characters');
    if (!oneOf(workflowBusinessTypes, body.businessType)) return badRequest(res, 'businessType', 'body.businessType: unknown business type');
    const status = body.status ?? 'enabled';
    if (!oneOf(workflowStatuses, status)) return badRequest(res, 'status', 'body.status: must be enabled or disabled');
    if (!isId(body.fallbackUserId)) return badRequest(res, 'fallbackUserId', 'body.fallbackUserId: must be an account id');
    const description = orNull(body.description);
    if (description && description.length > 500) return badRequest(res, 'description', 'body.description: at most 500 characters');
    const existing = body.id === undefined ? undefined : workflows.find((w) => w.id === body.id);
    if (body.id !== undefined && !existing) return notFound(res, 'Workflow');
    if (workflows.some((w) => w.name.toLowerCase() === name.toLowerCase() && w.id !== existing?.id))
      return conflict(res, `name: a workflow named "${name}" already exists`, 'name');
    if (existing && existing.businessType !== body.businessType && existing.publishedVersion > 0)
      return unprocessable(res, 'businessType: a published workflow keeps its business type; create a new workflow instead', 'businessType');
    if (existing?.fallbackUserId !== body.fallbackUserId && !activeAccount(body.fallbackUserId))
      return unprocessable(res, `fallbackUserId: no active account with id ${body.fallbackUserId}`, 'fallbackUserId');
    const fields = { name, businessType: body.businessType as WorkflowBusinessType, description, status, fallbackUserId: body.fallbackUserId as number };
    // Publishing freezes the steps: refused without any, and unchanged steps make no new version.
    const publishing = body.publish === true && (!existing || existing.hasDraftChanges || existing.publishedVersion === 0);
    if (publishing && (!existing || !stepsOf(existing.id).length))
      return unprocessable(res, 'steps: add at least one step before publishing the workflow', 'steps');
    const target: Workflow = existing ?? {
      ...fields,
      id: nextId(workflows),
      publishedVersion: 0,
      hasDraftChanges: true,
      updatedAt: nowIso(),
      running: 0,
      finished: 0,
    };
    const before = existing ? { ...existing } : null;
    Object.assign(target, fields, { updatedAt: nowIso() });
    if (!existing) workflows.push(target);
    if (publishing) Object.assign(target, { publishedVersion: target.publishedVersion + 1, hasDraftChanges: false });
    audit({ action: existing ? 'update' : 'create', entity: 'workflow', entityId: target.id, summary: target.name, before, after: fields });
    res.json(ok(toItem(target)));
  }),

  [`POST ${base}/delete`]: requireAuth((req, res) => {
    if (rejectMissing(res, req.body, ['id'])) return;
    const w = workflows.find((x) => x.id === req.body.id);
    if (!w) return notFound(res, 'Workflow');
    if (w.running > 0) return conflict(res, `Workflow "${w.name}" has ${w.running} running instance(s); disable it instead of deleting it`, 'id');
    if (w.finished > 0)
      return conflict(res, `Workflow "${w.name}" keeps the history of ${w.finished} finished instance(s); disable it instead of deleting it`, 'id');
    workflows.splice(workflows.indexOf(w), 1);
    for (const s of stepsOf(w.id)) steps.splice(steps.indexOf(s), 1);
    audit({ action: 'delete', entity: 'workflow', entityId: w.id, summary: w.name, before: w });
    res.json(ok(null));
  }),

  [`GET ${base}/steps`]: requireAuth((req, res) => {
    if (rejectMissing(res, req.query, ['workflowId'], 'querystring')) return;
    const w = workflows.find((x) => x.id === queryId(req.query?.workflowId));
    return w ? res.json(ok(withSteps(w))) : notFound(res, 'Workflow');
  }),

  [`POST ${base}/steppost`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['workflowId', 'name', 'actorType', 'actions'])) return;
    const name = String(body.name).trim();
    if (name.length > 64) return badRequest(res, 'name', 'body.name: at most 64 characters');
    if (!oneOf(workflowActorTypes, body.actorType)) return badRequest(res, 'actorType', 'body.actorType: unknown kind of actor');
    const actorUserIds: unknown[] = body.actorUserIds ?? [];
    if (!Array.isArray(actorUserIds) || !actorUserIds.every(isId) || actorUserIds.length > 50)
      return badRequest(res, 'actorUserIds', 'body.actorUserIds: at most 50 account ids');
    const mode = body.mode ?? 'any';
    if (!oneOf(workflowModes, mode)) return badRequest(res, 'mode', 'body.mode: must be any or all');
    const actions: unknown[] = body.actions;
    if (!Array.isArray(actions) || !actions.length || !actions.every((a) => oneOf(workflowActions, a)))
      return badRequest(res, 'actions', 'body.actions: choose at least one action');
    if (!actions.includes('approve')) return badRequest(res, 'actions', 'body.actions: must include approve');
    if (new Set(actions).size !== actions.length) return badRequest(res, 'actions', 'body.actions: must not repeat an action');
    const hours = body.timeLimitHours ?? null;
    if (hours !== null && !(Number.isInteger(hours) && hours >= 1 && hours <= 24 * 90))
      return badRequest(res, 'timeLimitHours', 'body.timeLimitHours: must be a whole number of hours from 1 to 2160');
    const onTimeout = body.onTimeout ?? null;
    if (onTimeout !== null && !oneOf(workflowTimeoutActions, onTimeout)) return badRequest(res, 'onTimeout', 'body.onTimeout: unknown timeout action');
    const fields = readFields(res, body.fields);
    if (!fields) return;
    const actorRoleId = body.actorRoleId ?? null;
    const escalateToUserId = body.escalateToUserId ?? null;
    if (body.actorType === 'users' && !actorUserIds.length) return badRequest(res, 'actorUserIds', 'body.actorUserIds: name at least one person to act');
    if (body.actorType === 'role' && actorRoleId === null) return badRequest(res, 'actorRoleId', 'body.actorRoleId: choose the role whose members act');
    if ((hours === null) !== (onTimeout === null))
      return badRequest(res, 'onTimeout', 'body.onTimeout: a time limit needs what happens when it passes, and the other way round');
    if (onTimeout === 'escalate' && escalateToUserId === null)
      return badRequest(res, 'escalateToUserId', 'body.escalateToUserId: choose who the step is escalated to');
    if (mode === 'all' && body.actorType !== 'users' && body.actorType !== 'role')
      return badRequest(res, 'mode', 'body.mode: "all of them" needs named people or a role; a department leader is one person');

    const w = workflows.find((x) => x.id === body.workflowId);
    if (!w) return notFound(res, 'Workflow');
    const condition = normaliseCondition(res, body.condition, w.businessType);
    if (condition === undefined) return;
    // Only the fields of the chosen kind of actor are kept.
    const values = {
      name,
      actorType: body.actorType as WorkflowActorType,
      actorUserIds: body.actorType === 'users' ? [...new Set(actorUserIds as number[])] : [],
      actorRoleId: body.actorType === 'role' ? (actorRoleId as number) : null,
      mode,
      actions: actions as WorkflowAction[],
      condition,
      timeLimitHours: hours as number | null,
      onTimeout: onTimeout as TimeoutAction | null,
      escalateToUserId: onTimeout === 'escalate' ? (escalateToUserId as number) : null,
      fields,
    };
    const missing = [...values.actorUserIds, ...(values.escalateToUserId ? [values.escalateToUserId] : [])].filter((id) => !activeAccount(id));
    if (missing.length) return unprocessable(res, `actorUserIds: no active account with id ${missing.join(', ')}`, 'actorUserIds');
    if (values.actorRoleId && !roles.some((r) => r.id === values.actorRoleId && r.status === 'active'))
      return unprocessable(res, `actorRoleId: no active role with id ${values.actorRoleId}`, 'actorRoleId');

    if (body.id !== undefined) {
      const step = steps.find((s) => s.id === body.id && s.workflowId === w.id);
      if (!step) return notFound(res, 'Step');
      const before = { ...step };
      Object.assign(step, values);
      audit({ action: 'update', entity: 'workflow_step', entityId: step.id, summary: `${w.name} / ${name}`, before, after: values });
    } else {
      const current = stepsOf(w.id);
      if (current.length >= MAX_STEPS) return unprocessable(res, `steps: a workflow has at most ${MAX_STEPS} steps`, 'steps');
      const step: Step = { ...values, id: nextId(steps), workflowId: w.id, sort: (current.at(-1)?.sort ?? 0) + 1 };
      steps.push(step);
      audit({ action: 'create', entity: 'workflow_step', entityId: step.id, summary: `${w.name} / ${name}`, after: values });
    }
    touch(w);
    res.json(ok(withSteps(w)));
  }),

  [`POST ${base}/stepdelete`]: requireAuth((req, res) => {
    if (rejectMissing(res, req.body, ['id'])) return;
    const step = steps.find((s) => s.id === req.body.id);
    if (!step) return notFound(res, 'Step');
    const w = workflows.find((x) => x.id === step.workflowId)!;
    steps.splice(steps.indexOf(step), 1);
    stepsOf(w.id).forEach((s, i) => (s.sort = i + 1));
    touch(w);
    audit({ action: 'delete', entity: 'workflow_step', entityId: step.id, summary: `${w.name} / ${step.name}`, before: step });
    res.json(ok(withSteps(w)));
  }),

  [`POST ${base}/stepsort`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['workflowId', 'stepIds'])) return;
    const ids: unknown[] = body.stepIds;
    if (!Array.isArray(ids) || !ids.length || !ids.every(isId)) return badRequest(res, 'stepIds', 'body.stepIds: list the steps in their new order');
    if (new Set(ids).size !== ids.length) return badRequest(res, 'stepIds', 'body.stepIds: must not list a step twice');
    const w = workflows.find((x) => x.id === body.workflowId);
    if (!w) return notFound(res, 'Workflow');
    const current = stepsOf(w.id).map((s) => s.id);
    // The list must name exactly the workflow's steps: a stale screen's list is refused, not guessed at.
    if (ids.length !== current.length || !current.every((id) => ids.includes(id)))
      return unprocessable(res, `stepIds: must list each of the workflow's ${current.length} steps exactly once`, 'stepIds');
    (ids as number[]).forEach((id, i) => (steps.find((s) => s.id === id)!.sort = i + 1));
    touch(w);
    audit({
      action: 'update',
      entity: 'workflow',
      entityId: w.id,
      summary: `${w.name}: steps reordered`,
      before: { stepIds: current },
      after: { stepIds: ids },
    });
    res.json(ok(withSteps(w)));
  }),
};
