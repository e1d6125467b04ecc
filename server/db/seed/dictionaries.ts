import { areaList } from '@vant/area-data';

/**
 * The dictionaries the other areas use, from ../shared/domain and the national standards they cite.
 * Each item: [value, label, tag colour?]. Seeded once; admins edit them in the dictionary area.
 */
type Item = [value: string, label: string, color?: string, parentValue?: string];
export type DictSeed = { name: string; title: string; remark?: string; items: Item[] };

const industrySections: Item[] = [
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

/** Divisions (大类) of the sections a technology park's tenants come from. */
const industryDivisions: [string, string, string][] = [
  ['C', '13', '农副食品加工业'], ['C', '14', '食品制造业'], ['C', '15', '酒、饮料和精制茶制造业'], ['C', '17', '纺织业'],
  ['C', '18', '纺织服装、服饰业'], ['C', '21', '家具制造业'], ['C', '22', '造纸和纸制品业'], ['C', '23', '印刷和记录媒介复制业'],
  ['C', '24', '文教、工美、体育和娱乐用品制造业'], ['C', '26', '化学原料和化学制品制造业'], ['C', '27', '医药制造业'],
  ['C', '28', '化学纤维制造业'], ['C', '29', '橡胶和塑料制品业'], ['C', '30', '非金属矿物制品业'], ['C', '31', '黑色金属冶炼和压延加工业'],
  ['C', '32', '有色金属冶炼和压延加工业'], ['C', '33', '金属制品业'], ['C', '34', '通用设备制造业'], ['C', '35', '专用设备制造业'],
  ['C', '36', '汽车制造业'], ['C', '37', '铁路、船舶、航空航天和其他运输设备制造业'], ['C', '38', '电气机械和器材制造业'],
  ['C', '39', '计算机、通信和其他电子设备制造业'], ['C', '40', '仪器仪表制造业'], ['C', '41', '其他制造业'],
  ['C', '42', '废弃资源综合利用业'], ['C', '43', '金属制品、机械和设备修理业'],
  ['D', '44', '电力、热力生产和供应业'], ['D', '45', '燃气生产和供应业'], ['D', '46', '水的生产和供应业'],
  ['E', '47', '房屋建筑业'], ['E', '48', '土木工程建筑业'], ['E', '49', '建筑安装业'], ['E', '50', '建筑装饰、装修和其他建筑业'],
  ['F', '51', '批发业'], ['F', '52', '零售业'],
  ['G', '54', '道路运输业'], ['G', '58', '多式联运和运输代理业'], ['G', '59', '装卸搬运和仓储业'], ['G', '60', '邮政业'],
  ['I', '63', '电信、广播电视和卫星传输服务'], ['I', '64', '互联网和相关服务'], ['I', '65', '软件和信息技术服务业'],
  ['J', '66', '货币金融服务'], ['J', '67', '资本市场服务'], ['J', '68', '保险业'], ['J', '69', '其他金融业'],
  ['L', '71', '租赁业'], ['L', '72', '商务服务业'],
  ['M', '73', '研究和试验发展'], ['M', '74', '专业技术服务业'], ['M', '75', '科技推广和应用服务业'],
];

function regionItems(): Item[] {
  const provinces = Object.entries(areaList.province_list).map(([code, name]): Item => [code, name]);
  const cities = Object.entries(areaList.city_list).map(([code, name]): Item => [code, name, undefined, `${code.slice(0, 2)}0000`]);
  const counties = Object.entries(areaList.county_list ?? {}).map(([code, name]): Item => [code, name, undefined, `${code.slice(0, 4)}00`]);
  return [...provinces, ...cities, ...counties];
}

export function dictionarySeeds(): DictSeed[] {
  return [
    {
      name: 'unit_usage',
      title: '房源用途',
      items: [['office', '办公', 'blue'], ['workshop', '厂房', 'geekblue'], ['storage', '仓储', 'cyan'], ['retail', '商铺', 'orange'], ['showroom', '展厅', 'purple'], ['meeting_room', '会议室', 'gold'], ['housing', '公寓', 'green']],
    },
    {
      name: 'rental_status',
      title: '租赁状态',
      items: [['available', '待租', 'green'], ['locked', '锁定', 'orange'], ['leased', '已租', 'blue'], ['expiring', '即将到期', 'gold'], ['under_repair', '维修中', 'volcano'], ['self_use', '自用', 'purple'], ['sold', '已售', 'default']],
    },
    { name: 'fitout_status', title: '装修状态', items: [['bare', '毛坯', 'default'], ['basic', '简装', 'cyan'], ['full', '精装', 'blue']] },
    {
      name: 'clue_stage',
      title: '线索阶段',
      items: [
        ['new', '新线索', 'blue'], ['initial_contact', '初步接洽', 'cyan'], ['viewing_booked', '预约看房', 'geekblue'], ['viewed', '已看房', 'purple'],
        ['quoted', '已报价', 'gold'], ['negotiating', '洽谈中', 'orange'], ['contract_intent', '意向签约', 'lime'], ['signed', '已签约', 'green'],
        ['moved_in', '已入驻', 'green'], ['on_hold', '暂缓', 'default'], ['invalid', '无效', 'default'], ['lost', '流失', 'red'],
      ],
    },
    {
      name: 'lost_reason',
      title: '流失原因',
      items: [['price', '价格因素'], ['location', '区位因素'], ['area_mismatch', '面积不符'], ['industry_fit', '产业不匹配'], ['competitor', '选择竞品园区'], ['no_response', '长期无回应']],
    },
    {
      name: 'clue_source',
      title: '线索来源',
      items: [['manual', '手工录入'], ['channel_agent', '渠道中介'], ['walk_in', '上门来访'], ['referral', '客户转介绍'], ['online', '线上推广'], ['government', '政府推荐']],
    },
    { name: 'intention_level', title: '意向等级', items: [['A', 'A 高意向', 'red'], ['B', 'B 中意向', 'orange'], ['C', 'C 低意向', 'default']] },
    { name: 'followup_method', title: '跟进方式', items: [['phone', '电话'], ['wechat', '微信'], ['email', '邮件'], ['visit', '上门拜访'], ['meeting', '会谈']] },
    {
      name: 'company_status',
      title: '企业状态',
      items: [['pending', '待入驻', 'gold'], ['active', '在园', 'green'], ['moved_out', '已迁出', 'default'], ['suspended', '暂停', 'orange'], ['blacklisted', '黑名单', 'red']],
    },
    { name: 'enterprise_scale', title: '企业规模', remark: '统计上大中小微型企业划分办法（2017）', items: [['large', '大型'], ['medium', '中型'], ['small', '小型'], ['micro', '微型']] },
    {
      name: 'qualification',
      title: '企业资质',
      items: [['high_tech', '高新技术企业', 'blue'], ['tech_sme', '科技型中小企业', 'cyan'], ['specialized', '专精特新中小企业', 'purple'], ['little_giant', '专精特新“小巨人”企业', 'magenta']],
    },
    { name: 'policy_level', title: '政策级别', items: [['national', '国家级', 'red'], ['provincial', '省级', 'orange'], ['city', '市级', 'blue'], ['district', '区级', 'green']] },
    {
      name: 'support_type',
      title: '支持方式',
      items: [['subsidy', '资金补贴', 'gold'], ['tax', '税收优惠', 'green'], ['finance', '贷款融资', 'blue'], ['talent', '人才支持', 'purple'], ['platform', '平台载体', 'cyan'], ['honour', '荣誉资质', 'magenta']],
    },
    { name: 'org_type', title: '组织类型', items: [['operator', '园区运营方', 'blue'], ['government', '政府部门', 'red'], ['association', '行业协会', 'purple'], ['service', '服务机构', 'green']] },
    {
      name: 'industry',
      title: '国民经济行业分类',
      remark: 'GB/T 4754-2017：门类与园区常见大类',
      items: [...industrySections, ...industryDivisions.map(([section, code, label]): Item => [code, label, undefined, section])],
    },
    { name: 'region', title: '行政区划', remark: 'GB/T 2260：省、市、区县', items: regionItems() },
  ];
}
