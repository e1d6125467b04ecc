/** The high-tech self-test (docs/domain/high-tech-self-test.md) at every published boundary. */
import {
  countTechStaff,
  domesticRdShare,
  eligibleRd,
  fiscalYearsFor,
  growthBand,
  growthRate,
  monthlyAverageHeadcount,
  rdBand,
  runSelfTest,
  scoreVerdict,
  techTransferBand,
  type ConditionKey,
  type SelfTestInput,
  type SelfTestResult,
  type SelfTestYear,
} from '@shared/highTechSelfTest';

/** A company that meets every condition; each test changes what it is about. */
function company(overrides: Partial<SelfTestInput> = {}): SelfTestInput {
  return {
    registeredOn: '2019-04-10',
    applicationDate: '2024-06-01',
    ip: { class1Own: 2, class1Acquired: 0, class2Own: 6, class2Acquired: 1 },
    ipSupportsMainProducts: true,
    field: 'electronicInformation',
    staff: 120,
    techStaff: 30,
    years: [
      { year: 2021, salesRevenue: 3000, rdSpend: 240, netAssets: 2000, techTransfers: 6 },
      { year: 2022, salesRevenue: 4200, rdSpend: 300, netAssets: 2800, techTransfers: 5 },
      { year: 2023, salesRevenue: 5800, rdSpend: 380, netAssets: 3900, techTransfers: 5 },
    ],
    domesticRdShare: 95,
    highTechRevenueLastYear: 4500,
    totalRevenueLastYear: 5900,
    techAdvancement: 'A',
    coreSupport: 'B',
    helpedDraftStandards: false,
    rdOrganisation: { managementAndAccounting: 5, institutionAndCooperation: 5, transferIncentivesAndPlatform: 3, trainingAndRewards: 3 },
    majorAccident: false,
    ...overrides,
  };
}

const cond = (result: SelfTestResult, key: ConditionKey) => result.conditions.find((c) => c.key === key)!;
const item = (result: SelfTestResult, key: string) => result.items.find((i) => i.key === key)!;
/** Three years with the same revenue and R&D, the last year's revenue as given. */
const years = (revenue: number, rd: number, lastRevenue = revenue): SelfTestYear[] => [
  { year: 2021, salesRevenue: revenue, rdSpend: rd, netAssets: 1000, techTransfers: 5 },
  { year: 2022, salesRevenue: revenue, rdSpend: rd, netAssets: 1000, techTransfers: 5 },
  { year: 2023, salesRevenue: lastRevenue, rdSpend: rd, netAssets: 1000, techTransfers: 5 },
];

describe('a company that meets everything', () => {
  it('passes with every condition met and the score above 70', () => {
    const result = runSelfTest(company());
    expect(result.conditions.map((c) => [c.key, c.outcome])).toEqual([
      ['registration', 'met'],
      ['ip', 'met'],
      ['field', 'met'],
      ['techStaff', 'met'],
      ['rdRatio', 'met'],
      ['highTechRevenue', 'met'],
      ['score', 'met'],
      ['compliance', 'met'],
    ]);
    // Knowledge 7–8 + 5–6 + 7–8 (Class I) + 1–6 (own R&D) + 0; transfer avg 5.33 → 25–30; R&D org 16;
    // net assets ½(2800/2000 + 3900/2800) − 1 = 39.6 % → 9–10; sales ½(1.4 + 1.381) − 1 = 39.0 % → 9–10.
    expect(result.total).toEqual({ min: 20 + 25 + 16 + 18, max: 28 + 30 + 16 + 20 });
    expect(result.scoreVerdict).toBe('pass');
    expect(result.verdict).toBe('pass');
  });
});

