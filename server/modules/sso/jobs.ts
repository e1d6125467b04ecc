import { lt } from 'drizzle-orm';
import { oidcModels, ssoLoginStates } from '../../db/schema';
import type { JobDefinition } from '../queue/runner';
import { dailyAt } from '../queue/schedule';

/** Expired provider records (codes, tokens, sessions, interactions, grants) and sign-ins never finished, removed nightly. */
export const ssoJobs: JobDefinition[] = [
  {
    kind: 'sso.cleanup',
    every: dailyAt(3, 45),
    async run({ tx, deps }) {
      await tx.delete(oidcModels).where(lt(oidcModels.expiresAt, new Date()));
      await tx.delete(ssoLoginStates).where(lt(ssoLoginStates.expiresAt, deps.now()));
    },
  },
];
