// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** Switch the company or profile a run matches (e.g. corrected figures) POST /api/policy/changeBuesinss */
export async function changeBuesinss(
  body: {
    runId: string;
    companyId?: number;
    profile?: {
      companyId?: number;
      name?: string;
      creditCode?: string;
      regionCode?: string | null;
      industryCode?: string | null;
      scale?: 'large' | 'medium' | 'small' | 'micro' | null;
      entityType?: 'enterprise' | 'individual' | 'institution' | 'social_org' | null;
      foundedOn?: string | null;
      qualifications?: string[];
      ipClass1?: number | null;
      ipClass2?: number | null;
      figures?: {
        year: number;
        revenue?: number | null;
        rdSpend?: number | null;
        netAssets?: number | null;
        staff?: number | null;
        techStaff?: number | null;
      }[];
    };
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      runId: string;
      matchSwiperData: {
        policyId: number;
        title: string;
        docNo: string | null;
        departmentName: string;
        level: 'national' | 'provincial' | 'city' | 'district';
        regionCode: string;
        regionName: string | null;
        supportType: string;
        maxAmount: number | null;
        windowStatus: 'upcoming' | 'open' | 'closing_soon' | 'closed';
        deadline: string | null;
        payoutMode: 'apply' | 'exempt';
        outcome: 'eligible' | 'likely' | 'not_eligible';
        matchPercent: number;
      }[];
    };
    message?: string;
  }>('/api/policy/changeBuesinss', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** At most 10 companies whose name, credit code or id matches the keyword (credit codes masked) GET /api/policy/company/lookup */
export async function matchCompanyLookup(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.matchCompanyLookupParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; name: string; creditCode: string; industryCode: string | null; status: string }[];
    message?: string;
  }>('/api/policy/company/lookup', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** The profile a run matches, every figure with its fiscal year POST /api/policy/companyDetail */
export async function companyDetail(
  body: {
    runId: string;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      runId: string;
      source: 'company' | 'form';
      companyId: number | null;
      name: string | null;
      creditCode: string | null;
      profile: {
        companyId?: number;
        name?: string;
        creditCode?: string;
        regionCode?: string | null;
        industryCode?: string | null;
        scale?: string | null;
        entityType?: string | null;
        foundedOn?: string | null;
        qualifications: string[];
        ipClass1?: number | null;
        ipClass2?: number | null;
        figures: {
          year: number;
          revenue?: number | null;
          rdSpend?: number | null;
          netAssets?: number | null;
          staff?: number | null;
          techStaff?: number | null;
        }[];
      };
      figureYears: number[];
      recordFiguresHidden: boolean;
      profileYear: number;
      evaluationDate: string;
      updatedAt: string;
    };
    message?: string;
  }>('/api/policy/companyDetail', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Up to 10 companies related to the run's company: customers and suppliers, then the same GB/T 4754 division POST /api/policy/getRelateBusiness */
export async function getRelateBusiness(
  body: {
    runId: string;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number | null;
        name: string;
        relation: 'customer' | 'supplier' | 'industry';
        industryCode: string | null;
        creditCode: string | null;
        annualAmount: number | null;
      }[];
    };
    message?: string;
  }>('/api/policy/getRelateBusiness', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Whether the visitor is signed in (from the optional bearer token), and who GET /api/policy/islogin */
export async function isLogin(options?: { [key: string]: any }) {
  return request<{ success: true; code: 0; data: { isLogin: boolean; user: { id: number; username: string; realName: string } }; message?: string }>(
    '/api/policy/islogin',
    {
      method: 'GET',
      ...(options || {}),
    },
  );
}

/** A run's results with their explanations as an .xlsx file GET /api/policy/match/export */
export async function matchExport(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.matchExportParams,
  options?: { [key: string]: any },
) {
  return request<any>('/api/policy/match/export', {
    method: 'GET',
    params: {
      // format has a default value: xlsx
      format: 'xlsx',
      ...params,
    },
    ...(options || {}),
  });
}

/** The profile fields (with fiscal years) the run's candidate policies need, and those its profile lacks GET /api/policy/match/fields */
export async function matchNeededFields(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.matchNeededFieldsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      candidateCount: number;
      evaluationYear: number;
      fields: {
        field:
          | 'regionCode'
          | 'industryCode'
          | 'scale'
          | 'entityType'
          | 'foundedOn'
          | 'qualifications'
          | 'ipClass1'
          | 'ipClass2'
          | 'staff'
          | 'techStaff'
          | 'revenue'
          | 'rdSpend'
          | 'netAssets';
        year?: number;
        label: string;
      }[];
      missing: {
        field:
          | 'regionCode'
          | 'industryCode'
          | 'scale'
          | 'entityType'
          | 'foundedOn'
          | 'qualifications'
          | 'ipClass1'
          | 'ipClass2'
          | 'staff'
          | 'techStaff'
          | 'revenue'
          | 'rdSpend'
          | 'netAssets';
        year?: number;
        label: string;
      }[];
    };
    message?: string;
  }>('/api/policy/match/fields', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** The profile fields the candidate policies for a region and entity type need: what the match form asks for POST /api/policy/match/fields */
export async function matchNeededFieldsFor(
  body: {
    regionCode?: string;
    entityType?: 'enterprise' | 'individual' | 'institution' | 'social_org';
    level?: ('national' | 'provincial' | 'city' | 'district')[];
    supportType?: string[];
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      candidateCount: number;
      evaluationYear: number;
      fields: {
        field:
          | 'regionCode'
          | 'industryCode'
          | 'scale'
          | 'entityType'
          | 'foundedOn'
          | 'qualifications'
          | 'ipClass1'
          | 'ipClass2'
          | 'staff'
          | 'techStaff'
          | 'revenue'
          | 'rdSpend'
          | 'netAssets';
        year?: number;
        label: string;
      }[];
      missing: {
        field:
          | 'regionCode'
          | 'industryCode'
          | 'scale'
          | 'entityType'
          | 'foundedOn'
          | 'qualifications'
          | 'ipClass1'
          | 'ipClass2'
          | 'staff'
          | 'techStaff'
          | 'revenue'
          | 'rdSpend'
          | 'netAssets';
        year?: number;
        label: string;
      }[];
    };
    message?: string;
  }>('/api/policy/match/fields', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** A signed-in visitor is told about new policies matching the run's company; says in plain words what will be sent POST /api/policy/match/subscribe */
export async function matchSubscribe(
  body: {
    runId: string;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      kind: 'policy' | 'match';
      criteria: Record<string, any>;
      channels: ('inApp' | 'email')[];
      rhythm: 'immediate' | 'daily' | 'weekly';
      active: boolean;
      description: string;
      descriptionEn: string;
      createdAt: string;
      created: boolean;
    };
    message?: string;
  }>('/api/policy/match/subscribe', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** The signed-in visitor's subscriptions, newest first (all of them are in /api/visitor/subscriptions) GET /api/policy/match/subscriptions */
export async function matchSubscriptions(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.matchSubscriptionsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        kind: 'policy' | 'match';
        criteria: Record<string, any>;
        channels: ('inApp' | 'email')[];
        rhythm: 'immediate' | 'daily' | 'weekly';
        active: boolean;
        description: string;
        descriptionEn: string;
        createdAt: string;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/api/policy/match/subscriptions', {
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

/** Start a match run for a company (companyId) or a visitor's profile; returns the run id and the featured eligible and likely matches (at most 8) POST /api/policy/matchData */
export async function matchData(
  body: {
    companyId?: number;
    profile?: {
      companyId?: number;
      name?: string;
      creditCode?: string;
      regionCode?: string | null;
      industryCode?: string | null;
      scale?: 'large' | 'medium' | 'small' | 'micro' | null;
      entityType?: 'enterprise' | 'individual' | 'institution' | 'social_org' | null;
      foundedOn?: string | null;
      qualifications?: string[];
      ipClass1?: number | null;
      ipClass2?: number | null;
      figures?: {
        year: number;
        revenue?: number | null;
        rdSpend?: number | null;
        netAssets?: number | null;
        staff?: number | null;
        techStaff?: number | null;
      }[];
    };
    runId?: string;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      runId: string;
      matchSwiperData: {
        policyId: number;
        title: string;
        docNo: string | null;
        departmentName: string;
        level: 'national' | 'provincial' | 'city' | 'district';
        regionCode: string;
        regionName: string | null;
        supportType: string;
        maxAmount: number | null;
        windowStatus: 'upcoming' | 'open' | 'closing_soon' | 'closed';
        deadline: string | null;
        payoutMode: 'apply' | 'exempt';
        outcome: 'eligible' | 'likely' | 'not_eligible';
        matchPercent: number;
      }[];
    };
    message?: string;
  }>('/api/policy/matchData', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Counts per outcome and the total possible amount (万元) of a run's eligible and likely policies POST /api/policy/resultHeader */
export async function resultHeader(
  body: {
    runId: string;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      runId: string;
      companyName: string | null;
      eligible: number;
      likely: number;
      notEligible: number;
      total: number;
      totalPossibleAmount: number;
      evaluatedAt: string;
      evaluationDate: string;
      profileYear: number;
    };
    message?: string;
  }>('/api/policy/resultHeader', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** One page of the sorted, filtered results, each with its per-condition explanation POST /api/policy/resultSearche */
export async function resultSearche(
  body: {
    runId: string;
    outcome?: ('eligible' | 'likely' | 'not_eligible')[];
    supportType?: string[];
    level?: ('national' | 'provincial' | 'city' | 'district')[];
    keyword?: string;
    sort?: 'default' | 'amount' | 'deadline' | 'matchPercent';
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
        policyId: number;
        title: string;
        docNo: string | null;
        departmentName: string;
        level: 'national' | 'provincial' | 'city' | 'district';
        regionCode: string;
        regionName: string | null;
        supportType: string;
        maxAmount: number | null;
        windowStatus: 'upcoming' | 'open' | 'closing_soon' | 'closed';
        deadline: string | null;
        payoutMode: 'apply' | 'exempt';
        outcome: 'eligible' | 'likely' | 'not_eligible';
        matchPercent: number;
        summary: string | null;
        tags: { id: number; name: string }[];
        metCount: number;
        ruleCount: number;
        rules: {
          ruleId: string;
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
          label: string;
          hard: boolean;
          outcome: 'met' | 'unmet' | 'unknown';
          year: number | null;
          required: string;
          actual: number | string | string[] | null;
          gap: { required: number | string | string[] | (number | number)[]; actual: number; amount: number } | null;
          text: string;
          missing: {
            field:
              | 'regionCode'
              | 'industryCode'
              | 'scale'
              | 'entityType'
              | 'foundedOn'
              | 'qualifications'
              | 'ipClass1'
              | 'ipClass2'
              | 'staff'
              | 'techStaff'
              | 'revenue'
              | 'rdSpend'
              | 'netAssets';
            year?: number;
            label: string;
          }[];
          invalid?: boolean;
        }[];
        filters: { kind: 'region' | 'window' | 'entityType'; result: 'yes' | 'no' | 'unknown'; reason: string }[];
        failedFilter: { kind: 'region' | 'window' | 'entityType'; result: 'yes' | 'no' | 'unknown'; reason: string } | null;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/api/policy/resultSearche', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}
