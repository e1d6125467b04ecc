import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { forumPosts, policies, publishedArticles, sitePages } from '../../db/schema';
import { providerKinds } from '../../db/schema/policy';
import { marketHref, parseMarketQuery } from '@shared/policyMarket';
import { siteConfig, siteNameOf } from '../config/service';
import { escapeHtml } from '@shared/policyText';
import { htmlToText } from '@shared/sanitizeHtml';
import { SITE_PAGE_PATH, sitePagePath } from '@shared/slug';
import { NEWS_ARTICLE_PATH, newsArticlePath, newsHref, parseNewsQuery } from '@shared/news';
import { visibleCategories } from '../article/news';
import { FORUM_THREAD_PATH, forumHref, forumThreadHref, parseForumQuery, parseReplyPage } from '@shared/forum';
import { frontBoards, frontThread } from '../forum/posting';
import { DISALLOWED_PATHS, policyPath } from './service';

/**
 * The head of each page of the single-page app as the server sends it: a title and description per page,
 * per policy and per search, canonical addresses, Open Graph tags on policy pages, `noindex` where search
 * engines have no business, and a real 404 status for a policy that is not published and for a path no
 * screen answers. The screens themselves still render in the browser.
 */
export type PageHead = {
  status: 200 | 404;
  title?: string;
  description?: string;
  canonical?: string;
  noindex?: boolean;
  openGraph?: Record<string, string>;
  keywords?: string;
  /** The site's favicon (configured), on every page. */
  icon?: string;
};

/** The front's pages a visitor may land on, with the title and description search engines show (the default language). */
export const FRONT_PAGE_HEADS: Record<string, { title: string; description: string }> = {
  '/': { title: '', description: '园区企业的一站式政策服务：政策搜索、申报日历、政策匹配与服务市场。' },
  '/search': { title: '政策搜索', description: '按关键词、级别、发文部门、支持方式和申报状态查找惠企政策。' },
  '/calender': { title: '申报日历', description: '按月查看各项政策的申报窗口与截止日期。' },
  '/policyMarket': { title: '政策服务市场', description: '为企业申报政策提供咨询、代理与辅导的服务机构。' },
  '/news': { title: '园区资讯', description: '园区新闻、通知公告、政策解读与企业风采。' },
  '/forum': { title: '园区论坛', description: '园区企业员工的交流社区：园区生活、政策咨询、活动召集与闲置转让。' },
  '/match': { title: '政策匹配', description: '填写企业情况，找出可以申报的政策与差距。' },
  '/matchNow': { title: '政策匹配', description: '填写企业情况，找出可以申报的政策与差距。' },
  '/highZc': { title: '高新技术企业自测', description: '对照认定条件测一测企业能否申报高新技术企业。' },
  '/scaleType': { title: '企业规模自测', description: '按国家统计局标准测算企业属于大型、中型、小型还是微型。' },
  '/robot': { title: '政策助手', description: '用一句话提问，获得有出处的政策解答。' },
  '/apply': { title: '政策申报', description: '在线提交政策申报材料并查看审核进度。' },
  '/pping': { title: '企业画像', description: '企业画像与政策匹配结果。' },
  '/ppResult': { title: '匹配结果', description: '企业画像与政策匹配结果。' },
};

const POLICY_PATH = /^\/policydetail\/([1-9][0-9]{0,9})$/;

/** Screens robots.txt keeps crawlers from (the back office, sign-in, personal and error pages) also say noindex. */
const isPrivate = (pathname: string) => DISALLOWED_PATHS.some((prefix) => pathname.startsWith(prefix));

/** The plain text a description may hold: one line, at most `max` characters. */
export function descriptionOf(text: string | null | undefined, max = 150): string | undefined {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!line) return undefined;
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

const configText = (config: Record<string, unknown>, key: string) => (typeof config[key] === 'string' && config[key] ? (config[key] as string) : undefined);

export async function pageHeadFor(deps: Deps, url: URL, origin: string): Promise<PageHead> {
  const config = await siteConfig(deps.db);
  const head = await headOf(deps, config, url, origin);
  return { ...head, icon: configText(config, 'favicon') };
}

