import { and, asc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { loginLogs, resources, roleResources, roles, sessions, userRoles, users } from '../../db/schema';
import { AppError, ShowType, unauthorized } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { lockedOut, lockedUntil } from './lockout';
import type { CurrentUser } from './schemas';

/** The one message for an unknown user and a wrong password, so neither is revealed. */
export const BAD_CREDENTIALS = 'Incorrect username or password';

type LoginContext = { ip: string; userAgent?: string };

export async function login(deps: Deps, input: { username: string; password: string }, ctx: LoginContext) {
  const { db } = deps;
  const now = deps.now();
  const locked = (await lockedUntil(db, { username: input.username }, now)) ?? (await lockedUntil(db, { ip: ctx.ip }, now));
  if (locked) {
    await db.insert(loginLogs).values({ username: input.username, ip: ctx.ip, userAgent: ctx.userAgent, success: false, reason: 'locked', createdAt: now });
    throw lockedOut(locked, now);
  }

  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${input.username})`)
    .limit(1);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !passwordOk) {
    await db.insert(loginLogs).values({
      username: input.username,
      userId: user?.id ?? null,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      success: false,
      reason: 'bad_credentials',
      createdAt: now,
    });
    throw new AppError(401, BAD_CREDENTIALS, { showType: ShowType.ERROR_MESSAGE });
  }
  if (user.status !== 'active') {
    await db
      .insert(loginLogs)
      .values({ username: user.username, userId: user.id, ip: ctx.ip, userAgent: ctx.userAgent, success: false, reason: 'disabled', createdAt: now });
    throw new AppError(403, 'This account is disabled; ask an administrator to enable it', { code: 1002 });
  }

  return openSession(deps, user, ctx);
}

/** A new session for an active staff account (also after a sign-in through the identity platform, server/modules/sso). */
export async function openSession(deps: Deps, user: typeof users.$inferSelect, ctx: LoginContext) {
  const { db } = deps;
  const now = deps.now();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + deps.config.tokenTtlSeconds * 1000);
  await db.transaction(async (tx) => {
    await tx
      .insert(sessions)
      .values({ userId: user.id, tokenHash: hashToken(token), ip: ctx.ip, userAgent: ctx.userAgent, createdAt: now, lastSeenAt: now, expiresAt });
    await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
    await tx
      .insert(loginLogs)
      .values({ username: user.username, userId: user.id, ip: ctx.ip, userAgent: ctx.userAgent, success: true, reason: 'ok', createdAt: now });
  });
  return { token, expiresAt: expiresAt.toISOString(), currentUser: await loadCurrentUser(deps, user.id) };
}

export async function logout(deps: Deps, sessionId: number) {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.now(), revokedReason: 'logout' })
    .where(and(eq(sessions.id, sessionId), sql`${sessions.revokedAt} is null`));
}

export async function loadCurrentUser(deps: Deps, userId: number): Promise<CurrentUser> {
  const { db } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthorized();
  const roleRows = await db
    .select({ id: roles.id, code: roles.code, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.status, 'active')))
    .orderBy(asc(roles.order), asc(roles.id));
  const keys = await db
    .selectDistinct({ key: resources.resourceKey })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, 'active')))
    .innerJoin(roleResources, eq(roleResources.roleId, roles.id))
    .innerJoin(resources, eq(resources.id, roleResources.resourceId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(resources.resourceKey));
  return {
    id: user.id,
    username: user.username,
    name: user.realName || user.username,
    avatar: user.avatar,
    phone: user.phone,
    email: user.email,
    departmentId: user.departmentId,
    roles: roleRows,
    permissions: keys.map((k) => k.key),
    lastLoginAt: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
  };
}
