import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq, inArray, isNull, or, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { appOidcClients, apps, oidcModels, serverSecrets, users, visitors } from '../../db/schema';
import type { Deps } from '../../deps';

/** oidc-provider ships ES modules only: loaded once, at the first use (the server is bundled as CommonJS). */
type OidcModule = typeof import('oidc-provider');
type Provider = InstanceType<OidcModule['default']>;
let oidcModule: Promise<OidcModule> | undefined;
const loadOidc = () => (oidcModule ??= import('oidc-provider'));

/** Where the provider is mounted; the issuer is the portal's origin plus this. */
export const OIDC_PREFIX = '/oidc';
/** The cookie that binds an interaction to the browser that started it (path: the interaction API). */
export const INTERACTION_COOKIE = 'portal_sso_uid';
export const INTERACTION_COOKIE_PATH = '/api/sso/interaction';
/** The scopes an app may be allowed. */
export const SSO_SCOPES = ['openid', 'profile', 'email'] as const;

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** The account ids of the provider: `v:<visitor id>` for a visitor, `u:<user id>` for staff. */
export type SsoAccount = { kind: 'visitor' | 'staff'; id: number };
export const accountIdOf = (a: SsoAccount) => `${a.kind === 'visitor' ? 'v' : 'u'}:${a.id}`;
export function parseAccountId(accountId: string): SsoAccount | null {
  const m = /^([vu]):(\d{1,10})$/.exec(accountId);
  return m ? { kind: m[1] === 'v' ? 'visitor' : 'staff', id: Number(m[2]) } : null;
}

const epoch = () => Math.floor(Date.now() / 1000);

/** Models whose rows name an account and client: grants and sessions are found by them for revocation and sign-out. */
function indexedColumns(payload: Record<string, unknown>) {
  const str = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : null);
  return {
    grantId: str(payload.grantId, 128),
    uid: str(payload.uid, 128),
    accountId: str(payload.accountId, 32),
    clientId: str(payload.clientId, 64),
  };
}

/** The client metadata oidc-provider reads for an app whose OIDC client is enabled. */
export async function clientMetadata(db: DbOrTx, clientId: string) {
  const [row] = await db
    .select({ client: appOidcClients, title: apps.title })
    .from(appOidcClients)
    .innerJoin(apps, eq(apps.id, appOidcClients.appId))
    .where(and(eq(appOidcClients.clientId, clientId), eq(appOidcClients.enabled, true)))
    .limit(1);
  if (!row) return undefined;
  const c = row.client;
  return {
    client_id: c.clientId,
    // The SHA-256 of the secret: compareClientSecret (below) hashes what the client sends.
    client_secret: c.secretHash,
    client_name: row.title,
    redirect_uris: c.redirectUris,
    post_logout_redirect_uris: c.redirectUris,
    response_types: ['code'],
    grant_types: ['authorization_code', 'refresh_token'],
    token_endpoint_auth_method: 'client_secret_basic',
    scope: c.scopes.join(' '),
    ...(c.backchannelLogoutUri ? { backchannel_logout_uri: c.backchannelLogoutUri, backchannel_logout_session_required: true } : {}),
  };
}

/** oidc-provider's storage in `oidc_models`; the Client model is read from the apps' OIDC settings. */
function adapterFor(db: Db) {
  return class PortalAdapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number) {
      const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
      const columns = indexedColumns(payload);
      await db
        .insert(oidcModels)
        .values({ model: this.model, id, payload, expiresAt, ...columns })
        .onConflictDoUpdate({ target: [oidcModels.model, oidcModels.id], set: { payload, expiresAt, ...columns } });
    }

    async find(id: string) {
      if (this.model === 'Client') return (await clientMetadata(db, id)) as import('oidc-provider').AdapterPayload | undefined;
      const [row] = await db
        .select()
        .from(oidcModels)
        .where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id), or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, new Date()))))
        .limit(1);
      if (!row) return undefined;
      return { ...row.payload, ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}) };
    }

    async findByUid(uid: string) {
      const [row] = await db
        .select({ id: oidcModels.id })
        .from(oidcModels)
        .where(and(eq(oidcModels.model, this.model), eq(oidcModels.uid, uid)))
        .limit(1);
      return row ? this.find(row.id) : undefined;
    }

    async findByUserCode() {
      return undefined; // the device flow is not enabled
    }

    async consume(id: string) {
      await db
        .update(oidcModels)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id)));
    }

    async destroy(id: string) {
      await db.delete(oidcModels).where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id)));
    }

    async revokeByGrantId(grantId: string) {
      await db.delete(oidcModels).where(eq(oidcModels.grantId, grantId));
    }
  };
}

