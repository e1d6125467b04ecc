import { sql } from 'drizzle-orm';
import { customType, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { PolicyRule } from '@shared/policyConditions';
import { windowKinds, type PolicyWindow } from '@shared/policyWindow';

/** PostgreSQL's full-text vector; written by the policy service (segmented text, weighted A/B/C). */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const policyLevels = ['national', 'provincial', 'city', 'district'] as const;
export type PolicyLevel = (typeof policyLevels)[number];
export const policyStatuses = ['draft', 'published', 'unpublished'] as const;
export const payoutModes = ['apply', 'exempt'] as const;
export const policyTagKinds = ['industry', 'support', 'theme'] as const;
export const providerKinds = ['consulting', 'agency', 'finance', 'law', 'ip'] as const;
export const policyEntityTypes = ['enterprise', 'individual', 'institution', 'social_org'] as const;

export type PolicyContact = { department: string; phone: string | null; address: string | null };
export type PolicyAttachment = { name: string; url: string; size: number | null };

/** A government office that issues policies (工业和信息化部, 苏州市工业和信息化局 …). */
export const policyDepartments = pgTable(
  'policy_departments',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 128 }).notNull(),
    level: varchar('level', { length: 16, enum: policyLevels }).notNull(),
    /** GB/T 2260; 100000 for the national government. */
    regionCode: varchar('region_code', { length: 12 }).notNull(),
    phone: varchar('phone', { length: 32 }),
    address: varchar('address', { length: 255 }),
    website: varchar('website', { length: 255 }),
    order: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('policy_departments_name_uq').on(t.name), index('policy_departments_level_idx').on(t.level, t.regionCode)],
);

/** Big tags (parentId null) with small tags under them; kind says what the tag classifies. */
export const policyTags = pgTable(
  'policy_tags',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 16, enum: policyTagKinds }).notNull(),
    order: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('policy_tags_parent_idx').on(t.parentId, t.order), index('policy_tags_name_idx').on(t.name.op('text_pattern_ops'))],
);

