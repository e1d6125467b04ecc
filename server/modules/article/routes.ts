import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import { idBody } from '../../lib/fields';
import * as categories from './categories';
import * as s from './schemas';

const tags = ['article'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

/** Articles and their categories (spec §7: /apiv2/article/admin/…, /api/article/admin/…). */
export const articleRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/apiv2/article/admin/category/query',
      {
        config: { permission: 'article-category:query' },
        schema: {
          tags,
          operationId: 'queryArticleCategories',
          summary: 'The category tree as a flat list in tree order; with filters, the matches and their ancestors',
          querystring: s.categoryQuery,
          response: { 200: envelope(s.categoryList), ...errors },
        },
      },
      async (request) => ok(await categories.queryCategories(deps, request.query)),
    );
    app.post(
      '/api/article/admin/category/post',
      {
        config: { permission: 'article-category:save' },
        schema: {
          tags,
          operationId: 'saveArticleCategory',
          summary: 'Create (no id) or update a category',
          body: s.categoryPost,
          response: { 200: envelope(s.category), ...errors },
        },
      },
      async (request) => ok(await categories.saveCategory(deps, request, request.body)),
    );
    app.post(
      '/api/article/admin/category/delete',
      {
        config: { permission: 'article-category:delete' },
        schema: {
          tags,
          operationId: 'deleteArticleCategory',
          summary: 'Delete an empty category; one that still holds subcategories is refused with the count',
          body: idBody,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (request) => {
        await categories.deleteCategory(deps, request, request.body.id);
        return ok(null);
      },
    );
  };
