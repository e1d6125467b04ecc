import { z } from 'zod';
import { payoutModes, policyEntityTypes, policyLevels, policyStatuses, policyTagKinds, providerKinds } from '../../db/schema/policy';
import { policyRulesSchema } from '@shared/policyConditions';
import { SERVICE_PHONE_PATTERN, SERVICE_PHONE_RULE } from '@shared/phone';
import { windowKinds } from '@shared/policyWindow';
import { id, idParam, isoDay, pageFields } from '../../lib/fields';

/**
 * The policy API contract: the public front under /api/policy/ and the admin under /apiv2/policy/admin/.
 * Money is in 万元 (policies) or 元 (market offers); dates are YYYY-MM-DD in China time.
 */

/** The policy lists page at most 100 rows (the public front's are read by anyone). */
const page = { ...pageFields, pageSize: z.coerce.number().int().min(1).max(100).default(20) };
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);
/** GB/T 2260 six-digit code; 100000 stands for the whole country (national policies). */
const regionCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be a 6-digit GB/T 2260 region code');
const phone = z
  .string()
  .trim()
  .regex(SERVICE_PHONE_PATTERN, SERVICE_PHONE_RULE)
  .nullish()
  .or(z.literal('').transform(() => null))
  .transform((v) => v ?? null);
const webUrl = z
  .string()
  .trim()
  .max(512)
  .regex(/^https?:\/\/\S+$/i, 'must be an http(s) address')
  .nullish()
  .or(z.literal('').transform(() => null))
  .transform((v) => v ?? null);
/** A file from the attachment upload (/uploads/…) or an address on a government site. */
const fileUrl = z
  .string()
  .trim()
  .max(512)
  .regex(/^(\/uploads\/\S+|https?:\/\/\S+)$/i, 'must be an uploaded file (/uploads/…) or an http(s) address');
export const policyLevel = z.enum(policyLevels);
export type PolicyLevel = z.infer<typeof policyLevel>;
export const windowStatuses = ['upcoming', 'open', 'closing_soon', 'closed'] as const;
export const windowStatus = z.enum(windowStatuses);
export const policyStatus = z.enum(policyStatuses);
export const tagKind = z.enum(policyTagKinds);
export const providerKind = z.enum(providerKinds);

// ---------- policy parts ----------

const batch = z.object({ name: z.string().trim().min(1, 'is required').max(64), startDate: isoDay, endDate: isoDay });
/**
 * One flat shape for all three kinds (easy to bind to a form): `range` uses startDate/endDate, `batches`
 * its list (sorted, not overlapping), `all_year` neither.
 */
export const policyWindowInput = z
  .object({
    kind: z.enum(windowKinds),
    startDate: isoDay.nullish().transform((v) => v ?? null),
    endDate: isoDay.nullish().transform((v) => v ?? null),
    batches: z.array(batch).max(24).default([]),
  })
  .superRefine((w, ctx) => {
    if (w.kind === 'range') {
      if (!w.startDate) ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'is required for a date range' });
      if (!w.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'is required for a date range' });
      if (w.startDate && w.endDate && w.startDate > w.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must not be before startDate' });
    }
    if (w.kind === 'batches') {
      if (!w.batches.length) ctx.addIssue({ code: 'custom', path: ['batches'], message: 'needs at least one batch' });
      const sorted = [...w.batches].sort((a, b) => a.startDate.localeCompare(b.startDate));
      w.batches.forEach((b, i) => {
        if (b.startDate > b.endDate) ctx.addIssue({ code: 'custom', path: ['batches', i, 'endDate'], message: 'must not be before startDate' });
      });
      for (let i = 1; i < sorted.length; i += 1) {
        if (sorted[i].startDate <= sorted[i - 1].endDate) {
          ctx.addIssue({ code: 'custom', path: ['batches', w.batches.indexOf(sorted[i]), 'startDate'], message: `overlaps batch "${sorted[i - 1].name}"` });
        }
      }
    }
  })
  .transform((w) => ({
    kind: w.kind,
    startDate: w.kind === 'range' ? w.startDate : null,
    endDate: w.kind === 'range' ? w.endDate : null,
    batches: w.kind === 'batches' ? [...w.batches].sort((a, b) => a.startDate.localeCompare(b.startDate)) : [],
  }));
