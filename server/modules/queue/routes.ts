import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { queuedJobs, jobStatuses } from '../../db/schema';
import { audit } from '../../lib/audit';
import { envelope, errorEnvelope, ok, pageOf } from '../../lib/envelope';
import { conflict, notFound } from '../../lib/errors';
import { pageFields } from '../../lib/fields';
import { MAIL_JOB } from './mail';

const tags = ['queue'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

/** Job ids are PostgreSQL bigints; JavaScript's safe integers are plenty. */
const jobId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const job = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.enum(jobStatuses),
  payload: z.record(z.string(), z.unknown()),
  runAt: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
const jobQuery = z.object({
  ...pageFields,
  status: z.enum(jobStatuses).optional(),
  kind: z.string().trim().max(64).optional(),
});
const summary = z.object({
  byStatus: z.record(z.enum(jobStatuses), z.number().int()),
  kinds: z.array(z.string()),
});

type JobRow = typeof queuedJobs.$inferSelect;
const toJob = (r: JobRow): z.infer<typeof job> => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  // A mail's text stays out of the screen: whom and what about is enough to find it.
  payload: r.kind === MAIL_JOB ? { to: r.payload.to, subject: r.payload.subject } : r.payload,
  runAt: r.runAt.toISOString(),
  attempts: r.attempts,
  maxAttempts: r.maxAttempts,
  lastError: r.lastError,
  createdAt: r.createdAt.toISOString(),
  startedAt: r.startedAt?.toISOString() ?? null,
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

/** 后台任务: what the job runner has queued, running, done and failed; a failed job can be run again. */
export const queueRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/apiv2/queue/admin';

    app.get(
      `${base}/query`,
      {
        config: { permission: 'queue:query' },
        schema: {
          tags,
          operationId: 'queryJobsQueue',
          summary: 'Jobs, newest first, by status and kind',
          querystring: jobQuery,
          response: { 200: envelope(pageOf(job)), ...errors },
        },
      },
      async (request) => {
        const q = request.query;
        const where = and(q.status ? eq(queuedJobs.status, q.status) : undefined, q.kind ? eq(queuedJobs.kind, q.kind) : undefined);
        const [rows, [{ total }]] = await Promise.all([
          deps.db
            .select()
            .from(queuedJobs)
            .where(where)
            .orderBy(desc(queuedJobs.id))
            .limit(q.pageSize)
            .offset((q.current - 1) * q.pageSize),
          deps.db.select({ total: count() }).from(queuedJobs).where(where),
        ]);
        return ok({ list: rows.map(toJob), total, current: q.current, pageSize: q.pageSize });
      },
    );

    app.get(
      `${base}/summary`,
      {
        config: { permission: 'queue:query' },
        schema: {
          tags,
          operationId: 'jobsQueueSummary',
          summary: 'How many jobs are in each status, and the kinds there are',
          response: { 200: envelope(summary), ...errors },
        },
      },
      async () => {
        const [byStatus, kinds] = await Promise.all([
          deps.db.select({ status: queuedJobs.status, n: count() }).from(queuedJobs).groupBy(queuedJobs.status),
          deps.db.selectDistinct({ kind: queuedJobs.kind }).from(queuedJobs).orderBy(queuedJobs.kind).limit(200),
        ]);
        const counts = Object.fromEntries(jobStatuses.map((s) => [s, 0])) as Record<(typeof jobStatuses)[number], number>;
        for (const r of byStatus) counts[r.status] = r.n;
        return ok({ byStatus: counts, kinds: kinds.map((k) => k.kind) });
      },
    );

    app.post(
      `${base}/retry`,
      {
        config: { permission: 'queue:retry' },
        schema: {
          tags,
          operationId: 'retryJob',
          summary: 'Run a failed or cancelled job again, now, with its attempts counted afresh',
          body: z.object({ id: jobId }),
          response: { 200: envelope(job), ...errors },
        },
      },
      async (request) => ok(await changeStatus(request, request.body.id, ['failed', 'cancelled'], 'queued')),
    );

    app.post(
      `${base}/cancel`,
      {
        config: { permission: 'queue:retry' },
        schema: {
          tags,
          operationId: 'cancelJob',
          summary: 'Cancel a queued job before it runs',
          body: z.object({ id: jobId }),
          response: { 200: envelope(job), ...errors },
        },
      },
      async (request) => ok(await changeStatus(request, request.body.id, ['queued'], 'cancelled')),
    );

    async function changeStatus(request: import('fastify').FastifyRequest, id: number, from: (typeof jobStatuses)[number][], to: 'queued' | 'cancelled') {
      return deps.db.transaction(async (tx) => {
        const [before] = await tx.select().from(queuedJobs).where(eq(queuedJobs.id, id)).for('update');
        if (!before) throw notFound('Job');
        if (!from.includes(before.status))
          throw conflict(`The job is ${before.status}; only a ${from.join(' or ')} job can be ${to === 'queued' ? 'retried' : 'cancelled'}`, 'id');
        const now = deps.now();
        const [after] = await tx
          .update(queuedJobs)
          .set(
            to === 'queued'
              ? { status: 'queued', attempts: 0, runAt: now, finishedAt: null, lockedBy: null, lockedUntil: null, dedupeKey: null }
              : { status: 'cancelled', finishedAt: now },
          )
          .where(and(eq(queuedJobs.id, id), inArray(queuedJobs.status, from)))
          .returning();
        await audit(tx, request, {
          action: 'update',
          entity: 'job',
          entityId: id,
          summary: `${to === 'queued' ? 'retry' : 'cancel'} job ${id} (${before.kind})`,
          before: { status: before.status, attempts: before.attempts },
          after: { status: after.status },
        });
        if (to === 'queued') app.jobRunner?.wake();
        return toJob(after);
      });
    }
  };
