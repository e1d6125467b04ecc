import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './account';
import { companies } from './company';
import { visitors } from './visitor';

/** A company's people on the public front (server/modules/membership): its administrators manage the rest. */
export const memberRoles = ['admin', 'member'] as const;
export type MemberRole = (typeof memberRoles)[number];

export const reviewStatuses = ['pending', 'approved', 'refused', 'withdrawn'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** What a visitor registering a company not in the park's records gives; it becomes the company on approval. */
export type ProposedCompany = { name: string; industryCode: string | null; regionCode: string | null; address: string | null; legalPerson: string | null };

/**
 * A visitor's claim to act for a company, by its unified social credit code. Park staff approve or refuse it;
 * the first approved claimant becomes the company's administrator. `companyId` is null for a company the park
 * does not know yet (`proposed` holds it), and is set when approval creates it.
 */
export const companyClaims = pgTable(
  'company_claims',
  {
    id: serial('id').primaryKey(),
    visitorId: integer('visitor_id')
      .notNull()
      .references(() => visitors.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    creditCode: varchar('credit_code', { length: 18 }).notNull(),
    proposed: jsonb('proposed').$type<ProposedCompany>(),
    /** The company had an administrator when the claim was made: staff should check with them. */
    contested: boolean('contested').notNull().default(false),
    /** The claimant's words to the reviewer (their position, how to verify). */
    message: varchar('message', { length: 500 }).notNull().default(''),
    status: varchar('status', { length: 12, enum: reviewStatuses }).notNull().default('pending'),
    reviewNote: varchar('review_note', { length: 500 }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('company_claims_status_idx').on(t.status, t.id),
    index('company_claims_company_idx').on(t.companyId, t.id),
    // One claim under review per visitor.
    uniqueIndex('company_claims_pending_uq')
      .on(t.visitorId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A visitor's place in a company: one company per visitor. */
export const companyMembers = pgTable(
  'company_members',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    visitorId: integer('visitor_id')
      .notNull()
      .references(() => visitors.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 8, enum: memberRoles }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('company_members_visitor_uq').on(t.visitorId), index('company_members_company_idx').on(t.companyId, t.role)],
);

/** An administrator's invitation of a colleague by e-mail or mobile number: single use, 7 days; only the token's hash is kept. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => visitors.id, { onDelete: 'set null' }),
    channel: varchar('channel', { length: 8, enum: ['email', 'sms'] }).notNull(),
    /** As shared/contact.ts normalises it; only a visitor with this address can accept. */
    address: varchar('address', { length: 128 }).notNull(),
    role: varchar('role', { length: 8, enum: memberRoles }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => visitors.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('company_invitations_company_idx').on(t.companyId, t.id)],
);

/** One field of a change request: its key (`address`, `figures.2025.revenue`), the values then and asked for, and staff's decision. */
export type ChangeItem = { key: string; before: string | number | null; after: string | number | null; decision: 'accepted' | 'refused' | null };

/**
 * A company administrator's request to change the company's profile or yearly figures. Nothing changes until
 * park staff decide it field by field; matching reads the company's record, so it sees accepted values only.
 */
export const companyChangeRequests = pgTable(
  'company_change_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    visitorId: integer('visitor_id').references(() => visitors.id, { onDelete: 'set null' }),
    items: jsonb('items').$type<ChangeItem[]>().notNull(),
    status: varchar('status', { length: 12, enum: reviewStatuses }).notNull().default('pending'),
    reviewNote: varchar('review_note', { length: 500 }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [
    index('company_change_requests_status_idx').on(t.status, t.id),
    index('company_change_requests_company_idx').on(t.companyId, t.id),
    // One request under review per company: a second waits until the first is decided or withdrawn.
    uniqueIndex('company_change_requests_pending_uq')
      .on(t.companyId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
