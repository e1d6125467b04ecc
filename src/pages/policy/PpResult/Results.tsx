import { ReloadOutlined } from '@ant-design/icons';
import { Link, useIntl } from '@umijs/max';
import { useEffectCall } from '@/models/useEffectCall';
import { Button, Card, Checkbox, Input, Progress, Select, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import './Results.less';
import MatchExplanation, { OutcomeTag } from '@/components/MatchExplanation';
import { amountText, LevelTag, levelLabel, POLICY_LEVELS, StatusTag, SUPPORT_TYPES, supportTypeLabel } from '@/components/PolicyCard/labels';
import type { MatchHeader, MatchItem, MatchResultPage } from '@/models/policy';
import { useT } from '@/utils/i18n';

type Outcome = MatchItem['outcome'];
export type ResultFilters = {
  outcome: Outcome[];
  supportType: string[];
  level: MatchItem['level'][];
  keyword?: string;
  sort: 'default' | 'amount' | 'deadline' | 'matchPercent';
};
export const noFilters: ResultFilters = { outcome: [], supportType: [], level: [], sort: 'default' };

type Props = {
  runId: string;
  header?: MatchHeader;
  filters: ResultFilters;
  onFilters: (next: ResultFilters) => void;
  /** Changed by the page to load the current page of results again (after a correction). */
  reloadKey: number;
};

const PAGE_SIZES = [10, 20, 50];

/**
 * The run's results, paged on the server (resultSearche through the policy model), filtered by outcome,
 * support type, level and keyword, sorted; each row opens its explanation (MatchExplanation). A plain antd
 * Table: pro-components' ProTable would more than double this public page's first load.
 */
export default function Results({ runId, header, filters, onFilters, reloadKey }: Props) {
  const t = useT();
  const intl = useIntl();
  const callEffect = useEffectCall();
  const [expanded, setExpanded] = useState<number[]>([]);
  const toggle = (id: number) => setExpanded((keys) => (keys.includes(id) ? keys.filter((k) => k !== id) : [...keys, id]));
  const counts: Record<Outcome, number | undefined> = { eligible: header?.eligible, likely: header?.likely, not_eligible: header?.notEligible };
  // The page number belongs to the filters it was chosen under: other filters start again from the first page.
  const filterKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filterKey, current: 1, pageSize: PAGE_SIZES[0] });
  const current = paging.filterKey === filterKey ? paging.current : 1;
  const { pageSize } = paging;
  const [result, setResult] = useState<MatchResultPage>();
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let stale = false;
    setLoading(true);
    callEffect<MatchResultPage>('policy/resultSearche', {
      runId,
      outcome: filters.outcome,
      supportType: filters.supportType,
      level: filters.level,
      keyword: filters.keyword || undefined,
      sort: filters.sort,
      current,
      pageSize,
    })
      .then((data) => {
        // An answer to an earlier question (filters changed meanwhile) is dropped.
        if (!stale && data) setResult(data);
      })
      .finally(() => {
        if (!stale) setLoading(false);
      });
    return () => {
      stale = true;
    };
  }, [runId, filterKey, current, pageSize, reloadKey, reloads]); // eslint-disable-line react-hooks/exhaustive-deps

  const columns: TableColumnsType<MatchItem> = [
    {
      title: t('match.result.policy'),
      dataIndex: 'title',
      render: (_, p) => (
        <Space direction="vertical" size={4}>
          <Link to={`/policydetail/${p.policyId}`} className="match-policy-title">
            {p.title}
          </Link>
          <Space size={[4, 4]} wrap>
            <LevelTag level={p.level} />
            <Tag>{supportTypeLabel(intl, p.supportType)}</Tag>
            {p.payoutMode === 'exempt' && <Tag color="gold">{intl.formatMessage({ id: 'policyFront.payout.exempt' })}</Tag>}
            <Typography.Text type="secondary">{[p.docNo, p.departmentName].filter(Boolean).join(' · ')}</Typography.Text>
          </Space>
        </Space>
      ),
    },
    {
      title: t('match.result.outcome'),
      dataIndex: 'outcome',
      width: 150,
      render: (_, p) => (
        <Space direction="vertical" size={2}>
          <OutcomeTag outcome={p.outcome} />
          <Progress
            percent={p.matchPercent}
            size="small"
            status={p.outcome === 'not_eligible' ? 'exception' : p.outcome === 'eligible' ? 'success' : 'normal'}
          />
        </Space>
      ),
    },
    { title: t('match.result.amount'), dataIndex: 'maxAmount', width: 120, render: (_, p) => amountText(intl, p.maxAmount) || '—' },
    {
      title: t('match.result.window'),
      dataIndex: 'deadline',
      width: 150,
      render: (_, p) => (
        <Space direction="vertical" size={2}>
          <StatusTag status={p.windowStatus} allYear={!p.deadline && p.windowStatus === 'open'} />
          {p.deadline && <Typography.Text type="secondary">{t('match.result.deadline', { date: p.deadline })}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('match.result.why'),
      key: 'why',
      width: 110,
      render: (_, p) => (
        <Button type="link" size="small" onClick={() => toggle(p.policyId)} data-testid={`why-${p.policyId}`}>
          {expanded.includes(p.policyId) ? t('match.result.hideWhy') : t('match.result.showWhy')}
        </Button>
      ),
    },
  ];

  const setFilters = (next: Partial<ResultFilters>) => onFilters({ ...filters, ...next });

  return (
    <Card className="match-results">
      <div className="match-results-toolbar">
        <Checkbox.Group
          value={filters.outcome}
          onChange={(v) => setFilters({ outcome: v as Outcome[] })}
          options={(['eligible', 'likely', 'not_eligible'] as Outcome[]).map((o) => ({
            value: o,
            label: `${t(`match.outcome.${o}`)}${counts[o] === undefined ? '' : ` (${counts[o]})`}`,
          }))}
        />
        <Space wrap>
          <Select
            mode="multiple"
            allowClear
            style={{ minWidth: 150 }}
            placeholder={t('match.result.supportType')}
            value={filters.supportType}
            onChange={(v) => setFilters({ supportType: v })}
            options={SUPPORT_TYPES.map((v) => ({ value: v, label: supportTypeLabel(intl, v) }))}
          />
          <Select
            mode="multiple"
            allowClear
            style={{ minWidth: 130 }}
            placeholder={t('match.result.level')}
            value={filters.level}
            onChange={(v) => setFilters({ level: v })}
            options={POLICY_LEVELS.map((v) => ({ value: v, label: levelLabel(intl, v) }))}
          />
          <Input.Search
            allowClear
            style={{ width: 180 }}
            placeholder={t('match.result.keyword')}
            defaultValue={filters.keyword}
            onSearch={(v) => setFilters({ keyword: v.trim() || undefined })}
          />
          <Select
            style={{ width: 150 }}
            value={filters.sort}
            onChange={(v) => setFilters({ sort: v })}
            options={(['default', 'amount', 'deadline', 'matchPercent'] as const).map((v) => ({ value: v, label: t(`match.sort.${v}`) }))}
          />
          <Tooltip title={t('match.result.reload')}>
            <Button icon={<ReloadOutlined />} aria-label={t('match.result.reload')} onClick={() => setReloads((n) => n + 1)} />
          </Tooltip>
        </Space>
      </div>
      <Table<MatchItem>
        rowKey="policyId"
        columns={columns}
        dataSource={result?.list ?? []}
        loading={loading}
        scroll={{ x: 720 }}
        pagination={{
          current,
          pageSize,
          total: result?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          onChange: (page, size) => setPaging({ filterKey, current: size === pageSize ? page : 1, pageSize: size }),
        }}
        expandable={{
          expandedRowKeys: expanded,
          onExpandedRowsChange: (keys) => setExpanded(keys as number[]),
          expandedRowRender: (p) => <MatchExplanation item={p} />,
        }}
      />
    </Card>
  );
}
