import PublicPage from '@/components/PublicPage';
import { history, Link, useDispatch, useIntl, useModel, useSelector } from '@umijs/max';
import { Space, Statistic, Tag, Typography } from 'antd';
import Columns from '@/components/Columns';
import Panel from '@/components/Panel';
import PlainList from '@/components/PlainList';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { HOME_BANNER_AREA, HOME_LINKS_AREA } from '@shared/adverts';
import { HALF_BLOCKS, HOME_ADVERT_AREAS, HOME_PROVIDER_COUNT, homeRows, normaliseHomeLayout, type HomeBlockKey } from '@shared/homeLayout';
import { HOME_CLOSING_SOON } from '@shared/policySearchQuery';
import { isServerRendered, pageData, pageDataKey } from '@/utils/pageData';
import { useSiteConfig } from '@/utils/useSiteConfig';
import { amountText, LevelTag, StatusTag, windowText } from '@/components/PolicyCard/labels';
import SearchBox from '@/components/PolicyCard/SearchBox';
import { FrontIcon } from '@/constants/frontIcons';
import { frontEntries } from '@/constants/frontMenu';
import type { PolicyState, SearchItem } from '@/models/policy';
import { PROVIDER_KIND_COLORS } from '@/pages/admin/policy/shared/constants';
import { queryNews } from '@/services/portal/article';
import { getAirQualityData } from '@/services/portal/airquality';
import { shownAdverts } from '@/services/portal/cms';
import { marketProviders, searchPolicies } from '@/services/portal/policy';
import { HOME_NEWS_COUNT, newsArticlePath } from '@shared/news';
import { todayOf } from '@shared/policyWindow';
import { useT } from '@/utils/i18n';
import AdvertBanner from './AdvertBanner';
import AirQualityBadge from './AirQualityBadge';
import type { NewsItem, ParkAirQuality, ProviderItem, ShownArea } from './types';
import './index.less';

// The admin menu's icon set loads only for staff, who see their areas here.
const MenuIcon = lazy(() => import('@/components/MenuIcon'));

type StoreState = { policy: PolicyState; loading: { effects: Record<string, boolean | undefined> } };
// Room for six policies before they arrive, so the tiles below do not jump when the lists fill in.
const LIST_BODY = { minHeight: 6 * 64 + 48 };

/**
 * Home: the blocks of the home layout the park configured (admin › 站点配置 › 首页布局), in its order and with its
 * titles: the banner adverts, the policy search box, the policy library at a glance (counts, the latest policies
 * and those closing soon), the newest articles, the service market, the front's services and the links adverts;
 * then the admin areas for staff. Rendered on the server with all its data; the browser asks again only for what
 * the page was not rendered with.
 */
