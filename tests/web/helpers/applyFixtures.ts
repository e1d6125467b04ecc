/**
 * One policy's application form, application and detail as the visitor routes answer them
 * (server/modules/application/schemas.ts), for tests/web/apply-*.test.tsx.
 */
import type { applyDetail, applyForm } from '@/services/portal/application';
import type { DataOf } from '@/utils/request/dataOf';

export const answer = <T>(data: T) => ({ success: true as const, code: 0 as const, data });
export const visitor = { id: 5, displayName: '陈雨桐', email: null, phone: '15062881031', createdAt: '2026-11-25T08:00:00Z' };

type Form = DataOf<typeof applyForm>;
type Detail = DataOf<typeof applyDetail>;
export type Application = Detail['application'];

export const form = (application: Application | null = null, policy: Partial<Form['policy']> = {}): Form => ({
  policy: {
    id: 1,
    title: '关于组织申报2026年度高新技术企业培育资金的通知',
    departmentName: '园区科技创新委员会',
    window: { kind: 'range', startDate: '2026-01-01', endDate: '2099-12-31', batches: [] },
    windowStatus: 'open',
    openToday: true,
    deadline: '2099-12-31',
    maxAmount: 100,
    ...policy,
  },
  materials: [
    { key: 'licence', name: '营业执照', required: true, accept: ['pdf', 'jpg', 'png'], note: '副本扫描件' },
    { key: 'ipProof', name: '知识产权证明', required: false, accept: ['pdf', 'zip'], templateUrl: '/uploads/templates/ip.docx' },
  ],
  fields: [
    { key: 'amount', label: '申请金额（元）', type: 'number', required: true, max: 1_000_000 },
    { key: 'projectName', label: '项目名称', type: 'text', required: true },
  ],
  prefill: {
    companyId: 1,
    companyName: '苏州博睿信息技术有限公司',
    creditCode: '91320594MA1MOCK01X',
    industryCode: '65',
    regionCode: '320571',
    contactName: '陈雨桐',
    contactPhone: '15062881031',
  },
  application,
});

export const application = (over: Partial<Application> = {}): Application => ({
  id: 12,
  policyId: 1,
  policyTitle: '关于组织申报2026年度高新技术企业培育资金的通知',
  companyId: 1,
  status: 'draft',
  editable: true,
  fields: { amount: 500000, projectName: '工业视觉检测平台' },
  materials: [{ key: 'licence', uploadId: 31, name: '营业执照.pdf', url: '/uploads/a/licence.pdf', mime: 'application/pdf', size: 20480 }],
  contactName: '陈雨桐',
  contactPhone: '15062881031',
  filedBy: '陈雨桐',
  currentStepName: null,
  submittedAt: null,
  decidedAt: null,
  approvedAmount: null,
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
  ...over,
});

export const detail = (app: Application, over: Partial<Detail> = {}): Detail => ({
  application: app,
  timeline: [
    {
      id: 1,
      stepName: '受理与形式审查',
      actorKind: 'visitor',
      actorName: '苏州博睿信息技术有限公司 · 陈雨桐',
      action: 'submit',
      comment: null,
      createdAt: '2026-11-21T02:00:00Z',
    },
  ],
  sentBack: null,
  // The names the form above gives its fields and materials.
  labels: {
    fields: Object.fromEntries(form().fields.map((f) => [f.key, f.label])),
    materials: Object.fromEntries(form().materials.map((m) => [m.key, m.name])),
  },
  mayAct: true,
  ...over,
});
