import { contentDisposition } from '@shared/contentDisposition';
import ExcelJS from 'exceljs';
import { withCheckChar } from '@shared/creditCode';
import { regionName } from '@shared/regions';
import { industryNameOf } from '@shared/industryNames';
import { addDays, todayOf, windowState } from '@shared/policyWindow';
import type { CompanyProfile, PolicyRule } from '@shared/policyConditions';
import { describeNeeded, evaluatePolicy, evaluationYear, neededFields, sortMatches, type NeededField } from '@shared/policyMatch';
import { badRequest, notFound, ok, page, requireAuth, signedIn, type MockHandler, type MockRequest, type MockResponse } from './_helpers';

/**
 * Policy matching in mock mode (`npm run dev`): a few park companies and a dozen policies, matched with the
 * same rule engine the server uses (shared/policyMatch), so the screens show real explanations. Runs
 * live in memory.
 */

type PolicyWindow = Parameters<typeof windowState>[0];
type MockPolicy = {
  id: number;
  title: string;
  docNo: string;
  departmentName: string;
  level: 'national' | 'provincial' | 'city' | 'district';
  regionCode: string;
  supportType: string;
  maxAmount: number | null;
  window: PolicyWindow;
  payoutMode: 'apply' | 'exempt';
  summary: string;
  tags: { id: number; name: string }[];
  rules: PolicyRule[];
  entityTypes: string[];
};
type MockCompany = { id: number; name: string; creditCode: string; profile: CompanyProfile; customers: string[]; suppliers: string[] };
/** `saved`: started by a signed-in visitor, listed in their "my matches" (any bearer token is the visitor here). */
type Run = { id: string; companyId: number | null; profile: CompanyProfile; updatedAt: string; saved?: { name: string | null; createdAt: string } };

const today = () => todayOf(new Date());
const year = () => evaluationYear(today());
const d = (n: number) => addDays(today(), n);
const range = (from: number, to: number): PolicyWindow => ({ kind: 'range', startDate: d(from), endDate: d(to), batches: [] });
const allYear: PolicyWindow = { kind: 'all_year', startDate: null, endDate: null, batches: [] };
const rule = (
  id: string,
  field: PolicyRule['field'],
  op: PolicyRule['op'],
  value: PolicyRule['value'],
  label: string,
  yearsBack?: number,
  hard = true,
): PolicyRule => ({
  id,
  field,
  op,
  value,
  label,
  hard,
  ...(yearsBack === undefined ? {} : { yearsBack }),
});

