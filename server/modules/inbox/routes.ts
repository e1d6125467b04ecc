import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import * as s from './schemas';
import { listInbox, markRead, removeMessages, unreadCount } from './service';

const tags = ['visitor'];
const errors = { 400: errorEnvelope, 401: errorEnvelope };

/** A signed-in visitor's notifications: the user centre's inbox and the front header's unread count. */
export const inboxRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/api/visitor/inbox';
    app.get(
      base,
      {
        config: { visitor: true },
        schema: {
          tags,
          operationId: 'visitorInbox',
          summary: 'My notifications, newest first, with the unread count',
          querystring: s.inboxQuery,
          response: { 200: envelope(s.inboxPage), ...errors },
        },
      },
      async (request) => ok(await listInbox(deps, request.visitor!.id, request.query)),
    );
    app.get(
      `${base}/unread`,
      {
        config: { visitor: true },
        schema: {
          tags,
          operationId: 'visitorInboxUnread',
          summary: 'How many of my notifications are unread',
          response: { 200: envelope(s.unread), ...errors },
        },
      },
      async (request) => ok({ unreadCount: await unreadCount(deps.db, request.visitor!.id) }),
    );
    app.post(
      `${base}/read`,
      {
        config: { visitor: true },
        schema: {
          tags,
          operationId: 'visitorInboxRead',
          summary: 'Mark notifications read (ids, or all: true)',
          body: s.readBody,
          response: { 200: envelope(s.unread), ...errors },
        },
      },
      async (request) => ok(await markRead(deps, request.visitor!.id, request.body)),
    );
    app.post(
      `${base}/delete`,
      {
        config: { visitor: true },
        schema: {
          tags,
          operationId: 'visitorInboxDelete',
          summary: 'Delete notifications',
          body: s.removeBody,
          response: { 200: envelope(s.unread.extend({ removed: z.number().int() })), ...errors },
        },
      },
      async (request) => ok(await removeMessages(deps, request.visitor!.id, request.body.ids)),
    );
  };
