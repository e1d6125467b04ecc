import type { JobDefinition } from '../queue/runner';
import { dailyAt, weeklyAt } from '../queue/schedule';
import { deliverDigest, deliverImmediate, sendReminders } from './delivery';
import { DELIVER_JOB, DISPATCH_JOB, dispatchPending, recordWindowsOpening } from './dispatch';
import { anchorSubscriptions } from './terms';

/** The subscriptions' background work: find who to tell when a policy is published or opens, and tell them. */
export const subscriptionJobs: JobDefinition[] = [
  { kind: DISPATCH_JOB, run: async ({ tx, deps }) => void (await dispatchPending(tx, deps.now())) },
  { kind: DELIVER_JOB, run: async ({ tx, deps }) => void (await deliverImmediate(tx, deps)) },
  // Just after China's midnight: windows opening today.
  { kind: 'subscription.windowOpened', every: dailyAt(0, 10), run: async ({ tx, deps }) => void (await recordWindowsOpening(tx, deps.now())) },
  { kind: 'subscription.digestDaily', every: dailyAt(8), run: async ({ tx, deps }) => void (await deliverDigest(tx, deps, 'daily')) },
  { kind: 'subscription.digestWeekly', every: weeklyAt(1, 8), run: async ({ tx, deps }) => void (await deliverDigest(tx, deps, 'weekly')) },
  { kind: 'subscription.reminders', every: dailyAt(9), run: async ({ tx, deps }) => void (await sendReminders(tx, deps)) },
  // At night: each subscription found through its most selective dimension as the library now stands.
  { kind: 'subscription.anchors', every: dailyAt(3), run: async ({ tx }) => void (await anchorSubscriptions(tx)) },
];
