import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { DictSelect, DictTag } from '@/components/Dict';
import { queryOrganizations } from '@/services/portal/organization';
import { useT } from '@/utils/i18n';
import OrganizationForm from './OrganizationForm';
import { ORG_TYPE_DICT, type OrganizationItem } from './types';

type Dialog = { kind: 'create' } | { kind: 'edit'; organization: OrganizationItem };

/** 组织机构: the park's organisations (operator, government bodies, associations, service providers). */
export default function OrganizationPage() {
  const t = useT();
  const access = useAccess();
  const actionRef = useRef<ActionType>();
  const [dialog, setDialog] = useState<Dialog>();
  const canSave = access.can('organization:save');

  const columns: ProColumns<OrganizationItem>[] = [
    {
      title: t('org.organization.name'),
      dataIndex: 'name',
      fixed: 'left',
      width: 200,
      ellipsis: true,
      fieldProps: { placeholder: t('org.organization.name.placeholder') },
    },
    { title: t('org.organization.shortName'), dataIndex: 'shortName', search: false, width: 120, ellipsis: true },
    {
      title: t('org.organization.type'),
      dataIndex: 'type',
      width: 120,
      renderFormItem: () => <DictSelect name={ORG_TYPE_DICT} allowClear placeholder={t('org.form.select')} />,
      render: (_, o) => <DictTag name={ORG_TYPE_DICT} value={o.type} />,
    },
    { title: t('org.organization.creditCode'), dataIndex: 'creditCode', search: false, width: 190, copyable: true },
    { title: t('org.organization.contact'), dataIndex: 'contact', search: false, width: 100 },
    { title: t('org.common.phone'), dataIndex: 'phone', search: false, width: 130 },
    { title: t('org.organization.address'), dataIndex: 'address', search: false, ellipsis: true, width: 220 },
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
    { title: t('org.common.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime', search: false, width: 165 },
    {
      title: t('org.common.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 80,
      hideInTable: !canSave,
      render: (_, o) => [
        <a key="edit" onClick={() => setDialog({ kind: 'edit', organization: o })}>
          {t('org.common.edit')}
        </a>,
      ],
    },
  ];

  return (
    <PageContainer>
      <ProTable<OrganizationItem, API.queryOrganizationsParams>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={t('org.organization.title')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        scroll={{ x: 1400 }}
        columnsState={{ persistenceKey: 'admin-organization-columns', persistenceType: 'localStorage' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        request={async ({ current, pageSize, name, type, status }) => {
          const res = await queryOrganizations({
            current,
            pageSize,
            name: name?.trim() || undefined,
            type: type || undefined,
            status: status || undefined,
          });
          return { data: res.data.list, total: res.data.total, success: true };
        }}
        toolBarRender={() =>
          canSave
            ? [
                <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
                  {t('org.organization.create')}
                </Button>,
              ]
            : []
        }
      />
      {dialog && (
        <OrganizationForm
          organization={dialog.kind === 'edit' ? dialog.organization : undefined}
          onClose={() => setDialog(undefined)}
          onSaved={() => actionRef.current?.reload()}
        />
      )}
    </PageContainer>
  );
}
