/** The market's filters as the screen holds them (Kind: the provider kinds, as the caller types them). */
export type MarketFilters<Kind extends string = string> = { kind?: Kind; regionCode?: string; keyword?: string };

export const MARKET_PAGE_SIZE = 12;

/** The market's query for one tab: the filters that are set, and the page. The server renders the first page with it. */
export const marketParams = <Kind extends string>(filters: MarketFilters<Kind>, current: number) => ({
  current,
  pageSize: MARKET_PAGE_SIZE,
  ...(filters.kind ? { kind: filters.kind } : {}),
  ...(filters.regionCode ? { regionCode: filters.regionCode } : {}),
  ...(filters.keyword?.trim() ? { keyword: filters.keyword.trim() } : {}),
});
