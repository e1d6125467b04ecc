import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Link, useIntl } from '@umijs/max';
import { useEffectCall } from '@/models/useEffectCall';
import { Button, Checkbox, Input, Progress, Select, Space, Tag, Typography } from 'antd';
import { useState, type MutableRefObject } from 'react';
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
  actionRef: MutableRefObject<ActionType | undefined>;
};

/**
 * The run's results, paged on the server (resultSearche through the policy model), filtered by outcome,
 * support type, level and keyword, sorted; each row opens its explanation (MatchExplanation).
 */
export default function Results({ runId, header, filters, onFilters, actionRef }: Props) {
  const t = useT();
  const intl = useIntl();
  const callEffect = useEffectCall();
  const [expanded, setExpanded] = useState<number[]>([]);
  const toggle = (id: number) => setExpanded((keys) => (keys.includes(id) ? keys.filter((k) => k !== id) : [...keys, id]));
  const counts: Record<Outcome, number | undefined> = { eligible: header?.eligible, likely: header?.likely, not_eligible: header?.notEligible };

  const columns: ProColumns<MatchItem>[] = [
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
      valueType: 'option',
      width: 110,
      render: (_, p) => (
        <Button type="link" size="small" onClick={() => toggle(p.policyId)} data-testid={`why-${p.policyId}`}>
          {expanded.includes(p.policyId) ? t('match.result.hideWhy') : t('match.result.showWhy')}
        </Button>
      ),
    },
  ];

  return (
    <ProTable<MatchItem, ResultFilters>
      className="match-results"
      rowKey="policyId"
      actionRef={actionRef}
      columns={columns}
      search={false}
      params={{ ...filters }}
      options={{ reload: true, density: false, setting: false }}
      pagination={{ defaultPageSize: 10, showSizeChanger: true, pageSizeOptions: [10, 20, 50] }}
      expandable={{
        expandedRowKeys: expanded,
        onExpandedRowsChange: (keys) => setExpanded(keys as number[]),
        expandedRowRender: (p) => <MatchExplanation item={p} />,
      }}
      request={async (params) => {
        const data = await callEffect<MatchResultPage>('policy/resultSearche', {
          runId,
          outcome: filters.outcome,
          supportType: filters.supportType,
          level: filters.level,
          keyword: filters.keyword || undefined,
          sort: filters.sort,
          current: params.current ?? 1,
          pageSize: params.pageSize ?? 10,
        });
        return { data: data?.list ?? [], total: data?.total ?? 0, success: !!data };
      }}
      headerTitle={
        <Space wrap>
          <Checkbox.Group
            value={filters.outcome}
            onChange={(v) => onFilters({ ...filters, outcome: v as Outcome[] })}
            options={(['eligible', 'likely', 'not_eligible'] as Outcome[]).map((o) => ({
              value: o,
              label: `${t(`match.outcome.${o}`)}${counts[o] === undefined ? '' : ` (${counts[o]})`}`,
            }))}
          />
        </Space>
      }
      toolBarRender={() => [
        <Select
          key="supportType"
          mode="multiple"
          allowClear
          style={{ minWidth: 150 }}
          placeholder={t('match.result.supportType')}
          value={filters.supportType}
          onChange={(v) => onFilters({ ...filters, supportType: v })}
          options={SUPPORT_TYPES.map((v) => ({ value: v, label: supportTypeLabel(intl, v) }))}
        />,
        <Select
          key="level"
          mode="multiple"
          allowClear
          style={{ minWidth: 130 }}
          placeholder={t('match.result.level')}
          value={filters.level}
          onChange={(v) => onFilters({ ...filters, level: v })}
          options={POLICY_LEVELS.map((v) => ({ value: v, label: levelLabel(intl, v) }))}
        />,
        <Input.Search
          key="keyword"
          allowClear
          style={{ width: 180 }}
          placeholder={t('match.result.keyword')}
          defaultValue={filters.keyword}
          onSearch={(v) => onFilters({ ...filters, keyword: v.trim() || undefined })}
        />,
        <Select
          key="sort"
          style={{ width: 150 }}
          value={filters.sort}
          onChange={(v) => onFilters({ ...filters, sort: v })}
          options={(['default', 'amount', 'deadline', 'matchPercent'] as const).map((v) => ({ value: v, label: t(`match.sort.${v}`) }))}
        />,
      ]}
    />
  );
}
