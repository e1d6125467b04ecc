import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DASHBOARD_KEY } from '@shared/dashboard';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import * as s from './schemas';
import { dashboardOf } from './service';

const tags = ['dashboard'];

/** The admin dashboard (spec §7: /api/portal/admin/data/dashboard): the first screen staff see after signing in. */
export const dashboardRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/portal/admin/data/dashboard',
      {
        config: { permission: DASHBOARD_KEY },
        schema: {
          tags,
          operationId: 'adminDashboard',
          summary:
            "The park at a glance (companies, units and occupancy, clues within the caller's data scope, applications, policies, today's AQI) and the caller's own work; a section whose area the caller may not see is neither computed nor sent. Every figure carries the address of the filtered list it counts",
          response: { 200: envelope(s.dashboard), 401: errorEnvelope, 403: errorEnvelope },
        },
      },
      async (request, reply) => {
        // Personal figures: never kept by a shared cache.
        reply.header('cache-control', 'private, no-store');
        return ok(await dashboardOf(deps, request));
      },
    );
  };
