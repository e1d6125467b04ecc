import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import { idBody } from '../../lib/fields';
import * as s from './schemas';
import { deleteSubscription, listSubscriptions, subscribeToPolicies, updateSubscription } from './service';
import { unsubscribe, unsubscribeInfo } from './unsubscribe';

const tags = ['visitor'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope };

/** A visitor's subscriptions, and the one-click unsubscribe of the links in their mail. */
export const subscriptionRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/api/visitor/subscriptions';
    app.get(
      base,
      {
        config: { visitor: true },
        schema: {
          tags,
          operationId: 'visitorSubscriptions',
          summary: 'My subscriptions, newest first',
          querystring: s.listQuery,
          response: { 200: envelope(s.subscriptionPage), ...errors },
        },
      },
      async (request) => ok(await listSubscriptions(deps, request.visitor!.id, request.query)),
    );
    app.post(
      base,
      {
        config: { visitor: true },
        schema: {
          tags,
          operationId: 'visitorSubscribe',
          summary: 'Subscribe to policies by tags, departments, levels, regions, support types and a keyword; says in plain words what will be sent',
          body: s.createBody,
          response: { 200: envelope(s.subscribed), ...errors },
        },
      },
      async (request) => ok(await subscribeToPolicies(deps, request, request.body)),
    );
    app.post(
      `${base}/update`,
      {
        config: { visitor: true },
        schema: {
          tags,
          operationId: 'visitorUpdateSubscription',
          summary: 'Change channels, rhythm, or turn on or off',
          body: s.updateBody,
          response: { 200: envelope(s.subscription), ...errors },
        },
      },
      async (request) => ok(await updateSubscription(deps, request, request.body)),
    );
    app.post(
      `${base}/delete`,
      {
        config: { visitor: true },
        schema: {
          tags,
          operationId: 'visitorDeleteSubscription',
          summary: 'Delete a subscription',
          body: idBody,
          response: { 200: envelope(z.object({ id: z.number().int() })), ...errors },
        },
      },
      async (request) => ok(await deleteSubscription(deps, request, request.body.id)),
    );

    // Mail clients' one-click unsubscribe (RFC 8058) posts "List-Unsubscribe=One-Click" as a form; the token
    // in the address is all that counts.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
    const tokenQuery = z.object({ token: s.unsubscribeToken });
    app.get(
      '/api/visitor/unsubscribe',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'unsubscribeInfo',
          summary: 'What an unsubscribe link would turn off (no sign-in)',
          querystring: tokenQuery,
          response: { 200: envelope(s.unsubscribeInfo), 400: errorEnvelope },
        },
      },
      async (request) => ok(await unsubscribeInfo(deps, request.query.token)),
    );
    app.post(
      '/api/visitor/unsubscribe',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'unsubscribe',
          summary: 'Turn off the subscriptions an unsubscribe link names (one click, no sign-in)',
          querystring: tokenQuery,
          response: { 200: envelope(z.object({ unsubscribed: z.number().int() })), 400: errorEnvelope },
        },
      },
      async (request) => ok(await unsubscribe(deps, request, request.query.token)),
    );
  };
