import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { CLUE_HISTORY_ACTIONS, CLUE_KINDS, CLUE_OPEN_STAGES, CLUE_POOL_STATES, CLUE_STAGES } from '@shared/clue';
import { users } from './account';
import { departments } from './organization';

/** A follow-up's attachment: an upload made through the upload module (its stored file checked to exist). */
export type ClueAttachment = { name: string; url: string };

/**
 * An investment-attraction clue (招商线索): a company or a person who may take space in the park, who owns it (a staff
 * member, and their department for the data scope), where it is in the pipeline, and its place in the give-up pool.
 * `lastActivityAt` is the later of its last follow-up and when its owner took it (the pool's "no follow-up for N
 * days" reads it); `ownedSince` starts the "no deal for M days". `projectId` links the project a signed clue becomes.
 */
export const clues = pgTable(
  'clues',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 8, enum: CLUE_KINDS }).notNull().default('company'),
    /** The company's name, or the person's. */
    name: varchar('name', { length: 100 }).notNull(),
    /** normaliseClueName(name): duplicates are found by it. */
    nameKey: varchar('name_key', { length: 100 }).notNull(),
    contactName: varchar('contact_name', { length: 40 }),
    /** Digits only (normalisePhone). */
    phone: varchar('phone', { length: 20 }),
    industryCode: varchar('industry_code', { length: 8 }),
    /** m² wanted. */
    intendedArea: numeric('intended_area', { precision: 12, scale: 2, mode: 'number' }),
    /** unit_usage dictionary. */
    intendedUsage: varchar('intended_usage', { length: 32 }),
    /** Rent budget, CNY per m² per month. */
    budget: numeric('budget', { precision: 12, scale: 2, mode: 'number' }),
    /** Planned investment, 10 000 CNY (万元). */
    investmentAmount: numeric('investment_amount', { precision: 14, scale: 2, mode: 'number' }),
    source: varchar('source', { length: 32 }).notNull(),
    level: varchar('level', { length: 8 }).notNull().default('C'),
    stage: varchar('stage', { length: 20, enum: CLUE_STAGES }).notNull().default('new'),
    /** The dictionary value that closed it (lost_reason / invalid_reason), while it is lost or invalid. */
    stageReason: varchar('stage_reason', { length: 64 }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The owner's department when they took it: the data scope reads it. */
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    nextFollowUpOn: date('next_follow_up_on'),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    remark: text('remark'),
    poolState: varchar('pool_state', { length: 8, enum: CLUE_POOL_STATES }).notNull().default('owned'),
    locked: boolean('locked').notNull().default(false),
    ownedSince: timestamp('owned_since', { withTimezone: true }).notNull(),
    lastFollowUpAt: timestamp('last_follow_up_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    /** The reminder that it is about to return was sent (cleared when it is followed up or taken again). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** Who owned it when it went to the pool (given up, reclaimed or returned): they may not claim it back at once. */
    previousOwnerId: integer('previous_owner_id').references(() => users.id, { onDelete: 'set null' }),
    givenUpBy: integer('given_up_by').references(() => users.id, { onDelete: 'set null' }),
    givenUpAt: timestamp('given_up_at', { withTimezone: true }),
    giveUpReason: varchar('give_up_reason', { length: 500 }),
    /** The project a signed clue was converted into (the projects area links it). */
    projectId: integer('project_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The lists: an owner's (mine), a department's, everything, each newest first (or by the sorted column).
    index('clues_owner_idx').on(t.ownerId, t.poolState, t.updatedAt, t.id),
    index('clues_department_idx').on(t.departmentId, t.poolState, t.updatedAt, t.id),
    index('clues_pool_idx').on(t.poolState, t.updatedAt, t.id),
    index('clues_stage_idx').on(t.stage, t.updatedAt, t.id),
    // The dashboard's clues by stage, within any data scope (department or owner), counted from the index alone.
    index('clues_stage_scope_idx').on(t.poolState, t.stage, t.departmentId, t.ownerId),
    index('clues_source_idx').on(t.source, t.updatedAt),
    index('clues_level_idx').on(t.level, t.updatedAt),
    index('clues_industry_idx').on(t.industryCode, t.updatedAt),
    index('clues_created_idx').on(t.createdAt, t.id),
    // The investment dashboard: the clues created in a period by stage, source and owner, within any data scope, counted
    // from the index alone.
    index('clues_created_stats_idx').on(t.createdAt, t.poolState, t.stage, t.source, t.ownerId, t.departmentId),
    // The investment dashboard's clues followed up since a day, by owner, within any data scope (index only).
    index('clues_owned_followed_idx')
      .on(t.lastFollowUpAt, t.ownerId, t.departmentId)
      .where(sql`pool_state = 'owned'`),
    // The owned list sorted by a column that may be empty: empty values last in either direction (lib/keyset.ts), so
    // one index per direction; the first also finds overdue follow-ups.
    index('clues_owned_next_follow_up_asc_idx')
      .on(t.nextFollowUpOn.asc().nullsLast(), t.id.asc())
      .where(sql`pool_state = 'owned'`),
    index('clues_owned_next_follow_up_desc_idx')
      .on(t.nextFollowUpOn.desc().nullsLast(), t.id.desc())
      .where(sql`pool_state = 'owned'`),
    index('clues_owned_last_follow_up_asc_idx')
      .on(t.lastFollowUpAt.asc().nullsLast(), t.id.asc())
      .where(sql`pool_state = 'owned'`),
    index('clues_owned_last_follow_up_desc_idx')
      .on(t.lastFollowUpAt.desc().nullsLast(), t.id.desc())
      .where(sql`pool_state = 'owned'`),
    index('clues_owned_investment_asc_idx')
      .on(t.investmentAmount.asc().nullsLast(), t.id.asc())
      .where(sql`pool_state = 'owned'`),
    index('clues_owned_investment_desc_idx')
      .on(t.investmentAmount.desc().nullsLast(), t.id.desc())
      .where(sql`pool_state = 'owned'`),
    // Overdue follow-ups (the list's filter, the reminders): open clues still owned, by the date they were due; with
    // the owner and department, the investment dashboard counts each owner's within any data scope from the index alone.
    index('clues_overdue_idx')
      .on(t.nextFollowUpOn, t.ownerId, t.departmentId)
      .where(sql.raw(`pool_state = 'owned' and stage in (${CLUE_OPEN_STAGES.map((stage) => `'${stage}'`).join(', ')})`)),
    // The pool, newest given up first (or oldest).
    index('clues_pool_given_up_asc_idx')
      .on(t.givenUpAt.asc().nullsLast(), t.id.asc())
      .where(sql`pool_state = 'pool'`),
    index('clues_pool_given_up_desc_idx')
      .on(t.givenUpAt.desc().nullsLast(), t.id.desc())
      .where(sql`pool_state = 'pool'`),
    // The pool job and the "about to return" list: owned, unlocked clues by their last activity and since when owned.
    index('clues_return_activity_idx')
      .on(t.lastActivityAt)
      .where(sql`pool_state = 'owned' and not locked`),
    index('clues_return_owned_idx')
      .on(t.ownedSince)
      .where(sql`pool_state = 'owned' and not locked`),
    // Duplicates (the same phone) and the list's phone search (its start): a pattern index answers both.
    index('clues_phone_idx').on(t.phone.op('varchar_pattern_ops')),
    // Duplicates: the same name.
    index('clues_name_key_idx').on(t.nameKey),
  ],
);

/** The kinds of follow-up task (任务类型): a first call, a site visit, a quote…; used by follow-ups and milestones. */
export const clueTaskTypes = pgTable(
  'clue_task_types',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 32 }).notNull(),
    description: varchar('description', { length: 200 }),
    order: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('clue_task_types_name_idx').on(t.name)],
);

