import { addYears, compareDates, daysBetween, formatDate, parseDate } from './dates';
import { above, atLeast, ceil2, isNum, round2, tidy } from './numbers';

/**
 * The high-tech enterprise self-test (高新技术企业认定) under 国科发火〔2016〕32号 and its working guide
 * 国科发火〔2016〕195号; docs/domain/high-tech-self-test.md, implemented exactly. Money in 万元 (5,000万 is 5000,
 * 2亿 is 20000), ratios in percent. A missing input makes its condition unknown and widens its score item to
 * the item's whole range; nothing is guessed.
 */
export const HIGH_TECH_RULE_SOURCE = '国科发火〔2016〕32号 / 国科发火〔2016〕195号';

export const highTechFields = [
  'electronicInformation', // 电子信息
  'biomedicine', // 生物与新医药
  'aerospace', // 航空航天
  'newMaterials', // 新材料
  'highTechServices', // 高技术服务
  'newEnergy', // 新能源与节能
  'resourcesEnvironment', // 资源与环境
  'advancedManufacturing', // 先进制造与自动化
] as const;
export type HighTechField = (typeof highTechFields)[number];

export type Grade = 'A' | 'B' | 'C' | 'D' | 'E';
export const grades: readonly Grade[] = ['A', 'B', 'C', 'D', 'E'];

/** One fiscal year, oldest first in the input. */
export type SelfTestYear = {
  year: number;
  /** Sales revenue (销售收入), 万元. */
  salesRevenue?: number | null;
  /** Eligible R&D spend (after the 80 % and 20 % rules, see eligibleRd), 万元. */
  rdSpend?: number | null;
  /** Net assets at the year end (total assets − total liabilities), 万元. */
  netAssets?: number | null;
  /** Technology transfers (科技成果转化) in the year. */
  techTransfers?: number | null;
};

/** IP counts by class and by how they were obtained ("acquired" = transfer, gift or acquisition). */
export type IpHoldings = {
  class1Own?: number | null;
  class1Acquired?: number | null;
  class2Own?: number | null;
  class2Acquired?: number | null;
};

/** The R&D organisation items, as the company rates itself (an expert's call; decimals stand for an average). */
export type RdOrganisation = {
  managementAndAccounting?: number | null; // ≤ 6
  institutionAndCooperation?: number | null; // ≤ 6
  transferIncentivesAndPlatform?: number | null; // ≤ 4
  trainingAndRewards?: number | null; // ≤ 4
};
export const rdOrganisationCaps: Record<keyof RdOrganisation, number> = {
  managementAndAccounting: 6,
  institutionAndCooperation: 6,
  transferIncentivesAndPlatform: 4,
  trainingAndRewards: 4,
};

export type SelfTestInput = {
  registeredOn?: string | null; // YYYY-MM-DD
  applicationDate?: string | null; // YYYY-MM-DD
  ip: IpHoldings;
  /** Whether the IP technically supports the main products or services (condition 2). */
  ipSupportsMainProducts?: boolean | null;
  /** The field of the core technology, or 'none' when it lies outside the eight. */
  field?: HighTechField | 'none' | null;
  /** Staff of the last year, a monthly average (monthlyAverageHeadcount). */
  staff?: number | null;
  /** S&T staff of the last year, counting only those with ≥ 183 days of work (countTechStaff). */
  techStaff?: number | null;
  /** The last 3 fiscal years, oldest first; fewer when the company is younger (fiscalYearsFor). */
  years: SelfTestYear[];
  /** R&D spent in China as a percentage of all R&D over the same years (domesticRdShare). */
  domesticRdShare?: number | null;
  /** Last year's high-tech product/service revenue and total revenue, 万元. */
  highTechRevenueLastYear?: number | null;
  totalRevenueLastYear?: number | null;
  /** Expert-scored knowledge items, self-assessed. */
  techAdvancement?: Grade | null;
  coreSupport?: Grade | null;
  /** Helped draft national or industry standards (bonus 1–2). */
  helpedDraftStandards?: boolean | null;
  rdOrganisation: RdOrganisation;
  /** A major safety or quality accident or serious environmental violation in the year before applying. */
  majorAccident?: boolean | null;
};

