/** The user centre (`/user`): tabs by `?tab=`, the profile (name, e-mail, phone by code) and security (password, sessions). */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import GlobalModel from '@/models/global';
import VisitorModel from '@/models/visitor';
import UserCentre, { centreTabs } from '@/pages/user/Center';
import {
  visitorChangeContact,
  visitorChangePassword,
  visitorRevokeOtherSessions,
  visitorRevokeSession,
  visitorSendContactCode,
  visitorSessions,
  visitorUpdateProfile,
} from '@/services/portal/visitor';
import { mySsoGrants, revokeMySsoGrant } from '@/services/portal/sso';
import { assistantConversations } from '@/services/portal/assistant';
import { renderScreen } from './helpers/renderScreen';
import { createStore } from './helpers/store';
import { searchParams } from './helpers/frontUmiMax';

jest.mock('@umijs/max', () => require('./helpers/frontUmiMax').frontUmiMax());
jest.mock('@/services/portal/visitor', () => ({
  visitorCurrentUser: jest.fn(),
  visitorLogout: jest.fn(),
  visitorUpdateProfile: jest.fn(),
  visitorChangePassword: jest.fn(),
  visitorSendContactCode: jest.fn(),
  visitorChangeContact: jest.fn(),
  visitorSessions: jest.fn(),
  visitorRevokeSession: jest.fn(),
  visitorRevokeOtherSessions: jest.fn(),
}));
jest.mock('@/services/portal/sso', () => ({ mySsoGrants: jest.fn(), revokeMySsoGrant: jest.fn() }));
jest.mock('@/services/portal/assistant', () => ({ assistantConversations: jest.fn() }));
jest.setTimeout(60000);

const visitor = { id: 5, displayName: '王芳', email: 'wang.fang@example.cn', phone: null, emailNotices: true, createdAt: '2026-11-25T08:00:00Z' };
const answer = <T,>(data: T) => ({ success: true as const, code: 0 as const, data });
const refusal = (status: number, errorMessage: string, field?: string) =>
  Object.assign(new Error(String(status)), { response: { status, data: { success: false, errorMessage, field } } });
const sessions = [
  {
    id: 11,
    createdAt: '2026-11-25T08:00:00Z',
    lastSeenAt: '2026-11-25T09:30:00Z',
    expiresAt: '2026-11-25T10:00:00Z',
    ip: '203.0.113.5',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/120.0 Safari/537.36',
    current: true,
  },
  {
    id: 12,
    createdAt: '2026-11-25T07:00:00Z',
    lastSeenAt: '2026-11-25T07:10:00Z',
    expiresAt: '2026-11-25T09:00:00Z',
    ip: '198.51.100.9',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148 Safari/604.1',
    current: false,
  },
];

let store = createStore(GlobalModel, VisitorModel);
const show = async (search = '', signedIn = true) => {
  searchParams.search = search;
  store = createStore(GlobalModel, VisitorModel);
  if (signedIn) await store.dispatch({ type: 'visitor/save', payload: visitor });
  // In act, so that the first requests' answers (already resolved) land inside it.
  await act(async () => {
    renderScreen(<UserCentre />, { store });
  });
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Confirms the Popconfirm opened last (an earlier one stays in the document, hidden). */
const confirmPop = async () => {
  const ok = (await screen.findAllByRole('button', { name: /^(OK|确\s*定)$/ })).at(-1)!;
  await act(async () => {
    fireEvent.click(ok);
  });
};

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  jest.mocked(visitorSessions).mockResolvedValue(answer(sessions));
});

it('asks a visitor who is not signed in to sign in, opening the sign-in dialog', async () => {
  await show('', false);
  expect(screen.getByText('请先登录')).toBeInTheDocument();
  expect(store.getState().global.loginModalVisible).toBe(true);
  await act(async () => store.dispatch({ type: 'global/changeLoginModalVisible', payload: false }));
  fireEvent.click(screen.getByTestId('centre-sign-in'));
  expect(store.getState().global.loginModalVisible).toBe(true);
  // Signed in from the dialog, the centre shows.
  await act(async () => store.dispatch({ type: 'visitor/save', payload: visitor }));
  expect(await screen.findByText('wang.fang@example.cn')).toBeInTheDocument();
});

