import { sql } from 'drizzle-orm';
import type { PolicyRule } from '@shared/policyConditions';
import { htmlToText } from '@shared/sanitizeHtml';
import { searchVectors } from '../modules/policy/text';
import { windowColumns } from '../modules/policy/window';
import type { DbOrTx } from '../db/client';
import { marketOffers, marketProviders, policies, policyDepartments, policyTagLinks, policyTags, type PolicyLevel } from '../db/schema';
import { seededRandom } from './companies';
import { addDays, todayOf, type PolicyWindow } from '@shared/policyWindow';

/**
 * The demo policy library: issuing departments from the State Council ministries down to Suzhou's
 * districts, two-level tags, 330 policies (a few drafts) built from the support programmes such offices
 * really run, windows spread around today (closed, open, closing soon, upcoming, all year, batches),
 * structured rules in the shared conditions model, and the policy market's providers and offers.
 * Deterministic for a given day; runs once on a new park (skipped when departments exist).
 */

export type Dept = {
  name: string;
  level: PolicyLevel;
  regionCode: string;
  short: string;
  docPrefix: string;
  phone: string;
  address: string;
  website: string;
  division: string;
};

export const demoDepartments: Dept[] = [
  {
    name: '工业和信息化部',
    level: 'national',
    regionCode: '100000',
    short: '',
    docPrefix: '工信部规',
    phone: '010-68205114',
    address: '北京市西城区西长安街13号',
    website: 'https://www.miit.gov.cn',
    division: '中小企业局',
  },
  {
    name: '科学技术部',
    level: 'national',
    regionCode: '100000',
    short: '',
    docPrefix: '国科发区',
    phone: '010-58881800',
    address: '北京市海淀区复兴路乙15号',
    website: 'https://www.most.gov.cn',
    division: '成果转化与区域创新司',
  },
  {
    name: '财政部',
    level: 'national',
    regionCode: '100000',
    short: '',
    docPrefix: '财税',
    phone: '010-68551114',
    address: '北京市西城区三里河南三巷3号',
    website: 'https://www.mof.gov.cn',
    division: '税政司',
  },
  {
    name: '国家税务总局',
    level: 'national',
    regionCode: '100000',
    short: '',
    docPrefix: '税务总局公告',
    phone: '010-12366',
    address: '北京市海淀区羊坊店西路5号',
    website: 'https://www.chinatax.gov.cn',
    division: '所得税司',
  },
  {
    name: '人力资源和社会保障部',
    level: 'national',
    regionCode: '100000',
    short: '',
    docPrefix: '人社部发',
    phone: '010-84201114',
    address: '北京市东城区和平里中街12号',
    website: 'https://www.mohrss.gov.cn',
    division: '就业促进司',
  },
  {
    name: '国家知识产权局',
    level: 'national',
    regionCode: '100000',
    short: '',
    docPrefix: '国知发运字',
    phone: '010-62083114',
    address: '北京市海淀区蓟门桥西土城路6号',
    website: 'https://www.cnipa.gov.cn',
    division: '知识产权运用促进司',
  },
  {
    name: '江苏省科学技术厅',
    level: 'provincial',
    regionCode: '320000',
    short: '江苏省',
    docPrefix: '苏科规',
    phone: '025-57712345',
    address: '南京市成贤街118号',
    website: 'https://kxjst.jiangsu.gov.cn',
    division: '高新技术处',
  },
  {
    name: '江苏省工业和信息化厅',
    level: 'provincial',
    regionCode: '320000',
    short: '江苏省',
    docPrefix: '苏工信规',
    phone: '025-83350101',
    address: '南京市北京西路69号',
    website: 'https://gxt.jiangsu.gov.cn',
    division: '中小企业处',
  },
  {
    name: '江苏省财政厅',
    level: 'provincial',
    regionCode: '320000',
    short: '江苏省',
    docPrefix: '苏财规',
    phone: '025-83633114',
    address: '南京市北京西路63号',
    website: 'https://czt.jiangsu.gov.cn',
    division: '工贸发展处',
  },
  {
    name: '江苏省人力资源和社会保障厅',
    level: 'provincial',
    regionCode: '320000',
    short: '江苏省',
    docPrefix: '苏人社发',
    phone: '025-12333',
    address: '南京市汉中路90号',
    website: 'https://jshrss.jiangsu.gov.cn',
    division: '就业促进处',
  },
  {
    name: '江苏省商务厅',
    level: 'provincial',
    regionCode: '320000',
    short: '江苏省',
    docPrefix: '苏商贸',
    phone: '025-57710200',
    address: '南京市北京东路29号',
    website: 'https://doc.jiangsu.gov.cn',
    division: '对外贸易处',
  },
  {
    name: '浙江省科学技术厅',
    level: 'provincial',
    regionCode: '330000',
    short: '浙江省',
    docPrefix: '浙科发高',
    phone: '0571-87054000',
    address: '杭州市西湖区环城西路33号',
    website: 'https://kjt.zj.gov.cn',
    division: '高新处',
  },
  {
    name: '上海市经济和信息化委员会',
    level: 'provincial',
    regionCode: '310000',
    short: '上海市',
    docPrefix: '沪经信规',
    phone: '021-23112311',
    address: '上海市黄浦区大沽路100号',
    website: 'https://sheitc.sh.gov.cn',
    division: '中小企业发展服务中心',
  },
  {
    name: '苏州市工业和信息化局',
    level: 'city',
    regionCode: '320500',
    short: '苏州市',
    docPrefix: '苏工信规',
    phone: '0512-68616000',
    address: '苏州市姑苏区三香路998号',
    website: 'https://gxj.suzhou.gov.cn',
    division: '中小企业处',
  },
  {
    name: '苏州市科学技术局',
    level: 'city',
    regionCode: '320500',
    short: '苏州市',
    docPrefix: '苏科规',
    phone: '0512-68616525',
    address: '苏州市姑苏区三香路998号',
    website: 'https://kjj.suzhou.gov.cn',
    division: '高新技术处',
  },
  {
    name: '苏州市财政局',
    level: 'city',
    regionCode: '320500',
    short: '苏州市',
    docPrefix: '苏财规',
    phone: '0512-68616110',
    address: '苏州市姑苏区三香路998号',
    website: 'https://czj.suzhou.gov.cn',
    division: '经济建设处',
  },
  {
    name: '苏州市人力资源和社会保障局',
    level: 'city',
    regionCode: '320500',
    short: '苏州市',
    docPrefix: '苏人保规',
    phone: '0512-12333',
    address: '苏州市姑苏区三香路998号',
    website: 'https://hrss.suzhou.gov.cn',
    division: '就业促进处',
  },
  {
    name: '苏州市市场监督管理局',
    level: 'city',
    regionCode: '320500',
    short: '苏州市',
    docPrefix: '苏市监规',
    phone: '0512-68282100',
    address: '苏州市姑苏区三香路1199号',
    website: 'https://scjgj.suzhou.gov.cn',
    division: '知识产权促进处',
  },
  {
    name: '南京市工业和信息化局',
    level: 'city',
    regionCode: '320100',
    short: '南京市',
    docPrefix: '宁工信规',
    phone: '025-68787000',
    address: '南京市建邺区江东中路265号',
    website: 'https://gxj.nanjing.gov.cn',
    division: '中小企业处',
  },
  {
    name: '苏州工业园区经济发展委员会',
    level: 'district',
    regionCode: '320571',
    short: '苏州工业园区',
    docPrefix: '苏园经',
    phone: '0512-66680000',
    address: '苏州工业园区现代大道999号',
    website: 'https://www.sipac.gov.cn',
    division: '产业发展处',
  },
  {
    name: '苏州工业园区科技创新委员会',
    level: 'district',
    regionCode: '320571',
    short: '苏州工业园区',
    docPrefix: '苏园科',
    phone: '0512-66681890',
    address: '苏州工业园区现代大道999号',
    website: 'https://www.sipac.gov.cn',
    division: '科技发展处',
  },
  {
    name: '苏州高新区经济发展委员会',
    level: 'district',
    regionCode: '320505',
    short: '苏州高新区',
    docPrefix: '苏高新经',
    phone: '0512-68751234',
    address: '苏州高新区狮山路8号',
    website: 'https://www.snd.gov.cn',
    division: '工业经济处',
  },
  {
    name: '苏州市吴中区科学技术局',
    level: 'district',
    regionCode: '320506',
    short: '吴中区',
    docPrefix: '吴科',
    phone: '0512-65251234',
    address: '苏州市吴中区东吴北路99号',
    website: 'https://www.szwz.gov.cn',
    division: '高新技术科',
  },
  {
    name: '苏州市相城区工业和信息化局',
    level: 'district',
    regionCode: '320507',
    short: '相城区',
    docPrefix: '相工信',
    phone: '0512-65781234',
    address: '苏州市相城区元和街道嘉元路1060号',
    website: 'https://www.dszxc.gov.cn',
    division: '企业服务科',
  },
];

