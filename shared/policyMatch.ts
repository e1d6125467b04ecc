import { parseDate, wholeYears } from './dates';
import { industryWithin } from './industryCodes';
import { regionWithin } from './regionCodes';
import { formatNumber, isNum, round2, tidy } from './numbers';
import { figureFields, type CompanyProfile, type PolicyOutcome, type PolicyRule, type ProfileField, type RuleOutcome } from './policyConditions';

/**
 * The policy matcher (docs/domain/policy-matching.md): each rule of a policy against a company profile → met,
 * unmet or unknown with the required value, the actual value and the gap; each policy → eligible, likely or
 * not eligible after the hard filter. A figure is read only for the fiscal year the rule names; a missing
 * value is unknown, never zero, and a company never comes out eligible while a hard rule is unknown.
 */

export type EvaluationDate = string | Date;
type Tri = 'yes' | 'no' | 'unknown';

/** The profile inputs behind the rule fields: what the match form asks for. */
export type ProfileInput =
  | 'regionCode'
  | 'industryCode'
  | 'scale'
  | 'entityType'
  | 'foundedOn'
  | 'qualifications'
  | 'ipClass1'
  | 'ipClass2'
  | 'staff'
  | 'techStaff'
  | 'revenue'
  | 'rdSpend'
  | 'netAssets';
/** A profile input, with the fiscal year for figures. */
export type NeededField = { field: ProfileInput; year?: number };

export type RuleResult = {
  ruleId: string;
  field: ProfileField;
  op: PolicyRule['op'];
  label: string;
  hard: boolean;
  outcome: RuleOutcome;
  /** The fiscal year a figure rule reads (evaluation year − yearsBack), else null. */
  year: number | null;
  /** The requirement as text, e.g. "营业收入（2024年度）≥ 2,000万元". */
  required: string;
  /** The company's value, or null when it is not known. */
  actual: number | string | string[] | null;
  /** For an unmet numeric rule: the required value, the actual one and how far apart they are (in the field's unit). */
  gap: { required: PolicyRule['value']; actual: number; amount: number } | null;
  /** A short explanation in Chinese: requirement, actual value, gap or what is missing. */
  text: string;
  /** The inputs an unknown rule still needs. */
  missing: NeededField[];
  /** The rule itself does not fit its field (an operator or value of the wrong kind): unknown, never met. */
  invalid?: true;
};

// ---------------------------------------------------------------------------------------------------------
// Texts and units

const fieldNames: Record<ProfileField, string> = {
  region: '所在地区',
  industry: '所属行业',
  scale: '企业规模',
  entityType: '主体类型',
  foundedYears: '成立年限',
  qualification: '企业资质',
  ipClass1: 'I类知识产权',
  ipClass2: 'II类知识产权',
  ipTotal: '知识产权总数',
  staff: '职工人数',
  techStaffRatio: '科技人员占比',
  revenue: '营业收入',
  rdSpend: '研发投入',
  rdRatio: '研发投入占营业收入比例',
  netAssets: '净资产',
  revenueGrowth: '营业收入增长率',
};
const units: Partial<Record<ProfileField, string>> = {
  foundedYears: '年',
  ipClass1: '件',
  ipClass2: '件',
  ipTotal: '件',
  staff: '人',
  techStaffRatio: '%',
  revenue: '万元',
  rdSpend: '万元',
  rdRatio: '%',
  netAssets: '万元',
  revenueGrowth: '%',
};
const valueNames: Record<string, string> = {
  large: '大型',
  medium: '中型',
  small: '小型',
  micro: '微型',
  enterprise: '企业',
  individual: '个体工商户',
  institution: '事业单位',
  social_org: '社会组织',
  high_tech: '高新技术企业',
  tech_sme: '科技型中小企业',
  specialized: '专精特新中小企业',
  little_giant: '专精特新“小巨人”企业',
};
const opWords: Record<PolicyRule['op'], string> = {
  gte: '≥',
  gt: '>',
  lte: '≤',
  lt: '<',
  eq: '为',
  between: '介于',
  in: '属于',
  notIn: '不属于',
  hasAny: '具备其一',
  hasAll: '全部具备',
};

const formatValue = (field: ProfileField, v: unknown): string => {
  if (typeof v === 'number') return `${formatNumber(v)}${units[field] ?? ''}`;
  if (Array.isArray(v)) return v.map((x) => formatValue(field, x)).join('、');
  return valueNames[String(v)] ?? String(v);
};
const fieldWithYear = (field: ProfileField, year: number | null) => `${fieldNames[field]}${year === null ? '' : `（${year}年度）`}`;

