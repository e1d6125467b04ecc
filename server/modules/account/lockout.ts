import { and, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { loginLogs, users } from '../../db/schema';
import { dataScopeOf, inScope, scopeCondition } from '../../lib/access';
import { AppError, forbidden, notFound, ShowType } from '../../lib/errors';
import { audit } from '../../lib/audit';

export const MAX_FAILURES = 5;
export const LOCK_MINUTES = 10;
const minutes = (n: number) => n * 60_000;

/** Login-log reasons that take part in the failure streak; anything else (a locked attempt) does not count. */
const streakReasons = ['bad_credentials', 'ok', 'unlocked'];

/**
 * An account or an IP is locked for 10 minutes once 5 failed logins fall within 10 minutes with no
 * success or admin unlock between them. Returns when the lock ends, or null. Staff and visitors sign in
 * apart: each audience's failures lock only its own sign-in.
 */
export async function lockedUntil(
  db: Db,
  who: { username: string } | { ip: string },
  now: Date,
  audience: 'staff' | 'visitor' = 'staff',
): Promise<Date | null> {
  const subject = and(
    'username' in who ? sql`lower(${loginLogs.username}) = lower(${who.username})` : eq(loginLogs.ip, who.ip),
    eq(loginLogs.audience, audience),
  );
  const recent = await db
    .select({ reason: loginLogs.reason, createdAt: loginLogs.createdAt })
    .from(loginLogs)
    .where(and(subject, inArray(loginLogs.reason, streakReasons), gt(loginLogs.createdAt, new Date(now.getTime() - minutes(2 * LOCK_MINUTES)))))
    .orderBy(desc(loginLogs.createdAt), desc(loginLogs.id))
    .limit(MAX_FAILURES);
  if (recent.length < MAX_FAILURES || recent.some((r) => r.reason !== 'bad_credentials')) return null;
  const newest = recent[0].createdAt.getTime();
  const oldest = recent[recent.length - 1].createdAt.getTime();
  if (newest - oldest > minutes(LOCK_MINUTES)) return null;
  const until = new Date(newest + minutes(LOCK_MINUTES));
  return until > now ? until : null;
}

/** The refusal of a sign-in while locked (staff and visitors alike): 429 with the seconds to wait. */
export function lockedOut(locked: Date, now: Date) {
  const seconds = Math.ceil((locked.getTime() - now.getTime()) / 1000);
  return new AppError(
    429,
    `Too many failed logins: try again in ${Math.max(1, Math.ceil(seconds / 60))} minute(s) (locked for ${LOCK_MINUTES} minutes after 5 failures)`,
    {
      code: 1001,
      showType: ShowType.WARN_MESSAGE,
      retryAfterSeconds: seconds,
    },
  );
}

/**
 * Accounts and IPs locked right now: candidates from recent failures, each checked by the lock rule. Accounts
 * outside the user's data scope are left out, and IPs (which belong to no department) shown only to a user
 * who sees everything.
 */
export async function currentLockouts(deps: Deps, request: FastifyRequest) {
  const now = deps.now();
  const since = new Date(now.getTime() - 20 * 60_000);
  const scope = await dataScopeOf(deps.db, request.user!.id);
  const recent = await deps.db
    .selectDistinct({ username: loginLogs.username, ip: loginLogs.ip })
    .from(loginLogs)
    .where(and(eq(loginLogs.reason, 'bad_credentials'), eq(loginLogs.audience, 'staff'), gte(loginLogs.createdAt, since)))
    .limit(500);
  let usernames = [...new Set(recent.map((r) => r.username.toLowerCase()))];
  if (scope.departmentIds !== null && usernames.length) {
    const visible = await deps.db
      .select({ username: sql<string>`lower(${users.username})` })
      .from(users)
      .where(and(inArray(sql`lower(${users.username})`, usernames), scopeCondition(deps.db, scope, { department: users.departmentId, owner: users.id })));
    usernames = visible.map((v) => v.username);
  }
  const result: { kind: 'username' | 'ip'; value: string; lockedUntil: string }[] = [];
  for (const username of usernames) {
    const until = await lockedUntil(deps.db, { username }, now);
    if (until) result.push({ kind: 'username', value: username, lockedUntil: until.toISOString() });
  }
  const ips = scope.departmentIds === null ? new Set(recent.map((r) => r.ip).filter((i): i is string => !!i)) : [];
  for (const ip of ips) {
    const until = await lockedUntil(deps.db, { ip }, now);
    if (until) result.push({ kind: 'ip', value: ip, lockedUntil: until.toISOString() });
  }
  return result;
}

/** An admin unlock ends the failure streak: the lock rule ignores failures before it. */
export async function unlock(deps: Deps, request: FastifyRequest, who: { username?: string; ip?: string }) {
  await deps.db.transaction(async (tx) => {
    const scope = await dataScopeOf(tx, request.user!.id);
    if (who.username && scope.departmentIds !== null) {
      const [account] = await tx
        .select({ id: users.id, departmentId: users.departmentId })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${who.username})`);
      if (!account || !inScope(scope, { departmentId: account.departmentId, ownerId: account.id })) throw notFound('Account');
    }
    if (who.ip && scope.departmentIds !== null) throw forbidden('ip: only a user who sees every account may unlock an address', 'ip');
    const now = deps.now();
    if (who.username) await tx.insert(loginLogs).values({ username: who.username, ip: null, success: false, reason: 'unlocked', createdAt: now });
    if (who.ip) await tx.insert(loginLogs).values({ username: '', ip: who.ip, success: false, reason: 'unlocked', createdAt: now });
    await audit(tx, request, { action: 'unlock', entity: 'login', summary: [who.username, who.ip].filter(Boolean).join(' / ') });
  });
}
