import { Select, type SelectProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { adminQueryPolicyDepartments } from '@/services/portal/policyAdmin';
import { useT } from '@/utils/i18n';
import type { AdminDepartment } from './constants';

type Option = { label: string; value: number; department?: AdminDepartment };

/**
 * An issuing department, found by typing part of its name (the server searches; at most 50 shown).
 * `known` names the chosen department before a search has run (the record being edited).
 */
export default function DepartmentSelect({
  value,
  onChange,
  known,
  onPick,
  ...rest
}: Omit<SelectProps<number>, 'options' | 'onSearch' | 'filterOption'> & {
  known?: Option;
  /** Called with the department chosen from a search (its level and region can fill the form). */
  onPick?: (department: AdminDepartment) => void;
}) {
  const t = useT();
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const latest = useRef(0);

  const search = (keyword?: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const ticket = ++latest.current;
      setLoading(true);
      adminQueryPolicyDepartments({ current: 1, pageSize: 50, keyword: keyword?.trim() || undefined }, { skipErrorHandler: true })
        .then((res) => ticket === latest.current && setOptions(res.data.list.map((d) => ({ label: d.name, value: d.id, department: d }))))
        .catch(() => undefined) // an empty list says enough; the form's save reports real failures
        .finally(() => ticket === latest.current && setLoading(false));
    }, 250);
  };

  useEffect(() => {
    search();
    return () => clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first page once, on mount
  }, []);

  const shown = useMemo(() => (known && !options.some((o) => o.value === known.value) ? [known, ...options] : options), [known, options]);
  return (
    <Select<number>
      showSearch
      allowClear
      placeholder={t('policyAdmin.department.search')}
      {...rest}
      value={value}
      onChange={(v, option) => {
        onChange?.(v, option);
        const picked = shown.find((o) => o.value === v)?.department;
        if (picked) onPick?.(picked);
      }}
      loading={loading}
      filterOption={false}
      onSearch={search}
      options={shown}
      notFoundContent={loading ? undefined : t('policyAdmin.none')}
    />
  );
}
