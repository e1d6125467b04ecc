/**
 * Full-page navigation, in its own module so tests can replace it (jsdom cannot navigate).
 * Paths honour `window.routerBase` like src/app.tsx does.
 */
export function appPath(path: string): string {
  const base = (window as { routerBase?: string }).routerBase ?? '/';
  return `${base}/${path}`.replace(/\/\/+/g, '/');
}

export function redirectTo(url: string): void {
  window.location.assign(url);
}
