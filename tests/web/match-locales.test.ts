/** The matching screens' texts (src/locales/*\/match.ts) exist in both languages, for every key the screens use. */
import fs from 'node:fs';
import path from 'node:path';
import enUS from '@/locales/en-US/match';
import zhCN from '@/locales/zh-CN/match';

const SOURCES = [
  'src/components/MatchExplanation',
  'src/pages/policy/Match.tsx',
  'src/pages/policy/MatchNow',
  'src/pages/policy/Pping.tsx',
  'src/pages/policy/PpResult',
];

function files(target: string): string[] {
  const full = path.join(__dirname, '../..', target);
  if (fs.statSync(full).isFile()) return [full];
  return fs.readdirSync(full).flatMap((name) => files(path.join(target, name)));
}

/** Every literal 'match.…' key in the screens' source. */
const literal = [
  ...new Set(SOURCES.flatMap(files).flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/'(match\.[A-Za-z0-9_.]+)'/g)].map((m) => m[1]))),
];
/** Keys the screens build from values. */
const built = [
  ...['eligible', 'likely', 'not_eligible'].map((v) => `match.outcome.${v}`),
  ...['met', 'unmet', 'unknown'].map((v) => `match.rule.${v}`),
  ...['wan', 'person', 'percent', 'year', 'piece'].map((v) => `match.unit.${v}`),
  ...['short', 'over', 'off'].map((v) => `match.gap.${v}`),
  ...['large', 'medium', 'small', 'micro', 'enterprise', 'individual', 'institution', 'social_org', 'high_tech', 'tech_sme', 'specialized', 'little_giant'].map(
    (v) => `match.value.${v}`,
  ),
  ...[
    'regionCode',
    'industryCode',
    'scale',
    'entityType',
    'foundedOn',
    'qualifications',
    'ipClass1',
    'ipClass2',
    'staff',
    'techStaff',
    'revenue',
    'rdSpend',
    'netAssets',
  ].map((v) => `match.field.${v}`),
  ...['ipClass1Hint', 'ipClass2Hint'].map((v) => `match.form.${v}`),
  ...['default', 'amount', 'deadline', 'matchPercent'].map((v) => `match.sort.${v}`),
  ...['profile', 'evaluate', 'results', 'related'].flatMap((v) => [`match.pping.step.${v}`, `match.pping.stepDesc.${v}`, `match.pping.note.${v}`]),
  ...['customer', 'supplier', 'industry'].map((v) => `match.related.${v}`),
];

describe('matching texts', () => {
  it('zh-CN and en-US have the same keys', () => {
    expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
  });

  it('every key the screens use exists, with its placeholders in both languages', () => {
    expect(literal.length).toBeGreaterThan(50);
    for (const key of [...literal, ...built]) {
      expect({ key, zh: key in zhCN, en: key in enUS }).toEqual({ key, zh: true, en: true });
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect({ key, en: names((enUS as Record<string, string>)[key]) }).toEqual({ key, en: names((zhCN as Record<string, string>)[key]) });
    }
  });
});
