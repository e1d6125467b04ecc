import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { errorEnvelope } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { siteOrigin } from '../../lib/siteOrigin';
import { forumSitemap, newsSitemap, pagesSitemap, policySitemap, policySitemapCount, robotsTxt, sitemapIndex } from './service';

const tags = ['seo'];
const config = { public: true } as const;
const xml = 'application/xml; charset=utf-8';
// Crawlers come back daily; an hour keeps a burst of them from reading 100k rows each.
const cacheFor = 'public, max-age=3600';

/** What search engines read: robots.txt and the sitemaps of the front's pages and every published policy. */
export const seoRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/robots.txt',
      { config, schema: { tags, operationId: 'robotsTxt', summary: 'Which paths crawlers may visit, and where the sitemap is' } },
      (request, reply) =>
        reply
          .type('text/plain; charset=utf-8')
          .header('cache-control', cacheFor)
          .send(robotsTxt(siteOrigin(deps, request))),
    );

    app.get(
      '/sitemap.xml',
      { config, schema: { tags, operationId: 'sitemapIndex', summary: "The sitemap index: the front's pages and the policy sitemaps" } },
      async (request, reply) =>
        reply
          .type(xml)
          .header('cache-control', cacheFor)
          .send(sitemapIndex(siteOrigin(deps, request), await policySitemapCount(deps.db))),
    );

    app.get(
      '/sitemap/pages.xml',
      { config, schema: { tags, operationId: 'pagesSitemap', summary: "The front's own pages and the single pages" } },
      async (request, reply) =>
        reply
          .type(xml)
          .header('cache-control', cacheFor)
          .send(await pagesSitemap(deps.db, siteOrigin(deps, request))),
    );

    app.get(
      '/sitemap/news.xml',
      { config, schema: { tags, operationId: 'newsSitemap', summary: 'The newest articles on the front (50,000 at most), streamed' } },
      async (request, reply) =>
        reply
          .type(xml)
          .header('cache-control', cacheFor)
          .send(await newsSitemap(deps.db, siteOrigin(deps, request))),
    );

    app.get(
      '/sitemap/forum.xml',
      { config, schema: { tags, operationId: 'forumSitemap', summary: 'The newest threads on the front (50,000 at most), streamed' } },
      async (request, reply) =>
        reply
          .type(xml)
          .header('cache-control', cacheFor)
          .send(await forumSitemap(deps.db, siteOrigin(deps, request))),
    );

    app.get(
      '/sitemap/policies.xml',
      {
        config,
        schema: {
          tags,
          operationId: 'policiesSitemap',
          summary: 'Every published policy, 50,000 to a part, streamed',
          querystring: z.object({ part: z.coerce.number().int().min(1).max(10_000).default(1) }),
          response: { 200: z.unknown().describe('A sitemap (XML)'), 400: errorEnvelope, 404: errorEnvelope },
        },
      },
      async (request, reply) => {
        const body = await policySitemap(deps.db, siteOrigin(deps, request), request.query.part);
        if (!body) throw notFound('Sitemap part');
        return reply.type(xml).header('cache-control', cacheFor).send(body);
      },
    );
  };