export type Outcome = 'met' | 'unmet' | 'unknown';
export type Band = { min: number; max: number };
/** Values for a text template of the screen's locale (selfTest.*). */
export type TextValues = Record<string, string | number>;
export type Gap = { kind: GapKind; values: TextValues };
export type GapKind =
  | 'waitUntil'
  | 'ipNeeded'
  | 'ipSupport'
  | 'field'
  | 'techStaffHire'
  | 'rdSpend'
  | 'domesticShare'
  | 'highTechRevenue'
  | 'scoreShort'
  | 'scoreBorderline'
  | 'compliance';

export const conditionKeys = ['registration', 'ip', 'field', 'techStaff', 'rdRatio', 'highTechRevenue', 'score', 'compliance'] as const;
export type ConditionKey = (typeof conditionKeys)[number];

export type ConditionResult = {
  key: ConditionKey;
  outcome: Outcome;
  /** What the rule requires, as values for the condition's text. */
  required: TextValues;
  /** What the input shows, or null when it is not known. */
  actual: TextValues | null;
  /** What would close the gap (unmet, or borderline for the score). */
  gaps: Gap[];
  /** Inputs the condition still needs. */
  missing: string[];
};

export type ScoreItemKey =
  | 'techAdvancement'
  | 'coreSupport'
  | 'ipCount'
  | 'ipObtained'
  | 'standardsBonus'
  | 'techTransfer'
  | 'rdOrganisation'
  | 'netAssetGrowth'
  | 'salesGrowth';
export type ScoreGroupKey = 'knowledge' | 'techTransfer' | 'rdOrganisation' | 'growth';

export type ScoreItem = {
  key: ScoreItemKey;
  group: ScoreGroupKey;
  max: number;
  band: Band;
  /** False when an input is missing and the band is the item's whole range. */
  known: boolean;
  /** What the band was read from (grade, average, growth %, …). */
  basis: TextValues;
};
export type ScoreGroup = { key: ScoreGroupKey; max: number; band: Band };

export type Verdict = 'pass' | 'borderline' | 'fail';

export type SelfTestResult = {
  conditions: ConditionResult[];
  items: ScoreItem[];
  groups: ScoreGroup[];
  total: Band;
  /** The score's verdict: pass (min > 70), borderline (the range straddles 70), fail (max ≤ 70). */
  scoreVerdict: Verdict;
  /** Recognition as a whole: fail when any condition is unmet, pass when all are met, else borderline. */
  verdict: Verdict;
};

// ---------------------------------------------------------------------------------------------------------
// Working-guide arithmetic

/** Monthly-average headcount: ((start + end of month) ÷ 2) summed over the months, ÷ 12. */
export function monthlyAverageHeadcount(months: { start: number; end: number }[]): number {
  if (months.length > 12) throw new RangeError('a year has 12 months');
  return months.reduce((sum, m) => sum + (m.start + m.end) / 2, 0) / 12;
}

/** S&T staff count only with ≥ 183 days of actual work in the year. */
export const countTechStaff = (daysWorked: number[]) => daysWorked.filter((d) => d >= 183).length;

/** A year's R&D costs by kind, 万元, as the company's books show them. */
export type RdParts = {
  /** Staff, direct inputs, depreciation, amortisation, design, equipment and testing costs. */
  inHouse?: number | null;
  /** Paid for R&D commissioned from others in China. */
  commissionedDomestic?: number | null;
  /** Paid for R&D commissioned abroad (never domestic). */
  commissionedAbroad?: number | null;
  /** "Other" costs (books, conferences, IP fees, …). */
  other?: number | null;
};

export type EligibleRd = { total: number; domestic: number; commissionedCounted: number; otherCounted: number; otherCap: number };

/**
 * Eligible R&D of a year: commissioned R&D at 80 % of what was paid; "other" counted up to 20 % of the total,
 * i.e. at most a quarter of the rest (o ≤ 0.2 × (rest + o) ⇔ o ≤ rest ÷ 4); commissioned abroad is not domestic.
 */
