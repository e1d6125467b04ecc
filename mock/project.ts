import {
  PROJECT_STAGES,
  PROJECT_STATUSES,
  checkProjectAction,
  milestoneOverdue,
  planFromFlow,
  projectActionsFrom,
  type FlowStep,
  type MilestoneState,
  type ProjectDocumentKind,
  type ProjectAction,
  type ProjectStage,
  type ProjectStatus,
} from '@shared/project';
import { CLUE_SCOPES, type ClueScope } from '@shared/clue';
import { chinaYear, monthWithin, monthsOf } from '@shared/clueStats';
import { MILESTONE_DUE_DAYS, projectListLink, type ProjectListFilters } from '@shared/projectStats';
import {
  badRequest,
  conflict,
  contains,
  fail,
  nextId,
  notFound,
  nowIso,
  ok,
  page,
  queryId,
  rejectMissing,
  requireAuth,
  type MockRequest,
  type MockResponse,
} from './_helpers';

/**
 * Investment-attraction projects as the screens use them (server/modules/project): categories, projects with their
 * approval and schedule, flows. The mock user is the admin, who sees every project; the status rules are the shared
 * ones (shared/project.ts). Approval in mock mode approves at once.
 */

type Category = { id: number; parentId: number; name: string; order: number };
type Flow = { id: number; name: string; description: string | null; steps: FlowStep[]; updatedAt: string };
type Milestone = {
  id: number;
  sort: number;
  name: string;
  taskTypeId: number | null;
  taskTypeName: string | null;
  plannedStart: string | null;
  plannedEnd: string | null;
  actualStart: string | null;
  actualEnd: string | null;
  ownerId: number | null;
  ownerName: string | null;
  state: MilestoneState;
  remark: string | null;
};
type Project = {
  id: number;
  name: string;
  categoryId: number;
  companyId: number | null;
  companyName: string | null;
  industryCode: string | null;
  investmentAmount: number | null;
  currency: 'CNY' | 'USD' | 'EUR' | 'HKD' | 'JPY';
  landArea: number | null;
  floorArea: number | null;
  stage: ProjectStage;
  status: ProjectStatus;
  ownerId: number | null;
  ownerName: string | null;
  departmentId: number | null;
  departmentName: string | null;
  clueId: number | null;
  flowId: number | null;
  signedAt: string | null;
  createdAt: string;
  updatedAt: string;
  remark: string | null;
  teamIds: number[];
  milestones: Milestone[];
  approval: { instanceId: number; status: 'running' | 'approved' | 'rejected' | 'withdrawn' | 'returned'; comment: string | null; startedAt: string } | null;
};

const ME = { id: 1, name: '系统管理员' };

type Document = {
  id: number;
  projectId: number;
  kind: ProjectDocumentKind;
  name: string;
  url: string;
  size: number | null;
  version: number;
  uploadedBy: number | null;
  uploadedByName: string | null;
  createdAt: string;
};
const documents: Document[] = [
  {
    id: 1,
    projectId: 1,
    kind: 'contract',
    name: '投资协议（签署版）.pdf',
    url: '/uploads/2026/11/0123456789abcdef0123456789abcdef.pdf',
    size: 524288,
    version: 1,
    uploadedBy: 1,
    uploadedByName: '系统管理员',
    createdAt: nowIso(),
  },
  {
    id: 2,
    projectId: 1,
    kind: 'contract',
    name: '投资协议（签署版）.pdf',
    url: '/uploads/2026/11/1123456789abcdef0123456789abcdef.pdf',
    size: 530432,
    version: 2,
    uploadedBy: 1,
    uploadedByName: '系统管理员',
    createdAt: nowIso(),
  },
];
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const categories: Category[] = [
  { id: 1, parentId: 0, name: '制造业项目', order: 10 },
  { id: 2, parentId: 1, name: '先进制造', order: 10 },
  { id: 3, parentId: 1, name: '新材料', order: 20 },
  { id: 4, parentId: 0, name: '现代服务业', order: 20 },
  { id: 5, parentId: 4, name: '科技服务', order: 10 },
  { id: 6, parentId: 0, name: '研发总部', order: 30 },
  { id: 7, parentId: 6, name: '企业总部', order: 10 },
];
const flows: Flow[] = [
  {
    id: 1,
    name: '制造业项目落地流程',
    description: '签约后工商注册、厂房装修、试生产到正式投产',
    steps: [
      { name: '签约', taskTypeId: 6, days: 14 },
      { name: '工商注册', taskTypeId: 7, days: 30 },
      { name: '装修', taskTypeId: 7, days: 90 },
      { name: '试生产', taskTypeId: null, days: 60 },
      { name: '投产', taskTypeId: null, days: 30 },
    ],
    updatedAt: nowIso(),
  },
];

