import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok, pageOf } from '../../lib/envelope';
import * as s from './schemas';
import * as apps from './service';
import { id, idParam } from '../../lib/fields';

const tags = ['app'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

/** Apps and their menu resource trees, at /apiv2/app/admin/. */
export const appRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/apiv2/app/admin';

    app.get(
      `${base}/query`,
      {
        config: { permission: 'app:query' },
        schema: { tags, operationId: 'queryApps', querystring: s.appQuery, response: { 200: envelope(pageOf(s.appItem)), ...errors } },
      },
      async (request) => ok(await apps.queryApps(deps, request.query)),
    );

    app.get(
      `${base}/detail`,
      {
        config: { permission: 'app:query' },
        schema: { tags, operationId: 'appDetail', querystring: z.object({ id: idParam }), response: { 200: envelope(s.appItem), ...errors } },
      },
      async (request) => ok(await apps.appDetail(deps.db, request.query.id)),
    );

    app.post(
      `${base}/post`,
      {
        config: { permission: 'app:save' },
        schema: {
          tags,
          operationId: 'saveApp',
          summary: 'Create (no id) or update an app',
          body: s.appPost,
          response: { 200: envelope(s.appItem), ...errors },
        },
      },
      async (request) => ok(await apps.saveApp(deps, request, request.body)),
    );

    app.get(
      `${base}/menus`,
      {
        config: { permission: 'app:query' },
        schema: {
          tags,
          operationId: 'appMenus',
          summary: "The app's menu resources, flat",
          querystring: s.menusQuery,
          response: { 200: envelope(z.array(s.menuResource)), ...errors },
        },
      },
      async (request) => ok(await apps.appMenus(deps.db, request.query.appName)),
    );

    app.post(
      `${base}/menu-create`,
      {
        config: { permission: 'app:menu' },
        schema: { tags, operationId: 'createMenu', body: s.menuInput, response: { 200: envelope(s.menuResource), ...errors } },
      },
      async (request) => ok(await apps.createMenu(deps, request, request.body)),
    );

    app.post(
      `${base}/menu-update`,
      {
        config: { permission: 'app:menu' },
        schema: {
          tags,
          operationId: 'updateMenu',
          summary: 'Edit, move (parentId) or reorder (order) a menu resource',
          body: s.menuUpdate,
          response: { 200: envelope(s.menuResource), ...errors },
        },
      },
      async (request) => ok(await apps.updateMenu(deps, request, request.body.id, request.body)),
    );

    app.post(
      `${base}/menu-delete`,
      {
        config: { permission: 'app:menu' },
        schema: { tags, operationId: 'deleteMenu', body: z.object({ id: id }), response: { 200: envelope(z.null()), ...errors } },
      },
      async (request) => {
        await apps.deleteMenu(deps, request, request.body.id);
        return ok(null);
      },
    );
  };