/** Big tags with their small tags. */
export const demoTags: { name: string; kind: 'industry' | 'support' | 'theme'; children: string[] }[] = [
  { name: '新一代信息技术', kind: 'industry', children: ['集成电路', '软件和信息服务', '人工智能', '工业互联网'] },
  { name: '生物医药', kind: 'industry', children: ['创新药', '医疗器械'] },
  { name: '高端装备制造', kind: 'industry', children: ['智能制造装备', '首台套'] },
  { name: '新材料', kind: 'industry', children: ['先进基础材料', '前沿新材料'] },
  { name: '新能源', kind: 'industry', children: ['光伏', '储能', '新能源汽车'] },
  { name: '资金补贴', kind: 'support', children: ['研发补助', '奖励', '项目资助'] },
  { name: '税收优惠', kind: 'support', children: ['加计扣除', '所得税减免', '增值税退税'] },
  { name: '金融支持', kind: 'support', children: ['贷款贴息', '风险补偿', '股权投资'] },
  { name: '人才支持', kind: 'support', children: ['领军人才', '技能人才', '就业补贴'] },
  { name: '平台载体', kind: 'support', children: ['研发机构', '孵化载体'] },
  { name: '科技创新', kind: 'theme', children: ['高新技术企业', '科技型中小企业', '研发投入', '成果转化'] },
  { name: '专精特新', kind: 'theme', children: ['专精特新中小企业', '专精特新小巨人'] },
  { name: '数字化转型', kind: 'theme', children: ['智能化改造', '数字化车间'] },
  { name: '绿色低碳', kind: 'theme', children: ['绿色工厂', '节能改造'] },
  { name: '知识产权', kind: 'theme', children: ['专利', '知识产权贯标'] },
  { name: '开放型经济', kind: 'theme', children: ['外贸', '总部经济'] },
  { name: '稳岗就业', kind: 'theme', children: ['稳岗返还', '吸纳就业'] },
];

export type Programme = {
  /** What the programme is called in titles. */
  theme: string;
  /** Title patterns: {r} region short name, {y} year, {t} theme. */
  titles: string[];
  levels: PolicyLevel[];
  /** Which departments run it: a name fragment each. */
  departments: string[];
  supportType: 'subsidy' | 'tax' | 'finance' | 'talent' | 'platform' | 'honour';
  tags: string[];
  amount: [number, number] | null;
  payout?: 'apply' | 'exempt';
  window?: 'all_year';
  summary: string;
  object: string;
  standard: string[];
  rules: Omit<PolicyRule, 'id' | 'hard'>[];
};

const r = (field: PolicyRule['field'], op: PolicyRule['op'], value: PolicyRule['value'], label: string, yearsBack?: number) => ({
  field,
  op,
  value,
  label,
  ...(yearsBack === undefined ? {} : { yearsBack }),
});

