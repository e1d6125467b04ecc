import { z } from 'zod';
import { companyProfileSchema } from '@shared/policyConditions';
import { PHONE_PATTERN, PHONE_RULE } from '@shared/phone';
import { windowKinds, windowStatuses } from '@shared/policyWindow';
import { workflowHistoryActions, workflowTaskKinds } from '@shared/workflow';
import { applicationStatuses, submittedStatuses } from '../../db/schema/application';
import { ACCEPTED } from '../../lib/uploads';
import { dayRangeFields } from '../../lib/dayRange';
import { id, idParam, pageFields } from '../../lib/fields';
import { filterResult, ruleResult } from '../match/schemas';
import { historyItem, stepField } from '../workflow/schemas';

/**
 * Policy applications: a company's people fill in and submit the form a policy's settings define at
 * /api/visitor/apply/*, park staff follow and review them at /api/oa/admin/application/*. Amounts are in 元
 * (a policy's maximum is kept in 万元 and converted).
 */

/** What a form may ask at most: a longer form is a design mistake, not a process. */
export const MAX_FORM_ITEMS = 20;
/** Files one application may carry. */
export const MAX_MATERIAL_FILES = 50;
/** The extensions a material may accept: what the attachment upload stores. */
export const materialExtensions = [...new Set(ACCEPTED.attachment.map((t) => t.ext))];

const status = z.enum(applicationStatuses);
const staffStatus = z.enum(submittedStatuses);
const iso = z.string().describe('ISO time');

const materialKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/, 'must be a letter followed by letters, digits or _ (at most 32)');

export const materialSpec = z.object({
  key: materialKey,
  name: z.string().trim().min(1, 'is required').max(64),
  required: z.boolean().default(true),
  templateUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^\/uploads\/[^\s"'<>]+$/, 'must be an uploaded file (/uploads/…)')
    .optional(),
  accept: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .refine((ext) => materialExtensions.includes(ext), `must be one of ${materialExtensions.join(', ')}`),
    )
    .min(1, 'name at least one file type')
    .max(materialExtensions.length),
  note: z.string().trim().max(200).optional(),
});

const unique = (items: { key: string }[]) => new Set(items.map((m) => m.key)).size === items.length;

export const settingsQuery = z.object({ policyId: idParam });
export const settingsInput = z
  .object({
    policyId: id,
    open: z.boolean(),
    workflowId: id.nullish().transform((v) => v ?? null),
    reviewDeptId: id.nullish().transform((v) => v ?? null),
    materials: z.array(materialSpec).max(MAX_FORM_ITEMS, `at most ${MAX_FORM_ITEMS} materials`).refine(unique, 'each material needs its own key'),
    fields: z.array(stepField).max(MAX_FORM_ITEMS, `at most ${MAX_FORM_ITEMS} fields`).refine(unique, 'each field needs its own key'),
  })
  .refine((s) => !s.open || s.workflowId !== null, { path: ['workflowId'], message: 'an open policy needs the workflow that reviews its applications' });

const named = z.object({ id: z.number().int(), name: z.string() });

export const settings = z.object({
  policyId: z.number().int(),
  policyTitle: z.string(),
  /** 万元, as the policy states it; the `amount` field is capped at this ×10 000 元. */
  maxAmount: z.number().nullable(),
  open: z.boolean(),
  workflow: named.nullable(),
  reviewDept: named.nullable(),
  materials: z.array(materialSpec),
  fields: z.array(stepField),
  updatedAt: iso.nullable(),
  updatedBy: z.string().nullable(),
});

// ---------- the visitor's side ----------

const fieldValue = z.union([z.number(), z.string().max(500), z.null()]);
const givenFields = z.record(materialKey, fieldValue).refine((f) => Object.keys(f).length <= MAX_FORM_ITEMS, `at most ${MAX_FORM_ITEMS} fields`);

export const material = z.object({
  key: z.string(),
  uploadId: z.number().int(),
  name: z.string(),
  url: z.string(),
  mime: z.string(),
  size: z.number().int(),
});

