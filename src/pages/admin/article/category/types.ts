import type { queryArticleCategories } from '@/services/portal/article';

export type CategoryItem = Awaited<ReturnType<typeof queryArticleCategories>>['data']['list'][number];
/** How deep the tree goes (the server's rule): a top level and two below it. */
export const CATEGORY_MAX_DEPTH = 3;

/** A category in the tree, with its level (1 at the top). */
export type CategoryNode = CategoryItem & { depth: number; children?: CategoryNode[] };

/** The server's flat list as a tree, siblings by order then id; a category whose parent is not listed sits at the top. */
export function toTree(list: CategoryItem[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>(list.map((c) => [c.id, { ...c, depth: 1 }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  const place = (items: CategoryNode[], depth: number) => {
    items.sort((a, b) => a.order - b.order || a.id - b.id);
    for (const item of items) {
      item.depth = depth;
      if (item.children) place(item.children, depth + 1);
    }
    return items;
  };
  return place(roots, 1);
}

/** The ids of a category and everything below it: where it cannot be moved. */
export function subtreeIds(node: CategoryNode): number[] {
  return [node.id, ...(node.children ?? []).flatMap(subtreeIds)];
}

/** The node of a category anywhere in the tree. */
export function findNode(tree: CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of tree) {
    const found = node.id === id ? node : node.children && findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}