export const programmes: Programme[] = [
  {
    theme: '高新技术企业认定奖励',
    titles: ['{r}关于组织申报{y}年度高新技术企业认定奖励资金的通知', '{r}高新技术企业认定奖励实施细则'],
    levels: ['city', 'district'],
    departments: ['科学技术局', '科技创新委员会', '经济发展委员会', '科学技术局'],
    supportType: 'subsidy',
    tags: ['高新技术企业', '奖励'],
    amount: [20, 50],
    summary: '对首次通过高新技术企业认定的企业给予一次性奖励，重新认定的企业给予减半奖励。',
    object: '在本地注册、当年首次或重新通过高新技术企业认定的企业。',
    standard: ['首次认定的高新技术企业给予30万元奖励', '重新认定的高新技术企业给予10万元奖励', '由外地整体迁入的有效期内高新技术企业给予20万元奖励'],
    rules: [r('qualification', 'hasAny', ['high_tech'], '当年通过高新技术企业认定'), r('entityType', 'in', ['enterprise'], '在本地依法注册的企业')],
  },
  {
    theme: '高新技术企业培育库入库',
    titles: ['{r}关于开展{y}年度高新技术企业培育库入库工作的通知', '{r}高新技术企业培育库管理办法'],
    levels: ['provincial', 'city', 'district'],
    departments: ['科学技术厅', '科学技术局', '科技创新委员会'],
    supportType: 'subsidy',
    tags: ['高新技术企业', '研发补助', '科技型中小企业'],
    amount: [10, 30],
    summary: '对入库培育的科技型企业给予研发费用补助，支持其在三年内达到高新技术企业认定条件。',
    object: '注册满一年、具有自主知识产权、研发投入持续增长的科技型中小企业。',
    standard: ['入库企业按上年度研发费用的10%给予补助，最高30万元', '入库后三年内通过高新技术企业认定的，再给予10万元奖励'],
    rules: [
      r('foundedYears', 'gte', 1, '注册成立满一年'),
      r('rdRatio', 'gte', 3, '上一年度研发费用占营业收入比例不低于3%', 1),
      r('ipTotal', 'gte', 1, '拥有至少1项自主知识产权'),
      r('techStaffRatio', 'gte', 10, '科技人员占职工总数比例不低于10%', 1),
    ],
  },
  {
    theme: '专精特新中小企业认定',
    titles: ['{r}关于开展{y}年专精特新中小企业认定工作的通知', '{r}优质中小企业梯度培育管理实施细则'],
    levels: ['national', 'provincial'],
    departments: ['工业和信息化部', '工业和信息化厅', '经济和信息化委员会'],
    supportType: 'honour',
    tags: ['专精特新中小企业', '奖励'],
    amount: null,
    summary: '对专业化、精细化、特色化、新颖化发展的中小企业开展认定，认定有效期三年，享受梯度培育支持。',
    object: '符合《中小企业划型标准规定》、从事特定细分市场2年以上的中小企业。',
    standard: ['认定为专精特新中小企业，有效期三年', '优先推荐申报专精特新“小巨人”企业', '纳入优质中小企业梯度培育库'],
    rules: [
      r('scale', 'in', ['medium', 'small', 'micro'], '属于中小企业'),
      r('foundedYears', 'gte', 2, '从事特定细分市场时间达到2年以上'),
      r('rdRatio', 'gte', 3, '上一年度研发费用总额占营业收入总额比重不低于3%', 1),
      r('revenue', 'gte', 1000, '上一年度营业收入总额不低于1000万元', 1),
    ],
  },
  {
    theme: '专精特新“小巨人”企业奖励',
    titles: ['{r}对国家级专精特新“小巨人”企业给予奖励的实施办法', '{r}关于兑现{y}年度专精特新“小巨人”企业奖励的通知'],
    levels: ['city', 'district'],
    departments: ['工业和信息化局', '经济发展委员会', '工业和信息化局'],
    supportType: 'subsidy',
    tags: ['专精特新小巨人', '奖励'],
    amount: [50, 100],
    summary: '对新认定的国家级专精特新“小巨人”企业给予一次性奖励，支持企业做精主业、持续创新。',
    object: '新认定为国家级专精特新“小巨人”的企业。',
    standard: ['新认定的国家级专精特新“小巨人”企业给予50万元奖励', '获评国家重点“小巨人”企业的再给予50万元奖励'],
    rules: [r('qualification', 'hasAny', ['little_giant'], '获评国家级专精特新“小巨人”企业')],
  },
  {
    theme: '研发费用加计扣除',
    titles: ['关于进一步完善研发费用税前加计扣除政策的公告', '关于{y}年研发费用加计扣除政策执行口径的公告'],
    levels: ['national'],
    departments: ['财政部', '国家税务总局'],
    supportType: 'tax',
    tags: ['加计扣除', '研发投入'],
    amount: null,
    window: 'all_year',
    summary: '企业开展研发活动中实际发生的研发费用，未形成无形资产的，在按规定据实扣除的基础上，再按照实际发生额的100%在税前加计扣除。',
    object: '会计核算健全、实行查账征收并能够准确归集研发费用的居民企业。',
    standard: ['未形成无形资产的研发费用，按实际发生额的100%加计扣除', '形成无形资产的，按照无形资产成本的200%在税前摊销'],
    rules: [r('entityType', 'in', ['enterprise'], '会计核算健全、实行查账征收的居民企业'), r('rdSpend', 'gt', 0, '上一年度发生研发费用', 1)],
  },
  {
    theme: '科技型中小企业评价',
    titles: ['{r}关于做好{y}年科技型中小企业评价工作的通知', '{r}科技型中小企业评价办法'],
    levels: ['national', 'provincial'],
    departments: ['科学技术部', '科学技术厅'],
    supportType: 'honour',
    tags: ['科技型中小企业', '加计扣除'],
    amount: null,
    window: 'all_year',
    summary: '科技型中小企业常年自主评价、按批次入库，入库企业可享受研发费用加计扣除等政策。',
    object: '职工总数不超过500人、年销售收入不超过2亿元、资产总额不超过2亿元的科技型企业。',
    standard: ['入库登记编号作为享受相关政策的依据', '评价结果有效期至下一年度'],
    rules: [
      r('staff', 'lte', 500, '职工总数不超过500人', 1),
      r('revenue', 'lte', 20000, '年销售收入不超过2亿元', 1),
      r('techStaffRatio', 'gte', 10, '科技人员占职工总数比例不低于10%', 1),
    ],
  },
  {
    theme: '企业研发投入奖补',
    titles: ['{r}关于申报{y}年度企业研发投入奖补资金的通知', '{r}企业研发投入后补助实施细则'],
    levels: ['city', 'district'],
    departments: ['科学技术局', '科技创新委员会', '财政局'],
    supportType: 'subsidy',
    tags: ['研发投入', '研发补助'],
    amount: [50, 300],
    summary: '按企业上年度研发费用增量给予奖补，引导企业持续加大研发投入。',
    object: '上年度研发费用不低于500万元且同比增长的规模以上企业。',
    standard: ['按上年度研发费用增量的10%给予奖补，最高300万元', '研发费用占营业收入比例超过6%的，奖补比例提高至12%'],
    rules: [
      r('rdSpend', 'gte', 500, '上一年度研发费用不低于500万元', 1),
      r('rdRatio', 'gte', 4, '上一年度研发费用占营业收入比例不低于4%', 1),
      r('revenue', 'gte', 2000, '上一年度营业收入不低于2000万元', 1),
    ],
  },
  {
    theme: '智能化改造和数字化转型项目',
    titles: ['{r}关于组织申报{y}年度智能化改造和数字化转型项目的通知', '{r}推进制造业智能化改造和数字化转型若干措施'],
    levels: ['provincial', 'city', 'district'],
    departments: ['工业和信息化厅', '工业和信息化局', '经济发展委员会'],
    supportType: 'subsidy',
    tags: ['智能化改造', '数字化车间', '工业互联网'],
    amount: [100, 800],
    summary: '对实施智能化改造、数字化转型的工业企业，按设备和软件投入给予补助。',
    object: '在本地注册的规模以上工业企业，项目设备及软件投入不低于500万元。',
    standard: ['按项目设备和软件投入的10%给予补助，最高800万元', '获评省级智能制造示范工厂的给予100万元奖励'],
    rules: [r('industry', 'in', ['C'], '属于制造业企业'), r('revenue', 'gte', 2000, '上一年度主营业务收入不低于2000万元（规模以上工业企业）', 1)],
  },
  {
    theme: '首台（套）重大装备认定',
    titles: ['{r}关于开展{y}年度首台（套）重大装备认定工作的通知', '{r}首台（套）重大技术装备推广应用支持办法'],
    levels: ['provincial', 'city'],
    departments: ['工业和信息化厅', '工业和信息化局'],
    supportType: 'subsidy',
    tags: ['首台套', '智能制造装备'],
    amount: [100, 500],
    summary: '对经认定的首台（套）重大装备，按产品销售额给予奖励，并支持保险补偿。',
    object: '研制首台（套）重大装备并实现首次销售的装备制造企业。',
    standard: ['国内首台（套）按首年销售额的20%给予奖励，最高500万元', '省内首台（套）最高给予200万元奖励'],
    rules: [
      r('industry', 'in', ['34', '35', '38', '39', '40'], '属于通用、专用设备或电气、电子、仪器仪表制造业'),
      r('ipClass1', 'gte', 1, '拥有核心技术发明专利'),
    ],
  },
  {
    theme: '集成电路产业发展扶持',
    titles: ['{r}关于促进集成电路产业高质量发展的若干政策', '{r}关于申报{y}年度集成电路产业专项资金的通知'],
    levels: ['city', 'district'],
    departments: ['工业和信息化局', '经济发展委员会', '科技创新委员会'],
    supportType: 'subsidy',
    tags: ['集成电路', '项目资助', '研发补助'],
    amount: [200, 1000],
    summary: '支持集成电路设计、制造、封装测试企业开展流片、研发和产能建设，对流片费用和 EDA 工具采购给予补贴。',
    object: '从事集成电路设计、制造、封装测试、装备材料的企业。',
    standard: ['对首轮工程流片费用给予50%补贴，最高1000万元', '对采购 EDA 设计工具软件给予30%补贴，最高200万元', '对通过车规级认证的芯片产品给予100万元奖励'],
    rules: [
      r('industry', 'in', ['39', '65'], '属于计算机、通信和其他电子设备制造业或软件和信息技术服务业'),
      r('rdRatio', 'gte', 6, '上一年度研发费用占营业收入比例不低于6%', 1),
    ],
  },
  {
    theme: '软件和信息技术服务业发展',
    titles: ['{r}关于加快软件和信息技术服务业发展的若干措施', '{r}关于申报{y}年度软件产业发展专项资金的通知'],
    levels: ['provincial', 'city', 'district'],
    departments: ['工业和信息化厅', '工业和信息化局', '经济发展委员会'],
    supportType: 'subsidy',
    tags: ['软件和信息服务', '项目资助'],
    amount: [50, 300],
    summary: '支持重点软件企业做大做强，对首次进入全国软件百强、获评重点软件产品的企业给予奖励。',
    object: '从事软件开发、信息技术服务的企业。',
    standard: ['首次营业收入突破1亿元的软件企业给予50万元奖励', '获评省级以上首版次软件产品给予最高300万元奖励'],
    rules: [r('industry', 'in', ['I', '65'], '属于软件和信息技术服务业'), r('ipClass2', 'gte', 5, '拥有软件著作权5项以上')],
  },
  {
    theme: '人工智能产业创新',
    titles: ['{r}关于加快人工智能产业创新发展的若干措施', '{r}关于征集{y}年度人工智能应用场景和创新产品的通知'],
    levels: ['provincial', 'city', 'district'],
    departments: ['经济和信息化委员会', '工业和信息化局', '科技创新委员会'],
    supportType: 'subsidy',
    tags: ['人工智能', '项目资助'],
    amount: [100, 500],
    summary: '支持人工智能算法、算力和场景应用，对算力券、模型训练和标杆应用项目给予资助。',
    object: '从事人工智能技术研发和应用的企业、科研机构。',
    standard: ['发放算力券，按实际算力费用的30%给予补贴，最高500万元', '对入选标杆应用场景的项目给予最高200万元资助'],
    rules: [
      r('industry', 'in', ['65', '39', '73'], '属于软件信息、电子信息制造或研究和试验发展行业'),
      r('techStaffRatio', 'gte', 30, '研发人员占比不低于30%', 1),
    ],
  },
  {
    theme: '生物医药产业发展',
    titles: ['{r}关于促进生物医药产业高质量发展的若干措施', '{r}关于申报{y}年度生物医药产业专项资金的通知'],
    levels: ['city', 'district'],
    departments: ['科学技术局', '科技创新委员会', '经济发展委员会'],
    supportType: 'subsidy',
    tags: ['创新药', '医疗器械', '项目资助'],
    amount: [300, 3000],
    summary: '对开展新药临床试验、取得医疗器械注册证的企业按研发阶段给予资助。',
    object: '在本地注册、从事创新药和高端医疗器械研发生产的企业。',
    standard: ['完成Ⅰ、Ⅱ、Ⅲ期临床试验的1类新药分别给予最高300万元、500万元、1000万元资助', '首次取得第三类医疗器械注册证的给予最高300万元资助'],
    rules: [r('industry', 'in', ['27', '35'], '属于医药制造业或专用设备（医疗器械）制造业'), r('ipClass1', 'gte', 1, '拥有相关发明专利')],
  },
  {
    theme: '高价值专利培育',
    titles: ['{r}关于开展{y}年度高价值专利培育项目申报的通知', '{r}知识产权资助和奖励办法'],
    levels: ['national', 'city', 'district'],
    departments: ['国家知识产权局', '市场监督管理局', '科技创新委员会'],
    supportType: 'subsidy',
    tags: ['专利', '知识产权贯标', '奖励'],
    amount: [20, 100],
    summary: '对获得发明专利授权、通过知识产权管理体系认证、实施高价值专利培育的企业给予资助。',
    object: '拥有有效发明专利的企业和科研机构。',
    standard: ['通过知识产权管理体系认证的给予5万元奖励', '高价值专利培育中心项目给予最高100万元资助', '获中国专利金奖的给予100万元奖励'],
    rules: [r('ipClass1', 'gte', 5, '拥有有效发明专利5件以上'), r('entityType', 'in', ['enterprise', 'institution'], '企业或科研机构')],
  },
  {
    theme: '知识产权质押融资贴息',
    titles: ['{r}知识产权质押融资贴息和风险补偿办法', '{r}关于受理{y}年度知识产权质押融资贴息申请的通知'],
    levels: ['city', 'district'],
    departments: ['市场监督管理局', '财政局', '经济发展委员会'],
    supportType: 'finance',
    tags: ['贷款贴息', '专利', '风险补偿'],
    amount: [10, 50],
    summary: '对以专利、商标质押获得银行贷款的企业按贷款利息的50%给予贴息。',
    object: '以知识产权质押获得银行贷款并按期还本付息的中小企业。',
    standard: ['按实际支付利息的50%给予贴息，单家企业每年最高50万元', '合作银行发生不良贷款的，由风险补偿资金池分担40%'],
    rules: [r('ipTotal', 'gte', 1, '以自有知识产权出质'), r('scale', 'in', ['medium', 'small', 'micro'], '属于中小微企业')],
  },
  {
    theme: '科技信贷风险补偿',
    titles: ['{r}科技信贷风险补偿资金池管理办法', '{r}关于开展{y}年度“科技贷”备案企业征集的通知'],
    levels: ['provincial', 'city', 'district'],
    departments: ['科学技术厅', '科学技术局', '科技创新委员会'],
    supportType: 'finance',
    tags: ['风险补偿', '贷款贴息'],
    amount: [50, 1000],
    window: 'all_year',
    summary: '对合作银行向备案科技企业发放的信用贷款给予风险补偿，降低科技型中小企业融资门槛。',
    object: '纳入科技型中小企业库或高新技术企业库的企业。',
    standard: ['单户贷款额度最高1000万元', '贷款利率不高于LPR加100个基点', '发生损失的由资金池承担70%'],
    rules: [r('qualification', 'hasAny', ['high_tech', 'tech_sme'], '为高新技术企业或入库科技型中小企业')],
  },
  {
    theme: '企业上市挂牌奖励',
    titles: ['{r}关于推动企业利用资本市场高质量发展的若干措施', '{r}企业上市挂牌奖励实施办法'],
    levels: ['city', 'district'],
    departments: ['财政局', '经济发展委员会', '工业和信息化局'],
    supportType: 'finance',
    tags: ['股权投资', '奖励'],
    amount: [100, 600],
    window: 'all_year',
    summary: '对完成股改、向证监会或交易所提交上市申请并获受理、成功上市的企业分阶段给予奖励。',
    object: '在本地注册、拟在境内外资本市场上市或在新三板挂牌的企业。',
    standard: ['完成股份制改造的奖励50万元', '上市申请获受理的奖励150万元', '成功上市的奖励400万元'],
    rules: [r('entityType', 'in', ['enterprise'], '在本地注册的企业'), r('netAssets', 'gte', 3000, '上一年度末净资产不低于3000万元', 1)],
  },
  {
    theme: '科技领军人才创新创业计划',
    titles: ['{r}关于申报{y}年度科技领军人才创新创业项目的通知', '{r}科技领军人才创新创业工程实施细则'],
    levels: ['provincial', 'city', 'district'],
    departments: ['人力资源和社会保障厅', '科学技术局', '科技创新委员会'],
    supportType: 'talent',
    tags: ['领军人才', '项目资助'],
    amount: [100, 500],
    summary: '面向海内外高层次人才创办或领衔的科技项目，给予项目资助、股权投资和安居保障。',
    object: '具有博士学位或高级职称、在本地创办企业或全职加盟企业的高层次人才。',
    standard: ['给予100万元至500万元项目资助', '提供最高200平方米、三年免租的研发用房', '给予最高100万元购房补贴'],
    rules: [r('foundedYears', 'lte', 5, '企业注册成立不超过5年'), r('techStaffRatio', 'gte', 20, '研发人员占比不低于20%', 1)],
  },
  {
    theme: '高技能人才培养补贴',
    titles: ['{r}关于做好{y}年职业技能提升补贴申领工作的通知', '{r}高技能人才培养激励办法'],
    levels: ['provincial', 'city'],
    departments: ['人力资源和社会保障厅', '人力资源和社会保障局'],
    supportType: 'talent',
    tags: ['技能人才', '就业补贴'],
    amount: [5, 50],
    window: 'all_year',
    summary: '企业职工取得职业资格证书或职业技能等级证书的，按等级给予技能提升补贴；企业自主评价给予补助。',
    object: '依法参加失业保险的企业及其职工。',
    standard: ['取得初级、中级、高级证书的分别补贴1000元、1500元、2000元', '开展企业自主评价的，按每人500元给予补助，每家企业每年最高50万元'],
    rules: [r('entityType', 'in', ['enterprise', 'social_org'], '依法参加失业保险的用人单位')],
  },
  {
    theme: '失业保险稳岗返还',
    titles: ['{r}关于做好{y}年失业保险稳岗返还工作的通知'],
    levels: ['provincial', 'city'],
    departments: ['人力资源和社会保障厅', '人力资源和社会保障局'],
    supportType: 'subsidy',
    tags: ['稳岗返还', '就业补贴'],
    amount: [1, 100],
    payout: 'exempt',
    summary: '对不裁员或少裁员的参保企业返还上年度实际缴纳失业保险费的一定比例，“免申即享”直接拨付至企业账户。',
    object: '上年度足额缴纳失业保险费、裁员率不高于全国城镇调查失业率控制目标的企业。',
    standard: ['大型企业按上年度实际缴纳失业保险费的30%返还', '中小微企业按60%返还', '通过大数据比对，符合条件的企业无需申请'],
    rules: [r('entityType', 'in', ['enterprise', 'social_org'], '依法参加失业保险的用人单位'), r('staff', 'gte', 1, '上年度有参保职工', 1)],
  },
  {
    theme: '企业吸纳就业补贴',
    titles: ['{r}关于实施企业吸纳重点群体就业补贴的通知'],
    levels: ['city', 'district'],
    departments: ['人力资源和社会保障局', '经济发展委员会'],
    supportType: 'talent',
    tags: ['吸纳就业', '就业补贴'],
    amount: [1, 30],
    payout: 'exempt',
    window: 'all_year',
    summary: '企业招用毕业年度及离校两年内未就业高校毕业生、登记失业青年并签订一年以上劳动合同的，按每人1500元给予一次性吸纳就业补贴。',
    object: '招用重点群体并依法缴纳社会保险的企业。',
    standard: ['按每人1500元给予一次性吸纳就业补贴', '补贴通过“免申即享”方式直接发放'],
    rules: [r('entityType', 'in', ['enterprise'], '招用重点群体并缴纳社会保险的企业')],
  },
  {
    theme: '工程技术研究中心建设',
    titles: ['{r}关于组织申报{y}年度工程技术研究中心的通知', '{r}工程技术研究中心建设与管理办法'],
    levels: ['provincial', 'city'],
    departments: ['科学技术厅', '科学技术局'],
    supportType: 'platform',
    tags: ['研发机构', '项目资助'],
    amount: [30, 100],
    summary: '支持企业建设工程技术研究中心，认定后给予建设经费资助，并纳入绩效评价管理。',
    object: '具有较强研发能力、研发投入持续稳定的高新技术企业。',
    standard: ['认定为省级工程技术研究中心的给予50万元资助', '认定为市级的给予30万元资助', '绩效评价优秀的再给予20万元奖励'],
    rules: [
      r('qualification', 'hasAny', ['high_tech'], '为有效期内高新技术企业'),
      r('rdSpend', 'gte', 300, '上一年度研发投入不低于300万元', 1),
      r('techStaffRatio', 'gte', 15, '研发人员占比不低于15%', 1),
    ],
  },
  {
    theme: '企业技术中心认定',
    titles: ['{r}关于开展{y}年企业技术中心认定工作的通知'],
    levels: ['provincial', 'city'],
    departments: ['工业和信息化厅', '工业和信息化局'],
    supportType: 'platform',
    tags: ['研发机构'],
    amount: [20, 100],
    summary: '对新认定的国家、省、市企业技术中心分别给予奖励，支持企业建设高水平研发机构。',
    object: '在行业中具有显著规模和技术优势、研发投入占比较高的工业企业。',
    standard: ['新认定国家企业技术中心的奖励100万元', '新认定省级企业技术中心的奖励50万元', '新认定市级企业技术中心的奖励20万元'],
    rules: [
      r('industry', 'in', ['C'], '属于工业企业'),
      r('revenue', 'gte', 5000, '上一年度营业收入不低于5000万元', 1),
      r('rdRatio', 'gte', 3, '上一年度研发投入占营业收入比例不低于3%', 1),
    ],
  },
  {
    theme: '科技企业孵化器和众创空间',
    titles: ['{r}科技企业孵化器和众创空间绩效评价及奖励办法', '{r}关于开展{y}年度孵化载体绩效评价的通知'],
    levels: ['provincial', 'city', 'district'],
    departments: ['科学技术厅', '科学技术局', '科技创新委员会'],
    supportType: 'platform',
    tags: ['孵化载体', '奖励'],
    amount: [20, 200],
    summary: '对新认定的国家级、省级科技企业孵化器和众创空间给予一次性奖励，按绩效评价结果给予运营补贴。',
    object: '运营满一年、在孵企业不少于30家的孵化载体运营机构。',
    standard: ['新认定国家级孵化器奖励200万元', '绩效评价优秀的给予最高50万元运营补贴'],
    rules: [
      r('foundedYears', 'gte', 1, '运营机构注册成立满一年'),
      r('entityType', 'in', ['enterprise', 'institution', 'social_org'], '企业、事业单位或社会组织'),
    ],
  },
  {
    theme: '绿色工厂和节能改造',
    titles: ['{r}关于推进工业领域绿色低碳发展的若干措施', '{r}关于组织申报{y}年度绿色工厂和节能改造项目的通知'],
    levels: ['national', 'provincial', 'city'],
    departments: ['工业和信息化部', '工业和信息化厅', '工业和信息化局'],
    supportType: 'subsidy',
    tags: ['绿色工厂', '节能改造', '光伏'],
    amount: [50, 300],
    summary: '对获评绿色工厂、实施节能降碳改造和分布式光伏项目的工业企业给予奖励和补助。',
    object: '近三年未发生重大安全、环境事故的工业企业。',
    standard: ['获评国家级绿色工厂的奖励100万元', '节能改造项目按投资额的10%给予补助，最高300万元'],
    rules: [r('industry', 'in', ['C', 'D'], '属于制造业或电力、热力、燃气及水生产和供应业')],
  },
  {
    theme: '外贸稳规模优结构',
    titles: ['{r}关于促进外贸稳规模优结构的若干措施', '{r}关于申报{y}年度外经贸发展专项资金的通知'],
    levels: ['provincial', 'city'],
    departments: ['商务厅', '财政局'],
    supportType: 'subsidy',
    tags: ['外贸', '奖励'],
    amount: [10, 100],
    summary: '支持企业参加境外展会、开拓国际市场、投保出口信用保险，对展位费和保费给予补贴。',
    object: '具有进出口经营资格、上年度进出口额不低于100万美元的企业。',
    standard: ['境外展会展位费补贴70%，每个展会最高10万元', '出口信用保险保费补贴50%'],
    rules: [r('entityType', 'in', ['enterprise'], '具有进出口经营资格的企业'), r('revenue', 'gte', 700, '上一年度营业收入不低于700万元', 1)],
  },
  {
    theme: '首次进规奖励',
    titles: ['{r}关于对首次纳入规模以上统计的工业企业给予奖励的通知', '{r}“小升规”工业企业培育实施办法'],
    levels: ['district'],
    departments: ['经济发展委员会', '工业和信息化局'],
    supportType: 'subsidy',
    tags: ['奖励', '智能制造装备'],
    amount: [10, 30],
    summary: '对首次纳入规模以上工业统计的企业给予一次性奖励，鼓励小微工业企业做大规模。',
    object: '上年度首次达到规模以上工业企业标准（主营业务收入2000万元）的企业。',
    standard: ['首次进规的工业企业奖励20万元', '进规次年营业收入增长20%以上的再奖励10万元'],
    rules: [
      r('industry', 'in', ['C'], '属于制造业'),
      r('revenue', 'gte', 2000, '上一年度主营业务收入达到2000万元', 1),
      r('revenueGrowth', 'gte', 10, '上一年度营业收入增长不低于10%', 1),
    ],
  },
  {
    theme: '瞪羚企业培育',
    titles: ['{r}关于开展{y}年度瞪羚企业评选的通知', '{r}独角兽和瞪羚企业培育计划'],
    levels: ['city', 'district'],
    departments: ['科学技术局', '科技创新委员会'],
    supportType: 'honour',
    tags: ['高新技术企业', '奖励', '股权投资'],
    amount: [50, 200],
    summary: '对营业收入连续高速增长的科技企业评定为瞪羚企业，给予奖励并优先推荐投融资对接。',
    object: '成立不超过10年、近三年营业收入年均增长20%以上的科技型企业。',
    standard: ['首次评为瞪羚企业的奖励50万元', '评为独角兽培育企业的奖励200万元'],
    rules: [
      r('foundedYears', 'lte', 10, '成立时间不超过10年'),
      r('revenueGrowth', 'gte', 20, '上一年度营业收入增长率不低于20%', 1),
      r('revenue', 'gte', 1000, '上一年度营业收入不低于1000万元', 1),
    ],
  },
  {
    theme: '科技成果转化',
    titles: ['{r}关于支持科技成果转移转化的若干措施', '{r}关于组织申报{y}年度科技成果转化项目的通知'],
    levels: ['national', 'provincial', 'city'],
    departments: ['科学技术部', '科学技术厅', '科学技术局'],
    supportType: 'subsidy',
    tags: ['成果转化', '项目资助'],
    amount: [100, 1000],
    summary: '支持企业承接高校院所科技成果并实现产业化，按技术合同成交额和项目投入给予资助。',
    object: '承接科技成果实施转化、技术合同经登记的企业。',
    standard: ['按技术合同实际支付额的10%给予补助，最高100万元', '重大成果转化项目给予最高1000万元资助'],
    rules: [
      r('qualification', 'hasAny', ['high_tech', 'tech_sme', 'specialized'], '为高新技术企业、科技型中小企业或专精特新企业'),
      r('ipClass1', 'gte', 1, '拥有与项目相关的发明专利'),
    ],
  },
  {
    theme: '新能源汽车和储能产业',
    titles: ['{r}关于加快新能源汽车和新型储能产业发展的若干措施', '{r}关于申报{y}年度新型储能示范项目的通知'],
    levels: ['provincial', 'city'],
    departments: ['工业和信息化厅', '经济和信息化委员会', '工业和信息化局'],
    supportType: 'subsidy',
    tags: ['新能源汽车', '储能', '项目资助'],
    amount: [200, 2000],
    summary: '支持动力电池、驱动电机、储能系统等关键零部件研发和产业化项目建设。',
    object: '从事新能源汽车整车、关键零部件和新型储能产品研发制造的企业。',
    standard: ['对产业化项目按设备投资的15%给予补助，最高2000万元', '对新型储能示范项目按放电量给予每千瓦时0.3元补贴'],
    rules: [r('industry', 'in', ['36', '38'], '属于汽车制造业或电气机械和器材制造业'), r('revenue', 'gte', 5000, '上一年度营业收入不低于5000万元', 1)],
  },
  {
    theme: '新材料首批次应用保险补偿',
    titles: ['{r}关于开展{y}年度重点新材料首批次应用保险补偿工作的通知'],
    levels: ['national', 'provincial'],
    departments: ['工业和信息化部', '工业和信息化厅'],
    supportType: 'finance',
    tags: ['先进基础材料', '前沿新材料', '风险补偿'],
    amount: [100, 500],
    summary: '对生产重点新材料首批次产品并投保质量和责任保险的企业，给予保费补贴。',
    object: '生产《重点新材料首批次应用示范指导目录》内产品的企业。',
    standard: ['按年度保费的80%给予补贴，补贴期限不超过3年', '单个企业年度补贴最高500万元'],
    rules: [
      r('industry', 'in', ['26', '30', '32', '33'], '属于化学原料、非金属矿物、有色金属或金属制品业'),
      r('ipClass1', 'gte', 2, '拥有相关发明专利2件以上'),
    ],
  },
  {
    theme: '小微企业所得税优惠',
    titles: ['关于进一步支持小微企业和个体工商户发展有关税费政策的公告', '关于小型微利企业所得税优惠政策的公告'],
    levels: ['national'],
    departments: ['财政部', '国家税务总局'],
    supportType: 'tax',
    tags: ['所得税减免'],
    amount: null,
    payout: 'exempt',
    window: 'all_year',
    summary: '对小型微利企业减按25%计算应纳税所得额，按20%的税率缴纳企业所得税，申报时直接享受。',
    object: '年应纳税所得额不超过300万元、从业人数不超过300人、资产总额不超过5000万元的企业。',
    standard: ['减按25%计入应纳税所得额，按20%税率缴纳', '通过填报企业所得税纳税申报表即可享受'],
    rules: [r('staff', 'lte', 300, '从业人数不超过300人', 1), r('scale', 'in', ['small', 'micro'], '属于小型微利企业')],
  },
  {
    theme: '总部经济发展',
    titles: ['{r}关于促进总部经济高质量发展的若干政策', '{r}总部企业认定和奖励办法'],
    levels: ['city', 'district'],
    departments: ['经济发展委员会', '商务局', '财政局'],
    supportType: 'subsidy',
    tags: ['总部经济', '奖励'],
    amount: [300, 2000],
    summary: '对新认定的综合型、功能型总部企业给予落户奖励、办公用房补贴和经营贡献奖励。',
    object: '在本地设立、年营业收入不低于10亿元的总部企业。',
    standard: ['新认定的综合型总部给予最高2000万元落户奖励', '购置自用办公用房的按每平方米1000元补贴'],
    rules: [r('revenue', 'gte', 100000, '上一年度营业收入不低于10亿元', 1), r('scale', 'in', ['large'], '属于大型企业')],
  },
];

