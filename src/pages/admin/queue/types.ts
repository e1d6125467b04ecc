import type { queryJobsQueue } from '@/services/portal/queue';
import type { Translate } from '@/utils/i18n';

export type JobItem = Awaited<ReturnType<typeof queryJobsQueue>>['data']['list'][number];
export type JobStatus = JobItem['status'];
export const JOB_STATUSES: JobStatus[] = ['queued', 'running', 'failed', 'done', 'cancelled'];

/** A job kind's name in the user's language; a kind without one shows as it is (`area.action`). */
export function jobKindLabel(t: Translate, kind: string) {
  const key = `queue.kind.${kind}`;
  const label = t(key);
  return label === key ? kind : label;
}

export { formatMoment } from '@/utils/chinaTime';
