import { creditCodeProblem, withCheckChar } from '@shared/creditCode';
import { audit } from './_data';
import { badRequest, conflict, contains, nextId, notFound, ok, orNull, page, queryId, rejectMissing, requireAuth, type MockHandler } from './_helpers';

/** Companies in the park with their contacts, figures, IP, qualifications, tenancy, partners and recruitment. */

type Contact = {
  id: number;
  name: string;
  title: string | null;
  phone: string | null;
  email: string | null;
  isPrimary: boolean;
};
type Figure = {
  year: number;
  revenue: number | null;
  rdSpend: number | null;
  netAssets: number | null;
  totalAssets: number | null;
  staffCount: number | null;
  techStaffCount: number | null;
};
type Qualification = {
  id: number;
  qualification: string;
  certificateNo: string | null;
  issuedOn: string | null;
  expiresOn: string | null;
};
type Tenancy = {
  id: number;
  unitId: number;
  unitCode: string;
  building: string;
  floor: number;
  usableArea: number;
  moveInOn: string;
  moveOutOn: string | null;
};
type Partner = {
  id: number;
  name: string;
  industryCode: string | null;
  contact: string | null;
  phone: string | null;
  annualAmount: number | null;
  since: number | null;
};
type Company = {
  id: number;
  name: string;
  creditCode: string;
  legalPerson: string | null;
  foundedOn: string | null;
  registeredCapital: number | null;
  industryCode: string | null;
  scale: string | null;
  staffCount: number | null;
  techStaffCount: number | null;
  status: string;
  regionCode: string | null;
  address: string | null;
  building: string | null;
  website: string | null;
  intro: string | null;
  createdAt: string;
  contacts: Contact[];
  figures: Figure[];
  ip: Record<string, number>;
  qualificationDetails: Qualification[];
  tenancies: Tenancy[];
  customers: Partner[];
  suppliers: Partner[];
};

const ipClasses = ['invention_patent', 'utility_model', 'design_patent', 'software_copyright', 'trademark', 'ic_layout'];
let lastSubId = 0;
const subId = () => (lastSubId += 1);

// [name, legalPerson, industryCode, staff, tech, capital (万元), foundedOn, building, unit, qualifications, status]
const seeds: [string, string, string, number, number, number, string, string, string, string[], string][] = [
  ['苏州华芯半导体科技有限公司', '王志强', '39', 320, 180, 5000, '2016-04-18', 'A1栋', 'A1-301', ['high_tech', 'specialized', 'little_giant'], 'active'],
  ['苏州博睿信息技术有限公司', '李晓东', '65', 86, 62, 1000, '2018-09-03', 'A2栋', 'A2-502', ['high_tech', 'tech_sme'], 'active'],
  ['苏州恒创智能装备有限公司', '张建华', '34', 145, 48, 3000, '2015-06-22', 'B1栋', 'B1-101', ['high_tech', 'specialized'], 'active'],
  ['苏州瑞泰生物医药科技有限公司', '陈海燕', '27', 58, 35, 2000, '2019-03-11', 'C1栋', 'C1-305', ['tech_sme'], 'active'],
  ['苏州智联数据智能科技有限公司', '刘文博', '65', 42, 33, 500, '2020-11-26', 'A3栋', 'A3-201', ['tech_sme'], 'active'],
  ['苏州天成新能源电气科技有限公司', '杨勇', '38', 210, 70, 8000, '2014-08-08', 'B2栋', 'B2-203', ['high_tech'], 'active'],
  ['苏州科达测控仪器科技有限公司', '赵明', '40', 36, 20, 300, '2021-05-17', 'C1栋', 'C1-402', [], 'pending'],
  ['苏州思源医疗器械有限公司', '黄娟', '35', 74, 29, 1500, '2017-12-01', 'C1栋', 'C1-201', ['high_tech', 'tech_sme'], 'active'],
  ['苏州启明新材料科技有限公司', '周磊', '26', 18, 9, 200, '2022-02-14', 'B1栋', 'B1-203', ['tech_sme'], 'active'],
  ['苏州同创互联网科技有限公司', '吴芳', '64', 25, 18, 100, '2021-09-09', 'A2栋', 'A2-105', [], 'moved_out'],
  ['苏州中晟汽车零部件有限公司', '徐刚', '36', 260, 55, 6000, '2013-03-28', 'B2栋', 'B2-101', ['specialized'], 'active'],
  ['苏州云图技术研究院有限公司', '孙思远', '73', 48, 40, 1000, '2019-07-15', 'A1栋', 'A1-402', ['high_tech'], 'active'],
];
const customerNames = [
  '华为技术有限公司',
  '博世汽车部件（苏州）有限公司',
  '苏州市立医院',
  '中国移动通信集团江苏有限公司',
  '京东方科技集团股份有限公司',
  '国家电网江苏省电力有限公司',
];
const supplierNames = [
  '深圳市华强电子有限公司',
  '苏州工业园区物流有限公司',
  '上海阿里云计算有限公司',
  '昆山精密模具有限公司',
  '无锡华润微电子有限公司',
  '江苏顺丰速运有限公司',
];

