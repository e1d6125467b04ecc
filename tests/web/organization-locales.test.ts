/** The issue-5 screens' texts (src/locales/*\/organisation.ts) exist in both languages. */
import fs from 'node:fs';
import path from 'node:path';
import enUS from '@/locales/en-US/organization';
import zhCN from '@/locales/zh-CN/organization';
import { NOTICE_TYPES } from '@/pages/admin/notify/types';

const SOURCES = [
  'src/components/Dict',
  'src/components/NoticeBell',
  'src/pages/admin/organization',
  'src/pages/admin/organization/department',
  'src/pages/admin/organization/member',
  'src/pages/admin/organization/job',
  'src/pages/admin/dict',
  'src/pages/admin/notify',
];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Every 'org.…' string literal of the screens' source. */
const used = [
  ...new Set(
    SOURCES.flatMap((dir) => files(path.join(__dirname, '../..', dir))).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/'(org\.[A-Za-z0-9_.]+)'/g)].map((m) => m[1]),
    ),
  ),
].sort();

it('zh-CN and en-US have the same keys, none empty, all under org.', () => {
  expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
  for (const [key, text] of [...Object.entries(zhCN), ...Object.entries(enUS)]) {
    expect(key.startsWith('org.')).toBe(true);
    expect([key, text.trim()]).not.toEqual([key, '']);
  }
});

it('finds the keys the screens use', () => {
  expect(used.length).toBeGreaterThan(100);
});

it.each([...used, ...NOTICE_TYPES.map((type) => `org.notice.type.${type}`)])('%s is translated', (key) => {
  expect(zhCN).toHaveProperty([key]);
  expect(enUS).toHaveProperty([key]);
});

it('uses the same placeholders in both languages', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  for (const key of Object.keys(zhCN) as (keyof typeof zhCN)[]) {
    expect([key, placeholders(enUS[key])]).toEqual([key, placeholders(zhCN[key])]);
  }
});
