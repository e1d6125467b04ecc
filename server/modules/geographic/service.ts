import { areaList } from '@vant/area-data';

/**
 * Provinces, cities and counties of China by GB/T 2260 code, from @vant/area-data (the region table
 * Vant's address pickers use, kept up to date with the Ministry of Civil Affairs' list).
 */
type Region = { id: string; name: string };

const toList = (record: Record<string, string>): Region[] => Object.entries(record).map(([id, name]) => ({ id, name }));

const provinces = toList(areaList.province_list);
const cities = toList(areaList.city_list);
const counties = toList(areaList.county_list ?? {});

export function listProvinces(): Region[] {
  return provinces;
}

/** Cities of a province: their codes share the province's first two digits. */
export function listCities(provinceId: string): Region[] | null {
  if (!areaList.province_list[provinceId]) return null;
  return cities.filter((c) => c.id.slice(0, 2) === provinceId.slice(0, 2));
}

export function listCounties(cityId: string): Region[] | null {
  if (!areaList.city_list[cityId]) return null;
  return counties.filter((c) => c.id.slice(0, 4) === cityId.slice(0, 4));
}

export function regionName(id: string | null | undefined): string | null {
  if (!id) return null;
  return areaList.province_list[id] ?? areaList.city_list[id] ?? areaList.county_list?.[id] ?? null;
}
