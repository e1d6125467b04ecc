import { Empty, Tooltip, Typography } from 'antd';
import { ganttBar, ganttRange } from '@shared/project';
import { useT } from '@/utils/i18n';
import type { Milestone } from './types';

const ROW = 30;
const LABEL = 120;
const PLANNED = '#bae0ff';
const ACTUAL = '#1677ff';
const LATE = '#ff4d4f';
const DONE = '#52c41a';

/** A bar of the chart, placed as shares of its width. */
function Bar({
  place,
  color,
  top,
  height,
  title,
  testId,
}: {
  place: { left: number; width: number };
  color: string;
  top: number;
  height: number;
  title: string;
  testId: string;
}) {
  return (
    <Tooltip title={title}>
      <div
        data-testid={testId}
        style={{
          position: 'absolute',
          left: `${(place.left * 100).toFixed(3)}%`,
          width: `${(place.width * 100).toFixed(3)}%`,
          top,
          height,
          minWidth: 3,
          background: color,
          borderRadius: 3,
        }}
      />
    </Tooltip>
  );
}

/**
 * A Gantt-style view of a schedule: one row per milestone, its planned span as a light bar and its actual span
 * (to today while it runs) as a solid one below it, green when done, red when overdue; a line marks today.
 */
export default function Gantt({ milestones, today }: { milestones: Milestone[]; today: string }) {
  const t = useT();
  const actualOf = (m: Milestone) => ({ start: m.actualStart, end: m.actualEnd ?? (m.actualStart && m.state === 'in_progress' ? today : m.actualStart) });
  const bars = milestones.flatMap((m) => [{ start: m.plannedStart, end: m.plannedEnd }, actualOf(m)]);
  const range = ganttRange([...bars, { start: today, end: today }]);
  if (!range || !milestones.some((m) => m.plannedStart || m.plannedEnd || m.actualStart))
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('project.gantt.empty')} />;
  const todayAt = ganttBar(range, { start: today, end: today })!;
  const end = new Date(Date.parse(range.start) + (range.days - 1) * 86_400_000).toISOString().slice(0, 10);
  return (
    <div data-testid="gantt" style={{ fontSize: 12 }}>
      <div style={{ display: 'flex', marginLeft: LABEL, justifyContent: 'space-between', color: '#8c8c8c' }}>
        <span>{range.start}</span>
        <span>
          <span style={{ display: 'inline-block', width: 12, height: 8, background: PLANNED, marginRight: 4 }} />
          {t('project.gantt.legend.planned')}
          <span style={{ display: 'inline-block', width: 12, height: 8, background: ACTUAL, margin: '0 4px 0 12px' }} />
          {t('project.gantt.legend.actual')}
        </span>
        <span>{end}</span>
      </div>
      <div style={{ position: 'relative' }}>
        {milestones.map((m) => {
          const planned = ganttBar(range, { start: m.plannedStart, end: m.plannedEnd });
          const actual = ganttBar(range, actualOf(m));
          return (
            <div key={m.id} style={{ display: 'flex', alignItems: 'center', height: ROW, borderBottom: '1px solid #f0f0f0' }}>
              <Typography.Text ellipsis style={{ width: LABEL, flex: 'none', color: m.overdue ? LATE : undefined }}>
                {m.name}
              </Typography.Text>
              <div style={{ position: 'relative', flex: 1, height: ROW }}>
                {planned && (
                  <Bar
                    testId={`planned-${m.id}`}
                    place={planned}
                    color={PLANNED}
                    top={5}
                    height={9}
                    title={`${t('project.milestone.planned')} ${m.plannedStart ?? '…'} ~ ${m.plannedEnd ?? '…'}`}
                  />
                )}
                {actual && (
                  <Bar
                    testId={`actual-${m.id}`}
                    place={actual}
                    color={m.state === 'done' ? DONE : m.overdue ? LATE : ACTUAL}
                    top={16}
                    height={9}
                    title={`${t('project.milestone.actual')} ${m.actualStart ?? '…'} ~ ${m.actualEnd ?? '…'}`}
                  />
                )}
              </div>
            </div>
          );
        })}
        <div style={{ position: 'absolute', top: 0, bottom: 0, left: LABEL, right: 0, pointerEvents: 'none' }}>
          <div
            data-testid="gantt-today"
            title={t('project.gantt.today')}
            style={{ position: 'absolute', top: 0, bottom: 0, left: `${(todayAt.left * 100).toFixed(3)}%`, width: 0, borderLeft: '1px dashed #fa8c16' }}
          />
        </div>
      </div>
    </div>
  );
}
