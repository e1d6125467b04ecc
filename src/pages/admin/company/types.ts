import type { companyDetailAll, queryCompanies, queryCustomers } from '@/services/portal/company';
import type { DataOf } from '@/utils/request/dataOf';

/** The company screens' constants; the records are the generated client's (server/modules/company/schemas.ts). */

export const COMPANY_STATUS_DICT = 'company_status';
export const SCALE_DICT = 'enterprise_scale';
export const INDUSTRY_DICT = 'industry';
export const QUALIFICATION_DICT = 'qualification';

/** The tabs of a company's page, in order (?tab= in its address). */
export const COMPANY_TABS = ['profile', 'figures', 'ip', 'qualifications', 'customers', 'suppliers', 'posts', 'tenancy', 'users'] as const;

/** IP classes in the order the IP tab lists them (server/db/schema/company.ts `ipClasses`). */
export const IP_CLASSES = ['invention_patent', 'utility_model', 'design_patent', 'software_copyright', 'trademark', 'ic_layout'] as const;
export type IpClass = (typeof IP_CLASSES)[number];

/** The list's sortable columns (the server's `sortField`). */
export const SORT_FIELDS = ['name', 'foundedOn', 'registeredCapital', 'staffCount', 'createdAt'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export type CompanyItem = DataOf<typeof queryCompanies>['list'][number];
/** The generator types a record keyed by an enum as Record<string, any>; the IP counts are keyed by class. */
export type CompanyDetail = Omit<DataOf<typeof companyDetailAll>, 'ip'> & { ip: Partial<Record<IpClass, number>> };
/** A row of a profile list as its form edits it: a new row has no id until saved. */
type Editable<Row extends { id: number }> = Omit<Row, 'id'> & { id?: number };
export type Contact = Editable<CompanyDetail['contacts'][number]>;
/** One year's figures; money in 万元. */
export type Figure = CompanyDetail['figures'][number];
export type QualificationDetail = Editable<CompanyDetail['qualificationDetails'][number]>;
/** A customer or supplier; annualAmount in 万元 per year. */
export type Partner = Editable<CompanyDetail['customers'][number]>;
export type Tenancy = CompanyDetail['tenancies'][number];
export type CompanyPost = CompanyDetail['recruitPosts'][number];
/** A row of customer/supplier/query: a counterparty with the company it belongs to. */
export type PartnerItem = DataOf<typeof queryCustomers>['list'][number];

/** The list filters the server accepts (querystring of query and export). */
export type CompanyFilters = {
  name?: string;
  creditCode?: string;
  industryCode?: string;
  scale?: string;
  status?: string;
  qualification?: string;
  building?: string;
  sortField?: SortField;
  sortOrder?: 'ascend' | 'descend';
};