export const formQuery = z.object({ policyId: idParam });

export const saveInput = z.object({
  id: id.optional(),
  policyId: id,
  fields: givenFields.default({}),
  materials: z
    .array(z.object({ key: materialKey, uploadId: id }))
    .max(MAX_MATERIAL_FILES, `at most ${MAX_MATERIAL_FILES} files`)
    .default([]),
  contactName: z.string().trim().max(64).default(''),
  contactPhone: z
    .string()
    .trim()
    .max(32)
    .refine((p) => p === '' || PHONE_PATTERN.test(p), PHONE_RULE)
    .default(''),
});

export const submitInput = z.object({ id, comment: z.string().trim().max(1000).optional() });
export const withdrawInput = z.object({ id, comment: z.string().trim().max(1000).optional() });
export const idInput = z.object({ id });

/** The application as its company's people edit and follow it. */
export const application = z.object({
  id: z.number().int(),
  policyId: z.number().int(),
  policyTitle: z.string(),
  companyId: z.number().int(),
  status,
  /** Draft, returned or rejected: the form can still be changed and (re)submitted. */
  editable: z.boolean(),
  fields: z.record(z.string(), fieldValue),
  materials: z.array(material),
  contactName: z.string(),
  contactPhone: z.string(),
  filedBy: z.string().nullable(),
  currentStepName: z.string().nullable(),
  submittedAt: iso.nullable(),
  decidedAt: iso.nullable(),
  approvedAmount: z.number().nullable(),
  createdAt: iso,
  updatedAt: iso,
});

export const form = z.object({
  policy: z.object({
    id: z.number().int(),
    title: z.string(),
    departmentName: z.string(),
    window: z.object({
      kind: z.enum(windowKinds),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
      batches: z.array(z.object({ name: z.string(), startDate: z.string(), endDate: z.string() })),
    }),
    windowStatus: z.enum(windowStatuses),
    /** Applications are taken today (the window is open or closing soon). */
    openToday: z.boolean(),
    deadline: z.string().nullable(),
    maxAmount: z.number().nullable().describe('万元'),
  }),
  materials: z.array(materialSpec),
  /** The form's fields; `amount` carries the policy's maximum in 元 as its max. */
  fields: z.array(stepField),
  prefill: z.object({
    companyId: z.number().int(),
    companyName: z.string(),
    creditCode: z.string(),
    industryCode: z.string().nullable(),
    regionCode: z.string().nullable(),
    contactName: z.string(),
    contactPhone: z.string(),
  }),
  /** The company's draft or live application for this policy, if any. */
  application: application.nullable(),
});

export const visitorQuery = z.object({
  ...pageFields,
  status: status.optional(),
  keyword: z.string().trim().max(64).optional(),
});

export const visitorItem = z.object({
  id: z.number().int(),
  policyId: z.number().int(),
  policyTitle: z.string(),
  status,
  currentStepName: z.string().nullable(),
  submittedAt: iso.nullable(),
  approvedAmount: z.number().nullable(),
  updatedAt: iso,
});

/** What a company's people see of the review: who did what and why, not the park's internal routing. */
export const visitorHistoryItem = z.object({
  id: z.number().int(),
  stepName: z.string().nullable(),
  actorKind: z.enum(['user', 'visitor', 'system']),
  actorName: z.string(),
  action: z.enum(workflowHistoryActions),
  comment: z.string().nullable(),
  createdAt: iso,
});

/** The names the policy's form gives its fields and materials, by key. */
export const formLabels = z.object({ fields: z.record(z.string(), z.string()), materials: z.record(z.string(), z.string()) });

export const visitorDetail = z.object({
  application,
  timeline: z.array(visitorHistoryItem),
  /** For a returned or rejected application: the reviewer's words that sent it back. */
  sentBack: z.object({ action: z.enum(['return', 'reject']), stepName: z.string().nullable(), comment: z.string().nullable(), at: iso }).nullable(),
  labels: formLabels,
  /** Whether this visitor may withdraw, urge or resubmit it: the person who filed it, or an administrator of the company. */
  mayAct: z.boolean(),
});

