/** The website shell of the policy front (src/layouts/PublicLayout): menu, sign-in, the user's menu, footer. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import PublicLayout, { sectionOf } from '@/layouts/PublicLayout';
import GlobalModel from '@/models/global';
import VisitorModel from '@/models/visitor';
import { footerSitePages } from '@/services/portal/article';
import { visitorCurrentUser, visitorLogout } from '@/services/portal/visitor';
import { signOut } from '@/utils/signOut';
import { setVisitorToken } from '@/utils/token';
import { renderScreen } from './helpers/renderScreen';
import { createStore } from './helpers/store';

jest.mock('@/utils/signOut', () => ({
  ...jest.requireActual('@/utils/signOut'),
  signOut: jest.fn(),
}));
jest.mock('@/components/NoticeBell', () => ({ __esModule: true, default: () => <span>notice-bell</span> }));
jest.mock('@/services/portal/visitor', () => ({ visitorCurrentUser: jest.fn(), visitorLogout: jest.fn(), sendVerificationCode: jest.fn() }));
jest.mock('@/services/portal/article', () => ({ footerSitePages: jest.fn() }));

let mockLocation = { pathname: '/', search: '', hash: '' };
let mockInitialState: Record<string, unknown> = {};
const mockPush = jest.fn();
const mockReplace = jest.fn();
const mockSetLocale = jest.fn();
jest.mock('@umijs/max', () => {
  const messages = jest.requireActual('@/locales/zh-CN/front').default as Record<string, string>;
  const redux = jest.requireActual('./helpers/reactRedux').reactRedux;
  return {
    useDispatch: redux.useDispatch,
    useSelector: redux.useSelector,
    useIntl: () => ({
      formatMessage: ({ id }: { id: string }, values: Record<string, unknown> = {}) =>
        (messages[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? '')),
    }),
    useLocation: () => mockLocation,
    useModel: () => ({ initialState: mockInitialState }),
    useAccess: () => ({ can: () => true }),
    history: { push: (to: string) => mockPush(to), replace: (to: string) => mockReplace(to) },
    Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
      <a href={to} {...rest}>
        {children}
      </a>
    ),
    Outlet: () => <main>the screen</main>,
    getLocale: () => 'zh-CN',
    setLocale: (...args: unknown[]) => mockSetLocale(...args),
  };
});

const config = { siteName: '星湖科技园', address: '苏州工业园区星湖街 328 号', servicePhone: '0512-62880000', icp: '苏ICP备12345678号-1' };

describe('sectionOf', () => {
  it.each([
    ['/', '/'],
    ['/search', '/search'],
    ['/policydetail/12', '/search'],
    ['/matchNow', '/match'],
    ['/ppResult', '/match'],
    ['/user/subscribe', '/user'],
    ['/calender', '/calender'],
    ['/nowhere', undefined],
  ])('%s lights up %s', (path, section) => expect(sectionOf(path)).toBe(section));
});

let store = createStore(GlobalModel, VisitorModel);
/** The layout in a store with the global and visitor models, inside antd's App (the dialog's messages). */
const render = (ui: JSX.Element) => renderScreen(ui, { store });

