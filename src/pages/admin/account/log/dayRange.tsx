import type { ProColumns } from '@ant-design/pro-components';
import dayjs from 'dayjs';
import type { Translate } from '@/utils/i18n';

/** A picked range as the logs' `from`/`to` days (server/lib/dayRange.ts: China time, both days included). */
export function dayRangeParams(range?: (string | dayjs.Dayjs | undefined | null)[] | null): { from?: string; to?: string } {
  const day = (v?: string | dayjs.Dayjs | null) => (v ? dayjs(v).format('YYYY-MM-DD') : undefined);
  return { from: day(range?.[0]), to: day(range?.[1]) };
}

/** The search-only date range column both log tables put in their filter form. */
export function dayRangeColumn<T>(t: Translate): ProColumns<T> {
  return {
    title: t('pages.log.timeRange'),
    tooltip: t('pages.log.timeRange.tip'),
    dataIndex: 'dayRange',
    valueType: 'dateRange',
    hideInTable: true,
    search: { transform: (range: string[]) => dayRangeParams(range) },
  };
}
