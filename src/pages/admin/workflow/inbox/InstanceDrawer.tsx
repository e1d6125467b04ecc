import { Link, useAccess } from '@umijs/max';
import { Badge, Descriptions, Divider, Drawer, Result, Skeleton, Space, Steps, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, type ComponentType } from 'react';
import WorkflowTimeline from '@/components/WorkflowTimeline';
import { workflowInstanceDetail } from '@/services/portal/workflow';
import { useT } from '@/utils/i18n';
import type { DataOf } from '@/utils/request/dataOf';
import { useLoaded } from '@/utils/useLoaded';
import ApplicationSection from '../../application/ApplicationSection';
import { BUSINESS_TYPE_COLORS } from '../types';
import ActForm from './ActForm';
import { INSTANCE_STATUS_BADGES } from './status';
import { useAntdApp } from '@/components/AntdApp';

export type InstanceDetail = DataOf<typeof workflowInstanceDetail>;

/**
 * The business data worth showing a reviewer, in this order (the title names the company and the policy; the
 * record's own screen has the rest); the fields reviewers set come from the steps.
 */
const DATA_KEYS = ['amount', 'highTech', 'approvedAmount'];

/** What a business type shows of its record in the approval, loaded by the record's own detail call. */
const BUSINESS_SECTIONS: Partial<Record<InstanceDetail['businessType'], { title: string; Section: ComponentType<{ businessId: number }> }>> = {
  policy_application: { title: 'workflow.instance.business.policy_application', Section: ApplicationSection },
};

/** Where the business record has its own screen (and the permission it needs), for everything the timeline does not show. */
const RECORD_LINKS: Partial<Record<InstanceDetail['businessType'], { permission: string; path: (id: number) => string }>> = {
  policy_application: { permission: 'application:query', path: (id) => `/admin/application?id=${id}` },
};

function dataRows(detail: InstanceDetail, t: ReturnType<typeof useT>) {
  const stepLabels = new Map(detail.steps.flatMap((s) => s.fields.map((f) => [f.key, f.label] as const)));
  const keys = [...DATA_KEYS.filter((k) => k in detail.data), ...[...stepLabels.keys()].filter((k) => k in detail.data && !DATA_KEYS.includes(k))];
  return keys.map((key) => {
    const value = detail.data[key];
    const text = typeof value === 'boolean' ? (value ? '✓' : '✗') : typeof value === 'number' ? value.toLocaleString('zh-CN') : String(value ?? '-');
    return { key, label: stepLabels.get(key) ?? t(`workflow.data.${key}`), children: text };
  });
}

/**
 * One approval as the people concerned see it: what it is about, where it stands in its steps, the timeline,
 * and, when a task of the signed-in person waits on it, the step's actions. Refreshed after acting; a task
 * someone else handled first (409) shows the latest state instead.
 */
export default function InstanceDrawer({ instanceId, onClose, onChanged }: { instanceId: number; onClose: () => void; onChanged: () => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const access = useAccess();
  const load = useCallback(async () => (await workflowInstanceDetail({ id: instanceId }, { skipErrorHandler: true })).data, [instanceId]);
  const { data: detail, failure, reload } = useLoaded(load);

  const acted = async (outcome: 'done' | 'conflict') => {
    if (outcome === 'conflict') message.warning(t('workflow.act.conflict'));
    onChanged();
    await reload();
  };

  const current = detail?.currentStep ?? null;
  const fieldLabels = detail ? Object.fromEntries(detail.steps.flatMap((s) => s.fields.map((f) => [f.key, f.label]))) : {};
  const record = detail && RECORD_LINKS[detail.businessType];
  const business = detail && BUSINESS_SECTIONS[detail.businessType];
  const recordLink = record && access.can(record.permission) ? record.path(detail.businessId) : undefined;
  const myStep = detail?.myTask ? detail.steps[detail.myTask.step] : undefined;

  return (
    <Drawer open width={720} title={detail?.title ?? t('workflow.instance.title')} onClose={onClose} destroyOnClose data-testid="instance-drawer">
      {failure && !detail ? (
        <Result
          status={failure.status === 404 ? '404' : 'error'}
          subTitle={failure.status === 404 ? t('workflow.instance.notFound') : failure.message || t('workflow.failed')}
        />
      ) : !detail ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('workflow.instance.workflow')}>
              <Space size={4} wrap>
                {detail.workflow.name}
                <Typography.Text type="secondary">{t('workflow.instance.version', { version: detail.workflow.version })}</Typography.Text>
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('workflow.businessType')}>
              <Tag color={BUSINESS_TYPE_COLORS[detail.businessType]}>{t(`workflow.businessType.${detail.businessType}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('workflow.inbox.instanceStatus')}>
              <Badge status={INSTANCE_STATUS_BADGES[detail.status]} text={t(`workflow.instanceStatus.${detail.status}`)} />
            </Descriptions.Item>
            <Descriptions.Item label={t('workflow.inbox.startedAt')}>{dayjs(detail.startedAt).format('YYYY-MM-DD HH:mm')}</Descriptions.Item>
            {!business &&
              dataRows(detail, t).map((row) => (
                <Descriptions.Item key={row.key} label={row.label}>
                  {row.children}
                </Descriptions.Item>
              ))}
          </Descriptions>
          {recordLink && (
            <div style={{ marginTop: 8 }}>
              <Link to={recordLink}>{t('workflow.instance.openRecord')}</Link>
            </div>
          )}
          {business && (
            <>
              <Divider orientation="left" plain>
                {t(business.title)}
              </Divider>
              {/* Read again after each action: the record's status follows the instance's. */}
              <business.Section key={`${detail.status}-${detail.history.length}`} businessId={detail.businessId} />
            </>
          )}

          <Divider orientation="left" plain>
            {t('workflow.instance.progress')}
          </Divider>
          <Steps
            size="small"
            direction={detail.steps.length > 4 ? 'vertical' : 'horizontal'}
            current={current ?? (detail.status === 'approved' ? detail.steps.length : 0)}
            status={detail.status === 'rejected' ? 'error' : detail.status === 'running' ? 'process' : detail.status === 'approved' ? 'finish' : 'wait'}
            items={detail.steps.map((s, i) => ({
              title: s.name,
              description: i === current && detail.pendingAssignees.length ? detail.pendingAssignees.map((p) => p.name).join('、') : undefined,
            }))}
          />

          {detail.myTask && myStep && (
            <>
              <Divider orientation="left" plain>
                {t('workflow.act.title', { step: myStep.name })}
              </Divider>
              <ActForm detail={detail} task={detail.myTask} step={myStep} onActed={acted} />
            </>
          )}

          <Divider orientation="left" plain>
            {t('workflow.instance.timeline')}
          </Divider>
          <WorkflowTimeline
            history={detail.history}
            pending={detail.status === 'running' ? detail.pendingAssignees : []}
            fieldLabels={fieldLabels}
            stepNames={detail.steps.map((s) => s.name)}
          />
        </>
      )}
    </Drawer>
  );
}
