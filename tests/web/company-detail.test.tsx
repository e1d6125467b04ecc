/** A company's page: the figures-by-year editor, saving a list through /update, and an unknown id. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { updateBody } from '@/pages/admin/company/body';
import CompanyDetailPage from '@/pages/admin/company/Detail';
import FiguresTab, { nextYear, percent } from '@/pages/admin/company/tabs/FiguresTab';
import { companyDetailAll, updateCompany } from '@/services/portal/company';
import { dictByName } from '@/services/portal/dict';
import { refusal, renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => {
  const messages = jest.requireActual('@/locales/zh-CN/company').default as Record<string, string>;
  const format = (id: string, values: Record<string, unknown> = {}) =>
    (messages[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));
  return {
    ...jest.requireActual('./helpers/umiMax').umiMaxMock(),
    useIntl: () => ({ formatMessage: ({ id }: { id: string }, values?: Record<string, unknown>) => format(id, values) }),
    useParams: () => ({ id: (globalThis as { mockCompanyId?: string }).mockCompanyId ?? '7' }),
    useSearchParams: () => [new URLSearchParams(globalThis.location.search), jest.fn()],
  };
});
jest.mock('@/services/portal/company', () => ({ companyDetailAll: jest.fn(), updateCompany: jest.fn(), queryCompanies: jest.fn(), createCompany: jest.fn() }));
jest.mock('@/services/portal/dict', () => ({ dictByName: jest.fn() }));
jest.setTimeout(60000);

// (Type imports and jest.mock hoisting do not mix in this transformer: the shapes are spelled out here.)
type Figure = {
  year: number;
  revenue: number | null;
  rdSpend: number | null;
  netAssets: number | null;
  totalAssets: number | null;
  staffCount: number | null;
  techStaffCount: number | null;
};

const ok = (data: unknown) => ({ success: true, code: 0, data } as never);
const figure = (year: number, revenue: number | null, rdSpend: number | null, staffCount: number | null = 100, techStaffCount: number | null = 30): Figure => ({
  year,
  revenue,
  rdSpend,
  netAssets: 500,
  totalAssets: 2000,
  staffCount,
  techStaffCount,
});
const figures = [figure(2024, 1000, 50), figure(2023, 800, null)];

const rows = () => [...document.querySelectorAll('[data-testid="figures-editor"] .ant-table-tbody .ant-table-row')] as HTMLElement[];
// The inputs of the row being edited, in column order (the ratio columns are computed, not edited).
const FIELDS = ['year', 'revenue', 'rdSpend', 'netAssets', 'totalAssets', 'staffCount', 'techStaffCount'];
const editingRow = () => document.querySelector('[data-testid="figures-editor"] .ant-table-tbody tr:has(input)') as HTMLElement | null;
const cell = (field: string) => editingRow()?.querySelectorAll('input')[FIELDS.indexOf(field)] as HTMLInputElement;
const set = (field: string, value: string) => fireEvent.change(cell(field), { target: { value } });
const hasError = (field: string) => cell(field).closest('.ant-form-item')!.classList.contains('ant-form-item-has-error');
const link = (scope: HTMLElement | null, text: string) => [...(scope?.querySelectorAll('a') ?? [])].find((a) => a.textContent?.replace(/\s/g, '') === text)!;
const addYear = () => fireEvent.click(screen.getByRole('button', { name: /添加年度/ }));

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(dictByName).mockResolvedValue(ok([]));
  window.history.replaceState(null, '', '/');
});

describe('figures by year', () => {
  it('computes the R&D and S&T staff ratios and offers the year after the latest', () => {
    expect(percent(50, 1000)).toBe('5.0%');
    expect(percent(null, 1000)).toBe('-');
    expect(percent(5, 0)).toBe('-');
    expect(nextYear(figures)).toBe(2025);
    expect(nextYear([], new Date('2026-03-01'))).toBe(2025);
  });

  it('lists the years with their ratios', async () => {
    renderScreen(<FiguresTab figures={figures} canEdit onSave={jest.fn()} />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[0]).getByText('2024')).toBeInTheDocument();
    expect(within(rows()[0]).getByText('5.0%')).toBeInTheDocument();
    expect(within(rows()[0]).getByText('30.0%')).toBeInTheDocument();
    // 2023 has no R&D spend: no ratio.
    expect(within(rows()[1]).getAllByText('-', { selector: 'td' })).toHaveLength(2);
  });

  it('adds a year: refuses a negative revenue and more S&T staff than staff, allows negative net assets, saves the whole list newest first', async () => {
    const onSave = jest.fn().mockResolvedValue(undefined);
    renderScreen(<FiguresTab figures={figures} canEdit onSave={onSave} />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    addYear();
    await waitFor(() => expect(cell('year')).toBeTruthy());
    expect(cell('year').value).toBe('2025');

    set('revenue', '-1');
    set('staffCount', '10');
    set('techStaffCount', '12');
    fireEvent.click(link(editingRow(), '保存'));
    await waitFor(() => expect(hasError('revenue')).toBe(true));
    expect(hasError('techStaffCount')).toBe(true);
    expect(onSave).not.toHaveBeenCalled();

    set('revenue', '1200');
    set('rdSpend', '60');
    set('netAssets', '-30');
    set('techStaffCount', '4');
    fireEvent.click(link(editingRow(), '保存'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = onSave.mock.calls[0][0] as Figure[];
    expect(saved.map((f) => f.year)).toEqual([2025, 2024, 2023]);
    expect(saved[0]).toEqual(expect.objectContaining({ year: 2025, revenue: 1200, rdSpend: 60, netAssets: -30, staffCount: 10, techStaffCount: 4 }));
    expect(saved[1]).toEqual(figures[0]);
    expect(saved[2]).toEqual(figures[1]);
    expect(saved[0]).not.toHaveProperty('key');
  });

  it('refuses a year that already has figures, and a year outside 1980-2100', async () => {
    const onSave = jest.fn().mockResolvedValue(undefined);
    renderScreen(<FiguresTab figures={figures} canEdit onSave={onSave} />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    addYear();
    await waitFor(() => expect(cell('year')).toBeTruthy());
    set('year', '2024');
    fireEvent.click(link(editingRow(), '保存'));
    await waitFor(() => expect(hasError('year')).toBe(true));
    fireEvent.focus(cell('year'));
    fireEvent.click(cell('year'));
    expect(await screen.findByText('2024 年已有数据')).toBeInTheDocument();
    set('year', '1979');
    fireEvent.click(link(editingRow(), '保存'));
    expect(await screen.findByText('年度应在 1980-2100 之间')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('edits an existing year in place, and keeps the row open when the save fails', async () => {
    const onSave = jest.fn().mockRejectedValue(new Error('refused'));
    renderScreen(<FiguresTab figures={figures} canEdit onSave={onSave} />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(link(rows()[1], '编辑'));
    await waitFor(() => expect(cell('year')).toBeTruthy());
    expect(cell('year').value).toBe('2023');
    set('rdSpend', '40');
    fireEvent.click(link(editingRow(), '保存'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect((onSave.mock.calls[0][0] as Figure[])[1]).toEqual({ ...figures[1], rdSpend: 40 });
    // Still open with what was typed.
    await waitFor(() => expect(cell('rdSpend')?.value).toBe('40.00'));
    expect(link(editingRow(), '保存')).toBeDefined();
  });

  it('offers no editing without company:save', async () => {
    renderScreen(<FiguresTab figures={figures} canEdit={false} onSave={jest.fn()} />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /添加年度/ })).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
  });
});

const detail = {
  id: 7,
  name: '苏州星湖微电子有限公司',
  creditCode: '91320594MA1XH7K2DF',
  legalPerson: '陈静',
  foundedOn: '2016-05-12',
  registeredCapital: 3000,
  industryCode: '39',
  scale: 'small',
  staffCount: 120,
  techStaffCount: 45,
  status: 'active',
  regionCode: null,
  address: '星湖街 328 号',
  building: 'A1栋',
  qualifications: ['high_tech'],
  createdAt: '2025-03-01T02:00:00.000Z',
  website: null,
  intro: null,
  contacts: [{ id: 3, name: '王敏', title: '行政经理', phone: '13800001111', email: null, isPrimary: true }],
  figures,
  ip: { invention_patent: 4, utility_model: 9 },
  qualificationDetails: [{ id: 5, qualification: 'high_tech', certificateNo: 'GR202432000001', issuedOn: '2024-11-19', expiresOn: '2027-11-18' }],
  tenancies: [],
  customers: [],
  suppliers: [{ id: 9, name: '无锡恒通材料有限公司', industryCode: null, contact: '李经理', phone: null, annualAmount: 300, since: 2019 }],
  recruitPosts: [],
};

describe('updateBody', () => {
  it('sends the whole profile without empty fields, and only the lists given, without their ids', () => {
    const body = updateBody(detail as never, { suppliers: detail.suppliers as never });
    expect(body).toEqual({
      id: 7,
      name: '苏州星湖微电子有限公司',
      creditCode: '91320594MA1XH7K2DF',
      status: 'active',
      legalPerson: '陈静',
      foundedOn: '2016-05-12',
      registeredCapital: 3000,
      industryCode: '39',
      scale: 'small',
      staffCount: 120,
      techStaffCount: 45,
      address: '星湖街 328 号',
      building: 'A1栋',
      suppliers: [{ name: '无锡恒通材料有限公司', contact: '李经理', annualAmount: 300, since: 2019 }],
    });
  });
});

describe('company page', () => {
  it('shows the profile, opens the figures tab from the address and saves a new year through /update', async () => {
    window.history.replaceState(null, '', '/admin/company/7?tab=figures');
    const added = figure(2025, 1500, 90);
    jest.mocked(companyDetailAll).mockResolvedValue(ok(detail));
    jest.mocked(updateCompany).mockResolvedValue(ok({ ...detail, figures: [added, ...figures] }));
    renderScreen(<CompanyDetailPage />);
    expect(await screen.findByText('苏州星湖微电子有限公司')).toBeInTheDocument();
    expect(companyDetailAll).toHaveBeenCalledWith({ id: 7 }, { skipErrorHandler: true });
    await waitFor(() => expect(rows()).toHaveLength(2));
    addYear();
    await waitFor(() => expect(cell('year')).toBeTruthy());
    set('revenue', '1500');
    set('rdSpend', '90');
    fireEvent.click(link(editingRow(), '保存'));
    await waitFor(() => expect(updateCompany).toHaveBeenCalledTimes(1));
    const [body, options] = jest.mocked(updateCompany).mock.calls[0];
    expect(options).toEqual({ skipErrorHandler: true });
    expect(body).toEqual(
      expect.objectContaining({ id: 7, name: detail.name, creditCode: detail.creditCode, status: 'active', legalPerson: '陈静', building: 'A1栋' }),
    );
    // Empty figures are left out (the server stores them as empty).
    expect(body.figures).toEqual([
      { year: 2025, revenue: 1500, rdSpend: 90 },
      { year: 2024, revenue: 1000, rdSpend: 50, netAssets: 500, totalAssets: 2000, staffCount: 100, techStaffCount: 30 },
      { year: 2023, revenue: 800, netAssets: 500, totalAssets: 2000, staffCount: 100, techStaffCount: 30 },
    ]);
    // Lists not edited are left out, so the server keeps them.
    expect(body).not.toHaveProperty('contacts');
    expect(body).not.toHaveProperty('qualifications');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    expect(screen.getByText('年度数据 (3)')).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the row open", async () => {
    window.history.replaceState(null, '', '/admin/company/7?tab=figures');
    jest.mocked(companyDetailAll).mockResolvedValue(ok(detail));
    jest.mocked(updateCompany).mockRejectedValue(refusal(400, 'body.figures.0.rdSpend: must not be negative', 'figures.0.rdSpend'));
    renderScreen(<CompanyDetailPage />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    addYear();
    await waitFor(() => expect(cell('year')).toBeTruthy());
    set('revenue', '10');
    fireEvent.click(link(editingRow(), '保存'));
    expect(await screen.findByText('must not be negative')).toBeInTheDocument();
    expect(link(editingRow(), '保存')).toBeDefined();
  });

  it('says so for an unknown company', async () => {
    (globalThis as { mockCompanyId?: string }).mockCompanyId = '999';
    jest.mocked(companyDetailAll).mockRejectedValue(refusal(404, 'Company not found'));
    renderScreen(<CompanyDetailPage />);
    expect(await screen.findByText('企业不存在或已被删除')).toBeInTheDocument();
    expect(companyDetailAll).toHaveBeenCalledWith({ id: 999 }, { skipErrorHandler: true });
    delete (globalThis as { mockCompanyId?: string }).mockCompanyId;
  });
});
