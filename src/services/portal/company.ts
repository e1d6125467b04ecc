// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** 此处后端没有提供注释 POST /apiv2/company/admin/create */
export async function createCompany(
  body: {
    name: string;
    creditCode: string;
    legalPerson?: string | null;
    foundedOn?: string | null;
    registeredCapital?: number | null;
    industryCode?: string | null;
    scale?: string | null;
    staffCount?: number | null;
    techStaffCount?: number | null;
    status?: string;
    regionCode?: string | null;
    address?: string | null;
    website?: string | null | '';
    intro?: string | null;
    building?: string | null;
    contacts?: { name: string; title?: string | null; phone?: string | null | ''; email?: string | null | ''; isPrimary?: boolean }[];
    figures?: {
      year: number;
      revenue?: number | null;
      rdSpend?: number | null;
      netAssets?: number | null;
      totalAssets?: number | null;
      staffCount?: number | null;
      techStaffCount?: number | null;
    }[];
    ip?: Record<string, any>;
    qualifications?: { qualification: string; certificateNo?: string | null; issuedOn?: string | null; expiresOn?: string | null }[];
    customers?: {
      name: string;
      industryCode?: string | null;
      contact?: string | null;
      phone?: string | null | '';
      annualAmount?: number | null;
      since?: number | null;
    }[];
    suppliers?: {
      name: string;
      industryCode?: string | null;
      contact?: string | null;
      phone?: string | null | '';
      annualAmount?: number | null;
      since?: number | null;
    }[];
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      creditCode: string;
      legalPerson: string | null;
      foundedOn: string | null;
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
      website: string | null;
      intro: string | null;
      contacts: { name: string; title: string | null; phone: string | null; email: string | null; isPrimary: boolean; id: number }[];
      figures: {
        year: number;
        revenue: number | null;
        rdSpend: number | null;
        netAssets: number | null;
        totalAssets: number | null;
        staffCount: number | null;
        techStaffCount: number | null;
      }[];
      ip: Record<string, any>;
      qualificationDetails: { id: number; qualification: string; certificateNo: string | null; issuedOn: string | null; expiresOn: string | null }[];
      tenancies: {
        id: number;
        unitId: number;
        unitCode: string;
        building: string;
        floor: number;
        usableArea: number;
        moveInOn: string;
        moveOutOn: string | null;
      }[];
      customers: {
        id: number;
        name: string;
        industryCode: string | null;
        contact: string | null;
        phone: string | null;
        annualAmount: number | null;
        since: number | null;
      }[];
      suppliers: {
        id: number;
        name: string;
        industryCode: string | null;
        contact: string | null;
        phone: string | null;
        annualAmount: number | null;
        since: number | null;
      }[];
      recruitPosts: { id: number; title: string; typeName: string; headcount: number; status: string; publishedOn: string | null }[];
    };
    message?: string;
  }>('/apiv2/company/admin/create', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 GET /apiv2/company/admin/customer/query */
export async function queryCustomers(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryCustomersParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        companyId: number;
        companyName: string;
        name: string;
        industryCode: string | null;
        contact: string | null;
        phone: string | null;
        annualAmount: number | null;
        since: number | null;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/company/admin/customer/query', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 20
      pageSize: '20',

      ...params,
    },
    ...(options || {}),
  });
}

