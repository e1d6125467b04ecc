import { App, Badge, Descriptions, Divider, Drawer, Result, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import MatchExplanation from '@/components/MatchExplanation';
import WorkflowTimeline from '@/components/WorkflowTimeline';
import { applicationDetail } from '@/services/portal/application';
import { workflowInstanceDetail } from '@/services/portal/workflow';
import { serverFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import ActForm from '../workflow/inbox/ActForm';
import type { InstanceDetail } from '../workflow/inbox/InstanceDrawer';
import { INSTANCE_STATUS_BADGES } from '../workflow/inbox/status';
import CompanyProfile from './CompanyProfile';
import Materials from './Materials';
import { yuan, type ApplicationDetail } from './types';

const time = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '-');
const fieldText = (value: unknown) =>
  value === null || value === undefined || value === '' ? '-' : typeof value === 'number' ? value.toLocaleString('zh-CN') : String(value);

/**
 * One application as staff review it: the company's profile, what it filled in and uploaded, how the policy's
 * conditions come out for it today, the review's timeline and, when a task of the signed-in reviewer waits on
 * it, the step's actions. The reviewer's form works on the workflow instance, loaded only then.
 */
export default function DetailDrawer({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [detail, setDetail] = useState<ApplicationDetail>();
  const [instance, setInstance] = useState<InstanceDetail>();
  const [failure, setFailure] = useState<{ missing: boolean; text?: string }>();

  const load = useCallback(async () => {
    try {
      const res = await applicationDetail({ id }, { skipErrorHandler: true });
      setDetail(res.data);
      const { myTask } = res.data;
      const { instanceId } = res.data.application;
      // ActForm needs the instance (its history tells where a return may go).
      if (myTask && instanceId) setInstance((await workflowInstanceDetail({ id: instanceId }, { skipErrorHandler: true })).data);
      else setInstance(undefined);
    } catch (err) {
      const { status, message: text } = serverFieldError(err);
      setFailure({ missing: status === 404, text });
    }
  }, [id]);

  useEffect(() => {
    load();
  }, [load]);

  const acted = async (outcome: 'done' | 'conflict') => {
    if (outcome === 'conflict') message.warning(t('workflow.act.conflict'));
    onChanged();
    await load();
  };

  const app = detail?.application;
  const labels = detail?.labels ?? { fields: {}, materials: {} };
  const fieldLabels = detail ? Object.fromEntries(detail.steps.flatMap((s) => s.fields.map((f) => [f.key, f.label]))) : {};
  const myStep = instance?.myTask ? instance.steps[instance.myTask.step] : undefined;
  const given = app ? Object.entries(app.fields).filter(([key]) => key !== 'amount') : [];

  return (
    <Drawer open width={860} title={app ? `${app.companyName} · ${app.policyTitle}` : t('application.detail.title')} onClose={onClose} destroyOnHidden>
      {failure && !detail ? (
        <Result
          status={failure.missing ? '404' : 'error'}
          subTitle={failure.missing ? t('application.detail.notFound') : failure.text || t('application.failed')}
        />
      ) : !detail || !app ? (
        <Skeleton active />
      ) : (
        <div data-testid="application-detail">
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('application.policy')} span={2}>
              {app.policyTitle}
            </Descriptions.Item>
            <Descriptions.Item label={t('application.department')}>{app.departmentName}</Descriptions.Item>
            <Descriptions.Item label={t('application.status')}>
              <Badge status={INSTANCE_STATUS_BADGES[app.status]} text={t(`application.status.${app.status}`)} />
            </Descriptions.Item>
            <Descriptions.Item label={t('application.amount')}>{yuan(app.amount)}</Descriptions.Item>
            <Descriptions.Item label={t('application.approvedAmount')}>{yuan(app.approvedAmount)}</Descriptions.Item>
            <Descriptions.Item label={t('application.currentStep')}>{app.currentStepName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('application.filedBy')}>{app.filedBy ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('application.contact')}>{[app.contactName, app.contactPhone].filter(Boolean).join(' ') || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('application.submittedAt')}>{time(app.submittedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('application.decidedAt')}>{time(app.decidedAt)}</Descriptions.Item>
            {given.map(([key, value]) => (
              <Descriptions.Item key={key} label={labels.fields[key] ?? key}>
                {fieldText(value)}
              </Descriptions.Item>
            ))}
          </Descriptions>

          {instance?.myTask && myStep && (
            <>
              <Divider orientation="left" plain>
                {t('workflow.act.title', { step: myStep.name })}
              </Divider>
              <ActForm key={instance.myTask.id} detail={instance} task={instance.myTask} step={myStep} onActed={acted} />
            </>
          )}

          <Divider orientation="left" plain>
            {t('application.detail.company')}
          </Divider>
          <CompanyProfile company={detail.company} companyId={app.companyId} />

          <Divider orientation="left" plain>
            {t('application.detail.materials')}
          </Divider>
          <Materials materials={app.materials} names={labels.materials} />

          <Divider orientation="left" plain>
            {t('application.detail.match')}
          </Divider>
          <MatchExplanation
            item={{
              ...detail.match,
              metCount: detail.match.rules.filter((r) => r.outcome === 'met').length,
              ruleCount: detail.match.rules.length,
            }}
          />

          <Divider orientation="left" plain>
            {t('application.detail.timeline')}
          </Divider>
          <WorkflowTimeline history={detail.timeline} pending={detail.pendingAssignees} fieldLabels={fieldLabels} stepNames={detail.steps.map((s) => s.name)} />
        </div>
      )}
    </Drawer>
  );
}
