import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import { menuResource } from './schemas';
import { grantedResources } from './service';

export const resourceRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/account/resource/admin/currentuser',
      {
        config: { auth: true },
        schema: {
          tags: ['resource'],
          operationId: 'currentUserResources',
          summary: "The current admin's menu resources, flat (parentId 0 = top level)",
          headers: z.object({ 'app-name': z.string().max(64).optional() }).loose(),
          response: { 200: envelope(z.array(menuResource)), 401: errorEnvelope },
        },
      },
      async (request) => ok(await grantedResources(deps, request.user!.id, request.headers['app-name'] || 'portal')),
    );
  };
