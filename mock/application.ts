import { addDays, todayOf, windowState, type PolicyWindow } from '@shared/policyWindow';
import { PHONE_PATTERN } from '@shared/phone';
import { ago, audit } from './_data';
import { badRequest, conflict, contains, fail, nextId, notFound, nowIso, ok, page, queryId, rejectMissing, requireAuth, type MockResponse } from './_helpers';

/**
 * Policy applications: the company's side at /api/visitor/apply/* (the signed-in visitor is 陈雨桐 of
 * 苏州博睿信息技术有限公司) and the staff's at /api/oa/admin/application/*, on three policies open for online
 * application as server/seed/applications.ts sets them up. Held in memory; reviewers' actions are the workflow
 * mock's business, so applications here stay where the fixtures put them unless the company acts. The export is
 * left to the real server, as the company export is.
 */

type Status = 'draft' | 'running' | 'returned' | 'rejected' | 'approved' | 'withdrawn';
type Field = { key: string; label: string; type: 'number' | 'text' | 'date'; required: boolean; max?: number };
type MaterialSpec = { key: string; name: string; required: boolean; accept: string[]; note?: string };
type Material = { key: string; uploadId: number; name: string; url: string; mime: string; size: number };
type History = {
  id: number;
  step: number | null;
  actorKind: 'user' | 'visitor' | 'system';
  actorName: string;
  action: string;
  comment: string | null;
  createdAt: string;
};
type Application = {
  id: number;
  policyId: number;
  companyId: number;
  status: Status;
  fields: Record<string, string | number | null>;
  materials: Material[];
  contactName: string;
  contactPhone: string;
  step: number | null;
  submittedAt: string | null;
  decidedAt: string | null;
  approvedAmount: number | null;
  createdAt: string;
  updatedAt: string;
  history: History[];
};

const today = () => todayOf(new Date());
const STEPS = ['受理与形式审查', '主管部门复审', '分管领导审批', '财务备案'];
const company = { id: 1, name: '苏州博睿信息技术有限公司', creditCode: '91320594MA1MOCK01X', industryCode: '65', regionCode: '320571' };
const me = { id: 1, name: '陈雨桐', phone: '15062881031' };
const others = [
  { id: 2, name: '苏州华芯半导体有限公司', creditCode: '91320594MA1MOCK02X' },
  { id: 3, name: '苏州纳米新材料科技有限公司', creditCode: '91320594MA1MOCK03X' },
];

const materials: MaterialSpec[] = [
  { key: 'applicationForm', name: '申报书', required: true, accept: ['pdf', 'docx', 'doc'], note: '按模板填写并加盖公章' },
  { key: 'licence', name: '营业执照', required: true, accept: ['pdf', 'jpg', 'png'], note: '副本扫描件' },
  { key: 'auditReport', name: '上一年度审计报告', required: true, accept: ['pdf'] },
  { key: 'ipProof', name: '知识产权证明', required: false, accept: ['pdf', 'jpg', 'png', 'zip'] },
];
const fields: Field[] = [
  { key: 'amount', label: '申请金额（元）', type: 'number', required: true },
  { key: 'projectName', label: '项目名称', type: 'text', required: true },
];

const window = (start: number, end: number): PolicyWindow => ({
  kind: 'range',
  startDate: addDays(today(), start),
  endDate: addDays(today(), end),
  batches: [],
});
const policies = [
  {
    id: 1,
    title: '苏州工业园区关于组织申报2026年度高新技术企业培育资金的通知',
    departmentName: '苏州工业园区科技创新委员会',
    maxAmount: 100,
    window: window(-20, 40),
  },
  { id: 2, title: '苏州市关于组织申报2026年度企业研发费用补助的通知', departmentName: '苏州市科学技术局', maxAmount: 50, window: window(-10, 10) },
  { id: 3, title: '江苏省关于组织申报2026年度专精特新中小企业奖励的通知', departmentName: '江苏省工业和信息化厅', maxAmount: 30, window: window(-90, -30) },
];
const settings = new Map(
  policies.map((p) => [
    p.id,
    {
      open: true,
      workflow: { id: 1, name: '政策申报审核' },
      reviewDept: { id: 5, name: '企业服务部' },
      materials,
      fields,
      updatedAt: ago(40),
      updatedBy: '孙丽华',
    },
  ]),
);

