import { z } from 'zod';

const area = z.number().positive('must be greater than 0').max(1_000_000);
const unitFields = {
  code: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(32)
    .regex(/^[A-Za-z0-9-]+$/, 'must use letters, digits or -'),
  building: z.string().trim().min(1, 'is required').max(32),
  floor: z.number().int().min(-5).max(200),
  usage: z.string().trim().min(1, 'is required').max(16),
  rentalStatus: z.string().trim().min(1).max(16).default('available'),
  fitoutStatus: z.string().trim().min(1).max(16).default('bare'),
  grossArea: area,
  usableArea: area,
  refPrice: z.number().min(0, 'must not be negative').max(100_000),
  photos: z.array(z.object({ url: z.string().max(500), thumbUrl: z.string().max(500).optional() })).max(20).default([]),
  floorPlan: z.string().trim().max(500).nullish().transform((v) => v || null),
  availableFrom: z.iso.date('must be a date (YYYY-MM-DD)').nullish().transform((v) => v ?? null),
  lng: z.number().min(-180).max(180).nullish().transform((v) => v ?? null),
  lat: z.number().min(-90).max(90).nullish().transform((v) => v ?? null),
  description: z.string().trim().max(5000).nullish().transform((v) => v || null),
};
const usableWithinGross = (u: { grossArea: number; usableArea: number }) => u.usableArea <= u.grossArea;
export const unitInput = z.object(unitFields).refine(usableWithinGross, { path: ['usableArea'], message: 'cannot exceed grossArea' });
export const unitUpdate = z.object({ id: z.number().int().positive(), ...unitFields }).refine(usableWithinGross, { path: ['usableArea'], message: 'cannot exceed grossArea' });

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

export const unitQuery = z
  .object({
    current: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(20),
    keyword: z.string().trim().max(32).optional(),
    building: z.string().trim().max(32).optional(),
    usage: z.string().trim().max(16).optional(),
    rentalStatus: z.string().trim().max(16).optional(),
    areaMin: z.coerce.number().min(0, 'must not be negative').optional(),
    areaMax: z.coerce.number().min(0, 'must not be negative').optional(),
    priceMin: z.coerce.number().min(0, 'must not be negative').optional(),
    priceMax: z.coerce.number().min(0, 'must not be negative').optional(),
    sortField: z.enum(['code', 'usableArea', 'refPrice', 'availableFrom']).default('code'),
    sortOrder: z.enum(['ascend', 'descend']).default('ascend'),
  })
  .refine((q) => q.areaMin === undefined || q.areaMax === undefined || q.areaMin <= q.areaMax, { path: ['areaMax'], message: 'must not be below areaMin' })
  .refine((q) => q.priceMin === undefined || q.priceMax === undefined || q.priceMin <= q.priceMax, { path: ['priceMax'], message: 'must not be below priceMin' });
