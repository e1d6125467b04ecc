import { Card, Col, DatePicker, Empty, Row, Space, Statistic, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useState } from 'react';
import { assistantUsage } from '@/services/portal/assistantAdmin';
import { useT } from '@/utils/i18n';
import { useLoaded } from '@/utils/useLoaded';
import type { Usage as UsageData } from './types';

type Day = UsageData['daily'][number];

/** Questions per day as bars (answered darker), in plain SVG: a small chart needs no chart library. */
function DailyBars({ daily }: { daily: Day[] }) {
  const t = useT();
  const max = Math.max(1, ...daily.map((d) => d.questions));
  const width = 720;
  const height = 140;
  const step = width / Math.max(1, daily.length);
  const bar = Math.max(1, step * 0.7);
  return (
    <svg viewBox={`0 0 ${width} ${height + 16}`} width="100%" role="img" aria-label={t('assistantAdmin.usage.daily')}>
      {daily.map((d, i) => {
        const h = (d.questions / max) * height;
        const a = (d.answered / max) * height;
        const x = i * step + (step - bar) / 2;
        return (
          <g key={d.day}>
            <title>{`${d.day}: ${t('assistantAdmin.usage.questions')} ${d.questions}, ${t('assistantAdmin.usage.answered')} ${d.answered}, ${t(
              'assistantAdmin.usage.curated',
            )} ${d.curated}`}</title>
            <rect x={x} y={height - h} width={bar} height={h} fill="#bae0ff" />
            <rect x={x} y={height - a} width={bar} height={a} fill="#1677ff" />
          </g>
        );
      })}
      <text x={0} y={height + 14} fontSize={11} fill="#888">
        {daily[0]?.day}
      </text>
      <text x={width} y={height + 14} fontSize={11} fill="#888" textAnchor="end">
        {daily[daily.length - 1]?.day}
      </text>
    </svg>
  );
}

/**
 * 使用统计: questions per day in a period of at most a year, the share answered, how many got a curated answer (标准问答),
 * votes and the most asked questions.
 */
export default function Usage() {
  const t = useT();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(29, 'day'), dayjs()]);
  // A failure is shown by the request's own error message; the figures of the last period stay meanwhile.
  const load = useCallback(
    async (): Promise<UsageData> => (await assistantUsage({ from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') })).data,
    [range],
  );
  const { data, loading } = useLoaded(load);
  const totals = data?.totals;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space>
        <Typography.Text>{t('assistantAdmin.usage.period')}</Typography.Text>
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          // At most a year, as the server allows.
          disabledDate={(d, { from }) => !!from && Math.abs(d.diff(from, 'day')) > 365}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
        />
      </Space>
      <Row gutter={16}>
        {(
          [
            ['questions', totals?.questions],
            ['conversations', totals?.conversations],
            ['answeredShare', totals ? `${(totals.answeredShare * 100).toFixed(1)}%` : undefined],
            ['curated', totals?.curated, totals ? `(${(totals.curatedShare * 100).toFixed(1)}%)` : undefined],
            ['up', totals?.up],
            ['down', totals?.down],
          ] as [string, number | string | undefined, string?][]
        ).map(([key, value, suffix]) => (
          <Col key={key} xs={12} md={4}>
            <Card size="small" loading={loading && !data}>
              <Statistic title={t(`assistantAdmin.usage.${key}`)} value={value ?? '-'} suffix={suffix} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={t('assistantAdmin.usage.daily')} loading={loading && !data}>
        {data?.daily.some((d) => d.questions) ? <DailyBars daily={data.daily} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      </Card>
      <Card size="small" title={t('assistantAdmin.usage.top')}>
        <Table
          size="small"
          rowKey="question"
          pagination={false}
          loading={loading}
          dataSource={data?.top ?? []}
          columns={[
            { title: t('assistantAdmin.report.question'), dataIndex: 'question' },
            { title: t('assistantAdmin.report.count'), dataIndex: 'count', width: 100, align: 'right' },
            { title: t('assistantAdmin.usage.answered'), dataIndex: 'answered', width: 100, align: 'right' },
          ]}
        />
      </Card>
    </Space>
  );
}
