import { z } from 'zod';
import { MARKER_KINDS, MAX_MARKERS_PER_KIND, SEARCH_KINDS } from '@shared/gis';
import { id, idParam, optionalText, pageFields } from '../../lib/fields';

/** A coordinate on the plan, in pixels of its image (the plan's size bounds it: checked by the service). */
const coordinate = z.number().min(0, 'must not be negative').max(100_000);

export const sitePlan = z.object({
  id: z.number().int(),
  name: z.string(),
  uploadId: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  isCurrent: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export const planState = z.object({
  current: sitePlan.nullable(),
  /** The plans it replaced, newest first (at most 20). */
  history: z.array(sitePlan),
});

export const planSave = z.object({
  name: z.string().trim().min(1, 'is required').max(60),
  /** An image uploaded through /apiv2/park/admin/uploader/image. */
  uploadId: id,
  /**
   * When the new image has another size than the current plan's (the same drawing at another resolution), move every
   * position by the same proportion; false keeps the pixel positions as they are.
   */
  rescale: z.boolean().default(true),
});

/** Comma-separated kinds (`building,unit`), each one of MARKER_KINDS. */
const kindList = z
  .string()
  .trim()
  .max(200)
  .transform((v, ctx) => {
    const kinds = [...new Set(v.split(',').map((k) => k.trim()))].filter(Boolean);
    const unknown = kinds.filter((k) => !(MARKER_KINDS as readonly string[]).includes(k));
    if (unknown.length) {
      ctx.addIssue({ code: 'custom', message: `unknown kind ${unknown.join(', ')}: use ${MARKER_KINDS.join(', ')}` });
      return z.NEVER;
    }
    return kinds as (typeof MARKER_KINDS)[number][];
  });

export const markerQuery = z.object({
  /** Which kinds of marker; all the caller may see when absent. */
  kinds: kindList.optional(),
  /** Only this building's building, units, companies, clue candidates and projects (points of interest have no building). */
  building: z.string().trim().max(32).optional(),
  /** Units of this rental status (dictionary rental_status); buildings, companies and clues are not filtered by it. */
  status: z.string().trim().max(16).optional(),
  /** Buildings with a vacant unit or none, units vacant (rental status available) or not. */
  vacancy: z.enum(['vacant', 'occupied']).optional(),
  /** Points of interest of this kind (dictionary poi_kind). */
  poiKind: z.string().trim().max(32).optional(),
  /** Part of a name (a unit's code, a building's, a company's, a clue's, a project's or a point's name). */
  keyword: z.string().trim().max(50).optional(),
  /** Placed markers only (the map), or also those not yet placed (the edit mode lists them to drag onto the plan). */
  placed: z.enum(['true', 'all']).default('true'),
  limit: z.coerce.number().int().min(1).max(MAX_MARKERS_PER_KIND).default(MAX_MARKERS_PER_KIND),
});
export type MarkerQuery = z.infer<typeof markerQuery>;

export const markerKind = z.enum(MARKER_KINDS);
/**
 * One marker. `key` is unique within the answer (`unit:12`, `building:A1栋`); x and y are null for one not yet placed.
 * The other fields are what its kind carries, null otherwise.
 */
export const marker = z.object({
  kind: markerKind,
  key: z.string(),
  /** The record's id (a unit's, a company's, a clue's, a point's); null for a building, which is its name. */
  id: z.number().int().nullable(),
  name: z.string(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  building: z.string().nullable(),
  /** A unit's rental status, a company's status, a clue's stage, a project's stage, a point's kind. */
  status: z.string().nullable(),
  /** Buildings: units, vacant units (rental status available), vacant usable area in m². */
  unitCount: z.number().int().nullable(),
  vacantCount: z.number().int().nullable(),
  vacantArea: z.number().nullable(),
  /** Units: usage and usable area; clues: intended usage and area. */
  usage: z.string().nullable(),
  area: z.number().nullable(),
  /** A unit's current tenant, a company's or a clue's unit (for a clue: the vacant unit that would suit it). */
  unitId: z.number().int().nullable(),
  unitCode: z.string().nullable(),
  tenant: z.string().nullable(),
  note: z.string().nullable(),
});
export type Marker = z.infer<typeof marker>;

export const markerAnswer = z.object({
  plan: sitePlan.nullable(),
  /** The kinds answered: those asked for that the caller may see (clues need clue:query, projects project:query, each within its data scope). */
  kinds: z.array(markerKind),
  markers: z.array(marker),
  /** Per kind: how many matched, and whether the answer holds fewer than that (the limit). */
  counts: z.array(z.object({ kind: markerKind, total: z.number().int(), truncated: z.boolean() })),
});

/** Set (or, with x and y null, clear) where a building, a unit or a point of interest sits on the plan. */
export const positionSave = z
  .object({
    kind: z.enum(['building', 'unit', 'poi']),
    /** The unit's or the point's id. */
    id: id.optional(),
    /** The building's name. */
    building: z.string().trim().min(1).max(32).optional(),
    x: coordinate.nullable(),
    y: coordinate.nullable(),
  })
  .refine((p) => p.kind !== 'building' || !!p.building, { path: ['building'], message: 'is required for a building' })
  .refine((p) => p.kind === 'building' || p.id !== undefined, { path: ['id'], message: 'is required for a unit or a point of interest' })
  .refine((p) => (p.x === null) === (p.y === null), { path: ['y'], message: 'give both x and y, or neither' });

export const positionAnswer = z.object({ kind: z.enum(['building', 'unit', 'poi']), key: z.string(), x: z.number().nullable(), y: z.number().nullable() });

const poiFields = {
  name: z.string().trim().min(1, 'is required').max(60),
  /** Dictionary poi_kind. */
  kind: z.string().trim().min(1, 'is required').max(32),
  x: coordinate.nullish().transform((v) => v ?? null),
  y: coordinate.nullish().transform((v) => v ?? null),
  note: optionalText(500),
};
type PoiShape = { x: number | null; y: number | null };
const bothOrNeither = <T extends z.ZodType<PoiShape>>(schema: T) =>
  schema.refine((p) => (p.x === null) === (p.y === null), { path: ['y'], message: 'give both x and y, or neither' });
export const poiInput = bothOrNeither(z.object(poiFields));
export const poiUpdate = bothOrNeither(z.object({ id, ...poiFields }));

export const poiItem = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.string(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const poiQuery = z.object({
  ...pageFields,
  keyword: z.string().trim().max(50).optional(),
  kind: z.string().trim().max(32).optional(),
  placed: z.enum(['true', 'false']).optional(),
  sortField: z.enum(['name', 'kind', 'updatedAt']).default('kind'),
  sortOrder: z.enum(['ascend', 'descend']).default('ascend'),
});

export const searchQuery = z.object({
  ...pageFields,
  keyword: z.string().trim().min(1, 'is required').max(50),
  /** Only these kinds (comma-separated); all four when absent. */
  kinds: z
    .string()
    .trim()
    .max(100)
    .transform((v, ctx) => {
      const kinds = [...new Set(v.split(',').map((k) => k.trim()))].filter(Boolean);
      const unknown = kinds.filter((k) => !(SEARCH_KINDS as readonly string[]).includes(k));
      if (unknown.length) {
        ctx.addIssue({ code: 'custom', message: `unknown kind ${unknown.join(', ')}: use ${SEARCH_KINDS.join(', ')}` });
        return z.NEVER;
      }
      return kinds as (typeof SEARCH_KINDS)[number][];
    })
    .optional(),
});

/** One thing found by name, best matches first: the name itself, then names starting with the keyword, then holding it. */
export const searchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  key: z.string(),
  id: z.number().int().nullable(),
  name: z.string(),
  /** Where it is, in words: a unit's building and floor, a company's unit, a point's kind. */
  detail: z.string().nullable(),
  building: z.string().nullable(),
  /** On the plan (a company at its unit's or its building's position); null when not placed. */
  x: z.number().nullable(),
  y: z.number().nullable(),
  /** 0 the whole name, 1 its start, 2 elsewhere in it. */
  rank: z.number().int(),
});

export const idQuery = z.object({ id: idParam });
