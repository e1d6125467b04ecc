import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { policies, policyDepartments, policyMatchRuns, visitors } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { withCheckChar } from '@shared/creditCode';
import { loadCandidates, policyEvaluator } from '../../server/modules/match/evaluation';
import { profileOfCompany } from '../../server/modules/match/profile';
import { searchVectors } from '../../server/modules/policy/text';
import { windowColumns } from '../../server/modules/policy/window';
import type { CompanyProfile, PolicyRule } from '@shared/policyConditions';
import { evaluatePolicy, plainEvaluators, type MatchablePolicy } from '@shared/policyMatch';
import { bearer, createTestContext, dbKinds, type TestContext } from './harness';
import { type PolicyWindow } from '@shared/policyWindow';

/**
 * Issue 8's matching API on a known policy set (the demo library is unpublished first), at the harness's
 * clock: 2026-11-21 in China, so "last year" is 2025.
 */
const TODAY = '2026-11-21';
const range = (startDate: string, endDate: string): PolicyWindow => ({ kind: 'range', startDate, endDate, batches: [] });
const allYear: PolicyWindow = { kind: 'all_year', startDate: null, endDate: null, batches: [] };
const rule = (
  id: string,
  field: PolicyRule['field'],
  op: PolicyRule['op'],
  value: PolicyRule['value'],
  label: string,
  extra: Partial<PolicyRule> = {},
): PolicyRule => ({ id, field, op, value, label, hard: true, ...extra });

type Seed = {
  key: string;
  title: string;
  level: 'national' | 'provincial' | 'city' | 'district';
  regionCode: string;
  supportType: string;
  maxAmount: number | null;
  window: PolicyWindow;
  rules: PolicyRule[];
  entityTypes?: string[];
  status?: 'published' | 'draft';
};
const seeds: Seed[] = [
  {
    key: 'P1',
    title: '苏州市规上企业研发奖励',
    level: 'city',
    regionCode: '320500',
    supportType: 'subsidy',
    maxAmount: 300,
    window: range('2026-11-01', '2027-01-31'),
    rules: [rule('r1', 'revenue', 'gte', 1000, '上一年度营业收入不低于1000万元', { yearsBack: 1 }), rule('r2', 'ipClass1', 'gte', 2, '拥有I类知识产权2件以上')],
  },
  {
    key: 'P2',
    title: '高新技术企业所得税优惠',
    level: 'national',
    regionCode: '100000',
    supportType: 'tax',
    maxAmount: 50,
    window: allYear,
    rules: [rule('r1', 'qualification', 'hasAny', ['high_tech'], '为有效期内的高新技术企业')],
  },
  {
    key: 'P3',
    title: '园区净资产达标企业贴息',
    level: 'district',
    regionCode: '320571',
    supportType: 'finance',
    maxAmount: 100,
    window: range('2026-11-10', '2026-12-01'),
    rules: [rule('r1', 'netAssets', 'gte', 500, '前年末净资产不低于500万元', { yearsBack: 2 })],
  },
  {
    key: 'P4',
    title: '园区营收两千万企业扩产奖励',
    level: 'district',
    regionCode: '320571',
    supportType: 'subsidy',
    maxAmount: 200,
    window: range('2026-10-01', '2027-03-31'),
    rules: [rule('r1', 'revenue', 'gte', 2000, '上一年度营业收入不低于2000万元', { yearsBack: 1 })],
  },
  {
    key: 'P5',
    title: '苏州市已截止的技改补助',
    level: 'city',
    regionCode: '320500',
    supportType: 'subsidy',
    maxAmount: 999,
    window: range('2026-09-01', '2026-10-31'),
    rules: [rule('r1', 'revenue', 'gte', 100, '营业收入不低于100万元', { yearsBack: 1 })],
  },
  { key: 'P6', title: '浙江省科技企业培育', level: 'provincial', regionCode: '330000', supportType: 'subsidy', maxAmount: 888, window: allYear, rules: [] },
  {
    key: 'P7',
    title: '事业单位科研经费补助',
    level: 'national',
    regionCode: '100000',
    supportType: 'subsidy',
    maxAmount: 777,
    window: allYear,
    rules: [],
    entityTypes: ['institution'],
  },
  {
    key: 'P8',
    title: '园区吸纳就业补贴',
    level: 'district',
    regionCode: '320571',
    supportType: 'talent',
    maxAmount: null,
    window: allYear,
    rules: [
      rule('r1', 'staff', 'gte', 50, '上一年度职工人数不少于50人', { yearsBack: 1 }),
      rule('r2', 'rdRatio', 'gte', 10, '研发投入占比不低于10%', { yearsBack: 1, hard: false }),
    ],
  },
  {
    key: 'P9',
    title: '草稿中的政策',
    level: 'national',
    regionCode: '100000',
    supportType: 'subsidy',
    maxAmount: 666,
    window: allYear,
    rules: [],
    status: 'draft',
  },
  {
    key: 'P10',
    title: '园区科技人才占比奖励',
    level: 'district',
    regionCode: '320571',
    supportType: 'talent',
    maxAmount: 100,
    window: range('2026-11-01', '2027-06-30'),
    rules: [rule('r1', 'techStaffRatio', 'gte', 10, '前年科技人员占比不低于10%', { yearsBack: 2 })],
  },
];

