/**
 * 后台任务 (src/pages/admin/queue): status tabs with their counts ask the server for that status; a failed job
 * shows its error and is run again, a queued one cancelled after confirming; a refusal says why; without
 * `queue:retry` there are no actions.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import QueuePage from '@/pages/admin/queue';
import { cancelJob, jobsQueueSummary, queryJobsQueue, retryJob } from '@/services/portal/queue';
import { refusal, renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => {
  const base = require('./helpers/umiMax').umiMaxMock();
  const texts = require('@/locales/zh-CN/queue').default as Record<string, string>;
  const format = ({ id }: { id: string }, values: Record<string, unknown> = {}) =>
    (texts[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));
  return { ...base, useIntl: () => ({ formatMessage: format }) };
});
jest.mock('@/services/portal/queue', () => ({ queryJobsQueue: jest.fn(), jobsQueueSummary: jest.fn(), retryJob: jest.fn(), cancelJob: jest.fn() }));
jest.setTimeout(30000);

const { grant } = jest.requireActual('./helpers/umiMax') as { grant: (...keys: string[]) => void };

const ok = (data: unknown) => ({ success: true, code: 0, data } as never);
const job = (id: number, over: object = {}) => ({
  id,
  kind: 'mail.send',
  status: 'done',
  payload: {},
  runAt: '2026-11-25T01:00:00Z',
  attempts: 1,
  maxAttempts: 5,
  lastError: null,
  createdAt: '2026-11-25T01:00:00Z',
  startedAt: '2026-11-25T01:00:01Z',
  finishedAt: '2026-11-25T01:00:02Z',
  ...over,
});
const failed = job(7, { kind: 'subscription.dispatch', status: 'failed', attempts: 5, lastError: 'connect ECONNREFUSED smtp', payload: { policyId: 12 } });
const queued = job(8, { status: 'queued', startedAt: null, finishedAt: null, attempts: 0 });

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => {
  jest.clearAllMocks();
  grant();
  jest
    .mocked(jobsQueueSummary)
    .mockResolvedValue(ok({ byStatus: { queued: 1, running: 0, done: 40, failed: 1, cancelled: 0 }, kinds: ['mail.send', 'subscription.dispatch'] }));
  jest.mocked(queryJobsQueue).mockResolvedValue(ok({ list: [failed, queued], total: 2, current: 1, pageSize: 20 }));
});

it('lists jobs by kind name with attempts and the last error, and asks for the chosen status tab', async () => {
  renderScreen(<QueuePage />);
  expect(await screen.findByText('订阅匹配（政策发布）')).toBeInTheDocument();
  expect(screen.getByText('connect ECONNREFUSED smtp')).toBeInTheDocument();
  expect(within(rowOf('订阅匹配（政策发布）')).getByText('5 / 5')).toBeInTheDocument();
  expect(queryJobsQueue).toHaveBeenLastCalledWith(expect.objectContaining({ current: 1, pageSize: 20, status: undefined }));

  // The tab (its label sits in a Space beside the count), not the failed job's status badge.
  fireEvent.click(screen.getAllByText('失败').find((el) => el.classList.contains('ant-space-item'))!);
  await waitFor(() => expect(queryJobsQueue).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'failed' })));
});

it('runs a failed job again and cancels a queued one after confirming', async () => {
  jest.mocked(retryJob).mockResolvedValue(ok(null));
  jest.mocked(cancelJob).mockResolvedValue(ok(null));
  renderScreen(<QueuePage />);
  await screen.findByText('订阅匹配（政策发布）');

  fireEvent.click(within(rowOf('订阅匹配（政策发布）')).getByText('重试'));
  await waitFor(() => expect(retryJob).toHaveBeenCalledWith({ id: 7 }, { skipErrorHandler: true }));
  expect(await screen.findByText('已重新排队')).toBeInTheDocument();

  fireEvent.click(within(rowOf('发送邮件')).getByText('取消'));
  expect(await screen.findByText('取消任务 8？取消后不会再运行。')).toBeInTheDocument();
  await act(async () => {
    fireEvent.click((await screen.findAllByRole('button', { name: /^(OK|确\s*定)$/ })).at(-1)!);
  });
  await waitFor(() => expect(cancelJob).toHaveBeenCalledWith({ id: 8 }, { skipErrorHandler: true }));
  await waitFor(() => expect(jest.mocked(queryJobsQueue).mock.calls.length).toBeGreaterThanOrEqual(3));
});

it('says why the server refused', async () => {
  jest.mocked(retryJob).mockRejectedValue(refusal(409, 'Only a failed or cancelled job can be run again'));
  renderScreen(<QueuePage />);
  await screen.findByText('订阅匹配（政策发布）');
  fireEvent.click(within(rowOf('订阅匹配（政策发布）')).getByText('重试'));
  expect(await screen.findByText('Only a failed or cancelled job can be run again')).toBeInTheDocument();
});

it('offers no actions without queue:retry', async () => {
  grant('queue:query');
  renderScreen(<QueuePage />);
  await screen.findByText('订阅匹配（政策发布）');
  expect(screen.queryByText('重试')).toBeNull();
  expect(screen.queryByText('取消')).toBeNull();
});