describe('condition 1: registered for at least one year', () => {
  it('is met on the anniversary itself', () => {
    expect(cond(runSelfTest(company({ registeredOn: '2023-06-01', applicationDate: '2024-06-01' })), 'registration').outcome).toBe('met');
  });
  it('is unmet the day before, and says when it will be met', () => {
    const c = cond(runSelfTest(company({ registeredOn: '2023-06-01', applicationDate: '2024-05-31' })), 'registration');
    expect(c.outcome).toBe('unmet');
    expect(c.gaps).toEqual([{ kind: 'waitUntil', values: { date: '2024-06-01', days: 1 } }]);
  });
  it('counts 29 February to 28 February of the next year as one year', () => {
    expect(cond(runSelfTest(company({ registeredOn: '2020-02-29', applicationDate: '2021-02-28' })), 'registration').outcome).toBe('met');
    expect(cond(runSelfTest(company({ registeredOn: '2020-02-29', applicationDate: '2021-02-27' })), 'registration').outcome).toBe('unmet');
  });
  it('is unknown without the registration date', () => {
    expect(cond(runSelfTest(company({ registeredOn: null })), 'registration')).toMatchObject({ outcome: 'unknown', missing: ['registeredOn'] });
  });
});

describe('conditions 2, 3 and 8: IP, field and compliance', () => {
  it('needs at least one IP item', () => {
    const c = cond(runSelfTest(company({ ip: { class1Own: 0, class1Acquired: 0, class2Own: 0, class2Acquired: 0 } })), 'ip');
    expect(c).toMatchObject({ outcome: 'unmet', gaps: [{ kind: 'ipNeeded' }] });
  });
  it('needs the IP to support the main products', () => {
    expect(cond(runSelfTest(company({ ipSupportsMainProducts: false })), 'ip')).toMatchObject({ outcome: 'unmet', gaps: [{ kind: 'ipSupport' }] });
    expect(cond(runSelfTest(company({ ipSupportsMainProducts: null })), 'ip')).toMatchObject({ outcome: 'unknown', missing: ['ipSupportsMainProducts'] });
  });
  it('accepts acquired IP for the condition', () => {
    expect(cond(runSelfTest(company({ ip: { class1Own: 0, class1Acquired: 1, class2Own: 0, class2Acquired: 0 } })), 'ip').outcome).toBe('met');
  });
  it('needs one of the eight fields', () => {
    expect(cond(runSelfTest(company({ field: 'none' })), 'field').outcome).toBe('unmet');
    expect(cond(runSelfTest(company({ field: 'newMaterials' })), 'field').outcome).toBe('met');
    expect(cond(runSelfTest(company({ field: null })), 'field').outcome).toBe('unknown');
  });
  it('fails on a major accident, is unknown when not answered', () => {
    const failed = runSelfTest(company({ majorAccident: true }));
    expect(cond(failed, 'compliance').outcome).toBe('unmet');
    expect(failed.verdict).toBe('fail');
    expect(cond(runSelfTest(company({ majorAccident: null })), 'compliance').outcome).toBe('unknown');
  });
});

describe('condition 4: S&T staff ≥ 10 %', () => {
  it('is met at exactly 10 %', () => {
    expect(cond(runSelfTest(company({ staff: 100, techStaff: 10 })), 'techStaff')).toMatchObject({ outcome: 'met', actual: { percent: 10 } });
  });
  it('is unmet just under 10 % (monthly-average staff of 100.04)', () => {
    expect(cond(runSelfTest(company({ staff: 100.04, techStaff: 10 })), 'techStaff').outcome).toBe('unmet');
  });
  it('says how many S&T hires close the gap (they join the staff too)', () => {
    // 9 of 100: one hire gives 10/101 = 9.9 %, two give 11/102 = 10.8 %.
    const c = cond(runSelfTest(company({ staff: 100, techStaff: 9 })), 'techStaff');
    expect(c).toMatchObject({ outcome: 'unmet', actual: { percent: 9 }, gaps: [{ kind: 'techStaffHire', values: { count: 2 } }] });
  });
  it('is unknown with no staff figure or zero staff', () => {
    expect(cond(runSelfTest(company({ staff: 0 })), 'techStaff')).toMatchObject({ outcome: 'unknown', missing: ['staff'] });
    expect(cond(runSelfTest(company({ techStaff: null })), 'techStaff')).toMatchObject({ outcome: 'unknown', missing: ['techStaff'] });
  });
  it('averages headcounts by month and counts S&T staff with ≥ 183 days', () => {
    expect(monthlyAverageHeadcount(Array.from({ length: 12 }, () => ({ start: 100, end: 110 })))).toBe(105);
    // Six months of (0 + 24) / 2 = 12, six months of 24: (72 + 144) / 12 = 18.
    expect(
      monthlyAverageHeadcount([...Array.from({ length: 6 }, () => ({ start: 0, end: 24 })), ...Array.from({ length: 6 }, () => ({ start: 24, end: 24 }))]),
    ).toBe(18);
    expect(countTechStaff([183, 182, 365, 0, 200])).toBe(3);
    expect(() => monthlyAverageHeadcount(Array.from({ length: 13 }, () => ({ start: 1, end: 1 })))).toThrow(RangeError);
  });
});

