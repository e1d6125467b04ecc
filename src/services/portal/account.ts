// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** The signed-in user in the account-centre shape GET /api/currentUser */
export async function templateCurrentUser(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: {
      userid: string;
      name: string;
      avatar: string | null;
      email: string | null;
      phone: string | null;
      signature: string | null;
      address: string | null;
      emailNotices: boolean;
      title: string;
      group: string;
      geographic: { province: { key: string; label: string } | null; city: { key: string; label: string } | null };
    };
    message?: string;
  }>('/api/currentUser', {
    method: 'GET',
    ...(options || {}),
  });
}

/** The signed-in user's latest operations (the account centre's list) GET /api/fake_list */
export async function recentActivity(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.recentActivityParams,
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { id: string; title: string; description: string; updatedAt: string; owner: string }[]; message?: string }>(
    '/api/fake_list',
    {
      method: 'GET',
      params: {
        // count has a default value: 20
        count: '20',
        ...params,
      },
      ...(options || {}),
    },
  );
}

/** Accounts as the template lists them GET /api/users */
export async function templateUsers(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.templateUsersParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { list: { key: string; name: string; username: string; department: string | null }[]; total: number; current: number; pageSize: number };
    message?: string;
  }>('/api/users', {
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

/** The signed-in user (startup call) GET /api/xm-oauth/oauth/currentuser */
export async function oauthCurrentUser(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      username: string;
      name: string;
      avatar: string | null;
      phone: string | null;
      email: string | null;
      departmentId: number | null;
      roles: { id: number; code: string; name: string }[];
      permissions: string[];
      lastLoginAt: string | null;
    };
    message?: string;
  }>('/api/xm-oauth/oauth/currentuser', {
    method: 'GET',
    ...(options || {}),
  });
}

/** Upload an image for one's own avatar (JPEG, PNG, WebP or GIF, at most 10 MB) as multipart/form-data; save its thumbUrl as the profile's avatar POST /apiv2/account/admin/avatar */
export async function uploadAvatar(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; url: string; thumbUrl: string | null; name: string; mime: string; size: number; width: number | null; height: number | null };
    message?: string;
  }>('/apiv2/account/admin/avatar', {
    method: 'POST',
    ...(options || {}),
  });
}

