import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import * as s from './schemas';
import * as service from './service';

const tags = ['assistant'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope };

/** The answer's text in pieces of about this many characters, so the screen shows it as it comes. */
const PIECE = 12;

/** One Server-Sent Event. */
const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

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
            'Ask a question (1–2,000 characters); the answer streams as Server-Sent Events: `delta` {text} pieces, then `done` {conversationId, token, messageId, sources, related, searchLink}. At most 20 questions a minute (429)',
          body: s.askBody,
          produces: ['text/event-stream'],
          response: { 200: z.string().describe('text/event-stream: delta events, then done'), ...errors, 429: errorEnvelope },
        },
      },
      async (request, reply) => {
        // Everything that can fail (404, 429) fails before the stream starts, as an ordinary JSON error.
        const { answer, done } = await service.ask(deps, request, request.body);
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-store',
          'x-content-type-options': 'nosniff',
          'x-accel-buffering': 'no',
          connection: 'keep-alive',
        });
        let stopped = false;
        request.raw.on('close', () => {
          stopped = true;
        });
        const chars = [...answer.text];
        for (let at = 0; at < chars.length && !stopped; at += PIECE) {
          res.write(event('delta', { text: chars.slice(at, at + PIECE).join('') }));
          // Give the socket a turn between pieces: the reader sees the answer grow, and a stop is heard.
          await new Promise<void>((resolve) => {
            setImmediate(resolve);
          });
        }
        if (!stopped) res.write(event('done', done));
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
