/** The company import dialog: template, progress during upload and processing, the row report and importing the valid rows only. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { request } from '@umijs/max';
import messages from '@/locales/zh-CN/companyImport';
import enMessages from '@/locales/en-US/companyImport';
import CompanyImportButton from '@/pages/admin/company/components/ImportButton';
import { reasonText } from '@/pages/admin/company/components/ImportModal';
import { downloadBlob } from '@/utils/request';
import { renderScreen } from './helpers/renderScreen';

const mockGranted = { keys: new Set<string>(['company:import']) };
const mockFormat = (id: string, values: Record<string, unknown> = {}) =>
  ((messages as Record<string, string>)[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));

jest.mock('@umijs/max', () => ({
  request: jest.fn(),
  useIntl: () => ({ formatMessage: ({ id }: { id: string }, values?: Record<string, unknown>) => mockFormat(id, values) }),
  useAccess: () => ({ can: (key: string) => mockGranted.keys.has(key) }),
}));
jest.mock('@/utils/request', () => ({ downloadBlob: jest.fn() }));
jest.setTimeout(30000);

type ImportResult = { total: number; imported: number; rejectedRows: number; rejected: { row: number; column: string; value: string; message: string }[] };
type Options = {
  params?: Record<string, unknown>;
  data: FormData;
  skipErrorHandler?: boolean;
  onUploadProgress: (e: { loaded: number; total?: number }) => void;
};

/** Each call of request() waits here until the test answers it. */
let calls: { url: string; options: Options; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
beforeEach(() => {
  calls = [];
  mockGranted.keys = new Set(['company:import']);
  const pending = (url: string, options: unknown) =>
    new Promise((resolve, reject) => {
      calls.push({ url, options: options as Options, resolve, reject });
    });
  jest.mocked(request).mockImplementation(pending as never);
});

const rejectedReport: ImportResult = {
  total: 5,
  imported: 0,
  rejectedRows: 3,
  rejected: [
    { row: 3, column: '统一社会信用代码*', value: '91320594MA1BRK0030', message: 'has a wrong check character' },
    { row: 4, column: '企业名称*', value: '', message: 'is required' },
    { row: 5, column: '注册资本（万元）', value: '-50', message: 'must not be negative' },
    { row: 5, column: '统一社会信用代码*', value: '91320594MA1TE5T01X', message: 'is already registered for 苏州星湖量子科技有限公司' },
  ],
};

const xlsx = (name = '园区企业.xlsx', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const openDialog = async () => {
  fireEvent.click(screen.getByRole('button', { name: /导入/ }));
  await screen.findByText('导入企业');
};
const drop = (file: File) => {
  const input = document.querySelector('.ant-upload input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};
const button = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text.replace(/\s/g, '')) as HTMLButtonElement;

describe('CompanyImportButton', () => {
  it('is not shown without company:import', () => {
    mockGranted.keys = new Set(['company:query']);
    renderScreen(<CompanyImportButton />);
    expect(screen.queryByRole('button', { name: /导入/ })).not.toBeInTheDocument();
  });

  it('downloads the template', async () => {
    jest.mocked(downloadBlob).mockResolvedValue('企业导入模板.xlsx');
    renderScreen(<CompanyImportButton />);
    await openDialog();
    fireEvent.click(button('下载导入模板'));
    expect(downloadBlob).toHaveBeenCalledWith('/apiv2/company/admin/import-template');
    await waitFor(() => expect(button('下载导入模板')).not.toHaveClass('ant-btn-loading'));
  });

  it('shows upload progress, then processing, then every rejected cell; imports the valid rows only when asked', async () => {
    const onImported = jest.fn();
    renderScreen(<CompanyImportButton onImported={onImported} />);
    await openDialog();
    const file = xlsx();
    drop(file);

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].url).toBe('/apiv2/company/admin/import');
    expect(calls[0].options.data.get('file')).toBe(file);
    expect(calls[0].options.params).toBeUndefined();
    expect(calls[0].options.skipErrorHandler).toBe(true);
    expect(screen.getByText('正在上传 园区企业.xlsx')).toBeInTheDocument();

    act(() => calls[0].options.onUploadProgress({ loaded: 1024, total: 2048 }));
    expect(document.querySelector('.ant-progress-text')?.textContent).toBe('50%');
    act(() => calls[0].options.onUploadProgress({ loaded: 2048, total: 2048 }));
    expect(screen.getByText('已上传，正在校验和写入…')).toBeInTheDocument();
    expect(document.querySelector('.ant-progress-status-active')).toBeInTheDocument();

    await act(async () => calls[0].resolve({ success: true, code: 0, data: rejectedReport }));
    expect(await screen.findByText('共 5 行，其中 3 行有问题，未导入任何数据')).toBeInTheDocument();
    const rows = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([
      ['第 3 行', '统一社会信用代码*', '91320594MA1BRK0030', '校验码错误'],
      ['第 4 行', '企业名称*', '（空）', '必填'],
      ['第 5 行', '注册资本（万元）', '-50', '不能为负数'],
      ['第 5 行', '统一社会信用代码*', '91320594MA1TE5T01X', '已登记为企业“苏州星湖量子科技有限公司”'],
    ]);
    expect(onImported).not.toHaveBeenCalled();

    // The same file again, with skipInvalid.
    fireEvent.click(button('仅导入有效的 2 行'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].options.params).toEqual({ skipInvalid: true });
    expect(calls[1].options.data.get('file')).toBe(file);
    const done = { ...rejectedReport, imported: 2 };
    await act(async () => calls[1].resolve({ success: true, code: 0, data: done }));
    expect(await screen.findByText('已导入 2 家企业，跳过 3 行有问题的数据')).toBeInTheDocument();
    expect(onImported).toHaveBeenCalledWith(done);
    expect(button('仅导入有效的 2 行')).toBeUndefined();
  });

  it('a clean file imports at once and says how many', async () => {
    const onImported = jest.fn();
    renderScreen(<CompanyImportButton onImported={onImported} />);
    await openDialog();
    drop(xlsx());
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0].resolve({ success: true, code: 0, data: { total: 12, imported: 12, rejectedRows: 0, rejected: [] } }));
    expect(await screen.findByText('已导入 12 家企业')).toBeInTheDocument();
    expect(document.querySelector('.ant-table')).toBeNull();
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal of the file in the dialog and lets the user choose another", async () => {
    renderScreen(<CompanyImportButton />);
    await openDialog();
    drop(xlsx('setup.xlsx'));
    await waitFor(() => expect(calls).toHaveLength(1));
    const errorMessage = '"setup.xlsx" is not an Excel workbook (.xlsx): the content is a Windows executable (MZ/PE), whatever the file name says.';
    await act(async () =>
      calls[0].reject(Object.assign(new Error('Request failed with status code 415'), { response: { status: 415, data: { success: false, errorMessage } } })),
    );
    expect(await screen.findByText(errorMessage)).toBeInTheDocument();
    fireEvent.click(button('重新选择文件'));
    expect(document.querySelector('.ant-upload-drag')).toBeInTheDocument();
  });

  it('refuses a file that is not .xlsx or too large before sending it', async () => {
    renderScreen(<CompanyImportButton />);
    await openDialog();
    drop(new File(['a,b'], 'companies.csv', { type: 'text/csv' }));
    expect(await screen.findByText('请选择 .xlsx 格式的 Excel 文件')).toBeInTheDocument();
    drop(xlsx('big.xlsx', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('文件超过 5 MB，请拆分后再导入')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('row reasons in words', () => {
  const t = (id: string, values?: Record<string, unknown>) => mockFormat(id, values);
  it.each([
    ['repeats the credit code of row 2', '与第 2 行的信用代码重复'],
    ['is not a value of the dictionary: 大型, 中型, 小型, 微型', '不是字典中的值：大型、中型、小型、微型'],
    ['超大型 is not a value of the dictionary', '不是字典中的值'],
    ['2023-02-30 is not a calendar date', '2023-02-30 不是有效的日期'],
    ['Too big: expected string to have <=128 characters', '最多 128 个字符'],
    ['holds the spreadsheet error #DIV/0!', '单元格是 Excel 错误值 #DIV/0!'],
    ['something new from the server', 'something new from the server'],
  ])('%s → %s', (message, text) => {
    expect(reasonText(t, message)).toBe(text);
  });

  it('has every text in both languages', () => {
    expect(Object.keys(enMessages).sort()).toEqual(Object.keys(messages).sort());
  });
});