describe('PublicLayout', () => {
  beforeEach(() => {
    jest.mocked(footerSitePages).mockResolvedValue({
      success: true,
      code: 0,
      data: [
        { slug: 'about', title: '关于园区' },
        { slug: 'privacy', title: '隐私政策' },
      ],
    });
    mockPush.mockReset();
    localStorage.clear();
    store = createStore(GlobalModel, VisitorModel);
  });

  it('gives a visitor the menu as links, a sign-in dialog (staff sign in on their page, coming back here), and the footer', async () => {
    mockLocation = { pathname: '/policydetail/12', search: '?from=home', hash: '' };
    mockInitialState = { config, resources: [] };
    render(<PublicLayout />);

    const menu = screen.getByRole('navigation', { name: '政策服务' });
    expect(within(menu).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
    expect(within(menu).getByRole('link', { name: '高企自测' })).toHaveAttribute('href', '/highZc');
    // A policy page belongs to the search: its entry is the current one.
    expect(within(menu).getByRole('link', { name: '政策搜索' })).toHaveAttribute('href', '/search');
    expect(within(menu).getByRole('link', { name: '政策搜索' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
    // The user centre is in the user's menu, not in the bar.
    expect(within(menu).queryByRole('link', { name: '用户中心' })).toBeNull();
    expect(screen.getByText('the screen')).toBeInTheDocument();

    // The language switch names the other language and reloads in it.
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(mockSetLocale).toHaveBeenCalledWith('en-US', true);

    expect(screen.queryByTestId('current-user')).toBeNull();
    fireEvent.click(screen.getByTestId('sign-in'));
    expect(store.getState().global.loginModalVisible).toBe(true);
    const staff = (await screen.findByText('园区工作人员登录')).closest('a');
    expect(staff).toHaveAttribute('href', `/portal/adminlogin?reurl=${encodeURIComponent('/policydetail/12?from=home')}`);
    expect(screen.getByLabelText('邮箱或手机号')).toBeInTheDocument();

    expect(screen.getAllByText('星湖科技园').length).toBeGreaterThan(0);
    expect(screen.getByText(/苏州工业园区星湖街 328 号 · 服务热线：0512-62880000/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: config.icp })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    // The single pages marked for the footer, asked once.
    const pages = await screen.findByRole('navigation', { name: '网站信息' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['关于园区', '/page/about'],
      ['隐私政策', '/page/privacy'],
    ]);
    expect(footerSitePages).toHaveBeenCalledTimes(1);
  });

  it('gives a member of staff their menu: the back office, the account screens and signing out', async () => {
    mockLocation = { pathname: '/', search: '', hash: '' };
    mockInitialState = {
      config,
      currentUser: { id: 7, name: '林晓燕', avatar: '' },
      resources: [
        { id: 1, type: 'button', resourcePath: '/admin/company', visible: true },
        { id: 2, type: 'menu', resourcePath: '/admin/policy', visible: true },
      ],
    };
    render(<PublicLayout />);
    expect(await screen.findByText('notice-bell')).toBeInTheDocument();
    expect(screen.queryByTestId('sign-in')).toBeNull();

    fireEvent.mouseEnter(await screen.findByTestId('current-user'));
    fireEvent.click(await screen.findByText('管理后台'));
    expect(mockPush).toHaveBeenCalledWith('/admin/policy');

    fireEvent.mouseEnter(screen.getByTestId('current-user'));
    fireEvent.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(signOut).toHaveBeenCalled());
  });

  it('sends an old hash-router link followed from an open page to its path, as the address is when the effect runs', () => {
    mockLocation = { pathname: '/', search: '', hash: '#/search?keyword=研发' };
    mockInitialState = { config: {}, resources: [] };
    window.history.replaceState(null, '', '/#/search?keyword=研发');
    try {
      render(<PublicLayout />);
      // (The browser keeps the address percent-encoded; the router reads it the same.)
      expect(mockReplace).toHaveBeenCalledWith(`/search?keyword=${encodeURIComponent('研发')}`);
      // Rendered with a hash that is gone by the time the effect runs (a page still hydrating): nothing is replaced.
      mockReplace.mockClear();
      mockLocation = { pathname: '/', search: '', hash: '#/' };
      window.history.replaceState(null, '', '/search');
      render(<PublicLayout />);
      expect(mockReplace).not.toHaveBeenCalled();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('offers no back office to a signed-in user without admin menus', async () => {
    mockLocation = { pathname: '/', search: '', hash: '' };
    mockInitialState = { config: {}, currentUser: { id: 8, name: '周启航' }, resources: [] };
    render(<PublicLayout />);
    fireEvent.mouseEnter(await screen.findByTestId('current-user'));
    await screen.findByText('账户中心');
    expect(screen.queryByText('管理后台')).toBeNull();
    // Without a configured name the site is called by the app's title.
    expect(screen.getAllByText('智汇园区').length).toBeGreaterThan(0);
  });

  it('knows a visitor who signed in before, and signs them out', async () => {
    mockLocation = { pathname: '/', search: '', hash: '' };
    mockInitialState = { config: {}, resources: [] };
    setVisitorToken('visitor-token');
    jest.mocked(visitorCurrentUser).mockResolvedValue({
      success: true,
      code: 0,
      data: { id: 3, displayName: '王芳', email: 'wang.fang@example.cn', phone: null, emailNotices: true, createdAt: '' },
    });
    jest.mocked(visitorLogout).mockResolvedValue({ success: true, code: 0, data: null });
    render(<PublicLayout />);
    const me = await screen.findByTestId('current-visitor');
    expect(me).toHaveTextContent('王芳');
    fireEvent.mouseEnter(me);
    fireEvent.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(screen.getByTestId('sign-in')).toBeInTheDocument());
    expect(visitorLogout).toHaveBeenCalled();
    expect(localStorage.getItem('visitor_token')).toBeNull();
  });

  it('forgets a kept visitor session the server no longer knows, quietly', async () => {
    mockLocation = { pathname: '/', search: '', hash: '' };
    mockInitialState = { config: {}, resources: [] };
    setVisitorToken('expired');
    jest.mocked(visitorCurrentUser).mockRejectedValue(Object.assign(new Error('401'), { response: { status: 401 } }));
    render(<PublicLayout />);
    await waitFor(() => expect(localStorage.getItem('visitor_token')).toBeNull());
    expect(screen.getByTestId('sign-in')).toBeInTheDocument();
  });
});
