import { SORT_FIELDS, type CompanyFilters, type SortField } from './types';

export const EXPORT_URL = '/apiv2/company/admin/export';

type TableParams = Record<string, unknown>;
type Sort = Record<string, 'ascend' | 'descend' | null | undefined>;

const textOf = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * The server's list query (filters and order, the same for the page and the export) from the
 * table's search form and its sorted column. Empty filters are left out; an unknown sort falls
 * back to newest first.
 */
export function companyFilters(params: TableParams, sort: Sort = {}): CompanyFilters {
  const [field, order] = Object.entries(sort).find(([, o]) => o === 'ascend' || o === 'descend') ?? [];
  const sortField = SORT_FIELDS.includes(field as SortField) ? (field as SortField) : 'createdAt';
  const filters: CompanyFilters = {
    name: textOf(params.name),
    creditCode: textOf(params.creditCode)?.toUpperCase(),
    industryCode: textOf(params.industryCode),
    scale: textOf(params.scale),
    status: textOf(params.status),
    qualification: textOf(params.qualification),
    building: textOf(params.building),
    sortField,
    sortOrder: sortField === field && order ? order : 'descend',
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as CompanyFilters;
}
