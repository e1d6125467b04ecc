import { boolean, customType, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { passageKinds, passageSections, questionShapes } from '@shared/assistant';
import { users } from './account';
import { visitors } from './visitor';

/** PostgreSQL's full-text vector (segmented by jieba, 'simple' configuration, title A, summary/conditions B, body C). */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * The policy assistant's passages (issue #21): published policies, articles and single pages split into
 * passages (shared/assistant.ts), each with its title and link. Written only by refreshPassages
 * (server/modules/assistant/passages.ts) in the transaction that writes the content itself.
 */
export const assistantPassages = pgTable(
  'assistant_passages',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 12, enum: passageKinds }).notNull(),
    sourceId: integer('source_id').notNull(),
    section: varchar('section', { length: 16, enum: passageSections }).notNull(),
    ord: integer('ord').notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    link: varchar('link', { length: 255 }).notNull(),
    text: text('text').notNull(),
    /** On the front now; a withdrawn policy's passages stay (not live) so a question naming it is told so. */
    live: boolean('live').notNull().default(true),
    /** The policy window's last day; null when it never closes (all year, articles, pages). */
    closesOn: date('closes_on', { mode: 'string' }),
    /** For freshness. */
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    vector: tsvector('vector').notNull(),
  },
  (t) => [index('assistant_passages_vector_idx').using('gin', t.vector), index('assistant_passages_source_idx').on(t.kind, t.sourceId, t.ord)],
);

/**
 * One row per source (policy, article, page) with a narrow vector: its title (A) and summary (B). Retrieval ranks
 * these first and then only the passages of the best few hundred sources (server/modules/assistant/answer.ts),
 * so a common word never has every matching passage of a large library read and ranked. Written with the
 * passages by refreshPassages and rebuildPassages.
 */
export const assistantSources = pgTable(
  'assistant_sources',
  {
    kind: varchar('kind', { length: 12, enum: passageKinds }).notNull(),
    sourceId: integer('source_id').notNull(),
    live: boolean('live').notNull().default(true),
    closesOn: date('closes_on', { mode: 'string' }),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    vector: tsvector('vector').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.sourceId] }), index('assistant_sources_vector_idx').using('gin', t.vector)],
);

export type AssistantContext = {
  /** The policy talked about last: a follow-up ("那它的截止时间呢？") answers for it. */
  policyId?: number | null;
  /** Asked for the company's industry or scale: the next message may give them. */
  awaitingProfile?: boolean;
};

export type AssistantSource = { n: number; kind: (typeof passageKinds)[number]; title: string; link: string; section: string };

/** A conversation: an anonymous visitor holds it by its token (only the hash is kept); a signed-in visitor owns it. */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    visitorId: integer('visitor_id').references(() => visitors.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    context: jsonb('context').$type<AssistantContext>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_conversations_visitor_idx').on(t.visitorId, t.updatedAt)],
);

/** What a curated answer cites: a policy, an article or a single page, by id (its title and link are read when answering). */
export type CuratedSourceRef = { kind: (typeof passageKinds)[number]; id: number };

/**
 * Answers written by staff (issue #21, staff side): a visitor's question that matches one of the variants
 * (server/modules/assistant/curated.ts) gets this answer, with its sources, before any retrieval.
 */
export const assistantCuratedAnswers = pgTable('assistant_curated_answers', {
  id: serial('id').primaryKey(),
  /** The phrasings of the question, as written. */
  variants: jsonb('variants').$type<string[]>().notNull(),
  /** Plain text (HTML is shown as text); [n] marks cite the sources in their order. */
  answer: text('answer').notNull(),
  sources: jsonb('sources').$type<CuratedSourceRef[]>().notNull().default([]),
  enabled: boolean('enabled').notNull().default(true),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One question and its answer; the rate limit counts them by visitor and by address. */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    shape: varchar('shape', { length: 16, enum: questionShapes }).notNull(),
    /** Whether the portal's content answered it (false: declined). */
    answered: boolean('answered').notNull(),
    sources: jsonb('sources').$type<AssistantSource[]>().notNull().default([]),
    vote: varchar('vote', { length: 4, enum: ['up', 'down'] }),
    reason: varchar('reason', { length: 200 }),
    visitorId: integer('visitor_id'),
    ip: varchar('ip', { length: 64 }).notNull(),
    /** Answered by a curated answer (staff's text): kept when that answer is deleted later, for the usage figures. */
    curated: boolean('curated').notNull().default(false),
    /** The curated answer given; null when none was, or once it is deleted. */
    curatedAnswerId: integer('curated_answer_id').references(() => assistantCuratedAnswers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assistant_messages_conversation_idx').on(t.conversationId, t.id),
    index('assistant_messages_ip_idx').on(t.ip, t.createdAt),
    index('assistant_messages_visitor_idx').on(t.visitorId, t.createdAt),
    // Deleting a curated answer clears its id here.
    index('assistant_messages_curated_idx')
      .on(t.curatedAnswerId)
      .where(sql`${t.curatedAnswerId} is not null`),
  ],
);

/**
 * Each curated answer's variants once normalised (normaliseQuestion in server/modules/assistant/curated.ts), so the
 * same question is one indexed lookup. Written in the transaction that creates or updates the answer (deleted with
 * it); filled at start for answers that have none (ensureCuratedPhrasings: the normaliser is JavaScript's).
 */
export const assistantCuratedPhrasings = pgTable(
  'assistant_curated_phrasings',
  {
    phrasing: text('phrasing').notNull(),
    curatedAnswerId: integer('curated_answer_id')
      .notNull()
      .references(() => assistantCuratedAnswers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.phrasing, t.curatedAnswerId] }), index('assistant_curated_phrasings_answer_idx').on(t.curatedAnswerId)],
);