const file = (key: string, uploadId: number, name: string): Material => ({
  key,
  uploadId,
  name,
  url: `/uploads/2026/11/${String(uploadId).padStart(32, '0')}.pdf`,
  mime: 'application/pdf',
  size: 180_000 + uploadId * 1000,
});
const submitted = (days: number): History => ({
  id: 0,
  step: null,
  actorKind: 'visitor',
  actorName: `${company.name} · ${me.name}`,
  action: 'submit',
  comment: '请审核',
  createdAt: ago(days),
});
const reviewed = (step: number, name: string, action: string, comment: string, days: number): History => ({
  id: 0,
  step,
  actorKind: 'user',
  actorName: name,
  action,
  comment,
  createdAt: ago(days),
});

const applications: Application[] = [
  {
    id: 1,
    policyId: 1,
    companyId: company.id,
    status: 'running',
    fields: { amount: 600000, projectName: '智能制造产线升级项目' },
    materials: [file('applicationForm', 1, '申报书.pdf'), file('licence', 2, '营业执照副本.pdf'), file('auditReport', 3, '2025年度审计报告.pdf')],
    contactName: me.name,
    contactPhone: me.phone,
    step: 1,
    submittedAt: ago(3),
    decidedAt: null,
    approvedAmount: null,
    createdAt: ago(4),
    updatedAt: ago(3),
    history: [submitted(3), reviewed(0, '郭平', 'approve', '材料齐全，符合受理条件', 2)],
  },
  {
    id: 2,
    policyId: 2,
    companyId: company.id,
    status: 'returned',
    fields: { amount: 200000, projectName: '核心算法研发项目' },
    materials: [file('applicationForm', 4, '申报书.pdf'), file('licence', 5, '营业执照副本.pdf')],
    contactName: me.name,
    contactPhone: me.phone,
    step: null,
    submittedAt: ago(6),
    decidedAt: null,
    approvedAmount: null,
    createdAt: ago(7),
    updatedAt: ago(5),
    history: [submitted(6), reviewed(0, '林娜', 'return', '营业执照副本扫描件不清晰，请重新上传后提交', 5)],
  },
  {
    id: 3,
    policyId: 3,
    companyId: company.id,
    status: 'approved',
    fields: { amount: 300000, projectName: '专精特新能力提升项目' },
    materials: [file('applicationForm', 6, '申报书.pdf'), file('licence', 7, '营业执照副本.pdf'), file('auditReport', 8, '审计报告.pdf')],
    contactName: me.name,
    contactPhone: me.phone,
    step: null,
    submittedAt: ago(60),
    decidedAt: ago(45),
    approvedAmount: 240000,
    createdAt: ago(61),
    updatedAt: ago(45),
    history: [
      submitted(60),
      reviewed(0, '郭平', 'approve', '材料齐全，符合受理条件', 58),
      reviewed(1, '孙丽华', 'approve', '经复核，同意支持', 52),
      reviewed(3, '吴敏', 'approve', '已备案', 45),
      { id: 0, step: null, actorKind: 'system', actorName: '系统', action: 'finish', comment: null, createdAt: ago(45) },
    ],
  },
  ...others.map((o, i) => ({
    id: 4 + i,
    policyId: 1,
    companyId: o.id,
    status: (i === 0 ? 'approved' : 'rejected') as Status,
    fields: { amount: 800000 - i * 300000, projectName: i === 0 ? '车规级芯片研发项目' : '新材料中试项目' },
    materials: [file('applicationForm', 9 + i, '申报书.pdf'), file('licence', 11 + i, '营业执照.pdf'), file('auditReport', 13 + i, '审计报告.pdf')],
    contactName: i === 0 ? '张伟' : '刘志远',
    contactPhone: i === 0 ? '15162880673' : '0512-62883301',
    step: null,
    submittedAt: ago(20 - i * 5),
    decidedAt: i === 0 ? ago(8) : null,
    approvedAmount: i === 0 ? 640000 : null,
    createdAt: ago(21 - i * 5),
    updatedAt: ago(8),
    history: [submitted(20 - i * 5), reviewed(0, '何涛', i === 0 ? 'approve' : 'reject', i === 0 ? '同意' : '上一年度研发投入未达到要求', 10)],
  })),
];
let historySeq = 0;
for (const a of applications) for (const h of a.history) h.id = historySeq += 1;

