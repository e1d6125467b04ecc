// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** Application windows overlapping a date range, and the all-year policies GET /api/policy/calendar */
export async function policyCalendar(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.policyCalendarParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      entries: {
        policyId: number;
        title: string;
        batchName: string | null;
        startDate: string;
        endDate: string;
        status: 'upcoming' | 'open' | 'closing_soon' | 'closed';
        level: 'national' | 'provincial' | 'city' | 'district';
        supportType: string;
        departmentName: string;
        maxAmount: number | null;
      }[];
      allYear: {
        policyId: number;
        title: string;
        level: 'national' | 'provincial' | 'city' | 'district';
        supportType: string;
        departmentName: string;
        maxAmount: number | null;
      }[];
      truncated: boolean;
    };
    message?: string;
  }>('/api/policy/calendar', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** The filtered calendar as an iCalendar file GET /api/policy/calendar.ics */
export async function policyCalendarIcs(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.policyCalendarIcsParams,
  options?: { [key: string]: any },
) {
  return request<any>('/api/policy/calendar.ics', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Issuing departments with published policies and their counts, by level then name (at most 2000) GET /api/policy/departments */
export async function policyDepartments(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; name: string; level: 'national' | 'provincial' | 'city' | 'district'; regionCode: string; policyCount: number }[];
    message?: string;
  }>('/api/policy/departments', {
    method: 'GET',
    ...(options || {}),
  });
}

/** A published policy with tags, department, window status and related policies GET /api/policy/detail */
export async function policyDetail(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.policyDetailParams,
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
      related: {
        id: number;
        title: string;
        level: 'national' | 'provincial' | 'city' | 'district';
        publishDate: string;
        supportType: string;
        maxAmount: number | null;
        windowStatus: 'upcoming' | 'open' | 'closing_soon' | 'closed';
        deadline: string | null;
      }[];
    };
    message?: string;
  }>('/api/policy/detail', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** The policy's application window as an iCalendar file GET /api/policy/detail.ics */
export async function policyDetailIcs(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.policyDetailIcsParams,
  options?: { [key: string]: any },
) {
  return request<any>('/api/policy/detail.ics', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** The region tree of the regions that have published policies GET /api/policy/getAreaDict */
export async function policyAreaDict(options?: { [key: string]: any }) {
  return request<{ success: true; code: 0; data: API.AreaNode[]; message?: string }>('/api/policy/getAreaDict', {
    method: 'GET',
    ...(options || {}),
  });
}

/** Front overview: published, open and closing-soon counts, amount on offer, latest policies GET /api/policy/getBusinessBase */
export async function getBusinessBase(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: {
      publishedCount: number;
      openCount: number;
      closingSoonCount: number;
      totalAmount: number;
      latest: {
        id: number;
        title: string;
        level: 'national' | 'provincial' | 'city' | 'district';
        publishDate: string;
        supportType: string;
        maxAmount: number | null;
        windowStatus: 'upcoming' | 'open' | 'closing_soon' | 'closed';
        deadline: string | null;
      }[];
      company: { id: number; name: string; creditCode: string } | null;
    };
    message?: string;
  }>('/api/policy/getBusinessBase', {
    method: 'GET',
    ...(options || {}),
  });
}

/** Active offers, filtered by provider, kind, category, region and keyword GET /api/policy/market/offers */
export async function marketOffers(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.marketOffersParams,
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
  }>('/api/policy/market/offers', {
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

/** An active provider with its active offers GET /api/policy/market/provider */
export async function marketProvider(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.marketProviderParams,
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
      offers: {
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
    };
    message?: string;
  }>('/api/policy/market/provider', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Active service providers, filtered by kind, region and keyword GET /api/policy/market/providers */
export async function marketProviders(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.marketProvidersParams,
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
  }>('/api/policy/market/providers', {
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

/** Full-text policy search with filters, sorts, facets and highlights POST /api/policy/search */
export async function searchPolicies(
  body: {
    keyword?: string;
    level?: ('national' | 'provincial' | 'city' | 'district')[];
    regionCode?: string[];
    departmentId?: number[];
    tagId?: number[];
    supportType?: string[];
    windowStatus?: ('upcoming' | 'open' | 'closing_soon' | 'closed')[];
    publishFrom?: string;
    publishTo?: string;
    amountMin?: number;
    amountMax?: number;
    sort?: 'relevance' | 'publishDate' | 'deadline' | 'amount';
    order?: 'asc' | 'desc';
    current?: number;
    pageSize?: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        title: string;
        titleHighlight: string;
        snippet: string;
        docNo: string | null;
        departmentId: number;
        departmentName: string;
        level: 'national' | 'provincial' | 'city' | 'district';
        regionCode: string;
        regionName: string | null;
        publishDate: string;
        supportType: string;
        maxAmount: number | null;
        payoutMode: 'apply' | 'exempt';
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
        score: number | null;
      }[];
      total: number;
      current: number;
      pageSize: number;
      facets: {
        level: { value: string; label: string; count: number }[];
        supportType: { value: string; label: string; count: number }[];
        windowStatus: { value: string; label: string; count: number }[];
        departmentId: { value: string; label: string; count: number }[];
        tagId: { value: string; label: string; count: number }[];
      };
      tokens: string[];
    };
    message?: string;
  }>('/api/policy/search', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Policy titles and tags starting with the keyword (at most 10) GET /api/policy/suggest */
export async function suggestPolicies(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.suggestPoliciesParams,
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { type: 'policy' | 'tag'; id: number; text: string }[]; message?: string }>('/api/policy/suggest', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Small tags under a big tag GET /api/policy/tagdetaillist */
export async function policyTagDetailList(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.policyTagDetailListParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; name: string; kind: 'industry' | 'support' | 'theme'; parentId: number | null; policyCount: number; childCount: number }[];
    message?: string;
  }>('/api/policy/tagdetaillist', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Big tags with their published policy counts GET /api/policy/taglist */
export async function policyTagList(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; name: string; kind: 'industry' | 'support' | 'theme'; parentId: number | null; policyCount: number; childCount: number }[];
    message?: string;
  }>('/api/policy/taglist', {
    method: 'GET',
    ...(options || {}),
  });
}
