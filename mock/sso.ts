import { accounts as users, apps } from './_data';
import { badRequest, fail, notFound, nowIso, ok, requireAuth, signedIn, type MockRequest, type MockResponse } from './_helpers';

/**
 * Single sign-on in mock mode: no identity platform is configured (the button stays hidden), there is no
 * provider to approve for (an /auth?uid= screen says the request is unknown), the apps' OIDC clients and the
 * visitor's consents live in memory.
 */
type Client = { clientId: string; enabled: boolean; redirectUris: string[]; scopes: string[]; backchannelLogoutUri: string | null; secretCreatedAt: string };
const clients = new Map<number, Client>();
let grants = [{ clientId: 'park-oa-mock', appName: 'park-oa', title: '园区OA（示例）', scopes: ['openid', 'profile'], grantedAt: '2026-11-01T02:00:00.000Z' }];

const ISSUER = 'http://localhost:8000/oidc';
const URI = /^(https:\/\/[^\s#<>"'`]+|http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/[^\s#<>"'`]*)?)$/;
const secret = () =>
  Array.from({ length: 43 }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[Math.floor(Math.random() * 64)]).join('');
const out = (appId: number, c?: Client) => ({
  appId,
  configured: !!c,
  enabled: c?.enabled ?? false,
  clientId: c?.clientId ?? null,
  redirectUris: c?.redirectUris ?? [],
  scopes: c?.scopes ?? ['openid'],
  backchannelLogoutUri: c?.backchannelLogoutUri ?? null,
  secretCreatedAt: c?.secretCreatedAt ?? null,
  issuer: ISSUER,
});
const appOr404 = (res: MockResponse, id: unknown) => {
  const app = apps.find((a) => a.id === Number(id));
  if (!app) notFound(res, 'App');
  return app;
};
const visitorOnly = (req: MockRequest, res: MockResponse) => {
  if (signedIn(req)) return true;
  res.status(401).json(fail(401, 'Not signed in or the session has expired', 4));
  return false;
};

/** Identities of the identity platform linked to staff accounts. */
let identities: {
  id: number;
  issuer: string;
  subject: string;
  userId: number | null;
  visitorId: number | null;
  email: string | null;
  linkedAt: string;
  lastSignInAt: string | null;
}[] = [];

export default {
  'GET /api/auth/oidc/config': (_req: MockRequest, res: MockResponse) => res.json(ok({ enabled: false })),
  'POST /api/auth/oidc/finish': (_req: MockRequest, res: MockResponse) =>
    res.status(404).json(fail(404, 'Sign-in through the identity platform is not configured here; it not found')),
  'GET /api/sso/interaction': (req: MockRequest, res: MockResponse) =>
    visitorOnly(req, res) &&
    res.status(404).json(fail(404, 'uid: this sign-in request has expired or is unknown; start again from the app. Sign-in request not found')),
  'POST /api/sso/interaction': (req: MockRequest, res: MockResponse) =>
    visitorOnly(req, res) &&
    res.status(404).json(fail(404, 'uid: this sign-in request has expired or is unknown; start again from the app. Sign-in request not found')),
  'GET /api/visitor/sso/grants': (req: MockRequest, res: MockResponse) => visitorOnly(req, res) && res.json(ok(grants)),
  'POST /api/visitor/sso/grants/revoke': (req: MockRequest, res: MockResponse) => {
    if (!visitorOnly(req, res)) return undefined;
    const clientId = String(req.body?.clientId ?? '');
    if (!grants.some((g) => g.clientId === clientId)) return res.status(404).json(fail(404, 'clientId: no consent for this app. Consent not found'));
    grants = grants.filter((g) => g.clientId !== clientId);
    return res.json(ok(null));
  },
  'GET /apiv2/app/admin/oidc-client': requireAuth((req, res) => {
    const app = appOr404(res, req.query?.appId);
    if (app) res.json(ok(out(app.id, clients.get(app.id))));
  }),
  'POST /apiv2/app/admin/oidc-client': requireAuth((req, res) => {
    const body = req.body ?? {};
    if (!Number(body.appId)) return badRequest(res, 'appId', 'body.appId: is required');
    const app = appOr404(res, body.appId);
    if (!app) return undefined;
    const uris: unknown[] = Array.isArray(body.redirectUris) ? body.redirectUris : [];
    if (!uris.length || uris.some((u) => typeof u !== 'string' || !URI.test(u.trim())))
      return badRequest(
        res,
        'redirectUris',
        'body.redirectUris: must be an absolute https:// URL (http:// only for localhost), without a #fragment or credentials',
      );
    const before = clients.get(app.id);
    const made = before ? undefined : secret();
    const client: Client = {
      clientId: before?.clientId ?? `${app.appName}-mock${app.id}`,
      enabled: !!body.enabled,
      redirectUris: uris.map((u) => String(u).trim()),
      scopes: ['openid', ...['profile', 'email'].filter((s) => (body.scopes ?? []).includes(s))],
      backchannelLogoutUri: typeof body.backchannelLogoutUri === 'string' && body.backchannelLogoutUri.trim() ? body.backchannelLogoutUri.trim() : null,
      secretCreatedAt: before?.secretCreatedAt ?? nowIso(),
    };
    clients.set(app.id, client);
    return res.json(ok({ client: out(app.id, client), secret: made ?? null }));
  }),
  'POST /apiv2/app/admin/oidc-client/secret': requireAuth((req, res) => {
    const app = appOr404(res, req.body?.appId);
    if (!app) return undefined;
    const client = clients.get(app.id);
    if (!client) return res.status(404).json(fail(404, 'appId: this app has no OIDC client yet. OIDC client not found'));
    client.secretCreatedAt = nowIso();
    return res.json(ok({ client: out(app.id, client), secret: secret() }));
  }),
  'POST /apiv2/app/admin/oidc-client/revoke': requireAuth((req, res) => {
    const app = appOr404(res, req.body?.appId);
    if (!app) return undefined;
    const client = clients.get(app.id);
    if (!client) return res.status(404).json(fail(404, 'appId: this app has no OIDC client yet. OIDC client not found'));
    const before = grants.length;
    grants = grants.filter((g) => g.clientId !== client.clientId);
    return res.json(ok({ revoked: before - grants.length }));
  }),
  'GET /apiv2/account/admin/external-identity/list': requireAuth((req, res) => {
    const userId = Number(req.query?.userId);
    if (!users.some((u) => u.id === userId)) return notFound(res, 'Account');
    return res.json(ok(identities.filter((i) => i.userId === userId)));
  }),
  'POST /apiv2/account/admin/external-identity/link': requireAuth((req, res) => {
    const userId = Number(req.body?.userId);
    const subject = String(req.body?.subject ?? '').trim();
    if (!subject) return badRequest(res, 'subject', 'body.subject: is required');
    if (!users.some((u) => u.id === userId)) return notFound(res, 'Account');
    const issuer = String(req.body?.issuer ?? '').trim() || 'https://idp.example.gov.cn';
    if (identities.some((i) => i.issuer === issuer && i.subject === subject))
      return res.status(409).json(fail(409, 'subject: this identity is already linked to an account', 2, 'subject'));
    const row = { id: identities.length + 1, issuer, subject, userId, visitorId: null, email: null, linkedAt: nowIso(), lastSignInAt: null };
    identities.push(row);
    return res.json(ok(row));
  }),
  'POST /apiv2/account/admin/external-identity/unlink': requireAuth((req, res) => {
    const id = Number(req.body?.id);
    if (!identities.some((i) => i.id === id)) return notFound(res, 'Linked identity');
    identities = identities.filter((i) => i.id !== id);
    return res.json(ok(null));
  }),
};
