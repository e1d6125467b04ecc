import { z } from 'zod';
import { policyLevels } from '../../db/schema/policy';
import { companyProfileSchema, policyRuleSchema, profileFields, ruleOperators } from '@shared/policyConditions';
import { idParam, isoDay, pageFields } from '../../lib/fields';

/**
 * The policy matching contract under /api/policy/: match runs, their header, results with
 * explanations, the profile used, related companies, the fields a match form needs, the Excel export and
 * subscriptions. Money is in 万元; figures carry their fiscal year.
 */

export const outcomes = ['eligible', 'likely', 'not_eligible'] as const;
export const outcome = z.enum(outcomes);
export const profileInputs = [
  'regionCode',
  'industryCode',
  'scale',
  'entityType',
  'foundedOn',
  'qualifications',
  'ipClass1',
  'ipClass2',
  'staff',
  'techStaff',
  'revenue',
  'rdSpend',
  'netAssets',
] as const;

/** 22 characters of base64url: the run's random id. */
export const runId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{22}$/, 'must be a match run id (22 characters)');
const companyId = idParam;
const amount = (field: string) => z.number().min(0, `${field} cannot be negative`).max(1e12).nullable().optional();

/** A visitor's profile: the shared schema plus what a form must get right (codes, dates, one row per year). */
export const profileInput = companyProfileSchema
  .extend({
    regionCode: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'must be a 6-digit GB/T 2260 region code')
      .nullable()
      .optional(),
    industryCode: z
      .string()
      .trim()
      .regex(/^([A-Ta-t]|[A-Ta-t]?\d{2,4})$/, 'must be a GB/T 4754 code (a section letter or 2–4 digits)')
      .nullable()
      .optional(),
    scale: z.enum(['large', 'medium', 'small', 'micro']).nullable().optional(),
    entityType: z.enum(['enterprise', 'individual', 'institution', 'social_org']).nullable().optional(),
    foundedOn: isoDay.nullable().optional(),
    qualifications: z.array(z.string().trim().min(1).max(32)).max(20).default([]),
    ipClass1: z.number().int().min(0).max(1e6).nullable().optional(),
    ipClass2: z.number().int().min(0).max(1e6).nullable().optional(),
    figures: z
      .array(
        z.object({
          year: z.number().int().min(1990).max(2100),
          revenue: amount('revenue'),
          rdSpend: amount('rdSpend'),
          // Net assets may be negative (liabilities above assets).
          netAssets: z.number().min(-1e12).max(1e12).nullable().optional(),
          staff: z.number().int().min(0).max(1e7).nullable().optional(),
          techStaff: z.number().int().min(0).max(1e7).nullable().optional(),
        }),
      )
      .max(10)
      .default([]),
  })
  .superRefine((p, ctx) => {
    const years = p.figures.map((f) => f.year);
    const twice = years.find((y, i) => years.indexOf(y) !== i);
    if (twice !== undefined) ctx.addIssue({ code: 'custom', path: ['figures'], message: `the year ${twice} is given twice` });
    p.figures.forEach((f, i) => {
      if (typeof f.staff === 'number' && typeof f.techStaff === 'number' && f.techStaff > f.staff) {
        ctx.addIssue({ code: 'custom', path: ['figures', i, 'techStaff'], message: `S&T staff of ${f.year} cannot exceed its staff` });
      }
    });
  });
export type ProfileInput = z.infer<typeof profileInput>;

/** Exactly one of companyId and profile, with the error on the field to fix. */
function oneSource(v: { companyId?: number; profile?: unknown }, ctx: z.RefinementCtx) {
  if (v.companyId === undefined && v.profile === undefined) ctx.addIssue({ code: 'custom', path: ['companyId'], message: 'give a companyId or a profile' });
  if (v.companyId !== undefined && v.profile !== undefined)
    ctx.addIssue({ code: 'custom', path: ['profile'], message: 'give either a companyId or a profile, not both' });
}

