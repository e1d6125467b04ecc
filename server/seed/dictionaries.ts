import { listCities, listCounties, listProvinces } from '@shared/regions';
import { industryDivisionNames, industrySectionNames } from '@shared/industryNames';

/**
 * The dictionaries the other areas use, from docs/domain and the national standards they cite.
 * Each item: [value, label, tag colour?]. Seeded once; admins edit them in the dictionary area.
 */
type Item = [value: string, label: string, color?: string, parentValue?: string];
export type DictSeed = { name: string; title: string; remark?: string; items: Item[] };

function regionItems(): Item[] {
  const items: Item[] = [];
  for (const province of listProvinces()) {
    items.push([province.id, province.name]);
    for (const city of listCities(province.id) ?? []) {
      items.push([city.id, city.name, undefined, province.id]);
      for (const county of listCounties(city.id) ?? []) items.push([county.id, county.name, undefined, city.id]);
    }
  }
  return items;
}

export function dictionarySeeds(): DictSeed[] {
  return [
    {
      name: 'unit_usage',
      title: '房源用途',
      items: [
        ['office', '办公', 'blue'],
        ['workshop', '厂房', 'geekblue'],
        ['storage', '仓储', 'cyan'],
        ['retail', '商铺', 'orange'],
        ['showroom', '展厅', 'purple'],
        ['meeting_room', '会议室', 'gold'],
        ['housing', '公寓', 'green'],
      ],
    },
    {
      name: 'rental_status',
      title: '租赁状态',
      items: [
        ['available', '待租', 'green'],
        ['locked', '锁定', 'orange'],
        ['leased', '已租', 'blue'],
        ['expiring', '即将到期', 'gold'],
        ['under_repair', '维修中', 'volcano'],
        ['self_use', '自用', 'purple'],
        ['sold', '已售', 'default'],
      ],
    },
    {
      name: 'fitout_status',
      title: '装修状态',
      items: [
        ['bare', '毛坯', 'default'],
        ['basic', '简装', 'cyan'],
        ['full', '精装', 'blue'],
      ],
    },
    {
      name: 'poi_kind',
      title: '兴趣点类型',
      remark: '园区地图的兴趣点（大门、食堂、停车场、变电站…）',
      items: [
        ['gate', '大门', 'blue'],
        ['canteen', '食堂', 'orange'],
        ['parking', '停车场', 'geekblue'],
        ['substation', '变电站', 'volcano'],
        ['bus_stop', '公交站', 'cyan'],
        ['fire_station', '消防站', 'red'],
        ['charging', '充电站', 'green'],
        ['service_center', '服务中心', 'purple'],
        ['apartment', '人才公寓', 'gold'],
        ['green_space', '绿地广场', 'lime'],
        ['other', '其他', 'default'],
      ],
    },
    {
      name: 'clue_stage',
      title: '线索阶段',
      items: [
        ['new', '新线索', 'blue'],
        ['initial_contact', '初步接洽', 'cyan'],
        ['viewing_booked', '预约看房', 'geekblue'],
        ['viewed', '已看房', 'purple'],
        ['quoted', '已报价', 'gold'],
        ['negotiating', '洽谈中', 'orange'],
        ['contract_intent', '意向签约', 'lime'],
        ['signed', '已签约', 'green'],
        ['moved_in', '已入驻', 'green'],
        ['on_hold', '暂缓', 'default'],
        ['invalid', '无效', 'default'],
        ['lost', '流失', 'red'],
      ],
    },
    {
      name: 'lost_reason',
      title: '流失原因',
      items: [
        ['price', '价格因素'],
        ['location', '区位因素'],
        ['area_mismatch', '面积不符'],
        ['industry_fit', '产业不匹配'],
        ['competitor', '选择竞品园区'],
        ['no_response', '长期无回应'],
      ],
    },
    {
      name: 'invalid_reason',
      title: '无效原因',
      items: [
        ['duplicate', '重复线索'],
        ['wrong_contact', '联系方式错误'],
        ['no_demand', '无实际需求'],
        ['advertising', '推销/广告'],
        ['out_of_scope', '不符合园区定位'],
      ],
    },
    {
      name: 'clue_source',
      title: '线索来源',
      items: [
        ['manual', '手工录入'],
        ['channel_agent', '渠道中介'],
        ['walk_in', '上门来访'],
        ['referral', '客户转介绍'],
        ['online', '线上推广'],
        ['government', '政府推荐'],
      ],
    },
    {
      name: 'intention_level',
      title: '意向等级',
      items: [
        ['A', 'A 高意向', 'red'],
        ['B', 'B 中意向', 'orange'],
        ['C', 'C 低意向', 'default'],
      ],
    },
    {
      name: 'followup_method',
      title: '跟进方式',
      items: [
        ['phone', '电话'],
        ['wechat', '微信'],
        ['email', '邮件'],
        ['visit', '上门拜访'],
        ['meeting', '会谈'],
      ],
    },
    {
      name: 'company_status',
      title: '企业状态',
      items: [
        ['pending', '待入驻', 'gold'],
        ['active', '在园', 'green'],
        ['moved_out', '已迁出', 'default'],
        ['suspended', '暂停', 'orange'],
        ['blacklisted', '黑名单', 'red'],
      ],
    },
    {
      name: 'enterprise_scale',
      title: '企业规模',
      remark: '统计上大中小微型企业划分办法（2017）',
      items: [
        ['large', '大型'],
        ['medium', '中型'],
        ['small', '小型'],
        ['micro', '微型'],
      ],
    },
    {
      name: 'qualification',
      title: '企业资质',
      items: [
        ['high_tech', '高新技术企业', 'blue'],
        ['tech_sme', '科技型中小企业', 'cyan'],
        ['specialized', '专精特新中小企业', 'purple'],
        ['little_giant', '专精特新“小巨人”企业', 'magenta'],
      ],
    },
    {
      name: 'policy_level',
      title: '政策级别',
      items: [
        ['national', '国家级', 'red'],
        ['provincial', '省级', 'orange'],
        ['city', '市级', 'blue'],
        ['district', '区级', 'green'],
      ],
    },
    {
      name: 'support_type',
      title: '支持方式',
      items: [
        ['subsidy', '资金补贴', 'gold'],
        ['tax', '税收优惠', 'green'],
        ['finance', '贷款融资', 'blue'],
        ['talent', '人才支持', 'purple'],
        ['platform', '平台载体', 'cyan'],
        ['honour', '荣誉资质', 'magenta'],
      ],
    },
    {
      name: 'org_type',
      title: '组织类型',
      items: [
        ['operator', '园区运营方', 'blue'],
        ['government', '政府部门', 'red'],
        ['association', '行业协会', 'purple'],
        ['service', '服务机构', 'green'],
      ],
    },
    {
      name: 'industry',
      title: '国民经济行业分类',
      remark: 'GB/T 4754-2017：门类与园区常见大类',
      items: [...industrySectionNames, ...industryDivisionNames.map(([section, code, label]): Item => [code, label, undefined, section])],
    },
    { name: 'region', title: '行政区划', remark: 'GB/T 2260：省、市、区县', items: regionItems() },
  ];
}
