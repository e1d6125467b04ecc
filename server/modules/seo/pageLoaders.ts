import type { FastifyInstance } from 'fastify';
import { pageDataKey, type PageData } from '@shared/pageData';
import { monthGridRange } from '@shared/policyCalendar';
import { marketParams, parseMarketQuery } from '@shared/policyMarket';
import { providerKinds } from '../../db/schema/policy';
import { HOME_CLOSING_SOON, parseQuery, toSearchBody, type SearchBody } from '@shared/policySearchQuery';
import { todayOf } from '@shared/policyWindow';
import { SITE_PAGE_PATH } from '@shared/slug';
import { HOME_NEWS_COUNT, NEWS_ARTICLE_PATH, newsCallQuery, parseNewsQuery } from '@shared/news';
import { HOME_ADVERT_AREAS, HOME_PROVIDER_COUNT } from '@shared/homeLayout';
import { FORUM_THREAD_PATH, forumCallQuery, parseForumQuery, parseReplyPage, threadCallQuery } from '@shared/forum';

/** The front's pages the server renders (issue: policy pages readable without scripts and by search engines). */
const RENDERED_PAGES = new Set(['/', '/search', '/policyMarket', '/calender', '/news', '/forum']);
/** A policy page; longer ids are no policy (the screen reads at most 9 digits). */
const POLICY_PAGE = /^\/policydetail\/([1-9][0-9]{0,8})$/;

const dataOf = (res: { statusCode: number; json(): unknown }, what: string) => {
  if (res.statusCode !== 200) throw new Error(`the ${what} answered ${res.statusCode}`);
  return (res.json() as { data: unknown }).data;
};

const answer = async (app: FastifyInstance, url: string) => dataOf(await app.inject({ method: 'GET', url }), url);
const searchAnswer = async (app: FastifyInstance, body: SearchBody) =>
  dataOf(await app.inject({ method: 'POST', url: '/api/policy/search', payload: body }), 'policy search');

/**
 * The data a page is rendered with: the answers of the public calls its screen makes, asked of the app itself
 * (app.inject, so guards and output schemas apply as to any visitor) without the visitor's credentials, so
 * nothing personal is rendered. The screens start from it and do not ask again. Undefined: the page is not
 * server-rendered.
 */
export async function pageDataFor(app: FastifyInstance, url: URL): Promise<PageData['data'] | undefined> {
  const policyId = POLICY_PAGE.exec(url.pathname)?.[1];
  const pageSlug = SITE_PAGE_PATH.exec(url.pathname)?.[1];
  const articleId = NEWS_ARTICLE_PATH.exec(url.pathname)?.[1];
  const threadId = FORUM_THREAD_PATH.exec(url.pathname)?.[1];
  if (!policyId && !pageSlug && !articleId && !threadId && !RENDERED_PAGES.has(url.pathname)) return undefined;
  const [siteConfig, footerPages] = await Promise.all([answer(app, '/apiv2/config/admin/all'), answer(app, '/api/cms/page/footer')]);
  const data: PageData['data'] = { [pageDataKey.siteConfig]: siteConfig, [pageDataKey.footerPages]: footerPages };
  if (articleId) {
    const article = await app.inject({ method: 'GET', url: `/api/article/news/detail?id=${articleId}` });
    data[pageDataKey.newsArticle(Number(articleId))] = article.statusCode === 404 ? null : dataOf(article, 'article');
  } else if (threadId) {
    const current = parseReplyPage(url.searchParams);
    const thread = await app.inject({ method: 'GET', url: `/api/forum/thread/detail?${threadCallQuery(Number(threadId), current)}` });
    data[pageDataKey.forumThread(Number(threadId), current)] = thread.statusCode === 404 ? null : dataOf(thread, 'thread');
  } else if (url.pathname === '/forum') {
    const query = parseForumQuery(url.searchParams);
    const list = await app.inject({ method: 'GET', url: `/api/forum/thread/query?${forumCallQuery(query)}` });
    data[pageDataKey.forumList(query.board, query.current)] = list.statusCode === 404 ? null : dataOf(list, 'forum');
  } else if (url.pathname === '/news') {
    const query = parseNewsQuery(url.searchParams);
    const list = await app.inject({ method: 'GET', url: `/api/article/news/query?${newsCallQuery(query)}` });
    data[pageDataKey.newsList(query.category, query.current)] = list.statusCode === 404 ? null : dataOf(list, 'news');
  } else if (pageSlug) {
    const page = await app.inject({ method: 'GET', url: `/api/cms/page/detail?slug=${pageSlug}` });
    data[pageDataKey.sitePage(pageSlug)] = page.statusCode === 404 ? null : dataOf(page, 'single page');
  } else if (policyId) {
    const [detail, areaDict] = await Promise.all([
      app.inject({ method: 'GET', url: `/api/policy/detail?id=${policyId}` }),
      answer(app, '/api/policy/getAreaDict'),
    ]);
    data[pageDataKey.policyDetail(Number(policyId))] = detail.statusCode === 404 ? null : dataOf(detail, 'policy detail');
    data[pageDataKey.policyState] = { areaDict };
  } else if (url.pathname === '/search') {
    const body = toSearchBody(parseQuery(url.searchParams));
    const [resultSearche, tagList, areaDict] = await Promise.all([
      searchAnswer(app, body),
      answer(app, '/api/policy/taglist'),
      answer(app, '/api/policy/getAreaDict'),
    ]);
    data[pageDataKey.policyState] = { resultSearche, lastSearch: body, tagList, areaDict };
  } else if (url.pathname === '/') {
    const [businessBaseData, closingSoon, news, adverts, providers, airQuality] = await Promise.all([
      answer(app, '/api/policy/getBusinessBase'),
      searchAnswer(app, HOME_CLOSING_SOON),
      answer(app, `/api/article/news/query?pageSize=${HOME_NEWS_COUNT}`),
      answer(app, `/api/cms/ad/list?areas=${HOME_ADVERT_AREAS.join(',')}`),
      answer(app, `/api/policy/market/providers?pageSize=${HOME_PROVIDER_COUNT}`),
      answer(app, '/api/datav/misc/env/getdata'),
    ]);
    data[pageDataKey.policyState] = { businessBaseData };
    data[pageDataKey.homeNews] = (news as { list: unknown[] }).list;
    data[pageDataKey.homeClosingSoon] = (closingSoon as { list: unknown[] }).list;
    data[pageDataKey.homeAdverts] = adverts;
    data[pageDataKey.homeProviders] = (providers as { list: unknown[] }).list;
    data[pageDataKey.homeAirQuality] = (airQuality as { park: unknown }).park;
  } else if (url.pathname === '/calender') {
    // The month of China's today: policy dates are China's calendar days, the screen opens on the same month.
    const [from, to] = monthGridRange(todayOf(new Date()));
    data[pageDataKey.policyCalendar] = { from, to, data: await answer(app, `/api/policy/calendar?from=${from}&to=${to}`) };
  } else if (url.pathname === '/policyMarket') {
    const query = parseMarketQuery(url.searchParams, providerKinds);
    const params = new URLSearchParams(Object.entries(marketParams(query, query.current)).map(([k, v]) => [k, String(v)]));
    data[pageDataKey.marketPage] = await answer(app, `/api/policy/market/${query.tab}?${params}`);
  }
  return data;
}