const policies: MockPolicy[] = [
  {
    id: 1,
    title: '苏州工业园区关于组织申报高新技术企业认定奖励的通知',
    docNo: '苏园科〔2026〕12号',
    departmentName: '苏州工业园区科技创新委员会',
    level: 'district',
    regionCode: '320571',
    supportType: 'subsidy',
    maxAmount: 30,
    window: range(-20, 60),
    payoutMode: 'apply',
    summary: '对首次通过高新技术企业认定的企业给予一次性奖励。',
    tags: [{ id: 11, name: '高新技术企业' }],
    rules: [rule('r1', 'qualification', 'hasAny', ['high_tech'], '当年通过高新技术企业认定')],
    entityTypes: ['enterprise'],
  },
  {
    id: 2,
    title: '苏州市企业研发投入奖补实施细则',
    docNo: '苏科规〔2026〕3号',
    departmentName: '苏州市科学技术局',
    level: 'city',
    regionCode: '320500',
    supportType: 'subsidy',
    maxAmount: 300,
    window: range(-10, 90),
    payoutMode: 'apply',
    summary: '按企业上年度研发费用增量给予奖补。',
    tags: [{ id: 12, name: '研发投入' }],
    rules: [rule('r1', 'rdSpend', 'gte', 500, '上一年度研发费用不低于500万元', 1), rule('r2', 'revenue', 'gte', 2000, '上一年度营业收入不低于2000万元', 1)],
    entityTypes: ['enterprise'],
  },
  {
    id: 3,
    title: '关于进一步完善研发费用税前加计扣除政策的公告',
    docNo: '财税〔2026〕7号',
    departmentName: '财政部',
    level: 'national',
    regionCode: '100000',
    supportType: 'tax',
    maxAmount: null,
    window: allYear,
    payoutMode: 'exempt',
    summary: '研发费用按实际发生额的100%在税前加计扣除。',
    tags: [{ id: 13, name: '加计扣除' }],
    rules: [rule('r1', 'rdSpend', 'gt', 0, '上一年度发生研发费用', 1)],
    entityTypes: ['enterprise'],
  },
  {
    id: 4,
    title: '江苏省专精特新中小企业认定工作通知',
    docNo: '苏工信规〔2026〕5号',
    departmentName: '江苏省工业和信息化厅',
    level: 'provincial',
    regionCode: '320000',
    supportType: 'honour',
    maxAmount: null,
    window: range(5, 45),
    payoutMode: 'apply',
    summary: '对专业化、精细化、特色化、新颖化发展的中小企业开展认定。',
    tags: [{ id: 14, name: '专精特新' }],
    rules: [
      rule('r1', 'scale', 'in', ['medium', 'small', 'micro'], '属于中小企业'),
      rule('r2', 'foundedYears', 'gte', 2, '从事特定细分市场2年以上'),
      rule('r3', 'rdRatio', 'gte', 3, '上一年度研发费用占营业收入比重不低于3%', 1),
      rule('r4', 'revenue', 'gte', 1000, '上一年度营业收入不低于1000万元', 1),
    ],
    entityTypes: ['enterprise'],
  },
  {
    id: 5,
    title: '苏州工业园区知识产权质押融资贴息办法',
    docNo: '苏园经〔2026〕21号',
    departmentName: '苏州工业园区经济发展委员会',
    level: 'district',
    regionCode: '320571',
    supportType: 'finance',
    maxAmount: 50,
    window: allYear,
    payoutMode: 'apply',
    summary: '按实际支付利息的50%给予贴息。',
    tags: [{ id: 15, name: '贷款贴息' }],
    rules: [rule('r1', 'ipTotal', 'gte', 1, '以自有知识产权出质'), rule('r2', 'scale', 'in', ['medium', 'small', 'micro'], '属于中小微企业')],
    entityTypes: ['enterprise'],
  },
  {
    id: 6,
    title: '苏州市集成电路产业发展专项资金申报通知',
    docNo: '苏工信规〔2026〕9号',
    departmentName: '苏州市工业和信息化局',
    level: 'city',
    regionCode: '320500',
    supportType: 'subsidy',
    maxAmount: 1000,
    window: range(-30, 10),
    payoutMode: 'apply',
    summary: '对首轮工程流片费用给予50%补贴。',
    tags: [{ id: 16, name: '集成电路' }],
    rules: [
      rule('r1', 'industry', 'in', ['39', '65'], '属于电子设备制造业或软件和信息技术服务业'),
      rule('r2', 'rdRatio', 'gte', 6, '上一年度研发费用占营业收入比例不低于6%', 1),
    ],
    entityTypes: ['enterprise'],
  },
  {
    id: 7,
    title: '苏州工业园区科技人才集聚奖励',
    docNo: '苏园科〔2026〕30号',
    departmentName: '苏州工业园区科技创新委员会',
    level: 'district',
    regionCode: '320571',
    supportType: 'talent',
    maxAmount: 100,
    window: range(-5, 120),
    payoutMode: 'apply',
    summary: '对科技人员占比高的企业给予人才集聚奖励。',
    tags: [{ id: 17, name: '领军人才' }],
    rules: [
      rule('r1', 'techStaffRatio', 'gte', 30, '科技人员占职工总数比例不低于30%', 1),
      rule('r2', 'netAssets', 'gte', 500, '上一年度末净资产不低于500万元', 1),
    ],
    entityTypes: ['enterprise'],
  },
  {
    id: 8,
    title: '关于组织申报规模以上工业企业智能化改造项目的通知',
    docNo: '苏工信规〔2026〕14号',
    departmentName: '江苏省工业和信息化厅',
    level: 'provincial',
    regionCode: '320000',
    supportType: 'subsidy',
    maxAmount: 800,
    window: range(-15, 75),
    payoutMode: 'apply',
    summary: '对实施智能化改造的工业企业按投入给予补助。',
    tags: [{ id: 18, name: '智能化改造' }],
    rules: [rule('r1', 'industry', 'in', ['C'], '属于制造业企业'), rule('r2', 'revenue', 'gte', 2000, '上一年度营业收入不低于2000万元', 1)],
    entityTypes: ['enterprise'],
  },
  {
    id: 9,
    title: '苏州市营业收入增长奖励办法',
    docNo: '苏财规〔2026〕2号',
    departmentName: '苏州市财政局',
    level: 'city',
    regionCode: '320500',
    supportType: 'subsidy',
    maxAmount: 80,
    window: allYear,
    payoutMode: 'apply',
    summary: '对上年度营业收入增长20%以上的企业给予奖励。',
    tags: [{ id: 19, name: '奖励' }],
    rules: [rule('r1', 'revenueGrowth', 'gte', 20, '上一年度营业收入同比增长不低于20%', 1)],
    entityTypes: ['enterprise'],
  },
  {
    id: 10,
    title: '浙江省科技型中小企业培育计划',
    docNo: '浙科发高〔2026〕8号',
    departmentName: '浙江省科学技术厅',
    level: 'provincial',
    regionCode: '330000',
    supportType: 'subsidy',
    maxAmount: 50,
    window: allYear,
    payoutMode: 'apply',
    summary: '支持浙江省内科技型中小企业成长。',
    tags: [{ id: 20, name: '科技型中小企业' }],
    rules: [],
    entityTypes: ['enterprise'],
  },
  {
    id: 11,
    title: '苏州工业园区首次升规企业奖励（已截止）',
    docNo: '苏园经〔2026〕3号',
    departmentName: '苏州工业园区经济发展委员会',
    level: 'district',
    regionCode: '320571',
    supportType: 'subsidy',
    maxAmount: 20,
    window: range(-90, -30),
    payoutMode: 'apply',
    summary: '对首次纳入规模以上统计的企业给予奖励。',
    tags: [{ id: 19, name: '奖励' }],
    rules: [rule('r1', 'revenue', 'gte', 2000, '上一年度营业收入不低于2000万元', 1)],
    entityTypes: ['enterprise'],
  },
];

