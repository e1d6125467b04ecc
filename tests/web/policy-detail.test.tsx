/** /policydetail/:id: the facts, readable rules, the text in its container, files, Apply / Subscribe / calendar, and 404. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import PolicyDetail from '@/pages/policy/Detail';
import { policyAreaDict, policyDetail } from '@/services/portal/policy';
import GlobalModel from '@/models/global';
import PolicyModel from '@/models/policy';
import VisitorModel from '@/models/visitor';
import { createStore, StoreProvider } from './helpers/store';
import { renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => {
  const router = require('react-router-dom');
  const redux = require('./helpers/reactRedux').reactRedux;
  const texts = {
    ...require('@/locales/zh-CN/policyFront').default,
    'pages.policyDetail.title': '政策详情',
    'exception.404': '抱歉，您访问的页面不存在。',
  } as Record<string, string>;
  const format = ({ id }: { id: string }, values: Record<string, unknown> = {}) =>
    (texts[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));
  return {
    useIntl: () => ({ formatMessage: format }),
    useParams: router.useParams,
    Link: router.Link,
    history: { push: jest.fn() },
    useDispatch: redux.useDispatch,
    useSelector: redux.useSelector,
  };
});
// The policy model imports the matching client, whose `request` would load the mocked @umijs/max too early.
jest.mock('@/services/portal/match', () => ({}));
jest.mock('@/services/portal/policy', () => ({ policyDetail: jest.fn(), policyAreaDict: jest.fn() }));
jest.mock('@/services/portal/visitor', () => ({}));
jest.setTimeout(30000);

const { history } = jest.requireMock('@umijs/max') as { history: { push: jest.Mock } };
const ok = (data: unknown) => ({ success: true, code: 0, data } as never);
const policy = (over: object = {}) => ({
  id: 42,
  title: '江苏省首台（套）重大技术装备推广应用支持办法',
  docNo: '苏工信规〔2026〕22号',
  department: {
    id: 8,
    name: '江苏省工业和信息化厅',
    level: 'provincial',
    regionCode: '320000',
    phone: '025-83350101',
    address: '南京市北京西路69号',
    website: null,
  },
  level: 'provincial',
  regionCode: '320000',
  regionName: '江苏省',
  publishDate: '2026-08-26',
  sourceUrl: 'https://gxt.jiangsu.gov.cn/art/2026/08/26/art_1041.html',
  contentHtml: '<h2>一、支持对象</h2><p>研制首台（套）重大装备的企业。</p><table><tbody><tr><td>1</td><td>最高500万元</td></tr></tbody></table>',
  summary: '对经认定的首台（套）重大装备，按产品销售额给予奖励。',
  tags: [
    { id: 11, name: '首台套', kind: 'industry', parentId: 9 },
    { id: 9, name: '高端装备制造', kind: 'industry', parentId: null },
  ],
  supportType: 'subsidy',
  maxAmount: 192,
  window: {
    kind: 'batches',
    startDate: null,
    endDate: null,
    batches: [
      { name: '第一批', startDate: '2026-07-04', endDate: '2026-08-06' },
      { name: '第二批', startDate: '2026-11-10', endDate: '2026-12-01' },
    ],
  },
  windowStatus: 'closing_soon',
  nextStart: '2026-11-10',
  deadline: '2026-12-01',
  daysLeft: 10,
  payoutMode: 'apply',
  conditionsText: '1. 属于装备制造业\n2. 拥有核心技术发明专利',
  rules: [
    { id: 'r0', field: 'region', op: 'in', value: ['320500'], hard: true, label: '注册地在苏州市' },
    { id: 'r1', field: 'revenue', op: 'gte', value: 2000, yearsBack: 1, hard: true, label: '上一年度营业收入不低于2000万元' },
    { id: 'r2', field: 'qualification', op: 'hasAny', value: ['high_tech', 'specialized'], hard: false, label: '高新技术企业或专精特新企业优先' },
    { id: 'r3', field: 'staff', op: 'between', value: [20, 300], yearsBack: 1, hard: true, label: '职工20至300人' },
  ],
  entityTypes: ['enterprise'],
  contacts: [{ department: '江苏省工业和信息化厅中小企业处', phone: '025-83350101', address: '南京市北京西路69号' }],
  attachments: [
    { name: '附件1：申报书.docx', url: '/uploads/2026/11/abc.docx', size: 49173 },
    { name: '附件2：伪造链接', url: 'javascript:alert(1)', size: null },
  ],
  status: 'published',
  publishedAt: '2026-08-26T02:00:00.000Z',
  viewCount: 2490,
  createdAt: '2026-08-26T02:00:00.000Z',
  updatedAt: '2026-08-26T02:00:00.000Z',
  related: [
    {
      id: 141,
      title: '江苏省关于开展2025年度首台（套）重大装备认定工作的通知',
      level: 'provincial',
      publishDate: '2026-09-12',
      supportType: 'subsidy',
      maxAmount: 158,
      windowStatus: 'closed',
      deadline: null,
    },
  ],
  ...over,
});

let store = createStore();
function renderAt(url: string, visitor?: object) {
  store = createStore(PolicyModel, GlobalModel, VisitorModel);
  if (visitor) void store.dispatch({ type: 'visitor/save', payload: visitor });
  renderScreen(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/policydetail/:id" element={<PolicyDetail />} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(policyAreaDict)
    .mockResolvedValue(ok([{ code: '320000', name: '江苏省', count: 261, children: [{ code: '320500', name: '苏州市', count: 181, children: [] }] }]));
  jest.mocked(policyDetail).mockResolvedValue(ok(policy()));
});

it('shows the policy: facts, window with the current batch, readable rules, the text, files and related policies', async () => {
  renderAt('/policydetail/42');
  expect(await screen.findByTestId('policy-title')).toHaveTextContent('江苏省首台（套）重大技术装备推广应用支持办法');
  expect(policyDetail).toHaveBeenCalledWith({ id: 42 });
  // The facts are laid out twice, in one column for phones and two for wider screens (the stylesheet shows one).
  expect(screen.getAllByText('苏工信规〔2026〕22号')).toHaveLength(2);
  for (const department of screen.getAllByText('江苏省工业和信息化厅')) expect(department.closest('a')).toHaveAttribute('href', '/search?departmentId=8');
  for (const source of screen.getAllByText('查看原文出处')) expect(source.closest('a')).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getAllByText('2026-12-01 截止（剩 10 天）').length).toBeGreaterThan(0);
  expect(screen.getByText(/第二批：2026-11-10 至 2026-12-01/)).toHaveTextContent('当前批次');
  expect(screen.getByText('距离截止只剩 10 天，请尽快准备材料。')).toBeInTheDocument();

  // Each rule: the policy's words, and the structured rule read out.
  const rules = document.querySelector('.policy-rules') as HTMLElement;
  expect(within(rules).getByText('注册地属于：苏州市')).toBeInTheDocument();
  expect(within(rules).getByText('营业收入（上一年度） ≥ 2,000 万元')).toBeInTheDocument();
  expect(within(rules).getByText('已获资质具备其一：高新技术企业、专精特新中小企业')).toBeInTheDocument();
  expect(within(rules).getByText('职工人数（上一年度）在 20 人 至 300 人 之间')).toBeInTheDocument();
  expect(within(rules).getAllByText('必要条件')).toHaveLength(3);
  expect(within(rules).getByText('加分条件')).toBeInTheDocument();

  const content = screen.getByTestId('policy-content');
  expect(content.querySelector('h2')).toHaveTextContent('一、支持对象');
  expect(content.querySelector('table td:last-child')).toHaveTextContent('最高500万元');

  const files = document.querySelector('.policy-attachments') as HTMLElement;
  expect(within(files).getByText('附件1：申报书.docx').closest('a')).toHaveAttribute('href', '/uploads/2026/11/abc.docx');
  expect(within(files).getByText('48 KB')).toBeInTheDocument();
  expect(within(files).getByText('附件2：伪造链接').closest('a')).not.toHaveAttribute('href');
  expect(screen.getByText('首台套').closest('a')).toHaveAttribute('href', '/search?tagId=11');
  expect(screen.getByText('江苏省关于开展2025年度首台（套）重大装备认定工作的通知').closest('a')).toHaveAttribute('href', '/policydetail/141');
  expect(screen.getByRole('link', { name: /加入日历/ })).toHaveAttribute('href', '/api/policy/detail.ics?id=42');
});

it('Apply opens the application for this policy; Subscribe asks a visitor to sign in, on the page', async () => {
  renderAt('/policydetail/42');
  fireEvent.click(await screen.findByRole('button', { name: /立即申报/ }));
  expect(history.push).toHaveBeenLastCalledWith('/apply?policyId=42');
  history.push.mockClear();
  fireEvent.click(screen.getByRole('button', { name: /订阅同类政策/ }));
  expect(history.push).not.toHaveBeenCalled();
  expect(store.getState().global.loginModalVisible).toBe(true);
});

it('Subscribe takes a signed-in visitor to their subscriptions with the tags and department', async () => {
  renderAt('/policydetail/42', {
    id: 3,
    displayName: '王芳',
    email: 'wang.fang@suzhou-tech.cn',
    phone: null,
    emailNotices: true,
    createdAt: '2026-11-01T00:00:00Z',
  });
  fireEvent.click(await screen.findByRole('button', { name: /订阅同类政策/ }));
  expect(history.push).toHaveBeenLastCalledWith('/user/subscribe?tagId=11%2C9&departmentId=8');
});

it('a closed or no-application policy cannot be applied for; an all-year one has no calendar file', async () => {
  jest.mocked(policyDetail).mockResolvedValue(
    ok(
      policy({
        windowStatus: 'open',
        window: { kind: 'all_year', startDate: null, endDate: null, batches: [] },
        deadline: null,
        daysLeft: null,
        payoutMode: 'exempt',
      }),
    ),
  );
  renderAt('/policydetail/42');
  expect(await screen.findByRole('button', { name: /立即申报/ })).toBeDisabled();
  expect(screen.getByRole('button', { name: /加入日历/ })).toBeDisabled();
  expect(screen.getAllByText('常年受理').length).toBeGreaterThan(0);
  expect(screen.getAllByText('免申即享').length).toBeGreaterThan(0);
});

it('an unknown policy shows the 404 page', async () => {
  jest.mocked(policyDetail).mockRejectedValue(Object.assign(new Error('Request failed with status code 404'), { response: { status: 404 } }));
  renderAt('/policydetail/99999');
  expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
  // A malformed id never reaches the server.
  jest.clearAllMocks();
  renderAt('/policydetail/abc');
  await waitFor(() => expect(screen.getAllByText('抱歉，您访问的页面不存在。')).toHaveLength(2));
  expect(policyDetail).not.toHaveBeenCalled();
});
