/** The workflow screens' texts (src/locales/*\/workflow.ts) exist in both languages, with the same placeholders, for every key and value the screens use. */
import fs from 'node:fs';
import path from 'node:path';
import {
  workflowActions,
  workflowActorTypes,
  workflowBusinessTypes,
  workflowConditionFields,
  workflowInstanceStatuses,
  workflowModes,
  workflowStatuses,
  workflowTimeoutActions,
} from '@shared/workflow';
import enAdmin from '@/locales/en-US/admin';
import enUS from '@/locales/en-US/workflow';
import zhAdmin from '@/locales/zh-CN/admin';
import zhCN from '@/locales/zh-CN/workflow';

/** The screens (the workflow editor and the inbox below it) and the header's to-do badge. */
const dirs = ['../../src/pages/admin/workflow', '../../src/components/TaskCount'].map((d) => path.join(__dirname, d));
/** Every 'workflow.…' string literal of their source. */
const literal = [
  ...new Set(
    dirs.flatMap((dir) =>
      fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.tsx?$/.test(f))
        .flatMap((f) => [...fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/'(workflow\.[A-Za-z0-9_.]+)'/g)].map((m) => m[1])),
    ),
  ),
];
/** The keys the screens build from the shared vocabulary (`workflow.action.${action}`…). */
const built = [
  ...workflowBusinessTypes.map((v) => `workflow.businessType.${v}`),
  ...workflowStatuses.map((v) => `workflow.status.${v}`),
  ...workflowActorTypes.map((v) => `workflow.actorType.${v}`),
  ...workflowActorTypes.filter((v) => v !== 'users' && v !== 'role').map((v) => `workflow.actorType.${v}.tip`),
  ...workflowModes.flatMap((v) => [`workflow.mode.${v}`, `workflow.mode.${v}.long`]),
  ...workflowActions.map((v) => `workflow.action.${v}`),
  ...workflowTimeoutActions.map((v) => `workflow.onTimeout.${v}`),
  ...new Set(Object.values(workflowConditionFields).flatMap((fields) => Object.values(fields).map((type) => `workflow.conditionType.${type}`))),
  ...['number', 'text', 'date'].map((v) => `workflow.fieldType.${v}`),
  ...['todo', 'done', 'started'].map((v) => `workflow.inbox.box.${v}`),
  ...workflowInstanceStatuses.map((v) => `workflow.instanceStatus.${v}`),
  ...['amount', 'highTech', 'approvedAmount'].map((v) => `workflow.data.${v}`),
];

it('zh-CN and en-US have the same keys, none empty, all under workflow., loaded with the admin texts', () => {
  expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
  for (const [key, text] of [...Object.entries(zhCN), ...Object.entries(enUS)]) {
    expect(key.startsWith('workflow.')).toBe(true);
    expect([key, text.trim()]).not.toEqual([key, '']);
  }
  expect(zhAdmin).toEqual(expect.objectContaining(zhCN));
  expect(enAdmin).toEqual(expect.objectContaining(enUS));
});

it('translates every key the screens use, and uses every key it translates', () => {
  const used = new Set([...literal, ...built]);
  expect(literal.length).toBeGreaterThan(80);
  expect([...used].filter((key) => !(key in zhCN))).toEqual([]);
  expect(Object.keys(zhCN).filter((key) => !used.has(key))).toEqual([]);
});

it('uses the same placeholders in both languages', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  for (const key of Object.keys(zhCN) as (keyof typeof zhCN)[]) {
    expect([key, placeholders(enUS[key])]).toEqual([key, placeholders(zhCN[key])]);
  }
});
