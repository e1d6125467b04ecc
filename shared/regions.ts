import { areaList } from '@vant/area-data';
import { NATIONAL_REGION } from './regionCodes';

/**
 * China's administrative divisions by GB/T 2260 code (from @vant/area-data, kept up to date with the
 * Ministry of Civil Affairs' list); the code arithmetic is in regionCodes.ts.
 */

export type Region = { id: string; name: string };

const toList = (record: Record<string, string>): Region[] => Object.entries(record).map(([id, name]) => ({ id, name }));
const provinces = toList(areaList.province_list);
const cities = toList(areaList.city_list);
const counties = toList(areaList.county_list ?? {});

export const listProvinces = (): Region[] => provinces;

/** Cities of a province (their codes share its first two digits), or null for an unknown province. */
export function listCities(provinceId: string): Region[] | null {
  if (!areaList.province_list[provinceId]) return null;
  return cities.filter((c) => c.id.slice(0, 2) === provinceId.slice(0, 2));
}

/** Counties of a city (their codes share its first four digits), or null for an unknown city. */
export function listCounties(cityId: string): Region[] | null {
  if (!areaList.city_list[cityId]) return null;
  return counties.filter((c) => c.id.slice(0, 4) === cityId.slice(0, 4));
}

/** The name of a province, city or county, 全国 for the national level, null when unknown. */
export function regionName(id: string | null | undefined): string | null {
  if (!id) return null;
  if (id === NATIONAL_REGION) return '全国';
  return areaList.province_list[id] ?? areaList.city_list[id] ?? areaList.county_list?.[id] ?? null;
}
