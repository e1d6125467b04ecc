import { EnvironmentOutlined, ShopOutlined } from '@ant-design/icons';
import PublicPage from '@/components/PublicPage';
import { Avatar, Card, Empty, Flex, Input, List, Radio, Rate, Space, Tabs, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { MARKET_PAGE_SIZE, marketParams } from '@shared/policyMarket';
import { PROVIDER_KIND_COLORS, PROVIDER_KINDS, type ProviderKind } from '@/pages/admin/policy/shared/constants';
import { marketOffers, marketProviders } from '@/services/portal/policy';
import { useT } from '@/utils/i18n';
import { pageData, pageDataKey } from '@/utils/pageData';
import ProviderDrawer from './ProviderDrawer';
import PublicRegionSelect from './PublicRegion';
import type { MarketOffer, MarketProvider } from './types';
import './index.less';

type Tab = 'providers' | 'offers';
type Filters = { kind?: ProviderKind; regionCode?: string; keyword?: string };
type Page<T> = { list: T[]; total: number; loading: boolean };

function ProviderCard({ provider, onOpen }: { provider: MarketProvider; onOpen: () => void }) {
  const t = useT();
  return (
    <Card hoverable className="market-card" onClick={onOpen} data-testid="market-provider">
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
    </Card>
  );
}

function OfferCard({ offer, onOpen }: { offer: MarketOffer; onOpen: () => void }) {
  const t = useT();
  return (
    <Card hoverable className="market-card" onClick={onOpen} data-testid="market-offer">
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
    </Card>
  );
}

/**
 * /policyMarket (政策超市): the service providers (consulting, agencies, finance, law, IP) and their
 * offers, filtered by kind, region and keyword, as cards paged by the server; a provider opens in a
 * drawer with its offers and contact.
 */
export default function PolicyMarket() {
  const t = useT();
  const [tab, setTab] = useState<Tab>('providers');
  const [filters, setFilters] = useState<Filters>({});
  const [keyword, setKeyword] = useState('');
  const [current, setCurrent] = useState(1);
  // A server-rendered market starts from the first page of providers it was rendered with.
  const [providers, setProviders] = useState<Page<MarketProvider>>(() => {
    const first = pageData<{ list: MarketProvider[]; total: number }>(pageDataKey.marketProviders);
    return first ? { ...first, loading: false } : { list: [], total: 0, loading: true };
  });
  const [offers, setOffers] = useState<Page<MarketOffer>>({ list: [], total: 0, loading: true });
  const [open, setOpen] = useState<{ providerId: number; offerId?: number }>();

  const rendered = useRef(!!pageData(pageDataKey.marketProviders));

  useEffect(() => {
    // The first page the server rendered is already shown; any later change asks.
    if (rendered.current) {
      rendered.current = false;
      return undefined;
    }
    let alive = true;
    const params = marketParams(filters, current);
    // Only the shown tab is asked for; a failed call has been shown by the request layer.
    if (tab === 'providers') {
      setProviders((p) => ({ ...p, loading: true }));
      marketProviders(params).then(
        (res) => alive && setProviders({ list: res.data.list, total: res.data.total, loading: false }),
        () => alive && setProviders((p) => ({ ...p, loading: false })),
      );
    } else {
      setOffers((p) => ({ ...p, loading: true }));
      marketOffers(params).then(
        (res) => alive && setOffers({ list: res.data.list, total: res.data.total, loading: false }),
        () => alive && setOffers((p) => ({ ...p, loading: false })),
      );
    }
    return () => {
      alive = false;
    };
  }, [tab, filters, current]);

  /** A new filter starts again at the first page. */
  const filter = (next: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setCurrent(1);
  };

  const pagination = (total: number) => ({
    current,
    pageSize: MARKET_PAGE_SIZE,
    total,
    showSizeChanger: false,
    hideOnSinglePage: true,
    showTotal: (n: number) => t('policyMarket.total', { n }),
    onChange: (page: number) => {
      setCurrent(page);
      window.scrollTo?.({ top: 0, behavior: 'smooth' });
    },
  });
  const empty = <Empty description={t('policyMarket.empty')} />;

  return (
    <PublicPage title={t('pages.policyMarket.title')} content={t('pages.policyMarket.desc')}>
      <Card style={{ marginBottom: 16 }}>
        <Flex wrap gap={16} align="center">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            aria-label={t('policyMarket.filter.kind')}
            value={filters.kind ?? 'all'}
            onChange={(e) => filter({ kind: e.target.value === 'all' ? undefined : (e.target.value as ProviderKind) })}
            options={[
              { value: 'all', label: t('policyMarket.filter.allKinds') },
              ...PROVIDER_KINDS.map((k) => ({ value: k, label: t(`policyMarket.providerKind.${k}`) })),
            ]}
          />
          <PublicRegionSelect value={filters.regionCode} onChange={(regionCode) => filter({ regionCode })} />
          <Input.Search
            allowClear
            style={{ width: 280 }}
            aria-label={t('policyMarket.filter.keyword')}
            placeholder={t('policyMarket.filter.keyword.placeholder')}
            value={keyword}
            maxLength={64}
            onChange={(e) => {
              setKeyword(e.target.value);
              // Clearing the box shows everything again without another Enter.
              if (!e.target.value && filters.keyword) filter({ keyword: undefined });
            }}
            onSearch={(v) => filter({ keyword: v.trim() || undefined })}
          />
        </Flex>
      </Card>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            setTab(key as Tab);
            setCurrent(1);
          }}
          items={[
            {
              key: 'providers',
              label: t('policyMarket.tab.providers'),
              children: (
                <List<MarketProvider>
                  className="market-grid"
                  loading={providers.loading}
                  dataSource={providers.list}
                  locale={{ emptyText: empty }}
                  pagination={pagination(providers.total)}
                  renderItem={(p) => (
                    <List.Item>
                      <ProviderCard provider={p} onOpen={() => setOpen({ providerId: p.id })} />
                    </List.Item>
                  )}
                />
              ),
            },
            {
              key: 'offers',
              label: t('policyMarket.tab.offers'),
              children: (
                <List<MarketOffer>
                  className="market-grid"
                  loading={offers.loading}
                  dataSource={offers.list}
                  locale={{ emptyText: empty }}
                  pagination={pagination(offers.total)}
                  renderItem={(o) => (
                    <List.Item>
                      <OfferCard offer={o} onOpen={() => setOpen({ providerId: o.providerId, offerId: o.id })} />
                    </List.Item>
                  )}
                />
              ),
            },
          ]}
        />
      </Card>
      {open && <ProviderDrawer providerId={open.providerId} focusOfferId={open.offerId} onClose={() => setOpen(undefined)} />}
    </PublicPage>
  );
}
