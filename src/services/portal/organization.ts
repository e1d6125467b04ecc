// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** Delete a job nobody holds POST /api/organization/admin/member_job/destroy */
export async function destroyJob(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/api/organization/admin/member_job/destroy', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Create (no id) or update a member with their jobs POST /api/organization/admin/member/post */
export async function saveMember(
  body: {
    id?: number;
    name: string;
    employeeNo?: string | null | '';
    gender?: 'male' | 'female' | null;
    phone?: string | null | '';
    email?: string | null | '';
    departmentId: number;
    userId?: number | null;
    joinedOn?: string | null;
    status?: 'active' | 'left';
    jobs?: { jobId: number; departmentId: number; isPrimary?: boolean }[];
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      employeeNo: string | null;
      gender: 'male' | 'female' | null;
      phone: string | null;
      email: string | null;
      departmentId: number;
      departmentName: string | null;
      userId: number | null;
      joinedOn: string | null;
      status: 'active' | 'left';
      jobs: { id: number; jobId: number; jobName: string; departmentId: number; departmentName: string; isPrimary: boolean }[];
    };
    message?: string;
  }>('/api/organization/admin/member/post', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Members with their jobs; a department filter includes those below it GET /api/organization/admin/member/view */
export async function queryMembers(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryMembersParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        name: string;
        employeeNo: string | null;
        gender: 'male' | 'female' | null;
        phone: string | null;
        email: string | null;
        departmentId: number;
        departmentName: string | null;
        userId: number | null;
        joinedOn: string | null;
        status: 'active' | 'left';
        jobs: { id: number; jobId: number; jobName: string; departmentId: number; departmentName: string; isPrimary: boolean }[];
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/api/organization/admin/member/view', {
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

/** 此处后端没有提供注释 POST /api/organization/admin/memberjob/post */
export async function saveJob(
  body: {
    id?: number;
    code: string;
    name: string;
    order?: number;
    status?: 'active' | 'disabled';
    remark?: string | null;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; code: string; name: string; order: number; status: 'active' | 'disabled'; remark: string | null; memberCount: number };
    message?: string;
  }>('/api/organization/admin/memberjob/post', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Jobs (posts) with how many members hold each GET /api/organization/admin/memberjob/view */
export async function queryJobs(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryJobsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: { id: number; code: string; name: string; order: number; status: 'active' | 'disabled'; remark: string | null; memberCount: number }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/api/organization/admin/memberjob/view', {
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

/** 此处后端没有提供注释 GET /api/organization/admin/user/detail */
export async function organizationUserDetail(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.organizationUserDetailParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      username: string;
      realName: string;
      phone: string | null;
      email: string | null;
      avatar: string | null;
      departmentId: number | null;
      departmentName: string | null;
      roles: { id: number; code: string; name: string }[];
      status: 'active' | 'disabled';
      lastLoginAt: string | null;
      createdAt: string;
      provinceCode: string | null;
      cityCode: string | null;
      address: string | null;
      signature: string | null;
    };
    message?: string;
  }>('/api/organization/admin/user/detail', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 POST /api/organization/admin/user/post */
export async function saveOrganizationUser(
  body: {
    id?: number;
    username: string;
    password?: string;
    realName: string;
    phone?: string | null | '';
    email?: string | null | '';
    departmentId?: number | null;
    roleIds?: number[];
    status?: 'active' | 'disabled';
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      username: string;
      realName: string;
      phone: string | null;
      email: string | null;
      avatar: string | null;
      departmentId: number | null;
      departmentName: string | null;
      roles: { id: number; code: string; name: string }[];
      status: 'active' | 'disabled';
      lastLoginAt: string | null;
      createdAt: string;
      provinceCode: string | null;
      cityCode: string | null;
      address: string | null;
      signature: string | null;
    };
    message?: string;
  }>('/api/organization/admin/user/post', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 GET /api/organization/admin/user/userlist */
export async function organizationUsers(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.organizationUsersParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        username: string;
        realName: string;
        phone: string | null;
        email: string | null;
        avatar: string | null;
        departmentId: number | null;
        departmentName: string | null;
        roles: { id: number; code: string; name: string }[];
        status: 'active' | 'disabled';
        lastLoginAt: string | null;
        createdAt: string;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/api/organization/admin/user/userlist', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 20
      pageSize: '20',

      // sortField has a default value: createdAt
      sortField: 'createdAt',
      // sortOrder has a default value: descend
      sortOrder: 'descend',
      ...params,
    },
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 GET /api/portal/admin/organization/detail */
export async function organizationDetail(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.organizationDetailParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      shortName: string | null;
      type: string;
      creditCode: string | null;
      contact: string | null;
      phone: string | null;
      address: string | null;
      regionCode: string | null;
      status: 'active' | 'disabled';
      remark: string | null;
      createdAt: string;
    };
    message?: string;
  }>('/api/portal/admin/organization/detail', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Create (no id) or update an organisation POST /api/portal/admin/organization/post */
export async function saveOrganization(
  body: {
    id?: number;
    name: string;
    shortName?: string | null;
    type: string;
    creditCode?: string | null | '';
    contact?: string | null;
    phone?: string | null | '';
    address?: string | null;
    regionCode?: string | null;
    status?: 'active' | 'disabled';
    remark?: string | null;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      shortName: string | null;
      type: string;
      creditCode: string | null;
      contact: string | null;
      phone: string | null;
      address: string | null;
      regionCode: string | null;
      status: 'active' | 'disabled';
      remark: string | null;
      createdAt: string;
    };
    message?: string;
  }>('/api/portal/admin/organization/post', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 GET /api/portal/admin/organization/view */
export async function queryOrganizations(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryOrganizationsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        name: string;
        shortName: string | null;
        type: string;
        creditCode: string | null;
        contact: string | null;
        phone: string | null;
        address: string | null;
        regionCode: string | null;
        status: 'active' | 'disabled';
        remark: string | null;
        createdAt: string;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/api/portal/admin/organization/view', {
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

/** 此处后端没有提供注释 POST /apiv2/account/admin/department/create */
export async function createDepartment(
  body: {
    parentId?: number;
    name: string;
    order?: number;
    leader?: string | null;
    phone?: string | null | '';
    email?: string | null | '';
    status?: 'active' | 'disabled';
    remark?: string | null;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      parentId: number;
      ancestors: string;
      name: string;
      order: number;
      leader: string | null;
      phone: string | null;
      email: string | null;
      status: 'active' | 'disabled';
      remark: string | null;
    };
    message?: string;
  }>('/apiv2/account/admin/department/create', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Delete a department without children or members POST /apiv2/account/admin/department/delete */
export async function deleteDepartment(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/apiv2/account/admin/department/delete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 GET /apiv2/account/admin/department/detail */
export async function departmentDetail(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.departmentDetailParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      parentId: number;
      ancestors: string;
      name: string;
      order: number;
      leader: string | null;
      phone: string | null;
      email: string | null;
      status: 'active' | 'disabled';
      remark: string | null;
    };
    message?: string;
  }>('/apiv2/account/admin/department/detail', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Move under another parent (a cycle is refused) POST /apiv2/account/admin/department/move */
export async function moveDepartment(
  body: {
    id: number;
    parentId: number;
    order?: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      parentId: number;
      ancestors: string;
      name: string;
      order: number;
      leader: string | null;
      phone: string | null;
      email: string | null;
      status: 'active' | 'disabled';
      remark: string | null;
    };
    message?: string;
  }>('/apiv2/account/admin/department/move', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 POST /apiv2/account/admin/department/update */
export async function updateDepartment(
  body: {
    id: number;
    name: string;
    order?: number;
    leader?: string | null;
    phone?: string | null | '';
    email?: string | null | '';
    status?: 'active' | 'disabled';
    remark?: string | null;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      parentId: number;
      ancestors: string;
      name: string;
      order: number;
      leader: string | null;
      phone: string | null;
      email: string | null;
      status: 'active' | 'disabled';
      remark: string | null;
    };
    message?: string;
  }>('/apiv2/account/admin/department/update', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}
