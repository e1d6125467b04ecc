import { Select } from 'antd';
import type { SelectProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDictItems } from './useDictItems';

export type DictSelectProps = Omit<SelectProps, 'options' | 'children'> & {
  /** The dictionary's name, e.g. 'org_type'. */
  name: string;
  /** Only the children of this parent value ('' = the top level of a hierarchical dictionary). */
  parentValue?: string;
  /** Preselect the dictionary's default item while there is no value. */
  useDefault?: boolean;
};

/**
 * A Select of a dictionary's active items (label shown, value stored), loaded through the shared
 * cache. Works inside a Form.Item (controlled) or on its own. With `useDefault`, the default item
 * is chosen once when the value is empty.
 */
export default function DictSelect(props: DictSelectProps) {
  const { name, parentValue, useDefault, value, onChange, loading, ...rest } = props;
  // Inside a Form.Item the value prop is always passed (undefined when empty): then it alone decides.
  const controlled = 'value' in props;
  const { items, loading: itemsLoading } = useDictItems(name, parentValue);
  const [inner, setInner] = useState<SelectProps['value']>();
  const applied = useRef(false);
  const multiple = rest.mode === 'multiple' || rest.mode === 'tags';

  const active = useMemo(() => items.filter((i) => i.status === 'active'), [items]);
  const options = useMemo(() => active.map((i) => ({ label: i.label, value: i.value })), [active]);

  const shown = controlled ? value : inner;

  useEffect(() => {
    if (!useDefault || applied.current || shown !== undefined) return;
    const preferred = active.find((i) => i.isDefault);
    if (!preferred) return;
    applied.current = true;
    const next = multiple ? [preferred.value] : preferred.value;
    const option = { label: preferred.label, value: preferred.value };
    setInner(next);
    onChange?.(next, multiple ? [option] : option);
  }, [useDefault, shown, active, multiple, onChange]);

  return (
    <Select
      showSearch
      optionFilterProp="label"
      {...rest}
      loading={loading ?? itemsLoading}
      options={options}
      value={shown}
      onChange={(next, option) => {
        applied.current = true;
        setInner(next);
        onChange?.(next, option);
      }}
    />
  );
}
