import { areaList } from '@vant/area-data';

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

export const industrySections: [string, string][] = [
  ['A', '农、林、牧、渔业'],
  ['B', '采矿业'],
  ['C', '制造业'],
  ['D', '电力、热力、燃气及水生产和供应业'],
  ['E', '建筑业'],
  ['F', '批发和零售业'],
  ['G', '交通运输、仓储和邮政业'],
  ['H', '住宿和餐饮业'],
  ['I', '信息传输、软件和信息技术服务业'],
  ['J', '金融业'],
  ['K', '房地产业'],
  ['L', '租赁和商务服务业'],
  ['M', '科学研究和技术服务业'],
  ['N', '水利、环境和公共设施管理业'],
  ['O', '居民服务、修理和其他服务业'],
  ['P', '教育'],
  ['Q', '卫生和社会工作'],
  ['R', '文化、体育和娱乐业'],
  ['S', '公共管理、社会保障和社会组织'],
];

/** Divisions (大类) by their official names; any other valid code can be typed. */
export const industryDivisions: [string, string][] = [
  ['13', '农副食品加工业'], ['14', '食品制造业'], ['17', '纺织业'], ['22', '造纸和纸制品业'], ['26', '化学原料和化学制品制造业'],
  ['27', '医药制造业'], ['29', '橡胶和塑料制品业'], ['30', '非金属矿物制品业'], ['33', '金属制品业'], ['34', '通用设备制造业'],
  ['35', '专用设备制造业'], ['36', '汽车制造业'], ['37', '铁路、船舶、航空航天和其他运输设备制造业'], ['38', '电气机械和器材制造业'],
  ['39', '计算机、通信和其他电子设备制造业'], ['40', '仪器仪表制造业'], ['44', '电力、热力生产和供应业'], ['51', '批发业'], ['52', '零售业'],
  ['59', '装卸搬运和仓储业'], ['63', '电信、广播电视和卫星传输服务'], ['64', '互联网和相关服务'], ['65', '软件和信息技术服务业'],
  ['72', '商务服务业'], ['73', '研究和试验发展'], ['74', '专业技术服务业'], ['75', '科技推广和应用服务业'], ['77', '生态保护和环境治理业'],
  ['83', '教育'], ['84', '卫生'],
];

export const industryOptions = [...industryDivisions, ...industrySections].map(([value, label]) => ({ value, label: `${value} ${label}` }));

export const scales = ['large', 'medium', 'small', 'micro'] as const;
export const entityTypes = ['enterprise', 'individual', 'institution', 'social_org'] as const;
export const qualifications = ['high_tech', 'tech_sme', 'specialized', 'little_giant'] as const;