it('the per-request memo evaluates a rule set shared by several policies once, each result keeping its own rule ids and wording', () => {
  const shared = [
    rule('r1', 'revenue', 'gte', 2000, '上一年度营业收入不低于2000万元', { yearsBack: 1 }),
    rule('r2', 'staff', 'gte', 50, '职工人数不少于50人', { yearsBack: 1, hard: false }),
  ];
  // The same conditions in a third document, under its own ids and wording.
  const reworded = [
    rule('a', 'revenue', 'gte', 2000, '营业收入须达2000万元', { yearsBack: 1 }),
    rule('b', 'staff', 'gte', 50, '职工50人以上', { yearsBack: 1 }),
  ];
  // The same numbers as strings are another condition: a range of strings does not fit a figure.
  const numberRange = [rule('n', 'revenue', 'between', [1000, 3000], '营业收入1000至3000万元', { yearsBack: 1 })];
  const stringRange = [rule('s', 'revenue', 'between', ['1000', '3000'], '营业收入1000至3000万元', { yearsBack: 1 })];
  const profile: CompanyProfile = { regionCode: '320571', entityType: 'enterprise', qualifications: [], figures: [{ year: 2025, revenue: 1500, staff: 80 }] };
  const policies: MatchablePolicy[] = [
    { rules: shared, level: 'district', regionCode: '320571', windowStatus: 'open' },
    { rules: shared, level: 'district', regionCode: '320571', windowStatus: 'open' },
    { rules: shared, level: 'national', regionCode: null, windowStatus: 'closing' },
    { rules: reworded, level: 'district', regionCode: '320571', windowStatus: 'open' },
    { rules: numberRange, level: 'district', regionCode: '320571', windowStatus: 'open' },
    { rules: stringRange, level: 'district', regionCode: '320571', windowStatus: 'open' },
  ];
  const counted = { evaluateRule: jest.fn(plainEvaluators.evaluateRule), hardFilter: jest.fn(plainEvaluators.hardFilter) };
  const memo = policyEvaluator(profile, TODAY, counted);
  const results = policies.map(memo);
  expect(results).toEqual(policies.map((p) => evaluatePolicy(p, profile, TODAY)));
  expect(counted.evaluateRule.mock.calls.map(([r]) => r.id)).toEqual(['r1', 'r2', 'n', 's']);
  expect(counted.hardFilter).toHaveBeenCalledTimes(2);
  expect(results[1]).toBe(results[0]);
  expect(results[3]).toMatchObject({ outcome: 'not_eligible', matchPercent: 50 });
  expect(results[3].rules.map((r) => [r.ruleId, r.label, r.hard])).toEqual([
    ['a', '营业收入须达2000万元', true],
    ['b', '职工50人以上', true],
  ]);
  expect(results[0]).toMatchObject({ outcome: 'not_eligible', matchPercent: 50 });
  expect(results[0].rules.map((r) => [r.ruleId, r.hard])).toEqual([
    ['r1', true],
    ['r2', false],
  ]);
  expect(results[4].rules[0]).toMatchObject({ ruleId: 'n', outcome: 'met' });
  expect(results[5].rules[0]).toMatchObject({ ruleId: 's', outcome: 'unknown', invalid: true });
});