it('has the tabs in one list, chosen by ?tab=, the first by default', async () => {
  expect(centreTabs.map((t) => t.key)).toEqual([
    'profile',
    'security',
    'company',
    'users',
    'notifications',
    'subscriptions',
    'matches',
    'conversations',
    'applications',
    'apps',
  ]);
  await show('?tab=nonsense');
  expect(screen.getByRole('tab', { name: '个人资料', selected: true })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: '账号安全' }));
  await waitFor(() => expect(searchParams.search).toBe('?tab=security'));
  expect(await screen.findByTestId('password-form')).toBeInTheDocument();
  expect(await screen.findByText('Chrome · Windows')).toBeInTheDocument();
});

it('changes the display name', async () => {
  jest.mocked(visitorUpdateProfile).mockResolvedValue(answer({ ...visitor, displayName: '王芳芳' }));
  await show();
  const profile = screen.getByTestId('centre-profile');
  expect(within(profile).getByText('王芳')).toBeInTheDocument();
  expect(within(profile).getByText('未绑定')).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('edit-name'));
  type('称呼', '王芳芳');
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(visitorUpdateProfile).toHaveBeenCalledWith({ displayName: '王芳芳' }, { skipErrorHandler: true }));
  await waitFor(() => expect(store.getState().visitor.current.displayName).toBe('王芳芳'));
  expect(await within(profile).findByText('王芳芳')).toBeInTheDocument();
});

it('turns e-mail notices off with one switch, saved at once', async () => {
  jest.mocked(visitorUpdateProfile).mockResolvedValue(answer({ ...visitor, emailNotices: false }));
  await show();
  const toggle = screen.getByRole('switch', { name: '邮件通知' });
  expect(toggle).toBeChecked();
  expect(screen.getByText(/申报结果、企业成员变动等通知同时发送到您的邮箱/)).toBeInTheDocument();
  fireEvent.click(toggle);
  await waitFor(() => expect(visitorUpdateProfile).toHaveBeenCalledWith({ emailNotices: false }, { skipErrorHandler: true }));
  await waitFor(() => expect(store.getState().visitor.current.emailNotices).toBe(false));
  expect(screen.getByRole('switch', { name: '邮件通知' })).not.toBeChecked();
});

it('binds a mobile number with the code sent to it; a number another account has is refused under the field', async () => {
  jest.mocked(visitorSendContactCode).mockResolvedValue(answer({ channel: 'sms' as const, expiresInSeconds: 600, resendAfterSeconds: 60 }));
  jest
    .mocked(visitorChangeContact)
    .mockRejectedValueOnce(refusal(409, 'address: another account uses this address', 'address'))
    .mockResolvedValueOnce(answer({ ...visitor, phone: '13912345678' }));
  await show();
  fireEvent.click(screen.getByTestId('change-sms'));
  const dialog = await screen.findByTestId('contact-dialog');
  // An e-mail address is not a mobile number.
  type('新手机号', 'wang@example.cn');
  type('验证码', '123456');
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*认/ }));
  expect(await screen.findByText('请输入 11 位手机号')).toBeInTheDocument();
  expect(visitorChangeContact).not.toHaveBeenCalled();

  type('新手机号', '13912345678');
  fireEvent.click(within(dialog).getByTestId('send-code'));
  await waitFor(() => expect(visitorSendContactCode).toHaveBeenCalledWith({ address: '13912345678' }, { skipErrorHandler: true }));
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*认/ }));
  expect(await screen.findByText('address: another account uses this address')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*认/ }));
  await waitFor(() => expect(visitorChangeContact).toHaveBeenLastCalledWith({ address: '13912345678', code: '123456' }, { skipErrorHandler: true }));
  await waitFor(() => expect(store.getState().visitor.current.phone).toBe('13912345678'));
  expect(await within(screen.getByTestId('centre-profile')).findByText('13912345678')).toBeInTheDocument();
});