describe('condition 5: R&D share of sales revenue, banded by last year revenue', () => {
  it('bands by the most recent year: ≤ 5,000万 → 5 %, ≤ 2亿 → 4 %, above → 3 %', () => {
    expect(rdBand(5000)).toEqual({ percent: 5, band: 'upTo5000' });
    expect(rdBand(5000.01)).toEqual({ percent: 4, band: 'upTo20000' });
    expect(rdBand(20000)).toEqual({ percent: 4, band: 'upTo20000' });
    expect(rdBand(20000.01)).toEqual({ percent: 3, band: 'above20000' });
  });

  it('at exactly 5,000万 asks 5 %: 4.5 % is short by 75万', () => {
    const c = cond(runSelfTest(company({ years: years(5000, 225) })), 'rdRatio');
    expect(c).toMatchObject({ outcome: 'unmet', required: { percent: 5 }, actual: { percent: 4.5 } });
    expect(c.gaps).toEqual([{ kind: 'rdSpend', values: { amount: 75, percent: 5 } }]);
  });
  it('just above 5,000万 asks 4 %: the same 4.5 % passes', () => {
    expect(cond(runSelfTest(company({ years: years(5000, 225, 5000.01) })), 'rdRatio')).toMatchObject({ outcome: 'met', required: { percent: 4 } });
  });
  it('at exactly 2亿 asks 4 %: 3.5 % is short', () => {
    const c = cond(runSelfTest(company({ years: years(20000, 700) })), 'rdRatio');
    expect(c).toMatchObject({ outcome: 'unmet', required: { percent: 4 } });
    expect(c.gaps).toEqual([{ kind: 'rdSpend', values: { amount: 300, percent: 4 } }]);
  });
  it('above 2亿 asks 3 %: the same 3.5 % passes', () => {
    expect(cond(runSelfTest(company({ years: years(20000, 700, 20000.01) })), 'rdRatio')).toMatchObject({ outcome: 'met', required: { percent: 3 } });
  });
  it('is met at exactly the required share and unmet just under it', () => {
    expect(cond(runSelfTest(company({ years: years(1000, 50) })), 'rdRatio').outcome).toBe('met');
    const short = years(1000, 50);
    short[0].rdSpend = 49.99;
    expect(cond(runSelfTest(company({ years: short })), 'rdRatio')).toMatchObject({ outcome: 'unmet', gaps: [{ kind: 'rdSpend', values: { amount: 0.01 } }] });
  });
  it('uses the actual years of a younger company', () => {
    const two = years(1000, 50).slice(1);
    expect(cond(runSelfTest(company({ years: two })), 'rdRatio')).toMatchObject({ outcome: 'met', required: { years: 2 }, actual: { revenue: 2000, rd: 100 } });
    expect(fiscalYearsFor('2022-07-01', '2024-06-01')).toEqual([2022, 2023]);
    expect(fiscalYearsFor('2015-07-01', '2024-06-01')).toEqual([2021, 2022, 2023]);
  });
  it('needs ≥ 60 % of R&D spent in China: exactly 60 % is met, 59.99 % is not', () => {
    expect(cond(runSelfTest(company({ domesticRdShare: 60 })), 'rdRatio').outcome).toBe('met');
    expect(cond(runSelfTest(company({ domesticRdShare: 59.99 })), 'rdRatio')).toMatchObject({
      outcome: 'unmet',
      gaps: [{ kind: 'domesticShare', values: { points: 0.01 } }],
    });
  });
  it('is unknown when a year lacks a figure or the domestic share', () => {
    const gap = years(1000, 50);
    gap[1].rdSpend = null;
    expect(cond(runSelfTest(company({ years: gap })), 'rdRatio')).toMatchObject({ outcome: 'unknown', missing: ['rdSpend.2022'] });
    expect(cond(runSelfTest(company({ domesticRdShare: null })), 'rdRatio')).toMatchObject({ outcome: 'unknown', missing: ['domesticRdShare'] });
  });
  it('counts commissioned R&D at 80 %, caps "other" at 20 % of the total, and keeps R&D commissioned abroad out of the domestic part', () => {
    // In-house 100, commissioned 50 in China and 25 abroad → 60 counted; other 50 capped at ¼ × 160 = 40 (20 % of 200).
    expect(eligibleRd({ inHouse: 100, commissionedDomestic: 50, commissionedAbroad: 25, other: 50 })).toEqual({
      total: 200,
      domestic: 180,
      commissionedCounted: 60,
      otherCounted: 40,
      otherCap: 40,
    });
    expect(eligibleRd({ inHouse: 100, other: 10 })).toMatchObject({ total: 110, otherCounted: 10 });
    expect(domesticRdShare([{ inHouse: 100, commissionedDomestic: 50, commissionedAbroad: 25, other: 50 }, { inHouse: 200 }])).toBe(95);
    expect(domesticRdShare([{ inHouse: 0 }])).toBeNull();
  });
});

