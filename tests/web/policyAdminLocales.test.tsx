/** The policy admin, market and rich-text texts (src/locales/*\/policyAdmin.ts) exist in both languages. */
import fs from 'node:fs';
import path from 'node:path';
import { profileFields, ruleOperators } from '@shared/policyConditions';
import enAdmin from '@/locales/en-US/policyAdmin';
import enMarket from '@/locales/en-US/policyMarket';
import zhAdmin from '@/locales/zh-CN/policyAdmin';
import zhMarket from '@/locales/zh-CN/policyMarket';
import {
  ENTITY_TYPES,
  PAYOUT_MODES,
  POLICY_LEVELS,
  POLICY_STATUSES,
  PROVIDER_KINDS,
  TAG_KINDS,
  WINDOW_KINDS,
  WINDOW_STATUSES,
} from '@/pages/admin/policy/shared/constants';
import { FIELD_UNITS } from '@/pages/admin/policy/rules';

// The policy admin's texts and the market front's (a separate file: it loads with the front).
const zhCN: Record<string, string> = { ...zhAdmin, ...zhMarket };
const enUS: Record<string, string> = { ...enAdmin, ...enMarket };

const SOURCES = [
  'src/pages/admin/policy',
  'src/pages/admin/policy/tag',
  'src/pages/admin/policy/department',
  'src/pages/admin/policy/provider',
  'src/pages/policy/Market',
  'src/components/RichTextEditor',
];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Every literal key of the screens' source. */
const literal = [
  ...new Set(
    SOURCES.flatMap((dir) => files(path.join(__dirname, '../..', dir))).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/'((?:policyAdmin|policyMarket|richText)\.[A-Za-z0-9_.]+)'/g)].map((m) => m[1]),
    ),
  ),
];
/** The keys built from values at run time. */
const built = [
  ...POLICY_LEVELS.map((v) => `policyAdmin.level.${v}`),
  ...POLICY_STATUSES.map((v) => `policyAdmin.status.${v}`),
  ...WINDOW_STATUSES.map((v) => `policyAdmin.windowStatus.${v}`),
  ...WINDOW_KINDS.map((v) => `policyAdmin.window.kind.${v}`),
  ...PAYOUT_MODES.map((v) => `policyAdmin.payoutMode.${v}`),
  ...ENTITY_TYPES.map((v) => `policyAdmin.entityType.${v}`),
  ...TAG_KINDS.map((v) => `policyAdmin.tagKind.${v}`),
  ...PROVIDER_KINDS.flatMap((v) => [`policyAdmin.providerKind.${v}`, `policyMarket.providerKind.${v}`]),
  ...profileFields.map((v) => `policyAdmin.rule.field.${v}`),
  ...ruleOperators.flatMap((v) => [`policyAdmin.rule.op.${v}`, `policyAdmin.rule.opText.${v}`]),
  ...Object.values(FIELD_UNITS).map((u) => `policyAdmin.unit.${u}`),
  'policyAdmin.rule.yearsBack.0',
  'policyAdmin.rule.yearsBack.1',
  ...['heading2', 'heading3', 'heading4', 'undo', 'redo', 'bold', 'italic', 'underline', 'strike', 'clear', 'bulletList', 'orderedList', 'unlink'].map(
    (k) => `richText.${k}`,
  ),
];

it('zh-CN and en-US have the same keys, none empty, under the three prefixes', () => {
  expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
  for (const [key, text] of [...Object.entries(zhCN), ...Object.entries(enUS)]) {
    expect(key).toMatch(/^(policyAdmin|policyMarket|richText)\./);
    expect([key, text.trim()]).not.toEqual([key, '']);
  }
});

it('finds the keys the screens use', () => {
  expect(literal.length).toBeGreaterThan(200);
});

/** Literals that are only prefixes of built keys ('policyAdmin.level' for 'policyAdmin.level.city'). */
const isPrefix = (key: string) => built.some((b) => b.startsWith(`${key}.`)) && !(key in zhCN);

it.each([...new Set([...literal.filter((k) => !isPrefix(k)), ...built])].sort())('%s is translated', (key) => {
  expect(zhCN).toHaveProperty([key]);
  expect(enUS).toHaveProperty([key]);
});

it('uses the same placeholders in both languages', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  for (const key of Object.keys(zhCN) as (keyof typeof zhCN)[]) {
    expect([key, placeholders(enUS[key])]).toEqual([key, placeholders(zhCN[key])]);
  }
});
