import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx, Tx } from '../../db/client';
import { queuedJobs } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/errors';
import { pgCause } from '../../plugins/errors';

export type JobRow = typeof queuedJobs.$inferSelect;

export type JobDefinition = {
  /** `area.action`, the name jobs are queued under. */
  kind: string;
  /**
   * The work. Transactional handlers (the default) get `tx`, the transaction that also marks the job done:
   * their writes and the job's completion land together, so a job that fails or whose runner dies changes
   * nothing and runs again. Handlers with an outside effect (sending a mail) set `transactional: false`: they
   * run at least once, and are written so that a second run does no harm.
   */
  run: (ctx: { tx: DbOrTx; job: JobRow; deps: Deps }) => Promise<void>;
  transactional?: boolean;
  maxAttempts?: number;
  /** A recurring job: when to run next after a run due at `after`. */
  every?: (after: Date) => Date;
};

/** The key of a recurring job's one queued occurrence. */
const recurringKey = (kind: string) => `recurring:${kind}`;

/**
 * Queues a job in the caller's transaction, so the job exists exactly when the change that asked for it
 * does. With a dedupe key, an enqueue while a job of that key is still queued is ignored (returns false):
 * work that gathers what is waiting when it runs is queued once however many changes ask for it, and asked
 * for again by a change made while it runs.
 */
export async function enqueue(
  tx: DbOrTx,
  job: { kind: string; payload?: Record<string, unknown>; runAt: Date; dedupeKey?: string; maxAttempts?: number },
): Promise<boolean> {
  const inserted = await tx
    .insert(queuedJobs)
    .values({ kind: job.kind, payload: job.payload ?? {}, runAt: job.runAt, dedupeKey: job.dedupeKey, maxAttempts: job.maxAttempts })
    .onConflictDoNothing()
    .returning({ id: queuedJobs.id });
  return inserted.length > 0;
}

/** A failure a handler reports on purpose, with a message meant for the jobs screen. */
export class JobError extends Error {}

/** 30 s after the first failure, doubling, at most an hour. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * What a failure says on the jobs screen: our own errors' messages; a database error by its SQLSTATE only
 * (its message can carry the SQL and its values).
 */
export function failureText(err: unknown): string {
  const pg = pgCause(err);
  if (pg) return `database error ${pg.code}`;
  if (err instanceof AppError || err instanceof JobError) return err.message.slice(0, 500);
  const name = (err as Error)?.name ?? 'Error';
  return `${name}: ${String((err as Error)?.message ?? err)
    .split('\n')[0]
    .slice(0, 300)}`;
}

class LeaseLost extends Error {}

export type JobRunnerOptions = {
  /** How often an idle runner looks for due jobs. */
  pollMs?: number;
  /** How long a claimed job is this runner's; past it another runner may take it. */
  leaseMs?: number;
  /** How many due jobs one look claims. */
  batch?: number;
  log?: FastifyBaseLogger;
};

export type JobRunner = ReturnType<typeof createJobRunner>;

/**
 * Runs the queue's jobs in this process: polls for due ones, claims a batch with FOR UPDATE SKIP LOCKED (so
 * several instances on one PostgreSQL never take the same job), runs each, and records done, a retry after
 * the backoff, or a failure once its attempts are spent. On PGlite it is simply the only runner.
 */
