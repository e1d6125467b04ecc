import type { accountSessions, loginLockouts, queryAccounts } from '@/services/portal/account';
import type { roleOptions } from '@/services/portal/role';

export type AccountItem = Awaited<ReturnType<typeof queryAccounts>>['data']['list'][number];
export type RoleOption = Awaited<ReturnType<typeof roleOptions>>['data'][number];
export type SessionItem = Awaited<ReturnType<typeof accountSessions>>['data'][number];
export type LockoutItem = Awaited<ReturnType<typeof loginLockouts>>['data'][number];
