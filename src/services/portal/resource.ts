// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** The current admin's menu resources, flat (parentId 0 = top level) GET /api/account/resource/admin/currentuser */
export async function currentUserResources(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      parentId: number;
      resourcePath: string;
      resourceKey: string;
      resourceName: string;
      resourceIcon: string;
      appName: string;
      type: 'directory' | 'menu' | 'button';
      order: number;
      visible: boolean;
    }[];
    message?: string;
  }>('/api/account/resource/admin/currentuser', {
    method: 'GET',
    ...(options || {}),
  });
}
