/** DepartmentTree (src/components/DepartmentTree): the searchable tree beside the accounts and department screens. */
import { fireEvent, render, screen } from '@testing-library/react';
import DepartmentTree, { type DepartmentTreeNode } from '@/components/DepartmentTree';

const departments: DepartmentTreeNode[] = [
  {
    id: 1,
    name: '园区运营公司',
    children: [
      { id: 2, name: '招商部', children: [{ id: 4, name: '招商一组' }] },
      { id: 3, name: '物业部', status: 'disabled' },
    ],
  },
  { id: 5, name: '财务中心' },
];

const titles = () => Array.from(document.querySelectorAll('.ant-tree-title')).map((n) => n.textContent);

function renderTree(props: Partial<React.ComponentProps<typeof DepartmentTree>> = {}) {
  const onSelect = jest.fn();
  render(<DepartmentTree departments={departments} title="部门" searchPlaceholder="搜索部门" emptyText="没有部门" onSelect={onSelect} {...props} />);
  return onSelect;
}

describe('DepartmentTree', () => {
  it('shows every department unfolded, the disabled ones greyed', () => {
    renderTree();
    expect(titles()).toEqual(['园区运营公司', '招商部', '招商一组', '物业部', '财务中心']);
    expect(screen.getByText('物业部').closest('.ant-typography-secondary')).not.toBeNull();
  });

  it('keeps only the matches and the path down to them while searching, and says so when nothing matches', () => {
    renderTree();
    fireEvent.change(screen.getByPlaceholderText('搜索部门'), { target: { value: '一组' } });
    expect(titles()).toEqual(['园区运营公司', '招商部', '招商一组']);
    fireEvent.change(screen.getByPlaceholderText('搜索部门'), { target: { value: '不存在' } });
    expect(titles()).toEqual([]);
    expect(screen.getByText('没有部门')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('搜索部门'), { target: { value: '' } });
    expect(titles()).toHaveLength(5);
  });

  it('folds a branch the user folds, and unfolds everything again for a search', () => {
    renderTree();
    fireEvent.click(document.querySelector('[title="招商部"]')!.closest('.ant-tree-treenode')!.querySelector('.ant-tree-switcher')!);
    expect(titles()).not.toContain('招商一组');
    fireEvent.change(screen.getByPlaceholderText('搜索部门'), { target: { value: '招商' } });
    expect(titles()).toContain('招商一组');
  });

  it('reports the picked department; picking it again deselects only when deselectable', () => {
    const keep = renderTree({ selectedId: 2 });
    fireEvent.click(screen.getByText('物业部'));
    expect(keep).toHaveBeenLastCalledWith(3);
    keep.mockClear();
    fireEvent.click(screen.getByText('招商部'));
    expect(keep).not.toHaveBeenCalled();
  });

  it('gives undefined when the selected department is picked again in a deselectable tree', () => {
    const onSelect = renderTree({ selectedId: 2, deselectable: true });
    fireEvent.click(screen.getByText('招商部'));
    expect(onSelect).toHaveBeenLastCalledWith(undefined);
  });
});