/** A company with contacts, figures, IP, qualifications, tenancy, customers, suppliers and posts GET /apiv2/company/admin/detailall */
export async function companyDetailAll(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.companyDetailAllParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      creditCode: string;
      legalPerson: string | null;
      foundedOn: string | null;
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
      website: string | null;
      intro: string | null;
      contacts: { name: string; title: string | null; phone: string | null; email: string | null; isPrimary: boolean; id: number }[];
      figures: {
        year: number;
        revenue: number | null;
        rdSpend: number | null;
        netAssets: number | null;
        totalAssets: number | null;
        staffCount: number | null;
        techStaffCount: number | null;
      }[];
      ip: Record<string, any>;
      qualificationDetails: { id: number; qualification: string; certificateNo: string | null; issuedOn: string | null; expiresOn: string | null }[];
      tenancies: {
        id: number;
        unitId: number;
        unitCode: string;
        building: string;
        floor: number;
        usableArea: number;
        moveInOn: string;
        moveOutOn: string | null;
      }[];
      customers: {
        id: number;
        name: string;
        industryCode: string | null;
        contact: string | null;
        phone: string | null;
        annualAmount: number | null;
        since: number | null;
      }[];
      suppliers: {
        id: number;
        name: string;
        industryCode: string | null;
        contact: string | null;
        phone: string | null;
        annualAmount: number | null;
        since: number | null;
      }[];
      recruitPosts: { id: number; title: string; typeName: string; headcount: number; status: string; publishedOn: string | null }[];
    };
    message?: string;
  }>('/apiv2/company/admin/detailall', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** The filtered company list as an .xlsx file GET /apiv2/company/admin/export */
export async function exportCompanies(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.exportCompaniesParams,
  options?: { [key: string]: any },
) {
  return request<any>('/apiv2/company/admin/export', {
    method: 'GET',
    params: {
      // sortField has a default value: createdAt
      sortField: 'createdAt',
      // sortOrder has a default value: descend
      sortOrder: 'descend',
      ...params,
    },
    ...(options || {}),
  });
}

/** Import companies from one .xlsx (multipart field "file", at most 5 MB, 10000 rows); every rejected cell is reported; nothing is written while a row is rejected unless skipInvalid=true POST /apiv2/company/admin/import */
export async function importCompanies(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.importCompaniesParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { total: number; imported: number; rejectedRows: number; rejected: { row: number; column: string; value: string; message: string }[] };
    message?: string;
  }>('/apiv2/company/admin/import', {
    method: 'POST',
    params: {
      // skipInvalid has a default value: false
      skipInvalid: 'false',
      ...params,
    },
    ...(options || {}),
  });
}

/** The import template: header row with notes, one example row, dropdowns from the dictionaries GET /apiv2/company/admin/import-template */
export async function companyImportTemplate(options?: { [key: string]: any }) {
  return request<any>('/apiv2/company/admin/import-template', {
    method: 'GET',
    ...(options || {}),
  });
}

