import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { MILESTONE_STATES, PROJECT_CURRENCIES, PROJECT_DOCUMENT_KINDS, PROJECT_STAGES, PROJECT_STATUSES, type FlowStep } from '@shared/project';
import { users } from './account';
import { clues, clueTaskTypes } from './clue';
import { companies } from './company';
import { departments } from './organization';
import { units } from './park';
import { workflowInstances } from './workflow';

/** The project categories (项目分类), a tree by parentId (0 = top) with the ancestors' path as departments keep it ("0,3"). */
export const projectCategories = pgTable(
  'project_categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    ancestors: varchar('ancestors', { length: 256 }).notNull().default('0'),
    name: varchar('name', { length: 40 }).notNull(),
    order: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('project_categories_parent_name_uq').on(t.parentId, t.name), index('project_categories_ancestors_idx').on(t.ancestors)],
);

/** A schedule flow (进度流程): an ordered template of milestones a project's schedule is made from. */
export const scheduleFlows = pgTable(
  'schedule_flows',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 40 }).notNull(),
    description: varchar('description', { length: 200 }),
    steps: jsonb('steps').$type<FlowStep[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('schedule_flows_name_uq').on(t.name)],
);

/**
 * An investment-attraction project (招商项目): what a company will invest, in what, where in the park, who works it
 * (its owner and their department for the data scope, its team), how far it is (stage) and its approval and signing
 * (status, the workflow instance). `clueId` is the signed clue it was converted from (once: unique).
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => projectCategories.id, { onDelete: 'restrict' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The industry dictionary (as clues and companies). */
    industryCode: varchar('industry_code', { length: 8 }),
    /** Planned investment, 10 000 of the currency (万). */
    investmentAmount: numeric('investment_amount', { precision: 14, scale: 2, mode: 'number' }),
    currency: varchar('currency', { length: 3, enum: PROJECT_CURRENCIES }).notNull().default('CNY'),
    /** m² of land wanted. */
    landArea: numeric('land_area', { precision: 12, scale: 2, mode: 'number' }),
    /** m² of floor space wanted. */
    floorArea: numeric('floor_area', { precision: 12, scale: 2, mode: 'number' }),
    stage: varchar('stage', { length: 16, enum: PROJECT_STAGES }).notNull().default('intent'),
    status: varchar('status', { length: 16, enum: PROJECT_STATUSES }).notNull().default('draft'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The owner's department: the data scope reads it. */
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    clueId: integer('clue_id').references(() => clues.id, { onDelete: 'set null' }),
    flowId: integer('flow_id').references(() => scheduleFlows.id, { onDelete: 'restrict' }),
    /** The latest approval instance. */
    instanceId: integer('instance_id').references(() => workflowInstances.id, { onDelete: 'set null' }),
    reviewComment: varchar('review_comment', { length: 500 }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /**
     * The earliest planned end among the open (pending, in progress) milestones, null without any: kept by a trigger on
     * project_milestones (migration 0057), so "has an overdue milestone" is one comparison, not a probe per project.
     */
    openMilestoneEnd: date('open_milestone_end', { mode: 'string' }),
    remark: text('remark'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // A clue becomes one project.
    uniqueIndex('projects_clue_uq')
      .on(t.clueId)
      .where(sql`clue_id is not null`),
    // The list's sorts (newest first by default) and its filters.
    index('projects_updated_idx').on(t.updatedAt, t.id),
    index('projects_created_idx').on(t.createdAt, t.id),
    index('projects_investment_asc_idx').on(t.investmentAmount.asc().nullsLast(), t.id.asc()),
    index('projects_investment_desc_idx').on(t.investmentAmount.desc().nullsLast(), t.id.desc()),
    index('projects_signed_asc_idx').on(t.signedAt.asc().nullsLast(), t.id.asc()),
    index('projects_signed_desc_idx').on(t.signedAt.desc().nullsLast(), t.id.desc()),
    index('projects_category_idx').on(t.categoryId, t.updatedAt),
    index('projects_owner_idx').on(t.ownerId, t.updatedAt),
    index('projects_department_idx').on(t.departmentId, t.updatedAt),
    index('projects_status_idx').on(t.status, t.updatedAt),
    index('projects_stage_idx').on(t.stage, t.updatedAt),
    index('projects_industry_idx').on(t.industryCode),
    index('projects_company_idx').on(t.companyId),
    index('projects_flow_idx').on(t.flowId),
  ],
);

/** The units a project will occupy (workshops, offices… of the park's resources). */
export const projectUnits = pgTable(
  'project_units',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.unitId] }), index('project_units_unit_idx').on(t.unitId)],
);

/** The project's team: staff accounts working it beside its owner (they see it whatever their data scope). */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('project_members_user_idx').on(t.userId)],
);

/** A milestone of a project's schedule: planned and actual dates, who is responsible, its state. */
export const projectMilestones = pgTable(
  'project_milestones',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    taskTypeId: integer('task_type_id').references(() => clueTaskTypes.id, { onDelete: 'set null' }),
    plannedStart: date('planned_start'),
    plannedEnd: date('planned_end'),
    actualStart: date('actual_start'),
    actualEnd: date('actual_end'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    state: varchar('state', { length: 16, enum: MILESTONE_STATES }).notNull().default('pending'),
    remark: varchar('remark', { length: 500 }),
    /** The owner was told it is overdue (cleared when its planned end moves). */
    overdueNotifiedAt: timestamp('overdue_notified_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('project_milestones_project_idx').on(t.projectId, t.sort),
    // The list's and dashboard's milestone filters (due within days; done within days): the projects drawn from a range,
    // from the index alone (it holds the project id), without reading a milestone row.
    index('project_milestones_open_end_idx')
      .on(t.plannedEnd, t.projectId)
      .where(sql`state in ('pending', 'in_progress')`),
    index('project_milestones_done_end_idx')
      .on(t.actualEnd, t.projectId)
      .where(sql`state = 'done'`),
    // The nightly overdue job: open milestones not yet reported, by planned end.
    index('project_milestones_overdue_idx')
      .on(t.plannedEnd)
      .where(sql`state in ('pending', 'in_progress') and overdue_notified_at is null`),
  ],
);

/** A project's document (项目文档): a file uploaded through the attachment upload, filed under a kind. */
export const projectDocuments = pgTable(
  'project_documents',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** What it is (PROJECT_DOCUMENT_KINDS). */
    kind: varchar('kind', { length: 16, enum: PROJECT_DOCUMENT_KINDS }).notNull().default('other'),
    name: varchar('name', { length: 255 }).notNull(),
    /** /uploads/… of the upload module. */
    url: varchar('url', { length: 200 }).notNull(),
    size: integer('size'),
    /** A document is its project, kind (the folder) and name: an upload of the same name there is its next version. */
    version: integer('version').notNull().default(1),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('project_documents_project_idx').on(t.projectId, t.createdAt, t.id),
    uniqueIndex('project_documents_version_idx').on(t.projectId, t.kind, t.name, t.version),
  ],
);