describe('condition 6: high-tech revenue ≥ 60 % of total revenue', () => {
  it('is met at exactly 60 %', () => {
    expect(cond(runSelfTest(company({ highTechRevenueLastYear: 3000, totalRevenueLastYear: 5000 })), 'highTechRevenue').outcome).toBe('met');
  });
  it('is unmet just under 60 %, and names the missing amount', () => {
    const c = cond(runSelfTest(company({ highTechRevenueLastYear: 2999.99, totalRevenueLastYear: 5000 })), 'highTechRevenue');
    expect(c).toMatchObject({ outcome: 'unmet', gaps: [{ kind: 'highTechRevenue', values: { amount: 0.01 } }] });
  });
  it('is unknown without total revenue', () => {
    expect(cond(runSelfTest(company({ totalRevenueLastYear: null })), 'highTechRevenue').outcome).toBe('unknown');
  });
});

describe('growth items', () => {
  it('uses ½ × (V2/V1 + V3/V2) − 1 over three years', () => {
    const g = growthRate([100, 135, 182.25]);
    expect(g).toMatchObject({ kind: 'rate', formula: 'threeYears' });
    expect(g.kind === 'rate' && g.rate).toBeCloseTo(0.35, 12);
    expect(growthBand(g.kind === 'rate' ? g.rate : 0)).toEqual({ min: 9, max: 10 });
  });
  it('with a zero year-1 value uses the last two years only', () => {
    expect(growthRate([0, 100, 140])).toMatchObject({ kind: 'rate', formula: 'lastTwoYears', rate: 0.3999999999999999 });
    const result = runSelfTest(company({ years: company().years.map((y, i) => ({ ...y, netAssets: [0, 100, 140][i] })) }));
    expect(item(result, 'netAssetGrowth')).toMatchObject({ band: { min: 9, max: 10 }, basis: { percent: 40, formula: 'lastTwoYears' } });
  });
  it('with a zero year-2 value scores 0', () => {
    expect(growthRate([100, 0, 500])).toEqual({ kind: 'zero', reason: 'year2Zero' });
    const result = runSelfTest(company({ years: company().years.map((y, i) => ({ ...y, salesRevenue: [100, 0, 500][i] })) }));
    expect(item(result, 'salesGrowth')).toMatchObject({ band: { min: 0, max: 0 }, known: true });
  });
  it('is unknown (0–10) when a value is missing', () => {
    expect(growthRate([100, null, 120])).toEqual({ kind: 'unknown' });
  });
  it('uses two years for a company with two', () => {
    expect(growthRate([100, 130])).toMatchObject({ kind: 'rate', formula: 'lastTwoYears' });
    expect(growthRate([100])).toEqual({ kind: 'zero', reason: 'tooFewYears' });
  });
  it.each([
    [135, 9, 10],
    [134.99, 7, 8],
    [125, 7, 8],
    [124.99, 5, 6],
    [115, 5, 6],
    [114.99, 3, 4],
    [105, 3, 4],
    [104.99, 1, 2],
    [100.01, 1, 2],
    [100, 0, 0],
    [80, 0, 0],
  ])('growth from 100 to %s scores %s–%s', (v3, min, max) => {
    const g = growthRate([0, 100, v3]);
    if (g.kind !== 'rate') throw new Error(g.kind);
    expect(growthBand(g.rate)).toEqual({ min, max });
  });
});

