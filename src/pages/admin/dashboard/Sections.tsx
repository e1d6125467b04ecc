import { getLocale, Link } from '@umijs/max';
import { Card, Col, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { ITEM_LABEL } from '@shared/airQuality';
import { formatMoment } from '@/utils/chinaTime';
import { useT } from '@/utils/i18n';
import { Breakdown, Figure, percent, useLabels, type Dashboard } from './parts';

const CountChart = lazy(() => import('./Charts').then((m) => ({ default: m.CountChart })));
const OccupancyChart = lazy(() => import('./Charts').then((m) => ({ default: m.OccupancyChart })));

const chart = (node: ReactNode) => <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 220 }} />}>{node}</Suspense>;
const span = { xs: 24, sm: 12, lg: 6 };

/** The user's own work: their tasks, their overdue follow-ups, their unread notices. */
export function MineSection({ mine }: { mine: Dashboard['mine'] }) {
  const t = useT();
  return (
    <Card title={t('dashboard.mine')} size="small" data-testid="dashboard-mine">
      <Row gutter={[16, 16]}>
        <Col {...span}>
          <Figure
            title={t('dashboard.mine.tasks')}
            value={mine.tasks.count}
            link={mine.tasks.link}
            note={
              mine.tasks.overdue ? <Typography.Text type="danger">{t('dashboard.mine.tasks.overdue', { n: mine.tasks.overdue })}</Typography.Text> : undefined
            }
          />
        </Col>
        {mine.overdueFollowUps && (
          <Col {...span}>
            <Figure title={t('dashboard.mine.overdueFollowUps')} value={mine.overdueFollowUps.count} link={mine.overdueFollowUps.link} />
          </Col>
        )}
        <Col {...span}>
          <Figure title={t('dashboard.mine.unreadNotices')} value={mine.unreadNotices.count} link={mine.unreadNotices.link} />
        </Col>
      </Row>
    </Card>
  );
}

export function CompaniesSection({ companies }: { companies: NonNullable<Dashboard['companies']> }) {
  const t = useT();
  const status = useLabels('company_status');
  const industry = useLabels('industry');
  return (
    <Card title={t('dashboard.companies')} size="small" data-testid="dashboard-companies">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Figure title={t('dashboard.companies.total')} value={companies.total} link={companies.link} />
            <Breakdown title={t('dashboard.companies.byStatus')} buckets={companies.byStatus} label={status} />
          </Space>
        </Col>
        <Col xs={24} lg={16}>
          <Breakdown
            title={t('dashboard.companies.byIndustry')}
            buckets={companies.byIndustry}
            label={industry}
            rest={
              companies.otherIndustries > 0 && (
                <Typography.Text type="secondary">
                  {t('dashboard.companies.other')} {companies.otherIndustries.toLocaleString()}
                </Typography.Text>
              )
            }
          />
          {chart(<CountChart horizontal points={companies.byIndustry.map((b) => ({ label: industry(b.value), value: b.count, link: b.link }))} />)}
        </Col>
      </Row>
    </Card>
  );
}

export function UnitsSection({ units }: { units: NonNullable<Dashboard['units']> }) {
  const t = useT();
  const status = useLabels('rental_status');
  const area = (n: number) => Math.round(n).toLocaleString();
  return (
    <Card title={t('dashboard.units')} size="small" data-testid="dashboard-units">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Row gutter={16}>
              <Col span={12}>
                <Figure title={t('dashboard.units.total')} value={units.total} link={units.link} />
              </Col>
              <Col span={12}>
                <Figure
                  title={t('dashboard.units.occupancy')}
                  value={percent(units.occupancyRate)}
                  link={units.link}
                  note={t('dashboard.units.area', { occupied: area(units.occupiedArea), total: area(units.totalArea) })}
                />
              </Col>
            </Row>
            <Breakdown title={t('dashboard.units.byStatus')} buckets={units.byStatus} label={status} />
          </Space>
        </Col>
        <Col xs={24} lg={16}>
          <Typography.Text type="secondary">{t('dashboard.units.byBuilding')}</Typography.Text>
          <Space size={[16, 4]} wrap style={{ display: 'flex', marginTop: 4 }}>
            {units.byBuilding.map((b) => (
              <Link key={b.building} to={b.link}>
                <span>{b.building}</span> <Typography.Text strong>{percent(b.occupancyRate)}</Typography.Text>{' '}
                <Typography.Text type="secondary">{t('dashboard.units.count', { n: b.units })}</Typography.Text>
              </Link>
            ))}
          </Space>
          {chart(
            <OccupancyChart
              points={units.byBuilding.map((b) => ({
                label: b.building,
                value: b.occupancyRate === null ? 0 : Math.round(b.occupancyRate * 1000) / 10,
                link: b.link,
              }))}
            />,
          )}
        </Col>
      </Row>
    </Card>
  );
}

