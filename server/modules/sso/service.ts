import crypto from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { appOidcClients, apps, oidcModels, sessions, users, visitorSessions, visitors } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { badRequest, notFound, unauthorized } from '../../lib/errors';
import { siteOrigin } from '../../lib/siteOrigin';
import { hashToken } from '../../lib/tokens';
import { bearerToken } from '../../plugins/auth';
import {
  accountIdOf,
  grantsOf,
  INTERACTION_COOKIE,
  OIDC_PREFIX,
  rememberedGrantId,
  revokeGrants,
  sha256,
  SSO_SCOPES,
  type SsoAccount,
  type SsoProviders,
  ssoProvidersOf,
} from './provider';
import type { oidcClientSave } from './schemas';

/**
 * The account a request is signed in as, staff or visitor: the approval screen serves both audiences, so it
 * looks the bearer token up in both session tables (a token is in one of them at most).
 */
export async function signedInAccount(deps: Deps, request: FastifyRequest): Promise<(SsoAccount & { name: string }) | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const tokenHash = hashToken(token);
  const now = deps.now();
  const [visitor] = await deps.db
    .select({ id: visitors.id, name: visitors.displayName, email: visitors.email, phone: visitors.phone })
    .from(visitorSessions)
    .innerJoin(visitors, eq(visitors.id, visitorSessions.visitorId))
    .where(and(eq(visitorSessions.tokenHash, tokenHash), isNull(visitorSessions.revokedAt), gt(visitorSessions.expiresAt, now), eq(visitors.status, 'active')))
    .limit(1);
  if (visitor) return { kind: 'visitor', id: visitor.id, name: visitor.name || visitor.email || visitor.phone || '' };
  const [user] = await deps.db
    .select({ id: users.id, name: users.realName, username: users.username })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(users.status, 'active')))
    .limit(1);
  return user ? { kind: 'staff', id: user.id, name: user.name || user.username } : null;
}

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

const expired = () => notFound('uid: this sign-in request has expired or is unknown; start again from the app. Sign-in request');

/** The interaction named by `uid`, only for the browser that started it and a signed-in account. */
async function loadInteraction(deps: Deps, providers: SsoProviders, request: FastifyRequest, uid: string) {
  const account = await signedInAccount(deps, request);
  if (!account) throw unauthorized('Sign in to the portal to continue to the app');
  if (cookieValue(request, INTERACTION_COOKIE) !== uid) {
    throw badRequest('uid: this sign-in request was started in another browser or has ended; start again from the app', 'uid');
  }
  const provider = await providers.get(siteOrigin(deps, request));
  const interaction = await provider.Interaction.find(uid);
  if (!interaction) throw expired();
  const clientId = String(interaction.params.client_id ?? '');
  const [app] = await deps.db
    .select({ appName: apps.appName, title: apps.title, description: apps.description, scopes: appOidcClients.scopes })
    .from(appOidcClients)
    .innerJoin(apps, eq(apps.id, appOidcClients.appId))
    .where(and(eq(appOidcClients.clientId, clientId), eq(appOidcClients.enabled, true)))
    .limit(1);
  if (!app) throw expired();
  const requested = String(interaction.params.scope ?? '')
    .split(' ')
    .filter((s) => app.scopes.includes(s));
  return { account, provider, interaction, clientId, app, scopes: [...new Set(requested)] };
}

/** What the approval screen shows: which app asks for what, and whether the account already agreed to it. */
export async function interactionDetails(deps: Deps, providers: SsoProviders, request: FastifyRequest, uid: string) {
  const { account, provider, interaction, clientId, app, scopes } = await loadInteraction(deps, providers, request, uid);
  const grantId = await rememberedGrantId(deps.db, accountIdOf(account), clientId);
  const grant = grantId ? await provider.Grant.find(grantId) : undefined;
  const forced = String(interaction.params.prompt ?? '')
    .split(' ')
    .includes('consent');
  const remembered = !!grant && !forced && scopes.every((s) => grant.getOIDCScope().split(' ').includes(s));
  return {
    uid,
    app: { appName: app.appName, title: app.title, description: app.description },
    scopes,
    remembered,
    account: { kind: account.kind, name: account.name },
  };
}

