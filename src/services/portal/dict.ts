// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** Create a type (kind "type") or an item (kind "item") POST /apiv2/account/admin/dict/create */
export async function dictCreate(
  body:
    | { kind: 'type'; name: string; title: string; remark?: string | null; status?: 'active' | 'disabled' }
    | {
        kind: 'item';
        typeId: number;
        label: string;
        value: string;
        parentValue?: string | null;
        order?: number;
        color?: string | null | '';
        isDefault?: boolean;
        status?: 'active' | 'disabled';
        remark?: string | null;
      },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      kind: 'type' | 'item';
      type: { id: number; name: string; title: string; remark: string | null; status: 'active' | 'disabled'; builtIn: boolean; itemCount: number } | null;
      item: {
        id: number;
        typeId: number;
        label: string;
        value: string;
        parentValue: string | null;
        order: number;
        color: string | null;
        isDefault: boolean;
        status: 'active' | 'disabled';
        remark: string | null;
      } | null;
    };
    message?: string;
  }>('/apiv2/account/admin/dict/create', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Delete an unused item or a non-built-in type POST /apiv2/account/admin/dict/delete */
export async function dictDelete(
  body: {
    kind: 'type' | 'item';
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/apiv2/account/admin/dict/delete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Items of a type, paged, for editing GET /apiv2/account/admin/dict/list */
export async function dictList(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.dictListParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        typeId: number;
        label: string;
        value: string;
        parentValue: string | null;
        order: number;
        color: string | null;
        isDefault: boolean;
        status: 'active' | 'disabled';
        remark: string | null;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/account/admin/dict/list', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 50
      pageSize: '50',

      ...params,
    },
    ...(options || {}),
  });
}

/** A type's active items by the type's name GET /apiv2/account/admin/dict/list-name */
export async function dictByName(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.dictByNameParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      typeId: number;
      label: string;
      value: string;
      parentValue: string | null;
      order: number;
      color: string | null;
      isDefault: boolean;
      status: 'active' | 'disabled';
      remark: string | null;
    }[];
    message?: string;
  }>('/apiv2/account/admin/dict/list-name', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Dictionary types, paged GET /apiv2/account/admin/dict/root */
export async function dictRoot(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.dictRootParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: { id: number; name: string; title: string; remark: string | null; status: 'active' | 'disabled'; builtIn: boolean; itemCount: number }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/account/admin/dict/root', {
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

/** 此处后端没有提供注释 POST /apiv2/account/admin/dict/update */
export async function dictUpdate(
  body:
    | { kind: 'type'; id: number; name: string; title: string; remark?: string | null; status?: 'active' | 'disabled' }
    | {
        kind: 'item';
        id: number;
        typeId: number;
        label: string;
        value: string;
        parentValue?: string | null;
        order?: number;
        color?: string | null | '';
        isDefault?: boolean;
        status?: 'active' | 'disabled';
        remark?: string | null;
      },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      kind: 'type' | 'item';
      type: { id: number; name: string; title: string; remark: string | null; status: 'active' | 'disabled'; builtIn: boolean; itemCount: number } | null;
      item: {
        id: number;
        typeId: number;
        label: string;
        value: string;
        parentValue: string | null;
        order: number;
        color: string | null;
        isDefault: boolean;
        status: 'active' | 'disabled';
        remark: string | null;
      } | null;
    };
    message?: string;
  }>('/apiv2/account/admin/dict/update', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}