let milestoneSeq = 0;
function scheduleFrom(flowId: number | null, start: string, done = 0): Milestone[] {
  const flow = flows.find((f) => f.id === flowId);
  if (!flow) return [];
  return planFromFlow(flow.steps, start).map((m, i) => ({
    ...m,
    id: (milestoneSeq += 1),
    taskTypeName: null,
    actualStart: i < done ? m.plannedStart : null,
    actualEnd: i < done ? m.plannedEnd : null,
    ownerId: ME.id,
    ownerName: ME.name,
    state: i < done ? 'done' : 'pending',
    remark: null,
  }));
}

const base = (id: number, over: Partial<Project>): Project => ({
  id,
  name: '',
  categoryId: 2,
  companyId: null,
  companyName: null,
  industryCode: '39',
  investmentAmount: 5000,
  currency: 'CNY',
  landArea: null,
  floorArea: 3000,
  stage: 'intent',
  status: 'draft',
  ownerId: ME.id,
  ownerName: ME.name,
  departmentId: 3,
  departmentName: '招商中心',
  clueId: null,
  flowId: null,
  signedAt: null,
  createdAt: nowIso(),
  updatedAt: nowIso(),
  remark: null,
  teamIds: [],
  milestones: [],
  approval: null,
  ...over,
});

const projects: Project[] = [
  base(1, {
    name: '苏州华芯半导体封测基地',
    status: 'signed',
    stage: 'construction',
    clueId: 1,
    flowId: 1,
    signedAt: nowIso(),
    milestones: scheduleFrom(1, addDays(today(), -60), 2),
    approval: { instanceId: 1, status: 'approved', comment: null, startedAt: nowIso() },
  }),
  base(2, {
    name: '无锡恒创新材料产业化项目',
    categoryId: 3,
    status: 'approved',
    stage: 'negotiation',
    investmentAmount: 12000,
    flowId: 1,
    milestones: scheduleFrom(1, today()),
  }),
  base(3, { name: '启明科技华东总部', categoryId: 7, investmentAmount: 800, currency: 'USD' }),
];

const categoryOut = (c: Category) => ({ ...c, projectCount: projects.filter((p) => p.categoryId === c.id).length });
const milestoneOut = (m: Milestone) => ({ ...m, overdue: milestoneOverdue(m, today()) });
function itemOf(p: Project) {
  const { remark: _r, teamIds: _t, milestones: _m, approval: _a, ...rest } = p;
  return { ...rest, categoryName: categories.find((c) => c.id === p.categoryId)?.name ?? null };
}
const detailOf = (p: Project) => ({
  ...itemOf(p),
  remark: p.remark,
  team: p.teamIds.map((id) => ({ id, name: `员工${id}` })),
  units: [],
  clue: p.clueId ? { id: p.clueId, name: p.name, stage: 'signed' } : null,
  flowName: flows.find((f) => f.id === p.flowId)?.name ?? null,
  approval: p.approval,
  actions: projectActionsFrom(p.status),
  schedule: p.milestones.map(milestoneOut),
});
const scheduleOut = (p: Project) => ({
  projectId: p.id,
  flowId: p.flowId,
  flowName: flows.find((f) => f.id === p.flowId)?.name ?? null,
  list: p.milestones.map(milestoneOut),
});

function find(res: MockResponse, id: unknown) {
  const p = projects.find((x) => x.id === queryId(id));
  if (!p) notFound(res, 'Project');
  return p;
}

const below = (id: number): number[] => [id, ...categories.filter((c) => c.parentId === id).flatMap((c) => below(c.id))];

const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : null);
const within = (day: string | null, from?: string, to?: string) => !!day && (!from || day >= from) && (!to || day <= to);
const open = (m: Milestone) => m.state === 'pending' || m.state === 'in_progress';

