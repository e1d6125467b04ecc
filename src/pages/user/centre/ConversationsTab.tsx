import { Link } from '@umijs/max';
import { Button, Empty, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { assistantConversations } from '@/services/portal/assistant';
import type { DataOf } from '@/utils/request/dataOf';
import { useT } from '@/utils/i18n';

type Page = DataOf<typeof assistantConversations>;

const PAGE_SIZE = 10;

/** Where a conversation continues: the assistant, opened on it (its own questions and answers, then the next one). */
export const conversationLink = (id: number) => `/robot?conversation=${id}`;

/**
 * 我的问答 (`/user?tab=conversations`): the conversations the visitor had with the policy assistant while signed in,
 * latest first, a page at a time; each opens on /robot to read again or ask a follow-up.
 */
export default function ConversationsTab() {
  const t = useT();
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<Page>();
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    setLoading(true);
    assistantConversations({ current, pageSize: PAGE_SIZE })
      .then((res) => live && setPage(res.data))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [current]);

  return (
    <div data-testid="conversations">
      <Typography.Paragraph type="secondary">{t('userCentre.conversations.intro')}</Typography.Paragraph>
      <List
        loading={loading}
        dataSource={page?.list ?? []}
        locale={{
          emptyText: (
            <Empty description={t('userCentre.conversations.empty')}>
              <Link to="/robot">
                <Button type="primary">{t('userCentre.conversations.ask')}</Button>
              </Link>
            </Empty>
          ),
        }}
        pagination={page && page.total > PAGE_SIZE ? { current, pageSize: PAGE_SIZE, total: page.total, onChange: setCurrent, showSizeChanger: false } : false}
        renderItem={(c) => (
          <List.Item
            key={c.id}
            actions={[
              <Link key="open" to={conversationLink(c.id)}>
                {t('userCentre.conversations.open')}
              </Link>,
            ]}
          >
            <List.Item.Meta
              title={<Link to={conversationLink(c.id)}>{c.title}</Link>}
              description={t('userCentre.conversations.meta', { count: c.messageCount, time: dayjs(c.updatedAt).format('YYYY-MM-DD HH:mm') })}
            />
          </List.Item>
        )}
      />
    </div>
  );
}
