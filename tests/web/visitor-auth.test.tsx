/** The public front's sign-in / registration / forgotten-password dialog (src/components/VisitorAuth). */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import VisitorAuth from '@/components/VisitorAuth';
import GlobalModel from '@/models/global';
import VisitorModel from '@/models/visitor';
import { sendVerificationCode, visitorCaptcha, visitorLogin, visitorRegister, visitorResetPassword } from '@/services/portal/visitor';
import { renderScreen } from './helpers/renderScreen';
import { createStore } from './helpers/store';

jest.mock('@umijs/max', () => {
  const messages = jest.requireActual('@/locales/zh-CN/front').default as Record<string, string>;
  const redux = jest.requireActual('./helpers/reactRedux').reactRedux;
  return {
    useIntl: () => ({
      formatMessage: ({ id }: { id: string }, values: Record<string, unknown> = {}) =>
        (messages[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? '')),
    }),
    useDispatch: redux.useDispatch,
    useSelector: redux.useSelector,
    useLocation: () => ({ pathname: '/search', search: '?keyword=研发', hash: '' }),
    Link: ({ to, children, onClick }: { to: string; children: React.ReactNode; onClick?: () => void }) => (
      <a href={to} onClick={onClick}>
        {children}
      </a>
    ),
  };
});
jest.mock('@/services/portal/visitor', () => ({
  sendVerificationCode: jest.fn(),
  visitorLogin: jest.fn(),
  visitorRegister: jest.fn(),
  visitorResetPassword: jest.fn(),
  visitorCurrentUser: jest.fn(),
  visitorLogout: jest.fn(),
  visitorCaptcha: jest.fn(),
}));
jest.setTimeout(60000);

const visitor = { id: 5, displayName: '王芳', email: 'wang.fang@example.cn', phone: null, emailNotices: true, createdAt: '2026-11-25T08:00:00Z' };
const signedIn = { success: true as const, code: 0 as const, data: { token: 'visitor-token', expiresAt: '', visitor } };
const refusal = (status: number, errorMessage: string, field?: string, captchaRequired?: true) =>
  Object.assign(new Error(String(status)), { response: { status, data: { success: false, errorMessage, field, captchaRequired } } });

let store = createStore(GlobalModel, VisitorModel);
const open = (flag: 'changeLoginModalVisible' | 'changeLogonModalVisible') => {
  store = createStore(GlobalModel, VisitorModel);
  store.dispatch({ type: `global/${flag}`, payload: true });
  renderScreen(<VisitorAuth />, { store });
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
});

it('registers with the code sent to the address: waits a minute to resend, asks for consent, signs in and closes', async () => {
  jest.mocked(sendVerificationCode).mockResolvedValue({ success: true, code: 0, data: { channel: 'email', expiresInSeconds: 600, resendAfterSeconds: 60 } });
  jest.mocked(visitorRegister).mockResolvedValue(signedIn);
  open('changeLogonModalVisible');
  expect(await screen.findByText('注册账号')).toBeInTheDocument();

  // No code for an address that is none.
  type('邮箱或手机号', 'wang.fang');
  fireEvent.click(screen.getByTestId('send-code'));
  expect(sendVerificationCode).not.toHaveBeenCalled();

  type('邮箱或手机号', 'Wang.Fang@example.cn');
  fireEvent.click(screen.getByTestId('send-code'));
  await waitFor(() => expect(sendVerificationCode).toHaveBeenCalledWith({ purpose: 'register', address: 'Wang.Fang@example.cn' }, { skipErrorHandler: true }));
  await waitFor(() => expect(screen.getByTestId('send-code')).toBeDisabled());
  expect(screen.getByTestId('send-code')).toHaveTextContent(/60 秒后重发/);

  type('验证码', '482913');
  type('密码', 'weak');
  type('称呼（选填）', '王芳');
  submit(/注册并登录/);
  expect(
    await screen.findByText('至少 8 位，包含大写字母、小写字母、数字、符号中的至少 3 类', { selector: '.ant-form-item-explain-error' }),
  ).toBeInTheDocument();
  expect(await screen.findByText('请先同意用户服务协议和隐私政策')).toBeInTheDocument();
  expect(visitorRegister).not.toHaveBeenCalled();

  type('密码', 'Visitor@2026');
  fireEvent.click(screen.getByRole('checkbox'));
  submit(/注册并登录/);
  await waitFor(() =>
    expect(visitorRegister).toHaveBeenCalledWith(
      { address: 'Wang.Fang@example.cn', code: '482913', password: 'Visitor@2026', displayName: '王芳', acceptTerms: true },
      { skipErrorHandler: true },
    ),
  );
  await waitFor(() => expect(store.getState().global.logonModalVisible).toBe(false));
  expect(localStorage.getItem('visitor_token')).toBe('visitor-token');
  expect(store.getState().visitor.current).toEqual(visitor);
});

it("shows the server's refusal under the field it names, and keeps the dialog open", async () => {
  jest.mocked(visitorRegister).mockRejectedValue(refusal(409, 'This address already has an account: sign in, or reset the password', 'address'));
  open('changeLogonModalVisible');
  await screen.findByText('注册账号');
  type('邮箱或手机号', '13912345678');
  type('验证码', '111111');
  type('密码', 'Visitor@2026');
  fireEvent.click(screen.getByRole('checkbox'));
  submit(/注册并登录/);
  expect(await screen.findByText(/already has an account/)).toBeInTheDocument();
  expect(store.getState().global.logonModalVisible).toBe(true);
  expect(localStorage.getItem('visitor_token')).toBeNull();
});