/** Approve (the grant is kept: the next request skips the screen) or deny; the browser then goes to `returnTo`. */
export async function finishInteraction(deps: Deps, providers: SsoProviders, request: FastifyRequest, uid: string, approve: boolean) {
  const { account, provider, interaction, clientId, app, scopes } = await loadInteraction(deps, providers, request, uid);
  const accountId = accountIdOf(account);
  if (!approve) {
    interaction.result = { error: 'access_denied', error_description: 'The user denied the request' };
  } else {
    const grantId = await rememberedGrantId(deps.db, accountId, clientId);
    const grant = (grantId ? await provider.Grant.find(grantId) : undefined) ?? new provider.Grant({ accountId, clientId });
    if (scopes.length) grant.addOIDCScope(scopes.join(' '));
    const savedId = await grant.save();
    interaction.result = { login: { accountId }, consent: { grantId: savedId } };
  }
  await interaction.save(Math.max(interaction.exp - Math.floor(Date.now() / 1000), 1));
  await audit(deps.db, request, {
    action: approve ? 'grant' : 'revoke',
    entity: 'sso-consent',
    entityId: accountId,
    summary: `${approve ? 'approved' : 'denied'} ${app.appName} (${scopes.join(' ')}) for ${accountId}`,
  });
  return { returnTo: interaction.returnTo };
}

/** The apps an account granted, for the user centre. */
export const myGrants = (deps: Deps, account: SsoAccount) => grantsOf(deps.db, accountIdOf(account));

/** The account withdraws its consent from one app: its tokens stop working at once. */
export async function revokeMyGrant(deps: Deps, request: FastifyRequest, account: SsoAccount, clientId: string) {
  const accountId = accountIdOf(account);
  await deps.db.transaction(async (tx) => {
    const n = await revokeGrants(tx, { clientId, accountId });
    if (!n) throw notFound('clientId: no consent for this app. Consent');
    await audit(tx, request, { action: 'revoke', entity: 'sso-consent', entityId: accountId, summary: `${accountId} revoked the consent of ${clientId}` });
  });
}

/** An app to tell, by back-channel logout, that one of its sign-ins ended. */
export type SignOutNotice = { clientId: string; sid: string };

/**
 * Ends the account's sessions at the provider and every code and token issued to apps in them, in the
 * caller's transaction (with the portal sessions it ends): no app gets a new sign-in without the portal,
 * and no access or refresh token outlives it. Remembered consents stay. Returns the apps to tell.
 */
export async function endProviderSessions(tx: DbOrTx, account: SsoAccount): Promise<SignOutNotice[]> {
  const accountId = accountIdOf(account);
  await tx.delete(oidcModels).where(and(inArray(oidcModels.model, ['AccessToken', 'AuthorizationCode', 'RefreshToken']), eq(oidcModels.accountId, accountId)));
  const ended = await tx
    .delete(oidcModels)
    .where(and(eq(oidcModels.model, 'Session'), eq(oidcModels.accountId, accountId)))
    .returning({ payload: oidcModels.payload });
  const notices: SignOutNotice[] = [];
  for (const { payload } of ended) {
    const authorizations = (payload.authorizations ?? {}) as Record<string, { sid?: string }>;
    for (const [clientId, a] of Object.entries(authorizations)) if (a?.sid) notices.push({ clientId, sid: a.sid });
  }
  return notices;
}

/** After the commit: apps with a back-channel logout address are told (in the background; a failure is logged). */
export async function tellAppsOfSignOut(deps: Deps, request: FastifyRequest, account: SsoAccount, notices: SignOutNotice[]) {
  if (!notices.length) return;
  const provider = await ssoProvidersOf(deps).get(siteOrigin(deps, request));
  backchannel(provider, accountIdOf(account), notices, request.log);
}

/** Signing out of the portal is signing out of the apps it signed the account into. */
export async function endSsoSessions(deps: Deps, request: FastifyRequest, account: SsoAccount) {
  await tellAppsOfSignOut(deps, request, account, await endProviderSessions(deps.db, account));
}

function backchannel(provider: Awaited<ReturnType<SsoProviders['get']>>, accountId: string, notices: SignOutNotice[], log: FastifyBaseLogger) {
  void Promise.all(
    notices.map(async ({ clientId, sid }) => {
      try {
        const client = (await provider.Client.find(clientId)) as
          | { backchannelLogoutUri?: string; backchannelLogout(sub: string, sid: string): Promise<void> }
          | undefined;
        if (client?.backchannelLogoutUri) await client.backchannelLogout(accountId, sid);
      } catch (err) {
        log.warn({ clientId, errName: (err as Error)?.name }, 'back-channel logout failed');
      }
    }),
  );
}

// ---- Admin: an app's OIDC client ----

const newSecret = () => crypto.randomBytes(32).toString('base64url');

