import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import { ADDRESS_LIMIT, searchAddress } from '@shared/addressSearch';

const addressMatch = z.object({
  code: z.string(),
  name: z.string(),
  fullName: z.string(),
  level: z.enum(['province', 'city', 'county']),
});

/** Address search for the park's forms: provinces, cities and counties by name from the region table. */
/** Takes the shared deps like every module, though the region table needs none of them. */
export const addressRoutes =
  (_deps?: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/apiv2/park/admin/address/getAddress',
      {
        config: { permission: 'workshop:query' },
        schema: {
          tags: ['geographic'],
          operationId: 'getAddress',
          summary: 'Search regions by name: exact, then prefix, then contains; with full names like 江苏省 苏州市 苏州工业园区',
          querystring: z.object({
            keyword: z.string().trim().max(50).default(''),
            limit: z.coerce.number().int().min(1).max(ADDRESS_LIMIT.max).default(ADDRESS_LIMIT.default),
          }),
          response: { 200: envelope(z.array(addressMatch)), 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope },
        },
      },
      async (request) => ok(searchAddress(request.query.keyword, request.query.limit)),
    );
  };
