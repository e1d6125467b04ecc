/** The job runner: durable, retried with backoff, recurring, exactly once across runners; the jobs screen's calls. */
import { and, eq, sql } from 'drizzle-orm';
import { auditLogs, queuedJobs } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { backoffMs, createJobRunner, enqueue, failureText, JobError, type JobDefinition } from '../../server/modules/queue/runner';
import { dailyAt, everyMinutes, weeklyAt } from '../../server/modules/queue/schedule';
import { createTestContext, dbKinds, type TestContext } from './harness';

describe('recurring times, in China time', () => {
  it('runs daily at hh:mm China, strictly after the given moment', () => {
    const at8 = dailyAt(8);
    // 2026-11-25 07:59 China = 23:59 UTC the day before.
    expect(at8(new Date('2026-11-24T23:59:00Z')).toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(at8(new Date('2026-11-25T00:00:00Z')).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(dailyAt(3, 30)(new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-11-25T19:30:00.000Z');
  });
  it('runs weekly on the ISO weekday in China', () => {
    // 2026-11-25 is a Wednesday; the next Monday 08:00 China is 2026-11-30 00:00 UTC.
    expect(weeklyAt(1, 8)(new Date('2026-11-25T09:00:00Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    // Monday 2026-11-30 08:00 China exactly: the one after is a week later.
    expect(weeklyAt(1, 8)(new Date('2026-11-30T00:00:00Z')).toISOString()).toBe('2026-12-07T00:00:00.000Z');
    // Sunday 23:00 China is still before Monday there.
    expect(weeklyAt(1, 8)(new Date('2026-11-29T15:00:00Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });
  it('runs every n minutes on the minute', () => {
    expect(everyMinutes(5)(new Date('2026-11-25T10:03:20Z')).toISOString()).toBe('2026-11-25T10:05:00.000Z');
    expect(everyMinutes(5)(new Date('2026-11-25T10:05:00Z')).toISOString()).toBe('2026-11-25T10:10:00.000Z');
  });
  it('backs off 30 s, doubling, at most an hour', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(20)).toBe(3_600_000);
  });
  it('never puts SQL or a stack into a failure text', () => {
    const dbError = Object.assign(new Error('Failed query: select secret from users where x = $1\nparams: hunter2'), {
      cause: Object.assign(new Error('relation "x" does not exist'), { code: '42P01' }),
    });
    expect(failureText(dbError)).toBe('database error 42P01');
    expect(failureText(new JobError('the mail server refused the address'))).toBe('the mail server refused the address');
    expect(failureText(new TypeError('a is undefined\n    at foo (bar.ts:1:1)'))).toBe('TypeError: a is undefined');
  });
});

describe.each(dbKinds)('the job runner on %s', (kind) => {
  let ctx: TestContext;
  let deps: Deps;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    deps = { db: ctx.database.db, now: ctx.now } as Deps;
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.database.db.delete(queuedJobs));

  const jobRow = async (id: number) => (await ctx.database.db.select().from(queuedJobs).where(eq(queuedJobs.id, id)))[0];
  const only = async (kindName: string) => ctx.database.db.select().from(queuedJobs).where(eq(queuedJobs.kind, kindName));
  /** A row in the operation log written by a handler: how the tests see what a job did. */
  const mark = (entity: string, entityId: string | number) => ({ action: 'create' as const, entity, entityId: String(entityId) });
  const marks = async (entity: string) => ctx.database.db.select().from(auditLogs).where(eq(auditLogs.entity, entity));

  it('runs a due job once, in a transaction with its completion, and leaves a later one for later', async () => {
    const defs: JobDefinition[] = [{ kind: 'test.write', run: async ({ tx, job }) => void (await tx.insert(auditLogs).values(mark('test-write', job.id))) }];
    const runner = createJobRunner(deps, defs);
    await enqueue(ctx.database.db, { kind: 'test.write', runAt: ctx.now() });
    await enqueue(ctx.database.db, { kind: 'test.write', runAt: new Date(ctx.now().getTime() + 60_000) });
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    const rows = await only('test.write');
    expect(rows.map((r) => r.status).sort()).toEqual(['done', 'queued']);
    expect(rows.find((r) => r.status === 'done')).toMatchObject({ attempts: 1, lockedBy: null, lastError: null });
    expect(await marks('test-write')).toHaveLength(1);
    ctx.advance(60_000);
    expect(await runner.runDue()).toBe(1);
    expect(await marks('test-write')).toHaveLength(2);
  });

  it('rolls back a failed attempt, retries after the backoff, and gives up after the last attempt with the error', async () => {
    let calls = 0;
    const defs: JobDefinition[] = [
      {
        kind: 'test.flaky',
        maxAttempts: 3,
        run: async ({ tx, job }) => {
          calls += 1;
          await tx.insert(auditLogs).values(mark('test-flaky', job.id));
          throw new JobError(`refused on call ${calls}`);
        },
      },
    ];
    const runner = createJobRunner(deps, defs);
    await enqueue(ctx.database.db, { kind: 'test.flaky', runAt: ctx.now(), maxAttempts: 3 });
    const [{ id }] = await only('test.flaky');
    await runner.runDue();
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'refused on call 1' });
    expect((await jobRow(id)).runAt.getTime()).toBe(ctx.now().getTime() + 30_000);
    // Not before the backoff.
    expect(await runner.runDue()).toBe(0);
    ctx.advance(30_000);
    await runner.runDue();
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 2 });
    ctx.advance(60_000);
    await runner.runDue();
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'refused on call 3' });
    expect((await jobRow(id)).finishedAt).not.toBeNull();
    // Every attempt's write was rolled back with it.
    expect(await marks('test-flaky')).toHaveLength(0);
    ctx.advance(3_600_000);
    expect(await runner.runDue()).toBe(0);
  });

  it('queues one job per dedupe key while it waits, and a new one once a runner took it', async () => {
    let enqueuedWhileRunning: boolean | undefined;
    const defs: JobDefinition[] = [
      {
        kind: 'test.gather',
        run: async ({ tx }) => {
          enqueuedWhileRunning ??= await enqueue(tx, { kind: 'test.gather', runAt: ctx.now(), dedupeKey: 'gather' });
        },
      },
    ];
    expect(await enqueue(ctx.database.db, { kind: 'test.gather', runAt: ctx.now(), dedupeKey: 'gather' })).toBe(true);
    expect(await enqueue(ctx.database.db, { kind: 'test.gather', runAt: ctx.now(), dedupeKey: 'gather' })).toBe(false);
    expect(await only('test.gather')).toHaveLength(1);
    const runner = createJobRunner(deps, defs);
    // The job asks for another run while it runs (as a change made meanwhile would): that is queued anew,
    // and run too, since runDue runs what the jobs it ran queued.
    expect(await runner.runDue()).toBe(2);
    expect(enqueuedWhileRunning).toBe(true);
    expect((await only('test.gather')).map((j) => j.status)).toEqual(['done', 'done']);
  });

  it('keeps one pending run of a recurring job, whoever schedules it, and queues the next when it ran', async () => {
    const defs: JobDefinition[] = [
      { kind: 'test.hourly', every: everyMinutes(60), run: async ({ tx, job }) => void (await tx.insert(auditLogs).values(mark('test-hourly', job.id))) },
    ];
    const a = createJobRunner(deps, defs);
    const b = createJobRunner(deps, defs);
    await a.scheduleRecurring();
    await b.scheduleRecurring();
    let rows = await only('test.hourly');
    expect(rows).toHaveLength(1);
    const first = everyMinutes(60)(ctx.now());
    expect(rows[0].runAt).toEqual(first);
    ctx.advance(first.getTime() - ctx.now().getTime());
    expect(await a.runDue()).toBe(1);
    rows = await only('test.hourly');
    expect(rows.map((r) => [r.status, r.runAt.toISOString()]).sort()).toEqual([
      ['done', first.toISOString()],
      ['queued', new Date(first.getTime() + 3_600_000).toISOString()],
    ]);
    await b.scheduleRecurring();
    expect(await only('test.hourly')).toHaveLength(2);
  });

  it('takes over a job whose runner died holding it, once its lease ran out', async () => {
    const defs: JobDefinition[] = [{ kind: 'test.write', run: async ({ tx, job }) => void (await tx.insert(auditLogs).values(mark('test-lease', job.id))) }];
    const runner = createJobRunner(deps, defs, { leaseMs: 60_000 });
    await enqueue(ctx.database.db, { kind: 'test.write', runAt: ctx.now() });
    const [{ id }] = await only('test.write');
    // Another instance claimed it and died.
    await ctx.database.db
      .update(queuedJobs)
      .set({ status: 'running', attempts: 1, lockedBy: 'dead-runner', lockedUntil: new Date(ctx.now().getTime() + 60_000) })
      .where(eq(queuedJobs.id, id));
    expect(await runner.runDue()).toBe(0);
    ctx.advance(61_000);
    expect(await runner.runDue()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await marks('test-lease')).toHaveLength(1);
  });

  it('fails a job nobody handles, saying so', async () => {
    const runner = createJobRunner(deps, []);
    await enqueue(ctx.database.db, { kind: 'test.unknown', runAt: ctx.now(), maxAttempts: 1 });
    await runner.runDue();
    const [row] = await only('test.unknown');
    expect(row).toMatchObject({ status: 'failed', lastError: 'no handler for job kind "test.unknown"' });
  });

  it('runs each job exactly once when two runners share the database', async () => {
    const ran: Record<string, number[]> = { a: [], b: [] };
    const defsFor = (name: 'a' | 'b'): JobDefinition[] => [
      {
        kind: 'test.race',
        run: async ({ tx, job }) => {
          ran[name].push(job.id);
          await tx.insert(auditLogs).values(mark('test-race', job.id));
          // A little work, so the runners overlap.
          await new Promise((resolve) => {
            setTimeout(resolve, 1);
          });
        },
      },
    ];
    const total = 120;
    await ctx.database.db.insert(queuedJobs).values(Array.from({ length: total }, () => ({ kind: 'test.race', runAt: ctx.now() })));
    const a = createJobRunner(deps, defsFor('a'), { batch: 5 });
    const b = createJobRunner(deps, defsFor('b'), { batch: 5 });
    await Promise.all([a.runDue(), b.runDue()]);
    const all = [...ran.a, ...ran.b];
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
    const counted = await ctx.database.db.execute(
      sql`select count(*)::int as n, count(distinct entity_id)::int as "distinct" from audit_logs where entity = 'test-race'`,
    );
    const [{ n, distinct }] = (counted as unknown as { rows: { n: number; distinct: number }[] }).rows;
    expect([n, distinct]).toEqual([total, total]);
    expect(
      await ctx.database.db
        .select()
        .from(queuedJobs)
        .where(and(eq(queuedJobs.kind, 'test.race'), eq(queuedJobs.status, 'done'))),
    ).toHaveLength(total);
    // On PostgreSQL both runners took jobs at the same time; PGlite has one connection, so one may take all.
    const bothRan = ran.a.length > 0 && ran.b.length > 0;
    expect(bothRan || kind === 'pglite').toBe(true);
  });
});

describe.each(dbKinds)('the jobs screen calls on %s', (kind) => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = await ctx.adminToken();
  });
  afterAll(() => ctx.close());

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

  it('lists, counts, retries a failed job and cancels a queued one, each in the operation log', async () => {
    const db = ctx.database.db;
    const [failed] = await db
      .insert(queuedJobs)
      .values({ kind: 'test.mail', runAt: ctx.now(), status: 'failed', attempts: 5, lastError: 'connection refused', finishedAt: ctx.now() })
      .returning();
    const [queued] = await db
      .insert(queuedJobs)
      .values({ kind: 'test.digest', runAt: new Date(ctx.now().getTime() + 3_600_000) })
      .returning();

    const list = await call(admin, 'GET', '/apiv2/queue/admin/query?status=failed&current=1&pageSize=10');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.list.map((j: { id: number }) => j.id)).toContain(failed.id);
    expect(list.json().data.list.every((j: { status: string }) => j.status === 'failed')).toBe(true);

    const summary = (await call(admin, 'GET', '/apiv2/queue/admin/summary')).json().data;
    expect(summary.byStatus.failed).toBeGreaterThanOrEqual(1);
    expect(summary.kinds).toEqual(expect.arrayContaining(['test.mail', 'test.digest']));

    const retried = await call(admin, 'POST', '/apiv2/queue/admin/retry', { id: failed.id });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ status: 'queued', attempts: 0 });

    const again = await call(admin, 'POST', '/apiv2/queue/admin/retry', { id: failed.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toMatch(/queued/);

    const cancelled = await call(admin, 'POST', '/apiv2/queue/admin/cancel', { id: queued.id });
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await call(admin, 'POST', '/apiv2/queue/admin/cancel', { id: 987654321 })).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/apiv2/queue/admin/cancel', { id: -1 })).statusCode).toBe(400);

    const logged = await db.select().from(auditLogs).where(eq(auditLogs.entity, 'job'));
    expect(logged.map((l) => l.entityId).sort()).toEqual([String(failed.id), String(queued.id)].sort());
  });

  it('refuses staff without the keys, and changes nothing', async () => {
    await ctx.createUser('nobody', 'Nobody@2026pass');
    const token = await ctx.login('nobody', 'Nobody@2026pass');
    const [failed] = await ctx.database.db.insert(queuedJobs).values({ kind: 'test.mail', runAt: ctx.now(), status: 'failed' }).returning();
    expect((await call(token, 'GET', '/apiv2/queue/admin/query')).statusCode).toBe(403);
    expect((await call(token, 'POST', '/apiv2/queue/admin/retry', { id: failed.id })).statusCode).toBe(403);
    expect((await ctx.database.db.select().from(queuedJobs).where(eq(queuedJobs.id, failed.id)))[0].status).toBe('failed');
  });
});
