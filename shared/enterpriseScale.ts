import { parseIndustryCode } from './industryCodes';

/**
 * Enterprise scale (大型/中型/小型/微型) under 《统计上大中小微型企业划分办法（2017）》(国统字〔2017〕213号),
 * thresholds of 工信部联企业〔2011〕300号; docs/domain/enterprise-scale.md, implemented exactly.
 * X = employees (人), Y = operating revenue (万元), Z = total assets (万元). "<" is strict, "≥" inclusive.
 */
export const SCALE_RULE_SOURCE = '国统字〔2017〕213号';

export type Indicator = 'X' | 'Y' | 'Z';
export type ScaleTier = 'large' | 'medium' | 'small' | 'micro';
/** Highest first: the order tiers are compared in. */
export const scaleTiers: readonly ScaleTier[] = ['large', 'medium', 'small', 'micro'];

export type ScaleSector =
  | 'agriculture'
  | 'industry'
  | 'construction'
  | 'wholesale'
  | 'retail'
  | 'transport'
  | 'warehousing'
  | 'postal'
  | 'accommodationCatering'
  | 'infoTransmission'
  | 'software'
  | 'realEstateDevelopment'
  | 'propertyManagement'
  | 'leasingBusiness'
  | 'other';

/** Lower limits of large, medium and small; below `small` is micro. */
export type TierLimits = { indicator: Indicator; large: number; medium: number; small: number };

export type SectorRow = {
  sector: ScaleSector;
  /** The GB/T 4754 codes the row covers, as the table states them. */
  codes: string;
  limits: TierLimits[];
};

const row = (sector: ScaleSector, codes: string, ...limits: [Indicator, number, number, number][]): SectorRow => ({
  sector,
  codes,
  limits: limits.map(([indicator, large, medium, small]) => ({ indicator, large, medium, small })),
});

/** The table of docs/domain/enterprise-scale.md, row by row. */
export const scaleTable: readonly SectorRow[] = [
  row('agriculture', 'A', ['Y', 20000, 500, 50]),
  row('industry', 'B, C, D', ['X', 1000, 300, 20], ['Y', 40000, 2000, 300]),
  row('construction', 'E', ['Y', 80000, 6000, 300], ['Z', 80000, 5000, 300]),
  row('wholesale', '51', ['X', 200, 20, 5], ['Y', 40000, 5000, 1000]),
  row('retail', '52', ['X', 300, 50, 10], ['Y', 20000, 500, 100]),
  row('transport', '54–58, 591', ['X', 1000, 300, 20], ['Y', 30000, 3000, 200]),
  row('warehousing', '592–599', ['X', 200, 100, 20], ['Y', 30000, 1000, 100]),
  row('postal', '60', ['X', 1000, 300, 20], ['Y', 30000, 2000, 100]),
  row('accommodationCatering', '61, 62', ['X', 300, 100, 10], ['Y', 10000, 2000, 100]),
  row('infoTransmission', '63, 64', ['X', 2000, 100, 10], ['Y', 100000, 1000, 100]),
  row('software', '65', ['X', 300, 100, 10], ['Y', 10000, 1000, 50]),
  row('realEstateDevelopment', '7010', ['Y', 200000, 1000, 100], ['Z', 10000, 5000, 2000]),
  row('propertyManagement', '7020', ['X', 1000, 300, 100], ['Y', 5000, 1000, 500]),
  row('leasingBusiness', 'L (71, 72)', ['X', 300, 100, 10], ['Z', 120000, 8000, 100]),
  row('other', '', ['X', 300, 100, 10]),
];

export const scaleSectors: readonly ScaleSector[] = scaleTable.map((r) => r.sector);

export function sectorRow(sector: ScaleSector): SectorRow {
  const found = scaleTable.find((r) => r.sector === sector);
  if (!found) throw new RangeError(`unknown scale sector: ${sector}`);
  return found;
}

/** The indicators a sector's row lists: the only figures the screen asks for. */
export const indicatorsOf = (sector: ScaleSector): Indicator[] => sectorRow(sector).limits.map((l) => l.indicator);

/** Outside the table: finance, education, health, public administration (and the other exclusions). */
export type OutOfScopeReason = 'finance' | 'education' | 'health' | 'publicAdministration' | 'rail' | 'internationalOrganisation';

