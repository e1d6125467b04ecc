/**
 * Where to go after login: the `reurl` query parameter when it points into this site, else home.
 * A full address on another origin is refused, so a crafted link cannot send a user elsewhere.
 */
export function safeReturnPath(reurl: string | null | undefined, origin = window.location.origin): string {
  if (!reurl) return '/';
  try {
    const url = new URL(reurl, origin);
    if (url.origin !== origin) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    return /^\/(portal\/adminlogin|login)\b/.test(url.pathname) ? '/' : path;
  } catch {
    return '/';
  }
}
