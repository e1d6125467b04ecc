import { SORT_FIELDS, type SortField, type UnitFilters } from './types';

type TableParams = Record<string, unknown>;
type Sort = Record<string, 'ascend' | 'descend' | null | undefined>;

const textOf = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const numberOf = (v: unknown) => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? undefined : Number(v));

/** A [min, max] pair from the table's range filter, in order (a user who typed them the other way round meant the same range). */
function rangeOf(v: unknown): [number | undefined, number | undefined] {
  const [a, b] = Array.isArray(v) ? v.map(numberOf) : [undefined, undefined];
  return a !== undefined && b !== undefined && a > b ? [b, a] : [a, b];
}

/**
 * The server's list query (filters and order, the same for the page and the export) from the
 * table's search form and its sorted column. Empty filters are left out; no sort means by code.
 */
export function unitFilters(params: TableParams, sort: Sort = {}): UnitFilters {
  const [field, order] = Object.entries(sort).find(([, o]) => o === 'ascend' || o === 'descend') ?? [];
  const sortField = SORT_FIELDS.includes(field as SortField) ? (field as SortField) : 'code';
  const [areaMin, areaMax] = rangeOf(params.usableArea);
  const [priceMin, priceMax] = rangeOf(params.refPrice);
  const filters: UnitFilters = {
    keyword: textOf(params.keyword),
    building: textOf(params.building),
    usage: textOf(params.usage),
    rentalStatus: textOf(params.rentalStatus),
    areaMin,
    areaMax,
    priceMin,
    priceMax,
    sortField,
    sortOrder: sortField === field && order ? order : 'ascend',
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as UnitFilters;
}
