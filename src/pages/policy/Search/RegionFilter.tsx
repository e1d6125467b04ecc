import OnDemandPicker, { useTreeSelect } from '@/components/OnDemandPicker';
import type { AreaNode } from '@/models/policy';

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

/**
 * The search's region filter: several regions from the tree of regions with policies, each with its count. The tree
 * loads when the box is first reached for.
 */
export default function RegionFilter({ areas, value, nameOf, placeholder, onChange }: RegionFilterProps) {
  return (
    <OnDemandPicker usePicker={useTreeSelect} text={value.map(nameOf).join('、')} placeholder={placeholder} data-testid="region-filter">
      {(TreeSelect, pickerProps) => (
        <TreeSelect
          {...pickerProps}
          style={{ width: '100%' }}
          multiple
          allowClear
          treeDefaultExpandAll
          treeData={areaTree(areas)}
          value={value}
          onChange={(codes: string[]) => onChange(codes)}
        />
      )}
    </OnDemandPicker>
  );
}
