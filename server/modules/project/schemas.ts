import { z } from 'zod';
import { CLUE_SCOPES } from '@shared/clue';
import {
  FLOW_STEPS_MAX,
  MILESTONE_STATES,
  PROJECT_ACTIONS,
  PROJECT_CURRENCIES,
  PROJECT_DOCUMENT_KINDS,
  PROJECT_STAGES,
  PROJECT_STATUSES,
  PROJECT_TEAM_MAX,
  PROJECT_UNITS_MAX,
} from '@shared/project';
import { workflowInstanceStatuses } from '@shared/workflow';
import { checkDayRange, dayRangeFields } from '../../lib/dayRange';
import { id, idParam, isoDay, optionalText, pageFields } from '../../lib/fields';

const amount = (max: number) =>
  z
    .number()
    .min(0)
    .max(max)
    .nullish()
    .transform((v) => v ?? null);
const optionalDay = isoDay.nullish().transform((v) => v ?? null);
const optionalId = id.nullish().transform((v) => v ?? null);
const optionalDictValue = z
  .string()
  .trim()
  .max(32)
  .nullish()
  .transform((v) => v || null);

// ---------- categories ----------

export const category = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  name: z.string(),
  order: z.number().int(),
  /** Projects filed directly under it. */
  projectCount: z.number().int(),
});
export const categoryList = z.object({ list: z.array(category) });
export const categoryPost = z.object({
  id: id.optional(),
  /** 0: a top-level category. */
  parentId: z.number().int().min(0).max(2_147_483_647).default(0),
  name: z.string().trim().min(1, 'is required').max(40),
  order: z.number().int().min(0).max(100_000).default(0),
});

// ---------- the list ----------

export const PROJECT_SORT_FIELDS = ['updatedAt', 'createdAt', 'investmentAmount', 'signedAt'] as const;

export const projectQuery = z
  .object({
    ...pageFields,
    /** My projects, my department's (and below), or all within my data scope. */
    scope: z.enum(CLUE_SCOPES).default('all'),
    /** Part of the project's or its company's name. */
    keyword: z.string().trim().max(50).optional(),
    /** The category and those below it. */
    categoryId: idParam.optional(),
    stage: z.enum(PROJECT_STAGES).optional(),
    status: z.enum(PROJECT_STATUSES).optional(),
    ownerId: idParam.optional(),
    /** An industry code, or `none` for projects without one. */
    industryCode: z.string().trim().max(8).optional(),
    currency: z.enum(PROJECT_CURRENCIES).optional(),
    /** Created within these days (China time). */
    ...dayRangeFields,
    /** Signed within these days (China time). */
    signedFrom: isoDay.optional(),
    signedTo: isoDay.optional(),
    /** `true`: with an open milestone past its planned end (the project not terminated). */
    hasOverdueMilestone: z.enum(['true', 'false']).optional(),
    /** With an open milestone planned to end within these days (the project not terminated). */
    milestoneDueFrom: isoDay.optional(),
    milestoneDueTo: isoDay.optional(),
    /** With a milestone done within these days (its actual end). */
    milestoneDoneFrom: isoDay.optional(),
    milestoneDoneTo: isoDay.optional(),
    sortField: z.enum(PROJECT_SORT_FIELDS).default('updatedAt'),
    sortOrder: z.enum(['ascend', 'descend']).default('descend'),
  })
  .superRefine((q, ctx) => {
    checkDayRange(q, ctx);
    for (const [from, to] of [
      ['signedFrom', 'signedTo'],
      ['milestoneDueFrom', 'milestoneDueTo'],
      ['milestoneDoneFrom', 'milestoneDoneTo'],
    ] as const)
      if (q[from] && q[to] && q[from] > q[to]) ctx.addIssue({ code: 'custom', path: [to], message: `must not be before ${from}` });
  });

const person = z.object({ id: z.number().int(), name: z.string() });

export const projectItem = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string().nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  industryCode: z.string().nullable(),
  investmentAmount: z.number().nullable(),
  currency: z.enum(PROJECT_CURRENCIES),
  landArea: z.number().nullable(),
  floorArea: z.number().nullable(),
  stage: z.enum(PROJECT_STAGES),
  status: z.enum(PROJECT_STATUSES),
  ownerId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  clueId: z.number().int().nullable(),
  flowId: z.number().int().nullable(),
  signedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const projectList = z.object({
  list: z.array(projectItem),
  /** Counted up to PROJECT_COUNT_CAP. */
  total: z.number().int(),
  /** More match than the total says. */
  more: z.boolean(),
  current: z.number().int(),
  pageSize: z.number().int(),
});

export const milestone = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  name: z.string(),
  taskTypeId: z.number().int().nullable(),
  taskTypeName: z.string().nullable(),
  plannedStart: z.string().nullable(),
  plannedEnd: z.string().nullable(),
  actualStart: z.string().nullable(),
  actualEnd: z.string().nullable(),
  ownerId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  state: z.enum(MILESTONE_STATES),
  remark: z.string().nullable(),
  /** Planned end past and not finished (China's today). */
  overdue: z.boolean(),
});
export const schedule = z.object({
  projectId: z.number().int(),
  flowId: z.number().int().nullable(),
  flowName: z.string().nullable(),
  list: z.array(milestone),
});

