import { Divider, Drawer, Result, Skeleton } from 'antd';
import { useCallback } from 'react';
import WorkflowTimeline from '@/components/WorkflowTimeline';
import { applicationDetail } from '@/services/portal/application';
import { workflowInstanceDetail } from '@/services/portal/workflow';
import { useT } from '@/utils/i18n';
import { useLoaded } from '@/utils/useLoaded';
import ActForm from '../workflow/inbox/ActForm';
import ApplicationSummary from './ApplicationSummary';
import { useAntdApp } from '@/components/AntdApp';

/**
 * One application as staff review it (ApplicationSummary), the review's timeline and, when a task of the
 * signed-in reviewer waits on it, the step's actions. The reviewer's form works on the workflow instance,
 * loaded only then.
 */
export default function DetailDrawer({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const load = useCallback(async () => {
    const detail = (await applicationDetail({ id }, { skipErrorHandler: true })).data;
    const { instanceId } = detail.application;
    // ActForm needs the instance (its history tells where a return may go).
    const instance = detail.myTask && instanceId ? (await workflowInstanceDetail({ id: instanceId }, { skipErrorHandler: true })).data : undefined;
    return { detail, instance };
  }, [id]);
  const { data, failure, reload } = useLoaded(load);

  const acted = async (outcome: 'done' | 'conflict') => {
    if (outcome === 'conflict') message.warning(t('workflow.act.conflict'));
    onChanged();
    await reload();
  };

  const detail = data?.detail;
  const instance = data?.instance;
  const app = detail?.application;
  const fieldLabels = detail ? Object.fromEntries(detail.steps.flatMap((s) => s.fields.map((f) => [f.key, f.label]))) : {};
  const myStep = instance?.myTask ? instance.steps[instance.myTask.step] : undefined;

  return (
    <Drawer open width={860} title={app ? `${app.companyName} · ${app.policyTitle}` : t('application.detail.title')} onClose={onClose} destroyOnHidden>
      {failure && !detail ? (
        <Result
          status={failure.status === 404 ? '404' : 'error'}
          subTitle={failure.status === 404 ? t('application.detail.notFound') : failure.message || t('application.failed')}
        />
      ) : !detail ? (
        <Skeleton active />
      ) : (
        <>
          <ApplicationSummary
            detail={detail}
            actions={
              instance?.myTask &&
              myStep && (
                <>
                  <Divider orientation="left" plain>
                    {t('workflow.act.title', { step: myStep.name })}
                  </Divider>
                  <ActForm key={instance.myTask.id} detail={instance} task={instance.myTask} step={myStep} onActed={acted} />
                </>
              )
            }
          />
          <Divider orientation="left" plain>
            {t('application.detail.timeline')}
          </Divider>
          <WorkflowTimeline history={detail.timeline} pending={detail.pendingAssignees} fieldLabels={fieldLabels} stepNames={detail.steps.map((s) => s.name)} />
        </>
      )}
    </Drawer>
  );
}
