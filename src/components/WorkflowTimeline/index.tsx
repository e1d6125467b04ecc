import { Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { WorkflowHistoryAction } from '@shared/workflow';
import { useT, type Translate } from '@/utils/i18n';

/** One entry of an approval's history, as the server's timeline answers it (server/modules/workflow/engine.ts instanceTimeline). */
export type TimelineEntry = {
  id: number;
  stepName: string | null;
  actorKind: 'user' | 'visitor' | 'system';
  actorName: string;
  action: WorkflowHistoryAction;
  comment: string | null;
  attachments: { name: string; url: string }[];
  detail: Record<string, unknown>;
  targets: string[];
  createdAt: string;
};

export type WorkflowTimelineProps = {
  history: TimelineEntry[];
  /** Who has it now, shown as the last, open entry while it runs. */
  pending?: { name: string }[];
  /** Labels of the fields reviewers set (approvedAmount → 核定金额), to show what they decided. */
  fieldLabels?: Record<string, string>;
  /** The step names, to say where a return sent it. */
  stepNames?: string[];
};

const COLORS: Partial<Record<WorkflowHistoryAction, string>> = {
  submit: 'blue',
  resubmit: 'blue',
  approve: 'green',
  finish: 'green',
  reject: 'red',
  return: 'orange',
  timeout: 'orange',
  fallback: 'orange',
  withdraw: 'gray',
  skip: 'gray',
};

const formatValue = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('zh-CN') : String(value ?? ''));

/** What an entry adds beyond who did what: where a return went, what a time limit did, the fields set. */
function detailText(entry: TimelineEntry, t: Translate, fieldLabels: Record<string, string>, stepNames: string[]): ReactNode[] {
  const d = entry.detail;
  switch (entry.action) {
    case 'submit':
      return typeof d.version === 'number' ? [t('timeline.version', { version: d.version })] : [];
    case 'return':
      return [typeof d.toStep === 'number' ? t('timeline.returnedTo', { step: stepNames[d.toStep] ?? `#${d.toStep + 1}` }) : t('timeline.returnedToInitiator')];
    case 'skip':
      return typeof d.condition === 'string' ? [t('timeline.condition', { condition: d.condition })] : [];
    case 'timeout':
      return typeof d.onTimeout === 'string' ? [t(`timeline.timeout.${d.onTimeout}`)] : [];
    case 'approve':
      return Object.entries(d).map(([key, value]) => `${fieldLabels[key] ?? key}：${formatValue(value)}`);
    default:
      return [];
  }
}

/**
 * An approval's history, oldest first: who did what at which step and when, with their comment, attachments and
 * the fields they set, then who has it now. One component for every area that runs on the workflow engine, in the
 * back office and on the applicant's pages.
 */
export default function WorkflowTimeline({ history, pending = [], fieldLabels = {}, stepNames = [] }: WorkflowTimelineProps) {
  const t = useT();
  if (!history.length) return <Typography.Text type="secondary">{t('timeline.empty')}</Typography.Text>;
  const items = history.map((entry) => {
    const details = detailText(entry, t, fieldLabels, stepNames);
    return {
      key: entry.id,
      color: COLORS[entry.action] ?? 'blue',
      children: (
        <div data-testid={`timeline-${entry.action}`}>
          <div>
            <Typography.Text strong>{entry.actorKind === 'system' ? t('timeline.system') : entry.actorName}</Typography.Text>{' '}
            {t(`timeline.action.${entry.action}`)}
            {entry.targets.length > 0 && ` ${entry.targets.join('、')}`}
            {entry.stepName && <Typography.Text type="secondary">{` · ${entry.stepName}`}</Typography.Text>}
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {dayjs(entry.createdAt).format('YYYY-MM-DD HH:mm')}
          </Typography.Text>
          {details.map((text, i) => (
            <div key={i} style={{ fontSize: 13 }}>
              {text}
            </div>
          ))}
          {entry.comment && (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0', padding: '4px 8px', background: 'rgba(0,0,0,0.03)', borderRadius: 4 }}>
              {entry.comment}
            </Typography.Paragraph>
          )}
          {entry.attachments.map((a) => (
            <div key={a.url}>
              <Typography.Link href={a.url} target="_blank" rel="noopener noreferrer">
                {a.name}
              </Typography.Link>
            </div>
          ))}
        </div>
      ),
    };
  });
  if (pending.length)
    items.push({
      key: -1,
      color: 'gray',
      children: <Typography.Text type="secondary">{t('timeline.pending', { names: pending.map((p) => p.name).join('、') })}</Typography.Text>,
    });
  return <Timeline items={items} />;
}
