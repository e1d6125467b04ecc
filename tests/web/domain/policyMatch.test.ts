/** The policy matcher (docs/domain/policy-matching.md): operators, fiscal years, derived ratios, the hard filter, outcomes and order. */
import { companyProfileSchema, policyRuleSchema, type CompanyProfile, type PolicyRule } from '@shared/policyConditions';
import { evaluatePolicy, evaluateRule, neededFields, plainEvaluators, sortMatches, type MatchablePolicy } from '@shared/policyMatch';
import { regionWithin } from '@shared/regionCodes';

const DATE = '2025-03-01'; // evaluation year 2025: "last year" is 2024

function profile(overrides: Partial<CompanyProfile> = {}): CompanyProfile {
  return companyProfileSchema.parse({
    name: '苏州博睿信息技术有限公司',
    regionCode: '320505',
    industryCode: '6513',
    scale: 'small',
    entityType: 'enterprise',
    foundedOn: '2019-03-01',
    qualifications: ['tech_sme'],
    ipClass1: 2,
    ipClass2: 9,
    figures: [
      { year: 2023, revenue: 1000, rdSpend: 80, netAssets: 600, staff: 40, techStaff: 10 },
      { year: 2024, revenue: 1250, rdSpend: 100, netAssets: 700, staff: 50, techStaff: 12 },
    ],
    ...overrides,
  });
}
const rule = (r: Partial<PolicyRule> & Pick<PolicyRule, 'field' | 'op' | 'value'>): PolicyRule => policyRuleSchema.parse({ id: 'r1', label: '条件', ...r });
const outcome = (r: Partial<PolicyRule> & Pick<PolicyRule, 'field' | 'op' | 'value'>, p = profile()) => evaluateRule(rule(r), p, DATE).outcome;

describe('operators', () => {
  it('gte: met at the limit, unmet below, unknown without the figure', () => {
    expect(outcome({ field: 'revenue', op: 'gte', value: 1250 })).toBe('met');
    expect(outcome({ field: 'revenue', op: 'gte', value: 1250.01 })).toBe('unmet');
    expect(outcome({ field: 'revenue', op: 'gte', value: 1000 }, profile({ figures: [] }))).toBe('unknown');
  });
  it('gt: unmet at the limit', () => {
    expect(outcome({ field: 'staff', op: 'gt', value: 49 })).toBe('met');
    expect(outcome({ field: 'staff', op: 'gt', value: 50 })).toBe('unmet');
    expect(outcome({ field: 'staff', op: 'gt', value: 50 }, profile({ figures: [{ year: 2024, revenue: 1 }] }))).toBe('unknown');
  });
  it('lte and lt', () => {
    expect(outcome({ field: 'staff', op: 'lte', value: 50 })).toBe('met');
    expect(outcome({ field: 'staff', op: 'lte', value: 49 })).toBe('unmet');
    expect(outcome({ field: 'staff', op: 'lt', value: 51 })).toBe('met');
    expect(outcome({ field: 'staff', op: 'lt', value: 50 })).toBe('unmet');
    expect(outcome({ field: 'ipClass1', op: 'lt', value: 5 }, profile({ ipClass1: null }))).toBe('unknown');
  });
  it('eq on a value and on a number', () => {
    expect(outcome({ field: 'scale', op: 'eq', value: 'small' })).toBe('met');
    expect(outcome({ field: 'scale', op: 'eq', value: 'micro' })).toBe('unmet');
    expect(outcome({ field: 'scale', op: 'eq', value: 'small' }, profile({ scale: null }))).toBe('unknown');
    expect(outcome({ field: 'ipClass1', op: 'eq', value: 2 })).toBe('met');
    expect(outcome({ field: 'ipClass1', op: 'eq', value: 3 })).toBe('unmet');
  });
  it('between includes both ends', () => {
    expect(outcome({ field: 'foundedYears', op: 'between', value: [1, 6] })).toBe('met'); // exactly 6 years on 2025-03-01
    expect(outcome({ field: 'foundedYears', op: 'between', value: [6, 10] })).toBe('met');
    expect(outcome({ field: 'foundedYears', op: 'between', value: [1, 5] })).toBe('unmet');
    expect(outcome({ field: 'foundedYears', op: 'between', value: [1, 5] }, profile({ foundedOn: null }))).toBe('unknown');
  });
  it('in and notIn on values', () => {
    expect(outcome({ field: 'scale', op: 'in', value: ['small', 'micro'] })).toBe('met');
    expect(outcome({ field: 'scale', op: 'in', value: ['large', 'medium'] })).toBe('unmet');
    expect(outcome({ field: 'scale', op: 'notIn', value: ['large'] })).toBe('met');
    expect(outcome({ field: 'scale', op: 'notIn', value: ['small'] })).toBe('unmet');
    expect(outcome({ field: 'entityType', op: 'in', value: ['enterprise'] }, profile({ entityType: null }))).toBe('unknown');
  });
  it('hasAny and hasAll on qualifications held', () => {
    const p = profile({ qualifications: ['high_tech', 'tech_sme'] });
    expect(outcome({ field: 'qualification', op: 'hasAny', value: ['high_tech', 'specialized'] }, p)).toBe('met');
    expect(outcome({ field: 'qualification', op: 'hasAny', value: ['specialized', 'little_giant'] }, p)).toBe('unmet');
    expect(outcome({ field: 'qualification', op: 'hasAll', value: ['high_tech', 'tech_sme'] }, p)).toBe('met');
    expect(outcome({ field: 'qualification', op: 'hasAll', value: ['high_tech', 'specialized'] }, p)).toBe('unmet');
    expect(outcome({ field: 'qualification', op: 'notIn', value: ['little_giant'] }, p)).toBe('met');
    expect(outcome({ field: 'qualification', op: 'notIn', value: ['high_tech'] }, p)).toBe('unmet');
    expect(outcome({ field: 'qualification', op: 'hasAny', value: ['high_tech'] }, profile({ qualifications: [] }))).toBe('unmet');
  });
  it('hasAny and hasAll on a code field treat the company code as one value', () => {
    expect(outcome({ field: 'industry', op: 'hasAny', value: ['39', '65'] })).toBe('met');
    expect(outcome({ field: 'industry', op: 'hasAll', value: ['I', '65'] })).toBe('met');
    expect(outcome({ field: 'industry', op: 'hasAll', value: ['I', '64'] })).toBe('unmet');
    expect(outcome({ field: 'industry', op: 'hasAny', value: ['65'] }, profile({ industryCode: null }))).toBe('unknown');
  });
  it('a rule whose value does not fit its field stays unknown, never met', () => {
    const result = evaluateRule(rule({ field: 'revenue', op: 'hasAll', value: ['x'] }), profile(), DATE);
    expect(result).toMatchObject({ outcome: 'unknown', invalid: true });
    expect(outcome({ field: 'scale', op: 'gte', value: 3 })).toBe('unknown');
  });
});

