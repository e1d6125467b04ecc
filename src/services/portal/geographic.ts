// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** Cities of a province GET /api/geographic/city/${param0} */
export async function queryCity(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryCityParams,
  options?: { [key: string]: any },
) {
  const { province: param0, ...queryParams } = params;
  return request<{ success: true; code: 0; data: { id: string; name: string }[]; message?: string }>(`/api/geographic/city/${param0}`, {
    method: 'GET',
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Provinces (GB/T 2260) GET /api/geographic/province */
export async function queryProvince(options?: { [key: string]: any }) {
  return request<{ success: true; code: 0; data: { id: string; name: string }[]; message?: string }>('/api/geographic/province', {
    method: 'GET',
    ...(options || {}),
  });
}

/** Search regions by name: exact, then prefix, then contains; with full names like 江苏省 苏州市 苏州工业园区 GET /apiv2/park/admin/address/getAddress */
export async function getAddress(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getAddressParams,
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { code: string; name: string; fullName: string; level: 'province' | 'city' | 'county' }[]; message?: string }>(
    '/apiv2/park/admin/address/getAddress',
    {
      method: 'GET',
      params: {
        // limit has a default value: 20
        limit: '20',
        ...params,
      },
      ...(options || {}),
    },
  );
}
