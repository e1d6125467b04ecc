/** The company and recruitment screens' texts (src/locales/*\/company.ts) exist in both languages. */
import fs from 'node:fs';
import path from 'node:path';
import enUS from '@/locales/en-US/company';
import zhCN from '@/locales/zh-CN/company';
import { COMPANY_TABS, IP_CLASSES } from '@/pages/admin/company/types';

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Every literal 'company.…' or 'recruit.…' key of the screens' source. */
const used = [
  ...new Set(
    ['src/pages/admin/company', 'src/pages/admin/company/recruit']
      .flatMap((dir) => files(path.join(__dirname, '../..', dir)))
      .flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/'((?:company|recruit)\.[A-Za-z0-9_.]+)'/g)].map((m) => m[1])),
  ),
].sort();

/** Keys the screens build from values. */
const built = [
  ...COMPANY_TABS.map((tab) => `company.tab.${tab}`),
  ...IP_CLASSES.map((c) => `company.ip.${c}`),
  ...['length', 'format', 'check'].map((issue) => `company.creditCode.${issue}`),
  ...['valid', 'expiring', 'expired'].map((state) => `company.qualification.${state}`),
  ...['customer', 'supplier'].flatMap((kind) => ['add', 'name', 'title'].map((k) => `company.${kind}.${k}`)),
  ...['open', 'closed'].map((s) => `recruit.post.status.${s}`),
];

it('zh-CN and en-US have the same keys, none empty', () => {
  expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
  for (const [key, text] of [...Object.entries(zhCN), ...Object.entries(enUS)]) {
    expect(key).toMatch(/^(company|recruit)\./);
    expect([key, text.trim()]).not.toEqual([key, '']);
  }
});

it('finds the keys the screens use', () => expect(used.length).toBeGreaterThan(120));

it.each([...used, ...built])('%s is translated', (key) => {
  expect(zhCN).toHaveProperty([key]);
  expect(enUS).toHaveProperty([key]);
});

it('uses the same placeholders in both languages', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  for (const key of Object.keys(zhCN) as (keyof typeof zhCN)[]) {
    expect([key, placeholders(enUS[key])]).toEqual([key, placeholders(zhCN[key])]);
  }
});