export type SectorLookup =
  | { kind: 'sector'; sector: ScaleSector }
  | { kind: 'outOfScope'; reason: OutOfScopeReason }
  /** The code is too coarse to choose a row ('F' is wholesale or retail): ask for a finer code. */
  | { kind: 'ambiguous'; candidates: ScaleSector[] }
  | { kind: 'invalid' };

const sectionSectors: Record<string, SectorLookup> = {
  A: { kind: 'sector', sector: 'agriculture' },
  B: { kind: 'sector', sector: 'industry' },
  C: { kind: 'sector', sector: 'industry' },
  D: { kind: 'sector', sector: 'industry' },
  E: { kind: 'sector', sector: 'construction' },
  F: { kind: 'ambiguous', candidates: ['wholesale', 'retail'] },
  G: { kind: 'ambiguous', candidates: ['transport', 'warehousing', 'postal'] },
  H: { kind: 'sector', sector: 'accommodationCatering' },
  I: { kind: 'ambiguous', candidates: ['infoTransmission', 'software'] },
  J: { kind: 'outOfScope', reason: 'finance' },
  K: { kind: 'ambiguous', candidates: ['realEstateDevelopment', 'propertyManagement', 'other'] },
  L: { kind: 'sector', sector: 'leasingBusiness' },
  M: { kind: 'sector', sector: 'other' },
  N: { kind: 'sector', sector: 'other' },
  O: { kind: 'sector', sector: 'other' },
  P: { kind: 'outOfScope', reason: 'education' },
  // Q is 卫生 (84, outside the table) and 社会工作 (85, an "other" industry under the 2017 measures).
  Q: { kind: 'ambiguous', candidates: ['other'] },
  R: { kind: 'sector', sector: 'other' },
  S: { kind: 'outOfScope', reason: 'publicAdministration' },
  T: { kind: 'outOfScope', reason: 'internationalOrganisation' },
};

/**
 * The table row for a GB/T 4754 code: a section letter or a 2–4 digit code (A; B, C, D; E; 51; 52; 54–58 and
 * 591 (not rail, 53); 592–599; 60; 61, 62; 63, 64; 65; 7010; 7020; L 71–72; everything else "other").
 */
export function sectorOfIndustry(code: string | null | undefined): SectorLookup {
  const parsed = parseIndustryCode(code);
  if (!parsed) return { kind: 'invalid' };
  if (parsed.level === 'section') return sectionSectors[parsed.section];
  const division = Number(parsed.digits.slice(0, 2));
  const { digits } = parsed;
  switch (division) {
    case 51:
      return { kind: 'sector', sector: 'wholesale' };
    case 52:
      return { kind: 'sector', sector: 'retail' };
    case 53: // the transport row explicitly leaves rail out, and no other row takes it
      return { kind: 'outOfScope', reason: 'rail' };
    case 59:
      if (digits.length === 2) return { kind: 'ambiguous', candidates: ['transport', 'warehousing'] };
      return { kind: 'sector', sector: digits.startsWith('591') ? 'transport' : 'warehousing' };
    case 60:
      return { kind: 'sector', sector: 'postal' };
    case 63:
    case 64:
      return { kind: 'sector', sector: 'infoTransmission' };
    case 65:
      return { kind: 'sector', sector: 'software' };
    case 70:
      if (digits.startsWith('701')) return { kind: 'sector', sector: 'realEstateDevelopment' };
      if (digits.startsWith('702')) return { kind: 'sector', sector: 'propertyManagement' };
      if (digits.length === 2) return { kind: 'ambiguous', candidates: ['realEstateDevelopment', 'propertyManagement', 'other'] };
      return { kind: 'sector', sector: 'other' };
    case 84:
      return { kind: 'outOfScope', reason: 'health' };
    case 85:
      return { kind: 'sector', sector: 'other' };
    default:
      if (division >= 54 && division <= 58) return { kind: 'sector', sector: 'transport' };
  }
  // Sections whose divisions were all handled above (F, G, I, K, Q) never reach here.
  return sectionSectors[parsed.section];
}