const y = year();
const companies: MockCompany[] = [
  {
    id: 1,
    name: '苏州博睿微电子半导体科技有限公司',
    creditCode: withCheckChar('91320594000A12345'),
    profile: {
      regionCode: '320571',
      industryCode: '39',
      scale: 'small',
      entityType: 'enterprise',
      foundedOn: '2016-03-18',
      qualifications: ['high_tech'],
      ipClass1: 6,
      ipClass2: 14,
      figures: [
        { year: y - 1, revenue: 1800, rdSpend: 260, netAssets: 900, staff: 85, techStaff: 32 },
        { year: y - 2, revenue: 1400, rdSpend: 180, netAssets: 700, staff: 70, techStaff: 25 },
        { year: y - 3, revenue: 1100 },
      ],
    },
    customers: ['苏州恒创智能装备有限公司'],
    suppliers: ['无锡金桥材料有限公司'],
  },
  {
    id: 2,
    name: '苏州恒创智能装备有限公司',
    creditCode: withCheckChar('91320594001B23456'),
    profile: {
      regionCode: '320571',
      industryCode: '34',
      scale: 'medium',
      entityType: 'enterprise',
      foundedOn: '2011-09-02',
      qualifications: ['high_tech', 'specialized'],
      ipClass1: 12,
      ipClass2: 30,
      figures: [
        { year: y - 1, revenue: 26000, rdSpend: 1300, netAssets: 15000, staff: 420, techStaff: 90 },
        { year: y - 2, revenue: 21000, rdSpend: 1100, netAssets: 13000, staff: 400, techStaff: 80 },
      ],
    },
    customers: [],
    suppliers: ['苏州博睿微电子半导体科技有限公司'],
  },
  {
    id: 3,
    name: '苏州云图数据智能科技有限公司',
    creditCode: withCheckChar('91320594002C34567'),
    profile: {
      regionCode: '320571',
      industryCode: '65',
      scale: 'micro',
      entityType: 'enterprise',
      foundedOn: '2023-06-01',
      qualifications: [],
      ipClass1: 0,
      ipClass2: 4,
      figures: [{ year: y - 1, revenue: 300, rdSpend: 60, staff: 15, techStaff: 11 }],
    },
    customers: [],
    suppliers: [],
  },
];