const companies: Company[] = seeds.map(([name, legalPerson, industryCode, staff, tech, capital, foundedOn, building, unitCode, quals, status], i) => {
  const id = i + 1;
  const floor = Number(unitCode.split('-')[1][0]);
  const revenue = Math.round(staff * (60 + (i % 5) * 15)) * 10_000;
  return {
    id,
    name,
    creditCode: withCheckChar(`91320594MA1XH${String(2001 + i * 37).slice(-4)}`),
    legalPerson,
    foundedOn,
    registeredCapital: capital * 10_000,
    industryCode,
    scale: staff >= 300 ? 'medium' : staff >= 20 ? 'small' : 'micro',
    staffCount: staff,
    techStaffCount: tech,
    status,
    regionCode: '320571',
    address: `江苏省苏州市工业园区星湖街 328 号 ${unitCode.replace('-', ' ')} 室`,
    building: status === 'moved_out' ? null : building,
    website: `https://www.${
      ['huaxin', 'borui', 'hengchuang', 'ruitai', 'zhilian', 'tiancheng', 'keda', 'siyuan', 'qiming', 'tongchuang', 'zhongsheng', 'yuntu'][i]
    }-sz.com`,
    intro: `${name.replace('苏州', '').replace('有限公司', '')}成立于 ${foundedOn.slice(0, 4)} 年，入驻星湖科技园，专注于核心技术研发与产业化。`,
    createdAt: new Date(Date.parse('2026-01-05T02:00:00.000Z') + i * 3 * 86_400_000).toISOString(),
    contacts: [
      {
        id: subId(),
        name: legalPerson,
        title: '总经理',
        phone: `1381512${String(3100 + i * 7).slice(-4)}`,
        email: null,
        isPrimary: false,
      },
      {
        id: subId(),
        name: ['林娜', '郑爽', '韩雪', '马晓燕'][i % 4],
        title: '行政经理',
        phone: `0512-6288${String(1200 + i).slice(-4)}`,
        email: `admin${id}@example.com`,
        isPrimary: true,
      },
    ],
    figures: [2023, 2024, 2025].map((year, k) => ({
      year,
      revenue: Math.round(revenue * (0.8 + k * 0.12)),
      rdSpend: Math.round(revenue * 0.08 * (0.9 + k * 0.1)),
      netAssets: Math.round(capital * 10_000 * (1.1 + k * 0.15)),
      totalAssets: Math.round(capital * 10_000 * (1.8 + k * 0.2)),
      staffCount: Math.round(staff * (0.85 + k * 0.075)),
      techStaffCount: Math.round(tech * (0.85 + k * 0.075)),
    })),
    ip: {
      invention_patent: (i * 3) % 11,
      utility_model: 4 + ((i * 5) % 17),
      software_copyright: (i * 7) % 23,
      trademark: 1 + (i % 4),
    },
    qualificationDetails: quals.map((q, k) => ({
      id: subId(),
      qualification: q,
      certificateNo: `GR20243200${String(1000 + i * 10 + k)}`,
      issuedOn: '2024-11-19',
      expiresOn: '2027-11-18',
    })),
    tenancies: [
      {
        id: subId(),
        unitId: 100 + id,
        unitCode,
        building,
        floor,
        usableArea: 180 + i * 35,
        moveInOn: `${Number(foundedOn.slice(0, 4)) + 1}-03-01`,
        moveOutOn: status === 'moved_out' ? '2025-12-31' : null,
      },
    ],
    customers: [0, 1].map((k) => ({
      id: subId(),
      name: customerNames[(i + k * 3) % customerNames.length],
      industryCode: null,
      contact: ['采购部 王经理', '供应链 李工'][k],
      phone: null,
      annualAmount: (120 + i * 15) * 10_000,
      since: 2019 + k,
    })),
    suppliers: [
      {
        id: subId(),
        name: supplierNames[i % supplierNames.length],
        industryCode: null,
        contact: '销售部 张经理',
        phone: '400-820-8820',
        annualAmount: (40 + i * 6) * 10_000,
        since: 2020,
      },
    ],
  };
});

