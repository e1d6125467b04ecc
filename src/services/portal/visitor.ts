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
    data: { id: number; displayName: string; email: string | null; phone: string | null; createdAt: string };
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
    data: { id: number; displayName: string; email: string | null; phone: string | null; createdAt: string };
    message?: string;
  }>('/api/visitor/currentuser', {
    method: 'GET',
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

/** Change the signed-in visitor's display name POST /api/visitor/profile */
export async function visitorUpdateProfile(
  body: {
    displayName: string;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; displayName: string; email: string | null; phone: string | null; createdAt: string };
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