const batchNames = ['第一批', '第二批', '第三批'];

/** A window around `today`; the mix makes every status and kind appear. */
export function demoWindow(i: number, today: string, rnd: ReturnType<typeof seededRandom>, allYear: boolean): { window: PolicyWindow; publishDate: string } {
  const d = (n: number) => addDays(today, n);
  if (allYear) return { window: { kind: 'all_year', startDate: null, endDate: null, batches: [] }, publishDate: d(-rnd.int(30, 700)) };
  const shape = i % 10;
  let window: PolicyWindow;
  if (shape <= 2) {
    const end = -rnd.int(3, 300); // closed
    window = { kind: 'range', startDate: d(end - rnd.int(20, 60)), endDate: d(end), batches: [] };
  } else if (shape <= 4) {
    window = { kind: 'range', startDate: d(-rnd.int(5, 60)), endDate: d(rnd.int(16, 120)), batches: [] }; // open
  } else if (shape === 5) {
    window = { kind: 'range', startDate: d(-rnd.int(20, 45)), endDate: d(rnd.int(0, 15)), batches: [] }; // closing soon
  } else if (shape <= 7) {
    const start = rnd.int(3, 75); // upcoming
    window = { kind: 'range', startDate: d(start), endDate: d(start + rnd.int(20, 60)), batches: [] };
  } else {
    // Batches: the first one past, the next ones current or still to come.
    const first = -rnd.int(60, 150);
    const batches = [0, 1, 2].slice(0, shape === 8 ? 2 : 3).map((b) => {
      const start = first + b * rnd.int(70, 110);
      return { name: batchNames[b], startDate: d(start), endDate: d(start + rnd.int(20, 40)) };
    });
    window = { kind: 'batches', startDate: null, endDate: null, batches };
  }
  const firstStart = window.kind === 'range' ? window.startDate! : window.batches[0].startDate;
  const publish = firstStart < today ? addDays(firstStart, -rnd.int(3, 25)) : d(-rnd.int(1, 20));
  return { window, publishDate: publish };
}