// ---------- recruitment ----------

type RecruitType = {
  id: number;
  name: string;
  order: number;
  status: 'active' | 'disabled';
};
type RecruitPost = {
  id: number;
  companyId: number;
  typeId: number;
  title: string;
  headcount: number;
  salaryMin: number | null;
  salaryMax: number | null;
  education: string | null;
  experience: string | null;
  description: string | null;
  status: 'open' | 'closed';
  publishedOn: string | null;
};
const recruitTypes: RecruitType[] = ['研发技术', '生产制造', '销售市场', '职能管理', '实习生'].map((name, i) => ({
  id: i + 1,
  name,
  order: (i + 1) * 10,
  status: 'active',
}));
const recruitPosts: RecruitPost[] = (
  [
    [1, 1, '数字 IC 设计工程师', 3, 25000, 45000, '硕士', '3-5年'],
    [1, 2, '封装测试技术员', 5, 7000, 10000, '大专', '1-3年'],
    [2, 1, 'Java 后端开发工程师', 2, 15000, 25000, '本科', '3-5年'],
    [3, 2, '设备装配钳工', 4, 6500, 9000, '中专', '不限'],
    [4, 1, '药物分析研究员', 1, 12000, 18000, '硕士', '1-3年'],
    [5, 1, '数据算法工程师', 2, 20000, 35000, '硕士', '3-5年'],
    [6, 3, '大客户销售经理', 2, 10000, 20000, '本科', '3-5年'],
    [8, 4, '注册法规专员', 1, 9000, 14000, '本科', '1-3年'],
    [11, 2, '质量工程师', 2, 8000, 12000, '本科', '1-3年'],
    [12, 5, '研究助理（实习）', 3, 3000, 4500, '本科', '不限'],
  ] as const
).map(([companyId, typeId, title, headcount, salaryMin, salaryMax, education, experience], i) => ({
  id: i + 1,
  companyId,
  typeId,
  title,
  headcount,
  salaryMin,
  salaryMax,
  education,
  experience,
  description: `岗位职责：负责${title}相关工作。任职要求：${education}及以上学历，${experience}相关经验。`,
  status: i === 7 ? 'closed' : 'open',
  publishedOn: `2026-0${1 + (i % 4)}-${String(5 + i).padStart(2, '0')}`,
}));

// ---------- views ----------

const companyName = (id: number) => companies.find((c) => c.id === id)?.name ?? '';
const typeName = (id: number) => recruitTypes.find((t) => t.id === id)?.name ?? '';

