/**
 * 基本设置's avatar (src/pages/account/Settings): a chosen picture is uploaded, shown, saved with the
 * profile, and the layout's user (initialState) reloaded so the header shows it; a refused or too large
 * file says why and changes nothing.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import AccountModel from '@/models/account';
import BaseView from '@/pages/account/Settings/BaseView';
import { templateCurrentUser, updateProfile, uploadAvatar } from '@/services/portal/account';
import { refusal, renderScreen } from './helpers/renderScreen';
import { StoreProvider } from './helpers/store';

const mockRefresh = jest.fn();
jest.mock('@umijs/max', () => {
  const messages = { ...jest.requireActual('@/locales/zh-CN').default, ...jest.requireActual('@/locales/zh-CN/accountSettings').default } as Record<
    string,
    string
  >;
  const redux = jest.requireActual('@umijs/plugins/node_modules/react-redux');
  return {
    useIntl: () => ({
      formatMessage: ({ id }: { id: string }, values: Record<string, unknown> = {}) =>
        (messages[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? '')),
    }),
    useDispatch: redux.useDispatch,
    useSelector: redux.useSelector,
    useModel: () => ({ refresh: mockRefresh }),
  };
});
jest.mock('@/services/portal/account', () => ({
  templateCurrentUser: jest.fn(),
  updateProfile: jest.fn(),
  uploadAvatar: jest.fn(),
  recentActivity: jest.fn(),
}));
jest.mock('@/services/portal/notify', () => ({ myNotices: jest.fn().mockResolvedValue({ data: { totalCount: 0, unreadCount: 0 } }) }));
jest.mock('@/services/portal/geographic', () => ({
  queryProvince: jest.fn().mockResolvedValue({ data: [] }),
  queryCity: jest.fn().mockResolvedValue({ data: [] }),
}));
jest.setTimeout(30000);

/* eslint-disable @typescript-eslint/no-var-requires */
const { create } = require('dva-core');
const createLoading = require('dva-loading').default ?? require('dva-loading');
/* eslint-enable @typescript-eslint/no-var-requires */

const OLD = '/uploads/2026/10/0123456789abcdef0123456789abcdef.thumb.webp';
const NEW = '/uploads/2026/11/fedcba9876543210fedcba9876543210.thumb.webp';
// The generated client's types drop the schema's nulls (the server does send them), hence `as never`.
const user = (avatar: string | null) =>
  ({
    success: true as const,
    code: 0 as const,
    data: {
      userid: '1',
      name: '王海涛',
      avatar,
      email: null,
      phone: null,
      signature: null,
      address: null,
      emailNotices: true,
      title: '管理员',
      group: 'wanghaitao',
      geographic: { province: null, city: null },
    },
  } as never);

function renderSettings() {
  const app = create({ onError: (err: Error & { preventDefault?: () => void }) => err.preventDefault?.() }, { initialReducer: {} });
  app.use(createLoading());
  app.model(AccountModel);
  app.start();
  const store = app._store;
  renderScreen(
    <StoreProvider store={store}>
      <BaseView />
    </StoreProvider>,
  );
  return store;
}

const avatarImg = () => document.querySelector('.ant-avatar img') as HTMLImageElement | null;
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const choose = (file: File) => act(async () => fireEvent.change(fileInput(), { target: { files: [file] } }));
const png = (bytes = 2048) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

beforeEach(() => {
  jest.mocked(templateCurrentUser).mockReset().mockResolvedValue(user(OLD));
  jest
    .mocked(updateProfile)
    .mockReset()
    .mockResolvedValue({ success: true, code: 0, data: {} as never });
  jest.mocked(uploadAvatar).mockReset();
  mockRefresh.mockReset().mockResolvedValue(undefined);
});

