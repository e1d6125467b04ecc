/** The market's filters as the screen holds them (Kind: the provider kinds, as the caller types them). */
export type MarketFilters<Kind extends string = string> = { kind?: Kind; regionCode?: string; keyword?: string };

export const MARKET_PAGE_SIZE = 12;
export const MARKET_TABS = ['providers', 'offers'] as const;
export type MarketTab = (typeof MARKET_TABS)[number];

/** What /policyMarket shows, all of it in the address (shareable, and rendered by the server as it reads). */
export type MarketQuery<Kind extends string = string> = MarketFilters<Kind> & { tab: MarketTab; current: number };

const REGION_CODE = /^[1-9][0-9]{5}$/;
const KEYWORD_MAX = 64;
/** The market never has this many pages; a larger number is a mistyped address. */
const PAGE_MAX = 10_000;

/** The market's query for one tab: the filters that are set, and the page. */
export const marketParams = <Kind extends string>(filters: MarketFilters<Kind>, current: number) => ({
  current,
  pageSize: MARKET_PAGE_SIZE,
  ...(filters.kind ? { kind: filters.kind } : {}),
  ...(filters.regionCode ? { regionCode: filters.regionCode } : {}),
  ...(filters.keyword?.trim() ? { keyword: filters.keyword.trim() } : {}),
});

/**
 * The address's query (`tab`, `kind`, `region`, `keyword`, `page`) as the market reads it; anything it does not
 * know (an unknown kind or tab, a malformed region, a page out of range) is left at its default rather than refused.
 */
export function parseMarketQuery<Kind extends string>(params: URLSearchParams, kinds: readonly Kind[]): MarketQuery<Kind> {
  const tab = params.get('tab');
  const kind = params.get('kind');
  const region = params.get('region') ?? '';
  const keyword = (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
  const page = Number(params.get('page'));
  return {
    tab: MARKET_TABS.find((t) => t === tab) ?? 'providers',
    ...(kinds.find((k) => k === kind) ? { kind: kind as Kind } : {}),
    ...(REGION_CODE.test(region) ? { regionCode: region } : {}),
    ...(keyword ? { keyword } : {}),
    current: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
  };
}

/** The address of a market query; defaults are left out, so the plain market is `/policyMarket`. */
export function marketHref(query: MarketQuery): string {
  const params = new URLSearchParams();
  if (query.tab !== 'providers') params.set('tab', query.tab);
  if (query.kind) params.set('kind', query.kind);
  if (query.regionCode) params.set('region', query.regionCode);
  if (query.keyword?.trim()) params.set('keyword', query.keyword.trim());
  if (query.current > 1) params.set('page', String(query.current));
  const search = params.toString();
  return search ? `/policyMarket?${search}` : '/policyMarket';
}