describe('knowledge IP and technology transfer', () => {
  it('caps Knowledge IP at 30 even with the standards bonus', () => {
    const result = runSelfTest(company({ techAdvancement: 'A', coreSupport: 'A', helpedDraftStandards: true }));
    expect(result.groups.find((g) => g.key === 'knowledge')!.band).toEqual({ min: 23, max: 30 });
    expect(item(result, 'standardsBonus').band).toEqual({ min: 1, max: 2 });
  });
  it.each([
    [{ class1Own: 1, class1Acquired: 0, class2Own: 0, class2Acquired: 0 }, 7, 8, 1, 6],
    [{ class1Own: 0, class1Acquired: 0, class2Own: 2, class2Acquired: 3 }, 5, 6, 1, 6],
    [{ class1Own: 0, class1Acquired: 0, class2Own: 0, class2Acquired: 4 }, 3, 4, 1, 3],
    [{ class1Own: 0, class1Acquired: 0, class2Own: 0, class2Acquired: 3 }, 3, 4, 1, 3],
    [{ class1Own: 0, class1Acquired: 0, class2Own: 2, class2Acquired: 0 }, 1, 2, 1, 6],
    [{ class1Own: 0, class1Acquired: 1, class2Own: 0, class2Acquired: 0 }, 7, 8, 1, 3],
    [{ class1Own: 0, class1Acquired: 0, class2Own: 0, class2Acquired: 0 }, 0, 0, 0, 0],
  ])('IP %j → count %s–%s, obtained %s–%s', (ip, cMin, cMax, oMin, oMax) => {
    const result = runSelfTest(company({ ip }));
    expect(item(result, 'ipCount').band).toEqual({ min: cMin, max: cMax });
    expect(item(result, 'ipObtained').band).toEqual({ min: oMin, max: oMax });
  });
  it('bands technology transfer by the yearly average', () => {
    expect(techTransferBand(15, 3)).toEqual({ min: 25, max: 30 }); // average 5
    expect(techTransferBand(14, 3)).toEqual({ min: 19, max: 24 }); // 4.67
    expect(techTransferBand(12, 3)).toEqual({ min: 19, max: 24 }); // 4
    expect(techTransferBand(11, 3)).toEqual({ min: 13, max: 18 }); // 3.67
    expect(techTransferBand(9, 3)).toEqual({ min: 13, max: 18 }); // 3
    expect(techTransferBand(8, 3)).toEqual({ min: 7, max: 12 });
    expect(techTransferBand(6, 3)).toEqual({ min: 7, max: 12 }); // 2
    expect(techTransferBand(5, 3)).toEqual({ min: 1, max: 6 });
    expect(techTransferBand(3, 3)).toEqual({ min: 1, max: 6 }); // 1
    expect(techTransferBand(2, 3)).toEqual({ min: 0, max: 0 }); // 0.67: not a transfer a year
    expect(techTransferBand(0, 3)).toEqual({ min: 0, max: 0 });
    expect(techTransferBand(10, 2)).toEqual({ min: 25, max: 30 });
  });
  it('widens an unanswered item to its whole range', () => {
    const result = runSelfTest(company({ techAdvancement: null, rdOrganisation: { managementAndAccounting: 5 } }));
    expect(item(result, 'techAdvancement')).toMatchObject({ band: { min: 0, max: 8 }, known: false });
    expect(item(result, 'rdOrganisation')).toMatchObject({ band: { min: 5, max: 19 }, known: false });
  });
});

