import { Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { changeFieldLabel, changeValueText } from '@/utils/companyFields';
import { useT } from '@/utils/i18n';

type Item = { key: string; before: string | number | null; after: string | number | null; decision: 'accepted' | 'refused' | null };

/**
 * A company change request's fields: current value, asked value and the decision, as the administrator reads them
 * in the user centre and the park's staff in the review drawer (which puts its own choice in the decision cell).
 */
export default function CompanyChangeItems({ items, renderDecision }: { items: Item[]; renderDecision?: (item: Item) => ReactNode }) {
  const t = useT();
  const decided = (i: Item) =>
    i.decision ? (
      <Tag color={i.decision === 'accepted' ? 'success' : 'error'}>{t(`companyAccount.change.${i.decision}`)}</Tag>
    ) : (
      <Tag>{t('companyAccount.change.undecided')}</Tag>
    );
  return (
    <Table<Item>
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={items}
      columns={[
        { key: 'field', title: t('companyAccount.change.field'), render: (_, i) => changeFieldLabel(t, i.key) },
        { key: 'before', title: t('companyAccount.change.before'), render: (_, i) => changeValueText(t, i.key, i.before) },
        {
          key: 'after',
          title: t('companyAccount.change.after'),
          render: (_, i) => <Typography.Text strong>{changeValueText(t, i.key, i.after)}</Typography.Text>,
        },
        { key: 'decision', title: t('companyAccount.change.decision'), width: 180, render: (_, i) => (renderDecision ?? decided)(i) },
      ]}
    />
  );
}
