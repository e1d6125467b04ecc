/**
 * Pure helpers for the admin screens that show flat, parentId-linked lists as trees: the role
 * permission tree, the app menu editor (with move up/down) and the department tree filter.
 */

/** Anything linked by parentId (0 = top level), ordered by `order` then id among siblings. */
export type FlatNode = { id: number; parentId: number; order?: number };
export type Nested<T> = T & { children?: Nested<T>[] };

/** Sibling order of the server and of the layout's menu (src/utils/menu.ts): order, then id. */
export const bySiblingOrder = (a: FlatNode, b: FlatNode) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id;

/**
 * Nests a flat list by parentId. Nodes whose parent is missing from the list are kept at the top
 * level so an editor can still reach them; a parentId cycle cannot make it loop (each node is
 * placed once). Leaves have no `children` key.
 */
export function buildTree<T extends FlatNode>(items: T[]): Nested<T>[] {
  const ids = new Set(items.map((i) => i.id));
  const byParent = new Map<number, T[]>();
  for (const item of items) {
    const parent = item.parentId !== item.id && ids.has(item.parentId) ? item.parentId : 0;
    byParent.set(parent, [...(byParent.get(parent) ?? []), item]);
  }
  const placed = new Set<number>();
  const build = (parentId: number): Nested<T>[] =>
    (byParent.get(parentId) ?? [])
      .slice()
      .sort(bySiblingOrder)
      .filter((item) => !placed.has(item.id) && placed.add(item.id))
      .map((item) => {
        const children = build(item.id);
        return children.length ? { ...item, children } : { ...item };
      });
  return build(0);
}

/** Every id of a nested tree, depth first. */
export function treeIds<T extends { id: number; children?: T[] }>(nodes: T[]): number[] {
  return nodes.flatMap((n) => [n.id, ...treeIds(n.children ?? [])]);
}

/** The ids below `id` (not itself) in a flat list. */
export function descendantIds(items: FlatNode[], id: number): number[] {
  const result: number[] = [];
  const seen = new Set<number>([id]);
  const queue = [id];
  while (queue.length) {
    const current = queue.shift()!;
    for (const item of items) {
      if (item.parentId === current && !seen.has(item.id)) {
        seen.add(item.id);
        result.push(item.id);
        queue.push(item.id);
      }
    }
  }
  return result;
}

/** The ids above `id`, nearest first (stops at the top level, at a missing parent or at a cycle). */
export function ancestorIds(items: FlatNode[], id: number): number[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const result: number[] = [];
  const seen = new Set<number>([id]);
  for (let parent = byId.get(id)?.parentId; parent && byId.has(parent) && !seen.has(parent); parent = byId.get(parent)?.parentId) {
    seen.add(parent);
    result.push(parent);
  }
  return result;
}

/**
 * The granted set after ticking or unticking one resource. Linked (the default): ticking grants the
 * resource, everything below it and everything above it (a menu is unreachable without its
 * directory); unticking revokes it and everything below it, and leaves its ancestors. Unlinked:
 * only the resource itself changes. The result keeps the input's order, then the added ids.
 */
export function toggleGrant(items: FlatNode[], granted: number[], id: number, checked: boolean, linked = true): number[] {
  const affected = linked ? [id, ...descendantIds(items, id)] : [id];
  if (!checked) {
    const removed = new Set(affected);
    return granted.filter((g) => !removed.has(g));
  }
  const add = linked ? [...affected, ...ancestorIds(items, id)] : affected;
  const result = [...granted];
  const present = new Set(granted);
  for (const a of add) {
    if (!present.has(a)) {
      result.push(a);
      present.add(a);
    }
  }
  return result;
}

/** One resource's new `order`, as the move buttons send it to the server. */
export type OrderChange = { id: number; order: number };

/**
 * Moves a node one place up or down among its siblings. When the two siblings have different
 * orders they swap them (two changes); when they tie, the siblings are renumbered 10, 20, 30… in
 * their new sequence and only the nodes whose order actually changes are returned. Returns [] when
 * the node is already first (up) or last (down), or is unknown.
 */
export function moveAmongSiblings(items: FlatNode[], id: number, direction: 'up' | 'down'): OrderChange[] {
  const node = items.find((i) => i.id === id);
  if (!node) return [];
  const siblings = items.filter((i) => i.parentId === node.parentId).sort(bySiblingOrder);
  const index = siblings.findIndex((s) => s.id === id);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (target < 0 || target >= siblings.length) return [];
  const other = siblings[target];
  const [mine, theirs] = [node.order ?? 0, other.order ?? 0];
  if (mine !== theirs) {
    return [
      { id: node.id, order: theirs },
      { id: other.id, order: mine },
    ];
  }
  const sequence = siblings.slice();
  [sequence[index], sequence[target]] = [sequence[target], sequence[index]];
  return sequence
    .map((s, i) => ({ id: s.id, order: (i + 1) * 10, before: s.order ?? 0 }))
    .filter((c) => c.order !== c.before)
    .map(({ id: changed, order }) => ({ id: changed, order }));
}

/**
 * Keeps the nodes of a nested tree that match, with the path to them (an ancestor stays when a
 * descendant matches); a matching node keeps its whole subtree. An empty result means no match.
 */
export function filterTree<T extends { children?: T[] }>(nodes: T[], matches: (node: T) => boolean): T[] {
  return nodes.flatMap((node) => {
    if (matches(node)) return [node];
    const children = filterTree(node.children ?? [], matches);
    return children.length ? [{ ...node, children }] : [];
  });
}

/** The tree without the node `id` and its subtree (a menu cannot become its own descendant's child). */
export function withoutSubtree<T extends { id: number; children?: T[] }>(nodes: T[], id: number): T[] {
  return nodes.filter((n) => n.id !== id).map((n) => (n.children ? { ...n, children: withoutSubtree(n.children, id) } : n));
}
