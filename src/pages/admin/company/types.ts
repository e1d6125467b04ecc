/**
 * The company records as the server's schemas (server/modules/company/schemas.ts) describe them. The
 * generated client types drop `null`; these keep it, since most profile fields are optional.
 */

export const COMPANY_STATUS_DICT = 'company_status';
export const SCALE_DICT = 'enterprise_scale';
export const INDUSTRY_DICT = 'industry';
export const QUALIFICATION_DICT = 'qualification';

/** The tabs of a company's page, in order (?tab= in its address). */
export const COMPANY_TABS = ['profile', 'figures', 'ip', 'qualifications', 'customers', 'suppliers', 'posts', 'tenancy'] as const;

/** IP classes in the order the IP tab lists them (server/db/schema/company.ts `ipClasses`). */
export const IP_CLASSES = ['invention_patent', 'utility_model', 'design_patent', 'software_copyright', 'trademark', 'ic_layout'] as const;
export type IpClass = (typeof IP_CLASSES)[number];

/** The list's sortable columns (the server's `sortField`). */
export const SORT_FIELDS = ['name', 'foundedOn', 'registeredCapital', 'staffCount', 'createdAt'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export type CompanyItem = {
  id: number;
  name: string;
  creditCode: string;
  legalPerson: string | null;
  foundedOn: string | null;
  /** 万元 */
  registeredCapital: number | null;
  industryCode: string | null;
  scale: string | null;
  staffCount: number | null;
  techStaffCount: number | null;
  status: string;
  regionCode: string | null;
  address: string | null;
  building: string | null;
  qualifications: string[];
  createdAt: string;
};

export type Contact = { id?: number; name: string; title: string | null; phone: string | null; email: string | null; isPrimary: boolean };

/** One year's figures; money in 万元. */
export type Figure = {
  year: number;
  revenue: number | null;
  rdSpend: number | null;
  netAssets: number | null;
  totalAssets: number | null;
  staffCount: number | null;
  techStaffCount: number | null;
};

export type QualificationDetail = { id?: number; qualification: string; certificateNo: string | null; issuedOn: string | null; expiresOn: string | null };

export type Partner = {
  id?: number;
  name: string;
  industryCode: string | null;
  contact: string | null;
  phone: string | null;
  /** 万元 per year */
  annualAmount: number | null;
  since: number | null;
};

export type Tenancy = {
  id: number;
  unitId: number;
  unitCode: string;
  building: string;
  floor: number;
  usableArea: number;
  moveInOn: string;
  moveOutOn: string | null;
};

export type CompanyPost = { id: number; title: string; typeName: string; headcount: number; status: string; publishedOn: string | null };

export type CompanyDetail = CompanyItem & {
  website: string | null;
  intro: string | null;
  contacts: Contact[];
  figures: Figure[];
  ip: Partial<Record<IpClass, number>>;
  qualificationDetails: QualificationDetail[];
  tenancies: Tenancy[];
  customers: Partner[];
  suppliers: Partner[];
  recruitPosts: CompanyPost[];
};

/** A row of customer/supplier/query: a counterparty with the company it belongs to. */
export type PartnerItem = Partner & { id: number; companyId: number; companyName: string };

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
