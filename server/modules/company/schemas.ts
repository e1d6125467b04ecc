import { z } from 'zod';
import { ipClasses } from '../../db/schema';
import { creditCodeProblem } from '@shared/creditCode';
import { COMPANY_PHONE_PATTERN, COMPANY_PHONE_RULE } from '@shared/phone';
import { id, idParam, isoDay, pageFields } from '../../lib/fields';

export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);
export const money = z
  .number()
  .min(0, 'must not be negative')
  .max(1e12)
  .nullish()
  .transform((v) => v ?? null);
export const count = z
  .number()
  .int()
  .min(0, 'must not be negative')
  .max(10_000_000)
  .nullish()
  .transform((v) => v ?? null);
const phone = z
  .string()
  .trim()
  .regex(COMPANY_PHONE_PATTERN, COMPANY_PHONE_RULE)
  .nullish()
  .or(z.literal('').transform(() => null));
const optionalDay = isoDay.nullish().transform((v) => v ?? null);

export const creditCode = z
  .string()
  .trim()
  .toUpperCase()
  .superRefine((code, ctx) => {
    const problem = creditCodeProblem(code);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const figure = z.object({
  year: z.number().int().min(1980).max(2100),
  revenue: money,
  rdSpend: money,
  netAssets: z
    .number()
    .min(-1e12)
    .max(1e12)
    .nullish()
    .transform((v) => v ?? null),
  totalAssets: money,
  staffCount: count,
  techStaffCount: count,
});
const contact = z.object({
  name: z.string().trim().min(1, 'is required').max(64),
  title: text(64),
  phone,
  email: z
    .string()
    .trim()
    .email('must be an e-mail address')
    .max(128)
    .nullish()
    .or(z.literal('').transform(() => null)),
  isPrimary: z.boolean().default(false),
});
const qualification = z.object({
  qualification: z.string().trim().min(1, 'is required').max(32),
  certificateNo: text(64),
  issuedOn: optionalDay,
  expiresOn: optionalDay,
});
const partner = z.object({
  name: z.string().trim().min(1, 'is required').max(128),
  industryCode: text(8),
  contact: text(64),
  phone,
  annualAmount: money,
  since: z
    .number()
    .int()
    .min(1900)
    .max(2100)
    .nullish()
    .transform((v) => v ?? null),
});

export const companyInput = z
  .object({
    name: z.string().trim().min(2, 'must be at least 2 characters').max(128),
    creditCode,
    legalPerson: text(64),
    foundedOn: optionalDay,
    registeredCapital: money,
    industryCode: text(8),
    scale: text(16),
    staffCount: count,
    techStaffCount: count,
    status: z.string().trim().min(1).max(16).default('active'),
    regionCode: text(12),
    address: text(255),
    website: z
      .string()
      .trim()
      .url('must be a web address')
      .max(255)
      .nullish()
      .or(z.literal('').transform(() => null)),
    intro: text(5000),
    building: text(32),
    /** Sub-collections: when given, each replaces what the company had. */
    contacts: z.array(contact).max(50).optional(),
    figures: z.array(figure).max(30).optional(),
    ip: z.partialRecord(z.enum(ipClasses), z.number().int().min(0, 'must not be negative').max(1_000_000)).optional(),
    qualifications: z.array(qualification).max(20).optional(),
    customers: z.array(partner).max(200).optional(),
    suppliers: z.array(partner).max(200).optional(),
  })
  .superRefine((c, ctx) => {
    if (c.techStaffCount !== null && c.staffCount !== null && c.techStaffCount > c.staffCount) {
      ctx.addIssue({ code: 'custom', path: ['techStaffCount'], message: 'cannot exceed staffCount' });
    }
    const years = (c.figures ?? []).map((f) => f.year);
    const dup = years.find((y, i) => years.indexOf(y) !== i);
    if (dup) ctx.addIssue({ code: 'custom', path: ['figures'], message: `year ${dup} is listed twice` });
    (c.figures ?? []).forEach((f, i) => {
      if (f.techStaffCount !== null && f.staffCount !== null && f.techStaffCount > f.staffCount) {
        ctx.addIssue({ code: 'custom', path: ['figures', i, 'techStaffCount'], message: 'cannot exceed staffCount' });
      }
    });
  });
export const companyUpdate = z.intersection(z.object({ id: id }), companyInput);

export const companyItem = z.object({
  id: z.number().int(),
  name: z.string(),
  creditCode: z.string(),
  legalPerson: z.string().nullable(),
  foundedOn: z.string().nullable(),
  registeredCapital: z.number().nullable(),
  industryCode: z.string().nullable(),
  scale: z.string().nullable(),
  staffCount: z.number().int().nullable(),
  techStaffCount: z.number().int().nullable(),
  status: z.string(),
  regionCode: z.string().nullable(),
  address: z.string().nullable(),
  building: z.string().nullable(),
  qualifications: z.array(z.string()),
  createdAt: z.string(),
});

export const companyDetail = companyItem.extend({
  website: z.string().nullable(),
  intro: z.string().nullable(),
  contacts: z.array(contact.extend({ id: z.number().int(), title: z.string().nullable(), phone: z.string().nullable(), email: z.string().nullable() })),
  figures: z.array(
    z.object({
      year: z.number().int(),
      revenue: z.number().nullable(),
      rdSpend: z.number().nullable(),
      netAssets: z.number().nullable(),
      totalAssets: z.number().nullable(),
      staffCount: z.number().int().nullable(),
      techStaffCount: z.number().int().nullable(),
    }),
  ),
  ip: z.record(z.string(), z.number().int()),
  qualificationDetails: z.array(
    z.object({
      id: z.number().int(),
      qualification: z.string(),
      certificateNo: z.string().nullable(),
      issuedOn: z.string().nullable(),
      expiresOn: z.string().nullable(),
    }),
  ),
  tenancies: z.array(
    z.object({
      id: z.number().int(),
      unitId: z.number().int(),
      unitCode: z.string(),
      building: z.string(),
      floor: z.number().int(),
      usableArea: z.number(),
      moveInOn: z.string(),
      moveOutOn: z.string().nullable(),
    }),
  ),
  customers: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      industryCode: z.string().nullable(),
      contact: z.string().nullable(),
      phone: z.string().nullable(),
      annualAmount: z.number().nullable(),
      since: z.number().int().nullable(),
    }),
  ),
  suppliers: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      industryCode: z.string().nullable(),
      contact: z.string().nullable(),
      phone: z.string().nullable(),
      annualAmount: z.number().nullable(),
      since: z.number().int().nullable(),
    }),
  ),
  recruitPosts: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      typeName: z.string(),
      headcount: z.number().int(),
      status: z.string(),
      publishedOn: z.string().nullable(),
    }),
  ),
});

