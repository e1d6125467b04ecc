import { PageContainer } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { Card, Col, Empty, Row, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import LazyMessages from '@/components/LazyMessages';
import { projectStats } from '@/services/portal/project';
import { formatMoment } from '@/utils/chinaTime';
import { useT } from '@/utils/i18n';
import { Figure, useLabels } from '../dashboard/parts';
import { PeriodControls, PeriodPlaceholder, usePeriodStats } from '../dashboard/periodStats';

export type Stats = Awaited<ReturnType<typeof projectStats>>['data'];
type FigureOf = { count: number; link: string };
type Amount = { currency: string; amount: number };

// The charts library loads after the figures, not with the screen.
const MonthlyChart = lazy(() => import('./Charts').then((m) => ({ default: m.MonthlyChart })));
const CountChart = lazy(() => import('./Charts').then((m) => ({ default: m.CountChart })));
const chart = (node: ReactNode, height = 240) => <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>{node}</Suspense>;

/** A count as a link to the project list it counts. */
const Count = ({ figure }: { figure: FigureOf }) => (
  <Link to={figure.link} data-figure-link={figure.link}>
    {figure.count.toLocaleString()}
  </Link>
);

/** Amounts (万) per currency, never added across currencies. */
const Amounts = ({ list }: { list: Amount[] }) => <>{list.length ? list.map((a) => `${a.amount.toLocaleString()} ${a.currency}`).join(' · ') : '–'}</>;

/**
 * 项目看板: the projects of a period (this year by default) and a scope tab, as the project list's (mine, my
 * department's, all within my data scope). Every figure, bar and row links to the project list it counts, with the
 * filters that list reads from its address. `?from=&to=&scope=` keep the choice in the address.
 */
function ProjectStatsPage() {
  const t = useT();
  const stats = usePeriodStats<Stats>(projectStats);
  const { data, failed } = stats;
  const industry = useLabels('industry');
  const industryLabel = (value: string) => (value ? industry(value) : t('projectStats.byIndustry.none'));

  return (
    <PageContainer
      title={t('projectStats.title')}
      extra={
        <PeriodControls
          stats={stats}
          scopeLabel={(scope) => t(`project.scope.${scope}`)}
          periodLabel={t('projectStats.period')}
          refreshLabel={t('projectStats.refresh')}
        />
      }
    >
      {!data && <PeriodPlaceholder failed={failed} title={t('projectStats.title')} />}
      {data && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="project-stats">
          <Typography.Text type="secondary">{t('projectStats.generatedAt', { time: formatMoment(data.generatedAt) })}</Typography.Text>
          <Row gutter={[16, 16]}>
            <Col xs={24} sm={12} lg={4}>
              <Figure title={t('projectStats.created')} value={data.totals.created.count} link={data.totals.created.link} />
            </Col>
            <Col xs={24} sm={12} lg={4}>
              <Figure title={t('projectStats.signed')} value={data.totals.signed.count} link={data.totals.signed.link} />
            </Col>
            <Col xs={24} sm={12} lg={4}>
              <Figure
                title={t('projectStats.daysToSign')}
                value={data.totals.daysToSign.days ?? '–'}
                suffix={data.totals.daysToSign.days === null ? undefined : <small>{t('projectStats.daysToSign.unit')}</small>}
                link={data.totals.daysToSign.link}
              />
            </Col>
            <Col xs={24} sm={12} lg={4}>
              <Figure
                title={t('projectStats.milestones.overdue')}
                value={data.milestones.overdue.count}
                link={data.milestones.overdue.link}
                note={t('projectStats.milestones.overdue.note')}
              />
            </Col>
            <Col xs={24} sm={12} lg={4}>
              <Figure
                title={t('projectStats.milestones.dueSoon')}
                value={data.milestones.dueSoon.count}
                link={data.milestones.dueSoon.link}
                note={t('projectStats.milestones.dueSoon.note', { from: data.milestones.dueSoon.from, to: data.milestones.dueSoon.to })}
              />
            </Col>
            <Col xs={24} sm={12} lg={4}>
              <Figure title={t('projectStats.milestones.done')} value={data.milestones.done.count} link={data.milestones.done.link} />
            </Col>
          </Row>

          <Card title={t('projectStats.investment')} size="small" data-testid="project-stats-investment">
            <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
              {t('projectStats.investment.note')}
            </Typography.Paragraph>
            {data.totals.investment.length === 0 ? (
              <Empty description={t('projectStats.empty')} />
            ) : (
              <Space size={[24, 8]} wrap>
                {data.totals.investment.map((i) => (
                  <Link key={i.currency} to={i.link} data-figure-link={i.link}>
                    <Typography.Text strong>
                      {i.amount.toLocaleString()} {t('projectStats.investment.unit', { currency: i.currency })}
                    </Typography.Text>{' '}
                    <Tag>{t('projectStats.count', { n: i.count })}</Tag>
                  </Link>
                ))}
              </Space>
            )}
          </Card>

          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Card title={t('projectStats.monthly')} size="small" data-testid="project-stats-monthly">
                {chart(
                  <MonthlyChart
                    points={data.monthly.flatMap((m) => [
                      { label: m.month, series: t('projectStats.monthly.created'), value: m.created.count, link: m.created.link },
                      { label: m.month, series: t('projectStats.monthly.signed'), value: m.signed.count, link: m.signed.link },
                    ])}
                  />,
                  280,
                )}
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title={t('projectStats.byStatus')} size="small" data-testid="project-stats-status">
                <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
                  {t('projectStats.byStatus.note')}
                </Typography.Paragraph>
                <Space size={[8, 8]} wrap>
                  {data.byStatus.map((s) => (
                    <Link key={s.status} to={s.link} data-figure-link={s.link}>
                      <Tag>
                        {t(`project.status.${s.status}`)} {s.count.toLocaleString()}
                      </Tag>
                    </Link>
                  ))}
                </Space>
                <Typography.Title level={5} style={{ marginTop: 16 }}>
                  {t('projectStats.byStage')}
                </Typography.Title>
                {data.totals.created.count === 0 ? (
                  <Empty description={t('projectStats.empty')} />
                ) : (
                  chart(<CountChart points={data.byStage.map((s) => ({ label: t(`project.stage.${s.stage}`), value: s.count, link: s.link }))} />, 200)
                )}
                <Space size={[8, 8]} wrap>
                  {data.byStage.map((s) => (
                    <Link key={s.stage} to={s.link} data-figure-link={s.link}>
                      <Tag>
                        {t(`project.stage.${s.stage}`)} {s.count.toLocaleString()}
                      </Tag>
                    </Link>
                  ))}
                </Space>
              </Card>
            </Col>
          </Row>

          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Card title={t('projectStats.byIndustry')} size="small" data-testid="project-stats-industry">
                <Table
                  size="small"
                  rowKey="value"
                  pagination={false}
                  dataSource={data.byIndustry}
                  locale={{ emptyText: t('projectStats.empty') }}
                  columns={[
                    { title: t('project.industry'), dataIndex: 'value', render: (v: string) => industryLabel(v) },
                    { title: t('projectStats.signed'), align: 'right', render: (_, r) => <Count figure={r} /> },
                    { title: t('projectStats.investmentColumn'), align: 'right', render: (_, r) => <Amounts list={r.investment} /> },
                  ]}
                />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title={t('projectStats.byCategory')} size="small" data-testid="project-stats-category">
                {data.byCategory.length > 0 &&
                  chart(<CountChart points={data.byCategory.map((c) => ({ label: c.name, value: c.count, link: c.link }))} />, 160)}
                <Table
                  size="small"
                  rowKey="categoryId"
                  pagination={false}
                  dataSource={data.byCategory}
                  locale={{ emptyText: t('projectStats.empty') }}
                  columns={[
                    { title: t('project.category'), dataIndex: 'name' },
                    { title: t('projectStats.signed'), align: 'right', render: (_, r) => <Count figure={r} /> },
                    { title: t('projectStats.investmentColumn'), align: 'right', render: (_, r) => <Amounts list={r.investment} /> },
                  ]}
                />
              </Card>
            </Col>
          </Row>

          <Card title={t('projectStats.owners')} size="small" data-testid="project-stats-owners">
            <Table
              size="small"
              rowKey="ownerId"
              dataSource={data.owners}
              pagination={data.owners.length > 10 ? { pageSize: 10, size: 'small' } : false}
              locale={{ emptyText: t('projectStats.empty') }}
              columns={[
                { title: t('project.owner'), dataIndex: 'ownerName', render: (name: string | null, o) => name ?? `#${o.ownerId}` },
                { title: t('projectStats.owners.projects'), align: 'right', render: (_, o) => <Count figure={o.projects} /> },
                { title: t('projectStats.owners.signed'), align: 'right', render: (_, o) => <Count figure={o.signed} /> },
                { title: t('projectStats.owners.overdue'), align: 'right', render: (_, o) => <Count figure={o.overdue} /> },
              ]}
            />
          </Card>
        </Space>
      )}
    </PageContainer>
  );
}

/** The screen once the project screens' texts are there (they load with it, not with the back office). */
export default function ProjectStatsScreen() {
  return (
    <LazyMessages part="project">
      <ProjectStatsPage />
    </LazyMessages>
  );
}
