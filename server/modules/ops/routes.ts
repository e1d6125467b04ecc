import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Health } from './health';
import { mayReadMetrics, type Metrics } from './metrics';

const tags = ['ops'];
const readiness = z.object({
  ready: z.boolean(),
  checks: z.object({
    database: z.boolean(),
    migrations: z.boolean(),
    draining: z.boolean(),
    redis: z.boolean().optional().describe('Present when REDIS_URL is set: Redis answers'),
    uploads: z.boolean().optional().describe('Present when uploads are kept in S3: the bucket answers'),
  }),
});

/**
 * What operators and load balancers read: liveness, readiness and Prometheus metrics. Outside /api (no envelope,
 * the shapes those tools expect); open to anyone but /metrics, which checks its own token or the loopback address.
 */
export const opsRoutes =
  (health: Health, metrics: Metrics, metricsToken: string | undefined): FastifyPluginAsyncZod =>
  async (app) => {
    const noStore = 'no-store';
    app.get(
      '/healthz',
      {
        config: { public: true },
        schema: { tags, operationId: 'healthz', summary: 'The process is alive', response: { 200: z.object({ status: z.literal('ok') }) } },
      },
      async (_request, reply) => reply.header('cache-control', noStore).send({ status: 'ok' as const }),
    );
    app.get(
      '/readyz',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'readyz',
          summary:
            'Ready for traffic: the database (and Redis and the upload bucket, when configured) answers, migrations are applied, not shutting down (503 otherwise)',
          response: { 200: readiness, 503: readiness },
        },
      },
      async (_request, reply) => {
        const answer = await health.readiness();
        return reply
          .status(answer.ready ? 200 : 503)
          .header('cache-control', noStore)
          .send(answer);
      },
    );
    app.get('/metrics', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
      if (!mayReadMetrics(request, metricsToken)) return reply.status(403).type('text/plain; charset=utf-8').send('forbidden\n');
      const body = await metrics.registry.metrics();
      return reply.header('cache-control', noStore).type(metrics.registry.contentType).send(body);
    });
  };
