/**
 * The park's big screen (src/pages/datav): the published panels from the answer, nothing else, the last figures kept when a
 * refresh fails; and its settings, 站点配置's 大屏展示 tab.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { levelOf } from '@shared/airQuality';
import { DATAV_PANELS } from '@shared/datav';
import DatavForm from '@/pages/admin/cms/webconfig/DatavForm';
import DatavPage from '@/pages/datav';
import { getDatavScreen, getDatavSettings, saveDatavSettings } from '@/services/portal/datav';
import mocks from '../../mock/datav';
import { grant } from './helpers/umiMax';
import { refusal, renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => require('./helpers/umiMax').umiMaxMock());
jest.mock('@/services/portal/datav', () => ({ getDatavScreen: jest.fn(), getDatavSettings: jest.fn(), saveDatavSettings: jest.fn() }));
jest.setTimeout(30000);

type Screen = import('@/pages/datav').Screen;

const ok = (data: unknown) => ({ success: true, code: 0, data } as never);
const failure = (status: number) => Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data: { success: false } } });

/** The mock server's answer (mock/datav.ts) after an admin published these panels. */
function answer(panels: readonly string[]): Screen {
  let body: unknown;
  const res = { status: () => res, json: (b: unknown) => (body = b) } as never;
  mocks['POST /api/portal/admin/config/postdatav'](
    { headers: { authorization: 'Bearer t' }, body: { enabled: true, title: null, panels, refreshSeconds: 60 } },
    res,
  );
  mocks['GET /api/datav/misc/screen']({ headers: {} }, res);
  return (body as { data: Screen }).data;
}

afterEach(() => {
  jest.useRealTimers();
  jest.mocked(getDatavScreen).mockReset();
});

it('draws every published panel: key figures, occupancy by building, the funnel, AQI per station with its colour and 24 hours, the policies', async () => {
  const data = answer(DATAV_PANELS);
  jest.mocked(getDatavScreen).mockResolvedValue(ok(data));
  render(<DatavPage />);
  await screen.findByTestId('datav-airQuality');
  expect(getDatavScreen).toHaveBeenCalledWith({ skipErrorHandler: true });
  expect(screen.getByTestId('datav-title')).toHaveTextContent('苏州工业园区星湖科技园');

  expect(screen.getByTestId('datav-figure-companies')).toHaveTextContent(`在园企业${data.parkFigures!.companiesInPark}`);
  expect(screen.getByTestId('datav-figure-occupancy')).toHaveTextContent('81.5%');
  expect(screen.getByTestId('datav-figure-signed')).toHaveTextContent(String(data.funnel!.signedThisYear));
  expect(screen.getByTestId('datav-figure-aqi')).toHaveTextContent(String(data.airQuality!.park.aqi));
  expect(screen.getAllByTestId('datav-building').map((b) => b.textContent)).toEqual(
    data.parkFigures!.byBuilding.map((b) => `${b.building}${(b.occupancyRate! * 100).toFixed(1)}% · ${b.units} 套`),
  );

  // The funnel: each stage with the clues that reached it, the widest first.
  const stages = await within(screen.getByTestId('datav-funnel')).findAllByTestId('datav-funnel-stage');
  expect(stages.map((el) => el.textContent)).toEqual(data.funnel!.stages.map((st) => `${st.label} ${st.reached.toLocaleString()}`));
  expect((stages[0].firstChild as HTMLElement).style.width).toBe('100%');

  // Each station's AQI on its level's colour, and its last 24 hours.
  const stations = screen.getAllByTestId('datav-station');
  expect(stations).toHaveLength(data.airQuality!.stations.length);
  data.airQuality!.stations.forEach((st, i) => {
    expect(stations[i]).toHaveTextContent(st.name);
    const aqi = within(stations[i]).getByTestId('datav-station-aqi');
    expect(aqi).toHaveTextContent(String(st.aqi));
    expect(aqi.style.background).toBe(hexToRgb(st.colour!));
  });
  // The last 24 hours: a line per station, a point per hour on its level's colour.
  const lines = await within(screen.getByTestId('datav-aqiTrend')).findAllByTestId('datav-aqi-line');
  expect(lines.map((l) => [l.getAttribute('data-station'), l.querySelectorAll('circle').length])).toEqual(
    data.airQuality!.stations.map((st) => [st.name, st.series.length]),
  );
  const last = data.airQuality!.stations[0].series.at(-1)!;
  expect([...lines[0].querySelectorAll('circle')].at(-1)!.getAttribute('fill')).toBe(levelOf(last.aqi!).colour);

  expect(screen.getAllByTestId('datav-policy').map((li) => li.textContent)).toEqual(data.policies!.latest.map((p) => `${p.title}${p.publishDate}`));
  expect(screen.getByTestId('datav-updated')).toHaveTextContent(/^数据更新于 \d{2}:\d{2}:\d{2}$/);
});

