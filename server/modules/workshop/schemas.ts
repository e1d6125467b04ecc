import { z } from 'zod';
import { id, isoDay } from '../../lib/fields';

const area = z.number().positive('must be greater than 0').max(1_000_000);
/** A stored upload (`/uploads/…`) or an http(s) address: never `javascript:` or other schemes an <img>/<a> would run. */
const fileUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/uploads\/|https?:\/\/)[^\s"'<>]+$/, 'must be an uploaded file (/uploads/…) or an http(s) address');
const unitFields = {
  code: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(32)
    .regex(/^[A-Za-z0-9-]+$/, 'must use letters, digits or -'),
  building: z.string().trim().min(1, 'is required').max(32),
  // Floors count 1, 2, … above ground and -1, -2, … below: there is no floor 0.
  floor: z
    .number()
    .int()
    .min(-5)
    .max(200)
    .refine((f) => f !== 0, 'there is no floor 0 (use 1 for the ground floor, -1 for the first basement)'),
  usage: z.string().trim().min(1, 'is required').max(16),
  rentalStatus: z.string().trim().min(1).max(16).default('available'),
  fitoutStatus: z.string().trim().min(1).max(16).default('bare'),
  grossArea: area,
  usableArea: area,
  refPrice: z.number().min(0, 'must not be negative').max(100_000),
  photos: z
    .array(z.object({ url: fileUrl, thumbUrl: fileUrl.optional() }))
    .max(20, 'at most 20 photos')
    .default([]),
  floorPlan: fileUrl
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
  availableFrom: isoDay.nullish().transform((v) => v ?? null),
  lng: z
    .number()
    .min(-180)
    .max(180)
    .nullish()
    .transform((v) => v ?? null),
  lat: z
    .number()
    .min(-90)
    .max(90)
    .nullish()
    .transform((v) => v ?? null),
  description: z
    .string()
    .trim()
    .max(5000)
    .nullish()
    .transform((v) => v || null),
};
type UnitShape = { grossArea: number; usableArea: number; lng: number | null; lat: number | null };
/** The rules across fields: usable area within the gross area, and a location is both coordinates or none. */
const unitRules = <T extends z.ZodType<UnitShape>>(schema: T) =>
  schema
    .refine((u) => u.usableArea <= u.grossArea, { path: ['usableArea'], message: 'cannot exceed grossArea' })
    .refine((u) => (u.lng === null) === (u.lat === null), { path: ['lat'], message: 'give both lng and lat, or neither' });
export const unitInput = unitRules(z.object(unitFields));
export const unitUpdate = unitRules(z.object({ id: id, ...unitFields }));

export const unitItem = z.object({
  id: z.number().int(),
  code: z.string(),
  building: z.string(),
  floor: z.number().int(),
  usage: z.string(),
  rentalStatus: z.string(),
  fitoutStatus: z.string(),
  grossArea: z.number(),
  usableArea: z.number(),
  refPrice: z.number(),
  photos: z.array(z.object({ url: z.string(), thumbUrl: z.string().optional() })),
  floorPlan: z.string().nullable(),
  availableFrom: z.string().nullable(),
  lng: z.number().nullable(),
  lat: z.number().nullable(),
  description: z.string().nullable(),
  tenant: z.object({ companyId: z.number().int(), companyName: z.string(), moveInOn: z.string() }).nullable(),
});

/** The list's filters; the export takes the same ones without paging. */
const unitFilterFields = {
  keyword: z.string().trim().max(32).optional(),
  building: z.string().trim().max(32).optional(),
  usage: z.string().trim().max(16).optional(),
  rentalStatus: z.string().trim().max(16).optional(),
  areaMin: z.coerce.number().min(0, 'must not be negative').optional(),
  areaMax: z.coerce.number().min(0, 'must not be negative').optional(),
  priceMin: z.coerce.number().min(0, 'must not be negative').optional(),
  priceMax: z.coerce.number().min(0, 'must not be negative').optional(),
};
const unitSortFields = {
  sortField: z.enum(['code', 'floor', 'grossArea', 'usableArea', 'refPrice', 'availableFrom']).default('code'),
  sortOrder: z.enum(['ascend', 'descend']).default('ascend'),
};
type RangeFilter = { areaMin?: number; areaMax?: number; priceMin?: number; priceMax?: number };
const ordered = (min?: number, max?: number) => min === undefined || max === undefined || min <= max;
/** zod 4 cannot omit fields of a refined object, so the range checks are added to each schema. */
const withRanges = <T extends z.ZodType<RangeFilter>>(schema: T) =>
  schema
    .refine((q) => ordered(q.areaMin, q.areaMax), { path: ['areaMax'], message: 'must not be below areaMin' })
    .refine((q) => ordered(q.priceMin, q.priceMax), { path: ['priceMax'], message: 'must not be below priceMin' });

export const unitQuery = withRanges(
  z.object({
    current: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(20),
    ...unitFilterFields,
    ...unitSortFields,
  }),
);
/** The export writes the list in the order the screen shows it. */
export const unitExportQuery = withRanges(z.object({ ...unitFilterFields, ...unitSortFields }));
export type UnitFilter = z.infer<typeof unitExportQuery>;

/** A building of the park as the screens' filters list it. */
export const buildingItem = z.object({ building: z.string(), unitCount: z.number().int(), availableCount: z.number().int() });
