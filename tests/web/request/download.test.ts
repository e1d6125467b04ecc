/** Blob download under the server's file name or 'data list.xlsx', and the data.list helper. */
import { DEFAULT_DOWNLOAD_NAME, downloadBlob, fileNameFromDisposition, getList } from '@/utils/request';
import { installFakeXhr, sent, serve, spyAntd } from './fakeXhr';

// 'umi' and '@umijs/max' both map to src/.umi-test/exports: see transport.test.ts.
jest.mock('@umijs/max', () => ({
  ApplyPluginsType: { modify: 'modify' },
  get request() {
    return jest.requireActual('@@/plugin-request/request').request;
  },
}));
jest.mock('@@/core/plugin', () => ({
  getPluginManager: () => ({ applyPlugins: () => jest.requireActual('@/requestErrorConfig').requestConfig }),
}));

spyAntd();

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="report 2024.xlsx"', 'report 2024.xlsx'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ["attachment; filename*=UTF-8''%E5%9B%AD%E5%8C%BA%20list.xlsx", '园区 list.xlsx'],
    ['attachment; filename="fallback.xlsx"; filename*=utf-8\'\'%E4%BC%81%E4%B8%9A.xlsx', '企业.xlsx'],
    ['attachment; filename="%E4%BC%81%E4%B8%9A.xlsx"', '企业.xlsx'],
  ])('%s → %s', (header, name) => expect(fileNameFromDisposition(header)).toBe(name));

  it.each([undefined, null, '', 'attachment', 'inline'])('%p → undefined', (header) => expect(fileNameFromDisposition(header)).toBeUndefined());
});

describe('downloadBlob', () => {
  const saved: { name: string; href: string }[] = [];
  let click: jest.SpyInstance;

  beforeEach(() => {
    installFakeXhr();
    saved.length = 0;
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/1');
    URL.revokeObjectURL = jest.fn();
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
  });
  afterEach(() => click.mockRestore());

  it('fetches a blob and saves it under the name in Content-Disposition', async () => {
    serve({
      status: 200,
      body: 'xlsx-bytes',
      headers: { 'content-disposition': "attachment; filename*=UTF-8''%E4%BC%81%E4%B8%9A%E5%90%8D%E5%BD%95.xlsx" },
    });
    await expect(downloadBlob('/api/export', { params: { year: 2024 } })).resolves.toBe('企业名录.xlsx');
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/export?year=2024', responseType: 'blob' });
    expect(saved).toEqual([{ name: '企业名录.xlsx', href: 'blob:http://localhost/1' }]);
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
  });

  it('uses data list.xlsx when the server gives no name', async () => {
    serve({ status: 200, body: 'bytes' });
    await expect(downloadBlob('/api/export', { method: 'POST', data: { ids: [1] } })).resolves.toBe('data list.xlsx');
    expect(DEFAULT_DOWNLOAD_NAME).toBe('data list.xlsx');
    expect(sent[0]).toMatchObject({ method: 'POST', body: '{"ids":[1]}' });
    expect(saved.map((s) => s.name)).toEqual(['data list.xlsx']);
  });
});

describe('getList', () => {
  it('reads lists through data.list', () => {
    const res = { success: true, data: { list: [{ id: 1 }], total: 1 } };
    expect(getList(res)).toEqual([{ id: 1 }]);
  });

  it.each([undefined, null, {}, { data: null }, { data: {} }, { data: { list: null } }])('an absent list reads as empty (%p)', (res) => {
    expect(getList(res)).toEqual([]);
  });
});
