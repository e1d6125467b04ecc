import { Space } from 'antd';
import { useEffect, useState } from 'react';
import NativeSelect from '@/components/NativeSelect';
import { queryCity, queryProvince } from '@/services/portal/geographic';
import { useT } from '@/utils/i18n';

type Region = { id: string; name: string };

/** Provinces are asked for once per page load (they never change while it is open). */
let provinces: Promise<Region[]> | undefined;
const loadProvinces = () => {
  provinces ??= queryProvince({ skipErrorHandler: true }).then(
    (res) => res.data,
    (err) => {
      provinces = undefined;
      throw err;
    },
  );
  return provinces;
};

const asOptions = (regions: Region[]) => regions.map((r) => ({ value: r.id, label: r.name }));

/**
 * Province › city for visitors (the public GB/T 2260 table; the dictionary calls need a sign-in), in the browser's
 * own selects. The value is the city code when one is chosen, else the province code.
 */
export default function PublicRegionSelect({ value, onChange }: { value?: string; onChange: (code: string | undefined) => void }) {
  const t = useT();
  const [provinceList, setProvinceList] = useState<Region[]>([]);
  const [cities, setCities] = useState<Region[]>([]);
  const province = value ? `${value.slice(0, 2)}0000` : undefined;
  const city = value && value !== province ? value : undefined;

  useEffect(() => {
    loadProvinces().then(setProvinceList, () => undefined);
  }, []);
  useEffect(() => {
    setCities([]);
    if (!province) return;
    let alive = true;
    queryCity({ province }, { skipErrorHandler: true }).then(
      (res) => alive && setCities(res.data),
      () => undefined, // a province without cities (or a failed call) leaves the city list empty
    );
    return () => {
      alive = false;
    };
  }, [province]);

  // Until the lists arrive, the chosen codes stand for themselves (a select shows only values it has options for).
  const known = (list: Region[], code?: string) => (code && !list.some((r) => r.id === code) ? [...list, { id: code, name: code }] : list);
  return (
    <Space size={8}>
      <NativeSelect
        aria-label={t('policyMarket.filter.province')}
        placeholder={t('policyMarket.filter.allProvinces')}
        style={{ width: 150 }}
        value={province}
        options={asOptions(known(provinceList, province))}
        onChange={onChange}
      />
      <NativeSelect
        aria-label={t('policyMarket.filter.city')}
        placeholder={t('policyMarket.filter.allCities')}
        style={{ width: 150 }}
        disabled={!province}
        value={city}
        options={asOptions(known(cities, city))}
        onChange={(code) => onChange(code ?? province)}
      />
    </Space>
  );
}