export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    docNo: varchar('doc_no', { length: 128 }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => policyDepartments.id, { onDelete: 'restrict' }),
    level: varchar('level', { length: 16, enum: policyLevels }).notNull(),
    regionCode: varchar('region_code', { length: 12 }).notNull(),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    sourceUrl: varchar('source_url', { length: 512 }),
    /** Sanitised on save (shared/sanitizeHtml.ts). */
    contentHtml: text('content_html').notNull().default(''),
    /** The content as plain text: search snippets and the C-weight part of the vector. */
    contentText: text('content_text').notNull().default(''),
    summary: text('summary'),
    /** Dictionary `support_type`. */
    supportType: varchar('support_type', { length: 32 }).notNull(),
    /** 万元; null when the text names no amount. */
    maxAmount: numeric('max_amount', { precision: 14, scale: 2, mode: 'number' }),
    window: jsonb('window').$type<PolicyWindow>().notNull(),
    windowKind: varchar('window_kind', { length: 16, enum: windowKinds }).notNull(),
    /**
     * The window's ranges, sorted and non-overlapping (one for `range`, one per batch, none for all year):
     * the window status is computed from them and the request's date in SQL, so filters and sorts see it.
     */
    windowStarts: date('window_starts', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    windowEnds: date('window_ends', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    windowFirstStart: date('window_first_start', { mode: 'string' }),
    windowLastEnd: date('window_last_end', { mode: 'string' }),
    payoutMode: varchar('payout_mode', { length: 16, enum: payoutModes }).notNull().default('apply'),
    conditionsText: text('conditions_text'),
    rules: jsonb('rules')
      .$type<PolicyRule[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    entityTypes: jsonb('entity_types')
      .$type<string[]>()
      .notNull()
      .default(sql`'["enterprise"]'::jsonb`),
    contacts: jsonb('contacts')
      .$type<PolicyContact[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    attachments: jsonb('attachments')
      .$type<PolicyAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: varchar('status', { length: 16, enum: policyStatuses }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    /** Segmented (Intl.Segmenter) title A, document number + department B, summary + text C. */
    searchVector: tsvector('search_vector'),
    /** Title A, document number + department B: small, kept in the row for ranking. */
    headVector: tsvector('head_vector'),
    /** The policy's tag ids, a copy of policy_tag_links kept in the row so search filters and counts tags without a join. */
    tagIds: integer('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('policies_search_idx').using('gin', t.searchVector),
    index('policies_tag_ids_idx').using('gin', t.tagIds),
    index('policies_status_publish_idx').on(t.status, t.publishDate, t.id),
    index('policies_status_level_idx').on(t.status, t.level),
    index('policies_status_support_idx').on(t.status, t.supportType),
    index('policies_status_department_idx').on(t.status, t.departmentId),
    index('policies_status_region_idx').on(t.status, t.regionCode.op('text_pattern_ops')),
    index('policies_status_amount_idx').on(t.status, t.maxAmount),
    index('policies_status_window_idx').on(t.status, t.windowLastEnd, t.windowFirstStart),
    // The dashboard's open and closing-soon counts: each kind of window a range of it, counted from the index alone.
    index('policies_window_counts_idx').on(t.status, t.windowKind, t.windowLastEnd, t.windowFirstStart),
    index('policies_status_updated_idx').on(t.status, t.updatedAt),
    index('policies_title_prefix_idx').on(t.title.op('text_pattern_ops')),
    index('policies_doc_no_idx').on(t.docNo),
  ],
);

/**
 * Search's narrow copy of each published policy: only what public search matches, filters, counts, sorts
 * and ranks on. A broad keyword matches a quarter of the library, and reading these ~300-byte rows instead
 * of whole policies rows is most of a search's time. Written only by the trigger on policies (migration
 * 0012), in the same transaction as the policy, so it is never stale; like an index, never by the app.
 */
export const policySearch = pgTable(
  'policy_search',
  {
    policyId: integer('policy_id')
      .primaryKey()
      .references(() => policies.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }).notNull(),
    departmentId: integer('department_id').notNull(),
    level: varchar('level', { length: 16, enum: policyLevels }).notNull(),
    regionCode: varchar('region_code', { length: 12 }).notNull(),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    supportType: varchar('support_type', { length: 32 }).notNull(),
    maxAmount: numeric('max_amount', { precision: 14, scale: 2, mode: 'number' }),
    windowKind: varchar('window_kind', { length: 16, enum: windowKinds }).notNull(),
    windowStarts: date('window_starts', { mode: 'string' }).array().notNull(),
    windowEnds: date('window_ends', { mode: 'string' }).array().notNull(),
    windowFirstStart: date('window_first_start', { mode: 'string' }),
    windowLastEnd: date('window_last_end', { mode: 'string' }),
    tagIds: integer('tag_ids').array().notNull(),
    headVector: tsvector('head_vector'),
    /** Out of line (TOAST): only its GIN index is read. */
    searchVector: tsvector('search_vector'),
  },
  (t) => [index('policy_search_vector_idx').using('gin', t.searchVector), index('policy_search_publish_idx').on(t.publishDate, t.policyId)],
);

export const policyTagLinks = pgTable(
  'policy_tag_links',
  {
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => policyTags.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.tagId] }), index('policy_tag_links_tag_idx').on(t.tagId, t.policyId)],
);

/** A service provider of the policy market (consulting, agency, finance, law, IP). */
export const marketProviders = pgTable(
  'market_providers',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 128 }).notNull(),
    kind: varchar('kind', { length: 16, enum: providerKinds }).notNull(),
    regionCode: varchar('region_code', { length: 12 }),
    intro: text('intro'),
    contact: varchar('contact', { length: 64 }),
    phone: varchar('phone', { length: 32 }),
    logoUrl: varchar('logo_url', { length: 512 }),
    /** 0–5, one decimal. */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    status: varchar('status', { length: 16, enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('market_providers_name_uq').on(t.name),
    index('market_providers_status_kind_idx').on(t.status, t.kind, t.rating),
    index('market_providers_region_idx').on(t.regionCode.op('text_pattern_ops')),
  ],
);

export const marketOffers = pgTable(
  'market_offers',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => marketProviders.id, { onDelete: 'restrict' }),
    title: varchar('title', { length: 128 }).notNull(),
    category: varchar('category', { length: 32 }).notNull(),
    priceText: varchar('price_text', { length: 64 }),
    /** 元; the lowest price, for sorting and filtering. */
    priceMin: numeric('price_min', { precision: 12, scale: 2, mode: 'number' }),
    summary: text('summary'),
    /** Sanitised on save. */
    detailHtml: text('detail_html').notNull().default(''),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: varchar('status', { length: 16, enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('market_offers_provider_idx').on(t.providerId, t.status), index('market_offers_status_category_idx').on(t.status, t.category, t.priceMin)],
);
