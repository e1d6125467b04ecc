import { EnvironmentOutlined, ShopOutlined } from '@ant-design/icons';
import { Link, history, useSearchParams } from '@umijs/max';
import { Avatar, Empty, Flex, Input, Rate, Skeleton, Space, Spin, Tag, Typography } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { MARKET_PAGE_SIZE, MARKET_TABS, marketHref, marketParams, parseMarketQuery, type MarketQuery } from '@shared/policyMarket';
import LinkPager from '@/components/LinkPager';
import Panel from '@/components/Panel';
import PublicPage from '@/components/PublicPage';
import { PROVIDER_KIND_COLORS, PROVIDER_KINDS, type ProviderKind } from '@/pages/admin/policy/shared/constants';
import { marketOffers, marketProviders } from '@/services/portal/policy';
import { useT } from '@/utils/i18n';
import { pageData, pageDataKey } from '@/utils/pageData';
import { useScrollOnPageChange } from '@/utils/useScrollOnPageChange';
import PublicRegionSelect from './PublicRegion';
import type { MarketOffer, MarketProvider } from './types';
import './index.less';

// A provider's drawer (antd's Drawer, Descriptions and Result) loads when a card is first opened.
const ProviderDrawer = lazy(() => import('./ProviderDrawer'));

type Query = MarketQuery<ProviderKind>;
type Answer<T> = { list: T[]; total: number };
/** The page shown, for the address `key`: the tab's answer, or `failed` when its call failed (the request layer said so). */
type Shown = { key: string; failed?: boolean } & (({ tab: 'providers' } & Answer<MarketProvider>) | ({ tab: 'offers' } & Answer<MarketOffer>));

/** A card opens its provider by click, Enter or Space, like a button. */
function openable(onOpen: () => void) {
  return {
    role: 'button',
    tabIndex: 0,
    onClick: onOpen,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      onOpen();
    },
  };
}

function ProviderCard({ provider, onOpen }: { provider: MarketProvider; onOpen: () => void }) {
  const t = useT();
  return (
    <div className="market-card" {...openable(onOpen)} aria-label={provider.name} data-testid="market-provider">
      <Panel hoverable>
        <Flex gap={12} align="center">
          <Avatar shape="square" size={48} src={provider.logoUrl || undefined} icon={<ShopOutlined />} />
          <div style={{ minWidth: 0 }}>
            <Typography.Text className="market-card-title" ellipsis={{ tooltip: provider.name }}>
              {provider.name}
            </Typography.Text>
            <div>
              {provider.rating !== null ? (
                <Rate disabled allowHalf value={provider.rating} style={{ fontSize: 12 }} />
              ) : (
                <Typography.Text type="secondary">{t('policyMarket.rating.none')}</Typography.Text>
              )}
            </div>
          </div>
        </Flex>
        <Space wrap size={4}>
          <Tag color={PROVIDER_KIND_COLORS[provider.kind]}>{t(`policyMarket.providerKind.${provider.kind}`)}</Tag>
          {provider.regionName && <Tag icon={<EnvironmentOutlined />}>{provider.regionName}</Tag>}
          <Tag bordered={false}>{t('policyMarket.offers.count', { n: provider.offerCount })}</Tag>
        </Space>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {provider.intro ?? ''}
        </Typography.Paragraph>
      </Panel>
    </div>
  );
}

function OfferCard({ offer, onOpen }: { offer: MarketOffer; onOpen: () => void }) {
  const t = useT();
  return (
    <div className="market-card" {...openable(onOpen)} aria-label={offer.title} data-testid="market-offer">
      <Panel hoverable>
        <Typography.Text className="market-card-title" ellipsis={{ tooltip: offer.title }}>
          {offer.title}
        </Typography.Text>
        <Typography.Text type="secondary" ellipsis>
          <ShopOutlined /> {offer.providerName}
        </Typography.Text>
        <Space wrap size={4}>
          <Tag color="blue">{offer.category}</Tag>
          <Tag color={PROVIDER_KIND_COLORS[offer.providerKind]}>{t(`policyMarket.providerKind.${offer.providerKind}`)}</Tag>
          {offer.tags.slice(0, 3).map((tag) => (
            <Tag key={tag} bordered={false}>
              {tag}
            </Tag>
          ))}
        </Space>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {offer.summary ?? ''}
        </Typography.Paragraph>
        <Typography.Text type="danger" strong>
          {offer.priceText ?? t('policyMarket.price.ask')}
        </Typography.Text>
      </Panel>
    </div>
  );
}

/** The page's answer from the tab's call. */
const ask = async (query: Query, key: string): Promise<Shown> => {
  const params = marketParams(query, query.current);
  if (query.tab === 'offers') {
    const { data } = await marketOffers(params);
    return { key, tab: 'offers', list: data.list, total: data.total };
  }
  const { data } = await marketProviders(params);
  return { key, tab: 'providers', list: data.list, total: data.total };
};

/**
 * /policyMarket (政策超市): the service providers (consulting, agencies, finance, law, IP) and their offers as cards
 * paged by the server, filtered by kind, region and keyword; a provider opens in a drawer with its offers and
 * contact. The address holds the tab, the filters and the page (shared/policyMarket.ts): tabs, kinds and pages are
 * links, so a search engine reaches every page, a filtered market can be shared, and the server renders it as asked.
 */
