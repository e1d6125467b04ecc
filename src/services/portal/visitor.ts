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
