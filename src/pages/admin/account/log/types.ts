import type { loginLog, operationLog } from '@/services/portal/account';

export type OperationLogItem = Awaited<ReturnType<typeof operationLog>>['data']['list'][number];
export type LoginLogItem = Awaited<ReturnType<typeof loginLog>>['data']['list'][number];

/** Actions and entities the log knows a name for; others show as recorded. */
export const ACTIONS: Record<string, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  grant: 'purple',
  revoke: 'orange',
  unlock: 'cyan',
};
export const ENTITIES = ['account', 'role', 'menu', 'app', 'session', 'login', 'profile'];
export const LOGIN_REASONS = ['ok', 'bad_credentials', 'locked', 'disabled', 'unlocked'];