describe('region and industry codes match the codes below them', () => {
  it.each([
    ['320505', '320000', 'yes'],
    ['320505', '320500', 'yes'],
    ['320505', '320505', 'yes'],
    ['320505', '320600', 'no'],
    ['320505', '310000', 'no'],
    ['320000', '320500', 'unknown'],
    [null, '320000', 'unknown'],
    ['110105', '110000', 'yes'],
  ])('company %s in %s: %s', (code, scope, expected) => {
    expect(regionWithin(code, scope)).toBe(expected);
  });
  it('region rules follow the same prefixes', () => {
    expect(outcome({ field: 'region', op: 'in', value: ['320000'] })).toBe('met');
    expect(outcome({ field: 'region', op: 'in', value: ['320600', '310000'] })).toBe('unmet');
    expect(outcome({ field: 'region', op: 'notIn', value: ['320500'] })).toBe('unmet');
    expect(outcome({ field: 'region', op: 'in', value: ['320505'] }, profile({ regionCode: '320000' }))).toBe('unknown');
  });
  it('industry rules match a section letter or a division', () => {
    expect(outcome({ field: 'industry', op: 'in', value: ['I'] })).toBe('met');
    expect(outcome({ field: 'industry', op: 'in', value: ['65'] })).toBe('met');
    expect(outcome({ field: 'industry', op: 'in', value: ['C', '64'] })).toBe('unmet');
    expect(outcome({ field: 'industry', op: 'eq', value: '651' })).toBe('met');
    // A company known only by its section cannot be placed in a division.
    expect(outcome({ field: 'industry', op: 'in', value: ['39'] }, profile({ industryCode: 'C' }))).toBe('unknown');
    expect(outcome({ field: 'industry', op: 'in', value: ['65'] }, profile({ industryCode: 'C' }))).toBe('unmet');
  });
});

