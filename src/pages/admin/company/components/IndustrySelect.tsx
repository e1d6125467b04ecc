import { TreeSelect } from 'antd';
import type { TreeSelectProps } from 'antd';
import { useMemo } from 'react';
import { useDictItems } from '@/components/Dict';
import { INDUSTRY_DICT } from '../types';

type Node = { title: string; value: string; selectable: boolean; children?: Node[] };

/**
 * An industry (GB/T 4754-2017) picker from the `industry` dictionary: sections (门类, letters) with their
 * divisions (大类, two digits) below. Companies are classed by division, so a section that has
 * divisions is only a heading; a section without any can be chosen itself.
 */
export default function IndustrySelect(props: Omit<TreeSelectProps, 'treeData'>) {
  const { items, loading } = useDictItems(INDUSTRY_DICT);
  const treeData = useMemo(() => {
    const active = items.filter((i) => i.status === 'active');
    const sections = active.filter((i) => !i.parentValue);
    return sections.map((s): Node => {
      const children = active.filter((d) => d.parentValue === s.value).map((d): Node => ({ title: `${d.value} ${d.label}`, value: d.value, selectable: true }));
      return { title: `${s.value} ${s.label}`, value: s.value, selectable: !children.length, children: children.length ? children : undefined };
    });
  }, [items]);
  return <TreeSelect showSearch allowClear treeNodeFilterProp="title" popupMatchSelectWidth={false} loading={loading} {...props} treeData={treeData} />;
}
