import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Form, Input, InputNumber, Popconfirm, Select, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import EntityModalForm from '@/components/EntityModalForm';
import {
  adminCreatePolicyDepartment,
  adminDeletePolicyDepartment,
  adminQueryPolicyDepartments,
  adminUpdatePolicyDepartment,
} from '@/services/portal/policyAdmin';
import { useT } from '@/utils/i18n';
import { LEVEL_COLORS, POLICY_LEVELS, WEB_URL_PATTERN, type AdminDepartment, type PolicyLevel } from '../shared/constants';
import { RegionSelect } from '@/components/RegionSelect';
import { useRun } from '../shared/useRun';
import { SERVICE_PHONE_PATTERN } from '@shared/phone';

type Values = { name: string; level?: PolicyLevel; regionCode?: string; phone?: string; address?: string; website?: string; order?: number };
type Filters = { keyword?: string; level?: PolicyLevel; regionCode?: string };
const FIELDS = ['name', 'level', 'regionCode', 'phone', 'address', 'website', 'order'];

function DepartmentForm({ department, onClose, onSaved }: { department?: AdminDepartment; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  return (
    <EntityModalForm<Values>
      width={620}
      title={t(department ? 'policyAdmin.department.edit' : 'policyAdmin.department.create')}
      layout="horizontal"
      labelCol={{ span: 5 }}
      initialValues={
        department
          ? {
              name: department.name,
              level: department.level,
              regionCode: department.regionCode,
              phone: department.phone ?? undefined,
              address: department.address ?? undefined,
              website: department.website ?? undefined,
              order: department.order,
            }
          : { order: 0 }
      }
      fieldNames={FIELDS}
      save={(v, options) => {
        const body = {
          name: v.name.trim(),
          level: v.level!,
          regionCode: v.regionCode!,
          phone: v.phone?.trim() ?? '',
          address: v.address?.trim() || undefined,
          website: v.website?.trim() ?? '',
          order: v.order ?? 0,
        };
        return department ? adminUpdatePolicyDepartment({ ...body, id: department.id }, options) : adminCreatePolicyDepartment(body, options);
      }}
      successMessage={t(department ? 'policyAdmin.saved' : 'policyAdmin.created')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item
        name="name"
        label={t('policyAdmin.department.name')}
        rules={[
          { required: true, whitespace: true, message: t('policyAdmin.department.name.required') },
          { min: 2, message: t('policyAdmin.department.name.min') },
          { max: 128 },
        ]}
      >
        <Input maxLength={128} placeholder={t('policyAdmin.department.name.placeholder')} />
      </Form.Item>
      <Form.Item name="level" label={t('policyAdmin.field.level')} rules={[{ required: true, message: t('policyAdmin.field.level.required') }]}>
        <Select placeholder={t('policyAdmin.select')} options={POLICY_LEVELS.map((l) => ({ value: l, label: t(`policyAdmin.level.${l}`) }))} />
      </Form.Item>
      <Form.Item name="regionCode" label={t('policyAdmin.field.region')} rules={[{ required: true, message: t('policyAdmin.field.region.required') }]}>
        <RegionSelect national />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('policyAdmin.contact.phone')}
        rules={[{ pattern: SERVICE_PHONE_PATTERN, message: t('policyAdmin.contact.phone.invalid') }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="address" label={t('policyAdmin.contact.address')} rules={[{ max: 255 }]}>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item
        name="website"
        label={t('policyAdmin.department.website')}
        rules={[{ pattern: WEB_URL_PATTERN, message: t('policyAdmin.field.sourceUrl.invalid') }, { max: 512 }]}
      >
        <Input placeholder="https://" maxLength={512} />
      </Form.Item>
      <Form.Item name="order" label={t('policyAdmin.order')} tooltip={t('policyAdmin.order.tip')}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
    </EntityModalForm>
  );
}

/**
 * 发文部门: the offices that issue policies (ministries down to district bureaus), with their level, region
 * and contact, and how many policies each issued. One that issued policies cannot be deleted (the server
 * says so); renaming one re-indexes its policies for search.
 */
export default function PolicyDepartmentPage() {
  const t = useT();
  const access = useAccess();
  const canSave = access.can('policy-department:save');
  const actionRef = useRef<ActionType>();
  const [dialog, setDialog] = useState<{ department?: AdminDepartment }>();
  const run = useRun(() => actionRef.current?.reload());

  const columns: ProColumns<AdminDepartment>[] = [
    {
      title: t('policyAdmin.department.name'),
      dataIndex: 'keyword',
      width: 240,
      fixed: 'left',
      formItemProps: { label: t('policyAdmin.department.keyword') },
      render: (_, d) => d.name,
    },
    {
      title: t('policyAdmin.field.level'),
      dataIndex: 'level',
      width: 90,
      valueType: 'select',
      valueEnum: Object.fromEntries(POLICY_LEVELS.map((l) => [l, { text: t(`policyAdmin.level.${l}`) }])),
      render: (_, d) => <Tag color={LEVEL_COLORS[d.level]}>{t(`policyAdmin.level.${d.level}`)}</Tag>,
    },
    {
      title: t('policyAdmin.field.region'),
      dataIndex: 'regionCode',
      width: 150,
      tooltip: t('policyAdmin.list.region.tip'),
      renderFormItem: () => <RegionSelect national levels={2} />,
      render: (_, d) => (d.regionCode === '100000' ? t('region.national') : d.regionName ?? d.regionCode),
    },
    { title: t('policyAdmin.contact.phone'), dataIndex: 'phone', width: 140, search: false },
    { title: t('policyAdmin.contact.address'), dataIndex: 'address', width: 220, ellipsis: true, search: false },
    {
      title: t('policyAdmin.department.website'),
      dataIndex: 'website',
      width: 200,
      ellipsis: true,
      search: false,
      render: (_, d) =>
        d.website ? (
          <a href={d.website} target="_blank" rel="noreferrer">
            {d.website}
          </a>
        ) : (
          '-'
        ),
    },
    { title: t('policyAdmin.department.policyCount'), dataIndex: 'policyCount', width: 100, align: 'right', search: false },
    { title: t('policyAdmin.order'), dataIndex: 'order', width: 70, align: 'right', search: false },
    {
      title: t('policyAdmin.actions'),
      valueType: 'option',
      width: 120,
      fixed: 'right',
      hideInTable: !canSave,
      render: (_, d) => [
        <a key="edit" onClick={() => setDialog({ department: d })}>
          {t('policyAdmin.action.edit')}
        </a>,
        <Popconfirm
          key="delete"
          title={t('policyAdmin.department.delete.confirm', { name: d.name })}
          description={d.policyCount ? t('policyAdmin.department.delete.inUse', { n: d.policyCount }) : undefined}
          okButtonProps={{ danger: true }}
          onConfirm={() => run(() => adminDeletePolicyDepartment({ id: d.id }), t('policyAdmin.deleted'))}
        >
          <Typography.Link type="danger">{t('policyAdmin.action.delete')}</Typography.Link>
        </Popconfirm>,
      ],
    },
  ];

  return (
    <PageContainer>
      <ProTable<AdminDepartment, Filters>
        rowKey="id"
        size="small"
        actionRef={actionRef}
        headerTitle={t('policyAdmin.department.title')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        scroll={{ x: 1300 }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        request={async ({ current, pageSize, keyword, level, regionCode }) => {
          const res = await adminQueryPolicyDepartments({
            current,
            pageSize,
            keyword: keyword?.trim() || undefined,
            level: level || undefined,
            regionCode: regionCode || undefined,
          });
          return { data: res.data.list, total: res.data.total, success: true };
        }}
        toolBarRender={() =>
          canSave
            ? [
                <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
                  {t('policyAdmin.department.create')}
                </Button>,
              ]
            : []
        }
      />
      {dialog && <DepartmentForm department={dialog.department} onClose={() => setDialog(undefined)} onSaved={() => actionRef.current?.reload()} />}
    </PageContainer>
  );
}
