/** The staff sign-in screen (src/pages/Login): required fields, the server's refusal, and signing in. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import Login from '@/pages/Login';
import { login } from '@/services/portal/account';
import { getToken } from '@/utils/token';

const mockReplace = jest.fn();
let mockResources: { resourceKey: string; resourcePath: string }[] = [];
let mockSearch = 'reurl=/admin/company';
const mockReload = jest.fn(async () => ({ resources: mockResources }));
jest.mock('@umijs/max', () => {
  const messages = jest.requireActual('@/locales/zh-CN/common').default as Record<string, string>;
  return {
    useIntl: () => ({ formatMessage: ({ id }: { id: string }) => messages[id] ?? id }),
    useModel: () => ({ initialState: { config: {} }, setInitialState: jest.fn() }),
    useSearchParams: () => [new URLSearchParams(mockSearch)],
    history: { replace: (to: string) => mockReplace(to) },
  };
});
jest.mock('@/utils/initialState', () => ({ useReloadInitialState: () => mockReload }));
jest.mock('@/services/portal/account', () => ({ login: jest.fn() }));
jest.mock('@/components/ExternalSignIn', () => () => null);
jest.mock('@/components/LanguageSwitch', () => () => null);

const type = (placeholder: RegExp, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  mockResources = [];
  mockSearch = 'reurl=/admin/company';
});

it('marks the empty fields and sends nothing until both are filled', async () => {
  render(<Login />);
  submit();
  expect(await screen.findByText('请输入用户名')).toBeTruthy();
  expect(screen.getByText('请输入密码')).toBeTruthy();
  expect(screen.getByPlaceholderText(/用户名/).getAttribute('aria-invalid')).toBe('true');
  expect(login).not.toHaveBeenCalled();

  // Filling a field clears its message; blanks alone are not a user name.
  type(/用户名/, '   ');
  submit();
  expect(screen.getByText('请输入用户名')).toBeTruthy();
  type(/用户名/, 'zhang.wei');
  expect(screen.queryByText('请输入用户名')).toBeNull();
  expect(screen.getByText('请输入密码')).toBeTruthy();
  expect(login).not.toHaveBeenCalled();
});

it('shows the server’s refusal and keeps the user on the screen', async () => {
  jest.mocked(login).mockRejectedValue(Object.assign(new Error('401'), { response: { status: 401, data: { errorMessage: '用户名或密码错误' } } }));
  render(<Login />);
  type(/用户名/, 'zhang.wei');
  type(/密码/, 'wrong-password');
  submit();
  expect((await screen.findByTestId('login-error')).textContent).toContain('用户名或密码错误');
  expect(mockReplace).not.toHaveBeenCalled();
  expect(getToken()).toBeFalsy();
});

it('signs in with the trimmed user name, keeps the token and goes where the user was going', async () => {
  jest.mocked(login).mockResolvedValue({ success: true, code: 0, data: { token: 'staff-token' } } as never);
  render(<Login />);
  type(/用户名/, ' zhang.wei ');
  type(/密码/, 'Correct-Horse-9');
  submit();
  await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/admin/company'));
  expect(login).toHaveBeenCalledWith({ username: 'zhang.wei', password: 'Correct-Horse-9' }, { skipErrorHandler: true });
  expect(getToken()).toBe('staff-token');
  expect(mockReload).toHaveBeenCalled();
});

it('without a return address, lands on the dashboard when the user holds it, else on the home page', async () => {
  jest.mocked(login).mockResolvedValue({ success: true, code: 0, data: { token: 'staff-token' } } as never);
  mockSearch = '';
  mockResources = [{ resourceKey: 'dashboard', resourcePath: '/admin/dashboard' }];
  const { unmount } = render(<Login />);
  type(/用户名/, 'zhang.wei');
  type(/密码/, 'Correct-Horse-9');
  submit();
  await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/admin/dashboard'));
  unmount();

  mockReplace.mockClear();
  mockResources = [{ resourceKey: 'company:query', resourcePath: '/admin/company' }];
  render(<Login />);
  type(/用户名/, 'zhang.wei');
  type(/密码/, 'Correct-Horse-9');
  submit();
  await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/'));
});