const toItem = (c: Company) => ({
  id: c.id,
  name: c.name,
  creditCode: c.creditCode,
  legalPerson: c.legalPerson,
  foundedOn: c.foundedOn,
  registeredCapital: c.registeredCapital,
  industryCode: c.industryCode,
  scale: c.scale,
  staffCount: c.staffCount,
  techStaffCount: c.techStaffCount,
  status: c.status,
  regionCode: c.regionCode,
  address: c.address,
  building: c.building,
  qualifications: c.qualificationDetails.map((q) => q.qualification),
  createdAt: c.createdAt,
});
const toPost = (p: RecruitPost) => ({
  ...p,
  companyName: companyName(p.companyId),
  typeName: typeName(p.typeId),
});
const toDetail = (c: Company) => ({
  ...toItem(c),
  website: c.website,
  intro: c.intro,
  contacts: c.contacts,
  figures: [...c.figures].sort((a, b) => a.year - b.year),
  ip: c.ip,
  qualificationDetails: c.qualificationDetails,
  tenancies: c.tenancies,
  customers: c.customers,
  suppliers: c.suppliers,
  recruitPosts: recruitPosts
    .filter((p) => p.companyId === c.id)
    .map((p) => ({
      id: p.id,
      title: p.title,
      typeName: typeName(p.typeId),
      headcount: p.headcount,
      status: p.status,
      publishedOn: p.publishedOn,
    })),
});

// ---------- saving ----------

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const isDate = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v));
const partners = (list: unknown): Partner[] =>
  (list as Record<string, unknown>[]).map((p) => ({
    id: subId(),
    name: String(p.name ?? '').trim(),
    industryCode: orNull(p.industryCode),
    contact: orNull(p.contact),
    phone: orNull(p.phone),
    annualAmount: num(p.annualAmount),
    since: num(p.since),
  }));

const saveCompany =
  (updating: boolean): MockHandler =>
  (req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, updating ? ['id', 'name', 'creditCode'] : ['name', 'creditCode'])) return;
    const name = String(body.name).trim();
    if (name.length < 2) return badRequest(res, 'name', 'body.name: must be at least 2 characters');
    const creditCode = String(body.creditCode).trim().toUpperCase();
    const problem = creditCodeProblem(creditCode);
    if (problem) return badRequest(res, 'creditCode', `body.creditCode: ${problem}`);
    if (!isDate(body.foundedOn)) return badRequest(res, 'foundedOn', 'body.foundedOn: must be a date (YYYY-MM-DD)');
    const staffCount = num(body.staffCount);
    const techStaffCount = num(body.techStaffCount);
    if (staffCount !== null && techStaffCount !== null && techStaffCount > staffCount)
      return badRequest(res, 'techStaffCount', 'body.techStaffCount: cannot exceed staffCount');
    const company = updating ? companies.find((c) => c.id === body.id) : undefined;
    if (updating && !company) return notFound(res, 'Company');
    const clash = companies.find((c) => c.creditCode === creditCode && c.id !== company?.id);
    if (clash) return conflict(res, `creditCode: already registered for ${clash.name}`, 'creditCode');

    const fields = {
      name,
      creditCode,
      legalPerson: orNull(body.legalPerson),
      foundedOn: body.foundedOn ?? null,
      registeredCapital: num(body.registeredCapital),
      industryCode: orNull(body.industryCode),
      scale: orNull(body.scale),
      staffCount,
      techStaffCount,
      status: orNull(body.status) ?? 'active',
      regionCode: orNull(body.regionCode),
      address: orNull(body.address),
      building: orNull(body.building),
      website: orNull(body.website),
      intro: orNull(body.intro),
    };
    const target: Company = company ?? {
      id: nextId(companies),
      createdAt: new Date().toISOString(),
      contacts: [],
      figures: [],
      ip: {},
      qualificationDetails: [],
      tenancies: [],
      customers: [],
      suppliers: [],
      ...fields,
    };
    const before = company ? toDetail(company) : null;
    Object.assign(target, fields);
    // Sub-collections given replace what the company had.
    if (Array.isArray(body.contacts)) {
      target.contacts = body.contacts.map((c: Record<string, unknown>) => ({
        id: subId(),
        name: String(c.name ?? '').trim(),
        title: orNull(c.title),
        phone: orNull(c.phone),
        email: orNull(c.email),
        isPrimary: !!c.isPrimary,
      }));
    }
    if (Array.isArray(body.figures)) {
      target.figures = body.figures.map((f: Record<string, unknown>) => ({
        year: Number(f.year),
        revenue: num(f.revenue),
        rdSpend: num(f.rdSpend),
        netAssets: num(f.netAssets),
        totalAssets: num(f.totalAssets),
        staffCount: num(f.staffCount),
        techStaffCount: num(f.techStaffCount),
      }));
    }
    if (body.ip && typeof body.ip === 'object') {
      target.ip = Object.fromEntries(
        Object.entries(body.ip as Record<string, unknown>).filter(([k, v]) => ipClasses.includes(k) && Number.isInteger(v)) as [string, number][],
      );
    }
    if (Array.isArray(body.qualifications)) {
      target.qualificationDetails = body.qualifications.map((q: Record<string, unknown>) => ({
        id: subId(),
        qualification: String(q.qualification ?? '').trim(),
        certificateNo: orNull(q.certificateNo),
        issuedOn: (q.issuedOn as string) ?? null,
        expiresOn: (q.expiresOn as string) ?? null,
      }));
    }
    if (Array.isArray(body.customers)) target.customers = partners(body.customers);
    if (Array.isArray(body.suppliers)) target.suppliers = partners(body.suppliers);
    if (!company) companies.push(target);
    audit({
      action: company ? 'update' : 'create',
      entity: 'company',
      entityId: target.id,
      summary: target.name,
      before,
      after: fields,
    });
    res.json(ok(toDetail(target)));
  };

