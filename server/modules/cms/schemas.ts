import { z } from 'zod';
import { AD_AREA_KEY_PATTERN, AD_AREA_KEY_RULE, adAreaKinds } from '@shared/adverts';
import { HOME_BLOCK_TITLE_MAX, HOME_BLOCKS } from '@shared/homeLayout';
import { SERVICE_PHONE_PATTERN, SERVICE_PHONE_RULE } from '@shared/phone';
import { id, INT4_MAX, optionalText, pageFields } from '../../lib/fields';

/** A picture: an upload (/uploads/…), a file the site ships (/logo.svg) or an https address. */
const PICTURE = /^(\/(?!\/)[^\s\\]+|https:\/\/[^\s\\]+)$/i;
const picture = z.string().trim().max(500).regex(PICTURE, 'must be an uploaded picture (/uploads/…), a path on this site or an https address');
const optionalPicture = picture
  .nullish()
  .or(z.literal('').transform(() => null))
  .transform((v) => v ?? null);

/** A moment, as the screens send it (ISO 8601 with its offset); null leaves it open. */
const instant = z.iso
  .datetime({ offset: true, message: 'must be a date and time (ISO 8601)' })
  .nullish()
  .transform((v) => (v ? new Date(v) : null));

// ---------- site configuration ----------

/** The site configuration the admin edits, saved whole (POST /api/cms/admin/webconfig/post). */
export const webConfigPost = z.object({
  siteName: z.string().trim().min(1, 'is required').max(40),
  siteNameEn: optionalText(60),
  parkName: optionalText(60),
  logo: picture,
  favicon: optionalPicture,
  /** ICP filing number (ICP 备案号), linked to the MIIT's register in the footer. */
  icp: optionalText(40),
  /** Public-security filing number (公安备案号), linked to the national register by its digits. */
  policeRecord: optionalText(40),
  copyright: optionalText(100),
  address: optionalText(120),
  servicePhone: optionalText(30).refine((v) => v === null || SERVICE_PHONE_PATTERN.test(v.replace(/[\s()]/g, '')), SERVICE_PHONE_RULE),
  email: optionalText(128).refine((v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'must be an e-mail address'),
  /** When the service desk answers, as the footer shows it (工作日 9:00–17:30). */
  serviceHours: optionalText(60),
  /** The home page's title in search results; the site name when empty. */
  seoTitle: optionalText(60),
  seoDescription: optionalText(200),
  seoKeywords: optionalText(200),
});
export const WEB_CONFIG_KEYS = Object.keys(webConfigPost.shape) as (keyof z.infer<typeof webConfigPost>)[];
const setting = z.string().nullable();
/** The same entries as GET /api/cms/admin/webconfig/get answers them (null: not set). */
export const webConfig = z.object({
  siteName: z.string(),
  siteNameEn: setting,
  parkName: setting,
  logo: z.string(),
  favicon: setting,
  icp: setting,
  policeRecord: setting,
  copyright: setting,
  address: setting,
  servicePhone: setting,
  email: setting,
  serviceHours: setting,
  seoTitle: setting,
  seoDescription: setting,
  seoKeywords: setting,
});

// ---------- home layout ----------

const homeBlockPost = z.object({
  key: z.enum(HOME_BLOCKS),
  visible: z.boolean(),
  title: optionalText(HOME_BLOCK_TITLE_MAX),
});
export const homeLayout = z.object({ blocks: z.array(z.object({ key: z.enum(HOME_BLOCKS), visible: z.boolean(), title: z.string().nullable() })) });
/** Every block exactly once, in the order they are to show. */
export const homeLayoutPost = z.object({
  blocks: z
    .array(homeBlockPost)
    .max(HOME_BLOCKS.length)
    .superRefine((blocks, ctx) => {
      const keys = blocks.map((b) => b.key);
      const repeated = keys.find((k, i) => keys.indexOf(k) !== i);
      if (repeated) ctx.addIssue({ code: 'custom', message: `the block "${repeated}" is listed twice` });
      const missing = HOME_BLOCKS.filter((k) => !keys.includes(k));
      if (missing.length) ctx.addIssue({ code: 'custom', message: `every block must be listed; missing: ${missing.join(', ')}` });
    }),
});

// ---------- adverts ----------

export const adAreaKind = z.enum(adAreaKinds);

export const adArea = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  kind: adAreaKind,
  width: z.number().int(),
  height: z.number().int(),
  shown: z.number().int(),
  description: z.string().nullable(),
  enabled: z.boolean(),
  /** Its resources, and how many of them are live now: each counted up to AD_COUNT_CAP (100). */
  resourceCount: z.number().int(),
  liveCount: z.number().int(),
  updatedAt: z.string(),
});
/** How many areas a park keeps: the admin shows them all at once. */
export const AD_AREA_LIMIT = 100;
export const adAreaList = z.object({ list: z.array(adArea), total: z.number().int() });