it('uploads a new avatar, shows it, saves it with the profile and reloads the header user', async () => {
  jest.mocked(uploadAvatar).mockResolvedValue({
    success: true,
    code: 0,
    data: { id: 9, url: NEW.replace('.thumb.webp', '.png'), thumbUrl: NEW, name: 'me.png', mime: 'image/png', size: 2048, width: 480, height: 480 },
  });
  renderSettings();
  await waitFor(() => expect(avatarImg()?.getAttribute('src')).toBe(OLD));
  expect(fileInput().accept).toBe('image/png,image/jpeg,image/webp,image/gif');

  await choose(png());
  // The file went to the avatar upload as multipart form data.
  await waitFor(() => expect(uploadAvatar).toHaveBeenCalledTimes(1));
  const sent = jest.mocked(uploadAvatar).mock.calls[0][0]?.data as FormData;
  expect((sent.get('file') as File).name).toBe('me.png');
  await waitFor(() => expect(avatarImg()?.getAttribute('src')).toBe(NEW));
  expect(screen.getByText('新头像将在点击「更新基本信息」后保存')).toBeInTheDocument();
  expect(updateProfile).not.toHaveBeenCalled();

  jest.mocked(templateCurrentUser).mockResolvedValue(user(NEW));
  fireEvent.click(screen.getByRole('button', { name: /更新基本信息/ }));
  await waitFor(() => expect(updateProfile).toHaveBeenCalledTimes(1));
  expect(jest.mocked(updateProfile).mock.calls[0][0]).toMatchObject({ realName: '王海涛', avatar: NEW });
  await waitFor(() => expect(mockRefresh).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(screen.queryByText('新头像将在点击「更新基本信息」后保存')).toBeNull());
  expect(avatarImg()?.getAttribute('src')).toBe(NEW);
});

it('saving without touching the avatar leaves it out, so the server keeps it; 移除头像 sends an empty one', async () => {
  renderSettings();
  await waitFor(() => expect(avatarImg()?.getAttribute('src')).toBe(OLD));
  fireEvent.click(screen.getByRole('button', { name: /更新基本信息/ }));
  await waitFor(() => expect(updateProfile).toHaveBeenCalledTimes(1));
  expect(jest.mocked(updateProfile).mock.calls[0][0]).not.toHaveProperty('avatar');
  // E-mail reminders stay as saved unless switched.
  expect(jest.mocked(updateProfile).mock.calls[0][0]).toMatchObject({ emailNotices: true });

  fireEvent.click(screen.getByRole('button', { name: /移除头像/ }));
  await waitFor(() => expect(avatarImg()).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: /更新基本信息/ }));
  await waitFor(() => expect(updateProfile).toHaveBeenCalledTimes(2));
  expect(jest.mocked(updateProfile).mock.calls[1][0]).toMatchObject({ avatar: '' });
});

it("shows the server's reason for a refused file and keeps the old avatar; a file over 10 MB is not sent", async () => {
  jest.mocked(uploadAvatar).mockRejectedValue(refusal(415, 'File type not recognised: the content is plain text.'));
  renderSettings();
  await waitFor(() => expect(avatarImg()?.getAttribute('src')).toBe(OLD));

  await choose(png());
  expect(await screen.findByText('头像上传失败：File type not recognised: the content is plain text.')).toBeInTheDocument();
  expect(avatarImg()?.getAttribute('src')).toBe(OLD);

  await choose(png(10 * 1024 * 1024 + 1));
  expect(await screen.findByText('图片不能超过 10 MB')).toBeInTheDocument();
  expect(uploadAvatar).toHaveBeenCalledTimes(1);
});

it('switches task reminders by e-mail off with the profile', async () => {
  renderSettings();
  const reminders = await screen.findByRole('switch', { name: '邮件提醒' });
  expect(reminders).toBeChecked();
  fireEvent.click(reminders);
  fireEvent.click(screen.getByRole('button', { name: /更新基本信息/ }));
  await waitFor(() => expect(updateProfile).toHaveBeenCalledTimes(1));
  expect(jest.mocked(updateProfile).mock.calls[0][0]).toMatchObject({ emailNotices: false });
});
