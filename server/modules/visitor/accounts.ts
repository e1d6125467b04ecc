import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { maskContact, type Contact } from '@shared/contact';
import type { Deps } from '../../deps';
import { loginLogs, visitorSessions, visitors } from '../../db/schema';
import { audit } from '../../lib/audit';
import type { AuthVisitor } from '../../plugins/auth';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../lib/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { lockedOut, lockedUntil } from '../account/lockout';
import { checkPassword } from '../account/passwords';
import { checkCaptcha, recordFailure } from './captcha';
import { spendCode, type CodePurpose } from './codes';
import { allConfig, siteNameOf } from '../config/service';
import { queueMail } from '../queue/mail';
import { endProviderSessions, tellAppsOfSignOut } from '../sso/service';

type Visitor = typeof visitors.$inferSelect;
type SignInContext = { ip: string; userAgent?: string };
/** The solved image captcha a sign-in, registration or reset carries once the address or IP failed too often. */
type CaptchaAnswer = { captchaId?: string; captcha?: string };

/** The one message for an unknown address and a wrong password, so neither is revealed. */
export const BAD_VISITOR_CREDENTIALS = 'Incorrect e-mail / mobile number or password';

const contactColumn = (contact: Contact) => (contact.channel === 'email' ? visitors.email : visitors.phone);

/** What a visitor sees of their own account. */
export const publicVisitor = (v: Visitor) => ({
  id: v.id,
  displayName: v.displayName,
  email: v.email,
  phone: v.phone,
  emailNotices: v.emailNotices,
  createdAt: v.createdAt.toISOString(),
});

/** The name a visitor's sign-ins are logged and locked under: the address they sign in with. */
const visitorName = (v: Pick<Visitor, 'email' | 'phone'>) => (v.email ?? v.phone)!;