export function eligibleRd(parts: RdParts): EligibleRd {
  const inHouse = parts.inHouse ?? 0;
  const domesticPaid = parts.commissionedDomestic ?? 0;
  const abroadPaid = parts.commissionedAbroad ?? 0;
  const commissionedCounted = tidy(0.8 * (domesticPaid + abroadPaid));
  const rest = inHouse + commissionedCounted;
  const otherCap = tidy(rest / 4);
  const otherCounted = Math.min(parts.other ?? 0, otherCap);
  const total = tidy(rest + otherCounted);
  return { total, domestic: tidy(total - 0.8 * abroadPaid), commissionedCounted, otherCounted, otherCap };
}

/** R&D spent in China as a percentage of all eligible R&D over the years; null when there is none. */
export function domesticRdShare(years: RdParts[]): number | null {
  const sums = years.map(eligibleRd).reduce((acc, r) => ({ total: acc.total + r.total, domestic: acc.domestic + r.domestic }), { total: 0, domestic: 0 });
  return sums.total > 0 ? tidy((sums.domestic / sums.total) * 100) : null;
}

/** The fiscal years a company reports: the 3 before the application year, not before it was registered. */
export function fiscalYearsFor(registeredOn: string | null | undefined, applicationDate: string): number[] {
  const applied = parseDate(applicationDate);
  if (!applied) return [];
  const registered = parseDate(registeredOn);
  const years = [applied.y - 3, applied.y - 2, applied.y - 1];
  return registered ? years.filter((y) => y >= registered.y) : years;
}

/** The R&D band: ≥ 5 % up to 5,000万 of last year's revenue (inclusive), ≥ 4 % up to 2亿 (inclusive), else ≥ 3 %. */
export function rdBand(lastYearRevenue: number): { percent: 5 | 4 | 3; band: 'upTo5000' | 'upTo20000' | 'above20000' } {
  if (lastYearRevenue <= 5000) return { percent: 5, band: 'upTo5000' };
  if (lastYearRevenue <= 20000) return { percent: 4, band: 'upTo20000' };
  return { percent: 3, band: 'above20000' };
}

// ---------------------------------------------------------------------------------------------------------
// Score items

const gradeBands: Record<Grade, Band> = { A: { min: 7, max: 8 }, B: { min: 5, max: 6 }, C: { min: 3, max: 4 }, D: { min: 1, max: 2 }, E: { min: 0, max: 0 } };

/** Number of IP items: A ≥ 1 Class I → 7–8; B ≥ 5 Class II → 5–6; C 3–4 → 3–4; D 1–2 → 1–2; E none → 0. */
export function ipCountBand(class1: number, class2: number): { grade: Grade; band: Band } {
  if (class1 >= 1) return { grade: 'A', band: gradeBands.A };
  if (class2 >= 5) return { grade: 'B', band: gradeBands.B };
  if (class2 >= 3) return { grade: 'C', band: gradeBands.C };
  if (class2 >= 1) return { grade: 'D', band: gradeBands.D };
  return { grade: 'E', band: gradeBands.E };
}

/** Technology transfer by the yearly average count: ≥ 5 → 25–30; ≥ 4 → 19–24; ≥ 3 → 13–18; ≥ 2 → 7–12; ≥ 1 → 1–6; else 0. */
export function techTransferBand(total: number, years: number): Band {
  // total ≥ k × years is average ≥ k without dividing.
  if (total >= 5 * years) return { min: 25, max: 30 };
  if (total >= 4 * years) return { min: 19, max: 24 };
  if (total >= 3 * years) return { min: 13, max: 18 };
  if (total >= 2 * years) return { min: 7, max: 12 };
  if (total >= 1 * years) return { min: 1, max: 6 };
  return { min: 0, max: 0 };
}

/** Growth bands: ≥ 35 % → 9–10; ≥ 25 % → 7–8; ≥ 15 % → 5–6; ≥ 5 % → 3–4; > 0 → 1–2; ≤ 0 → 0. */
export function growthBand(rate: number): Band {
  if (atLeast(rate, 0.35)) return { min: 9, max: 10 };
  if (atLeast(rate, 0.25)) return { min: 7, max: 8 };
  if (atLeast(rate, 0.15)) return { min: 5, max: 6 };
  if (atLeast(rate, 0.05)) return { min: 3, max: 4 };
  if (above(rate, 0)) return { min: 1, max: 2 };
  return { min: 0, max: 0 };
}

