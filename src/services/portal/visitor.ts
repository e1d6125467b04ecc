// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** Send a verification code to an e-mail address or a mobile number (10 minutes, once; at most one a minute) POST /api/visitor/code */
export async function sendVerificationCode(
  body: {
    purpose: 'register' | 'reset_password' | 'change_contact';
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

/** The signed-in visitor GET /api/visitor/currentuser */
export async function visitorCurrentUser(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; displayName: string; email: string | null; phone: string | null; createdAt: string };
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
        kind: 'policy' | 'digest' | 'reminder' | 'system';
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

/** Sign in a visitor by e-mail or mobile number and password POST /api/visitor/login */
export async function visitorLogin(
  body: {
    address: string;
    password: string;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { token: string; expiresAt: string; visitor: { id: number; displayName: string; email: string | null; phone: string | null; createdAt: string } };
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

/** End the visitor's session POST /api/visitor/logout */
export async function visitorLogout(options?: { [key: string]: any }) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/api/visitor/logout', {
    method: 'POST',
    ...(options || {}),
  });
}

/** Set a new password with the code sent to the account's address; every session of the account ends POST /api/visitor/password/reset */
export async function visitorResetPassword(
  body: {
    address: string;
    code: string;
    password: string;
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

/** Create a visitor account with the code sent to the address, and sign in POST /api/visitor/register */
export async function visitorRegister(
  body: {
    address: string;
    code: string;
    password: string;
    displayName?: string;
    acceptTerms: true;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { token: string; expiresAt: string; visitor: { id: number; displayName: string; email: string | null; phone: string | null; createdAt: string } };
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
