import { SLUG_PATTERN } from './slug';

/**
 * The front's news addresses, written and read the same way by the screens, the server's page loaders, the page
 * heads and the sitemap: /news (all visible categories), /news?category=<slug>&current=<n>, /news/<id>.
 */

/** An article's page; longer ids are no article. */
export const NEWS_ARTICLE_PATH = /^\/news\/([1-9][0-9]{0,8})$/;
export const newsArticlePath = (id: number) => `/news/${id}`;
/** How many articles a page of /news lists. */
export const NEWS_PAGE_SIZE = 12;
/** How many of the newest articles the home page shows. */
export const HOME_NEWS_COUNT = 6;
/** The most pages /news pages through: deeper than this, a category is the way in. */
const MAX_PAGE = 10_000;

export type NewsQuery = { category: string | null; current: number };

/** The list an address asks for: an unknown-looking category is none, a bad page number is the first. */
export function parseNewsQuery(params: URLSearchParams): NewsQuery {
  const category = params.get('category');
  const current = Number(params.get('current'));
  return {
    category: category && SLUG_PATTERN.test(category) ? category : null,
    current: Number.isInteger(current) && current >= 1 && current <= MAX_PAGE ? current : 1,
  };
}

/** The address of a list: the first page and all categories write nothing. */
export function newsHref({ category, current }: NewsQuery): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (current > 1) params.set('current', String(current));
  const query = params.toString();
  return query ? `/news?${query}` : '/news';
}

/** The news call's query string for a list. */
export const newsCallQuery = ({ category, current }: NewsQuery) =>
  new URLSearchParams({ ...(category ? { category } : {}), current: String(current), pageSize: String(NEWS_PAGE_SIZE) }).toString();
