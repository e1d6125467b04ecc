/** The park map: the plan and its markers drawn by Leaflet, the legend's kinds, the name search, the edit mode's placing. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import MapTab from '@/pages/admin/gis/MapTab';
import { clampToPlan, toLatLng, toPixels } from '@/pages/admin/gis/types';
import { dictByName } from '@/services/portal/dict';
import { queryGisMarkers, saveGisPosition, searchGisPlaces } from '@/services/portal/gis';
import { renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => {
  const base = require('./helpers/umiMax').umiMaxMock();
  const texts = require('@/locales/zh-CN/gis').default as Record<string, string>;
  const format = ({ id }: { id: string }, values: Record<string, unknown> = {}) =>
    (texts[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));
  return { ...base, useIntl: () => ({ formatMessage: format }) };
});
jest.mock('@/services/portal/gis', () => ({
  queryGisMarkers: jest.fn(),
  searchGisPlaces: jest.fn(),
  saveGisPosition: jest.fn(),
  gisPlan: jest.fn(),
  saveGisPlan: jest.fn(),
  restoreGisPlan: jest.fn(),
}));
jest.mock('@/services/portal/dict', () => ({ dictByName: jest.fn() }));
jest.setTimeout(30000);

const { grant } = jest.requireActual('./helpers/umiMax') as { grant: (...keys: string[]) => void };
const ok = (data: unknown) => ({ success: true, code: 0, data } as never);

const blank = {
  id: null,
  x: null,
  y: null,
  building: null,
  status: null,
  unitCount: null,
  vacantCount: null,
  vacantArea: null,
  usage: null,
  area: null,
  unitId: null,
  unitCode: null,
  tenant: null,
  note: null,
};
const plan = {
  id: 1,
  name: '总平面图',
  uploadId: 1,
  url: '/uploads/2026/11/0123456789abcdef0123456789abcdef.png',
  width: 1600,
  height: 1000,
  isCurrent: true,
  createdBy: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const markers = [
  { ...blank, kind: 'building', key: 'building:A1栋', name: 'A1栋', x: 290, y: 225, building: 'A1栋', unitCount: 20, vacantCount: 3, vacantArea: 540 },
  {
    ...blank,
    kind: 'unit',
    key: 'unit:1',
    id: 1,
    name: 'A1-101',
    x: 220,
    y: 260,
    building: 'A1栋',
    status: 'available',
    usage: 'office',
    area: 180,
    unitId: 1,
    unitCode: 'A1-101',
  },
  {
    ...blank,
    kind: 'unit',
    key: 'unit:2',
    id: 2,
    name: 'A1-102',
    building: 'A1栋',
    status: 'leased',
    usage: 'office',
    area: 200,
    unitId: 2,
    unitCode: 'A1-102',
    tenant: '苏州华芯半导体科技有限公司',
  },
  { ...blank, kind: 'poi', key: 'poi:7', id: 7, name: '一号食堂', x: 1200, y: 700, status: 'canteen', note: '午餐 11:00–13:30' },
];
const answer = (kinds: string[], placedOnly: boolean) => ({
  plan,
  kinds: ['building', 'unit', 'company', 'clue', 'poi'],
  markers: markers.filter((m) => kinds.includes(m.kind) && (!placedOnly || m.x !== null)),
  counts: kinds.map((kind) => ({ kind, total: markers.filter((m) => m.kind === kind).length, truncated: false })),
});

const drawn = (kind: string) => document.querySelectorAll(`.leaflet-marker-pane .gis-marker-${kind}`);

beforeEach(() => {
  grant('gis:query');
  jest
    .mocked(dictByName)
    .mockImplementation(async ({ name }) =>
      ok(
        name === 'poi_kind'
          ? [{ id: 1, typeId: 1, value: 'canteen', label: '食堂', parentValue: null, order: 1, color: null, isDefault: false, status: 'active', remark: null }]
          : [],
      ),
    );
  jest
    .mocked(queryGisMarkers)
    .mockImplementation(async (params) => ok(answer((params.kinds ?? 'building,unit,company,clue,poi').split(','), params.placed !== 'all')));
  jest.mocked(saveGisPosition).mockResolvedValue(ok({ kind: 'unit', key: 'unit:2', x: 800, y: 500 }));
});

it('converts plan pixels to the map and back, and keeps a dropped position on the plan', () => {
  expect(toLatLng(1000, 300, 200)).toEqual([800, 300]);
  expect(toPixels(1000, 800, 300)).toEqual({ x: 300, y: 200 });
  expect(clampToPlan({ width: 1600, height: 1000 }, { x: -5, y: 1200 })).toEqual({ x: 0, y: 1000 });
});

it('draws the plan image and the placed markers by kind, with a legend that hides a kind', async () => {
  renderScreen(<MapTab />);
  await waitFor(() => expect(drawn('building')).toHaveLength(1));
  expect(document.querySelector('.leaflet-image-layer')).toHaveAttribute('src', plan.url);
  // The unplaced unit is not drawn.
  expect(drawn('unit')).toHaveLength(1);
  expect(drawn('poi')).toHaveLength(1);
  expect(drawn('building')[0]).toHaveTextContent('A1栋');
  // Names are text, never HTML.
  expect(drawn('building')[0].querySelector('script')).toBeNull();

  const legend = screen.getByText('兴趣点', { selector: '.ant-checkbox-wrapper *' }).closest('label')!;
  fireEvent.click(within(legend).getByRole('checkbox'));
  await waitFor(() => expect(drawn('poi')).toHaveLength(0));
  expect(drawn('building')).toHaveLength(1);
  expect(jest.mocked(queryGisMarkers)).toHaveBeenLastCalledWith(expect.objectContaining({ kinds: 'building,unit,company,clue', placed: 'true' }));
});

it('finds a place by name and opens its marker on the map', async () => {
  jest.mocked(searchGisPlaces).mockResolvedValue(
    ok({
      list: [{ kind: 'poi', key: 'poi:7', id: 7, name: '一号食堂', detail: 'canteen', building: null, x: 1200, y: 700, rank: 1 }],
      total: 1,
      current: 1,
      pageSize: 10,
    }),
  );
  renderScreen(<MapTab />);
  await waitFor(() => expect(drawn('poi')).toHaveLength(1));
  const box = screen.getByRole('combobox', { name: '搜索楼栋、房源、企业、兴趣点' });
  fireEvent.change(box, { target: { value: '食堂' } });
  await waitFor(() => expect(searchGisPlaces).toHaveBeenCalledWith({ keyword: '食堂', pageSize: 10 }));
  const option = await screen.findByText('一号食堂', { selector: '.ant-select-item-option-content *' });
  fireEvent.click(option);
  const popup = await waitFor(() => document.querySelector('.leaflet-popup-content') as HTMLElement);
  expect(popup).toHaveTextContent('一号食堂');
  expect(popup).toHaveTextContent('食堂');
  expect(popup).toHaveTextContent('午餐 11:00–13:30');
});

it('in the edit mode lists what is not placed and puts it in the middle of the map', async () => {
  grant('gis:query', 'gis:save');
  renderScreen(<MapTab />);
  await waitFor(() => expect(drawn('building')).toHaveLength(1));
  expect(drawn('building')[0]).not.toHaveClass('leaflet-marker-draggable');
  fireEvent.click(screen.getByRole('switch', { name: '编辑位置' }));
  const list = await screen.findByText('未标注位置（1）');
  await waitFor(() => expect(drawn('building')[0]).toHaveClass('leaflet-marker-draggable'));
  const card = list.closest('.ant-card') as HTMLElement;
  expect(within(card).getByText('A1-102')).toBeInTheDocument();
  await act(async () => {
    fireEvent.click(within(card).getByRole('button', { name: /放到地图中央/ }));
  });
  expect(saveGisPosition).toHaveBeenCalledWith({ kind: 'unit', id: 2, x: expect.any(Number), y: expect.any(Number) }, { skipErrorHandler: true });
  const [{ x, y }] = jest.mocked(saveGisPosition).mock.calls[0] as unknown as [{ x: number; y: number }];
  expect(x >= 0 && x <= 1600 && y >= 0 && y <= 1000).toBe(true);
});

it('without a plan, says so and offers the upload to those who may save', async () => {
  grant('gis:query', 'gis:save');
  jest
    .mocked(queryGisMarkers)
    .mockResolvedValue(ok({ plan: null, kinds: ['building'], markers: [], counts: [{ kind: 'building', total: 0, truncated: false }] }));
  renderScreen(<MapTab />);
  expect(await screen.findByText('尚未上传园区总平面图')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /上传总平面图/ }).length).toBeGreaterThan(0);
});

it('has the same texts in zh-CN and en-US, none empty', () => {
  const zh = jest.requireActual('@/locales/zh-CN/gis').default as Record<string, string>;
  const en = jest.requireActual('@/locales/en-US/gis').default as Record<string, string>;
  expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  expect(Object.entries(zh).filter(([, text]) => !text)).toEqual([]);
});