export const policyWindow = z.object({
  kind: z.enum(windowKinds),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  batches: z.array(z.object({ name: z.string(), startDate: z.string(), endDate: z.string() })),
});

const contact = z.object({ department: z.string().trim().min(1, 'is required').max(128), phone, address: text(255) });
const attachment = z.object({
  name: z.string().trim().min(1, 'is required').max(255),
  url: fileUrl,
  size: z
    .number()
    .int()
    .min(0)
    .nullish()
    .transform((v) => v ?? null),
});

export const policyInput = z.object({
  title: z.string().trim().min(2, 'must be at least 2 characters').max(255),
  /** e.g. 苏科规〔2025〕3号 */
  docNo: text(128),
  departmentId: id,
  level: policyLevel,
  regionCode,
  publishDate: isoDay,
  sourceUrl: webUrl,
  /** Rich text; scripts, styles, event attributes and javascript: links are removed on save. */
  contentHtml: z.string().max(500_000).default(''),
  summary: text(2000),
  /** Big and small tag ids. */
  tagIds: z.array(id).max(30).default([]),
  /** Dictionary `support_type` (subsidy, tax, finance, talent, platform, honour). */
  supportType: z.string().trim().min(1, 'is required').max(32),
  /** 万元 */
  maxAmount: z
    .number()
    .min(0, 'must not be negative')
    .max(1e9)
    .nullish()
    .transform((v) => v ?? null),
  window: policyWindowInput,
  payoutMode: z.enum(payoutModes).default('apply'),
  conditionsText: text(10_000),
  rules: policyRulesSchema.default([]),
  entityTypes: z.array(z.enum(policyEntityTypes)).min(1, 'needs at least one entity type').max(4).default(['enterprise']),
  contacts: z.array(contact).max(10).default([]),
  attachments: z.array(attachment).max(20).default([]),
});
export const policyUpdate = policyInput.extend({ id });

export const tagRef = z.object({ id: z.number().int(), name: z.string(), kind: tagKind, parentId: z.number().int().nullable() });
export const departmentRef = z.object({
  id: z.number().int(),
  name: z.string(),
  level: policyLevel,
  regionCode: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
});

/** Status of the window on the request's day, and the window that decides it (current or next). */
const windowState = {
  window: policyWindow,
  windowStatus,
  /** Start and end of the current or next range; null for all year and when closed. */
  nextStart: z.string().nullable(),
  deadline: z.string().nullable(),
  /** Days from today to the deadline (0 on the last day); null without one. */
  daysLeft: z.number().int().nullable(),
};

export const policyDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  docNo: z.string().nullable(),
  department: departmentRef,
  level: policyLevel,
  regionCode: z.string(),
  regionName: z.string().nullable(),
  publishDate: z.string(),
  sourceUrl: z.string().nullable(),
  contentHtml: z.string(),
  summary: z.string().nullable(),
  tags: z.array(tagRef),
  supportType: z.string(),
  maxAmount: z.number().nullable(),
  ...windowState,
  payoutMode: z.enum(payoutModes),
  conditionsText: z.string().nullable(),
  rules: policyRulesSchema,
  entityTypes: z.array(z.string()),
  contacts: z.array(z.object({ department: z.string(), phone: z.string().nullable(), address: z.string().nullable() })),
  attachments: z.array(z.object({ name: z.string(), url: z.string(), size: z.number().int().nullable() })),
  status: policyStatus,
  publishedAt: z.string().nullable(),
  viewCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const relatedPolicy = z.object({
  id: z.number().int(),
  title: z.string(),
  level: policyLevel,
  publishDate: z.string(),
  supportType: z.string(),
  maxAmount: z.number().nullable(),
  windowStatus,
  deadline: z.string().nullable(),
});
export const publicPolicyDetail = policyDetail.extend({ related: z.array(relatedPolicy) });

