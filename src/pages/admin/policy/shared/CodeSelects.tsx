import { TreeSelect, type TreeSelectProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useDictItems, useDictLoader } from '@/components/Dict';
import { useT } from '@/utils/i18n';
import { REGION_DICT } from '@/components/RegionSelect';
import { INDUSTRY_DICT, NATIONAL_REGION } from './constants';
import { regionLevels } from '@shared/regionCodes';

type Node = { id: string; pId: string; value: string; title: string; isLeaf: boolean };

/** County codes end in two non-zero digits; they have nothing below them. */
const isCounty = (code: string) => !code.endsWith('00');

/**
 * Several regions (GB/T 2260) in one TreeSelect: provinces first, a province's cities and a city's
 * counties loaded when opened (the dictionary holds every county of China). A region covers everything
 * below it, so choosing 江苏省 is enough for all of Jiangsu. Chosen codes load their parents' levels so
 * they show by name.
 */
export function RegionTreeSelect({
  value,
  onChange,
  multiple = true,
  ...rest
}: Omit<TreeSelectProps, 'treeData' | 'loadData'> & { value?: string | string[]; onChange?: (v: string | string[] | undefined) => void }) {
  const t = useT();
  const [nodes, setNodes] = useState<Node[]>([]);
  const [loaded, setLoaded] = useState<Set<string>>(new Set());
  const loadDict = useDictLoader();

  const load = async (parent: string) => {
    if (loaded.has(parent)) return;
    const items = await loadDict(REGION_DICT, parent);
    setLoaded((s) => new Set(s).add(parent));
    setNodes((prev) => {
      const known = new Set(prev.map((n) => n.id));
      const added = items
        .filter((i) => i.status === 'active' && !known.has(i.value))
        .map((i) => ({ id: i.value, pId: parent || '0', value: i.value, title: i.label, isLeaf: isCounty(i.value) }));
      return [...prev, ...added];
    });
  };

  const chosen = useMemo(() => (Array.isArray(value) ? value : value ? [value] : []), [value]);
  useEffect(() => {
    void load('');
    // The levels above each chosen code, so it shows by name rather than as a number.
    for (const code of chosen) {
      const { province, city } = regionLevels(code);
      if (province && code !== province) void load(province);
      if (city && code !== city) void load(city);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads are idempotent; keyed on the chosen codes
  }, [chosen.join(',')]);

  const treeData = useMemo(() => [{ id: NATIONAL_REGION, pId: '0', value: NATIONAL_REGION, title: t('region.national'), isLeaf: true }, ...nodes], [nodes, t]);
  return (
    <TreeSelect
      treeDataSimpleMode
      showSearch
      allowClear
      multiple={multiple}
      treeNodeFilterProp="title"
      placeholder={t('policyAdmin.region.pick')}
      {...rest}
      value={value}
      onChange={onChange}
      treeData={treeData}
      loadData={async (node) => {
        if (!node.isLeaf) await load(String(node.value));
      }}
    />
  );
}

/** GB/T 4754 sections (门类, a letter) with their divisions (大类, two digits) from the `industry` dictionary. */
export function IndustryTreeSelect(props: Omit<TreeSelectProps, 'treeData'>) {
  const t = useT();
  const { items, loading } = useDictItems(INDUSTRY_DICT);
  const treeData = useMemo(() => {
    const active = items.filter((i) => i.status === 'active');
    return active
      .filter((i) => !i.parentValue)
      .map((section) => ({
        title: `${section.value} ${section.label}`,
        value: section.value,
        children: active.filter((d) => d.parentValue === section.value).map((d) => ({ title: `${d.value} ${d.label}`, value: d.value })),
      }));
  }, [items]);
  return (
    <TreeSelect
      showSearch
      allowClear
      treeNodeFilterProp="title"
      loading={loading}
      placeholder={t('policyAdmin.rule.industry.pick')}
      {...props}
      treeData={treeData}
    />
  );
}