export type Growth =
  | { kind: 'rate'; rate: number; formula: 'threeYears' | 'lastTwoYears' }
  /** The year-2 value is 0 (or the company has fewer than 2 years): the item scores 0. */
  | { kind: 'zero'; reason: 'year2Zero' | 'tooFewYears' }
  | { kind: 'unknown' };

/**
 * Growth over the years given (oldest first): ½ × (V2/V1 + V3/V2) − 1; with V1 = 0 only the last two years,
 * V3/V2 − 1; with V2 = 0 the item scores 0. A company with two years uses those two.
 */
export function growthRate(values: (number | null | undefined)[]): Growth {
  if (!values.length || values.some((v) => !isNum(v))) return { kind: 'unknown' };
  const v = values as number[];
  if (v.length < 2) return { kind: 'zero', reason: 'tooFewYears' };
  const [v1, v2, v3] = v.length >= 3 ? v.slice(-3) : [null, v[v.length - 2], v[v.length - 1]];
  if (v2 === 0) return { kind: 'zero', reason: 'year2Zero' };
  if (v1 === null || v1 === 0) return { kind: 'rate', rate: (v3 as number) / v2 - 1, formula: 'lastTwoYears' };
  return { kind: 'rate', rate: 0.5 * (v2 / v1 + (v3 as number) / v2) - 1, formula: 'threeYears' };
}

function growthItem(key: 'netAssetGrowth' | 'salesGrowth', values: (number | null | undefined)[]): ScoreItem {
  const growth = growthRate(values);
  if (growth.kind === 'unknown') return { key, group: 'growth', max: 10, band: { min: 0, max: 10 }, known: false, basis: {} };
  if (growth.kind === 'zero') return { key, group: 'growth', max: 10, band: { min: 0, max: 0 }, known: true, basis: { reason: growth.reason } };
  return { key, group: 'growth', max: 10, band: growthBand(growth.rate), known: true, basis: { percent: round2(growth.rate * 100), formula: growth.formula } };
}

function scoreItems(input: SelfTestInput): ScoreItem[] {
  const items: ScoreItem[] = [];
  for (const key of ['techAdvancement', 'coreSupport'] as const) {
    const grade = input[key];
    items.push(
      grade
        ? { key, group: 'knowledge', max: 8, band: gradeBands[grade], known: true, basis: { grade } }
        : { key, group: 'knowledge', max: 8, band: { min: 0, max: 8 }, known: false, basis: {} },
    );
  }
  const ip = ipCounts(input.ip);
  if (ip) {
    const count = ipCountBand(ip.class1, ip.class2);
    items.push({
      key: 'ipCount',
      group: 'knowledge',
      max: 8,
      band: count.band,
      known: true,
      basis: { grade: count.grade, class1: ip.class1, class2: ip.class2 },
    });
    // How obtained: A has own R&D → 1–6; B only transfer, gift or acquisition → 1–3; no IP → 0.
    const own = ip.class1Own + ip.class2Own > 0;
    const band = own ? { min: 1, max: 6 } : ip.total > 0 ? { min: 1, max: 3 } : { min: 0, max: 0 };
    items.push({ key: 'ipObtained', group: 'knowledge', max: 6, band, known: true, basis: { grade: own ? 'A' : ip.total > 0 ? 'B' : '-' } });
  } else {
    items.push({ key: 'ipCount', group: 'knowledge', max: 8, band: { min: 0, max: 8 }, known: false, basis: {} });
    items.push({ key: 'ipObtained', group: 'knowledge', max: 6, band: { min: 0, max: 6 }, known: false, basis: {} });
  }
  const bonus = input.helpedDraftStandards;
  items.push({
    key: 'standardsBonus',
    group: 'knowledge',
    max: 2,
    band: bonus === true ? { min: 1, max: 2 } : bonus === false ? { min: 0, max: 0 } : { min: 0, max: 2 },
    known: bonus === true || bonus === false,
    basis: {},
  });

  const transfers = input.years.map((y) => y.techTransfers);
  if (input.years.length && transfers.every(isNum)) {
    const total = (transfers as number[]).reduce((a, b) => a + b, 0);
    items.push({
      key: 'techTransfer',
      group: 'techTransfer',
      max: 30,
      band: techTransferBand(total, transfers.length),
      known: true,
      basis: { average: round2(total / transfers.length), years: transfers.length },
    });
  } else {
    items.push({ key: 'techTransfer', group: 'techTransfer', max: 30, band: { min: 0, max: 30 }, known: false, basis: {} });
  }

  // R&D organisation has no bands: the self-assessed points are the item; a missing part counts 0 to its cap.
  const parts = Object.entries(rdOrganisationCaps) as [keyof RdOrganisation, number][];
  const org = parts.reduce(
    (band, [part, cap]) => {
      const v = input.rdOrganisation[part];
      if (!isNum(v)) return { min: band.min, max: band.max + cap, known: false };
      const clamped = Math.min(Math.max(v, 0), cap);
      return { min: band.min + clamped, max: band.max + clamped, known: band.known };
    },
    { min: 0, max: 0, known: true },
  );
  items.push({ key: 'rdOrganisation', group: 'rdOrganisation', max: 20, band: { min: tidy(org.min), max: tidy(org.max) }, known: org.known, basis: {} });

  items.push(
    growthItem(
      'netAssetGrowth',
      input.years.map((y) => y.netAssets),
    ),
  );
  items.push(
    growthItem(
      'salesGrowth',
      input.years.map((y) => y.salesRevenue),
    ),
  );
  return items;
}

