/**
 * 账户设置 › 应用授权 (src/pages/account/Settings, ?tab=apps): a staff member sees the apps they let sign them
 * in through the portal and withdraws one; a refused call says why.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import AccountSettings from '@/pages/account/Settings';
import { myStaffSsoGrants, revokeMyStaffSsoGrant } from '@/services/portal/sso';
import { refusal, renderScreen } from './helpers/renderScreen';

const mockSearch = { value: '?tab=apps' };
jest.mock('@umijs/max', () => {
  // The entry's texts and the settings page's (it is in the admin layout, which loads them).
  const messages = { ...jest.requireActual('@/locales/zh-CN').default, ...jest.requireActual('@/locales/zh-CN/accountSettings').default } as Record<
    string,
    string
  >;
  return {
    useIntl: () => ({
      formatMessage: ({ id }: { id: string }, values: Record<string, unknown> = {}) =>
        (messages[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? '')),
    }),
    useSearchParams: () => [new URLSearchParams(mockSearch.value), jest.fn()],
    useDispatch: () => jest.fn(),
    useSelector: () => undefined,
    useModel: () => ({ refresh: jest.fn() }),
  };
});
jest.mock('@/services/portal/sso', () => ({ myStaffSsoGrants: jest.fn(), revokeMyStaffSsoGrant: jest.fn() }));
jest.setTimeout(30000);

const answer = <T,>(data: T) => ({ success: true as const, code: 0 as const, data });
const grant = { clientId: 'park-oa-1', appName: 'park-oa', title: '园区OA', scopes: ['openid', 'profile'], grantedAt: '2026-11-20T02:00:00Z' };

const show = async () => {
  await act(async () => {
    renderScreen(<AccountSettings />);
  });
};

beforeEach(() => jest.clearAllMocks());

it('lists the apps the staff member let sign them in, and withdraws one', async () => {
  jest
    .mocked(myStaffSsoGrants)
    .mockResolvedValueOnce(answer([grant]))
    .mockResolvedValueOnce(answer([]));
  jest.mocked(revokeMyStaffSsoGrant).mockResolvedValue(answer(null));
  await show();
  expect(screen.getAllByText('应用授权').length).toBeGreaterThan(0);
  expect(await screen.findByText('园区OA')).toBeInTheDocument();
  expect(screen.getByText('您的姓名')).toBeInTheDocument();
  fireEvent.click(screen.getByText('撤销授权'));
  await act(async () => {
    fireEvent.click((await screen.findAllByRole('button', { name: /^(OK|确\s*定)$/ })).at(-1)!);
  });
  await waitFor(() => expect(revokeMyStaffSsoGrant).toHaveBeenCalledWith({ clientId: 'park-oa-1' }, { skipErrorHandler: true }));
  expect(await screen.findByText('您尚未授权任何应用使用门户账号登录')).toBeInTheDocument();
});

it('says why the list could not be loaded', async () => {
  jest.mocked(myStaffSsoGrants).mockRejectedValue(refusal(401, '登录已过期，请重新登录'));
  await show();
  expect(await screen.findByText('登录已过期，请重新登录')).toBeInTheDocument();
});
