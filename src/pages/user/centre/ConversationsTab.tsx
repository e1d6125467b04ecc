import { Link } from '@umijs/max';
import { Button, Empty, List, Result, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { assistantConversations } from '@/services/portal/assistant';
import { useT } from '@/utils/i18n';
import { useLoaded } from '@/utils/useLoaded';

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
  const load = useCallback(async () => (await assistantConversations({ current, pageSize: PAGE_SIZE }, { skipErrorHandler: true })).data, [current]);
  const { data: page, failure, loading, reload } = useLoaded(load);

  return (
    <div data-testid="conversations">
      <Typography.Paragraph type="secondary">{t('userCentre.conversations.intro')}</Typography.Paragraph>
      {failure ? (
        // Not an empty list: the visitor would read "no conversations" when they could not be fetched.
        <Result
          status="warning"
          title={t('userCentre.conversations.loadFailed')}
          subTitle={failure.message}
          extra={<Button onClick={reload}>{t('userCentre.conversations.retry')}</Button>}
        />
      ) : (
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
          pagination={
            page && page.total > PAGE_SIZE ? { current, pageSize: PAGE_SIZE, total: page.total, onChange: setCurrent, showSizeChanger: false } : false
          }
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
      )}
    </div>
  );
}