const runs = new Map<string, Run>();
const RUN_ID = /^[A-Za-z0-9_-]{22}$/;
const newRunId = () =>
  Array.from({ length: 22 }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[Math.floor(Math.random() * 64)]).join('');
const mask = (code: string) => `${code.slice(0, 4)}${'*'.repeat(code.length - 8)}${code.slice(-4)}`;

function profileOf(company: MockCompany): CompanyProfile {
  return { ...company.profile, companyId: company.id, name: company.name, creditCode: company.creditCode };
}

/** The runId of a body or query: 400 when missing or malformed, 404 when unknown. */
function runOf(res: MockResponse, source: Record<string, unknown> | undefined): Run | undefined {
  const id = source?.runId;
  if (typeof id !== 'string' || !RUN_ID.test(id)) {
    badRequest(res, 'runId', id === undefined ? 'body.runId: is required' : 'body.runId: must be a match run id (22 characters)');
    return undefined;
  }
  const run = runs.get(id);
  if (!run) notFound(res, 'Match run');
  return run;
}

function evaluateRun(run: Run) {
  const t = today();
  const candidates = policies
    .map((p) => ({ p, w: windowState(p.window, t) }))
    .filter(({ w }) => w.windowStatus !== 'closed')
    .map(({ p, w }) => ({
      p,
      w,
      match: evaluatePolicy(
        { rules: p.rules, level: p.level, regionCode: p.regionCode, entityTypes: p.entityTypes, windowStatus: w.windowStatus },
        run.profile,
        t,
      ),
    }))
    // The server leaves policies outside the region or for other entity types out in SQL.
    .filter(({ match }) => !match.failedFilter);
  return sortMatches(candidates.map((c) => ({ ...c, outcome: c.match.outcome, amount: c.p.maxAmount, deadline: c.w.deadline })));
}
type Evaluated = ReturnType<typeof evaluateRun>[number];

const summary = (e: Evaluated) => ({
  policyId: e.p.id,
  title: e.p.title,
  docNo: e.p.docNo,
  departmentName: e.p.departmentName,
  level: e.p.level,
  regionCode: e.p.regionCode,
  regionName: e.p.regionCode === '100000' ? '全国' : regionName(e.p.regionCode),
  supportType: e.p.supportType,
  maxAmount: e.p.maxAmount,
  windowStatus: e.w.windowStatus,
  deadline: e.w.deadline,
  payoutMode: e.p.payoutMode,
  outcome: e.outcome,
  matchPercent: e.match.matchPercent,
});
const withLabels = (fields: NeededField[]) => fields.map((f) => ({ ...f, label: describeNeeded(f) }));
const item = (e: Evaluated) => ({
  ...summary(e),
  summary: e.p.summary,
  tags: e.p.tags,
  metCount: e.match.rules.filter((r) => r.outcome === 'met').length,
  ruleCount: e.match.rules.length,
  rules: e.match.rules.map((r) => ({ ...r, missing: withLabels(r.missing) })),
  filters: e.match.filters,
  failedFilter: e.match.failedFilter ?? null,
});
const swiper = (run: Run) =>
  evaluateRun(run)
    .filter((e) => e.outcome !== 'not_eligible')
    .slice(0, 8)
    .map(summary);

