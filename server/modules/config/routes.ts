import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, ok } from '../../lib/envelope';
import { siteConfig } from './service';

export const configRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // Public: the site name, logo and footer are needed to draw the login page and the front.
    app.get(
      '/apiv2/config/admin/all',
      {
        config: { public: true },
        schema: {
          tags: ['config'],
          operationId: 'allConfig',
          summary: 'The site configuration (startup call)',
          response: { 200: envelope(z.record(z.string(), z.unknown())) },
        },
      },
      async () => ok(await siteConfig(deps.db)),
    );
  };
