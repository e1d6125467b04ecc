/**
 * What a server-rendered page was rendered with: the address, and the answers of the calls its screen makes,
 * by key (server/modules/seo/pageLoaders.ts writes them, src/utils/pageData.ts reads them).
 */
export type PageData = { url: string; data: Record<string, unknown> };

/** Where the server's renderer keeps the current render's data (shared by name: the server bundle of the app is separate code). */
export const PAGE_DATA_STORE = Symbol.for('portal.pageData');

/** The page's JSON block holding it (data, not a script: the content security policy allows no inline script). */
export const PAGE_DATA_ELEMENT_ID = 'portal-page-data';

/** The keys a screen and the server's page loaders share. */
export const pageDataKey = {
  /** The public site configuration (site name, footer), as the app's initial state holds it. */
  siteConfig: 'siteConfig',
  policyDetail: (id: number) => `policyDetail:${id}`,
  /** Part of the policy dva model's state (src/models/policy.ts): the store starts with it. */
  policyState: 'policyState',
  /** The home page's closing-soon list (HOME_CLOSING_SOON in shared/policySearchQuery.ts). */
  homeClosingSoon: 'homeClosingSoon',
  /** /calender's first month: { from, to, data } with data the calendar call's answer for that range. */
  policyCalendar: 'policyCalendar',
  /** /policyMarket's page as its address asks (shared/policyMarket.ts): the providers' or the offers' call's answer. */
  marketPage: 'marketPage',
  /** The single pages the footer links (every rendered page's footer). */
  footerPages: 'footerPages',
  /** A single page at /page/:slug (null: there is none). */
  sitePage: (slug: string) => `sitePage:${slug}`,
  /** A page of /news as its address asks (shared/news.ts; null: an unknown category). */
  newsList: (category: string | null, current: number) => `newsList:${category ?? ''}:${current}`,
  /** An article at /news/:id (null: none on the front). */
  newsArticle: (id: number) => `newsArticle:${id}`,
  /** The home page's newest articles. */
  homeNews: 'homeNews',
  /** The home page's advert areas (banner and links): the front's advert call's answer. */
  homeAdverts: 'homeAdverts',
  /** The home page's market block: the first providers of the market. */
  homeProviders: 'homeProviders',
  /** The home page's air-quality figure: the park's latest AQI (getdata's `park`). */
  homeAirQuality: 'homeAirQuality',
  /** A page of /forum as its address asks (shared/forum.ts; null: an unknown or hidden board). */
  forumList: (board: number | null, current: number) => `forumList:${board ?? ''}:${current}`,
  /** A thread at /forum/:id with a page of its replies (null: none on the front). */
  forumThread: (id: number, current: number) => `forumThread:${id}:${current}`,
};
