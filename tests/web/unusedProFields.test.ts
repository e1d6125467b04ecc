/**
 * config/unusedProFields.ts names pro-field renderers the browser build leaves out: no screen may use their value
 * types or ProForm fields, and each must still be a renderer pro-field imports (else the rule guards nothing).
 */
import fs from 'node:fs';
import path from 'node:path';
import { UNUSED_PRO_FIELDS } from '../../config/unusedProFields';

const SRC = path.resolve(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.umi') ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const sources = sourceFiles(SRC).map((file) => ({ file: path.relative(SRC, file), text: fs.readFileSync(file, 'utf8') }));

it.each(UNUSED_PRO_FIELDS.map((f) => [f.component, f]))('no screen uses the %s renderer', (_, field) => {
  const valueType = new RegExp(`valueType(:\\s*|=\\{?\\s*)['"]${field.valueType}['"]`);
  const users = sources.filter(({ text }) => valueType.test(text) || (field.formField && new RegExp(`\\b${field.formField}\\b`).test(text)));
  expect(users.map((s) => s.file)).toEqual([]);
});

it('lists renderers that pro-field imports', () => {
  const index = fs.readFileSync(require.resolve('@ant-design/pro-field/es/index.js'), 'utf8');
  for (const { component } of UNUSED_PRO_FIELDS) expect([component, index.includes(`from "./components/${component}"`)]).toEqual([component, true]);
});

it('finds a use when there is one (the check above can fail)', () => {
  const valueType = /valueType(:\s*|=\{?\s*)['"]select['"]/;
  expect(sources.some(({ text }) => valueType.test(text))).toBe(true);
});
