/** Enterprise scale (docs/domain/enterprise-scale.md): every row of the table at every boundary, the mapping of GB/T 4754 codes, the exclusions. */
import { classify, classifyScale, indicatorsOf, sectorOfIndustry, type Indicator, type ScaleSector, type ScaleTier } from '@shared/enterpriseScale';

/**
 * The table of docs/domain/enterprise-scale.md, copied by hand from the domain file (not from the code under test):
 * sector, indicator, lower limits of large, medium and small.
 */
const published: [ScaleSector, Indicator, number, number, number][] = [
  ['agriculture', 'Y', 20000, 500, 50],
  ['industry', 'X', 1000, 300, 20],
  ['industry', 'Y', 40000, 2000, 300],
  ['construction', 'Y', 80000, 6000, 300],
  ['construction', 'Z', 80000, 5000, 300],
  ['wholesale', 'X', 200, 20, 5],
  ['wholesale', 'Y', 40000, 5000, 1000],
  ['retail', 'X', 300, 50, 10],
  ['retail', 'Y', 20000, 500, 100],
  ['transport', 'X', 1000, 300, 20],
  ['transport', 'Y', 30000, 3000, 200],
  ['warehousing', 'X', 200, 100, 20],
  ['warehousing', 'Y', 30000, 1000, 100],
  ['postal', 'X', 1000, 300, 20],
  ['postal', 'Y', 30000, 2000, 100],
  ['accommodationCatering', 'X', 300, 100, 10],
  ['accommodationCatering', 'Y', 10000, 2000, 100],
  ['infoTransmission', 'X', 2000, 100, 10],
  ['infoTransmission', 'Y', 100000, 1000, 100],
  ['software', 'X', 300, 100, 10],
  ['software', 'Y', 10000, 1000, 50],
  ['realEstateDevelopment', 'Y', 200000, 1000, 100],
  ['realEstateDevelopment', 'Z', 10000, 5000, 2000],
  ['propertyManagement', 'X', 1000, 300, 100],
  ['propertyManagement', 'Y', 5000, 1000, 500],
  ['leasingBusiness', 'X', 300, 100, 10],
  ['leasingBusiness', 'Z', 120000, 8000, 100],
  ['other', 'X', 300, 100, 10],
];

/** Each boundary: the value at the limit reaches the tier, the value just below it stays one tier lower. */
const cases = published.flatMap(([sector, indicator, large, medium, small]) => {
  // X counts persons (just below = one fewer); Y and Z are 万元 (just below = 0.01 less).
  const below = indicator === 'X' ? 1 : 0.01;
  const at = (value: number, tier: ScaleTier, nextLimit: number | null) => ({
    sector,
    indicator,
    value,
    tier,
    distance: nextLimit === null ? null : Math.round((nextLimit - value) * 100) / 100,
  });
  return [
    at(large, 'large', null),
    at(large - below, 'medium', large),
    at(medium, 'medium', large),
    at(medium - below, 'small', medium),
    at(small, 'small', medium),
    at(small - below, 'micro', small),
  ];
});

describe('the scale table at every boundary', () => {
  it('lists exactly the indicators of each published row', () => {
    const expected = new Map<ScaleSector, Indicator[]>();
    published.forEach(([sector, indicator]) => expected.set(sector, [...(expected.get(sector) ?? []), indicator]));
    for (const [sector, indicators] of expected) expect(indicatorsOf(sector)).toEqual(indicators);
  });

  it.each(cases)('$sector $indicator = $value → $tier', ({ sector, indicator, value, tier, distance }) => {
    // The other indicators of the row sit far above large, so this one decides.
    const values = Object.fromEntries(indicatorsOf(sector).map((i) => [i, i === indicator ? value : 10_000_000]));
    const result = classifyScale(sector, values);
    if (result.kind !== 'classified') throw new Error(`expected a tier, got ${result.kind}`);
    expect(result.tier).toBe(tier);
    const own = result.perIndicator.find((r) => r.indicator === indicator)!;
    expect(own.tier).toBe(tier);
    expect(own.distanceToNext).toBe(distance);
    // At large every indicator is large and the first one is named.
    expect(result.decidedBy).toBe(tier === 'large' ? indicatorsOf(sector)[0] : indicator);
  });
});

describe('the lowest tier wins', () => {
  it('an industrial company with X = 1500 and Y = 100 is micro, decided by Y', () => {
    const result = classify('C', { X: 1500, Y: 100 });
    expect(result).toMatchObject({ kind: 'classified', sector: 'industry', tier: 'micro', decidedBy: 'Y' });
    if (result.kind !== 'classified') return;
    expect(result.perIndicator).toEqual([
      { indicator: 'X', value: 1500, tier: 'large', nextTier: null, distanceToNext: null },
      { indicator: 'Y', value: 100, tier: 'micro', nextTier: 'small', distanceToNext: 200 },
    ]);
  });

  it('names both indicators when both reach the lowest tier', () => {
    const result = classify('65', { X: 50, Y: 500 });
    expect(result).toMatchObject({ kind: 'classified', tier: 'small', decidedBy: 'X', decidingIndicators: ['X', 'Y'] });
  });

  it('gives the distance in 万元 without float noise', () => {
    const result = classify('6510', { X: 150, Y: 999.9 });
    if (result.kind !== 'classified') throw new Error(result.kind);
    expect(result.perIndicator[1]).toMatchObject({ tier: 'small', nextTier: 'medium', distanceToNext: 0.1 });
  });
});

