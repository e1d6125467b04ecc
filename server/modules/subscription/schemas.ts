import { z } from 'zod';
import { subscriptionChannels, subscriptionKinds, subscriptionRhythms } from '../../db/schema';
import { id, pageFields } from '../../lib/fields';
import { policyCriteriaInput } from './criteria';

/** The contract of visitors' subscriptions (/api/visitor/subscriptions…) and of the one-click unsubscribe. */

const channels = z
  .array(z.enum(subscriptionChannels))
  .min(1, 'choose at least one channel')
  .max(2)
  .transform((list) => [...new Set(list)]);
const rhythm = z.enum(subscriptionRhythms);

export const subscription = z.object({
  id: z.number().int(),
  kind: z.enum(subscriptionKinds),
  criteria: z.record(z.string(), z.unknown()),
  channels: z.array(z.enum(subscriptionChannels)),
  rhythm,
  active: z.boolean(),
  /** What the subscription will send, in plain words. */
  description: z.string(),
  descriptionEn: z.string(),
  createdAt: z.string(),
});
export const subscribed = subscription.extend({ created: z.boolean().describe('false when the same subscription already existed') });
export const listQuery = z.object({ ...pageFields, kind: z.enum(subscriptionKinds).optional() });
export const subscriptionPage = z.object({ list: z.array(subscription), total: z.number().int(), current: z.number().int(), pageSize: z.number().int() });

export const createBody = z.object({ criteria: policyCriteriaInput, channels: channels.default(['inApp']), rhythm: rhythm.default('immediate') });
export const updateBody = z.object({ id, channels: channels.optional(), rhythm: rhythm.optional(), active: z.boolean().optional() });

/** The signed token of an unsubscribe link. */
export const unsubscribeToken = z.string().trim().min(10).max(200);
export const unsubscribeInfo = z.object({
  subscriptions: z.array(z.object({ id: z.number().int(), description: z.string(), descriptionEn: z.string(), active: z.boolean() })),
});
