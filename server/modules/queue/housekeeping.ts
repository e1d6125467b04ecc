import { and, inArray, lt } from 'drizzle-orm';
import { queuedJobs } from '../../db/schema';
import type { JobDefinition } from './runner';
import { dailyAt } from './schedule';

/** Finished jobs are kept two weeks for the jobs screen, then removed; failed ones stay until retried. */
export const KEEP_FINISHED_DAYS = 14;

export const queueJobs: JobDefinition[] = [
  {
    kind: 'queue.cleanup',
    every: dailyAt(3, 30),
    async run({ tx, deps }) {
      const before = new Date(deps.now().getTime() - KEEP_FINISHED_DAYS * 86_400_000);
      await tx.delete(queuedJobs).where(and(inArray(queuedJobs.status, ['done', 'cancelled']), lt(queuedJobs.finishedAt, before)));
    },
  },
];
