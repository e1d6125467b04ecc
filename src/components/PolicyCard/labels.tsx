import { useIntl } from '@umijs/max';
import { Tag } from 'antd';
import type { PolicyLevel, WindowStatus } from '@/models/policy';

/** The values the policy API uses, in display order, and how the front shows them. */
export const POLICY_LEVELS: PolicyLevel[] = ['national', 'provincial', 'city', 'district'];
export const WINDOW_STATUSES: WindowStatus[] = ['open', 'closing_soon', 'upcoming', 'closed'];
/** The `support_type` dictionary's values (the server's seed); labels in the locale files. */
export const SUPPORT_TYPES = ['subsidy', 'tax', 'finance', 'talent', 'platform', 'honour'];

export const LEVEL_COLORS: Record<PolicyLevel, string> = { national: 'red', provincial: 'volcano', city: 'geekblue', district: 'cyan' };
export const STATUS_COLORS: Record<WindowStatus, string> = { upcoming: 'blue', open: 'green', closing_soon: 'orange', closed: 'default' };

type Intl = ReturnType<typeof useIntl>;
const known = (intl: Intl, id: string, fallback: string) => {
  const text = intl.formatMessage({ id, defaultMessage: fallback });
  return text === id ? fallback : text;
};

export const levelLabel = (intl: Intl, level: string) => known(intl, `policyFront.level.${level}`, level);
export const statusLabel = (intl: Intl, status: string) => known(intl, `policyFront.status.${status}`, status);
export const supportTypeLabel = (intl: Intl, value: string) => known(intl, `policyFront.supportType.${value}`, value);

const numberFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });
export const formatNumber = (n: number) => numberFormat.format(n);

/** "最高 34 万元"; empty when the policy names no amount. */
export const amountText = (intl: Intl, amount: number | null | undefined) =>
  amount === null || amount === undefined ? '' : intl.formatMessage({ id: 'policyFront.amount.upTo' }, { amount: formatNumber(amount) });

export type WindowFacts = {
  window: { kind: string };
  windowStatus: WindowStatus;
  nextStart?: string | null;
  deadline?: string | null;
  daysLeft?: number | null;
};

/**
 * One line about the application window: all year; closed; opening on a date; or the deadline with
 * the days left (the last day says so).
 */
export function windowText(intl: Intl, w: WindowFacts): string {
  if (w.window.kind === 'all_year') return intl.formatMessage({ id: 'policyFront.window.allYear' });
  if (w.windowStatus === 'closed' || !w.deadline) return intl.formatMessage({ id: 'policyFront.window.closed' });
  if (w.windowStatus === 'upcoming') return intl.formatMessage({ id: 'policyFront.window.upcoming' }, { start: w.nextStart ?? '', end: w.deadline });
  if (w.daysLeft === 0) return intl.formatMessage({ id: 'policyFront.window.lastDay' }, { end: w.deadline });
  return intl.formatMessage({ id: 'policyFront.window.open' }, { end: w.deadline, days: w.daysLeft ?? '' });
}

export function LevelTag({ level }: { level: PolicyLevel }) {
  const intl = useIntl();
  return <Tag color={LEVEL_COLORS[level]}>{levelLabel(intl, level)}</Tag>;
}

/** The window status; an all-year policy reads "常年受理" rather than "open". */
export function StatusTag({ status, allYear }: { status: WindowStatus; allYear?: boolean }) {
  const intl = useIntl();
  return (
    <Tag color={STATUS_COLORS[status]} data-status={status}>
      {allYear ? intl.formatMessage({ id: 'policyFront.window.allYear' }) : statusLabel(intl, status)}
    </Tag>
  );
}
