import type { UploadFile } from 'antd';
import type { UploadAnswer } from '@/utils/upload';

/** What the attachment upload answers (server/modules/upload/schemas.ts). */
type AttachmentAnswer = UploadAnswer<{ url: string; name: string; size: number }>;

export type StoredFile = { name: string; url: string; size: number | null };

/** Stored files as an Upload file list (already uploaded: "done"). */
export const filesToList = (files: StoredFile[]): UploadFile[] =>
  files.map((f, i) => ({ uid: `stored-${i}`, name: f.name, status: 'done', url: f.url, size: f.size ?? undefined }));

/** One entry of the list as a stored file: a new one from the server's answer, a kept one as it was. */
export function listEntryToFile(file: UploadFile): StoredFile | undefined {
  const answer = file.response as AttachmentAnswer | undefined;
  const url = answer?.data?.url ?? file.url;
  if (file.status !== 'done' || !url) return undefined;
  return { name: (file.name || answer?.data?.name || url.split('/').pop() || url).slice(0, 255), url, size: answer?.data?.size ?? file.size ?? null };
}

export const listToFiles = (list: UploadFile[] = []) => list.map(listEntryToFile).filter((f): f is StoredFile => !!f);