function requiredText(rule: PolicyRule, year: number | null): string {
  const name = fieldWithYear(rule.field, year);
  if (rule.op === 'between' && Array.isArray(rule.value))
    return `${name}介于 ${formatValue(rule.field, rule.value[0])}–${formatValue(rule.field, rule.value[1])}`;
  const symbolic = ['gte', 'gt', 'lte', 'lt'].includes(rule.op);
  return `${name}${symbolic ? ' ' : ''}${opWords[rule.op]}${symbolic ? ' ' : ''}${formatValue(rule.field, rule.value)}`;
}

const inputNames: Record<ProfileInput, string> = {
  regionCode: '所在地区',
  industryCode: '所属行业',
  scale: '企业规模',
  entityType: '主体类型',
  foundedOn: '成立日期',
  qualifications: '企业资质',
  ipClass1: 'I类知识产权数',
  ipClass2: 'II类知识产权数',
  staff: '职工人数',
  techStaff: '科技人员数',
  revenue: '营业收入',
  rdSpend: '研发投入',
  netAssets: '净资产',
};
export const describeNeeded = (n: NeededField) => `${n.year ? `${n.year}年度` : ''}${inputNames[n.field]}`;

// ---------------------------------------------------------------------------------------------------------
// Reading the profile

/** The evaluation year of a date ('2025-03-01' or a Date). */
export function evaluationYear(date: EvaluationDate): number {
  const parsed = parseDate(date);
  if (!parsed) throw new RangeError(`not a date: ${String(date)}`);
  return parsed.y;
}

/** The fiscal year a rule reads: evaluation year − yearsBack (1, "上一年度", when the rule does not say). */
export const ruleYear = (rule: Pick<PolicyRule, 'field' | 'yearsBack'>, date: EvaluationDate): number | null =>
  figureFields.includes(rule.field) ? evaluationYear(date) - (rule.yearsBack ?? 1) : null;

/** The inputs a field needs, for a figure year. */
export function inputsOf(field: ProfileField, year: number | null): NeededField[] {
  const y = year ?? undefined;
  switch (field) {
    case 'region':
      return [{ field: 'regionCode' }];
    case 'industry':
      return [{ field: 'industryCode' }];
    case 'foundedYears':
      return [{ field: 'foundedOn' }];
    case 'qualification':
      return [{ field: 'qualifications' }];
    case 'ipTotal':
      return [{ field: 'ipClass1' }, { field: 'ipClass2' }];
    case 'scale':
    case 'entityType':
    case 'ipClass1':
    case 'ipClass2':
      return [{ field }];
    case 'techStaffRatio':
      return [
        { field: 'techStaff', year: y },
        { field: 'staff', year: y },
      ];
    case 'rdRatio':
      return [
        { field: 'rdSpend', year: y },
        { field: 'revenue', year: y },
      ];
    case 'revenueGrowth':
      return [{ field: 'revenue', year: y }, ...(year === null ? [] : [{ field: 'revenue' as const, year: year - 1 }])];
    default:
      return [{ field, year: y }];
  }
}

type Actual = { value: number | string | string[] | null; missing: NeededField[] };

/** One year's figure, from that year's record only. */
function figure(profile: CompanyProfile, year: number, key: 'revenue' | 'rdSpend' | 'netAssets' | 'staff' | 'techStaff'): number | null {
  const record = profile.figures.find((f) => f.year === year);
  const v = record?.[key];
  return isNum(v) ? v : null;
}

/** A ratio in percent; unknown (null) when a part is missing or the denominator is zero — never Infinity. */
const percent = (num: number | null, den: number | null) => (num === null || den === null || den === 0 ? null : tidy((num / den) * 100));

