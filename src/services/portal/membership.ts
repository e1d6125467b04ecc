// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** Accept or refuse each field of a change request POST /apiv2/company/admin/change/decide */
export async function decideCompanyChange(
  body: {
    id: number;
    decisions: Record<string, any>;
    note?: string;
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
      requestedBy: string | null;
      items: { key: string; before: string | number | null; after: string | number | null; decision: 'accepted' | 'refused' | null }[];
      note: string;
      status: 'pending' | 'approved' | 'refused' | 'withdrawn';
      reviewNote: string | null;
      reviewedBy: string | null;
      reviewedAt: string | null;
      createdAt: string;
    };
    message?: string;
  }>('/apiv2/company/admin/change/decide', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Companies’ change requests, newest first GET /apiv2/company/admin/change/query */
export async function queryCompanyChanges(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryCompanyChangesParams,
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
        requestedBy: string | null;
        items: { key: string; before: string | number | null; after: string | number | null; decision: 'accepted' | 'refused' | null }[];
        note: string;
        status: 'pending' | 'approved' | 'refused' | 'withdrawn';
        reviewNote: string | null;
        reviewedBy: string | null;
        reviewedAt: string | null;
        createdAt: string;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/company/admin/change/query', {
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

/** Approve or refuse a claim (a refusal says why) POST /apiv2/company/admin/claim/decide */
export async function decideCompanyClaim(
  body: {
    id: number;
    approve: boolean;
    note?: string;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      companyId: number | null;
      companyName: string;
      creditCode: string;
      newCompany: boolean;
      contested: boolean;
      message: string;
      status: 'pending' | 'approved' | 'refused' | 'withdrawn';
      reviewNote: string | null;
      reviewedBy: string | null;
      reviewedAt: string | null;
      createdAt: string;
      claimant: { id: number; displayName: string; email: string | null; phone: string | null };
    };
    message?: string;
  }>('/apiv2/company/admin/claim/decide', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Companies’ claims, newest first GET /apiv2/company/admin/claim/query */
export async function queryCompanyClaims(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryCompanyClaimsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        companyId: number | null;
        companyName: string;
        creditCode: string;
        newCompany: boolean;
        contested: boolean;
        message: string;
        status: 'pending' | 'approved' | 'refused' | 'withdrawn';
        reviewNote: string | null;
        reviewedBy: string | null;
        reviewedAt: string | null;
        createdAt: string;
        claimant: { id: number; displayName: string; email: string | null; phone: string | null };
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/company/admin/claim/query', {
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

/** A company’s users on the public front and its open invitations GET /apiv2/company/admin/user/query */
export async function queryCompanyUsers(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryCompanyUsersParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      members: {
        visitorId: number;
        displayName: string;
        email: string | null;
        phone: string | null;
        role: 'admin' | 'member';
        joinedAt: string;
        lastLoginAt: string | null;
      }[];
      invitations: {
        id: number;
        channel: 'email' | 'sms';
        address: string;
        role: 'admin' | 'member';
        createdAt: string;
        expiresAt: string;
        invitedBy: string | null;
      }[];
    };
    message?: string;
  }>('/apiv2/company/admin/user/query', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Remove a user from a company POST /apiv2/company/admin/user/remove */
export async function staffRemoveCompanyUser(
  body: {
    companyId: number;
    visitorId: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      members: {
        visitorId: number;
        displayName: string;
        email: string | null;
        phone: string | null;
        role: 'admin' | 'member';
        joinedAt: string;
        lastLoginAt: string | null;
      }[];
      invitations: {
        id: number;
        channel: 'email' | 'sms';
        address: string;
        role: 'admin' | 'member';
        createdAt: string;
        expiresAt: string;
        invitedBy: string | null;
      }[];
    };
    message?: string;
  }>('/apiv2/company/admin/user/remove', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Set a company user’s role (the company keeps an administrator) POST /apiv2/company/admin/user/role */
export async function staffSetCompanyUserRole(
  body: {
    companyId: number;
    visitorId: number;
    role: 'admin' | 'member';
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      members: {
        visitorId: number;
        displayName: string;
        email: string | null;
        phone: string | null;
        role: 'admin' | 'member';
        joinedAt: string;
        lastLoginAt: string | null;
      }[];
      invitations: {
        id: number;
        channel: 'email' | 'sms';
        address: string;
        role: 'admin' | 'member';
        createdAt: string;
        expiresAt: string;
        invitedBy: string | null;
      }[];
    };
    message?: string;
  }>('/apiv2/company/admin/user/role', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}
