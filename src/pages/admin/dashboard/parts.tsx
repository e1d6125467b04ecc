import { Link } from '@umijs/max';
import { Card, Space, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useDictItems } from '@/components/Dict';
import type { adminDashboard } from '@/services/portal/dashboard';

type Generated = Awaited<ReturnType<typeof adminDashboard>>['data'];
type Section = 'companies' | 'units' | 'clues' | 'applications' | 'policies' | 'airQuality';
/**
 * The dashboard as the server sends it: a section the user may not see is absent, and so are their overdue follow-ups
 * without the clue list (the generated client does not carry optional fields of nested objects).
 */
export type Dashboard = Omit<Generated, Section | 'mine'> &
  Partial<Pick<Generated, Section>> & { mine: Omit<Generated['mine'], 'overdueFollowUps'> & Partial<Pick<Generated['mine'], 'overdueFollowUps'>> };
export type Bucket = { value: string; count: number; link: string };

/** A dictionary's labels by value; a value the dictionary does not know shows as it is. */
export function useLabels(name: string): (value: string) => string {
  const { items } = useDictItems(name);
  const byValue = new Map(items.map((i) => [i.value, i.label]));
  return (value) => byValue.get(value) ?? value;
}

/** One figure: its title and value, the whole card a link to the list it counts. */
export function Figure({
  title,
  value,
  link,
  suffix,
  precision,
  note,
}: {
  title: ReactNode;
  value: number | string;
  link: string;
  suffix?: ReactNode;
  precision?: number;
  note?: ReactNode;
}) {
  return (
    <Link to={link} data-figure-link={link}>
      <Card size="small" hoverable>
        <Statistic title={title} value={value} suffix={suffix} precision={precision} />
        {note && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {note}
          </Typography.Text>
        )}
      </Card>
    </Link>
  );
}

/** A breakdown (by status, stage, industry) as links, each to its filtered list, with its count. */
export function Breakdown({ title, buckets, label, rest }: { title: ReactNode; buckets: Bucket[]; label: (value: string) => string; rest?: ReactNode }) {
  return (
    <div>
      <Typography.Text type="secondary">{title}</Typography.Text>
      <Space size={[16, 4]} wrap style={{ display: 'flex', marginTop: 4 }}>
        {buckets.map((b) => (
          <Link key={b.value} to={b.link}>
            <span>{label(b.value)}</span> <Typography.Text strong>{b.count.toLocaleString()}</Typography.Text>
          </Link>
        ))}
        {rest}
      </Space>
    </div>
  );
}

/** A rate 0…1 as a percentage with one decimal; "–" without one. */
export const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)}%`);
