/** The dashboard screen (src/pages/admin/dashboard): the sections the server sent and only those, each figure a link to its filtered list. */
import { screen, waitFor, within } from '@testing-library/react';
import DashboardScreen from '@/pages/admin/dashboard';
import { filtersFromUrl } from '@/utils/urlFilters';
import { cluesFromUrl } from '@/pages/admin/clue/types';
import { adminDashboard } from '@/services/portal/dashboard';
import { dictByName } from '@/services/portal/dict';
import { myNotices } from '@/services/portal/notify';
import { landingPath, safeReturnPath } from '@/utils/returnPath';
import mocks from '../../mock/dashboard';
import { renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => require('./helpers/umiMax').umiMaxMock());
jest.mock('@/services/portal/dashboard', () => ({ adminDashboard: jest.fn() }));
jest.mock('@/services/portal/dict', () => ({ dictByName: jest.fn() }));
jest.mock('@/services/portal/notify', () => ({ myNotices: jest.fn(), readNotices: jest.fn() }));
// The charts draw on a canvas jsdom does not have: each stands in as a list of its bars.
jest.mock('@ant-design/plots', () => {
  const Chart = ({ data }: { data: { label: string; value: number }[] }) => (
    <ul data-testid="chart">
      {data.map((d) => (
        <li key={d.label}>{`${d.label}:${d.value}`}</li>
      ))}
    </ul>
  );
  return { Column: Chart, Bar: Chart };
});
jest.setTimeout(30000);

type Data = import('@/pages/admin/dashboard/parts').Dashboard;
const ok = (data: unknown) => ({ success: true, code: 0, data } as never);

/** The payload of the mock server (mock/dashboard.ts): every section, as the administrator gets it. */
function fullDashboard(): Data {
  let body: { data: Data } | undefined;
  mocks['GET /api/portal/admin/data/dashboard']({ headers: { authorization: 'Bearer t' } }, {
    status: () => ({} as never),
    json: (b: unknown) => {
      body = b as { data: Data };
    },
  } as never);
  return body!.data;
}

const item = (value: string, label: string) => ({
  id: 1,
  typeId: 1,
  label,
  value,
  parentValue: null,
  order: 1,
  color: null,
  isDefault: false,
  status: 'active',
  remark: null,
});
const dictionaries: Record<string, unknown[]> = {
  company_status: [item('active', '在园'), item('pending', '待入驻')],
  clue_stage: [item('negotiating', '洽谈中'), item('signed', '已签约')],
  rental_status: [item('leased', '已租'), item('available', '待租')],
  industry: [item('39', '计算机、通信和其他电子设备制造业')],
};

/** The address the figure whose title is `title` links to. */
const linkOf = (title: string, within_: HTMLElement = document.body) => within(within_).getByText(title).closest('a')?.getAttribute('href');

beforeEach(() => {
  window.history.replaceState(null, '', '/admin/dashboard');
  jest.mocked(dictByName).mockImplementation(async ({ name }) => ok(dictionaries[name] ?? []));
});

it('shows every section the server sent, each figure a link to the list it counts with its filters', async () => {
  const data = fullDashboard();
  jest.mocked(adminDashboard).mockResolvedValue(ok(data));
  renderScreen(<DashboardScreen />);
  await screen.findByTestId('dashboard-mine');
  for (const id of ['dashboard-companies', 'dashboard-units', 'dashboard-clues', 'dashboard-applications', 'dashboard-policies', 'dashboard-airquality'])
    expect(screen.getByTestId(id)).toBeTruthy();

  // My work.
  expect(linkOf('待办任务')).toBe('/admin/tasks?box=todo');
  expect(linkOf('逾期未跟进线索')).toBe('/admin/clue?tab=mine&overdue=true');
  expect(linkOf('未读通知')).toBe('/admin/dashboard?notices=unread');
  // The park.
  expect(linkOf('待审核申报')).toBe('/admin/application?status=running');
  expect(linkOf('已通过申报')).toBe('/admin/application?status=approved');
  expect(linkOf('即将截止政策')).toBe('/admin/policy?status=published&windowStatus=closing_soon');
  expect(linkOf('本月签约')).toMatch(/^\/admin\/clue\?tab=all&signedFrom=\d{4}-\d{2}-01&signedTo=\d{4}-\d{2}-\d{2}$/);
  expect(linkOf('AQI')).toBe('/admin/airquality');
  // Breakdowns: each value by its dictionary label, linked to the list filtered by it.
  const companies = screen.getByTestId('dashboard-companies');
  await waitFor(() => expect(within(companies).getByText('在园')).toBeTruthy());
  expect(linkOf('在园', companies)).toBe('/admin/company?status=active');
  expect(within(companies).getByText('在园').closest('a')?.textContent).toContain('142');
  expect(linkOf('计算机、通信和其他电子设备制造业', companies)).toBe('/admin/company?industryCode=39');
  const clues = screen.getByTestId('dashboard-clues');
  expect(linkOf('洽谈中', clues)).toBe('/admin/clue?tab=all&stage=negotiating');
  const units = screen.getByTestId('dashboard-units');
  expect(linkOf('已租', units)).toBe('/admin/workshop?rentalStatus=leased');
  expect(within(units).getByText('A栋').closest('a')?.getAttribute('href')).toBe(`/admin/workshop?building=${encodeURIComponent('A栋')}`);
  // The occupancy by area, as a percentage of the area.
  expect(within(units).getByText(`${((data.units!.occupiedArea / data.units!.totalArea) * 100).toFixed(1)}%`)).toBeTruthy();
  // The charts come after the figures, with the same counts.
  const charts = await within(clues).findByTestId('chart');
  expect(charts.textContent).toContain('洽谈中:22');
});