const saveRecruitType =
  (updating: boolean): MockHandler =>
  (req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, updating ? ['id', 'name'] : ['name'])) return;
    if (body.status !== undefined && !['active', 'disabled'].includes(body.status)) return badRequest(res, 'status', 'body.status: must be active or disabled');
    const name = String(body.name).trim();
    const type = updating ? recruitTypes.find((t) => t.id === body.id) : undefined;
    if (updating && !type) return notFound(res, 'Recruitment type');
    if (recruitTypes.some((t) => t.name === name && t.id !== type?.id)) return conflict(res, `name: "${name}" already exists`, 'name');
    const fields = {
      name,
      order: Number(body.order) || 0,
      status: (body.status ?? 'active') as RecruitType['status'],
    };
    const target = type ?? { id: nextId(recruitTypes), ...fields };
    const before = type ? { ...type } : null;
    Object.assign(target, fields);
    if (!type) recruitTypes.push(target);
    audit({
      action: type ? 'update' : 'create',
      entity: 'recruit_type',
      entityId: target.id,
      summary: target.name,
      before,
      after: fields,
    });
    res.json(
      ok({
        ...target,
        postCount: recruitPosts.filter((p) => p.typeId === target.id).length,
      }),
    );
  };

const saveRecruitPost =
  (updating: boolean): MockHandler =>
  (req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, updating ? ['id', 'companyId', 'typeId', 'title'] : ['companyId', 'typeId', 'title'])) return;
    const headcount = body.headcount ?? 1;
    if (!Number.isInteger(headcount) || headcount < 1) return badRequest(res, 'headcount', 'body.headcount: must be at least 1');
    const salaryMin = num(body.salaryMin);
    const salaryMax = num(body.salaryMax);
    if (salaryMin !== null && salaryMax !== null && salaryMin > salaryMax) return badRequest(res, 'salaryMax', 'body.salaryMax: must not be below salaryMin');
    if (body.status !== undefined && !['open', 'closed'].includes(body.status)) return badRequest(res, 'status', 'body.status: must be open or closed');
    if (!isDate(body.publishedOn)) return badRequest(res, 'publishedOn', 'body.publishedOn: must be a date (YYYY-MM-DD)');
    if (!companies.some((c) => c.id === body.companyId)) return badRequest(res, 'companyId', 'companyId: the company does not exist');
    if (!recruitTypes.some((t) => t.id === body.typeId)) return badRequest(res, 'typeId', 'typeId: the recruitment type does not exist');
    const post = updating ? recruitPosts.find((p) => p.id === body.id) : undefined;
    if (updating && !post) return notFound(res, 'Recruitment post');
    const fields = {
      companyId: body.companyId as number,
      typeId: body.typeId as number,
      title: String(body.title).trim(),
      headcount,
      salaryMin,
      salaryMax,
      education: orNull(body.education),
      experience: orNull(body.experience),
      description: orNull(body.description),
      status: (body.status ?? 'open') as RecruitPost['status'],
      publishedOn: body.publishedOn ?? null,
    };
    const target = post ?? { id: nextId(recruitPosts), ...fields };
    const before = post ? toPost(post) : null;
    Object.assign(target, fields);
    if (!post) recruitPosts.push(target);
    audit({
      action: post ? 'update' : 'create',
      entity: 'recruit_post',
      entityId: target.id,
      summary: target.title,
      before,
      after: fields,
    });
    res.json(ok(toPost(target)));
  };

