/** The investment dashboard (src/pages/admin/clue/stats): every figure a link to the clue list it counts; the list reads those filters. */
import { screen, waitFor, within } from '@testing-library/react';
import ClueStatsScreen from '@/pages/admin/clue/stats';
import { cluesFromUrl } from '@/pages/admin/clue/types';
import { clueStats } from '@/services/portal/clue';
import { dictByName } from '@/services/portal/dict';
import mocks from '../../mock/clue';
import { renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => require('./helpers/umiMax').umiMaxMock());
jest.mock('@/services/portal/clue', () => ({ clueStats: jest.fn() }));
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
  return { Column: Chart, Bar: Chart, Funnel: Chart };
});
jest.setTimeout(30000);

type Stats = import('@/pages/admin/clue/stats').Stats;
const ok = (data: unknown) => ({ success: true, code: 0, data } as never);

/** The mock server's answer (mock/clue.ts), as the administrator gets it. */
function mockStats(query: Record<string, string> = {}): Stats {
  let body: { data: Stats } | undefined;
  mocks['GET /api/pms/admin/data/index']({ headers: { authorization: 'Bearer t' }, query }, {
    status: () => ({} as never),
    json: (b: unknown) => {
      body = b as { data: Stats };
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
  clue_stage: [item('new', '新线索'), item('initial_contact', '初步接触'), item('signed', '已签约'), item('lost', '已流失')],
  clue_source: [item('walk_in', '上门来访'), item('online', '线上推广')],
  industry: [item('39', '计算机、通信和其他电子设备制造业')],
};

beforeEach(() => {
  window.history.replaceState(null, '', '/admin/clue-stats');
  jest.mocked(dictByName).mockImplementation(async ({ name }) => ok(dictionaries[name] ?? []));
});

it('shows the totals, the funnel, the owners and the sources, each figure a link to its clue list', async () => {
  const data = mockStats({ from: '2020-01-01', to: '2030-12-31' });
  data.period = { from: '2026-01-01', to: '2026-12-31' };
  jest.mocked(clueStats).mockResolvedValue(ok(data));
  renderScreen(<ClueStatsScreen />);
  await screen.findByTestId('clue-stats');
  expect(clueStats).toHaveBeenCalledWith({ scope: 'all' });

  // A total's card: its title and the link around it.
  const linkOf = (title: string) =>
    screen
      .getAllByText(title)
      .find((el) => el.classList.contains('ant-statistic-title'))
      ?.closest('a')
      ?.getAttribute('href');
  expect(linkOf('新增线索')).toBe(data.totals.created.link);
  expect(linkOf('签约')).toBe(data.totals.signed.link);
  expect(linkOf('逾期未跟进')).toBe('/admin/clue?tab=all&overdue=true');
  expect(data.totals.created.link).toBe('/admin/clue?tab=all&from=2020-01-01&to=2030-12-31');

  // The funnel's steps by their stage labels, each count a link to its stages.
  const funnel = screen.getByTestId('clue-stats-funnel');
  await waitFor(() => expect(within(funnel).getAllByText('新线索').length).toBeGreaterThan(0));
  const first = within(funnel)
    .getAllByRole('link')
    .find((a) => a.getAttribute('href') === data.funnel[0].link)!;
  expect(first.textContent).toBe(String(data.funnel[0].count));
  expect(data.funnel[0].link).toContain(`stages=${encodeURIComponent('new,initial_contact')}`);
  // The chart loads after the figures, with the same counts.
  expect((await within(funnel).findByTestId('chart')).textContent).toContain(`新线索:${data.funnel[0].count}`);

  // Each owner's counts link to their list.
  const owners = screen.getByTestId('clue-stats-owners');
  const owner = data.owners[0];
  const ownerLinks = [...within(owners).getAllByRole('link')].map((a) => a.getAttribute('href'));
  expect(ownerLinks).toEqual(expect.arrayContaining([owner.clues.link, owner.followedUp.link, owner.signed.link, owner.overdue.link]));
  expect(within(owners).getByText(owner.ownerName!)).toBeTruthy();

  // Sources: by their labels, with the signing rate.
  const sources = screen.getByTestId('clue-stats-sources');
  expect(within(sources).getByText('上门来访')).toBeTruthy();
  const walkIn = data.sources.find((r) => r.value === 'walk_in')!;
  expect([...within(sources).getAllByRole('link')].map((a) => a.getAttribute('href'))).toContain(walkIn.clues.link);
});

it('asks for the period and the tab of its address', async () => {
  window.history.replaceState(null, '', '/admin/clue-stats?from=2026-04-01&to=2026-06-30&scope=mine');
  jest.mocked(clueStats).mockResolvedValue(ok(mockStats({ from: '2026-04-01', to: '2026-06-30', scope: 'mine' })));
  renderScreen(<ClueStatsScreen />);
  await screen.findByTestId('clue-stats');
  expect(clueStats).toHaveBeenLastCalledWith({ from: '2026-04-01', to: '2026-06-30', scope: 'mine' });
});

it('the clue list reads every filter a figure links with', () => {
  expect(cluesFromUrl(new URLSearchParams('tab=all&source=walk_in&from=2026-01-01&to=2026-12-31&stages=signed,moved_in'))).toEqual({
    form: { source: 'walk_in', createdAt: ['2026-01-01', '2026-12-31'] },
    extra: { stages: 'signed,moved_in' },
  });
  expect(cluesFromUrl(new URLSearchParams('tab=department&ownerId=12&followedFrom=2026-01-01&followedTo=2026-12-31&industryCode=none'))).toEqual({
    form: { industryCode: 'none' },
    extra: { ownerId: '12', followedFrom: '2026-01-01', followedTo: '2026-12-31' },
  });
  expect(cluesFromUrl(new URLSearchParams('tab=all&ownerId=abc&stages=DROP TABLE'))).toBeUndefined();
});
