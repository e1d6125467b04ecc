import { tagColorOrNone } from '@shared/tagColor';
import { Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { DictItem } from '@/models/dict';
import { useDictItems } from './useDictItems';

type Value = string | number | null | undefined;

export type DictTagProps = {
  /** The dictionary's name, e.g. 'org_type'. */
  name: string;
  /** The stored value; several values show several tags. */
  value?: Value | Value[];
  /** Children of one parent in a hierarchical dictionary (optional; by default all items are read). */
  parentValue?: string;
  /** Shown when there is no value. */
  placeholder?: ReactNode;
};

const isEmpty = (v: Value) => v === undefined || v === null || v === '';

function OneTag({ item, value }: { item?: DictItem; value: string }) {
  if (!item) return <Tag data-dict-value={value}>{value}</Tag>;
  return (
    <Tag color={tagColorOrNone(item.color)} data-dict-value={value}>
      {item.label}
    </Tag>
  );
}

/**
 * A dictionary value shown as its label in a Tag of the item's colour. A value the dictionary does
 * not know (or a dictionary that could not be loaded) shows the raw value.
 */
export default function DictTag({ name, value, parentValue, placeholder = '-' }: DictTagProps) {
  const { items, loading } = useDictItems(name, parentValue);
  const values = (Array.isArray(value) ? value : [value]).filter((v) => !isEmpty(v)).map(String);
  if (!values.length) return <>{placeholder}</>;
  // Until the first answer, nothing rather than the raw code flashing in.
  if (loading && !items.length) return null;
  const byValue = new Map(items.map((i) => [i.value, i]));
  if (values.length === 1) return <OneTag item={byValue.get(values[0])} value={values[0]} />;
  return (
    <Space size={[0, 4]} wrap>
      {values.map((v) => (
        <OneTag key={v} item={byValue.get(v)} value={v} />
      ))}
    </Space>
  );
}