it('hides the sections the server left out (a narrow role), and says so when no park figure is left', async () => {
  const full = fullDashboard();
  jest
    .mocked(adminDashboard)
    .mockResolvedValue(
      ok({ generatedAt: full.generatedAt, companies: full.companies, mine: { tasks: full.mine.tasks, unreadNotices: full.mine.unreadNotices } }),
    );
  const { unmount } = renderScreen(<DashboardScreen />);
  await screen.findByTestId('dashboard-companies');
  for (const id of ['dashboard-units', 'dashboard-clues', 'dashboard-applications', 'dashboard-policies', 'dashboard-airquality'])
    expect(screen.queryByTestId(id)).toBeNull();
  expect(screen.queryByText('逾期未跟进线索')).toBeNull();
  expect(screen.queryByText('您的角色暂无可查看的园区数据；以下为您本人的待办。')).toBeNull();
  unmount();

  jest
    .mocked(adminDashboard)
    .mockResolvedValue(ok({ generatedAt: full.generatedAt, mine: { tasks: full.mine.tasks, unreadNotices: full.mine.unreadNotices } }));
  renderScreen(<DashboardScreen />);
  expect(await screen.findByText('您的角色暂无可查看的园区数据；以下为您本人的待办。')).toBeTruthy();
  expect(screen.queryByTestId('dashboard-companies')).toBeNull();
  expect(linkOf('待办任务')).toBe('/admin/tasks?box=todo');
});

it('opens the unread notices from its figure’s address (?notices=unread)', async () => {
  window.history.replaceState(null, '', '/admin/dashboard?notices=unread');
  jest.mocked(adminDashboard).mockResolvedValue(ok(fullDashboard()));
  jest.mocked(myNotices).mockResolvedValue(
    ok({
      list: [
        { id: 9, title: '消防演练通知', content: '周五下午三点', type: 'notice', link: null, createdAt: '2026-11-20T02:00:00Z', readAt: null, read: false },
      ],
      total: 1,
      current: 1,
      pageSize: 100,
      totalCount: 3,
      unreadCount: 1,
    }),
  );
  renderScreen(<DashboardScreen />);
  expect(await screen.findByText('消防演练通知')).toBeTruthy();
  expect(myNotices).toHaveBeenCalledWith({ current: 1, pageSize: 100, unreadOnly: 'true' });
});

describe('the lists read the filters of the figures’ links', () => {
  it('takes the named parameters that are given', () => {
    expect(filtersFromUrl(new URLSearchParams('status=active&industryCode=39&other=x&building='), ['status', 'industryCode', 'building'])).toEqual({
      status: 'active',
      industryCode: '39',
    });
  });

  it('the clue list: stage, overdue and a signing period', () => {
    expect(cluesFromUrl(new URLSearchParams('tab=all&stage=negotiating'))).toEqual({ form: { stage: 'negotiating' } });
    expect(cluesFromUrl(new URLSearchParams('tab=mine&overdue=true'))).toEqual({ form: { overdue: true } });
    expect(cluesFromUrl(new URLSearchParams('tab=all&signedFrom=2026-11-01&signedTo=2026-11-30'))).toEqual({
      form: {},
      extra: { signedFrom: '2026-11-01', signedTo: '2026-11-30' },
    });
    expect(cluesFromUrl(new URLSearchParams('tab=all&signedFrom=yesterday'))).toBeUndefined();
  });
});

describe('where staff land after signing in', () => {
  it('is the dashboard when their menus hold it, else home; a return address still wins', () => {
    expect(landingPath([{ resourceKey: 'dashboard', resourcePath: '/admin/dashboard' }])).toBe('/admin/dashboard');
    expect(landingPath([{ resourceKey: 'company:query', resourcePath: '/admin/company' }])).toBe('/');
    expect(landingPath(undefined)).toBe('/');
    expect(safeReturnPath(null, 'http://localhost', '/admin/dashboard')).toBe('/admin/dashboard');
    expect(safeReturnPath('/admin/company', 'http://localhost', '/admin/dashboard')).toBe('/admin/company');
    expect(safeReturnPath('https://evil.example/x', 'http://localhost', '/admin/dashboard')).toBe('/admin/dashboard');
  });
});
