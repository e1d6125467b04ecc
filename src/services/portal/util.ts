// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** A grant (valid 60 s) to open one download route in a new window: append ?grant= to its URL POST /api/util/admin/download-grant */
export async function downloadGrant(
  body: {
    path: string;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { grant: string; expiresAt: string }; message?: string }>('/api/util/admin/download-grant', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}