describe('fiscal years: a figure of the wrong year is never used', () => {
  it('reads last year by default and the year the rule names', () => {
    expect(evaluateRule(rule({ field: 'revenue', op: 'gte', value: 1200 }), profile(), DATE)).toMatchObject({ outcome: 'met', year: 2024, actual: 1250 });
    expect(evaluateRule(rule({ field: 'revenue', op: 'gte', value: 1200, yearsBack: 2 }), profile(), DATE)).toMatchObject({
      outcome: 'unmet',
      year: 2023,
      actual: 1000,
    });
  });
  it('ignores a newer or older year when the named one is missing', () => {
    const p = profile({
      figures: [
        { year: 2023, revenue: 5000 },
        { year: 2025, revenue: 9000 },
      ],
    });
    expect(evaluateRule(rule({ field: 'revenue', op: 'gte', value: 100 }), p, DATE)).toMatchObject({
      outcome: 'unknown',
      actual: null,
      year: 2024,
      missing: [{ field: 'revenue', year: 2024 }],
      text: '营业收入（2024年度） ≥ 100万元，缺少2024年度营业收入数据',
    });
  });
  it('reads the current year with yearsBack 0', () => {
    const p = profile({ figures: [{ year: 2025, staff: 8 }] });
    expect(evaluateRule(rule({ field: 'staff', op: 'gte', value: 5, yearsBack: 0 }), p, DATE)).toMatchObject({ outcome: 'met', year: 2025 });
  });
  it('takes the year from a Date too', () => {
    expect(evaluateRule(rule({ field: 'revenue', op: 'gte', value: 1 }), profile(), new Date(2025, 5, 1)).year).toBe(2024);
  });
});

describe('derived figures', () => {
  it('techStaffRatio and rdRatio of the same year', () => {
    expect(evaluateRule(rule({ field: 'techStaffRatio', op: 'gte', value: 24 }), profile(), DATE)).toMatchObject({ outcome: 'met', actual: 24 });
    expect(evaluateRule(rule({ field: 'rdRatio', op: 'gte', value: 8 }), profile(), DATE)).toMatchObject({ outcome: 'met', actual: 8 });
    expect(evaluateRule(rule({ field: 'rdRatio', op: 'gte', value: 8, yearsBack: 2 }), profile(), DATE)).toMatchObject({
      outcome: 'met',
      actual: 8,
      year: 2023,
    });
  });
  it('revenueGrowth needs the year and the one before', () => {
    expect(evaluateRule(rule({ field: 'revenueGrowth', op: 'gte', value: 25 }), profile(), DATE)).toMatchObject({ outcome: 'met', actual: 25 });
    expect(evaluateRule(rule({ field: 'revenueGrowth', op: 'gt', value: 25 }), profile(), DATE).outcome).toBe('unmet');
    const onlyLast = profile({ figures: [{ year: 2024, revenue: 1250 }] });
    expect(evaluateRule(rule({ field: 'revenueGrowth', op: 'gte', value: 10 }), onlyLast, DATE)).toMatchObject({
      outcome: 'unknown',
      missing: [
        { field: 'revenue', year: 2024 },
        { field: 'revenue', year: 2023 },
      ],
    });
  });
  it('a zero denominator makes the ratio unknown, not Infinity', () => {
    const zero = profile({
      figures: [
        { year: 2023, revenue: 0 },
        { year: 2024, revenue: 0, rdSpend: 10, staff: 0, techStaff: 0 },
      ],
    });
    for (const field of ['techStaffRatio', 'rdRatio', 'revenueGrowth'] as const) {
      const result = evaluateRule(rule({ field, op: 'gte', value: 1 }), zero, DATE);
      expect(result.outcome).toBe('unknown');
      expect(result.actual).toBeNull();
    }
  });
  it('ipTotal adds both classes, unknown when one is missing', () => {
    expect(evaluateRule(rule({ field: 'ipTotal', op: 'gte', value: 11 }), profile(), DATE)).toMatchObject({ outcome: 'met', actual: 11 });
    expect(outcome({ field: 'ipTotal', op: 'gte', value: 1 }, profile({ ipClass2: null }))).toBe('unknown');
  });
});

describe('explanations', () => {
  it('names the requirement, the actual value and the gap', () => {
    const result = evaluateRule(rule({ field: 'revenue', op: 'gte', value: 2000, label: '上一年度营业收入不低于2000万元' }), profile(), DATE);
    expect(result).toMatchObject({
      outcome: 'unmet',
      required: '营业收入（2024年度） ≥ 2,000万元',
      actual: 1250,
      gap: { required: 2000, actual: 1250, amount: 750 },
      text: '营业收入（2024年度） ≥ 2,000万元，实际 1,250万元，还差 750万元',
      label: '上一年度营业收入不低于2000万元',
      hard: true,
    });
  });
  it('says how far over a ceiling the company is', () => {
    expect(evaluateRule(rule({ field: 'staff', op: 'lte', value: 20 }), profile(), DATE)).toMatchObject({
      gap: { amount: 30 },
      text: '职工人数（2024年度） ≤ 20人，实际 50人，超出 30人',
    });
  });
  it('gives the distance to the nearer end of a range', () => {
    expect(evaluateRule(rule({ field: 'staff', op: 'between', value: [60, 100] }), profile(), DATE).gap).toEqual({
      required: [60, 100],
      actual: 50,
      amount: 10,
    });
  });
});