export function contentHtml(p: Programme, dept: Dept, year: number, window: PolicyWindow, amount: number | null) {
  const rules = p.rules.map((x) => `<li>${x.label}；</li>`).join('');
  const standards = p.standard.map((x, i) => `<tr><td>${i + 1}</td><td>${x}</td></tr>`).join('');
  const dates =
    window.kind === 'all_year'
      ? '本政策常年受理，企业可随时通过线上平台提交申请。'
      : window.kind === 'range'
      ? `申报时间为${window.startDate}至${window.endDate}，逾期不予受理。`
      : `本年度分批受理：${window.batches.map((b) => `${b.name}${b.startDate}至${b.endDate}`).join('；')}。`;
  return [
    `<p>各有关单位：</p><p>为贯彻落实创新驱动发展战略，加快推进${p.theme}工作，根据有关文件精神，现就${year}年度相关工作通知如下。</p>`,
    `<h2>一、支持对象</h2><p>${p.object}</p>`,
    `<h2>二、申报条件</h2><ol>${rules}<li>企业信用状况良好，近三年未发生重大安全生产、环境污染和严重失信行为。</li></ol>`,
    `<h2>三、支持标准</h2><table><thead><tr><th>序号</th><th>支持内容</th></tr></thead><tbody>${standards}</tbody></table>`,
    amount ? `<p>单个企业（项目）支持金额最高不超过<strong>${amount}万元</strong>。</p>` : '',
    `<h2>四、申报材料</h2><ul><li>申报书（附件1）；</li><li>营业执照复印件；</li><li>上一年度财务审计报告及纳税证明；</li>${
      p.rules.some((x) => x.field.startsWith('ip')) ? '<li>知识产权证书等证明材料；</li>' : ''
    }<li>资质证书等其他证明材料。</li></ul>`,
    `<h2>五、申报方式</h2><p>${dates}请登录<a href="${dept.website}" target="_blank">${dept.name}门户网站</a>在线填报，并将纸质材料报送所在地主管部门。</p>`,
    `<h2>六、联系方式</h2><p>${dept.name}${dept.division}，电话：${dept.phone}，地址：${dept.address}。</p>`,
  ].join('');
}