export const projectDetail = projectItem.extend({
  remark: z.string().nullable(),
  team: z.array(person),
  units: z.array(z.object({ id: z.number().int(), code: z.string(), building: z.string(), floor: z.number().int(), usableArea: z.number() })),
  clue: z.object({ id: z.number().int(), name: z.string(), stage: z.string() }).nullable(),
  flowName: z.string().nullable(),
  /** The latest approval: its instance (for the workflow's timeline), status and the reviewer's comment. */
  approval: z
    .object({ instanceId: z.number().int(), status: z.enum(workflowInstanceStatuses), comment: z.string().nullable(), startedAt: z.string() })
    .nullable(),
  /** What the status call allows now. */
  actions: z.array(z.enum(PROJECT_ACTIONS)),
  schedule: z.array(milestone),
});

// ---------- writes ----------

const projectFields = {
  name: z.string().trim().min(2, 'is required (at least 2 characters)').max(100),
  categoryId: id,
  companyId: optionalId,
  industryCode: optionalDictValue,
  investmentAmount: amount(1_000_000_000),
  currency: z.enum(PROJECT_CURRENCIES).default('CNY'),
  landArea: amount(100_000_000),
  floorArea: amount(100_000_000),
  stage: z.enum(PROJECT_STAGES).default('intent'),
  /** A staff account; by default whoever creates it. */
  ownerId: optionalId,
  teamIds: z
    .array(id)
    .max(PROJECT_TEAM_MAX)
    .default([])
    .transform((list) => [...new Set(list)]),
  unitIds: z
    .array(id)
    .max(PROJECT_UNITS_MAX)
    .default([])
    .transform((list) => [...new Set(list)]),
  /** The schedule flow its milestones are made from. */
  flowId: optionalId,
  /** The schedule's first day (by default today). */
  scheduleStart: optionalDay,
  remark: optionalText(2000),
};

/** POST create: a new project, or (with clueId) a signed clue converted into one, its fields taken from the clue where not given. */
export const projectCreate = z
  .object({
    ...projectFields,
    name: projectFields.name.optional(),
    /** By default intent, or landing for a converted clue. */
    stage: z.enum(PROJECT_STAGES).optional(),
    clueId: id.optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.clueId && !v.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'is required' });
  });
export const projectUpdate = z.object({ id, ...projectFields });

/** POST /api/pms/admin/project/post: a status action (submit for approval, recall, sign, terminate, reopen). */
export const projectAction = z.object({ id, action: z.enum(PROJECT_ACTIONS), comment: optionalText(500) });

// ---------- schedules ----------

export const flowStep = z.object({
  name: z.string().trim().min(1, 'is required').max(40),
  taskTypeId: optionalId,
  days: z.number().int().min(1).max(3650).default(30),
});
export const flow = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  steps: z.array(z.object({ name: z.string(), taskTypeId: z.number().int().nullable(), days: z.number().int() })),
  /** Projects following it. */
  projectCount: z.number().int(),
  updatedAt: z.string(),
});
export const flowList = z.object({ list: z.array(flow), total: z.number().int() });
export const flowPost = z.object({
  id: id.optional(),
  name: z.string().trim().min(1, 'is required').max(40),
  description: optionalText(200),
  steps: z.array(flowStep).min(1, 'needs at least one milestone').max(FLOW_STEPS_MAX),
});

export const scheduleQuery = z.object({ projectId: idParam });
/** POST schedulepost: one milestone's dates, owner, state and remark. */
export const schedulePost = z.object({
  id,
  plannedStart: optionalDay,
  plannedEnd: optionalDay,
  actualStart: optionalDay,
  actualEnd: optionalDay,
  ownerId: optionalId,
  state: z.enum(MILESTONE_STATES),
  remark: optionalText(500),
});

// ---------- documents ----------

/**
 * A project's documents: the latest version of each (its folder `kind`, a `keyword` in its name); or every version of
 * one document, newest first, named by `name` and `kind` or by the id of any of its versions (`documentId`).
 */
export const documentQuery = z
  .object({
    ...pageFields,
    projectId: idParam,
    kind: z.enum(PROJECT_DOCUMENT_KINDS).optional(),
    keyword: z.string().trim().max(100).optional(),
    /** A document's exact name (with its kind): its versions. */
    name: z.string().trim().min(1).max(255).optional(),
    /** Any version's id: the versions of its document. */
    documentId: idParam.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.name !== undefined && !v.kind) ctx.addIssue({ code: 'custom', path: ['kind'], message: 'is required with name (a document is its kind and name)' });
    if (v.name !== undefined && v.documentId !== undefined)
      ctx.addIssue({ code: 'custom', path: ['documentId'], message: 'give either documentId or name, not both' });
  });
export const documentItem = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  kind: z.enum(PROJECT_DOCUMENT_KINDS),
  name: z.string(),
  url: z.string(),
  size: z.number().int().nullable(),
  /** 1 for the first upload of its name in its kind, then 2, 3… */
  version: z.number().int(),
  /** How many versions the document has. */
  versionCount: z.number().int(),
  uploadedBy: z.number().int().nullable(),
  uploadedByName: z.string().nullable(),
  createdAt: z.string(),
});
export const documentList = z.object({ list: z.array(documentItem), total: z.number().int(), current: z.number().int(), pageSize: z.number().int() });
/** POST upload: files uploaded through the attachment upload, filed on a project under a kind. */
export const documentUpload = z.object({
  projectId: id,
  kind: z.enum(PROJECT_DOCUMENT_KINDS).default('other'),
  files: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(255),
        url: z
          .string()
          .trim()
          .max(200)
          .regex(/^\/uploads\/\d{4}\/(0[1-9]|1[0-2])\/[0-9a-f]{32}\.[a-z0-9]{2,5}$/, 'must be a file uploaded here (/uploads/…)'),
      }),
    )
    .min(1, 'needs at least one file')
    .max(20),
});
