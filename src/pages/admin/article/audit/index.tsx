import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Alert, Button, Drawer, Input, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useAntdApp } from '@/components/AntdApp';
import LazyMessages from '@/components/LazyMessages';
import RevisionDiff from '@/components/RevisionDiff';
import { articleAuditDetail, queryArticleAudit } from '@/services/portal/article';
import { actOnWorkflowTask } from '@/services/portal/workflow';
import { formatMoment } from '@/utils/chinaTime';
import { serverFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';

type AuditItem = Awaited<ReturnType<typeof queryArticleAudit>>['data']['list'][number];
type AuditDetail = Awaited<ReturnType<typeof articleAuditDetail>>['data'];
/** The decisions this screen offers; transfers and added signers are made in the workflow inbox. */
type Decision = 'approve' | 'return' | 'reject';

/** One waiting article: what changed against the last published revision, a comment, and the decision. */
function Review({ taskId, onClose, onDecided }: { taskId: number; onClose: () => void; onDecided: () => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const [detail, setDetail] = useState<AuditDetail>();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState<Decision>();
  const [onlyChanges, setOnlyChanges] = useState(false);

  useEffect(() => {
    articleAuditDetail({ taskId }).then((res) => setDetail(res.data));
  }, [taskId]);

  const decide = async (action: Decision) => {
    // Sending back or refusing says why.
    if (action !== 'approve' && !comment.trim()) {
      message.warning(t('article.audit.commentRequired'));
      return;
    }
    setBusy(action);
    try {
      await actOnWorkflowTask({ taskId, action, comment: comment.trim() || null }, { skipErrorHandler: true });
    } catch (err) {
      message.error(serverFieldError(err).message || t('org.common.failed'));
      setBusy(undefined);
      return;
    }
    message.success(t(`article.audit.${action}.done`));
    onDecided();
  };

  return (
    <Drawer
      open
      width={1100}
      destroyOnHidden
      title={detail ? detail.task.title : t('article.audit.title')}
      onClose={onClose}
      extra={
        detail && (
          <Button size="small" onClick={() => setOnlyChanges((v) => !v)}>
            {t(onlyChanges ? 'article.audit.showAll' : 'article.audit.onlyChanges')}
          </Button>
        )
      }
      footer={
        detail && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Input.TextArea
              rows={2}
              maxLength={1000}
              showCount
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              placeholder={t('article.audit.comment')}
              aria-label={t('article.audit.comment')}
            />
            <Space>
              <Button type="primary" loading={busy === 'approve'} disabled={!!busy} onClick={() => decide('approve')}>
                {t('article.audit.approve')}
              </Button>
              {detail.actions.includes('return') && (
                <Button loading={busy === 'return'} disabled={!!busy} onClick={() => decide('return')}>
                  {t('article.audit.return')}
                </Button>
              )}
              {detail.actions.includes('reject') && (
                <Button danger loading={busy === 'reject'} disabled={!!busy} onClick={() => decide('reject')}>
                  {t('article.audit.reject')}
                </Button>
              )}
            </Space>
          </Space>
        )
      }
    >
      {detail ? (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message={detail.published ? t('article.audit.againstPublished', { number: detail.published.number }) : t('article.audit.firstPublication')}
            description={`${detail.task.stepName ?? ''} · ${t('article.audit.submittedBy', { name: detail.task.submittedByName ?? '-' })} · ${formatMoment(
              detail.task.waitingSince,
            )}`}
          />
          <RevisionDiff before={detail.published} after={detail.underReview} onlyChanges={onlyChanges} />
        </>
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}

/**
 * 文章审核: the articles waiting for me in the "article audit" workflow, the oldest first. Opening one shows the revision
 * under review beside the last published one; I approve it, or send it back (or refuse it) with a comment.
 */
function ArticleAuditPage() {
  const t = useT();
  const actionRef = useRef<ActionType>();
  const [open, setOpen] = useState<number>();

  const columns: ProColumns<AuditItem>[] = [
    { title: t('article.keyword'), dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: t('article.keyword.placeholder') } },
    {
      title: t('article.field.title'),
      dataIndex: 'title',
      search: false,
      render: (_, a) => <a onClick={() => setOpen(a.taskId)}>{a.title}</a>,
    },
    { title: t('article.field.categoryName'), dataIndex: 'categoryName', search: false, width: 130 },
    { title: t('article.audit.step'), dataIndex: 'stepName', search: false, width: 140 },
    {
      title: t('article.audit.kind'),
      dataIndex: 'liveRevision',
      search: false,
      width: 150,
      render: (_, a) =>
        a.liveRevision === null ? (
          <Tag color="blue">{t('article.audit.kind.first')}</Tag>
        ) : (
          <Tag>{t('article.audit.kind.update', { from: a.liveRevision, to: a.revision })}</Tag>
        ),
    },
    { title: t('article.audit.submitter'), dataIndex: 'submittedByName', search: false, width: 100 },
    { title: t('article.audit.waitingSince'), dataIndex: 'waitingSince', search: false, width: 160, render: (_, a) => formatMoment(a.waitingSince) },
    {
      title: t('article.audit.dueAt'),
      dataIndex: 'dueAt',
      search: false,
      width: 160,
      render: (_, a) =>
        a.dueAt ? <Typography.Text type={new Date(a.dueAt) < new Date() ? 'danger' : undefined}>{formatMoment(a.dueAt)}</Typography.Text> : '-',
    },
    {
      title: t('org.common.actions'),
      valueType: 'option',
      width: 80,
      render: (_, a) => [
        <a key="review" onClick={() => setOpen(a.taskId)}>
          {t('article.audit.review')}
        </a>,
      ],
    },
  ];

  return (
    <PageContainer>
      <ProTable<AuditItem, { keyword?: string }>
        rowKey="taskId"
        size="small"
        actionRef={actionRef}
        headerTitle={t('article.audit.title')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        request={async ({ current, pageSize, keyword }) => {
          const res = await queryArticleAudit({ current, pageSize, keyword: keyword?.trim() || undefined });
          return { data: res.data.list, total: res.data.total, success: true };
        }}
      />
      {open !== undefined && (
        <Review
          taskId={open}
          onClose={() => setOpen(undefined)}
          onDecided={() => {
            setOpen(undefined);
            actionRef.current?.reload();
          }}
        />
      )}
    </PageContainer>
  );
}

/** The screen once its texts are there (they load with it, not with the back office). */
export default function ArticleAuditPageWithTexts() {
  return (
    <LazyMessages part="articleEditing">
      <ArticleAuditPage />
    </LazyMessages>
  );
}
