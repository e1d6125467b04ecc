import { Select, Space } from 'antd';
import { useMemo } from 'react';
import { useDictItems } from '@/components/Dict';
import { useT } from '@/utils/i18n';
import { NATIONAL_REGION, regionLevels } from '@shared/regionCodes';

/** The GB/T 2260 region dictionary (server/seed/dictionaries.ts). */
export const REGION_DICT = 'region';

function LevelSelect({
  parent,
  value,
  placeholder,
  extra,
  width,
  onChange,
}: {
  parent?: string;
  value?: string;
  placeholder: string;
  extra?: { label: string; value: string }[];
  width: string;
  onChange: (code: string | undefined) => void;
}) {
  // Each level is loaded once its parent is chosen: the dictionary holds every county of China.
  const { items, loading } = useDictItems(parent === undefined ? undefined : REGION_DICT, parent);
  const options = useMemo(
    () => [...(extra ?? []), ...items.filter((i) => i.status === 'active').map((i) => ({ label: i.label, value: i.value }))],
    [items, extra],
  );
  return (
    <Select
      showSearch
      allowClear
      optionFilterProp="label"
      disabled={parent === undefined}
      loading={loading && parent !== undefined}
      value={value}
      placeholder={placeholder}
      options={options}
      style={{ width }}
      onChange={(v?: string) => onChange(v)}
    />
  );
}

/**
 * Province › city › county from the `region` dictionary (GB/T 2260); the value is the most precise
 * code chosen. With `national`, the first choice is 全国 (100000), for national policies.
 */
export function RegionSelect({
  value,
  onChange,
  national = false,
  levels = 3,
  id,
}: {
  value?: string | null;
  onChange?: (code: string | undefined) => void;
  national?: boolean;
  levels?: 2 | 3;
  id?: string;
}) {
  const t = useT();
  const { province, city, county } = regionLevels(value);
  const nationalOption = useMemo(() => (national ? [{ label: t('region.national'), value: NATIONAL_REGION }] : undefined), [national, t]);
  const width = levels === 3 ? '33.3%' : '50%';
  return (
    <Space.Compact block id={id}>
      <LevelSelect
        parent=""
        value={value === NATIONAL_REGION ? NATIONAL_REGION : province}
        placeholder={t('region.province')}
        extra={nationalOption}
        width={width}
        onChange={(v) => onChange?.(v)}
      />
      <LevelSelect parent={province} value={city} placeholder={t('region.city')} width={width} onChange={(v) => onChange?.(v ?? province)} />
      {levels === 3 && <LevelSelect parent={city} value={county} placeholder={t('region.county')} width={width} onChange={(v) => onChange?.(v ?? city)} />}
    </Space.Compact>
  );
}

function LevelName({ parent, code }: { parent: string; code?: string }) {
  const { items } = useDictItems(code ? REGION_DICT : undefined, parent);
  if (!code) return null;
  return <>{items.find((i) => i.value === code)?.label ?? code}</>;
}

/** A region code shown as its names (省 市 区), 全国 for 100000. */
export function RegionText({ code }: { code?: string | null }) {
  const t = useT();
  if (code === NATIONAL_REGION) return <>{t('region.national')}</>;
  const { province, city, county } = regionLevels(code);
  if (!province) return <>{code || '-'}</>;
  return (
    <Space size={4}>
      <LevelName parent="" code={province} />
      {city && <LevelName parent={province} code={city} />}
      {city && county && <LevelName parent={city} code={county} />}
    </Space>
  );
}
