import { history, Link } from '@umijs/max';
import { Button, Descriptions, Popconfirm, Space, Typography } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import Panel from '@/components/Panel';
import WorkflowTimeline from '@/components/WorkflowTimeline';
import { applyDetail, applyUrge, applyWithdraw } from '@/services/portal/application';
import { serverFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import { formatTime, formatNumber, formPath, Loaded, SentBackNotice, StatusTag, type ApplicationDetail as Detail } from './shared';
import { useLoaded } from '@/utils/useLoaded';
import { useAntdApp } from '@/components/AntdApp';

const fieldText = (value: unknown) => (typeof value === 'number' ? formatNumber(value) : value === null || value === '' ? '—' : String(value));

/**
 * One of my company's applications (`/apply?application=ID`, where the workflow's notices link): what was filed,
 * the review so far, the reviewer's words when it was sent back, and what the company can do now — withdraw or
 * remind the reviewers while it is under review, change and resubmit it once sent back.
 */
export default function ApplicationDetail({ id }: { id: number }) {
  const t = useT();
  const { message } = useAntdApp();
  const load = useCallback(async () => (await applyDetail({ id }, { skipErrorHandler: true })).data, [id]);
  const { data, setData, failure, reload } = useLoaded(load);
  const labels = data?.labels ?? { fields: {}, materials: {} };
  const [busy, setBusy] = useState<'withdraw' | 'urge'>();

  const act = async (kind: 'withdraw' | 'urge') => {
    setBusy(kind);
    try {
      if (kind === 'withdraw') {
        setData((await applyWithdraw({ id }, { skipErrorHandler: true })).data);
        message.success(t('apply.withdrawn'));
      } else {
        const { data: urged } = await applyUrge({ id }, { skipErrorHandler: true });
        message.success(t('apply.urged', { count: urged.urged }));
        await reload();
      }
    } catch (err) {
      // Already urged today, or a reviewer acted meanwhile (409): the server says which.
      const refusal = serverFieldError(err);
      if (refusal.status === 409) message.warning(refusal.message);
      else message.error(refusal.message || t('apply.failed'));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Loaded data={data} failure={failure} onRetry={reload}>
      {(detail: Detail) => {
        const { application: app, sentBack, mayAct } = detail;
        const running = app.status === 'running';
        // A draft is anyone's in the company to finish; once filed, the filer or a company administrator acts on it.
        const canEdit = app.editable && (app.status === 'draft' || mayAct);
        const facts = [
          { key: 'status', label: t('apply.detail.status'), children: <StatusTag status={app.status} /> },
          running && app.currentStepName && { key: 'step', label: t('apply.detail.step'), children: app.currentStepName },
          { key: 'submittedAt', label: t('apply.detail.submittedAt'), children: app.submittedAt ? formatTime(app.submittedAt) : t('apply.list.notSubmitted') },
          app.decidedAt && { key: 'decidedAt', label: t('apply.detail.decidedAt'), children: formatTime(app.decidedAt) },
          app.approvedAmount !== null && {
            key: 'approvedAmount',
            label: t('apply.detail.approvedAmount'),
            children: t('apply.yuan', { amount: formatNumber(app.approvedAmount) }),
          },
          app.filedBy && { key: 'filedBy', label: t('apply.detail.filedBy'), children: app.filedBy },
          { key: 'contact', label: t('apply.detail.contact'), children: [app.contactName, app.contactPhone].filter(Boolean).join(' ') || '—' },
        ].filter((f) => !!f) as { key: string; label: string; children: ReactNode }[];
        const materialKeys = [...new Set(app.materials.map((m) => m.key))];

        return (
          <div data-testid="application-detail">
            {sentBack && <SentBackNotice sentBack={sentBack} />}
            <Panel
              style={{ marginBottom: 16 }}
              title={<Link to={`/policydetail/${app.policyId}`}>{app.policyTitle}</Link>}
              extra={<Link to="/apply">{t('apply.myApplications')}</Link>}
            >
              <Descriptions size="small" column={{ xs: 1, sm: 1, md: 2 }} items={facts} />
              <Space wrap style={{ marginTop: 16 }}>
                {canEdit && (
                  <Button type="primary" onClick={() => history.push(formPath(app.policyId))} data-testid="edit-application">
                    {t(app.status === 'draft' ? 'apply.continue' : 'apply.edit')}
                  </Button>
                )}
                {running && mayAct && (
                  <>
                    <Button onClick={() => act('urge')} loading={busy === 'urge'}>
                      {t('apply.urge')}
                    </Button>
                    <Popconfirm title={t('apply.withdraw.confirm')} onConfirm={() => act('withdraw')}>
                      <Button danger loading={busy === 'withdraw'}>
                        {t('apply.withdraw')}
                      </Button>
                    </Popconfirm>
                  </>
                )}
                {!mayAct && app.status !== 'draft' && (running || app.editable) && (
                  <Typography.Text type="secondary" data-testid="filer-only">
                    {t('apply.filerOnly', { name: app.filedBy ?? '' })}
                  </Typography.Text>
                )}
              </Space>
            </Panel>

            {Object.keys(app.fields).length > 0 && (
              <Panel title={t('apply.section.fields')} style={{ marginBottom: 16 }}>
                <Descriptions
                  size="small"
                  column={1}
                  items={Object.entries(app.fields).map(([key, value]) => ({ key, label: labels.fields[key] ?? key, children: fieldText(value) }))}
                />
              </Panel>
            )}

            <Panel title={t('apply.section.materials')} style={{ marginBottom: 16 }}>
              {materialKeys.length ? (
                <Descriptions
                  size="small"
                  column={1}
                  items={materialKeys.map((key) => ({
                    key,
                    label: labels.materials[key] ?? key,
                    children: (
                      <Space direction="vertical" size={0}>
                        {app.materials
                          .filter((m) => m.key === key)
                          .map((m) => (
                            <Typography.Link key={m.uploadId} href={m.url} target="_blank" rel="noopener noreferrer">
                              {m.name}
                            </Typography.Link>
                          ))}
                      </Space>
                    ),
                  }))}
                />
              ) : (
                <Typography.Text type="secondary">{t('apply.material.none')}</Typography.Text>
              )}
            </Panel>

            <Panel title={t('apply.detail.timeline')}>
              <WorkflowTimeline
                // The company's timeline leaves out the park's internal routing (targets, attachments, details).
                history={detail.timeline.map((entry) => ({ ...entry, attachments: [], detail: {}, targets: [] }))}
                pending={running && app.currentStepName ? [{ name: app.currentStepName }] : []}
              />
            </Panel>
          </div>
        );
      }}
    </Loaded>
  );
}
