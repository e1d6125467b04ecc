import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { policies } from './policy';
import { visitors } from './visitor';

export const subscriptionKinds = ['policy', 'match'] as const;
export type SubscriptionKind = (typeof subscriptionKinds)[number];
export const subscriptionChannels = ['inApp', 'email'] as const;
export type SubscriptionChannel = (typeof subscriptionChannels)[number];
export const subscriptionRhythms = ['immediate', 'daily', 'weekly'] as const;
export type SubscriptionRhythm = (typeof subscriptionRhythms)[number];
/** The dimensions a policy subscription filters on; a policy must match one value of every dimension given. */
export const subscriptionDimensions = ['tag', 'department', 'level', 'region', 'supportType'] as const;
export type SubscriptionDimension = (typeof subscriptionDimensions)[number];

/**
 * What a visitor asked to be told about (server/modules/subscription): new policies under chosen tags,
 * departments, levels, regions, support types and a keyword (`policy`), or new matches for a company
 * (`match`), by the channels and at the rhythm they chose. `criteriaHash` (SHA-256 of the canonical
 * criteria) makes one subscription per visitor and criteria.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    visitorId: integer('visitor_id')
      .notNull()
      .references(() => visitors.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8, enum: subscriptionKinds }).notNull(),
    /** policy: { tagIds?, departmentIds?, levels?, regionCodes?, supportTypes?, keyword?, names }; match: { companyId?, name?, profile? }. */
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull(),
    criteriaHash: varchar('criteria_hash', { length: 64 }).notNull(),
    /** How many dimensions the terms below cover: a policy matches when it meets every one of them. */
    termDimensions: smallint('term_dimensions').notNull().default(0),
    /** The keyword as a text-search query in the policy search's own segmentation; null without one. */
    keywordQuery: text('keyword_query'),
    /**
     * A policy subscription's values per dimension (null where it does not filter on that dimension), copied
     * from the criteria: the dispatch checks a candidate policy against all of them in the row it already read.
     */
    tagTerms: integer('tag_terms').array(),
    departmentTerms: integer('department_terms').array(),
    levelTerms: text('level_terms').array(),
    regionTerms: text('region_terms').array(),
    supportTypeTerms: text('support_type_terms').array(),
    channels: varchar('channels', { length: 8, enum: subscriptionChannels }).array().notNull(),
    rhythm: varchar('rhythm', { length: 12, enum: subscriptionRhythms }).notNull().default('immediate'),
    /** Off after a one-click unsubscribe (or by the visitor), kept so that it can be turned on again. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_visitor_criteria_uq').on(t.visitorId, t.kind, t.criteriaHash),
    index('subscriptions_visitor_idx').on(t.visitorId, t.id),
    index('subscriptions_match_idx')
      .on(t.id)
      .where(sql`${t.kind} = 'match' and ${t.active}`),
    index('subscriptions_keyword_idx')
      .on(t.keywordQuery)
      .where(sql`${t.keywordQuery} is not null and ${t.termDimensions} = 0 and ${t.active}`),
  ],
);

/**
 * The values of a policy subscription's anchor, one row each ('tag', '12'): the values of its most selective
 * dimension (criteria.ts, anchorDimension), through which the policies of a batch find their candidate
 * subscriptions by index in one set-based query (server/modules/subscription/dispatch.ts). The other
 * dimensions are checked against the subscription's term arrays; a subscription with a keyword only has none.
 */
export const subscriptionTerms = pgTable(
  'subscription_terms',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    dimension: varchar('dimension', { length: 12, enum: subscriptionDimensions }).notNull(),
    value: varchar('value', { length: 32 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.dimension, t.value] }), index('subscription_terms_lookup_idx').on(t.dimension, t.value, t.subscriptionId)],
);

export const policyEventKinds = ['published', 'window_opened'] as const;
export type PolicyEventKind = (typeof policyEventKinds)[number];

/** What subscribers hear about: a policy published, or its application window opening. Dispatched once. */
export const policyEvents = pgTable(
  'policy_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 16, enum: policyEventKinds }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (t) => [
    index('policy_events_pending_idx')
      .on(t.id)
      .where(sql`${t.dispatchedAt} is null`),
    // Whether a policy was announced before, or its window's opening already recorded today.
    index('policy_events_policy_idx').on(t.policyId, t.event),
  ],
);

/**
 * Policies of one event kind that met a subscription in one dispatch: queued for the visitor, delivered by
 * the subscription's rhythm (at once, or in the day's or week's digest). One row per subscription, event
 * kind and dispatch, listing the policies (a dispatch of 1,000 policies against 100,000 subscriptions meets
 * millions of pairs; written one row per pair, the inserts alone took a minute: scripts/bench/subscriptions.ts).
 *
 * No foreign keys: the hits are written only from rows the same statement joined; when a subscription or a
 * policy is deleted (or a visitor, whose subscriptions go with them), statement triggers remove it from the
 * hits in the same transaction (migrations 0024 and 0026), so no delete path can leave any behind.
 */
export const subscriptionHits = pgTable(
  'subscription_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: integer('subscription_id').notNull(),
    visitorId: integer('visitor_id').notNull(),
    event: varchar('event', { length: 16, enum: policyEventKinds }).notNull(),
    /** The policies, each once, in ascending order. */
    policyIds: integer('policy_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    // Delivery reads the waiting hits visitor by visitor, a batch at a time: in this order, from this index,
    // so a run reads its batch and not every hit still waiting (delivered ones leave the index).
    index('subscription_hits_waiting_idx')
      .on(t.visitorId, t.id)
      .where(sql`${t.deliveredAt} is null`),
    // A deleted subscription's hits go with it (the trigger).
    index('subscription_hits_subscription_idx').on(t.subscriptionId),
    // Reminders find a closing policy's followers; a deleted policy leaves every hit (the trigger).
    index('subscription_hits_policies_idx').using('gin', t.policyIds),
  ],
);

/** Secrets the server makes once and keeps (the unsubscribe links' signing key), never sent anywhere. */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  // text: the SSO signing key (a private JWK) is longer than 128 characters.
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
