import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const jobStatuses = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * The job runner's queue (server/modules/queue): delayed, retried and recurring work, kept in the database
 * so that it survives restarts and runs once when several server instances share one PostgreSQL (claimed
 * with FOR UPDATE SKIP LOCKED; a claim is a lease, retaken when a runner dies holding it).
 */
export const queuedJobs = pgTable(
  'queued_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The handler's name, `area.action` (`subscription.dispatch`, `mail.send`…). */
    kind: varchar('kind', { length: 64 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: varchar('status', { length: 12, enum: jobStatuses }).notNull().default('queued'),
    /** Not before this moment; moved on by the backoff after a failure. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** The last failure's message (never a stack trace), for the jobs screen. */
    lastError: text('last_error'),
    /** Which runner holds it and until when: a runner that dies leaves the job to be retaken after this. */
    lockedBy: varchar('locked_by', { length: 64 }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * At most one queued job per key, however many enqueue it: a recurring job's next run, or work that
     * gathers whatever is waiting when it runs. The key is free again as soon as a runner takes the job.
     */
    dedupeKey: varchar('dedupe_key', { length: 160 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('queued_jobs_dedupe_uq')
      .on(t.dedupeKey)
      .where(sql`${t.status} = 'queued'`),
    // What the runner polls: due queued jobs, and running ones whose lease ran out.
    index('queued_jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    index('queued_jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    // The jobs screen: by status, newest first.
    index('queued_jobs_status_idx').on(t.status, t.id),
    index('queued_jobs_kind_idx').on(t.kind, t.id),
  ],
);
