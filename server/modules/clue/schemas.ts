import { z } from 'zod';
import {
  CLUE_ATTACHMENTS_MAX,
  CLUE_GIVE_UP_REASON_MAX,
  CLUE_HISTORY_ACTIONS,
  CLUE_KINDS,
  CLUE_POOL_STATES,
  CLUE_SCOPES,
  CLUE_STAGES,
  CLUE_TAG_MAX,
  CLUE_TAGS_MAX,
} from '@shared/clue';
import { checkDayRange, dayRangeFields } from '../../lib/dayRange';
import { id, idParam, isoDay, optionalText, pageFields } from '../../lib/fields';

const sortOrder = z.enum(['ascend', 'descend']).default('descend');
const dictValue = z.string().trim().min(1, 'is required').max(32);
const optionalDictValue = z
  .string()
  .trim()
  .max(32)
  .nullish()
  .transform((v) => v || null);
const amount = (max: number) =>
  z
    .number()
    .min(0)
    .max(max)
    .nullish()
    .transform((v) => v ?? null);
const optionalDay = isoDay.nullish().transform((v) => v ?? null);
const boolText = z.enum(['true', 'false']).optional();

// ---------- the list ----------

export const CLUE_SORT_FIELDS = ['updatedAt', 'createdAt', 'nextFollowUpOn', 'lastFollowUpAt', 'investmentAmount'] as const;

/** GET clue-query: a scope tab, the filters and the order. */
export const clueQuery = z
  .object({
    ...pageFields,
    scope: z.enum(CLUE_SCOPES).default('mine'),
    /** Part of the name, or the start of a phone number (digits). */
    keyword: z.string().trim().max(50).optional(),
    stage: z.enum(CLUE_STAGES).optional(),
    source: z.string().trim().max(32).optional(),
    level: z.string().trim().max(8).optional(),
    ownerId: idParam.optional(),
    /** An industry code, or `none` for clues without one. */
    industryCode: z.string().trim().max(8).optional(),
    /** Created within these days (China time). */
    ...dayRangeFields,
    /** Next follow-up date is past and the clue still open. */
    overdue: boolText,
    /** Moved to "signed" within these days (China time), both included: the dashboard's signings of the month. */
    signedFrom: isoDay.optional(),
    signedTo: isoDay.optional(),
    /** At one of these stages, comma-separated (the investment dashboard's funnel step: a stage or further along). */
    stages: z
      .string()
      .trim()
      .max(200)
      .optional()
      .transform((v) => (v ? [...new Set(v.split(',').map((s) => s.trim()))].filter(Boolean) : undefined))
      .pipe(z.array(z.enum(CLUE_STAGES)).max(CLUE_STAGES.length).optional()),
    /** Followed up within these days (China time), both included. */
    followedFrom: isoDay.optional(),
    followedTo: isoDay.optional(),
    locked: boolText,
    sortField: z.enum(CLUE_SORT_FIELDS).default('updatedAt'),
    sortOrder,
  })
  .superRefine(checkDayRange)
  .superRefine((q, ctx) => {
    if (q.signedFrom && q.signedTo && q.signedFrom > q.signedTo) ctx.addIssue({ code: 'custom', path: ['signedTo'], message: 'must not be before signedFrom' });
    if (q.followedFrom && q.followedTo && q.followedFrom > q.followedTo)
      ctx.addIssue({ code: 'custom', path: ['followedTo'], message: 'must not be before followedFrom' });
  });

