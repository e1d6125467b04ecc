import { areaList } from '@vant/area-data';
import { industryDivisionNames, industrySectionNames } from '@/domain/industryNames';

/**
 * Choices of the match form that a visitor (not signed in, so without the admin dictionaries) needs:
 * GB/T 2260 regions as a cascader and the GB/T 4754-2017 sections and divisions a park's tenants come from.
 */

export type RegionOption = { value: string; label: string; children?: RegionOption[] };

let regionTree: RegionOption[] | undefined;
/** Province → city → county, built once from @vant/area-data (the server's region names come from it too). */
export function regionOptions(): RegionOption[] {
  if (regionTree) return regionTree;
  const counties = Object.entries(areaList.county_list ?? {});
  const cities = Object.entries(areaList.city_list);
  regionTree = Object.entries(areaList.province_list).map(([code, label]) => ({
    value: code,
    label,
    children: cities
      .filter(([c]) => c.slice(0, 2) === code.slice(0, 2))
      .map(([cityCode, cityLabel]) => {
        const children = counties.filter(([c]) => c.slice(0, 4) === cityCode.slice(0, 4)).map(([c, l]) => ({ value: c, label: l }));
        return { value: cityCode, label: cityLabel, ...(children.length ? { children } : {}) };
      }),
  }));
  return regionTree;
}

/** The cascader path of a code: 320571 → [320000, 320500, 320571]. */
export function regionPath(code: string | null | undefined): string[] | undefined {
  if (!code || !/^\d{6}$/.test(code)) return undefined;
  const province = `${code.slice(0, 2)}0000`;
  const city = `${code.slice(0, 4)}00`;
  if (code === province) return [province];
  if (code === city) return [province, city];
  return [province, city, code];
}

/** Divisions by their official names, then the sections; any other valid code can be typed. */
export const industryOptions = [...industryDivisionNames.map(([, code, name]) => [code, name]), ...industrySectionNames].map(([value, label]) => ({ value, label: `${value} ${label}` }));

export const scales = ['large', 'medium', 'small', 'micro'] as const;
export const entityTypes = ['enterprise', 'individual', 'institution', 'social_org'] as const;
export const qualifications = ['high_tech', 'tech_sme', 'specialized', 'little_giant'] as const;
