import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayOf } from '@shared/policyWindow';
import type { AssistantSource } from '../../db/schema';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import { checkCitations, citationStream, LlmFailure, numberPassages, promptOf, streamCompletion } from './llm';
import * as s from './schemas';
import * as service from './service';

const tags = ['assistant'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope };

/** The answer's text in pieces of about this many characters, so the screen shows it as it comes. */
const PIECE = 12;

/** One Server-Sent Event. */
const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The answer worded by the language model from the passages the answer without a model was made from: its
 * tokens streamed as `delta` events as they come, its citations checked, stored in place of the answer
 * without a model. Null when the model failed (logged by reason only: never the key, the prompt or the
 * reply) or the reader stopped; the caller then sends the answer without a model.
 */
async function answerByModel(
  deps: Deps,
  request: FastifyRequest,
  question: string,
  asked: service.Asked,
  signal: AbortSignal,
  onToken: (text: string) => void,
): Promise<{ text: string; sources: AssistantSource[] } | null> {
  const { timeouts, ...llm } = deps.config.llm!;
  const passages = numberPassages(asked.answer.passages);
  const shown = citationStream(passages);
  const show = (text: string) => {
    if (text) onToken(text);
  };
  const started = Date.now();
  try {
    const reply = await streamCompletion(llm, promptOf(question, passages, asked.history, todayOf(deps.now())), {
      signal,
      timeouts,
      onToken: (text) => show(shown.push(text)),
    });
    const checked = checkCitations(reply, passages);
    // An answer that cites none of the passages is one without a source: not given.
    if (!checked.sources.length) throw new LlmFailure('uncited');
    show(shown.flush());
    await service.storeModelAnswer(deps, asked.done.messageId, checked.text, checked.sources);
    request.log.info(
      { llmMs: Date.now() - started, cited: checked.sources.length, droppedCitations: checked.dropped },
      'assistant: answered by the language model',
    );
    return { text: checked.text, sources: checked.sources };
  } catch (err) {
    const reason = err instanceof LlmFailure ? err.reason : 'error';
    const status = err instanceof LlmFailure ? err.status : undefined;
    if (reason === 'stopped') request.log.info({ llmMs: Date.now() - started }, 'assistant: the reader stopped the answer');
    else
      request.log.warn(
        { llmFailure: reason, ...(status ? { llmStatus: status } : {}), llmMs: Date.now() - started },
        'assistant: the language model failed; answered without it',
      );
    return null;
  }
}

/**
 * The policy assistant (issue #21, the /robot screen): questions answered from the portal's published
 * policies, articles and pages with their sources, over Server-Sent Events; conversations, feedback and
 * suggested questions. Open to visitors; a signed-in visitor's conversations are theirs and listed for them.
 */
export const assistantRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/assistant/ask',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'askAssistant',
          summary:
            'Ask a question (1–2,000 characters); the answer streams as Server-Sent Events: `delta` {text} pieces, then `done` {conversationId, token, messageId, sources, related, searchLink, text}, whose text replaces the pieces shown. With a language model configured (LLM_*), the pieces are its tokens. At most 20 questions a minute (429)',
          body: s.askBody,
          produces: ['text/event-stream'],
          response: { 200: z.string().describe('text/event-stream: delta events, then done'), ...errors, 429: errorEnvelope },
        },
      },
      async (request, reply) => {
        // Everything that can fail (404, 429, 400) fails before the stream starts, as an ordinary JSON error.
        const asked = await service.ask(deps, request, request.body);
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-store',
          'x-content-type-options': 'nosniff',
          'x-accel-buffering': 'no',
          connection: 'keep-alive',
        });
        // The reader going away (the stop button) ends the answer, and the request to a model with it.
        const reader = new AbortController();
        res.on('close', () => {
          if (!res.writableEnded) reader.abort();
        });
        // Gone already while the answer was being found.
        if (res.destroyed) reader.abort();
        const send = (name: string, data: unknown) => {
          if (!reader.signal.aborted) res.write(event(name, data));
        };
        let done = asked.done;
        let modelPieces = 0;
        const byModel =
          deps.config.llm && asked.answer.passages.length
            ? await answerByModel(deps, request, request.body.question, asked, reader.signal, (text) => {
                modelPieces += 1;
                send('delta', { text });
              })
            : null;
        if (byModel) {
          done = { ...done, text: byModel.text, sources: byModel.sources };
        } else if (!modelPieces) {
          // The answer without a model, in pieces. After a model failed part way, `done.text` replaces what it sent instead.
          const chars = [...asked.answer.text];
          for (let at = 0; at < chars.length && !reader.signal.aborted; at += PIECE) {
            send('delta', { text: chars.slice(at, at + PIECE).join('') });
            // Give the socket a turn between pieces: the reader sees the answer grow, and a stop is heard.
            await new Promise<void>((resolve) => {
              setImmediate(resolve);
            });
          }
        }
        send('done', done);
        res.end();
      },
    );

    app.get(
      '/api/assistant/suggestions',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'assistantSuggestions',
          summary: 'Suggested questions, from the open policies',
          response: { 200: envelope(s.suggestions) },
        },
      },
      async () => ok(await service.suggestions(deps)),
    );

    app.get(
      '/api/assistant/conversation',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'assistantConversation',
          summary: "A conversation's questions and answers: the signed-in visitor's own, or by its token",
          querystring: s.conversationQuery,
          response: { 200: envelope(s.conversationDetail), ...errors },
        },
      },
      async (request) => ok(await service.conversationDetail(deps, request, request.query)),
    );

    app.get(
      '/api/assistant/conversations',
      {
        config: { visitor: true },
        schema: {
          tags,
          operationId: 'assistantConversations',
          summary: "The signed-in visitor's conversations, latest first (user centre)",
          querystring: s.conversationsQuery,
          response: { 200: envelope(s.conversationList), ...errors },
        },
      },
      async (request) => ok(await service.listConversations(deps, request.visitor!.id, request.query)),
    );

    app.post(
      '/api/assistant/feedback',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'assistantFeedback',
          summary: 'Thumbs up or down on an answer, with an optional reason (the conversation owner or token holder)',
          body: s.feedbackBody,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (request) => {
        await service.feedback(deps, request, request.body);
        return ok(null);
      },
    );
  };