async function headOf(deps: Deps, config: Record<string, unknown>, url: URL, origin: string): Promise<PageHead> {
  const siteName = siteNameOf(config);
  const titled = (title: string) => (title ? `${title} - ${siteName}` : siteName);
  const { pathname } = url;

  const policyId = POLICY_PATH.exec(pathname)?.[1];
  if (policyId) {
    const [policy] = await deps.db
      .select({ id: policies.id, title: policies.title, summary: policies.summary, contentText: policies.contentText, publishDate: policies.publishDate })
      .from(policies)
      .where(and(eq(policies.id, Number(policyId)), eq(policies.status, 'published')));
    if (!policy) return { status: 404, title: titled('页面不存在'), noindex: true };
    const canonical = origin + policyPath(policy.id);
    const description = descriptionOf(policy.summary) ?? descriptionOf(policy.contentText);
    return {
      status: 200,
      title: titled(policy.title),
      description,
      canonical,
      openGraph: {
        'og:type': 'article',
        'og:title': policy.title,
        ...(description ? { 'og:description': description } : {}),
        'og:url': canonical,
        'og:site_name': siteName,
        'article:published_time': policy.publishDate,
      },
    };
  }

  const articleId = NEWS_ARTICLE_PATH.exec(pathname)?.[1];
  if (articleId) {
    const [[article], categories] = await Promise.all([
      deps.db
        .select({
          id: publishedArticles.articleId,
          categoryId: publishedArticles.categoryId,
          title: publishedArticles.title,
          summary: publishedArticles.summary,
          seoTitle: publishedArticles.seoTitle,
          seoDescription: publishedArticles.seoDescription,
          contentHtml: publishedArticles.contentHtml,
          publishedAt: publishedArticles.publishedAt,
        })
        .from(publishedArticles)
        .where(eq(publishedArticles.articleId, Number(articleId))),
      visibleCategories(deps.db),
    ]);
    if (!article || !categories.some((c) => c.id === article.categoryId)) return { status: 404, title: titled('页面不存在'), noindex: true };
    const canonical = origin + newsArticlePath(article.id);
    const description = descriptionOf(article.seoDescription) ?? descriptionOf(article.summary) ?? descriptionOf(htmlToText(article.contentHtml));
    return {
      status: 200,
      title: titled(article.seoTitle || article.title),
      description,
      canonical,
      openGraph: {
        'og:type': 'article',
        'og:title': article.title,
        ...(description ? { 'og:description': description } : {}),
        'og:url': canonical,
        'og:site_name': siteName,
        'article:published_time': article.publishedAt.toISOString(),
      },
    };
  }

  if (pathname === '/news') {
    const query = parseNewsQuery(url.searchParams);
    const category = query.category ? (await visibleCategories(deps.db)).find((c) => c.slug === query.category) : undefined;
    if (query.category && !category) return { status: 404, title: titled('页面不存在'), noindex: true };
    const page = FRONT_PAGE_HEADS['/news'];
    const parts = [category?.name, query.current > 1 ? `第 ${query.current} 页` : ''].filter(Boolean);
    return { status: 200, title: titled([page.title, ...parts].join(' · ')), description: page.description, canonical: origin + newsHref(query) };
  }

  const threadId = FORUM_THREAD_PATH.exec(pathname)?.[1];
  if (threadId) {
    const thread = await frontThread(deps.db, Number(threadId));
    if (!thread) return { status: 404, title: titled('页面不存在'), noindex: true };
    const [opening] = await deps.db
      .select({ content: forumPosts.content })
      .from(forumPosts)
      .where(and(eq(forumPosts.threadId, thread.t.id), eq(forumPosts.opening, true)));
    const current = parseReplyPage(url.searchParams);
    const canonical = origin + forumThreadHref(thread.t.id, current);
    const description = descriptionOf(opening?.content);
    return {
      status: 200,
      title: titled([thread.t.title, current > 1 ? `第 ${current} 页` : '', thread.boardName].filter(Boolean).join(' · ')),
      description,
      canonical,
      openGraph: {
        'og:type': 'article',
        'og:title': thread.t.title,
        ...(description ? { 'og:description': description } : {}),
        'og:url': canonical,
        'og:site_name': siteName,
        'article:published_time': thread.t.createdAt.toISOString(),
      },
    };
  }

  if (pathname === '/forum') {
    const query = parseForumQuery(url.searchParams);
    const board = query.board ? (await frontBoards(deps.db)).find((b) => b.id === query.board) : undefined;
    if (query.board && !board) return { status: 404, title: titled('页面不存在'), noindex: true };
    const page = FRONT_PAGE_HEADS['/forum'];
    const parts = [board?.name, query.current > 1 ? `第 ${query.current} 页` : ''].filter(Boolean);
    return {
      status: 200,
      title: titled([page.title, ...parts].join(' · ')),
      description: descriptionOf(board?.description) ?? page.description,
      canonical: origin + forumHref(query),
    };
  }

  const pageSlug = SITE_PAGE_PATH.exec(pathname)?.[1];
  if (pageSlug) {
    const [page] = await deps.db
      .select({ title: sitePages.title, description: sitePages.description, contentHtml: sitePages.contentHtml })
      .from(sitePages)
      .where(eq(sitePages.slug, pageSlug));
    if (!page) return { status: 404, title: titled('页面不存在'), noindex: true };
    return {
      status: 200,
      title: titled(page.title),
      description: descriptionOf(page.description) ?? descriptionOf(htmlToText(page.contentHtml)),
      canonical: origin + sitePagePath(pageSlug),
    };
  }

  if (pathname === '/search') {
    const keyword = (url.searchParams.get('keyword') ?? '').trim().slice(0, 100);
    const page = FRONT_PAGE_HEADS['/search'];
    return {
      status: 200,
      title: titled(keyword ? `“${keyword}”的${page.title}结果` : page.title),
      description: page.description,
      canonical: `${origin}/search${keyword ? `?keyword=${encodeURIComponent(keyword)}` : ''}`,
    };
  }

  if (pathname === '/policyMarket') {
    // One address per market view (tab, kind, region, keyword, page), written the way the screen writes it.
    const query = parseMarketQuery(url.searchParams, providerKinds);
    const page = FRONT_PAGE_HEADS['/policyMarket'];
    const parts = [query.tab === 'offers' ? '服务产品' : '', query.current > 1 ? `第 ${query.current} 页` : ''].filter(Boolean);
    return { status: 200, title: titled([page.title, ...parts].join(' · ')), description: page.description, canonical: origin + marketHref(query) };
  }

  if (pathname === '/') {
    // The home page is the site's own entry in search results: the configured SEO title, description and keywords.
    return {
      status: 200,
      title: configText(config, 'seoTitle') ?? siteName,
      description: descriptionOf(configText(config, 'seoDescription')) ?? FRONT_PAGE_HEADS['/'].description,
      keywords: configText(config, 'seoKeywords'),
      canonical: `${origin}/`,
    };
  }

  const front = FRONT_PAGE_HEADS[pathname];
  if (front) return { status: 200, title: titled(front.title), description: front.description, canonical: origin + pathname };
  if (isPrivate(pathname)) return { status: 200, noindex: true };
  return { status: 404, title: titled('页面不存在'), noindex: true };
}