it('shows nothing of a panel the answer does not carry', async () => {
  jest.mocked(getDatavScreen).mockResolvedValue(ok(answer(['airQuality', 'policies'])));
  render(<DatavPage />);
  await screen.findByTestId('datav-airQuality');
  expect(screen.getByTestId('datav-policies')).toBeInTheDocument();
  for (const id of ['datav-parkFigures', 'datav-occupancy', 'datav-funnel', 'datav-figure-companies', 'datav-figure-units', 'datav-figure-signed']) {
    expect([id, screen.queryByTestId(id)]).toEqual([id, null]);
  }
});

it('asks again at the configured interval, keeps the last figures when a refresh fails, and says when the screen is switched off', async () => {
  jest.useFakeTimers();
  const data = answer(['airQuality']);
  jest.mocked(getDatavScreen).mockResolvedValueOnce(ok(data)).mockRejectedValueOnce(failure(502)).mockRejectedValueOnce(failure(404));
  render(<DatavPage />);
  await waitFor(() => expect(screen.getAllByTestId('datav-station')).toHaveLength(2));
  expect(getDatavScreen).toHaveBeenCalledTimes(1);

  await act(async () => {
    jest.advanceTimersByTime(data.refreshSeconds * 1000);
  });
  await waitFor(() => expect(screen.getByTestId('datav-updated')).toHaveTextContent(/^刷新失败，显示 \d{2}:\d{2}:\d{2} 的数据$/));
  expect(getDatavScreen).toHaveBeenCalledTimes(2);
  expect(screen.getAllByTestId('datav-station')).toHaveLength(2);
  expect(screen.getAllByTestId('datav-station-aqi')[0]).toHaveTextContent(String(data.airQuality!.stations[0].aqi));

  await act(async () => {
    jest.advanceTimersByTime(data.refreshSeconds * 1000);
  });
  await screen.findByTestId('datav-closed');
  expect(screen.queryByTestId('datav-station')).toBeNull();
});

describe('the settings tab (站点配置 › 大屏展示)', () => {
  const defaults = { enabled: true, title: null, panels: ['airQuality', 'policies'], refreshSeconds: 60 };
  beforeEach(() => {
    grant();
    jest.mocked(getDatavSettings).mockResolvedValue(ok(defaults));
  });

  it('publishes a panel and saves the whole form in the panels’ order; a refused field shows the server’s reason on it', async () => {
    jest.mocked(saveDatavSettings).mockRejectedValueOnce(refusal(400, 'body.refreshSeconds: must be at most 3600 seconds', 'refreshSeconds'));
    jest.mocked(saveDatavSettings).mockImplementation(async (body) => ok(body));
    renderScreen(<DatavForm />);
    fireEvent.click(await screen.findByTestId('datav-panel-parkFigures'));
    fireEvent.change(screen.getByLabelText('大屏标题'), { target: { value: ' 星湖大屏 ' } });
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await screen.findByText('must be at most 3600 seconds');
    expect(saveDatavSettings).toHaveBeenCalledWith(
      { enabled: true, title: '星湖大屏', panels: ['parkFigures', 'airQuality', 'policies'], refreshSeconds: 60 },
      { skipErrorHandler: true },
    );
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await screen.findByText('大屏设置已保存，显示屏将在下次刷新时更新');
    expect(saveDatavSettings).toHaveBeenCalledTimes(2);
  });

  it('only shows the settings to someone without the key of the site configuration’s save', async () => {
    grant('webconfig:query');
    renderScreen(<DatavForm />);
    await screen.findByTestId('datav-panel-parkFigures');
    expect(screen.getByText('你可以查看站点信息，修改需要“编辑站点信息”权限')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /提\s*交/ })).toBeNull();
    expect(screen.getByRole('switch')).toBeDisabled();
  });
});

/** '#00E400' as the DOM's style reads it back. */
function hexToRgb(hex: string) {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
