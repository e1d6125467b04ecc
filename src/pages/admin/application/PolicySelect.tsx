import { Select, type SelectProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { adminQueryPolicies } from '@/services/portal/policyAdmin';
import { useT } from '@/utils/i18n';

type Option = { label: string; value: number };

/**
 * A policy, found by typing part of its title or document number (the server searches; the 20 most recently
 * changed are offered before anything is typed). Needs policy:query; a refusal just leaves the list empty.
 */
export default function PolicySelect(props: Omit<SelectProps<number>, 'options' | 'onSearch' | 'filterOption' | 'showSearch'>) {
  const t = useT();
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // Only the latest search may fill the list (an earlier, slower answer would overwrite it).
  const latest = useRef(0);

  const search = (keyword?: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const ticket = ++latest.current;
      setLoading(true);
      adminQueryPolicies({ current: 1, pageSize: 20, keyword: keyword?.trim() || undefined }, { skipErrorHandler: true })
        .then((res) => ticket === latest.current && setOptions(res.data.list.map((p) => ({ label: p.title, value: p.id }))))
        .catch(() => undefined)
        .finally(() => ticket === latest.current && setLoading(false));
    }, 250);
  };

  useEffect(() => {
    search();
    return () => clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first page once, on mount
  }, []);

  return (
    <Select<number>
      showSearch
      allowClear
      placeholder={t('application.policy.placeholder')}
      popupMatchSelectWidth={false}
      {...props}
      loading={loading}
      filterOption={false}
      onSearch={search}
      options={options}
      notFoundContent={loading ? undefined : t('application.none')}
    />
  );
}