/** The list's filters (server/modules/project/service.ts queryProjects), the dashboard's links among them. */
function matches(p: Project, q: Record<string, string>) {
  const inCategory = q.categoryId ? below(Number(q.categoryId)) : undefined;
  const alive = p.status !== 'terminated';
  return (
    contains(p.name, q.keyword) &&
    (!inCategory || inCategory.includes(p.categoryId)) &&
    (!q.stage || p.stage === q.stage) &&
    (!q.status || p.status === q.status) &&
    (!q.ownerId || p.ownerId === Number(q.ownerId)) &&
    (!q.currency || p.currency === q.currency) &&
    (!q.industryCode || (q.industryCode === 'none' ? p.industryCode === null : p.industryCode === q.industryCode)) &&
    (!(q.from || q.to) || within(dayOf(p.createdAt), q.from, q.to)) &&
    (!(q.signedFrom || q.signedTo) || within(dayOf(p.signedAt), q.signedFrom, q.signedTo)) &&
    (q.hasOverdueMilestone !== 'true' || (alive && p.milestones.some((m) => milestoneOverdue(m, today())))) &&
    (!(q.milestoneDueFrom || q.milestoneDueTo) || (alive && p.milestones.some((m) => open(m) && within(m.plannedEnd, q.milestoneDueFrom, q.milestoneDueTo)))) &&
    (!(q.milestoneDoneFrom || q.milestoneDoneTo) || p.milestones.some((m) => m.state === 'done' && within(m.actualEnd, q.milestoneDoneFrom, q.milestoneDoneTo)))
  );
}

/**
 * The projects dashboard (server/modules/project/stats.ts) of the mock projects: every figure counted by the list's
 * own filter (matches) with the address of that list (shared/projectStats.ts), so each agrees with its list.
 */
function statsOf(q: Record<string, string>) {
  const year = chinaYear(new Date());
  const period = { from: q.from || year.from, to: q.to || year.to };
  const tab = (CLUE_SCOPES as readonly string[]).includes(q.scope) ? (q.scope as ClueScope) : 'all';
  const inTab = projects.filter((p) => tab !== 'mine' || p.ownerId === ME.id);
  const figure = (f: ProjectListFilters) => ({
    count: inTab.filter((p) => matches(p, f as unknown as Record<string, string>)).length,
    link: projectListLink(tab, f),
  });
  const created = { from: period.from, to: period.to };
  const signedIn = { signedFrom: period.from, signedTo: period.to };
  const signed = inTab.filter((p) => matches(p, signedIn));
  const amounts = (list: Project[]) =>
    [...new Set(list.map((p) => p.currency))].map((currency) => ({
      currency,
      amount: list.filter((p) => p.currency === currency).reduce((sum, p) => sum + (p.investmentAmount ?? 0), 0),
    }));
  const due = { from: today(), to: addDays(today(), MILESTONE_DUE_DAYS - 1) };
  const owners = [...new Set(inTab.map((p) => p.ownerId).filter((id): id is number => id !== null))];
  const tops = categories.filter((c) => c.parentId === 0);
  const topOf = (id: number) => tops.find((t) => below(t.id).includes(id))?.id ?? id;
  const days = signed.map((p) => (Date.parse(p.signedAt!) - Date.parse(p.createdAt)) / 86_400_000);
  return {
    generatedAt: nowIso(),
    period,
    scope: tab,
    totals: {
      created: figure(created),
      signed: figure(signedIn),
      investment: amounts(signed).map((a) => ({ ...a, ...figure({ ...signedIn, currency: a.currency }) })),
      daysToSign: { days: days.length ? Math.round((days.reduce((a, b) => a + b, 0) / days.length) * 10) / 10 : null, link: projectListLink(tab, signedIn) },
    },
    byStatus: PROJECT_STATUSES.map((status) => ({ status, ...figure({ ...created, status }) })),
    byStage: PROJECT_STAGES.map((stage) => ({ stage, ...figure({ ...created, stage }) })),
    monthly: monthsOf(period.from, period.to).map((month) => {
      const d = monthWithin(month, period);
      return { month, created: figure(d), signed: figure({ signedFrom: d.from, signedTo: d.to }) };
    }),
    byIndustry: [...new Set(signed.map((p) => p.industryCode ?? ''))].map((value) => ({
      value,
      investment: amounts(signed.filter((p) => (p.industryCode ?? '') === value)),
      ...figure({ ...signedIn, industryCode: value || 'none' }),
    })),
    byCategory: [...new Set(signed.map((p) => topOf(p.categoryId)))].map((categoryId) => ({
      categoryId,
      name: categories.find((c) => c.id === categoryId)?.name ?? `#${categoryId}`,
      investment: amounts(signed.filter((p) => topOf(p.categoryId) === categoryId)),
      ...figure({ ...signedIn, categoryId }),
    })),
    milestones: {
      overdue: figure({ hasOverdueMilestone: 'true' }),
      dueSoon: { ...due, ...figure({ milestoneDueFrom: due.from, milestoneDueTo: due.to }) },
      done: figure({ milestoneDoneFrom: period.from, milestoneDoneTo: period.to }),
    },
    owners: owners.map((ownerId) => ({
      ownerId,
      ownerName: inTab.find((p) => p.ownerId === ownerId)?.ownerName ?? null,
      projects: figure({ ownerId, ...created }),
      signed: figure({ ownerId, ...signedIn }),
      overdue: figure({ ownerId, hasOverdueMilestone: 'true' }),
    })),
  };
}

