import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { CompanyProfile } from '@shared/policyConditions';
import { users } from './account';
import { companies } from './company';
import { visitors } from './visitor';

/**
 * A policy match run: the profile a visitor matches, from a company record or from the match
 * form. The id is random and unguessable (22 characters of base64url, 128 bits): it is the only key to
 * the run's results, so a visitor who is not signed in can come back to them. Results are not stored;
 * every read evaluates the published policies afresh at the request's date. Runs untouched for 30 days are
 * purged, except a signed-in visitor's (`visitorId`): those are saved in the visitor's "my matches" until the
 * visitor deletes them (or the account goes), and only that visitor reads or changes them.
 */
export const policyMatchRuns = pgTable(
  'policy_match_runs',
  {
    id: varchar('id', { length: 22 }).primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The signed-in visitor who started the run: it is theirs, kept until they delete it. */
    visitorId: integer('visitor_id').references(() => visitors.id, { onDelete: 'cascade' }),
    /** The visitor's own name for a saved run (null: shown by its company name). */
    name: varchar('name', { length: 64 }),
    profile: jsonb('profile').$type<CompanyProfile>().notNull(),
    /** The profile holds a park company's own figures from its record: only readers who may see them get the run. */
    confidential: boolean('confidential').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('policy_match_runs_updated_idx').on(t.updatedAt),
    index('policy_match_runs_user_idx').on(t.userId),
    // "My matches": a visitor's runs, last run first.
    index('policy_match_runs_visitor_idx')
      .on(t.visitorId, t.updatedAt.desc())
      .where(sql`${t.visitorId} is not null`),
  ],
);