/** The columns a policy takes from its programme and issuing office, alike in the demo seed and the generator. */
export function programmeColumns(p: Programme, dept: Dept, window: PolicyWindow, amount: number | null) {
  return {
    level: dept.level,
    regionCode: dept.regionCode,
    summary: p.summary,
    supportType: p.supportType,
    maxAmount: amount,
    window,
    ...windowColumns(window),
    payoutMode: p.payout ?? 'apply',
    conditionsText: p.rules.map((x, j) => `${j + 1}. ${x.label}`).join('\n'),
  };
}

export async function seedDemoPolicies(tx: DbOrTx, now: Date = new Date()) {
  const [existing] = await tx.select({ id: policyDepartments.id }).from(policyDepartments).limit(1);
  if (existing) return;
  const today = todayOf(now);
  const rnd = seededRandom(20260707);

  const deptRows = await tx
    .insert(policyDepartments)
    .values(
      demoDepartments.map((d, i) => ({
        name: d.name,
        level: d.level,
        regionCode: d.regionCode,
        phone: d.phone,
        address: d.address,
        website: d.website,
        order: i * 10,
      })),
    )
    .returning({ id: policyDepartments.id, name: policyDepartments.name });
  const deptId = new Map(deptRows.map((d) => [d.name, d.id]));

  const tagId = new Map<string, number>();
  for (const [i, big] of demoTags.entries()) {
    const [parent] = await tx
      .insert(policyTags)
      .values({ name: big.name, kind: big.kind, order: i * 10 })
      .returning({ id: policyTags.id });
    tagId.set(big.name, parent.id);
    const children = await tx
      .insert(policyTags)
      .values(big.children.map((name, j) => ({ name, kind: big.kind, parentId: parent.id, order: j * 10 })))
      .returning({ id: policyTags.id, name: policyTags.name });
    for (const c of children) tagId.set(c.name, c.id);
  }
  const industryTagOf = (p: Programme) => demoTags.find((t) => t.kind === 'industry' && t.children.some((c) => p.tags.includes(c)))?.name;

  // Every programme at each of its departments, for several years, until 330 policies.
  type Seed = { p: Programme; dept: Dept; year: number; variant: number };
  const seeds: Seed[] = [];
  for (let round = 0; seeds.length < 330 && round < 12; round += 1) {
    for (const p of programmes) {
      const depts = demoDepartments.filter((d) => p.levels.includes(d.level) && p.departments.some((f) => d.name.includes(f)));
      if (!depts.length) continue;
      const dept = depts[(round + p.theme.length) % depts.length];
      seeds.push({ p, dept, year: 2026 - (round % 3), variant: round });
      if (seeds.length >= 330) break;
    }
  }

  const rows: (Omit<typeof policies.$inferInsert, 'searchVector' | 'headVector'> & ReturnType<typeof searchVectors>)[] = [];
  const links: { index: number; tag: string }[] = [];
  const titles = new Set<string>();
  for (const [i, { p, dept, year, variant }] of seeds.entries()) {
    let title = p.titles[variant % p.titles.length].replace('{r}', dept.short).replace('{y}', String(year));
    // Same programme, same office, same year: a later document revises the earlier one.
    for (let n = 2; titles.has(title); n += 1) title = `${title.replace(/（修订[^）]*）$/, '')}（修订${n === 2 ? '' : n}）`;
    titles.add(title);
    const { window, publishDate } = demoWindow(i, today, rnd, p.window === 'all_year');
    const amount = p.amount ? rnd.int(p.amount[0], p.amount[1]) : null;
    const html = contentHtml(p, dept, year, window, amount);
    const contentText = htmlToText(html);
    const docNo = `${dept.docPrefix}〔${publishDate.slice(0, 4)}〕${rnd.int(1, 60)}号`;
    const rules = p.rules.map((x, j) => ({ ...x, id: `r${j + 1}`, hard: x.field !== 'techStaffRatio' } as PolicyRule));
    if (dept.level !== 'national' && !rules.some((x) => x.field === 'region')) {
      rules.unshift({ id: 'r0', field: 'region', op: 'in', value: [dept.regionCode], hard: true, label: `注册地在${dept.short}` });
    }
    rows.push({
      title,
      docNo,
      ...programmeColumns(p, dept, window, amount),
      departmentId: deptId.get(dept.name)!,
      publishDate: publishDate > today ? today : publishDate,
      sourceUrl: `${dept.website}/art/${publishDate.slice(0, 4)}/${publishDate.slice(5, 7)}/${publishDate.slice(8)}/art_${1000 + i}.html`,
      contentHtml: html,
      contentText,
      rules,
      entityTypes: ['enterprise'],
      contacts: [{ department: `${dept.name}${dept.division}`, phone: dept.phone, address: dept.address }],
      attachments: [
        { name: `附件1：${p.theme}申报书.docx`, url: `${dept.website}/attach/${year}/${1000 + i}-1.docx`, size: 48_640 + i * 13 },
        { name: `附件2：${p.theme}申报指南.pdf`, url: `${dept.website}/attach/${year}/${1000 + i}-2.pdf`, size: 312_320 + i * 17 },
      ],
      // A handful stay drafts (being edited); one was taken off the front.
      status: i % 97 === 13 ? 'draft' : i % 151 === 20 ? 'unpublished' : 'published',
      publishedAt: i % 97 === 13 ? null : new Date(`${publishDate}T02:00:00Z`),
      viewCount: rnd.int(20, 3000),
      ...searchVectors({ title, docNo, departmentName: dept.name, summary: p.summary, contentText }),
    });
    const rowTags = [...new Set([...p.tags, ...(industryTagOf(p) ? [industryTagOf(p)!] : [])])].filter((t) => tagId.has(t));
    rows[rows.length - 1].tagIds = rowTags.map((t) => tagId.get(t)!).sort((a, b) => a - b);
    for (const tag of rowTags) links.push({ index: i, tag });
  }

  const ids: number[] = [];
  for (let at = 0; at < rows.length; at += 100) {
    const inserted = await tx
      .insert(policies)
      .values(rows.slice(at, at + 100))
      .returning({ id: policies.id });
    ids.push(...inserted.map((x) => x.id));
  }
  const linkRows = links.filter((l) => tagId.has(l.tag)).map((l) => ({ policyId: ids[l.index], tagId: tagId.get(l.tag)! }));
  const unique = [...new Map(linkRows.map((l) => [`${l.policyId}-${l.tagId}`, l])).values()];
  for (let at = 0; at < unique.length; at += 500) await tx.insert(policyTagLinks).values(unique.slice(at, at + 500));

  await seedDemoMarket(tx);
  // Keep the planner's statistics fresh after a bulk load.
  await tx.execute(sql`analyze policies`);
}

