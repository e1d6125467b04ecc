/** 政策问答 (src/pages/admin/assistant): the hit test and the curated-answer form. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import CuratedForm from '@/pages/admin/assistant/CuratedForm';
import HitTest from '@/pages/admin/assistant/HitTest';
import Report from '@/pages/admin/assistant/Report';
import AssistantAdminPage from '@/pages/admin/assistant';
import { assistantCuratedCreate, assistantCuratedSources, assistantHitTest, assistantReport, assistantUsage } from '@/services/portal/assistantAdmin';
import { refusal, renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => {
  const zh = require('@/locales/zh-CN/assistantAdmin').default as Record<string, string>;
  const format = (id: string, values: Record<string, unknown> = {}) => (zh[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));
  return {
    // The screen loads its texts (LazyMessages): the Chinese ones are the test's own.
    getLocale: () => 'zh-CN',
    addLocale: jest.fn(),
    useIntl: () => ({ formatMessage: ({ id }: { id: string }, values?: Record<string, unknown>) => format(id, values) }),
    useAccess: () => ({ can: () => true }),
  };
});
jest.mock('@/services/portal/assistantAdmin', () => ({
  assistantHitTest: jest.fn(),
  assistantCuratedCreate: jest.fn(),
  assistantCuratedUpdate: jest.fn(),
  assistantCuratedSources: jest.fn(),
  assistantReport: jest.fn(),
  assistantUsage: jest.fn(),
  assistantCuratedQuery: jest.fn(),
  assistantCuratedDelete: jest.fn(),
}));
jest.setTimeout(60_000);

const TITLE = '苏州市关于组织申报2026年度高新技术企业认定奖励资金的通知';

beforeEach(() => {
  jest.mocked(assistantHitTest).mockReset();
  jest.mocked(assistantCuratedCreate).mockReset();
  jest
    .mocked(assistantCuratedSources)
    .mockReset()
    .mockResolvedValue({ success: true, code: 0, data: [{ kind: 'policy', id: 7, title: TITLE, link: '/policydetail/7', live: true }] } as never);
});

it('shows the passages with their scores and the answer it would give, the answer as text', async () => {
  jest.mocked(assistantHitTest).mockResolvedValue({
    success: true,
    code: 0,
    data: {
      terms: ['高新技术', '认定'],
      hits: [
        {
          id: 1,
          kind: 'policy',
          sourceId: 7,
          section: 'amount',
          title: TITLE,
          link: '/policydetail/7#amount',
          excerpt: '最高支持金额：30万元。',
          live: true,
          score: 0.61234,
        },
        {
          id: 2,
          kind: 'article',
          sourceId: 3,
          section: 'text',
          title: '高企认定解读',
          link: '/news/3',
          excerpt: '认定每年集中受理。',
          live: false,
          score: 0.2,
        },
      ],
      answer: {
        text: '<b>最高</b>支持 30 万元[1]。',
        shape: 'amount',
        answered: true,
        sources: [{ n: 1, kind: 'policy', title: TITLE, link: '/policydetail/7#amount', section: 'amount' }],
        related: [],
        searchLink: null,
        curatedId: null,
      },
    },
  } as never);
  const onOpen = jest.fn();
  renderScreen(<HitTest canEdit onOpen={onOpen} />);
  fireEvent.change(screen.getByLabelText('命中测试'), { target: { value: ' 高新技术企业认定奖励最高多少钱？ ' } });
  fireEvent.click(screen.getByRole('button', { name: /测\s*试/ }));
  await waitFor(() => expect(assistantHitTest).toHaveBeenCalledWith({ question: '高新技术企业认定奖励最高多少钱？' }));
  // The answer's HTML is shown as its characters.
  expect(await screen.findByText('<b>最高</b>支持 30 万元[1]。')).toBeInTheDocument();
  expect(document.querySelector('b')).toBeNull();
  expect(screen.getByText('已作答')).toBeInTheDocument();
  // The question's type and the first passage's section.
  expect(screen.getAllByText('支持金额')).toHaveLength(2);
  expect(screen.getByText(`[1] ${TITLE}`).closest('a')).toHaveAttribute('href', '/policydetail/7#amount');
  expect(screen.getByText('检索到的段落（2 条）')).toBeInTheDocument();
  expect(screen.getByText('0.6123')).toBeInTheDocument();
  expect(screen.getByText('最高支持金额：30万元。')).toBeInTheDocument();
  expect(screen.getByText('已下线或已截止')).toBeInTheDocument();
  fireEvent.click(screen.getByText('写成标准问答'));
  expect(onOpen).toHaveBeenCalledWith({ question: '高新技术企业认定奖励最高多少钱？' });
});

it('opens the curated form prefilled with a question, shows a refusal under its field, and saves variants, answer and sources', async () => {
  const onSaved = jest.fn();
  renderScreen(<CuratedForm dialog={{ question: '园区有没有停车补贴？' }} onClose={() => undefined} onSaved={onSaved} />);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText('问法 1')).toHaveValue('园区有没有停车补贴？');
  fireEvent.click(within(dialog).getByText('添加问法'));
  fireEvent.change(within(dialog).getByLabelText('问法 2'), { target: { value: '停车费能补贴吗' } });
  fireEvent.change(within(dialog).getByLabelText('回答'), { target: { value: '园区暂无停车补贴。' } });
  // A source chosen by title.
  await waitFor(() => expect(assistantCuratedSources).toHaveBeenCalledWith({ kind: 'policy', keyword: undefined }));
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '出处' }));
  fireEvent.click(await screen.findByText(`【政策】${TITLE}`, { selector: '.ant-select-item-option-content' }));

  jest.mocked(assistantCuratedCreate).mockRejectedValueOnce(refusal(422, 'sources.0.id: no policy has id 7', 'sources.0.id'));
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*[定认]/ }));
  expect(await within(dialog).findByText('no policy has id 7')).toBeInTheDocument();
  expect(assistantCuratedCreate).toHaveBeenCalledWith(
    { variants: ['园区有没有停车补贴？', '停车费能补贴吗'], answer: '园区暂无停车补贴。', sources: [{ kind: 'policy', id: 7 }], enabled: true },
    { skipErrorHandler: true },
  );

  jest.mocked(assistantCuratedCreate).mockResolvedValueOnce({ success: true, code: 0, data: { id: 9 } } as never);
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*[定认]/ }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  await act(async () => undefined);
});

it('reports questions grouped, filtered by kind, each one click from a curated answer', async () => {
  jest.mocked(assistantReport).mockResolvedValue({
    success: true,
    code: 0,
    data: {
      period: { from: '2026-10-23', to: '2026-11-21' },
      list: [
        {
          key: '园区有没有停车补贴',
          question: '园区有没有停车补贴？',
          count: 3,
          unanswered: 3,
          downVotes: 0,
          reasons: [],
          lastAskedAt: '2026-11-20T08:00:00.000Z',
        },
        {
          key: '高企奖励多少钱',
          question: '高企奖励多少钱？',
          count: 2,
          unanswered: 0,
          downVotes: 2,
          reasons: ['金额不对'],
          lastAskedAt: '2026-11-19T08:00:00.000Z',
        },
      ],
      total: 2,
      current: 1,
      pageSize: 20,
    },
  } as never);
  const onOpen = jest.fn();
  renderScreen(<Report canEdit onOpen={onOpen} />);
  expect(await screen.findByText('园区有没有停车补贴？')).toBeInTheDocument();
  expect(screen.getByText('金额不对')).toBeInTheDocument();
  // The last 30 days, every kind, by default.
  expect(assistantReport).toHaveBeenCalledWith(
    expect.objectContaining({ kind: 'all', from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), to: expect.any(String) }),
  );
  const row = screen.getByText('高企奖励多少钱？').closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByText('写成标准问答'));
  expect(onOpen).toHaveBeenCalledWith({ question: '高企奖励多少钱？' });
});

it('shows usage figures for a period: totals, curated answers given, questions per day, the most asked', async () => {
  jest.mocked(assistantUsage).mockResolvedValue({
    success: true,
    code: 0,
    data: {
      period: { from: '2026-11-19', to: '2026-11-21' },
      totals: { questions: 12, answered: 9, answeredShare: 0.75, curated: 3, curatedShare: 0.25, conversations: 7, up: 4, down: 1 },
      daily: [
        { day: '2026-11-19', questions: 5, answered: 4, curated: 1, up: 2, down: 0 },
        { day: '2026-11-20', questions: 7, answered: 5, curated: 2, up: 2, down: 1 },
        { day: '2026-11-21', questions: 0, answered: 0, curated: 0, up: 0, down: 0 },
      ],
      top: [{ question: '高新技术企业认定奖励什么时候截止？', count: 4, answered: 4 }],
    },
  } as never);
  renderScreen(<AssistantAdminPage />);
  fireEvent.click(await screen.findByRole('tab', { name: '使用统计' }));
  expect(await screen.findByText('75.0%')).toBeInTheDocument();
  const curated = screen.getByText('标准问答作答').closest('.ant-statistic') as HTMLElement;
  expect(curated).toHaveTextContent('3(25.0%)');
  expect(assistantUsage).toHaveBeenCalledWith({ from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  expect(screen.getByText('高新技术企业认定奖励什么时候截止？')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: '每日提问' }).querySelectorAll('rect')).toHaveLength(6);
});
