import { parseIndustryCode } from './industryCodes';

/**
 * GB/T 4754-2017 names: every section (门类) and the divisions (大类) a technology park's tenants come from.
 * One list for the industry dictionary the server seeds and for the public match form (visitors cannot
 * read the admin dictionaries).
 */
export const industrySectionNames: [code: string, name: string][] = [
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
  ['T', '国际组织'],
];

export const industryDivisionNames: [section: string, code: string, name: string][] = [
  ['C', '13', '农副食品加工业'],
  ['C', '14', '食品制造业'],
  ['C', '15', '酒、饮料和精制茶制造业'],
  ['C', '17', '纺织业'],
  ['C', '18', '纺织服装、服饰业'],
  ['C', '21', '家具制造业'],
  ['C', '22', '造纸和纸制品业'],
  ['C', '23', '印刷和记录媒介复制业'],
  ['C', '24', '文教、工美、体育和娱乐用品制造业'],
  ['C', '26', '化学原料和化学制品制造业'],
  ['C', '27', '医药制造业'],
  ['C', '28', '化学纤维制造业'],
  ['C', '29', '橡胶和塑料制品业'],
  ['C', '30', '非金属矿物制品业'],
  ['C', '31', '黑色金属冶炼和压延加工业'],
  ['C', '32', '有色金属冶炼和压延加工业'],
  ['C', '33', '金属制品业'],
  ['C', '34', '通用设备制造业'],
  ['C', '35', '专用设备制造业'],
  ['C', '36', '汽车制造业'],
  ['C', '37', '铁路、船舶、航空航天和其他运输设备制造业'],
  ['C', '38', '电气机械和器材制造业'],
  ['C', '39', '计算机、通信和其他电子设备制造业'],
  ['C', '40', '仪器仪表制造业'],
  ['C', '41', '其他制造业'],
  ['C', '42', '废弃资源综合利用业'],
  ['C', '43', '金属制品、机械和设备修理业'],
  ['D', '44', '电力、热力生产和供应业'],
  ['D', '45', '燃气生产和供应业'],
  ['D', '46', '水的生产和供应业'],
  ['E', '47', '房屋建筑业'],
  ['E', '48', '土木工程建筑业'],
  ['E', '49', '建筑安装业'],
  ['E', '50', '建筑装饰、装修和其他建筑业'],
  ['F', '51', '批发业'],
  ['F', '52', '零售业'],
  ['G', '54', '道路运输业'],
  ['G', '58', '多式联运和运输代理业'],
  ['G', '59', '装卸搬运和仓储业'],
  ['G', '60', '邮政业'],
  ['I', '63', '电信、广播电视和卫星传输服务'],
  ['I', '64', '互联网和相关服务'],
  ['I', '65', '软件和信息技术服务业'],
  ['J', '66', '货币金融服务'],
  ['J', '67', '资本市场服务'],
  ['J', '68', '保险业'],
  ['J', '69', '其他金融业'],
  ['L', '71', '租赁业'],
  ['L', '72', '商务服务业'],
  ['M', '73', '研究和试验发展'],
  ['M', '74', '专业技术服务业'],
  ['M', '75', '科技推广和应用服务业'],
  ['N', '77', '生态保护和环境治理业'],
  ['P', '83', '教育'],
  ['Q', '84', '卫生'],
];

const sectionNames = new Map(industrySectionNames);
const divisionNames = new Map(industryDivisionNames.map(([, code, name]) => [code, name]));

/** The name of a GB/T 4754 code: its division (大类) when this list has it, else its section (门类); null for no code. */
export function industryNameOf(code: string | null | undefined): string | null {
  const parsed = parseIndustryCode(code);
  if (!parsed) return null;
  return (parsed.digits && divisionNames.get(parsed.digits.slice(0, 2))) || sectionNames.get(parsed.section) || null;
}
