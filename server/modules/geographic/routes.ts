import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { listCities, listProvinces } from '@shared/regions';

const region = z.object({ id: z.string(), name: z.string() });

/** Provinces and cities (GB/T 2260) for the address pickers. */
export const geographicRoutes =
  (_deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/geographic/province',
      {
        config: { public: true },
        schema: { tags: ['geographic'], operationId: 'queryProvince', summary: 'Provinces (GB/T 2260)', response: { 200: envelope(z.array(region)) } },
      },
      async () => ok(listProvinces()),
    );

    app.get(
      '/api/geographic/city/:province',
      {
        config: { public: true },
        schema: {
          tags: ['geographic'],
          operationId: 'queryCity',
          summary: 'Cities of a province',
          params: z.object({ province: z.string().regex(/^\d{6}$/, 'must be a 6-digit province code') }),
          response: { 200: envelope(z.array(region)), 404: errorEnvelope },
        },
      },
      async (request) => {
        const list = listCities(request.params.province);
        if (!list) throw notFound('Province');
        return ok(list);
      },
    );
  };
