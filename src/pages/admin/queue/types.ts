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

/** A moment as the park reads it: China time, to the second. */
const formatter = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});
export const formatMoment = (iso: string | null) => (iso ? formatter.format(new Date(iso)).replace(/\//g, '-') : '–');