// ---------- public search ----------

export const searchSorts = ['relevance', 'publishDate', 'deadline', 'amount'] as const;
export const searchBody = z
  .object({
    keyword: z.string().trim().max(100).optional(),
    level: z.array(policyLevel).max(4).default([]),
    regionCode: z.array(regionCode).max(50).default([]),
    departmentId: z.array(id).max(50).default([]),
    /** A big tag also matches the small tags under it. */
    tagId: z.array(id).max(50).default([]),
    supportType: z.array(z.string().max(32)).max(20).default([]),
    windowStatus: z.array(windowStatus).max(4).default([]),
    publishFrom: isoDay.optional(),
    publishTo: isoDay.optional(),
    /** 万元, on maxAmount; policies without an amount drop out when either bound is set. */
    amountMin: z.number().min(0).optional(),
    amountMax: z.number().min(0).optional(),
    sort: z.enum(searchSorts).default('relevance'),
    /** Defaults: relevance and amount descending, publishDate descending, deadline ascending. */
    order: z.enum(['asc', 'desc']).optional(),
    ...page,
  })
  .superRefine((b, ctx) => {
    if (b.publishFrom && b.publishTo && b.publishFrom > b.publishTo)
      ctx.addIssue({ code: 'custom', path: ['publishTo'], message: 'must not be before publishFrom' });
    if (b.amountMin !== undefined && b.amountMax !== undefined && b.amountMin > b.amountMax)
      ctx.addIssue({ code: 'custom', path: ['amountMax'], message: 'must not be below amountMin' });
  });
export type SearchBody = z.infer<typeof searchBody>;

export const searchItem = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The title HTML-escaped with <em> around the keyword's matches. */
  titleHighlight: z.string(),
  /** About 120 characters of the summary or text around the first match, escaped, with <em>s. */
  snippet: z.string(),
  docNo: z.string().nullable(),
  departmentId: z.number().int(),
  departmentName: z.string(),
  level: policyLevel,
  regionCode: z.string(),
  regionName: z.string().nullable(),
  publishDate: z.string(),
  supportType: z.string(),
  maxAmount: z.number().nullable(),
  payoutMode: z.enum(payoutModes),
  ...windowState,
  tags: z.array(tagRef),
  viewCount: z.number().int(),
  /** Present when a keyword was given. */
  score: z.number().nullable(),
});
const facetValue = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export const searchResult = z.object({
  list: z.array(searchItem),
  total: z.number().int(),
  current: z.number().int(),
  pageSize: z.number().int(),
  /** Counts for the current query, each facet ignoring its own filter. */
  facets: z.object({
    level: z.array(facetValue),
    supportType: z.array(facetValue),
    windowStatus: z.array(facetValue),
    departmentId: z.array(facetValue),
    tagId: z.array(facetValue),
  }),
  /** The keyword's segmented words, as searched. */
  tokens: z.array(z.string()),
});

export const suggestQuery = z.object({ keyword: z.string().trim().min(1, 'is required').max(50) });
export const suggestion = z.object({ type: z.enum(['policy', 'tag']), id: z.number().int(), text: z.string() });

// ---------- public front reads ----------

export const businessBase = z.object({
  publishedCount: z.number().int(),
  openCount: z.number().int(),
  closingSoonCount: z.number().int(),
  /** Sum of maxAmount over published policies whose window is not closed, 万元. */
  totalAmount: z.number(),
  latest: z.array(relatedPolicy),
  /** The company the signed-in visitor last ran a policy match for (null when signed out or never matched). */
  company: z.object({ id: z.number().int(), name: z.string(), creditCode: z.string() }).nullable(),
});

