import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ExternalOidcConfig } from '../../config';
import { externalIdentities, ssoLoginStates, users, visitors } from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { siteOrigin } from '../../lib/siteOrigin';
import { dataScopeOf, holdingsOf, inScope, manageableAccount } from '../../lib/access';
import { openSession } from '../account/service';
import { newSession, publicVisitor } from '../visitor/accounts';

/**
 * The portal as a relying party of an external identity platform (OIDC_ISSUER): authorization code with PKCE,
 * state and nonce, by openid-client. The platform sends the browser back to the `/auth` screen, which hands the
 * answer to `finishExternalSignIn`.
 */
type OidcClientModule = typeof import('openid-client');
let clientModule: Promise<OidcClientModule> | undefined;
const loadClient = () => (clientModule ??= import('openid-client'));

const STATE_TTL_MS = 10 * 60 * 1000;
/** Where the platform sends the browser back: the front's /auth screen. */
export const CALLBACK_PATH = '/auth';

const isLocalHttp = (issuer: string) => /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/.test(issuer);

/** The platform's configuration, discovered once per process (again after a failure). */
const discovered = new Map<string, Promise<import('openid-client').Configuration>>();
async function configurationOf(cfg: ExternalOidcConfig) {
  const key = `${cfg.issuer} ${cfg.clientId}`;
  let found = discovered.get(key);
  if (!found) {
    const client = await loadClient();
    found = client.discovery(
      new URL(cfg.issuer),
      cfg.clientId,
      cfg.clientSecret,
      undefined,
      isLocalHttp(cfg.issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    found.catch(() => discovered.get(key) === found && discovered.delete(key));
    discovered.set(key, found);
  }
  return found;
}

function configured(deps: Deps): ExternalOidcConfig {
  const cfg = deps.config.externalOidc;
  if (!cfg) throw notFound('Sign-in through the identity platform is not configured here; it');
  return cfg;
}

/** Starts a sign-in: a fresh state, nonce and PKCE verifier kept for 10 minutes; the platform's address to go to. */
export async function startExternalSignIn(deps: Deps, request: FastifyRequest, input: { reurl?: string; audience: 'visitor' | 'staff' }) {
  const cfg = configured(deps);
  const client = await loadClient();
  let config;
  try {
    config = await configurationOf(cfg);
  } catch (err) {
    request.log.warn({ errName: (err as Error)?.name, errCode: (err as { code?: unknown })?.code }, 'identity platform discovery failed');
    throw new AppError(503, 'The identity platform cannot be reached; try again later or sign in with a password');
  }
  const now = deps.now();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  await deps.db.transaction(async (tx) => {
    // Old, unused starts are cleared as new ones come.
    await tx.delete(ssoLoginStates).where(lt(ssoLoginStates.expiresAt, now));
    await tx.insert(ssoLoginStates).values({
      state,
      nonce,
      codeVerifier,
      audience: input.audience,
      reurl: input.reurl ?? (input.audience === 'staff' ? '/admin' : '/'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + STATE_TTL_MS),
    });
  });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: `${siteOrigin(deps, request)}${CALLBACK_PATH}`,
    scope: 'openid profile email phone',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return url.href;
}

/** Whether openid-client refused the ID token for its nonce (the reason may sit in a cause). */
function aboutNonce(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as { message?: unknown; claim?: unknown; cause?: unknown };
  return e.claim === 'nonce' || (typeof e.message === 'string' && /"nonce"/.test(e.message)) || aboutNonce(e.cause, depth + 1);
}

type Claims = { sub: string; email?: unknown; email_verified?: unknown; phone_number?: unknown; phone_number_verified?: unknown; name?: unknown };

/**
 * Finishes a sign-in from the platform's answer (the query string the browser came back with): the state must
 * be one this server started, unused and under 10 minutes old (it is spent now, whatever follows); the code is
 * exchanged with the PKCE verifier and the ID token checked (signature, issuer, audience, nonce) by
 * openid-client. Then the identity signs in the account it is linked to; a new identity links to the visitor
 * with its verified e-mail or becomes a new visitor; staff only through an identity an admin linked.
 */
export async function finishExternalSignIn(deps: Deps, request: FastifyRequest, callback: string) {
  const cfg = configured(deps);
  const params = new URLSearchParams(callback.replace(/^\?/, ''));
  const state = params.get('state') ?? '';
  const now = deps.now();
  const badState = () => badRequest('state: this sign-in answer does not match a sign-in started here, or it has expired; start again', 'state');
  if (!state || state.length > 64) throw badState();
  const [pending] = await deps.db
    .update(ssoLoginStates)
    .set({ usedAt: now })
    .where(and(eq(ssoLoginStates.state, state), isNull(ssoLoginStates.usedAt), gt(ssoLoginStates.expiresAt, now)))
    .returning();
  if (!pending) throw badState();
  const client = await loadClient();
  const config = await configurationOf(cfg);
  const currentUrl = new URL(`${siteOrigin(deps, request)}${CALLBACK_PATH}?${params.toString()}`);
  let claims: Claims;
  try {
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims() as Claims;
    // The e-mail and name usually come from userinfo (an ID token of the code flow may carry only sub);
    // openid-client checks that it names the same subject.
    if (config.serverMetadata().userinfo_endpoint) {
      claims = { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims } as Claims;
    }
  } catch (err) {
    const e = err as Error & { code?: string; error?: string };
    request.log.warn({ errName: e?.name, errCode: e?.code }, 'identity platform answer refused');
    if (aboutNonce(e)) throw badRequest('nonce: the identity token does not belong to this sign-in (nonce mismatch); start again', 'nonce');
    if (e?.name === 'AuthorizationResponseError')
      throw badRequest(`code: the identity platform did not sign you in (${String(e.error ?? 'error').slice(0, 64)})`, 'code');
    throw badRequest('code: the identity platform’s answer could not be verified; start again', 'code');
  }
  const subject = String(claims.sub);
  const email = typeof claims.email === 'string' && claims.email_verified === true ? claims.email.trim().toLowerCase().slice(0, 128) : null;
  const phoneRaw = typeof claims.phone_number === 'string' && claims.phone_number_verified === true ? claims.phone_number.replace(/^\+?86/, '') : '';
  const phone = /^1\d{10}$/.test(phoneRaw) ? phoneRaw : null;
  const issuer = cfg.issuer;
  const ctx = { ip: request.ip, userAgent: request.headers['user-agent'] };
  // A password nobody knows, for an account created here (the visitor may set one by a reset code).
  const unusablePassword = await hashPassword(crypto.randomBytes(32).toString('base64url'));

  const owner = await deps.db.transaction(async (tx) => {
    const [identity] = await tx
      .select()
      .from(externalIdentities)
      .where(and(eq(externalIdentities.issuer, issuer), eq(externalIdentities.subject, subject)))
      .limit(1);
    if (identity) {
      await tx.update(externalIdentities).set({ lastSignInAt: now }).where(eq(externalIdentities.id, identity.id));
      if (pending.audience === 'staff' && !identity.userId) throw forbidden('This identity is not linked to a staff account; ask an administrator to link it');
      if (pending.audience === 'visitor' && !identity.visitorId) throw forbidden('This identity belongs to a staff account: sign in on the staff login page');
      return identity.userId ? { kind: 'staff' as const, id: identity.userId } : { kind: 'visitor' as const, id: identity.visitorId! };
    }
    if (pending.audience === 'staff') {
      throw forbidden(`This identity (${subject.slice(0, 64)}) is not linked to a staff account; ask an administrator to link it`);
    }
    let visitorId: number | undefined;
    let how = 'linked by verified e-mail';
    if (email) {
      const [byEmail] = await tx.select({ id: visitors.id }).from(visitors).where(eq(visitors.email, email)).limit(1);
      visitorId = byEmail?.id;
    }
    if (!visitorId && phone) {
      const [byPhone] = await tx.select({ id: visitors.id }).from(visitors).where(eq(visitors.phone, phone)).limit(1);
      visitorId = byPhone?.id;
      how = 'linked by verified mobile number';
    }
    if (!visitorId) {
      if (!email && !phone) throw badRequest('email: the identity platform gave no verified e-mail address or mobile number, which an account needs', 'email');
      const [created] = await tx
        .insert(visitors)
        .values({
          email,
          phone,
          passwordHash: unusablePassword,
          displayName: typeof claims.name === 'string' ? claims.name.trim().slice(0, 64) : '',
          termsAcceptedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      visitorId = created.id;
      how = 'new visitor account';
      await audit(tx, request, {
        action: 'create',
        entity: 'visitor',
        entityId: created.id,
        summary: 'visitor created by the identity platform',
        after: publicVisitor(created),
      });
    }
    await tx.insert(externalIdentities).values({ issuer, subject, visitorId, email, linkedAt: now, lastSignInAt: now });
    await audit(tx, request, {
      action: 'create',
      entity: 'external-identity',
      entityId: visitorId,
      summary: `identity ${issuer} ${subject.slice(0, 64)}: ${how}`,
    });
    return { kind: 'visitor' as const, id: visitorId };
  });

  if (owner.kind === 'visitor') {
    const [visitor] = await deps.db.select().from(visitors).where(eq(visitors.id, owner.id)).limit(1);
    if (!visitor || visitor.status !== 'active') throw new AppError(403, 'This account is disabled; contact the park', { code: 1002 });
    const session = await newSession(deps, visitor, ctx);
    return { audience: 'visitor' as const, token: session.token, expiresAt: session.expiresAt, reurl: pending.reurl };
  }
  const [user] = await deps.db.select().from(users).where(eq(users.id, owner.id)).limit(1);
  if (!user || user.status !== 'active') throw new AppError(403, 'This account is disabled; ask an administrator to enable it', { code: 1002 });
  const session = await openSession(deps, user, ctx);
  return { audience: 'staff' as const, token: session.token, expiresAt: session.expiresAt, reurl: pending.reurl };
}

const identityOut = (r: typeof externalIdentities.$inferSelect) => ({
  id: r.id,
  issuer: r.issuer,
  subject: r.subject,
  userId: r.userId,
  visitorId: r.visitorId,
  email: r.email,
  linkedAt: r.linkedAt.toISOString(),
  lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
});

/** The identities linked to a staff account. */
export async function staffIdentities(deps: Deps, request: FastifyRequest, userId: number) {
  const scope = await dataScopeOf(deps.db, request.user!.id);
  const [user] = await deps.db.select({ id: users.id, departmentId: users.departmentId }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !inScope(scope, { departmentId: user.departmentId, ownerId: user.id })) throw notFound('Account');
  const rows = await deps.db.select().from(externalIdentities).where(eq(externalIdentities.userId, userId)).orderBy(desc(externalIdentities.id));
  return rows.map(identityOut);
}

/** An admin links a staff account to an identity of the platform (by its subject), so that it may sign in with it. */
export async function linkStaffIdentity(deps: Deps, request: FastifyRequest, input: { userId: number; subject: string; issuer?: string }) {
  const issuer = (input.issuer ?? deps.config.externalOidc?.issuer)?.replace(/\/+$/, '');
  if (!issuer) throw badRequest('issuer: no identity platform is configured (OIDC_ISSUER); name the issuer', 'issuer');
  return deps.db.transaction(async (tx) => {
    // Linking hands the identity's holder the account: only for accounts the admin may manage, never their own.
    if (input.userId === request.user!.id) throw forbidden('userId: ask another administrator to link your own account', 'userId');
    const user = await manageableAccount(tx, await holdingsOf(tx, request.user!.id), input.userId);
    const [taken] = await tx
      .select()
      .from(externalIdentities)
      .where(and(eq(externalIdentities.issuer, issuer), eq(externalIdentities.subject, input.subject)))
      .limit(1);
    if (taken) throw conflict('subject: this identity is already linked to an account', 'subject');
    const [row] = await tx.insert(externalIdentities).values({ issuer, subject: input.subject, userId: user.id, linkedAt: deps.now() }).returning();
    await audit(tx, request, {
      action: 'create',
      entity: 'external-identity',
      entityId: user.id,
      summary: `${user.username} linked to ${issuer} ${input.subject}`,
    });
    return identityOut(row);
  });
}

/** Removes a staff account's link to an identity. */
export async function unlinkStaffIdentity(deps: Deps, request: FastifyRequest, id: number) {
  await deps.db.transaction(async (tx) => {
    const [link] = await tx.select({ userId: externalIdentities.userId }).from(externalIdentities).where(eq(externalIdentities.id, id)).limit(1);
    if (!link?.userId) throw notFound('id: linked identity. Linked identity');
    await manageableAccount(tx, await holdingsOf(tx, request.user!.id), link.userId);
    const [row] = await tx
      .delete(externalIdentities)
      .where(and(eq(externalIdentities.id, id), sql`${externalIdentities.userId} is not null`))
      .returning();
    if (!row) throw notFound('id: linked identity. Linked identity');
    await audit(tx, request, { action: 'delete', entity: 'external-identity', entityId: row.userId, summary: `unlinked ${row.issuer} ${row.subject}` });
  });
}
