import { ReloadOutlined } from '@ant-design/icons';
import { useSearchParams } from '@umijs/max';
import { Alert, Button, DatePicker, Segmented, Skeleton, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { CLUE_SCOPES, type ClueScope } from '@shared/clue';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

type PeriodQuery = { from?: string; to?: string; scope: ClueScope };

/**
 * A dashboard of a period (the server's default: this year) and a scope tab (mine, my department's, all within my data
 * scope), both kept in the address as `?from=&to=&scope=`: the 招商看板 and the 项目看板. Refreshing keeps the figures
 * already shown when it fails (the request layer has said why).
 */
export function usePeriodStats<T extends { period: { from: string; to: string } }>(fetchStats: (query: PeriodQuery) => Promise<{ data: T }>) {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const asked = params.get('scope') as ClueScope | null;
  const scope: ClueScope = asked && CLUE_SCOPES.includes(asked) ? asked : 'all';
  const [data, setData] = useState<T>();
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const period = DAY.test(from) && DAY.test(to) ? { from, to } : {};
      setData((await fetchStats({ ...period, scope })).data);
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [fetchStats, from, to, scope]);
  useEffect(() => {
    load();
  }, [load]);

  const choose = (next: Record<string, string | undefined>) => {
    const p = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next))
      if (value) p.set(key, value);
      else p.delete(key);
    setParams(p);
  };
  return { data, failed, loading, load, scope, choose };
}

/** The scope tabs, the period and the refresh button of a period dashboard, for its PageContainer's `extra`. */
export function PeriodControls({
  stats,
  scopeLabel,
  periodLabel,
  refreshLabel,
}: {
  stats: ReturnType<typeof usePeriodStats<{ period: { from: string; to: string } }>>;
  scopeLabel: (scope: ClueScope) => string;
  periodLabel: string;
  refreshLabel: string;
}) {
  const { data, loading, load, scope, choose } = stats;
  const range: [Dayjs, Dayjs] | null = data ? [dayjs(data.period.from), dayjs(data.period.to)] : null;
  return (
    <Space wrap>
      <Segmented<ClueScope>
        value={scope}
        options={CLUE_SCOPES.map((value) => ({ value, label: scopeLabel(value) }))}
        onChange={(value) => choose({ scope: value })}
      />
      <DatePicker.RangePicker
        aria-label={periodLabel}
        value={range}
        allowClear={false}
        onChange={(days) => choose({ from: days?.[0]?.format('YYYY-MM-DD'), to: days?.[1]?.format('YYYY-MM-DD') })}
      />
      <Button icon={<ReloadOutlined />} loading={loading && !!data} onClick={load}>
        {refreshLabel}
      </Button>
    </Space>
  );
}

/** What a period dashboard shows before its first answer: a skeleton, or the failure. */
export const PeriodPlaceholder = ({ failed, title }: { failed: boolean; title: string }) =>
  failed ? <Alert type="error" showIcon message={title} /> : <Skeleton active paragraph={{ rows: 8 }} />;
