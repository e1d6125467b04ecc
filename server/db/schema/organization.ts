import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Departments form a tree by parentId (0 = root). `ancestors` holds the path of ids from the root
 * ("0,1,4"), so "this department and below" is one indexed prefix match instead of a recursive walk.
 */
export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    ancestors: varchar('ancestors', { length: 512 }).notNull().default('0'),
    name: varchar('name', { length: 64 }).notNull(),
    order: integer('sort_order').notNull().default(0),
    leader: varchar('leader', { length: 64 }),
    phone: varchar('phone', { length: 32 }),
    email: varchar('email', { length: 128 }),
    status: varchar('status', { length: 16, enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('departments_parent_idx').on(t.parentId), index('departments_ancestors_idx').using('btree', t.ancestors.op('text_pattern_ops'))],
);

/** Organisations: the park operator and the bodies it works with (government offices, associations). */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 128 }).notNull(),
    shortName: varchar('short_name', { length: 64 }),
    /** Dictionary `org_type`: operator, government, association, service provider… */
    type: varchar('type', { length: 32 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }),
    contact: varchar('contact', { length: 64 }),
    phone: varchar('phone', { length: 32 }),
    address: varchar('address', { length: 255 }),
    regionCode: varchar('region_code', { length: 12 }),
    status: varchar('status', { length: 16, enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organizations_name_idx').on(t.name)],
);

/** Jobs (posts, 岗位): a catalogue of positions members hold. */
export const jobs = pgTable('jobs', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 64 }).notNull(),
  order: integer('sort_order').notNull().default(0),
  status: varchar('status', { length: 16, enum: ['active', 'disabled'] })
    .notNull()
    .default('active'),
  remark: text('remark'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Members: the park operator's staff records (an account is optional: not every member logs in). */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    employeeNo: varchar('employee_no', { length: 32 }).unique(),
    gender: varchar('gender', { length: 8, enum: ['male', 'female'] }),
    phone: varchar('phone', { length: 32 }),
    email: varchar('email', { length: 128 }),
    /** The member's home department; their jobs may be in others too. */
    departmentId: integer('department_id').notNull(),
    userId: integer('user_id'),
    joinedOn: varchar('joined_on', { length: 10 }),
    status: varchar('status', { length: 16, enum: ['active', 'left'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('members_department_idx').on(t.departmentId), index('members_name_idx').on(t.name)],
);

/** A member holds a job in a department; several of each are allowed. */
export const memberJobs = pgTable(
  'member_jobs',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'restrict' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'restrict' }),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    uniqueIndex('member_jobs_uq').on(t.memberId, t.jobId, t.departmentId),
    index('member_jobs_job_idx').on(t.jobId),
    index('member_jobs_department_idx').on(t.departmentId),
  ],
);
