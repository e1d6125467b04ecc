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
