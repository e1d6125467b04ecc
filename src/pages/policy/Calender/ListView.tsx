import { CalendarOutlined } from '@ant-design/icons';
import { DatePicker, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useIntl } from '@umijs/max';
import Panel from '@/components/Panel';
import { amountText, LevelTag, StatusTag } from '@/components/PolicyCard/labels';
import { useT } from '@/utils/i18n';
import { byDeadline, icsHref, type CalendarEntry } from './entries';

export type ListViewProps = {
  entries: CalendarEntry[];
  loading: boolean;
  range: [Dayjs, Dayjs];
  onRange: (range: [Dayjs, Dayjs]) => void;
  policyLink: (e: CalendarEntry) => ReactNode;
};

/**
 * The calendar's list view: the windows of a date range by deadline, with status, department, level, amount and each
 * policy's .ics. Loaded when the visitor switches to it (antd's Table and RangePicker are about 80 KB gzip).
 */
export default function ListView({ entries, loading, range, onRange, policyLink }: ListViewProps) {
  const intl = useIntl();
  const t = useT();
  return (
    <Panel
      style={{ marginBottom: 16 }}
      title={t('policyFront.calendar.listTitle', { count: entries.length })}
      extra={<DatePicker.RangePicker allowClear={false} value={range} onChange={(next) => next?.[0] && next[1] && onRange([next[0], next[1]])} />}
    >
      <Table<CalendarEntry>
        className="calendar-list"
        size="small"
        loading={loading}
        rowKey={(e) => `${e.policyId}-${e.startDate}`}
        dataSource={byDeadline(entries)}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        scroll={{ x: 900 }}
        columns={[
          { key: 'endDate', title: t('policyFront.calendar.deadline'), dataIndex: 'endDate', width: 110 },
          { key: 'title', title: t('policyFront.calendar.policy'), render: (_, e) => policyLink(e) },
          {
            key: 'range',
            title: t('policyFront.detail.window'),
            width: 200,
            render: (_, e) => t('policyFront.detail.range', { start: e.startDate, end: e.endDate }),
          },
          { key: 'status', title: t('policyFront.calendar.status'), width: 100, render: (_, e) => <StatusTag status={e.status} /> },
          { key: 'department', title: t('policyFront.detail.department'), dataIndex: 'departmentName', width: 200 },
          { key: 'level', title: t('policyFront.filter.level'), width: 80, render: (_, e) => <LevelTag level={e.level} /> },
          { key: 'amount', title: t('policyFront.detail.maxAmount'), width: 130, render: (_, e) => amountText(intl, e.maxAmount) || '—' },
          {
            key: 'ics',
            title: t('policyFront.calendar.ics'),
            width: 80,
            render: (_, e) => (
              <a href={icsHref(e.policyId)} download aria-label={t('policyFront.calendar.icsOf', { title: e.title })}>
                <CalendarOutlined /> .ics
              </a>
            ),
          },
        ]}
      />
    </Panel>
  );
}