const groupMax: Record<ScoreGroupKey, number> = { knowledge: 30, techTransfer: 30, rdOrganisation: 20, growth: 20 };

function scoreGroups(items: ScoreItem[]): ScoreGroup[] {
  return (Object.keys(groupMax) as ScoreGroupKey[]).map((key) => {
    const own = items.filter((i) => i.group === key);
    const max = groupMax[key];
    // The standards bonus cannot lift Knowledge IP above 30.
    return {
      key,
      max,
      band: { min: Math.min(max, tidy(own.reduce((s, i) => s + i.band.min, 0))), max: Math.min(max, tidy(own.reduce((s, i) => s + i.band.max, 0))) },
    };
  });
}

/** pass when the minimum is above 70 (70 itself fails: "70分以上（不含70分）"), fail when the maximum is at most 70. */
export function scoreVerdict(total: Band): Verdict {
  if (total.min > 70) return 'pass';
  if (total.max <= 70) return 'fail';
  return 'borderline';
}

// ---------------------------------------------------------------------------------------------------------
// Conditions

function ipCounts(ip: IpHoldings) {
  const { class1Own, class1Acquired, class2Own, class2Acquired } = ip;
  if (![class1Own, class1Acquired, class2Own, class2Acquired].every(isNum)) return null;
  const c = {
    class1Own: class1Own as number,
    class1Acquired: class1Acquired as number,
    class2Own: class2Own as number,
    class2Acquired: class2Acquired as number,
  };
  const class1 = c.class1Own + c.class1Acquired;
  const class2 = c.class2Own + c.class2Acquired;
  return { ...c, class1, class2, total: class1 + class2 };
}

const condition = (
  key: ConditionKey,
  outcome: Outcome,
  required: TextValues,
  actual: TextValues | null,
  gaps: Gap[] = [],
  missing: string[] = [],
): ConditionResult => ({
  key,
  outcome,
  required,
  actual,
  gaps,
  missing,
});

function registrationCondition(input: SelfTestInput): ConditionResult {
  const registered = parseDate(input.registeredOn);
  const applied = parseDate(input.applicationDate);
  if (!registered || !applied) {
    return condition('registration', 'unknown', { years: 1 }, null, [], [...(registered ? [] : ['registeredOn']), ...(applied ? [] : ['applicationDate'])]);
  }
  const oneYear = addYears(registered, 1);
  const actual = { registeredOn: formatDate(registered), days: daysBetween(registered, applied) };
  // "At least one year": the anniversary itself counts.
  if (compareDates(applied, oneYear) >= 0) return condition('registration', 'met', { years: 1, date: formatDate(oneYear) }, actual);
  return condition('registration', 'unmet', { years: 1, date: formatDate(oneYear) }, actual, [
    { kind: 'waitUntil', values: { date: formatDate(oneYear), days: daysBetween(applied, oneYear) } },
  ]);
}

