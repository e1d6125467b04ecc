import { z } from 'zod';
import { passageKinds, passageSections, questionShapes } from '@shared/assistant';
import { id, isoDay, pageFields } from '../../lib/fields';
import { MAX_QUESTION, source } from './schemas';

/** The staff side of the policy assistant (issue #21): hit test, curated answers, the report and usage figures. */

export const MAX_VARIANTS = 20;
export const MAX_VARIANT = 200;
export const MAX_CURATED_ANSWER = 4000;
export const MAX_CURATED_SOURCES = 10;
/** The longest period of the report and the usage figures, in days. */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;
const noNul = (v: string) => !v.includes('\u0000');

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `is at most ${max} characters`).refine(noNul, 'must not contain NUL bytes');

// ---------- hit test ----------

export const hitTestBody = z.object({ question: text(MAX_QUESTION) });

export const hit = z.object({
  id: z.number().int(),
  kind: z.enum(passageKinds),
  sourceId: z.number().int(),
  section: z.enum(passageSections),
  title: z.string(),
  link: z.string(),
  /** The passage's first characters. */
  excerpt: z.string(),
  live: z.boolean(),
  score: z.number(),
});

export const hitTestResult = z.object({
  /** The words the question was searched by. */
  terms: z.array(z.string()),
  hits: z.array(hit),
  answer: z.object({
    text: z.string(),
    shape: z.enum(questionShapes),
    answered: z.boolean(),
    sources: z.array(source),
    related: z.array(z.object({ title: z.string(), link: z.string() })),
    searchLink: z.string().nullable(),
    /** The curated answer given, when one matched. */
    curatedId: z.number().int().nullable(),
  }),
});

// ---------- curated answers ----------

export const curatedSourceRef = z.object({ kind: z.enum(passageKinds), id });

export const curatedInput = z.object({
  variants: z.array(text(MAX_VARIANT)).min(1, 'needs at least one question').max(MAX_VARIANTS, `holds at most ${MAX_VARIANTS} questions`),
  answer: text(MAX_CURATED_ANSWER),
  sources: z.array(curatedSourceRef).max(MAX_CURATED_SOURCES, `holds at most ${MAX_CURATED_SOURCES} sources`).default([]),
  enabled: z.boolean().default(true),
});
export const curatedUpdate = curatedInput.extend({ id });

export const curatedQuery = z.object({
  ...pageFields,
  /** In a variant or the answer. */
  keyword: z.string().trim().max(100).optional(),
  enabled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

export const curatedSource = z.object({ kind: z.enum(passageKinds), id: z.number().int(), title: z.string(), link: z.string(), live: z.boolean() });

export const curatedItem = z.object({
  id: z.number().int(),
  variants: z.array(z.string()),
  answer: z.string(),
  /** In their order; `title` is empty for a source since deleted. */
  sources: z.array(curatedSource),
  enabled: z.boolean(),
  createdByName: z.string().nullable(),
  updatedByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const curatedList = z.object({ list: z.array(curatedItem), total: z.number().int(), current: z.number().int(), pageSize: z.number().int() });

export const sourceSearchQuery = z.object({ kind: z.enum(passageKinds), keyword: z.string().trim().max(100).optional() });
export const sourceOptions = z.array(curatedSource);

// ---------- report and usage ----------

const range = {
  /** First day, China time (YYYY-MM-DD). Default: 30 days before `to`. */
  from: isoDay.optional(),
  /** Last day, China time, included. Default: today. */
  to: isoDay.optional(),
};
const rangeCheck = (q: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  else if (q.from && q.to && (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS + 1 > MAX_RANGE_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `the period may be at most ${MAX_RANGE_DAYS} days` });
};

export const reportKinds = ['all', 'unanswered', 'downvoted'] as const;
export const reportQuery = z
  .object({ ...pageFields, ...range, kind: z.enum(reportKinds).default('all'), keyword: z.string().trim().max(100).optional() })
  .superRefine(rangeCheck);

export const reportItem = z.object({
  /** The normalised question the group is of. */
  key: z.string(),
  /** Its latest phrasing. */
  question: z.string(),
  count: z.number().int(),
  unanswered: z.number().int(),
  downVotes: z.number().int(),
  /** The latest reasons given with a down vote, at most three. */
  reasons: z.array(z.string()),
  lastAskedAt: z.string(),
});
export const report = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  list: z.array(reportItem),
  total: z.number().int(),
  current: z.number().int(),
  pageSize: z.number().int(),
});

export const usageQuery = z.object(range).superRefine(rangeCheck);
export const usage = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  totals: z.object({
    questions: z.number().int(),
    answered: z.number().int(),
    /** answered / questions, 0 without questions. */
    answeredShare: z.number(),
    /** Questions given a curated answer (counted still when that answer was deleted since). */
    curated: z.number().int(),
    /** curated / questions, 0 without questions. */
    curatedShare: z.number(),
    conversations: z.number().int(),
    up: z.number().int(),
    down: z.number().int(),
  }),
  /** Every day of the period, those without questions included. */
  daily: z.array(
    z.object({
      day: z.string(),
      questions: z.number().int(),
      answered: z.number().int(),
      curated: z.number().int(),
      up: z.number().int(),
      down: z.number().int(),
    }),
  ),
  /** The most asked (normalised) questions, at most 10. */
  top: z.array(z.object({ question: z.string(), count: z.number().int(), answered: z.number().int() })),
});