describe('policies', () => {
  const policy = (overrides: Partial<MatchablePolicy> = {}): MatchablePolicy => ({
    level: 'city',
    regionCode: '320500',
    windowStatus: 'open',
    rules: [rule({ id: 'rev', field: 'revenue', op: 'gte', value: 1000 }), rule({ id: 'ip', field: 'ipClass1', op: 'gte', value: 1 })],
    ...overrides,
  });

  it('is eligible when every hard rule is met', () => {
    expect(evaluatePolicy(policy(), profile(), DATE)).toMatchObject({ outcome: 'eligible', matchPercent: 100 });
  });
  it('is not eligible when a hard rule is unmet, with the match percentage', () => {
    const result = evaluatePolicy(policy({ rules: [...policy().rules, rule({ id: 'big', field: 'staff', op: 'gte', value: 100 })] }), profile(), DATE);
    expect(result).toMatchObject({ outcome: 'not_eligible', matchPercent: 67 });
    expect(result.rules.find((r) => r.ruleId === 'big')!.outcome).toBe('unmet');
  });
  it('is only likely while a hard rule is unknown: never eligible with missing data', () => {
    expect(evaluatePolicy(policy(), profile({ ipClass1: null }), DATE)).toMatchObject({ outcome: 'likely', matchPercent: 50 });
  });
  it('an unmet soft rule lowers the percentage without changing the outcome', () => {
    const soft = rule({ id: 'soft', field: 'staff', op: 'gte', value: 100, hard: false });
    expect(evaluatePolicy(policy({ rules: [...policy().rules, soft] }), profile(), DATE)).toMatchObject({ outcome: 'eligible', matchPercent: 67 });
    const unknownSoft = rule({ id: 'soft', field: 'netAssets', op: 'gte', value: 1, hard: false, yearsBack: 3 });
    expect(evaluatePolicy(policy({ rules: [unknownSoft] }), profile(), DATE)).toMatchObject({ outcome: 'eligible', matchPercent: 0 });
  });
  it('an unmet hard rule wins over an unknown one', () => {
    const rules = [rule({ id: 'a', field: 'revenue', op: 'gte', value: 5000 }), rule({ id: 'b', field: 'netAssets', op: 'gte', value: 1, yearsBack: 3 })];
    expect(evaluatePolicy(policy({ rules }), profile(), DATE).outcome).toBe('not_eligible');
  });

  describe('hard filter first', () => {
    it('a national policy covers every region', () => {
      expect(evaluatePolicy(policy({ level: 'national', regionCode: null }), profile({ regionCode: '650102' }), DATE).outcome).toBe('eligible');
      expect(evaluatePolicy(policy({ level: 'national', regionCode: '100000' }), profile({ regionCode: null }), DATE).outcome).toBe('eligible');
    });
    it('a city policy does not apply to a company elsewhere', () => {
      const result = evaluatePolicy(policy(), profile({ regionCode: '310104' }), DATE);
      expect(result).toMatchObject({ outcome: 'not_eligible', matchPercent: 0, rules: [], failedFilter: { kind: 'region', result: 'no' } });
    });
    it('a provincial policy covers its districts', () => {
      expect(evaluatePolicy(policy({ level: 'provincial', regionCode: '320000' }), profile(), DATE).outcome).toBe('eligible');
    });
    it('an unknown region leaves the policy likely', () => {
      expect(evaluatePolicy(policy(), profile({ regionCode: null }), DATE)).toMatchObject({ outcome: 'likely' });
    });
    it('a closed window rejects the policy', () => {
      expect(evaluatePolicy(policy({ windowStatus: 'closed' }), profile(), DATE)).toMatchObject({
        outcome: 'not_eligible',
        failedFilter: { kind: 'window', reason: '申报已截止' },
      });
      expect(evaluatePolicy(policy({ windowStatus: 'upcoming' }), profile(), DATE).outcome).toBe('eligible');
    });
    it('the entity type must fit', () => {
      expect(evaluatePolicy(policy({ entityTypes: ['institution'] }), profile(), DATE)).toMatchObject({
        outcome: 'not_eligible',
        failedFilter: { kind: 'entityType', reason: '仅限事业单位申报' },
      });
      expect(evaluatePolicy(policy({ entityTypes: ['enterprise', 'individual'] }), profile(), DATE).outcome).toBe('eligible');
      expect(evaluatePolicy(policy({ entityTypes: ['enterprise'] }), profile({ entityType: null }), DATE).outcome).toBe('likely');
    });
  });

  it('combines the results of the evaluators it is given (the server passes memoised ones), with the profile and date', () => {
    const given = { evaluateRule: jest.fn(plainEvaluators.evaluateRule), hardFilter: jest.fn(plainEvaluators.hardFilter) };
    const p = profile();
    expect(evaluatePolicy(policy(), p, DATE, given)).toEqual(evaluatePolicy(policy(), p, DATE));
    expect(given.hardFilter).toHaveBeenCalledWith(expect.objectContaining({ regionCode: '320500' }), p);
    expect(given.evaluateRule.mock.calls.map(([r, withProfile, date]) => [r.id, withProfile, date])).toEqual([
      ['rev', p, DATE],
      ['ip', p, DATE],
    ]);
    // A rule result it is handed decides the outcome: an unknown hard rule leaves the policy likely.
    const unknownIp = {
      ...given,
      evaluateRule: (r: PolicyRule) => ({ ...evaluateRule(r, p, DATE), ...(r.id === 'ip' ? { outcome: 'unknown' as const } : {}) }),
    };
    expect(evaluatePolicy(policy(), p, DATE, unknownIp)).toMatchObject({ outcome: 'likely', matchPercent: 50 });
    // A rejecting filter stops it before any rule.
    const rules = jest.fn(plainEvaluators.evaluateRule);
    const rejected = evaluatePolicy(policy(), p, DATE, { evaluateRule: rules, hardFilter: () => [{ kind: 'window', result: 'no', reason: '申报已截止' }] });
    expect(rejected).toMatchObject({ outcome: 'not_eligible', matchPercent: 0, rules: [], failedFilter: { kind: 'window' } });
    expect(rules).not.toHaveBeenCalled();
  });
});