const queryPartners =
  (kind: 'customers' | 'suppliers'): MockHandler =>
  (req, res) => {
    const q = req.query ?? {};
    const companyId = queryId(q.companyId);
    const list = companies
      .filter((c) => !companyId || c.id === companyId)
      .flatMap((c) => c[kind].map((p) => ({ ...p, companyId: c.id, companyName: c.name })))
      .filter((p) => contains(p.name, q.name));
    res.json(ok(page(list, q)));
  };

const sortKeys = ['name', 'foundedOn', 'registeredCapital', 'staffCount', 'createdAt'] as const;
const base = '/apiv2/company/admin';

// ---------- import (.xlsx) and the createexcel download grant ----------

/**
 * A mock cannot read the multipart upload, so an import answers as if a three-row file had come in:
 * two good rows and one with a wrong check character. By default nothing is written, as on the
 * server; with skipInvalid=true the two good companies are added to the list.
 */
let importRound = 0;
const importCompanies: MockHandler = (req, res) => {
  const skipInvalid = ['true', '1'].includes(String(req.query?.skipInvalid));
  importRound += 1;
  const body = (n: number) => `91320594MB${String(importRound).padStart(3, '0')}${String(n).padStart(4, '0')}`;
  const good = [
    {
      name: `苏州澄湖光电科技有限公司（导入${importRound}）`,
      creditCode: withCheckChar(body(1)),
      scale: 'small',
      industryCode: '39',
    },
    {
      name: `苏州金鸡湖数据服务有限公司（导入${importRound}）`,
      creditCode: withCheckChar(body(2)),
      scale: 'medium',
      industryCode: '65',
    },
  ];
  const bad = withCheckChar(body(3));
  const wrong = `${bad.slice(0, 17)}${bad[17] === '0' ? '1' : '0'}`;
  const rejected = [
    {
      row: 4,
      column: '统一社会信用代码*',
      value: wrong,
      message: 'has a wrong check character',
    },
  ];
  if (skipInvalid) {
    for (const g of good) {
      companies.push({
        id: nextId(companies),
        createdAt: new Date().toISOString(),
        legalPerson: null,
        foundedOn: null,
        registeredCapital: null,
        staffCount: null,
        techStaffCount: null,
        status: 'active',
        regionCode: null,
        address: null,
        building: null,
        website: null,
        intro: null,
        contacts: [],
        figures: [],
        ip: {},
        qualificationDetails: [],
        tenancies: [],
        customers: [],
        suppliers: [],
        ...g,
      });
    }
    audit({
      action: 'import',
      entity: 'company',
      summary: `Imported 2 companies (1 rows rejected)`,
      after: good,
    });
  }
  res.json(ok({ total: 3, imported: skipInvalid ? 2 : 0, rejectedRows: 1, rejected }));
};