export const clueItem = z.object({
  id: z.number().int(),
  kind: z.enum(CLUE_KINDS),
  name: z.string(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  industryCode: z.string().nullable(),
  intendedArea: z.number().nullable(),
  intendedUsage: z.string().nullable(),
  budget: z.number().nullable(),
  investmentAmount: z.number().nullable(),
  source: z.string(),
  level: z.string(),
  stage: z.enum(CLUE_STAGES),
  stageReason: z.string().nullable(),
  ownerId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  nextFollowUpOn: z.string().nullable(),
  tags: z.array(z.string()),
  remark: z.string().nullable(),
  poolState: z.enum(CLUE_POOL_STATES),
  locked: z.boolean(),
  lastFollowUpAt: z.string().nullable(),
  /** When it returns to the pool if nobody follows it up (null: it does not). */
  returnsAt: z.string().nullable(),
  givenUpBy: z.number().int().nullable(),
  givenUpByName: z.string().nullable(),
  givenUpAt: z.string().nullable(),
  giveUpReason: z.string().nullable(),
  projectId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const clueList = z.object({
  list: z.array(clueItem),
  /** Counted up to CLUE_COUNT_CAP. */
  total: z.number().int(),
  /** More clues match than `total` says (the cap): narrow the filters. */
  more: z.boolean(),
  current: z.number().int(),
  pageSize: z.number().int(),
});

// ---------- detail ----------

export const attachment = z.object({
  name: z.string().trim().min(1).max(255),
  url: z
    .string()
    .trim()
    .max(200)
    .regex(/^\/uploads\/\d{4}\/(0[1-9]|1[0-2])\/[0-9a-f]{32}\.[a-z0-9]{2,5}$/, 'must be a file uploaded here (/uploads/…)'),
});

export const followUpItem = z.object({
  id: z.number().int(),
  way: z.string(),
  followedAt: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  contactName: z.string().nullable(),
  content: z.string(),
  nextStep: z.string().nullable(),
  nextFollowUpOn: z.string().nullable(),
  taskTypeId: z.number().int().nullable(),
  taskTypeName: z.string().nullable(),
  attachments: z.array(z.object({ name: z.string(), url: z.string() })),
});
export const historyItem = z.object({
  id: z.number().int(),
  action: z.enum(CLUE_HISTORY_ACTIONS),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  fromStage: z.string().nullable(),
  toStage: z.string().nullable(),
  /** Each field changed, as [before, after]. */
  changes: z.record(z.string(), z.array(z.unknown())).nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export const clueDetail = clueItem.extend({
  followUps: z.array(followUpItem),
  history: z.array(historyItem),
  /** The stages it may move to now. */
  allowedStages: z.array(z.enum(CLUE_STAGES)),
});

// ---------- writes ----------

const tags = z
  .array(z.string().trim().min(1).max(CLUE_TAG_MAX))
  .max(CLUE_TAGS_MAX)
  .default([])
  .transform((list) => [...new Set(list)]);

/** POST clue-post: create (no id) or update a clue's own fields (its stage moves by pstatus, its owner by the pool's calls). */
export const cluePost = z.object({
  id: id.optional(),
  kind: z.enum(CLUE_KINDS).default('company'),
  name: z.string().trim().min(2, 'is required (at least 2 characters)').max(100),
  contactName: optionalText(40),
  phone: z
    .string()
    .trim()
    .max(30)
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || /^\+?[\d\s()-]{7,20}$/.test(v), 'must be a phone number'),
  industryCode: optionalDictValue,
  intendedArea: amount(10_000_000),
  intendedUsage: optionalDictValue,
  budget: amount(100_000),
  investmentAmount: amount(1_000_000_000),
  source: dictValue,
  level: dictValue,
  nextFollowUpOn: optionalDay,
  tags,
  remark: optionalText(1000),
  /** Save although a clue with the same phone or name exists (only a holder of clue:assign may). */
  force: z.boolean().optional(),
});

/** 409 on create: the existing clues with the same phone or name, and who owns them. */
export const duplicateItem = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  stage: z.enum(CLUE_STAGES),
  poolState: z.enum(CLUE_POOL_STATES),
  ownerId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  departmentName: z.string().nullable(),
  matchedOn: z.enum(['phone', 'name']),
});
export const duplicateQuery = z.object({
  phone: z.string().trim().max(30).optional(),
  name: z.string().trim().max(100).optional(),
  exceptId: idParam.optional(),
});
export const duplicateList = z.object({ list: z.array(duplicateItem) });

export const followUpPost = z.object({
  clueId: id,
  way: dictValue,
  followedAt: z.iso.datetime({ offset: true, message: 'must be a date and time (ISO 8601)' }),
  contactName: optionalText(40),
  content: z.string().trim().min(1, 'is required').max(2000),
  nextStep: optionalText(500),
  nextFollowUpOn: optionalDay,
  taskTypeId: id.nullish().transform((v) => v ?? null),
  attachments: z.array(attachment).max(CLUE_ATTACHMENTS_MAX).default([]),
});

/** POST pstatus: move a clue to a stage; lost and invalid need a reason from their dictionary. */
export const stagePost = z.object({
  id,
  stage: z.enum(CLUE_STAGES),
  /** lost_reason / invalid_reason value. */
  reason: optionalDictValue,
  comment: optionalText(500),
});

/** POST setgiveup: back to the pool, with why. */
export const giveUpPost = z.object({
  id,
  reason: z
    .string()
    .trim()
    .min(1, 'is required: say why the clue is given up')
    .max(CLUE_GIVE_UP_REASON_MAX, `must be at most ${CLUE_GIVE_UP_REASON_MAX} characters`),
});

export const claimPost = z.object({ id });
export const assignPost = z.object({ ids: z.array(id).min(1).max(100), ownerId: id, reason: optionalText(500) });
export const reclaimPost = z.object({ ids: z.array(id).min(1).max(100), reason: z.string().trim().min(1, 'is required').max(CLUE_GIVE_UP_REASON_MAX) });
export const lockPost = z.object({ id, locked: z.boolean() });
export const batchResult = z.object({ done: z.array(z.number().int()) });

// ---------- the pool ----------

export const poolQuery = z
  .object({
    ...pageFields,
    keyword: z.string().trim().max(50).optional(),
    source: z.string().trim().max(32).optional(),
    level: z.string().trim().max(8).optional(),
    industryCode: z.string().trim().max(8).optional(),
    stage: z.enum(CLUE_STAGES).optional(),
    /** Given up within these days. */
    ...dayRangeFields,
    sortField: z.enum(['givenUpAt', 'createdAt', 'investmentAmount']).default('givenUpAt'),
    sortOrder,
  })
  .superRefine(checkDayRange);

/** GET returning: owned clues returning to the pool within `days` (the reminder window by default). */
export const returningQuery = z.object({
  ...pageFields,
  scope: z.enum(CLUE_SCOPES).default('mine'),
  days: z.coerce.number().int().min(1).max(90).optional(),
});

export const poolConfig = z.object({
  noFollowUpDays: z.number().int().min(1).max(3650),
  noDealDays: z.number().int().min(1).max(3650),
  remindDaysBefore: z.number().int().min(1).max(3650),
  claimLimit: z.number().int().min(1).max(3650),
  lockLimit: z.number().int().min(1).max(3650),
  reclaimDays: z.number().int().min(1).max(3650),
});
/** What the pool screen shows about its rules and the caller's own counts. */
export const poolInfo = poolConfig.extend({ held: z.number().int(), lockedHeld: z.number().int() });

// ---------- task types ----------

export const taskType = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  order: z.number().int(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export const taskTypeList = z.object({ list: z.array(taskType), total: z.number().int() });
export const taskTypeQuery = z.object({ enabled: boolText });
export const taskTypePost = z.object({
  id: id.optional(),
  name: z.string().trim().min(1, 'is required').max(32),
  description: optionalText(200),
  order: z.number().int().min(0).max(100_000).default(0),
  enabled: z.boolean().default(true),
});
