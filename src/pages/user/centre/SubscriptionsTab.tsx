import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useIntl, useSearchParams } from '@umijs/max';
import { Button, Checkbox, Empty, List, Popconfirm, Select, Space, Switch, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { Visitor } from '@/models/visitor';
import { visitorDeleteSubscription, visitorSubscriptions, visitorUpdateSubscription } from '@/services/portal/visitor';
import type { DataOf } from '@/utils/request/dataOf';
import { useT } from '@/utils/i18n';
import SubscriptionForm, { type SubscriptionDraft } from './SubscriptionForm';
import { useAntdApp } from '@/components/AntdApp';

type Page = DataOf<typeof visitorSubscriptions>;
type Subscription = Page['list'][number];
type Change = Partial<Pick<Subscription, 'channels' | 'rhythm' | 'active'>>;

const PAGE_SIZE = 10;
const ids = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/**
 * My subscriptions (`/user/subscribe`): each says in plain words what it sends; change how and when, pause,
 * delete; subscribe to more. A policy's "subscribe" arrives with `?tagId=&departmentId=` and opens the form
 * filled in with them.
 */
export default function SubscriptionsTab({ visitor }: { visitor: Visitor }) {
  const t = useT();
  const intl = useIntl();
  const { message } = useAntdApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<Page>();
  const [loading, setLoading] = useState(true);
  const [draft, setDraft] = useState<SubscriptionDraft>();
  const [formOpen, setFormOpen] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setPage((await visitorSubscriptions({ current, pageSize: PAGE_SIZE })).data);
    } finally {
      setLoading(false);
    }
  }, [current]);
  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);

  // Arriving from a policy's "subscribe": the form opens with its tags and office, once.
  useEffect(() => {
    const tagIds = ids(searchParams.get('tagId'));
    const departmentIds = ids(searchParams.get('departmentId'));
    if (!tagIds.length && !departmentIds.length) return;
    setDraft({ tagIds, departmentIds });
    setFormOpen(true);
    const next = new URLSearchParams(searchParams);
    next.delete('tagId');
    next.delete('departmentId');
    setSearchParams(next, { replace: true });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const change = async (s: Subscription, patch: Change) => {
    const res = await visitorUpdateSubscription({ id: s.id, ...patch });
    setPage((p) => p && { ...p, list: p.list.map((x) => (x.id === s.id ? res.data : x)) });
    message.success(t('userCentre.subscribe.saved'));
  };
  const remove = async (s: Subscription) => {
    await visitorDeleteSubscription({ id: s.id });
    message.success(t('userCentre.subscribe.deleted'));
    if (page && page.list.length === 1 && current > 1) setCurrent(current - 1);
    else await load();
  };

  return (
    <div data-testid="subscriptions">
      <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Text type="secondary">{t('userCentre.subscribe.intro')}</Typography.Text>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            setDraft(undefined);
            setFormOpen(true);
          }}
          data-testid="new-subscription"
        >
          {t('userCentre.subscribe.new')}
        </Button>
      </Space>
      <List<Subscription>
        loading={loading}
        dataSource={page?.list ?? []}
        locale={{ emptyText: <Empty description={t('userCentre.subscribe.empty')} /> }}
        pagination={page && page.total > PAGE_SIZE ? { current, pageSize: PAGE_SIZE, total: page.total, onChange: setCurrent, size: 'small' } : false}
        renderItem={(s) => (
          <List.Item
            data-testid="subscription"
            actions={[
              <Popconfirm key="delete" title={t('userCentre.subscribe.deleteConfirm')} onConfirm={() => remove(s)}>
                <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('userCentre.subscribe.delete')} />
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={
                <Space size={6} wrap>
                  <Tag color={s.kind === 'match' ? 'purple' : 'blue'}>{t(`userCentre.subscribe.kind.${s.kind}`)}</Tag>
                  {!s.active && <Tag>{t('userCentre.subscribe.paused')}</Tag>}
                </Space>
              }
              description={
                <Space direction="vertical" size={8} style={{ width: '100%' }}>
                  <Typography.Text type={s.active ? undefined : 'secondary'}>{intl.locale === 'en-US' ? s.descriptionEn : s.description}</Typography.Text>
                  <Space wrap size={[16, 8]}>
                    <Checkbox.Group
                      value={s.channels}
                      onChange={(v) => v.length && change(s, { channels: v as Subscription['channels'] })}
                      options={[
                        { value: 'inApp', label: t('userCentre.subscribe.channel.inApp') },
                        { value: 'email', label: t('userCentre.subscribe.channel.email'), disabled: !visitor.email && !s.channels.includes('email') },
                      ]}
                    />
                    <Select
                      size="small"
                      value={s.rhythm}
                      style={{ width: 150 }}
                      onChange={(rhythm) => change(s, { rhythm })}
                      options={(['immediate', 'daily', 'weekly'] as const).map((r) => ({ value: r, label: t(`userCentre.subscribe.rhythm.${r}`) }))}
                      aria-label={t('userCentre.subscribe.rhythm')}
                    />
                    <Space size={6}>
                      <Switch size="small" checked={s.active} onChange={(active) => change(s, { active })} aria-label={t('userCentre.subscribe.active')} />
                      <span>{t('userCentre.subscribe.active')}</span>
                    </Space>
                  </Space>
                </Space>
              }
            />
          </List.Item>
        )}
      />
      {formOpen && (
        <SubscriptionForm
          draft={draft}
          hasEmail={!!visitor.email}
          onClose={() => setFormOpen(false)}
          onSaved={() => (current === 1 ? load() : setCurrent(1))}
        />
      )}
    </div>
  );
}