function ipCondition(input: SelfTestInput): ConditionResult {
  const ip = ipCounts(input.ip);
  const supports = input.ipSupportsMainProducts;
  if (!ip) return condition('ip', 'unknown', {}, null, [], ['ip']);
  const actual = { class1: ip.class1, class2: ip.class2 };
  if (ip.total === 0) return condition('ip', 'unmet', {}, actual, [{ kind: 'ipNeeded', values: {} }]);
  if (supports === false) return condition('ip', 'unmet', {}, actual, [{ kind: 'ipSupport', values: {} }]);
  if (supports !== true) return condition('ip', 'unknown', {}, actual, [], ['ipSupportsMainProducts']);
  return condition('ip', 'met', {}, actual);
}

function fieldCondition(input: SelfTestInput): ConditionResult {
  if (!input.field) return condition('field', 'unknown', {}, null, [], ['field']);
  if (input.field === 'none') return condition('field', 'unmet', {}, { field: 'none' }, [{ kind: 'field', values: {} }]);
  return condition('field', 'met', {}, { field: input.field });
}

function techStaffCondition(input: SelfTestInput): ConditionResult {
  const { staff, techStaff } = input;
  const required = { percent: 10 };
  if (!isNum(staff) || staff <= 0 || !isNum(techStaff)) {
    return condition('techStaff', 'unknown', required, null, [], [...(isNum(staff) && staff > 0 ? [] : ['staff']), ...(isNum(techStaff) ? [] : ['techStaff'])]);
  }
  const actual = { percent: round2((techStaff / staff) * 100), techStaff, staff };
  // S&T staff ≥ 10 % of staff, compared without dividing: 10 × S&T ≥ staff.
  if (atLeast(techStaff * 10, staff)) return condition('techStaff', 'met', { ...required, count: ceil2(staff / 10) }, actual);
  // New S&T hires count in the staff too: (t + k) / (s + k) ≥ 10 % ⇔ k ≥ (s − 10t) / 9.
  const hires = Math.ceil(tidy((staff - 10 * techStaff) / 9));
  return condition('techStaff', 'unmet', { ...required, count: ceil2(staff / 10) }, actual, [{ kind: 'techStaffHire', values: { count: hires } }]);
}

function rdCondition(input: SelfTestInput): ConditionResult {
  const years = input.years;
  const missing: string[] = [];
  if (!years.length) missing.push('years');
  years.forEach((y) => {
    if (!isNum(y.salesRevenue)) missing.push(`salesRevenue.${y.year}`);
    if (!isNum(y.rdSpend)) missing.push(`rdSpend.${y.year}`);
  });
  const domestic = input.domesticRdShare;
  if (!isNum(domestic)) missing.push('domesticRdShare');
  const last = years[years.length - 1];
  if (!last || !isNum(last.salesRevenue)) return condition('rdRatio', 'unknown', { domesticPercent: 60 }, null, [], missing);

  const band = rdBand(last.salesRevenue);
  const required = { percent: band.percent, band: band.band, domesticPercent: 60, years: years.length };
  const figuresKnown = years.every((y) => isNum(y.salesRevenue) && isNum(y.rdSpend));
  const revenue = tidy(years.reduce((s, y) => s + (y.salesRevenue ?? 0), 0));
  const rd = tidy(years.reduce((s, y) => s + (y.rdSpend ?? 0), 0));
  if (figuresKnown && revenue <= 0) missing.push('salesRevenue');

  const gaps: Gap[] = [];
  let ratioOutcome: Outcome = 'unknown';
  if (figuresKnown && revenue > 0) {
    ratioOutcome = atLeast(rd * 100, band.percent * revenue) ? 'met' : 'unmet';
    if (ratioOutcome === 'unmet') gaps.push({ kind: 'rdSpend', values: { amount: ceil2((band.percent * revenue) / 100 - rd), percent: band.percent } });
  }
  let domesticOutcome: Outcome = 'unknown';
  if (isNum(domestic)) {
    domesticOutcome = atLeast(domestic, 60) ? 'met' : 'unmet';
    if (domesticOutcome === 'unmet') gaps.push({ kind: 'domesticShare', values: { points: ceil2(60 - domestic) } });
  }
  const actual = {
    ...(figuresKnown && revenue > 0 ? { percent: round2((rd / revenue) * 100), rd, revenue } : {}),
    ...(isNum(domestic) ? { domesticPercent: round2(domestic) } : {}),
    lastRevenue: last.salesRevenue,
  };
  const outcome: Outcome =
    ratioOutcome === 'unmet' || domesticOutcome === 'unmet' ? 'unmet' : ratioOutcome === 'met' && domesticOutcome === 'met' ? 'met' : 'unknown';
  return condition('rdRatio', outcome, required, actual, gaps, outcome === 'unmet' ? [] : missing);
}