export function createJobRunner(deps: Deps, definitions: JobDefinition[], options: JobRunnerOptions = {}) {
  const id = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  const byKind = new Map(definitions.map((d) => [d.kind, d]));
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batch = options.batch ?? 10;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  /** Makes sure every recurring job has its next occurrence queued (once, whoever asks). */
  async function scheduleRecurring(tx: DbOrTx = deps.db) {
    const now = deps.now();
    for (const d of definitions) {
      if (d.every) await enqueue(tx, { kind: d.kind, runAt: d.every(now), dedupeKey: recurringKey(d.kind), maxAttempts: d.maxAttempts });
    }
  }

  async function claim(): Promise<JobRow[]> {
    const now = deps.now();
    const leaseEnds = new Date(now.getTime() + leaseMs);
    const result = await deps.db.execute(sql`
      with due as (
        select id from ${queuedJobs}
        where (status = 'queued' and run_at <= ${now.toISOString()}) or (status = 'running' and locked_until < ${now.toISOString()})
        order by run_at, id
        limit ${batch}
        for update skip locked
      )
      update ${queuedJobs} set status = 'running', attempts = ${queuedJobs.attempts} + 1, locked_by = ${id},
        locked_until = ${leaseEnds.toISOString()}, started_at = ${now.toISOString()}
      from due where ${queuedJobs.id} = due.id
      returning ${queuedJobs.id}`);
    const ids = (result as unknown as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
    if (!ids.length) return [];
    const rows = await deps.db
      .select()
      .from(queuedJobs)
      .where(sql`${queuedJobs.id} in ${ids}`);
    return rows.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
  }

  /** Marks the job done (and queues a recurring job's next run) if this runner still holds it. */
  async function finish(tx: DbOrTx, job: JobRow) {
    const now = deps.now();
    const done = await tx
      .update(queuedJobs)
      .set({
        status: 'done',
        finishedAt: now,
        lockedBy: null,
        lockedUntil: null,
        lastError: null,
      })
      .where(and(eq(queuedJobs.id, job.id), eq(queuedJobs.lockedBy, id), eq(queuedJobs.status, 'running')))
      .returning({ id: queuedJobs.id });
    if (!done.length) throw new LeaseLost(`job ${job.id} was taken over`);
    await scheduleNext(tx, job);
  }

  async function scheduleNext(tx: DbOrTx, job: JobRow) {
    const d = byKind.get(job.kind);
    if (d?.every)
      await enqueue(tx, {
        kind: d.kind,
        runAt: d.every(job.runAt > deps.now() ? job.runAt : deps.now()),
        dedupeKey: recurringKey(d.kind),
        maxAttempts: d.maxAttempts,
      });
  }

  async function fail(job: JobRow, err: unknown) {
    const now = deps.now();
    const text = failureText(err);
    const spent = job.attempts >= job.maxAttempts;
    await deps.db.transaction(async (tx) => {
      const updated = await tx
        .update(queuedJobs)
        .set(
          spent
            ? {
                status: 'failed',
                lastError: text,
                finishedAt: now,
                lockedBy: null,
                lockedUntil: null,
              }
            : // The retry gives its key up: another job of the key may have been queued since it was taken.
              {
                status: 'queued',
                lastError: text,
                runAt: new Date(now.getTime() + backoffMs(job.attempts)),
                lockedBy: null,
                lockedUntil: null,
                dedupeKey: null,
              },
        )
        .where(and(eq(queuedJobs.id, job.id), eq(queuedJobs.lockedBy, id)))
        .returning({ id: queuedJobs.id });
      // A recurring job that gave up still comes back at its next time.
      if (updated.length && spent) await scheduleNext(tx, job);
    });
    options.log?.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, willRetry: !spent }, `job failed: ${text}`);
  }

  async function runOne(job: JobRow) {
    const d = byKind.get(job.kind);
    try {
      if (!d) throw new JobError(`no handler for job kind "${job.kind}"`);
      if (job.attempts > job.maxAttempts) throw new JobError('the runner stopped while running it too many times');
      if (d.transactional === false) {
        await d.run({ tx: deps.db, job, deps });
        await deps.db.transaction((tx) => finish(tx, job));
      } else {
        await deps.db.transaction(async (tx: Tx) => {
          await d.run({ tx, job, deps });
          await finish(tx, job);
        });
      }
    } catch (err) {
      if (err instanceof LeaseLost) {
        options.log?.warn({ jobId: job.id, kind: job.kind }, 'job lease ran out before it finished; its changes were rolled back');
        return;
      }
      await fail(job, err);
    }
  }

  /** Runs every job due now, including those the jobs it ran queued; returns how many ran. Tests call it directly. */
  async function runDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await claim();
      if (!claimed.length) return total;
      for (const job of claimed) await runOne(job);
      total += claimed.length;
    }
  }

  async function tick() {
    timer = undefined;
    if (stopped) return;
    running = runDue().catch((err) => options.log?.error({ errName: (err as Error)?.name }, `job runner: ${failureText(err)}`));
    await running;
    running = undefined;
    if (!stopped) timer = setTimeout(tick, pollMs);
  }

  return {
    id,
    scheduleRecurring,
    runDue,
    /** Starts polling (after queueing the recurring jobs' next runs). */
    async start() {
      if (!stopped) return;
      stopped = false;
      await scheduleRecurring();
      timer = setTimeout(tick, 0);
    },
    /** Looks for due jobs now rather than at the next poll (after queueing something urgent). */
    wake() {
      if (stopped || running || !timer) return;
      clearTimeout(timer);
      timer = setTimeout(tick, 0);
    },
    /** Stops polling and waits for the jobs in hand. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
