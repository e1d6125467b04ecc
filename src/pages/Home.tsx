import PublicPage from '@/components/PublicPage';
import { history, Link, useDispatch, useIntl, useModel, useSelector } from '@umijs/max';
import { Col, Row, Space, Statistic, Typography } from 'antd';
import Panel from '@/components/Panel';
import PlainList from '@/components/PlainList';
import { lazy, Suspense, useEffect, useState } from 'react';
import { HOME_CLOSING_SOON } from '@shared/policySearchQuery';
import { isServerRendered, pageData, pageDataKey } from '@/utils/pageData';
import { useSiteConfig } from '@/utils/useSiteConfig';
import { amountText, LevelTag, StatusTag, windowText } from '@/components/PolicyCard/labels';
import SearchBox from '@/components/PolicyCard/SearchBox';
import { FrontIcon } from '@/constants/frontIcons';
import { frontEntries } from '@/constants/frontMenu';
import type { PolicyState, SearchItem } from '@/models/policy';
import { queryNews } from '@/services/portal/article';
import { searchPolicies } from '@/services/portal/policy';
import { HOME_NEWS_COUNT, newsArticlePath } from '@shared/news';
import { todayOf } from '@shared/policyWindow';
import { useT } from '@/utils/i18n';

// The admin menu's icon set loads only for staff, who see their areas here.
const MenuIcon = lazy(() => import('@/components/MenuIcon'));

type NewsItem = Awaited<ReturnType<typeof queryNews>>['data']['list'][number];
type StoreState = { policy: PolicyState; loading: { effects: Record<string, boolean | undefined> } };
// Room for six policies before they arrive, so the tiles below do not jump when the lists fill in.
const LIST_BODY = { minHeight: 6 * 64 + 48 };

/**
 * Home: the policy search box (with suggestions; it opens /search?keyword=…), the policy library at a
 * glance (counts, the amount on offer, the latest policies and those closing soon), the front's services
 * for visitors, and the admin areas for staff.
 */
export default function Home() {
  const intl = useIntl();
  const t = useT();
  const { initialState } = useModel('@@initialState');
  const config = useSiteConfig();
  const adminAreas = (initialState?.resources ?? []).filter((r) => r.type === 'menu' && r.visible !== false);
  const dispatch = useDispatch();
  const base = useSelector((s: StoreState) => s.policy.businessBaseData);
  const baseLoading = useSelector((s: StoreState) => !!s.loading.effects['policy/fetchBusinessBase']);
  const [closingSoon, setClosingSoon] = useState<SearchItem[] | undefined>(() => pageData<SearchItem[]>(pageDataKey.homeClosingSoon));
  const [news, setNews] = useState<NewsItem[] | undefined>(() => pageData<NewsItem[]>(pageDataKey.homeNews));

  useEffect(() => {
    // A server-rendered home page already has them all.
    if (isServerRendered() && base && closingSoon && news) return;
    dispatch({ type: 'policy/fetchBusinessBase' });
    searchPolicies(HOME_CLOSING_SOON)
      .then((res) => setClosingSoon(res?.code === 0 ? res.data.list : []))
      .catch(() => setClosingSoon([]));
    queryNews({ pageSize: HOME_NEWS_COUNT }, { skipErrorHandler: true })
      .then((res) => setNews(res.data.list))
      .catch(() => setNews([]));
  }, [dispatch]); // eslint-disable-line react-hooks/exhaustive-deps

  const stats = [
    { key: 'published', value: base?.publishedCount, to: '/search' },
    { key: 'open', value: base?.openCount, to: '/search?windowStatus=open,closing_soon&sort=deadline' },
    { key: 'closingSoon', value: base?.closingSoonCount, to: '/search?windowStatus=closing_soon&sort=deadline' },
    { key: 'amount', value: base?.totalAmount, to: '/search?windowStatus=upcoming,open,closing_soon&sort=amount', suffix: t('policyFront.home.amountUnit') },
  ];
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

  return (
    <PublicPage title={(config.siteName as string) || intl.formatMessage({ id: 'app.title' })}>
      <Panel style={{ marginBottom: 16 }}>
        <Typography.Title level={4}>{intl.formatMessage({ id: 'home.searchTitle' })}</Typography.Title>
        <SearchBox
          onSearch={(q) => history.push(q ? `/search?keyword=${encodeURIComponent(q)}` : '/search')}
          onPickPolicy={(id) => history.push(`/policydetail/${id}`)}
          onPickTag={(id) => history.push(`/search?tagId=${id}`)}
        />
      </Panel>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }} className="home-stats">
        {stats.map((s) => (
          <Col key={s.key} xs={12} lg={6}>
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
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} lg={12}>
          <Panel
            title={t('policyFront.home.latest')}
            extra={<Link to="/search?sort=publishDate">{t('policyFront.home.more')}</Link>}
            className="home-latest"
            styles={{ body: LIST_BODY }}
          >
            <PlainList loading={!base && baseLoading} items={base?.latest ?? []} rowKey={(p) => p.id} renderItem={(p) => policyItem(p, false, latestLine(p))} />
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel
            title={t('policyFront.home.closingSoon')}
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
        </Col>
      </Row>
      {(!news || news.length > 0) && (
        <Panel title={t('news.home.title')} extra={<Link to="/news">{t('news.home.more')}</Link>} className="home-news" style={{ marginBottom: 16 }}>
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
      )}
      <Row gutter={[16, 16]}>
        {frontEntries.map((entry) => (
          <Col key={entry.path} xs={24} sm={12} lg={8} xl={6}>
            <Link to={entry.path}>
              <Panel hoverable>
                <Panel.Meta
                  avatar={<FrontIcon name={entry.icon} />}
                  title={intl.formatMessage({ id: `pages.${entry.id}.title` })}
                  description={intl.formatMessage({ id: `pages.${entry.id}.desc` })}
                />
              </Panel>
            </Link>
          </Col>
        ))}
      </Row>
      {adminAreas.length > 0 && (
        <Panel title={intl.formatMessage({ id: 'home.adminAreas' })} style={{ marginTop: 16 }}>
          <Row gutter={[12, 12]}>
            {adminAreas.map((r) => (
              <Col key={r.id} xs={12} md={6} xl={4}>
                <Link to={r.resourcePath}>
                  <Suspense fallback={null}>
                    <MenuIcon name={r.resourceIcon} />
                  </Suspense>{' '}
                  {r.resourceName}
                </Link>
              </Col>
            ))}
          </Row>
        </Panel>
      )}
    </PublicPage>
  );
}
