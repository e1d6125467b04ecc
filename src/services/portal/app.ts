// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** 此处后端没有提供注释 GET /apiv2/app/admin/detail */
export async function appDetail(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.appDetailParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; appName: string; title: string; description: string | null; menuCount: number; createdAt: string };
    message?: string;
  }>('/apiv2/app/admin/detail', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 POST /apiv2/app/admin/menu-create */
export async function createMenu(
  body: {
    appName: string;
    parentId?: number;
    resourceName: string;
    resourceKey: string;
    resourcePath?: string;
    resourceIcon?: string;
    type?: 'directory' | 'menu' | 'button';
    order?: number;
    visible?: boolean;
  },
  options?: { [key: string]: any },
) {
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
    };
    message?: string;
  }>('/apiv2/app/admin/menu-create', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 POST /apiv2/app/admin/menu-delete */
export async function deleteMenu(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/apiv2/app/admin/menu-delete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Edit, move (parentId) or reorder (order) a menu resource POST /apiv2/app/admin/menu-update */
export async function updateMenu(
  body: {
    appName: string;
    parentId?: number;
    resourceName: string;
    resourceKey: string;
    resourcePath?: string;
    resourceIcon?: string;
    type?: 'directory' | 'menu' | 'button';
    order?: number;
    visible?: boolean;
    id: number;
  },
  options?: { [key: string]: any },
) {
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
    };
    message?: string;
  }>('/apiv2/app/admin/menu-update', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** The app's menu resources, flat GET /apiv2/app/admin/menus */
export async function appMenus(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.appMenusParams,
  options?: { [key: string]: any },
) {
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
  }>('/apiv2/app/admin/menus', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Create (no id) or update an app POST /apiv2/app/admin/post */
export async function saveApp(
  body: {
    id?: number;
    appName: string;
    title: string;
    description?: string | null;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; appName: string; title: string; description: string | null; menuCount: number; createdAt: string };
    message?: string;
  }>('/apiv2/app/admin/post', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 GET /apiv2/app/admin/query */
export async function queryApps(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryAppsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: { id: number; appName: string; title: string; description: string | null; menuCount: number; createdAt: string }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/app/admin/query', {
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
