import { history } from '@umijs/max';
import { Alert, Button, Result, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { applyDetail } from '@/services/portal/application';
import { formatMoment } from '@/utils/chinaTime';
import type { ServerError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import type { DataOf } from '@/utils/request/dataOf';

/** The application, its timeline and the reviewer's words, as the company's people see them. */
export type ApplicationDetail = DataOf<typeof applyDetail>;
export type Application = ApplicationDetail['application'];
export type ApplicationStatus = Application['status'];
export type SentBack = NonNullable<ApplicationDetail['sentBack']>;

const STATUS_COLORS: Record<ApplicationStatus, string> = {
  draft: 'default',
  running: 'processing',
  returned: 'warning',
  rejected: 'error',
  approved: 'success',
  withdrawn: 'default',
};

export function StatusTag({ status }: { status: ApplicationStatus }) {
  const t = useT();
  return (
    <Tag color={STATUS_COLORS[status]} data-status={status}>
      {t(`apply.status.${status}`)}
    </Tag>
  );
}

export const applicationPath = (id: number) => `/apply?application=${id}`;
export const formPath = (policyId: number) => `/apply?policyId=${policyId}`;
export const formatTime = formatMoment;
const numberFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });
export const formatNumber = (n: number) => numberFormat.format(n);

/** The apply routes answer 403 to a visitor who belongs to no company (server/modules/application/service.ts companyOf). */
export const isNoCompany = (failure?: ServerError) => failure?.status === 403;

/** Why a screen has nothing to show: no company yet (with the way to join one), or a failure to retry. */
export function LoadFailure({ failure, onRetry }: { failure: ServerError; onRetry: () => void }) {
  const t = useT();
  if (isNoCompany(failure))
    return (
      <Result
        status="info"
        title={t('apply.noCompany.title')}
        subTitle={t('apply.noCompany.desc')}
        extra={
          <Button type="primary" onClick={() => history.push('/user?tab=company')} data-testid="join-company">
            {t('apply.noCompany.go')}
          </Button>
        }
      />
    );
  return <Result status="warning" title={t('apply.loadFailed')} subTitle={failure.message} extra={<Button onClick={onRetry}>{t('apply.retry')}</Button>} />;
}

/** Loading, failed, or the content. */
export function Loaded<T>({ data, failure, onRetry, children }: { data?: T; failure?: ServerError; onRetry: () => void; children: (data: T) => ReactNode }) {
  if (failure) return <LoadFailure failure={failure} onRetry={onRetry} />;
  if (data === undefined) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <>{children(data)}</>;
}

/**
 * The reviewer's words on an application sent back, and where resubmitting takes it: straight back to the step
 * that returned or rejected it (server/modules/workflow/engine.ts resubmit), not to the start.
 */
export function SentBackNotice({ sentBack }: { sentBack: SentBack }) {
  const t = useT();
  return (
    <Alert
      type={sentBack.action === 'reject' ? 'error' : 'warning'}
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="sent-back"
      message={t(`apply.sentBack.${sentBack.action}`)}
      description={
        <>
          <div style={{ whiteSpace: 'pre-wrap' }}>{sentBack.comment || t('apply.sentBack.noComment')}</div>
          <div style={{ marginTop: 8 }}>{sentBack.stepName ? t('apply.sentBack.resume', { step: sentBack.stepName }) : t('apply.sentBack.resumeSameStep')}</div>
        </>
      }
    />
  );
}
