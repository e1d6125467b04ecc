import { DownOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useRef } from 'react';
import type { AreaNode } from '@/models/policy';
import { onDemand } from '@/utils/onDemand';

// The region tree (antd's TreeSelect with Tree and Select: about 55 KB gzip) loads when the box is first hovered or
// focused; until then a plain box shows what is picked.
const useTreeSelect = onDemand(() => import('antd/es/tree-select').then((m) => m.default));

type AreaOption = { value: string; title: string; children: AreaOption[] };
const areaTree = (nodes: AreaNode[]): AreaOption[] =>
  nodes.map((n) => ({ value: n.code, title: `${n.name} (${n.count})`, children: areaTree(n.children ?? []) }));

export type RegionFilterProps = {
  areas: AreaNode[];
  value: string[];
  /** The name of a picked region. */
  nameOf: (code: string) => string;
  placeholder: string;
  onChange: (codes: string[]) => void;
};

/** The search's region filter: several regions from the tree of regions with policies, each with its count. */
export default function RegionFilter({ areas, value, nameOf, placeholder, onChange }: RegionFilterProps) {
  const [TreeSelect, want] = useTreeSelect();
  // Reached for by focus (a tap, the keyboard): the tree opens with the focus as soon as it has loaded.
  const focused = useRef(false);
  if (!TreeSelect)
    return (
      <Input
        readOnly
        value={value.map(nameOf).join('、')}
        placeholder={placeholder}
        aria-label={placeholder}
        suffix={<DownOutlined style={{ fontSize: 12, opacity: 0.45 }} />}
        onMouseEnter={want}
        onFocus={() => {
          focused.current = true;
          want();
        }}
        data-testid="region-filter"
      />
    );
  return (
    <TreeSelect
      style={{ width: '100%' }}
      multiple
      allowClear
      treeDefaultExpandAll
      placeholder={placeholder}
      aria-label={placeholder}
      treeData={areaTree(areas)}
      value={value}
      onChange={(codes: string[]) => onChange(codes)}
      autoFocus={focused.current}
      defaultOpen={focused.current}
      data-testid="region-filter"
    />
  );
}
