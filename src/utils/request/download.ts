import { request, type RequestOptions } from '@umijs/max';

/** The file name when the server does not give one ('data list.xlsx'). */
export const DEFAULT_DOWNLOAD_NAME = 'data list.xlsx';

/**
 * The file name in a Content-Disposition header: RFC 5987 `filename*=UTF-8''…` first (it carries
 * non-ASCII names), then plain `filename=` (quoted or not); undefined when there is none.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const decode = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  const extended = /filename\*\s*=\s*([\w-]+)?'[^']*'("?)([^";]+)\2/i.exec(header);
  if (extended) return decode(extended[3].trim());
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? decode(name) : undefined;
}

/** Saves a blob through a temporary link, the browser's usual download path. */
export function saveBlob(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}

/**
 * Downloads `url` (GET unless options say otherwise) as a blob and saves it under the server's file
 * name or DEFAULT_DOWNLOAD_NAME. Resolves with the name used.
 */
export async function downloadBlob(url: string, options: RequestOptions = {}): Promise<string> {
  const response = await request<Blob>(url, { method: 'GET', ...options, responseType: 'blob', getResponse: true });
  const headers = (response.headers ?? {}) as Record<string, string | undefined>;
  const fileName = fileNameFromDisposition(headers['content-disposition']) ?? DEFAULT_DOWNLOAD_NAME;
  saveBlob(response.data, fileName);
  return fileName;
}
