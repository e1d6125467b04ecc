import { Select, Space, Typography, type SelectProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { findWorkflowPeople } from '@/services/portal/workflow';
import { useT } from '@/utils/i18n';

/** A person as the workflow answers name them. */
export type Person = { id: number; name: string };
type Option = { value: number; label: string; detail?: string };

export type UserSelectProps = Omit<SelectProps<number | number[], Option>, 'options' | 'onSearch' | 'filterOption'> & {
  /** The people already chosen (the record being edited), labelled before any search has run. */
  known?: Person[];
};

/**
 * Picks staff by typing part of a name or username (the workflow's people call: 20 active accounts at a time,
 * for every signed-in staff member, so a reviewer can transfer a task without the account screen's
 * permission). Single or `mode="multiple"`.
 */
export default function UserSelect({ known = [], ...props }: UserSelectProps) {
  const t = useT();
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  // Everyone seen so far, so a chosen person stays labelled when a later search no longer lists them.
  const [seen, setSeen] = useState<Map<number, Option>>(() => new Map());
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  const search = (name: string) => {
    clearTimeout(timer.current);
    // Wait for a pause in typing, and keep only the newest answer.
    timer.current = setTimeout(async () => {
      const ticket = ++latest.current;
      setLoading(true);
      try {
        const res = await findWorkflowPeople({ keyword: name.trim() || undefined }, { skipErrorHandler: true });
        if (ticket !== latest.current) return;
        const found = res.data.map((p) => ({ value: p.id, label: p.name, detail: [p.username, p.departmentName].filter(Boolean).join(' · ') }));
        setOptions(found);
        setSeen((before) => new Map([...before, ...found.map((o) => [o.value, o] as const)]));
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

  const chosen = useMemo(() => {
    const value = props.value;
    return value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
  }, [props.value]);
  const merged = useMemo(() => {
    const listed = new Set(options.map((o) => o.value));
    const labelled = new Map<number, Option>(known.map((p) => [p.id, { value: p.id, label: p.name }]));
    const extra = chosen.filter((id) => !listed.has(id)).map((id) => seen.get(id) ?? labelled.get(id) ?? { value: id, label: `#${id}` });
    return [...extra, ...options];
  }, [options, known, chosen, seen]);

  return (
    <Select<number | number[], Option>
      showSearch
      allowClear
      placeholder={t('workflow.user.placeholder')}
      notFoundContent={loading ? undefined : t('workflow.user.none')}
      loading={loading}
      {...props}
      filterOption={false}
      onSearch={search}
      options={merged}
      optionRender={(option) => (
        <Space size={8}>
          <span>{option.data.label}</span>
          {option.data.detail && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {option.data.detail}
            </Typography.Text>
          )}
        </Space>
      )}
    />
  );
}
