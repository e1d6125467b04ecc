import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import { idBody, idQuery } from '../../lib/fields';
import * as categories from './categories';
import * as pages from './pages';
import * as s from './schemas';

const tags = ['article'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

/** Articles, their categories and the single pages (spec §7: /apiv2/article/admin/…, /api/article/admin/…; the front's reads under /api/cms/…). */
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

    app.get(
      '/api/article/admin/page/query',
      {
        config: { permission: 'page:query' },
        schema: { tags, operationId: 'querySitePages', summary: 'Every single page, without its text', response: { 200: envelope(s.pageList), ...errors } },
      },
      async () => ok(await pages.queryPages(deps.db)),
    );
    app.get(
      '/api/article/admin/page/detail',
      {
        config: { permission: 'page:query' },
        schema: { tags, operationId: 'sitePageDetail', querystring: idQuery, response: { 200: envelope(s.pageDetail), ...errors } },
      },
      async (request) => ok(await pages.pageById(deps.db, request.query.id)),
    );
    app.post(
      '/api/article/admin/page/post',
      {
        config: { permission: 'page:save' },
        schema: {
          tags,
          operationId: 'saveSitePage',
          summary: 'Create (no id) or update a single page; the text is sanitised',
          body: s.pagePost,
          response: { 200: envelope(s.pageDetail), ...errors },
        },
      },
      async (request) => ok(await pages.savePage(deps, request, request.body)),
    );

    app.get(
      '/api/cms/page/detail',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'publicSitePage',
          summary: 'A single page as the front shows it at /page/:slug',
          querystring: s.slugQuery,
          response: { 200: envelope(s.publicPage), ...errors },
        },
      },
      async (request) => ok(await pages.publicPage(deps.db, request.query.slug)),
    );
    app.get(
      '/api/cms/page/footer',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'footerSitePages',
          summary: 'The single pages linked from the front’s footer, in order',
          response: { 200: envelope(s.footerPages) },
        },
      },
      async () => ok(await pages.footerPages(deps.db)),
    );
  };
