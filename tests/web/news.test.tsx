/** The front's news: /news by category with link paging, and /news/:id with related articles. */
import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import NewsScreen from '@/pages/news';
import NewsDetailScreen from '@/pages/news/Detail';
import { newsDetail, queryNews } from '@/services/portal/article';
import { renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => {
  const router = require('react-router-dom');
  return { ...require('./helpers/umiMax').umiMaxMock(), useParams: router.useParams, useLocation: router.useLocation, Link: router.Link };
});
jest.mock('@/services/portal/article', () => ({ queryNews: jest.fn(), newsDetail: jest.fn() }));
jest.setTimeout(30000);

const ok = (data: unknown) => ({ success: true, code: 0, data } as never);
const item = (id: number, over: object = {}) => ({
  id,
  title: `园区新闻 ${id}`,
  summary: `摘要 ${id}`,
  coverUrl: null,
  categoryName: '通知公告',
  categorySlug: 'notices',
  tags: [],
  pinned: false,
  recommended: false,
  // 16:00 UTC is the next day in China.
  publishedAt: '2026-11-20T16:00:00.000Z',
  ...over,
});
const categories = [
  { id: 1, parentId: 0, name: '园区新闻', slug: 'park-news' },
  { id: 2, parentId: 0, name: '通知公告', slug: 'notices' },
  { id: 3, parentId: 0, name: '政策解读', slug: 'policy-readings' },
  { id: 4, parentId: 3, name: '国家政策解读', slug: 'national-policy' },
];
const renderAt = (path: string) =>
  renderScreen(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/news" element={<NewsScreen />} />
        <Route path="/news/:id" element={<NewsDetailScreen />} />
      </Routes>
    </MemoryRouter>,
  );

describe('/news', () => {
  beforeEach(() => jest.clearAllMocks());

  it('lists a category’s page as its address asks, pinned marked, with links for the categories and the pages', async () => {
    jest.mocked(queryNews).mockResolvedValue(ok({ list: [item(7, { pinned: true }), item(6)], total: 30, categories }));
    renderAt('/news?category=notices&current=2');
    expect(await screen.findByRole('link', { name: '园区新闻 7' })).toHaveAttribute('href', '/news/7');
    expect(queryNews).toHaveBeenCalledWith({ category: 'notices', current: 2, pageSize: 12 }, { skipErrorHandler: true });
    expect(screen.getByRole('heading', { name: '园区资讯 · 通知公告' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '资讯分类' });
    expect(within(nav).getByRole('link', { name: '通知公告' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '全部' })).toHaveAttribute('href', '/news');
    // Top-level categories only while none below them is chosen.
    expect(within(nav).queryByRole('link', { name: '国家政策解读' })).toBeNull();
    expect(screen.getAllByText('置顶')).toHaveLength(1);
    expect(screen.getAllByText('2026-11-21')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '3' })).toHaveAttribute('href', '/news?category=notices&current=3');
  });

  it('shows the not-found page for a category the front does not show', async () => {
    jest.mocked(queryNews).mockRejectedValue(Object.assign(new Error('404'), { response: { status: 404 } }));
    renderAt('/news?category=hidden');
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
  });
});

describe('/news/:id', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows the article, its category link, views and related articles', async () => {
    jest.mocked(newsDetail).mockResolvedValue(
      ok({
        ...item(9, { title: '关于计划停电的通知', tags: ['停电通知'] }),
        contentHtml: '<p>本月 12 日 8:00–17:00 停电。</p>',
        author: '张宇',
        source: '园区管委会',
        seoTitle: null,
        seoDescription: null,
        viewCount: 41,
        updatedAt: '2026-11-21T01:00:00.000Z',
        related: [item(8, { title: '园区消防安全检查的公告' })],
      }),
    );
    renderAt('/news/9');
    expect(await screen.findByRole('heading', { name: '关于计划停电的通知' })).toBeInTheDocument();
    expect(within(screen.getByTestId('news-content')).getByText('本月 12 日 8:00–17:00 停电。')).toBeInTheDocument();
    expect(screen.getByText('阅读 41')).toBeInTheDocument();
    expect(screen.getByText('作者：张宇')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '通知公告' })).toHaveAttribute('href', '/news?category=notices');
    expect(within(screen.getByRole('navigation', { name: '相关文章' })).getByRole('link', { name: '园区消防安全检查的公告' })).toHaveAttribute(
      'href',
      '/news/8',
    );
    expect(newsDetail).toHaveBeenCalledWith({ id: 9 }, { skipErrorHandler: true });
  });

  it('never asks for an id that cannot be an article', async () => {
    renderAt('/news/abc');
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
    expect(newsDetail).not.toHaveBeenCalled();
  });
});
