import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginLogs } from '../../db/schema';

export const MAX_FAILURES = 5;
export const LOCK_MINUTES = 10;
const minutes = (n: number) => n * 60_000;

/** Login-log reasons that take part in the failure streak; anything else (a locked attempt) does not count. */
const streakReasons = ['bad_credentials', 'ok', 'unlocked'];

/**
 * An account or an IP is locked for 10 minutes once 5 failed logins fall within 10 minutes with no
 * success or admin unlock between them. Returns when the lock ends, or null.
 */
export async function lockedUntil(
  db: Db,
  who: { username: string } | { ip: string },
  now: Date,
): Promise<Date | null> {
  const subject =
    'username' in who
      ? sql`lower(${loginLogs.username}) = lower(${who.username})`
      : eq(loginLogs.ip, who.ip);
  const recent = await db
    .select({ reason: loginLogs.reason, createdAt: loginLogs.createdAt })
    .from(loginLogs)
    .where(
      and(
        subject,
        inArray(loginLogs.reason, streakReasons),
        gt(loginLogs.createdAt, new Date(now.getTime() - minutes(2 * LOCK_MINUTES))),
      ),
    )
    .orderBy(desc(loginLogs.createdAt), desc(loginLogs.id))
    .limit(MAX_FAILURES);
  if (recent.length < MAX_FAILURES || recent.some((r) => r.reason !== 'bad_credentials')) return null;
  const newest = recent[0].createdAt.getTime();
  const oldest = recent[recent.length - 1].createdAt.getTime();
  if (newest - oldest > minutes(LOCK_MINUTES)) return null;
  const until = new Date(newest + minutes(LOCK_MINUTES));
  return until > now ? until : null;
}
