import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useRef, useState } from 'react';
import { workflowBusinessTypes, workflowStatuses } from '@shared/workflow';
import { deleteWorkflow, queryWorkflows } from '@/services/portal/workflow';
import { alreadyShown, serverFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import StepEditor from './StepEditor';
import { BUSINESS_TYPE_COLORS, SORT_FIELDS, versionText, type SortField, type WorkflowItem } from './types';
import WorkflowForm from './WorkflowForm';
import { useAntdApp } from '@/components/AntdApp';

type Dialog = { kind: 'create' } | { kind: 'edit'; workflow: WorkflowItem };

/** The server's sort from the table's sorted column; none means the newest change first (the server's default). */
function sortOf(sort: Record<string, SortOrder>): { sortField?: SortField; sortOrder?: 'ascend' | 'descend' } {
  const [field, order] = Object.entries(sort).find(([, o]) => o === 'ascend' || o === 'descend') ?? [];
  return SORT_FIELDS.includes(field as SortField) && order ? { sortField: field as SortField, sortOrder: order } : {};
}

/**
 * 工作流: the approval chains of the portal's business (policy applications, articles, projects, company
 * changes), filtered and sorted by the server. Each opens its step editor, where steps are arranged and
 * published as a new version. Buttons follow the user's permission keys.
 */
export default function WorkflowPage() {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const actionRef = useRef<ActionType>();
  const [dialog, setDialog] = useState<Dialog>();
  const [opened, setOpened] = useState<WorkflowItem>();
  const canSave = access.can('workflow:save');
  const canDelete = access.can('workflow:delete');
  const reload = () => actionRef.current?.reload();

  const remove = async (w: WorkflowItem) => {
    try {
      await deleteWorkflow({ id: w.id }, { skipErrorHandler: true });
    } catch (err) {
      // Refused once anything has run on it: the server says to disable it instead.
      message.error(serverFieldError(err).message || t('workflow.failed'));
      return;
    }
    message.success(t('workflow.deleted', { name: w.name }));
    reload();
  };

  const columns: ProColumns<WorkflowItem>[] = [
    { title: t('workflow.keyword'), dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: t('workflow.keyword.placeholder'), maxLength: 64 } },
    {
      title: t('workflow.name'),
      dataIndex: 'name',
      search: false,
      sorter: true,
      fixed: 'left',
      width: 220,
      render: (_, w) => (
        <Space direction="vertical" size={0}>
          <Typography.Link onClick={() => setOpened(w)}>{w.name}</Typography.Link>
          {w.description && (
            <Typography.Text type="secondary" style={{ fontSize: 12, maxWidth: 200 }} ellipsis={{ tooltip: w.description }}>
              {w.description}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('workflow.businessType'),
      dataIndex: 'businessType',
      width: 130,
      valueType: 'select',
      valueEnum: Object.fromEntries(workflowBusinessTypes.map((type) => [type, { text: t(`workflow.businessType.${type}`) }])),
      render: (_, w) => <Tag color={BUSINESS_TYPE_COLORS[w.businessType]}>{t(`workflow.businessType.${w.businessType}`)}</Tag>,
    },
    {
      title: t('workflow.status'),
      dataIndex: 'status',
      width: 90,
      valueType: 'select',
      valueEnum: Object.fromEntries(
        workflowStatuses.map((status) => [status, { text: t(`workflow.status.${status}`), status: status === 'enabled' ? 'Success' : 'Default' }]),
      ),
    },
    {
      title: t('workflow.publishedVersion'),
      dataIndex: 'publishedVersion',
      search: false,
      sorter: true,
      width: 170,
      // Before the first publication everything is unpublished, which 未发布 already says.
      render: (_, w) => (
        <Space size={4} wrap>
          {w.publishedVersion > 0 ? (
            <Tag color="blue">{versionText(w.publishedVersion, t)}</Tag>
          ) : (
            <Typography.Text type="secondary">{t('workflow.unpublished')}</Typography.Text>
          )}
          {w.publishedVersion > 0 && w.hasDraftChanges && <Tag color="orange">{t('workflow.draftChanges')}</Tag>}
        </Space>
      ),
    },
    { title: t('workflow.stepCount'), dataIndex: 'stepCount', search: false, width: 80, align: 'right' },
    {
      title: t('workflow.runningCount'),
      dataIndex: 'runningCount',
      search: false,
      width: 90,
      align: 'right',
      render: (_, w) => (w.runningCount > 0 ? <Typography.Text strong>{w.runningCount}</Typography.Text> : 0),
    },
    { title: t('workflow.fallbackUser'), dataIndex: ['fallbackUser', 'name'], search: false, width: 110, tooltip: t('workflow.fallbackUser.tip') },
    { title: t('workflow.updatedAt'), dataIndex: 'updatedAt', valueType: 'dateTime', search: false, sorter: true, width: 170 },
    {
      title: t('workflow.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 150,
      render: (_, w) => [
        canSave && (
          <a key="edit" onClick={() => setDialog({ kind: 'edit', workflow: w })}>
            {t('workflow.edit')}
          </a>
        ),
        <a key="steps" onClick={() => setOpened(w)}>
          {t('workflow.steps')}
        </a>,
        canDelete && (
          <Popconfirm
            key="delete"
            title={t('workflow.delete.confirm', { name: w.name })}
            description={w.runningCount > 0 ? t('workflow.delete.running', { count: w.runningCount }) : undefined}
            onConfirm={() => remove(w)}
          >
            <Typography.Link type="danger">{t('workflow.delete')}</Typography.Link>
          </Popconfirm>
        ),
      ],
    },
  ];

  return (
    <PageContainer>
      <ProTable<WorkflowItem, API.queryWorkflowsParams>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={t('workflow.title')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        scroll={{ x: 1250 }}
        columnsState={{ persistenceKey: 'admin-workflow-columns', persistenceType: 'localStorage' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        onRequestError={alreadyShown}
        request={async ({ current, pageSize, keyword, businessType, status }, sort: Record<string, SortOrder>) => {
          const res = await queryWorkflows({
            current,
            pageSize,
            keyword: keyword?.trim() || undefined,
            businessType: businessType || undefined,
            status: status || undefined,
            ...sortOf(sort),
          });
          return { data: res.data.list, total: res.data.total, success: true };
        }}
        toolBarRender={() => [
          canSave && (
            <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
              {t('workflow.create')}
            </Button>
          ),
        ]}
      />
      {dialog && (
        <WorkflowForm
          workflow={dialog.kind === 'edit' ? dialog.workflow : undefined}
          onClose={() => setDialog(undefined)}
          onSaved={(saved) => {
            reload();
            // A new workflow has no steps yet: go straight on to them.
            if (dialog.kind === 'create') setOpened(saved);
          }}
        />
      )}
      {opened && <StepEditor workflow={opened} canSave={canSave} onClose={() => setOpened(undefined)} onChanged={reload} />}
    </PageContainer>
  );
}
