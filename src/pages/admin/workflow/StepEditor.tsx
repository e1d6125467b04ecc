import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Alert, Button, Col, Drawer, Empty, Popconfirm, Row, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { deleteWorkflowStep, saveWorkflow, sortWorkflowSteps, workflowSteps } from '@/services/portal/workflow';
import { serverFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import FlowPreview from './FlowPreview';
import StepForm from './StepForm';
import { BUSINESS_TYPE_COLORS, GROUP_ACTORS, actorText, movedIds, versionText, type StepItem, type WorkflowItem, type WorkflowWithSteps } from './types';
import { useAntdApp } from '@/components/AntdApp';
import { useSortableRow, useSortableSensors } from '@/components/SortableRow';

type Dialog = { kind: 'create' } | { kind: 'edit'; step: StepItem };

type StepRowProps = {
  step: StepItem;
  index: number;
  count: number;
  /** Drag, move, edit and delete; false for a reader without workflow:save. */
  editable: boolean;
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onEdit: (step: StepItem) => void;
  onDelete: (step: StepItem) => void;
};

/** One step of the list: dragged by its handle, or moved with the arrows (the keyboard's way too). */
function StepRow({ step, index, count, editable, busy, onMove, onEdit, onDelete }: StepRowProps) {
  const t = useT();
  const { setNodeRef, style, handleProps } = useSortableRow(step.id, { disabled: !editable || busy });
  const label = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

  return (
    <li ref={setNodeRef} data-testid="step-row" data-step-id={step.id} style={style}>
      {editable && (
        <Button
          type="text"
          size="small"
          icon={<HolderOutlined />}
          aria-label={t('workflow.step.drag', { name: step.name })}
          data-testid="step-handle"
          style={{ cursor: busy ? 'default' : 'grab', touchAction: 'none' }}
          {...handleProps}
        />
      )}
      <div style={{ flex: 1, minWidth: 0 }}>
        <Space size={8} wrap>
          <Typography.Text strong>
            {index + 1}. {step.name}
          </Typography.Text>
          {GROUP_ACTORS.includes(step.actorType) && <Tag bordered={false}>{t(`workflow.mode.${step.mode}`)}</Tag>}
        </Space>
        <div>
          {label(t('workflow.step.actor'))}
          {actorText(step, t)}
        </div>
        <div>
          {label(t('workflow.step.actions.short'))}
          {step.actions.map((a) => (
            <Tag key={a} color={a === 'approve' ? 'green' : a === 'reject' ? 'red' : undefined} style={{ marginInlineEnd: 4 }}>
              {t(`workflow.action.${a}`)}
            </Tag>
          ))}
        </div>
        {step.condition && (
          <div>
            {label(t('workflow.step.condition.short'))}
            <Typography.Text code>{step.condition}</Typography.Text>
          </div>
        )}
        {step.timeLimitHours !== null && step.onTimeout && (
          <div>
            {label(t('workflow.step.timeLimit.short'))}
            {t('workflow.step.timeLimit.value', { hours: step.timeLimitHours, action: t(`workflow.onTimeout.${step.onTimeout}`) })}
            {step.onTimeout === 'escalate' && step.escalateTo ? ` → ${step.escalateTo.name}` : ''}
          </div>
        )}
        {step.fields.length > 0 && (
          <div>
            {label(t('workflow.step.fields.short'))}
            {step.fields.map((f) => `${f.label}${f.required ? '*' : ''}`).join(t('workflow.separator'))}
          </div>
        )}
      </div>
      {editable && (
        <Space size={0} align="start">
          <Tooltip title={t('workflow.step.moveUp')}>
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={t('workflow.step.moveUp')}
              disabled={busy || index === 0}
              onClick={() => onMove(index, index - 1)}
            />
          </Tooltip>
          <Tooltip title={t('workflow.step.moveDown')}>
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={t('workflow.step.moveDown')}
              disabled={busy || index === count - 1}
              onClick={() => onMove(index, index + 1)}
            />
          </Tooltip>
          <Button type="link" size="small" onClick={() => onEdit(step)}>
            {t('workflow.edit')}
          </Button>
          <Popconfirm title={t('workflow.step.delete.confirm', { name: step.name })} onConfirm={() => onDelete(step)}>
            <Button type="link" size="small" danger>
              {t('workflow.delete')}
            </Button>
          </Popconfirm>
        </Space>
      )}
    </li>
  );
}

/**
 * A workflow's steps in a drawer: the list in order (drag by the handle or use the arrows; each move sends
 * the full new order and shows what the server answers), add, edit and delete, the flow drawn beside it, and
 * publishing the steps as a new version. Every step call answers the workflow too, so its draft flag is current.
 */
export default function StepEditor({
  workflow: listed,
  canSave,
  onClose,
  onChanged,
}: {
  workflow: WorkflowItem;
  canSave: boolean;
  onClose: () => void;
  /** After anything changed the workflow (steps, draft flag, version): the list reloads. */
  onChanged: () => void;
}) {
  const t = useT();
  const { message } = useAntdApp();
  const [data, setData] = useState<WorkflowWithSteps>();
  const [dialog, setDialog] = useState<Dialog>();
  const [sorting, setSorting] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const sensors = useSortableSensors();

  const load = useCallback(async () => {
    try {
      const res = await workflowSteps({ workflowId: listed.id });
      setData(res.data);
    } catch {
      // The request layer has said why; the list stays as it was.
    }
  }, [listed.id]);
  useEffect(() => {
    load();
  }, [load]);

  const workflow = data?.workflow ?? listed;
  const steps = data?.steps ?? [];

  /** Takes a step call's answer: the steps, and the workflow with its draft flag. */
  const answered = (answer: WorkflowWithSteps) => {
    setData(answer);
    onChanged();
  };

  const move = async (from: number, to: number) => {
    if (!data) return;
    const stepIds = movedIds(data.steps, from, to);
    if (stepIds.every((id, i) => id === data.steps[i].id)) return;
    const before = data;
    // Shown at once; the server's answer then replaces it.
    setData({ ...data, steps: stepIds.map((id) => data.steps.find((s) => s.id === id)!) });
    setSorting(true);
    try {
      answered((await sortWorkflowSteps({ workflowId: workflow.id, stepIds })).data);
    } catch {
      setData(before); // the request layer has said why (a step added elsewhere meanwhile); back to what was saved
      load();
    } finally {
      setSorting(false);
    }
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      steps.findIndex((s) => s.id === active.id),
      steps.findIndex((s) => s.id === over.id),
    );
  };

  const remove = async (step: StepItem) => {
    try {
      answered((await deleteWorkflowStep({ id: step.id })).data);
      message.success(t('workflow.step.deleted', { name: step.name }));
    } catch {
      // The request layer has said why.
    }
  };

  const publish = async () => {
    setPublishing(true);
    try {
      const res = await saveWorkflow(
        {
          id: workflow.id,
          name: workflow.name,
          businessType: workflow.businessType,
          description: workflow.description,
          status: workflow.status,
          fallbackUserId: workflow.fallbackUser.id,
          publish: true,
        },
        { skipErrorHandler: true },
      );
      setData((d) => (d ? { ...d, workflow: res.data } : d));
      onChanged();
      message.success(t('workflow.published', { version: versionText(res.data.publishedVersion, t) }));
    } catch (err) {
      // No steps yet, or a person or role at a step since disabled: the server says which.
      message.error(serverFieldError(err).message || t('workflow.failed'));
    } finally {
      setPublishing(false);
    }
  };

  const published = workflow.publishedVersion > 0;
  const canPublish = workflow.hasDraftChanges || !published;

  return (
    <Drawer
      open
      width={1080}
      destroyOnHidden
      onClose={onClose}
      title={
        <Space size={8} wrap>
          <span>{t('workflow.steps.title', { name: workflow.name })}</span>
          <Tag color={BUSINESS_TYPE_COLORS[workflow.businessType]}>{t(`workflow.businessType.${workflow.businessType}`)}</Tag>
          <Tag data-testid="workflow-version" color={published ? 'blue' : undefined}>
            {versionText(workflow.publishedVersion, t)}
          </Tag>
          {published && workflow.hasDraftChanges && <Tag color="orange">{t('workflow.draftChanges')}</Tag>}
        </Space>
      }
      extra={
        canSave && (
          <Space>
            <Button icon={<PlusOutlined />} disabled={!data} onClick={() => setDialog({ kind: 'create' })}>
              {t('workflow.step.create')}
            </Button>
            <Popconfirm
              title={t('workflow.publish.confirm', { version: `v${workflow.publishedVersion + 1}` })}
              description={t('workflow.publish.confirm.desc')}
              onConfirm={publish}
              disabled={!canPublish || !data}
            >
              <Button type="primary" loading={publishing} disabled={!canPublish || !data}>
                {t('workflow.publish')}
              </Button>
            </Popconfirm>
          </Space>
        )
      }
    >
      {!data ? (
        <Skeleton active />
      ) : (
        <Row gutter={24}>
          <Col span={14}>
            {published && workflow.hasDraftChanges && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 12 }}
                message={t('workflow.draftChanges.tip', { version: `v${workflow.publishedVersion}` })}
              />
            )}
            {steps.length === 0 ? (
              <Empty description={t('workflow.steps.empty')} />
            ) : (
              <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
                <SortableContext items={steps.map((s) => s.id)} strategy={verticalListSortingStrategy}>
                  <ol data-testid="step-list" style={{ padding: 0, margin: 0 }}>
                    {steps.map((step, i) => (
                      <StepRow
                        key={step.id}
                        step={step}
                        index={i}
                        count={steps.length}
                        editable={canSave}
                        busy={sorting}
                        onMove={move}
                        onEdit={(s) => setDialog({ kind: 'edit', step: s })}
                        onDelete={remove}
                      />
                    ))}
                  </ol>
                </SortableContext>
              </DndContext>
            )}
          </Col>
          <Col span={10}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t('workflow.preview')}
            </Typography.Title>
            <FlowPreview steps={steps} />
          </Col>
        </Row>
      )}
      {dialog && (
        <StepForm workflow={workflow} step={dialog.kind === 'edit' ? dialog.step : undefined} onClose={() => setDialog(undefined)} onSaved={answered} />
      )}
    </Drawer>
  );
}
