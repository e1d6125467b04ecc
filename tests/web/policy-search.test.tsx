/** The /search screen: the address is the query (filters, sort, page), facets, and the no-result suggestions. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageItems } from '@/components/LinkPager';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import SearchScreen from '@/pages/policy/Search';
import { parseQuery, toSearchBody, toSearchParams } from '@shared/policySearchQuery';
import { policyAreaDict, policyTagDetailList, policyTagList, searchPolicies, suggestPolicies } from '@/services/portal/policy';
import { createPolicyStore, StoreProvider } from './helpers/store';
import { renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => {
  const router = require('react-router-dom');
  const redux = require('./helpers/reactRedux').reactRedux;
  const texts = { ...require('@/locales/zh-CN/policyFront').default, 'pages.search.title': '政策搜索', 'pages.search.desc': '检索政策' } as Record<
    string,
    string
  >;
  const format = ({ id }: { id: string }, values: Record<string, unknown> = {}) =>
    (texts[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));
  return {
    useIntl: () => ({ formatMessage: format }),
    useSearchParams: router.useSearchParams,
    Link: router.Link,
    history: { push: jest.fn() },
    useDispatch: redux.useDispatch,
    useSelector: redux.useSelector,
  };
});
// The policy model imports the matching client, whose `request` would load the mocked @umijs/max too early.
jest.mock('@/services/portal/match', () => ({}));
jest.mock('@/services/portal/policy', () => ({
  searchPolicies: jest.fn(),
  suggestPolicies: jest.fn(),
  policyTagList: jest.fn(),
  policyTagDetailList: jest.fn(),
  policyAreaDict: jest.fn(),
  getBusinessBase: jest.fn(),
}));
jest.setTimeout(30000);

const { history } = jest.requireMock('@umijs/max') as { history: { push: jest.Mock } };
const ok = (data: unknown) => ({ success: true, code: 0, data } as never);
const tag = (id: number, name: string, parentId: number | null, childCount = 0) => ({ id, name, kind: 'industry', parentId, policyCount: 9, childCount });

const item = (id: number, title: string, over: object = {}) => ({
  id,
  title,
  titleHighlight: title,
  snippet: '对首次通过认定的企业给予一次性奖励。',
  docNo: `苏科〔2026〕${id}号`,
  departmentId: 15,
  departmentName: '苏州市科学技术局',
  level: 'city',
  regionCode: '320500',
  regionName: '苏州市',
  publishDate: '2026-10-28',
  supportType: 'subsidy',
  maxAmount: 50,
  payoutMode: 'apply',
  window: { kind: 'range', startDate: '2026-11-10', endDate: '2027-01-20', batches: [] },
  windowStatus: 'open',
  nextStart: '2026-11-10',
  deadline: '2027-01-20',
  daysLeft: 59,
  tags: [{ id: 4, name: '人工智能', kind: 'industry', parentId: 1 }],
  viewCount: 10,
  score: 1,
  ...over,
});
const facets = {
  level: [
    { value: 'city', label: '市级', count: 33 },
    { value: 'district', label: '区级', count: 29 },
  ],
  supportType: [{ value: 'subsidy', label: '资金补贴', count: 41 }],
  windowStatus: [
    { value: 'open', label: '申报中', count: 35 },
    { value: 'closed', label: '已截止', count: 26 },
  ],
  departmentId: [{ value: '15', label: '苏州市科学技术局', count: 26 }],
  tagId: [{ value: '1', label: '新一代信息技术', count: 12 }],
};
const page = (list: unknown[], total: number, over: object = {}) => ok({ list, total, current: 1, pageSize: 10, facets, tokens: [], ...over });

let location = '';
let navigate: (to: number) => void;
function Probe() {
  const loc = useLocation();
  navigate = useNavigate() as never;
  location = `${loc.pathname}${loc.search}`;
  return null;
}

function renderAt(url: string) {
  const store = createPolicyStore();
  renderScreen(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/search"
            element={
              <>
                <SearchScreen />
                <Probe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
  return store;
}

/** The element once it is there. */
const appears = (selector: string) =>
  waitFor(() => {
    const el = document.querySelector(selector) as HTMLElement | null;
    expect(el).not.toBeNull();
    return el!;
  });
