/** 部门管理 (src/pages/admin/organization/department): the tree, its members beside it, move and delete refusals. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import DepartmentPage from '@/pages/admin/organization/department';
import { departmentTree } from '@/services/portal/account';
import { deleteDepartment, departmentDetail, moveDepartment, queryMembers } from '@/services/portal/organization';
import { refusal, renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => require('./helpers/umiMax').umiMaxMock());
jest.mock('@/services/portal/account', () => ({ departmentTree: jest.fn() }));
jest.mock('@/services/portal/organization', () => ({
  departmentDetail: jest.fn(),
  queryMembers: jest.fn(),
  moveDepartment: jest.fn(),
  deleteDepartment: jest.fn(),
  createDepartment: jest.fn(),
  updateDepartment: jest.fn(),
}));

jest.setTimeout(30000);

const tree = [
  {
    id: 1,
    parentId: 0,
    name: '园区运营公司',
    order: 0,
    status: 'active',
    children: [
      { id: 2, parentId: 1, name: '招商部', order: 10, status: 'active', children: [{ id: 4, parentId: 2, name: '招商一组', order: 0, status: 'active' }] },
      { id: 3, parentId: 1, name: '物业部', order: 20, status: 'active' },
    ],
  },
];

const detail = (id: number, name: string) => ({
  id,
  parentId: 0,
  ancestors: '0',
  name,
  order: 0,
  leader: `${name}负责人`,
  phone: '0512-66880000',
  email: '',
  status: 'active' as const,
  remark: '',
});

const member = {
  id: 11,
  name: '李娜',
  employeeNo: 'E-011',
  gender: 'female' as const,
  phone: '13800000011',
  email: '',
  departmentId: 4,
  departmentName: '招商一组',
  userId: 0,
  joinedOn: '2023-03-01',
  status: 'active' as const,
  jobs: [
    { id: 1, jobId: 5, jobName: '招商经理', departmentId: 4, departmentName: '招商一组', isPrimary: true },
    { id: 2, jobId: 6, jobName: '客服专员', departmentId: 3, departmentName: '物业部', isPrimary: false },
  ],
};

const names: Record<number, string> = { 1: '园区运营公司', 2: '招商部', 3: '物业部', 4: '招商一组' };

beforeEach(() => {
  jest.mocked(departmentTree).mockResolvedValue({ success: true, code: 0, data: tree });
  jest.mocked(departmentDetail).mockImplementation(async ({ id }) => ({ success: true, code: 0, data: detail(id, names[id]) }));
  jest.mocked(queryMembers).mockResolvedValue({ success: true, code: 0, data: { list: [member], total: 1, current: 1, pageSize: 10 } });
});

const renderPage = () => renderScreen(<DepartmentPage />);

const treeNode = (name: string) =>
  document.querySelector(`.ant-tree [title="${name}"]`) ?? within(document.querySelector('.ant-tree') as HTMLElement).getByText(name);

it('selects the first department and lists the members of it and below, with their jobs', async () => {
  renderPage();
  await waitFor(() => expect(queryMembers).toHaveBeenCalledWith(expect.objectContaining({ departmentId: 1, current: 1 })));
  expect(await screen.findByText('园区运营公司负责人')).toBeInTheDocument();
  expect(await screen.findByText('招商经理@招商一组')).toBeInTheDocument();
  expect(screen.getByText('客服专员@物业部')).toBeInTheDocument();
});

it('picking a department in the tree lists the members of that department and below', async () => {
  renderPage();
  await screen.findByText('招商经理@招商一组');
  fireEvent.click(treeNode('招商部'));
  await waitFor(() => expect(queryMembers).toHaveBeenLastCalledWith(expect.objectContaining({ departmentId: 2 })));
  expect(await screen.findByText('招商部负责人')).toBeInTheDocument();
});

it('shows the server refusal of a move under the new-parent field', async () => {
  jest.mocked(moveDepartment).mockRejectedValue(refusal(400, 'parentId: a department cannot be moved under one of its own sub-departments', 'parentId'));
  renderPage();
  await screen.findByText('招商经理@招商一组');
  fireEvent.click(treeNode('招商部'));
  await screen.findByText('招商部负责人');
  // (getByRole is very slow on a page this size; the buttons carry aria-labels.)
  fireEvent.click(document.querySelector('button[aria-label="移动部门"]')!);
  await waitFor(() => expect(document.querySelector('.ant-modal')).not.toBeNull());
  const dialog = document.querySelector('.ant-modal') as HTMLElement;
  // The department itself and its sub-departments cannot be picked.
  fireEvent.mouseDown(dialog.querySelector('.ant-select-selector')!);
  const option = (title: string) => document.querySelector(`.ant-select-tree-treenode [title="${title}"]`)!.closest('.ant-select-tree-treenode')!;
  await waitFor(() => expect(document.querySelector('.ant-select-tree')).not.toBeNull());
  expect(option('招商一组')).toHaveClass('ant-select-tree-treenode-disabled');
  expect(option('招商部')).toHaveClass('ant-select-tree-treenode-disabled');
  fireEvent.click(document.querySelector('.ant-select-tree [title="物业部"]')!);
  fireEvent.click(dialog.querySelector('.ant-modal-footer .ant-btn-primary')!);
  await waitFor(() => expect(moveDepartment).toHaveBeenCalledWith({ id: 2, parentId: 3, order: 10 }, { skipErrorHandler: true }));
  expect(await within(dialog).findByText('a department cannot be moved under one of its own sub-departments')).toBeInTheDocument();
});

it('shows why a delete was refused', async () => {
  jest.mocked(deleteDepartment).mockRejectedValue(refusal(409, '"招商部" still has sub-departments; move or delete them first', 'id'));
  renderPage();
  await screen.findByText('招商经理@招商一组');
  fireEvent.click(treeNode('招商部'));
  await screen.findByText('招商部负责人');
  fireEvent.click(document.querySelector('button[aria-label="删除部门"]')!);
  const confirm = await screen.findByText('确定删除部门“招商部”吗？');
  fireEvent.click((confirm.closest('.ant-popover') as HTMLElement).querySelector('.ant-btn-primary')!);
  await waitFor(() => expect(deleteDepartment).toHaveBeenCalledWith({ id: 2 }, { skipErrorHandler: true }));
  expect(await screen.findByText('"招商部" still has sub-departments; move or delete them first')).toBeInTheDocument();
});