export const publicTag = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: tagKind,
  parentId: z.number().int().nullable(),
  /** Published policies carrying the tag (for a big tag: it or any small tag under it). */
  policyCount: z.number().int(),
  childCount: z.number().int(),
});
/** An issuing department with published policies (the front's department filters). */
export const publicDepartment = z.object({
  id: z.number().int(),
  name: z.string(),
  level: policyLevel,
  regionCode: z.string(),
  /** Published policies it issued. */
  policyCount: z.number().int(),
});

export const tagDetailQuery = z.object({ parentId: idParam });

export type AreaNode = { code: string; name: string; count: number; children: AreaNode[] };
// Named so the OpenAPI document (and the generated client) gets a real type instead of an anonymous ref.
export const areaNode = z
  .object({
    code: z.string(),
    name: z.string(),
    count: z.number().int(),
    get children(): z.ZodArray<typeof areaNode> {
      return z.array(areaNode);
    },
  })
  .meta({ id: 'AreaNode' });

export const calendarQuery = z
  .object({
    from: isoDay,
    to: isoDay,
    tagId: idParam.optional(),
    departmentId: idParam.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    else if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 > 400)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'the range may span at most 400 days' });
  });
export const calendarEntry = z.object({
  policyId: z.number().int(),
  title: z.string(),
  /** The batch's name, null for a single range. */
  batchName: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  /** The status of this range on the request's day. */
  status: windowStatus,
  level: policyLevel,
  supportType: z.string(),
  departmentName: z.string(),
  maxAmount: z.number().nullable(),
});
export const calendarResult = z.object({
  entries: z.array(calendarEntry),
  allYear: z.array(
    z.object({
      policyId: z.number().int(),
      title: z.string(),
      level: policyLevel,
      supportType: z.string(),
      departmentName: z.string(),
      maxAmount: z.number().nullable(),
    }),
  ),
  /** True when more than the returned entries fall into the range (narrow it or filter). */
  truncated: z.boolean(),
});

// ---------- market (public) ----------

export const provider = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: providerKind,
  regionCode: z.string().nullable(),
  regionName: z.string().nullable(),
  intro: z.string().nullable(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  logoUrl: z.string().nullable(),
  rating: z.number().nullable(),
  status: z.enum(['active', 'disabled']),
  offerCount: z.number().int(),
  createdAt: z.string(),
});
export const offer = z.object({
  id: z.number().int(),
  providerId: z.number().int(),
  providerName: z.string(),
  providerKind: providerKind,
  title: z.string(),
  category: z.string(),
  priceText: z.string().nullable(),
  priceMin: z.number().nullable(),
  summary: z.string().nullable(),
  detailHtml: z.string(),
  tags: z.array(z.string()),
  status: z.enum(['active', 'disabled']),
  createdAt: z.string(),
});
export const providerDetail = provider.extend({ offers: z.array(offer) });
export const providerQuery = z.object({
  ...page,
  kind: providerKind.optional(),
  /** Matches the region and everything below it (320000 covers 320500). */
  regionCode: regionCode.optional(),
  keyword: z.string().trim().max(64).optional(),
});
export const offerQuery = z.object({
  ...page,
  providerId: idParam.optional(),
  kind: providerKind.optional(),
  category: z.string().trim().max(32).optional(),
  regionCode: regionCode.optional(),
  keyword: z.string().trim().max(64).optional(),
});

// ---------- admin ----------