function fieldsOf(b: Record<string, any>) {
  return {
    categoryId: Number(b.categoryId),
    companyId: b.companyId ?? null,
    industryCode: b.industryCode || null,
    investmentAmount: b.investmentAmount ?? null,
    currency: b.currency ?? 'CNY',
    landArea: b.landArea ?? null,
    floorArea: b.floorArea ?? null,
    ownerId: b.ownerId ?? ME.id,
    teamIds: Array.isArray(b.teamIds) ? b.teamIds : [],
    flowId: b.flowId ?? null,
    remark: b.remark || null,
  };
}

export default {
  'GET /apiv2/pms/admin/project/query': requireAuth((req: MockRequest, res) => {
    const q = req.query ?? {};
    const rows = projects.filter((p) => matches(p, q)).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
    res.json(ok({ ...page(rows.map(itemOf), q), more: false }));
  }),
  'GET /api/pms/admin/data/projectindex': requireAuth((req, res) => res.json(ok(statsOf(req.query ?? {})))),
  'GET /apiv2/pms/admin/project/detail': requireAuth((req, res) => {
    const p = find(res, req.query?.id ?? 1);
    if (p) res.json(ok(detailOf(p)));
  }),
  'POST /apiv2/pms/admin/project/create': requireAuth((req, res) => {
    const b = req.body ?? {};
    if (!b.clueId && rejectMissing(res, b, ['name'])) return;
    if (rejectMissing(res, b, ['categoryId'])) return;
    if (b.clueId && projects.some((p) => p.clueId === b.clueId))
      return conflict(res, `clueId: the clue was already converted into project #${projects.find((p) => p.clueId === b.clueId)!.id}`, 'clueId');
    const id = nextId(projects);
    const fields = fieldsOf(b);
    const p = base(id, {
      ...fields,
      name: String(b.name ?? `线索 #${b.clueId} 转化项目`).trim(),
      stage: b.stage ?? (b.clueId ? 'landing' : 'intent'),
      clueId: b.clueId ?? null,
      milestones: scheduleFrom(fields.flowId, b.scheduleStart ?? today()),
    });
    projects.push(p);
    res.json(ok(detailOf(p)));
  }),
  'POST /apiv2/pms/admin/project/update': requireAuth((req, res) => {
    const b = req.body ?? {};
    if (rejectMissing(res, b, ['id', 'name', 'categoryId'])) return;
    const p = find(res, b.id);
    if (!p) return;
    const fields = fieldsOf(b);
    if (fields.flowId !== p.flowId) p.milestones = scheduleFrom(fields.flowId, b.scheduleStart ?? today());
    Object.assign(p, fields, { name: String(b.name).trim(), stage: b.stage ?? p.stage, updatedAt: nowIso() });
    res.json(ok(detailOf(p)));
  }),
  'POST /apiv2/pms/admin/project/delete': requireAuth((req, res) => {
    if (rejectMissing(res, req.body, ['id'])) return;
    const p = find(res, req.body.id);
    if (!p) return;
    if (p.status === 'signed' || p.status === 'reviewing') return conflict(res, `id: "${p.name}" is ${p.status} and cannot be deleted`, 'id');
    projects.splice(projects.indexOf(p), 1);
    res.json(ok({ id: p.id }));
  }),
  'POST /api/pms/admin/project/post': requireAuth((req, res) => {
    const b = req.body ?? {};
    if (rejectMissing(res, b, ['id', 'action'])) return;
    const p = find(res, b.id);
    if (!p) return;
    const check = checkProjectAction(p.status, b.action as ProjectAction);
    if (!check.ok) return conflict(res, `action: ${check.message}`, 'action');
    // Mock mode: the approval is decided at once.
    if (b.action === 'submit') {
      p.status = 'approved';
      p.approval = { instanceId: p.id, status: 'approved', comment: null, startedAt: nowIso() };
    } else {
      p.status = check.to;
      if (b.action === 'sign') p.signedAt = nowIso();
    }
    p.updatedAt = nowIso();
    res.json(ok(detailOf(p)));
  }),
  'GET /apiv2/pms/admin/project/category': requireAuth((_req, res) => {
    res.json(ok({ list: categories.map(categoryOut) }));
  }),
  'POST /api/pms/admin/project/catepost': requireAuth((req, res) => {
    const b = req.body ?? {};
    if (rejectMissing(res, b, ['name'])) return;
    const parentId = Number(b.parentId ?? 0);
    if (categories.some((c) => c.parentId === parentId && c.name === b.name && c.id !== b.id))
      return conflict(res, `name: "${b.name}" exists at this level`, 'name');
    if (b.id) {
      const c = categories.find((x) => x.id === b.id);
      if (!c) return notFound(res, 'Category');
      Object.assign(c, { name: String(b.name), parentId, order: b.order ?? c.order });
      return res.json(ok(categoryOut(c)));
    }
    const c = { id: nextId(categories), parentId, name: String(b.name), order: b.order ?? 0 };
    categories.push(c);
    res.json(ok(categoryOut(c)));
  }),
  'POST /api/pms/admin/project/catedel': requireAuth((req, res) => {
    if (rejectMissing(res, req.body, ['id'])) return;
    const c = categories.find((x) => x.id === req.body.id);
    if (!c) return notFound(res, 'Category');
    if (categories.some((x) => x.parentId === c.id)) return conflict(res, `id: "${c.name}" has categories under it; delete or move them first`, 'id');
    const used = projects.filter((p) => p.categoryId === c.id).length;
    if (used) return conflict(res, `id: "${c.name}" is used by ${used} project(s); move them to another category first`, 'id');
    categories.splice(categories.indexOf(c), 1);
    res.json(ok({ id: c.id }));
  }),
  'GET /api/pms/admin/project/schedule': requireAuth((req, res) => {
    const p = find(res, req.query?.projectId ?? 1);
    if (p) res.json(ok(scheduleOut(p)));
  }),
  'POST /api/pms/admin/project/schedulepost': requireAuth((req, res) => {
    const b = req.body ?? {};
    if (rejectMissing(res, b, ['id', 'state'])) return;
    const p = projects.find((x) => x.milestones.some((m) => m.id === b.id));
    if (!p) return notFound(res, 'Milestone');
    const m = p.milestones.find((x) => x.id === b.id)!;
    if (b.plannedStart && b.plannedEnd && b.plannedEnd < b.plannedStart)
      return res.status(422).json(fail(422, 'plannedEnd: must not be before plannedStart', 2, 'plannedEnd'));
    Object.assign(m, {
      plannedStart: b.plannedStart ?? null,
      plannedEnd: b.plannedEnd ?? null,
      actualStart: b.actualStart ?? (b.state === 'done' || b.state === 'in_progress' ? m.actualStart ?? today() : null),
      actualEnd: b.state === 'done' ? b.actualEnd ?? today() : b.actualEnd ?? null,
      ownerId: b.ownerId ?? null,
      ownerName: b.ownerId ? ME.name : null,
      state: b.state,
      remark: b.remark || null,
    });
    res.json(ok(scheduleOut(p)));
  }),
  'GET /apiv2/pms/admin/schedule/flows': requireAuth((_req, res) => {
    res.json(ok({ list: flows.map((f) => ({ ...f, projectCount: projects.filter((p) => p.flowId === f.id).length })), total: flows.length }));
  }),
  'POST /api/pms/admin/schedule/flowpost': requireAuth((req, res) => {
    const b = req.body ?? {};
    if (rejectMissing(res, b, ['name', 'steps'])) return;
    if (flows.some((f) => f.name === b.name && f.id !== b.id)) return conflict(res, `name: the flow "${b.name}" exists`, 'name');
    const steps = (b.steps as Partial<FlowStep>[]).map((st) => ({ name: String(st.name), taskTypeId: st.taskTypeId ?? null, days: st.days ?? 30 }));
    let f = flows.find((x) => x.id === b.id);
    if (b.id && !f) return notFound(res, 'Flow');
    if (f) Object.assign(f, { name: b.name, description: b.description || null, steps, updatedAt: nowIso() });
    else flows.push((f = { id: nextId(flows), name: b.name, description: b.description || null, steps, updatedAt: nowIso() }));
    res.json(ok({ ...f, projectCount: projects.filter((p) => p.flowId === f!.id).length }));
  }),
  'POST /api/pms/admin/schedule/flowdelete': requireAuth((req, res) => {
    if (rejectMissing(res, req.body, ['id'])) return;
    const f = flows.find((x) => x.id === req.body.id);
    if (!f) return notFound(res, 'Flow');
    const n = projects.filter((p) => p.flowId === f.id).length;
    if (n) return conflict(res, `id: the flow "${f.name}" is followed by ${n} project(s); it cannot be deleted`, 'id');
    flows.splice(flows.indexOf(f), 1);
    res.json(ok({ id: f.id }));
  }),
  'GET /apiv2/pms/admin/document/doclist': requireAuth((req, res) => {
    const p = find(res, req.query?.projectId ?? 1);
    if (!p) return;
    const q = req.query ?? {};
    if (q.name && !q.kind) return badRequest(res, 'kind', 'kind: is required with name (a document is its kind and name)');
    const sameDoc = (a: Document, b: { kind: string; name: string }) => a.projectId === p.id && a.kind === b.kind && a.name === b.name;
    const withCount = (d: Document) => ({ ...d, versionCount: documents.filter((o) => sameDoc(o, d)).length });
    let doc: { kind: string; name: string } | undefined = q.name ? { kind: q.kind, name: q.name } : undefined;
    if (q.documentId) {
      doc = documents.find((d) => d.id === Number(q.documentId) && d.projectId === p.id);
      if (!doc) return notFound(res, 'Document');
    }
    const rows = doc
      ? documents.filter((d) => sameDoc(d, doc!)).sort((a, b) => b.version - a.version)
      : documents
          .filter((d) => d.projectId === p.id && (!q.kind || d.kind === q.kind) && contains(d.name, q.keyword))
          .filter((d) => !documents.some((o) => sameDoc(o, d) && o.version > d.version))
          .reverse();
    res.json(ok(page(rows.map(withCount), q)));
  }),
  'POST /apiv2/pms/admin/document/upload': requireAuth((req, res) => {
    const b = req.body ?? {};
    if (rejectMissing(res, b, ['projectId', 'files'])) return;
    const p = find(res, b.projectId);
    if (!p) return;
    const kind = (b.kind ?? 'other') as ProjectDocumentKind;
    const added: Document[] = [];
    for (const f of b.files as { name: string; url: string }[]) {
      const earlier = documents.filter((d) => d.projectId === p.id && d.kind === kind && d.name === f.name);
      const doc = {
        id: nextId(documents),
        projectId: p.id,
        kind,
        name: f.name,
        url: f.url,
        size: null,
        version: Math.max(0, ...earlier.map((d) => d.version)) + 1,
        uploadedBy: ME.id,
        uploadedByName: ME.name,
        createdAt: nowIso(),
      };
      documents.push(doc);
      added.push(doc);
    }
    const list = added.map((d) => ({ ...d, versionCount: documents.filter((o) => o.projectId === p.id && o.kind === kind && o.name === d.name).length }));
    res.json(ok({ list, total: list.length, current: 1, pageSize: list.length }));
  }),
};
