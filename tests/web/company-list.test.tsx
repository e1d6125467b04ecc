/** 企业管理: the list's filters, sort and export, the profile form's credit-code check, and access. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import CompanyPage from '@/pages/admin/company';
import { creditCodeIssue } from '@/pages/admin/company/creditCode';
import { companyFilters, EXPORT_URL } from '@/pages/admin/company/query';
import { createCompany, queryCompanies } from '@/services/portal/company';
import { dictByName } from '@/services/portal/dict';
import { downloadBlob } from '@/utils/request';
import { withCheckChar } from '@shared/creditCode';
import { refusal, renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => {
  const messages = jest.requireActual('@/locales/zh-CN/company').default as Record<string, string>;
  const format = (id: string, values: Record<string, unknown> = {}) =>
    (messages[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));
  return {
    ...jest.requireActual('./helpers/umiMax').umiMaxMock(),
    useIntl: () => ({ formatMessage: ({ id }: { id: string }, values?: Record<string, unknown>) => format(id, values) }),
  };
});
jest.mock('@/services/portal/company', () => ({ queryCompanies: jest.fn(), createCompany: jest.fn(), updateCompany: jest.fn(), companyDetailAll: jest.fn() }));
jest.mock('@/services/portal/dict', () => ({ dictByName: jest.fn() }));
jest.mock('@/utils/request', () => ({ downloadBlob: jest.fn() }));
jest.setTimeout(60000);

const { grant } = jest.requireActual('./helpers/umiMax') as { grant: (...keys: string[]) => void };

const ok = (data: unknown) => ({ success: true, code: 0, data } as never);
const item = (id: number, typeId: number, value: string, label: string, color: string | null = null, parentValue: string | null = null) => ({
  id,
  typeId,
  value,
  label,
  color,
  parentValue,
  order: id,
  isDefault: false,
  status: 'active',
  remark: null,
});
const dicts: Record<string, unknown[]> = {
  company_status: [item(1, 1, 'active', '在园', 'green'), item(2, 1, 'pending', '待入驻', 'gold')],
  enterprise_scale: [item(3, 2, 'small', '小型'), item(4, 2, 'medium', '中型')],
  qualification: [item(5, 3, 'high_tech', '高新技术企业', 'blue'), item(6, 3, 'tech_sme', '科技型中小企业', 'cyan')],
  industry: [item(7, 4, 'C', '制造业'), item(8, 4, '39', '计算机、通信和其他电子设备制造业', null, 'C'), item(9, 4, 'I', '信息传输、软件和信息技术服务业')],
  region: [],
};

const company = {
  id: 7,
  name: '苏州星湖微电子有限公司',
  creditCode: withCheckChar('91320594MA1XH7K2D'),
  legalPerson: '陈静',
  foundedOn: '2016-05-12',
  registeredCapital: 3000,
  industryCode: '39',
  scale: 'small',
  staffCount: 120,
  techStaffCount: 45,
  status: 'active',
  regionCode: '320571',
  address: '星湖街 328 号',
  building: 'A1栋',
  qualifications: ['high_tech'],
  createdAt: '2025-03-01T02:00:00.000Z',
};

const button = (name: RegExp) => screen.queryByRole('button', { name });
const drawer = () => document.querySelector('.ant-drawer-content') as HTMLElement;
const typeIn = (id: string, value: string) => fireEvent.change(drawer().querySelector(`#${id}`)!, { target: { value } });
const errorOf = (id: string) => drawer().querySelector(`#${id}`)!.closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';

beforeEach(() => {
  grant();
  jest.clearAllMocks();
  jest.mocked(dictByName).mockImplementation(async (params: { name: string }) => ok(dicts[params.name] ?? []));
  jest.mocked(queryCompanies).mockResolvedValue(ok({ list: [company], total: 1, current: 1, pageSize: 20 }));
});

describe('creditCodeIssue (the server rule, GB 32100)', () => {
  const valid = withCheckChar('91320594MA1XH7K2D');
  it.each([
    [valid, null],
    [valid.toLowerCase(), null],
    [` ${valid} `, null],
    [valid.slice(0, 17), 'length'],
    [`${valid}0`, 'length'],
    [valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0'), 'check'],
    ['91320594MA1XH7KOD' + 'X', 'format'], // the letter O is not in the code alphabet
    ['91AB0594MA1XH7K2D' + 'X', 'format'], // characters 3-8 are the region code, digits only
  ])('%s → %p', (code, issue) => expect(creditCodeIssue(code)).toBe(issue));
});

describe('companyFilters', () => {
  it('keeps only the filters given, trims them, upper-cases the credit code and maps the sorted column', () => {
    expect(companyFilters({ name: ' 星湖 ', creditCode: '91320594ma', status: '', building: undefined, current: 2 }, { registeredCapital: 'ascend' })).toEqual({
      name: '星湖',
      creditCode: '91320594MA',
      sortField: 'registeredCapital',
      sortOrder: 'ascend',
    });
  });
  it('falls back to newest first for no sort or a column the server cannot sort by', () => {
    expect(companyFilters({}, {})).toEqual({ sortField: 'createdAt', sortOrder: 'descend' });
    expect(companyFilters({}, { legalPerson: 'ascend' })).toEqual({ sortField: 'createdAt', sortOrder: 'descend' });
  });
});

describe('企业列表', () => {
  it('shows the companies with dictionary labels and asks for newest first', async () => {
    renderScreen(<CompanyPage />);
    expect(await screen.findByText('苏州星湖微电子有限公司')).toBeInTheDocument();
    await waitFor(() => expect((screen.getByText('在园').closest('.ant-tag') as HTMLElement).className).toContain('ant-tag-green'));
    expect(screen.getByText('小型')).toBeInTheDocument();
    expect(screen.getByText('高新技术企业')).toBeInTheDocument();
    expect(screen.getByText('计算机、通信和其他电子设备制造业')).toBeInTheDocument();
    expect(queryCompanies).toHaveBeenCalledWith({ current: 1, pageSize: 20, sortField: 'createdAt', sortOrder: 'descend' });
    expect(screen.getByText('苏州星湖微电子有限公司').closest('a')).toHaveAttribute('href', '/admin/company/7');
    // The import dialog's button sits in the toolbar (its texts live in the import's own locale).
    expect(button(/companyImport\.button/)).not.toBeNull();
  });

  it("starts with the filters of its address (a dashboard figure's link), shown in the search form", async () => {
    window.history.replaceState(null, '', '/admin/company?status=active&industryCode=39&ignored=x');
    try {
      renderScreen(<CompanyPage />);
      await screen.findByText('苏州星湖微电子有限公司');
      expect(queryCompanies).toHaveBeenCalledTimes(1);
      expect(queryCompanies).toHaveBeenCalledWith({
        current: 1,
        pageSize: 20,
        status: 'active',
        industryCode: '39',
        sortField: 'createdAt',
        sortOrder: 'descend',
      });
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('filters by name and exports exactly the filtered list', async () => {
    jest.mocked(downloadBlob).mockResolvedValue('企业列表.xlsx');
    renderScreen(<CompanyPage />);
    await screen.findByText('苏州星湖微电子有限公司');
    fireEvent.change(screen.getByPlaceholderText('名称中的字词'), { target: { value: ' 星湖 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(queryCompanies).toHaveBeenLastCalledWith({ current: 1, pageSize: 20, name: '星湖', sortField: 'createdAt', sortOrder: 'descend' }),
    );
    fireEvent.click(button(/导\s*出/)!);
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledWith(EXPORT_URL, { params: { name: '星湖', sortField: 'createdAt', sortOrder: 'descend' } }));
    expect(await screen.findByText('已导出 企业列表.xlsx')).toBeInTheDocument();
  });

  it('hides 新增企业, 导出 and 编辑 without company:save and company:export', async () => {
    grant('company:query');
    renderScreen(<CompanyPage />);
    await screen.findByText('苏州星湖微电子有限公司');
    expect(button(/新增企业/)).toBeNull();
    expect(button(/导\s*出/)).toBeNull();
    expect(button(/companyImport\.button/)).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
    expect(screen.getByText('查看')).toBeInTheDocument();
  });
});

describe('新增企业', () => {
  it('checks the name and the credit code (length, alphabet, check character) before saving in capitals', async () => {
    const code = withCheckChar('91320594MA1XH9Q3B');
    jest.mocked(createCompany).mockResolvedValue(ok({ ...company, id: 8 }));
    renderScreen(<CompanyPage />);
    await screen.findByText('苏州星湖微电子有限公司');
    fireEvent.click(button(/新增企业/)!);
    await waitFor(() => expect(drawer()?.querySelector('#creditCode')).toBeTruthy());
    const submit = within(drawer()).getByRole('button', { name: /确\s*认|确\s*定/ });

    fireEvent.click(submit);
    await waitFor(() => expect(errorOf('name')).toBe('请输入企业名称'));
    expect(errorOf('creditCode')).toBe('请输入统一社会信用代码');

    typeIn('name', '苏州星湖光电科技有限公司');
    typeIn('creditCode', code.slice(0, 17).toLowerCase());
    await waitFor(() => expect(errorOf('creditCode')).toBe('统一社会信用代码为 18 位'));
    typeIn('creditCode', code.slice(0, 17) + (code[17] === '1' ? '2' : '1'));
    await waitFor(() => expect(errorOf('creditCode')).toBe('统一社会信用代码校验位不正确，请核对'));
    typeIn('creditCode', `${code.slice(0, 16)}I${code[17]}`);
    await waitFor(() => expect(errorOf('creditCode')).toMatch(/^统一社会信用代码格式不正确/));
    typeIn('creditCode', code.toLowerCase());
    await waitFor(() => expect(errorOf('creditCode')).toBe(''));

    typeIn('registeredCapital', '-5');
    fireEvent.click(submit);
    await waitFor(() => expect(errorOf('registeredCapital')).toBe('请输入不小于 0 的金额'));
    expect(createCompany).not.toHaveBeenCalled();
    typeIn('registeredCapital', '500');
    typeIn('staffCount', '10');
    typeIn('techStaffCount', '12');
    fireEvent.click(submit);
    await waitFor(() => expect(errorOf('techStaffCount')).toBe('科技人员不能多于从业人数'));
    typeIn('techStaffCount', '4');
    fireEvent.click(submit);
    await waitFor(() =>
      expect(createCompany).toHaveBeenCalledWith(
        expect.objectContaining({
          name: '苏州星湖光电科技有限公司',
          creditCode: code,
          status: 'active',
          registeredCapital: 500,
          staffCount: 10,
          techStaffCount: 4,
          qualifications: [],
        }),
        { skipErrorHandler: true },
      ),
    );
    // The list is asked again with the new company in it.
    await waitFor(() => expect(queryCompanies).toHaveBeenCalledTimes(2));
  });

  it('puts a credit code already registered under the field', async () => {
    const code = withCheckChar('91320594MA1XH9Q3C');
    jest.mocked(createCompany).mockRejectedValue(refusal(409, 'creditCode: already registered for 苏州星湖微电子有限公司', 'creditCode'));
    renderScreen(<CompanyPage />);
    await screen.findByText('苏州星湖微电子有限公司');
    fireEvent.click(button(/新增企业/)!);
    await waitFor(() => expect(drawer()?.querySelector('#creditCode')).toBeTruthy());
    typeIn('name', '苏州星湖另一家有限公司');
    typeIn('creditCode', code);
    fireEvent.click(within(drawer()).getByRole('button', { name: /确\s*认|确\s*定/ }));
    await waitFor(() => expect(errorOf('creditCode')).toBe('already registered for 苏州星湖微电子有限公司'));
  });
});
