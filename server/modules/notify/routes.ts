import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok, pageOf } from '../../lib/envelope';
import * as notify from './service';
import { id } from '../../lib/fields';

const tags = ['notify'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
const notice = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  type: z.enum(['notice', 'message', 'todo']),
  /** Where it leads (a path in the portal), for what the system sent to this person. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  read: z.boolean(),
});

/** The signed-in user's notices with read state and unread count; staff with notice:save publish them. */
export const notifyRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/apiv2/notify/admin/index',
      {
        config: { auth: true },
        schema: {
          tags,
          operationId: 'myNotices',
          summary: "The current user's notices; totalCount and unreadCount feed the header bell",
          querystring: z.object({
            current: z.coerce.number().int().min(1).default(1),
            pageSize: z.coerce.number().int().min(1).max(100).default(10),
            unreadOnly: z
              .enum(['true', 'false'])
              .optional()
              .transform((v) => v === 'true'),
          }),
          response: {
            200: envelope(
              z.object({
                list: z.array(notice),
                total: z.number().int(),
                current: z.number().int(),
                pageSize: z.number().int(),
                totalCount: z.number().int(),
                unreadCount: z.number().int(),
              }),
            ),
            ...errors,
          },
        },
      },
      async (request) => ok(await notify.myNotices(deps, request.user!.id, request.query)),
    );

    app.post(
      '/apiv2/notify/admin/read',
      {
        config: { auth: true },
        schema: {
          tags,
          operationId: 'readNotices',
          summary: 'Mark one notice (id) or all (all: true) as read',
          body: z.object({ id: id.optional(), all: z.boolean().optional() }),
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (request) => {
        await notify.markRead(deps, request.user!.id, request.body);
        return ok(null);
      },
    );

    app.get(
      '/apiv2/notify/admin/list',
      {
        config: { permission: 'notice:query' },
        schema: {
          tags,
          operationId: 'allNotices',
          querystring: z.object({ current: z.coerce.number().int().min(1).default(1), pageSize: z.coerce.number().int().min(1).max(100).default(20) }),
          response: {
            200: envelope(
              pageOf(
                z.object({
                  id: z.number().int(),
                  title: z.string(),
                  content: z.string(),
                  type: z.string(),
                  roleId: z.number().int().nullable(),
                  createdAt: z.string(),
                  readCount: z.number().int(),
                }),
              ),
            ),
            ...errors,
          },
        },
      },
      async (request) => ok(await notify.allNotices(deps, request, request.query)),
    );

    app.post(
      '/apiv2/notify/admin/create',
      {
        config: { permission: 'notice:save' },
        schema: {
          tags,
          operationId: 'createNotice',
          summary: 'Publish a notice to everyone or to the holders of a role',
          body: z.object({
            title: z.string().trim().min(1, 'is required').max(128),
            content: z.string().trim().min(1, 'is required').max(5000),
            type: z.enum(['notice', 'message', 'todo']).default('notice'),
            roleId: id.nullish(),
          }),
          response: { 200: envelope(notice), ...errors },
        },
      },
      async (request) => ok(await notify.createNotice(deps, request, request.body)),
    );
  };