export const adAreaPost = z.object({
  /** Absent to create. */
  id: id.optional(),
  key: z.string().trim().min(1, 'is required').regex(AD_AREA_KEY_PATTERN, AD_AREA_KEY_RULE),
  name: z.string().trim().min(1, 'is required').max(64),
  kind: adAreaKind.default('image'),
  width: z.number().int().min(0).max(4000).default(0),
  height: z.number().int().min(0).max(4000).default(0),
  shown: z.number().int().min(1).max(20).default(1),
  description: optionalText(255),
  enabled: z.boolean().default(true),
});

/** Where a resource stands now: off, waiting for its start, showing, or past its end. */
export const adResourceStates = ['disabled', 'scheduled', 'live', 'ended'] as const;

export const adResourceQuery = z.object({
  ...pageFields,
  areaId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  /** Title contains. */
  keyword: z.string().trim().max(100).optional(),
  state: z.enum(adResourceStates).optional(),
  sortField: z.enum(['order', 'clicks', 'updatedAt']).default('order'),
  sortOrder: z.enum(['ascend', 'descend']).default('ascend'),
});

export const adResource = z.object({
  id: z.number().int(),
  areaId: z.number().int(),
  areaName: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  alt: z.string().nullable(),
  link: z.string(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  weight: z.number().int(),
  order: z.number().int(),
  enabled: z.boolean(),
  state: z.enum(adResourceStates),
  clicks: z.number().int(),
  updatedAt: z.string(),
});
export const adResourceList = z.object({ list: z.array(adResource), total: z.number().int(), current: z.number().int(), pageSize: z.number().int() });

export const adResourcePost = z
  .object({
    /** Absent to create. */
    id: id.optional(),
    areaId: id,
    title: z.string().trim().min(1, 'is required').max(100),
    imageUrl: optionalPicture,
    alt: optionalText(120),
    /** http(s) or a site path: the service refuses anything else with a 422 (AD_LINK_RULE). */
    link: z.string().trim().min(1, 'is required').max(500),
    startAt: instant,
    endAt: instant,
    weight: z.number().int().min(0).max(100).default(1),
    order: z.number().int().min(0).max(9999).default(0),
    enabled: z.boolean().default(true),
  })
  .refine((r) => !r.startAt || !r.endAt || r.endAt > r.startAt, { path: ['endAt'], message: 'must be after the start' });

/** What the front draws of an advert: its picture or title and the counted link. */
export const shownAdvert = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  alt: z.string(),
  /** The click-counting redirect (/api/cms/ad/click/:id). */
  href: z.string(),
  /** Whether the link leaves the site (opened in a new tab, marked sponsored). */
  external: z.boolean(),
});
export const shownArea = z.object({ key: z.string(), kind: adAreaKind, width: z.number().int(), height: z.number().int(), adverts: z.array(shownAdvert) });
export const shownAreasQuery = z.object({
  /** The areas' keys, comma-separated (at most 10). */
  areas: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(500)
    .transform((v) => [...new Set(v.split(',').map((k) => k.trim()))])
    .refine((keys) => keys.length <= 10 && keys.every((k) => AD_AREA_KEY_PATTERN.test(k)), `must be up to 10 area keys; each ${AD_AREA_KEY_RULE}`),
});
export const shownAreas = z.array(shownArea);
