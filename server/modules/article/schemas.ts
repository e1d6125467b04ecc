import { z } from 'zod';
import { SLUG_MAX, SLUG_PATTERN, SLUG_RULE } from '@shared/slug';
import { ARTICLE_TAGS_MAX, articleStatuses } from '@shared/article';
import { id, INT4_MAX, optionalText, pageFields } from '../../lib/fields';

/** A line of description (blank is none). */
const description = z
  .string()
  .trim()
  .max(255)
  .nullish()
  .transform((v) => v || null);

/** How deep the category tree goes: a top level and two below it. */
export const CATEGORY_MAX_DEPTH = 3;
/** How many categories the park may keep: the whole tree is one answer and one picker. */
export const CATEGORY_LIMIT = 300;

export const categoryQuery = z.object({
  /** Name or slug contains this; the matching categories come with their ancestors so the tree stays whole. */
  keyword: z.string().trim().max(64).optional(),
  visible: z.enum(['true', 'false']).optional(),
});

export const category = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  order: z.number().int(),
  visible: z.boolean(),
  skipAudit: z.boolean(),
  description: z.string().nullable(),
  /** Categories directly below this one. */
  childCount: z.number().int(),
  updatedAt: z.string(),
});

/** Every category, or those matching the filters with their ancestors, in tree order (parent, then order, then id). */
export const categoryList = z.object({ list: z.array(category), total: z.number().int() });

export const categoryPost = z.object({
  /** Absent to create. */
  id: id.optional(),
  /** 0 for a top-level category. */
  parentId: z.number().int().min(0).max(INT4_MAX).default(0),
  name: z.string().trim().min(1, 'is required').max(64),
  slug: z.string().trim().min(1, 'is required').max(SLUG_MAX).regex(SLUG_PATTERN, SLUG_RULE),
  order: z.number().int().min(0).max(9999).default(0),
  visible: z.boolean().default(true),
  skipAudit: z.boolean().default(false),
  description,
});

/** How many single pages the park may keep: the admin list and the footer show them all. */
export const PAGE_LIMIT = 100;

export const pageItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  inFooter: z.boolean(),
  order: z.number().int(),
  updatedAt: z.string(),
  /** Who saved it last (null for the seed). */
  updatedByName: z.string().nullable(),
});
export const pageList = z.object({ list: z.array(pageItem), total: z.number().int() });
export const pageDetail = pageItem.extend({ contentHtml: z.string() });

export const pagePost = z.object({
  /** Absent to create. */
  id: id.optional(),
  slug: z.string().trim().min(1, 'is required').max(SLUG_MAX).regex(SLUG_PATTERN, SLUG_RULE),
  title: z.string().trim().min(1, 'is required').max(100),
  contentHtml: z.string().max(500_000),
  description,
  inFooter: z.boolean().default(false),
  order: z.number().int().min(0).max(9999).default(0),
});

/** What the front shows of a page at /page/:slug. */
export const publicPage = z.object({ slug: z.string(), title: z.string(), description: z.string().nullable(), contentHtml: z.string(), updatedAt: z.string() });
export const slugQuery = z.object({ slug: z.string().trim().min(1, 'is required').max(SLUG_MAX).regex(SLUG_PATTERN, SLUG_RULE) });
/** The footer's links, in order. */
export const footerPages = z.array(z.object({ slug: z.string(), title: z.string() }));

// ---------- articles ----------

/** A moment, as the screens send it (ISO 8601 with its offset); null clears it. */
const instant = z.iso
  .datetime({ offset: true, message: 'must be a date and time (ISO 8601)' })
  .nullish()
  .transform((v) => (v ? new Date(v) : null));
/** A picture from the image upload (/uploads/…) or an https address. */
const imageUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/uploads\/\S+|https:\/\/\S+)$/i, 'must be an uploaded picture (/uploads/…) or an https address')
  .nullish()
  .or(z.literal('').transform(() => null))
  .transform((v) => v ?? null);

export const articleStatus = z.enum(articleStatuses);

export const articleQuery = z.object({
  ...pageFields,
  /** Title contains. */
  keyword: z.string().trim().max(100).optional(),
  /** The category and the categories below it. */
  categoryId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  status: articleStatus.optional(),
  /** Only the articles on the front (true) or only those not on it (false). */
  live: z.enum(['true', 'false']).optional(),
  recommended: z.enum(['true', 'false']).optional(),
  sortField: z.enum(['updatedAt', 'firstPublishedAt', 'viewCount']).default('updatedAt'),
  sortOrder: z.enum(['ascend', 'descend']).default('descend'),
});