const policyOf = (id: number) => policies.find((p) => p.id === id);
const companyOf = (id: number) => (id === company.id ? company : others.find((o) => o.id === id)!);
const editable = (s: Status) => s === 'draft' || s === 'returned' || s === 'rejected';
const openToday = (w: PolicyWindow) => ['open', 'closing_soon'].includes(windowState(w, today()).windowStatus);
const formFields = (maxAmount: number) => fields.map((f) => (f.key === 'amount' ? { ...f, max: maxAmount * 10_000 } : f));
const unprocessable = (res: MockResponse, field: string, message: string) => res.status(422).json(fail(422, `${field}: ${message}`, 2, field));

function toApplication(a: Application) {
  return {
    id: a.id,
    policyId: a.policyId,
    policyTitle: policyOf(a.policyId)!.title,
    companyId: a.companyId,
    status: a.status,
    editable: editable(a.status),
    fields: a.fields,
    materials: a.materials,
    contactName: a.contactName,
    contactPhone: a.contactPhone,
    filedBy: a.companyId === company.id ? me.name : a.contactName,
    currentStepName: a.status === 'running' && a.step !== null ? STEPS[a.step] : null,
    submittedAt: a.submittedAt,
    decidedAt: a.decidedAt,
    approvedAmount: a.approvedAmount,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}

/** The names the policy's form gives its fields and materials (the server's formLabels). */
function labelsOf(policyId: number) {
  const form = settings.get(policyId);
  return {
    fields: Object.fromEntries((form?.fields ?? []).map((f) => [f.key, f.label])),
    materials: Object.fromEntries((form?.materials ?? []).map((m) => [m.key, m.name])),
  };
}

function visitorDetail(a: Application) {
  const stepName = (h: History) => (h.step === null ? null : STEPS[h.step]);
  const back = [...a.history].reverse().find((h) => h.action === 'return' || h.action === 'reject');
  return {
    application: toApplication(a),
    timeline: a.history.map((h) => ({
      id: h.id,
      stepName: stepName(h),
      actorKind: h.actorKind,
      actorName: h.actorName,
      action: h.action,
      comment: h.comment,
      createdAt: h.createdAt,
    })),
    sentBack:
      back && (a.status === 'returned' || a.status === 'rejected')
        ? { action: back.action as 'return' | 'reject', stepName: stepName(back), comment: back.comment, at: back.createdAt }
        : null,
    labels: labelsOf(a.policyId),
    // The mock's visitor is the company's administrator.
    mayAct: true,
  };
}

function staffItem(a: Application) {
  const p = policyOf(a.policyId)!;
  const c = companyOf(a.companyId);
  const item = toApplication(a);
  return {
    id: a.id,
    policyId: p.id,
    policyTitle: p.title,
    departmentName: p.departmentName,
    companyId: c.id,
    companyName: c.name,
    creditCode: c.creditCode,
    status: a.status as Exclude<Status, 'draft'>,
    currentStepName: item.currentStepName,
    amount: typeof a.fields.amount === 'number' ? a.fields.amount : null,
    approvedAmount: a.approvedAmount,
    contactName: a.contactName,
    contactPhone: a.contactPhone,
    filedBy: item.filedBy,
    submittedAt: a.submittedAt,
    decidedAt: a.decidedAt,
  };
}

/** The staff list's filters, as the server reads them; drafts are the company's own. */
function staffList(q: Record<string, string> = {}) {
  const list = applications
    .filter((a) => a.submittedAt !== null)
    .filter((a) => !q.policyId || a.policyId === Number(q.policyId))
    .filter((a) => !q.status || a.status === q.status)
    .filter((a) => !q.companyId || a.companyId === Number(q.companyId))
    .filter((a) => contains(companyOf(a.companyId).name, q.keyword))
    .filter((a) => !q.submittedFrom || a.submittedAt!.slice(0, 10) >= q.submittedFrom)
    .filter((a) => !q.submittedTo || a.submittedAt!.slice(0, 10) <= q.submittedTo);
  const key = q.sortField === 'approvedAmount' ? (a: Application) => a.approvedAmount ?? -1 : (a: Application) => Date.parse(a.submittedAt!);
  const sign = q.sortOrder === 'ascend' ? 1 : -1;
  return list.sort((x, y) => sign * (key(x) - key(y)) || sign * (x.id - y.id));
}

const own = (res: MockResponse, id: unknown) => {
  const a = applications.find((x) => x.id === queryId(id) && x.companyId === company.id);
  if (!a) notFound(res, 'Application');
  return a;
};

const visitor = '/api/visitor/apply';
const admin = '/api/oa/admin/application';

export default {
  [`GET ${visitor}/form`]: requireAuth((req, res) => {
    if (rejectMissing(res, req.query, ['policyId'], 'querystring')) return;
    const p = policyOf(Number(req.query!.policyId));
    if (!p) return notFound(res, 'Policy');
    const state = windowState(p.window, today());
    const current = [...applications].reverse().find((a) => a.companyId === company.id && a.policyId === p.id && a.status !== 'withdrawn');
    res.json(
      ok({
        policy: {
          id: p.id,
          title: p.title,
          departmentName: p.departmentName,
          window: p.window,
          windowStatus: state.windowStatus,
          openToday: openToday(p.window),
          deadline: state.deadline,
          maxAmount: p.maxAmount,
        },
        materials,
        fields: formFields(p.maxAmount),
        prefill: {
          companyId: company.id,
          companyName: company.name,
          creditCode: company.creditCode,
          industryCode: company.industryCode,
          regionCode: company.regionCode,
          contactName: me.name,
          contactPhone: me.phone,
        },
        application: current ? toApplication(current) : null,
      }),
    );
  }),

  [`POST ${visitor}/save`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['policyId'])) return;
    const p = policyOf(Number(body.policyId));
    if (!p) return notFound(res, 'Policy');
    const given = (body.fields ?? {}) as Record<string, string | number | null>;
    if (typeof given.amount === 'number' && given.amount > p.maxAmount * 10_000)
      return unprocessable(res, 'fields.amount', `申请金额（元） must be at most ${p.maxAmount * 10_000}`);
    if (body.contactPhone && !PHONE_PATTERN.test(body.contactPhone))
      return badRequest(res, 'contactPhone', 'body.contactPhone: must be a mobile number (11 digits) or a landline with area code');
    const files = ((body.materials ?? []) as { key: string; uploadId: number }[]).map((m) =>
      file(m.key, m.uploadId, `${materials.find((s) => s.key === m.key)?.name ?? m.key}.pdf`),
    );
    let a = body.id ? own(res, body.id) : undefined;
    if (body.id && !a) return;
    if (a && !editable(a.status)) return conflict(res, `Only a draft or an application sent back can be changed; this one is ${a.status}`, 'id');
    if (!a) {
      const live = applications.find(
        (x) => x.companyId === company.id && x.policyId === p.id && ['draft', 'running', 'returned', 'approved'].includes(x.status),
      );
      if (live) return conflict(res, `Your company already has application ${live.id} for this policy: continue that one`, 'policyId');
      a = {
        id: nextId(applications),
        policyId: p.id,
        companyId: company.id,
        status: 'draft',
        fields: {},
        materials: [],
        contactName: '',
        contactPhone: '',
        step: null,
        submittedAt: null,
        decidedAt: null,
        approvedAmount: null,
        createdAt: nowIso(),
        updatedAt: nowIso(),
        history: [],
      };
      applications.push(a);
    }
    Object.assign(a, { fields: given, materials: files, contactName: body.contactName ?? '', contactPhone: body.contactPhone ?? '', updatedAt: nowIso() });
    audit({ action: 'update', entity: 'policy_application', entityId: a.id, summary: 'saved' });
    res.json(ok(visitorDetail(a)));
  }),

  [`POST ${visitor}/submit`]: requireAuth((req, res) => {
    if (rejectMissing(res, req.body, ['id'])) return;
    const a = own(res, req.body.id);
    if (!a) return;
    if (!editable(a.status)) return conflict(res, `Only a draft or an application sent back can be submitted; this one is ${a.status}`, 'id');
    const p = policyOf(a.policyId)!;
    if (!openToday(p.window))
      return unprocessable(res, 'window', `the application window (${p.window.startDate} to ${p.window.endDate}) is closed; today is ${today()}`);
    const missing = materials.find((m) => m.required && !a.materials.some((f) => f.key === m.key));
    if (missing) return unprocessable(res, `materials.${missing.key}`, `${missing.name} is required`);
    const absent = fields.find((f) => f.required && (a.fields[f.key] === undefined || a.fields[f.key] === ''));
    if (absent) return unprocessable(res, `fields.${absent.key}`, `${absent.label} is required`);
    const resubmit = a.status !== 'draft';
    a.history.push({
      id: (historySeq += 1),
      step: resubmit ? a.step ?? 0 : null,
      actorKind: 'visitor',
      actorName: `${company.name} · ${me.name}`,
      action: resubmit ? 'resubmit' : 'submit',
      comment: req.body.comment ?? null,
      createdAt: nowIso(),
    });
    Object.assign(a, { status: 'running', step: resubmit ? a.step ?? 0 : 0, submittedAt: a.submittedAt ?? nowIso(), updatedAt: nowIso() });
    res.json(ok(visitorDetail(a)));
  }),

  [`POST ${visitor}/withdraw`]: requireAuth((req, res) => {
    if (rejectMissing(res, req.body, ['id'])) return;
    const a = own(res, req.body.id);
    if (!a) return;
    if (a.status !== 'running') return conflict(res, `Only an application under review can be withdrawn; this one is ${a.status}`, 'id');
    if (a.history.some((h) => h.actorKind === 'user')) return conflict(res, 'A reviewer has already acted on it; it can no longer be withdrawn', 'id');
    a.history.push({
      id: (historySeq += 1),
      step: a.step,
      actorKind: 'visitor',
      actorName: `${company.name} · ${me.name}`,
      action: 'withdraw',
      comment: req.body.comment ?? null,
      createdAt: nowIso(),
    });
    Object.assign(a, { status: 'withdrawn', step: null, decidedAt: nowIso(), updatedAt: nowIso() });
    res.json(ok(visitorDetail(a)));
  }),

  [`POST ${visitor}/urge`]: requireAuth((req, res) => {
    if (rejectMissing(res, req.body, ['id'])) return;
    const a = own(res, req.body.id);
    if (!a) return;
    if (a.status !== 'running') return conflict(res, `Only an application under review can be urged; this one is ${a.status}`, 'id');
    res.json(ok({ urged: 2 }));
  }),

  [`GET ${visitor}/query`]: requireAuth((req, res) => {
    const q = req.query ?? {};
    const list = applications
      .filter((a) => a.companyId === company.id && (!q.status || a.status === q.status) && contains(policyOf(a.policyId)!.title, q.keyword))
      .sort((x, y) => y.id - x.id)
      .map((a) => {
        const item = toApplication(a);
        return {
          id: a.id,
          policyId: a.policyId,
          policyTitle: item.policyTitle,
          status: a.status,
          currentStepName: item.currentStepName,
          submittedAt: a.submittedAt,
          approvedAmount: a.approvedAmount,
          updatedAt: a.updatedAt,
        };
      });
    res.json(ok(page(list, q)));
  }),

  [`GET ${visitor}/detail`]: requireAuth((req, res) => {
    if (rejectMissing(res, req.query, ['id'], 'querystring')) return;
    const a = own(res, req.query!.id);
    if (a) res.json(ok(visitorDetail(a)));
  }),

  [`POST ${visitor}/upload`]: requireAuth((_req, res) => {
    const id = 1000 + historySeq++;
    res.json(
      ok({
        id,
        url: `/uploads/2026/11/${String(id).padStart(32, '0')}.pdf`,
        thumbUrl: null,
        name: '申报材料.pdf',
        mime: 'application/pdf',
        size: 204_800,
        width: null,
        height: null,
      }),
    );
  }),

  [`GET ${admin}/query`]: requireAuth((req, res) => res.json(ok(page(staffList(req.query).map(staffItem), req.query)))),

  [`GET ${admin}/detail`]: requireAuth((req, res) => {
    if (rejectMissing(res, req.query, ['id'], 'querystring')) return;
    const a = applications.find((x) => x.id === queryId(req.query!.id) && x.submittedAt !== null);
    if (!a) return notFound(res, 'Application');
    const c = companyOf(a.companyId);
    res.json(
      ok({
        application: { ...staffItem(a), fields: a.fields, materials: a.materials, instanceId: a.id },
        company: {
          companyId: c.id,
          name: c.name,
          creditCode: c.creditCode,
          regionCode: '320571',
          industryCode: '65',
          scale: 'small',
          entityType: 'enterprise',
          foundedOn: '2016-05-12',
          qualifications: ['high_tech'],
          ipClass1: 3,
          ipClass2: 12,
          figures: [{ year: 2025, revenue: 5200, rdSpend: 480, netAssets: 2600, staff: 180, techStaff: 62 }],
        },
        match: {
          outcome: 'eligible' as const,
          matchPercent: 100,
          rules: [
            {
              ruleId: 'r1',
              field: 'revenue' as const,
              op: 'gte' as const,
              label: '上一年度营业收入不低于2000万元',
              hard: true,
              outcome: 'met' as const,
              year: 2025,
              required: '营业收入（2025年度）≥ 2,000万元',
              actual: 5200,
              gap: null,
              text: '要求营业收入（2025年度）≥ 2,000万元，实际 5,200万元，满足',
              missing: [],
            },
          ],
          filters: [{ kind: 'region' as const, result: 'yes' as const, reason: '企业在政策适用地区内' }],
          failedFilter: null,
        },
        steps: STEPS.map((name, i) => ({
          name,
          actions: ['approve', 'reject', 'return'],
          fields: i === 1 ? [{ key: 'approvedAmount', label: '核定金额（元）', type: 'number' as const, required: true }] : [],
        })),
        currentStep: a.status === 'running' ? a.step : null,
        timeline: a.history.map((h) => ({ ...h, stepName: h.step === null ? null : STEPS[h.step], attachments: [], detail: {}, targets: [] })),
        myTask: a.status === 'running' ? { id: a.id * 10, kind: 'actor' as const, step: a.step ?? 0 } : null,
        // The mock's reviewer has every running application's task (myTask above).
        pendingAssignees: a.status === 'running' ? [{ id: 1, name: '系统管理员' }] : [],
        labels: labelsOf(a.policyId),
      }),
    );
  }),

  [`GET ${admin}/summary`]: requireAuth((req, res) => {
    const approved = staffList(req.query).filter((a) => a.status === 'approved');
    const top = Math.min(50, Number(req.query?.top) || 10);
    const group = (keyOf: (a: Application) => number) => {
      const sums = new Map<number, { count: number; amount: number }>();
      for (const a of approved) {
        const s = sums.get(keyOf(a)) ?? { count: 0, amount: 0 };
        sums.set(keyOf(a), { count: s.count + 1, amount: s.amount + (a.approvedAmount ?? 0) });
      }
      return [...sums.entries()].sort((x, y) => y[1].amount - x[1].amount).slice(0, top);
    };
    res.json(
      ok({
        total: { count: approved.length, amount: approved.reduce((n, a) => n + (a.approvedAmount ?? 0), 0) },
        byPolicy: group((a) => a.policyId).map(([policyId, s]) => ({ policyId, title: policyOf(policyId)!.title, ...s })),
        byCompany: group((a) => a.companyId).map(([companyId, s]) => ({ companyId, name: companyOf(companyId).name, ...s })),
      }),
    );
  }),

  [`GET ${admin}/settings`]: requireAuth((req, res) => {
    if (rejectMissing(res, req.query, ['policyId'], 'querystring')) return;
    const p = policyOf(Number(req.query!.policyId));
    if (!p) return notFound(res, 'Policy');
    res.json(ok({ policyId: p.id, policyTitle: p.title, maxAmount: p.maxAmount, ...settings.get(p.id)! }));
  }),

  [`POST ${admin}/settings`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['policyId', 'open', 'materials', 'fields'])) return;
    const p = policyOf(Number(body.policyId));
    if (!p) return notFound(res, 'Policy');
    if (body.open && !body.workflowId) return badRequest(res, 'workflowId', 'body.workflowId: an open policy needs the workflow that reviews its applications');
    const keys = (body.materials as { key: string }[]).map((m) => m.key);
    if (new Set(keys).size !== keys.length) return badRequest(res, 'materials', 'body.materials: each material needs its own key');
    settings.set(p.id, {
      ...settings.get(p.id)!,
      open: !!body.open,
      materials: body.materials,
      fields: body.fields,
      updatedAt: nowIso(),
      updatedBy: '系统管理员',
    });
    audit({ action: 'update', entity: 'policy_application_settings', entityId: p.id, summary: `online application ${body.open ? 'open' : 'closed'}` });
    res.json(ok({ policyId: p.id, policyTitle: p.title, maxAmount: p.maxAmount, ...settings.get(p.id)! }));
  }),
};
