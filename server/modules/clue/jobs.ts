import type { JobDefinition } from '../queue/runner';
import { dailyAt } from '../queue/schedule';
import { sweepPool } from './pool';

/** The give-up pool's sweep, every night at 01:30 China time: returns neglected clues and reminds their owners. */
export const clueJobs: JobDefinition[] = [{ kind: 'clue.pool', every: dailyAt(1, 30), run: async ({ tx, deps }) => void (await sweepPool(deps, tx)) }];
