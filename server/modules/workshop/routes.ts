import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok, pageOf } from '../../lib/envelope';
import * as s from './schemas';
import * as workshop from './service';

const tags = ['workshop'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

/** The park's units (workshops, offices, …) at /apiv2/park/admin/resource/workshop/. */
export const workshopRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/apiv2/park/admin/resource/workshop';

    app.get(`${base}/query`, {
      config: { permission: 'workshop:query' },
      schema: { tags, operationId: 'queryWorkshops', summary: 'Units filtered by building, usage, rental status, area and price', querystring: s.unitQuery, response: { 200: envelope(pageOf(s.unitItem)), ...errors } },
    }, async (request) => ok(await workshop.queryUnits(deps, request.query)));

    app.get(`${base}/detail`, {
      config: { permission: 'workshop:query' },
      schema: { tags, operationId: 'workshopDetail', querystring: z.object({ id: z.coerce.number().int().positive() }), response: { 200: envelope(s.unitItem), ...errors } },
    }, async (request) => ok(await workshop.unitDetail(deps.db, request.query.id)));

    app.post(`${base}/create`, {
      config: { permission: 'workshop:save' },
      schema: { tags, operationId: 'createWorkshop', body: s.unitInput, response: { 200: envelope(s.unitItem), ...errors } },
    }, async (request) => ok(await workshop.createUnit(deps, request, request.body)));

    app.post(`${base}/update`, {
      config: { permission: 'workshop:save' },
      schema: { tags, operationId: 'updateWorkshop', body: s.unitUpdate, response: { 200: envelope(s.unitItem), ...errors } },
    }, async (request) => ok(await workshop.updateUnit(deps, request, request.body)));

    app.post(`${base}/delete`, {
      config: { permission: 'workshop:delete' },
      schema: { tags, operationId: 'deleteWorkshop', summary: 'Delete a unit that never had a tenancy', body: z.object({ id: z.number().int().positive() }), response: { 200: envelope(z.null()), ...errors } },
    }, async (request) => {
      await workshop.deleteUnit(deps, request, request.body.id);
      return ok(null);
    });
  };
