import { EditOutlined } from '@ant-design/icons';
import { history, Link, useLocation } from '@umijs/max';
import { Alert, Button, Empty, Form, Input, Modal, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FORUM_CONTENT_MAX, FORUM_PAGE_SIZE, FORUM_TITLE_MAX, forumHref, forumThreadPath, forumTime, parseForumQuery } from '@shared/forum';
import { useAntdApp } from '@/components/AntdApp';
import LinkPager from '@/components/LinkPager';
import NativeSelect from '@/components/NativeSelect';
import Panel from '@/components/Panel';
import PublicNotFound from '@/components/PublicNotFound';
import PublicPage from '@/components/PublicPage';
import { postForumThread, queryForumThreads } from '@/services/portal/forum';
import { useT } from '@/utils/i18n';
import { pageDataKey, useRenderedRecord } from '@/utils/pageData';
import { useVisitor } from './parts';
import './index.less';

type ThreadList = Awaited<ReturnType<typeof queryForumThreads>>['data'];
export type ThreadItem = ThreadList['list'][number];
type Board = ThreadList['boards'][number];

/** One thread in a list: its title, badges, board, author, replies and latest activity. */
export function ThreadRow({ item }: { item: ThreadItem }) {
  const t = useT();
  return (
    <article className="forum-thread" data-testid="forum-thread">
      <div className="forum-thread-main">
        <Space size={6} wrap>
          {item.pinned && <Tag color="red">{t('forum.pinned')}</Tag>}
          {item.locked && <Tag>{t('forum.locked')}</Tag>}
          <Link to={forumThreadPath(item.id)} className="forum-thread-title">
            {item.title}
          </Link>
        </Space>
        {item.excerpt && (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 1 }} style={{ margin: '4px 0 0' }}>
            {item.excerpt}
          </Typography.Paragraph>
        )}
        <Space size={12} wrap className="forum-meta">
          <Link to={forumHref({ board: item.boardId, current: 1 })}>{item.boardName}</Link>
          <span>{item.authorName}</span>
          <span>{t('forum.lastPost', { time: forumTime(item.lastPostAt) })}</span>
        </Space>
      </div>
      <div className="forum-thread-count" title={t('forum.replies', { n: item.replyCount })}>
        <strong>{item.replyCount}</strong>
        <span>{t('forum.repliesLabel')}</span>
      </div>
    </article>
  );
}

/** Starting a thread: the board (those open to visitors), a title and the text. */
function NewThread({ boards, board, onClose }: { boards: Board[]; board: number | null; onClose: () => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const [form] = Form.useForm<{ boardId: number; title: string; content: string }>();
  const [sending, setSending] = useState(false);
  const open = boards.filter((b) => b.postPolicy === 'visitors');
  const submit = async () => {
    const values = await form.validateFields();
    setSending(true);
    try {
      const res = await postForumThread(values);
      onClose();
      if (res.data.status === 'held') message.info(t('forum.post.held'));
      else {
        message.success(t('forum.post.done'));
        history.push(forumThreadPath(res.data.threadId));
      }
    } catch {
      // The request layer has shown why (too fast, a board closed meanwhile).
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal open title={t('forum.new.title')} okText={t('forum.new.submit')} onOk={submit} confirmLoading={sending} onCancel={onClose} width={640}>
      <Form form={form} layout="vertical" initialValues={{ boardId: open.find((b) => b.id === board)?.id ?? open[0]?.id }}>
        <Form.Item name="boardId" label={t('forum.new.board')} rules={[{ required: true, message: t('forum.new.board.required') }]}>
          <NativeSelect
            aria-label={t('forum.new.board')}
            options={open.map((b) => ({ value: b.id, label: b.name }))}
            onChange={(v) => form.setFieldValue('boardId', v)}
            data-testid="forum-new-board"
          />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('forum.new.subject')}
          rules={[
            { required: true, whitespace: true, message: t('forum.new.subject.required') },
            { min: 2, message: t('forum.new.subject.min') },
          ]}
        >
          <Input maxLength={FORUM_TITLE_MAX} showCount data-testid="forum-new-title" />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('forum.new.content')}
          rules={[{ required: true, whitespace: true, message: t('forum.new.content.required') }]}
          extra={t('forum.plainText')}
        >
          <Input.TextArea rows={8} maxLength={FORUM_CONTENT_MAX} showCount data-testid="forum-new-content" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** /forum: the boards as tabs, a page of threads (pinned first, then by latest activity), rendered on the server too. */
export default function ForumScreen() {
  const t = useT();
  const location = useLocation();
  const query = parseForumQuery(new URLSearchParams(location.search));
  const { visitor, openSignIn } = useVisitor();
  const [writing, setWriting] = useState(false);
  const { record, failure, retry } = useRenderedRecord<ThreadList>(pageDataKey.forumList(query.board, query.current), () =>
    queryForumThreads({ board: query.board ?? undefined, current: query.current, pageSize: FORUM_PAGE_SIZE }, { skipErrorHandler: true }).then(
      (res) => res.data,
    ),
  );

  if (failure === 'notFound') return <PublicNotFound />;
  const board = record?.boards.find((b) => b.id === query.board);
  const canStart = !!record?.boards.some((b) => b.postPolicy === 'visitors');
  return (
    <PublicPage
      title={board ? `${t('pages.forum.title')} · ${board.name}` : t('pages.forum.title')}
      content={board?.description || t('pages.forum.desc')}
      extra={
        canStart && (
          <Button type="primary" icon={<EditOutlined />} onClick={() => (visitor ? setWriting(true) : openSignIn())} data-testid="forum-new">
            {visitor ? t('forum.new') : t('forum.new.signIn')}
          </Button>
        )
      }
    >
      <Panel>
        {failure === 'error' && (
          <Alert type="warning" showIcon message={t('forum.loadFailed')} action={<Button onClick={retry}>{t('policyFront.retry')}</Button>} />
        )}
        {record && (
          <nav className="public-link-tabs" aria-label={t('forum.boards')}>
            <Link to="/forum" aria-current={!query.board ? 'page' : undefined}>
              {t('forum.all')}
            </Link>
            {record.boards.map((b) => (
              <Link key={b.id} to={forumHref({ board: b.id, current: 1 })} aria-current={b.id === query.board ? 'page' : undefined}>
                {b.name}
                <span className="forum-board-count">{b.threadCount}</span>
              </Link>
            ))}
          </nav>
        )}
        {!record && !failure && <Skeleton active paragraph={{ rows: 8 }} />}
        {record && (record.list.length ? record.list.map((item) => <ThreadRow key={item.id} item={item} />) : <Empty description={t('forum.empty')} />)}
        {record && record.total > FORUM_PAGE_SIZE && (
          <LinkPager
            current={query.current}
            pageSize={FORUM_PAGE_SIZE}
            total={record.total}
            hrefOf={(page) => forumHref({ ...query, current: page })}
            totalText={t('forum.total', { n: record.total })}
          />
        )}
      </Panel>
      {writing && record && (
        <NewThread
          boards={record.boards}
          board={query.board}
          onClose={() => {
            setWriting(false);
            retry();
          }}
        />
      )}
    </PublicPage>
  );
}
