/** Policy applications as the staff routes answer them, and the texts their screens read, for the application-* tests. */

export const ok = (data: unknown) => ({ success: true, code: 0, data } as never);

/** Texts of the application, workflow, timeline and match screens (zh-CN) with their placeholders filled. */
export function applicationIntl() {
  const texts = {
    ...(require('@/locales/zh-CN/application').default as Record<string, string>),
    ...(require('@/locales/zh-CN/workflow').default as Record<string, string>),
    ...(require('@/locales/zh-CN/workflowTimeline').default as Record<string, string>),
    ...(require('@/locales/zh-CN/match').default as Record<string, string>),
  };
  const format = ({ id }: { id: string }, values: Record<string, unknown> = {}) =>
    (texts[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));
  return { formatMessage: format };
}

export const applicationItem = (over: object = {}) => ({
  id: 7,
  policyId: 3,
  policyTitle: '高新技术企业认定奖励',
  departmentName: '苏州工业园区科技创新委员会',
  companyId: 21,
  companyName: '苏州星湖智能装备有限公司',
  creditCode: '91320594MA1XK8QX2R',
  status: 'running',
  currentStepName: '主管部门复审',
  amount: 300000,
  approvedAmount: null,
  contactName: '李明',
  contactPhone: '13912345678',
  filedBy: '李明',
  submittedAt: '2026-11-20T02:00:00.000Z',
  decidedAt: null,
  ...over,
});

export const timelineEntry = (id: number, action: string, over: object = {}) => ({
  id,
  step: null,
  stepName: null,
  actorKind: 'user',
  actorName: '周婷',
  action,
  comment: null,
  attachments: [],
  detail: {},
  targets: [],
  createdAt: '2026-11-20T02:00:00.000Z',
  ...over,
});

export const material = (uploadId: number, key: string, name: string, mime: string) => ({
  key,
  uploadId,
  name,
  url: `/uploads/2026/11/${String(uploadId).padStart(32, '0')}.${name.split('.').pop()}`,
  mime,
  size: 204800,
});

export const applicationDetailData = (over: object = {}) => ({
  application: {
    ...applicationItem(),
    fields: { amount: 300000, projectName: '智能装配线改造' },
    materials: [
      material(1, 'license', '营业执照.png', 'image/png'),
      material(2, 'form', '申报书.pdf', 'application/pdf'),
      material(3, 'form', '财务报表.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    ],
    instanceId: 41,
  },
  company: {
    companyId: 21,
    name: '苏州星湖智能装备有限公司',
    creditCode: '91320594MA1XK8QX2R',
    regionCode: '320571',
    industryCode: 'C34',
    scale: 'small',
    entityType: 'enterprise',
    foundedOn: '2016-05-12',
    qualifications: ['high_tech'],
    ipClass1: 3,
    ipClass2: 12,
    figures: [{ year: 2025, revenue: 8600, rdSpend: 620, staff: 186, techStaff: 64 }],
  },
  match: {
    outcome: 'eligible',
    matchPercent: 100,
    rules: [
      {
        ruleId: 'r1',
        field: 'qualification',
        op: 'hasAny',
        label: '高新技术企业',
        hard: true,
        outcome: 'met',
        year: null,
        required: '高新技术企业',
        actual: ['high_tech'],
        gap: null,
        text: '',
        missing: [],
      },
    ],
    filters: [],
    failedFilter: null,
  },
  steps: [
    { name: '受理与形式审查', actions: ['approve', 'reject', 'return'], fields: [] },
    {
      name: '主管部门复审',
      actions: ['approve', 'reject', 'return'],
      fields: [{ key: 'approvedAmount', label: '核定金额（元）', type: 'number', required: true }],
    },
  ],
  currentStep: 1,
  timeline: [
    timelineEntry(1, 'submit', { actorKind: 'visitor', actorName: '李明' }),
    timelineEntry(2, 'approve', { step: 0, stepName: '受理与形式审查', comment: '材料齐全' }),
  ],
  myTask: null,
  pendingAssignees: [{ id: 12, name: '孙丽华' }],
  labels: { fields: {}, materials: {} },
  ...over,
});
