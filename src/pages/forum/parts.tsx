import { useDispatch, useSelector } from '@umijs/max';
import { Button, Input, Modal, Radio, Space } from 'antd';
import { useCallback, useState } from 'react';
import { FORUM_REASON_MAX, linkParts } from '@shared/forum';
import { useAntdApp } from '@/components/AntdApp';
import type { VisitorState } from '@/models/visitor';
import { reportForumPost } from '@/services/portal/forum';
import { useT } from '@/utils/i18n';

/**
 * A post's text as the front shows it: text (React escapes it), its line breaks kept, its http(s) addresses as links
 * that open in a new tab and tell search engines they are the readers' own (ugc, nofollow).
 */
export function PostText({ text, testId }: { text: string; testId?: string }) {
  return (
    <div className="forum-post-text" data-testid={testId}>
      {linkParts(text).map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} target="_blank" rel="nofollow ugc noopener noreferrer">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </div>
  );
}

/** The signed-in visitor, and the way to ask a signed-out one to sign in (the front's sign-in dialog). */
export function useVisitor() {
  const dispatch = useDispatch();
  const visitor = useSelector((s: { visitor: VisitorState }) => s.visitor.current);
  const openSignIn = useCallback(() => dispatch({ type: 'global/changeLoginModalVisible', payload: true }), [dispatch]);
  return { visitor, openSignIn };
}

const REASONS = ['ad', 'abuse', 'illegal', 'other'] as const;

/** "Report" under a post: a signed-in visitor picks a reason (and may say more); a signed-out one is asked to sign in. */
export function ReportButton({ postId }: { postId: number }) {
  const t = useT();
  const { message } = useAntdApp();
  const { visitor, openSignIn } = useVisitor();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<(typeof REASONS)[number]>('ad');
  const [detail, setDetail] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async () => {
    setSending(true);
    try {
      const text = [t(`forum.report.reason.${reason}`), detail.trim()].filter(Boolean).join('：');
      await reportForumPost({ postId, reason: text.slice(0, FORUM_REASON_MAX) });
      message.success(t('forum.report.done'));
      setOpen(false);
      setDetail('');
    } catch {
      // The request layer has shown why (already reported, the post is gone).
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Button type="text" size="small" className="forum-report" onClick={() => (visitor ? setOpen(true) : openSignIn())} data-testid={`report-${postId}`}>
        {t('forum.report')}
      </Button>
      {open && (
        <Modal open title={t('forum.report.title')} okText={t('forum.report.submit')} onOk={submit} confirmLoading={sending} onCancel={() => setOpen(false)}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Radio.Group value={reason} onChange={(e) => setReason(e.target.value)}>
              {REASONS.map((r) => (
                <Radio key={r} value={r}>
                  {t(`forum.report.reason.${r}`)}
                </Radio>
              ))}
            </Radio.Group>
            <Input.TextArea
              value={detail}
              onChange={(e) => setDetail(e.target.value)}
              maxLength={150}
              rows={3}
              placeholder={t('forum.report.detail')}
              aria-label={t('forum.report.detail')}
            />
          </Space>
        </Modal>
      )}
    </>
  );
}
