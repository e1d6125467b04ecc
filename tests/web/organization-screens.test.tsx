/** Organisations, jobs, notices and the dictionary screen: lists, forms and the server's refusals. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import DictPage from '@/pages/admin/dict';
import JobPage from '@/pages/admin/organization/job';
import NoticePage from '@/pages/admin/notify';
import OrganizationPage from '@/pages/admin/organization';
import { dictByName, dictList, dictRoot } from '@/services/portal/dict';
import { allNotices, createNotice } from '@/services/portal/notify';
import { destroyJob, queryJobs, queryOrganizations, saveJob, saveOrganization } from '@/services/portal/organization';
import { roleOptions } from '@/services/portal/role';
import { refusal, renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => require('./helpers/umiMax').umiMaxMock());
jest.mock('@/services/portal/organization', () => ({
  queryOrganizations: jest.fn(),
  saveOrganization: jest.fn(),
  queryJobs: jest.fn(),
  saveJob: jest.fn(),
  destroyJob: jest.fn(),
}));
jest.mock('@/services/portal/dict', () => ({
  dictByName: jest.fn(),
  dictRoot: jest.fn(),
  dictList: jest.fn(),
  dictCreate: jest.fn(),
  dictUpdate: jest.fn(),
  dictDelete: jest.fn(),
}));
jest.mock('@/services/portal/notify', () => ({ allNotices: jest.fn(), createNotice: jest.fn() }));
jest.mock('@/services/portal/role', () => ({ roleOptions: jest.fn() }));
jest.setTimeout(30000);

const { grant } = jest.requireActual('./helpers/umiMax') as { grant: (...keys: string[]) => void };

const ok = (data: unknown) => ({ success: true, code: 0, data } as never);
const page = (list: unknown[]) => ok({ list, total: list.length, current: 1, pageSize: 20 });
const button = (text: string, scope: ParentNode = document) =>
  [...scope.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text.replace(/\s/g, '')) as HTMLButtonElement;
const modal = () => document.querySelector('.ant-modal') as HTMLElement;
const type = (id: string, value: string) => fireEvent.change(modal().querySelector(`#${id}`)!, { target: { value } });
const submitModal = () => fireEvent.click(modal().querySelector('.ant-modal-footer .ant-btn-primary')!);

const orgTypes = [
  { id: 1, typeId: 3, label: '园区运营方', value: 'operator', parentValue: null, order: 1, color: 'blue', isDefault: true, status: 'active', remark: null },
  { id: 2, typeId: 3, label: '政府部门', value: 'government', parentValue: null, order: 2, color: 'red', isDefault: false, status: 'active', remark: null },
];

beforeEach(() => {
  grant();
  jest.mocked(dictByName).mockResolvedValue(ok(orgTypes));
  jest.mocked(roleOptions).mockResolvedValue(ok([{ id: 2, name: '招商专员', code: 'investment', status: 'active' }]));
});

describe('组织机构', () => {
  const org = {
    id: 1,
    name: '星湖园区运营有限公司',
    shortName: '星湖运营',
    type: 'operator',
    creditCode: '91320594MA1XXXXX0K',
    contact: '陈静',
    phone: '0512-66880000',
    address: '星湖街 1 号',
    regionCode: '',
    status: 'active' as const,
    remark: '',
    createdAt: '2024-05-01T00:00:00.000Z',
  };

  it('lists organisations with their type from the dictionary', async () => {
    jest.mocked(queryOrganizations).mockResolvedValue(page([org]));
    renderScreen(<OrganizationPage />);
    expect(await screen.findByText('星湖园区运营有限公司')).toBeInTheDocument();
    expect((await screen.findByText('园区运营方', { selector: '.ant-tag' })).closest('.ant-tag')).toHaveClass('ant-tag-blue');
    expect(queryOrganizations).toHaveBeenCalledWith(expect.objectContaining({ current: 1, pageSize: 20 }));
  });

  it('checks the credit code, then saves it in capitals with the default type', async () => {
    jest.mocked(queryOrganizations).mockResolvedValue(page([]));
    jest.mocked(saveOrganization).mockResolvedValue(ok(org));
    renderScreen(<OrganizationPage />);
    fireEvent.click(await waitFor(() => button('新增组织')));
    await waitFor(() => expect(modal()?.querySelector('#name')).toBeTruthy());
    type('name', '星湖科创服务中心');
    type('creditCode', '91320594ma1xxxxx0');
    submitModal();
    expect(await screen.findByText('统一社会信用代码为 18 位')).toBeInTheDocument();
    type('creditCode', '91320594ma1xxxxxik');
    expect(await screen.findByText('统一社会信用代码格式不正确')).toBeInTheDocument();
    type('creditCode', '91320594ma1xxxxx0k');
    submitModal();
    await waitFor(() =>
      expect(saveOrganization).toHaveBeenCalledWith(
        expect.objectContaining({ name: '星湖科创服务中心', type: 'operator', creditCode: '91320594MA1XXXXX0K', status: 'active' }),
        { skipErrorHandler: true },
      ),
    );
  });

  it('hides 新增组织 without organization:save', async () => {
    grant('organization:query');
    jest.mocked(queryOrganizations).mockResolvedValue(page([org]));
    renderScreen(<OrganizationPage />);
    await screen.findByText('星湖园区运营有限公司');
    expect(button('新增组织')).toBeUndefined();
    expect(screen.queryByText('编辑')).toBeNull();
  });
});

describe('岗位', () => {
  const job = { id: 5, code: 'manager', name: '招商经理', order: 10, status: 'active' as const, remark: '', memberCount: 2 };

  it('shows a duplicate code under the code field', async () => {
    jest.mocked(queryJobs).mockResolvedValue(page([job]));
    jest.mocked(saveJob).mockRejectedValue(refusal(409, 'code: "manager" is already used by another job', 'code'));
    renderScreen(<JobPage />);
    expect(await screen.findByText('招商经理')).toBeInTheDocument();
    fireEvent.click(button('新增岗位'));
    await waitFor(() => expect(modal()?.querySelector('#code')).toBeTruthy());
    type('code', '1x');
    type('name', '招商主管');
    submitModal();
    expect(await screen.findByText('以字母开头，只能包含字母、数字、_ 和 -')).toBeInTheDocument();
    type('code', 'manager');
    submitModal();
    await waitFor(() =>
      expect(saveJob).toHaveBeenCalledWith(expect.objectContaining({ code: 'manager', name: '招商主管', order: 0 }), { skipErrorHandler: true }),
    );
    expect(await screen.findByText('"manager" is already used by another job')).toBeInTheDocument();
  });

  it('says why a job that members hold cannot be deleted', async () => {
    jest.mocked(queryJobs).mockResolvedValue(page([job]));
    jest.mocked(destroyJob).mockRejectedValue(refusal(409, '"招商经理" is held by 2 member(s); remove it from them or disable the job', 'id'));
    renderScreen(<JobPage />);
    await screen.findByText('招商经理');
    fireEvent.click(screen.getByText('删除'));
    const confirm = await screen.findByText('确定删除岗位“招商经理”吗？');
    fireEvent.click((confirm.closest('.ant-popover') as HTMLElement).querySelector('.ant-btn-primary')!);
    await waitFor(() => expect(destroyJob).toHaveBeenCalledWith({ id: 5 }, { skipErrorHandler: true }));
    expect(await screen.findByText('"招商经理" is held by 2 member(s); remove it from them or disable the job')).toBeInTheDocument();
  });
});

describe('通知公告', () => {
  it('lists notices and publishes one to a role', async () => {
    jest
      .mocked(allNotices)
      .mockResolvedValue(
        page([
          { id: 1, title: '园区停电通知', content: '周六 9:00-12:00 停电', type: 'notice', roleId: 2, createdAt: '2024-05-01T00:00:00.000Z', readCount: 7 },
        ]),
      );
    jest.mocked(createNotice).mockResolvedValue(ok({}));
    renderScreen(<NoticePage />);
    expect(await screen.findByText('园区停电通知')).toBeInTheDocument();
    expect(await screen.findByText('招商专员')).toBeInTheDocument();
    fireEvent.click(button('发布通知'));
    await waitFor(() => expect(modal()?.querySelector('#title')).toBeTruthy());
    type('title', '消防演练');
    type('content', '周五下午三点');
    fireEvent.click(modal().querySelector('input[value="todo"]')!);
    fireEvent.mouseDown(modal().querySelector('#roleId')!.closest('.ant-select')!.querySelector('.ant-select-selector')!);
    fireEvent.click(await waitFor(() => document.querySelector('.ant-select-item-option[title="招商专员"]')!));
    submitModal();
    await waitFor(() =>
      expect(createNotice).toHaveBeenCalledWith({ title: '消防演练', content: '周五下午三点', type: 'todo', roleId: 2 }, { skipErrorHandler: true }),
    );
  });
});

describe('字典管理', () => {
  it('lists the types and shows the items of the first one', async () => {
    jest.mocked(dictRoot).mockResolvedValue(
      page([
        { id: 3, name: 'org_type', title: '组织类型', remark: '', status: 'active', builtIn: true, itemCount: 2 },
        { id: 9, name: 'my_dict', title: '自定义字典', remark: '', status: 'active', builtIn: false, itemCount: 0 },
      ]),
    );
    jest.mocked(dictList).mockResolvedValue(page(orgTypes));
    renderScreen(<DictPage />);
    // The type is listed on the left and heads the items on the right.
    expect(await screen.findAllByText('组织类型')).toHaveLength(2);
    await waitFor(() => expect(dictList).toHaveBeenCalledWith(expect.objectContaining({ typeId: 3 })));
    expect(await screen.findByText('政府部门')).toBeInTheDocument();
    fireEvent.click(screen.getByText('自定义字典'));
    await waitFor(() => expect(dictList).toHaveBeenLastCalledWith(expect.objectContaining({ typeId: 9 })));
  });
});
