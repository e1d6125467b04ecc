import { industryDivisionNames, industrySectionNames } from '@shared/industryNames';
import { regionLevels } from '@shared/regionCodes';
import { listCities, listCounties, listProvinces, type Region } from '@shared/regions';

/**
 * Choices of the match form that a visitor (not signed in, so without the admin dictionaries) needs:
 * GB/T 2260 regions as a cascader and the GB/T 4754-2017 sections and divisions a park's tenants come from.
 */

export type RegionOption = { value: string; label: string; children?: RegionOption[] };

let regionTree: RegionOption[] | undefined;
/** Province → city → county, built once from the region table the server names regions with. */
export function regionOptions(): RegionOption[] {
  if (regionTree) return regionTree;
  const option = ({ id, name }: Region): RegionOption => ({ value: id, label: name });
  regionTree = listProvinces().map((province) => ({
    ...option(province),
    children: (listCities(province.id) ?? []).map((city) => {
      const children = (listCounties(city.id) ?? []).map(option);
      return { ...option(city), ...(children.length ? { children } : {}) };
    }),
  }));
  return regionTree;
}

/** The cascader path of a code: 320571 → [320000, 320500, 320571]. */
export function regionPath(code: string | null | undefined): string[] | undefined {
  const { province, city, county } = regionLevels(code);
  if (!province) return undefined;
  return [province, city, county].filter((c): c is string => !!c);
}

/** Divisions by their official names, then the sections; any other valid code can be typed. */
export const industryOptions = [...industryDivisionNames.map(([, code, name]) => [code, name]), ...industrySectionNames].map(([value, label]) => ({
  value,
  label: `${value} ${label}`,
}));

export const scales = ['large', 'medium', 'small', 'micro'] as const;
export const entityTypes = ['enterprise', 'individual', 'institution', 'social_org'] as const;
export const qualifications = ['high_tech', 'tech_sme', 'specialized', 'little_giant'] as const;
