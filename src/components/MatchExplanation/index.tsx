import { CheckCircleFilled, CloseCircleFilled, QuestionCircleFilled } from '@ant-design/icons';
import { Alert, Space, Table, Tag, Typography } from 'antd';
import type { MatchItem, MatchRuleResult } from '@/models/policy';
import { useT, type Translate } from '@/utils/i18n';
import { regionName } from '@shared/regions';

/**
 * Why a policy came out eligible, likely or not eligible for a profile: the hard filter's verdict when it
 * failed, then every condition — met, unmet or unknown — with what the policy requires, what the profile
 * has, how far apart they are and the fiscal year the figure was read for. An unknown condition names the
 * figure that is missing. The texts come from the server's rule engine (shared/policyMatch); this
 * component only lays them out.
 */

export type Explained = Pick<MatchItem, 'outcome' | 'matchPercent' | 'metCount' | 'ruleCount' | 'rules' | 'filters' | 'failedFilter'>;
type Outcome = MatchItem['outcome'];

const outcomeColors: Record<Outcome, string> = { eligible: 'success', likely: 'warning', not_eligible: 'error' };
const ruleIcons = {
  met: <CheckCircleFilled style={{ color: '#52c41a' }} />,
  unmet: <CloseCircleFilled style={{ color: '#ff4d4f' }} />,
  unknown: <QuestionCircleFilled style={{ color: '#faad14' }} />,
};

export function OutcomeTag({ outcome }: { outcome: Outcome }) {
  const t = useT();
  return (
    <Tag color={outcomeColors[outcome]} data-outcome={outcome}>
      {t(`match.outcome.${outcome}`)}
    </Tag>
  );
}

/** The unit a field's values are in (万元, %, persons…), or ''. */
export function unitOf(t: Translate, field: MatchRuleResult['field']): string {
  const key = (
    {
      revenue: 'wan',
      rdSpend: 'wan',
      netAssets: 'wan',
      staff: 'person',
      techStaffRatio: 'percent',
      rdRatio: 'percent',
      revenueGrowth: 'percent',
      foundedYears: 'year',
      ipClass1: 'piece',
      ipClass2: 'piece',
      ipTotal: 'piece',
    } as Record<string, string>
  )[field];
  return key ? t(`match.unit.${key}`) : '';
}

const numberFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });

/** A profile value as people read it: numbers grouped with their unit, codes by name where the front knows it. */
export function valueText(t: Translate, field: MatchRuleResult['field'], value: MatchRuleResult['actual']): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return `${numberFormat.format(value)}${unitOf(t, field)}`;
  const one = (v: string) => {
    if (field === 'region') return `${regionName(v) ?? v}（${v}）`;
    if (field === 'scale' || field === 'entityType' || field === 'qualification') {
      const id = `match.value.${v}`;
      const text = t(id);
      return text === id ? v : text;
    }
    return v;
  };
  if (Array.isArray(value)) return value.length ? value.map(one).join('、') : t('match.value.none');
  return one(value);
}

/** "short by 500 万元" / "over by 2 %" / "off by 1": which side of the requirement the value is on. */
export function gapText(t: Translate, rule: MatchRuleResult): string {
  if (!rule.gap) return '';
  const { op } = rule;
  const below = op === 'gte' || op === 'gt' || (op === 'between' && Array.isArray(rule.gap.required) && rule.gap.actual < Number(rule.gap.required[0]));
  const kind = op === 'eq' ? 'off' : below ? 'short' : 'over';
  return t(`match.gap.${kind}`, { amount: `${numberFormat.format(rule.gap.amount)}${unitOf(t, rule.field)}` });
}

function summaryText(t: Translate, item: Explained): string {
  const unknown = item.rules.filter((r) => r.outcome === 'unknown').length;
  const unmetHard = item.rules.filter((r) => r.outcome === 'unmet' && r.hard).length;
  if (item.failedFilter) return t('match.explain.filtered', { reason: item.failedFilter.reason });
  if (item.outcome === 'eligible') return t('match.explain.eligible', { met: item.metCount, total: item.ruleCount });
  if (item.outcome === 'likely') return t('match.explain.likely', { met: item.metCount, total: item.ruleCount, unknown });
  return t('match.explain.notEligible', { unmet: unmetHard, total: item.ruleCount });
}

export default function MatchExplanation({ item }: { item: Explained }) {
  const t = useT();
  const pendingFilters = item.filters.filter((f) => f.result === 'unknown');
  return (
    <div className="match-explanation" data-testid="match-explanation">
      <Alert
        type={item.outcome === 'eligible' ? 'success' : item.outcome === 'likely' ? 'warning' : 'error'}
        showIcon
        message={summaryText(t, item)}
        description={pendingFilters.length ? pendingFilters.map((f) => f.reason).join('；') : undefined}
        style={{ marginBottom: 12 }}
      />
      {item.rules.length > 0 && (
        <Table<MatchRuleResult>
          size="small"
          rowKey="ruleId"
          pagination={false}
          dataSource={item.rules}
          columns={[
            {
              title: t('match.explain.condition'),
              dataIndex: 'label',
              render: (_, r) => (
                <Space direction="vertical" size={0}>
                  <span>
                    {ruleIcons[r.outcome]} {r.label}
                  </span>
                  {!r.hard && <Typography.Text type="secondary">{t('match.explain.soft')}</Typography.Text>}
                </Space>
              ),
            },
            {
              title: t('match.explain.result'),
              dataIndex: 'outcome',
              width: 96,
              render: (_, r) => (
                <Tag color={r.outcome === 'met' ? 'success' : r.outcome === 'unmet' ? 'error' : 'warning'} data-rule-outcome={r.outcome}>
                  {t(`match.rule.${r.outcome}`)}
                </Tag>
              ),
            },
            { title: t('match.explain.required'), dataIndex: 'required' },
            {
              title: t('match.explain.actual'),
              dataIndex: 'actual',
              render: (_, r) =>
                r.outcome === 'unknown' && r.actual === null ? (
                  <Typography.Text type="warning">{t('match.explain.missing', { fields: r.missing.map((m) => m.label).join('、') || '—' })}</Typography.Text>
                ) : (
                  valueText(t, r.field, r.actual)
                ),
            },
            { title: t('match.explain.gap'), dataIndex: 'gap', render: (_, r) => gapText(t, r) || '—' },
            { title: t('match.explain.year'), dataIndex: 'year', width: 96, render: (_, r) => (r.year ? t('match.explain.yearValue', { year: r.year }) : '—') },
          ]}
        />
      )}
    </div>
  );
}