/** A secret the server makes once and keeps (server_secrets); every instance reads the same one. */
async function serverSecret(db: Db, name: string, make: () => string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row.value;
}

const newSigningKey = () => {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return JSON.stringify({ ...privateKey.export({ format: 'jwk' }), kid: crypto.randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' });
};

/** The claims of a portal account, by scope: the visitor's e-mail was confirmed by a code, staff e-mail was typed by an admin. */
async function accountClaims(db: Db, account: SsoAccount) {
  if (account.kind === 'visitor') {
    const [v] = await db.select().from(visitors).where(eq(visitors.id, account.id)).limit(1);
    if (!v || v.status !== 'active') return undefined;
    return { name: v.displayName || v.email || v.phone || '', email: v.email ?? undefined, email_verified: v.email ? true : undefined };
  }
  const [u] = await db.select().from(users).where(eq(users.id, account.id)).limit(1);
  if (!u || u.status !== 'active') return undefined;
  return { name: u.realName || u.username, preferred_username: u.username, email: u.email ?? undefined, email_verified: u.email ? false : undefined };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function createProvider(deps: Deps, issuer: string, trustProxy: boolean): Promise<Provider> {
  const { default: OidcProvider } = await loadOidc();
  const db = deps.db;
  const jwk = JSON.parse(await serverSecret(db, 'oidc-signing-key', newSigningKey));
  const cookieKey = await serverSecret(db, 'oidc-cookie-key', () => crypto.randomBytes(32).toString('base64url'));
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;

  const provider = new OidcProvider(issuer, {
    adapter: adapterFor(db),
    jwks: { keys: [jwk] },
    cookies: { keys: [cookieKey] },
    scopes: [...SSO_SCOPES, 'offline_access'],
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email', 'email_verified'] },
    responseTypes: ['code'],
    // PKCE (S256) for every client, confidential ones included.
    pkce: { required: () => true },
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: true },
      backchannelLogout: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = page(
            'Sign out',
            `${form}<p>退出应用的登录？ / Sign out of the app?</p><button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">退出 / Sign out</button>`,
          );
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = page('Signed out', '<p>You have signed out of the app.</p>');
        },
      },
    },
    ttl: {
      Session: deps.config.tokenTtlSeconds,
      Grant: 365 * 24 * 3600,
      Interaction: 3600,
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      RefreshToken: 14 * 24 * 3600,
    },
    findAccount: async (_ctx, sub) => {
      const account = parseAccountId(sub);
      const claims = account && (await accountClaims(db, account));
      if (!claims) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...claims }) };
    },
    // Remembered consent: the account's grant for the client, also from an earlier provider session.
    loadExistingGrant: async (ctx) => {
      const clientId = ctx.oidc.client!.clientId;
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const accountId = ctx.oidc.session!.accountId;
      if (!accountId) return undefined;
      const id = await rememberedGrantId(db, accountId, clientId);
      return id ? ctx.oidc.provider.Grant.find(id) : undefined;
    },
    interactions: {
      url: async (ctx, interaction) => {
        // Binds the interaction to this browser: the approval API accepts it only with this cookie.
        ctx.cookies.set(INTERACTION_COOKIE, interaction.uid, {
          path: INTERACTION_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure: ctx.secure,
          signed: false,
          maxAge: 3600 * 1000,
        });
        return `/auth?uid=${encodeURIComponent(interaction.uid)}`;
      },
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in error',
        `<h1>单点登录出错 / Sign-in error</h1><p>${escapeHtml(String(out.error))}: ${escapeHtml(String(out.error_description ?? ''))}</p>`,
      );
    },
  });
  provider.proxy = trustProxy;
  // Secrets are kept as their SHA-256: hash what the client sends before the constant-time comparison.
  const proto = provider.Client.prototype as unknown as { compareClientSecret(this: { clientSecret: string }, actual: string): boolean };
  proto.compareClientSecret = function compareClientSecret(actual: string) {
    const expected = Buffer.from(this.clientSecret);
    const given = Buffer.from(sha256(String(actual)));
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  };
  // Errors are logged by name only: descriptions may carry client input.
  return provider;
}

