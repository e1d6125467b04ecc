import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Link, useAccess } from '@umijs/max';
import { Button, Popconfirm, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { destroyJob, queryJobs } from '@/services/portal/organization';
import { serverFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import JobForm from './JobForm';
import type { JobItem } from './types';
import { useAntdApp } from '@/components/AntdApp';

type Dialog = { kind: 'create' } | { kind: 'edit'; job: JobItem };

/** 岗位管理: the jobs (posts) members hold, with how many hold each. */
export default function JobPage() {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const actionRef = useRef<ActionType>();
  const [dialog, setDialog] = useState<Dialog>();
  const canSave = access.can('job:save');

  const remove = async (job: JobItem) => {
    try {
      await destroyJob({ id: job.id }, { skipErrorHandler: true });
    } catch (err) {
      // Refused while members hold the job: the server says how many.
      message.error(serverFieldError(err).message || t('org.common.failed'));
      return;
    }
    message.success(t('org.common.deleted'));
    actionRef.current?.reload();
  };

  const columns: ProColumns<JobItem>[] = [
    {
      title: t('org.job.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('org.job.keyword.placeholder') },
    },
    { title: t('org.job.code'), dataIndex: 'code', search: false, width: 150, render: (_, j) => <Tag>{j.code}</Tag> },
    { title: t('org.job.name'), dataIndex: 'name', search: false, width: 180 },
    { title: t('org.common.order'), dataIndex: 'order', search: false, width: 80, align: 'right' },
    {
      title: t('org.common.status'),
      dataIndex: 'status',
      width: 90,
      valueType: 'select',
      valueEnum: {
        active: { text: t('org.status.active'), status: 'Success' },
        disabled: { text: t('org.status.disabled'), status: 'Default' },
      },
    },
    {
      title: t('org.job.memberCount'),
      dataIndex: 'memberCount',
      search: false,
      width: 100,
      align: 'right',
      render: (_, j) => (j.memberCount && access.can('member:query') ? <Link to={`/admin/member?jobId=${j.id}`}>{j.memberCount}</Link> : j.memberCount),
    },
    { title: t('org.common.remark'), dataIndex: 'remark', search: false, ellipsis: true },
    {
      title: t('org.common.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 120,
      hideInTable: !canSave,
      render: (_, j) => [
        <a key="edit" onClick={() => setDialog({ kind: 'edit', job: j })}>
          {t('org.common.edit')}
        </a>,
        <Popconfirm
          key="delete"
          title={t('org.job.deleteConfirm', { name: j.name })}
          description={j.memberCount ? t('org.job.deleteHeld', { count: j.memberCount }) : undefined}
          onConfirm={() => remove(j)}
        >
          <Typography.Link type="danger">{t('org.common.delete')}</Typography.Link>
        </Popconfirm>,
      ],
    },
  ];

  return (
    <PageContainer>
      <ProTable<JobItem, API.queryJobsParams>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={t('org.job.title')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        scroll={{ x: 900 }}
        columnsState={{ persistenceKey: 'admin-job-columns', persistenceType: 'localStorage' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        request={async ({ current, pageSize, keyword, status }) => {
          const res = await queryJobs({ current, pageSize, keyword: keyword?.trim() || undefined, status: status || undefined });
          return { data: res.data.list, total: res.data.total, success: true };
        }}
        toolBarRender={() =>
          canSave
            ? [
                <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
                  {t('org.job.create')}
                </Button>,
              ]
            : []
        }
      />
      {dialog && (
        <JobForm job={dialog.kind === 'edit' ? dialog.job : undefined} onClose={() => setDialog(undefined)} onSaved={() => actionRef.current?.reload()} />
      )}
    </PageContainer>
  );
}
