/**
 * The `Content-Disposition` header of a download (RFC 6266): `filename` is an ASCII fallback for old
 * clients, `filename*` the real name in UTF-8 (RFC 8187). The name is the user's text (a policy title,
 * a file's original name), so everything outside the RFC's attr-char set is percent-encoded, control
 * characters and path separators are dropped, and the fallback never holds a quote or a backslash.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string, asciiFallback?: string): string {
  // eslint-disable-next-line no-control-regex
  const name = fileName.replace(/[\u0000-\u001f\u007f/\\]/g, '').trim() || 'download';
  const ascii = (asciiFallback ?? name).replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