function highTechRevenueCondition(input: SelfTestInput): ConditionResult {
  const { highTechRevenueLastYear: ht, totalRevenueLastYear: total } = input;
  const required = { percent: 60 };
  if (!isNum(ht) || !isNum(total) || total <= 0) {
    return condition(
      'highTechRevenue',
      'unknown',
      required,
      null,
      [],
      [...(isNum(ht) ? [] : ['highTechRevenueLastYear']), ...(isNum(total) && total > 0 ? [] : ['totalRevenueLastYear'])],
    );
  }
  const actual = { percent: round2((ht / total) * 100), amount: ht, total };
  if (atLeast(ht * 100, 60 * total)) return condition('highTechRevenue', 'met', required, actual);
  return condition('highTechRevenue', 'unmet', required, actual, [{ kind: 'highTechRevenue', values: { amount: ceil2(0.6 * total - ht) } }]);
}

function scoreCondition(total: Band, verdict: Verdict, items: ScoreItem[]): ConditionResult {
  const actual = { min: total.min, max: total.max };
  const missing = items.filter((i) => !i.known).map((i) => i.key);
  if (verdict === 'pass') return condition('score', 'met', { above: 70 }, actual);
  // More than `points` needed: at exactly 70 the gap is "above 0", since 70 itself fails.
  if (verdict === 'fail')
    return condition('score', 'unmet', { above: 70 }, actual, [{ kind: 'scoreShort', values: { points: tidy(70 - total.max), max: total.max } }]);
  return condition('score', 'unknown', { above: 70 }, actual, [{ kind: 'scoreBorderline', values: { points: tidy(70 - total.min), min: total.min } }], missing);
}

function complianceCondition(input: SelfTestInput): ConditionResult {
  if (input.majorAccident === true) return condition('compliance', 'unmet', {}, { accident: 'yes' }, [{ kind: 'compliance', values: {} }]);
  if (input.majorAccident === false) return condition('compliance', 'met', {}, { accident: 'no' });
  return condition('compliance', 'unknown', {}, null, [], ['majorAccident']);
}

/** Runs the whole self-test: the eight conditions, the score bands, the total range and the verdicts. */
export function runSelfTest(input: SelfTestInput): SelfTestResult {
  const items = scoreItems(input);
  const groups = scoreGroups(items);
  const total = { min: tidy(groups.reduce((s, g) => s + g.band.min, 0)), max: tidy(groups.reduce((s, g) => s + g.band.max, 0)) };
  const sv = scoreVerdict(total);
  const conditions = [
    registrationCondition(input),
    ipCondition(input),
    fieldCondition(input),
    techStaffCondition(input),
    rdCondition(input),
    highTechRevenueCondition(input),
    scoreCondition(total, sv, items),
    complianceCondition(input),
  ];
  const verdict: Verdict = conditions.some((c) => c.outcome === 'unmet') ? 'fail' : conditions.every((c) => c.outcome === 'met') ? 'pass' : 'borderline';
  return { conditions, items, groups, total, scoreVerdict: sv, verdict };
}
