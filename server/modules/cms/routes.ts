import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import { idBody, idParam } from '../../lib/fields';
import * as adverts from './adverts';
import * as s from './schemas';
import * as webConfig from './webConfig';

const tags = ['cms'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

/**
 * The site's configuration, the home page's layout and the adverts (spec §7: /api/cms/admin/webconfig/…,
 * /api/portal/admin/config/…, /api/cms/admin/ad/…; the front's reads under /api/cms/ad/…).
 */
export const cmsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/cms/admin/webconfig/get',
      {
        config: { permission: 'webconfig:query' },
        schema: { tags, operationId: 'getWebConfig', summary: 'The site configuration the admin edits', response: { 200: envelope(s.webConfig), ...errors } },
      },
      async () => ok(await webConfig.getWebConfig(deps.db)),
    );
    app.post(
      '/api/cms/admin/webconfig/post',
      {
        config: { permission: 'webconfig:save' },
        schema: {
          tags,
          operationId: 'saveWebConfig',
          summary: 'Save the site configuration (the whole form); the front reads it at once',
          body: s.webConfigPost,
          response: { 200: envelope(s.webConfig), ...errors },
        },
      },
      async (request) => ok(await webConfig.saveWebConfig(deps, request, request.body)),
    );
    app.get(
      '/api/portal/admin/config/getlayout',
      {
        config: { permission: 'webconfig:query' },
        schema: {
          tags,
          operationId: 'getHomeLayout',
          summary: "The public home page's blocks, in order",
          response: { 200: envelope(s.homeLayout), ...errors },
        },
      },
      async () => ok(await webConfig.getHomeLayout(deps.db)),
    );
    app.post(
      '/api/portal/admin/config/postlayout',
      {
        config: { permission: 'webconfig:layout' },
        schema: {
          tags,
          operationId: 'saveHomeLayout',
          summary: "Save the home page's blocks: every block once, in order, shown or not, with its title",
          body: s.homeLayoutPost,
          response: { 200: envelope(s.homeLayout), ...errors },
        },
      },
      async (request) => ok(await webConfig.saveHomeLayout(deps, request, request.body.blocks)),
    );

    app.get(
      '/api/cms/admin/ad/areas',
      {
        config: { permission: 'ad:query' },
        schema: {
          tags,
          operationId: 'queryAdAreas',
          summary: 'Every advert area with its counts and clicks',
          response: { 200: envelope(s.adAreaList), ...errors },
        },
      },
      async () => ok(await adverts.queryAreas(deps.db, deps.now())),
    );
    app.post(
      '/api/cms/admin/ad/areapost',
      {
        config: { permission: 'ad:area' },
        schema: {
          tags,
          operationId: 'saveAdArea',
          summary: 'Create (no id) or update an advert area',
          body: s.adAreaPost,
          response: { 200: envelope(s.adArea), ...errors },
        },
      },
      async (request) => ok(await adverts.saveArea(deps, request, request.body)),
    );
    app.post(
      '/api/cms/admin/ad/areadelete',
      {
        config: { permission: 'ad:area' },
        schema: {
          tags,
          operationId: 'deleteAdArea',
          summary: 'Delete an advert area that holds no adverts',
          body: idBody,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (request) => {
        await adverts.deleteArea(deps, request, request.body.id);
        return ok(null);
      },
    );
    app.get(
      '/api/cms/admin/ad/resource',
      {
        config: { permission: 'ad:query' },
        schema: {
          tags,
          operationId: 'queryAdResources',
          summary: 'Adverts of an area (or all), filtered by title and state, sorted and paged, with their clicks',
          querystring: s.adResourceQuery,
          response: { 200: envelope(s.adResourceList), ...errors },
        },
      },
      async (request) => ok(await adverts.queryResources(deps.db, request.query, deps.now())),
    );
    app.post(
      '/api/cms/admin/ad/resourcepost',
      {
        config: { permission: 'ad:save' },
        schema: {
          tags,
          operationId: 'saveAdResource',
          summary: 'Create (no id) or update an advert; links must be http(s) or a path on this site',
          body: s.adResourcePost,
          response: { 200: envelope(s.adResource), ...errors },
        },
      },
      async (request) => ok(await adverts.saveResource(deps, request, request.body)),
    );
    app.post(
      '/api/cms/admin/ad/resourcedelete',
      {
        config: { permission: 'ad:save' },
        schema: { tags, operationId: 'deleteAdResource', summary: 'Delete an advert', body: idBody, response: { 200: envelope(z.null()), ...errors } },
      },
      async (request) => {
        await adverts.deleteResource(deps, request, request.body.id);
        return ok(null);
      },
    );

    // The front.
    app.get(
      '/api/cms/ad/list',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'shownAdverts',
          summary: "The areas' adverts to show now, each linked through the click counter",
          querystring: s.shownAreasQuery,
          response: { 200: envelope(s.shownAreas), ...errors },
        },
      },
      async (request) => ok(await adverts.shownAreas(deps.db, request.query.areas, deps.now())),
    );
    app.get(
      '/api/cms/ad/click/:id',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'followAdvert',
          summary: 'Counts a click on a live advert and redirects to its link (302)',
          params: z.object({ id: idParam }),
          response: { 404: errorEnvelope, 400: errorEnvelope },
        },
      },
      async (request, reply) => {
        const link = await adverts.followAdvert(deps.db, request.params.id, deps.now());
        // Not cached: every click reaches the counter.
        return reply.header('cache-control', 'no-store').redirect(link, 302);
      },
    );
  };