const lastBody = () => jest.mocked(searchPolicies).mock.calls.at(-1)?.[0];
const params = () => new URLSearchParams(location.split('?')[1] ?? '');

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(searchPolicies).mockResolvedValue(page([item(1, '苏州市人工智能产业发展专项资金管理办法'), item(2, '苏州市软件产业发展若干政策')], 2));
  jest.mocked(policyTagList).mockResolvedValue(ok([tag(1, '新一代信息技术', null, 2), tag(19, '资金补贴', null, 1)]));
  jest
    .mocked(policyTagDetailList)
    .mockImplementation(async ({ parentId }) => ok(parentId === 1 ? [tag(2, '集成电路', 1), tag(4, '人工智能', 1)] : [tag(20, '贷款贴息', 19)]));
  jest
    .mocked(policyAreaDict)
    .mockResolvedValue(ok([{ code: '320000', name: '江苏省', count: 261, children: [{ code: '320500', name: '苏州市', count: 181, children: [] }] }]));
  jest.mocked(suggestPolicies).mockResolvedValue(ok([]));
});

describe('the query in the address', () => {
  it('sends the whole query of the address to the search, dropping what the server would refuse', async () => {
    renderAt(
      '/search?keyword=高新技术企业&level=city,district,bogus&windowStatus=open,closing_soon&tagId=19,x&departmentId=15&regionCode=320500,32&supportType=subsidy' +
        '&publishFrom=2026-06-30&publishTo=2026-01-01&amountMin=500&amountMax=10&sort=deadline&current=2&pageSize=20',
    );
    await waitFor(() => expect(searchPolicies).toHaveBeenCalled());
    expect(lastBody()).toEqual({
      keyword: '高新技术企业',
      level: ['city', 'district'],
      windowStatus: ['open', 'closing_soon'],
      tagId: [19],
      departmentId: [15],
      regionCode: ['320500'],
      supportType: ['subsidy'],
      // Reversed bounds are put in order rather than refused.
      publishFrom: '2026-01-01',
      publishTo: '2026-06-30',
      amountMin: 10,
      amountMax: 500,
      sort: 'deadline',
      current: 2,
      pageSize: 20,
    });
    expect(screen.getByLabelText(/输入政策名称/)).toHaveValue('高新技术企业');
    // The filters in force are named above the results.
    const active = document.querySelector('.active-filters') as HTMLElement;
    expect(await within(active).findByText('政策级别：市级、区级')).toBeInTheDocument();
    expect(within(active).getByText('申报状态：申报中、即将截止')).toBeInTheDocument();
    expect(await within(active).findByText('地区：苏州市')).toBeInTheDocument();
    expect(within(active).getByText('扶持金额：10–500 万元')).toBeInTheDocument();
    expect(within(active).getByText('发布日期：2026-01-01 ~ 2026-06-30')).toBeInTheDocument();
    expect(await within(active).findByText('发文部门：苏州市科学技术局')).toBeInTheDocument();
  });

  it('round-trips: a query written to the address reads back the same, defaults left out', () => {
    const query = parseQuery(new URLSearchParams('keyword=研发&tagId=2,4&windowStatus=open&amountMin=0&sort=amount&order=asc&current=3'));
    const written = toSearchParams(query).toString();
    expect(decodeURIComponent(written)).toBe('keyword=研发&windowStatus=open&tagId=2,4&amountMin=0&sort=amount&order=asc&current=3');
    expect(parseQuery(new URLSearchParams(written))).toEqual(query);
    expect(toSearchParams(parseQuery(new URLSearchParams('pageSize=10&sort=relevance&current=1'))).toString()).toBe('');
    // The home page's old ?q= still searches.
    expect(toSearchBody(parseQuery(new URLSearchParams('q=专精特新')))).toEqual({ keyword: '专精特新', sort: 'relevance', current: 1, pageSize: 10 });
  });

  it('a facet click puts the filter in the address (back on page 1) and searches again; back undoes it', async () => {
    renderAt('/search?keyword=人工智能&current=3');
    expect(await screen.findByText('共找到 2 条政策', { selector: '[data-testid="result-total"]' })).toBeInTheDocument();
    const levels = document.querySelector('[data-facet="level"]') as HTMLElement;
    // The counts of the search are on the values.
    expect(within(levels).getByText('市级').parentElement).toHaveTextContent('市级33');
    fireEvent.click(within(levels).getByText('市级'));
    await waitFor(() => expect(params().get('level')).toBe('city'));
    expect(params().get('keyword')).toBe('人工智能');
    expect(params().get('current')).toBeNull();
    await waitFor(() => expect(lastBody()).toEqual({ keyword: '人工智能', level: ['city'], sort: 'relevance', current: 1, pageSize: 10 }));

    fireEvent.click(within(document.querySelector('[data-facet="windowStatus"]') as HTMLElement).getByText('申报中'));
    await waitFor(() => expect(params().get('windowStatus')).toBe('open'));
    expect(params().get('level')).toBe('city');

    // Ticking a ticked value unticks it.
    fireEvent.click(within(document.querySelector('[data-facet="level"]') as HTMLElement).getByText('市级'));
    await waitFor(() => expect(params().get('level')).toBeNull());

    act(() => navigate(-1));
    await waitFor(() => expect(params().get('level')).toBe('city'));
    await waitFor(() => expect(lastBody()).toMatchObject({ level: ['city'], windowStatus: ['open'] }));
  });

  it('a big tag opens its small tags; a small tag narrows it; sort and page go to the address', async () => {
    renderAt('/search');
    const tags = await waitFor(() => {
      const el = document.querySelector('[data-facet="tagId"]') as HTMLElement;
      expect(within(el).getByText('新一代信息技术')).toBeInTheDocument();
      return el;
    });
    fireEvent.click(within(tags).getByText('新一代信息技术'));
    await waitFor(() => expect(params().get('tagId')).toBe('1'));
    const group = await appears('[data-tag-group="1"]');
    expect(policyTagDetailList).toHaveBeenCalledWith({ parentId: 1 });
    fireEvent.click(within(group).getByText('人工智能'));
    await waitFor(() => expect(params().get('tagId')).toBe('4'));

    fireEvent.click(screen.getByText('截止日期'));
    await waitFor(() => expect(params().get('sort')).toBe('deadline'));
    expect(lastBody()).toMatchObject({ tagId: [4], sort: 'deadline' });

    jest.mocked(searchPolicies).mockResolvedValue(page([item(1, '苏州市人工智能产业发展专项资金管理办法')], 35));
    fireEvent.click(screen.getByText('最新发布'));
    await screen.findByText('共找到 35 条政策', { selector: '[data-testid="result-total"]' });
    // Pages are links (search engines follow them), keeping the query.
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByTitle('4').getAttribute('href')).toBe('/search?tagId=4&sort=publishDate&current=4');
    expect(within(pager).queryByTitle('5')).toBeNull(); // 35 results, 10 a page
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(params().get('current')).toBe('2'));
    await waitFor(() => expect(lastBody()).toMatchObject({ sort: 'publishDate', current: 2 }));
    expect(within(pager).getByTitle('2').getAttribute('aria-current')).toBe('page');
    // A new page size starts again from the first page.
    fireEvent.change(within(pager).getByLabelText('每页条数'), { target: { value: '20' } });
    await waitFor(() => expect(params().get('pageSize')).toBe('20'));
    expect(params().get('current')).toBeNull();
  });

  it('a typed keyword goes to the address with the filters kept; a suggested policy opens it', async () => {
    jest.mocked(suggestPolicies).mockResolvedValue(ok([{ type: 'policy', id: 42, text: '江苏省首台（套）重大技术装备推广应用支持办法' }]));
    renderAt('/search?level=provincial');
    // The suggestion list loads when the box is first focused; the box inside it keeps the focus.
    act(() => screen.getByLabelText(/输入政策名称/).focus());
    const box = await screen.findByRole('combobox', { name: /输入政策名称/ });
    await waitFor(() => expect(document.activeElement).toBe(box));
    fireEvent.change(box, { target: { value: '首台' } });
    const option = await screen.findByText('江苏省首台（套）重大技术装备推广应用支持办法');
    expect(suggestPolicies).toHaveBeenCalledTimes(1);
    expect(suggestPolicies).toHaveBeenCalledWith({ keyword: '首台' }, { skipErrorHandler: true });
    fireEvent.click(option);
    expect(history.push).toHaveBeenCalledWith('/policydetail/42');

    fireEvent.change(box, { target: { value: '首台套' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(params().get('keyword')).toBe('首台套'));
    expect(params().get('level')).toBe('provincial');
  });
});

