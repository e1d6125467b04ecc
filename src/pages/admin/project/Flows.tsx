import { PlusOutlined } from '@ant-design/icons';
import { ProFormDigit, ProFormList, ProFormSelect, ProFormText, ProFormTextArea, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { FLOW_STEPS_MAX } from '@shared/project';
import { useAntdApp } from '@/components/AntdApp';
import EntityModalForm from '@/components/EntityModalForm';
import { queryTaskTypes } from '@/services/portal/clue';
import { deleteScheduleFlow, queryScheduleFlows, saveScheduleFlow } from '@/services/portal/project';
import { formatMoment } from '@/utils/chinaTime';
import { useT } from '@/utils/i18n';
import type { Flow } from './types';

type Values = { name: string; description?: string; steps: { name: string; taskTypeId?: number; days: number }[] };
type TaskType = { id: number; name: string };

/** 进度流程: the ordered milestone templates project schedules are made from; one that projects follow is not deleted. */
export default function Flows() {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const actionRef = useRef<ActionType>();
  const [dialog, setDialog] = useState<{ flow?: Flow }>();
  const [types, setTypes] = useState<TaskType[]>([]);
  const canSave = access.can('project:flow');
  useEffect(() => {
    queryTaskTypes({}, { skipErrorHandler: true }).then(
      (res) => setTypes(res.data.list),
      () => undefined,
    );
  }, []);
  const remove = async (f: Flow) => {
    try {
      await deleteScheduleFlow({ id: f.id });
      message.success(t('project.deleted'));
      actionRef.current?.reload();
    } catch {
      // The request layer shows the server's reason (projects follow it).
    }
  };
  const typeName = (id: number | null) => types.find((x) => x.id === id)?.name;
  const columns: ProColumns<Flow>[] = [
    { title: t('project.flow.name'), dataIndex: 'name', width: 200 },
    {
      title: t('project.flow.steps'),
      dataIndex: 'steps',
      render: (_, f) => (
        <Space size={[4, 4]} wrap>
          {f.steps.map((s, i) => (
            <Tag key={i}>
              {i + 1}. {s.name}
              {typeName(s.taskTypeId) ? `（${typeName(s.taskTypeId)}）` : ''} · {s.days}d
            </Tag>
          ))}
        </Space>
      ),
    },
    { title: t('project.flow.projectCount'), dataIndex: 'projectCount', width: 100, align: 'right' },
    { title: t('project.flow.updatedAt'), dataIndex: 'updatedAt', width: 150, render: (_, f) => formatMoment(f.updatedAt) },
    {
      title: t('org.common.actions'),
      valueType: 'option',
      width: 110,
      hideInTable: !canSave,
      render: (_, f) => [
        <a key="edit" onClick={() => setDialog({ flow: f })}>
          {t('org.common.edit')}
        </a>,
        <Popconfirm key="delete" title={t('project.flow.delete.confirm', { name: f.name })} onConfirm={() => remove(f)}>
          <a>{t('org.common.delete')}</a>
        </Popconfirm>,
      ],
    },
  ];
  return (
    <>
      <ProTable<Flow>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        search={false}
        pagination={false}
        request={async () => {
          const res = await queryScheduleFlows();
          return { data: res.data.list, total: res.data.total, success: true };
        }}
        toolBarRender={() => [
          canSave && (
            <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
              {t('project.flow.create')}
            </Button>
          ),
        ]}
      />
      {dialog && (
        <EntityModalForm<Values>
          title={t(dialog.flow ? 'project.flow.edit' : 'project.flow.create')}
          width={720}
          initialValues={
            dialog.flow
              ? {
                  name: dialog.flow.name,
                  description: dialog.flow.description ?? undefined,
                  steps: dialog.flow.steps.map((s) => ({ name: s.name, taskTypeId: s.taskTypeId ?? undefined, days: s.days })),
                }
              : { steps: [{ name: '签约', days: 14 }] }
          }
          fieldNames={['name', 'description', 'steps']}
          save={(v, options) =>
            saveScheduleFlow(
              {
                id: dialog.flow?.id,
                name: v.name.trim(),
                description: v.description?.trim() || null,
                steps: (v.steps ?? []).map((s) => ({ name: s.name.trim(), taskTypeId: s.taskTypeId ?? null, days: s.days })),
              },
              options,
            )
          }
          successMessage={t('project.saved')}
          onClose={() => setDialog(undefined)}
          onSaved={() => {
            setDialog(undefined);
            actionRef.current?.reload();
          }}
        >
          <ProFormText name="name" label={t('project.flow.name')} fieldProps={{ maxLength: 40 }} rules={[{ required: true, whitespace: true }]} />
          <ProFormTextArea name="description" label={t('project.flow.description')} fieldProps={{ maxLength: 200, rows: 2 }} />
          <ProFormList
            name="steps"
            label={t('project.flow.steps')}
            min={1}
            max={FLOW_STEPS_MAX}
            creatorButtonProps={{ creatorButtonText: t('project.flow.step.add') }}
            creatorRecord={{ days: 30 }}
            copyIconProps={false}
          >
            <Space align="start">
              <ProFormText
                name="name"
                placeholder={t('project.flow.step.name')}
                fieldProps={{ maxLength: 40 }}
                rules={[{ required: true, whitespace: true }]}
              />
              <ProFormSelect
                name="taskTypeId"
                placeholder={t('project.flow.step.taskType')}
                allowClear
                width={160}
                options={types.map((x) => ({ value: x.id, label: x.name }))}
              />
              <ProFormDigit
                name="days"
                placeholder={t('project.flow.step.days')}
                min={1}
                max={3650}
                width={100}
                fieldProps={{ precision: 0 }}
                rules={[{ required: true }]}
              />
            </Space>
          </ProFormList>
        </EntityModalForm>
      )}
    </>
  );
}