/** The grant for a createexcel=1 window; the export itself is served by the real server only. */
const downloadGrant: MockHandler = (req, res) => {
  const path = String(req.body?.path ?? '');
  if (!/^\/[^?#\s]*$/.test(path)) return badRequest(res, 'path', 'body.path: must be a path starting with / (no query)');
  const expiresAt = new Date(Date.now() + 60_000);
  res.json(
    ok({
      grant: `1.1.${Math.floor(expiresAt.getTime() / 1000)}.mock`,
      expiresAt: expiresAt.toISOString(),
    }),
  );
};

export default {
  [`GET ${base}/query`]: requireAuth((req, res) => {
    const q = req.query ?? {};
    const field = (sortKeys as readonly string[]).includes(q.sortField) ? (q.sortField as (typeof sortKeys)[number]) : 'createdAt';
    const dir = q.sortOrder === 'ascend' ? 1 : -1;
    const list = companies
      .filter(
        (c) =>
          contains(c.name, q.name) &&
          contains(c.creditCode, q.creditCode) &&
          (!q.industryCode || c.industryCode === q.industryCode) &&
          (!q.scale || c.scale === q.scale) &&
          (!q.status || c.status === q.status) &&
          (!q.qualification || c.qualificationDetails.some((x) => x.qualification === q.qualification)) &&
          (!q.building || c.building === q.building),
      )
      .sort((a, b) => {
        const x = a[field];
        const y = b[field];
        if (x === y) return a.id - b.id;
        if (x === null) return 1;
        if (y === null) return -1;
        return (x < y ? -1 : 1) * dir;
      });
    const result = page(list, q);
    res.json(ok({ ...result, list: result.list.map(toItem) }));
  }),
  [`GET ${base}/detailall`]: requireAuth((req, res) => {
    if (rejectMissing(res, req.query, ['id'], 'querystring')) return;
    const company = companies.find((c) => c.id === Number(req.query?.id));
    return company ? res.json(ok(toDetail(company))) : notFound(res, 'Company');
  }),
  [`POST ${base}/create`]: requireAuth(saveCompany(false)),
  [`POST ${base}/update`]: requireAuth(saveCompany(true)),
  [`POST ${base}/import`]: requireAuth(importCompanies),
  'POST /api/util/admin/download-grant': requireAuth(downloadGrant),

  [`GET ${base}/customer/query`]: requireAuth(queryPartners('customers')),
  [`GET ${base}/supplier/query`]: requireAuth(queryPartners('suppliers')),

  [`GET ${base}/recruit/type-list`]: requireAuth((_req, res) => {
    const list = [...recruitTypes]
      .sort((a, b) => a.order - b.order || a.id - b.id)
      .map((t) => ({
        ...t,
        postCount: recruitPosts.filter((p) => p.typeId === t.id).length,
      }));
    res.json(ok(list));
  }),
  [`POST ${base}/recruit/type-create`]: requireAuth(saveRecruitType(false)),
  [`POST ${base}/recruit/type-update`]: requireAuth(saveRecruitType(true)),

  [`GET ${base}/recruit/query`]: requireAuth((req, res) => {
    const q = req.query ?? {};
    const list = recruitPosts
      .filter(
        (p) =>
          (!queryId(q.id) || p.id === Number(q.id)) &&
          (!queryId(q.companyId) || p.companyId === Number(q.companyId)) &&
          (!queryId(q.typeId) || p.typeId === Number(q.typeId)) &&
          (!q.status || p.status === q.status) &&
          (contains(p.title, q.keyword) || contains(companyName(p.companyId), q.keyword)),
      )
      .sort((a, b) => (b.publishedOn ?? '').localeCompare(a.publishedOn ?? '') || b.id - a.id);
    const result = page(list, q);
    res.json(ok({ ...result, list: result.list.map(toPost) }));
  }),
  [`POST ${base}/recruit/create`]: requireAuth(saveRecruitPost(false)),
  [`POST ${base}/recruit/update`]: requireAuth(saveRecruitPost(true)),
};
