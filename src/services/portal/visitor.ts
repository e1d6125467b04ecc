// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** A new image captcha (SVG) and its challenge id: one check, within 2 minutes, case-insensitive GET /api/visitor/captcha */
export async function visitorCaptcha(options?: { [key: string]: any }) {
  return request<{ success: true; code: 0; data: { captchaId: string; svg: string; expiresInSeconds: number }; message?: string }>('/api/visitor/captcha', {
    method: 'GET',
    ...(options || {}),
  });
}

/** Send a verification code to an e-mail address or a mobile number (10 minutes, once; at most one a minute) POST /api/visitor/code */
export async function sendVerificationCode(
  body: {
    purpose: 'register' | 'reset_password';
    address: string;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { channel: 'email' | 'sms'; expiresInSeconds: number; resendAfterSeconds: number }; message?: string }>(
    '/api/visitor/code',
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
      },
      data: body,
      ...(options || {}),
    },
  );
}

/** My company, my role in it, its pending change and my claim GET /api/visitor/company */
export async function myCompany(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: {
      membership: {
        role: 'admin' | 'member';
        joinedAt: string;
        company: {
          id: number;
          name: string;
          creditCode: string;
          legalPerson: string | null;
          registeredCapital: number | null;
          industryCode: string | null;
          scale: string | null;
          staffCount: number | null;
          techStaffCount: number | null;
          regionCode: string | null;
          address: string | null;
          website: string | null;
          intro: string | null;
          figures: {
            year: number;
            revenue: number | null;
            rdSpend: number | null;
            netAssets: number | null;
            totalAssets: number | null;
            staffCount: number | null;
            techStaffCount: number | null;
          }[];
        };
        change: {
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
        } | null;
      } | null;
      claim: {
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
      } | null;
    };
    message?: string;
  }>('/api/visitor/company', {
    method: 'GET',
    ...(options || {}),
  });
}

