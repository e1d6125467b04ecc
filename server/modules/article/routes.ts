import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import { idBody, idQuery } from '../../lib/fields';
import * as articles from './articles';
import * as audit from './audit';
import * as categories from './categories';
import * as news from './news';
import * as pages from './pages';
import * as publishing from './publishing';
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

    // ---------- articles ----------
    const base = '/apiv2/article/admin';
    app.get(
      `${base}/query`,
      {
        config: { permission: 'article:query' },
        schema: {
          tags,
          operationId: 'queryArticles',
          summary: 'One page of articles, filtered and sorted',
          querystring: s.articleQuery,
          response: { 200: envelope(s.articleList), ...errors },
        },
      },
      async (request) => ok(await articles.queryArticles(deps.db, request.query, deps.now())),
    );
    app.get(
      `${base}/detail`,
      {
        config: { permission: 'article:query' },
        schema: {
          tags,
          operationId: 'articleDetail',
          summary: 'An article’s working copy and where it stands',
          querystring: idQuery,
          response: { 200: envelope(s.articleDetail), ...errors },
        },
      },
      async (request) => ok(await articles.articleById(deps.db, request.query.id, deps.now())),
    );
    app.post(
      `${base}/create`,
      {
        config: { permission: 'article:save' },
        schema: {
          tags,
          operationId: 'createArticle',
          summary: 'A new draft (revision 1); the text is sanitised',
          body: s.articleCreate,
          response: { 200: envelope(s.articleDetail), ...errors },
        },
      },
      async (request) => ok(await articles.createArticle(deps, request, request.body)),
    );
    app.post(
      `${base}/update`,
      {
        config: { permission: 'article:save' },
        schema: {
          tags,
          operationId: 'updateArticle',
          summary: 'Save: a content change keeps a new revision, placement applies at once; 409 in review, locked by another, or over a newer revision',
          body: s.articleUpdate,
          response: { 200: envelope(s.articleDetail), ...errors },
        },
      },
      async (request) => ok(await articles.updateArticle(deps, request, request.body)),
    );
    app.post(
      `${base}/delete`,
      {
        config: { permission: 'article:delete' },
        schema: {
          tags,
          operationId: 'deleteArticle',
          summary: 'Delete an article and its revisions (not while in review)',
          body: idBody,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (request) => {
        await articles.deleteArticle(deps, request, request.body.id);
        return ok(null);
      },
    );
    app.post(
      `${base}/lock`,
      {
        config: { permission: 'article:save' },
        schema: {
          tags,
          operationId: 'lockArticle',
          summary: 'Take or renew the edit lock; 409 naming who holds it',
          body: idBody,
          response: { 200: envelope(s.lockAnswer), ...errors },
        },
      },
      async (request) => ok(await articles.lockArticle(deps, request, request.body.id)),
    );
    app.post(
      `${base}/unlock`,
      {
        config: { permission: 'article:save' },
        schema: { tags, operationId: 'unlockArticle', summary: 'Give back my edit lock', body: idBody, response: { 200: envelope(z.null()), ...errors } },
      },
      async (request) => {
        await articles.unlockArticle(deps, request, request.body.id);
        return ok(null);
      },
    );
    app.get(
      `${base}/revisions`,
      {
        config: { permission: 'article:query' },
        schema: {
          tags,
          operationId: 'articleRevisions',
          summary: 'An article’s revisions, newest first',
          querystring: idQuery,
          response: { 200: envelope(s.revisionList), ...errors },
        },
      },
      async (request) => ok(await articles.listRevisions(deps.db, request.query.id)),
    );
    app.get(
      `${base}/revision`,
      {
        config: { permission: 'article:query' },
        schema: {
          tags,
          operationId: 'articleRevision',
          summary: 'One revision with its content',
          querystring: s.revisionQuery,
          response: { 200: envelope(s.revisionDetail), ...errors },
        },
      },
      async (request) => ok(await articles.revisionByNumber(deps.db, request.query.id, request.query.number)),
    );
    app.post(
      `${base}/restore`,
      {
        config: { permission: 'article:save' },
        schema: {
          tags,
          operationId: 'restoreArticleRevision',
          summary: 'Make a revision’s content current again, as a new revision',
          body: s.restoreBody,
          response: { 200: envelope(s.articleDetail), ...errors },
        },
      },
      async (request) => ok(await articles.restoreRevision(deps, request, request.body)),
    );
    app.post(
      `${base}/submit`,
      {
        config: { permission: 'article:save' },
        schema: {
          tags,
          operationId: 'submitArticle',
          summary: 'Submit to the article audit (resumed where it was returned), or publish at once in a category that skips audit',
          body: s.articleIdBody,
          response: { 200: envelope(s.articleDetail), ...errors },
        },
      },
      async (request) => ok(await publishing.submitArticle(deps, request, request.body.id, request.body.comment)),
    );
    app.post(
      `${base}/recall`,
      {
        config: { permission: 'article:save' },
        schema: {
          tags,
          operationId: 'recallArticle',
          summary: 'Take a submission back while no reviewer has acted on it',
          body: s.articleIdBody,
          response: { 200: envelope(s.articleDetail), ...errors },
        },
      },
      async (request) => ok(await publishing.recallArticle(deps, request, request.body.id, request.body.comment)),
    );
    app.post(
      `${base}/offline`,
      {
        config: { permission: 'article:publish' },
        schema: {
          tags,
          operationId: 'offlineArticle',
          summary: 'Take an article off the front, or cancel its scheduled publication',
          body: idBody,
          response: { 200: envelope(s.articleDetail), ...errors },
        },
      },
      async (request) => ok(await publishing.offlineArticle(deps, request, request.body.id)),
    );

    app.get(
      '/api/article/admin/data/articleaudit',
      {
        config: { permission: 'article-audit:query' },
        schema: {
          tags,
          operationId: 'queryArticleAudit',
          summary: 'The article tasks waiting for me, the oldest first',
          querystring: s.auditQuery,
          response: { 200: envelope(s.auditList), ...errors },
        },
      },
      async (request) => ok(await audit.queryAudit(deps.db, request.user!, request.query)),
    );
    app.get(
      '/api/article/admin/data/articleaudit/detail',
      {
        config: { permission: 'article-audit:query' },
        schema: {
          tags,
          operationId: 'articleAuditDetail',
          summary: 'One waiting task: the revision under review and the last published one; act on it with /api/oa/admin/workflow/task/act',
          querystring: s.auditDetailQuery,
          response: { 200: envelope(s.auditDetail), ...errors },
        },
      },
      async (request) => ok(await audit.auditDetail(deps.db, request.user!, request.query.taskId)),
    );

    app.get(
      '/api/article/news/query',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'queryNews',
          summary: 'One page of the front’s articles, pinned first, with the visible categories',
          querystring: s.newsQuery,
          response: { 200: envelope(s.newsList), ...errors },
        },
      },
      async (request) => ok(await news.newsList(deps.db, request.query, deps.now())),
    );
    app.get(
      '/api/article/news/detail',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'newsDetail',
          summary: 'An article on the front (one more view counted) with its related articles',
          querystring: idQuery,
          response: { 200: envelope(s.newsDetail), ...errors },
        },
      },
      async (request) => ok(await news.newsDetail(deps, request.query.id)),
    );
  };
