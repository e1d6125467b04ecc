import { DATA_SCOPES } from '@shared/roles';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** An application (appName) owns a tree of menu resources; the portal itself is `portal`. */
export const apps = pgTable('apps', {
  id: serial('id').primaryKey(),
  appName: varchar('app_name', { length: 64 }).notNull().unique(),
  title: varchar('title', { length: 128 }).notNull(),
  description: text('description'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const resourceTypes = ['directory', 'menu', 'button'] as const;

/** A menu resource: directory, menu or button, in a tree by parentId (0 = top level). */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    appName: varchar('app_name', { length: 64 }).notNull(),
    resourceName: varchar('resource_name', { length: 64 }).notNull(),
    /** Permission key, for example `account:query`; unique within an app. */
    resourceKey: varchar('resource_key', { length: 128 }).notNull(),
    resourcePath: varchar('resource_path', { length: 255 }).notNull().default(''),
    resourceIcon: varchar('resource_icon', { length: 64 }).notNull().default(''),
    type: varchar('type', { length: 16, enum: resourceTypes }).notNull().default('menu'),
    order: integer('sort_order').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('resources_app_key_uq').on(t.appName, t.resourceKey), index('resources_parent_idx').on(t.parentId)],
);

/** Kept under this name for the schema's readers; the list itself is shared with the web app. */
export const dataScopes = DATA_SCOPES;

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  dataScope: varchar('data_scope', { length: 32, enum: dataScopes }).notNull().default('self'),
  status: varchar('status', { length: 16, enum: ['active', 'disabled'] })
    .notNull()
    .default('active'),
  remark: text('remark'),
  order: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const roleResources = pgTable(
  'role_resources',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.resourceId] }), index('role_resources_resource_idx').on(t.resourceId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    realName: varchar('real_name', { length: 64 }).notNull().default(''),
    phone: varchar('phone', { length: 32 }),
    email: varchar('email', { length: 128 }),
    avatar: text('avatar'),
    departmentId: integer('department_id'),
    /** Address for the account settings screen: province and city codes (GB/T 2260). */
    provinceCode: varchar('province_code', { length: 12 }),
    cityCode: varchar('city_code', { length: 12 }),
    address: varchar('address', { length: 255 }),
    signature: varchar('signature', { length: 255 }),
    /** Whether reminders of their tasks (urged, past the time limit) also come by e-mail, besides the bell. */
    emailNotices: boolean('email_notices').notNull().default(true),
    status: varchar('status', { length: 16, enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_uq').on(sql`lower(${t.username})`), index('users_department_idx').on(t.departmentId)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** A login session: the token itself is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 32 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const loginLogs = pgTable(
  'login_logs',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    userId: integer('user_id'),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    success: boolean('success').notNull(),
    reason: varchar('reason', { length: 64 }),
    /** Whose sign-in: staff (username) or a visitor (e-mail or mobile number); each has its own lockouts. */
    audience: varchar('audience', { length: 8, enum: ['staff', 'visitor'] })
      .notNull()
      .default('staff'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_logs_username_time_idx').on(t.username, t.createdAt),
    index('login_logs_ip_time_idx').on(t.ip, t.createdAt),
    // The log screen lists newest first and filters by day without a user or IP.
    index('login_logs_time_idx').on(t.createdAt),
  ],
);

/** Departments a role with data scope `custom` may see. */
export const roleDepartments = pgTable(
  'role_departments',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.departmentId] })],
);
