import { NotificationOutlined } from '@ant-design/icons';
import { ProFormText, ProFormTextArea, ProFormSelect, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { FORUM_CONTENT_MAX, FORUM_POST_STATUSES, FORUM_TITLE_MAX, forumThreadPath, type ForumModerationAction, type ForumPostStatus } from '@shared/forum';
import { useAntdApp } from '@/components/AntdApp';
import EntityModalForm from '@/components/EntityModalForm';
import { moderateForumPosts, postForumAnnouncement, queryForumBoards, queryForumPosts } from '@/services/portal/forum';
import { formatMoment } from '@/utils/chinaTime';
import { serverFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';

export type ForumPost = Awaited<ReturnType<typeof queryForumPosts>>['data']['list'][number];
type Filters = { keyword?: string; boardId?: number; status?: ForumPostStatus; kind?: 'thread' | 'reply'; reported?: 'true' | 'false'; view?: View };
type View = 'all' | 'held' | 'reported' | 'hidden';

const STATUS_COLORS: Record<ForumPostStatus, string> = { published: 'success', held: 'warning', hidden: 'default' };

/** The boards as the filter's and the announcement's choices. */
const boardOptions = async () => (await queryForumBoards()).data.list.map((b) => ({ label: b.name, value: b.id }));

/** Which actions a post offers, by its state (the server ignores those that change nothing). */
function actionsFor(p: ForumPost): ForumModerationAction[] {
  return [
    p.status === 'held' && 'approve',
    p.status !== 'hidden' && 'hide',
    p.status === 'hidden' && 'show',
    p.reportCount > 0 && 'dismiss',
    p.kind === 'thread' && (p.pinned ? 'unpin' : 'pin'),
    p.kind === 'thread' && (p.locked ? 'unlock' : 'lock'),
  ].filter(Boolean) as ForumModerationAction[];
}

/** Staff start a thread (an announcement) in any board, published at once. */
function AnnounceForm({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useT();
  return (
    <EntityModalForm<{ boardId: number; title: string; content: string }>
      title={t('forumAdmin.announce.title')}
      width={640}
      fieldNames={['boardId', 'title', 'content']}
      save={(values, options) => postForumAnnouncement(values, options)}
      successMessage={t('forumAdmin.announce.done')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormSelect name="boardId" label={t('forumAdmin.board')} request={boardOptions} rules={[{ required: true }]} />
      <ProFormText
        name="title"
        label={t('forumAdmin.announce.subject')}
        fieldProps={{ maxLength: FORUM_TITLE_MAX, showCount: true }}
        rules={[{ required: true, whitespace: true }, { min: 2 }]}
      />
      <ProFormTextArea
        name="content"
        label={t('forumAdmin.announce.content')}
        tooltip={t('forumAdmin.announce.content.tip')}
        fieldProps={{ rows: 8, maxLength: FORUM_CONTENT_MAX, showCount: true }}
        rules={[{ required: true, whitespace: true }]}
      />
    </EntityModalForm>
  );
}

/**
 * 论坛管理 › 帖子: every thread's opening post and every reply, filtered (board, status, kind, reports, keyword),
 * paged and sorted on the server; views for what waits for review and what readers reported; actions on one post or
 * on the selected ones.
 */
export default function ForumPosts() {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const actionRef = useRef<ActionType>();
  const [view, setView] = useState<View>('all');
  const [selected, setSelected] = useState<ForumPost[]>([]);
  const [announcing, setAnnouncing] = useState(false);
  // More posts match than were counted (the server counts up to 10,000).
  const [more, setMore] = useState(false);
  const canModerate = access.can('forum:moderate');

  const act = async (ids: number[], action: ForumModerationAction) => {
    let affected: number;
    try {
      affected = (await moderateForumPosts({ ids, action }, { skipErrorHandler: true })).data.affected;
    } catch (err) {
      message.error(serverFieldError(err).message || t('org.common.failed'));
      return;
    }
    message.success(t('forumAdmin.done', { n: affected }));
    setSelected([]);
    actionRef.current?.clearSelected?.();
    actionRef.current?.reload();
  };
  const actionLink = (ids: number[], action: ForumModerationAction) =>
    action === 'delete' ? (
      <Popconfirm key={action} title={t('forumAdmin.delete.confirm')} okButtonProps={{ danger: true }} onConfirm={() => act(ids, action)}>
        <Typography.Link type="danger">{t('forumAdmin.action.delete')}</Typography.Link>
      </Popconfirm>
    ) : (
      <a key={action} onClick={() => act(ids, action)} data-testid={`forum-${action}-${ids.join('-')}`}>
        {t(`forumAdmin.action.${action}`)}
      </a>
    );

  const columns: ProColumns<ForumPost>[] = [
    { title: t('forumAdmin.keyword'), dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: t('forumAdmin.keyword.placeholder') } },
    {
      title: t('forumAdmin.content'),
      dataIndex: 'content',
      search: false,
      width: 420,
      render: (_, p) => (
        <Space direction="vertical" size={2} style={{ width: '100%' }}>
          <Space size={4} wrap>
            <Tag color={p.kind === 'thread' ? 'blue' : undefined}>{t(`forumAdmin.kind.${p.kind}`)}</Tag>
            {p.pinned && p.kind === 'thread' && <Tag color="red">{t('forumAdmin.pinned')}</Tag>}
            {p.locked && p.kind === 'thread' && <Tag>{t('forumAdmin.locked')}</Tag>}
            <Typography.Link href={forumThreadPath(p.threadId)} target="_blank" rel="noopener noreferrer" title={t('forumAdmin.open')}>
              {p.threadTitle}
            </Typography.Link>
          </Space>
          <Typography.Paragraph ellipsis={{ rows: 3, expandable: true, symbol: '…' }} style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
            {p.content}
          </Typography.Paragraph>
          {p.heldFor.length > 0 && <Typography.Text type="warning">{t('forumAdmin.heldFor', { words: p.heldFor.join('、') })}</Typography.Text>}
        </Space>
      ),
    },
    { title: t('forumAdmin.board'), dataIndex: 'boardId', width: 120, valueType: 'select', request: boardOptions, render: (_, p) => p.boardName },
    {
      title: t('forumAdmin.kind'),
      dataIndex: 'kind',
      hideInTable: true,
      valueType: 'select',
      valueEnum: { thread: { text: t('forumAdmin.kind.thread') }, reply: { text: t('forumAdmin.kind.reply') } },
    },
    {
      title: t('forumAdmin.status'),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: Object.fromEntries(FORUM_POST_STATUSES.map((s) => [s, { text: t(`forumAdmin.status.${s}`) }])),
      render: (_, p) => <Tag color={STATUS_COLORS[p.status]}>{t(`forumAdmin.status.${p.status}`)}</Tag>,
    },
    {
      title: t('forumAdmin.reported'),
      dataIndex: 'reported',
      hideInTable: true,
      valueType: 'select',
      valueEnum: { true: { text: t('forumAdmin.reported.yes') }, false: { text: t('forumAdmin.reported.no') } },
    },
    {
      title: t('forumAdmin.reportCount'),
      dataIndex: 'reportCount',
      search: false,
      sorter: true,
      width: 220,
      render: (_, p) =>
        p.reportCount ? (
          <Space direction="vertical" size={0}>
            <Typography.Text type="danger" strong>
              {p.reportCount}
            </Typography.Text>
            {p.reports.map((r, i) => (
              <Tooltip key={i} title={`${r.reporterName} · ${formatMoment(r.createdAt)}`}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {r.reason}
                </Typography.Text>
              </Tooltip>
            ))}
          </Space>
        ) : (
          '-'
        ),
    },
    {
      title: t('forumAdmin.author'),
      dataIndex: 'authorName',
      search: false,
      width: 110,
      render: (_, p) => (
        <Space size={4}>
          {p.authorName}
          {p.authorKind === 'staff' && <Tag color="blue">{t('forumAdmin.staff')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('forumAdmin.createdAt'),
      dataIndex: 'createdAt',
      search: false,
      sorter: true,
      defaultSortOrder: 'descend',
      width: 150,
      render: (_, p) => formatMoment(p.createdAt),
    },
    {
      title: t('org.common.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 200,
      hideInTable: !canModerate,
      render: (_, p) => [...actionsFor(p).map((a) => actionLink([p.id], a)), actionLink([p.id], 'delete')],
    },
  ];

  const viewFilters: Record<View, Partial<Omit<Filters, 'view'>>> = {
    all: {},
    held: { status: 'held' },
    reported: { reported: 'true' },
    hidden: { status: 'hidden' },
  };

  return (
    <>
      <ProTable<ForumPost, Filters>
        rowKey="id"
        size="small"
        actionRef={actionRef}
        headerTitle={t('forumAdmin.posts.title')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        scroll={{ x: 1400 }}
        params={{ view }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, showTotal: (total) => t(more ? 'forumAdmin.total.more' : 'forumAdmin.total', { n: total }) }}
        rowSelection={canModerate ? { selectedRowKeys: selected.map((p) => p.id), onChange: (_, rows) => setSelected(rows) } : undefined}
        tableAlertRender={({ selectedRowKeys }) => t('forumAdmin.batch.selected', { n: selectedRowKeys.length })}
        tableAlertOptionRender={() => {
          const ids = selected.map((p) => p.id);
          return (
            <Space size={12}>
              {(['approve', 'hide', 'show', 'dismiss'] as const).map((a) => actionLink(ids, a))}
              {actionLink(ids, 'delete')}
            </Space>
          );
        }}
        toolbar={{
          menu: {
            type: 'tab',
            activeKey: view,
            items: (['all', 'held', 'reported', 'hidden'] as const).map((key) => ({ key, label: t(`forumAdmin.view.${key}`) })),
            onChange: (key) => setView(key as View),
          },
        }}
        request={async ({ current, pageSize, keyword, boardId, status, kind, reported }, sort) => {
          const [field, order] = Object.entries(sort ?? {}).find(([, o]) => o) ?? ['createdAt', 'descend'];
          const res = await queryForumPosts({
            current,
            pageSize,
            keyword: keyword?.trim() || undefined,
            boardId: boardId || undefined,
            status: status || undefined,
            kind: kind || undefined,
            reported: reported || undefined,
            ...viewFilters[view],
            sortField: field === 'reportCount' ? 'reportCount' : 'createdAt',
            sortOrder: order === 'ascend' ? 'ascend' : 'descend',
          });
          setMore(res.data.more);
          return { data: res.data.list, total: res.data.total, success: true };
        }}
        toolBarRender={() =>
          canModerate
            ? [
                <Button key="announce" icon={<NotificationOutlined />} onClick={() => setAnnouncing(true)}>
                  {t('forumAdmin.announce')}
                </Button>,
              ]
            : []
        }
      />
      {announcing && <AnnounceForm onClose={() => setAnnouncing(false)} onSaved={() => actionRef.current?.reload()} />}
    </>
  );
}
