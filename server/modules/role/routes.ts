import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok, pageOf } from '../../lib/envelope';
import { menuResource } from '../resource/schemas';
import { appMenus } from '../app/service';
import * as s from './schemas';
import * as roles from './service';
import { id, idQuery } from '../../lib/fields';

const tags = ['role'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

/**
 * Roles at /apiv2/role/admin/, and the same operations at the older /api/organization/admin/role/
 * paths (datalist, detail, post, menu, menupost, tree) that the spec also lists.
 */
export const roleRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const v2 = '/apiv2/role/admin';
    const v1 = '/api/organization/admin/role';

    for (const [url, operationId] of [
      [`${v2}/list`, 'queryRoles'],
      [`${v1}/datalist`, 'roleDatalist'],
    ] as const) {
      app.get(
        url,
        {
          config: { permission: 'role:query' },
          schema: { tags, operationId, summary: 'Roles, paged', querystring: s.roleQuery, response: { 200: envelope(pageOf(s.roleItem)), ...errors } },
        },
        async (request) => ok(await roles.queryRoles(deps, request.query)),
      );
    }

    for (const [url, operationId] of [
      [`${v2}/detail`, 'roleDetail'],
      [`${v1}/detail`, 'roleDetailV1'],
    ] as const) {
      app.get(
        url,
        {
          config: { permission: 'role:query' },
          schema: { tags, operationId, querystring: idQuery, response: { 200: envelope(s.roleDetail), ...errors } },
        },
        async (request) => ok(await roles.roleDetail(deps.db, request.query.id)),
      );
    }

    app.post(
      `${v2}/role-create`,
      {
        config: { permission: 'role:save' },
        schema: { tags, operationId: 'createRole', body: s.roleInput, response: { 200: envelope(s.roleDetail), ...errors } },
      },
      async (request) => ok(await roles.createRole(deps, request, request.body)),
    );

    app.post(
      `${v2}/role-update`,
      {
        config: { permission: 'role:save' },
        schema: { tags, operationId: 'updateRole', body: s.roleUpdate, response: { 200: envelope(s.roleDetail), ...errors } },
      },
      async (request) => ok(await roles.updateRole(deps, request, request.body.id, request.body)),
    );

    app.post(
      `${v1}/post`,
      {
        config: { permission: 'role:save' },
        schema: {
          tags,
          operationId: 'postRole',
          summary: 'Create (no id) or update a role',
          body: s.rolePost,
          response: { 200: envelope(s.roleDetail), ...errors },
        },
      },
      async (request) =>
        ok(request.body.id ? await roles.updateRole(deps, request, request.body.id, request.body) : await roles.createRole(deps, request, request.body)),
    );

    app.post(
      `${v2}/role-delete`,
      {
        config: { permission: 'role:delete' },
        schema: {
          tags,
          operationId: 'deleteRole',
          summary: 'Delete a role no account holds',
          body: z.object({ id: id }),
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (request) => {
        await roles.deleteRole(deps, request, request.body.id);
        return ok(null);
      },
    );

    for (const [url, operationId] of [
      [`${v2}/role-menu`, 'roleMenu'],
      [`${v1}/menu`, 'roleMenuV1'],
    ] as const) {
      app.get(
        url,
        {
          config: { permission: 'role:query' },
          schema: {
            tags,
            operationId,
            summary: 'The resources a role grants',
            querystring: s.roleMenuQuery,
            response: { 200: envelope(z.array(menuResource)), ...errors },
          },
        },
        async (request) => ok(await roles.roleMenu(deps, request.query.roleId, request.query.appName)),
      );
    }

    for (const [url, operationId] of [
      [`${v2}/role-menu-save`, 'saveRoleMenu'],
      [`${v1}/menupost`, 'saveRoleMenuV1'],
    ] as const) {
      app.post(
        url,
        {
          config: { permission: 'role:grant' },
          schema: {
            tags,
            operationId,
            summary: 'Grant exactly these resources (ancestors are added)',
            body: s.roleMenuSave,
            response: { 200: envelope(s.roleDetail), ...errors },
          },
        },
        async (request) => ok(await roles.saveRoleMenu(deps, request, request.body)),
      );
    }

    app.get(
      `${v1}/tree`,
      {
        config: { permission: 'role:query' },
        schema: {
          tags,
          operationId: 'roleResourceTree',
          summary: "Every resource of the app, to pick a role's grants from",
          querystring: z.object({ appName: z.string().max(64).default('portal') }),
          response: { 200: envelope(z.array(menuResource)), ...errors },
        },
      },
      async (request) => ok(await appMenus(deps.db, request.query.appName)),
    );

    app.get(
      '/api/user/admin/data/rolemenu',
      {
        config: { permission: 'role:query' },
        schema: {
          tags,
          operationId: 'roleMenuForApp',
          summary: 'The menu of a role for the app',
          querystring: s.roleMenuQuery,
          response: { 200: envelope(z.array(menuResource)), ...errors },
        },
      },
      async (request) => ok(await roles.roleMenu(deps, request.query.roleId, request.query.appName)),
    );

    app.get(
      `${v2}/options`,
      {
        config: { permission: 'account:query' },
        schema: {
          tags,
          operationId: 'roleOptions',
          summary: 'Every role, for pickers',
          response: { 200: envelope(z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string(), status: z.string() }))), ...errors },
        },
      },
      async () => ok(await roles.allRoles(deps)),
    );
  };
