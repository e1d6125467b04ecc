import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Contact } from '@shared/contact';
import type { Deps } from '../../deps';
import { loginLogs, visitorSessions, visitors } from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError, conflict, unauthorized } from '../../lib/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { lockedOut, lockedUntil } from '../account/lockout';
import { checkPassword } from '../account/passwords';
import { spendCode } from './codes';

type Visitor = typeof visitors.$inferSelect;
type SignInContext = { ip: string; userAgent?: string };

/** The one message for an unknown address and a wrong password, so neither is revealed. */
export const BAD_VISITOR_CREDENTIALS = 'Incorrect e-mail / mobile number or password';

const contactColumn = (contact: Contact) => (contact.channel === 'email' ? visitors.email : visitors.phone);

/** What a visitor sees of their own account. */
export const publicVisitor = (v: Visitor) => ({ id: v.id, displayName: v.displayName, email: v.email, phone: v.phone, createdAt: v.createdAt.toISOString() });

/** The name a visitor's sign-ins are logged and locked under: the address they sign in with. */
const visitorName = (v: Pick<Visitor, 'email' | 'phone'>) => (v.email ?? v.phone)!;

async function newSession(deps: Deps, visitor: Visitor, ctx: SignInContext) {
  const now = deps.now();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + deps.config.tokenTtlSeconds * 1000);
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(visitorSessions)
      .values({ visitorId: visitor.id, tokenHash: hashToken(token), ip: ctx.ip, userAgent: ctx.userAgent, createdAt: now, lastSeenAt: now, expiresAt });
    await tx.update(visitors).set({ lastLoginAt: now }).where(eq(visitors.id, visitor.id));
    await tx
      .insert(loginLogs)
      .values({ username: visitorName(visitor), ip: ctx.ip, userAgent: ctx.userAgent, success: true, reason: 'ok', audience: 'visitor', createdAt: now });
  });
  return { token, expiresAt: expiresAt.toISOString(), visitor: publicVisitor(visitor) };
}

/**
 * A new visitor account: the address confirmed by its code, a password under the park's policy, the terms
 * accepted. The password is checked before the code is spent; an address already registered is a 409 once
 * the code proves the address is the caller's (so only its owner learns that it is taken).
 */
export async function register(
  deps: Deps,
  request: FastifyRequest,
  input: { contact: Contact; code: string; password: string; displayName?: string },
  ctx: SignInContext,
) {
  await checkPassword(deps.db, input.password, input.contact.address);
  await spendCode(deps, { purpose: 'register', contact: input.contact, code: input.code });
  const now = deps.now();
  const passwordHash = await hashPassword(input.password);
  const visitor = await deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: visitors.id })
      .from(visitors)
      .where(eq(contactColumn(input.contact), input.contact.address))
      .limit(1);
    if (taken) throw conflict('This address already has an account: sign in, or reset the password', 'address');
    const [row] = await tx
      .insert(visitors)
      .values({
        email: input.contact.channel === 'email' ? input.contact.address : null,
        phone: input.contact.channel === 'sms' ? input.contact.address : null,
        passwordHash,
        displayName: input.displayName?.trim() ?? '',
        termsAcceptedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await audit(tx, request, {
      action: 'create',
      entity: 'visitor',
      entityId: row.id,
      summary: `visitor registered (${input.contact.channel})`,
      after: publicVisitor(row),
    });
    return row;
  });
  return newSession(deps, visitor, ctx);
}

/** Sign-in by e-mail or mobile number and password, locked out as staff sign-in is (their own streaks). */
export async function signIn(deps: Deps, input: { contact: Contact; password: string }, ctx: SignInContext) {
  const now = deps.now();
  const name = input.contact.address;
  const locked = (await lockedUntil(deps.db, { username: name }, now, 'visitor')) ?? (await lockedUntil(deps.db, { ip: ctx.ip }, now, 'visitor'));
  const log = (success: boolean, reason: string) =>
    deps.db.insert(loginLogs).values({ username: name, ip: ctx.ip, userAgent: ctx.userAgent, success, reason, audience: 'visitor', createdAt: now });
  if (locked) {
    await log(false, 'locked');
    throw lockedOut(locked, now);
  }
  const [visitor] = await deps.db
    .select()
    .from(visitors)
    .where(eq(contactColumn(input.contact), name))
    .limit(1);
  const passwordOk = await verifyPassword(visitor?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!visitor || !passwordOk) {
    await log(false, 'bad_credentials');
    throw new AppError(401, BAD_VISITOR_CREDENTIALS);
  }
  if (visitor.status !== 'active') {
    await log(false, 'disabled');
    throw new AppError(403, 'This account is disabled; contact the park', { code: 1002 });
  }
  return newSession(deps, visitor, ctx);
}

export async function signOut(deps: Deps, sessionId: number) {
  await deps.db
    .update(visitorSessions)
    .set({ revokedAt: deps.now() })
    .where(and(eq(visitorSessions.id, sessionId), isNull(visitorSessions.revokedAt)));
}

export async function currentVisitor(deps: Deps, id: number) {
  const [visitor] = await deps.db.select().from(visitors).where(eq(visitors.id, id)).limit(1);
  if (!visitor) throw unauthorized();
  return publicVisitor(visitor);
}

/**
 * A forgotten password, reset by a code sent to the address. Every session of the account ends (whoever
 * held one no longer does). Only the address's owner, holding its code, learns whether it has an account.
 */
export async function resetPassword(deps: Deps, request: FastifyRequest, input: { contact: Contact; code: string; password: string }) {
  await checkPassword(deps.db, input.password, input.contact.address);
  await spendCode(deps, { purpose: 'reset_password', contact: input.contact, code: input.code });
  const now = deps.now();
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const [visitor] = await tx
      .update(visitors)
      .set({ passwordHash, updatedAt: now })
      .where(eq(contactColumn(input.contact), input.contact.address))
      .returning({ id: visitors.id });
    if (!visitor) throw conflict('No account uses this address: register instead', 'address');
    await tx
      .update(visitorSessions)
      .set({ revokedAt: now })
      .where(and(eq(visitorSessions.visitorId, visitor.id), isNull(visitorSessions.revokedAt)));
    await audit(tx, request, { action: 'update', entity: 'visitor', entityId: visitor.id, summary: 'password reset by code; sessions ended' });
  });
}
