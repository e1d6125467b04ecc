import { Empty, Skeleton } from 'antd';
import type { Key, ReactNode } from 'react';
import './index.less';

export type PlainListProps<T> = {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  rowKey?: (item: T) => Key;
  loading?: boolean;
  /** Shown when there are no items (antd's Empty otherwise). */
  empty?: ReactNode;
  className?: string;
};

/**
 * A short list on the public front (the latest policies, a policy's rules, contacts, attachments): a <ul> drawn like
 * antd's small List. antd's List brings its Pagination, and through it Select, into the page's first load (about 40 KB
 * gzip); these lists are never paged.
 */
export default function PlainList<T>({ items, renderItem, rowKey, loading, empty, className }: PlainListProps<T>) {
  if (loading) return <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  if (!items.length) return <div className="plain-list-empty">{empty ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}</div>;
  return (
    <ul className={className ? `plain-list ${className}` : 'plain-list'}>
      {items.map((item, index) => (
        <li key={rowKey ? rowKey(item) : index} className="plain-list-item">
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
