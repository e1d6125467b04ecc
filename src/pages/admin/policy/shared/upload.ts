import type { UploadFile } from 'antd';
import { APP_NAME } from '@/requestErrorConfig';
import { getToken } from '@/utils/token';

export const ATTACHMENT_UPLOAD_URL = '/api/util/admin/upload/attachment';
export const IMAGE_UPLOAD_URL = '/apiv2/park/admin/uploader/image';
/** The server's limits (server/plugins/uploads.ts): attachments 20 MB, images 10 MB. */
export const MAX_ATTACHMENT_MB = 20;
export const MAX_IMAGE_MB = 10;
export const ATTACHMENT_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.pptx,.zip,.txt,.csv,.png,.jpg,.jpeg';

/**
 * The headers the request layer puts on every call (src/requestErrorConfig.ts): antd's Upload posts by
 * itself, so it gets the same ones. Read when a form opens, so a login in between counts.
 */
export function uploadHeaders(): Record<string, string> {
  const token = getToken();
  return { 'app-name': APP_NAME, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

/** What the upload calls answer (server/modules/upload/schemas.ts) inside the envelope. */
type UploadAnswer = { success?: boolean; errorMessage?: string; data?: { url: string; name: string; size: number } };

export type StoredFile = { name: string; url: string; size: number | null };

/** Stored files as an Upload file list (already uploaded: "done"). */
export const filesToList = (files: StoredFile[]): UploadFile[] =>
  files.map((f, i) => ({ uid: `stored-${i}`, name: f.name, status: 'done', url: f.url, size: f.size ?? undefined }));

/** One entry of the list as a stored file: a new one from the server's answer, a kept one as it was. */
export function listEntryToFile(file: UploadFile): StoredFile | undefined {
  const answer = file.response as UploadAnswer | undefined;
  const url = answer?.data?.url ?? file.url;
  if (file.status !== 'done' || !url) return undefined;
  return { name: (file.name || answer?.data?.name || url.split('/').pop() || url).slice(0, 255), url, size: answer?.data?.size ?? file.size ?? null };
}

export const listToFiles = (list: UploadFile[] = []) => list.map(listEntryToFile).filter((f): f is StoredFile => !!f);

/** Why an upload failed: the server's message (type by content, size) or the HTTP error. */
export function uploadError(file: UploadFile): string | undefined {
  if (file.status !== 'error') return undefined;
  const answer = file.response as UploadAnswer | string | undefined;
  if (answer && typeof answer === 'object' && answer.errorMessage) return answer.errorMessage;
  return file.error?.message;
}

/** The Upload's change event → the form value (its file list). */
export const normFileList = (e: { fileList?: UploadFile[] } | UploadFile[]) => (Array.isArray(e) ? e : e?.fileList ?? []);
