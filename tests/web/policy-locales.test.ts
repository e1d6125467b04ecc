/** The policy front's texts (src/locales/*\/policyFront.ts) exist in both languages, for every key the screens use. */
import fs from 'node:fs';
import path from 'node:path';
import { profileFields, ruleOperators } from '@shared/policyConditions';
import enUS from '@/locales/en-US/policyFront';
import zhCN from '@/locales/zh-CN/policyFront';
import { POLICY_LEVELS, SUPPORT_TYPES, WINDOW_STATUSES } from '@/components/PolicyCard/labels';
import { FILTER_KEYS, SORTS } from '@shared/policySearchQuery';

const SOURCES = ['src/components/PolicyCard', 'src/pages/policy/Search', 'src/pages/policy/Detail.tsx', 'src/pages/policy/Calender', 'src/pages/home'];

function files(target: string): string[] {
  const full = path.join(__dirname, '../..', target);
  if (fs.statSync(full).isFile()) return [full];
  return fs.readdirSync(full).flatMap((name) => files(path.join(target, name)));
}

/** Every literal 'policyFront.…' key in the screens' source. */
const literal = [
  ...new Set(SOURCES.flatMap(files).flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/'(policyFront\.[A-Za-z0-9_.]+)'/g)].map((m) => m[1]))),
];
/** Keys the screens build from values. */
const built = [
  ...POLICY_LEVELS.map((v) => `policyFront.level.${v}`),
  ...WINDOW_STATUSES.map((v) => `policyFront.status.${v}`),
  ...SUPPORT_TYPES.map((v) => `policyFront.supportType.${v}`),
  ...SORTS.map((v) => `policyFront.sort.${v}`),
  ...FILTER_KEYS.map((v) => `policyFront.filter.${v}`),
  ...profileFields.map((v) => `policyFront.rule.field.${v}`),
  ...ruleOperators.map((v) => `policyFront.rule.op.${v}`),
  ...['years', 'items', 'persons', 'percent', 'wan'].map((v) => `policyFront.rule.unit.${v}`),
  ...['large', 'medium', 'small', 'micro'].map((v) => `policyFront.rule.value.scale.${v}`),
  ...['enterprise', 'individual', 'institution', 'social_org'].map((v) => `policyFront.rule.value.entityType.${v}`),
  ...['high_tech', 'tech_sme', 'specialized', 'little_giant'].map((v) => `policyFront.rule.value.qualification.${v}`),
  ...['apply', 'exempt'].map((v) => `policyFront.payout.${v}`),
  ...['start', 'end'].map((v) => `policyFront.calendar.${v}`),
  ...['prev', 'next'].flatMap((step) => ['month', 'year'].map((mode) => `policyFront.calendar.${step}.${mode}`)),
  ...['published', 'open', 'closingSoon', 'amount'].map((v) => `policyFront.home.${v}`),
];

it('zh-CN and en-US have the same keys, none empty, all under policyFront.', () => {
  expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
  for (const [key, text] of [...Object.entries(zhCN), ...Object.entries(enUS)]) {
    expect(key.startsWith('policyFront.')).toBe(true);
    expect([key, text.trim()]).not.toEqual([key, '']);
  }
});

it('finds the keys the screens use', () => {
  expect(literal.length).toBeGreaterThan(100);
});

it.each([...new Set([...literal, ...built])].sort())('%s is translated', (key) => {
  expect(zhCN).toHaveProperty([key]);
  expect(enUS).toHaveProperty([key]);
});

it('uses the same placeholders in both languages', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  for (const key of Object.keys(zhCN) as (keyof typeof zhCN)[]) {
    expect([key, placeholders(enUS[key])]).toEqual([key, placeholders(zhCN[key])]);
  }
});
