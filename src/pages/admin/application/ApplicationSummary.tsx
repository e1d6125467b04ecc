import { Badge, Descriptions, Divider } from 'antd';
import dayjs from 'dayjs';
import MatchExplanation from '@/components/MatchExplanation';
import { useT } from '@/utils/i18n';
import { INSTANCE_STATUS_BADGES } from '../workflow/inbox/status';
import CompanyProfile from './CompanyProfile';
import Materials from './Materials';
import { yuan, type ApplicationDetail } from './types';

const time = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '-');
const fieldText = (value: unknown) =>
  value === null || value === undefined || value === '' ? '-' : typeof value === 'number' ? value.toLocaleString('zh-CN') : String(value);

/**
 * What an application is, as a reviewer reads it: what the company filled in, its profile, the materials it
 * uploaded (images and PDFs previewed) and how the policy's conditions come out for it today. Shown by the
 * applications screen's drawer and by the approval in the inbox; `actions` go between the fields and the rest.
 */
export default function ApplicationSummary({ detail, actions }: { detail: ApplicationDetail; actions?: React.ReactNode }) {
  const t = useT();
  const app = detail.application;
  const labels = detail.labels;
  const given = Object.entries(app.fields).filter(([key]) => key !== 'amount');
  return (
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

      {actions}

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
    </div>
  );
}
