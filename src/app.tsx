import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import type { MenuDataItem } from '@ant-design/pro-components';
import type { RunTimeLayoutConfig } from '@umijs/max';
import { getIntl, getLocale, history, Link, Navigate } from '@umijs/max';
import { Alert, Button } from 'antd';
import { lazy, Suspense } from 'react';
import defaultSettings, { PRIMARY_COLOR } from '../config/defaultSettings';
import LazyMessages from '@/components/LazyMessages';
import AntdApp from '@/components/AntdApp';
import ChunkErrorBoundary from '@/components/ChunkErrorBoundary';
import LanguageSwitch from '@/components/LanguageSwitch';
import UserMenu from '@/components/UserMenu';
import { frontEntries } from '@/constants/frontMenu';
import { loadMessages } from '@/locales/load';
import { requestConfig } from '@/requestErrorConfig';
import { oauthCurrentUser } from '@/services/portal/account';
import { allConfig } from '@/services/portal/config';
import { currentUserResources } from '@/services/portal/resource';
import { buildMenuTree, type MenuResource } from '@/utils/menu';
import { initialPolicyState, type PolicyState } from '@/models/policy';
import { afterHydration, forgetPageDataUnless, HydrationMark, isServerRendered, pageData, pageDataKey } from '@/utils/pageData';
import { loadPrimaryColor } from '@/utils/theme';
import { renderedInitialState, visitorState } from '@/utils/initialState';
import { loginPath, signOut } from '@/utils/signOut';
import { clearToken, getToken } from '@/utils/token';

// Parts of the header and of the layout's error pages load when first shown, not with every screen's first load.
const NoticeBell = lazy(() => import('@/components/NoticeBell'));
const TaskCount = lazy(() => import('@/components/TaskCount'));
const ThemeSettings = lazy(() => import('@/components/ThemeSettings'));
const Exception403 = lazy(() => import('@/pages/exception/403'));
const Exception404 = lazy(() => import('@/pages/exception/404'));
const MenuIcon = lazy(() => import('@/components/MenuIcon'));

const menuIcon = (name?: string) => (
  <Suspense fallback={null}>
    <MenuIcon name={name} />
  </Suspense>
);

export type CurrentUser = Awaited<ReturnType<typeof oauthCurrentUser>>['data'];

export type InitialState = {
  settings: typeof defaultSettings;
  config: Record<string, unknown>;
  currentUser?: CurrentUser;
  /** The signed-in admin's menu resources, flat, as the server returns them. */
  resources: MenuResource[];
  /** A start-up failure, shown above the page rather than leaving it blank. */
  error?: string;
};

const isUnauthorized = (err: unknown) => (err as { response?: { status?: number } })?.response?.status === 401;

/** The current user and their menu resources; asked only when a token is held. */
async function loadSignedIn(): Promise<Pick<InitialState, 'currentUser' | 'resources'>> {
  if (!getToken()) return { resources: [] };
  try {
    const [user, resources] = await Promise.all([oauthCurrentUser({ skipErrorHandler: true }), currentUserResources({ skipErrorHandler: true })]);
    return { currentUser: user.data, resources: resources.data };
  } catch (err) {
    // An expired token on a public screen simply makes the user a visitor again.
    if (isUnauthorized(err)) {
      clearToken();
      return { resources: [] };
    }
    throw err;
  }
}

/**
 * Loaded before any screen renders; a spinner shows meanwhile (initialState.loading in .umirc.ts), except over a
 * page the server rendered, which starts from renderedInitialState (src/utils/initialState.ts) and shows its content.
 */
export async function getInitialState(): Promise<InitialState> {
  // A server-rendered page holds the configuration: only who is signed in is asked.
  const rendered = renderedInitialState();
  const state = visitorState(rendered?.config ?? {});
  // A server-rendered page first hydrates as the server rendered it (the state would change what it shows).
  await afterHydration();
  const [config, signedIn] = await Promise.allSettled([
    rendered ? Promise.resolve({ code: 0, data: rendered.config }) : allConfig({ skipErrorHandler: true }),
    loadSignedIn(),
  ]);
  if (config.status === 'fulfilled' && config.value.code === 0) state.config = config.value.data;
  if (signedIn.status === 'fulfilled') Object.assign(state, signedIn.value);
  const failure = [config, signedIn].find((r) => r.status === 'rejected') as PromiseRejectedResult | undefined;
  if (failure) state.error = (failure.reason as Error)?.message || getIntl().formatMessage({ id: 'app.startupError' });
  return state;
}

