import { PageContainer } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { Card, Col, Empty, Row, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import LazyMessages from '@/components/LazyMessages';
import { clueStats } from '@/services/portal/clue';
import { formatMoment } from '@/utils/chinaTime';
import { useT } from '@/utils/i18n';
import { Figure, percent, useLabels } from '../../dashboard/parts';
import { PeriodControls, PeriodPlaceholder, usePeriodStats } from '../../dashboard/periodStats';
import { SOURCE_DICT, STAGE_DICT } from '../types';

export type Stats = Awaited<ReturnType<typeof clueStats>>['data'];
type FigureOf = { count: number; link: string };

// The charts library loads after the figures, not with the screen.
const FunnelChart = lazy(() => import('./Charts').then((m) => ({ default: m.FunnelChart })));
const MonthlyChart = lazy(() => import('./Charts').then((m) => ({ default: m.MonthlyChart })));
const InvestmentChart = lazy(() => import('./Charts').then((m) => ({ default: m.InvestmentChart })));
const chart = (node: ReactNode, height = 280) => <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>{node}</Suspense>;

/** A count as a link to the clue list it counts. */
const Count = ({ figure }: { figure: FigureOf }) => (
  <Link to={figure.link} data-figure-link={figure.link}>
    {figure.count.toLocaleString()}
  </Link>
);

/**
 * 招商看板: the investment pipeline of a period (this year by default) and a scope tab, as the clue list's (mine, my
 * department's, all within my data scope). Every figure, bar and row links to the clue list it counts, with the
 * filters that list reads from its address. `?from=&to=&scope=` keep the choice in the address.
 */
function ClueStatsPage() {
  const t = useT();
  const stats = usePeriodStats<Stats>(clueStats);
  const { data, failed } = stats;
  const stage = useLabels(STAGE_DICT);
  const source = useLabels(SOURCE_DICT);
  const industry = useLabels('industry');
  const industryLabel = (value: string) => (value ? industry(value) : t('clueStats.byIndustry.none'));

  return (
    <PageContainer
      title={t('clueStats.title')}
      extra={
        <PeriodControls
          stats={stats}
          scopeLabel={(scope) => t(`clue.tab.${scope}`)}
          periodLabel={t('clueStats.period')}
          refreshLabel={t('clueStats.refresh')}
        />
      }
    >
      {!data && <PeriodPlaceholder failed={failed} title={t('clueStats.title')} />}
      {data && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="clue-stats">
          <Typography.Text type="secondary">{t('clueStats.generatedAt', { time: formatMoment(data.generatedAt) })}</Typography.Text>
          <Row gutter={[16, 16]}>
            <Col xs={24} sm={12} lg={6}>
              <Figure title={t('clueStats.created')} value={data.totals.created.count} link={data.totals.created.link} />
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Figure title={t('clueStats.signed')} value={data.totals.signed.count} link={data.totals.signed.link} />
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Figure
                title={t('clueStats.investment')}
                value={data.totals.investment.amount}
                precision={0}
                suffix={<small>{t('clueStats.investment.unit')}</small>}
                link={data.totals.investment.link}
              />
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Figure title={t('clueStats.overdue')} value={data.totals.overdue.count} link={data.totals.overdue.link} note={t('clueStats.overdue.note')} />
            </Col>
          </Row>

          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Card title={t('clueStats.funnel')} size="small" data-testid="clue-stats-funnel">
                <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
                  {t('clueStats.funnel.note')}
                </Typography.Paragraph>
                {data.totals.created.count === 0 ? (
                  <Empty description={t('clueStats.empty')} />
                ) : (
                  chart(<FunnelChart points={data.funnel.map((f) => ({ label: stage(f.stage), value: f.count, link: f.link }))} />, 300)
                )}
                <Table
                  size="small"
                  rowKey="stage"
                  pagination={false}
                  dataSource={data.funnel}
                  columns={[
                    { title: t('clue.stage'), dataIndex: 'stage', render: (s: string) => stage(s) },
                    { title: t('clueStats.chart.count'), align: 'right', render: (_, f) => <Count figure={f} /> },
                    { title: t('clueStats.funnel.conversion'), dataIndex: 'conversion', align: 'right', render: (c: number | null) => percent(c) },
                  ]}
                />
                <Space size={[8, 4]} wrap style={{ marginTop: 8 }}>
                  <Typography.Text type="secondary">{t('clueStats.funnel.aside')}</Typography.Text>
                  {data.aside.map((a) => (
                    <Link key={a.stage} to={a.link} data-figure-link={a.link}>
                      <Tag>
                        {stage(a.stage)} {a.count.toLocaleString()}
                      </Tag>
                    </Link>
                  ))}
                </Space>
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Space direction="vertical" size="middle" style={{ width: '100%' }}>
                <Card title={t('clueStats.monthly')} size="small" data-testid="clue-stats-monthly">
                  {chart(
                    <MonthlyChart
                      points={data.monthly.flatMap((m) => [
                        { label: m.month, series: t('clueStats.monthly.created'), value: m.created.count, link: m.created.link },
                        { label: m.month, series: t('clueStats.monthly.signed'), value: m.signed.count, link: m.signed.link },
                      ])}
                    />,
                  )}
                </Card>
                <Card title={t('clueStats.byIndustry')} size="small" data-testid="clue-stats-industry">
                  {data.byIndustry.length === 0 ? (
                    <Empty description={t('clueStats.empty')} />
                  ) : (
                    <>
                      {chart(
                        <InvestmentChart
                          points={data.byIndustry.slice(0, 10).map((b) => ({ label: industryLabel(b.value), value: b.investment, link: b.link }))}
                        />,
                      )}
                      <Space size={[16, 4]} wrap>
                        {data.byIndustry.map((b) => (
                          <Link key={b.value} to={b.link} data-figure-link={b.link}>
                            {industryLabel(b.value)} <Typography.Text strong>{t('clueStats.byIndustry.count', { n: b.count })}</Typography.Text>
                          </Link>
                        ))}
                      </Space>
                    </>
                  )}
                </Card>
              </Space>
            </Col>
          </Row>

          <Row gutter={[16, 16]}>
            <Col xs={24} lg={14}>
              <Card title={t('clueStats.owners')} size="small" data-testid="clue-stats-owners">
                <Table
                  size="small"
                  rowKey="ownerId"
                  dataSource={data.owners}
                  pagination={data.owners.length > 10 ? { pageSize: 10, size: 'small' } : false}
                  columns={[
                    { title: t('clueStats.owners.name'), dataIndex: 'ownerName', render: (name: string | null, o) => name ?? `#${o.ownerId}` },
                    { title: t('clueStats.owners.clues'), align: 'right', render: (_, o) => <Count figure={o.clues} /> },
                    { title: t('clueStats.owners.followedUp'), align: 'right', render: (_, o) => <Count figure={o.followedUp} /> },
                    { title: t('clueStats.owners.signed'), align: 'right', render: (_, o) => <Count figure={o.signed} /> },
                    { title: t('clueStats.owners.overdue'), align: 'right', render: (_, o) => <Count figure={o.overdue} /> },
                  ]}
                />
              </Card>
            </Col>
            <Col xs={24} lg={10}>
              <Card title={t('clueStats.sources')} size="small" data-testid="clue-stats-sources">
                <Table
                  size="small"
                  rowKey="value"
                  pagination={false}
                  dataSource={data.sources}
                  columns={[
                    { title: t('clueStats.sources.source'), dataIndex: 'value', render: (v: string) => source(v) },
                    { title: t('clueStats.sources.clues'), align: 'right', render: (_, r) => <Count figure={r.clues} /> },
                    { title: t('clueStats.sources.signed'), align: 'right', render: (_, r) => <Count figure={r.signed} /> },
                    { title: t('clueStats.sources.rate'), dataIndex: 'rate', align: 'right', render: (r: number | null) => percent(r) },
                  ]}
                />
              </Card>
            </Col>
          </Row>
        </Space>
      )}
    </PageContainer>
  );
}

/** The screen once the clue screens' texts are there (they load with it, not with the back office). */
export default function ClueStatsScreen() {
  return (
    <LazyMessages part="clue">
      <ClueStatsPage />
    </LazyMessages>
  );
}
