import type { FastifyInstance } from 'fastify';
import { pageDataKey, type PageData } from '@shared/pageData';

/** The front's pages the server renders (issue: policy pages readable without scripts and by search engines). */
const RENDERED_PAGES = new Set(['/', '/search', '/policyMarket', '/calender']);
/** A policy page; longer ids are no policy (the screen reads at most 9 digits). */
const POLICY_PAGE = /^\/policydetail\/([1-9][0-9]{0,8})$/;

const dataOf = (res: { statusCode: number; json(): unknown }, what: string) => {
  if (res.statusCode !== 200) throw new Error(`the ${what} answered ${res.statusCode}`);
  return (res.json() as { data: unknown }).data;
};

const answer = async (app: FastifyInstance, url: string) => dataOf(await app.inject({ method: 'GET', url }), url);

/**
 * The data a page is rendered with: the answers of the public calls its screen makes, asked of the app itself
 * (app.inject, so guards and output schemas apply as to any visitor) without the visitor's credentials, so
 * nothing personal is rendered. Undefined: the page is not server-rendered.
 */
export async function pageDataFor(app: FastifyInstance, url: URL): Promise<PageData['data'] | undefined> {
  const policyId = POLICY_PAGE.exec(url.pathname)?.[1];
  if (!policyId && !RENDERED_PAGES.has(url.pathname)) return undefined;
  const data: PageData['data'] = { [pageDataKey.siteConfig]: await answer(app, '/apiv2/config/admin/all') };
  if (policyId) {
    const res = await app.inject({ method: 'GET', url: `/api/policy/detail?id=${policyId}` });
    data[pageDataKey.policyDetail(Number(policyId))] = res.statusCode === 404 ? null : dataOf(res, 'policy detail');
  }
  return data;
}
