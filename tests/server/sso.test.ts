/**
 * Single sign-on (issue #16), over real HTTP:
 * (a) openid-client as an app (relying party) against the portal's provider at /oidc: discovery, code + PKCE
 *     through the /auth approval calls with a signed-in visitor, tokens, userinfo, remembered consent,
 *     revocation by the user and by an admin, portal sign-out, PKCE refused when missing;
 * (b) the portal as relying party of an in-process oidc-provider (the "identity platform"): first sign-in creates
 *     a visitor, the next links to it, a verified e-mail links to an existing visitor, a wrong state or nonce is a
 *     clear 400 with nothing created, staff only through a linked identity.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { externalIdentities, oidcModels, ssoLoginStates, visitors } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

const PASSWORD = 'Visitor@2026';
const REDIRECT = 'http://localhost:9999/callback';

/** A browser's cookies for one site (paths ignored: enough for these flows). */
class Jar {
  private cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

async function get(url: string, jar: Jar, headers: Record<string, string> = {}) {
  const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header(), ...headers } });
  jar.store(res);
  return res;
}

/** The identity platform's people, by subject. */
type IdpPerson = { email?: string; email_verified?: boolean; name?: string };

describe.each(dbKinds)('single sign-on on %s', (kind) => {
  let ctx: TestContext;
  let base: string;
  let oidc: typeof import('openid-client');
  let idpUrl: string;
  let idpServer: http.Server;
  let idpHandler: ((req: http.IncomingMessage, res: http.ServerResponse) => void) | undefined;
  /** Who the platform signs in at its next interaction. */
  let idpSubject = '';
  const idpPeople: Record<string, IdpPerson> = {};

  beforeAll(async () => {
    oidc = await import('openid-client');
    idpServer = http.createServer((req, res) => idpHandler!(req, res));
    await new Promise<void>((resolve) => {
      idpServer.listen(0, '127.0.0.1', resolve);
    });
    idpUrl = `http://127.0.0.1:${(idpServer.address() as AddressInfo).port}`;
    ctx = await createTestContext(kind, { externalOidc: { issuer: idpUrl, clientId: 'portal', clientSecret: 'idp-secret-for-the-portal' } });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;

    // The identity platform: an oidc-provider that signs in `idpSubject` without asking.
    const { default: Provider } = await import('oidc-provider');
    const idp = new Provider(idpUrl, {
      clients: [
        { client_id: 'portal', client_secret: 'idp-secret-for-the-portal', redirect_uris: [`${base}/auth`], token_endpoint_auth_method: 'client_secret_post' },
      ],
      findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub, ...idpPeople[sub] }) }),
      claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'], phone: ['phone_number', 'phone_number_verified'] },
      scopes: ['openid', 'profile', 'email', 'phone'],
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      cookies: { keys: ['idp-cookie-key'] },
    });
    idp.use(async (kctx, next) => {
      if (!kctx.path.startsWith('/interaction/')) return next();
      const details = await idp.interactionDetails(kctx.req, kctx.res);
      const grant = new idp.Grant({ accountId: idpSubject, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      const returnTo = await idp.interactionResult(kctx.req, kctx.res, { login: { accountId: idpSubject }, consent: { grantId } });
      kctx.status = 303;
      kctx.redirect(returnTo);
    });
    idpHandler = idp.callback();
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => {
      idpServer.close(resolve);
    });
  });

  const api = async (method: 'GET' | 'POST', path: string, token?: string, body?: object, jar?: Jar) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? bearer(token) : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(jar ? { cookie: jar.header() } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, json: (await res.json()) as any };
  };

  const newVisitor = async (email: string) => {
    await ctx.database.db.insert(visitors).values({ email, passwordHash: await hashPassword(PASSWORD), displayName: '王芳', termsAcceptedAt: new Date() });
    const res = await api('POST', '/api/visitor/login', undefined, { address: email, password: PASSWORD });
    expect(res.status).toBe(200);
    return res.json.data as { token: string; visitor: { id: number } };
  };

  describe('the portal as provider', () => {
    let clientId: string;
    let secret: string;
    let appId: number;
    let config: import('openid-client').Configuration;
    let visitor: { token: string; visitor: { id: number } };

    let read: { status: number; json: any };
    beforeAll(async () => {
      const admin = await ctx.adminToken();
      const created = await api('POST', '/apiv2/app/admin/post', admin, { appName: 'park-oa', title: '园区OA', description: '办公系统' });
      if (created.status !== 200) throw new Error(`app: ${JSON.stringify(created.json)}`);
      appId = created.json.data.id;
      const saved = await api('POST', '/apiv2/app/admin/oidc-client', admin, {
        appId,
        enabled: true,
        redirectUris: [REDIRECT],
        scopes: ['openid', 'profile', 'email'],
      });
      if (saved.status !== 200) throw new Error(`client: ${JSON.stringify(saved.json)}`);
      clientId = saved.json.data.client.clientId;
      secret = saved.json.data.secret;
      read = await api('GET', `/apiv2/app/admin/oidc-client?appId=${appId}`, admin);
      visitor = await newVisitor('sso-visitor@example.cn');
      config = await oidc.discovery(new URL(`${base}/oidc`), clientId, undefined, oidc.ClientSecretBasic(secret), { execute: [oidc.allowInsecureRequests] });
    });

    const newVisitorSession = async () => {
      const res = await api('POST', '/api/visitor/login', undefined, { address: 'sso-visitor@example.cn', password: PASSWORD });
      return res.json.data as { token: string; visitor: { id: number } };
    };

    test('a new client gets a secret shown once; the portal names its issuer', () => {
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(read.json.data).toMatchObject({ configured: true, enabled: true, clientId, issuer: `${base}/oidc`, redirectUris: [REDIRECT] });
      expect(JSON.stringify(read.json)).not.toContain(secret);
    });

    /** An app sends the browser to the portal; returns where the portal sends it next. */
    const authorize = async (jar: Jar, extra: Record<string, string> = {}, pkce = true) => {
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const params: Record<string, string> = { redirect_uri: REDIRECT, scope: 'openid profile email', state, nonce, ...extra };
      if (pkce) Object.assign(params, { code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' });
      const res = await get(oidc.buildAuthorizationUrl(config, params).href, jar);
      expect(res.status).toBe(303);
      return { location: new URL(res.headers.get('location')!, base), verifier, state, nonce };
    };

    /** The /auth screen's calls: details, then approve; the browser follows returnTo back to the app. */
    const approveAt = async (jar: Jar, uid: string, token: string) => {
      const done = await api('POST', '/api/sso/interaction', token, { uid, approve: true }, jar);
      expect(done.status).toBe(200);
      const res = await get(done.json.data.returnTo, jar);
      expect(res.status).toBe(303);
      return new URL(res.headers.get('location')!, base);
    };

    test('discovery names the portal issuer, code flow only, PKCE S256', () => {
      const meta = config.serverMetadata();
      expect(meta.issuer).toBe(`${base}/oidc`);
      expect(meta.response_types_supported).toEqual(['code']);
      expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    });

    test('sign in: approval screen, code + PKCE, tokens, userinfo; the consent is remembered', async () => {
      const jar = new Jar();
      const { location, verifier, state, nonce } = await authorize(jar);
      expect(location.pathname).toBe('/auth');
      const uid = location.searchParams.get('uid')!;

      // Not signed in: 401 (the screen asks to sign in); another browser (no cookie): 400 naming uid.
      expect((await api('GET', `/api/sso/interaction?uid=${uid}`, undefined, undefined, jar)).status).toBe(401);
      const elsewhere = await api('GET', `/api/sso/interaction?uid=${uid}`, visitor.token);
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.json.field).toBe('uid');

      const details = await api('GET', `/api/sso/interaction?uid=${uid}`, visitor.token, undefined, jar);
      expect(details.status).toBe(200);
      expect(details.json.data).toMatchObject({
        app: { appName: 'park-oa', title: '园区OA' },
        scopes: ['openid', 'profile', 'email'],
        remembered: false,
        account: { kind: 'visitor' },
      });

      const back = await approveAt(jar, uid, visitor.token);
      expect(back.origin + back.pathname).toBe(REDIRECT);
      const tokens = await oidc.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce });
      const claims = tokens.claims()!;
      expect(claims.sub).toBe(`v:${visitor.visitor.id}`);
      const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      expect(info).toMatchObject({ email: 'sso-visitor@example.cn', email_verified: true, name: '王芳' });

      // Same browser: no screen at all, straight back to the app with a code.
      const again = await authorize(jar);
      expect(again.location.origin + again.location.pathname).toBe(REDIRECT);
      expect(again.location.searchParams.get('code')).toBeTruthy();
      // Another browser: the screen says the consent is remembered (it continues without asking).
      const other = new Jar();
      const fresh = await authorize(other);
      const remembered = await api('GET', `/api/sso/interaction?uid=${fresh.location.searchParams.get('uid')}`, visitor.token, undefined, other);
      expect(remembered.json.data.remembered).toBe(true);

      // The user centre lists the app; revoking it ends the token at once.
      const grants = await api('GET', '/api/visitor/sso/grants', visitor.token);
      expect(grants.json.data).toEqual([expect.objectContaining({ clientId, title: '园区OA', scopes: ['openid', 'profile', 'email'] })]);
      expect((await api('POST', '/api/visitor/sso/grants/revoke', visitor.token, { clientId })).status).toBe(200);
      await expect(oidc.fetchUserInfo(config, tokens.access_token, claims.sub)).rejects.toThrow();
      expect((await api('GET', '/api/visitor/sso/grants', visitor.token)).json.data).toEqual([]);
      expect((await api('POST', '/api/visitor/sso/grants/revoke', visitor.token, { clientId })).status).toBe(404);
    });

    test('deny: the app gets access_denied', async () => {
      const jar = new Jar();
      const { location } = await authorize(jar);
      const uid = location.searchParams.get('uid')!;
      const done = await api('POST', '/api/sso/interaction', visitor.token, { uid, approve: false }, jar);
      const back = new URL((await get(done.json.data.returnTo, jar)).headers.get('location')!, base);
      expect(back.searchParams.get('error')).toBe('access_denied');
    });

    test('an authorization request without PKCE is refused', async () => {
      const { location } = await authorize(new Jar(), {}, false);
      expect(location.origin + location.pathname).toBe(REDIRECT);
      expect(location.searchParams.get('error')).toBe('invalid_request');
      expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
    });

    test('a wrong client secret gets no token', async () => {
      const jar = new Jar();
      const { location, verifier, state } = await authorize(jar);
      const back = await approveAt(jar, location.searchParams.get('uid')!, visitor.token);
      const wrong = await oidc.discovery(new URL(`${base}/oidc`), clientId, undefined, oidc.ClientSecretBasic('not-the-secret'), {
        execute: [oidc.allowInsecureRequests],
      });
      await expect(oidc.authorizationCodeGrant(wrong, back, { pkceCodeVerifier: verifier, expectedState: state })).rejects.toThrow();
    });

    test('an admin revokes every consent of the app; signing out of the portal ends the provider session', async () => {
      const jar = new Jar();
      const first = await authorize(jar);
      const back = await approveAt(jar, first.location.searchParams.get('uid')!, visitor.token);
      const tokens = await oidc.authorizationCodeGrant(config, back, {
        pkceCodeVerifier: first.verifier,
        expectedState: first.state,
        expectedNonce: first.nonce,
      });
      const admin = await ctx.adminToken();
      const revoked = await api('POST', '/apiv2/app/admin/oidc-client/revoke', admin, { appId });
      expect(revoked.json.data.revoked).toBe(1);
      await expect(oidc.fetchUserInfo(config, tokens.access_token, tokens.claims()!.sub)).rejects.toThrow();

      // Signed out of the portal: the provider session is gone, the app's next request asks again.
      const sessionsOf = async () =>
        (
          await ctx.database.db
            .select({ n: count() })
            .from(oidcModels)
            .where(eq(oidcModels.accountId, `v:${visitor.visitor.id}`))
        )[0].n;
      expect(await sessionsOf()).toBeGreaterThan(0);
      const second = await newVisitorSession();
      expect((await api('POST', '/api/visitor/logout', visitor.token)).status).toBe(200);
      const { location } = await authorize(jar);
      expect(location.pathname).toBe('/auth');
      visitor = second;
    });

    test('signing out of the portal posts a logout token to an app with a back-channel logout URI', async () => {
      const received: string[] = [];
      const appServer = http.createServer((req, res) => {
        let body = '';
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () => {
          received.push(body);
          res.writeHead(200).end();
        });
      });
      await new Promise<void>((resolve) => {
        appServer.listen(0, '127.0.0.1', resolve);
      });
      try {
        const logoutUri = `http://localhost:${(appServer.address() as AddressInfo).port}/backchannel`;
        const admin = await ctx.adminToken();
        const saved = await api('POST', '/apiv2/app/admin/oidc-client', admin, {
          appId,
          enabled: true,
          redirectUris: [REDIRECT],
          scopes: ['openid', 'profile', 'email'],
          backchannelLogoutUri: logoutUri,
        });
        expect(saved.json.data).toMatchObject({ secret: null, client: { backchannelLogoutUri: logoutUri } });
        const jar = new Jar();
        const { location } = await authorize(jar);
        await approveAt(jar, location.searchParams.get('uid')!, visitor.token);

        expect((await api('POST', '/api/visitor/logout', visitor.token)).status).toBe(200);
        for (let i = 0; i < 50 && !received.length; i++) {
          await new Promise((resolve) => {
            setTimeout(resolve, 100);
          });
        }
        const token = new URLSearchParams(received[0]).get('logout_token')!;
        const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
        expect(claims).toMatchObject({ iss: `${base}/oidc`, aud: clientId, sub: `v:${visitor.visitor.id}` });
        expect(claims.events).toHaveProperty(['http://schemas.openid.net/event/backchannel-logout']);
        expect(claims.sid).toBeTruthy();
      } finally {
        visitor = await newVisitorSession();
        await new Promise((resolve) => {
          appServer.close(resolve);
        });
      }
    });

    test('signing out of the portal, a changed password and a reset password end the tokens issued to apps at once', async () => {
      /** Signs the account in to the app in a new browser; returns the browser and the app's tokens. */
      const signIn = async (token: string) => {
        const jar = new Jar();
        const { location, verifier, state, nonce } = await authorize(jar);
        const back = await approveAt(jar, location.searchParams.get('uid')!, token);
        const tokens = await oidc.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce });
        expect(await oidc.fetchUserInfo(config, tokens.access_token, tokens.claims()!.sub)).toBeTruthy();
        return { jar, tokens };
      };
      const rejected = (t: Awaited<ReturnType<typeof signIn>>) =>
        expect(oidc.fetchUserInfo(config, t.tokens.access_token, t.tokens.claims()!.sub)).rejects.toThrow();

      // Signing out: the access token issued an hour's life ago stops working now.
      const out = await signIn(visitor.token);
      const next = await newVisitorSession();
      expect((await api('POST', '/api/visitor/logout', visitor.token)).status).toBe(200);
      await rejected(out);
      visitor = next;

      // A changed password: this portal session stays, the app's token and the provider session end.
      const changed = await signIn(visitor.token);
      expect((await api('POST', '/api/visitor/password', visitor.token, { currentPassword: PASSWORD, newPassword: 'Changed@2026x' })).status).toBe(200);
      await rejected(changed);
      expect((await authorize(changed.jar)).location.pathname).toBe('/auth');
      expect((await api('GET', '/api/visitor/currentuser', visitor.token)).status).toBe(200);
      expect((await api('POST', '/api/visitor/password', visitor.token, { currentPassword: 'Changed@2026x', newPassword: PASSWORD })).status).toBe(200);

      // Staff: an administrator resets a colleague's password; the colleague's app token ends with their sessions.
      const userId = await ctx.createUser('sso-staffer', 'Staffer@2026x');
      const staffer = await signIn(await ctx.login('sso-staffer', 'Staffer@2026x'));
      expect(staffer.tokens.claims()!.sub).toBe(`u:${userId}`);
      const reset = await api('POST', '/apiv2/account/admin/reset-password', await ctx.adminToken(), { id: userId, password: 'Another@2026x' });
      expect(reset.status).toBe(200);
      await rejected(staffer);
    });

    test('client settings: redirect URIs are validated, every change is logged, secrets regenerate once', async () => {
      const admin = await ctx.adminToken();
      for (const bad of ['http://evil.example/cb', 'javascript:alert(1)', '/relative', 'https://ok.example/cb#frag', 'https://user:pw@ok.example/cb']) {
        const res = await api('POST', '/apiv2/app/admin/oidc-client', admin, { appId, enabled: true, redirectUris: [bad], scopes: ['openid'] });
        expect(res.status).toBe(400);
        expect(res.json.message).toMatch(/redirectUris/);
      }
      const regenerated = await api('POST', '/apiv2/app/admin/oidc-client/secret', admin, { appId });
      expect(regenerated.json.data.secret).not.toBe(secret);
      // The old secret no longer authenticates.
      const jar = new Jar();
      const { location, verifier, state } = await authorize(jar);
      const back = await approveAt(jar, location.searchParams.get('uid')!, visitor.token);
      await expect(oidc.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state })).rejects.toThrow();
      const log = await api('GET', '/apiv2/account/admin/log?current=1&pageSize=50', admin);
      const entries = JSON.stringify(log.json.data?.list ?? []);
      expect(entries).toContain('client secret regenerated');
      expect(entries).not.toContain(regenerated.json.data.secret);
      // A visitor's token passes no staff route.
      expect((await api('GET', `/apiv2/app/admin/oidc-client?appId=${appId}`, visitor.token)).status).toBe(401);
      // A disabled client is unknown to the provider.
      await api('POST', '/apiv2/app/admin/oidc-client', admin, { appId, enabled: false, redirectUris: [REDIRECT], scopes: ['openid'] });
      const res = await fetch(
        oidc.buildAuthorizationUrl(config, { redirect_uri: REDIRECT, scope: 'openid', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' }),
        {
          redirect: 'manual',
        },
      );
      expect(res.status).toBe(400);
    });
  });

  describe('the portal as relying party of an identity platform', () => {
    /** From the portal's sign-in button to the /auth screen's query string. */
    const toCallback = async (subject: string, query = 'reurl=%2Fuser%3Ftab%3Dprofile&audience=visitor') => {
      idpSubject = subject;
      const jar = new Jar();
      let res = await get(`${base}/api/auth/oidc/start?${query}`, new Jar());
      expect(res.status).toBe(302);
      let location = res.headers.get('location')!;
      expect(location.startsWith(idpUrl)).toBe(true);
      const url = new URL(location);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('state')).toBeTruthy();
      expect(url.searchParams.get('nonce')).toBeTruthy();
      for (let hops = 0; hops < 10 && !location.startsWith(`${base}/auth`); hops++) {
        res = await get(new URL(location, idpUrl).href, jar);
        location = new URL(res.headers.get('location')!, idpUrl).href;
      }
      expect(location.startsWith(`${base}/auth?`)).toBe(true);
      return new URL(location).search;
    };
    const finish = (callback: string) => api('POST', '/api/auth/oidc/finish', undefined, { callback });
    const counts = async () => ({
      visitors: (await ctx.database.db.select({ n: count() }).from(visitors))[0].n,
      identities: (await ctx.database.db.select({ n: count() }).from(externalIdentities))[0].n,
    });

    test('the sign-in button shows when configured', async () => {
      expect((await api('GET', '/api/auth/oidc/config')).json.data).toEqual({ enabled: true });
    });

    test('a first sign-in creates a visitor, the next signs in the same one', async () => {
      idpPeople['gov-1'] = { email: 'Zhang.San@Example.cn', email_verified: true, name: '张三' };
      const before = await counts();
      const first = await finish(await toCallback('gov-1'));
      expect(first.status).toBe(200);
      expect(first.json.data).toMatchObject({ audience: 'visitor', reurl: '/user?tab=profile' });
      const me = await api('GET', '/api/visitor/currentuser', first.json.data.token);
      expect(me.json.data).toMatchObject({ email: 'zhang.san@example.cn', displayName: '张三' });
      expect(await counts()).toEqual({ visitors: before.visitors + 1, identities: before.identities + 1 });

      const second = await finish(await toCallback('gov-1'));
      expect(second.status).toBe(200);
      expect((await api('GET', '/api/visitor/currentuser', second.json.data.token)).json.data.id).toBe(me.json.data.id);
      expect(await counts()).toEqual({ visitors: before.visitors + 1, identities: before.identities + 1 });
    });

    test('a verified e-mail links to the existing visitor; an unverified one does not', async () => {
      const existing = await newVisitor('li.si@example.cn');
      idpPeople['gov-2'] = { email: 'li.si@example.cn', email_verified: true };
      const res = await finish(await toCallback('gov-2'));
      expect((await api('GET', '/api/visitor/currentuser', res.json.data.token)).json.data.id).toBe(existing.visitor.id);

      idpPeople['gov-unverified'] = { email: 'li.si@example.cn', email_verified: false };
      const before = await counts();
      const refused = await finish(await toCallback('gov-unverified'));
      expect(refused.status).toBe(400);
      expect(refused.json.field).toBe('email');
      expect(await counts()).toEqual(before);
    });

    test('a wrong state or nonce is a clear 400 and creates nothing; a state works once', async () => {
      idpPeople['gov-3'] = { email: 'wang.wu@example.cn', email_verified: true };
      const before = await counts();

      const callback = new URLSearchParams(await toCallback('gov-3'));
      callback.set('state', 'not-the-state-we-sent');
      const wrongState = await finish(callback.toString());
      expect(wrongState.status).toBe(400);
      expect(wrongState.json).toMatchObject({ field: 'state', message: expect.stringMatching(/start again/) });

      const tampered = new URLSearchParams(await toCallback('gov-3'));
      await ctx.database.db
        .update(ssoLoginStates)
        .set({ nonce: 'a-nonce-this-sign-in-never-sent' })
        .where(eq(ssoLoginStates.state, tampered.get('state')!));
      const wrongNonce = await finish(tampered.toString());
      expect(wrongNonce.status).toBe(400);
      expect(wrongNonce.json).toMatchObject({ field: 'nonce', message: expect.stringMatching(/nonce/) });
      expect(await counts()).toEqual(before);

      const once = await toCallback('gov-3');
      expect((await finish(once)).status).toBe(200);
      const replay = await finish(once);
      expect(replay.status).toBe(400);
      expect(replay.json.field).toBe('state');
    });

    test('reurl must be a path on this site', async () => {
      for (const reurl of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
        const res = await fetch(`${base}/api/auth/oidc/start?reurl=${encodeURIComponent(reurl)}`, { redirect: 'manual' });
        expect(res.status).toBe(400);
        expect(((await res.json()) as { message: string }).message).toMatch(/reurl/);
      }
    });

    test('staff sign in only through an identity an admin linked', async () => {
      idpPeople['gov-staff'] = { email: 'staffer@example.cn', email_verified: true };
      const refused = await finish(await toCallback('gov-staff', 'audience=staff'));
      expect(refused.status).toBe(403);

      const admin = await ctx.adminToken();
      const userId = await ctx.createUser('staffer', 'Staffer@2026x');
      const linked = await api('POST', '/apiv2/account/admin/external-identity/link', admin, { userId, subject: 'gov-staff' });
      expect(linked.status).toBe(200);
      expect(linked.json.data).toMatchObject({ issuer: idpUrl, subject: 'gov-staff', userId });
      expect((await api('POST', '/apiv2/account/admin/external-identity/link', admin, { userId, subject: 'gov-staff' })).status).toBe(409);

      const res = await finish(await toCallback('gov-staff', 'audience=staff&reurl=%2Fadmin%2Fcompany'));
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ audience: 'staff', reurl: '/admin/company' });
      const me = await api('GET', '/apiv2/account/admin/currentuser', res.json.data.token);
      expect(me.status).toBe(200);
      // The staff identity is not a visitor's: the visitor door stays shut for it.
      expect((await finish(await toCallback('gov-staff'))).status).toBe(403);
    });
  });
});