export const companyQuery = z.object({
  ...pageFields,
  name: z.string().trim().max(64).optional(),
  creditCode: z.string().trim().max(18).optional(),
  industryCode: z.string().trim().max(8).optional(),
  scale: z.string().trim().max(16).optional(),
  status: z.string().trim().max(16).optional(),
  qualification: z.string().trim().max(32).optional(),
  building: z.string().trim().max(32).optional(),
  sortField: z.enum(['name', 'foundedOn', 'registeredCapital', 'staffCount', 'createdAt']).default('createdAt'),
  sortOrder: z.enum(['ascend', 'descend']).default('descend'),
});

export const partnerQuery = z.object({
  ...pageFields,
  companyId: idParam.optional(),
  name: z.string().trim().max(64).optional(),
});
export const partnerItem = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  name: z.string(),
  industryCode: z.string().nullable(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  annualAmount: z.number().nullable(),
  since: z.number().int().nullable(),
});

export const recruitType = z.object({
  id: z.number().int(),
  name: z.string(),
  order: z.number().int(),
  status: z.enum(['active', 'disabled']),
  postCount: z.number().int(),
});
export const recruitTypeInput = z.object({
  name: z.string().trim().min(1, 'is required').max(64),
  order: z.number().int().min(0).max(9999).default(0),
  status: z.enum(['active', 'disabled']).default('active'),
});
export const recruitTypeUpdate = recruitTypeInput.extend({ id: id });

const postFields = {
  companyId: id,
  typeId: id,
  title: z.string().trim().min(1, 'is required').max(128),
  headcount: z.number().int().min(1, 'must be at least 1').max(10000).default(1),
  salaryMin: z
    .number()
    .int()
    .min(0, 'must not be negative')
    .max(10_000_000)
    .nullish()
    .transform((v) => v ?? null),
  salaryMax: z
    .number()
    .int()
    .min(0, 'must not be negative')
    .max(10_000_000)
    .nullish()
    .transform((v) => v ?? null),
  education: text(32),
  experience: text(32),
  description: text(5000),
  status: z.enum(['open', 'closed']).default('open'),
  publishedOn: optionalDay,
};
const salaryOrder = (p: { salaryMin: number | null; salaryMax: number | null }) => p.salaryMin === null || p.salaryMax === null || p.salaryMin <= p.salaryMax;
export const recruitPostInput = z.object(postFields).refine(salaryOrder, { path: ['salaryMax'], message: 'must not be below salaryMin' });
export const recruitPostUpdate = z.object({ id: id, ...postFields }).refine(salaryOrder, { path: ['salaryMax'], message: 'must not be below salaryMin' });
export const recruitPost = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  title: z.string(),
  headcount: z.number().int(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  education: z.string().nullable(),
  experience: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  publishedOn: z.string().nullable(),
});
export const recruitQuery = z.object({
  ...pageFields,
  id: idParam.optional(),
  companyId: idParam.optional(),
  typeId: idParam.optional(),
  status: z.enum(['open', 'closed']).optional(),
  keyword: z.string().trim().max(64).optional(),
});

// ---------- import from .xlsx ----------

export const importQuery = z.object({
  /** true: write the valid rows and report the others; false (default): write nothing when any row is rejected. */
  skipInvalid: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});
export const importRejection = z.object({
  /** The row number as the spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  /** The column's header as written in the file. */
  column: z.string(),
  /** The cell as read, '' when empty. */
  value: z.string(),
  message: z.string(),
});
export const importResult = z.object({
  /** Data rows read (blank rows and the template's example row not counted). */
  total: z.number().int(),
  imported: z.number().int(),
  /** How many rows have at least one problem. */
  rejectedRows: z.number().int(),
  rejected: z.array(importRejection),
});
