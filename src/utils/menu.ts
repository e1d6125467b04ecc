import type { MenuDataItem } from '@ant-design/pro-components';

/** A menu resource as GET /api/account/resource/admin/currentuser returns it. */
export type MenuResource = {
  id: number;
  parentId: number;
  resourcePath: string;
  resourceKey: string;
  resourceName: string;
  resourceIcon: string;
  appName: string;
  type?: 'directory' | 'menu' | 'button';
  order?: number;
  visible?: boolean;
};

/**
 * Builds the layout's menu tree from the flat resource list by parentId (0 = top level). Buttons and
 * hidden resources are not menu items; orphans (whose parent is not granted) are dropped.
 */
export function buildMenuTree(resources: MenuResource[], nameOf: (r: MenuResource) => string = (r) => r.resourceName): MenuDataItem[] {
  const items = resources.filter((r) => r.type !== 'button' && r.visible !== false);
  const byParent = new Map<number, MenuResource[]>();
  for (const r of items) {
    const siblings = byParent.get(r.parentId) ?? [];
    siblings.push(r);
    byParent.set(r.parentId, siblings);
  }
  const build = (parentId: number, seen: Set<number>): MenuDataItem[] =>
    (byParent.get(parentId) ?? [])
      .slice()
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id)
      .filter((r) => !seen.has(r.id))
      .map((r) => {
        const children = build(r.id, new Set(seen).add(r.id));
        return {
          key: r.resourceKey,
          path: r.resourcePath || undefined,
          name: nameOf(r),
          icon: r.resourceIcon || undefined,
          ...(children.length ? { children } : {}),
        };
      });
  return build(0, new Set());
}
