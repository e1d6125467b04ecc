import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Link, useAccess } from '@umijs/max';
import { Button, Select } from 'antd';
import { useRef, useState } from 'react';
import { queryRecruitPosts } from '@/services/portal/company';
import { alreadyShown } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import CompanySelect from '../components/CompanySelect';
import PostForm from './PostForm';
import { salaryText, type RecruitPost, type RecruitType } from './types';

type Filters = { current?: number; pageSize?: number; companyId?: number; typeId?: number; status?: 'open' | 'closed'; keyword?: string };

/** 招聘岗位: the posts of every company, by company, type, status or words of the title. */
export default function PostTable({
  types,
  canSave,
  initial,
}: {
  types: RecruitType[];
  canSave: boolean;
  /** Filters to start with: ?companyId= from the address, or a type picked on the types tab. */
  initial: { companyId?: number; typeId?: number };
}) {
  const t = useT();
  const access = useAccess();
  const actionRef = useRef<ActionType>();
  const [dialog, setDialog] = useState<{ post?: RecruitPost }>();
  const [company, setCompany] = useState<{ value: number; label: string }>();
  const canOpenCompany = access.can('company:query');

  const columns: ProColumns<RecruitPost>[] = [
    {
      title: t('recruit.post.title'),
      dataIndex: 'keyword',
      width: 200,
      ellipsis: true,
      fieldProps: { placeholder: t('recruit.post.keyword') },
      render: (_, p) => p.title,
    },
    {
      title: t('recruit.post.company'),
      dataIndex: 'companyId',
      width: 220,
      ellipsis: true,
      initialValue: initial.companyId,
      renderFormItem: () => <CompanySelect placeholder={t('company.partner.company.placeholder')} />,
      render: (_, p) => (canOpenCompany ? <Link to={`/admin/company/${p.companyId}?tab=posts`}>{p.companyName}</Link> : p.companyName),
    },
    {
      title: t('recruit.post.type'),
      dataIndex: 'typeId',
      width: 120,
      initialValue: initial.typeId,
      renderFormItem: () => <Select allowClear placeholder={t('company.select')} options={types.map((ty) => ({ label: ty.name, value: ty.id }))} />,
      render: (_, p) => p.typeName,
    },
    { title: t('recruit.post.headcount'), dataIndex: 'headcount', search: false, width: 80, align: 'right' },
    {
      title: t('recruit.post.salary'),
      key: 'salary',
      search: false,
      width: 130,
      render: (_, p) => salaryText(p.salaryMin, p.salaryMax, t('recruit.post.salary.negotiable')),
    },
    { title: t('recruit.post.education'), dataIndex: 'education', search: false, width: 90, render: (_, p) => p.education ?? '-' },
    { title: t('recruit.post.experience'), dataIndex: 'experience', search: false, width: 90, render: (_, p) => p.experience ?? '-' },
    {
      title: t('recruit.post.status'),
      dataIndex: 'status',
      width: 90,
      valueType: 'select',
      valueEnum: {
        open: { text: t('recruit.post.status.open'), status: 'Success' },
        closed: { text: t('recruit.post.status.closed'), status: 'Default' },
      },
    },
    { title: t('recruit.post.publishedOn'), dataIndex: 'publishedOn', valueType: 'date', search: false, width: 110 },
    {
      title: t('company.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 80,
      hideInTable: !canSave,
      render: (_, p) => [
        <a key="edit" onClick={() => setDialog({ post: p })}>
          {t('company.edit.short')}
        </a>,
      ],
    },
  ];

  return (
    <>
      <ProTable<RecruitPost, Filters>
        rowKey="id"
        size="small"
        actionRef={actionRef}
        headerTitle={t('recruit.post.list')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        scroll={{ x: 1300 }}
        options={{ reload: true, density: true, setting: true }}
        columnsState={{ persistenceKey: 'admin-recruit-post-columns', persistenceType: 'localStorage' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        onRequestError={alreadyShown}
        expandable={{ rowExpandable: (p) => !!p.description, expandedRowRender: (p) => <div style={{ whiteSpace: 'pre-wrap' }}>{p.description}</div> }}
        request={async ({ current, pageSize, companyId, typeId, status, keyword }) => {
          const res = await queryRecruitPosts({
            current,
            pageSize,
            companyId: companyId ? Number(companyId) : undefined,
            typeId: typeId ? Number(typeId) : undefined,
            status: status || undefined,
            keyword: keyword?.trim() || undefined,
          });
          const list = res.data.list;
          // New posts start with the company the list is filtered by.
          const only = companyId ? list.find((p) => p.companyId === Number(companyId)) : undefined;
          setCompany(only ? { value: only.companyId, label: only.companyName } : undefined);
          return { data: list, total: res.data.total, success: true };
        }}
        toolBarRender={() =>
          canSave
            ? [
                <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
                  {t('recruit.post.create')}
                </Button>,
              ]
            : []
        }
      />
      {dialog && (
        <PostForm post={dialog.post} types={types} company={company} onClose={() => setDialog(undefined)} onSaved={() => actionRef.current?.reload()} />
      )}
    </>
  );
}
