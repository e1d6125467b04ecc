import { EnvironmentOutlined, PhoneOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Descriptions, Drawer, Empty, Flex, Rate, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { marketProvider } from '@/services/portal/policy';
import { useT } from '@/utils/i18n';
import { PROVIDER_KIND_COLORS } from '@/pages/admin/policy/shared/constants';
import type { MarketProviderDetail } from './types';

/**
 * One provider on the market: who they are, how to reach them and their active offers (the offer's
 * detail text was sanitised by the server when it was saved).
 */
export default function ProviderDrawer({ providerId, focusOfferId, onClose }: { providerId: number; focusOfferId?: number; onClose: () => void }) {
  const t = useT();
  const [provider, setProvider] = useState<MarketProviderDetail>();
  const [failed, setFailed] = useState<string>();

  useEffect(() => {
    let alive = true;
    setProvider(undefined);
    setFailed(undefined);
    marketProvider({ id: providerId }, { skipErrorHandler: true }).then(
      (res) => alive && setProvider(res.data),
      (err: { response?: { data?: { errorMessage?: string } }; message?: string }) => alive && setFailed(err.response?.data?.errorMessage ?? err.message ?? ''),
    );
    return () => {
      alive = false;
    };
  }, [providerId]);

  // The offer the visitor clicked: brought into view once the list is there.
  useEffect(() => {
    if (provider && focusOfferId) document.getElementById(`market-offer-${focusOfferId}`)?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [provider, focusOfferId]);

  return (
    <Drawer open width="min(720px, 100vw)" title={provider?.name ?? t('policyMarket.provider')} onClose={onClose} destroyOnHidden>
      {failed !== undefined ? (
        <Result status="warning" title={t('policyMarket.provider.unavailable')} subTitle={failed} />
      ) : !provider ? (
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Flex gap={16} align="center">
            <Avatar shape="square" size={72} src={provider.logoUrl || undefined} icon={<ShopOutlined />} />
            <div>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {provider.name}
              </Typography.Title>
              <Space wrap size={4} style={{ marginTop: 4 }}>
                <Tag color={PROVIDER_KIND_COLORS[provider.kind]}>{t(`policyMarket.providerKind.${provider.kind}`)}</Tag>
                {provider.regionName && <Tag icon={<EnvironmentOutlined />}>{provider.regionName}</Tag>}
                {provider.rating !== null && <Rate disabled allowHalf value={provider.rating} style={{ fontSize: 14 }} />}
              </Space>
            </div>
          </Flex>
          {provider.intro && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{provider.intro}</Typography.Paragraph>}
          <Descriptions
            size="small"
            column={1}
            bordered
            title={t('policyMarket.contact')}
            items={[
              {
                key: 'contact',
                label: (
                  <>
                    <UserOutlined /> {t('policyMarket.contactPerson')}
                  </>
                ),
                children: provider.contact ?? '-',
              },
              {
                key: 'phone',
                label: (
                  <>
                    <PhoneOutlined /> {t('policyMarket.phone')}
                  </>
                ),
                children: provider.phone ? <a href={`tel:${provider.phone}`}>{provider.phone}</a> : '-',
              },
            ]}
          />
          <div>
            <Typography.Title level={5}>{t('policyMarket.offers.count', { n: provider.offers.length })}</Typography.Title>
            {provider.offers.length === 0 ? (
              <Empty description={t('policyMarket.offers.none')} />
            ) : (
              <Space direction="vertical" style={{ width: '100%' }}>
                {provider.offers.map((offer) => (
                  <Card
                    key={offer.id}
                    id={`market-offer-${offer.id}`}
                    size="small"
                    className={offer.id === focusOfferId ? 'market-offer-focus' : undefined}
                    title={offer.title}
                    extra={<Typography.Text type="danger">{offer.priceText ?? t('policyMarket.price.ask')}</Typography.Text>}
                  >
                    <Space wrap size={4} style={{ marginBottom: 8 }}>
                      <Tag color="blue">{offer.category}</Tag>
                      {offer.tags.map((tag) => (
                        <Tag key={tag} bordered={false}>
                          {tag}
                        </Tag>
                      ))}
                    </Space>
                    {offer.summary && <Typography.Paragraph type="secondary">{offer.summary}</Typography.Paragraph>}
                    {offer.detailHtml && (
                      // Sanitised by the server's allow-list on save (shared/sanitizeHtml.ts).
                      <div className="market-rich-text" dangerouslySetInnerHTML={{ __html: offer.detailHtml }} />
                    )}
                  </Card>
                ))}
              </Space>
            )}
          </div>
        </Space>
      )}
    </Drawer>
  );
}
