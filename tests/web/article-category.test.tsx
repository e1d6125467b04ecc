/** 文章分类: the tree, its forms and the server's refusals; the content area's texts in both languages. */
import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import enArticle from '@/locales/en-US/article';
import enEditing from '@/locales/en-US/articleEditing';
import zhArticle from '@/locales/zh-CN/article';
import zhEditing from '@/locales/zh-CN/articleEditing';
import ArticleCategoryPage from '@/pages/admin/article/category';
import { findNode, subtreeIds, toTree } from '@/pages/admin/article/category/types';
import { deleteArticleCategory, queryArticleCategories, saveArticleCategory } from '@/services/portal/article';
import { refusal, renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => require('./helpers/umiMax').umiMaxMock());
jest.mock('@/services/portal/article', () => ({ queryArticleCategories: jest.fn(), saveArticleCategory: jest.fn(), deleteArticleCategory: jest.fn() }));
jest.setTimeout(30000);

const { grant } = jest.requireActual('./helpers/umiMax') as { grant: (...keys: string[]) => void };

const ok = (data: unknown) => ({ success: true, code: 0, data } as never);
type CategoryItem = import('@/pages/admin/article/category/types').CategoryItem;
const item = (id: number, parentId: number, name: string, slug: string, order: number, extra: Partial<CategoryItem> = {}): CategoryItem => ({
  id,
  parentId,
  name,
  slug,
  order,
  visible: true,
  skipAudit: false,
  description: null,
  childCount: 0,
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...extra,
});
// The server's order: by parent, then order.
const demo = [
  item(1, 0, '园区新闻', 'park-news', 10),
  item(3, 0, '政策解读', 'policy-readings', 30, { childCount: 2 }),
  item(2, 0, '通知公告', 'notices', 20, { skipAudit: true }),
  item(5, 3, '省市政策解读', 'local-policy', 20, { childCount: 1 }),
  item(4, 3, '国家政策解读', 'national-policy', 10),
  item(6, 5, '苏州市', 'suzhou', 10),
];
const modal = () => document.querySelector('.ant-modal') as HTMLElement;
const type = (id: string, value: string) => fireEvent.change(modal().querySelector(`#${id}`)!, { target: { value } });
const submitModal = () => fireEvent.click(modal().querySelector('.ant-modal-footer .ant-btn-primary')!);
const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

beforeEach(() => {
  grant();
  jest.mocked(queryArticleCategories).mockResolvedValue(ok({ list: demo, total: demo.length }));
});

describe('the tree', () => {
  it('nests the flat list by parent, siblings by order, each with its level', () => {
    const tree = toTree(demo);
    expect(tree.map((c) => c.slug)).toEqual(['park-news', 'notices', 'policy-readings']);
    const readings = findNode(tree, 3)!;
    expect(readings.children!.map((c) => [c.slug, c.depth])).toEqual([
      ['national-policy', 2],
      ['local-policy', 2],
    ]);
    expect(findNode(tree, 6)!.depth).toBe(3);
    expect(subtreeIds(readings).sort()).toEqual([3, 4, 5, 6]);
  });
});

