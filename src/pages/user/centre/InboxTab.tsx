import { DeleteOutlined } from '@ant-design/icons';
import { history, useDispatch } from '@umijs/max';
import { Badge, Button, Empty, List, Popconfirm, Segmented, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { visitorInbox, visitorInboxDelete, visitorInboxRead } from '@/services/portal/visitor';
import type { DataOf } from '@/utils/request/dataOf';
import { useT } from '@/utils/i18n';
import { useAntdApp } from '@/components/AntdApp';

type InboxPage = DataOf<typeof visitorInbox>;
type Message = InboxPage['list'][number];

const KIND_COLORS: Record<Message['kind'], string> = { policy: 'blue', digest: 'purple', reminder: 'orange', system: 'default', application: 'green' };
const PAGE_SIZE = 10;

/**
 * My notifications: new policies my subscriptions met, digests, deadline reminders. Unread ones stand out;
 * opening one marks it read and goes to its policy; read all, or delete. The header's bell count follows.
 */
export default function InboxTab() {
  const t = useT();
  const dispatch = useDispatch();
  const { message } = useAntdApp();
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<InboxPage>();
  const [loading, setLoading] = useState(true);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const res = await visitorInbox({ current, pageSize: PAGE_SIZE, unreadOnly: filter === 'unread' ? 'true' : undefined });
      setPage(res.data);
      dispatch({ type: 'visitor/saveUnread', payload: res.data.unreadCount });
    } finally {
      setLoading(false);
    }
  }, [current, filter, dispatch]);
  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);

  const countChanged = (unreadCount: number) => dispatch({ type: 'visitor/saveUnread', payload: unreadCount });

  const open = async (m: Message) => {
    if (!m.read) {
      const res = await visitorInboxRead({ ids: [m.id] }, { skipErrorHandler: true }).catch(() => undefined);
      if (res) countChanged(res.data.unreadCount);
    }
    if (m.link) history.push(m.link);
    else load().catch(() => undefined);
  };
  const readAll = async () => {
    const res = await visitorInboxRead({ all: true });
    countChanged(res.data.unreadCount);
    message.success(t('userCentre.inbox.allRead'));
    await load();
  };
  const remove = async (m: Message) => {
    const res = await visitorInboxDelete({ ids: [m.id] });
    countChanged(res.data.unreadCount);
    // The last one on a later page: show the page before.
    if (page && page.list.length === 1 && current > 1) setCurrent(current - 1);
    else await load();
  };

  return (
    <div data-testid="inbox">
      <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }} wrap>
        <Segmented
          value={filter}
          onChange={(v) => {
            setFilter(v as 'all' | 'unread');
            setCurrent(1);
          }}
          options={[
            { value: 'all', label: t('userCentre.inbox.all') },
            { value: 'unread', label: t('userCentre.inbox.unreadOnly', { count: page?.unreadCount ?? 0 }) },
          ]}
        />
        <Button onClick={readAll} disabled={!page?.unreadCount}>
          {t('userCentre.inbox.readAll')}
        </Button>
      </Space>
      <List<Message>
        loading={loading}
        dataSource={page?.list ?? []}
        locale={{ emptyText: <Empty description={filter === 'unread' ? t('userCentre.inbox.noUnread') : t('userCentre.inbox.empty')} /> }}
        pagination={
          page && page.total > PAGE_SIZE
            ? { current, pageSize: PAGE_SIZE, total: page.total, onChange: setCurrent, showSizeChanger: false, size: 'small' }
            : false
        }
        renderItem={(m) => (
          <List.Item
            data-testid="inbox-item"
            actions={[
              <Popconfirm key="delete" title={t('userCentre.inbox.deleteConfirm')} onConfirm={() => remove(m)}>
                <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={t('userCentre.inbox.delete')} />
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              avatar={<Badge status={m.read ? 'default' : 'processing'} />}
              title={
                <Space size={6} wrap>
                  <Tag color={KIND_COLORS[m.kind]}>{t(`userCentre.inbox.kind.${m.kind}`)}</Tag>
                  <Typography.Link strong={!m.read} onClick={() => open(m)}>
                    {m.title}
                  </Typography.Link>
                </Space>
              }
              description={
                <>
                  <Typography.Paragraph
                    type="secondary"
                    style={{ whiteSpace: 'pre-line', marginBottom: 4 }}
                    ellipsis={{ rows: 4, expandable: true, symbol: t('userCentre.inbox.more') }}
                  >
                    {m.body}
                  </Typography.Paragraph>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {dayjs(m.createdAt).format('YYYY-MM-DD HH:mm')}
                  </Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
    </div>
  );
}