describe('missing and impossible values', () => {
  it('asks for a missing indicator instead of guessing', () => {
    expect(classifyScale('industry', { X: 500 })).toEqual({ kind: 'needsInput', sector: 'industry', missing: ['Y'] });
    expect(classifyScale('construction', { Y: null, Z: undefined })).toEqual({ kind: 'needsInput', sector: 'construction', missing: ['Y', 'Z'] });
    expect(classifyScale('software', { X: Number.NaN, Y: 10 })).toMatchObject({ kind: 'needsInput', missing: ['X'] });
  });

  it('ignores indicators the row does not list', () => {
    expect(classifyScale('agriculture', { X: 5, Y: 20000, Z: 1 })).toMatchObject({ kind: 'classified', tier: 'large', decidedBy: 'Y' });
  });

  it('refuses negative values', () => {
    expect(classifyScale('retail', { X: -1, Y: 100 })).toEqual({ kind: 'invalid', sector: 'retail', invalid: ['X'] });
  });

  it('classifies zero as micro', () => {
    expect(classifyScale('other', { X: 0 })).toMatchObject({ kind: 'classified', tier: 'micro' });
  });
});

describe('GB/T 4754 code → row', () => {
  it.each([
    ['A', 'agriculture'],
    ['0111', 'agriculture'],
    ['05', 'agriculture'],
    ['B', 'industry'],
    ['06', 'industry'],
    ['C', 'industry'],
    ['3911', 'industry'],
    ['c39', 'industry'],
    ['D', 'industry'],
    ['44', 'industry'],
    ['E', 'construction'],
    ['4710', 'construction'],
    ['51', 'wholesale'],
    ['5171', 'wholesale'],
    ['52', 'retail'],
    ['54', 'transport'],
    ['58', 'transport'],
    ['5810', 'transport'],
    ['591', 'transport'],
    ['5910', 'transport'],
    ['592', 'warehousing'],
    ['5990', 'warehousing'],
    ['60', 'postal'],
    ['61', 'accommodationCatering'],
    ['62', 'accommodationCatering'],
    ['H', 'accommodationCatering'],
    ['63', 'infoTransmission'],
    ['64', 'infoTransmission'],
    ['6421', 'infoTransmission'],
    ['65', 'software'],
    ['6513', 'software'],
    ['I65', 'software'],
    ['7010', 'realEstateDevelopment'],
    ['701', 'realEstateDevelopment'],
    ['7020', 'propertyManagement'],
    ['7030', 'other'],
    ['L', 'leasingBusiness'],
    ['71', 'leasingBusiness'],
    ['7212', 'leasingBusiness'],
    ['M', 'other'],
    ['73', 'other'],
    ['75', 'other'],
    ['N', 'other'],
    ['O', 'other'],
    ['85', 'other'],
    ['R', 'other'],
    ['8810', 'other'],
  ])('%s → %s', (code, sector) => {
    expect(sectorOfIndustry(code)).toEqual({ kind: 'sector', sector });
  });

  it.each([
    ['J', 'finance'],
    ['66', 'finance'],
    ['6811', 'finance'],
    ['P', 'education'],
    ['83', 'education'],
    ['84', 'health'],
    ['8411', 'health'],
    ['S', 'publicAdministration'],
    ['92', 'publicAdministration'],
    ['T', 'internationalOrganisation'],
    ['53', 'rail'],
    ['5310', 'rail'],
  ])('%s is outside the table (%s)', (code, reason) => {
    expect(sectorOfIndustry(code)).toEqual({ kind: 'outOfScope', reason });
    expect(classify(code, { X: 10, Y: 10, Z: 10 })).toEqual({ kind: 'outOfScope', outOfScope: true, reason });
  });

  it('asks for a finer code when a section or division spans several rows', () => {
    expect(sectorOfIndustry('F')).toEqual({ kind: 'ambiguous', candidates: ['wholesale', 'retail'] });
    expect(sectorOfIndustry('G')).toMatchObject({ kind: 'ambiguous' });
    expect(sectorOfIndustry('59')).toEqual({ kind: 'ambiguous', candidates: ['transport', 'warehousing'] });
    expect(sectorOfIndustry('70')).toMatchObject({ kind: 'ambiguous' });
    expect(sectorOfIndustry('I')).toEqual({ kind: 'ambiguous', candidates: ['infoTransmission', 'software'] });
    expect(classify('F', { X: 1, Y: 1 })).toMatchObject({ kind: 'ambiguous' });
  });

  it('rejects what is not a code', () => {
    for (const code of ['', 'Z', '1', '98', '12345', 'C65', 'abc']) expect(sectorOfIndustry(code)).toEqual({ kind: 'invalid' });
  });

  it('classifies straight from a code or a sector key', () => {
    expect(classify('software', { X: 100, Y: 1000 })).toMatchObject({ kind: 'classified', tier: 'medium' });
    expect(classify('6510', { X: 99, Y: 1000 })).toMatchObject({ kind: 'classified', tier: 'small', decidedBy: 'X' });
  });
});
