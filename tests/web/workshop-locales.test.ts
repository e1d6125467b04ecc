/** The workshop screens' texts (src/locales/*\/workshop.ts) exist in both languages with the same placeholders. */
import fs from 'node:fs';
import path from 'node:path';
import enUS from '@/locales/en-US/workshop';
import zhCN from '@/locales/zh-CN/workshop';

const dir = path.join(__dirname, '../../src/pages/admin/workshop');
/** Every 'workshop.…' string literal of the screens' source. */
const used = [
  ...new Set(
    fs
      .readdirSync(dir)
      .filter((f) => /\.tsx?$/.test(f))
      .flatMap((f) => [...fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/'(workshop\.[A-Za-z0-9_.]+)'/g)].map((m) => m[1])),
  ),
].sort();

it('zh-CN and en-US have the same keys, none empty, all under workshop.', () => {
  expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
  for (const [key, text] of [...Object.entries(zhCN), ...Object.entries(enUS)]) {
    expect(key.startsWith('workshop.')).toBe(true);
    expect([key, text.trim()]).not.toEqual([key, '']);
  }
});

it('translates every key the screens use', () => {
  expect(used.length).toBeGreaterThan(60);
  expect(used.filter((key) => !(key in zhCN) || !(key in enUS))).toEqual([]);
});

it('uses the same placeholders in both languages', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  for (const key of Object.keys(zhCN) as (keyof typeof zhCN)[]) {
    expect([key, placeholders(enUS[key])]).toEqual([key, placeholders(zhCN[key])]);
  }
});
