import { DASHBOARD_KEY, DASHBOARD_PATH } from '@shared/dashboard';

/**
 * Where to go after login: the `reurl` query parameter when it points into this site, else `fallback` (home, or the
 * staff member's landing screen: landingPath). A full address on another origin is refused, so a crafted link cannot
 * send a user elsewhere.
 */
export function safeReturnPath(reurl: string | null | undefined, origin = window.location.origin, fallback = '/'): string {
  if (!reurl) return fallback;
  try {
    const url = new URL(reurl, origin);
    if (url.origin !== origin) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return /^\/(portal\/adminlogin|login)\b/.test(url.pathname) ? fallback : path;
  } catch {
    return fallback;
  }
}

/** The first screen of a signed-in staff member: the dashboard when their menus hold it, else home. */
export function landingPath(resources: readonly { resourceKey?: string | null; resourcePath?: string | null }[] | undefined): string {
  return (resources ?? []).some((r) => r.resourceKey === DASHBOARD_KEY || r.resourcePath === DASHBOARD_PATH) ? DASHBOARD_PATH : '/';
}
