/** /policyMarket (src/pages/policy/Market): the address holds the tab, filters and page; each asks the API for the right things. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import PolicyMarket from '@/pages/policy/Market';
import { queryCity, queryProvince } from '@/services/portal/geographic';
import { marketOffers, marketProvider, marketProviders } from '@/services/portal/policy';
import { renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => {
  const zh = require('@/locales/zh-CN/front').default as Record<string, string>;
  const router = require('react-router-dom');
  const format = (id: string, values: Record<string, unknown> = {}) => (zh[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));
  return {
    useIntl: () => ({ formatMessage: ({ id }: { id: string }, values?: Record<string, unknown>) => format(id, values) }),
    Link: router.Link,
    useSearchParams: router.useSearchParams,
    history: require('history').createMemoryHistory(),
  };
});
jest.mock('@/services/portal/policy', () => ({ marketProviders: jest.fn(), marketOffers: jest.fn(), marketProvider: jest.fn() }));
jest.mock('@/services/portal/geographic', () => ({ queryProvince: jest.fn(), queryCity: jest.fn() }));
jest.setTimeout(120_000);

const provider = (id: number, name: string, kind = 'consulting') => ({
  id,
  name,
  kind,
  regionCode: '320571',
  regionName: '苏州工业园区',
  intro: `${name}提供高企认定辅导`,
  contact: '王经理',
  phone: '0512-66001234',
  logoUrl: null,
  rating: 4.5,
  status: 'active',
  offerCount: 2,
  createdAt: '2025-01-01T00:00:00.000Z',
});
const offer = (id: number, providerId: number, title: string) => ({
  id,
  providerId,
  providerName: '苏州科创企业管理咨询有限公司',
  providerKind: 'consulting',
  title,
  category: '项目申报',
  priceText: '2万元起',
  priceMin: 20000,
  summary: '全流程辅导',
  detailHtml: '<h3>服务内容</h3><p>一对一辅导</p>',
  tags: ['高企认定'],
  status: 'active',
  createdAt: '2025-01-01T00:00:00.000Z',
});
const page = <T,>(list: T[], total = list.length) => ({ success: true, code: 0, data: { list, total, current: 1, pageSize: 12 } });

beforeEach(() => {
  jest
    .mocked(marketProviders)
    .mockReset()
    .mockResolvedValue(page([provider(1, '苏州科创企业管理咨询有限公司'), provider(2, '园融科技融资担保（苏州）有限公司', 'finance')], 30) as never);
  jest
    .mocked(marketOffers)
    .mockReset()
    .mockResolvedValue(page([offer(9, 1, '高新技术企业认定辅导')]) as never);
  jest
    .mocked(marketProvider)
    .mockReset()
    .mockResolvedValue({
      success: true,
      code: 0,
      data: { ...provider(1, '苏州科创企业管理咨询有限公司'), offers: [offer(9, 1, '高新技术企业认定辅导'), offer(10, 1, '科技项目申报书撰写')] },
    } as never);
  jest
    .mocked(queryProvince)
    .mockReset()
    .mockResolvedValue({
      success: true,
      code: 0,
      data: [
        { id: '320000', name: '江苏省' },
        { id: '310000', name: '上海市' },
      ],
    } as never);
  jest
    .mocked(queryCity)
    .mockReset()
    .mockResolvedValue({ success: true, code: 0, data: [{ id: '320500', name: '苏州市' }] } as never);
});

const { history } = jest.requireMock('@umijs/max') as { history: import('history').MemoryHistory };
const lastProviderQuery = () => jest.mocked(marketProviders).mock.calls.at(-1)![0];
const address = () => `${history.location.pathname}${history.location.search}`;
const kinds = () => screen.getByRole('navigation', { name: '机构类型' });

function renderMarket(at = '/policyMarket') {
  history.replace(at);
  renderScreen(
    <HistoryRouter history={history}>
      <PolicyMarket />
    </HistoryRouter>,
  );
}

it('lists providers, then narrows by kind, region and keyword, each from the first page and in the address', async () => {
  renderMarket();
  expect(await screen.findByText('苏州科创企业管理咨询有限公司')).toBeInTheDocument();
  expect(marketProviders).toHaveBeenCalledTimes(1);
  expect(lastProviderQuery()).toEqual({ current: 1, pageSize: 12 });
  // Cards: kind, region and the number of offers.
  const card = screen.getAllByTestId('market-provider')[1];
  expect(within(card).getByText('金融服务')).toBeInTheDocument();
  expect(within(card).getByText('苏州工业园区')).toBeInTheDocument();
  expect(within(card).getByText('2 项服务')).toBeInTheDocument();

  // Page 2 of 30: pages, kinds and tabs are links a search engine can follow.
  expect(screen.getByText('共 30 项')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('link', { name: '2' }));
  await waitFor(() => expect(lastProviderQuery()).toEqual({ current: 2, pageSize: 12 }));
  expect(address()).toBe('/policyMarket?page=2');

  expect(within(kinds()).getByRole('link', { name: '金融服务' })).toHaveAttribute('href', '/policyMarket?kind=finance');
  fireEvent.click(within(kinds()).getByRole('link', { name: '金融服务' }));
  await waitFor(() => expect(lastProviderQuery()).toEqual({ current: 1, pageSize: 12, kind: 'finance' }));
  expect(within(kinds()).getByRole('link', { name: '金融服务' })).toHaveAttribute('aria-current', 'true');

  await waitFor(() => expect(screen.getByRole('option', { name: '江苏省' })).toBeInTheDocument());
  fireEvent.change(screen.getByRole('combobox', { name: '省份' }), { target: { value: '320000' } });
  await waitFor(() => expect(lastProviderQuery()).toEqual({ current: 1, pageSize: 12, kind: 'finance', regionCode: '320000' }));
  await waitFor(() => expect(queryCity).toHaveBeenCalledWith({ province: '320000' }, { skipErrorHandler: true }));
  await waitFor(() => expect(screen.getByRole('option', { name: '苏州市' })).toBeInTheDocument());
  fireEvent.change(screen.getByRole('combobox', { name: '城市' }), { target: { value: '320500' } });
  await waitFor(() => expect(lastProviderQuery()).toEqual({ current: 1, pageSize: 12, kind: 'finance', regionCode: '320500' }));

  const search = screen.getByRole('searchbox', { name: '关键词' });
  fireEvent.change(search, { target: { value: ' 担保 ' } });
  fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(lastProviderQuery()).toEqual({ current: 1, pageSize: 12, kind: 'finance', regionCode: '320500', keyword: '担保' }));
  expect(address()).toBe(`/policyMarket?kind=finance&region=320500&keyword=${encodeURIComponent('担保')}`);

  // Back to every kind; the browser's back button returns to the filter before.
  fireEvent.click(within(kinds()).getByRole('link', { name: '全部' }));
  await waitFor(() => expect(lastProviderQuery()).toEqual({ current: 1, pageSize: 12, regionCode: '320500', keyword: '担保' }));
  act(() => history.back());
  await waitFor(() => expect(lastProviderQuery()).toEqual({ current: 1, pageSize: 12, kind: 'finance', regionCode: '320500', keyword: '担保' }));
  expect(marketOffers).not.toHaveBeenCalled();
});

it('reads a shared address, and lists offers with the same filters on their tab', async () => {
  renderMarket('/policyMarket?kind=ip&page=3&region=bad');
  await waitFor(() => expect(lastProviderQuery()).toEqual({ current: 3, pageSize: 12, kind: 'ip' }));
  await screen.findByText('苏州科创企业管理咨询有限公司');
  fireEvent.click(screen.getByRole('link', { name: '服务产品' }));
  await waitFor(() => expect(marketOffers).toHaveBeenCalledWith({ current: 1, pageSize: 12, kind: 'ip' }));
  const card = await screen.findByTestId('market-offer');
  expect(within(card).getByText('高新技术企业认定辅导')).toBeInTheDocument();
  expect(within(card).getByText('2万元起')).toBeInTheDocument();
  expect(within(card).getByText('高企认定')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '服务产品' })).toHaveAttribute('aria-current', 'page');
  // One offer: no pager.
  expect(screen.queryByRole('navigation', { name: /分页/ })).toBeNull();
});

it('opens a provider with its offers and contact, by click or from the keyboard', async () => {
  renderMarket();
  fireEvent.keyDown(await screen.findByRole('button', { name: '园融科技融资担保（苏州）有限公司' }), { key: 'Enter' });
  await waitFor(() => expect(marketProvider).toHaveBeenCalledWith({ id: 2 }, { skipErrorHandler: true }));
  fireEvent.click(screen.getByRole('button', { name: '苏州科创企业管理咨询有限公司' }));
  await waitFor(() => expect(marketProvider).toHaveBeenCalledWith({ id: 1 }, { skipErrorHandler: true }));
  const drawer = document.querySelector('.ant-drawer') as HTMLElement;
  expect(await within(drawer).findByText('科技项目申报书撰写')).toBeInTheDocument();
  expect(within(drawer).getByText('2 项服务')).toBeInTheDocument();
  expect(within(drawer).getByText('王经理')).toBeInTheDocument();
  expect(within(drawer).getByRole('link', { name: '0512-66001234' })).toHaveAttribute('href', 'tel:0512-66001234');
  expect(within(drawer).getAllByText('服务内容')[0].tagName).toBe('H3');
});

// Answers that arrive after a test's last check land inside act.
afterEach(async () => {
  await act(async () => {
    await new Promise((resolve) => {
      setTimeout(resolve, 0);
    });
  });
});
