import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { roles, users } from './account';
import {
  workflowActions,
  workflowActorTypes,
  workflowBusinessTypes,
  workflowInstanceStatuses,
  workflowModes,
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
 * The runtime (tasks, history) builds on it; a workflow with running instances cannot be deleted.
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
    status: varchar('status', { length: 12, enum: workflowInstanceStatuses }).notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('workflow_instances_workflow_idx').on(t.workflowId, t.status),
    uniqueIndex('workflow_instances_business_uq')
      .on(t.businessType, t.businessId)
      .where(sql`${t.status} = 'running'`),
  ],
);
