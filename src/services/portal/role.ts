// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** Roles, paged GET /api/organization/admin/role/datalist */
export async function roleDatalist(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.roleDatalistParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        name: string;
        code: string;
        dataScope: 'all' | 'custom' | 'department' | 'department_and_below' | 'self';
        status: 'active' | 'disabled';
        remark: string | null;
        order: number;
        userCount: number;
        createdAt: string;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/api/organization/admin/role/datalist', {
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

/** 此处后端没有提供注释 GET /api/organization/admin/role/detail */
export async function roleDetailV1(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.roleDetailV1Params,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      code: string;
      dataScope: 'all' | 'custom' | 'department' | 'department_and_below' | 'self';
      status: 'active' | 'disabled';
      remark: string | null;
      order: number;
      userCount: number;
      createdAt: string;
      resourceIds: number[];
      departmentIds: number[];
    };
    message?: string;
  }>('/api/organization/admin/role/detail', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** The resources a role grants GET /api/organization/admin/role/menu */
export async function roleMenuV1(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.roleMenuV1Params,
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
  }>('/api/organization/admin/role/menu', {
    method: 'GET',
    params: {
      // appName has a default value: portal
      appName: 'portal',
      ...params,
    },
    ...(options || {}),
  });
}

/** Grant exactly these resources (ancestors are added) POST /api/organization/admin/role/menupost */
export async function saveRoleMenuV1(
  body: {
    roleId: number;
    appName?: string;
    resourceIds: number[];
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      code: string;
      dataScope: 'all' | 'custom' | 'department' | 'department_and_below' | 'self';
      status: 'active' | 'disabled';
      remark: string | null;
      order: number;
      userCount: number;
      createdAt: string;
      resourceIds: number[];
      departmentIds: number[];
    };
    message?: string;
  }>('/api/organization/admin/role/menupost', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Create (no id) or update a role POST /api/organization/admin/role/post */
export async function postRole(
  body: {
    name: string;
    code: string;
    dataScope?: 'all' | 'custom' | 'department' | 'department_and_below' | 'self';
    departmentIds?: number[];
    status?: 'active' | 'disabled';
    remark?: string | null;
    order?: number;
    id?: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      code: string;
      dataScope: 'all' | 'custom' | 'department' | 'department_and_below' | 'self';
      status: 'active' | 'disabled';
      remark: string | null;
      order: number;
      userCount: number;
      createdAt: string;
      resourceIds: number[];
      departmentIds: number[];
    };
    message?: string;
  }>('/api/organization/admin/role/post', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Every resource of the app, to pick a role's grants from GET /api/organization/admin/role/tree */
export async function roleResourceTree(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.roleResourceTreeParams,
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
  }>('/api/organization/admin/role/tree', {
    method: 'GET',
    params: {
      // appName has a default value: portal
      appName: 'portal',
      ...params,
    },
    ...(options || {}),
  });
}

/** The menu of a role for the app GET /api/user/admin/data/rolemenu */
export async function roleMenuForApp(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.roleMenuForAppParams,
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
  }>('/api/user/admin/data/rolemenu', {
    method: 'GET',
    params: {
      // appName has a default value: portal
      appName: 'portal',
      ...params,
    },
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 GET /apiv2/role/admin/detail */
export async function roleDetail(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.roleDetailParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      code: string;
      dataScope: 'all' | 'custom' | 'department' | 'department_and_below' | 'self';
      status: 'active' | 'disabled';
      remark: string | null;
      order: number;
      userCount: number;
      createdAt: string;
      resourceIds: number[];
      departmentIds: number[];
    };
    message?: string;
  }>('/apiv2/role/admin/detail', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Roles, paged GET /apiv2/role/admin/list */
export async function queryRoles(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryRolesParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        name: string;
        code: string;
        dataScope: 'all' | 'custom' | 'department' | 'department_and_below' | 'self';
        status: 'active' | 'disabled';
        remark: string | null;
        order: number;
        userCount: number;
        createdAt: string;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/role/admin/list', {
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

/** Every role, for pickers GET /apiv2/role/admin/options */
export async function roleOptions(options?: { [key: string]: any }) {
  return request<{ success: true; code: 0; data: { id: number; name: string; code: string; status: string }[]; message?: string }>(
    '/apiv2/role/admin/options',
    {
      method: 'GET',
      ...(options || {}),
    },
  );
}

/** 此处后端没有提供注释 POST /apiv2/role/admin/role-create */
export async function createRole(
  body: {
    name: string;
    code: string;
    dataScope?: 'all' | 'custom' | 'department' | 'department_and_below' | 'self';
    departmentIds?: number[];
    status?: 'active' | 'disabled';
    remark?: string | null;
    order?: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      code: string;
      dataScope: 'all' | 'custom' | 'department' | 'department_and_below' | 'self';
      status: 'active' | 'disabled';
      remark: string | null;
      order: number;
      userCount: number;
      createdAt: string;
      resourceIds: number[];
      departmentIds: number[];
    };
    message?: string;
  }>('/apiv2/role/admin/role-create', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Delete a role no account holds POST /apiv2/role/admin/role-delete */
export async function deleteRole(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/apiv2/role/admin/role-delete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** The resources a role grants GET /apiv2/role/admin/role-menu */
export async function roleMenu(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.roleMenuParams,
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
  }>('/apiv2/role/admin/role-menu', {
    method: 'GET',
    params: {
      // appName has a default value: portal
      appName: 'portal',
      ...params,
    },
    ...(options || {}),
  });
}

/** Grant exactly these resources (ancestors are added) POST /apiv2/role/admin/role-menu-save */
export async function saveRoleMenu(
  body: {
    roleId: number;
    appName?: string;
    resourceIds: number[];
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      code: string;
      dataScope: 'all' | 'custom' | 'department' | 'department_and_below' | 'self';
      status: 'active' | 'disabled';
      remark: string | null;
      order: number;
      userCount: number;
      createdAt: string;
      resourceIds: number[];
      departmentIds: number[];
    };
    message?: string;
  }>('/apiv2/role/admin/role-menu-save', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 POST /apiv2/role/admin/role-update */
export async function updateRole(
  body: {
    name: string;
    code: string;
    dataScope?: 'all' | 'custom' | 'department' | 'department_and_below' | 'self';
    departmentIds?: number[];
    status?: 'active' | 'disabled';
    remark?: string | null;
    order?: number;
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      code: string;
      dataScope: 'all' | 'custom' | 'department' | 'department_and_below' | 'self';
      status: 'active' | 'disabled';
      remark: string | null;
      order: number;
      userCount: number;
      createdAt: string;
      resourceIds: number[];
      departmentIds: number[];
    };
    message?: string;
  }>('/apiv2/role/admin/role-update', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}
