/** 成员 form (src/pages/admin/organization/member/MemberForm): a member holding two jobs in two departments. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import MemberForm from '@/pages/admin/organization/member/MemberForm';
import { saveMember } from '@/services/portal/organization';
import { refusal, renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => require('./helpers/umiMax').umiMaxMock());
jest.mock('@/services/portal/organization', () => ({ saveMember: jest.fn() }));
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
const job = (id: number, code: string, name: string, status: 'active' | 'disabled' = 'active') => ({
  id,
  code,
  name,
  order: id,
  status,
  remark: '',
  memberCount: 0,
});
const jobs = [job(5, 'manager', '招商经理'), job(6, 'service', '客服专员'), job(7, 'old', '旧岗位', 'disabled')];

const drawer = () => document.querySelector('.ant-drawer') as HTMLElement;
const selectorOf = (id: string) => document.getElementById(id)!.closest('.ant-select')!.querySelector('.ant-select-selector')!;

/** Opens the select whose input has this id and picks the option with this title. */
async function pick(id: string, title: string) {
  fireEvent.mouseDown(selectorOf(id));
  const popups = () => [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')];
  await waitFor(() => expect(popups().some((p) => p.querySelector(`[title="${title}"]`))).toBe(true));
  const popup = popups().find((p) => p.querySelector(`[title="${title}"]`))!;
  fireEvent.click(popup.querySelector(`[title="${title}"]`)!);
}

const type = (id: string, value: string) => fireEvent.change(document.getElementById(id)!, { target: { value } });
const submit = () => fireEvent.click(drawer().querySelector('.ant-drawer-footer .ant-btn-primary, .ant-pro-form-submitter .ant-btn-primary')!);
const addJob = () => fireEvent.click([...drawer().querySelectorAll('button')].find((b) => b.textContent?.includes('添加岗位'))!);

beforeEach(() => jest.mocked(saveMember).mockReset());

it('saves a member with two jobs in two departments', async () => {
  jest.mocked(saveMember).mockResolvedValue({ success: true, code: 0, data: {} as never });
  const onSaved = jest.fn();
  renderScreen(<MemberForm tree={tree} jobs={jobs} onClose={jest.fn()} onSaved={onSaved} />);
  await waitFor(() => expect(document.getElementById('name')).not.toBeNull());
  type('name', '李娜');
  type('employeeNo', 'E-011');
  type('phone', '13800000011');
  await pick('departmentId', '招商一组');

  addJob();
  await waitFor(() => expect(document.getElementById('jobs_0_jobId')).not.toBeNull());
  await pick('jobs_0_jobId', '招商经理');
  addJob();
  await waitFor(() => expect(document.getElementById('jobs_1_jobId')).not.toBeNull());
  await pick('jobs_1_jobId', '客服专员');
  await pick('jobs_1_departmentId', '物业部');

  submit();
  await waitFor(() => expect(saveMember).toHaveBeenCalled());
  expect(saveMember).toHaveBeenCalledWith(
    {
      id: undefined,
      name: '李娜',
      employeeNo: 'E-011',
      gender: undefined,
      phone: '13800000011',
      email: '',
      departmentId: 4,
      joinedOn: undefined,
      status: 'active',
      jobs: [
        { jobId: 5, departmentId: 4, isPrimary: true },
        { jobId: 6, departmentId: 3, isPrimary: false },
      ],
    },
    { skipErrorHandler: true },
  );
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
});

it('checks the phone and the employee number before asking the server', async () => {
  renderScreen(<MemberForm tree={tree} jobs={jobs} onClose={jest.fn()} onSaved={jest.fn()} />);
  await waitFor(() => expect(document.getElementById('name')).not.toBeNull());
  type('name', '王强');
  type('phone', '12345');
  type('employeeNo', 'E 01');
  submit();
  expect(await screen.findByText('请输入 11 位手机号或带区号的固定电话')).toBeInTheDocument();
  expect(screen.getByText('工号只能包含字母、数字和 -')).toBeInTheDocument();
  expect(screen.getByText('请选择所属部门')).toBeInTheDocument();
  await act(async () => undefined);
  expect(saveMember).not.toHaveBeenCalled();
});

it('puts a server refusal under the field it names', async () => {
  jest.mocked(saveMember).mockRejectedValue(refusal(409, 'employeeNo: "E-011" is already used', 'employeeNo'));
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
    jobs: [{ id: 1, jobId: 7, jobName: '旧岗位', departmentId: 4, departmentName: '招商一组', isPrimary: true }],
  };
  renderScreen(<MemberForm member={member} tree={tree} jobs={jobs} onClose={jest.fn()} onSaved={jest.fn()} />);
  await waitFor(() => expect(document.getElementById('name')).toHaveValue('李娜'));
  submit();
  await waitFor(() =>
    expect(saveMember).toHaveBeenCalledWith(
      expect.objectContaining({ id: 11, joinedOn: '2023-03-01', jobs: [{ jobId: 7, departmentId: 4, isPrimary: true }] }),
      { skipErrorHandler: true },
    ),
  );
  expect(await screen.findByText('"E-011" is already used')).toBeInTheDocument();
});
