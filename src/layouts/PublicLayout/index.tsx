import { LoginOutlined } from '@ant-design/icons';
import { history, Link, Outlet, useDispatch, useIntl, useLocation, useModel, useSelector } from '@umijs/max';
import { Alert, Button, Layout, theme } from 'antd';
import { lazy, Suspense, useEffect, useState, type CSSProperties } from 'react';
import ChunkErrorBoundary from '@/components/ChunkErrorBoundary';
import LanguageSwitch from '@/components/LanguageSwitch';
import { frontEntries, USER_CENTRE_PATH, type FrontEntry } from '@/constants/frontMenu';
import { footerSitePages } from '@/services/portal/article';
import { sitePagePath } from '@shared/slug';
import { afterHydration, pageData, pageDataKey } from '@/utils/pageData';
import { useSiteConfig } from '@/utils/useSiteConfig';
import type { GlobalState } from '@/models/global';
import type { VisitorState } from '@/models/visitor';
import './index.less';

// The top bar's parts for someone signed in (AccountActions.tsx) load only for them.
const Notices = lazy(() => import('./AccountActions').then((m) => ({ default: m.Notices })));
const AccountMenu = lazy(() => import('./AccountActions').then((m) => ({ default: m.AccountMenu })));
// The visitors' sign-in and registration dialog loads when first opened.
const VisitorAuth = lazy(() => import('@/components/VisitorAuth'));