describe('文章分类', () => {
  it('shows the tree opened, with no 新增子分类 on the third level', async () => {
    renderScreen(<ArticleCategoryPage />);
    expect(await screen.findByText('苏州市')).toBeInTheDocument();
    expect(within(row('通知公告')).getByText('免审核')).toBeInTheDocument();
    expect(within(row('政策解读')).getByText('新增子分类')).toBeInTheDocument();
    expect(within(row('苏州市')).queryByText('新增子分类')).toBeNull();
  });

  it('adds a subcategory: checks the slug, sends the parent, and shows a slug in use under its field', async () => {
    jest.mocked(saveArticleCategory).mockRejectedValue(refusal(409, 'slug: "park-news" is already used by the category "园区新闻"', 'slug'));
    renderScreen(<ArticleCategoryPage />);
    await screen.findByText('苏州市');
    fireEvent.click(within(row('国家政策解读')).getByText('新增子分类'));
    await waitFor(() => expect(modal()?.querySelector('#slug')).toBeTruthy());
    type('name', '高新技术企业');
    type('slug', 'High Tech');
    submitModal();
    expect(await screen.findByText('只能使用小写字母和数字，单词之间用一个连字符连接，如 park-news')).toBeInTheDocument();
    expect(saveArticleCategory).not.toHaveBeenCalled();
    type('slug', 'park-news');
    submitModal();
    await waitFor(() =>
      expect(saveArticleCategory).toHaveBeenCalledWith(
        expect.objectContaining({ parentId: 4, name: '高新技术企业', slug: 'park-news', visible: true, skipAudit: false, description: null }),
        { skipErrorHandler: true },
      ),
    );
    expect(await screen.findByText('"park-news" is already used by the category "园区新闻"')).toBeInTheDocument();
  });

  it('edits a category: it and its subcategories are not offered as its parent', async () => {
    renderScreen(<ArticleCategoryPage />);
    await screen.findByText('苏州市');
    fireEvent.click(within(row('政策解读')).getByText('编辑'));
    await waitFor(() => expect((modal().querySelector('#name') as HTMLInputElement)?.value).toBe('政策解读'));
    fireEvent.mouseDown(modal().querySelector('#parentId')!.closest('.ant-select')!.querySelector('.ant-select-selector')!);
    await waitFor(() =>
      expect(document.querySelector('.ant-select-tree-treenode[title="园区新闻"], .ant-select-tree-node-content-wrapper[title="园区新闻"]')).toBeTruthy(),
    );
    const disabled = [...document.querySelectorAll('.ant-select-tree-treenode-disabled')].map((n) => n.textContent);
    expect(disabled).toEqual(expect.arrayContaining(['政策解读', '国家政策解读', '省市政策解读']));
    expect(disabled).not.toContain('园区新闻');
  });

  it('says why a category with subcategories cannot be deleted', async () => {
    jest.mocked(deleteArticleCategory).mockRejectedValue(refusal(409, '"政策解读" still holds 2 subcategories: move or delete them first', 'id'));
    renderScreen(<ArticleCategoryPage />);
    await screen.findByText('苏州市');
    fireEvent.click(within(row('政策解读')).getByText('删除'));
    expect(await screen.findByText('其下还有 2 个子分类，删除会被拒绝；请先移走或删除子分类。')).toBeInTheDocument();
    fireEvent.click((screen.getByText('确定删除分类“政策解读”吗？').closest('.ant-popover') as HTMLElement).querySelector('.ant-btn-primary')!);
    await waitFor(() => expect(deleteArticleCategory).toHaveBeenCalledWith({ id: 3 }, { skipErrorHandler: true }));
    expect(await screen.findByText('"政策解读" still holds 2 subcategories: move or delete them first')).toBeInTheDocument();
  });

  it('offers no changes to a user who may only look', async () => {
    grant('article-category:query');
    renderScreen(<ArticleCategoryPage />);
    await screen.findByText('苏州市');
    expect(screen.queryByText('新增分类')).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
  });
});

describe('texts', () => {
  // The content screens' texts: categories and pages with the back office, the article screens' loaded with them.
  const enUS = { ...enArticle, ...enEditing };
  const zhCN = { ...zhArticle, ...zhEditing };
  const dir = path.join(__dirname, '../../src/pages/admin/article');
  const sources = (d: string): string[] =>
    fs
      .readdirSync(d, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? sources(path.join(d, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(d, e.name)] : []));
  const used = [...new Set(sources(dir).flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/'(article\.[A-Za-z0-9_.]+)'/g)].map((m) => m[1])))];

  it('has every key the screens use, in both languages, with the same placeholders', () => {
    expect(used.length).toBeGreaterThan(20);
    expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
    expect(used.filter((key) => !(key in zhCN))).toEqual([]);
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const english: Record<string, string> = enUS;
    for (const [key, text] of Object.entries(zhCN)) expect([key, placeholders(english[key])]).toEqual([key, placeholders(text)]);
  });
});
