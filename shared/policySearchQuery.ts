import type { PolicyLevel } from './policyMatch';
import type { WindowStatus } from './policyWindow';

/**
 * The policy search screen's whole query lives in the address (so a search can be shared, and back and forward
 * work): keyword, filters, sort and page. The parameter names are the API's; lists are comma separated
 * (`level=city,district`). Anything the server would refuse is dropped or put right here, so a hand-edited
 * or old link still searches. Shared: the server renders /search for the address as the screen searches it.
 */

export const SORTS = ['relevance', 'publishDate', 'deadline', 'amount'] as const;
export type SearchSort = (typeof SORTS)[number];
export const PAGE_SIZES = [10, 20, 50];
export const DEFAULT_PAGE_SIZE = 10;

export type SearchQuery = {
  keyword: string;
  level: PolicyLevel[];
  regionCode: string[];
  departmentId: number[];
  tagId: number[];
  supportType: string[];
  windowStatus: WindowStatus[];
  publishFrom?: string;
  publishTo?: string;
  /** 万元 */
  amountMin?: number;
  amountMax?: number;
  sort: SearchSort;
  order?: 'asc' | 'desc';
  current: number;
  pageSize: number;
};

/** The filters a visitor can set and drop, in the order the screen names them. */
export const FILTER_KEYS = ['windowStatus', 'level', 'supportType', 'tagId', 'departmentId', 'regionCode', 'publishDate', 'amount'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const LEVELS: PolicyLevel[] = ['national', 'provincial', 'city', 'district'];
const STATUSES: WindowStatus[] = ['upcoming', 'open', 'closing_soon', 'closed'];
const MAX_PAGE = 1000;

export const emptyQuery = (): SearchQuery => ({
  keyword: '',
  level: [],
  regionCode: [],
  departmentId: [],
  tagId: [],
  supportType: [],
  windowStatus: [],
  sort: 'relevance',
  current: 1,
  pageSize: DEFAULT_PAGE_SIZE,
});

const list = (params: URLSearchParams, name: string) =>
  params
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
const unique = <T>(values: T[], max: number) => [...new Set(values)].slice(0, max);
const ids = (values: string[]) =>
  values
    .filter((v) => /^\d{1,9}$/.test(v))
    .map(Number)
    .filter((n) => n > 0);
const isDate = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));
const amount = (v: string | null) => {
  if (v === null || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 && n <= 1e9 ? n : undefined;
};
const int = (v: string | null, min: number, max: number, fallback: number) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

export function parseQuery(params: URLSearchParams): SearchQuery {
  const q = emptyQuery();
  // `q` is what the home page used to send.
  q.keyword = (params.get('keyword') ?? params.get('q') ?? '').trim().slice(0, 100);
  q.level = unique(
    list(params, 'level').filter((v): v is PolicyLevel => LEVELS.includes(v as PolicyLevel)),
    4,
  );
  q.regionCode = unique(
    list(params, 'regionCode').filter((v) => /^\d{6}$/.test(v)),
    50,
  );
  q.departmentId = unique(ids(list(params, 'departmentId')), 50);
  q.tagId = unique(ids(list(params, 'tagId')), 50);
  q.supportType = unique(
    list(params, 'supportType').filter((v) => /^[\w-]{1,32}$/.test(v)),
    20,
  );
  q.windowStatus = unique(
    list(params, 'windowStatus').filter((v): v is WindowStatus => STATUSES.includes(v as WindowStatus)),
    4,
  );
  let from = params.get('publishFrom');
  let to = params.get('publishTo');
  if (isDate(from) && isDate(to) && from > to) [from, to] = [to, from];
  if (isDate(from)) q.publishFrom = from;
  if (isDate(to)) q.publishTo = to;
  let min = amount(params.get('amountMin'));
  let max = amount(params.get('amountMax'));
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min !== undefined) q.amountMin = min;
  if (max !== undefined) q.amountMax = max;
  const sort = params.get('sort');
  if (SORTS.includes(sort as SearchSort)) q.sort = sort as SearchSort;
  const order = params.get('order');
  if (order === 'asc' || order === 'desc') q.order = order;
  q.current = int(params.get('current'), 1, MAX_PAGE, 1);
  const size = int(params.get('pageSize'), 1, 100, DEFAULT_PAGE_SIZE);
  q.pageSize = PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE;
  return q;
}