/** Writes the head into the built index.html: the title replaced, the other tags before </head>. */
export function injectHead(html: string, head: PageHead): string {
  const tags: string[] = [];
  if (head.description) tags.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
  if (head.keywords) tags.push(`<meta name="keywords" content="${escapeHtml(head.keywords)}">`);
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  for (const [property, content] of Object.entries(head.openGraph ?? {})) tags.push(`<meta property="${property}" content="${escapeHtml(content)}">`);
  let out = html;
  if (head.title !== undefined) {
    const title = `<title>${escapeHtml(head.title)}</title>`;
    out = /<title>[\s\S]*?<\/title>/.test(out) ? out.replace(/<title>[\s\S]*?<\/title>/, () => title) : out.replace('</head>', () => `${title}</head>`);
  }
  // The configured favicon replaces the build's (the same for every page: the build's one is the product's logo).
  if (head.icon) {
    const icon = `<link rel="icon" href="${escapeHtml(head.icon)}">`;
    out = /<link rel="(?:shortcut )?icon"[^>]*>/.test(out)
      ? out.replace(/<link rel="(?:shortcut )?icon"[^>]*>/, () => icon)
      : out.replace('</head>', () => `${icon}</head>`);
  }
  return tags.length ? out.replace('</head>', () => `${tags.join('')}</head>`) : out;
}

/** The built index.html, read again only when the file changes (a new build). */
export function indexHtmlReader(webDist: string) {
  const file = path.join(webDist, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
  return () => {
    const { mtimeMs } = fs.statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
    return cached.html;
  };
}

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
