import type { UploadFile } from 'antd';
import { APP_NAME } from '@/requestErrorConfig';
import { getToken } from '@/utils/token';
import type { Photo } from './types';

/**
 * The headers the request layer puts on every call (src/requestErrorConfig.ts, prepareRequest): antd's
 * Upload posts by itself, so it is given the same ones. Read when the form opens, so a new login counts.
 */
export function uploadHeaders(): Record<string, string> {
  const token = getToken();
  return { 'app-name': APP_NAME, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

/** What the image uploader answers (server/modules/upload/schemas.ts), inside the usual envelope. */
type UploadAnswer = { success?: boolean; errorMessage?: string; data?: { url: string; thumbUrl: string | null } };

/** The stored photos as the Upload's file list (already uploaded, so "done"). */
export function photosToFiles(photos: Photo[]): UploadFile[] {
  return photos.map((p, i) => ({ uid: `photo-${i}`, name: p.url.split('/').pop() ?? p.url, status: 'done', url: p.url, thumbUrl: p.thumbUrl ?? p.url }));
}

/** One file of the list as a stored photo: an uploaded one from the server's answer, a kept one as it was. */
export function fileToPhoto(file: UploadFile): Photo | undefined {
  const answer = file.response as UploadAnswer | undefined;
  const url = answer?.data?.url ?? file.url;
  if (file.status !== 'done' || !url) return undefined;
  const thumbUrl = answer?.data ? answer.data.thumbUrl ?? undefined : file.thumbUrl !== url ? file.thumbUrl : undefined;
  return thumbUrl ? { url, thumbUrl } : { url };
}

export const filesToPhotos = (files: UploadFile[] = []) => files.map(fileToPhoto).filter((p): p is Photo => !!p);

/** Why an upload failed, from the server's envelope (type by content, size) or the HTTP status. */
export function uploadError(file: UploadFile): string | undefined {
  if (file.status !== 'error') return undefined;
  const answer = file.response as UploadAnswer | string | undefined;
  if (answer && typeof answer === 'object' && answer.errorMessage) return answer.errorMessage;
  return file.error?.message;
}

/** The Upload's event → the form value (its file list). */
export const normFileList = (e: { fileList?: UploadFile[] } | UploadFile[]) => (Array.isArray(e) ? e : e?.fileList ?? []);
