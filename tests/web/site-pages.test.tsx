/** Single pages: /page/:slug on the front, and 单页管理 in the back office. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import SitePagesPage from '@/pages/admin/article/page';
import SitePageScreen from '@/pages/page';
import { publicSitePage, querySitePages, saveSitePage, sitePageDetail } from '@/services/portal/article';
import { refusal, renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => {
  const router = require('react-router-dom');
  return { ...require('./helpers/umiMax').umiMaxMock(), useParams: router.useParams };
});
jest.mock('@/services/portal/article', () => ({ publicSitePage: jest.fn(), querySitePages: jest.fn(), sitePageDetail: jest.fn(), saveSitePage: jest.fn() }));
// The editor's own tests cover it; here a text area stands in (jsdom has no contenteditable to type into).
jest.mock('@/components/RichTextEditor', () => ({
  __esModule: true,
  default: ({ value, onChange, id }: { value?: string; onChange?: (html: string) => void; id?: string }) => (
    <textarea id={id} aria-label="正文" value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} />
  ),
}));
jest.setTimeout(30000);

const ok = (data: unknown) => ({ success: true, code: 0, data } as never);
const about = {
  slug: 'about',
  title: '关于园区',
  description: '园区概况',
  contentHtml: '<h2>园区概况</h2><p>现有入园企业 600 余家。</p>',
  updatedAt: '2026-11-20T17:00:00.000Z',
};
/** The drawer once it is there. */
const openDrawer = () =>
  waitFor(() => {
    const drawer = document.querySelector('.ant-drawer');
    expect(drawer).toBeTruthy();
    return drawer as HTMLElement;
  });
const renderAt = (path: string) =>
  renderScreen(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/page/:slug" element={<SitePageScreen />} />
      </Routes>
    </MemoryRouter>,
  );

describe('/page/:slug', () => {
  it('shows the page’s title, text and China’s day of its last change', async () => {
    jest.mocked(publicSitePage).mockResolvedValue(ok(about));
    renderAt('/page/about');
    expect(await screen.findByRole('heading', { name: '关于园区' })).toBeInTheDocument();
    expect(within(screen.getByTestId('site-page-content')).getByRole('heading', { name: '园区概况' })).toBeInTheDocument();
    // 17:00 UTC is the next morning in China.
    expect(screen.getByText('更新于 2026-11-21')).toBeInTheDocument();
    expect(publicSitePage).toHaveBeenCalledWith({ slug: 'about' }, { skipErrorHandler: true });
  });

  it('shows the 404 page for a slug no page has, and never asks for one that cannot be a slug', async () => {
    jest.mocked(publicSitePage).mockRejectedValue(Object.assign(new Error('404'), { response: { status: 404 } }));
    renderAt('/page/nope');
    await waitFor(() => expect(publicSitePage).toHaveBeenCalledWith({ slug: 'nope' }, { skipErrorHandler: true }));
    expect(await screen.findByText(/exception\.404|页面不存在|不存在/)).toBeInTheDocument();
    jest.mocked(publicSitePage).mockClear();
    renderAt('/page/About%20Us');
    await screen.findAllByText(/exception\.404|页面不存在|不存在/);
    expect(publicSitePage).not.toHaveBeenCalled();
  });

  it('offers to try again when the page could not be loaded', async () => {
    jest.mocked(publicSitePage).mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue(ok(about));
    renderAt('/page/about');
    fireEvent.click(await screen.findByRole('button', { name: '重 试' }));
    expect(await screen.findByRole('heading', { name: '关于园区' })).toBeInTheDocument();
  });
});

describe('单页管理', () => {
  const item = {
    id: 1,
    slug: 'about',
    title: '关于园区',
    description: '园区概况',
    inFooter: true,
    order: 10,
    updatedAt: about.updatedAt,
    updatedByName: '黄丽',
  };

  it('lists the pages with their front address, and shows a slug in use under its field when saving', async () => {
    jest.mocked(querySitePages).mockResolvedValue(ok({ list: [item], total: 1 }));
    jest.mocked(sitePageDetail).mockResolvedValue(ok({ ...item, contentHtml: about.contentHtml }));
    jest.mocked(saveSitePage).mockRejectedValue(refusal(409, 'slug: "contact" is already used by the page "联系我们"', 'slug'));
    renderScreen(<SitePagesPage />);
    expect(await screen.findByRole('link', { name: '/page/about' })).toHaveAttribute('href', '/page/about');
    expect(screen.getByText(/黄丽/)).toBeInTheDocument();
    fireEvent.click(screen.getByText('编辑'));
    const drawer = await openDrawer();
    await waitFor(() => expect((drawer.querySelector('#title') as HTMLInputElement).value).toBe('关于园区'));
    expect((drawer.querySelector('#contentHtml') as HTMLTextAreaElement).value).toBe(about.contentHtml);
    fireEvent.change(drawer.querySelector('#slug')!, { target: { value: 'contact' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定|确\s*认|保\s*存|提\s*交/ }));
    await waitFor(() =>
      expect(saveSitePage).toHaveBeenCalledWith(
        { id: 1, slug: 'contact', title: '关于园区', description: '园区概况', inFooter: true, order: 10, contentHtml: about.contentHtml },
        { skipErrorHandler: true },
      ),
    );
    expect(await screen.findByText('"contact" is already used by the page "联系我们"')).toBeInTheDocument();
  });

  it('asks for the text before saving a new page', async () => {
    jest.mocked(querySitePages).mockResolvedValue(ok({ list: [item], total: 1 }));
    jest.mocked(saveSitePage).mockClear();
    renderScreen(<SitePagesPage />);
    fireEvent.click(await screen.findByRole('button', { name: /新增单页/ }));
    const drawer = await openDrawer();
    await waitFor(() => expect(drawer.querySelector('#title')).toBeTruthy());
    fireEvent.change(drawer.querySelector('#title')!, { target: { value: '入园指南' } });
    fireEvent.change(drawer.querySelector('#slug')!, { target: { value: 'guide' } });
    fireEvent.change(drawer.querySelector('#contentHtml')!, { target: { value: '<p> </p>' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定|确\s*认|保\s*存|提\s*交/ }));
    expect(await screen.findByText('请输入正文')).toBeInTheDocument();
    expect(saveSitePage).not.toHaveBeenCalled();
  });
});
