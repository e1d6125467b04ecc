import { LockOutlined } from '@ant-design/icons';
import { history, Link, useLocation, useParams } from '@umijs/max';
import { Alert, Button, Input, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FORUM_CONTENT_MAX, FORUM_REPLY_PAGE_SIZE, forumHref, forumThreadHref, forumTime, parseReplyPage } from '@shared/forum';
import { useAntdApp } from '@/components/AntdApp';
import LinkPager from '@/components/LinkPager';
import Panel from '@/components/Panel';
import PublicNotFound from '@/components/PublicNotFound';
import PublicPage from '@/components/PublicPage';
import { forumThreadDetail, postForumReply } from '@/services/portal/forum';
import { useT } from '@/utils/i18n';
import { pageDataKey, useRenderedRecord } from '@/utils/pageData';
import { PostText, ReportButton, useVisitor } from './parts';
import './index.less';

type Thread = Awaited<ReturnType<typeof forumThreadDetail>>['data'];
type Post = Thread['post'];
/** The ids the route accepts: what the server renders (shared/forum.ts). */
const ID = /^[1-9][0-9]{0,8}$/;

/** One post: its author (staff marked), time, floor, text and the report action. */
function PostBlock({ post, floor }: { post: Post; floor: number }) {
  const t = useT();
  return (
    <section className="forum-post" id={`post-${post.id}`} data-testid="forum-post">
      <div className="forum-post-head">
        <Space size={8} wrap>
          <strong>{post.authorName}</strong>
          {post.byStaff && <Tag color="blue">{t('forum.staff')}</Tag>}
          <span className="forum-meta">{forumTime(post.createdAt)}</span>
        </Space>
        <Space size={4}>
          <span className="forum-meta">{floor === 1 ? t('forum.floor.first') : t('forum.floor', { n: floor })}</span>
          <ReportButton postId={post.id} />
        </Space>
      </div>
      <PostText text={post.content} testId={floor === 1 ? 'forum-opening' : undefined} />
    </section>
  );
}

/** The reply box for a signed-in visitor; a prompt to sign in otherwise; a notice on a locked thread. */
function ReplyBox({ thread, onPosted }: { thread: Thread; onPosted: (published: boolean) => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const { visitor, openSignIn } = useVisitor();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  if (thread.locked) return <Alert type="info" showIcon icon={<LockOutlined />} message={t('forum.reply.locked')} />;
  if (!visitor) {
    return (
      <div className="forum-sign-in" data-testid="forum-sign-in">
        <Typography.Text type="secondary">{t('forum.reply.signInHint')}</Typography.Text>
        <Button type="primary" onClick={openSignIn}>
          {t('visitor.signIn.submit')}
        </Button>
      </div>
    );
  }
  const submit = async () => {
    if (!text.trim()) {
      message.warning(t('forum.new.content.required'));
      return;
    }
    setSending(true);
    try {
      const res = await postForumReply({ threadId: thread.id, content: text });
      setText('');
      if (res.data.status === 'held') message.info(t('forum.post.held'));
      else message.success(t('forum.reply.done'));
      onPosted(res.data.status === 'published');
    } catch {
      // The request layer has shown why (too fast, locked meanwhile).
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="forum-reply-box">
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={4}
        maxLength={FORUM_CONTENT_MAX}
        placeholder={t('forum.reply.placeholder')}
        aria-label={t('forum.reply.placeholder')}
        data-testid="forum-reply-text"
      />
      <div className="forum-reply-actions">
        <Typography.Text type="secondary">{t('forum.plainText')}</Typography.Text>
        <Button type="primary" loading={sending} onClick={submit} data-testid="forum-reply-submit">
          {t('forum.reply.submit')}
        </Button>
      </div>
    </div>
  );
}

/** /forum/:id: a thread with a page of its replies, the reply box and reports, rendered on the server too. */
export default function ForumThreadScreen() {
  const t = useT();
  const { id: rawId = '' } = useParams<{ id: string }>();
  const location = useLocation();
  const current = parseReplyPage(new URLSearchParams(location.search));
  const id = ID.test(rawId) ? Number(rawId) : 0;
  const {
    record: thread,
    failure,
    retry,
  } = useRenderedRecord<Thread>(
    pageDataKey.forumThread(id, current),
    id ? () => forumThreadDetail({ id, current, pageSize: FORUM_REPLY_PAGE_SIZE }, { skipErrorHandler: true }).then((res) => res.data) : undefined,
  );

  if (failure === 'notFound') return <PublicNotFound />;
  if (failure === 'error') {
    return (
      <PublicPage title={t('pages.forum.title')}>
        <Alert type="warning" showIcon message={t('forum.loadFailed')} action={<Button onClick={retry}>{t('policyFront.retry')}</Button>} />
      </PublicPage>
    );
  }
  if (!thread) {
    return (
      <PublicPage title={t('pages.forum.title')}>
        <Panel>
          <Skeleton active paragraph={{ rows: 10 }} />
        </Panel>
      </PublicPage>
    );
  }
  const first = (current - 1) * FORUM_REPLY_PAGE_SIZE;
  return (
    <PublicPage
      title={thread.title}
      content={
        <Space size={8} wrap className="forum-meta">
          {thread.pinned && <Tag color="red">{t('forum.pinned')}</Tag>}
          {thread.locked && <Tag>{t('forum.locked')}</Tag>}
          <Link to={forumHref({ board: thread.boardId, current: 1 })}>{thread.boardName}</Link>
          <span>{forumTime(thread.createdAt)}</span>
          <span>{t('forum.replies', { n: thread.replyCount })}</span>
        </Space>
      }
    >
      <Panel>
        {current === 1 && <PostBlock post={thread.post} floor={1} />}
        {thread.replies.list.map((reply, i) => (
          <PostBlock key={reply.id} post={reply} floor={first + i + 2} />
        ))}
        {current > 1 && !thread.replies.list.length && <Typography.Paragraph type="secondary">{t('forum.noMoreReplies')}</Typography.Paragraph>}
        {thread.replies.total > FORUM_REPLY_PAGE_SIZE && (
          <LinkPager
            current={current}
            pageSize={FORUM_REPLY_PAGE_SIZE}
            total={thread.replies.total}
            hrefOf={(page) => forumThreadHref(thread.id, page)}
            totalText={t('forum.replies', { n: thread.replies.total })}
          />
        )}
      </Panel>
      <Panel title={t('forum.reply.title')} style={{ marginTop: 16 }}>
        <ReplyBox
          thread={thread}
          onPosted={(published) => {
            // A published reply is last: its page (the one shown, or the new last one) is asked again.
            const last = Math.max(1, Math.ceil((thread.replyCount + (published ? 1 : 0)) / FORUM_REPLY_PAGE_SIZE));
            if (published && last !== current) history.push(forumThreadHref(thread.id, last));
            else retry();
          }}
        />
      </Panel>
    </PublicPage>
  );
}
