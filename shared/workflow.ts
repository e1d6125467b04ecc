/**
 * The approval engine's vocabulary, shared by the server (server/modules/workflow), the screens and the mocks.
 * Every reviewed thing in the portal names its business type here.
 */
export const workflowBusinessTypes = ['policy_application', 'article_audit', 'project_approval', 'company_change'] as const;
export type WorkflowBusinessType = (typeof workflowBusinessTypes)[number];

export const workflowStatuses = ['enabled', 'disabled'] as const;

/** Who acts at a step. */
export const workflowActorTypes = [
  /** named accounts */
  'users',
  /** the active members of a role */
  'role',
  /** the leader of the initiator's department */
  'initiator_dept_leader',
  /** the leader of the business record's owner's department */
  'owner_dept_leader',
  /** the department responsible for the policy (policy applications) */
  'policy_dept',
] as const;
export type WorkflowActorType = (typeof workflowActorTypes)[number];

/** How the actors decide: the first of them, or every one of them. */
export const workflowModes = ['any', 'all'] as const;

/** What an actor may do at a step; approve is always allowed. */
export const workflowActions = ['approve', 'reject', 'return', 'transfer', 'add_signer', 'copy'] as const;
export type WorkflowAction = (typeof workflowActions)[number];

/** What happens when a step's time limit passes. */
export const workflowTimeoutActions = ['remind', 'escalate', 'approve', 'reject'] as const;

/** running: at a step; returned / rejected: back with the initiator, who may resubmit; approved / withdrawn: over. */
export const workflowInstanceStatuses = ['running', 'approved', 'rejected', 'withdrawn', 'returned'] as const;
export type WorkflowInstanceStatus = (typeof workflowInstanceStatuses)[number];
export const workflowInitiatorKinds = ['user', 'visitor'] as const;
/** actor: resolved from the step; signer: added by an actor, must approve too; copy: informed, nothing to do. */
export const workflowTaskKinds = ['actor', 'signer', 'copy'] as const;
export const workflowTaskStatuses = ['pending', 'done', 'cancelled', 'transferred'] as const;
/** What the timeline records. */
export const workflowHistoryActions = [
  'submit',
  'resubmit',
  'withdraw',
  'urge',
  'approve',
  'reject',
  'return',
  'transfer',
  'add_signer',
  'copy',
  'skip',
  'fallback',
  'timeout',
  'finish',
] as const;
export type WorkflowHistoryAction = (typeof workflowHistoryActions)[number];

/** A business field an actor may set at a step (the approved amount…). */
export type WorkflowStepField = {
  key: string;
  label: string;
  type: 'number' | 'text' | 'date';
  required: boolean;
  /** For numbers: the largest value accepted. */
  max?: number;
};

/** A step as a published version keeps it: what the runtime needs, nothing that can change under it. */
export type WorkflowStepSnapshot = {
  stepId: number;
  name: string;
  actorType: WorkflowActorType;
  actorUserIds: number[];
  actorRoleId: number | null;
  mode: (typeof workflowModes)[number];
  actions: WorkflowAction[];
  condition: string | null;
  timeLimitHours: number | null;
  onTimeout: (typeof workflowTimeoutActions)[number] | null;
  escalateToUserId: number | null;
  fields: WorkflowStepField[];
};

/**
 * The business data each type exposes to step conditions: a condition may only name these fields, so a typo
 * ("amout > 50万") is refused when the step is saved rather than silently never matching.
 */
export const workflowConditionFields: Record<WorkflowBusinessType, Record<string, 'number' | 'string' | 'boolean'>> = {
  policy_application: { amount: 'number', policyId: 'number', companyId: 'number', industry: 'string', region: 'string', scale: 'string', highTech: 'boolean' },
  article_audit: { categoryId: 'number', authorId: 'number' },
  project_approval: { investment: 'number', area: 'number', industry: 'string', categoryId: 'number' },
  company_change: { companyId: 'number', field: 'string' },
};
