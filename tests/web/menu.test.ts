import { buildMenuTree, type MenuResource } from '@/utils/menu';

const r = (id: number, parentId: number, extra: Partial<MenuResource> = {}): MenuResource => ({
  id,
  parentId,
  resourcePath: `/p${id}`,
  resourceKey: `k${id}`,
  resourceName: `名称${id}`,
  resourceIcon: '',
  appName: 'portal',
  type: 'menu',
  ...extra,
});

describe('buildMenuTree', () => {
  it('nests resources under their parent by parentId, with 0 as the top level', () => {
    const tree = buildMenuTree([r(1, 0, { type: 'directory' }), r(2, 1), r(3, 1), r(4, 0)]);
    expect(tree.map((i) => i.name)).toEqual(['名称1', '名称4']);
    expect(tree[0].children?.map((i) => i.path)).toEqual(['/p2', '/p3']);
  });

  it('orders siblings by order, then id', () => {
    const tree = buildMenuTree([r(1, 0, { order: 20 }), r(2, 0, { order: 10 }), r(3, 0, { order: 10 })]);
    expect(tree.map((i) => i.key)).toEqual(['k2', 'k3', 'k1']);
  });

  it('leaves out buttons, hidden resources and orphans', () => {
    const tree = buildMenuTree([r(1, 0), r(2, 1, { type: 'button' }), r(3, 0, { visible: false }), r(4, 99)]);
    expect(tree).toHaveLength(1);
    expect(tree[0].children).toBeUndefined();
  });
});