describe('publish date and amount', () => {
  it('takes dates from the browser’s date boxes and amounts in either order, each back on page 1', async () => {
    renderAt('/search?keyword=研发&current=3');
    const filters = await appears('.search-filter-column .policy-filters');
    fireEvent.change(within(filters).getByLabelText('起始日期'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(params().get('publishFrom')).toBe('2026-03-01'));
    expect(params().get('current')).toBeNull();
    fireEvent.change(within(filters).getByLabelText('结束日期'), { target: { value: '2026-09-30' } });
    await waitFor(() => expect(params().get('publishTo')).toBe('2026-09-30'));
    await waitFor(() => expect(lastBody()).toMatchObject({ publishFrom: '2026-03-01', publishTo: '2026-09-30' }));
    // Clearing a box drops its bound.
    fireEvent.change(within(filters).getByLabelText('起始日期'), { target: { value: '' } });
    await waitFor(() => expect(params().get('publishFrom')).toBeNull());

    // Amounts apply with the button; a reversed pair is put in order, a negative one is no bound.
    fireEvent.change(within(filters).getByLabelText('最低'), { target: { value: '500' } });
    fireEvent.change(within(filters).getByLabelText('最高'), { target: { value: '10' } });
    expect(params().get('amountMin')).toBeNull();
    fireEvent.click(within(filters).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect([params().get('amountMin'), params().get('amountMax')]).toEqual(['10', '500']));
    fireEvent.change(within(filters).getByLabelText('最低'), { target: { value: '-5' } });
    fireEvent.click(within(filters).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(params().get('amountMin')).toBeNull());
    expect(params().get('amountMax')).toBe('500');
  });
});

describe('region', () => {
  it('shows the picked regions, loads the tree when reached for, and picks from it', async () => {
    renderAt('/search?regionCode=320500');
    const box = await screen.findByTestId('region-filter');
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('苏州市'));
    act(() => (box as HTMLInputElement).focus());
    // The tree opens with the focus once it has loaded.
    const option = await screen.findByTitle('江苏省 (261)');
    fireEvent.click(option);
    await waitFor(() => expect(params().get('regionCode')?.split(',').sort()).toEqual(['320000', '320500']));
  });
});