/** The address's query string for a query: only what differs from the defaults, in a stable order. */
export function toSearchParams(q: SearchQuery): URLSearchParams {
  const p = new URLSearchParams();
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') p.set(name, String(value));
  };
  set('keyword', q.keyword.trim());
  for (const name of ['windowStatus', 'level', 'supportType', 'tagId', 'departmentId', 'regionCode'] as const) {
    if (q[name].length) p.set(name, q[name].join(','));
  }
  set('publishFrom', q.publishFrom);
  set('publishTo', q.publishTo);
  set('amountMin', q.amountMin);
  set('amountMax', q.amountMax);
  if (q.sort !== 'relevance') set('sort', q.sort);
  set('order', q.order);
  if (q.current > 1) set('current', q.current);
  if (q.pageSize !== DEFAULT_PAGE_SIZE) set('pageSize', q.pageSize);
  return p;
}

/** The body of POST /api/policy/search for a query (empty parts left out). */
/** The body of POST /api/policy/search for a query: the same fields, only what is set. */
export type SearchBody = Pick<SearchQuery, 'sort' | 'current' | 'pageSize'> & Partial<Omit<SearchQuery, 'sort' | 'current' | 'pageSize'>>;

/** The home page's "closing soon" list: the first policies by deadline among those closing soon. */
export const HOME_CLOSING_SOON: SearchBody = { windowStatus: ['closing_soon'], sort: 'deadline', current: 1, pageSize: 6 };

export function toSearchBody(q: SearchQuery): SearchBody {
  const body: SearchBody = { sort: q.sort, current: q.current, pageSize: q.pageSize };
  if (q.keyword.trim()) body.keyword = q.keyword.trim();
  if (q.level.length) body.level = q.level;
  if (q.regionCode.length) body.regionCode = q.regionCode;
  if (q.departmentId.length) body.departmentId = q.departmentId;
  if (q.tagId.length) body.tagId = q.tagId;
  if (q.supportType.length) body.supportType = q.supportType;
  if (q.windowStatus.length) body.windowStatus = q.windowStatus;
  if (q.publishFrom) body.publishFrom = q.publishFrom;
  if (q.publishTo) body.publishTo = q.publishTo;
  if (q.amountMin !== undefined) body.amountMin = q.amountMin;
  if (q.amountMax !== undefined) body.amountMax = q.amountMax;
  if (q.order) body.order = q.order;
  return body;
}

/** Is this filter set? */
export function isActive(q: SearchQuery, key: FilterKey): boolean {
  if (key === 'publishDate') return !!(q.publishFrom || q.publishTo);
  if (key === 'amount') return q.amountMin !== undefined || q.amountMax !== undefined;
  return q[key].length > 0;
}

export const activeFilters = (q: SearchQuery) => FILTER_KEYS.filter((k) => isActive(q, k));

/** The query with one filter dropped, back on page 1. */
export function dropFilter(q: SearchQuery, key: FilterKey): SearchQuery {
  const next: SearchQuery = { ...q, current: 1 };
  if (key === 'publishDate') {
    delete next.publishFrom;
    delete next.publishTo;
  } else if (key === 'amount') {
    delete next.amountMin;
    delete next.amountMax;
  } else {
    next[key] = [] as never;
  }
  return next;
}

/** The query without any filter (keyword, sort and page size kept), back on page 1. */
export const clearFilters = (q: SearchQuery): SearchQuery => FILTER_KEYS.reduce(dropFilter, { ...q, current: 1 });

/** Adds or removes one value of a list filter, back on page 1. */
export function toggleValue<K extends 'level' | 'regionCode' | 'departmentId' | 'tagId' | 'supportType' | 'windowStatus'>(
  q: SearchQuery,
  key: K,
  value: SearchQuery[K][number],
): SearchQuery {
  const values = q[key] as (typeof value)[];
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return { ...q, [key]: next, current: 1 };
}