export default function Home() {
  const intl = useIntl();
  const t = useT();
  const { initialState } = useModel('@@initialState');
  const config = useSiteConfig();
  const layout = normaliseHomeLayout(config.homeLayout).filter((b) => b.visible);
  const shows = (key: HomeBlockKey) => layout.some((b) => b.key === key);
  const adminAreas = (initialState?.resources ?? []).filter((r) => r.type === 'menu' && r.visible !== false);
  const dispatch = useDispatch();
  const base = useSelector((s: StoreState) => s.policy.businessBaseData);
  const baseLoading = useSelector((s: StoreState) => !!s.loading.effects['policy/fetchBusinessBase']);
  const [closingSoon, setClosingSoon] = useState<SearchItem[] | undefined>(() => pageData<SearchItem[]>(pageDataKey.homeClosingSoon));
  const [news, setNews] = useState<NewsItem[] | undefined>(() => pageData<NewsItem[]>(pageDataKey.homeNews));
  const [adverts, setAdverts] = useState<ShownArea[] | undefined>(() => pageData<ShownArea[]>(pageDataKey.homeAdverts));
  const [providers, setProviders] = useState<ProviderItem[] | undefined>(() => pageData<ProviderItem[]>(pageDataKey.homeProviders));
  const [airQuality, setAirQuality] = useState<ParkAirQuality | undefined>(() => pageData<ParkAirQuality>(pageDataKey.homeAirQuality));

  useEffect(() => {
    // A server-rendered home page already has them all.
    if (isServerRendered() && base && closingSoon && news && adverts && providers && airQuality) return;
    dispatch({ type: 'policy/fetchBusinessBase' });
    searchPolicies(HOME_CLOSING_SOON)
      .then((res) => setClosingSoon(res?.code === 0 ? res.data.list : []))
      .catch(() => setClosingSoon([]));
    queryNews({ pageSize: HOME_NEWS_COUNT }, { skipErrorHandler: true })
      .then((res) => setNews(res.data.list))
      .catch(() => setNews([]));
    // Only what the layout shows.
    if (shows('banner') || shows('links'))
      shownAdverts({ areas: HOME_ADVERT_AREAS.join(',') }, { skipErrorHandler: true })
        .then((res) => setAdverts(res.data))
        .catch(() => setAdverts([]));
    getAirQualityData({ skipErrorHandler: true })
      .then((res) => setAirQuality(res.data.park))
      .catch(() => undefined);
    if (shows('market'))
      marketProviders({ pageSize: HOME_PROVIDER_COUNT }, { skipErrorHandler: true })
        .then((res) => setProviders(res.data.list))
        .catch(() => setProviders([]));
  }, [dispatch]); // eslint-disable-line react-hooks/exhaustive-deps

  const area = (key: string) => adverts?.find((a) => a.key === key);
  type Row = { id: number; title: string; level: SearchItem['level']; windowStatus: SearchItem['windowStatus'] };
  const policyItem = (p: Row, allYear: boolean, line: string) => (
    <Space direction="vertical" size={2} style={{ width: '100%' }}>
      <Link to={`/policydetail/${p.id}`}>{p.title}</Link>
      <Space size={4} wrap>
        <LevelTag level={p.level} />
        <StatusTag status={p.windowStatus} allYear={allYear} />
        <Typography.Text type="secondary">{line}</Typography.Text>
      </Space>
    </Space>
  );
  const latestLine = (p: NonNullable<typeof base>['latest'][number]) =>
    [t('policyFront.publishedOn', { date: p.publishDate }), p.deadline && t('policyFront.window.deadline', { date: p.deadline }), amountText(intl, p.maxAmount)]
      .filter(Boolean)
      .join(' · ');

  /** Each block as drawn, or null when it has nothing to show (an empty banner or links area, no news yet). */
  const blocks: Record<HomeBlockKey, (title: string | null) => ReactNode> = {
    banner: () => {
      const banner = area(HOME_BANNER_AREA);
      return banner?.adverts.length ? <AdvertBanner area={banner} /> : null;
    },
    search: (title) => (
      <Panel>
        <Typography.Title level={4}>{title ?? intl.formatMessage({ id: 'home.searchTitle' })}</Typography.Title>
        <SearchBox
          onSearch={(q) => history.push(q ? `/search?keyword=${encodeURIComponent(q)}` : '/search')}
          onPickPolicy={(id) => history.push(`/policydetail/${id}`)}
          onPickTag={(id) => history.push(`/search?tagId=${id}`)}
        />
      </Panel>
    ),
    figures: () => (
      <Columns gap={16} className="home-stats">
        {[
          { key: 'published', value: base?.publishedCount, to: '/search' },
          { key: 'open', value: base?.openCount, to: '/search?windowStatus=open,closing_soon&sort=deadline' },
          { key: 'closingSoon', value: base?.closingSoonCount, to: '/search?windowStatus=closing_soon&sort=deadline' },
          {
            key: 'amount',
            value: base?.totalAmount,
            to: '/search?windowStatus=upcoming,open,closing_soon&sort=amount',
            suffix: t('policyFront.home.amountUnit'),
          },
        ].map((s) => (
          <Columns.Item key={s.key} xs={12} lg={6}>
            <Link to={s.to}>
              <Panel hoverable>
                <Statistic
                  title={t(`policyFront.home.${s.key}`)}
                  value={s.value ?? '—'}
                  suffix={s.value === undefined ? undefined : s.suffix}
                  data-stat={s.key}
                />
              </Panel>
            </Link>
          </Columns.Item>
        ))}
      </Columns>
    ),
    latest: (title) => (
      <Panel
        title={title ?? t('policyFront.home.latest')}
        extra={<Link to="/search?sort=publishDate">{t('policyFront.home.more')}</Link>}
        className="home-latest"
        styles={{ body: LIST_BODY }}
      >
        <PlainList loading={!base && baseLoading} items={base?.latest ?? []} rowKey={(p) => p.id} renderItem={(p) => policyItem(p, false, latestLine(p))} />
      </Panel>
    ),
    closingSoon: (title) => (
      <Panel
        title={title ?? t('policyFront.home.closingSoon')}
        extra={<Link to="/calender">{t('policyFront.home.calendar')}</Link>}
        className="home-closing"
        styles={{ body: LIST_BODY }}
      >
        <PlainList
          loading={!closingSoon}
          items={closingSoon ?? []}
          rowKey={(p) => p.id}
          empty={t('policyFront.home.noneClosing')}
          renderItem={(p) => policyItem(p, p.window.kind === 'all_year', [windowText(intl, p), amountText(intl, p.maxAmount)].filter(Boolean).join(' · '))}
        />
      </Panel>
    ),
    news: (title) =>
      news && !news.length ? null : (
        <Panel title={title ?? t('news.home.title')} extra={<Link to="/news">{t('news.home.more')}</Link>} className="home-news">
          <PlainList
            loading={!news}
            items={news ?? []}
            rowKey={(n) => n.id}
            renderItem={(n) => (
              <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                <Link to={newsArticlePath(n.id)}>{n.title}</Link>
                <Typography.Text type="secondary">
                  {n.categoryName} · {todayOf(new Date(n.publishedAt))}
                </Typography.Text>
              </Space>
            )}
          />
        </Panel>
      ),
    market: (title) =>
      providers && !providers.length ? null : (
        <Panel title={title ?? t('home.block.market')} extra={<Link to="/policyMarket">{t('home.block.market.more')}</Link>} className="home-market">
          <PlainList
            loading={!providers}
            items={providers ?? []}
            rowKey={(p) => p.id}
            renderItem={(p) => (
              <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                <Space size={4}>
                  <Tag color={PROVIDER_KIND_COLORS[p.kind]}>{t(`policyMarket.providerKind.${p.kind}`)}</Tag>
                  <Link to={`/policyMarket?keyword=${encodeURIComponent(p.name)}`}>{p.name}</Link>
                </Space>
                <Typography.Text type="secondary">
                  {[p.regionName, t('home.block.market.offers', { n: p.offerCount })].filter(Boolean).join(' · ')}
                </Typography.Text>
              </Space>
            )}
          />
        </Panel>
      ),
    services: (title) => (
      <section aria-label={title ?? t('home.block.services')}>
        {title && <Typography.Title level={4}>{title}</Typography.Title>}
        <Columns gap={16}>
          {frontEntries.map((entry) => (
            <Columns.Item key={entry.path} xs={24} sm={12} lg={8} xl={6}>
              <Link to={entry.path}>
                <Panel hoverable>
                  <Panel.Meta
                    avatar={<FrontIcon name={entry.icon} />}
                    title={intl.formatMessage({ id: `pages.${entry.id}.title` })}
                    description={intl.formatMessage({ id: `pages.${entry.id}.desc` })}
                  />
                </Panel>
              </Link>
            </Columns.Item>
          ))}
        </Columns>
      </section>
    ),
    links: (title) => {
      const links = area(HOME_LINKS_AREA);
      if (!links?.adverts.length) return null;
      return (
        <Panel title={title ?? t('home.block.links')} size="small" className="home-links">
          <nav aria-label={title ?? t('home.block.links')}>
            {links.adverts.map((a) => (
              <a key={a.id} href={a.href} target={a.external ? '_blank' : undefined} rel={a.external ? 'nofollow noopener noreferrer' : undefined}>
                {a.title}
              </a>
            ))}
          </nav>
        </Panel>
      );
    },
  };

  const rows = homeRows(layout.map((b) => ({ key: b.key, node: blocks[b.key](b.title) })).filter((d) => d.node !== null));

  return (
    <PublicPage title={(config.siteName as string) || intl.formatMessage({ id: 'app.title' })}>
      {airQuality && <AirQualityBadge park={airQuality} />}
      {rows.map((row) => (
        <div key={row.map((d) => d.key).join('+')} className="home-block" data-block={row.map((d) => d.key).join(' ')}>
          {row.length === 1 && !HALF_BLOCKS.has(row[0].key) ? (
            row[0].node
          ) : (
            <Columns gap={16}>
              {row.map((d) => (
                <Columns.Item key={d.key} xs={24} lg={12}>
                  {d.node}
                </Columns.Item>
              ))}
            </Columns>
          )}
        </div>
      ))}
      {adminAreas.length > 0 && (
        <Panel title={intl.formatMessage({ id: 'home.adminAreas' })} className="home-block">
          <Columns gap={12}>
            {adminAreas.map((r) => (
              <Columns.Item key={r.id} xs={12} md={6} xl={4}>
                <Link to={r.resourcePath}>
                  <Suspense fallback={null}>
                    <MenuIcon name={r.resourceIcon} />
                  </Suspense>{' '}
                  {r.resourceName}
                </Link>
              </Columns.Item>
            ))}
          </Columns>
        </Panel>
      )}
    </PublicPage>
  );
}