const providerSeeds: {
  name: string;
  kind: 'consulting' | 'agency' | 'finance' | 'law' | 'ip';
  region: string;
  intro: string;
  offers: [string, string, string, number | null][];
}[] = [
  {
    name: '苏州智汇知识产权代理有限公司',
    kind: 'ip',
    region: '320571',
    intro: '专注专利、商标、软件著作权代理与知识产权贯标，服务园区科技企业十余年。',
    offers: [
      ['发明专利申请代理', '知识产权', '4500元/件起', 4500],
      ['知识产权管理体系贯标辅导', '知识产权', '3万元/家起', 30000],
      ['高价值专利布局分析', '知识产权', '面议', null],
    ],
  },
  {
    name: '江苏恒信税务师事务所有限公司',
    kind: 'agency',
    region: '320500',
    intro: '提供研发费用加计扣除专项审核、高新技术企业专项审计和税务筹划服务。',
    offers: [
      ['研发费用加计扣除专项审核', '财税服务', '8000元起', 8000],
      ['高新技术企业专项审计', '财税服务', '1.2万元起', 12000],
    ],
  },
  {
    name: '苏州科创企业管理咨询有限公司',
    kind: 'consulting',
    region: '320571',
    intro: '为科技型企业提供高企认定、专精特新申报、政府项目申报全流程辅导。',
    offers: [
      ['高新技术企业认定辅导', '项目申报', '2万元起（不成功退款）', 20000],
      ['专精特新中小企业申报辅导', '项目申报', '1.5万元起', 15000],
      ['科技项目申报书撰写', '项目申报', '8000元/项起', 8000],
    ],
  },
  {
    name: '园融科技融资担保（苏州）有限公司',
    kind: 'finance',
    region: '320571',
    intro: '面向科技型中小企业提供信用担保、知识产权质押融资担保。',
    offers: [
      ['科技贷信用担保', '融资服务', '担保费率1%起', null],
      ['知识产权质押融资', '融资服务', '年化利率3.45%起', null],
    ],
  },
  {
    name: '江苏金湖律师事务所',
    kind: 'law',
    region: '320500',
    intro: '专注公司治理、股权激励、知识产权诉讼与企业合规。',
    offers: [
      ['企业合规体检', '法律服务', '2万元/次', 20000],
      ['股权激励方案设计', '法律服务', '5万元起', 50000],
    ],
  },
  {
    name: '苏州联创技术转移中心',
    kind: 'consulting',
    region: '320505',
    intro: '对接高校院所科技成果，提供技术评估、技术合同登记与成果转化服务。',
    offers: [
      ['技术合同认定登记代办', '成果转化', '2000元/份', 2000],
      ['科技成果评价', '成果转化', '1万元起', 10000],
    ],
  },
  {
    name: '苏州数智工业互联网服务有限公司',
    kind: 'consulting',
    region: '320507',
    intro: '提供智能化改造诊断、数字化车间规划和工业互联网平台实施。',
    offers: [
      ['智能化改造免费诊断', '数字化转型', '免费', 0],
      ['数字化车间规划设计', '数字化转型', '10万元起', 100000],
    ],
  },
  {
    name: '苏州信达会计师事务所',
    kind: 'agency',
    region: '320508',
    intro: '审计、验资、专项资金绩效评价与政府补助申报审计。',
    offers: [
      ['专项资金审计报告', '财税服务', '6000元起', 6000],
      ['上市前财务规范辅导', '财税服务', '面议', null],
    ],
  },
  {
    name: '江苏专利信息服务中心苏州分中心',
    kind: 'ip',
    region: '320500',
    intro: '专利检索分析、专利导航和知识产权预警服务。',
    offers: [
      ['专利查新检索', '知识产权', '1500元/项', 1500],
      ['产业专利导航报告', '知识产权', '5万元起', 50000],
    ],
  },
  {
    name: '苏州人才发展研究院',
    kind: 'consulting',
    region: '320571',
    intro: '高层次人才项目申报辅导与人才评价服务。',
    offers: [
      ['领军人才项目申报辅导', '人才服务', '3万元起', 30000],
      ['职业技能等级认定组织', '人才服务', '500元/人', 500],
    ],
  },
  {
    name: '苏州东沙湖股权投资管理有限公司',
    kind: 'finance',
    region: '320571',
    intro: '聚焦集成电路、生物医药、人工智能早中期股权投资。',
    offers: [['早期股权投资', '融资服务', '单笔500万-3000万元', null]],
  },
  {
    name: '苏州恒正商标事务所有限公司',
    kind: 'ip',
    region: '320506',
    intro: '国内及马德里商标注册、商标异议与复审。',
    offers: [
      ['国内商标注册', '知识产权', '800元/类', 800],
      ['马德里国际商标注册', '知识产权', '6000元起', 6000],
    ],
  },
  {
    name: '南京创新政策研究咨询有限公司',
    kind: 'consulting',
    region: '320100',
    intro: '政策匹配、资金申报和企业发展规划咨询。',
    offers: [
      ['惠企政策匹配体检', '项目申报', '免费', 0],
      ['企业发展规划编制', '管理咨询', '8万元起', 80000],
    ],
  },
  {
    name: '苏州工业园区律政通法律服务有限公司',
    kind: 'law',
    region: '320571',
    intro: '劳动用工合规与商事合同审查。',
    offers: [
      ['劳动用工合规审查', '法律服务', '1万元/年', 10000],
      ['合同审查包年服务', '法律服务', '3万元/年', 30000],
    ],
  },
  {
    name: '苏州高新区科技小额贷款有限公司',
    kind: 'finance',
    region: '320505',
    intro: '为科技型小微企业提供信用贷款与投贷联动。',
    offers: [
      ['科技信用贷', '融资服务', '年化利率5.5%起', null],
      ['投贷联动', '融资服务', '面议', null],
    ],
  },
  {
    name: '江苏检测认证服务有限公司苏州分公司',
    kind: 'agency',
    region: '320507',
    intro: '产品检测、体系认证和绿色工厂评价。',
    offers: [
      ['ISO 9001质量管理体系认证', '认证服务', '2万元起', 20000],
      ['绿色工厂第三方评价', '认证服务', '5万元起', 50000],
    ],
  },
  {
    name: '苏州医药创新服务平台有限公司',
    kind: 'consulting',
    region: '320571',
    intro: '药品和医疗器械注册申报、临床试验管理咨询。',
    offers: [
      ['第二类医疗器械注册申报', '注册申报', '8万元起', 80000],
      ['临床试验方案咨询', '注册申报', '面议', null],
    ],
  },
  {
    name: '苏州芯谷集成电路公共服务有限公司',
    kind: 'consulting',
    region: '320571',
    intro: '集成电路 EDA 共享、MPW 流片组织和测试服务。',
    offers: [
      ['MPW 多项目晶圆流片', '产业服务', '按工艺报价', null],
      ['EDA 工具共享使用', '产业服务', '2000元/天起', 2000],
    ],
  },
  {
    name: '上海浦江国际知识产权代理有限公司',
    kind: 'ip',
    region: '310000',
    intro: 'PCT 国际专利申请与海外知识产权纠纷应对。',
    offers: [['PCT 国际专利申请', '知识产权', '1.8万元起', 18000]],
  },
  {
    name: '浙江之江财税咨询有限公司',
    kind: 'agency',
    region: '330000',
    intro: '税收优惠政策辅导与研发项目立项规范。',
    offers: [
      ['研发项目立项规范辅导', '财税服务', '1万元起', 10000],
      ['小微企业税收优惠体检', '财税服务', '免费', 0],
    ],
  },
];