export function CluesSection({ clues }: { clues: NonNullable<Dashboard['clues']> }) {
  const t = useT();
  const stage = useLabels('clue_stage');
  return (
    <Card title={t('dashboard.clues')} size="small" data-testid="dashboard-clues">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Row gutter={16}>
              <Col span={12}>
                <Figure title={t('dashboard.clues.total')} value={clues.total} link={clues.link} />
              </Col>
              <Col span={12}>
                <Figure title={t('dashboard.clues.signedThisMonth')} value={clues.signedThisMonth.count} link={clues.signedThisMonth.link} />
              </Col>
            </Row>
            <Breakdown title={t('dashboard.clues.byStage')} buckets={clues.byStage} label={stage} />
          </Space>
        </Col>
        <Col xs={24} lg={16}>
          {chart(<CountChart points={clues.byStage.map((b) => ({ label: stage(b.value), value: b.count, link: b.link }))} />)}
        </Col>
      </Row>
    </Card>
  );
}

/** Applications, policies and the air: figures side by side. */
export function ServiceFigures({ data }: { data: Dashboard }) {
  const t = useT();
  const { applications, policies, airQuality } = data;
  if (!applications && !policies && !airQuality) return null;
  const english = getLocale() === 'en-US';
  return (
    <Row gutter={[16, 16]}>
      {applications && (
        <Col xs={24} lg={airQuality ? 9 : 12} data-testid="dashboard-applications">
          <Card title={t('dashboard.applications')} size="small">
            <Row gutter={16}>
              <Col span={12}>
                <Figure title={t('dashboard.applications.waiting')} value={applications.waiting.count} link={applications.waiting.link} />
              </Col>
              <Col span={12}>
                <Figure
                  title={t('dashboard.applications.approved')}
                  value={applications.approved.count}
                  link={applications.approved.link}
                  note={t('dashboard.applications.amount', { amount: applications.approved.amount.toLocaleString() })}
                />
              </Col>
            </Row>
          </Card>
        </Col>
      )}
      {policies && (
        <Col xs={24} lg={airQuality ? 9 : 12} data-testid="dashboard-policies">
          <Card title={t('dashboard.policies')} size="small">
            <Row gutter={16}>
              <Col span={12}>
                <Figure title={t('dashboard.policies.open')} value={policies.open.count} link={policies.open.link} />
              </Col>
              <Col span={12}>
                <Figure title={t('dashboard.policies.closingSoon')} value={policies.closingSoon.count} link={policies.closingSoon.link} />
              </Col>
            </Row>
          </Card>
        </Col>
      )}
      {airQuality && (
        <Col xs={24} lg={6} data-testid="dashboard-airquality">
          <Card title={t('dashboard.airQuality')} size="small">
            <Figure
              title={t('dashboard.airQuality.aqi')}
              value={airQuality.aqi ?? t('dashboard.airQuality.none')}
              link={airQuality.link}
              suffix={
                airQuality.aqi !== null && (
                  <Tag color={airQuality.colour ?? undefined} style={{ marginLeft: 8 }}>
                    {english ? airQuality.categoryEn : airQuality.category}
                  </Tag>
                )
              }
              note={
                airQuality.hour &&
                (airQuality.today
                  ? [t('dashboard.airQuality.hour', { time: formatMoment(airQuality.hour) }), ...airQuality.primary.map((p) => ITEM_LABEL[p])].join(' · ')
                  : t('dashboard.airQuality.stale', { time: formatMoment(airQuality.hour) }))
              }
            />
          </Card>
        </Col>
      )}
    </Row>
  );
}
