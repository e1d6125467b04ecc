/** The user centre's "my matches": saved runs with their profile and counts; open, run again, rename, delete. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import GlobalModel from '@/models/global';
import VisitorModel from '@/models/visitor';
import UserCentre, { centreTabs } from '@/pages/user/Center';
import MatchesTab from '@/pages/user/centre/MatchesTab';
import { visitorDeleteMatch, visitorMatches, visitorRenameMatch, visitorRerunMatch } from '@/services/portal/visitor';
import { renderScreen } from './helpers/renderScreen';
import { createStore } from './helpers/store';
import { searchParams } from './helpers/frontUmiMax';

searchParams.search = '?tab=matches';

jest.mock('@umijs/max', () => require('./helpers/frontUmiMax').frontUmiMax());
jest.mock('@/services/portal/visitor', () => ({
  visitorCurrentUser: jest.fn(),
  visitorLogout: jest.fn(),
  visitorMatches: jest.fn(),
  visitorRenameMatch: jest.fn(),
  visitorRerunMatch: jest.fn(),
  visitorDeleteMatch: jest.fn(),
}));
jest.setTimeout(60000);

const { history } = jest.requireMock('@umijs/max') as { history: { push: jest.Mock } };
const answer = <T,>(data: T) => ({ success: true as const, code: 0 as const, data });
const visitor = { id: 5, displayName: '王芳', email: 'wang.fang@example.cn', phone: null, emailNotices: true, createdAt: '2026-11-25T08:00:00Z' };
const RUN_A = 'AAAAAAAAAAAAAAAAAAAAAA';
const RUN_B = 'BBBBBBBBBBBBBBBBBBBBBB';
const savedRun = (runId: string, extra: object = {}) => ({
  runId,
  name: null as string | null,
  source: 'form' as 'form' | 'company',
  companyName: '苏州星湖测试科技有限公司' as string | null,
  industryCode: '39' as string | null,
  industryName: '计算机、通信和其他电子设备制造业' as string | null,
  regionCode: '320571' as string | null,
  regionName: '苏州工业园区' as string | null,
  eligible: 3,
  likely: 2,
  matchCount: 5,
  total: 12,
  evaluatedAt: '2026-11-25T09:00:00.000Z',
  evaluationDate: '2026-11-25',
  profileYear: 2025,
  createdAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
  ...extra,
});
const page = (list: ReturnType<typeof savedRun>[]) => answer({ list, total: list.length, current: 1, pageSize: 10 });
const at = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

const show = async () => {
  await act(async () => {
    renderScreen(<MatchesTab />);
  });
};
const rows = () => screen.getAllByTestId('saved-run');

beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(visitorMatches)
    .mockResolvedValue(
      page([
        savedRun(RUN_A, { name: '2025 年报数据' }),
        savedRun(RUN_B, { companyName: null, industryName: null, industryCode: null, eligible: 0, likely: 1, matchCount: 1 }),
      ]),
    );
});

it('is a tab of the user centre, after the subscriptions', async () => {
  const keys = centreTabs.map((t) => t.key);
  expect(keys.indexOf('matches')).toBe(keys.indexOf('subscriptions') + 1);
  const store = createStore(GlobalModel, VisitorModel);
  await store.dispatch({ type: 'visitor/save', payload: visitor });
  await act(async () => {
    renderScreen(<UserCentre />, { store });
  });
  expect(screen.getByRole('tab', { name: '我的匹配', selected: true })).toBeInTheDocument();
  expect(await screen.findByText('2025 年报数据')).toBeInTheDocument();
  expect(visitorMatches).toHaveBeenCalledWith({ current: 1, pageSize: 10 });
});

it('lists each run by its name, its profile, how many policies it matches and when it last ran', async () => {
  await show();
  const [a, b] = rows();
  expect(within(a).getByText('2025 年报数据')).toBeInTheDocument();
  // A named run still says whose profile it is.
  expect(within(a).getByText('苏州星湖测试科技有限公司 · 计算机、通信和其他电子设备制造业 · 苏州工业园区')).toBeInTheDocument();
  expect(within(a).getByTestId('match-count')).toHaveTextContent('匹配 5 项政策 (符合 3 项，可能符合 2 项)');
  expect(within(a).getByText(`上次运行 ${at('2026-11-20T02:00:00.000Z')}`)).toBeInTheDocument();
  expect(within(a).getByTestId('evaluated-at')).toHaveTextContent(`评估于 ${at('2026-11-25T09:00:00.000Z')}`);
  // A typed profile without a company name.
  expect(within(b).getByText('您填写的企业信息')).toBeInTheDocument();
  expect(within(b).getByText('苏州工业园区')).toBeInTheDocument();
  expect(within(b).getByTestId('match-count')).toHaveTextContent('匹配 1 项政策');
});

it('says what the tab is for when there is nothing yet', async () => {
  jest.mocked(visitorMatches).mockResolvedValue(page([]));
  await show();
  expect(await screen.findByText('还没有匹配记录。登录后进行政策匹配，结果会保存在这里')).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('new-match'));
  expect(history.push).toHaveBeenCalledWith('/match');
});

it('opens the result page of a run', async () => {
  await show();
  fireEvent.click(within(rows()[1]).getByRole('button', { name: /查看结果/ }));
  expect(history.push).toHaveBeenCalledWith(`/ppResult?runId=${RUN_B}`);
});

it('runs a match again now: the new counts, evaluated now, and it moves to the top', async () => {
  const now = '2026-11-25T10:30:00.000Z';
  jest.mocked(visitorRerunMatch).mockResolvedValue(answer(savedRun(RUN_B, { eligible: 4, likely: 0, matchCount: 4, evaluatedAt: now, updatedAt: now })));
  await show();
  await act(async () => {
    fireEvent.click(within(rows()[1]).getByRole('button', { name: /重新匹配/ }));
  });
  expect(visitorRerunMatch).toHaveBeenCalledWith({ runId: RUN_B });
  expect(await screen.findByText(`已按当前政策重新匹配（评估于 ${at(now)}），匹配 4 项政策`)).toBeInTheDocument();
  const first = rows()[0];
  expect(within(first).getByTestId('match-count')).toHaveTextContent('匹配 4 项政策 (符合 4 项，可能符合 0 项)');
  expect(within(first).getByTestId('evaluated-at')).toHaveTextContent(`评估于 ${at(now)}`);
  expect(within(first).getByText(`上次运行 ${at(now)}`)).toBeInTheDocument();
  expect(rows()).toHaveLength(2);
});

it('renames a run, and refuses a name over 64 characters before sending it', async () => {
  jest.mocked(visitorRenameMatch).mockResolvedValue(answer(savedRun(RUN_B, { name: '园区申报 2026' })));
  await show();
  fireEvent.click(within(rows()[1]).getByRole('button', { name: '重命名' }));
  const input = await screen.findByLabelText('名称');
  fireEvent.change(input, { target: { value: '名'.repeat(65) } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  });
  expect(await screen.findByText('最多 64 个字')).toBeInTheDocument();
  expect(visitorRenameMatch).not.toHaveBeenCalled();
  fireEvent.change(input, { target: { value: '  园区申报 2026 ' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  });
  await waitFor(() => expect(visitorRenameMatch).toHaveBeenCalledWith({ runId: RUN_B, name: '园区申报 2026' }));
  expect(await within(rows()[1]).findByText('园区申报 2026')).toBeInTheDocument();
});

it('deletes a run after asking', async () => {
  jest.mocked(visitorDeleteMatch).mockResolvedValue(answer({ runId: RUN_A }));
  await show();
  fireEvent.click(within(rows()[0]).getByRole('button', { name: '删除匹配记录' }));
  expect(await screen.findByText('删除这条匹配记录？删除后结果链接将失效。')).toBeInTheDocument();
  expect(visitorDeleteMatch).not.toHaveBeenCalled();
  jest.mocked(visitorMatches).mockResolvedValue(page([savedRun(RUN_B)]));
  await act(async () => {
    fireEvent.click((await screen.findAllByRole('button', { name: /^(OK|确\s*定)$/ })).at(-1)!);
  });
  expect(visitorDeleteMatch).toHaveBeenCalledWith({ runId: RUN_A });
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(await screen.findByText('已删除匹配记录')).toBeInTheDocument();
});
