import { z } from 'zod';
import { SLUG_MAX, SLUG_PATTERN, SLUG_RULE } from '@shared/slug';
import { id, INT4_MAX } from '../../lib/fields';

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
