import type { SortOrder } from 'antd/es/table/interface';
import type { applicationDetail, applicationSummary, queryApplications } from '@/services/portal/application';
import type { DataOf } from '@/utils/request/dataOf';

export type ApplicationItem = DataOf<typeof queryApplications>['list'][number];
export type ApplicationDetail = DataOf<typeof applicationDetail>;
export type ApplicationSummary = DataOf<typeof applicationSummary>;
export type ApplicationStatus = ApplicationItem['status'];
export type Material = ApplicationDetail['application']['materials'][number];

/** The statuses staff see (a draft is the company's own business until it is submitted). */
export const APPLICATION_STATUSES: ApplicationStatus[] = ['running', 'returned', 'rejected', 'approved', 'withdrawn'];

export const EXPORT_URL = '/api/oa/admin/application/export';

/** The columns the server sorts by (staffQuery.sortField). */
const SORT_FIELDS = ['submittedAt', 'approvedAmount'] as const;
type SortField = (typeof SORT_FIELDS)[number];

/** The filters of the list, its export and its summary (paging and order apart). */
export type ApplicationFilters = Omit<API.queryApplicationsParams, 'current' | 'pageSize' | 'sortField' | 'sortOrder'>;
export type ApplicationQuery = ApplicationFilters & Pick<API.queryApplicationsParams, 'sortField' | 'sortOrder'>;

/** What the table's search form holds: the submitted-day range arrives already split (see the column's transform). */
export type SearchValues = {
  keyword?: string;
  policyId?: number | string;
  status?: ApplicationStatus;
  departmentId?: number | string;
  submittedFrom?: string;
  submittedTo?: string;
};

const idOf = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v) || undefined);

/**
 * The server's query from the table's search form and sorted column: empty filters are left out, and without a
 * sorted column the newest submission comes first (the server's default, said out loud so the export matches).
 */
export function applicationQuery(values: SearchValues, sort: Record<string, SortOrder> = {}): ApplicationQuery {
  const [field, order] = Object.entries(sort).find(([, o]) => o === 'ascend' || o === 'descend') ?? [];
  const sorted = SORT_FIELDS.includes(field as SortField) && !!order;
  const query: ApplicationQuery = {
    keyword: values.keyword?.trim() || undefined,
    policyId: idOf(values.policyId),
    status: values.status || undefined,
    departmentId: idOf(values.departmentId),
    submittedFrom: values.submittedFrom || undefined,
    submittedTo: values.submittedTo || undefined,
    sortField: sorted ? (field as SortField) : 'submittedAt',
    sortOrder: sorted ? (order as 'ascend' | 'descend') : 'descend',
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as ApplicationQuery;
}

/** Only the filters (for the summary, which has no order). */
export function filtersOf({ sortField: _field, sortOrder: _order, ...filters }: ApplicationQuery): ApplicationFilters {
  return filters;
}

const yuanFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });
/** An amount in 元 as staff read it (grouped), '-' when there is none. */
export const yuan = (value: number | null | undefined) => (value === null || value === undefined ? '-' : yuanFormat.format(value));
