/** The /calender screen's list view: windows by deadline with their status, filters, the .ics links, all-year policies apart. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { MemoryRouter } from 'react-router-dom';
import { monthGridRange } from '@shared/policyCalendar';
import { todayOf } from '@shared/policyWindow';
import PolicyCalendar from '@/pages/policy/Calender';
import { policyCalendar, policyDepartments, policyTagDetailList, policyTagList, searchPolicies } from '@/services/portal/policy';
import { createPolicyStore, StoreProvider } from './helpers/store';
import { renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => {
  const router = require('react-router-dom');
  const redux = require('./helpers/reactRedux').reactRedux;
  const texts = { ...require('@/locales/zh-CN/policyFront').default, 'pages.calender.title': '申报日历', 'pages.calender.desc': '申报时间窗口' } as Record<
    string,
    string
  >;
  const format = ({ id }: { id: string }, values: Record<string, unknown> = {}) =>
    (texts[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));
  return { useIntl: () => ({ formatMessage: format }), Link: router.Link, useDispatch: redux.useDispatch, useSelector: redux.useSelector };
});
jest.mock('@/services/portal/policy', () => ({
  policyCalendar: jest.fn(),
  searchPolicies: jest.fn(),
  policyDepartments: jest.fn(),
  policyTagList: jest.fn(),
  policyTagDetailList: jest.fn(),
}));
// The policy model also imports the matching client, which would load @umijs/max (mocked above) in a cycle.
jest.mock('@/services/portal/match', () => ({}));
jest.setTimeout(30000);

const ok = (data: unknown) => ({ success: true, code: 0, data } as never);
const entry = (policyId: number, title: string, startDate: string, endDate: string, status: string, batchName: string | null = null) => ({
  policyId,
  title,
  batchName,
  startDate,
  endDate,
  status,
  level: 'city',
  supportType: 'subsidy',
  departmentName: '苏州市科学技术局',
  maxAmount: policyId * 10,
});
// As the server sends them: by start date.
const entries = [
  entry(3, '苏州市工程技术研究中心建设与管理办法', '2026-10-01', '2027-01-31', 'open'),
  entry(1, '苏州高新区高新技术企业认定奖励实施细则', '2026-10-22', '2026-11-30', 'closing_soon', '第二批'),
  entry(2, '苏州市知识产权质押融资贴息办法', '2026-12-01', '2026-12-20', 'upcoming'),
];
const allYear = [
  { policyId: 9, title: '苏州市科技型中小企业研发费用加计扣除政策辅导', level: 'city', supportType: 'tax', departmentName: '苏州市税务局', maxAmount: null },
];

const rows = () => [...document.querySelectorAll('.calendar-list tbody tr.ant-table-row')] as HTMLElement[];
const lastParams = () => jest.mocked(policyCalendar).mock.calls.at(-1)?.[0];
const exportHref = () => new URL(screen.getByTestId('calendar-export').getAttribute('href')!, 'http://x');

function renderCalendar() {
  renderScreen(
    <StoreProvider store={createPolicyStore()}>
      <MemoryRouter>
        <PolicyCalendar />
      </MemoryRouter>
    </StoreProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(policyCalendar).mockResolvedValue(ok({ entries, allYear, truncated: false }));
  // The public department list, as the server orders it: by level, then name.
  jest.mocked(policyDepartments).mockResolvedValue(
    ok([
      { id: 8, name: '江苏省工业和信息化厅', level: 'provincial', regionCode: '320000', policyCount: 15 },
      { id: 15, name: '苏州市科学技术局', level: 'city', regionCode: '320500', policyCount: 26 },
    ]),
  );
  jest.mocked(policyTagList).mockResolvedValue(ok([{ id: 19, name: '资金补贴', kind: 'support', parentId: null, policyCount: 195, childCount: 0 }]));
  jest.mocked(policyTagDetailList).mockResolvedValue(ok([]));
});

it("the month view opens on China's today and asks for the days its panel shows", async () => {
  renderCalendar();
  await waitFor(() => expect(policyCalendar).toHaveBeenCalled());
  const today = todayOf(new Date());
  const [from, to] = monthGridRange(today);
  expect(lastParams()).toEqual({ from, to });
  expect(from < `${today.slice(0, 7)}-01`).toBe(true);
  expect(to > dayjs(today).endOf('month').format('YYYY-MM-DD')).toBe(true);
});

it('a month panel runs from the week before the month to two weeks after it, across years and leap days', () => {
  expect(monthGridRange('2026-11-25')).toEqual(['2026-10-25', '2026-12-14']);
  expect(monthGridRange('2024-02-01')).toEqual(['2024-01-25', '2024-03-14']);
  expect(monthGridRange('2026-12-31')).toEqual(['2026-11-24', '2027-01-14']);
  expect(monthGridRange('2026-01-10')).toEqual(['2025-12-25', '2026-02-14']);
});

it('lists the windows by deadline with their status and a calendar file each; all-year policies apart', async () => {
  renderCalendar();
  fireEvent.click(screen.getByText('列表'));
  await waitFor(() => expect(rows()).toHaveLength(3));
  // The list asks from today for three months.
  // Today is China's day (policy dates are), whatever the machine's clock zone says.
  const today = dayjs(todayOf(new Date()));
  expect(lastParams()).toEqual({ from: today.format('YYYY-MM-DD'), to: today.add(90, 'day').format('YYYY-MM-DD') });

  expect(rows().map((r) => r.querySelector('td')!.textContent)).toEqual(['2026-11-30', '2026-12-20', '2027-01-31']);
  const [first, second, third] = rows();
  expect(within(first).getByText('苏州高新区高新技术企业认定奖励实施细则（第二批）').closest('a')).toHaveAttribute('href', '/policydetail/1');
  expect(within(first).getByText('即将截止')).toHaveAttribute('data-status', 'closing_soon');
  expect(within(second).getByText('未开始')).toBeInTheDocument();
  expect(within(third).getByText('申报中')).toBeInTheDocument();
  expect(within(first).getByText('2026-10-22 至 2026-11-30')).toBeInTheDocument();
  expect(within(first).getByText('最高 10 万元')).toBeInTheDocument();
  expect(within(first).getByLabelText('下载「苏州高新区高新技术企业认定奖励实施细则」的日历文件')).toHaveAttribute('href', '/api/policy/detail.ics?id=1');
  expect(within(third).getByLabelText(/工程技术研究中心/)).toHaveAttribute('href', '/api/policy/detail.ics?id=3');

  const apart = document.querySelector('.calendar-all-year') as HTMLElement;
  expect(within(apart).getByText('常年受理的政策（1）')).toBeInTheDocument();
  expect(within(apart).getByText('苏州市科技型中小企业研发费用加计扣除政策辅导').closest('a')).toHaveAttribute('href', '/policydetail/9');
  expect(rows().some((r) => r.textContent?.includes('研发费用加计扣除'))).toBe(false);
});

it('filters by department and tag, and exports exactly the filtered set', async () => {
  renderCalendar();
  fireEvent.click(screen.getByText('列表'));
  await waitFor(() => expect(rows()).toHaveLength(3));
  expect(exportHref().pathname).toBe('/api/policy/calendar.ics');
  expect(Object.fromEntries(exportHref().searchParams)).toEqual(lastParams());

  // The issuing departments come from the public department list in one call, with their published counts, in its order.
  expect(policyDepartments).toHaveBeenCalledTimes(1);
  expect(searchPolicies).not.toHaveBeenCalled();
  fireEvent.mouseDown(within(screen.getByTestId('calendar-department')).getByRole('combobox'));
  expect(await screen.findByText('苏州市科学技术局 (26)')).toBeInTheDocument();
  expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual(['江苏省工业和信息化厅 (15)', '苏州市科学技术局 (26)']);
  fireEvent.click(await screen.findByText('江苏省工业和信息化厅 (15)'));
  await waitFor(() => expect(lastParams()).toMatchObject({ departmentId: 8 }));
  expect(exportHref().searchParams.get('departmentId')).toBe('8');

  fireEvent.mouseDown(within(screen.getByTestId('calendar-tag')).getByRole('combobox'));
  fireEvent.click(await screen.findByText('资金补贴 (195)'));
  await waitFor(() => expect(lastParams()).toMatchObject({ departmentId: 8, tagId: 19 }));
  expect(Object.fromEntries(exportHref().searchParams)).toEqual({ ...lastParams(), departmentId: '8', tagId: '19' });
});

it('says when the range holds more windows than it shows', async () => {
  jest.mocked(policyCalendar).mockResolvedValue(ok({ entries, allYear: [], truncated: true }));
  renderCalendar();
  expect(await screen.findByText('这段时间的申报窗口较多，只显示了前 3 项，请缩小时间范围或增加筛选。')).toBeInTheDocument();
  expect(await screen.findByText('没有常年受理的政策')).toBeInTheDocument();
});
