import type { UploadFile } from 'antd';
import type { UploadAnswer } from '@/utils/upload';
import type { Photo } from './types';

/** What the image uploader answers (server/modules/upload/schemas.ts). */
type ImageAnswer = UploadAnswer<{ url: string; thumbUrl: string | null }>;

/** The stored photos as the Upload's file list (already uploaded, so "done"). */
export function photosToFiles(photos: Photo[]): UploadFile[] {
  return photos.map((p, i) => ({ uid: `photo-${i}`, name: p.url.split('/').pop() ?? p.url, status: 'done', url: p.url, thumbUrl: p.thumbUrl ?? p.url }));
}

/** One file of the list as a stored photo: an uploaded one from the server's answer, a kept one as it was. */
export function fileToPhoto(file: UploadFile): Photo | undefined {
  const answer = file.response as ImageAnswer | undefined;
  const url = answer?.data?.url ?? file.url;
  if (file.status !== 'done' || !url) return undefined;
  const thumbUrl = answer?.data ? answer.data.thumbUrl ?? undefined : file.thumbUrl !== url ? file.thumbUrl : undefined;
  return thumbUrl ? { url, thumbUrl } : { url };
}

export const filesToPhotos = (files: UploadFile[] = []) => files.map(fileToPhoto).filter((p): p is Photo => !!p);