describe('sortMatches', () => {
  it('orders by outcome, then amount (largest first), then deadline (soonest first, none last)', () => {
    const list = [
      { id: 1, outcome: 'not_eligible' as const, amount: 1000, deadline: '2025-04-01' },
      { id: 2, outcome: 'likely' as const, amount: 50, deadline: '2025-05-01' },
      { id: 3, outcome: 'eligible' as const, amount: 20, deadline: null },
      { id: 4, outcome: 'eligible' as const, amount: 100, deadline: '2025-09-01' },
      { id: 5, outcome: 'eligible' as const, amount: 20, deadline: '2025-03-15' },
      { id: 6, outcome: 'likely' as const, amount: null, deadline: '2025-03-10' },
      { id: 7, outcome: 'eligible' as const, amount: 100, deadline: '2025-06-01' },
    ];
    expect(sortMatches(list).map((m) => m.id)).toEqual([7, 4, 5, 3, 2, 6, 1]);
    expect(list[0].id).toBe(1); // the input is left alone
  });
});

describe('neededFields', () => {
  const policies: MatchablePolicy[] = [
    {
      level: 'district',
      regionCode: '320505',
      rules: [rule({ field: 'revenue', op: 'gte', value: 1 }), rule({ field: 'techStaffRatio', op: 'gte', value: 10 })],
    },
    {
      level: 'national',
      entityTypes: ['enterprise'],
      rules: [rule({ field: 'revenueGrowth', op: 'gte', value: 10 }), rule({ field: 'qualification', op: 'hasAny', value: ['high_tech'] })],
    },
    { level: 'national', rules: [rule({ field: 'revenue', op: 'gte', value: 2000 }), rule({ field: 'ipTotal', op: 'gte', value: 1 })] },
  ];
  it('lists each profile input the candidate policies need, once, with its year', () => {
    expect(neededFields(policies, DATE)).toEqual([
      { field: 'regionCode' },
      { field: 'entityType' },
      { field: 'qualifications' },
      { field: 'ipClass1' },
      { field: 'ipClass2' },
      { field: 'staff', year: 2024 },
      { field: 'techStaff', year: 2024 },
      { field: 'revenue', year: 2024 },
      { field: 'revenue', year: 2023 },
    ]);
  });
  it('drops what the profile already has', () => {
    const p = profile({ figures: [{ year: 2024, revenue: 1250, staff: 50 }], qualifications: [] });
    expect(neededFields(policies, DATE, p)).toEqual([{ field: 'qualifications' }, { field: 'techStaff', year: 2024 }, { field: 'revenue', year: 2023 }]);
  });
});
