import { Readable } from 'node:stream';
import { and, asc, count, desc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forumThreads, policies, policySearch, publishedArticles, sitePages } from '../../db/schema';
import { sitePagePath } from '@shared/slug';
import { newsArticlePath } from '@shared/news';
import { forumThreadPath } from '@shared/forum';
import { frontBoards } from '../forum/posting';
import { visibleCategories } from '../article/news';
import { PAGE_LIMIT } from '../article/schemas';

/** The sitemap protocol's limit of addresses in one file; more policies than this are split over several. */
export const SITEMAP_URL_LIMIT = 50_000;
/** Rows read per query while a sitemap streams out. */
const SITEMAP_BATCH = 1000;

/** The front's pages worth a search engine's visit, besides each policy. */
export const FRONT_PAGES = ['/', '/search', '/calender', '/policyMarket', '/news', '/forum'];
/** Paths search engines are asked to leave alone: the back office, sign-in, personal pages, the API and the lobby's big screen. */
export const DISALLOWED_PATHS = ['/admin', '/portal/', '/login', '/auth', '/account/', '/user', '/api/', '/apiv2/', '/exception', '/datav'];

export const policyPath = (id: number) => `/policydetail/${id}`;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' }[c]!));

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** How many policy sitemaps the published policies fill (at least one, so the index never points nowhere). */
export async function policySitemapCount(db: Db, limit = SITEMAP_URL_LIMIT): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(policySearch);
  return Math.max(1, Math.ceil(n / limit));
}

export function sitemapIndex(origin: string, policySitemaps: number): string {
  const parts = [
    `${origin}/sitemap/pages.xml`,
    `${origin}/sitemap/news.xml`,
    `${origin}/sitemap/forum.xml`,
    ...Array.from({ length: policySitemaps }, (_, i) => `${origin}/sitemap/policies.xml?part=${i + 1}`),
  ];
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${parts
    .map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
}

/** The front's own pages, then the single pages (bounded: the park keeps at most PAGE_LIMIT of them). */
export async function pagesSitemap(db: Db, origin: string): Promise<string> {
  const single = await db
    .select({ slug: sitePages.slug, updatedAt: sitePages.updatedAt })
    .from(sitePages)
    .orderBy(asc(sitePages.order), asc(sitePages.id))
    .limit(PAGE_LIMIT);
  const urls = [
    ...FRONT_PAGES.map((p) => `<url><loc>${escapeXml(origin + p)}</loc><changefreq>daily</changefreq></url>`),
    ...single.map((p) => `<url><loc>${escapeXml(origin + sitePagePath(p.slug))}</loc><lastmod>${p.updatedAt.toISOString()}</lastmod></url>`),
  ];
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The published policies of one sitemap part (1-based), in id order, read a batch at a time by keyset so
 * the 100,000 policies of a large park never sit in memory; null when the part is past the last one.
 */
export async function policySitemap(db: Db, origin: string, part: number, limit = SITEMAP_URL_LIMIT): Promise<Readable | null> {
  const [first] = await db
    .select({ id: policySearch.policyId })
    .from(policySearch)
    .orderBy(asc(policySearch.policyId))
    .offset((part - 1) * limit)
    .limit(1);
  if (!first && part > 1) return null;

  async function* lines() {
    yield `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n`;
    let remaining = first ? limit : 0;
    let after: { id: number; inclusive: boolean } = { id: first?.id ?? 0, inclusive: true };
    while (remaining > 0) {
      const rows = await db
        .select({ id: policySearch.policyId, updatedAt: policies.updatedAt })
        .from(policySearch)
        .innerJoin(policies, eq(policies.id, policySearch.policyId))
        .where(after.inclusive ? gte(policySearch.policyId, after.id) : gt(policySearch.policyId, after.id))
        .orderBy(asc(policySearch.policyId))
        .limit(Math.min(SITEMAP_BATCH, remaining));
      if (!rows.length) break;
      yield rows.map((r) => `<url><loc>${escapeXml(origin + policyPath(r.id))}</loc><lastmod>${r.updatedAt.toISOString()}</lastmod></url>\n`).join('');
      remaining -= rows.length;
      after = { id: rows[rows.length - 1].id, inclusive: false };
    }
    yield '</urlset>\n';
  }
  return Readable.from(lines());
}

/**
 * The newest articles on the front (SITEMAP_URL_LIMIT at most, in visible categories), newest first, read a batch
 * at a time by keyset so that a large archive never sits in memory.
 */
export async function newsSitemap(db: Db, origin: string, limit = SITEMAP_URL_LIMIT): Promise<Readable> {
  const categoryIds = (await visibleCategories(db)).map((c) => c.id);
  async function* lines() {
    yield `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n`;
    let remaining = categoryIds.length ? limit : 0;
    let before: number | null = null;
    while (remaining > 0) {
      const rows = await db
        .select({ id: publishedArticles.articleId, updatedAt: publishedArticles.updatedAt })
        .from(publishedArticles)
        .where(and(inArray(publishedArticles.categoryId, categoryIds), before === null ? undefined : lt(publishedArticles.articleId, before)))
        .orderBy(desc(publishedArticles.articleId))
        .limit(Math.min(SITEMAP_BATCH, remaining));
      if (!rows.length) break;
      yield rows.map((r) => `<url><loc>${escapeXml(origin + newsArticlePath(r.id))}</loc><lastmod>${r.updatedAt.toISOString()}</lastmod></url>\n`).join('');
      remaining -= rows.length;
      before = rows[rows.length - 1].id;
    }
    yield '</urlset>\n';
  }
  return Readable.from(lines());
}

/**
 * The newest threads on the front (SITEMAP_URL_LIMIT at most, published, in visible boards), newest first, read a
 * batch at a time by keyset.
 */
export async function forumSitemap(db: Db, origin: string, limit = SITEMAP_URL_LIMIT): Promise<Readable> {
  const boardIds = (await frontBoards(db)).map((b) => b.id);
  async function* lines() {
    yield `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n`;
    let remaining = boardIds.length ? limit : 0;
    let before: number | null = null;
    while (remaining > 0) {
      const rows = await db
        .select({ id: forumThreads.id, lastPostAt: forumThreads.lastPostAt })
        .from(forumThreads)
        .where(and(inArray(forumThreads.boardId, boardIds), eq(forumThreads.status, 'published'), before === null ? undefined : lt(forumThreads.id, before)))
        .orderBy(desc(forumThreads.id))
        .limit(Math.min(SITEMAP_BATCH, remaining));
      if (!rows.length) break;
      yield rows.map((r) => `<url><loc>${escapeXml(origin + forumThreadPath(r.id))}</loc><lastmod>${r.lastPostAt.toISOString()}</lastmod></url>\n`).join('');
      remaining -= rows.length;
      before = rows[rows.length - 1].id;
    }
    yield '</urlset>\n';
  }
  return Readable.from(lines());
}
