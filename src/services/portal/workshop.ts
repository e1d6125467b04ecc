// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** The park's buildings with their unit counts, for the screens' filters GET /apiv2/park/admin/resource/workshop/buildings */
export async function workshopBuildings(options?: { [key: string]: any }) {
  return request<{ success: true; code: 0; data: { building: string; unitCount: number; availableCount: number }[]; message?: string }>(
    '/apiv2/park/admin/resource/workshop/buildings',
    {
      method: 'GET',
      ...(options || {}),
    },
  );
}

/** 此处后端没有提供注释 POST /apiv2/park/admin/resource/workshop/create */
export async function createWorkshop(
  body: {
    code: string;
    building: string;
    floor: number;
    usage: string;
    rentalStatus?: string;
    fitoutStatus?: string;
    grossArea: number;
    usableArea: number;
    refPrice: number;
    photos?: { url: string; thumbUrl?: string }[];
    floorPlan?: string | null | '';
    availableFrom?: string | null;
    lng?: number | null;
    lat?: number | null;
    description?: string | null;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      code: string;
      building: string;
      floor: number;
      usage: string;
      rentalStatus: string;
      fitoutStatus: string;
      grossArea: number;
      usableArea: number;
      refPrice: number;
      photos: { url: string; thumbUrl?: string }[];
      floorPlan: string | null;
      availableFrom: string | null;
      lng: number | null;
      lat: number | null;
      description: string | null;
      tenant: { companyId: number; companyName: string; moveInOn: string } | null;
    };
    message?: string;
  }>('/apiv2/park/admin/resource/workshop/create', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Delete a unit that never had a tenancy POST /apiv2/park/admin/resource/workshop/delete */
export async function deleteWorkshop(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/apiv2/park/admin/resource/workshop/delete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 GET /apiv2/park/admin/resource/workshop/detail */
export async function workshopDetail(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.workshopDetailParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      code: string;
      building: string;
      floor: number;
      usage: string;
      rentalStatus: string;
      fitoutStatus: string;
      grossArea: number;
      usableArea: number;
      refPrice: number;
      photos: { url: string; thumbUrl?: string }[];
      floorPlan: string | null;
      availableFrom: string | null;
      lng: number | null;
      lat: number | null;
      description: string | null;
      tenant: { companyId: number; companyName: string; moveInOn: string } | null;
    };
    message?: string;
  }>('/apiv2/park/admin/resource/workshop/detail', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** The filtered unit list as an .xlsx file GET /apiv2/park/admin/resource/workshop/export */
export async function exportWorkshops(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.exportWorkshopsParams,
  options?: { [key: string]: any },
) {
  return request<any>('/apiv2/park/admin/resource/workshop/export', {
    method: 'GET',
    params: {
      // sortField has a default value: code
      sortField: 'code',
      // sortOrder has a default value: ascend
      sortOrder: 'ascend',
      ...params,
    },
    ...(options || {}),
  });
}

/** Units filtered by building, usage, rental status, area and price GET /apiv2/park/admin/resource/workshop/query */
export async function queryWorkshops(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryWorkshopsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        code: string;
        building: string;
        floor: number;
        usage: string;
        rentalStatus: string;
        fitoutStatus: string;
        grossArea: number;
        usableArea: number;
        refPrice: number;
        photos: { url: string; thumbUrl?: string }[];
        floorPlan: string | null;
        availableFrom: string | null;
        lng: number | null;
        lat: number | null;
        description: string | null;
        tenant: { companyId: number; companyName: string; moveInOn: string } | null;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/park/admin/resource/workshop/query', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 20
      pageSize: '20',

      // sortField has a default value: code
      sortField: 'code',
      // sortOrder has a default value: ascend
      sortOrder: 'ascend',
      ...params,
    },
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 POST /apiv2/park/admin/resource/workshop/update */
export async function updateWorkshop(
  body: {
    id: number;
    code: string;
    building: string;
    floor: number;
    usage: string;
    rentalStatus?: string;
    fitoutStatus?: string;
    grossArea: number;
    usableArea: number;
    refPrice: number;
    photos?: { url: string; thumbUrl?: string }[];
    floorPlan?: string | null | '';
    availableFrom?: string | null;
    lng?: number | null;
    lat?: number | null;
    description?: string | null;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      code: string;
      building: string;
      floor: number;
      usage: string;
      rentalStatus: string;
      fitoutStatus: string;
      grossArea: number;
      usableArea: number;
      refPrice: number;
      photos: { url: string; thumbUrl?: string }[];
      floorPlan: string | null;
      availableFrom: string | null;
      lng: number | null;
      lat: number | null;
      description: string | null;
      tenant: { companyId: number; companyName: string; moveInOn: string } | null;
    };
    message?: string;
  }>('/apiv2/park/admin/resource/workshop/update', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}
