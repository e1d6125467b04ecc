import { useAccess } from '@umijs/max';
import { Select, type SelectProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { queryWorkshops } from '@/services/portal/workshop';

type Option = { label: string; value: number };

/**
 * Picks the park's units (workshops, offices…) by typing part of the code (the resource list, 20 at a time);
 * `known` labels the units already chosen. Without workshop:query it shows those only.
 */
export default function UnitSelect({
  known = [],
  ...props
}: Omit<SelectProps<number[], Option>, 'options' | 'onSearch' | 'filterOption'> & { known?: Option[] }) {
  const canSearch = useAccess().can('workshop:query');
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const search = (keyword: string) => {
    if (!canSearch) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      const ticket = ++latest.current;
      setLoading(true);
      try {
        const res = await queryWorkshops({ current: 1, pageSize: 20, keyword: keyword.trim() || undefined }, { skipErrorHandler: true });
        if (ticket === latest.current)
          setOptions(res.data.list.map((u) => ({ value: u.id, label: `${u.code}（${u.building} ${u.floor}F，${u.usableArea} m²）` })));
      } catch {
        if (ticket === latest.current) setOptions([]);
      } finally {
        if (ticket === latest.current) setLoading(false);
      }
    }, 250);
  };
  useEffect(() => {
    search('');
    return () => clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first page once, on mount
  }, []);
  const merged = useMemo(() => [...known.filter((k) => !options.some((o) => o.value === k.value)), ...options], [known, options]);
  return (
    <Select<number[], Option> mode="multiple" showSearch allowClear loading={loading} {...props} filterOption={false} onSearch={search} options={merged} />
  );
}
