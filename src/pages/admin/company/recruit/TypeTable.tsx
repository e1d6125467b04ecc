import { PlusOutlined } from '@ant-design/icons';
import { ProFormDigit, ProFormRadio, ProFormText, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import EntityModalForm from '@/components/EntityModalForm';
import { createRecruitType, recruitTypes, updateRecruitType } from '@/services/portal/company';
import { alreadyShown } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import { TYPED_AS_IS } from '../rules';
import type { RecruitType } from './types';

type Values = { name: string; order: number; status: 'active' | 'disabled' };

function TypeForm({ type, onClose, onSaved }: { type?: RecruitType; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  return (
    <EntityModalForm<Values>
      width={460}
      title={t(type ? 'recruit.type.edit' : 'recruit.type.create')}
      initialValues={type ? { name: type.name, order: type.order, status: type.status } : { order: 0, status: 'active' }}
      fieldNames={['name', 'order', 'status']}
      save={(values, options) => {
        const body = { name: values.name.trim(), order: values.order ?? 0, status: values.status };
        return type ? updateRecruitType({ id: type.id, ...body }, options) : createRecruitType(body, options);
      }}
      successMessage={t(type ? 'company.saved' : 'company.created')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormText
        name="name"
        label={t('recruit.type.name')}
        fieldProps={{ maxLength: 64 }}
        rules={[{ required: true, whitespace: true, message: t('recruit.type.name.required') }]}
      />
      <ProFormDigit
        name="order"
        label={t('recruit.type.order')}
        tooltip={t('recruit.type.order.tip')}
        fieldProps={{ ...TYPED_AS_IS, precision: 0 }}
        rules={[{ type: 'integer', min: 0, max: 9999, message: t('recruit.type.order.invalid') }]}
      />
      <ProFormRadio.Group
        name="status"
        label={t('recruit.type.status')}
        radioType="button"
        options={[
          { label: t('recruit.type.status.active'), value: 'active' },
          { label: t('recruit.type.status.disabled'), value: 'disabled' },
        ]}
      />
    </EntityModalForm>
  );
}

/**
 * 招聘类型: the categories posts are filed under, in their order. A disabled type keeps its posts
 * but is not offered for new ones. `onShowPosts` opens the posts of a type.
 */
export default function TypeTable({ canSave, onChanged, onShowPosts }: { canSave: boolean; onChanged: () => void; onShowPosts: (type: RecruitType) => void }) {
  const t = useT();
  const actionRef = useRef<ActionType>();
  const [dialog, setDialog] = useState<{ type?: RecruitType }>();

  const columns: ProColumns<RecruitType>[] = [
    { title: t('recruit.type.name'), dataIndex: 'name', width: 200 },
    { title: t('recruit.type.order'), dataIndex: 'order', width: 80, align: 'right' },
    {
      title: t('recruit.type.status'),
      dataIndex: 'status',
      width: 90,
      valueEnum: {
        active: { text: t('recruit.type.status.active'), status: 'Success' },
        disabled: { text: t('recruit.type.status.disabled'), status: 'Default' },
      },
    },
    {
      title: t('recruit.type.postCount'),
      dataIndex: 'postCount',
      width: 90,
      align: 'right',
      render: (_, r) => (r.postCount ? <a onClick={() => onShowPosts(r)}>{r.postCount}</a> : 0),
    },
    {
      title: t('company.actions'),
      valueType: 'option',
      width: 80,
      hideInTable: !canSave,
      render: (_, r) => [
        <a key="edit" onClick={() => setDialog({ type: r })}>
          {t('company.edit.short')}
        </a>,
      ],
    },
  ];

  return (
    <>
      <ProTable<RecruitType>
        rowKey="id"
        size="small"
        actionRef={actionRef}
        headerTitle={t('recruit.type.title')}
        columns={columns}
        search={false}
        pagination={false}
        options={{ reload: true, density: true, setting: true }}
        onRequestError={alreadyShown}
        request={async () => {
          const res = await recruitTypes();
          return { data: res.data as RecruitType[], total: res.data.length, success: true };
        }}
        toolBarRender={() =>
          canSave
            ? [
                <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
                  {t('recruit.type.create')}
                </Button>,
              ]
            : []
        }
      />
      {dialog && (
        <TypeForm
          type={dialog.type}
          onClose={() => setDialog(undefined)}
          onSaved={() => {
            actionRef.current?.reload();
            onChanged();
          }}
        />
      )}
    </>
  );
}
