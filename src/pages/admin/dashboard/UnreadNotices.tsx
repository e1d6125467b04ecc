import { history } from '@umijs/max';
import { Button, Drawer, Empty, List, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { myNotices, readNotices } from '@/services/portal/notify';
import { formatMoment } from '@/utils/chinaTime';
import { useT } from '@/utils/i18n';

type Notice = Awaited<ReturnType<typeof myNotices>>['data']['list'][number];

/**
 * The list the dashboard's "unread notices" figure opens (`?notices=unread`): staff have no other list of their own
 * notices than the header bell's latest ten. Opening one marks it read and follows its link when it has one.
 */
export default function UnreadNotices({ open, onClose, onRead }: { open: boolean; onClose: () => void; onRead: () => void }) {
  const t = useT();
  const [list, setList] = useState<Notice[]>();
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setList(undefined);
    myNotices({ current: 1, pageSize: 100, unreadOnly: 'true' })
      .then((res) => live && setList(res.data.list))
      .catch(() => live && setList([]));
    return () => {
      live = false;
    };
  }, [open, version]);

  const read = async (body: { id?: number; all?: boolean }) => {
    try {
      await readNotices(body);
      setVersion((v) => v + 1);
      onRead();
    } catch {
      // The request layer has said why.
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={480}
      title={t('dashboard.notices.title')}
      extra={
        <Button size="small" disabled={!list?.length} onClick={() => read({ all: true })}>
          {t('dashboard.notices.readAll')}
        </Button>
      }
    >
      {list && !list.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.notices.empty')} />
      ) : (
        <List<Notice>
          loading={!list}
          dataSource={list ?? []}
          renderItem={(n) => (
            <List.Item
              key={n.id}
              onClick={async () => {
                await read({ id: n.id });
                if (n.link) history.push(n.link);
              }}
              style={{ cursor: 'pointer' }}
            >
              <List.Item.Meta
                title={n.title}
                description={
                  <>
                    <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 4 }}>
                      {n.content}
                    </Typography.Paragraph>
                    <Typography.Text type="secondary">{formatMoment(n.createdAt)}</Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
