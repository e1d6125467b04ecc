import { request } from '@umijs/max';
import type { Adapter } from './cache';
import { isPlainObject, toSearchParams } from './query';

/** Where the app asks for a download grant (server/lib/downloadGrant.ts). */
export const DOWNLOAD_GRANT_URL = '/api/util/admin/download-grant';

/**
 * `createexcel` equal to 1 (number or string) in the parameters or body marks an export:
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

/** The path the grant is for: the URL without origin, query or hash. */
function pathOf(url: string): string {
  return new URL(url, 'http://portal.invalid').pathname;
}

/** Without a window (a popup blocker won), the same-origin file is saved through a link instead. */
function saveThroughLink(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * A transport that opens the export URL in a new window instead of sending the request. A window
 * sends no Authorization header, so the URL carries a short-lived download grant, fetched with the
 * user's token. The window is opened here, synchronously in the request chain started by the click,
 * so the browser still counts it as the user's action and does not block it as a popup; it is sent
 * to the URL once the grant has come. If the grant is refused the window is closed and the request
 * fails with that error, shown as any other.
 */
export function exportAdapter(url: string): Adapter {
  const win = window.open('', '_blank');
  return async (config) => {
    try {
      const res = await request<{ data: { grant: string } }>(DOWNLOAD_GRANT_URL, {
        method: 'POST',
        data: { path: pathOf(url) },
        // The error reaches the caller's request, whose handler shows it once.
        skipErrorHandler: true,
      });
      const target = `${url}${url.includes('?') ? '&' : '?'}grant=${encodeURIComponent(res.data.grant)}`;
      if (win) {
        win.opener = null; // the export page gets no handle on the app
        win.location.href = target;
      } else {
        saveThroughLink(target);
      }
    } catch (err) {
      win?.close();
      throw err;
    }
    return { data: '', status: 200, statusText: 'OK', headers: {}, config };
  };
}
