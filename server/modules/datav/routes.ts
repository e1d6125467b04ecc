import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DATAV_CACHE_MS } from '@shared/datav';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import * as s from './schemas';
import * as datav from './service';

const tags = ['datav'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };

/**
 * The park's big screen (/datav): its public read under /api/datav/misc/ (beside the air quality's), and its settings,
 * edited with the site configuration (/api/portal/admin/config/…, the same keys as the home page's layout and the site form).
 */
export const datavRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/datav/misc/screen',
      {
        // Public: a lobby display runs signed out. It sends only the panels an admin has published.
        config: { public: true },
        schema: {
          tags,
          operationId: 'getDatavScreen',
          summary:
            "The big screen's published panels (park figures, the pipeline's counts, air quality now and over 24 hours, the latest policies); an unpublished panel is neither computed nor sent; 404 while the screen is switched off. One answer serves every display for 30 s",
          response: { 200: envelope(s.datavScreen), 404: errorEnvelope },
        },
      },
      async (_request, reply) => {
        const screen = await datav.datavScreen(deps);
        // Public figures: shared caches may keep them as long as the server does.
        reply.header('cache-control', `public, max-age=${DATAV_CACHE_MS / 1000}`);
        return ok(screen);
      },
    );
    app.get(
      '/api/portal/admin/config/getdatav',
      {
        config: { permission: 'webconfig:query' },
        schema: {
          tags,
          operationId: 'getDatavSettings',
          summary: "The big screen's settings: on or off, its title, the published panels, how often it refreshes",
          response: { 200: envelope(s.datavSettings), ...errors },
        },
      },
      async () => ok(await datav.getDatavSettings(deps.db)),
    );
    app.post(
      '/api/portal/admin/config/postdatav',
      {
        config: { permission: 'webconfig:save' },
        schema: {
          tags,
          operationId: 'saveDatavSettings',
          summary: "Save the big screen's settings (the whole form); the displays read them at their next refresh",
          body: s.datavSettingsPost,
          response: { 200: envelope(s.datavSettings), ...errors },
        },
      },
      async (request) => ok(await datav.saveDatavSettings(deps, request, request.body)),
    );
  };