export default function PolicyMarket() {
  const t = useT();
  const [params] = useSearchParams();
  const query = useMemo(() => parseMarketQuery(params, PROVIDER_KINDS), [params]);
  const key = marketHref(query);
  // A server-rendered market starts from the page it was rendered with (the data belongs to this address).
  const [shown, setShown] = useState<Shown | undefined>(() => {
    const first = pageData<Answer<MarketProvider> | Answer<MarketOffer>>(pageDataKey.marketPage);
    return first && ({ key, tab: query.tab, ...first } as Shown);
  });
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const [open, setOpen] = useState<{ providerId: number; offerId?: number }>();

  useEffect(() => {
    if (shown?.key === key) return undefined;
    let alive = true;
    ask(query, key).then(
      (next) => alive && setShown(next),
      () => alive && setShown({ key, tab: 'providers', list: [], total: 0, failed: true }),
    );
    return () => {
      alive = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  // Back and forward bring the address's keyword back into the box.
  useEffect(() => setKeyword(query.keyword ?? ''), [query.keyword]);
  useScrollOnPageChange(query.current, () => window.scrollTo?.({ top: 0, behavior: 'smooth' }));

  /** A new filter starts again at the first page. */
  const hrefWith = (next: Partial<Query>) => marketHref({ ...query, current: 1, ...next });
  const go = (next: Partial<Query>) => {
    const href = hrefWith(next);
    // Clearing the box asks twice (its change and its search): one entry in the history.
    if (href !== `${history.location.pathname}${history.location.search}`) history.push(href);
  };
  const search = (value: string) => go({ keyword: value.trim() || undefined });

  const loading = shown?.key !== key;
  const answered = shown?.key === key ? shown : undefined;
  const grid =
    shown && shown.list.length ? (
      <ul className="market-grid">
        {shown.tab === 'providers'
          ? shown.list.map((p) => (
              <li key={p.id}>
                <ProviderCard provider={p} onOpen={() => setOpen({ providerId: p.id })} />
              </li>
            ))
          : shown.list.map((o) => (
              <li key={o.id}>
                <OfferCard offer={o} onOpen={() => setOpen({ providerId: o.providerId, offerId: o.id })} />
              </li>
            ))}
      </ul>
    ) : (
      <Empty description={t(shown?.failed ? 'policyMarket.failed' : 'policyMarket.empty')} />
    );

  return (
    <PublicPage title={t('pages.policyMarket.title')} content={t('pages.policyMarket.desc')}>
      <Panel style={{ marginBottom: 16 }}>
        <Flex wrap gap={16} align="center">
          <nav className="market-kinds" aria-label={t('policyMarket.filter.kind')}>
            {[undefined, ...PROVIDER_KINDS].map((kind) => (
              <Link key={kind ?? 'all'} to={hrefWith({ kind })} aria-current={query.kind === kind ? 'true' : undefined}>
                {kind ? t(`policyMarket.providerKind.${kind}`) : t('policyMarket.filter.allKinds')}
              </Link>
            ))}
          </nav>
          <PublicRegionSelect value={query.regionCode} onChange={(regionCode) => go({ regionCode })} />
          {/* A form, so that the search works before (or without) the page's script too; with it, onSearch does. */}
          <form role="search" action="/policyMarket" onSubmit={(e) => e.preventDefault()}>
            {query.tab !== 'providers' && <input type="hidden" name="tab" value={query.tab} />}
            {query.kind && <input type="hidden" name="kind" value={query.kind} />}
            {query.regionCode && <input type="hidden" name="region" value={query.regionCode} />}
            <Input.Search
              allowClear
              name="keyword"
              style={{ width: 280 }}
              aria-label={t('policyMarket.filter.keyword')}
              placeholder={t('policyMarket.filter.keyword.placeholder')}
              value={keyword}
              maxLength={64}
              onChange={(e) => {
                setKeyword(e.target.value);
                // Clearing the box shows everything again without another Enter.
                if (!e.target.value && query.keyword) search('');
              }}
              onSearch={search}
            />
          </form>
        </Flex>
      </Panel>
      <Panel>
        <nav className="public-link-tabs" aria-label={t('pages.policyMarket.title')}>
          {MARKET_TABS.map((tab) => (
            <Link key={tab} to={hrefWith({ tab })} aria-current={query.tab === tab ? 'page' : undefined}>
              {t(`policyMarket.tab.${tab}`)}
            </Link>
          ))}
        </nav>
        {shown ? <Spin spinning={loading}>{grid}</Spin> : <Skeleton active paragraph={{ rows: 6 }} />}
        {answered && answered.total > MARKET_PAGE_SIZE && (
          <LinkPager
            current={query.current}
            pageSize={MARKET_PAGE_SIZE}
            total={answered.total}
            hrefOf={(page) => marketHref({ ...query, current: page })}
            totalText={t('policyMarket.total', { n: answered.total })}
          />
        )}
      </Panel>
      {open && (
        <Suspense fallback={null}>
          <ProviderDrawer providerId={open.providerId} focusOfferId={open.offerId} onClose={() => setOpen(undefined)} />
        </Suspense>
      )}
    </PublicPage>
  );
}
