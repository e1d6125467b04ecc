import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { WorkflowStepField } from '@shared/workflow';
import { users } from './account';
import { companies } from './company';
import { departments } from './organization';
import { policies } from './policy';
import { visitors } from './visitor';
import { workflowInstances, workflows } from './workflow';

/** Once submitted, an application has its latest workflow instance's status. */
export const submittedStatuses = ['running', 'returned', 'rejected', 'approved', 'withdrawn'] as const;
/** draft: being written, not yet submitted. */
export const applicationStatuses = ['draft', ...submittedStatuses] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** A document the form asks for: 申报书, 营业执照… `accept` lists the file extensions taken (pdf, docx…). */
export type ApplicationMaterialSpec = { key: string; name: string; required: boolean; templateUrl?: string; accept: string[]; note?: string };
/** A form field: the workflow's field shape, so the engine's checks apply; `amount` (元) is capped by the policy's maximum. */
export type ApplicationFieldSpec = WorkflowStepField;
/** A file given for a material: an upload the visitor made through /api/visitor/apply/upload. */
export type ApplicationMaterial = { key: string; uploadId: number; name: string; url: string; mime: string; size: number };

/** How a policy is applied for online: open or not, the workflow that reviews it and what the form asks. */
export const policyApplicationSettings = pgTable('policy_application_settings', {
  policyId: integer('policy_id')
    .primaryKey()
    .references(() => policies.id, { onDelete: 'cascade' }),
  open: boolean('open').notNull().default(false),
  workflowId: integer('workflow_id').references(() => workflows.id),
  /** The park department the workflow's `policy_dept` steps go to. */
  reviewDeptId: integer('review_dept_id').references(() => departments.id, { onDelete: 'set null' }),
  materials: jsonb('materials').$type<ApplicationMaterialSpec[]>().notNull().default([]),
  fields: jsonb('fields').$type<ApplicationFieldSpec[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * A company's application for a policy, filed by one of its people. Once submitted it runs on a workflow
 * instance (the latest in `instanceId`); `status`, `decidedAt` and `approvedAmount` copy that instance's status,
 * finish time and approved amount, kept by the trigger of migration 0031 in the transaction of whoever moves
 * the instance (a reviewer, the deadline job, the visitor), so lists filter and sort on this table's indexes.
 */
export const policyApplications = pgTable(
  'policy_applications',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Who filed it (the submitter once submitted): the engine's initiator, who may withdraw, urge and resubmit. */
    visitorId: integer('visitor_id').references(() => visitors.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 12, enum: applicationStatuses }).notNull().default('draft'),
    instanceId: integer('instance_id').references(() => workflowInstances.id),
    fields: jsonb('fields').$type<Record<string, string | number | null>>().notNull().default({}),
    materials: jsonb('materials').$type<ApplicationMaterial[]>().notNull().default([]),
    contactName: varchar('contact_name', { length: 64 }).notNull().default(''),
    contactPhone: varchar('contact_phone', { length: 32 }).notNull().default(''),
    /** The first submission. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When the review ended (approved or withdrawn); a rejection can still be resubmitted, so it has none. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** 元, set by the reviewers (the instance's `approvedAmount`) once approved. */
    approvedAmount: numeric('approved_amount', { precision: 18, scale: 2, mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A company's own list, newest first.
    // A company's applications (the visitor's list) and the staff list's company filters, in submission order.
    index('policy_applications_company_submitted_idx').on(t.companyId, t.submittedAt, t.id),
    // The staff list: by policy and status, by status and date, and its two sorts.
    index('policy_applications_policy_idx').on(t.policyId, t.status),
    index('policy_applications_status_submitted_idx').on(t.status, t.submittedAt, t.id),
    index('policy_applications_submitted_idx').on(t.submittedAt, t.id),
    index('policy_applications_amount_idx').on(t.approvedAmount, t.id),
    // The largest approved amounts first (empty ones last), as the staff list sorts them.
    index('policy_applications_amount_desc_idx').on(t.approvedAmount.desc().nullsLast(), t.id.desc().nullsFirst()),
    // The summary's sums per policy and per company read only this.
    index('policy_applications_approved_sum_idx')
      .on(t.policyId, t.companyId, t.approvedAmount)
      .where(sql`${t.status} = 'approved' and ${t.submittedAt} is not null`),
    // The trigger finds the application of an instance.
    index('policy_applications_instance_idx').on(t.instanceId),
    // One draft or live application per company and policy; a rejected or withdrawn one leaves room for a new one.
    uniqueIndex('policy_applications_live_uq')
      .on(t.companyId, t.policyId)
      .where(sql`${t.status} in ('draft', 'running', 'returned', 'approved')`),
  ],
);

/**
 * How many submitted applications each policy has in each status, and their approved amounts: kept exact by the
 * statement triggers of migration application_counts, in the same transaction as the rows. The staff list's total
 * and the summary read it when they filter by nothing else than policy, department and status, instead of counting
 * 100,000 rows on every page.
 */
export const applicationCounts = pgTable(
  'application_counts',
  {
    policyId: integer('policy_id').notNull(),
    status: varchar('status', { length: 12, enum: applicationStatuses }).notNull(),
    total: integer('total').notNull(),
    approvedAmount: numeric('approved_amount', { precision: 20, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.status] })],
);