/** Companies, paged, filtered and sorted GET /apiv2/company/admin/query */
export async function queryCompanies(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryCompaniesParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        name: string;
        creditCode: string;
        legalPerson: string | null;
        foundedOn: string | null;
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
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/company/admin/query', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 20
      pageSize: '20',

      // sortField has a default value: createdAt
      sortField: 'createdAt',
      // sortOrder has a default value: descend
      sortOrder: 'descend',
      ...params,
    },
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 POST /apiv2/company/admin/recruit/create */
export async function createRecruitPost(
  body: {
    companyId: number;
    typeId: number;
    title: string;
    headcount?: number;
    salaryMin?: number | null;
    salaryMax?: number | null;
    education?: string | null;
    experience?: string | null;
    description?: string | null;
    status?: 'open' | 'closed';
    publishedOn?: string | null;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      companyId: number;
      companyName: string;
      typeId: number;
      typeName: string;
      title: string;
      headcount: number;
      salaryMin: number | null;
      salaryMax: number | null;
      education: string | null;
      experience: string | null;
      description: string | null;
      status: 'open' | 'closed';
      publishedOn: string | null;
    };
    message?: string;
  }>('/apiv2/company/admin/recruit/create', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 GET /apiv2/company/admin/recruit/query */
export async function queryRecruitPosts(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryRecruitPostsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        companyId: number;
        companyName: string;
        typeId: number;
        typeName: string;
        title: string;
        headcount: number;
        salaryMin: number | null;
        salaryMax: number | null;
        education: string | null;
        experience: string | null;
        description: string | null;
        status: 'open' | 'closed';
        publishedOn: string | null;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/company/admin/recruit/query', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 20
      pageSize: '20',

      ...params,
    },
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 POST /apiv2/company/admin/recruit/type-create */
export async function createRecruitType(
  body: {
    name: string;
    order?: number;
    status?: 'active' | 'disabled';
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; name: string; order: number; status: 'active' | 'disabled'; postCount: number };
    message?: string;
  }>('/apiv2/company/admin/recruit/type-create', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 GET /apiv2/company/admin/recruit/type-list */
export async function recruitTypes(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; name: string; order: number; status: 'active' | 'disabled'; postCount: number }[];
    message?: string;
  }>('/apiv2/company/admin/recruit/type-list', {
    method: 'GET',
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 POST /apiv2/company/admin/recruit/type-update */
export async function updateRecruitType(
  body: {
    name: string;
    order?: number;
    status?: 'active' | 'disabled';
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; name: string; order: number; status: 'active' | 'disabled'; postCount: number };
    message?: string;
  }>('/apiv2/company/admin/recruit/type-update', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 POST /apiv2/company/admin/recruit/update */
export async function updateRecruitPost(
  body: {
    id: number;
    companyId: number;
    typeId: number;
    title: string;
    headcount?: number;
    salaryMin?: number | null;
    salaryMax?: number | null;
    education?: string | null;
    experience?: string | null;
    description?: string | null;
    status?: 'open' | 'closed';
    publishedOn?: string | null;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      companyId: number;
      companyName: string;
      typeId: number;
      typeName: string;
      title: string;
      headcount: number;
      salaryMin: number | null;
      salaryMax: number | null;
      education: string | null;
      experience: string | null;
      description: string | null;
      status: 'open' | 'closed';
      publishedOn: string | null;
    };
    message?: string;
  }>('/apiv2/company/admin/recruit/update', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 GET /apiv2/company/admin/supplier/query */
export async function querySuppliers(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.querySuppliersParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        companyId: number;
        companyName: string;
        name: string;
        industryCode: string | null;
        contact: string | null;
        phone: string | null;
        annualAmount: number | null;
        since: number | null;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/company/admin/supplier/query', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 20
      pageSize: '20',

      ...params,
    },
    ...(options || {}),
  });
}

/** Update a company; sub-collections given replace the old ones POST /apiv2/company/admin/update */
export async function updateCompany(
  body: {
    id: number;
    name: string;
    creditCode: string;
    legalPerson?: string | null;
    foundedOn?: string | null;
    registeredCapital?: number | null;
    industryCode?: string | null;
    scale?: string | null;
    staffCount?: number | null;
    techStaffCount?: number | null;
    status?: string;
    regionCode?: string | null;
    address?: string | null;
    website?: string | null | '';
    intro?: string | null;
    building?: string | null;
    contacts?: { name: string; title?: string | null; phone?: string | null | ''; email?: string | null | ''; isPrimary?: boolean }[];
    figures?: {
      year: number;
      revenue?: number | null;
      rdSpend?: number | null;
      netAssets?: number | null;
      totalAssets?: number | null;
      staffCount?: number | null;
      techStaffCount?: number | null;
    }[];
    ip?: Record<string, any>;
    qualifications?: { qualification: string; certificateNo?: string | null; issuedOn?: string | null; expiresOn?: string | null }[];
    customers?: {
      name: string;
      industryCode?: string | null;
      contact?: string | null;
      phone?: string | null | '';
      annualAmount?: number | null;
      since?: number | null;
    }[];
    suppliers?: {
      name: string;
      industryCode?: string | null;
      contact?: string | null;
      phone?: string | null | '';
      annualAmount?: number | null;
      since?: number | null;
    }[];
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      creditCode: string;
      legalPerson: string | null;
      foundedOn: string | null;
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
      website: string | null;
      intro: string | null;
      contacts: { name: string; title: string | null; phone: string | null; email: string | null; isPrimary: boolean; id: number }[];
      figures: {
        year: number;
        revenue: number | null;
        rdSpend: number | null;
        netAssets: number | null;
        totalAssets: number | null;
        staffCount: number | null;
        techStaffCount: number | null;
      }[];
      ip: Record<string, any>;
      qualificationDetails: { id: number; qualification: string; certificateNo: string | null; issuedOn: string | null; expiresOn: string | null }[];
      tenancies: {
        id: number;
        unitId: number;
        unitCode: string;
        building: string;
        floor: number;
        usableArea: number;
        moveInOn: string;
        moveOutOn: string | null;
      }[];
      customers: {
        id: number;
        name: string;
        industryCode: string | null;
        contact: string | null;
        phone: string | null;
        annualAmount: number | null;
        since: number | null;
      }[];
      suppliers: {
        id: number;
        name: string;
        industryCode: string | null;
        contact: string | null;
        phone: string | null;
        annualAmount: number | null;
        since: number | null;
      }[];
      recruitPosts: { id: number; title: string; typeName: string; headcount: number; status: string; publishedOn: string | null }[];
    };
    message?: string;
  }>('/apiv2/company/admin/update', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}