/** Ask the park to change the company’s profile or yearly figures (administrators) POST /api/visitor/company/change */
export async function requestCompanyChange(
  body: {
    profile?: {
      legalPerson?: string | null;
      registeredCapital?: number | null;
      industryCode?: string | null;
      scale?: string | null;
      staffCount?: number | null;
      techStaffCount?: number | null;
      regionCode?: string | null;
      address?: string | null;
      website?: string | null | '';
      intro?: string | null;
    };
    figures?: {
      year: number;
      revenue?: number | null;
      rdSpend?: number | null;
      netAssets?: number | null;
      totalAssets?: number | null;
      staffCount?: number | null;
      techStaffCount?: number | null;
    }[];
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
  }>('/api/visitor/company/change', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Withdraw the change request waiting for review POST /api/visitor/company/change/withdraw */
export async function withdrawCompanyChange(options?: { [key: string]: any }) {
  return request<{ success: true; code: 0; data: { id: number }; message?: string }>('/api/visitor/company/change/withdraw', {
    method: 'POST',
    ...(options || {}),
  });
}

/** Claim a company by its credit code (or register one the park does not know), for review POST /api/visitor/company/claim */
export async function claimCompany(
  body: {
    creditCode: string;
    message?: string;
    company?: { name: string; industryCode?: string | null; regionCode?: string | null; address?: string | null; legalPerson?: string | null };
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      claim: {
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
      notice: string;
    };
    message?: string;
  }>('/api/visitor/company/claim', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Withdraw my claim while it waits POST /api/visitor/company/claim/withdraw */
export async function withdrawCompanyClaim(options?: { [key: string]: any }) {
  return request<{ success: true; code: 0; data: { id: number }; message?: string }>('/api/visitor/company/claim/withdraw', {
    method: 'POST',
    ...(options || {}),
  });
}

/** Leave my company (not as its last administrator) POST /api/visitor/company/leave */
export async function leaveCompany(options?: { [key: string]: any }) {
  return request<{ success: true; code: 0; data: { companyId: number }; message?: string }>('/api/visitor/company/leave', {
    method: 'POST',
    ...(options || {}),
  });
}

/** The company’s users (and, for administrators, open invitations) GET /api/visitor/company/users */
export async function companyUsers(options?: { [key: string]: any }) {
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
      myRole: 'admin' | 'member';
    };
    message?: string;
  }>('/api/visitor/company/users', {
    method: 'GET',
    ...(options || {}),
  });
}

/** Invite a colleague by e-mail or mobile number (7 days, single use) POST /api/visitor/company/users/invite */
export async function inviteCompanyUser(
  body: {
    address: string;
    role?: 'admin' | 'member';
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; channel: 'email' | 'sms'; address: string; role: 'admin' | 'member'; createdAt: string; expiresAt: string; invitedBy: string | null };
    message?: string;
  }>('/api/visitor/company/users/invite', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Remove a colleague from the company POST /api/visitor/company/users/remove */
export async function removeCompanyUser(
  body: {
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
      myRole: 'admin' | 'member';
    };
    message?: string;
  }>('/api/visitor/company/users/remove', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Withdraw an open invitation POST /api/visitor/company/users/revoke */
export async function revokeCompanyInvitation(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { id: number }; message?: string }>('/api/visitor/company/users/revoke', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Make a colleague administrator or member POST /api/visitor/company/users/role */
export async function setCompanyUserRole(
  body: {
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
      myRole: 'admin' | 'member';
    };
    message?: string;
  }>('/api/visitor/company/users/role', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Hand my administrator role to a colleague POST /api/visitor/company/users/transfer */
export async function transferCompanyAdmin(
  body: {
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
      myRole: 'admin' | 'member';
    };
    message?: string;
  }>('/api/visitor/company/users/transfer', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Bind a new e-mail address or mobile number with the code sent to it (409 when another account has it) POST /api/visitor/contact */
export async function visitorChangeContact(
  body: {
    address: string;
    code: string;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; displayName: string; email: string | null; phone: string | null; emailNotices: boolean; createdAt: string };
    message?: string;
  }>('/api/visitor/contact', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Send a code to a new e-mail address or mobile number to bind to the signed-in account POST /api/visitor/contact/code */
export async function visitorSendContactCode(
  body: {
    address: string;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { channel: 'email' | 'sms'; expiresInSeconds: number; resendAfterSeconds: number }; message?: string }>(
    '/api/visitor/contact/code',
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
      },
      data: body,
      ...(options || {}),
    },
  );
}

/** The signed-in visitor GET /api/visitor/currentuser */
export async function visitorCurrentUser(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; displayName: string; email: string | null; phone: string | null; emailNotices: boolean; createdAt: string };
    message?: string;
  }>('/api/visitor/currentuser', {
    method: 'GET',
    ...(options || {}),
  });
}

/** My notifications, newest first, with the unread count GET /api/visitor/inbox */
export async function visitorInbox(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.visitorInboxParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        kind: 'policy' | 'digest' | 'reminder' | 'system' | 'application';
        title: string;
        body: string;
        link: string | null;
        policyIds: number[];
        read: boolean;
        readAt: string | null;
        createdAt: string;
      }[];
      total: number;
      current: number;
      pageSize: number;
      unreadCount: number;
    };
    message?: string;
  }>('/api/visitor/inbox', {
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

/** Delete notifications POST /api/visitor/inbox/delete */
export async function visitorInboxDelete(
  body: {
    ids: number[];
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { unreadCount: number; removed: number }; message?: string }>('/api/visitor/inbox/delete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Mark notifications read (ids, or all: true) POST /api/visitor/inbox/read */
export async function visitorInboxRead(
  body: {
    ids?: number[];
    all?: true;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { unreadCount: number }; message?: string }>('/api/visitor/inbox/read', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** How many of my notifications are unread GET /api/visitor/inbox/unread */
export async function visitorInboxUnread(options?: { [key: string]: any }) {
  return request<{ success: true; code: 0; data: { unreadCount: number }; message?: string }>('/api/visitor/inbox/unread', {
    method: 'GET',
    ...(options || {}),
  });
}

/** What an invitation link is: the company, who invited, whether it is still good GET /api/visitor/invitation */
export async function invitationInfo(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.invitationInfoParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      companyName: string;
      invitedBy: string | null;
      role: 'admin' | 'member';
      address: string;
      state: 'open' | 'expired' | 'used' | 'revoked';
      expiresAt: string;
    };
    message?: string;
  }>('/api/visitor/invitation', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Accept an invitation sent to my e-mail address or mobile number POST /api/visitor/invitation/accept */
export async function acceptInvitation(
  body: {
    token: string;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { companyId: number; role: 'admin' | 'member' }; message?: string }>('/api/visitor/invitation/accept', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Sign in a visitor by e-mail or mobile number and password POST /api/visitor/login */
export async function visitorLogin(
  body: {
    address: string;
    password: string;
    captchaId?: string;
    captcha?: string;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      token: string;
      expiresAt: string;
      visitor: { id: number; displayName: string; email: string | null; phone: string | null; emailNotices: boolean; createdAt: string };
    };
    message?: string;
  }>('/api/visitor/login', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** End the visitor's session, and their sign-ins to apps through the portal POST /api/visitor/logout */
export async function visitorLogout(options?: { [key: string]: any }) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/api/visitor/logout', {
    method: 'POST',
    ...(options || {}),
  });
}

/** My saved match runs, last run first (at most 20 a page), each with its profile summary and its matches counted now GET /api/visitor/matches */
export async function visitorMatches(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.visitorMatchesParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        runId: string;
        name: string | null;
        source: 'company' | 'form';
        companyName: string | null;
        industryCode: string | null;
        industryName: string | null;
        regionCode: string | null;
        regionName: string | null;
        eligible: number;
        likely: number;
        matchCount: number;
        total: number;
        evaluatedAt: string;
        evaluationDate: string;
        profileYear: number;
        createdAt: string;
        updatedAt: string;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/api/visitor/matches', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 10
      pageSize: '10',
      ...params,
    },
    ...(options || {}),
  });
}

/** Delete one of my match runs and its results POST /api/visitor/matches/delete */
export async function visitorDeleteMatch(
  body: {
    runId: string;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { runId: string }; message?: string }>('/api/visitor/matches/delete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Name one of my match runs (empty: shown by its company name again) POST /api/visitor/matches/rename */
export async function visitorRenameMatch(
  body: {
    runId: string;
    name: string;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      runId: string;
      name: string | null;
      source: 'company' | 'form';
      companyName: string | null;
      industryCode: string | null;
      industryName: string | null;
      regionCode: string | null;
      regionName: string | null;
      eligible: number;
      likely: number;
      matchCount: number;
      total: number;
      evaluatedAt: string;
      evaluationDate: string;
      profileYear: number;
      createdAt: string;
      updatedAt: string;
    };
    message?: string;
  }>('/api/visitor/matches/rename', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Run one of my matches again now: evaluated at today's date against the policies published now; it becomes the last run POST /api/visitor/matches/rerun */
export async function visitorRerunMatch(
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
      name: string | null;
      source: 'company' | 'form';
      companyName: string | null;
      industryCode: string | null;
      industryName: string | null;
      regionCode: string | null;
      regionName: string | null;
      eligible: number;
      likely: number;
      matchCount: number;
      total: number;
      evaluatedAt: string;
      evaluationDate: string;
      profileYear: number;
      createdAt: string;
      updatedAt: string;
    };
    message?: string;
  }>('/api/visitor/matches/rerun', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Change the signed-in visitor's password (the current one required); the visitor's other sessions end POST /api/visitor/password */
export async function visitorChangePassword(
  body: {
    currentPassword: string;
    newPassword: string;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/api/visitor/password', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Set a new password with the code sent to the account's address; every session of the account ends POST /api/visitor/password/reset */
export async function visitorResetPassword(
  body: {
    address: string;
    code: string;
    password: string;
    captchaId?: string;
    captcha?: string;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/api/visitor/password/reset', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Change the signed-in visitor's display name or e-mail notices (what is left out stays as it is) POST /api/visitor/profile */
export async function visitorUpdateProfile(
  body: {
    displayName?: string;
    emailNotices?: boolean;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; displayName: string; email: string | null; phone: string | null; emailNotices: boolean; createdAt: string };
    message?: string;
  }>('/api/visitor/profile', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Create a visitor account with the code sent to the address, and sign in POST /api/visitor/register */
export async function visitorRegister(
  body: {
    address: string;
    code: string;
    password: string;
    displayName?: string;
    acceptTerms: true;
    captchaId?: string;
    captcha?: string;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      token: string;
      expiresAt: string;
      visitor: { id: number; displayName: string; email: string | null; phone: string | null; emailNotices: boolean; createdAt: string };
    };
    message?: string;
  }>('/api/visitor/register', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** The signed-in visitor's active sessions, the most recently used first GET /api/visitor/sessions */
export async function visitorSessions(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; createdAt: string; lastSeenAt: string; expiresAt: string; ip: string | null; userAgent: string | null; current: boolean }[];
    message?: string;
  }>('/api/visitor/sessions', {
    method: 'GET',
    ...(options || {}),
  });
}

/** End one of the visitor's own sessions (another's is not found) POST /api/visitor/sessions/${param0}/revoke */
export async function visitorRevokeSession(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.visitorRevokeSessionParams,
  options?: { [key: string]: any },
) {
  const { id: param0, ...queryParams } = params;
  return request<{ success: true; code: 0; data: { current: boolean }; message?: string }>(`/api/visitor/sessions/${param0}/revoke`, {
    method: 'POST',
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** End every session of the visitor's but this one POST /api/visitor/sessions/revoke-others */
export async function visitorRevokeOtherSessions(options?: { [key: string]: any }) {
  return request<{ success: true; code: 0; data: { revoked: number }; message?: string }>('/api/visitor/sessions/revoke-others', {
    method: 'POST',
    ...(options || {}),
  });
}

/** My subscriptions, newest first GET /api/visitor/subscriptions */
export async function visitorSubscriptions(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.visitorSubscriptionsParams,
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
  }>('/api/visitor/subscriptions', {
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

/** Subscribe to policies by tags, departments, levels, regions, support types and a keyword; says in plain words what will be sent POST /api/visitor/subscriptions */
export async function visitorSubscribe(
  body: {
    criteria: {
      tagIds?: number[];
      departmentIds?: number[];
      levels?: ('national' | 'provincial' | 'city' | 'district')[];
      regionCodes?: string[];
      supportTypes?: string[];
      keyword?: string;
    };
    channels?: ('inApp' | 'email')[];
    rhythm?: 'immediate' | 'daily' | 'weekly';
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
  }>('/api/visitor/subscriptions', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Delete a subscription POST /api/visitor/subscriptions/delete */
export async function visitorDeleteSubscription(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { id: number }; message?: string }>('/api/visitor/subscriptions/delete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Change channels, rhythm, or turn on or off POST /api/visitor/subscriptions/update */
export async function visitorUpdateSubscription(
  body: {
    id: number;
    channels?: ('inApp' | 'email')[];
    rhythm?: 'immediate' | 'daily' | 'weekly';
    active?: boolean;
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
    };
    message?: string;
  }>('/api/visitor/subscriptions/update', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** What an unsubscribe link would turn off (no sign-in) GET /api/visitor/unsubscribe */
export async function unsubscribeInfo(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.unsubscribeInfoParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { subscriptions: { id: number; description: string; descriptionEn: string; active: boolean }[] };
    message?: string;
  }>('/api/visitor/unsubscribe', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Turn off the subscriptions an unsubscribe link names (one click, no sign-in) POST /api/visitor/unsubscribe */
export async function unsubscribe(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.unsubscribeParams,
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { unsubscribed: number }; message?: string }>('/api/visitor/unsubscribe', {
    method: 'POST',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}