export const matchDataBody = z
  .object({
    companyId: companyId.optional(),
    profile: profileInput.optional(),
    /** Re-run an existing run with a new source instead of starting a new one. */
    runId: runId.optional(),
  })
  .superRefine(oneSource);

export const changeBusinessBody = z.object({ runId, companyId: companyId.optional(), profile: profileInput.optional() }).superRefine(oneSource);

export const runBody = z.object({ runId });
export const runQuery = z.object({ runId });

export const resultSorts = ['default', 'amount', 'deadline', 'matchPercent'] as const;
export const resultSearchBody = z.object({
  runId,
  outcome: z.array(outcome).max(3).default([]),
  supportType: z.array(z.string().trim().min(1).max(32)).max(20).default([]),
  level: z.array(z.enum(policyLevels)).max(4).default([]),
  keyword: z.string().trim().max(50).optional(),
  /** default: eligible, likely, not eligible; then the larger amount; then the earlier deadline. */
  sort: z.enum(resultSorts).default('default'),
  current: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type ResultSearchBody = z.infer<typeof resultSearchBody>;

export const lookupQuery = z.object({ keyword: z.string().trim().min(1, 'is required').max(64) });
export const lookupItem = z.object({
  id: z.number().int(),
  name: z.string(),
  creditCode: z.string().describe('masked'),
  industryCode: z.string().nullable(),
  status: z.string(),
});

export const isLogin = z.object({
  isLogin: z.boolean(),
  user: z.object({ id: z.number().int(), username: z.string(), realName: z.string() }).optional(),
});

// ---------- explanations ----------

export const neededField = z.object({ field: z.enum(profileInputs), year: z.number().int().optional(), label: z.string() });
export const ruleResult = z.object({
  ruleId: z.string(),
  field: z.enum(profileFields),
  op: z.enum(ruleOperators),
  label: z.string().describe('the condition as the policy states it'),
  hard: z.boolean(),
  outcome: z.enum(['met', 'unmet', 'unknown']),
  year: z.number().int().nullable().describe('the fiscal year a figure rule read'),
  required: z.string(),
  actual: z.union([z.number(), z.string(), z.array(z.string())]).nullable(),
  gap: z.object({ required: policyRuleSchema.shape.value, actual: z.number(), amount: z.number() }).nullable(),
  text: z.string(),
  missing: z.array(neededField).describe('what an unknown rule still needs'),
  invalid: z.boolean().optional(),
});
export const filterResult = z.object({ kind: z.enum(['region', 'window', 'entityType']), result: z.enum(['yes', 'no', 'unknown']), reason: z.string() });

const policySummary = {
  policyId: z.number().int(),
  title: z.string(),
  docNo: z.string().nullable(),
  departmentName: z.string(),
  level: z.enum(policyLevels),
  regionCode: z.string(),
  regionName: z.string().nullable(),
  supportType: z.string(),
  maxAmount: z.number().nullable(),
  windowStatus: z.enum(['upcoming', 'open', 'closing_soon', 'closed']),
  deadline: z.string().nullable(),
  payoutMode: z.enum(['apply', 'exempt']),
  outcome,
  matchPercent: z.number().int(),
};
export const swiperItem = z.object(policySummary);
export const matchItem = z.object({
  ...policySummary,
  summary: z.string().nullable(),
  tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
  metCount: z.number().int(),
  ruleCount: z.number().int(),
  rules: z.array(ruleResult),
  filters: z.array(filterResult),
  failedFilter: filterResult.nullable(),
});
export type MatchItem = z.infer<typeof matchItem>;

export const matchRun = z.object({ runId: z.string(), matchSwiperData: z.array(swiperItem) });
export const resultHeader = z.object({
  runId: z.string(),
  companyName: z.string().nullable(),
  eligible: z.number().int(),
  likely: z.number().int(),
  notEligible: z.number().int(),
  total: z.number().int(),
  /** Sum of the maximum amounts of the eligible and likely policies, 万元. */
  totalPossibleAmount: z.number(),
  evaluatedAt: z.string().describe('ISO time of the evaluation'),
  evaluationDate: z.string().describe('YYYY-MM-DD, China time'),
  /** The fiscal year "last year" rules read (the evaluation year − 1). */
  profileYear: z.number().int(),
});
export const resultPage = z.object({ list: z.array(matchItem), total: z.number().int(), current: z.number().int(), pageSize: z.number().int() });

export const companyDetail = z.object({
  runId: z.string(),
  source: z.enum(['company', 'form']),
  companyId: z.number().int().nullable(),
  name: z.string().nullable(),
  creditCode: z.string().nullable().describe('masked'),
  profile: companyProfileSchema,
  /** The fiscal years the profile has figures for, newest first. */
  figureYears: z.array(z.number().int()),
  /** A park company matched by someone who may not see its record: its figures were left out (only what they typed is used). */
  recordFiguresHidden: z.boolean(),
  profileYear: z.number().int(),
  evaluationDate: z.string(),
  updatedAt: z.string(),
});

export const relatedItem = z.object({
  id: z.number().int().nullable().describe('the park company, when the counterpart is one'),
  name: z.string(),
  relation: z.enum(['customer', 'supplier', 'industry']),
  industryCode: z.string().nullable(),
  creditCode: z.string().nullable().describe('masked'),
  annualAmount: z.number().nullable(),
});
export const relatedList = z.object({ list: z.array(relatedItem) });

export const fieldsBody = z.object({
  regionCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be a 6-digit GB/T 2260 region code')
    .optional(),
  entityType: z.enum(['enterprise', 'individual', 'institution', 'social_org']).optional(),
  level: z.array(z.enum(policyLevels)).max(4).default([]),
  supportType: z.array(z.string().trim().min(1).max(32)).max(20).default([]),
});
export const fieldsResult = z.object({
  /** How many published, open policies pass the hard filter: the ones the fields were gathered from. */
  candidateCount: z.number().int(),
  evaluationYear: z.number().int(),
  fields: z.array(neededField),
  /** With a run: the needed fields its profile does not have yet. */
  missing: z.array(neededField),
});

export const exportQuery = z.object({ runId, format: z.enum(['xlsx']).default('xlsx') });

// ---------- subscriptions (the rest of their contract is in ../subscription/schemas.ts) ----------

export const subscribeBody = z.object({ runId });

// ---------- a visitor's saved runs ("my matches", /api/visitor/matches) ----------

/** A list page evaluates each of its runs: at most 20 a page. */
export const savedRunsQuery = z.object({
  current: pageFields.current,
  pageSize: z.coerce.number().int().min(1).max(20, 'at most 20 runs a page').default(10),
});
export const savedRunBody = z.object({ runId });
export const renameSavedRunBody = z.object({
  runId,
  /** Empty: the run goes back to being shown by its company's name. */
  name: z.string().trim().max(64, 'at most 64 characters'),
});
export const savedRun = z.object({
  runId: z.string(),
  name: z.string().nullable().describe("the visitor's own name for the run"),
  source: z.enum(['company', 'form']),
  companyName: z.string().nullable(),
  industryCode: z.string().nullable(),
  industryName: z.string().nullable().describe('GB/T 4754 division or section name'),
  regionCode: z.string().nullable(),
  regionName: z.string().nullable(),
  eligible: z.number().int(),
  likely: z.number().int(),
  /** Eligible and likely: the policies the profile matches today. */
  matchCount: z.number().int(),
  total: z.number().int().describe('candidate policies evaluated'),
  evaluatedAt: z.string().describe('ISO time of this evaluation (now)'),
  evaluationDate: z.string().describe('YYYY-MM-DD, China time'),
  profileYear: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string().describe('the last run'),
});
export type SavedRun = z.infer<typeof savedRun>;
export const savedRunPage = z.object({ list: z.array(savedRun), total: z.number().int(), current: z.number().int(), pageSize: z.number().int() });