it('signs in, or says why not; links registration, the forgotten password and the staff sign-in', async () => {
  jest.mocked(visitorLogin).mockRejectedValueOnce(refusal(401, 'Incorrect e-mail / mobile number or password')).mockResolvedValueOnce(signedIn);
  open('changeLoginModalVisible');
  await screen.findByText('没有账号？立即注册');
  expect(screen.getByText('园区工作人员登录').closest('a')).toHaveAttribute('href', `/portal/adminlogin?reurl=${encodeURIComponent('/search?keyword=研发')}`);
  type('邮箱或手机号', 'wang.fang@example.cn');
  type('密码', 'Wrong@2026');
  submit(/登\s*录/);
  expect(await screen.findByTestId('visitor-auth-error')).toHaveTextContent('Incorrect e-mail / mobile number or password');
  type('密码', 'Visitor@2026');
  submit(/登\s*录/);
  await waitFor(() => expect(store.getState().visitor.current).toEqual(visitor));
  expect(store.getState().global.loginModalVisible).toBe(false);
});

it('resets a forgotten password with a code, then returns to sign-in', async () => {
  jest.mocked(sendVerificationCode).mockResolvedValue({ success: true, code: 0, data: { channel: 'sms', expiresInSeconds: 600, resendAfterSeconds: 60 } });
  jest.mocked(visitorResetPassword).mockResolvedValue({ success: true, code: 0, data: null });
  open('changeLoginModalVisible');
  await screen.findByText('忘记密码');
  type('邮箱或手机号', '13912345678');
  fireEvent.click(screen.getByText('忘记密码'));
  expect(await screen.findByText('找回密码')).toBeInTheDocument();
  expect(screen.getByLabelText('邮箱或手机号')).toHaveValue('13912345678');
  fireEvent.click(screen.getByTestId('send-code'));
  await waitFor(() => expect(sendVerificationCode).toHaveBeenCalledWith({ purpose: 'reset_password', address: '13912345678' }, { skipErrorHandler: true }));
  type('验证码', '204816');
  type('新密码', 'Brand@New2026');
  await act(async () => submit(/重置密码/));
  await waitFor(() =>
    expect(visitorResetPassword).toHaveBeenCalledWith({ address: '13912345678', code: '204816', password: 'Brand@New2026' }, { skipErrorHandler: true }),
  );
  expect(await screen.findByText('没有账号？立即注册')).toBeInTheDocument();
  // Back at sign-in with the address still there.
  expect(screen.getByLabelText('邮箱或手机号')).toHaveValue('13912345678');
});

it('shows the image captcha when the server asks for it, sends its answer, and a new picture after each try', async () => {
  const svg = (text: string) => `<svg xmlns="http://www.w3.org/2000/svg"><text>${text}</text></svg>`;
  jest
    .mocked(visitorCaptcha)
    .mockResolvedValueOnce({ success: true, code: 0, data: { captchaId: 'c1', svg: svg('one'), expiresInSeconds: 120 } })
    .mockResolvedValueOnce({ success: true, code: 0, data: { captchaId: 'c2', svg: svg('two'), expiresInSeconds: 120 } })
    .mockResolvedValueOnce({ success: true, code: 0, data: { captchaId: 'c3', svg: svg('three'), expiresInSeconds: 120 } });
  jest
    .mocked(visitorLogin)
    .mockRejectedValueOnce(refusal(401, 'Incorrect e-mail / mobile number or password', undefined, true))
    .mockRejectedValueOnce(refusal(400, 'captcha: type the characters of the image (a new image for each try)', 'captcha', true))
    .mockResolvedValueOnce(signedIn);
  open('changeLoginModalVisible');
  await screen.findByText('没有账号？立即注册');
  expect(screen.queryByTestId('captcha-image')).toBeNull();
  type('邮箱或手机号', 'wang.fang@example.cn');
  type('密码', 'Wrong@2026');
  submit(/登\s*录/);
  // The third failure: the refusal says the next try needs the captcha.
  const image = await screen.findByTestId('captcha-image');
  expect(image.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg('one'))}`);
  expect(screen.getByTestId('visitor-auth-error')).toHaveTextContent('Incorrect e-mail / mobile number or password');

  // Without the answer the form does not go out.
  type('密码', 'Visitor@2026');
  submit(/登\s*录/);
  expect(await screen.findByText('请输入图中的字符')).toBeInTheDocument();
  expect(visitorLogin).toHaveBeenCalledTimes(1);

  type('图形验证码', 'xxxx');
  submit(/登\s*录/);
  await waitFor(() =>
    expect(visitorLogin).toHaveBeenLastCalledWith(
      { address: 'wang.fang@example.cn', password: 'Visitor@2026', captchaId: 'c1', captcha: 'xxxx' },
      { skipErrorHandler: true },
    ),
  );
  // A wrong answer: a new picture, the answer emptied, the refusal under the field.
  expect(await screen.findByText('图形验证码不正确，请输入新图中的字符')).toBeInTheDocument();
  expect(screen.getByTestId('captcha-image').getAttribute('src')).toContain(encodeURIComponent('two'));
  expect(screen.getByLabelText('图形验证码')).toHaveValue('');

  // Another picture on request.
  fireEvent.click(screen.getByTestId('captcha-refresh'));
  await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('src')).toContain(encodeURIComponent('three')));
  type('图形验证码', 'Ab3K');
  submit(/登\s*录/);
  await waitFor(() =>
    expect(visitorLogin).toHaveBeenLastCalledWith(
      { address: 'wang.fang@example.cn', password: 'Visitor@2026', captchaId: 'c3', captcha: 'Ab3K' },
      { skipErrorHandler: true },
    ),
  );
  await waitFor(() => expect(store.getState().visitor.current).toEqual(visitor));
  expect(store.getState().global.loginModalVisible).toBe(false);
});
