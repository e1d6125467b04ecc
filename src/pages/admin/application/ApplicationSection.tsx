import { Alert, Skeleton } from 'antd';
import { useCallback } from 'react';
import { applicationDetail } from '@/services/portal/application';
import { useT } from '@/utils/i18n';
import { useLoaded } from '@/utils/useLoaded';
import ApplicationSummary from './ApplicationSummary';

/** The application an approval is about, for the inbox's drawer: the reviewer reads the materials where they act. */
export default function ApplicationSection({ businessId }: { businessId: number }) {
  const t = useT();
  const load = useCallback(async () => (await applicationDetail({ id: businessId }, { skipErrorHandler: true })).data, [businessId]);
  const { data, failure } = useLoaded(load);
  if (failure && !data)
    return <Alert type="warning" showIcon message={failure.status === 404 ? t('application.detail.notFound') : failure.message || t('application.failed')} />;
  if (!data) return <Skeleton active />;
  return <ApplicationSummary detail={data} />;
}
