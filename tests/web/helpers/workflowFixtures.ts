/** Workflows and steps as the server answers them, for the workflow screen tests. */

export const ok = (data: unknown) => ({ success: true, code: 0, data } as never);

export const workflowItem = (over: object = {}) => ({
  id: 1,
  name: '政策申报审核',
  businessType: 'policy_application',
  description: '企业在线申报政策后的受理、初审、复审与资金核定',
  status: 'enabled',
  fallbackUser: { id: 1, name: '系统管理员' },
  publishedVersion: 2,
  hasDraftChanges: false,
  stepCount: 3,
  runningCount: 3,
  updatedAt: '2026-11-20T02:30:00.000Z',
  ...over,
});

export const stepItem = (id: number, over: object = {}) => ({
  id,
  workflowId: 1,
  sort: id,
  name: `步骤${id}`,
  actorType: 'users',
  actorUsers: [{ id: 5, name: '王海涛' }],
  actorRole: null,
  mode: 'any',
  actions: ['approve', 'reject'],
  condition: null,
  timeLimitHours: null,
  onTimeout: null,
  escalateTo: null,
  fields: [],
  ...over,
});

/** The seed's policy chain: a role, the policy's department with a time limit, a conditional leader. */
export const policySteps = [
  stepItem(11, {
    name: '受理与形式审查',
    actorType: 'role',
    actorUsers: [],
    actorRole: { id: 3, name: '企业服务专员' },
    timeLimitHours: 48,
    onTimeout: 'remind',
  }),
  stepItem(12, {
    name: '主管部门复审',
    actorType: 'policy_dept',
    actorUsers: [],
    timeLimitHours: 120,
    onTimeout: 'escalate',
    escalateTo: { id: 12, name: '孙丽华' },
    fields: [{ key: 'approvedAmount', label: '核定金额（元）', type: 'number', required: true }],
  }),
  stepItem(13, { name: '分管领导审批', condition: 'amount > 500000', actions: ['approve', 'reject', 'return'] }),
];

/** Texts of the workflow screens (zh-CN) with their placeholders filled. */
export function workflowIntl() {
  const texts = {
    ...(require('@/locales/zh-CN/workflow').default as Record<string, string>),
    ...(require('@/locales/zh-CN/workflowTimeline').default as Record<string, string>),
  };
  const format = ({ id }: { id: string }, values: Record<string, unknown> = {}) =>
    (texts[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));
  return { formatMessage: format };
}
