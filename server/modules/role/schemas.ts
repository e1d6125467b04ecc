import { z } from 'zod';
import { dataScopes } from '../../db/schema';
import { id, idParam, pageFields } from '../../lib/fields';

export const roleItem = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  dataScope: z.enum(dataScopes),
  status: z.enum(['active', 'disabled']),
  remark: z.string().nullable(),
  order: z.number().int(),
  /** How many accounts hold the role. */
  userCount: z.number().int(),
  createdAt: z.string(),
});

export const roleDetail = roleItem.extend({
  resourceIds: z.array(z.number().int()),
  departmentIds: z.array(z.number().int()),
});

export const roleQuery = z.object({
  ...pageFields,
  name: z.string().trim().max(64).optional(),
  code: z.string().trim().max(64).optional(),
  status: z.enum(['active', 'disabled']).optional(),
});

export const roleInput = z.object({
  name: z.string().trim().min(1, 'is required').max(64),
  code: z
    .string()
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(64)
    .regex(/^[a-z][a-z0-9_-]*$/, 'must start with a lower-case letter and use a-z, 0-9, _ or -'),
  dataScope: z.enum(dataScopes).default('self'),
  /** The departments a `custom` data scope covers. */
  departmentIds: z.array(id).max(500).default([]),
  status: z.enum(['active', 'disabled']).default('active'),
  remark: z.string().trim().max(500).nullish(),
  order: z.number().int().min(0).max(9999).default(0),
});
export const roleUpdate = roleInput.extend({ id: id });
/** The legacy `post` call creates without an id and updates with one. */
export const rolePost = roleInput.extend({ id: id.optional() });

export const roleMenuQuery = z.object({ roleId: idParam, appName: z.string().max(64).default('portal') });
export const roleMenuSave = z.object({
  roleId: id,
  /** The app whose grants are replaced; grants in other apps stay as they are. */
  appName: z.string().trim().min(1).max(64).default('portal'),
  resourceIds: z.array(id).max(2000),
});
