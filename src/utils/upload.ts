import { Upload, type UploadFile } from 'antd';
import { APP_NAME } from '@/requestErrorConfig';
import { getToken } from '@/utils/token';

/**
 * What every upload in the browser shares: the upload calls, the server's limits and accepted types, the
 * headers antd's Upload posts with, and reading its answers. Area helpers (policy attachments, workshop
 * photos) build on these.
 */

export const ATTACHMENT_UPLOAD_URL = '/api/util/admin/upload/attachment';
export const IMAGE_UPLOAD_URL = '/apiv2/park/admin/uploader/image';
/** The server's limits (server/lib/uploads.ts, UPLOAD_LIMITS): attachments 20 MB, images 10 MB. */
export const MAX_ATTACHMENT_MB = 20;
export const MAX_IMAGE_MB = 10;
export const ATTACHMENT_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.pptx,.zip,.txt,.csv,.png,.jpg,.jpeg';
/** The image uploader's types (server/lib/uploads.ts, ACCEPTED.image). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * The headers the request layer puts on every call (src/requestErrorConfig.ts): antd's Upload posts by
 * itself, so it gets the same ones — staff's token, or a visitor's when given. Read when a form opens, so a
 * login in between counts.
 */
export function uploadHeaders(token: string | null | undefined = getToken()): Record<string, string> {
  return { 'app-name': APP_NAME, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

/** What the upload calls answer (server/modules/upload/schemas.ts) inside the envelope; `D` is the call's data. */
export type UploadAnswer<D> = { success?: boolean; errorMessage?: string; data?: D };

/** Why an upload failed: the server's message (type by content, size) or the HTTP error. */
export function uploadError(file: UploadFile): string | undefined {
  if (file.status !== 'error') return undefined;
  const answer = file.response as UploadAnswer<unknown> | string | undefined;
  if (answer && typeof answer === 'object' && answer.errorMessage) return answer.errorMessage;
  return file.error?.message;
}

/** The Upload's change event → the form value (its file list). */
export const normFileList = (e: { fileList?: UploadFile[] } | UploadFile[]) => (Array.isArray(e) ? e : e?.fileList ?? []);

/** Over the limit: the server would refuse it (413), so it is not sent at all. */
export const tooLarge = (file: { size: number }, maxMb: number) => file.size > maxMb * 1024 * 1024;

/** An Upload's beforeUpload that keeps a file over `maxMb` out of the list, telling `onTooLarge`. */
export const beforeUploadWithin =
  (maxMb: number, onTooLarge: (file: File) => void) =>
  (file: File): boolean | typeof Upload.LIST_IGNORE => {
    if (!tooLarge(file, maxMb)) return true;
    onTooLarge(file);
    return Upload.LIST_IGNORE;
  };