function actualOf(field: ProfileField, profile: CompanyProfile, year: number | null, date: EvaluationDate): Actual {
  const needed = inputsOf(field, year);
  const known = (value: number | string | string[] | null | undefined): Actual => ({
    value: value === undefined || value === null || value === '' ? null : value,
    missing: value === undefined || value === null || value === '' ? needed : [],
  });
  const y = year as number;
  switch (field) {
    case 'region':
      return known(profile.regionCode);
    case 'industry':
      return known(profile.industryCode);
    case 'scale':
      return known(profile.scale);
    case 'entityType':
      return known(profile.entityType);
    case 'foundedYears': {
      const founded = parseDate(profile.foundedOn);
      const at = parseDate(date);
      return known(founded && at ? wholeYears(founded, at) : null);
    }
    case 'qualification':
      return known(profile.qualifications ?? []);
    case 'ipClass1':
      return known(profile.ipClass1);
    case 'ipClass2':
      return known(profile.ipClass2);
    case 'ipTotal':
      return known(isNum(profile.ipClass1) && isNum(profile.ipClass2) ? profile.ipClass1 + profile.ipClass2 : null);
    case 'staff':
    case 'revenue':
    case 'rdSpend':
    case 'netAssets':
      return known(figure(profile, y, field));
    case 'techStaffRatio':
      return known(percent(figure(profile, y, 'techStaff'), figure(profile, y, 'staff')));
    case 'rdRatio':
      return known(percent(figure(profile, y, 'rdSpend'), figure(profile, y, 'revenue')));
    case 'revenueGrowth': {
      const ratio = percent(figure(profile, y, 'revenue'), figure(profile, y - 1, 'revenue'));
      return known(ratio === null ? null : tidy(ratio - 100));
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Operators

/** Whether a single value is one of the rule's values: codes by prefix, everything else by equality. */
function memberOf(field: ProfileField, actual: string, value: string): Tri {
  if (field === 'region') return regionWithin(actual, value);
  if (field === 'industry') return industryWithin(actual, value);
  return actual === value ? 'yes' : 'no';
}

const anyOf = (results: Tri[]): Tri => (results.includes('yes') ? 'yes' : results.includes('unknown') ? 'unknown' : 'no');
const allOf = (results: Tri[]): Tri => (results.includes('no') ? 'no' : results.includes('unknown') ? 'unknown' : 'yes');
const not = (t: Tri): Tri => (t === 'yes' ? 'no' : t === 'no' ? 'yes' : 'unknown');
const toOutcome = (t: Tri | 'invalid'): RuleOutcome => (t === 'yes' ? 'met' : t === 'no' ? 'unmet' : 'unknown');

/** The rule's test on a known value; 'invalid' when the operator or value does not fit the field's kind. */
function test(rule: PolicyRule, actual: number | string | string[]): Tri | 'invalid' {
  const { op, value, field } = rule;
  if (typeof actual === 'number') {
    if (op === 'between') {
      if (!Array.isArray(value) || value.length !== 2 || !isNum(value[0]) || !isNum(value[1])) return 'invalid';
      return actual >= value[0] && actual <= value[1] ? 'yes' : 'no';
    }
    if (op === 'in' || op === 'notIn') {
      if (!Array.isArray(value)) return 'invalid';
      const found = (value as (string | number)[]).map(Number).includes(actual);
      return (op === 'in') === found ? 'yes' : 'no';
    }
    const target = typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
    if (!isNum(target)) return 'invalid';
    const yes = { gte: actual >= target, gt: actual > target, lte: actual <= target, lt: actual < target, eq: actual === target }[op as 'gte'];
    return yes === undefined ? 'invalid' : yes ? 'yes' : 'no';
  }
  // Codes and lists: a held list (qualifications) or one value (region, industry, scale, entity type).
  const held = Array.isArray(actual) ? actual : [actual];
  const wanted = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : null;
  if (!wanted) return 'invalid';
  const has = (w: string) => anyOf(held.map((h) => memberOf(field, h, w)));
  switch (op) {
    case 'eq':
      return typeof value === 'string' ? has(value) : 'invalid';
    case 'in':
    case 'hasAny':
      return anyOf(wanted.map(has));
    case 'notIn':
      return not(anyOf(wanted.map(has)));
    case 'hasAll':
      return allOf(wanted.map(has));
    default:
      return 'invalid';
  }
}

/** How far an unmet numeric value is from meeting the rule, in the field's unit. */
function gapAmount(rule: PolicyRule, actual: number): number | null {
  const { op, value } = rule;
  if (op === 'between' && Array.isArray(value)) {
    const [min, max] = value as [number, number];
    return tidy(actual < min ? min - actual : actual - max);
  }
  const target = Number(value);
  if (!Number.isFinite(target)) return null;
  return tidy(Math.abs(target - actual));
}

/** Evaluates one rule for one profile at an evaluation date. */
export function evaluateRule(rule: PolicyRule, profile: CompanyProfile, evaluationDate: EvaluationDate): RuleResult {
  const year = ruleYear(rule, evaluationDate);
  const required = requiredText(rule, year);
  const base = { ruleId: rule.id, field: rule.field, op: rule.op, label: rule.label, hard: rule.hard !== false, year, required };
  const { value, missing } = actualOf(rule.field, profile, year, evaluationDate);
  if (value === null) {
    return { ...base, outcome: 'unknown', actual: null, gap: null, missing, text: `${required}，缺少${missing.map(describeNeeded).join('、')}数据` };
  }
  const result = test(rule, value);
  const actualText = Array.isArray(value) && value.length === 0 ? '无' : formatValue(rule.field, value);
  if (result === 'invalid') {
    return { ...base, outcome: 'unknown', actual: value, gap: null, missing: [], invalid: true, text: `${required}：条件设置有误，无法判断` };
  }
  const outcome = toOutcome(result);
  if (outcome === 'unknown') {
    // Known, but too coarse to decide (a region or industry code above the rule's).
    return { ...base, outcome, actual: value, gap: null, missing: inputsOf(rule.field, year), text: `${required}，实际 ${actualText}，需填写更具体的代码` };
  }
  let gap: RuleResult['gap'] = null;
  let text = `${required}，实际 ${actualText}`;
  if (outcome === 'unmet' && typeof value === 'number') {
    const amount = gapAmount(rule, value);
    if (amount !== null) {
      gap = { required: rule.value, actual: value, amount };
      const below = rule.op === 'gte' || rule.op === 'gt' || (rule.op === 'between' && Array.isArray(rule.value) && value < Number(rule.value[0]));
      const word = rule.op === 'eq' ? '相差' : below ? '还差' : '超出';
      text += `，${word} ${formatValue(rule.field, round2(amount))}`;
    }
  }
  return { ...base, outcome, actual: value, gap, missing: [], text };
}

// ---------------------------------------------------------------------------------------------------------
// Policies

export type PolicyLevel = 'national' | 'provincial' | 'city' | 'district';

/** What the matcher needs of a policy. */
export type MatchablePolicy = {
  rules: PolicyRule[];
  level: PolicyLevel | string;
  /** The region the policy applies to (GB/T 2260); national policies cover every region. */
  regionCode?: string | null;
  /** Entity types the policy is for; empty or missing means all. */
  entityTypes?: string[] | null;
  /** Window status derived from the application window: upcoming, open, closing, closed. */
  windowStatus?: string | null;
};

export type FilterKind = 'region' | 'window' | 'entityType';
export type FilterResult = { kind: FilterKind; result: Tri; reason: string };

export type PolicyMatch = {
  outcome: PolicyOutcome;
  /** Met rules ÷ all rules × 100 (soft rules weigh the same as hard ones), whole percent. */
  matchPercent: number;
  rules: RuleResult[];
  filters: FilterResult[];
  /** Why the hard filter rejected the policy. */
  failedFilter?: FilterResult;
};

/** The hard filter: region and level apply to the company, the window is not closed, the entity type fits. */
export function hardFilter(policy: MatchablePolicy, profile: CompanyProfile): FilterResult[] {
  const out: FilterResult[] = [];
  if (policy.level === 'national' || !policy.regionCode) {
    out.push({ kind: 'region', result: 'yes', reason: '全国适用' });
  } else {
    const r = regionWithin(profile.regionCode, policy.regionCode);
    const reason = r === 'yes' ? '企业在政策适用地区内' : r === 'no' ? `企业不在政策适用地区（${policy.regionCode}）内` : '企业所在地区未知或不够具体';
    out.push({ kind: 'region', result: r, reason });
  }
  out.push(policy.windowStatus === 'closed' ? { kind: 'window', result: 'no', reason: '申报已截止' } : { kind: 'window', result: 'yes', reason: '申报未截止' });
  if (!policy.entityTypes?.length) {
    out.push({ kind: 'entityType', result: 'yes', reason: '不限主体类型' });
  } else if (!profile.entityType) {
    out.push({ kind: 'entityType', result: 'unknown', reason: '主体类型未知' });
  } else {
    const fits = policy.entityTypes.includes(profile.entityType);
    const names = policy.entityTypes.map((t) => valueNames[t] ?? t).join('、');
    out.push({ kind: 'entityType', result: fits ? 'yes' : 'no', reason: fits ? '主体类型符合' : `仅限${names}申报` });
  }
  return out;
}

/**
 * How evaluatePolicy evaluates one rule and the hard filter. The server passes memoised ones, since many
 * policies share the same conditions; they must give what the plain ones give.
 */
export type PolicyEvaluators = {
  evaluateRule: (rule: PolicyRule, profile: CompanyProfile, evaluationDate: EvaluationDate) => RuleResult;
  hardFilter: (policy: MatchablePolicy, profile: CompanyProfile) => FilterResult[];
};
export const plainEvaluators: PolicyEvaluators = { evaluateRule, hardFilter };

/** Evaluates a policy: hard filter first, then every rule; eligible only when every hard rule is met. */
export function evaluatePolicy(
  policy: MatchablePolicy,
  profile: CompanyProfile,
  evaluationDate: EvaluationDate,
  evaluators: PolicyEvaluators = plainEvaluators,
): PolicyMatch {
  const filters = evaluators.hardFilter(policy, profile);
  const failedFilter = filters.find((f) => f.result === 'no');
  if (failedFilter) return { outcome: 'not_eligible', matchPercent: 0, rules: [], filters, failedFilter };
  const rules = policy.rules.map((rule) => evaluators.evaluateRule(rule, profile, evaluationDate));
  const met = rules.filter((r) => r.outcome === 'met').length;
  const matchPercent = rules.length ? Math.round((met / rules.length) * 100) : 100;
  const hard = rules.filter((r) => r.hard);
  let outcome: PolicyOutcome = 'eligible';
  if (hard.some((r) => r.outcome === 'unmet')) outcome = 'not_eligible';
  // Missing data never makes a company eligible: an unknown hard rule or filter leaves it "likely".
  else if (hard.some((r) => r.outcome === 'unknown') || filters.some((f) => f.result === 'unknown')) outcome = 'likely';
  return { outcome, matchPercent, rules, filters };
}

const outcomeOrder: Record<PolicyOutcome, number> = { eligible: 0, likely: 1, not_eligible: 2 };

/** Eligible, likely, not eligible; then the larger amount first; then the earlier deadline (no deadline last). */
export function sortMatches<T extends { outcome: PolicyOutcome; amount?: number | null; deadline?: string | null }>(matches: T[]): T[] {
  return [...matches].sort((a, b) => {
    const byOutcome = outcomeOrder[a.outcome] - outcomeOrder[b.outcome];
    if (byOutcome) return byOutcome;
    const amountA = isNum(a.amount) ? a.amount : -Infinity;
    const amountB = isNum(b.amount) ? b.amount : -Infinity;
    if (amountA !== amountB) return amountB > amountA ? 1 : -1;
    const deadlineA = a.deadline || '\uffff';
    const deadlineB = b.deadline || '\uffff';
    return deadlineA < deadlineB ? -1 : deadlineA > deadlineB ? 1 : 0;
  });
}

const inputOrder: ProfileInput[] = [
  'regionCode',
  'entityType',
  'industryCode',
  'scale',
  'foundedOn',
  'qualifications',
  'ipClass1',
  'ipClass2',
  'staff',
  'techStaff',
  'revenue',
  'rdSpend',
  'netAssets',
];

function isKnown(n: NeededField, profile: CompanyProfile): boolean {
  if (n.year !== undefined) return figure(profile, n.year, n.field as 'revenue') !== null;
  if (n.field === 'qualifications') return profile.qualifications.length > 0;
  const v = profile[n.field as 'regionCode'];
  return v !== null && v !== undefined && v !== '';
}

/**
 * The distinct profile inputs (with their years) that the candidate policies' filters and rules need: what
 * the short match form asks for. Given a profile, only those it does not have yet.
 */
export function neededFields(policies: MatchablePolicy[], evaluationDate: EvaluationDate, profile?: CompanyProfile): NeededField[] {
  const found = new Map<string, NeededField>();
  const add = (n: NeededField) => found.set(`${n.field}:${n.year ?? ''}`, n);
  for (const policy of policies) {
    if (policy.level !== 'national' && policy.regionCode) add({ field: 'regionCode' });
    if (policy.entityTypes?.length) add({ field: 'entityType' });
    for (const rule of policy.rules) inputsOf(rule.field, ruleYear(rule, evaluationDate)).forEach(add);
  }
  return [...found.values()]
    .filter((n) => !profile || !isKnown(n, profile))
    .sort((a, b) => inputOrder.indexOf(a.field) - inputOrder.indexOf(b.field) || (b.year ?? 0) - (a.year ?? 0));
}
