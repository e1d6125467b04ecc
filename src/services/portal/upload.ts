// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** Upload one attachment (PDF, Office, PNG/JPEG, ZIP, TXT/CSV, at most 20 MB) as multipart/form-data POST /api/util/admin/upload/attachment */
export async function uploadAttachment(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; url: string; thumbUrl: string | null; name: string; mime: string; size: number; width: number | null; height: number | null };
    message?: string;
  }>('/api/util/admin/upload/attachment', {
    method: 'POST',
    ...(options || {}),
  });
}

/** Upload one image (JPEG, PNG, WebP or GIF, at most 10 MB) as multipart/form-data; returns its URL and a thumbnail POST /apiv2/park/admin/uploader/image */
export async function uploadImage(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; url: string; thumbUrl: string | null; name: string; mime: string; size: number; width: number | null; height: number | null };
    message?: string;
  }>('/apiv2/park/admin/uploader/image', {
    method: 'POST',
    ...(options || {}),
  });
}

/** A stored upload or thumbnail: images inline, other files as a download under their original name; a PDF with ?preview=1 inline, for the portal to frame GET /uploads/${param0}/${param1}/${param2} */
export async function storedFile(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.storedFileParams,
  options?: { [key: string]: any },
) {
  const { year: param0, month: param1, file: param2, ...queryParams } = params;
  return request<any>(`/uploads/${param0}/${param1}/${param2}`, {
    method: 'GET',
    params: {
      ...queryParams,
    },
    ...(options || {}),
  });
}