/** Screens reached from a menu entry that are not entries themselves: they light up the entry they belong to. */
const SECTION_OF: [RegExp, string][] = [
  [/^\/policydetail\//, '/search'],
  [/^\/(matchNow|pping|ppResult)$/, '/match'],
];

export function sectionOf(pathname: string): string | undefined {
  if (pathname === '/') return '/';
  const entry = frontEntries.find((e) => pathname === e.path || pathname.startsWith(`${e.path}/`));
  return entry?.path ?? SECTION_OF.find(([pattern]) => pattern.test(pathname))?.[1];
}

type FooterPage = { slug: string; title: string };

/** The single pages the footer links (about, contact, terms…): what a server-rendered page was rendered with, else asked once. */
function useFooterPages(): FooterPage[] {
  const [pages, setPages] = useState<FooterPage[] | undefined>(() => pageData<FooterPage[]>(pageDataKey.footerPages));
  useEffect(() => {
    if (pages) return;
    footerSitePages({ skipErrorHandler: true }).then(
      (res) => setPages(res.data),
      // The footer simply goes without its links.
      () => setPages([]),
    );
  }, [pages]);
  return pages ?? [];
}

/** A text entry of the site configuration, or undefined when it is not set. */
const configText = (config: Record<string, unknown>, key: string) => (typeof config[key] === 'string' && config[key] ? (config[key] as string) : undefined);

/**
 * The website shell of the policy front: a top bar (logo and site name, the front's menu, the language,
 * sign-in or the user's menu), the screen, and a footer with the single pages marked for it and the park's
 * address, service phone and hours, e-mail, copyright and filing numbers from the site configuration. Staff keep the side-menu layout on back-office screens; here they
 * get a link back to it. Menu entries are links, so search engines and middle-clicks follow them.
 */
export default function PublicLayout() {
  const intl = useIntl();
  const location = useLocation();
  const { initialState } = useModel('@@initialState');
  const config = useSiteConfig();
  const footerPages = useFooterPages();
  const siteName = (typeof config.siteName === 'string' && config.siteName) || intl.formatMessage({ id: 'app.title' });
  const user = initialState?.currentUser;
  const section = sectionOf(location.pathname);
  const dispatch = useDispatch();
  const visitor = useSelector((s: { visitor: VisitorState }) => s.visitor.current);
  const signedIn = !!(user || visitor);
  const { token } = theme.useToken();
  const authOpen = useSelector((s: { global: GlobalState }) => s.global.loginModalVisible || s.global.logonModalVisible);

  // A visitor who signed in before is still signed in: ask who holds the kept session, once a server-rendered page has
  // hydrated (an answer arriving before would change a part React has not hydrated yet, which it then renders afresh:
  // React error 421).
  useEffect(() => {
    let live = true;
    afterHydration().then(() => {
      if (live) dispatch({ type: 'visitor/fetchCurrent' });
    });
    return () => {
      live = false;
    };
  }, [dispatch]);

  // The visitor's unread notifications, asked again as they move between pages.
  useEffect(() => {
    if (visitor) dispatch({ type: 'visitor/fetchUnread' });
  }, [dispatch, visitor?.id, location.pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  // An old hash-router link followed from a page already open (/#/search) lands on its path, as on first load. The
  // address is read as it is now: a page still hydrating runs this effect late, when the hash it rendered with may be gone.
  useEffect(() => {
    const { hash } = window.location;
    if (hash.startsWith('#/')) history.replace(hash.slice(1));
  }, [location.hash]);

  const navEntries = [
    { path: '/', label: intl.formatMessage({ id: 'menu.home' }) },
    ...frontEntries
      .filter((e) => e.path !== USER_CENTRE_PATH)
      .map((e: FrontEntry) => ({ path: e.path, label: intl.formatMessage({ id: `pages.${e.id}.title` }) })),
  ];

  const footerParts = [
    configText(config, 'address'),
    configText(config, 'servicePhone') && intl.formatMessage({ id: 'footer.servicePhone' }, { phone: configText(config, 'servicePhone') }),
    configText(config, 'serviceHours') && intl.formatMessage({ id: 'footer.serviceHours' }, { hours: configText(config, 'serviceHours') }),
    configText(config, 'email') && intl.formatMessage({ id: 'footer.email' }, { email: configText(config, 'email') }),
  ].filter(Boolean);
  const icp = configText(config, 'icp');
  const policeRecord = configText(config, 'policeRecord');

  return (
    // The theme's primary colour and its light background for the front's own stylesheets (links drawn as tabs, buttons
    // and pages, the calendar's days).
    <Layout className="public-layout" style={{ '--public-accent': token.colorPrimary, '--public-accent-bg': token.colorPrimaryBg } as CSSProperties}>
      <Layout.Header className="public-header">
        <Link to="/" className="public-brand">
          <img src={configText(config, 'logo') ?? '/logo.svg'} alt="" width={28} height={28} />
          <span className="public-brand-name">{siteName}</span>
        </Link>
        <nav className="public-nav" aria-label={intl.formatMessage({ id: 'menu.front' })}>
          {navEntries.map((e) => (
            <Link
              key={e.path}
              to={e.path}
              className={e.path === section ? 'public-nav-link public-nav-link-active' : 'public-nav-link'}
              aria-current={e.path === section ? 'page' : undefined}
            >
              {e.label}
            </Link>
          ))}
        </nav>
        <div className="public-actions">
          {signedIn && (
            <Suspense fallback={null}>
              <Notices />
            </Suspense>
          )}
          <LanguageSwitch className="public-language" />
          {signedIn ? (
            <Suspense fallback={null}>
              <AccountMenu />
            </Suspense>
          ) : (
            <Button
              type="primary"
              ghost
              icon={<LoginOutlined />}
              onClick={() => dispatch({ type: 'global/changeLoginModalVisible', payload: true })}
              data-testid="sign-in"
            >
              {intl.formatMessage({ id: 'login.submit' })}
            </Button>
          )}
        </div>
      </Layout.Header>
      <Layout.Content className="public-content">
        {initialState?.error && <Alert type="error" showIcon banner message={initialState.error} closable />}
        <ChunkErrorBoundary>
          <Outlet />
        </ChunkErrorBoundary>
        {authOpen && (
          <Suspense fallback={null}>
            <VisitorAuth />
          </Suspense>
        )}
      </Layout.Content>
      <Layout.Footer className="public-footer">
        {footerPages.length > 0 && (
          <nav className="public-footer-pages" aria-label={intl.formatMessage({ id: 'footer.pages' })}>
            {footerPages.map((p) => (
              <Link key={p.slug} to={sitePagePath(p.slug)}>
                {p.title}
              </Link>
            ))}
          </nav>
        )}
        <div>{configText(config, 'copyright') ?? `© ${new Date().getFullYear()} ${siteName}`}</div>
        {footerParts.length > 0 && <div>{footerParts.join(' · ')}</div>}
        {(icp || policeRecord) && (
          <div className="public-footer-records">
            {icp && (
              <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer">
                {icp}
              </a>
            )}
            {policeRecord && (
              // The national register finds a site by its record's digits.
              <a href={`https://beian.mps.gov.cn/#/query/webSearch?code=${policeRecord.replace(/\D/g, '')}`} target="_blank" rel="noreferrer">
                {policeRecord}
              </a>
            )}
          </div>
        )}
      </Layout.Footer>
    </Layout>
  );
}
