import { CheckOutlined, EditOutlined } from '@ant-design/icons';
import { ProFormDatePicker, ProFormSelect, ProFormTextArea } from '@ant-design/pro-components';
import { ProForm } from '@ant-design/pro-components';
import { Button, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { MILESTONE_STATES, type MilestoneState } from '@shared/project';
import { useAntdApp } from '@/components/AntdApp';
import EntityModalForm from '@/components/EntityModalForm';
import { saveProjectMilestone } from '@/services/portal/project';
import { useT } from '@/utils/i18n';
import UserSelect from '../workflow/UserSelect';
import Gantt from './Gantt';
import { chinaToday, type Milestone } from './types';

type Values = {
  plannedStart?: string;
  plannedEnd?: string;
  actualStart?: string;
  actualEnd?: string;
  ownerId?: number;
  state: MilestoneState;
  remark?: string;
};
type Saved = Awaited<ReturnType<typeof saveProjectMilestone>>['data'];

const STATE_COLORS: Record<MilestoneState, string> = { pending: 'default', in_progress: 'processing', done: 'success', skipped: 'default' };
const orNull = (v: string | undefined) => v || null;

/** A project's schedule: the Gantt view and the milestones, each updated in a dialog or ticked done in one click. */
export default function Schedule({ milestones, editable, onChanged }: { milestones: Milestone[]; editable: boolean; onChanged: (list: Milestone[]) => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const [editing, setEditing] = useState<Milestone>();
  const [ticking, setTicking] = useState<number>();
  const bodyOf = (m: Milestone, v: Values) => ({
    id: m.id,
    plannedStart: orNull(v.plannedStart),
    plannedEnd: orNull(v.plannedEnd),
    actualStart: orNull(v.actualStart),
    actualEnd: orNull(v.actualEnd),
    ownerId: v.ownerId ?? null,
    state: v.state,
    remark: orNull(v.remark),
  });
  const valuesOf = (m: Milestone): Values => ({
    plannedStart: m.plannedStart ?? undefined,
    plannedEnd: m.plannedEnd ?? undefined,
    actualStart: m.actualStart ?? undefined,
    actualEnd: m.actualEnd ?? undefined,
    ownerId: m.ownerId ?? undefined,
    state: m.state,
    remark: m.remark ?? undefined,
  });
  const tick = async (m: Milestone) => {
    setTicking(m.id);
    try {
      const res = await saveProjectMilestone(bodyOf(m, { ...valuesOf(m), state: 'done' }));
      message.success(t('project.saved'));
      onChanged(res.data.list);
    } catch {
      // The request layer has said why.
    } finally {
      setTicking(undefined);
    }
  };
  const span = (a: string | null, b: string | null) => (a || b ? `${a ?? '…'} ~ ${b ?? '…'}` : '-');
  return (
    <>
      <Gantt milestones={milestones} today={chinaToday()} />
      <Table<Milestone>
        style={{ marginTop: 16 }}
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={milestones}
        columns={[
          {
            title: t('project.milestone'),
            dataIndex: 'name',
            render: (_, m) => (
              <Space size={4} wrap>
                {m.name}
                {m.taskTypeName && <Tag>{m.taskTypeName}</Tag>}
              </Space>
            ),
          },
          { title: t('project.milestone.planned'), key: 'planned', render: (_, m) => span(m.plannedStart, m.plannedEnd) },
          { title: t('project.milestone.actual'), key: 'actual', render: (_, m) => span(m.actualStart, m.actualEnd) },
          { title: t('project.milestone.owner'), dataIndex: 'ownerName', width: 90, render: (v) => v ?? '-' },
          {
            title: t('project.milestone.state'),
            dataIndex: 'state',
            width: 120,
            render: (_, m) => (
              <Space size={4}>
                <Tag color={STATE_COLORS[m.state]}>{t(`project.milestone.state.${m.state}`)}</Tag>
                {m.overdue && <Typography.Text type="danger">{t('project.milestone.overdue')}</Typography.Text>}
              </Space>
            ),
          },
          ...(editable
            ? [
                {
                  title: '',
                  key: 'actions',
                  width: 110,
                  render: (_: unknown, m: Milestone) => (
                    <Space size={0}>
                      {m.state !== 'done' && (
                        <Button
                          type="link"
                          size="small"
                          icon={<CheckOutlined />}
                          loading={ticking === m.id}
                          onClick={() => tick(m)}
                          aria-label={`${t('project.milestone.tick')} ${m.name}`}
                        >
                          {t('project.milestone.tick')}
                        </Button>
                      )}
                      <Button
                        type="link"
                        size="small"
                        icon={<EditOutlined />}
                        onClick={() => setEditing(m)}
                        aria-label={`${t('project.milestone.edit')} ${m.name}`}
                      />
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && (
        <EntityModalForm<Values, Saved>
          title={`${t('project.milestone.edit')}：${editing.name}`}
          width={640}
          grid
          rowProps={{ gutter: 16 }}
          initialValues={valuesOf(editing)}
          fieldNames={['plannedStart', 'plannedEnd', 'actualStart', 'actualEnd', 'ownerId', 'state', 'remark']}
          save={async (v, options) => (await saveProjectMilestone(bodyOf(editing, v), options)).data}
          successMessage={t('project.saved')}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            onChanged(saved.list);
          }}
        >
          <ProFormDatePicker name="plannedStart" label={t('project.milestone.plannedStart')} colProps={{ span: 12 }} fieldProps={{ format: 'YYYY-MM-DD' }} />
          <ProFormDatePicker name="plannedEnd" label={t('project.milestone.plannedEnd')} colProps={{ span: 12 }} fieldProps={{ format: 'YYYY-MM-DD' }} />
          <ProFormDatePicker name="actualStart" label={t('project.milestone.actualStart')} colProps={{ span: 12 }} fieldProps={{ format: 'YYYY-MM-DD' }} />
          <ProFormDatePicker name="actualEnd" label={t('project.milestone.actualEnd')} colProps={{ span: 12 }} fieldProps={{ format: 'YYYY-MM-DD' }} />
          <ProForm.Item name="ownerId" label={t('project.milestone.owner')} colProps={{ span: 12 }}>
            <UserSelect known={editing.ownerId && editing.ownerName ? [{ id: editing.ownerId, name: editing.ownerName }] : []} />
          </ProForm.Item>
          <ProFormSelect
            name="state"
            label={t('project.milestone.state')}
            colProps={{ span: 12 }}
            options={MILESTONE_STATES.map((s) => ({ value: s, label: t(`project.milestone.state.${s}`) }))}
            rules={[{ required: true }]}
          />
          <ProFormTextArea name="remark" label={t('project.milestone.remark')} colProps={{ span: 24 }} fieldProps={{ maxLength: 500, rows: 2 }} />
        </EntityModalForm>
      )}
    </>
  );
}