async function seedDemoMarket(tx: DbOrTx) {
  const rnd = seededRandom(7788);
  for (const [i, p] of providerSeeds.entries()) {
    const [provider] = await tx
      .insert(marketProviders)
      .values({
        name: p.name,
        kind: p.kind,
        regionCode: p.region,
        intro: p.intro,
        contact: `${'王李张刘陈杨黄赵吴周'[i % 10]}经理`,
        phone: `0512-${String(62000000 + rnd.int(100000, 999999))}`,
        rating: Math.round((3.8 + rnd.next() * 1.2) * 10) / 10,
        status: i === 19 ? 'disabled' : 'active',
      })
      .returning({ id: marketProviders.id });
    await tx.insert(marketOffers).values(
      p.offers.map(([title, category, priceText, priceMin]) => ({
        providerId: provider.id,
        title,
        category,
        priceText,
        priceMin,
        summary: `${p.name}提供的${title}服务：${p.intro}`,
        detailHtml: `<h3>服务内容</h3><p>${title}，由专业团队一对一服务。</p><h3>服务流程</h3><ol><li>需求沟通</li><li>方案确认</li><li>服务交付</li><li>跟踪回访</li></ol><h3>收费标准</h3><p>${priceText}</p>`,
        tags: [category, p.kind === 'finance' ? '融资' : '专业服务'],
      })),
    );
  }
}
