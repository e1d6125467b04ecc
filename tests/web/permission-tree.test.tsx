/** The role screen's 分配权限 tree: resources shown as a tree, ticks become grants with linkage. */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import PermissionTree from '@/pages/admin/role/PermissionTree';

const resource = (id: number, parentId: number, type: 'directory' | 'menu' | 'button', name: string, order = 0) => ({
  id,
  parentId,
  type,
  order,
  resourceName: name,
  resourceKey: `k${id}`,
  resourcePath: type === 'menu' ? `/p${id}` : '',
  resourceIcon: type === 'button' ? '' : 'UserOutlined',
  appName: 'portal',
  visible: true,
});

const resources = [
  resource(1, 0, 'directory', '系统管理', 10),
  resource(2, 1, 'menu', '账号管理', 10),
  resource(3, 2, 'button', '删除账号', 10),
  resource(4, 1, 'menu', '角色管理', 20),
  resource(5, 0, 'menu', '数据看板', 0),
];

const typeLabel = (type: string) => ({ directory: '目录', menu: '菜单', button: '按钮' }[type] ?? type);

/** The tree with its value held in state, like the drawer; `changes` records every onChange. */
function Harness({ initial, linked, changes }: { initial: number[]; linked?: boolean; changes: number[][] }) {
  const [value, setValue] = useState(initial);
  return (
    <PermissionTree
      resources={resources}
      value={value}
      linked={linked}
      typeLabel={typeLabel}
      onChange={(next) => {
        changes.push([...next].sort());
        setValue(next);
      }}
    />
  );
}

const node = (name: string) => screen.getByText(name).closest('.ant-tree-treenode') as HTMLElement;
const checkbox = (name: string) => node(name).querySelector('.ant-tree-checkbox') as HTMLElement;
const isChecked = (name: string) => checkbox(name).classList.contains('ant-tree-checkbox-checked');

describe('PermissionTree', () => {
  it('shows every resource, nested and in order, with its type', () => {
    render(<Harness initial={[]} changes={[]} />);
    // antd keeps one empty node for measuring; the depth is the number of indent units.
    const rows = [...document.querySelectorAll('.ant-tree-treenode')]
      .filter((n) => n.textContent)
      .map((n) => `${n.querySelectorAll('.ant-tree-indent-unit').length}:${n.textContent}`);
    expect(rows).toEqual(['0:数据看板菜单k5', '0:系统管理目录k1', '1:账号管理菜单k2', '2:删除账号按钮k3', '1:角色管理菜单k4']);
  });

  it('shows exactly the granted resources ticked, a menu without its buttons included', () => {
    render(<Harness initial={[1, 2]} changes={[]} />);
    expect(isChecked('系统管理')).toBe(true);
    expect(isChecked('账号管理')).toBe(true);
    expect(isChecked('删除账号')).toBe(false);
    expect(isChecked('角色管理')).toBe(false);
  });

  it('ticking a button grants its menu and directory too', () => {
    const changes: number[][] = [];
    render(<Harness initial={[]} changes={changes} />);
    fireEvent.click(checkbox('删除账号'));
    expect(changes).toEqual([[1, 2, 3]]);
    expect(isChecked('系统管理')).toBe(true);
    expect(isChecked('角色管理')).toBe(false);
  });

  it('unticking a directory revokes its subtree only', () => {
    const changes: number[][] = [];
    render(<Harness initial={[1, 2, 3, 4, 5]} changes={changes} />);
    fireEvent.click(checkbox('系统管理'));
    expect(changes).toEqual([[5]]);
    expect(isChecked('账号管理')).toBe(false);
    expect(isChecked('数据看板')).toBe(true);
  });

  it('without linkage a tick is one grant', () => {
    const changes: number[][] = [];
    render(<Harness initial={[]} linked={false} changes={changes} />);
    fireEvent.click(checkbox('删除账号'));
    expect(changes).toEqual([[3]]);
    expect(isChecked('账号管理')).toBe(false);
  });
});
