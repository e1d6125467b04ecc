// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** Create a policy as a draft (its HTML is sanitised) POST /apiv2/policy/admin/create */
export async function adminCreatePolicy(
  body: {
    title: string;
    docNo?: string | null;
    departmentId: number;
    level: 'national' | 'provincial' | 'city' | 'district';
    regionCode: string;
    publishDate: string;
    sourceUrl?: string | null | '';
    contentHtml?: string;
    summary?: string | null;
    tagIds?: number[];
    supportType: string;
    maxAmount?: number | null;
    window: {
      kind: 'range' | 'all_year' | 'batches';
      startDate?: string | null;
      endDate?: string | null;
      batches?: { name: string; startDate: string; endDate: string }[];
    };
    payoutMode?: 'apply' | 'exempt';
    conditionsText?: string | null;
    rules?: {
      id: string;
      field:
        | 'region'
        | 'industry'
        | 'scale'
        | 'entityType'
        | 'foundedYears'
        | 'qualification'
        | 'ipClass1'
        | 'ipClass2'
        | 'ipTotal'
        | 'staff'
        | 'techStaffRatio'
        | 'revenue'
        | 'rdSpend'
        | 'rdRatio'
        | 'netAssets'
        | 'revenueGrowth';
      op: 'gte' | 'gt' | 'lte' | 'lt' | 'eq' | 'between' | 'in' | 'notIn' | 'hasAny' | 'hasAll';
      value: number | string | string[] | (number | number)[];
      yearsBack?: number;
      hard?: boolean;
      label: string;
    }[];
    entityTypes?: ('enterprise' | 'individual' | 'institution' | 'social_org')[];
    contacts?: { department: string; phone?: string | null | ''; address?: string | null }[];
    attachments?: { name: string; url: string; size?: number | null }[];
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      title: string;
      docNo: string | null;
      department: {
        id: number;
        name: string;
        level: 'national' | 'provincial' | 'city' | 'district';
        regionCode: string;
        phone: string | null;
        address: string | null;
        website: string | null;
      };
      level: 'national' | 'provincial' | 'city' | 'district';
      regionCode: string;
      regionName: string | null;
      publishDate: string;
      sourceUrl: string | null;
      contentHtml: string;
      summary: string | null;
      tags: { id: number; name: string; kind: 'industry' | 'support' | 'theme'; parentId: number | null }[];
      supportType: string;
      maxAmount: number | null;
      window: {
        kind: 'range' | 'all_year' | 'batches';
        startDate: string | null;
        endDate: string | null;
        batches: { name: string; startDate: string; endDate: string }[];
      };
      windowStatus: 'upcoming' | 'open' | 'closing_soon' | 'closed';
      nextStart: string | null;
      deadline: string | null;
      daysLeft: number | null;
      payoutMode: 'apply' | 'exempt';
      conditionsText: string | null;
      rules: {
        id: string;
        field:
          | 'region'
          | 'industry'
          | 'scale'
          | 'entityType'
          | 'foundedYears'
          | 'qualification'
          | 'ipClass1'
          | 'ipClass2'
          | 'ipTotal'
          | 'staff'
          | 'techStaffRatio'
          | 'revenue'
          | 'rdSpend'
          | 'rdRatio'
          | 'netAssets'
          | 'revenueGrowth';
        op: 'gte' | 'gt' | 'lte' | 'lt' | 'eq' | 'between' | 'in' | 'notIn' | 'hasAny' | 'hasAll';
        value: number | string | string[] | (number | number)[];
        yearsBack?: number;
        hard: boolean;
        label: string;
      }[];
      entityTypes: string[];
      contacts: { department: string; phone: string | null; address: string | null }[];
      attachments: { name: string; url: string; size: number | null }[];
      status: 'draft' | 'published' | 'unpublished';
      publishedAt: string | null;
      viewCount: number;
      createdAt: string;
      updatedAt: string;
    };
    message?: string;
  }>('/apiv2/policy/admin/create', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 POST /apiv2/policy/admin/delete */
export async function adminDeletePolicy(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { id: number }; message?: string }>('/apiv2/policy/admin/delete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 POST /apiv2/policy/admin/department/create */
export async function adminCreatePolicyDepartment(
  body: {
    name: string;
    level: 'national' | 'provincial' | 'city' | 'district';
    regionCode: string;
    phone?: string | null | '';
    address?: string | null;
    website?: string | null | '';
    order?: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      level: 'national' | 'provincial' | 'city' | 'district';
      regionCode: string;
      phone: string | null;
      address: string | null;
      website: string | null;
      regionName: string | null;
      order: number;
      policyCount: number;
      createdAt: string;
    };
    message?: string;
  }>('/apiv2/policy/admin/department/create', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Delete a department that issued no policies (409 otherwise) POST /apiv2/policy/admin/department/delete */
export async function adminDeletePolicyDepartment(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { id: number }; message?: string }>('/apiv2/policy/admin/department/delete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 GET /apiv2/policy/admin/department/query */
export async function adminQueryPolicyDepartments(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.adminQueryPolicyDepartmentsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        name: string;
        level: 'national' | 'provincial' | 'city' | 'district';
        regionCode: string;
        phone: string | null;
        address: string | null;
        website: string | null;
        regionName: string | null;
        order: number;
        policyCount: number;
        createdAt: string;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/policy/admin/department/query', {
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

/** 此处后端没有提供注释 POST /apiv2/policy/admin/department/update */
export async function adminUpdatePolicyDepartment(
  body: {
    name: string;
    level: 'national' | 'provincial' | 'city' | 'district';
    regionCode: string;
    phone?: string | null | '';
    address?: string | null;
    website?: string | null | '';
    order?: number;
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      level: 'national' | 'provincial' | 'city' | 'district';
      regionCode: string;
      phone: string | null;
      address: string | null;
      website: string | null;
      regionName: string | null;
      order: number;
      policyCount: number;
      createdAt: string;
    };
    message?: string;
  }>('/apiv2/policy/admin/department/update', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 GET /apiv2/policy/admin/detail */
export async function adminPolicyDetail(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.adminPolicyDetailParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      title: string;
      docNo: string | null;
      department: {
        id: number;
        name: string;
        level: 'national' | 'provincial' | 'city' | 'district';
        regionCode: string;
        phone: string | null;
        address: string | null;
        website: string | null;
      };
      level: 'national' | 'provincial' | 'city' | 'district';
      regionCode: string;
      regionName: string | null;
      publishDate: string;
      sourceUrl: string | null;
      contentHtml: string;
      summary: string | null;
      tags: { id: number; name: string; kind: 'industry' | 'support' | 'theme'; parentId: number | null }[];
      supportType: string;
      maxAmount: number | null;
      window: {
        kind: 'range' | 'all_year' | 'batches';
        startDate: string | null;
        endDate: string | null;
        batches: { name: string; startDate: string; endDate: string }[];
      };
      windowStatus: 'upcoming' | 'open' | 'closing_soon' | 'closed';
      nextStart: string | null;
      deadline: string | null;
      daysLeft: number | null;
      payoutMode: 'apply' | 'exempt';
      conditionsText: string | null;
      rules: {
        id: string;
        field:
          | 'region'
          | 'industry'
          | 'scale'
          | 'entityType'
          | 'foundedYears'
          | 'qualification'
          | 'ipClass1'
          | 'ipClass2'
          | 'ipTotal'
          | 'staff'
          | 'techStaffRatio'
          | 'revenue'
          | 'rdSpend'
          | 'rdRatio'
          | 'netAssets'
          | 'revenueGrowth';
        op: 'gte' | 'gt' | 'lte' | 'lt' | 'eq' | 'between' | 'in' | 'notIn' | 'hasAny' | 'hasAll';
        value: number | string | string[] | (number | number)[];
        yearsBack?: number;
        hard: boolean;
        label: string;
      }[];
      entityTypes: string[];
      contacts: { department: string; phone: string | null; address: string | null }[];
      attachments: { name: string; url: string; size: number | null }[];
      status: 'draft' | 'published' | 'unpublished';
      publishedAt: string | null;
      viewCount: number;
      createdAt: string;
      updatedAt: string;
    };
    message?: string;
  }>('/apiv2/policy/admin/detail', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Create an offer (its HTML is sanitised) POST /apiv2/policy/admin/offer/create */
export async function adminCreateOffer(
  body: {
    providerId: number;
    title: string;
    category: string;
    priceText?: string | null;
    priceMin?: number | null;
    summary?: string | null;
    detailHtml?: string;
    tags?: string[];
    status?: 'active' | 'disabled';
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      providerId: number;
      providerName: string;
      providerKind: 'consulting' | 'agency' | 'finance' | 'law' | 'ip';
      title: string;
      category: string;
      priceText: string | null;
      priceMin: number | null;
      summary: string | null;
      detailHtml: string;
      tags: string[];
      status: 'active' | 'disabled';
      createdAt: string;
    };
    message?: string;
  }>('/apiv2/policy/admin/offer/create', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 POST /apiv2/policy/admin/offer/delete */
export async function adminDeleteOffer(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { id: number }; message?: string }>('/apiv2/policy/admin/offer/delete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 GET /apiv2/policy/admin/offer/query */
export async function adminQueryOffers(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.adminQueryOffersParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        providerId: number;
        providerName: string;
        providerKind: 'consulting' | 'agency' | 'finance' | 'law' | 'ip';
        title: string;
        category: string;
        priceText: string | null;
        priceMin: number | null;
        summary: string | null;
        detailHtml: string;
        tags: string[];
        status: 'active' | 'disabled';
        createdAt: string;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/policy/admin/offer/query', {
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

/** 此处后端没有提供注释 POST /apiv2/policy/admin/offer/update */
export async function adminUpdateOffer(
  body: {
    providerId: number;
    title: string;
    category: string;
    priceText?: string | null;
    priceMin?: number | null;
    summary?: string | null;
    detailHtml?: string;
    tags?: string[];
    status?: 'active' | 'disabled';
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      providerId: number;
      providerName: string;
      providerKind: 'consulting' | 'agency' | 'finance' | 'law' | 'ip';
      title: string;
      category: string;
      priceText: string | null;
      priceMin: number | null;
      summary: string | null;
      detailHtml: string;
      tags: string[];
      status: 'active' | 'disabled';
      createdAt: string;
    };
    message?: string;
  }>('/apiv2/policy/admin/offer/update', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 POST /apiv2/policy/admin/provider/create */
export async function adminCreateProvider(
  body: {
    name: string;
    kind: 'consulting' | 'agency' | 'finance' | 'law' | 'ip';
    regionCode?: string | null;
    intro?: string | null;
    contact?: string | null;
    phone?: string | null | '';
    logoUrl?: string | null | '';
    rating?: number | null;
    status?: 'active' | 'disabled';
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      kind: 'consulting' | 'agency' | 'finance' | 'law' | 'ip';
      regionCode: string | null;
      regionName: string | null;
      intro: string | null;
      contact: string | null;
      phone: string | null;
      logoUrl: string | null;
      rating: number | null;
      status: 'active' | 'disabled';
      offerCount: number;
      createdAt: string;
    };
    message?: string;
  }>('/apiv2/policy/admin/provider/create', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Delete a provider without offers (409 otherwise) POST /apiv2/policy/admin/provider/delete */
export async function adminDeleteProvider(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { id: number }; message?: string }>('/apiv2/policy/admin/provider/delete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 GET /apiv2/policy/admin/provider/query */
export async function adminQueryProviders(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.adminQueryProvidersParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        name: string;
        kind: 'consulting' | 'agency' | 'finance' | 'law' | 'ip';
        regionCode: string | null;
        regionName: string | null;
        intro: string | null;
        contact: string | null;
        phone: string | null;
        logoUrl: string | null;
        rating: number | null;
        status: 'active' | 'disabled';
        offerCount: number;
        createdAt: string;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/policy/admin/provider/query', {
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

/** 此处后端没有提供注释 POST /apiv2/policy/admin/provider/update */
export async function adminUpdateProvider(
  body: {
    name: string;
    kind: 'consulting' | 'agency' | 'finance' | 'law' | 'ip';
    regionCode?: string | null;
    intro?: string | null;
    contact?: string | null;
    phone?: string | null | '';
    logoUrl?: string | null | '';
    rating?: number | null;
    status?: 'active' | 'disabled';
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      kind: 'consulting' | 'agency' | 'finance' | 'law' | 'ip';
      regionCode: string | null;
      regionName: string | null;
      intro: string | null;
      contact: string | null;
      phone: string | null;
      logoUrl: string | null;
      rating: number | null;
      status: 'active' | 'disabled';
      offerCount: number;
      createdAt: string;
    };
    message?: string;
  }>('/apiv2/policy/admin/provider/update', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Show the policy on the front POST /apiv2/policy/admin/publish */
export async function adminPublishPolicy(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      title: string;
      docNo: string | null;
      department: {
        id: number;
        name: string;
        level: 'national' | 'provincial' | 'city' | 'district';
        regionCode: string;
        phone: string | null;
        address: string | null;
        website: string | null;
      };
      level: 'national' | 'provincial' | 'city' | 'district';
      regionCode: string;
      regionName: string | null;
      publishDate: string;
      sourceUrl: string | null;
      contentHtml: string;
      summary: string | null;
      tags: { id: number; name: string; kind: 'industry' | 'support' | 'theme'; parentId: number | null }[];
      supportType: string;
      maxAmount: number | null;
      window: {
        kind: 'range' | 'all_year' | 'batches';
        startDate: string | null;
        endDate: string | null;
        batches: { name: string; startDate: string; endDate: string }[];
      };
      windowStatus: 'upcoming' | 'open' | 'closing_soon' | 'closed';
      nextStart: string | null;
      deadline: string | null;
      daysLeft: number | null;
      payoutMode: 'apply' | 'exempt';
      conditionsText: string | null;
      rules: {
        id: string;
        field:
          | 'region'
          | 'industry'
          | 'scale'
          | 'entityType'
          | 'foundedYears'
          | 'qualification'
          | 'ipClass1'
          | 'ipClass2'
          | 'ipTotal'
          | 'staff'
          | 'techStaffRatio'
          | 'revenue'
          | 'rdSpend'
          | 'rdRatio'
          | 'netAssets'
          | 'revenueGrowth';
        op: 'gte' | 'gt' | 'lte' | 'lt' | 'eq' | 'between' | 'in' | 'notIn' | 'hasAny' | 'hasAll';
        value: number | string | string[] | (number | number)[];
        yearsBack?: number;
        hard: boolean;
        label: string;
      }[];
      entityTypes: string[];
      contacts: { department: string; phone: string | null; address: string | null }[];
      attachments: { name: string; url: string; size: number | null }[];
      status: 'draft' | 'published' | 'unpublished';
      publishedAt: string | null;
      viewCount: number;
      createdAt: string;
      updatedAt: string;
    };
    message?: string;
  }>('/apiv2/policy/admin/publish', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Policies of every status, paged, filtered and sorted GET /apiv2/policy/admin/query */
export async function adminQueryPolicies(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.adminQueryPoliciesParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        title: string;
        docNo: string | null;
        departmentId: number;
        departmentName: string;
        level: 'national' | 'provincial' | 'city' | 'district';
        regionCode: string;
        supportType: string;
        maxAmount: number | null;
        status: 'draft' | 'published' | 'unpublished';
        publishDate: string;
        window: {
          kind: 'range' | 'all_year' | 'batches';
          startDate: string | null;
          endDate: string | null;
          batches: { name: string; startDate: string; endDate: string }[];
        };
        windowStatus: 'upcoming' | 'open' | 'closing_soon' | 'closed';
        nextStart: string | null;
        deadline: string | null;
        daysLeft: number | null;
        tags: { id: number; name: string; kind: 'industry' | 'support' | 'theme'; parentId: number | null }[];
        viewCount: number;
        updatedAt: string;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/policy/admin/query', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 20
      pageSize: '20',

      // sortField has a default value: updatedAt
      sortField: 'updatedAt',
      // sortOrder has a default value: descend
      sortOrder: 'descend',
      ...params,
    },
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 POST /apiv2/policy/admin/tag/create */
export async function adminCreatePolicyTag(
  body: {
    parentId?: number | null;
    name: string;
    kind: 'industry' | 'support' | 'theme';
    order?: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      kind: 'industry' | 'support' | 'theme';
      parentId: number | null;
      policyCount: number;
      childCount: number;
      order: number;
      createdAt: string;
    };
    message?: string;
  }>('/apiv2/policy/admin/tag/create', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Delete a tag no policy uses and with no small tags (409 otherwise) POST /apiv2/policy/admin/tag/delete */
export async function adminDeletePolicyTag(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { id: number }; message?: string }>('/apiv2/policy/admin/tag/delete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Tags with policy and small-tag counts GET /apiv2/policy/admin/tag/query */
export async function adminQueryPolicyTags(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.adminQueryPolicyTagsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        name: string;
        kind: 'industry' | 'support' | 'theme';
        parentId: number | null;
        policyCount: number;
        childCount: number;
        order: number;
        createdAt: string;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/policy/admin/tag/query', {
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

/** 此处后端没有提供注释 POST /apiv2/policy/admin/tag/update */
export async function adminUpdatePolicyTag(
  body: {
    parentId?: number | null;
    name: string;
    kind: 'industry' | 'support' | 'theme';
    order?: number;
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      kind: 'industry' | 'support' | 'theme';
      parentId: number | null;
      policyCount: number;
      childCount: number;
      order: number;
      createdAt: string;
    };
    message?: string;
  }>('/apiv2/policy/admin/tag/update', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Take the policy off the front POST /apiv2/policy/admin/unpublish */
export async function adminUnpublishPolicy(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      title: string;
      docNo: string | null;
      department: {
        id: number;
        name: string;
        level: 'national' | 'provincial' | 'city' | 'district';
        regionCode: string;
        phone: string | null;
        address: string | null;
        website: string | null;
      };
      level: 'national' | 'provincial' | 'city' | 'district';
      regionCode: string;
      regionName: string | null;
      publishDate: string;
      sourceUrl: string | null;
      contentHtml: string;
      summary: string | null;
      tags: { id: number; name: string; kind: 'industry' | 'support' | 'theme'; parentId: number | null }[];
      supportType: string;
      maxAmount: number | null;
      window: {
        kind: 'range' | 'all_year' | 'batches';
        startDate: string | null;
        endDate: string | null;
        batches: { name: string; startDate: string; endDate: string }[];
      };
      windowStatus: 'upcoming' | 'open' | 'closing_soon' | 'closed';
      nextStart: string | null;
      deadline: string | null;
      daysLeft: number | null;
      payoutMode: 'apply' | 'exempt';
      conditionsText: string | null;
      rules: {
        id: string;
        field:
          | 'region'
          | 'industry'
          | 'scale'
          | 'entityType'
          | 'foundedYears'
          | 'qualification'
          | 'ipClass1'
          | 'ipClass2'
          | 'ipTotal'
          | 'staff'
          | 'techStaffRatio'
          | 'revenue'
          | 'rdSpend'
          | 'rdRatio'
          | 'netAssets'
          | 'revenueGrowth';
        op: 'gte' | 'gt' | 'lte' | 'lt' | 'eq' | 'between' | 'in' | 'notIn' | 'hasAny' | 'hasAll';
        value: number | string | string[] | (number | number)[];
        yearsBack?: number;
        hard: boolean;
        label: string;
      }[];
      entityTypes: string[];
      contacts: { department: string; phone: string | null; address: string | null }[];
      attachments: { name: string; url: string; size: number | null }[];
      status: 'draft' | 'published' | 'unpublished';
      publishedAt: string | null;
      viewCount: number;
      createdAt: string;
      updatedAt: string;
    };
    message?: string;
  }>('/apiv2/policy/admin/unpublish', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 POST /apiv2/policy/admin/update */
export async function adminUpdatePolicy(
  body: {
    title: string;
    docNo?: string | null;
    departmentId: number;
    level: 'national' | 'provincial' | 'city' | 'district';
    regionCode: string;
    publishDate: string;
    sourceUrl?: string | null | '';
    contentHtml?: string;
    summary?: string | null;
    tagIds?: number[];
    supportType: string;
    maxAmount?: number | null;
    window: {
      kind: 'range' | 'all_year' | 'batches';
      startDate?: string | null;
      endDate?: string | null;
      batches?: { name: string; startDate: string; endDate: string }[];
    };
    payoutMode?: 'apply' | 'exempt';
    conditionsText?: string | null;
    rules?: {
      id: string;
      field:
        | 'region'
        | 'industry'
        | 'scale'
        | 'entityType'
        | 'foundedYears'
        | 'qualification'
        | 'ipClass1'
        | 'ipClass2'
        | 'ipTotal'
        | 'staff'
        | 'techStaffRatio'
        | 'revenue'
        | 'rdSpend'
        | 'rdRatio'
        | 'netAssets'
        | 'revenueGrowth';
      op: 'gte' | 'gt' | 'lte' | 'lt' | 'eq' | 'between' | 'in' | 'notIn' | 'hasAny' | 'hasAll';
      value: number | string | string[] | (number | number)[];
      yearsBack?: number;
      hard?: boolean;
      label: string;
    }[];
    entityTypes?: ('enterprise' | 'individual' | 'institution' | 'social_org')[];
    contacts?: { department: string; phone?: string | null | ''; address?: string | null }[];
    attachments?: { name: string; url: string; size?: number | null }[];
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      title: string;
      docNo: string | null;
      department: {
        id: number;
        name: string;
        level: 'national' | 'provincial' | 'city' | 'district';
        regionCode: string;
        phone: string | null;
        address: string | null;
        website: string | null;
      };
      level: 'national' | 'provincial' | 'city' | 'district';
      regionCode: string;
      regionName: string | null;
      publishDate: string;
      sourceUrl: string | null;
      contentHtml: string;
      summary: string | null;
      tags: { id: number; name: string; kind: 'industry' | 'support' | 'theme'; parentId: number | null }[];
      supportType: string;
      maxAmount: number | null;
      window: {
        kind: 'range' | 'all_year' | 'batches';
        startDate: string | null;
        endDate: string | null;
        batches: { name: string; startDate: string; endDate: string }[];
      };
      windowStatus: 'upcoming' | 'open' | 'closing_soon' | 'closed';
      nextStart: string | null;
      deadline: string | null;
      daysLeft: number | null;
      payoutMode: 'apply' | 'exempt';
      conditionsText: string | null;
      rules: {
        id: string;
        field:
          | 'region'
          | 'industry'
          | 'scale'
          | 'entityType'
          | 'foundedYears'
          | 'qualification'
          | 'ipClass1'
          | 'ipClass2'
          | 'ipTotal'
          | 'staff'
          | 'techStaffRatio'
          | 'revenue'
          | 'rdSpend'
          | 'rdRatio'
          | 'netAssets'
          | 'revenueGrowth';
        op: 'gte' | 'gt' | 'lte' | 'lt' | 'eq' | 'between' | 'in' | 'notIn' | 'hasAny' | 'hasAll';
        value: number | string | string[] | (number | number)[];
        yearsBack?: number;
        hard: boolean;
        label: string;
      }[];
      entityTypes: string[];
      contacts: { department: string; phone: string | null; address: string | null }[];
      attachments: { name: string; url: string; size: number | null }[];
      status: 'draft' | 'published' | 'unpublished';
      publishedAt: string | null;
      viewCount: number;
      createdAt: string;
      updatedAt: string;
    };
    message?: string;
  }>('/apiv2/policy/admin/update', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}