/** The body's source: a known company or a profile; answers 400/404 itself and returns undefined. */
function sourceOf(req: MockRequest, res: MockResponse): { profile: CompanyProfile; companyId: number | null } | undefined {
  const { companyId, profile } = req.body ?? {};
  if (companyId === undefined && profile === undefined) return void badRequest(res, 'companyId', 'body.companyId: give a companyId or a profile');
  if (companyId !== undefined && profile !== undefined) return void badRequest(res, 'profile', 'body.profile: give either a companyId or a profile, not both');
  if (companyId !== undefined) {
    const company = companies.find((c) => c.id === Number(companyId));
    if (!company) return void notFound(res, 'Company');
    return { profile: profileOf(company), companyId: company.id };
  }
  const p = profile as CompanyProfile;
  if (p.regionCode && !/^\d{6}$/.test(p.regionCode))
    return void badRequest(res, 'profile.regionCode', 'body.profile.regionCode: must be a 6-digit GB/T 2260 region code');
  const company = p.companyId ? companies.find((c) => c.id === p.companyId) : undefined;
  return {
    profile: {
      ...p,
      qualifications: p.qualifications ?? [],
      figures: p.figures ?? [],
      ...(company ? { name: company.name, creditCode: company.creditCode } : { companyId: undefined, creditCode: undefined }),
    },
    companyId: company?.id ?? null,
  };
}

const matchData: MockHandler = (req, res) => {
  const source = sourceOf(req, res);
  if (!source) return;
  const now = new Date().toISOString();
  const run: Run = { id: newRunId(), ...source, updatedAt: now, ...(signedIn(req) ? { saved: { name: null, createdAt: now } } : {}) };
  runs.set(run.id, run);
  res.json(ok({ runId: run.id, matchSwiperData: swiper(run) }));
};

const changeBusiness: MockHandler = (req, res) => {
  const run = runOf(res, req.body);
  if (!run) return;
  const source = sourceOf(req, res);
  if (!source) return;
  Object.assign(run, source, { updatedAt: new Date().toISOString() });
  res.json(ok({ runId: run.id, matchSwiperData: swiper(run) }));
};

const resultHeader: MockHandler = (req, res) => {
  const run = runOf(res, req.body);
  if (!run) return;
  const list = evaluateRun(run);
  const count = (o: string) => list.filter((e) => e.outcome === o).length;
  res.json(
    ok({
      runId: run.id,
      companyName: run.profile.name ?? null,
      eligible: count('eligible'),
      likely: count('likely'),
      notEligible: count('not_eligible'),
      total: list.length,
      totalPossibleAmount: list.filter((e) => e.outcome !== 'not_eligible').reduce((sum, e) => sum + (e.p.maxAmount ?? 0), 0),
      evaluatedAt: new Date().toISOString(),
      evaluationDate: today(),
      profileYear: year() - 1,
    }),
  );
};

const resultSearche: MockHandler = (req, res) => {
  const run = runOf(res, req.body);
  if (!run) return;
  const body = req.body ?? {};
  const pageSize = Number(body.pageSize ?? 10);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) return badRequest(res, 'pageSize', 'body.pageSize: must be between 1 and 100');
  const has = (list: unknown, value: string) => !Array.isArray(list) || !list.length || list.includes(value);
  let list = evaluateRun(run).filter(
    (e) =>
      has(body.outcome, e.outcome) &&
      has(body.supportType, e.p.supportType) &&
      has(body.level, e.p.level) &&
      (!body.keyword || e.p.title.includes(String(body.keyword))),
  );
  if (body.sort === 'amount') list = [...list].sort((a, b) => (b.p.maxAmount ?? -1) - (a.p.maxAmount ?? -1));
  if (body.sort === 'deadline') list = [...list].sort((a, b) => (a.w.deadline ?? '9999').localeCompare(b.w.deadline ?? '9999'));
  if (body.sort === 'matchPercent') list = [...list].sort((a, b) => b.match.matchPercent - a.match.matchPercent);
  res.json(ok(page(list.map(item), { current: String(body.current ?? 1), pageSize: String(pageSize) }, 10, 100)));
};

