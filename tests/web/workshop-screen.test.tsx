/** The workshop screen: the card view with photos and dictionary-coloured status tags, the table, export, permissions and the form's rules. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import WorkshopPage from '@/pages/admin/workshop';
import { unitFilters } from '@/pages/admin/workshop/query';
import UnitCards from '@/pages/admin/workshop/UnitCards';
import { filesToPhotos } from '@/pages/admin/workshop/upload';
import { dictByName } from '@/services/portal/dict';
import { createWorkshop, deleteWorkshop, queryWorkshops, workshopBuildings, workshopDetail } from '@/services/portal/workshop';
import { downloadBlob } from '@/utils/request';
import { setToken } from '@/utils/token';
import { uploadHeaders } from '@/utils/upload';
import { refusal, renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => {
  const base = require('./helpers/umiMax').umiMaxMock();
  const texts = require('@/locales/zh-CN/workshop').default as Record<string, string>;
  const format = ({ id }: { id: string }, values: Record<string, unknown> = {}) =>
    (texts[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));
  return { ...base, useIntl: () => ({ formatMessage: format }) };
});
jest.mock('@/services/portal/workshop', () => ({
  queryWorkshops: jest.fn(),
  workshopBuildings: jest.fn(),
  workshopDetail: jest.fn(),
  createWorkshop: jest.fn(),
  updateWorkshop: jest.fn(),
  deleteWorkshop: jest.fn(),
}));
jest.mock('@/services/portal/dict', () => ({ dictByName: jest.fn() }));
jest.mock('@/utils/request', () => ({ downloadBlob: jest.fn() }));
jest.setTimeout(30000);

const { grant } = jest.requireActual('./helpers/umiMax') as { grant: (...keys: string[]) => void };

const ok = (data: unknown) => ({ success: true, code: 0, data } as never);
const item = (id: number, value: string, label: string, color: string | null) => ({
  id,
  typeId: 1,
  label,
  value,
  parentValue: null,
  order: id,
  color,
  isDefault: false,
  status: 'active',
  remark: null,
});
const dictionaries: Record<string, unknown[]> = {
  rental_status: [item(1, 'available', '待租', 'green'), item(2, 'leased', '已租', 'blue'), item(3, 'under_repair', '维修中', '#fa541c')],
  unit_usage: [item(11, 'workshop', '厂房', 'geekblue'), item(12, 'office', '办公', 'cyan')],
  fitout_status: [item(21, 'bare', '毛坯', 'default'), item(22, 'full', '精装', 'purple')],
};

// Plain objects (the generated client types do not say which fields may be null).
const unit = (over: object = {}) => ({
  id: 1,
  code: 'B1-101',
  building: 'B1栋',
  floor: 1,
  usage: 'workshop',
  rentalStatus: 'available',
  fitoutStatus: 'bare',
  grossArea: 1200,
  usableArea: 1104,
  refPrice: 32,
  photos: [],
  floorPlan: null,
  availableFrom: '2027-01-01',
  lng: null,
  lat: null,
  description: null,
  tenant: null,
  ...over,
});
const units = [
  unit({ id: 1, photos: [{ url: '/uploads/2026/11/aaaa.png', thumbUrl: '/uploads/2026/11/aaaa.thumb.webp' }] }),
  unit({
    id: 2,
    code: 'A1-301',
    building: 'A1栋',
    floor: 3,
    usage: 'office',
    rentalStatus: 'leased',
    fitoutStatus: 'full',
    grossArea: 300,
    usableArea: 234,
    refPrice: 88,
    availableFrom: null,
    tenant: { companyId: 7, companyName: '苏州华芯半导体科技有限公司', moveInOn: '2017-03-01' },
  }),
  unit({ id: 3, code: 'C1-105', building: 'C1栋', rentalStatus: 'under_repair' }),
] as never[];

const button = (name: RegExp) => screen.queryByRole('button', { name });
const card = (code: string) => document.querySelector(`[data-unit-code="${code}"]`) as HTMLElement;
const tagOf = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: '.ant-tag' });

beforeEach(() => {
  grant();
  window.localStorage.clear();
  jest.mocked(dictByName).mockImplementation(async ({ name }) => ok(dictionaries[name] ?? []));
  jest.mocked(queryWorkshops).mockResolvedValue(ok({ list: units, total: 3, current: 1, pageSize: 20 }));
  jest.mocked(workshopBuildings).mockResolvedValue(
    ok([
      { building: 'A1栋', unitCount: 20, availableCount: 4 },
      { building: 'B1栋', unitCount: 12, availableCount: 3 },
    ]),
  );
  jest.mocked(workshopDetail).mockImplementation(async ({ id }) => ok(units.find((u: { id: number }) => u.id === id)));
});

describe('card view', () => {
  it('shows the first photo as a thumbnail, the figures, and status tags in their dictionary colours', async () => {
    const onOpen = jest.fn();
    renderScreen(<UnitCards units={units} onOpen={onOpen} pagination={false} />);
    const b1 = card('B1-101');
    expect(b1.querySelector('img')).toHaveAttribute('src', '/uploads/2026/11/aaaa.thumb.webp');
    expect(within(b1).getByText('使用 1,104 ㎡ / 建筑 1,200 ㎡')).toBeInTheDocument();
    expect(within(b1).getByText('32 元/㎡·月 · 1 层')).toBeInTheDocument();
    expect(within(b1).getByText('2027-01-01 起可租')).toBeInTheDocument();
    expect(await waitFor(() => tagOf(b1, '待租'))).toHaveClass('ant-tag-green');
    expect(tagOf(b1, '厂房')).toHaveClass('ant-tag-geekblue');

    const a1 = card('A1-301');
    expect(a1.querySelector('img')).toBeNull();
    expect(within(a1).getByText('暂无照片')).toBeInTheDocument();
    expect(tagOf(a1, '已租')).toHaveClass('ant-tag-blue');
    expect(tagOf(a1, '精装')).toHaveClass('ant-tag-purple');
    expect(within(a1).getByText('苏州华芯半导体科技有限公司')).toBeInTheDocument();

    // A #hex colour from the dictionary is used as is.
    const repair = tagOf(card('C1-105'), '维修中');
    expect(repair).toHaveStyle({ backgroundColor: '#fa541c' });
    fireEvent.click(within(card('C1-105')).getByText('C1-105 · C1栋'));
    expect(onOpen).toHaveBeenCalledWith(units[2]);
  });

  it('switches the screen from the table to cards and remembers the choice', async () => {
    renderScreen(<WorkshopPage />);
    expect(await screen.findByText('B1-101', { selector: 'a' })).toBeInTheDocument();
    expect(card('B1-101')).toBeNull();
    fireEvent.click(screen.getByText('卡片'));
    await waitFor(() => expect(card('B1-101')).toBeTruthy());
    expect(document.querySelector('.ant-table')).toBeNull();
    expect(window.localStorage.getItem('admin-workshop-view')).toBe('card');
    // Opening a card shows the detail drawer with the photo gallery.
    fireEvent.click(within(card('B1-101')).getByText('B1-101 · B1栋'));
    expect(await screen.findByText('房源 B1-101')).toBeInTheDocument();
    expect(workshopDetail).toHaveBeenCalledWith({ id: 1 });
    await waitFor(() => expect(screen.getByTestId('unit-photos').querySelector('img')).toHaveAttribute('src', '/uploads/2026/11/aaaa.thumb.webp'));
  });
});

describe('table, export and permissions', () => {
  it('asks the server for a sorted page and exports the same filters in the same order', async () => {
    renderScreen(<WorkshopPage />);
    await screen.findByText('B1-101', { selector: 'a' });
    expect(queryWorkshops).toHaveBeenCalledWith(expect.objectContaining({ current: 1, pageSize: 20, sortField: 'code', sortOrder: 'ascend' }));
    jest.mocked(downloadBlob).mockResolvedValue('房源列表.xlsx');
    fireEvent.click(button(/导\s*出/)!);
    await waitFor(() =>
      expect(downloadBlob).toHaveBeenCalledWith('/apiv2/park/admin/resource/workshop/export', { params: { sortField: 'code', sortOrder: 'ascend' } }),
    );
    expect(await screen.findByText('已导出 房源列表.xlsx')).toBeInTheDocument();
  });

  it('turns the range filters into ordered min/max and leaves empty filters out', () => {
    expect(unitFilters({ building: ' B1栋 ', usableArea: [800, null], refPrice: [60, 20], keyword: '' }, { refPrice: 'descend' })).toEqual({
      building: 'B1栋',
      areaMin: 800,
      priceMin: 20,
      priceMax: 60,
      sortField: 'refPrice',
      sortOrder: 'descend',
    });
  });

  it('shows only the buttons the user holds', async () => {
    grant('workshop:query');
    renderScreen(<WorkshopPage />);
    await screen.findByText('B1-101', { selector: 'a' });
    expect(button(/新增房源/)).toBeNull();
    expect(button(/导\s*出/)).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
    expect(screen.getAllByText('详情').length).toBe(3);
  });

  it('deletes a unit after confirmation', async () => {
    jest.mocked(deleteWorkshop).mockResolvedValue(ok(null));
    renderScreen(<WorkshopPage />);
    await screen.findByText('B1-101', { selector: 'a' });
    fireEvent.click(screen.getAllByText('删除')[0]);
    expect(await screen.findByText('确定删除房源 B1-101？')).toBeInTheDocument();
    expect(deleteWorkshop).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(deleteWorkshop).toHaveBeenCalledWith({ id: 1 }));
    expect(await screen.findByText('已删除房源 B1-101')).toBeInTheDocument();
  });
});

describe('unit form', () => {
  const drawer = () => document.querySelector('.ant-drawer-content') as HTMLElement;
  const type = (id: string, value: string) => fireEvent.change(drawer().querySelector(`#${id}`)!, { target: { value } });
  const submit = () => fireEvent.click(within(drawer()).getByRole('button', { name: /确\s*认|确\s*定/ }));

  it('checks the code, floor and areas before saving, then sends the unit', async () => {
    jest.mocked(createWorkshop).mockImplementation(async (body) => ok({ ...unit({}), ...body, id: 9 }));
    renderScreen(<WorkshopPage />);
    await screen.findByText('B1-101', { selector: 'a' });
    fireEvent.click(button(/新增房源/)!);
    await waitFor(() => expect(drawer()?.querySelector('#code')).toBeTruthy());
    type('code', 'E1 101');
    type('building', 'E1栋');
    type('floor', '0');
    type('grossArea', '500');
    type('usableArea', '600');
    type('refPrice', '30');
    submit();
    expect(await screen.findByText('只能包含字母、数字和 -')).toBeInTheDocument();
    expect(screen.getByText('没有 0 层：地面层为 1，地下一层为 -1')).toBeInTheDocument();
    expect(screen.getByText('使用面积不能大于建筑面积')).toBeInTheDocument();
    expect(screen.getByText('请选择用途')).toBeInTheDocument();
    expect(createWorkshop).not.toHaveBeenCalled();

    // A basement floor is fine; with the mistakes fixed the unit is sent as typed.
    type('code', 'E1-B01');
    type('floor', '-1');
    type('usableArea', '460');
    fireEvent.mouseDown(drawer().querySelector('#usage')!);
    fireEvent.click(await screen.findByText('厂房', { selector: '.ant-select-item-option-content' }));
    submit();
    await waitFor(() =>
      expect(createWorkshop).toHaveBeenCalledWith(
        expect.objectContaining({
          code: 'E1-B01',
          building: 'E1栋',
          floor: -1,
          usage: 'workshop',
          rentalStatus: 'available',
          fitoutStatus: 'bare',
          grossArea: 500,
          usableArea: 460,
          refPrice: 30,
          photos: [],
          floorPlan: '',
        }),
        { skipErrorHandler: true },
      ),
    );
    expect(await screen.findByText('已新增房源 E1-B01')).toBeInTheDocument();
  });

  it('puts a server refusal under the field it names', async () => {
    jest.mocked(createWorkshop).mockRejectedValue(refusal(409, 'code: "B1-101" is already used by another unit', 'code'));
    renderScreen(<WorkshopPage />);
    await screen.findByText('B1-101', { selector: 'a' });
    fireEvent.click(button(/新增房源/)!);
    await waitFor(() => expect(drawer()?.querySelector('#code')).toBeTruthy());
    type('code', 'B1-101');
    type('building', 'B1栋');
    type('floor', '1');
    type('grossArea', '500');
    type('usableArea', '400');
    type('refPrice', '30');
    fireEvent.mouseDown(drawer().querySelector('#usage')!);
    fireEvent.click(await screen.findByText('厂房', { selector: '.ant-select-item-option-content' }));
    submit();
    expect(await screen.findByText('"B1-101" is already used by another unit')).toBeInTheDocument();
  });

  it('builds the upload headers and the saved photos as the request layer and server expect', () => {
    setToken('tok-123');
    expect(uploadHeaders()).toEqual({ 'app-name': 'portal', Authorization: 'Bearer tok-123' });
    const photos = filesToPhotos([
      { uid: '1', name: 'kept.png', status: 'done', url: '/uploads/2026/11/kept.png', thumbUrl: '/uploads/2026/11/kept.thumb.webp' },
      {
        uid: '2',
        name: 'new.png',
        status: 'done',
        response: { success: true, data: { url: '/uploads/2026/11/new.png', thumbUrl: '/uploads/2026/11/new.thumb.webp' } },
      },
      { uid: '3', name: 'busy.png', status: 'uploading' },
      { uid: '4', name: 'bad.png', status: 'error', response: { success: false, errorMessage: 'not an image' } },
    ]);
    expect(photos).toEqual([
      { url: '/uploads/2026/11/kept.png', thumbUrl: '/uploads/2026/11/kept.thumb.webp' },
      { url: '/uploads/2026/11/new.png', thumbUrl: '/uploads/2026/11/new.thumb.webp' },
    ]);
  });
});
