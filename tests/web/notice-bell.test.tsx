/** The header bell (src/components/NoticeBell): unread count, polling, reading one or all. */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import NoticeBell, { NOTICE_POLL_MS } from '@/components/NoticeBell';
import { myNotices, readNotices } from '@/services/portal/notify';

jest.mock('@/services/portal/notify', () => ({ myNotices: jest.fn(), readNotices: jest.fn() }));

let mockUser: { id: number } | undefined;
jest.mock('@umijs/max', () => {
  const messages = jest.requireActual('@/locales/zh-CN/organization').default as Record<string, string>;
  return {
    useModel: () => ({ initialState: { currentUser: mockUser } }),
    useAccess: () => ({ can: () => true }),
    useIntl: () => ({
      formatMessage: ({ id }: { id: string }, values: Record<string, unknown> = {}) =>
        (messages[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? '')),
    }),
    history: { push: jest.fn() },
  };
});

const notices = jest.mocked(myNotices);
const read = jest.mocked(readNotices);

const notice = (id: number, title: string, isRead: boolean) => ({
  id,
  title,
  content: `${title}的内容`,
  type: 'notice' as const,
  link: null,
  createdAt: '2024-05-01T08:00:00.000Z',
  readAt: isRead ? '2024-05-02T08:00:00.000Z' : '',
  read: isRead,
});

const page = (unreadCount: number) => ({
  success: true as const,
  code: 0 as const,
  data: {
    list: [notice(3, '园区停电通知', false), notice(2, '消防演练', false), notice(1, '春节放假安排', true)],
    total: 3,
    current: 1,
    pageSize: 10,
    totalCount: 3,
    unreadCount,
  },
});

const bell = () => screen.getByTestId('notice-bell');

beforeEach(() => {
  mockUser = { id: 1 };
  notices.mockReset();
  read.mockReset();
  notices.mockResolvedValue(page(2));
  read.mockResolvedValue({ success: true, code: 0, data: null });
});

afterEach(() => jest.useRealTimers());

it('renders nothing for a visitor', () => {
  mockUser = undefined;
  const { container } = render(<NoticeBell />);
  expect(container).toBeEmptyDOMElement();
  expect(notices).not.toHaveBeenCalled();
});

it('shows the unread count of the latest page of notices', async () => {
  render(<NoticeBell />);
  await waitFor(() => expect(bell()).toHaveAttribute('aria-label', '通知，2 条未读'));
  expect(bell().querySelector('.ant-badge-count')).toHaveTextContent('2');
  expect(notices).toHaveBeenCalledWith({ current: 1, pageSize: 10 }, { skipErrorHandler: true });
});

it('asks again every minute while mounted, and stops when unmounted', async () => {
  jest.useFakeTimers();
  const { unmount } = render(<NoticeBell />);
  await waitFor(() => expect(bell()).toHaveAttribute('aria-label', '通知，2 条未读'));
  notices.mockResolvedValue(page(5));
  await act(async () => {
    jest.advanceTimersByTime(NOTICE_POLL_MS);
  });
  await waitFor(() => expect(bell()).toHaveAttribute('aria-label', '通知，5 条未读'));
  expect(notices).toHaveBeenCalledTimes(2);
  unmount();
  await act(async () => {
    jest.advanceTimersByTime(NOTICE_POLL_MS * 3);
  });
  expect(notices).toHaveBeenCalledTimes(2);
});

it('lists the notices with the unread ones in bold; opening one marks it read', async () => {
  render(<NoticeBell />);
  await waitFor(() => expect(bell()).toHaveAttribute('aria-label', '通知，2 条未读'));
  fireEvent.click(bell());
  const unread = await screen.findByText('园区停电通知');
  expect(unread.closest('strong')).not.toBeNull();
  expect(screen.getByText('春节放假安排').closest('strong')).toBeNull();

  fireEvent.click(screen.getByTestId('notice-3'));
  await waitFor(() => expect(read).toHaveBeenCalledWith({ id: 3 }, { skipErrorHandler: true }));
  await waitFor(() => expect(bell()).toHaveAttribute('aria-label', '通知，1 条未读'));
  expect(screen.getByText('园区停电通知的内容')).toBeInTheDocument();
  expect(screen.getByText('园区停电通知').closest('strong')).toBeNull();

  // A notice already read is not marked again.
  fireEvent.click(screen.getByTestId('notice-1'));
  expect(read).toHaveBeenCalledTimes(1);
});

it('全部已读 marks every notice read', async () => {
  render(<NoticeBell />);
  await waitFor(() => expect(bell()).toHaveAttribute('aria-label', '通知，2 条未读'));
  fireEvent.click(bell());
  fireEvent.click(await screen.findByRole('button', { name: '全部已读' }));
  await waitFor(() => expect(read).toHaveBeenCalledWith({ all: true }, { skipErrorHandler: true }));
  await waitFor(() => expect(bell()).toHaveAttribute('aria-label', '通知，0 条未读'));
  expect(screen.getByText('消防演练').closest('strong')).toBeNull();
  expect(screen.getByRole('button', { name: '全部已读' })).toBeDisabled();
});

it('keeps the count when a poll fails', async () => {
  render(<NoticeBell />);
  await waitFor(() => expect(bell()).toHaveAttribute('aria-label', '通知，2 条未读'));
  notices.mockRejectedValue(new Error('network'));
  fireEvent.click(bell()); // opening asks again
  await waitFor(() => expect(notices).toHaveBeenCalledTimes(2));
  expect(bell()).toHaveAttribute('aria-label', '通知，2 条未读');
});
