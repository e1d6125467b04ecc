/** The /calender screen's list view: windows by deadline with their status, filters, the .ics links, all-year policies apart. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { MemoryRouter } from 'react-router-dom';
import { monthGridRange } from '@shared/policyCalendar';
import { todayOf } from '@shared/policyWindow';
import PolicyCalendar from '@/pages/policy/Calender';
import { gridDays } from '@/pages/policy/Calender/MonthPanel';
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
  return { useIntl: () => ({ formatMessage: format, locale: 'zh-CN' }), Link: router.Link, useDispatch: redux.useDispatch, useSelector: redux.useSelector };
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

/** A filter's picker loads when its box is first hovered: hover it and wait for the picker. */
async function reach(testId: string) {
  fireEvent.mouseEnter(screen.getByTestId(testId));
  return waitFor(() => within(screen.getByTestId(testId)).getByRole('combobox'));
}

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

it("shows each day's openings and closings, lists the windows open on a clicked day, and turns the months", async () => {
  const today = todayOf(new Date());
  // Windows in today's month, so that they are on the panel whatever the date.
  const month = today.slice(0, 7);
  jest.mocked(policyCalendar).mockResolvedValue(
    ok({
      entries: [entry(1, '高新技术企业认定奖励', `${month}-03`, `${month}-20`, 'open'), entry(2, '知识产权贴息', `${month}-10`, `${month}-20`, 'open')],
      allYear,
      truncated: false,
    }),
  );
  renderCalendar();
  await waitFor(() => expect(document.querySelector(`[data-day="${month}-20"]`)).not.toBeNull());
  const closing = document.querySelector(`[data-day="${month}-20"]`) as HTMLElement;
  expect(within(closing).getByText('截止 · 高新技术企业认定奖励')).toBeInTheDocument();
  expect(within(closing).getByText('截止 · 知识产权贴息')).toBeInTheDocument();
  expect(within(document.querySelector(`[data-day="${month}-03"]`) as HTMLElement).getByText('开始 · 高新技术企业认定奖励')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: `${month}-20，2 个申报窗口开始或截止` })).toBeInTheDocument();

  // A click on the 12th lists the windows open that day, each with its calendar file.
  fireEvent.click(screen.getByRole('button', { name: `${month}-12` }));
  const day = document.querySelector('.calendar-day') as HTMLElement;
  expect(within(day).getByText(`${month}-12 的申报窗口`)).toBeInTheDocument();
  expect(
    within(day)
      .getAllByRole('link', { name: /高新技术企业认定奖励|知识产权贴息/ })
      .map((a) => a.getAttribute('href')),
  ).toEqual(['/policydetail/1', '/api/policy/detail.ics?id=1', '/policydetail/2', '/api/policy/detail.ics?id=2']);
  expect(within(day).getByLabelText('下载「知识产权贴息」的日历文件')).toHaveAttribute('href', '/api/policy/detail.ics?id=2');
  expect(screen.getByRole('button', { name: `${month}-12` })).toHaveAttribute('aria-pressed', 'true');

  // The next month asks for the days its panel shows.
  fireEvent.click(screen.getByRole('button', { name: '下个月' }));
  const next = dayjs(today).add(1, 'month').format('YYYY-MM-DD');
  await waitFor(() => expect(lastParams()).toEqual((([from, to]) => ({ from, to }))(monthGridRange(next))));
  fireEvent.click(screen.getByRole('button', { name: /今\s*天/ }));
  await waitFor(() => expect(lastParams()).toEqual((([from, to]) => ({ from, to }))(monthGridRange(today))));

  // The year: each month with the windows closing in it; a month opens its panel.
  fireEvent.click(screen.getByText('年'));
  const year = today.slice(0, 4);
  await waitFor(() => expect(lastParams()).toEqual({ from: `${year}-01-01`, to: `${year}-12-31` }));
  expect(await screen.findByText('2 项截止')).toBeInTheDocument();
  fireEvent.click(screen.getByText('2 项截止'));
  await waitFor(() => expect(lastParams()).toEqual((([from, to]) => ({ from, to }))(monthGridRange(today))));
  expect(document.querySelector('.calendar-month')).not.toBeNull();
});

it('draws six weeks from the Monday on or before the first of the month', () => {
  const days = (month: string) => gridDays(dayjs(month)).map((d) => d.format('YYYY-MM-DD'));
  // November 2026 starts on a Sunday; June 2026 on a Monday.
  expect(days('2026-11-15').slice(0, 8)).toEqual([
    '2026-10-26',
    '2026-10-27',
    '2026-10-28',
    '2026-10-29',
    '2026-10-30',
    '2026-10-31',
    '2026-11-01',
    '2026-11-02',
  ]);
  expect(days('2026-06-30')[0]).toBe('2026-06-01');
  expect(days('2026-06-30')).toHaveLength(42);
  // The panel's days are within the range the server is asked for.
  for (const month of ['2026-11-15', '2026-06-30', '2024-02-10', '2026-12-31']) {
    const [from, to] = monthGridRange(month);
    expect([days(month)[0] >= from, days(month)[41] <= to]).toEqual([true, true]);
  }
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
  fireEvent.mouseDown(await reach('calendar-department'));
  expect(await screen.findByText('苏州市科学技术局 (26)')).toBeInTheDocument();
  expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual(['江苏省工业和信息化厅 (15)', '苏州市科学技术局 (26)']);
  fireEvent.click(await screen.findByText('江苏省工业和信息化厅 (15)'));
  await waitFor(() => expect(lastParams()).toMatchObject({ departmentId: 8 }));
  expect(exportHref().searchParams.get('departmentId')).toBe('8');

  fireEvent.mouseDown(await reach('calendar-tag'));
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