export type IndicatorResult = {
  indicator: Indicator;
  value: number;
  tier: ScaleTier;
  /** The tier above, or null at large. */
  nextTier: ScaleTier | null;
  /** How much more of the indicator reaches the next tier (persons or 万元), or null at large. */
  distanceToNext: number | null;
};

export type ScaleResult =
  | {
      kind: 'classified';
      outOfScope?: false;
      sector: ScaleSector;
      tier: ScaleTier;
      /** The indicator that reached the lowest tier (the first in table order when several did). */
      decidedBy: Indicator;
      /** Every indicator that reached that tier. */
      decidingIndicators: Indicator[];
      perIndicator: IndicatorResult[];
    }
  | { kind: 'outOfScope'; outOfScope: true; reason: OutOfScopeReason }
  /** Indicators with no value: ask for them, never guess. */
  | { kind: 'needsInput'; outOfScope?: false; sector: ScaleSector; missing: Indicator[] }
  /** Indicators with a negative value, which no company has. */
  | { kind: 'invalid'; outOfScope?: false; sector: ScaleSector; invalid: Indicator[] };

export type IndicatorValues = Partial<Record<Indicator, number | null | undefined>>;

/** The tier one indicator's value reaches. */
export function tierOf(limits: TierLimits, value: number): ScaleTier {
  if (value >= limits.large) return 'large';
  if (value >= limits.medium) return 'medium';
  if (value >= limits.small) return 'small';
  return 'micro';
}

const limitOf = (limits: TierLimits, tier: ScaleTier) => (tier === 'micro' ? 0 : limits[tier]);

/** Differences of decimals (万元) without binary noise: 2000 − 1999.9 is 0.1, not 0.10000000000002274. */
const tidy = (n: number) => Math.round(n * 1e6) / 1e6;

function indicatorResult(limits: TierLimits, value: number): IndicatorResult {
  const tier = tierOf(limits, value);
  const index = scaleTiers.indexOf(tier);
  const nextTier = index === 0 ? null : scaleTiers[index - 1];
  return { indicator: limits.indicator, value, tier, nextTier, distanceToNext: nextTier ? tidy(limitOf(limits, nextTier) - value) : null };
}

/** Classifies a company of a sector (or an out-of-scope industry) by the indicators its row lists. */
export function classifyScale(sector: ScaleSector | SectorLookup, values: IndicatorValues): ScaleResult {
  if (typeof sector !== 'string') {
    const lookup = sector;
    if (lookup.kind === 'outOfScope') return { kind: 'outOfScope', outOfScope: true, reason: lookup.reason };
    if (lookup.kind !== 'sector') throw new RangeError(`classifyScale needs a sector, got ${lookup.kind}`);
    return classifyScale(lookup.sector, values);
  }
  const { limits } = sectorRow(sector);
  const missing = limits.filter((l) => values[l.indicator] === null || values[l.indicator] === undefined || !Number.isFinite(values[l.indicator]));
  if (missing.length) return { kind: 'needsInput', sector, missing: missing.map((l) => l.indicator) };
  const invalid = limits.filter((l) => (values[l.indicator] as number) < 0);
  if (invalid.length) return { kind: 'invalid', sector, invalid: invalid.map((l) => l.indicator) };
  const perIndicator = limits.map((l) => indicatorResult(l, values[l.indicator] as number));
  // Large, medium and small need every indicator at once; the company is the lowest tier any indicator reaches.
  const lowest = Math.max(...perIndicator.map((r) => scaleTiers.indexOf(r.tier)));
  const tier = scaleTiers[lowest];
  const decidingIndicators = perIndicator.filter((r) => r.tier === tier).map((r) => r.indicator);
  return { kind: 'classified', sector, tier, decidedBy: decidingIndicators[0], decidingIndicators, perIndicator };
}

/** classify(industry code or sector, X/Y/Z): the whole path from what a user types to the tier. */
export function classify(industryOrSector: string, values: IndicatorValues): ScaleResult | Extract<SectorLookup, { kind: 'ambiguous' | 'invalid' }> {
  if ((scaleSectors as string[]).includes(industryOrSector)) return classifyScale(industryOrSector as ScaleSector, values);
  const lookup = sectorOfIndustry(industryOrSector);
  if (lookup.kind === 'ambiguous' || lookup.kind === 'invalid') return lookup;
  return classifyScale(lookup, values);
}
