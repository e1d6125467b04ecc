import { z } from 'zod';
import {
  workflowActions,
  workflowActorTypes,
  workflowBusinessTypes,
  workflowHistoryActions,
  workflowInstanceStatuses,
  workflowModes,
  workflowStatuses,
  workflowTaskKinds,
  workflowTaskStatuses,
  workflowTimeoutActions,
} from '@shared/workflow';
import { id, idParam, optionalText, pageFields } from '../../lib/fields';

/** The most steps a workflow may have: an approval chain longer than this is a design mistake, not a process. */
export const MAX_STEPS = 30;

const name = z.string().trim().min(1, 'is required').max(64);

export const workflowQuery = z.object({
  ...pageFields,
  keyword: z.string().trim().max(64).optional(),
  businessType: z.enum(workflowBusinessTypes).optional(),
  status: z.enum(workflowStatuses).optional(),
  sortField: z.enum(['name', 'updatedAt', 'publishedVersion']).default('updatedAt'),
  sortOrder: z.enum(['ascend', 'descend']).default('descend'),
});

const person = z.object({ id: z.number().int(), name: z.string() });
/** A staff member as the people picker lists them. */
export const staffPerson = person.extend({ username: z.string(), departmentName: z.string().nullable() });

export const workflowItem = z.object({
  id: z.number().int(),
  name: z.string(),
  businessType: z.enum(workflowBusinessTypes),
  description: z.string().nullable(),
  status: z.enum(workflowStatuses),
  fallbackUser: person,
  publishedVersion: z.number().int(),
  hasDraftChanges: z.boolean(),
  stepCount: z.number().int(),
  runningCount: z.number().int(),
  updatedAt: z.string(),
});

/** Create (no id) or update a workflow; `publish` also freezes its current steps as a new version. */
export const workflowInput = z.object({
  id: id.optional(),
  name,
  businessType: z.enum(workflowBusinessTypes),
  description: optionalText(500),
  status: z.enum(workflowStatuses).default('enabled'),
  fallbackUserId: id,
  publish: z.boolean().default(false),
});

const fieldKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/, 'must be a letter followed by letters, digits or _ (at most 32)');

export const stepField = z.object({
  key: fieldKey,
  label: z.string().trim().min(1, 'is required').max(32),
  type: z.enum(['number', 'text', 'date']),
  required: z.boolean().default(false),
  max: z.number().positive().max(1e12).optional(),
});

export const stepInput = z
  .object({
    id: id.optional(),
    workflowId: id,
    name,
    actorType: z.enum(workflowActorTypes),
    actorUserIds: z.array(id).max(50, 'at most 50 people').default([]),
    actorRoleId: id.nullish().transform((v) => v ?? null),
    mode: z.enum(workflowModes).default('any'),
    actions: z
      .array(z.enum(workflowActions))
      .min(1, 'choose at least one action')
      .refine((a) => a.includes('approve'), 'must include approve')
      .refine((a) => new Set(a).size === a.length, 'must not repeat an action'),
    condition: optionalText(500),
    timeLimitHours: z
      .number()
      .int()
      .min(1, 'must be at least 1 hour')
      .max(24 * 90, 'must be at most 90 days')
      .nullish()
      .transform((v) => v ?? null),
    onTimeout: z
      .enum(workflowTimeoutActions)
      .nullish()
      .transform((v) => v ?? null),
    escalateToUserId: id.nullish().transform((v) => v ?? null),
    fields: z
      .array(stepField)
      .max(10, 'at most 10 fields')
      .default([])
      .refine((f) => new Set(f.map((x) => x.key)).size === f.length, 'each field needs its own key'),
  })
  // The rules across fields, each reported on the field to correct.
  .refine((s) => s.actorType !== 'users' || s.actorUserIds.length > 0, { path: ['actorUserIds'], message: 'name at least one person to act' })
  .refine((s) => s.actorType !== 'role' || s.actorRoleId !== null, { path: ['actorRoleId'], message: 'choose the role whose members act' })
  .refine((s) => (s.timeLimitHours === null) === (s.onTimeout === null), {
    path: ['onTimeout'],
    message: 'a time limit needs what happens when it passes, and the other way round',
  })
  .refine((s) => s.onTimeout !== 'escalate' || s.escalateToUserId !== null, { path: ['escalateToUserId'], message: 'choose who the step is escalated to' })
  .refine((s) => s.onTimeout !== 'approve' || !s.fields.some((f) => f.required), {
    path: ['onTimeout'],
    message: 'a step whose actor must fill in fields cannot approve by itself when time runs out',
  })
  .refine((s) => s.mode !== 'all' || s.actorType === 'users' || s.actorType === 'role', {
    path: ['mode'],
    message: '"all of them" needs named people or a role; a department leader is one person',
  });

