import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Badge, Popconfirm, Space, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cancelJob, jobsQueueSummary, queryJobsQueue, retryJob } from '@/services/portal/queue';
import { serverFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import { formatMoment, JOB_STATUSES, jobKindLabel, type JobItem, type JobStatus } from './types';
import { useAntdApp } from '@/components/AntdApp';

const statusBadge: Record<JobStatus, 'processing' | 'success' | 'error' | 'default' | 'warning'> = {
  queued: 'warning',
  running: 'processing',
  done: 'success',
  failed: 'error',
  cancelled: 'default',
};

type Summary = Awaited<ReturnType<typeof jobsQueueSummary>>['data'];

/**
 * 后台任务: what the job runner has queued, is running, has done and gave up on. Tabs by status with their
 * counts; a failed job shows its last error and can be run again, a queued one cancelled (`queue:retry`).
 */
export default function QueuePage() {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const actionRef = useRef<ActionType>();
  const [status, setStatus] = useState<JobStatus | 'all'>('all');
  const [summary, setSummary] = useState<Summary>();
  const canRetry = access.can('queue:retry');

  const loadSummary = useCallback(() => {
    jobsQueueSummary()
      .then((res) => setSummary(res.data))
      .catch(() => undefined);
  }, []);
  useEffect(loadSummary, [loadSummary]);

  const act = async (job: JobItem, action: 'retry' | 'cancel') => {
    try {
      await (action === 'retry' ? retryJob : cancelJob)({ id: job.id }, { skipErrorHandler: true });
    } catch (err) {
      message.error(serverFieldError(err).message || t('queue.failed'));
      return;
    }
    message.success(t(action === 'retry' ? 'queue.retried' : 'queue.cancelled'));
    actionRef.current?.reload();
  };

  const columns: ProColumns<JobItem>[] = [
    { title: 'ID', dataIndex: 'id', search: false, width: 90 },
    {
      title: t('queue.kind'),
      dataIndex: 'kind',
      width: 220,
      valueType: 'select',
      fieldProps: { options: (summary?.kinds ?? []).map((k) => ({ value: k, label: jobKindLabel(t, k) })), showSearch: true },
      render: (_, j) => (
        <Tooltip title={j.kind}>
          <span>{jobKindLabel(t, j.kind)}</span>
        </Tooltip>
      ),
    },
    {
      title: t('queue.status'),
      dataIndex: 'status',
      search: false,
      width: 110,
      render: (_, j) => <Badge status={statusBadge[j.status]} text={t(`queue.status.${j.status}`)} />,
    },
    { title: t('queue.attempts'), dataIndex: 'attempts', search: false, width: 90, align: 'right', render: (_, j) => `${j.attempts} / ${j.maxAttempts}` },
    { title: t('queue.runAt'), dataIndex: 'runAt', search: false, width: 170, render: (_, j) => formatMoment(j.runAt) },
    { title: t('queue.startedAt'), dataIndex: 'startedAt', search: false, width: 170, render: (_, j) => formatMoment(j.startedAt) },
    { title: t('queue.finishedAt'), dataIndex: 'finishedAt', search: false, width: 170, render: (_, j) => formatMoment(j.finishedAt) },
    {
      title: t('queue.lastError'),
      dataIndex: 'lastError',
      search: false,
      ellipsis: true,
      render: (_, j) => (j.lastError ? <Typography.Text type="danger">{j.lastError}</Typography.Text> : '–'),
    },
    {
      title: t('queue.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 100,
      hideInTable: !canRetry,
      render: (_, j) => [
        (j.status === 'failed' || j.status === 'cancelled') && (
          <a key="retry" onClick={() => act(j, 'retry')}>
            {t('queue.retry')}
          </a>
        ),
        j.status === 'queued' && (
          <Popconfirm key="cancel" title={t('queue.cancelConfirm', { id: j.id })} onConfirm={() => act(j, 'cancel')}>
            <Typography.Link type="danger">{t('queue.cancel')}</Typography.Link>
          </Popconfirm>
        ),
      ],
    },
  ];

  const tab = (key: JobStatus | 'all') => ({
    key,
    label: (
      <Space size={4}>
        {t(`queue.status.${key}`)}
        {key !== 'all' && summary ? (
          <Badge count={summary.byStatus[key]} showZero={false} overflowCount={9999} color={key === 'failed' ? 'red' : 'gray'} />
        ) : null}
      </Space>
    ),
  });

  return (
    <PageContainer>
      <ProTable<JobItem, API.queryJobsQueueParams & { tab: string }>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={t('queue.title')}
        columns={columns}
        params={{ tab: status }}
        search={{ labelWidth: 'auto' }}
        scroll={{ x: 1200 }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        toolbar={{
          menu: { type: 'tab', activeKey: status, items: (['all', ...JOB_STATUSES] as const).map(tab), onChange: (key) => setStatus(key as JobStatus | 'all') },
        }}
        expandable={{
          rowExpandable: (j) => Object.keys(j.payload).length > 0,
          expandedRowRender: (j) => (
            <Typography.Paragraph style={{ margin: 0 }}>
              <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{JSON.stringify(j.payload, null, 2)}</pre>
            </Typography.Paragraph>
          ),
        }}
        request={async ({ current, pageSize, kind }) => {
          loadSummary();
          const res = await queryJobsQueue({ current, pageSize, kind: kind || undefined, status: status === 'all' ? undefined : status });
          return { data: res.data.list, total: res.data.total, success: true };
        }}
      />
    </PageContainer>
  );
}