/** A follow-up (跟进记录): how, when, by whom, what was said, the next step, its files and its task type. */
export const clueFollowUps = pgTable(
  'clue_follow_ups',
  {
    id: serial('id').primaryKey(),
    clueId: integer('clue_id')
      .notNull()
      .references(() => clues.id, { onDelete: 'cascade' }),
    /** followup_method dictionary. */
    way: varchar('way', { length: 32 }).notNull(),
    followedAt: timestamp('followed_at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who on the clue's side was spoken to. */
    contactName: varchar('contact_name', { length: 40 }),
    content: text('content').notNull(),
    nextStep: varchar('next_step', { length: 500 }),
    nextFollowUpOn: date('next_follow_up_on'),
    taskTypeId: integer('task_type_id').references(() => clueTaskTypes.id, { onDelete: 'set null' }),
    attachments: jsonb('attachments')
      .$type<ClueAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('clue_follow_ups_clue_idx').on(t.clueId, t.followedAt, t.id),
    index('clue_follow_ups_user_idx').on(t.userId, t.followedAt),
    // The clues followed up within days that ended (the list's followedFrom/followedTo, the investment dashboard of a
    // past period): the follow-ups of those days, index only.
    index('clue_follow_ups_followed_idx').on(t.followedAt, t.clueId),
  ],
);

/** Every change of a clue: who, when, what (the fields before and after), why. */
export const clueHistory = pgTable(
  'clue_history',
  {
    id: serial('id').primaryKey(),
    clueId: integer('clue_id')
      .notNull()
      .references(() => clues.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 16, enum: CLUE_HISTORY_ACTIONS }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was: a name stays readable after the account goes. */
    userName: varchar('user_name', { length: 64 }),
    fromStage: varchar('from_stage', { length: 20 }),
    toStage: varchar('to_stage', { length: 20 }),
    /** The fields changed, each `[before, after]`. */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>(),
    reason: varchar('reason', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('clue_history_clue_idx').on(t.clueId, t.createdAt, t.id),
    // The signings of a month (the dashboard, the list's signedFrom/signedTo): the moves to "signed" by when.
    index('clue_history_signed_idx')
      .on(t.createdAt, t.clueId)
      .where(sql`to_stage = 'signed'`),
  ],
);
