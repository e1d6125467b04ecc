import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess, useSearchParams } from '@umijs/max';
import { Button, Select, TreeSelect } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { queryJobs, queryMembers } from '@/services/portal/organization';
import { useT } from '@/utils/i18n';
import { departmentTreeSelectProps, JobTags, toTreeSelectData, useDepartmentTree, type MemberItem } from '../department/shared';
import MemberForm from './MemberForm';
import type { JobOption } from './types';

type Dialog = { kind: 'create' } | { kind: 'edit'; member: MemberItem };

/** 成员管理: members with their home department and the jobs they hold in various departments. */
export default function MemberPage() {
  const t = useT();
  const access = useAccess();
  const actionRef = useRef<ActionType>();
  const { tree } = useDepartmentTree({ quiet: true });
  const [jobs, setJobs] = useState<JobOption[]>([]);
  const [dialog, setDialog] = useState<Dialog>();
  const canSave = access.can('member:save');
  // 岗位管理 links here with ?jobId= (the members holding a job); ?departmentId= works the same way.
  const [searchParams] = useSearchParams();
  const initialFilters = {
    jobId: Number(searchParams.get('jobId')) || undefined,
    departmentId: Number(searchParams.get('departmentId')) || undefined,
  };

  useEffect(() => {
    queryJobs({ current: 1, pageSize: 200 }, { skipErrorHandler: true })
      .then((res) => setJobs(res.data?.list ?? []))
      .catch(() => undefined); // without job:query the job filter stays empty
  }, []);

  const treeData = toTreeSelectData(tree, undefined, t('org.status.disabled'));

  const columns: ProColumns<MemberItem>[] = [
    {
      title: t('org.member.name'),
      dataIndex: 'name',
      fixed: 'left',
      width: 110,
      fieldProps: { placeholder: t('org.member.name.placeholder') },
    },
    { title: t('org.member.employeeNo'), dataIndex: 'employeeNo', search: false, width: 110 },
    {
      title: t('org.member.gender'),
      dataIndex: 'gender',
      search: false,
      width: 70,
      valueEnum: { male: { text: t('org.member.gender.male') }, female: { text: t('org.member.gender.female') } },
    },
    { title: t('org.common.phone'), dataIndex: 'phone', width: 130 },
    { title: t('org.common.email'), dataIndex: 'email', search: false, width: 180, ellipsis: true },
    {
      title: t('org.member.department'),
      dataIndex: 'departmentId',
      width: 130,
      ellipsis: true,
      tooltip: t('org.member.department.filterTip'),
      renderFormItem: () => <TreeSelect {...departmentTreeSelectProps} treeData={treeData} placeholder={t('org.form.select')} />,
      render: (_, m) => m.departmentName ?? '-',
    },
    {
      title: t('org.member.jobs'),
      dataIndex: 'jobId',
      width: 260,
      renderFormItem: () => (
        <Select allowClear showSearch optionFilterProp="label" placeholder={t('org.form.select')} options={jobs.map((j) => ({ label: j.name, value: j.id }))} />
      ),
      render: (_, m) => <JobTags jobs={m.jobs} primaryTitle={t('org.member.job.primary')} />,
    },
    { title: t('org.member.joinedOn'), dataIndex: 'joinedOn', valueType: 'date', search: false, width: 110 },
    {
      title: t('org.common.status'),
      dataIndex: 'status',
      width: 90,
      valueType: 'select',
      valueEnum: {
        active: { text: t('org.member.status.active'), status: 'Success' },
        left: { text: t('org.member.status.left'), status: 'Default' },
      },
    },
    {
      title: t('org.common.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 80,
      hideInTable: !canSave,
      render: (_, m) => [
        <a key="edit" onClick={() => setDialog({ kind: 'edit', member: m })}>
          {t('org.common.edit')}
        </a>,
      ],
    },
  ];

  return (
    <PageContainer>
      <ProTable<MemberItem, API.queryMembersParams>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={t('org.member.title')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        form={{ initialValues: initialFilters }}
        scroll={{ x: 1300 }}
        columnsState={{ persistenceKey: 'admin-member-columns', persistenceType: 'localStorage' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        request={async ({ current, pageSize, name, phone, departmentId, jobId, status }) => {
          const res = await queryMembers({
            current,
            pageSize,
            name: name?.trim() || undefined,
            phone: phone?.trim() || undefined,
            departmentId: departmentId ? Number(departmentId) : undefined,
            jobId: jobId ? Number(jobId) : undefined,
            status: status || undefined,
          });
          return { data: res.data.list, total: res.data.total, success: true };
        }}
        toolBarRender={() =>
          canSave
            ? [
                <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
                  {t('org.member.create')}
                </Button>,
              ]
            : []
        }
      />
      {dialog && (
        <MemberForm
          member={dialog.kind === 'edit' ? dialog.member : undefined}
          tree={tree}
          jobs={jobs}
          onClose={() => setDialog(undefined)}
          onSaved={() => actionRef.current?.reload()}
        />
      )}
    </PageContainer>
  );
}
