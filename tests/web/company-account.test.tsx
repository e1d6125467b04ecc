/** The user centre's 我的企业 (claim, record, change requests) and 用户列表 (invite, roles, remove). */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { withCheckChar } from '@shared/creditCode';
import CompanyTab from '@/pages/user/centre/CompanyTab';
import CompanyUsersTab from '@/pages/user/centre/CompanyUsersTab';
import {
  claimCompany,
  companyUsers,
  inviteCompanyUser,
  myCompany,
  removeCompanyUser,
  requestCompanyChange,
  withdrawCompanyChange,
} from '@/services/portal/visitor';
import { renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => {
  const messages = {
    ...(jest.requireActual('@/locales/zh-CN/front').default as Record<string, string>),
    ...(jest.requireActual('@/locales/zh-CN/companyAccount').default as Record<string, string>),
  };
  return {
    getLocale: () => 'zh-CN',
    addLocale: jest.fn(),
    useIntl: () => ({
      formatMessage: ({ id }: { id: string }, values: Record<string, unknown> = {}) =>
        (messages[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? '')),
    }),
    history: { push: jest.fn() },
  };
});
jest.mock('@/services/portal/visitor', () => ({
  myCompany: jest.fn(),
  claimCompany: jest.fn(),
  withdrawCompanyClaim: jest.fn(),
  withdrawCompanyChange: jest.fn(),
  requestCompanyChange: jest.fn(),
  leaveCompany: jest.fn(),
  companyUsers: jest.fn(),
  inviteCompanyUser: jest.fn(),
  revokeCompanyInvitation: jest.fn(),
  setCompanyUserRole: jest.fn(),
  transferCompanyAdmin: jest.fn(),
  removeCompanyUser: jest.fn(),
}));
jest.setTimeout(60000);

const visitor = { id: 5, displayName: '王芳', email: 'wang.fang@xinghu-zn.cn', phone: null, emailNotices: true, createdAt: '2026-11-25T08:00:00Z' };
const answer = <T,>(data: T, message?: string) => ({ success: true as const, code: 0 as const, data, message });
const refusal = (status: number, errorMessage: string, field?: string) =>
  Object.assign(new Error(String(status)), { response: { status, data: { success: false, errorMessage, field } } });
const CODE = withCheckChar('91320594MA1XYW12A');
const company = {
  id: 7,
  name: '苏州星湖智能装备有限公司',
  creditCode: CODE,
  legalPerson: '周建国',
  registeredCapital: 5000,
  industryCode: '34',
  scale: 'medium',
  staffCount: 120,
  techStaffCount: 40,
  regionCode: null,
  address: '星湖街 218 号',
  website: null,
  intro: null,
  figures: [{ year: 2025, revenue: 8600, rdSpend: 700, netAssets: 3000, totalAssets: 9000, staffCount: 120, techStaffCount: 40 }],
};
const pendingChange = {
  id: 3,
  companyId: 7,
  companyName: company.name,
  requestedBy: '王芳',
  items: [
    { key: 'address', before: '星湖街 218 号', after: '星湖街 328 号', decision: null },
    { key: 'figures.2025.revenue', before: 8600, after: 9100, decision: null },
  ],
  note: '',
  status: 'pending' as const,
  reviewNote: null,
  reviewedBy: null,
  reviewedAt: null,
  createdAt: '2026-11-25T08:00:00Z',
};

const render = async (ui: React.ReactElement) => {
  await act(async () => {
    renderScreen(ui);
  });
};

beforeEach(() => jest.clearAllMocks());

it('claims by credit code, checked as typed; an unknown code asks for the company, and the claim then waits for review', async () => {
  jest.mocked(myCompany).mockResolvedValueOnce(answer({ membership: null, claim: null }));
  await render(<CompanyTab visitor={visitor} />);
  const code = await screen.findByLabelText('统一社会信用代码');
  fireEvent.change(code, { target: { value: `${CODE.slice(0, 17)}${CODE[17] === 'X' ? 'Y' : 'X'}` } });
  fireEvent.click(screen.getByRole('button', { name: '提交认领' }));
  expect(await screen.findByText('统一社会信用代码不正确，请核对营业执照')).toBeInTheDocument();
  expect(claimCompany).not.toHaveBeenCalled();

  fireEvent.change(code, { target: { value: CODE.toLowerCase() } });
  jest.mocked(claimCompany).mockRejectedValueOnce(refusal(422, 'No company in the park has this credit code', 'company.name'));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '提交认领' }));
  });
  const name = await screen.findByLabelText('企业名称');
  expect(jest.mocked(claimCompany).mock.calls[0][0]).toMatchObject({ creditCode: CODE, company: undefined });

  fireEvent.change(name, { target: { value: '苏州云帆生物科技有限公司' } });
  jest.mocked(claimCompany).mockResolvedValueOnce(answer({ claim: {} as never, notice: '' }, '将在审核通过后登记'));
  jest.mocked(myCompany).mockResolvedValueOnce(
    answer({
      membership: null,
      claim: {
        id: 1,
        companyId: null,
        companyName: '苏州云帆生物科技有限公司',
        creditCode: CODE,
        newCompany: true,
        contested: false,
        message: '',
        status: 'pending' as const,
        reviewNote: null,
        reviewedBy: null,
        reviewedAt: null,
        createdAt: '2026-11-25T08:00:00Z',
        claimant: { id: 5, displayName: '王芳', email: null, phone: null },
      },
    }),
  );
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '提交认领' }));
  });
  expect(jest.mocked(claimCompany).mock.calls[1][0]).toMatchObject({ creditCode: CODE, company: { name: '苏州云帆生物科技有限公司' } });
  expect(await screen.findByText('对「苏州云帆生物科技有限公司」的认领正在审核')).toBeInTheDocument();
  expect(screen.getByText('该企业尚未登记在园区名录中，审核通过后将一并登记。')).toBeInTheDocument();
});

