// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** The site configuration (startup call) GET /apiv2/config/admin/all */
export async function allConfig(options?: { [key: string]: any }) {
  return request<{ success: true; code: 0; data: Record<string, any>; message?: string }>('/apiv2/config/admin/all', {
    method: 'GET',
    ...(options || {}),
  });
}
