import { boolean, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { CompanyProfile } from '@shared/policyConditions';
import { users } from './account';
import { companies } from './company';

/**
 * A policy match run: the profile a visitor matches, from a company record or from the match
 * form. The id is random and unguessable (22 characters of base64url, 128 bits): it is the only key to
 * the run's results, so a visitor who is not signed in can come back to them. Results are not stored;
 * every read evaluates the published policies afresh at the request's date. Runs untouched for 30 days are
 * purged.
 */
export const policyMatchRuns = pgTable(
  'policy_match_runs',
  {
    id: varchar('id', { length: 22 }).primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    profile: jsonb('profile').$type<CompanyProfile>().notNull(),
    /** The profile holds a park company's own figures from its record: only readers who may see them get the run. */
    confidential: boolean('confidential').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('policy_match_runs_updated_idx').on(t.updatedAt), index('policy_match_runs_user_idx').on(t.userId)],
);
