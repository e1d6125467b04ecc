/** The projects dashboard (src/pages/admin/project-stats): every figure a link to the project list it counts; the list reads those filters. */
import { screen, within } from '@testing-library/react';
import ProjectStatsScreen from '@/pages/admin/project-stats';
import { projectsFromUrl } from '@/pages/admin/project/types';
import { dictByName } from '@/services/portal/dict';
import { projectStats } from '@/services/portal/project';
import mocks from '../../mock/project';
import { renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => require('./helpers/umiMax').umiMaxMock());
jest.mock('@/services/portal/project', () => ({ projectStats: jest.fn() }));
jest.mock('@/services/portal/dict', () => ({ dictByName: jest.fn() }));
// The charts draw on a canvas jsdom does not have: each stands in as a list of its points.
jest.mock('@ant-design/plots', () => {
  const Chart = ({ data }: { data: { label: string; value: number; series?: string }[] }) => (
    <ul data-testid="chart">
      {data.map((d) => (
        <li key={`${d.label}${d.series ?? ''}`}>{`${d.series ?? ''}${d.label}:${d.value}`}</li>
      ))}
    </ul>
  );
  return { Column: Chart, Bar: Chart };
});
jest.setTimeout(30000);

type Stats = import('@/pages/admin/project-stats').Stats;
const ok = (data: unknown) => ({ success: true, code: 0, data } as never);

/** The mock server's answer (mock/project.ts), as the administrator gets it. */
function mockStats(query: Record<string, string> = {}): Stats {
  let body: { data: Stats } | undefined;
  mocks['GET /api/pms/admin/data/projectindex']({ headers: { authorization: 'Bearer t' }, query }, {
    status: () => ({} as never),
    json: (b: unknown) => {
      body = b as { data: Stats };
    },
  } as never);
  return body!.data;
}

// The mock's projects are made today: this year is their period.
const year = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();
const period = { from: `${year}-01-01`, to: `${year}-12-31` };

beforeEach(() => {
  window.history.replaceState(null, '', '/admin/project-stats');
  jest.mocked(dictByName).mockResolvedValue(ok([]));
});

it('shows every figure as a link to its project list', async () => {
  const data = mockStats(period);
  jest.mocked(projectStats).mockResolvedValue(ok(data));
  renderScreen(<ProjectStatsScreen />);
  const board = await screen.findByTestId('project-stats');
  expect(projectStats).toHaveBeenCalledWith({ scope: 'all' });

  const links = within(board)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));
  const figures = [
    data.totals.created.link,
    data.totals.signed.link,
    data.totals.daysToSign.link,
    ...data.totals.investment.map((i) => i.link),
    data.milestones.overdue.link,
    data.milestones.dueSoon.link,
    data.milestones.done.link,
    ...data.byStatus.map((s) => s.link),
    ...data.byStage.map((s) => s.link),
    ...data.byIndustry.map((s) => s.link),
    ...data.byCategory.map((s) => s.link),
    ...data.owners.flatMap((o) => [o.projects.link, o.signed.link, o.overdue.link]),
  ];
  expect(links).toEqual(expect.arrayContaining(figures));
  expect(data.totals.signed.link).toBe(`/admin/project?tab=all&signedFrom=${period.from}&signedTo=${period.to}`);
  expect(data.milestones.overdue.link).toBe('/admin/project?tab=all&hasOverdueMilestone=true');
  // Investment per currency, never added across currencies.
  expect(data.totals.investment.map((i) => i.currency).sort()).toEqual(['CNY']);
  // The charts load after the figures, with the same counts.
  const month = data.monthly.find((m) => m.created.count > 0)!;
  expect((await within(screen.getByTestId('project-stats-monthly')).findByTestId('chart')).textContent).toContain(`${month.month}:${month.created.count}`);
});

it('asks for the period and the tab of its address', async () => {
  window.history.replaceState(null, '', '/admin/project-stats?from=2026-04-01&to=2026-06-30&scope=mine');
  jest.mocked(projectStats).mockResolvedValue(ok(mockStats({ from: '2026-04-01', to: '2026-06-30', scope: 'mine' })));
  renderScreen(<ProjectStatsScreen />);
  await screen.findByTestId('project-stats');
  expect(projectStats).toHaveBeenLastCalledWith({ from: '2026-04-01', to: '2026-06-30', scope: 'mine' });
});

it('the project list reads every filter a figure links with', () => {
  expect(projectsFromUrl(new URLSearchParams('tab=all&status=signed&from=2026-01-01&to=2026-12-31'))).toEqual({
    tab: 'all',
    categoryId: undefined,
    form: { status: 'signed', createdAt: ['2026-01-01', '2026-12-31'] },
    extra: {},
  });
  expect(
    projectsFromUrl(new URLSearchParams('tab=department&ownerId=12&signedFrom=2026-01-01&signedTo=2026-12-31&industryCode=none&currency=USD&categoryId=3')),
  ).toEqual({
    tab: 'department',
    categoryId: 3,
    form: {},
    extra: { ownerId: '12', signedFrom: '2026-01-01', signedTo: '2026-12-31', industryCode: 'none', currency: 'USD' },
  });
  expect(projectsFromUrl(new URLSearchParams('hasOverdueMilestone=true&milestoneDueFrom=2026-11-21&milestoneDueTo=2026-12-04'))?.extra).toEqual({
    hasOverdueMilestone: 'true',
    milestoneDueFrom: '2026-11-21',
    milestoneDueTo: '2026-12-04',
  });
  expect(projectsFromUrl(new URLSearchParams('ownerId=abc&signedFrom=DROP'))).toBeUndefined();
});