/** A new session for the visitor (also after a sign-in through the identity platform, server/modules/sso). */
export async function newSession(deps: Deps, visitor: Visitor, ctx: SignInContext) {
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
 * Spends a registration or reset code; a wrong one is a failure of the address and IP (login-log reason
 * `bad_code`) that counts towards the image captcha, and the refusal says when the next try needs it.
 */
async function spendCodeCounted(deps: Deps, input: { purpose: CodePurpose; contact: Contact; code: string }, ctx: SignInContext) {
  try {
    await spendCode(deps, input);
  } catch (err) {
    if (!(err instanceof AppError) || err.field !== 'code') throw err;
    const captchaNext = await recordFailure(deps, { address: input.contact.address, ...ctx, reason: 'bad_code' });
    throw captchaNext ? new AppError(err.status, err.message, { field: 'code', captchaRequired: true }) : err;
  }
}

/**
 * A new visitor account: the address confirmed by its code, a password under the park's policy, the terms
 * accepted. The password is checked before the code is spent; an address already registered is a 409 once
 * the code proves the address is the caller's (so only its owner learns that it is taken).
 */
export async function register(
  deps: Deps,
  request: FastifyRequest,
  input: { contact: Contact; code: string; password: string; displayName?: string } & CaptchaAnswer,
  ctx: SignInContext,
) {
  await checkPassword(deps.db, input.password, input.contact.address);
  await checkCaptcha(deps, { address: input.contact.address, ...ctx, captchaId: input.captchaId, captcha: input.captcha });
  await spendCodeCounted(deps, { purpose: 'register', contact: input.contact, code: input.code }, ctx);
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
export async function signIn(deps: Deps, input: { contact: Contact; password: string } & CaptchaAnswer, ctx: SignInContext) {
  const now = deps.now();
  const name = input.contact.address;
  const locked = (await lockedUntil(deps.db, { username: name }, now, 'visitor')) ?? (await lockedUntil(deps.db, { ip: ctx.ip }, now, 'visitor'));
  const log = (success: boolean, reason: string) =>
    deps.db.insert(loginLogs).values({ username: name, ip: ctx.ip, userAgent: ctx.userAgent, success, reason, audience: 'visitor', createdAt: now });
  if (locked) {
    await log(false, 'locked');
    throw lockedOut(locked, now);
  }
  await checkCaptcha(deps, { address: name, ...ctx, captchaId: input.captchaId, captcha: input.captcha });
  const [visitor] = await deps.db
    .select()
    .from(visitors)
    .where(eq(contactColumn(input.contact), name))
    .limit(1);
  const passwordOk = await verifyPassword(visitor?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!visitor || !passwordOk) {
    const captchaNext = await recordFailure(deps, { address: name, ...ctx, reason: 'bad_credentials' });
    throw new AppError(401, BAD_VISITOR_CREDENTIALS, { captchaRequired: captchaNext });
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
 * A forgotten password, reset by a code sent to the address. Every session of the account ends, with its
 * sign-ins to apps (whoever held one no longer does). Only the address's owner, holding its code, learns whether it has an account.
 */
export async function resetPassword(
  deps: Deps,
  request: FastifyRequest,
  input: { contact: Contact; code: string; password: string } & CaptchaAnswer,
  ctx: SignInContext,
) {
  await checkPassword(deps.db, input.password, input.contact.address);
  await checkCaptcha(deps, { address: input.contact.address, ...ctx, captchaId: input.captchaId, captcha: input.captcha });
  await spendCodeCounted(deps, { purpose: 'reset_password', contact: input.contact, code: input.code }, ctx);
  const now = deps.now();
  const passwordHash = await hashPassword(input.password);
  const { id, signedOut } = await deps.db.transaction(async (tx) => {
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
    const notices = await endProviderSessions(tx, { kind: 'visitor', id: visitor.id });
    await audit(tx, request, { action: 'update', entity: 'visitor', entityId: visitor.id, summary: 'password reset by code; sessions ended' });
    return { id: visitor.id, signedOut: notices };
  });
  await tellAppsOfSignOut(deps, request, { kind: 'visitor', id }, signedOut);
}

/** The display name the portal greets the visitor by; empty is allowed (the address is shown then). */
/** The visitor's own settings: the display name, whether notices also come by e-mail; what is left out stays as it is. */
export async function updateProfile(deps: Deps, request: FastifyRequest, input: { displayName?: string; emailNotices?: boolean }) {
  const me = request.visitor!;
  const changes = {
    ...(input.displayName === undefined ? {} : { displayName: input.displayName.trim() }),
    ...(input.emailNotices === undefined ? {} : { emailNotices: input.emailNotices }),
  };
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(visitors).where(eq(visitors.id, me.id));
    if (!before) throw unauthorized();
    const [after] = await tx
      .update(visitors)
      .set({ ...changes, updatedAt: deps.now() })
      .where(eq(visitors.id, me.id))
      .returning();
    await audit(tx, request, {
      action: 'update',
      entity: 'visitor',
      entityId: me.id,
      summary: `visitor changed ${Object.keys(changes).join(', ') || 'nothing'}`,
      before: { displayName: before.displayName, emailNotices: before.emailNotices },
      after: { displayName: after.displayName, emailNotices: after.emailNotices },
    });
    return publicVisitor(after);
  });
}

/**
 * A new password, the current one given (a session left open elsewhere cannot lock its owner out), under the
 * park's policy. This session stays; every other session of the account ends, and its sign-ins to apps.
 */
export async function changePassword(deps: Deps, request: FastifyRequest, input: { currentPassword: string; newPassword: string }) {
  const me = request.visitor!;
  const [visitor] = await deps.db.select().from(visitors).where(eq(visitors.id, me.id));
  if (!visitor) throw unauthorized();
  // Wrong current passwords count as failed sign-ins: a session left open elsewhere cannot be used to guess it.
  const name = visitorName(visitor);
  const locked = await lockedUntil(deps.db, { username: name }, deps.now(), 'visitor');
  if (locked) throw lockedOut(locked, deps.now());
  if (!(await verifyPassword(visitor.passwordHash, input.currentPassword))) {
    await recordFailure(deps, { address: name, ip: request.ip, userAgent: request.headers['user-agent'], reason: 'bad_credentials' });
    throw badRequest('currentPassword: the current password is wrong', 'currentPassword');
  }
  await checkPassword(deps.db, input.newPassword, visitorName(visitor), 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.now();
  const signedOut = await deps.db.transaction(async (tx) => {
    await tx.update(visitors).set({ passwordHash, updatedAt: now }).where(eq(visitors.id, me.id));
    const ended = await tx
      .update(visitorSessions)
      .set({ revokedAt: now })
      .where(and(eq(visitorSessions.visitorId, me.id), isNull(visitorSessions.revokedAt), ne(visitorSessions.id, me.sessionId)))
      .returning({ id: visitorSessions.id });
    // The sign-ins to apps end too: whoever knew the old password may hold one.
    const notices = await endProviderSessions(tx, { kind: 'visitor', id: me.id });
    await audit(tx, request, {
      action: 'update',
      entity: 'visitor',
      entityId: me.id,
      summary: `visitor changed the password; ${ended.length} other session(s) and the sign-ins to apps ended`,
    });
    return notices;
  });
  await tellAppsOfSignOut(deps, request, { kind: 'visitor', id: me.id }, signedOut);
}

/** What the old address is told when an account's e-mail or mobile number changes. */
const contactChangedText = (siteName: string, channel: 'email' | 'sms', next: string) =>
  `您在${siteName}的账号${channel === 'email' ? '邮箱' : '手机号'}已更换为 ${maskContact(next)}。如非本人操作，请立即通过“忘记密码”重置密码并联系园区。`;

/**
 * Binds a new e-mail address or mobile number (by its channel) with the code sent to it. A visitor who signed up
 * by e-mail may add a mobile number this way, and the other way round. Another account's address is a 409,
 * told only once the code proves the address is the caller's.
 */
export async function changeContact(deps: Deps, request: FastifyRequest, input: { contact: Contact; code: string }) {
  const me = request.visitor!;
  const column = input.contact.channel === 'email' ? 'email' : 'phone';
  const [before] = await deps.db.select().from(visitors).where(eq(visitors.id, me.id));
  if (!before) throw unauthorized();
  if (before[column] === input.contact.address) throw badRequest('address: this is already your address', 'address');
  await spendCode(deps, { purpose: 'change_contact', contact: input.contact, code: input.code });
  const changed = await deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: visitors.id })
      .from(visitors)
      .where(and(eq(contactColumn(input.contact), input.contact.address), ne(visitors.id, me.id)))
      .limit(1);
    if (taken) throw conflict('address: another account uses this address', 'address');
    // The old address hears of the change, so that a taken-over session cannot move the account away unnoticed.
    const old = before[column];
    if (old && column === 'email') {
      const siteName = siteNameOf(await allConfig(tx));
      await queueMail(tx, { to: old, subject: `${siteName}：账号邮箱已更换`, text: contactChangedText(siteName, 'email', input.contact.address) }, deps.now());
    }
    const [after] = await tx
      .update(visitors)
      .set({ [column]: input.contact.address, updatedAt: deps.now() })
      .where(eq(visitors.id, me.id))
      .returning();
    await audit(tx, request, {
      action: 'update',
      entity: 'visitor',
      entityId: me.id,
      summary: `visitor changed the ${column === 'email' ? 'e-mail address' : 'mobile number'} (confirmed by code)`,
      before: { [column]: before[column] },
      after: { [column]: after[column] },
    });
    return publicVisitor(after);
  });
  // A text to the old mobile number is sent once the change stands; a refused text does not undo it.
  if (before.phone && column === 'phone') {
    const siteName = siteNameOf(await allConfig(deps.db));
    await deps.sms.send({ to: before.phone, text: contactChangedText(siteName, 'sms', input.contact.address) }).catch(() => undefined);
  }
  return changed;
}