export const adminPolicyQuery = z.object({
  ...page,
  /** Over title and document number. */
  keyword: z.string().trim().max(100).optional(),
  status: policyStatus.optional(),
  level: policyLevel.optional(),
  departmentId: idParam.optional(),
  supportType: z.string().trim().max(32).optional(),
  tagId: idParam.optional(),
  regionCode: regionCode.optional(),
  windowStatus: windowStatus.optional(),
  /** Publish date range, both days included; a range ending before it starts is a 422 on publishTo. */
  publishFrom: isoDay.optional(),
  publishTo: isoDay.optional(),
  sortField: z.enum(['publishDate', 'updatedAt', 'viewCount', 'maxAmount', 'deadline']).default('updatedAt'),
  sortOrder: z.enum(['ascend', 'descend']).default('descend'),
});
export const adminPolicyItem = z.object({
  id: z.number().int(),
  title: z.string(),
  docNo: z.string().nullable(),
  departmentId: z.number().int(),
  departmentName: z.string(),
  level: policyLevel,
  regionCode: z.string(),
  supportType: z.string(),
  maxAmount: z.number().nullable(),
  status: policyStatus,
  publishDate: z.string(),
  ...windowState,
  tags: z.array(tagRef),
  viewCount: z.number().int(),
  updatedAt: z.string(),
});

export const adminTag = publicTag.extend({ order: z.number().int(), createdAt: z.string() });
export const tagQuery = z.object({
  ...page,
  /** 0 for the big tags only; a tag id for its small tags; omitted for all. */
  parentId: z.coerce.number().int().min(0).optional(),
  kind: tagKind.optional(),
  keyword: z.string().trim().max(64).optional(),
});
export const tagInput = z.object({
  parentId: id.nullish().transform((v) => v ?? null),
  name: z.string().trim().min(1, 'is required').max(64),
  kind: tagKind,
  order: z.number().int().min(0).max(9999).default(0),
});
export const tagUpdate = tagInput.extend({ id });

export const adminDepartment = departmentRef.extend({
  regionName: z.string().nullable(),
  order: z.number().int(),
  policyCount: z.number().int(),
  createdAt: z.string(),
});
export const departmentQuery = z.object({
  ...page,
  keyword: z.string().trim().max(64).optional(),
  level: policyLevel.optional(),
  regionCode: regionCode.optional(),
});
export const departmentInput = z.object({
  name: z.string().trim().min(2, 'must be at least 2 characters').max(128),
  level: policyLevel,
  regionCode,
  phone,
  address: text(255),
  website: webUrl,
  order: z.number().int().min(0).max(9999).default(0),
});
export const departmentUpdate = departmentInput.extend({ id });

export const adminProviderQuery = providerQuery.extend({ status: z.enum(['active', 'disabled']).optional() });
export const providerInput = z.object({
  name: z.string().trim().min(2, 'must be at least 2 characters').max(128),
  kind: providerKind,
  regionCode: regionCode.nullish().transform((v) => v ?? null),
  intro: text(5000),
  contact: text(64),
  phone,
  logoUrl: fileUrl
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  rating: z
    .number()
    .min(0)
    .max(5, 'must be between 0 and 5')
    .nullish()
    .transform((v) => (v === null || v === undefined ? null : Math.round(v * 10) / 10)),
  status: z.enum(['active', 'disabled']).default('active'),
});
export const providerUpdate = providerInput.extend({ id });

export const adminOfferQuery = offerQuery.extend({ status: z.enum(['active', 'disabled']).optional() });
export const offerInput = z.object({
  providerId: id,
  title: z.string().trim().min(2, 'must be at least 2 characters').max(128),
  category: z.string().trim().min(1, 'is required').max(32),
  priceText: text(64),
  /** 元 */
  priceMin: z
    .number()
    .min(0, 'must not be negative')
    .max(1e10)
    .nullish()
    .transform((v) => v ?? null),
  summary: text(2000),
  detailHtml: z.string().max(200_000).default(''),
  tags: z.array(z.string().trim().min(1).max(32)).max(10).default([]),
  status: z.enum(['active', 'disabled']).default('active'),
});
export const offerUpdate = offerInput.extend({ id });

export const deleted = z.object({ id: z.number().int() });
