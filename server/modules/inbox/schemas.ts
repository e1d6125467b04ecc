import { z } from 'zod';
import { inboxKinds } from '../../db/schema';
import { pageFields } from '../../lib/fields';

/** The contract of a visitor's inbox (/api/visitor/inbox…). */

const messageId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const message = z.object({
  id: z.number().int(),
  kind: z.enum(inboxKinds),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  policyIds: z.array(z.number().int()),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export const inboxQuery = z.object({
  ...pageFields,
  unreadOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  kind: z.enum(inboxKinds).optional(),
});
export const inboxPage = z.object({
  list: z.array(message),
  total: z.number().int(),
  current: z.number().int(),
  pageSize: z.number().int(),
  unreadCount: z.number().int(),
});
export const readBody = z
  .object({ ids: z.array(messageId).max(200).optional(), all: z.literal(true).optional() })
  .refine((b) => b.all || b.ids?.length, { message: 'give the ids of the messages, or all: true', path: ['ids'] });
export const removeBody = z.object({ ids: z.array(messageId).min(1).max(200) });
export const unread = z.object({ unreadCount: z.number().int() });
