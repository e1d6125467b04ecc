import { BellOutlined } from '@ant-design/icons';
import { history, useAccess, useModel } from '@umijs/max';
import { Badge, Button, Empty, List, Popover, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { myNotices, readNotices } from '@/services/portal/notify';
import { useT } from '@/utils/i18n';

type NoticePage = Awaited<ReturnType<typeof myNotices>>['data'];
type Notice = NoticePage['list'][number];

/** How often the unread count is asked for while the bell is shown. */
export const NOTICE_POLL_MS = 60_000;
const PAGE_SIZE = 10;
const TYPE_COLORS: Record<string, string> = { notice: 'blue', message: 'green', todo: 'orange' };

/**
 * The header bell: the signed-in user's unread count, refreshed every minute, and a popover with the
 * latest notices (unread in bold). Opening a notice marks it read; 全部已读 marks them all. Renders
 * nothing for a visitor.
 */
export default function NoticeBell() {
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  if (!user) return null;
  // A different user (re-login) starts from a fresh state.
  return <Bell key={user.id} />;
}

function Bell() {
  const t = useT();
  const access = useAccess();
  const [page, setPage] = useState<Pick<NoticePage, 'list' | 'unreadCount'>>({ list: [], unreadCount: 0 });
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<number>();
  const [markingAll, setMarkingAll] = useState(false);
  const alive = useRef(true);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const res = await myNotices({ current: 1, pageSize: PAGE_SIZE }, { skipErrorHandler: true });
      if (alive.current && res?.code === 0 && res.data) setPage({ list: res.data.list ?? [], unreadCount: res.data.unreadCount ?? 0 });
    } catch {
      // A failed poll keeps what is shown; the next one tries again.
    } finally {
      if (alive.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    load();
    const timer = window.setInterval(() => {
      if (typeof document === 'undefined' || !document.hidden) load();
    }, NOTICE_POLL_MS);
    return () => {
      alive.current = false;
      window.clearInterval(timer);
    };
  }, [load]);

  const markRead = (ids: 'all' | number) =>
    setPage((p) => {
      const list = p.list.map((n) => (ids === 'all' || n.id === ids ? { ...n, read: true } : n));
      const newlyRead = p.list.filter((n) => !n.read && (ids === 'all' || n.id === ids)).length;
      return { list, unreadCount: ids === 'all' ? 0 : Math.max(0, p.unreadCount - newlyRead) };
    });

  const openNotice = async (notice: Notice) => {
    setExpanded((id) => (id === notice.id ? undefined : notice.id));
    if (notice.read) return;
    try {
      await readNotices({ id: notice.id }, { skipErrorHandler: true });
      if (alive.current) markRead(notice.id);
    } catch {
      // Stays unread; the next poll shows the truth.
    }
  };

  const readAll = async () => {
    setMarkingAll(true);
    try {
      await readNotices({ all: true }, { skipErrorHandler: true });
      if (alive.current) markRead('all');
    } catch {
      // Unchanged; the next poll shows the truth.
    } finally {
      if (alive.current) setMarkingAll(false);
    }
  };

  const content = (
    <div style={{ width: 340 }} data-testid="notice-bell-panel">
      <Spin spinning={loading && !page.list.length}>
        {page.list.length ? (
          <List<Notice>
            size="small"
            dataSource={page.list}
            style={{ maxHeight: 400, overflow: 'auto' }}
            renderItem={(n) => (
              <List.Item
                key={n.id}
                onClick={() => openNotice(n)}
                style={{ cursor: 'pointer', display: 'block', paddingInline: 4 }}
                data-testid={`notice-${n.id}`}
              >
                <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
                  {!n.read && <Badge status="processing" />}
                  <Typography.Text strong={!n.read} ellipsis style={{ flex: 1, fontWeight: n.read ? 'normal' : undefined }}>
                    {n.title}
                  </Typography.Text>
                  <Tag color={TYPE_COLORS[n.type]} style={{ marginInlineEnd: 0 }}>
                    {t(`org.notice.type.${n.type}`)}
                  </Tag>
                </div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {dayjs(n.createdAt).format('YYYY-MM-DD HH:mm')}
                </Typography.Text>
                {expanded === n.id && (
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
                    {n.content}
                    {n.link && (
                      <Typography.Link
                        style={{ display: 'block' }}
                        onClick={(event) => {
                          event.stopPropagation();
                          setOpen(false);
                          history.push(n.link!);
                        }}
                      >
                        {t('org.bell.open')}
                      </Typography.Link>
                    )}
                  </Typography.Paragraph>
                )}
              </List.Item>
            )}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('org.bell.empty')} />
        )}
      </Spin>
      <div style={{ display: 'flex', justifyContent: 'space-between', borderTop: '1px solid rgba(5,5,5,0.06)', paddingTop: 8 }}>
        <Button size="small" type="link" disabled={!page.unreadCount} loading={markingAll} onClick={readAll}>
          {t('org.bell.readAll')}
        </Button>
        {access.can('notice:query') && (
          <Button
            size="small"
            type="link"
            onClick={() => {
              setOpen(false);
              history.push('/admin/notice');
            }}
          >
            {t('org.bell.viewAll')}
          </Button>
        )}
      </div>
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      arrow={false}
      title={t('org.bell.title')}
      content={content}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) load();
      }}
    >
      <span
        role="button"
        tabIndex={0}
        aria-label={t('org.bell.aria', { count: page.unreadCount })}
        data-testid="notice-bell"
        style={{ display: 'inline-flex', alignItems: 'center', cursor: 'pointer', padding: '0 4px' }}
      >
        <Badge count={page.unreadCount} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </span>
    </Popover>
  );
}
