import { useAccess } from '@umijs/max';
import { Select } from 'antd';
import type { SelectProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { queryCompanies } from '@/services/portal/company';

type Option = { label: string; value: number };

/**
 * Picks a company by typing part of its name (the company list, 20 at a time). `initial` labels a
 * value the list has not loaded (an edited record's company). Without company:query it cannot
 * search (it shows `initial` only) and asks nothing of the server.
 */
export default function CompanySelect({
  initial,
  onChange,
  ...props
}: Omit<SelectProps<number>, 'options' | 'onSearch' | 'filterOption'> & { initial?: Option }) {
  const canSearch = useAccess().can('company:query');
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  // The chosen company stays labelled when a later search no longer lists it.
  const [chosen, setChosen] = useState<Option | undefined>(initial);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  const search = (name: string) => {
    if (!canSearch) return;
    clearTimeout(timer.current);
    // Wait for a pause in typing, and keep only the newest answer.
    timer.current = setTimeout(async () => {
      const ticket = ++latest.current;
      setLoading(true);
      try {
        const res = await queryCompanies(
          { current: 1, pageSize: 20, name: name.trim() || undefined, sortField: 'name', sortOrder: 'ascend' },
          { skipErrorHandler: true },
        );
        if (ticket === latest.current) setOptions(res.data.list.map((c) => ({ label: c.name, value: c.id })));
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

  const merged = useMemo(() => {
    const extra = [initial, chosen].filter((o): o is Option => !!o && !options.some((x) => x.value === o.value));
    return [...extra.filter((o, i) => extra.findIndex((x) => x.value === o.value) === i), ...options];
  }, [initial, chosen, options]);

  return (
    <Select<number>
      showSearch
      allowClear
      filterOption={false}
      loading={loading}
      {...props}
      options={merged}
      onSearch={search}
      onChange={(value, option) => {
        setChosen(merged.find((o) => o.value === value));
        onChange?.(value, option);
      }}
    />
  );
}
