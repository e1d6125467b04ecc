import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { assistantReport } from '@/services/portal/assistantAdmin';
import { useT } from '@/utils/i18n';
import { dayRangeParams } from '../account/log/dayRange';
import type { CuratedDialog, ReportItem } from './types';

type Filters = { keyword?: string; kind?: 'all' | 'unanswered' | 'downvoted'; from?: string; to?: string };

/**
 * 问题报告: questions the assistant declined or that visitors voted down, grouped by their normalised text, with how
 * often and when last, and the reasons given; each can be turned into a curated answer.
 */
export default function Report({ canEdit, onOpen }: { canEdit: boolean; onOpen: (d: CuratedDialog) => void }) {
  const t = useT();
  const columns: ProColumns<ReportItem>[] = [
    { title: t('assistantAdmin.report.question'), dataIndex: 'keyword', render: (_, r) => <Typography.Text>{r.question}</Typography.Text> },
    {
      title: t('assistantAdmin.report.kind'),
      dataIndex: 'kind',
      hideInTable: true,
      valueType: 'select',
      initialValue: 'all',
      fieldProps: { allowClear: false },
      valueEnum: {
        all: { text: t('assistantAdmin.report.kind.all') },
        unanswered: { text: t('assistantAdmin.report.kind.unanswered') },
        downvoted: { text: t('assistantAdmin.report.kind.downvoted') },
      },
    },
    {
      title: t('assistantAdmin.report.period'),
      dataIndex: 'period',
      valueType: 'dateRange',
      hideInTable: true,
      initialValue: [dayjs().subtract(29, 'day'), dayjs()],
      search: { transform: (range: string[]) => dayRangeParams(range) },
    },
    { title: t('assistantAdmin.report.count'), dataIndex: 'count', width: 90, align: 'right', search: false },
    {
      title: t('assistantAdmin.report.unanswered'),
      dataIndex: 'unanswered',
      width: 90,
      align: 'right',
      search: false,
      render: (_, r) => (r.unanswered ? <Tag color="orange">{r.unanswered}</Tag> : 0),
    },
    {
      title: t('assistantAdmin.report.downVotes'),
      dataIndex: 'downVotes',
      width: 90,
      align: 'right',
      search: false,
      render: (_, r) => (r.downVotes ? <Tag color="red">{r.downVotes}</Tag> : 0),
    },
    {
      title: t('assistantAdmin.report.reasons'),
      dataIndex: 'reasons',
      search: false,
      width: 220,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          {r.reasons.map((x, i) => (
            <Typography.Text key={i} type="secondary">
              {x}
            </Typography.Text>
          ))}
        </Space>
      ),
    },
    { title: t('assistantAdmin.report.lastAskedAt'), dataIndex: 'lastAskedAt', valueType: 'dateTime', width: 160, search: false },
    {
      title: t('assistantAdmin.curated.actions'),
      valueType: 'option',
      width: 130,
      hideInTable: !canEdit,
      render: (_, r) => [
        <a key="curate" onClick={() => onOpen({ question: r.question })}>
          {t('assistantAdmin.report.toCurated')}
        </a>,
      ],
    },
  ];
  return (
    <ProTable<ReportItem, Filters>
      rowKey="key"
      size="small"
      headerTitle={t('assistantAdmin.report.title')}
      tooltip={t('assistantAdmin.report.tip')}
      columns={columns}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      request={async ({ current, pageSize, keyword, kind, from, to }) => {
        const res = await assistantReport({ current, pageSize, keyword: keyword?.trim() || undefined, kind: kind || 'all', from, to });
        return { data: res.data.list, total: res.data.total, success: true };
      }}
    />
  );
}
