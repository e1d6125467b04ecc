/** 空气质量: the readings with their AQI on the level's colour, the daily view's "not enough data", the stations' keys shown once. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AirQuality from '@/pages/admin/airquality';
import {
  createAirQualityStationKey,
  queryAirQuality,
  queryAirQualityAlertRules,
  queryAirQualityStations,
  revokeAirQualityStationKey,
} from '@/services/portal/airquality';
import { grant } from './helpers/umiMax';
import { renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => require('./helpers/umiMax').umiMaxMock());
jest.mock('@/services/portal/airquality', () => ({
  queryAirQuality: jest.fn(),
  queryAirQualityStations: jest.fn(),
  queryAirQualityAlertRules: jest.fn(),
  createAirQualityStationKey: jest.fn(),
  revokeAirQualityStationKey: jest.fn(),
  saveAirQualityStation: jest.fn(),
  deleteAirQualityStation: jest.fn(),
  saveAirQualityReading: jest.fn(),
  deleteAirQualityReading: jest.fn(),
  saveAirQualityAlertRule: jest.fn(),
  deleteAirQualityAlertRule: jest.fn(),
  getAirQualityHistory: jest.fn(),
}));
jest.mock('@/services/portal/role', () => ({ roleOptions: jest.fn().mockResolvedValue({ success: true, code: 0, data: [] }) }));
jest.setTimeout(60000);

const ok = (data: unknown) => ({ success: true, code: 0, data } as never);
const station = {
  id: 1,
  name: '星湖街国控点',
  x: 38,
  y: 42,
  address: '星湖街 328 号',
  pollutants: ['so2', 'no2', 'pm10', 'co', 'o3', 'pm25'],
  status: 'active',
  hasKey: true,
  keyHint: 'Qa7x',
  keyCreatedAt: '2026-11-20T01:00:00.000Z',
  keyRevokedAt: null,
  readings: 720,
  lastHour: '2026-11-21T08:00:00.000Z',
  updatedAt: '2026-11-20T01:00:00.000Z',
};
const reading = {
  id: 9,
  stationId: 1,
  stationName: '星湖街国控点',
  hour: '2026-11-21T00:00:00.000Z',
  so2: 8,
  no2: 30,
  pm10: 50,
  co: 0.6,
  o3: 60,
  pm25: 80,
  aqi: 107,
  level: 3,
  category: '轻度污染',
  categoryEn: 'Lightly polluted',
  colour: '#FF7E00',
  primary: ['pm25_24h'],
  aqiVersion: 'HJ 633-2012',
  source: 'push',
  updatedAt: '2026-11-21T01:00:00.000Z',
};

describe('空气质量', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    grant();
    jest.mocked(queryAirQualityStations).mockResolvedValue(ok({ list: [station], total: 1 }));
    jest.mocked(queryAirQualityAlertRules).mockResolvedValue(ok({ list: [], total: 0 }));
    jest.mocked(queryAirQuality).mockResolvedValue(ok({ granularity: 'hour', list: [reading], days: [], total: 1, more: false, current: 1, pageSize: 20 }));
  });

  it('lists the readings with their AQI, category and primary pollutant, asking the server for the newest first', async () => {
    renderScreen(<AirQuality />);
    const tag = await screen.findByText('107 轻度污染');
    expect(tag).toHaveStyle({ color: '#000' });
    const row = tag.closest('tr')!;
    expect(within(row).getByText('PM2.5')).toBeInTheDocument();
    expect(within(row).getByText('HJ 633-2012')).toBeInTheDocument();
    expect(queryAirQuality).toHaveBeenLastCalledWith(
      expect.objectContaining({ granularity: 'hour', sortField: 'hour', sortOrder: 'descend', current: 1, pageSize: 20 }),
    );
    expect(screen.getByRole('button', { name: /导\s*入/ })).toBeInTheDocument();
  });

  it('offers no import or entry to staff who may only look', async () => {
    grant('airquality:query');
    renderScreen(<AirQuality />);
    await screen.findByText('107 轻度污染');
    expect(screen.queryByRole('button', { name: /导\s*入/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /录入小时值/ })).toBeNull();
  });

  it('shows a new key once, and revokes a key', async () => {
    jest
      .mocked(createAirQualityStationKey)
      .mockResolvedValue(ok({ stationId: 1, key: 'aqk_secretvalue1234', keyHint: '1234', keyCreatedAt: '2026-11-21T02:00:00.000Z' }));
    jest.mocked(revokeAirQualityStationKey).mockResolvedValue(ok({ ...station, hasKey: false, keyHint: null }));
    renderScreen(<AirQuality />);
    fireEvent.click(await screen.findByRole('tab', { name: '监测站' }));
    expect(await screen.findByText('…Qa7x')).toBeInTheDocument();
    fireEvent.click(screen.getByText('更换密钥'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByTestId('aq-new-key')).toHaveTextContent('aqk_secretvalue1234');
    expect(createAirQualityStationKey).toHaveBeenCalledWith({ id: 1 });
    fireEvent.click(screen.getByRole('button', { name: /关\s*闭/ }));
    fireEvent.click(screen.getByText('吊销密钥'));
    const confirms = await screen.findAllByRole('button', { name: /确\s*定|OK/ });
    fireEvent.click(confirms[confirms.length - 1]);
    await waitFor(() => expect(revokeAirQualityStationKey).toHaveBeenCalledWith({ id: 1 }));
  });
});