const companyDetail: MockHandler = (req, res) => {
  const run = runOf(res, req.body);
  if (!run) return;
  const creditCode = run.profile.creditCode ? mask(run.profile.creditCode) : null;
  res.json(
    ok({
      runId: run.id,
      source: run.companyId ? 'company' : 'form',
      companyId: run.companyId,
      name: run.profile.name ?? null,
      creditCode,
      profile: { ...run.profile, creditCode: creditCode ?? undefined },
      figureYears: run.profile.figures.map((f) => f.year).sort((a, b) => b - a),
      // The mock's user is park staff, who see a company's own figures.
      recordFiguresHidden: false,
      profileYear: year() - 1,
      evaluationDate: today(),
      updatedAt: run.updatedAt,
    }),
  );
};

const relateBusiness: MockHandler = (req, res) => {
  const run = runOf(res, req.body);
  if (!run) return;
  const self = companies.find((c) => c.id === run.companyId);
  const byName = (name: string) => companies.find((c) => c.name === name);
  const list: {
    id: number | null;
    name: string;
    relation: 'customer' | 'supplier' | 'industry';
    industryCode: string | null;
    creditCode: string | null;
    annualAmount: number | null;
  }[] = [];
  const add = (name: string, relation: 'customer' | 'supplier' | 'industry') => {
    if (list.length >= 10 || list.some((x) => x.name === name) || name === self?.name) return;
    const c = byName(name);
    list.push({
      id: c?.id ?? null,
      name,
      relation,
      industryCode: c?.profile.industryCode ?? null,
      creditCode: c ? mask(c.creditCode) : null,
      annualAmount: relation === 'industry' ? null : 300,
    });
  };
  if (self) {
    self.customers.forEach((n) => add(n, 'customer'));
    self.suppliers.forEach((n) => add(n, 'supplier'));
    companies.filter((c) => c.customers.includes(self.name)).forEach((c) => add(c.name, 'supplier'));
    companies.filter((c) => c.suppliers.includes(self.name)).forEach((c) => add(c.name, 'customer'));
  }
  const division = (run.profile.industryCode ?? '').slice(0, 2);
  companies.filter((c) => division && c.profile.industryCode?.startsWith(division)).forEach((c) => add(c.name, 'industry'));
  res.json(ok({ list }));
};

function fieldsResult(profile: Pick<CompanyProfile, 'regionCode' | 'entityType'>, full?: CompanyProfile) {
  const t = today();
  const run: Run = { id: '', companyId: null, profile: { ...profile, qualifications: [], figures: [] }, updatedAt: '' };
  const candidates = evaluateRun(run).map((e) => ({ rules: e.p.rules, level: e.p.level, regionCode: e.p.regionCode, entityTypes: e.p.entityTypes }));
  const fields = withLabels(neededFields(candidates, t));
  const missing = full
    ? withLabels(neededFields(candidates, t, full))
    : fields.filter((f) => !(f.field === 'regionCode' && profile.regionCode) && !(f.field === 'entityType' && profile.entityType));
  return { candidateCount: candidates.length, evaluationYear: year(), fields, missing };
}

const lookup: MockHandler = (req, res) => {
  const keyword = String(req.query?.keyword ?? '').trim();
  if (!keyword) return badRequest(res, 'keyword', 'querystring.keyword: is required');
  const found = companies.filter((c) => c.name.includes(keyword) || c.creditCode.startsWith(keyword.toUpperCase()) || String(c.id) === keyword);
  res.json(
    ok(
      found
        .slice(0, 10)
        .map((c) => ({ id: c.id, name: c.name, creditCode: mask(c.creditCode), industryCode: c.profile.industryCode ?? null, status: 'active' })),
    ),
  );
};