/** The newest live grant of an account for a client, if any. */
export async function rememberedGrantId(db: DbOrTx, accountId: string, clientId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: oidcModels.id })
    .from(oidcModels)
    .where(
      and(
        eq(oidcModels.model, 'Grant'),
        eq(oidcModels.accountId, accountId),
        eq(oidcModels.clientId, clientId),
        or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, new Date())),
      ),
    )
    .orderBy(sql`${oidcModels.expiresAt} desc nulls first`)
    .limit(1);
  return row?.id;
}

/** One provider per issuer (PUBLIC_URL, else the request's origin), made at first use. */
export function ssoProviders(deps: Deps, trustProxy: boolean) {
  const byIssuer = new Map<string, Promise<Provider>>();
  return {
    get(origin: string): Promise<Provider> {
      const issuer = `${deps.config.publicUrl ?? origin}${OIDC_PREFIX}`;
      let provider = byIssuer.get(issuer);
      if (!provider) {
        // A Host header is the client's to choose: keep a few issuers, not one per made-up host.
        if (byIssuer.size >= 8) byIssuer.delete(byIssuer.keys().next().value!);
        provider = createProvider(deps, issuer, trustProxy);
        provider.catch(() => byIssuer.get(issuer) === provider && byIssuer.delete(issuer));
        byIssuer.set(issuer, provider);
      }
      return provider;
    },
  };
}
export type SsoProviders = ReturnType<typeof ssoProviders>;

/** The providers of one app instance (its Deps), shared by the routes and the sign-out hooks. */
const providersOf = new WeakMap<Deps, SsoProviders>();
export function ssoProvidersOf(deps: Deps): SsoProviders {
  let providers = providersOf.get(deps);
  if (!providers) providersOf.set(deps, (providers = ssoProviders(deps, !!deps.config.trustProxy)));
  return providers;
}

/** Hands a request under /oidc to the provider, as mounted at the prefix. */
export async function handOver(provider: Provider, req: IncomingMessage, res: ServerResponse) {
  const original = req.url ?? '/';
  (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
  req.url = original.slice(OIDC_PREFIX.length) || '/';
  await provider.callback()(req, res);
}

/** The grants of an account (visitor or staff), with the app each is for. */
export async function grantsOf(db: DbOrTx, accountId: string) {
  const rows = await db
    .select({
      id: oidcModels.id,
      payload: oidcModels.payload,
      clientId: oidcModels.clientId,
      expiresAt: oidcModels.expiresAt,
      title: apps.title,
      appName: apps.appName,
    })
    .from(oidcModels)
    .innerJoin(appOidcClients, eq(appOidcClients.clientId, oidcModels.clientId))
    .innerJoin(apps, eq(apps.id, appOidcClients.appId))
    .where(and(eq(oidcModels.model, 'Grant'), eq(oidcModels.accountId, accountId), or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, new Date()))));
  const byClient = new Map<string, { clientId: string; appName: string; title: string; scopes: string[]; grantedAt: string }>();
  for (const r of rows) {
    const p = r.payload as { iat?: number; openid?: { scope?: string } };
    const scopes = (p.openid?.scope ?? '').split(' ').filter(Boolean);
    const grantedAt = new Date((p.iat ?? epoch()) * 1000).toISOString();
    const seen = byClient.get(r.clientId!);
    if (seen) seen.scopes = [...new Set([...seen.scopes, ...scopes])];
    else byClient.set(r.clientId!, { clientId: r.clientId!, appName: r.appName, title: r.title, scopes, grantedAt });
  }
  return [...byClient.values()];
}

/**
 * Revokes grants with everything issued under them (codes, access and refresh tokens): an account's grant for
 * one client, or every grant of a client. Returns how many grants ended.
 */
export async function revokeGrants(tx: DbOrTx, where: { clientId: string; accountId?: string }): Promise<number> {
  const grants = await tx
    .delete(oidcModels)
    .where(and(eq(oidcModels.model, 'Grant'), eq(oidcModels.clientId, where.clientId), where.accountId ? eq(oidcModels.accountId, where.accountId) : undefined))
    .returning({ id: oidcModels.id });
  if (grants.length)
    await tx.delete(oidcModels).where(
      inArray(
        oidcModels.grantId,
        grants.map((g) => g.id),
      ),
    );
  return grants.length;
}
