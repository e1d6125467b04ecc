import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { todayOf } from '@shared/policyWindow';
import type { DbOrTx } from '../../db/client';
import { assistantConversations, assistantMessages, assistantPassages } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound, tooManyRequests } from '../../lib/errors';
import { rowTimes, type RateLimit } from '../../lib/rateLimit';
import { hashToken, newToken } from '../../lib/tokens';
import { answerQuestion, type Answer } from './answer';
import type { Turn } from './llm';
import * as s from './schemas';

type Conversation = typeof assistantConversations.$inferSelect;

/** A conversation its reader may use: their own (signed in), or one whose token they hold; 404 otherwise. */
async function conversationFor(db: DbOrTx, request: FastifyRequest, id: number, token: string | undefined): Promise<Conversation> {
  const [c] = await db.select().from(assistantConversations).where(eq(assistantConversations.id, id));
  const visitorId = request.visitor?.id ?? null;
  const mine = c && ((c.visitorId !== null && c.visitorId === visitorId) || (token !== undefined && hashToken(token) === c.tokenHash));
  if (!c || !mine) throw notFound('Conversation');
  return c;
}

/**
 * The question limit: at most QUESTIONS_PER_MINUTE in the last minute from the signed-in visitor or from the
 * address, counted where every instance sees it. Redis counts the visitor and the address each on its own; the
 * database counts the questions of either together (`recorded`).
 */
function questionLimit(db: DbOrTx, request: FastifyRequest): RateLimit {
  const visitorId = request.visitor?.id ?? null;
  const who = visitorId !== null ? or(eq(assistantMessages.visitorId, visitorId), eq(assistantMessages.ip, request.ip)) : eq(assistantMessages.ip, request.ip);
  return {
    name: 'assistant',
    subjects: visitorId !== null ? [`visitor:${visitorId}`, `ip:${request.ip}`] : [`ip:${request.ip}`],
    limit: s.QUESTIONS_PER_MINUTE,
    windowMs: 60_000,
    recorded: rowTimes(db, assistantMessages.createdAt, who, s.QUESTIONS_PER_MINUTE),
    refuse: (wait) => tooManyRequests(`Too many questions: at most ${s.QUESTIONS_PER_MINUTE} a minute. Try again in ${Math.max(1, Math.ceil(wait))} s`, wait),
  };
}

export type Asked = {
  answer: Answer;
  done: z.infer<typeof s.answerDone>;
  /** The conversation's earlier questions and answers, oldest first (for a language model; empty without one). */
  history: Turn[];
};

/** The earlier turns a language model is reminded of. */
const HISTORY_TURNS = 3;

/** POST /api/assistant/ask: the answer, stored with the question in its conversation (a new one without an id). */
export async function ask(deps: Deps, request: FastifyRequest, body: z.infer<typeof s.askBody>): Promise<Asked> {
  const now = deps.now();
  const visitorId = request.visitor?.id ?? null;
  const existing = body.conversationId !== undefined ? await conversationFor(deps.db, request, body.conversationId, body.token) : null;
  // Before the answer is looked for: a refused question costs nothing.
  await deps.rateLimits.take([questionLimit(deps.db, request)], now);
  const answer = await answerQuestion(deps, body.question, existing?.context ?? {}, visitorId);
  const history =
    existing && deps.config.llm && answer.passages.length
      ? (
          await deps.db
            .select({ question: assistantMessages.question, answer: assistantMessages.answer })
            .from(assistantMessages)
            .where(eq(assistantMessages.conversationId, existing.id))
            .orderBy(desc(assistantMessages.id))
            .limit(HISTORY_TURNS)
        ).reverse()
      : [];
  return deps.db.transaction(async (tx) => {
    // Questions sent at once from one address are counted one after the other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`assistant:${request.ip}`}))`);
    await deps.rateLimits.confirm([questionLimit(tx, request)], now);
    let token: string | null = null;
    let conversationId: number;
    if (existing) {
      conversationId = existing.id;
      await tx.update(assistantConversations).set({ context: answer.context, updatedAt: now }).where(eq(assistantConversations.id, existing.id));
    } else {
      token = newToken();
      const [row] = await tx
        .insert(assistantConversations)
        .values({
          tokenHash: hashToken(token),
          visitorId,
          title: body.question.replace(/\s+/g, ' ').slice(0, 200),
          context: answer.context,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: assistantConversations.id });
      conversationId = row.id;
    }
    const [m] = await tx
      .insert(assistantMessages)
      .values({
        conversationId,
        question: body.question,
        answer: answer.text,
        shape: answer.shape,
        answered: answer.answered,
        sources: answer.sources,
        curated: answer.curatedId !== undefined,
        curatedAnswerId: answer.curatedId ?? null,
        visitorId,
        ip: request.ip,
        createdAt: now,
      })
      .returning({ id: assistantMessages.id });
    return {
      answer,
      history,
      done: {
        conversationId,
        token,
        messageId: m.id,
        answered: answer.answered,
        shape: answer.shape,
        sources: answer.sources,
        related: answer.related,
        searchLink: answer.searchLink,
        text: answer.text,
      },
    };
  });
}

