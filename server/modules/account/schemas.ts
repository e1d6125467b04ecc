import { z } from 'zod';
import { checkDayRange, dayRangeFields } from '../../lib/dayRange';
import { PHONE_PATTERN, PHONE_RULE } from '@shared/phone';
import { id, idParam, optionalText, pageFields } from '../../lib/fields';

export const loginBody = z.object({
  username: z.string().trim().min(1, 'is required').max(64),
  password: z.string().min(1, 'is required').max(128),
});

export const roleSummary = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

export const currentUser = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  departmentId: z.number().int().nullable(),
  roles: z.array(roleSummary),
  /** Permission keys the user's roles grant; the web app's access.ts reads these. */
  permissions: z.array(z.string()),
  lastLoginAt: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const loginResult = z.object({
  token: z.string(),
  expiresAt: z.string(),
  currentUser,
});

const status = z.enum(['active', 'disabled']);

export const accountItem = z.object({
  id: z.number().int(),
  username: z.string(),
  realName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  roles: z.array(roleSummary),
  status,
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AccountItem = z.infer<typeof accountItem>;

export const accountDetail = accountItem.extend({
  provinceCode: z.string().nullable(),
  cityCode: z.string().nullable(),
  address: z.string().nullable(),
  signature: z.string().nullable(),
});

export const accountQuery = z.object({
  ...pageFields,
  /** Matches username or real name. */
  name: z.string().trim().max(64).optional(),
  phone: z.string().trim().max(32).optional(),
  departmentId: idParam.optional(),
  roleId: idParam.optional(),
  status: status.optional(),
  sortField: z.enum(['username', 'realName', 'createdAt', 'lastLoginAt']).default('createdAt'),
  sortOrder: z.enum(['ascend', 'descend']).default('descend'),
});

export const accountSave = z.object({
  id: id.optional(),
  username: z
    .string()
    .trim()
    .min(3, 'must be at least 3 characters')
    .max(32)
    .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, 'must start with a letter and use letters, digits, _ . -'),
  /** Required when creating; ignored on update (use reset-password). */
  password: z.string().max(128).optional(),
  realName: z.string().trim().min(1, 'is required').max(64),
  phone: z
    .string()
    .trim()
    .regex(PHONE_PATTERN, PHONE_RULE)
    .nullish()
    .or(z.literal('').transform(() => null)),
  email: z
    .string()
    .trim()
    .email('must be an e-mail address')
    .max(128)
    .nullish()
    .or(z.literal('').transform(() => null)),
  departmentId: id.nullish(),
  roleIds: z.array(id).max(20).default([]),
  status: status.default('active'),
});

export const resetPasswordBody = z.object({ id: id, password: z.string().min(1, 'is required').max(128) });
export const statusBody = z.object({ id: id, status });

export const sessionItem = z.object({
  id: z.number().int(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export const sessionRevokeBody = z.object({
  userId: id,
  /** One session; all of the user's sessions when omitted. */
  sessionId: id.optional(),
});

export const lockoutItem = z.object({ kind: z.enum(['username', 'ip']), value: z.string(), lockedUntil: z.string() });
export const unlockBody = z
  .object({ username: z.string().trim().min(1).max(64).optional(), ip: z.string().trim().min(1).max(64).optional() })
  .refine((b) => b.username || b.ip, { message: 'username or ip is required', path: ['username'] });

export const logQuery = z
  .object({
    ...pageFields,
    username: z.string().trim().max(64).optional(),
    action: z.string().trim().max(32).optional(),
    entity: z.string().trim().max(64).optional(),
    entityId: z.string().trim().max(64).optional(),
    ...dayRangeFields,
  })
  .superRefine(checkDayRange);
export const logItem = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  summary: z.string().nullable(),
  ip: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});

export const loginLogQuery = z
  .object({
    ...pageFields,
    username: z.string().trim().max(64).optional(),
    ip: z.string().trim().max(64).optional(),
    success: z.enum(['true', 'false']).optional(),
    ...dayRangeFields,
  })
  .superRefine(checkDayRange);
export const loginLogItem = z.object({
  id: z.number().int(),
  username: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  success: z.boolean(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});

/** Where stored uploads are served; an avatar is one of them. */
export const AVATAR_URL_PREFIX = '/uploads/';

export const profileBody = z.object({
  realName: z.string().trim().min(1, 'is required').max(64),
  phone: accountSave.shape.phone,
  email: accountSave.shape.email,
  /**
   * Left out: unchanged; '' or null: removed; otherwise the URL of an image this user uploaded
   * (POST …/avatar), which the service looks up.
   */
  avatar: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || v.startsWith(AVATAR_URL_PREFIX), `must be an uploaded image (${AVATAR_URL_PREFIX}…)`)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  provinceCode: optionalText(12),
  cityCode: optionalText(12),
  address: optionalText(255),
  signature: optionalText(255),
  /** Whether task reminders (urged, past the time limit) also come by e-mail; left out: unchanged. */
  emailNotices: z.boolean().optional(),
});
export const changePasswordBody = z.object({
  oldPassword: z.string().min(1, 'is required').max(128),
  newPassword: z.string().min(1, 'is required').max(128),
});
