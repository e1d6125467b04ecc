import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok, pageOf } from '../../lib/envelope';
import { id } from '../../lib/fields';
import { queryMarkers } from './markers';
import * as plan from './plan';
import * as pois from './pois';
import * as s from './schemas';
import { searchPlaces } from './search';

const tags = ['gis'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

/**
 * The park map (spec §7: /apiv2/gis/admin/query, /api/pms/admin/project/poisearch) and the calls its screen needs
 * beside them: the site plan (an uploaded image, one current, the older kept), where buildings, units and points of
 * interest sit on it, and the points of interest themselves. Reads need gis:query, writes gis:save (deleting a point
 * gis:delete); every write is one transaction with its audit entry.
 */
export const gisRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/apiv2/gis/admin';

    app.get(
      `${base}/query`,
      {
        config: { permission: 'gis:query' },
        schema: {
          tags,
          operationId: 'queryGisMarkers',
          summary:
            'The current site plan and its markers (buildings with vacancy, units, companies at their units, clues at a unit that would suit them, points of interest), filtered, at most `limit` of each kind',
          querystring: s.markerQuery,
          response: { 200: envelope(s.markerAnswer), ...errors },
        },
      },
      async (request) => ok(await queryMarkers(deps, request, request.query)),
    );

    app.get(
      '/api/pms/admin/project/poisearch',
      {
        config: { permission: 'gis:query' },
        schema: {
          tags,
          operationId: 'searchGisPlaces',
          summary: 'Buildings, units, companies and points of interest by name (Chinese included), best matches first, paged',
          querystring: s.searchQuery,
          response: { 200: envelope(pageOf(s.searchHit)), ...errors },
        },
      },
      async (request) => ok(await searchPlaces(deps.db, request.query)),
    );

    app.get(
      `${base}/plan`,
      {
        config: { permission: 'gis:query' },
        schema: {
          tags,
          operationId: 'gisPlan',
          summary: 'The current site plan and the plans it replaced',
          response: { 200: envelope(s.planState), ...errors },
        },
      },
      async () => ok(await plan.planState(deps.db)),
    );

    app.post(
      `${base}/plan-save`,
      {
        config: { permission: 'gis:save' },
        schema: {
          tags,
          operationId: 'saveGisPlan',
          summary: 'Make an uploaded image (/apiv2/park/admin/uploader/image) the current site plan; the one before is kept',
          body: s.planSave,
          response: { 200: envelope(s.sitePlan), ...errors },
        },
      },
      async (request) => ok(await plan.savePlan(deps, request, request.body)),
    );

    app.post(
      `${base}/plan-restore`,
      {
        config: { permission: 'gis:save' },
        schema: {
          tags,
          operationId: 'restoreGisPlan',
          summary: 'Make an older site plan current again',
          body: z.object({ id, rescale: z.boolean().default(true) }),
          response: { 200: envelope(s.sitePlan.nullable()), ...errors },
        },
      },
      async (request) => ok(await plan.restorePlan(deps, request, request.body)),
    );

    app.post(
      `${base}/position-save`,
      {
        config: { permission: 'gis:save' },
        schema: {
          tags,
          operationId: 'saveGisPosition',
          summary: 'Place a building, a unit or a point of interest on the site plan (x and y null take it off)',
          body: s.positionSave,
          response: { 200: envelope(s.positionAnswer), ...errors },
        },
      },
      async (request) => ok(await plan.savePosition(deps, request, request.body)),
    );

    app.get(
      `${base}/poi-query`,
      {
        config: { permission: 'gis:query' },
        schema: {
          tags,
          operationId: 'queryGisPois',
          summary: 'Points of interest filtered by name, kind and whether placed, sorted and paged',
          querystring: s.poiQuery,
          response: { 200: envelope(pageOf(s.poiItem)), ...errors },
        },
      },
      async (request) => ok(await pois.queryPois(deps.db, request.query)),
    );

    app.get(
      `${base}/poi-detail`,
      {
        config: { permission: 'gis:query' },
        schema: { tags, operationId: 'gisPoiDetail', querystring: s.idQuery, response: { 200: envelope(s.poiItem), ...errors } },
      },
      async (request) => ok(await pois.poiDetail(deps.db, request.query.id)),
    );

    app.post(
      `${base}/poi-create`,
      {
        config: { permission: 'gis:save' },
        schema: { tags, operationId: 'createGisPoi', body: s.poiInput, response: { 200: envelope(s.poiItem), ...errors } },
      },
      async (request) => ok(await pois.createPoi(deps, request, request.body)),
    );

    app.post(
      `${base}/poi-update`,
      {
        config: { permission: 'gis:save' },
        schema: { tags, operationId: 'updateGisPoi', body: s.poiUpdate, response: { 200: envelope(s.poiItem), ...errors } },
      },
      async (request) => ok(await pois.updatePoi(deps, request, request.body)),
    );

    app.post(
      `${base}/poi-delete`,
      {
        config: { permission: 'gis:delete' },
        schema: { tags, operationId: 'deleteGisPoi', body: z.object({ id }), response: { 200: envelope(z.null()), ...errors } },
      },
      async (request) => {
        await pois.deletePoi(deps, request, request.body.id);
        return ok(null);
      },
    );
  };
