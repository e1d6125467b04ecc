import { ago } from './_data';
import { conflict, notFound, ok, page, requireAuth } from './_helpers';

/** 后台任务: a queue with every status, for the jobs screen. */

type Status = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
type Job = {
  id: number;
  kind: string;
  status: Status;
  payload: Record<string, unknown>;
  runAt: string;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

const kinds = [
  'subscription.dispatch',
  'subscription.deliver',
  'mail.send',
  'subscription.digestDaily',
  'subscription.reminders',
  'subscription.anchors',
  'queue.cleanup',
];
const jobs: Job[] = Array.from({ length: 64 }, (_, i) => {
  const id = 64 - i;
  const kind = kinds[i % kinds.length];
  const status: Status = i === 0 ? 'queued' : i === 1 ? 'running' : i % 9 === 4 ? 'failed' : i % 17 === 8 ? 'cancelled' : 'done';
  const created = ago(Math.floor(i / 8), i * 7);
  const finished = status === 'done' || status === 'failed' || status === 'cancelled';
  return {
    id,
    kind,
    status,
    payload: kind === 'mail.send' ? { to: `user${id}@example-park.cn`, template: 'digest' } : kind === 'subscription.dispatch' ? { policyIds: [300 + id] } : {},
    runAt: created,
    attempts: status === 'failed' ? 5 : status === 'queued' ? 0 : 1,
    maxAttempts: 5,
    lastError: status === 'failed' ? 'connect ECONNREFUSED 10.0.3.25:587' : null,
    createdAt: created,
    startedAt: status === 'queued' || status === 'cancelled' ? null : created,
    finishedAt: finished ? created : null,
  };
});

const find = (id: unknown) => jobs.find((j) => j.id === Number(id));

export default {
  'GET /apiv2/queue/admin/query': requireAuth((req, res) => {
    const { status, kind } = req.query ?? {};
    res.json(
      ok(
        page(
          jobs.filter((j) => (!status || j.status === status) && (!kind || j.kind === kind)),
          req.query,
        ),
      ),
    );
  }),

  'GET /apiv2/queue/admin/summary': requireAuth((_req, res) => {
    const byStatus = { queued: 0, running: 0, done: 0, failed: 0, cancelled: 0 };
    for (const j of jobs) byStatus[j.status] += 1;
    res.json(ok({ byStatus, kinds: [...new Set(jobs.map((j) => j.kind))].sort() }));
  }),

  'POST /apiv2/queue/admin/retry': requireAuth((req, res) => {
    const job = find(req.body?.id);
    if (!job) return notFound(res, 'Job');
    if (job.status !== 'failed' && job.status !== 'cancelled')
      return conflict(res, `The job is ${job.status}; only a failed or cancelled job can be retried`, 'id');
    Object.assign(job, { status: 'queued', attempts: 0, runAt: new Date().toISOString(), finishedAt: null });
    res.json(ok(job));
  }),

  'POST /apiv2/queue/admin/cancel': requireAuth((req, res) => {
    const job = find(req.body?.id);
    if (!job) return notFound(res, 'Job');
    if (job.status !== 'queued') return conflict(res, `The job is ${job.status}; only a queued job can be cancelled`, 'id');
    Object.assign(job, { status: 'cancelled', finishedAt: new Date().toISOString() });
    res.json(ok(job));
  }),
};