/**
 * A language model's answer replaces the one stored when the question was taken (the answer without a model,
 * kept if the model fails or the reader stops): its checked text and the sources it cites.
 */
export async function storeModelAnswer(deps: Deps, messageId: number, text: string, sources: Answer['sources']) {
  await deps.db.update(assistantMessages).set({ answer: text, sources }).where(eq(assistantMessages.id, messageId));
}

/** GET /api/assistant/conversation: a conversation's questions and answers, oldest first. */
export async function conversationDetail(deps: Deps, request: FastifyRequest, q: z.infer<typeof s.conversationQuery>) {
  const c = await conversationFor(deps.db, request, q.id, q.token);
  const rows = await deps.db.select().from(assistantMessages).where(eq(assistantMessages.conversationId, c.id)).orderBy(asc(assistantMessages.id)).limit(200);
  return {
    id: c.id,
    title: c.title,
    messages: rows.map((m) => ({
      id: m.id,
      question: m.question,
      answer: m.answer,
      answered: m.answered,
      sources: m.sources,
      vote: m.vote,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

/** GET /api/assistant/conversations: the signed-in visitor's conversations, latest first (the user centre). */
export async function listConversations(deps: Deps, visitorId: number, q: z.infer<typeof s.conversationsQuery>) {
  const where = eq(assistantConversations.visitorId, visitorId);
  const [{ total }] = await deps.db.select({ total: count() }).from(assistantConversations).where(where);
  const rows = await deps.db
    .select({
      id: assistantConversations.id,
      title: assistantConversations.title,
      updatedAt: assistantConversations.updatedAt,
      messageCount: sql<number>`(select count(*)::int from assistant_messages m where m.conversation_id = "assistant_conversations"."id")`,
    })
    .from(assistantConversations)
    .where(where)
    .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id))
    .limit(q.pageSize)
    .offset((q.current - 1) * q.pageSize);
  return {
    list: rows.map((r) => ({ ...r, messageCount: Number(r.messageCount), updatedAt: r.updatedAt.toISOString() })),
    total,
    current: q.current,
    pageSize: q.pageSize,
  };
}

/** POST /api/assistant/feedback: thumbs up or down on an answer, with a reason; a later vote replaces it. */
export async function feedback(deps: Deps, request: FastifyRequest, body: z.infer<typeof s.feedbackBody>) {
  const [m] = await deps.db
    .select({ conversationId: assistantMessages.conversationId })
    .from(assistantMessages)
    .where(eq(assistantMessages.id, body.messageId));
  if (!m) throw notFound('Answer');
  await conversationFor(deps.db, request, m.conversationId, body.token);
  await deps.db
    .update(assistantMessages)
    .set({ vote: body.vote, reason: body.reason || null })
    .where(eq(assistantMessages.id, body.messageId));
}

/** GET /api/assistant/suggestions: questions the portal's open policies answer, and the company question. */
export async function suggestions(deps: Deps): Promise<string[]> {
  const today = todayOf(deps.now());
  const rows = await deps.db
    .select({ title: assistantPassages.title })
    .from(assistantPassages)
    .where(
      and(
        eq(assistantPassages.kind, 'policy'),
        eq(assistantPassages.section, 'window'),
        eq(assistantPassages.live, true),
        sql`${assistantPassages.closesOn} >= ${today}::date`,
      ),
    )
    .orderBy(asc(assistantPassages.closesOn), asc(assistantPassages.id))
    .limit(3);
  const shapes = ['什么时候截止？', '需要准备哪些材料？', '最高补贴多少？'];
  return [...rows.map((r, i) => `${r.title.replace(/关于(开展)?/, '').replace(/的通知$/, '')}${shapes[i]}`), '我们是小型软件企业，能申报哪些政策？'];
}
