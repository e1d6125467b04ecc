import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok, pageOf } from '../../lib/envelope';
import * as s from './schemas';
import * as dict from './service';

const tags = ['dict'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };
const saved = z.object({ kind: z.enum(['type', 'item']), type: s.dictType.nullable(), item: s.dictItem.nullable() });

/** Dictionaries at /apiv2/account/admin/dict/: types (root) and their items. */
export const dictRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/apiv2/account/admin/dict';

    app.get(
      `${base}/root`,
      {
        config: { permission: 'dict:query' },
        schema: {
          tags,
          operationId: 'dictRoot',
          summary: 'Dictionary types, paged',
          querystring: s.rootQuery,
          response: { 200: envelope(pageOf(s.dictType)), ...errors },
        },
      },
      async (request) => ok(await dict.queryTypes(deps, request.query)),
    );

    app.get(
      `${base}/list`,
      {
        config: { permission: 'dict:query' },
        schema: {
          tags,
          operationId: 'dictList',
          summary: 'Items of a type, paged, for editing',
          querystring: s.listQuery,
          response: { 200: envelope(pageOf(s.dictItem)), ...errors },
        },
      },
      async (request) => ok(await dict.queryItems(deps, request.query)),
    );

    // Every screen reads dictionaries to show and pick values, so any signed-in user may.
    app.get(
      `${base}/list-name`,
      {
        config: { auth: true },
        schema: {
          tags,
          operationId: 'dictByName',
          summary: "A type's active items by the type's name",
          querystring: s.listNameQuery,
          response: { 200: envelope(z.array(s.dictItem)), ...errors },
        },
      },
      async (request) => ok(await dict.itemsByName(deps, request.query)),
    );

    app.post(
      `${base}/create`,
      {
        config: { permission: 'dict:update' },
        schema: {
          tags,
          operationId: 'dictCreate',
          summary: 'Create a type (kind "type") or an item (kind "item")',
          body: s.dictCreate,
          response: { 200: envelope(saved), ...errors },
        },
      },
      async (request) => {
        const { kind, id } = await dict.createDict(deps, request, request.body);
        return ok(await dict.dictDetail(deps, kind, id));
      },
    );

    app.post(
      `${base}/update`,
      {
        config: { permission: 'dict:update' },
        schema: { tags, operationId: 'dictUpdate', body: s.dictUpdate, response: { 200: envelope(saved), ...errors } },
      },
      async (request) => {
        const { kind, id } = await dict.updateDict(deps, request, request.body);
        return ok(await dict.dictDetail(deps, kind, id));
      },
    );

    app.post(
      `${base}/delete`,
      {
        config: { permission: 'dict:update' },
        schema: {
          tags,
          operationId: 'dictDelete',
          summary: 'Delete an unused item or a non-built-in type',
          body: s.dictDelete,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (request) => {
        await dict.deleteDict(deps, request, request.body);
        return ok(null);
      },
    );
  };
