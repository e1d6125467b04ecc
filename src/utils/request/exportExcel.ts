import type { Adapter } from './cache';
import { isPlainObject, toSearchParams } from './query';

/**
 * `createexcel` equal to 1 (number or string) in the parameters or body marks an export (spec §7):
 * the parameters to put in the export URL, or undefined for an ordinary call.
 */
export function exportParams(params: unknown, data: unknown): Record<string, unknown> | undefined {
  const values = { ...(isPlainObject(data) ? data : {}), ...(isPlainObject(params) ? params : {}) };
  return values.createexcel === 1 || values.createexcel === '1' ? values : undefined;
}

export function exportUrl(url: string, values: Record<string, unknown>): string {
  const query = toSearchParams(values).toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

/** A transport that opens the export URL in a new window instead of sending the request. */
export function exportAdapter(url: string): Adapter {
  return async (config) => {
    window.open(url, '_blank');
    return { data: '', status: 200, statusText: 'OK', headers: {}, config };
  };
}