const outcomeText = { eligible: '符合', likely: '可能符合', not_eligible: '不符合' } as const;

/** The results as .xlsx (one sheet; the server's file also has the conditions and the profile). */
const exportRun: MockHandler = (req, res) => {
  const run = runOf(res, req.query);
  if (!run) return;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('匹配结果');
  sheet.addRow(['政策名称', '匹配结果', '匹配度（%）', '最高金额（万元）', '截止日期', '说明']);
  for (const e of evaluateRun(run))
    sheet.addRow([e.p.title, outcomeText[e.outcome], e.match.matchPercent, e.p.maxAmount, e.w.deadline ?? '', e.match.rules.map((r) => r.text).join('\n')]);
  const http = res as MockResponse & { setHeader(name: string, value: string): void; end(body: Buffer): void };
  void workbook.xlsx.writeBuffer().then((buffer) => {
    http.setHeader('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    http.setHeader('content-disposition', contentDisposition('attachment', `政策匹配结果-${today()}.xlsx`, 'policy-match.xlsx'));
    http.end(Buffer.from(buffer as ArrayBuffer));
  });
};

type Subscription = {
  id: number;
  kind: 'match';
  criteria: Record<string, unknown>;
  channels: ('inApp' | 'email')[];
  rhythm: 'immediate';
  active: boolean;
  description: string;
  descriptionEn: string;
  createdAt: string;
};
const subscriptions: Subscription[] = [];

const subscribe: MockHandler = requireAuth((req, res) => {
  const run = runOf(res, req.body);
  if (!run) return;
  const criteria = run.companyId ? { companyId: run.companyId, name: run.profile.name } : { profile: run.profile };
  const existing = subscriptions.find((s) => JSON.stringify(s.criteria) === JSON.stringify(criteria));
  if (existing) return res.json(ok({ ...existing, created: false }));
  const who = run.profile.name ? `「${run.profile.name}」` : '您填写的企业信息';
  const sub: Subscription = {
    id: subscriptions.length + 1,
    kind: 'match',
    criteria,
    channels: ['inApp', 'email'],
    rhythm: 'immediate',
    active: true,
    description: `有新发布的政策经匹配判定${who}符合或可能符合申报条件时，我们会发布后即时通过站内通知和邮件告诉您政策名称、发文部门、最高扶持金额和申报截止日期；已截止的政策不发送。`,
    descriptionEn: `When a newly published policy matches ${
      run.profile.name ? `"${run.profile.name}"` : 'the company details you entered'
    } (eligible or likely), we tell you as soon as it is published by a site notice and e-mail: the policy's title, issuing office, maximum amount and deadline; closed policies are not sent.`,
    createdAt: new Date().toISOString(),
  };
  subscriptions.unshift(sub);
  res.json(ok({ ...sub, created: true }));
});

// ---------- my matches (/api/visitor/matches) ----------

function savedRunOf(run: Run) {
  const list = evaluateRun(run);
  const count = (o: string) => list.filter((e) => e.outcome === o).length;
  const t = today();
  return {
    runId: run.id,
    name: run.saved?.name ?? null,
    source: run.companyId ? ('company' as const) : ('form' as const),
    companyName: run.profile.name ?? null,
    industryCode: run.profile.industryCode ?? null,
    industryName: industryNameOf(run.profile.industryCode),
    regionCode: run.profile.regionCode ?? null,
    regionName: regionName(run.profile.regionCode ?? null),
    eligible: count('eligible'),
    likely: count('likely'),
    matchCount: count('eligible') + count('likely'),
    total: list.length,
    evaluatedAt: new Date().toISOString(),
    evaluationDate: t,
    profileYear: evaluationYear(t) - 1,
    createdAt: run.saved?.createdAt ?? run.updatedAt,
    updatedAt: run.updatedAt,
  };
}
/** The visitor's saved run of the body: 400 for a malformed id, 404 when not theirs. */
function savedOf(req: MockRequest, res: MockResponse): Run | undefined {
  const run = runOf(res, req.body);
  if (run && !run.saved) return void notFound(res, 'Match run');
  return run;
}
// Two saved runs to show in the user centre: a park company and a typed profile.
for (const [i, profile] of [profileOf(companies[0]), { ...companies[2].profile, name: undefined }].entries()) {
  const at = new Date(Date.now() - (i + 1) * 3 * 86_400_000).toISOString();
  const id = newRunId();
  runs.set(id, {
    id,
    companyId: i === 0 ? companies[0].id : null,
    profile,
    updatedAt: at,
    saved: { name: i === 0 ? '年报数据（上一年度）' : null, createdAt: at },
  });
}

const savedRuns = requireAuth((req, res) => {
  const pageSize = Number(req.query?.pageSize ?? 10);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 20) return badRequest(res, 'pageSize', 'querystring.pageSize: at most 20 runs a page');
  const mine = [...runs.values()].filter((r) => r.saved).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const one = page(mine, { current: String(req.query?.current ?? 1), pageSize: String(pageSize) }, 10, 20);
  res.json(ok({ ...one, list: one.list.map(savedRunOf) }));
});
const renameSaved = requireAuth((req, res) => {
  const run = savedOf(req, res);
  if (!run) return;
  const name = typeof req.body?.name === 'string' ? req.body.name.trim() : undefined;
  if (name === undefined) return badRequest(res, 'name', 'body.name: is required');
  if (name.length > 64) return badRequest(res, 'name', 'body.name: at most 64 characters');
  run.saved!.name = name || null;
  res.json(ok(savedRunOf(run)));
});
const rerunSaved = requireAuth((req, res) => {
  const run = savedOf(req, res);
  if (!run) return;
  run.updatedAt = new Date().toISOString();
  res.json(ok(savedRunOf(run)));
});
const deleteSaved = requireAuth((req, res) => {
  const run = savedOf(req, res);
  if (!run) return;
  runs.delete(run.id);
  res.json(ok({ runId: run.id }));
});