const clientOut = (row: typeof appOidcClients.$inferSelect | undefined, appId: number, issuer: string) => ({
  appId,
  configured: !!row,
  enabled: row?.enabled ?? false,
  clientId: row?.clientId ?? null,
  redirectUris: row?.redirectUris ?? [],
  scopes: row?.scopes ?? ['openid'],
  backchannelLogoutUri: row?.backchannelLogoutUri ?? null,
  secretCreatedAt: row?.secretCreatedAt.toISOString() ?? null,
  issuer,
});

const issuerOf = (deps: Deps, request: FastifyRequest) => `${siteOrigin(deps, request)}${OIDC_PREFIX}`;

async function appOrNotFound(deps: Deps, appId: number) {
  const [app] = await deps.db.select().from(apps).where(eq(apps.id, appId)).limit(1);
  if (!app) throw notFound('App');
  return app;
}

export async function oidcClient(deps: Deps, request: FastifyRequest, appId: number) {
  await appOrNotFound(deps, appId);
  const [row] = await deps.db.select().from(appOidcClients).where(eq(appOidcClients.appId, appId));
  return clientOut(row, appId, issuerOf(deps, request));
}

/** Creates (with a new client id and secret, the secret returned this once) or updates an app's client settings. */
export async function saveOidcClient(deps: Deps, request: FastifyRequest, input: z.infer<typeof oidcClientSave>) {
  const app = await appOrNotFound(deps, input.appId);
  const now = deps.now();
  const scopes = SSO_SCOPES.filter((s) => s === 'openid' || input.scopes.includes(s));
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(appOidcClients).where(eq(appOidcClients.appId, input.appId));
    let secret: string | undefined;
    let row: typeof appOidcClients.$inferSelect;
    const settings = { enabled: input.enabled, redirectUris: input.redirectUris, scopes, backchannelLogoutUri: input.backchannelLogoutUri ?? null };
    if (!before) {
      secret = newSecret();
      [row] = await tx
        .insert(appOidcClients)
        .values({
          appId: input.appId,
          clientId: `${app.appName}-${crypto.randomBytes(6).toString('hex')}`,
          secretHash: sha256(secret),
          secretCreatedAt: now,
          createdAt: now,
          updatedAt: now,
          ...settings,
        })
        .returning();
    } else {
      [row] = await tx
        .update(appOidcClients)
        .set({ ...settings, updatedAt: now })
        .where(eq(appOidcClients.appId, input.appId))
        .returning();
    }
    const { secretHash: _b, ...beforeLog } = before ?? ({} as Partial<typeof appOidcClients.$inferSelect>);
    const { secretHash: _a, ...afterLog } = row;
    await audit(tx, request, {
      action: before ? 'update' : 'create',
      entity: 'app-oidc-client',
      entityId: input.appId,
      summary: `${app.appName}: OIDC client ${before ? 'updated' : 'created'}`,
      before: before ? beforeLog : undefined,
      after: afterLog,
    });
    return { client: clientOut(row, input.appId, issuerOf(deps, request)), secret: secret ?? null };
  });
}

/** A new secret for the app's client (the old one stops working), returned this once. */
export async function regenerateSecret(deps: Deps, request: FastifyRequest, appId: number) {
  const app = await appOrNotFound(deps, appId);
  const secret = newSecret();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(appOidcClients)
      .set({ secretHash: sha256(secret), secretCreatedAt: deps.now(), updatedAt: deps.now() })
      .where(eq(appOidcClients.appId, appId))
      .returning();
    if (!row) throw notFound('appId: this app has no OIDC client yet. OIDC client');
    await audit(tx, request, { action: 'update', entity: 'app-oidc-client', entityId: appId, summary: `${app.appName}: client secret regenerated` });
    return { client: clientOut(row, appId, issuerOf(deps, request)), secret };
  });
}

/** Ends every consent and token the app holds: each user is asked again at the next sign-in. */
export async function revokeAppGrants(deps: Deps, request: FastifyRequest, appId: number) {
  const app = await appOrNotFound(deps, appId);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(appOidcClients).where(eq(appOidcClients.appId, appId));
    if (!row) throw notFound('appId: this app has no OIDC client yet. OIDC client');
    const revoked = await revokeGrants(tx, { clientId: row.clientId });
    await audit(tx, request, {
      action: 'revoke',
      entity: 'app-oidc-client',
      entityId: appId,
      summary: `${app.appName}: ${revoked} consent(s) and their tokens revoked`,
    });
    return { revoked };
  });
}