/** Whether a code may be sent for binding this address: not the visitor's own already. */
export async function assertNewContact(deps: Deps, me: AuthVisitor, contact: Contact) {
  const [visitor] = await deps.db.select().from(visitors).where(eq(visitors.id, me.id));
  if (!visitor) throw unauthorized();
  if (visitor[contact.channel === 'email' ? 'email' : 'phone'] === contact.address) throw badRequest('address: this is already your address', 'address');
}

/** The visitor's live sessions (not ended, not expired), the most recently used first; `current` is this one. */
export async function listSessions(deps: Deps, me: AuthVisitor) {
  const rows = await deps.db
    .select()
    .from(visitorSessions)
    .where(and(eq(visitorSessions.visitorId, me.id), isNull(visitorSessions.revokedAt), gt(visitorSessions.expiresAt, deps.now())))
    .orderBy(desc(visitorSessions.lastSeenAt), desc(visitorSessions.id));
  return rows.map((s) => ({
    id: s.id,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    ip: s.ip,
    userAgent: s.userAgent,
    current: s.id === me.sessionId,
  }));
}

/** Ends one of the visitor's own live sessions (this one too: that is signing out); anyone else's is a 404. */
export async function revokeSession(deps: Deps, request: FastifyRequest, id: number) {
  const me = request.visitor!;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [ended] = await tx
      .update(visitorSessions)
      .set({ revokedAt: now })
      .where(and(eq(visitorSessions.id, id), eq(visitorSessions.visitorId, me.id), isNull(visitorSessions.revokedAt), gt(visitorSessions.expiresAt, now)))
      .returning({ id: visitorSessions.id });
    if (!ended) throw notFound('Session');
    await audit(tx, request, { action: 'revoke', entity: 'visitor', entityId: me.id, summary: `visitor ended session ${id}` });
  });
  return { current: id === me.sessionId };
}

/** Ends every live session of the visitor but this one. */
export async function revokeOtherSessions(deps: Deps, request: FastifyRequest) {
  const me = request.visitor!;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const ended = await tx
      .update(visitorSessions)
      .set({ revokedAt: now })
      .where(and(eq(visitorSessions.visitorId, me.id), isNull(visitorSessions.revokedAt), ne(visitorSessions.id, me.sessionId)))
      .returning({ id: visitorSessions.id });
    await audit(tx, request, { action: 'revoke', entity: 'visitor', entityId: me.id, summary: `visitor ended ${ended.length} other session(s)` });
    return { revoked: ended.length };
  });
}