describe.each(dbKinds)('policy matching on %s', (kind) => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  const ids: Record<string, number> = {};
  let companyA: number;
  let companyB: number;
  // Park staff who may see company records match a park company on its figures; visitors are tested apart.
  const post = (url: string, payload: object, headers: Record<string, string> = admin) =>
    ctx.app.inject({ method: 'POST', url: `/api/policy/${url}`, payload, headers });
  const get = (url: string, headers: Record<string, string> = admin) => ctx.app.inject({ method: 'GET', url: `/api/policy/${url}`, headers });
  const data = async (url: string, payload: object) => {
    const res = await post(url, payload);
    expect({ url, status: res.statusCode, body: res.statusCode === 200 ? 'ok' : res.body }).toEqual({ url, status: 200, body: 'ok' });
    return res.json().data;
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies, checked by the assertions
  const byKey = (list: { policyId: number }[], key: string): any => list.find((p) => p.policyId === ids[key]);
  const keysOf = (list: { policyId: number }[]) => list.map((p) => Object.keys(ids).find((k) => ids[k] === p.policyId) ?? `demo:${p.policyId}`);

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.adminToken());
    // Companies through the company API, as park staff enter them.
    const a = await ctx.app.inject({
      method: 'POST',
      url: '/apiv2/company/admin/create',
      headers: admin,
      payload: {
        name: '苏州星湖匹配测试科技有限公司',
        creditCode: withCheckChar('91320594MA1MTCH01'),
        foundedOn: '2018-05-10',
        industryCode: '39',
        scale: 'small',
        regionCode: '320571',
        staffCount: 60,
        techStaffCount: 20,
        figures: [
          { year: 2025, revenue: 1500, rdSpend: 120, netAssets: 800, staffCount: 60, techStaffCount: 20 },
          { year: 2024, revenue: 1200, rdSpend: 90, staffCount: 55 },
          { year: 2023, revenue: 1000 },
        ],
        ip: { invention_patent: 3, ic_layout: 1, utility_model: 4, design_patent: 2, software_copyright: 5, trademark: 9 },
        qualifications: [
          { qualification: 'high_tech', certificateNo: 'GR202432001234', issuedOn: '2024-11-19', expiresOn: '2027-11-18' },
          { qualification: 'tech_sme', certificateNo: '2022320594A0001', issuedOn: '2022-04-01', expiresOn: '2025-01-01' },
        ],
        customers: [{ name: '杭州湖畔关联测试电子有限公司', annualAmount: 500 }],
        suppliers: [{ name: '无锡某材料有限公司', annualAmount: 80 }],
      },
    });
    if (a.statusCode !== 200) throw new Error(`company A: ${a.statusCode} ${a.body}`);
    companyA = a.json().data.id;
    const b = await ctx.app.inject({
      method: 'POST',
      url: '/apiv2/company/admin/create',
      headers: admin,
      payload: {
        name: '杭州湖畔关联测试电子有限公司',
        creditCode: withCheckChar('91330106MA2HK0001'),
        industryCode: '39',
        regionCode: '330106',
        foundedOn: '2020-01-01',
      },
    });
    if (b.statusCode !== 200) throw new Error(`company B: ${b.statusCode} ${b.body}`);
    companyB = b.json().data.id;

    const [dept] = await ctx.database.db.select({ id: policyDepartments.id }).from(policyDepartments).limit(1);
    await ctx.database.db.execute(sql`update policies set status = 'unpublished' where status = 'published'`);
    for (const s of seeds) {
      const [row] = await ctx.database.db
        .insert(policies)
        .values({
          title: s.title,
          departmentId: dept.id,
          level: s.level,
          regionCode: s.regionCode,
          publishDate: '2026-10-01',
          supportType: s.supportType,
          maxAmount: s.maxAmount,
          window: s.window,
          ...windowColumns(s.window),
          rules: s.rules,
          entityTypes: s.entityTypes ?? ['enterprise'],
          status: s.status ?? 'published',
          summary: `${s.title}的摘要`,
          ...searchVectors({ title: s.title, docNo: null, departmentName: '测试部门', summary: null, contentText: '' }),
        })
        .returning({ id: policies.id });
      ids[s.key] = row.id;
    }
  });
  afterAll(() => ctx.close());

  it('builds the profile from the company record, every figure with its own year', async () => {
    const { runId } = await data('matchData', { companyId: companyA });
    expect(runId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const detail = await data('companyDetail', { runId });
    expect(detail).toMatchObject({
      source: 'company',
      companyId: companyA,
      name: '苏州星湖匹配测试科技有限公司',
      figureYears: [2025, 2024, 2023],
      profileYear: 2025,
      evaluationDate: TODAY,
    });
    expect(detail.creditCode).toMatch(/^9132\*+.{4}$/);
    expect(detail.profile).toMatchObject({
      regionCode: '320571',
      industryCode: '39',
      scale: 'small',
      entityType: 'enterprise',
      foundedOn: '2018-05-10',
      // The tech SME certificate expired in January 2025; the trademark counts in neither IP class.
      qualifications: ['high_tech'],
      ipClass1: 4,
      ipClass2: 11,
    });
    expect(detail.profile.figures).toEqual([
      { year: 2025, revenue: 1500, rdSpend: 120, netAssets: 800, staff: 60, techStaff: 20 },
      { year: 2024, revenue: 1200, rdSpend: 90, netAssets: null, staff: 55, techStaff: null },
      { year: 2023, revenue: 1000, rdSpend: null, netAssets: null, staff: null, techStaff: null },
    ]);
  });

  it("keeps a park company's own figures from visitors: they match on its licence facts, and a staff run's id shows them nothing", async () => {
    await ctx.createUser('plainmatch', 'Plain#Match2026');
    const plain = bearer(await ctx.login('plainmatch', 'Plain#Match2026', '10.77.0.1'));
    for (const visitor of [{}, plain]) {
      const started = await post('matchData', { companyId: companyA }, visitor);
      expect(started.statusCode).toBe(200);
      const { runId } = started.json().data;
      const detail = (await post('companyDetail', { runId }, visitor)).json().data;
      expect(detail).toMatchObject({ source: 'company', companyId: companyA, name: '苏州星湖匹配测试科技有限公司', figureYears: [] });
      expect(detail.profile).toMatchObject({
        regionCode: '320571',
        industryCode: '39',
        entityType: 'enterprise',
        foundedOn: '2018-05-10',
        qualifications: [],
        ipClass1: null,
        ipClass2: null,
        figures: [],
        scale: null,
      });
      // No result explains itself with the record's figures, and its customers and suppliers stay private.
      const results = JSON.stringify((await post('resultSearche', { runId, pageSize: 50 }, visitor)).json().data);
      expect(results).not.toMatch(/"actual":(1500|1200|1000|120|800|60|20|4|11)\b/);
      const related = (await post('getRelateBusiness', { runId }, visitor)).json().data.list;
      expect(related.map((r: { relation: string }) => r.relation)).not.toContain('customer');
      expect(related.map((r: { relation: string }) => r.relation)).not.toContain('supplier');
      const fields = (await get(`match/fields?runId=${runId}`, visitor)).json().data;
      expect(fields.missing.length).toBeGreaterThan(2);
    }
    // A run started by staff holds the figures: to anyone else it does not exist.
    const { runId: staffRun } = await data('matchData', { companyId: companyA });
    for (const visitor of [{}, plain]) {
      for (const url of ['resultHeader', 'resultSearche', 'companyDetail', 'getRelateBusiness']) {
        expect({ url, status: (await post(url, { runId: staffRun }, visitor)).statusCode }).toEqual({ url, status: 404 });
      }
      expect((await post('changeBuesinss', { runId: staffRun, companyId: companyB }, visitor)).statusCode).toBe(404);
      expect((await get(`match/fields?runId=${staffRun}`, visitor)).statusCode).toBe(404);
      expect((await get(`match/export?runId=${staffRun}`, visitor)).statusCode).toBe(404);
    }
    expect((await post('companyDetail', { runId: staffRun })).json().data.figureYears).toEqual([2025, 2024, 2023]);
  });

  it('sorts eligible, likely, not eligible; then amount; then deadline; with the header counts and amount', async () => {
    const { runId, matchSwiperData } = await data('matchData', { companyId: companyA });
    const all = await data('resultSearche', { runId, pageSize: 50 });
    expect(keysOf(all.list)).toEqual(['P1', 'P2', 'P8', 'P3', 'P10', 'P4']);
    expect(all.list.map((p: { outcome: string }) => p.outcome)).toEqual(['eligible', 'eligible', 'eligible', 'likely', 'likely', 'not_eligible']);
    // The featured carousel: eligible and likely only, in the same order.
    expect(keysOf(matchSwiperData)).toEqual(['P1', 'P2', 'P8', 'P3', 'P10']);
    expect(matchSwiperData[0]).toMatchObject({
      title: '苏州市规上企业研发奖励',
      maxAmount: 300,
      deadline: '2027-01-31',
      windowStatus: 'open',
      outcome: 'eligible',
      matchPercent: 100,
    });

    const header = await data('resultHeader', { runId });
    expect(header).toMatchObject({
      runId,
      companyName: '苏州星湖匹配测试科技有限公司',
      eligible: 3,
      likely: 2,
      notEligible: 1,
      total: 6,
      totalPossibleAmount: 300 + 50 + 100 + 100,
      evaluationDate: TODAY,
      profileYear: 2025,
    });

    // A failing soft rule lowers the percentage but not the outcome.
    expect(byKey(all.list, 'P8')).toMatchObject({ outcome: 'eligible', matchPercent: 50, metCount: 1, ruleCount: 2 });
    // Same amount: the earlier deadline first (P3 closes on 1 December).
    expect(byKey(all.list, 'P3')).toMatchObject({ deadline: '2026-12-01', windowStatus: 'closing_soon' });
  });

  it('explains each condition: required, actual, gap and the year used; unknown names what is missing', async () => {
    const { runId } = await data('matchData', { companyId: companyA });
    const list = (await data('resultSearche', { runId, pageSize: 50 })).list;
    const p4 = byKey(list, 'P4');
    expect(p4.failedFilter).toBeNull();
    expect(p4.rules).toEqual([
      expect.objectContaining({
        ruleId: 'r1',
        outcome: 'unmet',
        year: 2025,
        actual: 1500,
        gap: { required: 2000, actual: 1500, amount: 500 },
        required: '营业收入（2025年度） ≥ 2,000万元',
        label: '上一年度营业收入不低于2000万元',
      }),
    ]);
    expect(p4.rules[0].text).toContain('还差 500万元');
    const p3 = byKey(list, 'P3');
    expect(p3.rules[0]).toMatchObject({ outcome: 'unknown', year: 2024, actual: null, missing: [{ field: 'netAssets', year: 2024, label: '2024年度净资产' }] });
    expect(p3.rules[0].text).toContain('缺少2024年度净资产数据');
  });

  it("reads a rule on last year's revenue only from last year's figure: another year's never stands in", async () => {
    const { runId } = await data('matchData', {
      profile: {
        regionCode: '320571',
        entityType: 'enterprise',
        figures: [
          { year: 2024, revenue: 5000 },
          { year: 2026, revenue: 9000 },
        ],
      },
    });
    const list = (await data('resultSearche', { runId, pageSize: 50 })).list;
    const p4 = byKey(list, 'P4');
    expect(p4).toMatchObject({ outcome: 'likely' });
    expect(p4.rules[0]).toMatchObject({ outcome: 'unknown', year: 2025, actual: null, missing: [{ field: 'revenue', year: 2025, label: '2025年度营业收入' }] });
    const detail = await data('companyDetail', { runId });
    expect(detail).toMatchObject({ source: 'form', companyId: null, figureYears: [2026, 2024] });
  });

  it('applies the hard filter: no closed window, no region outside, no other entity type, no drafts', async () => {
    const { runId } = await data('matchData', { companyId: companyA });
    const shown = keysOf((await data('resultSearche', { runId, pageSize: 50 })).list);
    for (const key of ['P5', 'P6', 'P7', 'P9']) expect(shown).not.toContain(key);
    // The Zhejiang policy is a candidate for a Hangzhou company, the Suzhou ones are not.
    const hz = await data('matchData', { companyId: companyB });
    const hzShown = keysOf((await data('resultSearche', { runId: hz.runId, pageSize: 50 })).list);
    expect(hzShown).toEqual(expect.arrayContaining(['P6', 'P2']));
    for (const key of ['P1', 'P3', 'P4', 'P5', 'P8', 'P10']) expect(hzShown).not.toContain(key);
  });

  it('filters by outcome, support type, level and keyword, pages, and sorts by amount or deadline', async () => {
    const { runId } = await data('matchData', { companyId: companyA });
    expect(keysOf((await data('resultSearche', { runId, outcome: ['likely'] })).list)).toEqual(['P3', 'P10']);
    expect(keysOf((await data('resultSearche', { runId, supportType: ['talent'] })).list)).toEqual(['P8', 'P10']);
    expect(keysOf((await data('resultSearche', { runId, level: ['national'] })).list)).toEqual(['P2']);
    expect(keysOf((await data('resultSearche', { runId, keyword: '就业补贴' })).list)).toEqual(['P8']);
    const page2 = await data('resultSearche', { runId, current: 2, pageSize: 4 });
    expect([page2.total, keysOf(page2.list)]).toEqual([6, ['P10', 'P4']]);
    expect(keysOf((await data('resultSearche', { runId, sort: 'amount' })).list)).toEqual(['P1', 'P4', 'P3', 'P10', 'P2', 'P8']);
    expect(keysOf((await data('resultSearche', { runId, sort: 'deadline' })).list).slice(0, 4)).toEqual(['P3', 'P1', 'P4', 'P10']);
  });

  it('changeBuesinss switches the company, then takes the corrected figures: the same policy becomes eligible', async () => {
    const { runId } = await data('matchData', { companyId: companyA });
    const switched = await data('changeBuesinss', { runId, companyId: companyB });
    expect(switched.runId).toBe(runId);
    expect((await data('resultHeader', { runId })).companyName).toBe('杭州湖畔关联测试电子有限公司');

    const record = await profileOfCompany(ctx.database.db, companyA, TODAY);
    const corrected = { ...record, figures: record.figures.map((f) => (f.year === 2025 ? { ...f, revenue: 2500 } : f)) };
    await data('changeBuesinss', { runId, profile: corrected });
    const detail = await data('companyDetail', { runId });
    expect(detail).toMatchObject({ source: 'company', companyId: companyA, name: '苏州星湖匹配测试科技有限公司' });
    expect(detail.profile.figures[0]).toMatchObject({ year: 2025, revenue: 2500 });
    const p4 = byKey((await data('resultSearche', { runId, pageSize: 50 })).list, 'P4');
    expect(p4).toMatchObject({ outcome: 'eligible', matchPercent: 100 });
    expect(p4.rules[0]).toMatchObject({ outcome: 'met', actual: 2500, gap: null });
    expect((await data('resultHeader', { runId })).eligible).toBe(4);
  });

  it('answers 404 for an unknown run or company and 400 naming the field for bad input', async () => {
    const unknown = 'AAAAAAAAAAAAAAAAAAAAAA';
    for (const url of ['resultHeader', 'resultSearche', 'companyDetail', 'getRelateBusiness']) {
      const res = await post(url, { runId: unknown });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
    expect((await post('changeBuesinss', { runId: unknown, companyId: companyA })).statusCode).toBe(404);
    expect((await get(`match/fields?runId=${unknown}`)).statusCode).toBe(404);
    expect((await get(`match/export?runId=${unknown}`)).statusCode).toBe(404);
    expect((await post('matchData', { companyId: 999999 })).statusCode).toBe(404);

    const cases: [string, object, string][] = [
      ['matchData', {}, 'companyId'],
      ['matchData', { companyId: companyA, profile: {} }, 'profile'],
      ['matchData', { profile: { figures: [{ year: 2025, staff: 10, techStaff: 12 }] } }, 'profile.figures.0.techStaff'],
      ['matchData', { profile: { figures: [{ year: 2025 }, { year: 2025 }] } }, 'profile.figures'],
      ['matchData', { profile: { regionCode: '32' } }, 'profile.regionCode'],
      ['resultHeader', { runId: 'short' }, 'runId'],
      ['resultSearche', { runId: unknown, pageSize: 1000 }, 'pageSize'],
      ['resultSearche', { runId: unknown, outcome: ['maybe'] }, 'outcome.0'],
    ];
    for (const [url, payload, field] of cases) {
      const res = await post(url, payload);
      expect({ url, payload, status: res.statusCode, field: res.json().field }).toEqual({ url, payload, status: 400, field });
    }
  });

  it('forgets runs after 30 days and purges them when a new run starts', async () => {
    const { runId } = await data('matchData', { companyId: companyA });
    ctx.advance(31 * 86_400_000);
    try {
      expect((await post('resultHeader', { runId })).statusCode).toBe(404);
      await data('matchData', { companyId: companyA });
      const left = await ctx.database.db.select({ id: policyMatchRuns.id }).from(policyMatchRuns).where(eq(policyMatchRuns.id, runId));
      expect(left).toEqual([]);
    } finally {
      ctx.advance(-31 * 86_400_000);
    }
  });

  it('lists related companies: customers and suppliers first, then the same industry division', async () => {
    const { runId } = await data('matchData', { companyId: companyA });
    const { list } = await data('getRelateBusiness', { runId });
    expect(list.length).toBeLessThanOrEqual(10);
    expect(list[0]).toMatchObject({ id: companyB, name: '杭州湖畔关联测试电子有限公司', relation: 'customer', annualAmount: 500 });
    expect(list[1]).toMatchObject({ id: null, name: '无锡某材料有限公司', relation: 'supplier' });
    const industry = list.filter((c: { relation: string }) => c.relation === 'industry');
    expect(industry.length).toBeGreaterThan(0);
    expect(industry.every((c: { industryCode: string; creditCode: string }) => c.industryCode.startsWith('39') && c.creditCode.includes('*'))).toBe(true);
    // From B's side, A lists B as a customer: A is B's supplier.
    const fromB = await data('matchData', { companyId: companyB });
    const bList = (await data('getRelateBusiness', { runId: fromB.runId })).list;
    expect(bList[0]).toMatchObject({ id: companyA, relation: 'supplier' });
  });

  it('finds companies by name, credit code or id, at most 10, credit codes masked', async () => {
    const byName = (await get(`company/lookup?keyword=${encodeURIComponent('星湖匹配')}`)).json().data;
    expect(byName).toEqual([expect.objectContaining({ id: companyA, name: '苏州星湖匹配测试科技有限公司' })]);
    expect(byName[0].creditCode).not.toBe(withCheckChar('91320594MA1MTCH01'));
    const byCode = (await get(`company/lookup?keyword=${withCheckChar('91320594MA1MTCH01')}`)).json().data;
    expect(byCode[0].id).toBe(companyA);
    expect((await get(`company/lookup?keyword=${companyB}`)).json().data.map((c: { id: number }) => c.id)).toContain(companyB);
    expect((await get(`company/lookup?keyword=${encodeURIComponent('苏州')}`)).json().data.length).toBe(10);
    expect((await get('company/lookup?keyword=')).json().field).toBe('keyword');
  });

  it('asks only for the fields the candidate policies need, with their years', async () => {
    const res = await post('match/fields', { regionCode: '320571', entityType: 'enterprise' });
    const body = res.json().data;
    expect(body.candidateCount).toBe(6);
    const keys = body.fields.map((f: { field: string; year?: number }) => `${f.field}${f.year ? `:${f.year}` : ''}`);
    expect(keys.sort()).toEqual(
      [
        'entityType',
        'ipClass1',
        'netAssets:2024',
        'qualifications',
        'rdSpend:2025',
        'regionCode',
        'revenue:2025',
        'staff:2024',
        'staff:2025',
        'techStaff:2024',
      ].sort(),
    );
    expect(body.missing.map((f: { field: string }) => f.field)).not.toContain('regionCode');
    expect(body.fields.find((f: { field: string; year?: number }) => f.field === 'revenue')).toEqual({
      field: 'revenue',
      year: 2025,
      label: '2025年度营业收入',
    });
    const { runId } = await data('matchData', { companyId: companyA });
    const forRun = (await get(`match/fields?runId=${runId}`)).json().data;
    expect(forRun.missing.map((f: { field: string; year?: number }) => `${f.field}:${f.year}`).sort()).toEqual(['netAssets:2024', 'techStaff:2024']);
  });

  it('exports the results with explanations as .xlsx', async () => {
    const { runId } = await data('matchData', { companyId: companyA });
    const res = await get(`match/export?runId=${runId}&format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(`政策匹配结果-${TODAY}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const results = workbook.getWorksheet('匹配结果')!;
    const rows = results
      .getSheetValues()
      .slice(2)
      .map((r) => (r as ExcelJS.CellValue[]).slice(1));
    expect(rows.map((r) => r[1])).toEqual([
      '苏州市规上企业研发奖励',
      '高新技术企业所得税优惠',
      '园区吸纳就业补贴',
      '园区净资产达标企业贴息',
      '园区科技人才占比奖励',
      '园区营收两千万企业扩产奖励',
    ]);
    const p4 = rows[5];
    expect(p4[9]).toBe('不符合');
    expect(String(p4[11])).toContain('还差 500万元');
    expect(rows[3][12]).toBe('2024年度净资产');
    const conditions = workbook.getWorksheet('条件明细')!;
    const p4Condition = conditions.getSheetValues().find((r) => Array.isArray(r) && r[1] === '园区营收两千万企业扩产奖励') as ExcelJS.CellValue[];
    expect(p4Condition.slice(1)).toEqual([
      '园区营收两千万企业扩产奖励',
      '上一年度营业收入不低于2000万元',
      '是',
      '不满足',
      '营业收入（2025年度） ≥ 2,000万元',
      '1500',
      500,
      2025,
      expect.stringContaining('还差'),
    ]);
    expect(workbook.getWorksheet('企业画像')!.rowCount).toBeGreaterThan(10);
  });

  it('says whether the visitor is signed in', async () => {
    expect((await get('islogin', {})).json().data).toEqual({ isLogin: false });
    expect((await get('islogin', { authorization: 'Bearer not-a-token' })).json().data).toEqual({ isLogin: false });
    const me = (await get('islogin', admin)).json().data;
    expect(me).toMatchObject({ isLogin: true, user: { username: 'admin' } });
  });

  it('subscribes a signed-in visitor once per criteria and says in plain words what will be sent; staff are no subscribers', async () => {
    const [row] = await ctx.database.db
      .insert(visitors)
      .values({ email: 'match.subscriber@xinghu-tech.cn', passwordHash: await hashPassword('Visitor@2026pass'), termsAcceptedAt: new Date() })
      .returning({ id: visitors.id });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/visitor/login',
      payload: { address: 'match.subscriber@xinghu-tech.cn', password: 'Visitor@2026pass' },
    });
    const visitor = { authorization: `Bearer ${login.json().data.token}` };
    const { runId } = await data('matchData', { profile: { regionCode: '320571', entityType: 'enterprise', figures: [{ year: 2025, revenue: 6000 }] } });
    expect((await post('match/subscribe', { runId }, {})).statusCode).toBe(401);
    expect((await post('match/subscribe', { runId }, admin)).statusCode).toBe(401);
    expect((await get('match/subscriptions', {})).statusCode).toBe(401);
    const first = await post('match/subscribe', { runId }, visitor);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ kind: 'match', created: true, channels: ['inApp', 'email'], rhythm: 'immediate' });
    expect(first.json().data.description).toContain('您填写的企业信息符合或可能符合申报条件时');
    const again = (await post('match/subscribe', { runId }, visitor)).json().data;
    expect(again).toMatchObject({ id: first.json().data.id, created: false });
    // Corrected figures are another subscription.
    await data('changeBuesinss', { runId, profile: { regionCode: '320571', entityType: 'enterprise', figures: [{ year: 2025, revenue: 3000 }] } });
    const edited = (await post('match/subscribe', { runId }, visitor)).json().data;
    expect(edited).toMatchObject({ created: true, criteria: { profile: expect.objectContaining({ figures: [{ year: 2025, revenue: 3000 }] }) } });
    const list = (await get('match/subscriptions', visitor)).json().data;
    expect(list.total).toBe(2);
    expect(list.list[0].id).toBe(edited.id);
    const audit = await ctx.database.db.execute(
      sql`select count(*)::int as n from audit_logs where entity = 'subscription' and after->>'visitorId' = ${String(row.id)}`,
    );
    expect((audit as unknown as { rows: { n: number }[] }).rows[0].n).toBe(2);
  });

  it("the per-request memo gives evaluatePolicy's results on every demo policy, evaluating each shared condition and filter input once", async () => {
    await ctx.database.db.execute(sql`update policies set status = 'published' where status = 'unpublished'`);
    try {
      const company = await profileOfCompany(ctx.database.db, companyA, TODAY);
      const profiles: CompanyProfile[] = [
        company,
        { qualifications: [], figures: [] },
        { ...company, regionCode: '320000', industryCode: 'C', figures: company.figures.slice(1) },
      ];
      for (const profile of profiles) {
        const rows = await loadCandidates(ctx.database.db, profile, TODAY);
        expect(rows.length).toBeGreaterThan(100);
        const counted = { evaluateRule: jest.fn(plainEvaluators.evaluateRule), hardFilter: jest.fn(plainEvaluators.hardFilter) };
        const memo = policyEvaluator(profile, TODAY, counted);
        const policies: MatchablePolicy[] = rows.map((row) => ({
          rules: row.rules,
          level: row.level,
          regionCode: row.region_code,
          entityTypes: row.entity_types,
          windowStatus: row.window_status,
        }));
        const plainResults = policies.map((policy) => evaluatePolicy(policy, profile, TODAY));
        expect(policies.map(memo)).toEqual(plainResults);
        // Once per distinct filter input, and once per distinct condition of the policies that pass it.
        const filterInputs = new Set(policies.map((p) => JSON.stringify([p.level, p.regionCode ?? '', p.windowStatus, p.entityTypes ?? []])));
        const conditions = new Set(
          policies
            .filter((_, i) => !plainResults[i].failedFilter)
            .flatMap((p) => p.rules.map((r) => JSON.stringify([r.field, r.op, r.value, r.yearsBack ?? '']))),
        );
        const ruleEvaluations = plainResults.reduce((n, m) => n + m.rules.length, 0);
        expect(counted.hardFilter).toHaveBeenCalledTimes(filterInputs.size);
        expect(counted.evaluateRule).toHaveBeenCalledTimes(conditions.size);
        expect(conditions.size).toBeLessThan(ruleEvaluations / 2);
      }
    } finally {
      await ctx.database.db.execute(
        sql`update policies set status = 'unpublished' where status = 'published' and id not in (${sql.join(
          Object.values(ids).map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    }
  });
});
