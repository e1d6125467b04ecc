import { Select, Space } from 'antd';
import { DictSelect, useDictItems } from '@/components/Dict';
import { useT } from '@/utils/i18n';
import { REGION_DICT } from '../types';
import { regionLevels } from '@shared/regionCodes';

/**
 * Province › city › county from the `region` dictionary, each list loaded only once its parent is
 * chosen (the dictionary holds every county of China). The value is the most precise code chosen.
 */
export function RegionSelect({ value, onChange }: { value?: string | null; onChange?: (code: string | undefined) => void }) {
  const t = useT();
  const { province, city, county } = regionLevels(value);
  const placeholder = (level: string) => t(`company.region.${level}`);
  const idle = (level: string) => <Select disabled placeholder={placeholder(level)} style={{ width: '33%' }} />;
  return (
    <Space.Compact block>
      <DictSelect name={REGION_DICT} parentValue="" allowClear value={province} placeholder={placeholder('province')} style={{ width: '33%' }} onChange={(v) => onChange?.(v)} />
      {province ? (
        <DictSelect name={REGION_DICT} parentValue={province} allowClear value={city} placeholder={placeholder('city')} style={{ width: '33%' }} onChange={(v) => onChange?.(v ?? province)} />
      ) : (
        idle('city')
      )}
      {city ? (
        <DictSelect name={REGION_DICT} parentValue={city} allowClear value={county} placeholder={placeholder('county')} style={{ width: '34%' }} onChange={(v) => onChange?.(v ?? city)} />
      ) : (
        idle('county')
      )}
    </Space.Compact>
  );
}

function Level({ parent, code }: { parent: string; code?: string }) {
  const { items } = useDictItems(code ? REGION_DICT : undefined, parent);
  if (!code) return null;
  return <>{items.find((i) => i.value === code)?.label ?? code}</>;
}

/** A region code shown as 省 市 区 names. */
export function RegionText({ code }: { code?: string | null }) {
  const { province, city, county } = regionLevels(code);
  if (!province) return <>{code || '-'}</>;
  return (
    <Space size={4}>
      <Level parent="" code={province} />
      <Level parent={province} code={city} />
      {city && <Level parent={city} code={county} />}
    </Space>
  );
}
