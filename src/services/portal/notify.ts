// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** Publish a notice to everyone or to the holders of a role POST /apiv2/notify/admin/create */
export async function createNotice(
  body: {
    title: string;
    content: string;
    type?: 'notice' | 'message' | 'todo';
    roleId?: number | null;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      title: string;
      content: string;
      type: 'notice' | 'message' | 'todo';
      link: string | null;
      createdAt: string;
      readAt: string | null;
      read: boolean;
    };
    message?: string;
  }>('/apiv2/notify/admin/create', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** The current user's notices; totalCount and unreadCount feed the header bell GET /apiv2/notify/admin/index */
export async function myNotices(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.myNoticesParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        title: string;
        content: string;
        type: 'notice' | 'message' | 'todo';
        link: string | null;
        createdAt: string;
        readAt: string | null;
        read: boolean;
      }[];
      total: number;
      current: number;
      pageSize: number;
      totalCount: number;
      unreadCount: number;
    };
    message?: string;
  }>('/apiv2/notify/admin/index', {
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

/** 此处后端没有提供注释 GET /apiv2/notify/admin/list */
export async function allNotices(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.allNoticesParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: { id: number; title: string; content: string; type: string; roleId: number | null; createdAt: string; readCount: number }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/notify/admin/list', {
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

/** Mark one notice (id) or all (all: true) as read POST /apiv2/notify/admin/read */
export async function readNotices(
  body: {
    id?: number;
    all?: boolean;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/apiv2/notify/admin/read', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}