/** The signed-in admin GET /apiv2/account/admin/currentuser */
export async function currentAdmin(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      username: string;
      name: string;
      avatar: string | null;
      phone: string | null;
      email: string | null;
      departmentId: number | null;
      roles: { id: number; code: string; name: string }[];
      permissions: string[];
      lastLoginAt: string | null;
    };
    message?: string;
  }>('/apiv2/account/admin/currentuser', {
    method: 'GET',
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 POST /apiv2/account/admin/delete */
export async function deleteAccount(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/apiv2/account/admin/delete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 GET /apiv2/account/admin/department/tree */
export async function departmentTree(options?: { [key: string]: any }) {
  return request<{ success: true; code: 0; data: API.DepartmentNode[]; message?: string }>('/apiv2/account/admin/department/tree', {
    method: 'GET',
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 GET /apiv2/account/admin/detail */
export async function accountDetail(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.accountDetailParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      username: string;
      realName: string;
      phone: string | null;
      email: string | null;
      avatar: string | null;
      departmentId: number | null;
      departmentName: string | null;
      roles: { id: number; code: string; name: string }[];
      status: 'active' | 'disabled';
      lastLoginAt: string | null;
      createdAt: string;
      provinceCode: string | null;
      cityCode: string | null;
      address: string | null;
      signature: string | null;
    };
    message?: string;
  }>('/apiv2/account/admin/detail', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Accounts and IPs locked after failed logins GET /apiv2/account/admin/lockouts */
export async function loginLockouts(options?: { [key: string]: any }) {
  return request<{ success: true; code: 0; data: { kind: 'username' | 'ip'; value: string; lockedUntil: string }[]; message?: string }>(
    '/apiv2/account/admin/lockouts',
    {
      method: 'GET',
      ...(options || {}),
    },
  );
}

/** The operation log: who did what, when, from where, before and after GET /apiv2/account/admin/log */
export async function operationLog(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.operationLogParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        userId: number | null;
        username: string | null;
        action: string;
        entity: string;
        entityId: string | null;
        summary: string | null;
        ip: string | null;
        before: any;
        after: any;
        createdAt: string;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/account/admin/log', {
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

/** Admin login: returns a bearer token POST /apiv2/account/admin/login */
export async function login(
  body: {
    username: string;
    password: string;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      token: string;
      expiresAt: string;
      currentUser: {
        id: number;
        username: string;
        name: string;
        avatar: string | null;
        phone: string | null;
        email: string | null;
        departmentId: number | null;
        roles: { id: number; code: string; name: string }[];
        permissions: string[];
        lastLoginAt: string | null;
      };
    };
    message?: string;
  }>('/apiv2/account/admin/login', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 GET /apiv2/account/admin/login-log */
export async function loginLog(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.loginLogParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: { id: number; username: string; ip: string | null; userAgent: string | null; success: boolean; reason: string | null; createdAt: string }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/account/admin/login-log', {
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

/** Revoke the current token and end the sign-ins to apps through the portal POST /apiv2/account/admin/logout */
export async function logout(options?: { [key: string]: any }) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/apiv2/account/admin/logout', {
    method: 'POST',
    ...(options || {}),
  });
}

/** Change one’s own password; other sessions are signed out POST /apiv2/account/admin/password */
export async function changePassword(
  body: {
    oldPassword: string;
    newPassword: string;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/apiv2/account/admin/password', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** The signed-in user's own profile POST /apiv2/account/admin/profile */
export async function updateProfile(
  body: {
    realName: string;
    phone?: string | null | '';
    email?: string | null | '';
    avatar?: string | null;
    provinceCode?: string | null;
    cityCode?: string | null;
    address?: string | null;
    signature?: string | null;
    emailNotices?: boolean;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      username: string;
      name: string;
      avatar: string | null;
      phone: string | null;
      email: string | null;
      departmentId: number | null;
      roles: { id: number; code: string; name: string }[];
      permissions: string[];
      lastLoginAt: string | null;
    };
    message?: string;
  }>('/apiv2/account/admin/profile', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Accounts, paged and filtered GET /apiv2/account/admin/query */
export async function queryAccounts(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryAccountsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        username: string;
        realName: string;
        phone: string | null;
        email: string | null;
        avatar: string | null;
        departmentId: number | null;
        departmentName: string | null;
        roles: { id: number; code: string; name: string }[];
        status: 'active' | 'disabled';
        lastLoginAt: string | null;
        createdAt: string;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/account/admin/query', {
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

/** 此处后端没有提供注释 POST /apiv2/account/admin/reset-password */
export async function resetAccountPassword(
  body: {
    id: number;
    password: string;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/apiv2/account/admin/reset-password', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Create (no id) or update an account POST /apiv2/account/admin/save */
export async function saveAccount(
  body: {
    id?: number;
    username: string;
    password?: string;
    realName: string;
    phone?: string | null | '';
    email?: string | null | '';
    departmentId?: number | null;
    roleIds?: number[];
    status?: 'active' | 'disabled';
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      username: string;
      realName: string;
      phone: string | null;
      email: string | null;
      avatar: string | null;
      departmentId: number | null;
      departmentName: string | null;
      roles: { id: number; code: string; name: string }[];
      status: 'active' | 'disabled';
      lastLoginAt: string | null;
      createdAt: string;
      provinceCode: string | null;
      cityCode: string | null;
      address: string | null;
      signature: string | null;
    };
    message?: string;
  }>('/apiv2/account/admin/save', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Force logout: one session, or all of a user POST /apiv2/account/admin/session-revoke */
export async function revokeAccountSessions(
  body: {
    userId: number;
    sessionId?: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/apiv2/account/admin/session-revoke', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 GET /apiv2/account/admin/sessions */
export async function accountSessions(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.accountSessionsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; ip: string | null; userAgent: string | null; createdAt: string; lastSeenAt: string; expiresAt: string; current: boolean }[];
    message?: string;
  }>('/apiv2/account/admin/sessions', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Enable or disable; disabling signs the user out POST /apiv2/account/admin/status */
export async function setAccountStatus(
  body: {
    id: number;
    status: 'active' | 'disabled';
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      username: string;
      realName: string;
      phone: string | null;
      email: string | null;
      avatar: string | null;
      departmentId: number | null;
      departmentName: string | null;
      roles: { id: number; code: string; name: string }[];
      status: 'active' | 'disabled';
      lastLoginAt: string | null;
      createdAt: string;
      provinceCode: string | null;
      cityCode: string | null;
      address: string | null;
      signature: string | null;
    };
    message?: string;
  }>('/apiv2/account/admin/status', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 POST /apiv2/account/admin/unlock */
export async function unlockLogin(
  body: {
    username?: string;
    ip?: string;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/apiv2/account/admin/unlock', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}
