import { isTagColor, TAG_COLOR_RULE } from '@shared/tagColor';
import { z } from 'zod';
import { id, idParam, pageFields } from '../../lib/fields';

const status = z.enum(['active', 'disabled']);

export const dictType = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  remark: z.string().nullable(),
  status,
  builtIn: z.boolean(),
  itemCount: z.number().int(),
});

export const dictItem = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  label: z.string(),
  value: z.string(),
  parentValue: z.string().nullable(),
  order: z.number().int(),
  color: z.string().nullable(),
  isDefault: z.boolean(),
  status,
  remark: z.string().nullable(),
});

export const rootQuery = z.object({
  ...pageFields,
  keyword: z.string().trim().max(64).optional(),
});

export const listQuery = z.object({
  typeId: idParam,
  current: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
  keyword: z.string().trim().max(64).optional(),
  parentValue: z.string().trim().max(64).optional(),
});

export const listNameQuery = z.object({
  name: z.string().trim().min(1, 'is required').max(64),
  /** Children of one parent in a hierarchical dictionary; top level with an empty value. */
  parentValue: z.string().trim().max(64).optional(),
});

const typeFields = {
  name: z
    .string()
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(64)
    .regex(/^[a-z][a-z0-9_]*$/, 'must start with a lower-case letter and use a-z, 0-9 or _'),
  title: z.string().trim().min(1, 'is required').max(64),
  remark: z.string().trim().max(500).nullish(),
  status: status.default('active'),
};
const itemFields = {
  typeId: id,
  label: z.string().trim().min(1, 'is required').max(128),
  value: z.string().trim().min(1, 'is required').max(64),
  parentValue: z.string().trim().max(64).nullish(),
  order: z.number().int().min(0).max(99999).default(0),
  // Empty means no colour (the editable table sends '' for a cleared select).
  color: z
    .string()
    .trim()
    .refine(isTagColor, TAG_COLOR_RULE)
    .nullish()
    .or(z.literal('').transform(() => null)),
  isDefault: z.boolean().default(false),
  status: status.default('active'),
  remark: z.string().trim().max(500).nullish(),
};

/** One call creates a type (kind "type") or an item of a type (kind "item"). */
export const dictCreate = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('type'), ...typeFields }),
  z.object({ kind: z.literal('item'), ...itemFields }),
]);
export const dictUpdate = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('type'), id: id, ...typeFields }),
  z.object({ kind: z.literal('item'), id: id, ...itemFields }),
]);
export const dictDelete = z.object({ kind: z.enum(['type', 'item']), id: id });
