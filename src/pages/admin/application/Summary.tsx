import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useT } from '@/utils/i18n';
import { yuan, type ApplicationSummary } from './types';

/** How many of the top policies and companies the summary lists. */
export const SUMMARY_TOP = 5;

function TopList({ title, rows, testId }: { title: string; rows: { key: number; name: string; amount: number; count: number }[]; testId: string }) {
  const t = useT();
  return (
    <div data-testid={testId}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      {rows.length ? (
        <ol style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
          {rows.map((r) => (
            <li key={r.key}>
              <div style={{ display: 'flex', gap: 8 }}>
                <Typography.Text ellipsis={{ tooltip: r.name }} style={{ flex: 1, minWidth: 0 }}>
                  {r.name}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }} title={t('application.summary.countOf', { count: r.count })}>
                  {yuan(r.amount)}
                </Typography.Text>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <div>
          <Typography.Text type="secondary">-</Typography.Text>
        </div>
      )}
    </div>
  );
}

/**
 * The approved money under the list's filters: the total and how many applications it went to, and the
 * policies and companies that received the most.
 */
export default function Summary({ summary, loading }: { summary?: ApplicationSummary; loading: boolean }) {
  const t = useT();
  return (
    <Card size="small" loading={loading && !summary} style={{ marginBottom: 16 }} data-testid="application-summary">
      <Row gutter={[24, 12]}>
        <Col xs={12} md={5}>
          <Statistic data-testid="summary-amount" title={t('application.summary.amount')} value={summary ? yuan(summary.total.amount) : '-'} />
        </Col>
        <Col xs={12} md={3}>
          <Statistic title={t('application.summary.count')} value={summary?.total.count ?? '-'} />
        </Col>
        <Col xs={24} md={8}>
          <TopList
            testId="summary-policies"
            title={t('application.summary.topPolicies')}
            rows={(summary?.byPolicy ?? []).map((p) => ({ key: p.policyId, name: p.title, amount: p.amount, count: p.count }))}
          />
        </Col>
        <Col xs={24} md={8}>
          <TopList
            testId="summary-companies"
            title={t('application.summary.topCompanies')}
            rows={(summary?.byCompany ?? []).map((c) => ({ key: c.companyId, name: c.name, amount: c.amount, count: c.count }))}
          />
        </Col>
      </Row>
    </Card>
  );
}
