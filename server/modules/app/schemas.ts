import { isMenuIconName } from '@shared/menuIcons';
import { z } from 'zod';
import { resourceTypes } from '../../db/schema';
import { menuResource } from '../resource/schemas';
import { id, pageFields } from '../../lib/fields';

export const appItem = z.object({
  id: z.number().int(),
  appName: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  menuCount: z.number().int(),
  createdAt: z.string(),
});

export const appQuery = z.object({
  ...pageFields,
  keyword: z.string().trim().max(64).optional(),
});

export const appPost = z.object({
  id: id.optional(),
  appName: z
    .string()
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(64)
    .regex(/^[a-z][a-z0-9-]*$/, 'must start with a lower-case letter and use a-z, 0-9 or -'),
  title: z.string().trim().min(1, 'is required').max(128),
  description: z.string().trim().max(500).nullish(),
});

export const menusQuery = z.object({ appName: z.string().trim().min(1, 'is required').max(64) });

export const menuInput = z.object({
  appName: z.string().trim().min(1, 'is required').max(64),
  parentId: z.number().int().min(0).default(0),
  resourceName: z.string().trim().min(1, 'is required').max(64),
  resourceKey: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(128)
    .regex(/^[a-z][a-z0-9-]*(:[a-z][a-z0-9-]*)*$/, 'must look like area or area:action, e.g. company:update'),
  resourcePath: z.string().trim().max(255).default(''),
  resourceIcon: z
    .string()
    .trim()
    .refine((name) => name === '' || isMenuIconName(name), 'must be one of the menu icons the editor offers')
    .default(''),
  type: z.enum(resourceTypes).default('menu'),
  order: z.number().int().min(0).max(99999).default(0),
  visible: z.boolean().default(true),
});
export const menuUpdate = menuInput.extend({ id: id });

export { menuResource };
