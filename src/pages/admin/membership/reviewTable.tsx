import type { ProColumns, ProTableProps } from '@ant-design/pro-components';
import { Badge, Space, Typography } from 'antd';
import { useState } from 'react';
import { formatMoment } from '@/utils/chinaTime';
import type { Translate } from '@/utils/i18n';
import { REVIEW_STATUSES, statusBadge, type ReviewStatus } from './types';

/** What claims and change requests share: a review status, who decided it and when, and maybe why. */
type Reviewed = { status: ReviewStatus; reviewedBy: string | null; reviewedAt: string | null; reviewNote?: string | null };

/** The status column of both review tables: the badge, the reviewer and time, and the note the requester reads. */
export function reviewStatusColumn<T extends Reviewed>(t: Translate): ProColumns<T> {
  return {
    title: t('membership.status'),
    dataIndex: 'status',
    search: false,
    width: 150,
    render: (_, c) => (
      <Space direction="vertical" size={0}>
        <Badge status={statusBadge[c.status]} text={t(`membership.status.${c.status}`)} />
        {c.reviewedBy && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {c.reviewedBy} {formatMoment(c.reviewedAt)}
          </Typography.Text>
        )}
        {c.reviewNote && <Typography.Text type="secondary">{c.reviewNote}</Typography.Text>}
      </Space>
    ),
  };
}

/**
 * The status tabs and layout both review tables use: the review screen opens on what waits, with the keyword
 * search; a company's page (`companyId`) shows all of that company's, ten to a page. `status` is what to ask for.
 */
export function useReviewTabs(t: Translate, companyId?: number) {
  const [tab, setTab] = useState<ReviewStatus | 'all'>(companyId ? 'all' : 'pending');
  const tableProps = {
    params: { tab },
    search: companyId ? (false as const) : { labelWidth: 'auto' as const },
    pagination: { defaultPageSize: companyId ? 10 : 20, showSizeChanger: true },
    toolbar: {
      menu: {
        type: 'tab' as const,
        activeKey: tab,
        items: (['all', ...REVIEW_STATUSES] as const).map((key) => ({ key, label: t(`membership.status.${key}`) })),
        onChange: (key?: React.Key) => setTab(key as ReviewStatus | 'all'),
      },
    },
  } satisfies Partial<ProTableProps<Reviewed, { tab: string }>>;
  return { status: tab === 'all' ? undefined : tab, tableProps };
}
