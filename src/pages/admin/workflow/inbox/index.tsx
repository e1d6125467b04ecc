import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useSearchParams } from '@umijs/max';
import { Badge, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useRef } from 'react';
import { workflowBusinessTypes } from '@shared/workflow';
import { refreshTaskCount, useTaskCount } from '@/components/TaskCount/store';
import { queryWorkflowTasks } from '@/services/portal/workflow';
import { alreadyShown } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import type { DataOf } from '@/utils/request/dataOf';
import { BUSINESS_TYPE_COLORS } from '../types';
import InstanceDrawer from './InstanceDrawer';
import { INSTANCE_STATUS_BADGES } from './status';

type Box = 'todo' | 'done' | 'started';
type TaskItem = DataOf<typeof queryWorkflowTasks>['list'][number];
const BOXES: Box[] = ['todo', 'done', 'started'];

/**
 * 我的待办: the approvals waiting for the signed-in staff member (overdue first to catch the eye), the ones they
 * handled, and the ones they started, paged and filtered by the server. A row opens the instance with its
 * timeline and, when it is theirs to handle, the step's actions. `?box=` and `?instance=` are kept in the
 * address, so a notice's link opens the instance directly and a reload keeps the tab.
 */
export default function TaskInbox() {
  const t = useT();
  const actionRef = useRef<ActionType>();
  const [params, setParams] = useSearchParams();
  const box: Box = BOXES.includes(params.get('box') as Box) ? (params.get('box') as Box) : 'todo';
  const openId = Number(params.get('instance')) || undefined;
  const { todo, overdue } = useTaskCount();

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    Object.entries(changes).forEach(([key, value]) => (value ? next.set(key, value) : next.delete(key)));
    setParams(next);
  };
  const changed = () => {
    actionRef.current?.reload();
    refreshTaskCount();
  };

  const columns: ProColumns<TaskItem>[] = [
    {
      title: t('workflow.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('workflow.inbox.keyword.placeholder'), maxLength: 64 },
    },
    {
      title: t('workflow.inbox.subject'),
      dataIndex: 'title',
      search: false,
      ellipsis: true,
      render: (_, r) => (
        <Space size={6}>
          <Typography.Link onClick={() => update({ instance: String(r.instanceId) })}>{r.title}</Typography.Link>
          {r.taskKind === 'copy' && <Tag>{t('workflow.inbox.copy')}</Tag>}
          {r.taskKind === 'signer' && <Tag color="purple">{t('workflow.inbox.signer')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('workflow.businessType'),
      dataIndex: 'businessType',
      width: 130,
      valueType: 'select',
      valueEnum: Object.fromEntries(workflowBusinessTypes.map((type) => [type, { text: t(`workflow.businessType.${type}`) }])),
      render: (_, r) => <Tag color={BUSINESS_TYPE_COLORS[r.businessType]}>{t(`workflow.businessType.${r.businessType}`)}</Tag>,
    },
    { title: t('workflow.instance.workflow'), dataIndex: 'workflowName', search: false, width: 150, ellipsis: true },
    { title: t('workflow.inbox.step'), dataIndex: 'stepName', search: false, width: 140, ellipsis: true },
    {
      title: box === 'started' ? t('workflow.inbox.startedAt') : t('workflow.inbox.receivedAt'),
      dataIndex: 'createdAt',
      valueType: 'dateTime',
      search: false,
      width: 160,
    },
    {
      title: t('workflow.inbox.dueAt'),
      dataIndex: 'dueAt',
      search: false,
      width: 170,
      hideInTable: box !== 'todo',
      render: (_, r) =>
        r.dueAt ? (
          <Space size={4}>
            <span>{dayjs(r.dueAt).format('YYYY-MM-DD HH:mm')}</span>
            {r.overdue && <Tag color="red">{t('workflow.inbox.overdue')}</Tag>}
          </Space>
        ) : (
          '-'
        ),
    },
    {
      title: t('workflow.inbox.myAction'),
      dataIndex: 'action',
      search: false,
      width: 100,
      hideInTable: box !== 'done',
      render: (_, r) => (r.action && r.action !== 'timeout' ? t(`workflow.action.${r.action}`) : '-'),
    },
    {
      title: t('workflow.inbox.instanceStatus'),
      dataIndex: 'instanceStatus',
      search: false,
      width: 100,
      render: (_, r) => <Badge status={INSTANCE_STATUS_BADGES[r.instanceStatus]} text={t(`workflow.instanceStatus.${r.instanceStatus}`)} />,
    },
    {
      title: t('workflow.actions'),
      valueType: 'option',
      width: 80,
      render: (_, r) => (
        <a key="open" onClick={() => update({ instance: String(r.instanceId) })}>
          {box === 'todo' && r.taskKind !== 'copy' ? t('workflow.inbox.open') : t('workflow.inbox.view')}
        </a>
      ),
    },
  ];

  const tabLabel = (key: Box) =>
    key === 'todo' && todo ? (
      <Space size={6}>
        {t(`workflow.inbox.box.${key}`)}
        <Badge count={todo} color={overdue ? undefined : '#1677ff'} overflowCount={999} />
      </Space>
    ) : (
      t(`workflow.inbox.box.${key}`)
    );

  return (
    <PageContainer title={t('workflow.inbox.title')}>
      <ProTable<TaskItem, API.queryWorkflowTasksParams>
        rowKey={(r) => `${r.taskId ?? 'i'}-${r.instanceId}`}
        actionRef={actionRef}
        params={{ box }}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        scroll={{ x: 1100 }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        onRequestError={alreadyShown}
        toolbar={{
          menu: {
            type: 'tab',
            activeKey: box,
            items: BOXES.map((key) => ({ key, label: tabLabel(key) })),
            onChange: (key) => update({ box: key === 'todo' ? undefined : String(key) }),
          },
        }}
        request={async ({ current, pageSize, keyword, businessType }) => {
          const res = await queryWorkflowTasks({
            current,
            pageSize,
            box,
            keyword: keyword?.trim() || undefined,
            businessType: businessType || undefined,
          });
          if (box === 'todo') refreshTaskCount();
          return { data: res.data.list, total: res.data.total, success: true };
        }}
      />
      {openId && <InstanceDrawer key={openId} instanceId={openId} onClose={() => update({ instance: undefined })} onChanged={changed} />}
    </PageContainer>
  );
}