export const urged = z.object({ urged: z.number().int().describe('how many reviewers were reminded') });

// ---------- the staff's side ----------

const filterFields = {
  policyId: idParam.optional(),
  status: staffStatus.optional(),
  companyId: idParam.optional(),
  /** The company's name contains it. */
  keyword: z.string().trim().max(64).optional(),
  /** The policy's issuing department. */
  departmentId: idParam.optional(),
  submittedFrom: dayRangeFields.from,
  submittedTo: dayRangeFields.to,
};
const checkSubmitted = (q: { submittedFrom?: string; submittedTo?: string }, ctx: z.RefinementCtx) => {
  if (q.submittedFrom && q.submittedTo && q.submittedFrom > q.submittedTo)
    ctx.addIssue({ code: 'custom', path: ['submittedTo'], message: 'must not be before submittedFrom' });
};

export const staffFilter = z.object(filterFields).superRefine(checkSubmitted);
export const staffQuery = z
  .object({
    ...pageFields,
    ...filterFields,
    sortField: z.enum(['submittedAt', 'approvedAmount']).default('submittedAt'),
    sortOrder: z.enum(['ascend', 'descend']).default('descend'),
  })
  .superRefine(checkSubmitted);
export const exportQuery = z
  .object({
    ...filterFields,
    sortField: z.enum(['submittedAt', 'approvedAmount']).default('submittedAt'),
    sortOrder: z.enum(['ascend', 'descend']).default('descend'),
  })
  .superRefine(checkSubmitted);
export const summaryQuery = z.object({ ...filterFields, top: z.coerce.number().int().min(1).max(50).default(10) }).superRefine(checkSubmitted);

export const staffItem = z.object({
  id: z.number().int(),
  policyId: z.number().int(),
  policyTitle: z.string(),
  departmentName: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  creditCode: z.string(),
  status: staffStatus,
  currentStepName: z.string().nullable(),
  /** 元, what the company asked for (its `amount` field). */
  amount: z.number().nullable(),
  approvedAmount: z.number().nullable(),
  contactName: z.string(),
  contactPhone: z.string(),
  filedBy: z.string().nullable(),
  submittedAt: iso.nullable(),
  decidedAt: iso.nullable(),
});

export const staffDetail = z.object({
  application: staffItem.extend({
    fields: z.record(z.string(), fieldValue),
    materials: z.array(material),
    instanceId: z.number().int().nullable(),
  }),
  company: companyProfileSchema,
  /** This policy's conditions checked against the company's record today. */
  match: z.object({
    outcome: z.enum(['eligible', 'likely', 'not_eligible']),
    matchPercent: z.number().int(),
    rules: z.array(ruleResult),
    filters: z.array(filterResult),
    failedFilter: filterResult.nullable(),
  }),
  /** The workflow version's steps, for the reviewer's form (the fields a step sets). */
  steps: z.array(z.object({ name: z.string(), actions: z.array(z.string()), fields: z.array(stepField) })),
  currentStep: z.number().int().nullable(),
  timeline: z.array(historyItem),
  /** The signed-in reviewer's pending task on it: act through /api/oa/admin/workflow/task/act. */
  myTask: z.object({ id: z.number().int(), kind: z.enum(workflowTaskKinds), step: z.number().int() }).nullable(),
  /** Who has it now, while it is under review. */
  pendingAssignees: z.array(z.object({ id: z.number().int(), name: z.string() })),
  labels: formLabels,
});

const total = { count: z.number().int(), amount: z.number().describe('元') };
export const summary = z.object({
  total: z.object(total),
  byPolicy: z.array(z.object({ policyId: z.number().int(), title: z.string(), ...total })),
  byCompany: z.array(z.object({ companyId: z.number().int(), name: z.string(), ...total })),
});
