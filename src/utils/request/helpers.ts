import { request, type RequestOptions } from '@umijs/max';
import { toSearchParams } from './query';

/** POST as application/x-www-form-urlencoded (the JSON body is the default for `request`). */
export function postForm<T = unknown>(url: string, data: Record<string, unknown>, options: RequestOptions = {}): Promise<T> {
  // axios sets the form content type for URLSearchParams bodies.
  return request<T>(url, { ...options, method: 'POST', data: toSearchParams(data) });
}

/** Lists arrive as data.list in the envelope; an absent list reads as empty. */
export function getList<T>(res: { data?: { list?: T[] | null } | null } | null | undefined): T[] {
  return res?.data?.list ?? [];
}