describe('pageItems', () => {
  it('shows the first, the last and two either side of the current page, with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
    expect(pageItems(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});

describe('no results', () => {
  beforeEach(() => {
    jest.mocked(searchPolicies).mockImplementation(async (body) =>
      body?.level?.length || body?.supportType?.length
        ? page([], 0, {
            facets: {
              ...facets,
              // Counted without the level filter: 3 + 2 policies have the other filters.
              level: [
                { value: 'city', label: '市级', count: 3 },
                { value: 'district', label: '区级', count: 2 },
              ],
              supportType: [],
            },
          })
        : page([item(1, '苏州市人工智能产业发展专项资金管理办法')], 1),
    );
  });

  it('names each filter in force and drops the one clicked, keeping the others', async () => {
    renderAt('/search?keyword=贴息&level=national&supportType=tax');
    const empty = await appears('.policy-no-result');
    expect(within(empty).getByText('没有找到符合条件的政策')).toBeInTheDocument();
    const dropLevel = within(empty).getByText(/去掉「政策级别：国家级」/);
    expect(dropLevel).toHaveTextContent('（可找到 5 条）');
    expect(within(empty).getByText(/去掉「支持方式：税收优惠」/)).toBeInTheDocument();
    expect(within(empty).getByText('不限关键词「贴息」')).toBeInTheDocument();
    // The panel keeps the picked support type, named, with nothing counted for it, so it can be unticked there too.
    const support = document.querySelector('[data-facet="supportType"] [data-value="tax"]') as HTMLElement;
    expect(support).toHaveTextContent('税收优惠0');

    fireEvent.click(dropLevel);
    await waitFor(() => expect(params().get('level')).toBeNull());
    expect(params().get('supportType')).toBe('tax');
    expect(params().get('keyword')).toBe('贴息');
    await waitFor(() => expect(lastBody()).toEqual({ keyword: '贴息', supportType: ['tax'], sort: 'relevance', current: 1, pageSize: 10 }));

    fireEvent.click(await screen.findByText('清除全部筛选', { selector: '.policy-no-result button *' }));
    await waitFor(() => expect(location).toBe('/search?keyword=%E8%B4%B4%E6%81%AF'));
    expect(await screen.findByText('苏州市人工智能产业发展专项资金管理办法')).toBeInTheDocument();
    expect(document.querySelector('.policy-no-result')).toBeNull();
  });
});