describe('the total and the verdict: score > 70, never rounded', () => {
  // Knowledge A, A, Class I own, bonus → 23–30; transfers average 5 → 25–30.
  const strong = { techAdvancement: 'A' as const, coreSupport: 'A' as const, helpedDraftStandards: true };
  const flat = years(1000, 50); // net assets and revenue flat: both growth items 0

  it('fails with a maximum of exactly 70', () => {
    const result = runSelfTest(
      company({
        ...strong,
        years: flat,
        rdOrganisation: { managementAndAccounting: 3, institutionAndCooperation: 3, transferIncentivesAndPlatform: 2, trainingAndRewards: 2 },
      }),
    );
    expect(result.total).toEqual({ min: 58, max: 70 });
    expect(result.scoreVerdict).toBe('fail');
    expect(cond(result, 'score')).toMatchObject({ outcome: 'unmet', gaps: [{ kind: 'scoreShort', values: { points: 0 } }] });
    expect(result.verdict).toBe('fail');
  });

  it('passes with a minimum of 70.5 (fractional self-assessed R&D organisation)', () => {
    // Growth 9–10 each (the base company), R&D organisation 1.5 + 1 + 1 + 1 = 4.5: 23 + 25 + 18 + 4.5.
    const result = runSelfTest(
      company({
        ...strong,
        rdOrganisation: { managementAndAccounting: 1.5, institutionAndCooperation: 1, transferIncentivesAndPlatform: 1, trainingAndRewards: 1 },
      }),
    );
    expect(result.total).toEqual({ min: 70.5, max: 84.5 });
    expect(result.scoreVerdict).toBe('pass');
    expect(result.verdict).toBe('pass');
  });

  it('is borderline with a minimum of exactly 70', () => {
    const result = runSelfTest(
      company({
        ...strong,
        rdOrganisation: { managementAndAccounting: 1, institutionAndCooperation: 1, transferIncentivesAndPlatform: 1, trainingAndRewards: 1 },
      }),
    );
    expect(result.total).toEqual({ min: 70, max: 84 });
    expect(result.scoreVerdict).toBe('borderline');
    expect(cond(result, 'score')).toMatchObject({ outcome: 'unknown', gaps: [{ kind: 'scoreBorderline', values: { points: 0 } }] });
    expect(result.verdict).toBe('borderline');
  });

  it('decides the verdict from the range alone', () => {
    expect(scoreVerdict({ min: 70, max: 70 })).toBe('fail');
    expect(scoreVerdict({ min: 60, max: 70 })).toBe('fail');
    expect(scoreVerdict({ min: 70.5, max: 80 })).toBe('pass');
    expect(scoreVerdict({ min: 70.01, max: 70.01 })).toBe('pass');
    expect(scoreVerdict({ min: 69.9, max: 70.1 })).toBe('borderline');
    expect(scoreVerdict({ min: 70, max: 70.01 })).toBe('borderline');
  });

  it('is borderline, not pass, when the score straddles 70 even with every other condition met', () => {
    const result = runSelfTest(company({ rdOrganisation: {} }));
    expect(result.total.min).toBeLessThanOrEqual(70);
    expect(result.total.max).toBeGreaterThan(70);
    expect(result.verdict).toBe('borderline');
  });

  it('fails overall on one unmet condition even with a passing score', () => {
    const result = runSelfTest(company({ staff: 100, techStaff: 9 }));
    expect(result.scoreVerdict).toBe('pass');
    expect(result.verdict).toBe('fail');
  });

  it('claims nothing from an empty form', () => {
    const result = runSelfTest({ ip: {}, years: [], rdOrganisation: {} });
    expect(result.conditions.every((c) => c.outcome === 'unknown')).toBe(true);
    expect(result.total).toEqual({ min: 0, max: 100 });
    expect(result.verdict).toBe('borderline');
  });
});
