import { PlusOutlined } from '@ant-design/icons';
import { ProFormDigit, ProFormSwitch, ProFormText, ProFormTextArea, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Tag } from 'antd';
import { useRef, useState } from 'react';
import EntityModalForm from '@/components/EntityModalForm';
import { queryTaskTypes, saveTaskType } from '@/services/portal/clue';
import { formatMoment } from '@/utils/chinaTime';
import { useT } from '@/utils/i18n';

type TaskType = Awaited<ReturnType<typeof queryTaskTypes>>['data']['list'][number];
type Values = { name: string; description?: string; order: number; enabled: boolean };

/** 任务类型: the kinds of follow-up task picked in every follow-up; disabled ones stay on the follow-ups that used them. */
export default function TaskTypes() {
  const t = useT();
  const access = useAccess();
  const actionRef = useRef<ActionType>();
  const [dialog, setDialog] = useState<{ type?: TaskType }>();
  const canSave = access.can('tasktype:save');
  const columns: ProColumns<TaskType>[] = [
    { title: t('clue.taskType.name'), dataIndex: 'name', width: 180 },
    { title: t('clue.taskType.description'), dataIndex: 'description', ellipsis: true },
    { title: t('clue.taskType.order'), dataIndex: 'order', width: 80, align: 'right' },
    {
      title: t('clue.taskType.enabled'),
      dataIndex: 'enabled',
      width: 90,
      render: (_, x) => (x.enabled ? <Tag color="green">{t('clue.taskType.on')}</Tag> : <Tag>{t('clue.taskType.off')}</Tag>),
    },
    { title: t('clue.taskType.updatedAt'), dataIndex: 'updatedAt', width: 150, render: (_, x) => formatMoment(x.updatedAt) },
    {
      title: t('org.common.actions'),
      valueType: 'option',
      width: 80,
      hideInTable: !canSave,
      render: (_, x) => [
        <a key="edit" onClick={() => setDialog({ type: x })}>
          {t('org.common.edit')}
        </a>,
      ],
    },
  ];
  return (
    <>
      <ProTable<TaskType>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        search={false}
        pagination={false}
        request={async () => {
          const res = await queryTaskTypes({});
          return { data: res.data.list, total: res.data.total, success: true };
        }}
        toolBarRender={() => [
          canSave && (
            <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
              {t('clue.taskType.create')}
            </Button>
          ),
        ]}
      />
      {dialog && (
        <EntityModalForm<Values>
          title={t(dialog.type ? 'clue.taskType.edit' : 'clue.taskType.create')}
          width={520}
          initialValues={dialog.type ? { ...dialog.type, description: dialog.type.description ?? undefined } : { order: 0, enabled: true }}
          fieldNames={['name', 'description', 'order', 'enabled']}
          save={(v, options) => saveTaskType({ ...v, id: dialog.type?.id, name: v.name.trim(), description: v.description?.trim() || null }, options)}
          successMessage={t('clue.saved')}
          onClose={() => setDialog(undefined)}
          onSaved={() => {
            setDialog(undefined);
            actionRef.current?.reload();
          }}
        >
          <ProFormText name="name" label={t('clue.taskType.name')} fieldProps={{ maxLength: 32 }} rules={[{ required: true, whitespace: true }]} />
          <ProFormTextArea name="description" label={t('clue.taskType.description')} fieldProps={{ maxLength: 200, rows: 2 }} />
          <ProFormDigit name="order" label={t('clue.taskType.order')} min={0} max={100_000} fieldProps={{ precision: 0 }} />
          <ProFormSwitch name="enabled" label={t('clue.taskType.enabled')} />
        </EntityModalForm>
      )}
    </>
  );
}
