/** 政策标签 (src/pages/admin/policy/tag): big tags paged by the server, small tags under them, the tag form. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import PolicyTagPage from '@/pages/admin/policy/tag';
import { adminCreatePolicyTag, adminDeletePolicyTag, adminQueryPolicyTags } from '@/services/portal/policyAdmin';
import { refusal, renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => {
  const zh = require('@/locales/zh-CN/policyAdmin').default as Record<string, string>;
  const format = (id: string, values: Record<string, unknown> = {}) => (zh[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));
  return {
    useIntl: () => ({ formatMessage: ({ id }: { id: string }, values?: Record<string, unknown>) => format(id, values) }),
    useAccess: () => ({ can: () => true }),
  };
});
jest.mock('@/services/portal/policyAdmin', () => ({
  adminQueryPolicyTags: jest.fn(),
  adminCreatePolicyTag: jest.fn(),
  adminUpdatePolicyTag: jest.fn(),
  adminDeletePolicyTag: jest.fn(),
}));
jest.setTimeout(120_000);

const tag = (id: number, name: string, parentId: number | null, childCount = 0, policyCount = 0) => ({
  id,
  name,
  kind: 'industry',
  parentId,
  childCount,
  policyCount,
  order: id,
  createdAt: '2025-01-01T00:00:00.000Z',
});
const big = [tag(1, '新一代信息技术', null, 2, 40), tag(2, '生物医药', null, 0, 0)];
const small = [tag(11, '集成电路', 1, 0, 10), tag(12, '人工智能', 1, 0, 7)];

beforeEach(() => {
  jest
    .mocked(adminQueryPolicyTags)
    .mockReset()
    .mockImplementation(async (params: API.adminQueryPolicyTagsParams) => {
      const list =
        params.parentId === 0
          ? big
          : params.parentId === 1
          ? small
          : params.keyword
          ? small.filter((t) => t.name.includes(params.keyword!))
          : [...big, ...small];
      return { success: true, code: 0, data: { list, total: list.length, current: 1, pageSize: 20 } } as never;
    });
  jest.mocked(adminCreatePolicyTag).mockReset();
  jest.mocked(adminDeletePolicyTag).mockReset();
});

it('pages the big tags and opens one to its small tags', async () => {
  renderScreen(<PolicyTagPage />);
  expect(await screen.findByText('新一代信息技术')).toBeInTheDocument();
  expect(adminQueryPolicyTags).toHaveBeenCalledWith(expect.objectContaining({ parentId: 0, current: 1, pageSize: 20 }));
  // Only a big tag with small tags opens.
  const rows = () => [...document.querySelectorAll('tr.ant-table-row')] as HTMLElement[];
  const row = rows().find((r) => r.textContent?.includes('新一代信息技术'))!;
  expect(
    rows()
      .find((r) => r.textContent?.includes('生物医药'))!
      .querySelector('.ant-table-row-expand-icon-spaced'),
  ).not.toBeNull();
  fireEvent.click(row.querySelector('.ant-table-row-expand-icon')!);
  await waitFor(() => expect(adminQueryPolicyTags).toHaveBeenCalledWith({ parentId: 1, current: 1, pageSize: 100 }));
  expect(await screen.findByText('集成电路')).toBeInTheDocument();
  expect(screen.getByText('人工智能')).toBeInTheDocument();
});

it('searches both levels by name', async () => {
  renderScreen(<PolicyTagPage />);
  await screen.findByText('新一代信息技术');
  fireEvent.change(screen.getByLabelText('标签名称'), { target: { value: '人工' } });
  fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
  await waitFor(() => expect(adminQueryPolicyTags).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: '人工', parentId: undefined })));
  const found = await screen.findByText('人工智能');
  // The flat list names the small tag's big tag.
  expect(within(found.closest('tr')!).getByText('新一代信息技术')).toBeInTheDocument();
});

it('adds a small tag under a big one and shows a name clash under the name', async () => {
  jest.mocked(adminCreatePolicyTag).mockRejectedValueOnce(refusal(409, 'name: "人工智能" already exists at this level', 'name'));
  renderScreen(<PolicyTagPage />);
  await screen.findByText('新一代信息技术');
  const row = [...document.querySelectorAll('tr.ant-table-row')].find((r) => r.textContent?.includes('新一代信息技术')) as HTMLElement;
  fireEvent.click(within(row).getByText('添加小类'));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('新建小类标签（新一代信息技术）')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('标签名称'), { target: { value: '人工智能' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await within(dialog).findByText('"人工智能" already exists at this level')).toBeInTheDocument();
  expect(adminCreatePolicyTag).toHaveBeenCalledWith({ parentId: 1, name: '人工智能', kind: 'industry', order: 0 }, { skipErrorHandler: true });

  jest.mocked(adminCreatePolicyTag).mockResolvedValueOnce({ success: true, code: 0, data: tag(13, '智能网联汽车', 1) } as never);
  fireEvent.change(within(dialog).getByLabelText('标签名称'), { target: { value: '智能网联汽车' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  await waitFor(() =>
    expect(adminCreatePolicyTag).toHaveBeenLastCalledWith({ parentId: 1, name: '智能网联汽车', kind: 'industry', order: 0 }, { skipErrorHandler: true }),
  );
  await act(async () => undefined);
});

it('warns before deleting a tag in use and leaves the refusal to the server', async () => {
  jest.mocked(adminDeletePolicyTag).mockRejectedValue(new Error('The tag has 2 small tags; delete or move them first'));
  renderScreen(<PolicyTagPage />);
  await screen.findByText('新一代信息技术');
  const row = [...document.querySelectorAll('tr.ant-table-row')].find((r) => r.textContent?.includes('新一代信息技术')) as HTMLElement;
  fireEvent.click(within(row).getByText('删除'));
  expect(await screen.findByText('该标签被 40 条政策使用、下有 2 个小类，服务端将拒绝删除。')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
  await waitFor(() => expect(adminDeletePolicyTag).toHaveBeenCalledWith({ id: 1 }));
  // Refused: no "deleted" message, and the list was not reloaded as if it had gone.
  await act(async () => undefined);
  expect(screen.queryByText('已删除')).toBeNull();
});
