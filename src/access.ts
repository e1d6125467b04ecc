import type { InitialState } from './app';

/**
 * Permissions derived from the current user's menu resources: a route is reachable when a granted
 * resource has its path, and a button shows when its permission key is granted.
 */
export default function access(initialState: InitialState | undefined) {
  const resources = initialState?.resources ?? [];
  const paths = new Set(resources.map((r) => r.resourcePath).filter(Boolean));
  const keys = new Set([...(initialState?.currentUser?.permissions ?? []), ...resources.map((r) => r.resourceKey)]);
  return {
    isSignedIn: !!initialState?.currentUser,
    canRoute: (route: { path?: string }) => !!route.path && paths.has(route.path),
    can: (key: string) => keys.has(key),
  };
}