it('changes the password: the current one is checked by the server, the new one by the rules and typed twice; the sessions are listed again', async () => {
  jest
    .mocked(visitorChangePassword)
    .mockRejectedValueOnce(refusal(400, 'currentPassword: the current password is wrong', 'currentPassword'))
    .mockResolvedValueOnce(answer(null));
  await show('?tab=security');
  await screen.findByTestId('password-form');
  await waitFor(() => expect(visitorSessions).toHaveBeenCalledTimes(1));
  type('当前密码', 'Wrong@2026');
  type('新密码', 'weak');
  type('确认新密码', 'other');
  fireEvent.click(screen.getByRole('button', { name: /修改密码/ }));
  expect(await screen.findByText('两次输入的新密码不一致')).toBeInTheDocument();
  expect(screen.getAllByText('至少 8 位，包含大写字母、小写字母、数字、符号中的至少 3 类').length).toBeGreaterThan(1);
  expect(visitorChangePassword).not.toHaveBeenCalled();

  type('新密码', 'Brand@New2026');
  type('确认新密码', 'Brand@New2026');
  fireEvent.click(screen.getByRole('button', { name: /修改密码/ }));
  expect(await screen.findByText('currentPassword: the current password is wrong')).toBeInTheDocument();
  type('当前密码', 'Visitor@2026');
  fireEvent.click(screen.getByRole('button', { name: /修改密码/ }));
  await waitFor(() =>
    expect(visitorChangePassword).toHaveBeenLastCalledWith({ currentPassword: 'Visitor@2026', newPassword: 'Brand@New2026' }, { skipErrorHandler: true }),
  );
  expect(await screen.findByText('密码已修改，其他设备已退出登录')).toBeInTheDocument();
  await waitFor(() => expect(visitorSessions).toHaveBeenCalledTimes(2));
  expect(screen.getByLabelText('当前密码')).toHaveValue('');
  await waitFor(() => expect(screen.getByTestId('sessions').querySelector('.ant-spin-spinning')).toBeNull());
});

it('lists the sessions with device, IP and times; signs out one, or all others', async () => {
  jest.mocked(visitorRevokeSession).mockResolvedValue(answer({ current: false }));
  jest.mocked(visitorRevokeOtherSessions).mockResolvedValue(answer({ revoked: 1 }));
  await show('?tab=security');
  const table = await screen.findByTestId('sessions');
  expect(await within(table).findByText('Chrome · Windows')).toBeInTheDocument();
  expect(within(table).getByText('Safari · iOS')).toBeInTheDocument();
  expect(within(table).getByText('198.51.100.9')).toBeInTheDocument();
  expect(within(table).getByText('本设备')).toBeInTheDocument();
  // The current session has no sign-out button of its own.
  expect(screen.queryByTestId('revoke-11')).toBeNull();

  fireEvent.click(screen.getByTestId('revoke-12'));
  await confirmPop();
  await waitFor(() => expect(visitorRevokeSession).toHaveBeenCalledWith({ id: 12 }, { skipErrorHandler: true }));
  expect(await screen.findByText('该设备已退出登录')).toBeInTheDocument();
  await waitFor(() => expect(visitorSessions).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(screen.getByTestId('sessions').querySelector('.ant-spin-spinning')).toBeNull());

  fireEvent.click(screen.getByTestId('revoke-others'));
  await confirmPop();
  await waitFor(() => expect(visitorRevokeOtherSessions).toHaveBeenCalledWith({ skipErrorHandler: true }));
  await waitFor(() => expect(visitorSessions).toHaveBeenCalledTimes(3));
  await waitFor(() => expect(screen.getByTestId('sessions').querySelector('.ant-spin-spinning')).toBeNull());
});

