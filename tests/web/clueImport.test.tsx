/** The clue list's import: the company import's dialog with the clue calls, texts and row reasons. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { request } from '@umijs/max';
import clueMessages from '@/locales/zh-CN/clue';
import importMessages from '@/locales/zh-CN/companyImport';
import ClueImportButton from '@/pages/admin/clue/ImportButton';
import { downloadBlob } from '@/utils/request';
import { renderScreen } from './helpers/renderScreen';

const mockGranted = { keys: new Set<string>(['clue:import']) };
const mockMessages: Record<string, string> = { ...importMessages, ...clueMessages };
const mockFormat = (id: string, values: Record<string, unknown> = {}) =>
  (mockMessages[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));

jest.mock('@umijs/max', () => ({
  request: jest.fn(),
  useIntl: () => ({ formatMessage: ({ id }: { id: string }, values?: Record<string, unknown>) => mockFormat(id, values) }),
  useAccess: () => ({ can: (key: string) => mockGranted.keys.has(key) }),
}));
jest.mock('@/utils/request', () => ({ downloadBlob: jest.fn() }));
jest.setTimeout(30000);

type Call = { url: string; options: { data: FormData; params?: unknown }; resolve: (v: unknown) => void };
let calls: Call[] = [];
beforeEach(() => {
  calls = [];
  mockGranted.keys = new Set(['clue:import']);
  const pending = (url: string, options: Call['options']) =>
    new Promise((resolve) => {
      calls.push({ url, options, resolve });
    });
  jest.mocked(request).mockImplementation(pending as never);
});

const button = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text) as HTMLButtonElement;

it('is not shown without clue:import', () => {
  mockGranted.keys = new Set(['clue:query']);
  renderScreen(<ClueImportButton />);
  expect(screen.queryByRole('button', { name: /导入/ })).not.toBeInTheDocument();
});

it('downloads the clue template, sends the file to the clue import and puts its row reasons into words', async () => {
  const onImported = jest.fn();
  renderScreen(<ClueImportButton onImported={onImported} />);
  fireEvent.click(screen.getByRole('button', { name: /导入/ }));
  await screen.findByText('导入线索');
  jest.mocked(downloadBlob).mockResolvedValue('线索导入模板.xlsx');
  fireEvent.click(button('下载导入模板'));
  expect(downloadBlob).toHaveBeenCalledWith('/apiv2/pms/admin/zhaoshang/clue-import-template');

  const file = new File([new Uint8Array(1024)], '线索.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  fireEvent.change(document.querySelector('.ant-upload input[type=file]') as HTMLInputElement, { target: { files: [file] } });
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0].url).toBe('/apiv2/pms/admin/zhaoshang/clue-import');
  expect(calls[0].options.data.get('file')).toBe(file);
  const report = {
    total: 3,
    imported: 0,
    rejectedRows: 2,
    rejected: [
      { row: 3, column: '电话', value: '13911110001', message: 'repeats the phone of row 2' },
      { row: 4, column: '企业/个人*', value: '苏州华芯', message: 'is already clue #12 "苏州华芯", owned by 李明 (招商一部)' },
    ],
  };
  await act(async () => calls[0].resolve({ success: true, code: 0, data: report }));
  expect(await screen.findByText('与第 2 行的电话重复')).toBeInTheDocument();
  expect(screen.getByText('已是线索 #12“苏州华芯”（owned by 李明 (招商一部)）')).toBeInTheDocument();

  fireEvent.click(button('仅导入有效的1行'));
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls[1].options.params).toEqual({ skipInvalid: true });
  await act(async () => calls[1].resolve({ success: true, code: 0, data: { ...report, imported: 1 } }));
  expect(await screen.findByText('已导入 1 条线索，跳过 2 行有问题的数据')).toBeInTheDocument();
  expect(onImported).toHaveBeenCalled();
});
