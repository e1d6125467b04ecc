import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { GRANT_TTL_SECONDS, signGrant } from '../../lib/downloadGrant';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import { badRequest, forbidden, unauthorized } from '../../lib/errors';

const grantInput = z.object({
  path: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(512)
    .regex(/^\/[^?#\s]*$/, 'must be a path starting with / (no query)'),
});
const grantResult = z.object({ grant: z.string(), expiresAt: z.string() });

/** Utilities of the admin app: POST /api/util/admin/download-grant, a grant for one download route, for the signed-in user. */
export const utilRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/util/admin/download-grant',
      {
        config: { auth: true },
        schema: {
          tags: ['util'],
          operationId: 'downloadGrant',
          summary: `A grant (valid ${GRANT_TTL_SECONDS} s) to open one download route in a new window: append ?grant= to its URL`,
          body: grantInput,
          response: { 200: envelope(grantResult), 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope },
        },
      },
      async (request) => {
        const user = request.user;
        if (!user) throw unauthorized();
        const { path } = request.body;
        const route = app.apiRoutes.find((r) => r.method === 'GET' && r.url === path && r.config.download === true);
        if (!route) throw badRequest(`path: ${path} is not a download`, 'path');
        // Refused now rather than in the new window, where the error would be a bare JSON page.
        // The route's key, or any key of its list (as the auth plugin checks it).
        const keys = [route.config.permission ?? []].flat() as string[];
        if (keys.length && !keys.some((key) => user.permissions.has(key))) throw forbidden();
        const expiresAt = Math.floor(deps.now().getTime() / 1000) + GRANT_TTL_SECONDS;
        const grant = signGrant(deps.config.downloadGrantSecret, { userId: user.id, sessionId: user.sessionId, path, expiresAt });
        return ok({ grant, expiresAt: new Date(expiresAt * 1000).toISOString() });
      },
    );
  };