export const stepItem = z.object({
  id: z.number().int(),
  workflowId: z.number().int(),
  sort: z.number().int(),
  name: z.string(),
  actorType: z.enum(workflowActorTypes),
  actorUsers: z.array(person),
  actorRole: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  mode: z.enum(workflowModes),
  actions: z.array(z.enum(workflowActions)),
  condition: z.string().nullable(),
  timeLimitHours: z.number().int().nullable(),
  onTimeout: z.enum(workflowTimeoutActions).nullable(),
  escalateTo: person.nullable(),
  fields: z.array(stepField),
});

export const stepsQuery = z.object({ workflowId: idParam });
export const stepsResult = z.object({ workflow: workflowItem, steps: z.array(stepItem) });

export const stepSortInput = z.object({
  workflowId: id,
  stepIds: z
    .array(id)
    .min(1, 'list the steps in their new order')
    .max(MAX_STEPS)
    .refine((ids) => new Set(ids).size === ids.length, 'must not list a step twice'),
});

/** The staff inbox: what waits for me, what I did, what I started. */
export const taskQuery = z.object({
  ...pageFields,
  box: z.enum(['todo', 'done', 'started']).default('todo'),
  businessType: z.enum(workflowBusinessTypes).optional(),
  keyword: z.string().trim().max(64).optional(),
});

export const taskItem = z.object({
  /** The task, for todo and done; null for the instances I started. */
  taskId: z.number().int().nullable(),
  instanceId: z.number().int(),
  title: z.string(),
  workflowName: z.string(),
  businessType: z.enum(workflowBusinessTypes),
  businessId: z.number().int(),
  stepName: z.string().nullable(),
  instanceStatus: z.enum(workflowInstanceStatuses),
  taskKind: z.enum(workflowTaskKinds).nullable(),
  taskStatus: z.enum(workflowTaskStatuses).nullable(),
  action: z.string().nullable(),
  createdAt: z.string(),
  dueAt: z.string().nullable(),
  overdue: z.boolean(),
});

export const taskCount = z.object({ todo: z.number().int(), overdue: z.number().int() });

const attachment = z.object({
  name: z.string().trim().min(1).max(200),
  url: z
    .string()
    .trim()
    .max(500)
    .regex(/^\/uploads\/[^\s"'<>]+$/, 'must be an uploaded file (/uploads/…)'),
});

export const actInput = z.object({
  taskId: id,
  action: z.enum(workflowActions),
  comment: optionalText(1000),
  attachments: z.array(attachment).max(10, 'at most 10 attachments').default([]),
  fields: z.record(z.string().max(32), z.union([z.number(), z.string().max(500), z.null()])).optional(),
  toStep: z.number().int().min(0).max(MAX_STEPS).nullish(),
  toUserId: id.nullish(),
});

export const historyItem = z.object({
  id: z.number().int(),
  step: z.number().int().nullable(),
  stepName: z.string().nullable(),
  actorKind: z.enum(['user', 'visitor', 'system']),
  actorName: z.string(),
  action: z.enum(workflowHistoryActions),
  comment: z.string().nullable(),
  attachments: z.array(z.object({ name: z.string(), url: z.string() })),
  detail: z.record(z.string(), z.unknown()),
  /** The people the entry went to: a transfer's or escalation's new assignee, a copy's reader, whom an urge reached. */
  targets: z.array(z.string()),
  createdAt: z.string(),
});

export const instanceDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  workflow: z.object({ id: z.number().int(), name: z.string(), version: z.number().int() }),
  businessType: z.enum(workflowBusinessTypes),
  businessId: z.number().int(),
  status: z.enum(workflowInstanceStatuses),
  currentStep: z.number().int().nullable(),
  data: z.record(z.string(), z.unknown()),
  steps: z.array(z.object({ name: z.string(), condition: z.string().nullable(), actions: z.array(z.enum(workflowActions)), fields: z.array(stepField) })),
  /** The signed-in person's pending task on it, with what they may do. */
  myTask: z.object({ id: z.number().int(), kind: z.enum(workflowTaskKinds), step: z.number().int() }).nullable(),
  pendingAssignees: z.array(person),
  history: z.array(historyItem),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
