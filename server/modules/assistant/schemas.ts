import { z } from 'zod';
import { passageKinds } from '@shared/assistant';
import { id, pageFields } from '../../lib/fields';

/** The longest question. */
export const MAX_QUESTION = 2000;
/** Questions a visitor (or an address) may ask a minute. */
export const QUESTIONS_PER_MINUTE = 20;

const token = z.string().trim().min(16).max(100);

export const askBody = z.object({
  question: z.string().trim().min(1, 'is required').max(MAX_QUESTION, `is at most ${MAX_QUESTION} characters`),
  /** Continue a conversation: its id and, unless it is the signed-in visitor's own, its token. */
  conversationId: id.optional(),
  token: token.optional(),
});

export const source = z.object({
  n: z.number().int(),
  kind: z.enum(passageKinds),
  title: z.string(),
  link: z.string(),
  section: z.string(),
});
export const related = z.object({ title: z.string(), link: z.string() });

/** The last event of an answer's stream (`event: done`), also what a stored answer reads as. */
export const answerDone = z.object({
  conversationId: z.number().int(),
  token: z.string().nullable(),
  messageId: z.number().int(),
  answered: z.boolean(),
  shape: z.string(),
  sources: z.array(source),
  related: z.array(related),
  searchLink: z.string().nullable(),
  /**
   * The answer's final text, as stored: the screen shows it in place of the pieces streamed before (a model's
   * citation that was dropped, or the answer without a model after the model failed part way).
   */
  text: z.string(),
});

export const message = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  answered: z.boolean(),
  sources: z.array(source),
  vote: z.enum(['up', 'down']).nullable(),
  createdAt: z.string(),
});

export const conversationQuery = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647), token: token.optional() });
export const conversationDetail = z.object({ id: z.number().int(), title: z.string(), messages: z.array(message) });

export const conversationsQuery = z.object(pageFields);
export const conversationItem = z.object({ id: z.number().int(), title: z.string(), messageCount: z.number().int(), updatedAt: z.string() });
export const conversationList = z.object({ list: z.array(conversationItem), total: z.number().int(), current: z.number().int(), pageSize: z.number().int() });

export const feedbackBody = z.object({
  messageId: id,
  token: token.optional(),
  vote: z.enum(['up', 'down']),
  reason: z.string().trim().max(200).optional(),
});

export const suggestions = z.array(z.string());
