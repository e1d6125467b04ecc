import { z } from 'zod';
import { PHONE_PATTERN, PHONE_RULE } from '@shared/phone';
import { id, idParam, isoDay, pageFields } from '../../lib/fields';

const phone = z
  .string()
  .trim()
  .regex(PHONE_PATTERN, PHONE_RULE)
  .nullish()
  .or(z.literal('').transform(() => null));
const email = z
  .string()
  .trim()
  .email('must be an e-mail address')
  .max(128)
  .nullish()
  .or(z.literal('').transform(() => null));
const text = (max: number) => z.string().trim().max(max).nullish();

export const organization = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string().nullable(),
  type: z.string(),
  creditCode: z.string().nullable(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  regionCode: z.string().nullable(),
  status: z.enum(['active', 'disabled']),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export const organizationQuery = z.object({
  ...pageFields,
  name: z.string().trim().max(64).optional(),
  type: z.string().max(32).optional(),
  status: z.enum(['active', 'disabled']).optional(),
});
export const organizationPost = z.object({
  id: id.optional(),
  name: z.string().trim().min(2, 'must be at least 2 characters').max(128),
  shortName: text(64),
  type: z.string().trim().min(1, 'is required').max(32),
  creditCode: z
    .string()
    .trim()
    .regex(/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/, 'must be an 18-character unified social credit code')
    .nullish()
    .or(z.literal('').transform(() => null)),
  contact: text(64),
  phone,
  address: text(255),
  regionCode: text(12),
  status: z.enum(['active', 'disabled']).default('active'),
  remark: text(500),
});

export const department = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  ancestors: z.string(),
  name: z.string(),
  order: z.number().int(),
  leader: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(['active', 'disabled']),
  remark: z.string().nullable(),
});
const departmentFields = {
  parentId: z.number().int().min(0).default(0),
  name: z.string().trim().min(1, 'is required').max(64),
  order: z.number().int().min(0).max(9999).default(0),
  leader: text(64),
  phone,
  email,
  status: z.enum(['active', 'disabled']).default('active'),
  remark: text(500),
};
export const departmentCreate = z.object(departmentFields);
export const departmentUpdate = z.object({ id: id, ...departmentFields }).omit({ parentId: true });
export const departmentMove = z.object({ id: id, parentId: z.number().int().min(0), order: z.number().int().min(0).max(9999).optional() });

export const job = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  order: z.number().int(),
  status: z.enum(['active', 'disabled']),
  remark: z.string().nullable(),
  memberCount: z.number().int(),
});
export const jobQuery = z.object({ ...pageFields, keyword: z.string().trim().max(64).optional(), status: z.enum(['active', 'disabled']).optional() });
export const jobPost = z.object({
  id: id.optional(),
  code: z
    .string()
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(32)
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'must start with a letter and use letters, digits, _ or -'),
  name: z.string().trim().min(1, 'is required').max(64),
  order: z.number().int().min(0).max(9999).default(0),
  status: z.enum(['active', 'disabled']).default('active'),
  remark: text(500),
});

export const memberJob = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  jobName: z.string(),
  departmentId: z.number().int(),
  departmentName: z.string(),
  isPrimary: z.boolean(),
});
export const member = z.object({
  id: z.number().int(),
  name: z.string(),
  employeeNo: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  departmentId: z.number().int(),
  departmentName: z.string().nullable(),
  userId: z.number().int().nullable(),
  joinedOn: z.string().nullable(),
  status: z.enum(['active', 'left']),
  jobs: z.array(memberJob),
});
export const memberQuery = z.object({
  ...pageFields,
  id: idParam.optional(),
  name: z.string().trim().max(64).optional(),
  phone: z.string().trim().max(32).optional(),
  /** The department and every department below it. */
  departmentId: idParam.optional(),
  jobId: idParam.optional(),
  status: z.enum(['active', 'left']).optional(),
});
export const memberPost = z.object({
  id: id.optional(),
  name: z.string().trim().min(1, 'is required').max(64),
  employeeNo: z
    .string()
    .trim()
    .max(32)
    .regex(/^[A-Za-z0-9-]+$/, 'must use letters, digits or -')
    .nullish()
    .or(z.literal('').transform(() => null)),
  gender: z.enum(['male', 'female']).nullish(),
  phone,
  email,
  departmentId: id,
  userId: id.nullish(),
  joinedOn: isoDay.nullish(),
  status: z.enum(['active', 'left']).default('active'),
  jobs: z
    .array(z.object({ jobId: id, departmentId: id, isPrimary: z.boolean().default(false) }))
    .max(20)
    .default([]),
});
export const jobDestroy = z.object({ id: id });

/** A department with those below it: the tree every department picker shows. */
export type DepartmentNode = { id: number; parentId: number; name: string; order: number; status: string; children?: DepartmentNode[] };
export const departmentNode = z
  .object({
    id: z.number().int(),
    parentId: z.number().int(),
    name: z.string(),
    order: z.number().int(),
    status: z.string(),
    get children() {
      return z.array(departmentNode).optional();
    },
  })
  .meta({ id: 'DepartmentNode' });
