import type { JobDefinition } from '../queue/runner';
import { handleDeadlines } from './engine';

/** Steps' time limits are applied every ten minutes: a deadline is met to within that. */
const DEADLINE_INTERVAL_MS = 10 * 60_000;

export const workflowJobs: JobDefinition[] = [
  {
    kind: 'workflow.deadlines',
    every: (after) => new Date(after.getTime() + DEADLINE_INTERVAL_MS),
    async run({ tx, deps }) {
      await handleDeadlines(deps, tx);
    },
  },
];