export const articleItem = z.object({
  id: z.number().int(),
  title: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  coverUrl: z.string().nullable(),
  status: articleStatus,
  author: z.string().nullable(),
  tags: z.array(z.string()),
  recommended: z.boolean(),
  pinnedUntil: z.string().nullable(),
  publishAt: z.string().nullable(),
  offlineAt: z.string().nullable(),
  revision: z.number().int(),
  /** The revision on the front, null when it is not on the front. */
  liveRevision: z.number().int().nullable(),
  firstPublishedAt: z.string().nullable(),
  viewCount: z.number().int(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
  /** Who has it open in the editor now (a lock not yet expired), or null. */
  lockedByName: z.string().nullable(),
});
export const articleList = z.object({ list: z.array(articleItem), total: z.number().int() });

export const articleDetail = articleItem.extend({
  summary: z.string().nullable(),
  contentHtml: z.string(),
  source: z.string().nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  reviewComment: z.string().nullable(),
  /** Whether its category skips audit: submitting publishes it at once. */
  skipAudit: z.boolean(),
  /** The "article audit" instance it is in (or was last), for its timeline. */
  instanceId: z.number().int().nullable(),
  lockedUntil: z.string().nullable(),
  createdAt: z.string(),
});

const articleFields = {
  title: z.string().trim().min(1, 'is required').max(200),
  categoryId: id,
  coverUrl: imageUrl,
  summary: optionalText(500),
  contentHtml: z.string().max(1_000_000),
  author: optionalText(64),
  source: optionalText(100),
  tags: z
    .array(z.string().trim().min(1, 'a tag is empty').max(20))
    .max(ARTICLE_TAGS_MAX)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  seoTitle: optionalText(200),
  seoDescription: optionalText(300),
  pinnedUntil: instant,
  recommended: z.boolean().default(false),
  publishAt: instant,
  offlineAt: instant,
};
export const articleCreate = z.object(articleFields);
export const articleUpdate = z.object({
  id,
  ...articleFields,
  /** The revision the editor started from: saving over someone else's newer revision is refused. */
  baseRevision: z.number().int().positive().max(INT4_MAX),
});

export const articleIdBody = z.object({ id, comment: optionalText(500) });
export const lockAnswer = z.object({ lockedUntil: z.string() });

export const revisionItem = z.object({
  number: z.number().int(),
  title: z.string(),
  note: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  /** Whether this is the revision on the front. */
  live: z.boolean(),
});
export const revisionList = z.object({ list: z.array(revisionItem), total: z.number().int() });
export const revisionQuery = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX), number: z.coerce.number().int().positive().max(INT4_MAX) });
export const revisionDetail = revisionItem.extend({
  categoryId: z.number().int(),
  categoryName: z.string().nullable(),
  coverUrl: z.string().nullable(),
  summary: z.string().nullable(),
  contentHtml: z.string(),
  author: z.string().nullable(),
  source: z.string().nullable(),
  tags: z.array(z.string()),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
});
export const restoreBody = z.object({ id, number: z.number().int().positive().max(INT4_MAX) });

// ---------- the audit ----------

export const auditQuery = z.object({ ...pageFields, keyword: z.string().trim().max(100).optional() });
export const auditItem = z.object({
  taskId: z.number().int(),
  instanceId: z.number().int(),
  articleId: z.number().int(),
  title: z.string(),
  categoryName: z.string(),
  stepName: z.string().nullable(),
  /** The revision under review, and the one on the front it would replace (null for a first publication). */
  revision: z.number().int(),
  liveRevision: z.number().int().nullable(),
  submittedByName: z.string().nullable(),
  waitingSince: z.string(),
  dueAt: z.string().nullable(),
});
export const auditList = z.object({ list: z.array(auditItem), total: z.number().int() });
export const auditDetailQuery = z.object({ taskId: z.coerce.number().int().positive().max(INT4_MAX) });
export const auditDetail = z.object({
  task: auditItem,
  /** What the reviewer is asked to approve. */
  underReview: revisionDetail,
  /** The last published revision, to compare with; null when the article was never on the front. */
  published: revisionDetail.nullable(),
  /** The step's allowed actions besides approve. */
  actions: z.array(z.string()),
});

// ---------- the front ----------

export const newsQuery = z.object({
  ...pageFields,
  /** A visible category's slug: its articles and those of the categories below it. */
  category: z.string().trim().max(SLUG_MAX).regex(SLUG_PATTERN, SLUG_RULE).optional(),
});
export const newsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  coverUrl: z.string().nullable(),
  categoryName: z.string(),
  categorySlug: z.string(),
  tags: z.array(z.string()),
  pinned: z.boolean(),
  recommended: z.boolean(),
  publishedAt: z.string(),
});
export const newsCategory = z.object({ id: z.number().int(), parentId: z.number().int(), name: z.string(), slug: z.string() });
export const newsList = z.object({
  list: z.array(newsItem),
  total: z.number().int(),
  /** The front's visible categories in tree order, for the tabs. */
  categories: z.array(newsCategory),
});
export const newsDetail = newsItem.extend({
  contentHtml: z.string(),
  author: z.string().nullable(),
  source: z.string().nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  viewCount: z.number().int(),
  updatedAt: z.string(),
  /** Up to 5 other articles of its category, newest first. */
  related: z.array(newsItem),
});