it('shows the company and the change waiting for review to its administrator, who may withdraw it', async () => {
  jest
    .mocked(myCompany)
    .mockResolvedValue(answer({ membership: { role: 'admin' as const, joinedAt: '2026-11-20T08:00:00Z', company, change: pendingChange }, claim: null }));
  await render(<CompanyTab visitor={visitor} />);
  expect(await screen.findByText('苏州星湖智能装备有限公司')).toBeInTheDocument();
  expect(screen.getByText('企业管理员')).toBeInTheDocument();
  expect(screen.getByText('34 通用设备制造业')).toBeInTheDocument();
  expect(screen.getByText('审核中')).toBeInTheDocument();
  const row = screen.getByText('2025 年 营业收入（万元）').closest('tr')!;
  expect(within(row).getByText('8600')).toBeInTheDocument();
  expect(within(row).getByText('9100')).toBeInTheDocument();
  // While one waits, no second request can be started.
  expect(screen.queryByRole('button', { name: '申请变更' })).not.toBeInTheDocument();
  jest.mocked(withdrawCompanyChange).mockResolvedValueOnce(answer({ id: 3 }));
  fireEvent.click(screen.getByRole('button', { name: '撤回申请' }));
  await act(async () => {
    fireEvent.click((await screen.findAllByRole('button', { name: /^(OK|确\s*定)$/ })).at(-1)!);
  });
  expect(withdrawCompanyChange).toHaveBeenCalled();
});

it('sends only a year’s figures that differ, and refuses more technical staff than staff before sending', async () => {
  jest
    .mocked(myCompany)
    .mockResolvedValue(answer({ membership: { role: 'admin' as const, joinedAt: '2026-11-20T08:00:00Z', company, change: null }, claim: null }));
  await render(<CompanyTab visitor={visitor} />);
  fireEvent.click(await screen.findByRole('button', { name: '申请变更' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('科技人员数'), { target: { value: '500' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '提交审核' }));
  expect(await within(dialog).findByText('科技人员数不能多于职工人数')).toBeInTheDocument();
  expect(requestCompanyChange).not.toHaveBeenCalled();

  fireEvent.change(within(dialog).getByLabelText('科技人员数'), { target: { value: '40' } });
  fireEvent.change(within(dialog).getByLabelText('地址'), { target: { value: '星湖街 328 号' } });
  jest.mocked(requestCompanyChange).mockResolvedValueOnce(answer(pendingChange));
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: '提交审核' }));
  });
  await waitFor(() => expect(requestCompanyChange).toHaveBeenCalled());
  const body = jest.mocked(requestCompanyChange).mock.calls[0][0];
  expect(body.profile).toMatchObject({ address: '星湖街 328 号', staffCount: 120, techStaffCount: 40 });
  // Last year's figures were not touched (the form opens on last year, which the park holds or not): none sent.
  expect(body.figures).toEqual([]);
});

const users = {
  myRole: 'admin' as const,
  members: [
    {
      visitorId: 5,
      displayName: '王芳',
      email: 'wang.fang@xinghu-zn.cn',
      phone: null,
      role: 'admin' as const,
      joinedAt: '2026-11-20T08:00:00Z',
      lastLoginAt: null,
    },
    {
      visitorId: 6,
      displayName: '李雷',
      email: 'li.lei@xinghu-zn.cn',
      phone: null,
      role: 'member' as const,
      joinedAt: '2026-11-21T08:00:00Z',
      lastLoginAt: null,
    },
  ],
  invitations: [],
};

it('lets an administrator invite by e-mail or mobile (checked as typed) and remove a colleague, not themselves', async () => {
  jest.mocked(companyUsers).mockResolvedValue(answer(users));
  await render(<CompanyUsersTab visitor={visitor} />);
  const me = (await screen.findByText('王芳')).closest('tr')!;
  expect(within(me).getByText('我')).toBeInTheDocument();
  expect(within(me).queryByText('移出')).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: /邀请同事/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('邮箱或手机号'), { target: { value: '12345' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '发送邀请' }));
  expect(await within(dialog).findByText('请输入有效的邮箱或 11 位手机号')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('邮箱或手机号'), { target: { value: 'chen.jing@xinghu-zn.cn' } });
  jest.mocked(inviteCompanyUser).mockResolvedValueOnce(answer({} as never));
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: '发送邀请' }));
  });
  await waitFor(() => expect(inviteCompanyUser).toHaveBeenCalledWith({ address: 'chen.jing@xinghu-zn.cn', role: 'member' }, expect.anything()));

  const colleague = screen.getByText('李雷').closest('tr')!;
  jest.mocked(removeCompanyUser).mockResolvedValueOnce(answer({ ...users, members: [users.members[0]] }));
  fireEvent.click(within(colleague).getByText('移出'));
  await act(async () => {
    fireEvent.click((await screen.findAllByRole('button', { name: /^(OK|确\s*定)$/ })).at(-1)!);
  });
  expect(removeCompanyUser).toHaveBeenCalledWith({ visitorId: 6 }, expect.anything());
  await waitFor(() => expect(screen.queryByText('李雷')).not.toBeInTheDocument());
});

it('tells a visitor outside any company to claim theirs', async () => {
  jest.mocked(companyUsers).mockRejectedValueOnce(refusal(403, 'You do not belong to a company yet'));
  await render(<CompanyUsersTab visitor={visitor} />);
  expect(await screen.findByText('您还没有加入企业，认领企业或接受同事的邀请后可在这里查看企业用户')).toBeInTheDocument();
});
