import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { roles, users } from './account';
import {
  workflowActions,
  workflowActorTypes,
  workflowBusinessTypes,
  workflowHistoryActions,
  workflowInitiatorKinds,
  workflowInstanceStatuses,
  workflowModes,
  workflowTaskKinds,
  workflowTaskStatuses,
  workflowStatuses,
  workflowTimeoutActions,
  type WorkflowStepField,
  type WorkflowStepSnapshot,
} from '@shared/workflow';

/**
 * An approval workflow (server/modules/workflow): its steps are edited freely, and publishing them makes a new
 * numbered version (workflow_versions); an instance runs on the version it started with to the end.
 */
export const workflows = pgTable(
  'workflows',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    businessType: varchar('business_type', { length: 32, enum: workflowBusinessTypes }).notNull(),
    description: text('description'),
    status: varchar('status', { length: 12, enum: workflowStatuses }).notNull().default('enabled'),
    /** Who acts when a step finds nobody (an empty role, a department without a leader): never a dead end. */
    fallbackUserId: integer('fallback_user_id')
      .notNull()
      .references(() => users.id),
    /** The latest published version's number; 0 until the first publication. */
    publishedVersion: integer('published_version').notNull().default(0),
    /** The steps were changed after the latest publication (new instances still start on that version). */
    hasDraftChanges: boolean('has_draft_changes').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('workflows_name_uq').on(sql`lower(${t.name})`), index('workflows_business_type_idx').on(t.businessType, t.status)],
);

/** A workflow's steps as being edited, in `sort` order. */
export const workflowSteps = pgTable(
  'workflow_steps',
  {
    id: serial('id').primaryKey(),
    workflowId: integer('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    actorType: varchar('actor_type', { length: 32, enum: workflowActorTypes }).notNull(),
    /** For `users`: the named accounts. */
    actorUserIds: jsonb('actor_user_ids').$type<number[]>().notNull().default([]),
    /** For `role`: the role whose active members act. */
    actorRoleId: integer('actor_role_id').references(() => roles.id),
    mode: varchar('mode', { length: 8, enum: workflowModes }).notNull().default('any'),
    actions: jsonb('actions').$type<(typeof workflowActions)[number][]>().notNull(),
    /** Normalised text of the condition (shared/workflowCondition.ts); the step is skipped when it does not hold. */
    condition: text('condition'),
    timeLimitHours: integer('time_limit_hours'),
    onTimeout: varchar('on_timeout', { length: 12, enum: workflowTimeoutActions }),
    escalateToUserId: integer('escalate_to_user_id').references(() => users.id),
    /** The business fields the actor may set at this step (the approved amount…). */
    fields: jsonb('fields').$type<WorkflowStepField[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workflow_steps_workflow_idx').on(t.workflowId, t.sort)],
);

/** A published version: the steps as they were, frozen for the instances that start on it. */
export const workflowVersions = pgTable(
  'workflow_versions',
  {
    id: serial('id').primaryKey(),
    workflowId: integer('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    steps: jsonb('steps').$type<WorkflowStepSnapshot[]>().notNull(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('workflow_versions_uq').on(t.workflowId, t.version)],
);

/**
 * One run of a workflow over one business record (a policy application…), on the version it started with.
 * `data` is the business data the steps' conditions read and their fields write (the approved amount…).
 */
export const workflowInstances = pgTable(
  'workflow_instances',
  {
    id: serial('id').primaryKey(),
    workflowId: integer('workflow_id')
      .notNull()
      .references(() => workflows.id),
    versionId: integer('version_id')
      .notNull()
      .references(() => workflowVersions.id),
    businessType: varchar('business_type', { length: 32, enum: workflowBusinessTypes }).notNull(),
    businessId: integer('business_id').notNull(),
    /** What the inboxes show: "苏州博睿信息技术有限公司 · 高新技术企业认定奖励". */
    title: varchar('title', { length: 200 }).notNull().default(''),
    status: varchar('status', { length: 12, enum: workflowInstanceStatuses }).notNull().default('running'),
    /** Who started it: a staff account or a visitor (a company user). */
    initiatorKind: varchar('initiator_kind', { length: 8, enum: workflowInitiatorKinds }).notNull().default('user'),
    initiatorId: integer('initiator_id').notNull().default(0),
    /** The park departments the department-leader and responsible-department steps resolve to. */
    initiatorDeptId: integer('initiator_dept_id'),
    ownerDeptId: integer('owner_dept_id'),
    policyDeptId: integer('policy_dept_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** The version's step the instance is at (index into its steps); null once finished or back with the initiator. */
    currentStep: integer('current_step'),
    /** The step that rejected or returned it to the initiator: a resubmission goes straight back there. */
    resumeStep: integer('resume_step'),
    /** The initiator may urge the current actors once a day. */
    urgedAt: timestamp('urged_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('workflow_instances_workflow_idx').on(t.workflowId, t.status),
    uniqueIndex('workflow_instances_business_uq')
      .on(t.businessType, t.businessId)
      .where(sql`${t.status} = 'running'`),
    index('workflow_instances_initiator_idx').on(t.initiatorKind, t.initiatorId, t.id),
  ],
);

/**
 * Who must act on an instance at its current step. `any`: the first to approve moves it on and the others'
 * tasks are cancelled; `all`: every one of them approves. A signer added by an actor must approve as well.
 */
export const workflowTasks = pgTable(
  'workflow_tasks',
  {
    id: serial('id').primaryKey(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => workflowInstances.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    assigneeId: integer('assignee_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 8, enum: workflowTaskKinds }).notNull().default('actor'),
    status: varchar('status', { length: 12, enum: workflowTaskStatuses }).notNull().default('pending'),
    /** What the assignee did (approve, reject, return, transfer…), once done. */
    action: varchar('action', { length: 16 }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** When the deadline job handled its time limit (reminded, escalated, decided): handled once. */
    timedOutAt: timestamp('timed_out_at', { withTimezone: true }),
  },
  (t) => [
    // What the deadline job looks for: pending tasks past their limit, not yet handled.
    index('workflow_tasks_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'pending' and ${t.timedOutAt} is null`),
    // The inbox: a person's pending tasks, newest first; and what they did.
    index('workflow_tasks_assignee_idx').on(t.assigneeId, t.status, t.id),
    index('workflow_tasks_instance_idx').on(t.instanceId, t.step, t.status),
  ],
);

/** Every action on an instance, in order: who, when, what, the comment and attachments, the fields set. */
export const workflowHistory = pgTable(
  'workflow_history',
  {
    id: serial('id').primaryKey(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => workflowInstances.id, { onDelete: 'cascade' }),
    step: integer('step'),
    actorKind: varchar('actor_kind', { length: 8, enum: [...workflowInitiatorKinds, 'system'] }).notNull(),
    actorId: integer('actor_id'),
    actorName: varchar('actor_name', { length: 64 }).notNull(),
    action: varchar('action', { length: 16, enum: workflowHistoryActions }).notNull(),
    comment: text('comment'),
    attachments: jsonb('attachments').$type<{ name: string; url: string }[]>().notNull().default([]),
    /** The business fields set, or for transfer / add_signer / copy / fallback the people concerned. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workflow_history_instance_idx').on(t.instanceId, t.id)],
);