const base = '/api/policy';
export default {
  [`GET ${base}/islogin`]: ((req, res) =>
    res.json(ok(signedIn(req) ? { isLogin: true, user: { id: 1, username: 'admin', realName: '系统管理员' } } : { isLogin: false }))) as MockHandler,
  [`GET ${base}/company/lookup`]: lookup,
  [`POST ${base}/matchData`]: matchData,
  [`POST ${base}/changeBuesinss`]: changeBusiness,
  [`POST ${base}/resultHeader`]: resultHeader,
  [`POST ${base}/resultSearche`]: resultSearche,
  [`POST ${base}/companyDetail`]: companyDetail,
  [`POST ${base}/getRelateBusiness`]: relateBusiness,
  [`GET ${base}/match/fields`]: ((req, res) => {
    const run = runOf(res, req.query);
    if (run) res.json(ok(fieldsResult(run.profile, run.profile)));
  }) as MockHandler,
  [`POST ${base}/match/fields`]: ((req, res) => {
    const { regionCode, entityType } = req.body ?? {};
    if (regionCode !== undefined && !/^\d{6}$/.test(String(regionCode)))
      return badRequest(res, 'regionCode', 'body.regionCode: must be a 6-digit GB/T 2260 region code');
    res.json(ok(fieldsResult({ regionCode: regionCode ?? null, entityType: entityType ?? null })));
  }) as MockHandler,
  [`POST ${base}/match/subscribe`]: subscribe,
  [`GET ${base}/match/subscriptions`]: requireAuth((req, res) => res.json(ok(page(subscriptions, req.query)))),
  [`GET ${base}/match/export`]: exportRun,
  'GET /api/visitor/matches': savedRuns,
  'POST /api/visitor/matches/rename': renameSaved,
  'POST /api/visitor/matches/rerun': rerunSaved,
  'POST /api/visitor/matches/delete': deleteSaved,
};