/**
 * Before the first render: old hash-router links (/#/search) land on their path (/#/ on /), and the chosen
 * language's texts arrive when they are not in the entry bundle (src/locales/load.ts). A back-office
 * address starts loading the admin texts at the same time rather than after the layout mounts.
 */
export function render(oldRender: () => void) {
  const { hash } = window.location;
  if (hash.startsWith('#/')) {
    const base = (window as { routerBase?: string }).routerBase?.replace(/\/$/, '') ?? '';
    window.history.replaceState(null, '', `${base}${hash.slice(1)}`);
  }
  if (/\/admin\//.test(window.location.pathname)) loadMessages('admin').catch(() => undefined);
  loadMessages('front')
    // Rendering without them beats a blank page; the language switch or a reload tries again.
    .catch((err) => console.warn('Texts failed to load:', (err as Error)?.message))
    .finally(oldRender);
}

/** The server renders in the default language: Umi's own reading of the choice assumes a browser. */
export const locale = {
  getLocale() {
    if (typeof window === 'undefined') return 'zh-CN';
    try {
      return window.localStorage.getItem('umi_locale') || 'zh-CN';
    } catch {
      return 'zh-CN';
    }
  },
};

/**
 * A page the server rendered (server/modules/seo/render.ts) is hydrated when the browser would render the
 * same thing: the default language and colour. Signed in or not: the server renders nobody's own parts, and the
 * start-up state (the user's name, their menu) waits until the page has hydrated (getInitialState), so the first
 * render is a visitor's in both. Otherwise, and on every page the server did not render, the app renders afresh
 * (a server-rendered page is then replaced, not hydrated with a mismatch; the screen's chunk loading meanwhile
 * would show an empty page for a moment).
 */
export function modifyClientRenderOpts<T extends { hydrate?: boolean }>(memo: T): T {
  const sameAsServer = isServerRendered() && locale.getLocale() === 'zh-CN' && loadPrimaryColor() === PRIMARY_COLOR;
  return { ...memo, hydrate: !!memo.hydrate && sameAsServer };
}

/**
 * Each screen (a route with no routes below it) is followed by a HydrationMark, inside the same lazily loaded
 * route, so that `hydrated` says when the page the server rendered has hydrated as a whole.
 */
export function patchRoutes({
  routes,
  routeComponents,
}: {
  routes: Record<string, { parentId?: string }>;
  routeComponents: Record<string, React.ComponentType>;
}) {
  const parents = new Set(Object.values(routes).map((r) => r.parentId));
  for (const id of Object.keys(routeComponents)) {
    if (parents.has(id)) continue;
    const Screen = routeComponents[id];
    routeComponents[id] = function ScreenThenMark(props: object) {
      return (
        <>
          <Screen {...props} />
          <HydrationMark />
        </>
      );
    };
  }
}

/** The server's page data describes the address it rendered; another address fetches its own. */
export function onRouteChange({ location }: { location: { pathname: string; search: string } }) {
  forgetPageDataUnless(location.pathname + location.search);
}

/**
 * The admin menu's English names, by menu key. The admin menu's definition loads only for a signed-in user
 * with menu resources in English, so visitors' first load never carries it.
 */
async function englishNamesOf(resources: MenuResource[]): Promise<Map<string, string> | undefined> {
  if (getLocale() !== 'en-US' || resources.length === 0) return undefined;
  const { adminMenu, adminScreens } = await import('../config/adminMenu');
  return new Map([...adminMenu, ...adminScreens()].map((e) => [e.key, e.nameEn] as const));
}

async function menuData(resources: MenuResource[]): Promise<MenuDataItem[]> {
  const intl = getIntl();
  const englishNames = await englishNamesOf(resources);
  const front: MenuDataItem[] = frontEntries.map((e) => ({
    key: e.path,
    path: e.path,
    name: intl.formatMessage({ id: `pages.${e.id}.title` }),
    icon: menuIcon(e.icon),
  }));
  const admin = buildMenuTree(resources, (r) => englishNames?.get(r.resourceKey) || r.resourceName);
  const withIcons = (items: MenuDataItem[]): MenuDataItem[] =>
    items.map((i) => ({ ...i, icon: menuIcon(i.icon as string), children: i.children && withIcons(i.children) }));
  return [
    { key: '/', path: '/', name: intl.formatMessage({ id: 'menu.home' }), icon: menuIcon('HomeOutlined') },
    { key: 'front', path: '/front', name: intl.formatMessage({ id: 'menu.front' }), icon: menuIcon('CompassOutlined'), children: front },
    ...withIcons(admin),
  ];
}

export const layout: RunTimeLayoutConfig = ({ initialState }) => {
  const intl = getIntl();
  const user = initialState?.currentUser;
  return {
    ...initialState?.settings,
    title: (initialState?.config?.siteName as string) || intl.formatMessage({ id: 'app.title' }),
    logo: (initialState?.config?.logo as string) || '/logo.svg',
    menu: {
      locale: false,
      params: { userId: user?.id, count: initialState?.resources.length, locale: getLocale() },
      request: () => menuData(initialState?.resources ?? []),
    },
    actionsRender: () => [
      <Suspense key="tasks" fallback={null}>
        <TaskCount />
      </Suspense>,
      <Suspense key="notice" fallback={null}>
        <NoticeBell />
      </Suspense>,
      <Suspense key="theme" fallback={null}>
        <ThemeSettings />
      </Suspense>,
      <LanguageSwitch key="lang" />,
    ],
    avatarProps: user
      ? {
          src: user.avatar || undefined,
          icon: <UserOutlined />,
          title: user.name,
          size: 'small',
          render: (_props, dom) => (
            <UserMenu
              menu={{
                items: [
                  { key: '/account/center', icon: <UserOutlined />, label: intl.formatMessage({ id: 'menu.account.center' }) },
                  { key: '/account/settings', icon: <SettingOutlined />, label: intl.formatMessage({ id: 'menu.account.settings' }) },
                  { key: 'logout', icon: <LogoutOutlined />, label: intl.formatMessage({ id: 'menu.logout' }) },
                ],
                onClick: ({ key }) => (key === 'logout' ? signOut() : history.push(key)),
              }}
            >
              <span data-testid="current-user">{dom}</span>
            </UserMenu>
          ),
        }
      : {
          render: () => (
            <Link to={loginPath()}>
              <Button type="link" icon={<UserOutlined />}>
                {intl.formatMessage({ id: 'login.submit' })}
              </Button>
            </Link>
          ),
        },
    // A visitor on an admin route is sent to log in; a signed-in user without the grant sees 403.
    unAccessible: user ? (
      <Suspense fallback={null}>
        <Exception403 />
      </Suspense>
    ) : (
      <Navigate to={loginPath()} replace />
    ),
    noFound: (
      <Suspense fallback={null}>
        <Exception404 />
      </Suspense>
    ),
    ErrorBoundary: ChunkErrorBoundary,
    childrenRender: (children) => (
      <ChunkErrorBoundary>
        {initialState?.error && <Alert type="error" showIcon banner message={initialState.error} closable />}
        <LazyMessages part="admin">{children}</LazyMessages>
      </ChunkErrorBoundary>
    ),
    onPageChange: () => {
      if (window.location.hash.startsWith('#/')) history.replace(window.location.hash.slice(1));
    },
  };
};

/** The saved primary colour applies from the first paint. */
export const antd = (memo: { theme?: { token?: Record<string, unknown> } }) => {
  memo.theme = { ...memo.theme, token: { ...memo.theme?.token, colorPrimary: loadPrimaryColor() } };
  return memo;
};

export const request = requestConfig;

/**
 * Inside antd's ConfigProvider (Umi's antd plugin), on every page including the login screen: antd's App context,
 * whose message, notification and modal load when first shown (src/components/AntdApp).
 */
export const innerProvider = (container: React.ReactNode) => <AntdApp>{container}</AntdApp>;

/**
 * dva's error handler: suppress the default handling and log the message (the request layer has shown it).
 * Called for each store made (one in the browser, one per server render).
 */
export const dva = (memo: { config?: object }) => ({
  ...memo,
  config: {
    onError(error: Error & { preventDefault?: () => void }) {
      error.preventDefault?.();
      console.error(error.message);
    },
    initialState: seededStore(),
  },
});

/** A server-rendered page's store starts as the server's did (server/modules/seo/pageLoaders.ts). */
function seededStore() {
  const policy = pageData<Partial<PolicyState>>(pageDataKey.policyState);
  return policy ? { policy: { ...initialPolicyState, ...policy } } : undefined;
}
