import crypto from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../../db/client';
import { queuedJobs } from '../../db/schema';

/**
 * Prometheus metrics for /metrics: request durations by route (the route's pattern, never the raw address, so the
 * series stay few), responses by status, the PostgreSQL pool, the job queue by status and the process's own figures
 * (memory, event-loop delay). One registry per app, so tests that build several apps do not share counters.
 */
export function createMetrics(db: Db) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5],
    registers: [registry],
  });
  const responses = new Counter({
    name: 'portal_http_responses_total',
    help: 'Responses sent, by status class',
    labelNames: ['status_class'] as const,
    registers: [registry],
  });
  // node-postgres's pool (PGlite has none: one in-process connection).
  const pool = (db as unknown as { $client?: { totalCount?: number; idleCount?: number; waitingCount?: number } }).$client;
  if (pool && typeof pool.totalCount === 'number') {
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'Database pool connections, by state (total, idle, waiting requests)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount ?? 0);
        this.set({ state: 'idle' }, pool.idleCount ?? 0);
        this.set({ state: 'waiting' }, pool.waitingCount ?? 0);
      },
    });
  }
  new Gauge({
    name: 'portal_jobs',
    help: 'Background jobs by status (queued is the queue depth; failed ones wait for a person)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await db.select({ status: queuedJobs.status, n: count() }).from(queuedJobs).groupBy(queuedJobs.status);
      this.reset();
      for (const r of rows) this.set({ status: r.status }, r.n);
    },
  });

  return {
    registry,
    /** Counts every answered request (onResponse hook). */
    observe(request: FastifyRequest, statusCode: number, seconds: number) {
      const route = request.routeOptions.url ?? '(unmatched)';
      duration.observe({ method: request.method, route, status: String(statusCode) }, seconds);
      responses.inc({ status_class: `${Math.floor(statusCode / 100)}xx` });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read /metrics: with METRICS_TOKEN set, a request bearing it (compared in constant time); without one,
 * only the machine itself (a scraper on the same host, or through an SSH tunnel). Never the public.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return LOOPBACK.has(request.ip);
  const sent = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim() ?? '';
  const a = crypto.createHash('sha256').update(sent).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

/** Records every response's duration and status. */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observe(request, reply.statusCode, reply.elapsedTime / 1000);
  });
}
