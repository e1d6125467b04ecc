/** The issue-4 screens' texts exist in both languages, including the keys built at run time. */
import enCommon from '@/locales/en-US/common';
import enSettings from '@/locales/en-US/accountSettings';
import zhCommon from '@/locales/zh-CN/common';
import zhSettings from '@/locales/zh-CN/accountSettings';
import { DATA_SCOPES } from '@/pages/admin/role/types';
import { ACTIONS, ENTITIES, LOGIN_REASONS } from '@/pages/admin/account/log/types';
import { MENU_TYPES } from '@/pages/admin/app/types';

const enUS = { ...enCommon, ...enSettings };
const zhCN = { ...zhCommon, ...zhSettings };

const PREFIXES = ['common.', 'form.', 'menu.account.', 'pages.account', 'pages.role.', 'pages.app.', 'pages.log.'];
const ours = (messages: Record<string, string>) =>
  Object.keys(messages)
    .filter((k) => PREFIXES.some((p) => k.startsWith(p)))
    .sort();

it('zh-CN and en-US have the same keys for these screens, none empty', () => {
  expect(ours(enUS)).toEqual(ours(zhCN));
  for (const key of ours(zhCN)) {
    expect([key, zhCN[key as keyof typeof zhCN]]).not.toEqual([key, '']);
    expect([key, enUS[key as keyof typeof enUS]]).not.toEqual([key, '']);
  }
});

it.each([
  ...DATA_SCOPES.map((s) => `pages.role.dataScope.${s}`),
  ...Object.keys(ACTIONS).map((a) => `pages.log.action.${a}`),
  ...ENTITIES.map((e) => `pages.log.entity.${e}`),
  ...LOGIN_REASONS.map((r) => `pages.log.reason.${r}`),
  ...MENU_TYPES.map((t) => `pages.app.menu.type.${t}`),
  'pages.account.lockouts.kind.username',
  'pages.account.lockouts.kind.ip',
])('%s is translated', (key) => {
  expect(zhCN).toHaveProperty([key]);
  expect(enUS).toHaveProperty([key]);
});
