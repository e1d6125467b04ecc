// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** Buildings, units, companies and points of interest by name (Chinese included), best matches first, paged GET /api/pms/admin/project/poisearch */
export async function searchGisPlaces(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.searchGisPlacesParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        kind: 'building' | 'unit' | 'company' | 'poi';
        key: string;
        id: number | null;
        name: string;
        detail: string | null;
        building: string | null;
        x: number | null;
        y: number | null;
        rank: number;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/api/pms/admin/project/poisearch', {
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

/** The current site plan and the plans it replaced GET /apiv2/gis/admin/plan */
export async function gisPlan(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: {
      current: {
        id: number;
        name: string;
        uploadId: number;
        url: string;
        width: number;
        height: number;
        isCurrent: boolean;
        createdBy: string | null;
        createdAt: string;
      } | null;
      history: {
        id: number;
        name: string;
        uploadId: number;
        url: string;
        width: number;
        height: number;
        isCurrent: boolean;
        createdBy: string | null;
        createdAt: string;
      }[];
    };
    message?: string;
  }>('/apiv2/gis/admin/plan', {
    method: 'GET',
    ...(options || {}),
  });
}

/** Make an older site plan current again POST /apiv2/gis/admin/plan-restore */
export async function restoreGisPlan(
  body: {
    id: number;
    rescale?: boolean;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      uploadId: number;
      url: string;
      width: number;
      height: number;
      isCurrent: boolean;
      createdBy: string | null;
      createdAt: string;
    } | null;
    message?: string;
  }>('/apiv2/gis/admin/plan-restore', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Make an uploaded image (/apiv2/park/admin/uploader/image) the current site plan; the one before is kept POST /apiv2/gis/admin/plan-save */
export async function saveGisPlan(
  body: {
    name: string;
    uploadId: number;
    rescale?: boolean;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      uploadId: number;
      url: string;
      width: number;
      height: number;
      isCurrent: boolean;
      createdBy: string | null;
      createdAt: string;
    };
    message?: string;
  }>('/apiv2/gis/admin/plan-save', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 POST /apiv2/gis/admin/poi-create */
export async function createGisPoi(
  body: {
    name: string;
    kind: string;
    x?: number | null;
    y?: number | null;
    note?: string | null;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; name: string; kind: string; x: number | null; y: number | null; note: string | null; createdAt: string; updatedAt: string };
    message?: string;
  }>('/apiv2/gis/admin/poi-create', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 POST /apiv2/gis/admin/poi-delete */
export async function deleteGisPoi(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/apiv2/gis/admin/poi-delete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 GET /apiv2/gis/admin/poi-detail */
export async function gisPoiDetail(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.gisPoiDetailParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; name: string; kind: string; x: number | null; y: number | null; note: string | null; createdAt: string; updatedAt: string };
    message?: string;
  }>('/apiv2/gis/admin/poi-detail', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Points of interest filtered by name, kind and whether placed, sorted and paged GET /apiv2/gis/admin/poi-query */
export async function queryGisPois(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryGisPoisParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: { id: number; name: string; kind: string; x: number | null; y: number | null; note: string | null; createdAt: string; updatedAt: string }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/gis/admin/poi-query', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 20
      pageSize: '20',

      // sortField has a default value: kind
      sortField: 'kind',
      // sortOrder has a default value: ascend
      sortOrder: 'ascend',
      ...params,
    },
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 POST /apiv2/gis/admin/poi-update */
export async function updateGisPoi(
  body: {
    id: number;
    name: string;
    kind: string;
    x?: number | null;
    y?: number | null;
    note?: string | null;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; name: string; kind: string; x: number | null; y: number | null; note: string | null; createdAt: string; updatedAt: string };
    message?: string;
  }>('/apiv2/gis/admin/poi-update', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Place a building, a unit or a point of interest on the site plan (x and y null take it off) POST /apiv2/gis/admin/position-save */
export async function saveGisPosition(
  body: {
    kind: 'building' | 'unit' | 'poi';
    id?: number;
    building?: string;
    x: number | null;
    y: number | null;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { kind: 'building' | 'unit' | 'poi'; key: string; x: number | null; y: number | null }; message?: string }>(
    '/apiv2/gis/admin/position-save',
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

/** The current site plan and its markers (buildings with vacancy, units, companies at their units, clues at a unit that would suit them, points of interest), filtered, at most `limit` of each kind GET /apiv2/gis/admin/query */
export async function queryGisMarkers(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryGisMarkersParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      plan: {
        id: number;
        name: string;
        uploadId: number;
        url: string;
        width: number;
        height: number;
        isCurrent: boolean;
        createdBy: string | null;
        createdAt: string;
      } | null;
      kinds: ('building' | 'unit' | 'company' | 'clue' | 'project' | 'poi')[];
      markers: {
        kind: 'building' | 'unit' | 'company' | 'clue' | 'project' | 'poi';
        key: string;
        id: number | null;
        name: string;
        x: number | null;
        y: number | null;
        building: string | null;
        status: string | null;
        unitCount: number | null;
        vacantCount: number | null;
        vacantArea: number | null;
        usage: string | null;
        area: number | null;
        unitId: number | null;
        unitCode: string | null;
        tenant: string | null;
        note: string | null;
      }[];
      counts: { kind: 'building' | 'unit' | 'company' | 'clue' | 'project' | 'poi'; total: number; truncated: boolean }[];
    };
    message?: string;
  }>('/apiv2/gis/admin/query', {
    method: 'GET',
    params: {
      // placed has a default value: true
      placed: 'true',
      // limit has a default value: 500
      limit: '500',
      ...params,
    },
    ...(options || {}),
  });
}