it('lists the apps the visitor let sign them in, and revokes one', async () => {
  const grant = { clientId: 'park-oa-1', appName: 'park-oa', title: '园区OA', scopes: ['openid', 'email'], grantedAt: '2026-11-20T02:00:00Z' };
  jest
    .mocked(mySsoGrants)
    .mockResolvedValueOnce(answer([grant]))
    .mockResolvedValueOnce(answer([]));
  jest.mocked(revokeMySsoGrant).mockResolvedValue(answer(null));
  await show('?tab=apps');
  expect(await screen.findByText('园区OA')).toBeInTheDocument();
  expect(screen.getByText('您的电子邮箱')).toBeInTheDocument();
  fireEvent.click(screen.getByText('撤销授权'));
  await confirmPop();
  await waitFor(() => expect(revokeMySsoGrant).toHaveBeenCalledWith({ clientId: 'park-oa-1' }, { skipErrorHandler: true }));
  expect(await screen.findByText('您尚未授权任何应用使用门户账号登录')).toBeInTheDocument();
});

it("lists the visitor's conversations with the assistant a page at a time, each opening on /robot", async () => {
  const conversations = Array.from({ length: 10 }, (_, i) => ({
    id: 40 - i,
    title: i === 0 ? '高新技术企业认定奖励什么时候截止？' : `问题 ${i}`,
    messageCount: i === 0 ? 3 : 1,
    updatedAt: '2026-11-28T02:30:00Z',
  }));
  jest
    .mocked(assistantConversations)
    .mockResolvedValueOnce(answer({ list: conversations, total: 12, current: 1, pageSize: 10 }))
    .mockResolvedValueOnce(
      answer({
        list: [{ id: 30, title: '研发费用加计扣除需要什么材料？', messageCount: 2, updatedAt: '2026-11-20T02:30:00Z' }],
        total: 12,
        current: 2,
        pageSize: 10,
      }),
    );
  await show('?tab=conversations');
  const first = await screen.findByRole('link', { name: '高新技术企业认定奖励什么时候截止？' });
  expect(first).toHaveAttribute('href', '/robot?conversation=40');
  expect(screen.getByText(/3 个问题 · 最近 2026-11-28/)).toBeInTheDocument();
  expect(assistantConversations).toHaveBeenCalledWith({ current: 1, pageSize: 10 }, { skipErrorHandler: true });
  // The second page is asked of the server.
  fireEvent.click(within(screen.getByTestId('conversations')).getByTitle('2'));
  expect(await screen.findByRole('link', { name: '研发费用加计扣除需要什么材料？' })).toHaveAttribute('href', '/robot?conversation=30');
  expect(assistantConversations).toHaveBeenLastCalledWith({ current: 2, pageSize: 10 }, { skipErrorHandler: true });
});

it('says so when the visitor has no conversation yet, with a way to the assistant', async () => {
  jest.mocked(assistantConversations).mockResolvedValue(answer({ list: [], total: 0, current: 1, pageSize: 10 }));
  await show('?tab=conversations');
  expect(await screen.findByText('还没有登录后的问答')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '去问政策助手' })).toHaveAttribute('href', '/robot');
});

it('says the conversations could not be loaded (not that there are none), and tries again', async () => {
  jest
    .mocked(assistantConversations)
    .mockRejectedValueOnce({ response: { status: 503, data: { errorMessage: '服务暂不可用' } } })
    .mockResolvedValueOnce(
      answer({ list: [{ id: 7, title: '研发补助', messageCount: 1, updatedAt: '2026-11-28T02:30:00Z' }], total: 1, current: 1, pageSize: 10 }),
    );
  await show('?tab=conversations');
  expect(await screen.findByText('问答记录加载失败')).toBeInTheDocument();
  expect(screen.getByText('服务暂不可用')).toBeInTheDocument();
  expect(screen.queryByText('还没有登录后的问答')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '重 试' }));
  expect(await screen.findByRole('link', { name: '研发补助' })).toHaveAttribute('href', '/robot?conversation=7');
});
