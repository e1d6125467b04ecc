// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** Which paths crawlers may visit, and where the sitemap is GET /robots.txt */
export async function robotsTxt(options?: { [key: string]: any }) {
  return request<any>('/robots.txt', {
    method: 'GET',
    ...(options || {}),
  });
}

/** The sitemap index: the front's pages and the policy sitemaps GET /sitemap.xml */
export async function sitemapIndex(options?: { [key: string]: any }) {
  return request<any>('/sitemap.xml', {
    method: 'GET',
    ...(options || {}),
  });
}

/** The newest threads on the front (50,000 at most), streamed GET /sitemap/forum.xml */
export async function forumSitemap(options?: { [key: string]: any }) {
  return request<any>('/sitemap/forum.xml', {
    method: 'GET',
    ...(options || {}),
  });
}

/** The newest articles on the front (50,000 at most), streamed GET /sitemap/news.xml */
export async function newsSitemap(options?: { [key: string]: any }) {
  return request<any>('/sitemap/news.xml', {
    method: 'GET',
    ...(options || {}),
  });
}

/** The front's own pages and the single pages GET /sitemap/pages.xml */
export async function pagesSitemap(options?: { [key: string]: any }) {
  return request<any>('/sitemap/pages.xml', {
    method: 'GET',
    ...(options || {}),
  });
}

/** Every published policy, 50,000 to a part, streamed GET /sitemap/policies.xml */
export async function policiesSitemap(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.policiesSitemapParams,
  options?: { [key: string]: any },
) {
  return request<any>('/sitemap/policies.xml', {
    method: 'GET',
    params: {
      // part has a default value: 1
      part: '1',
      ...params,
    },
    ...(options || {}),
  });
}
