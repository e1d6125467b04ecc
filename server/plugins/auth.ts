import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { resources, roleResources, roles, sessions, userRoles, users, visitorSessions, visitors } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';
import { hashToken } from '../lib/tokens';
import { requestPath, verifyGrant } from '../lib/downloadGrant';

export type AuthUser = {
  id: number;
  username: string;
  sessionId: number;
  /** The permission keys (resourceKey) of every resource the user's active roles grant. Shared: never change it. */
  permissions: ReadonlySet<string>;
};

/**
 * How a route is guarded, declared in its `config`:
 * - `permission: 'account:query'`: signed in and granted that key (every admin route); a non-empty list
 *   (`['upload:attachment', 'policy:save']`) lets in a user granted any one of its keys;
 * - `auth: true`: signed in, no particular key (the current user's own data);
 * - `public: true`: open to visitors (the policy front, login, site configuration); a bearer token that is not a
 *   staff session is tried as a visitor's, so `request.visitor` is set for a signed-in visitor (their own match runs);
 * - `visitor: true`: a signed-in visitor (a company's person, server/modules/visitor), by a visitor session.
 *   Staff and visitor sessions are looked up in their own tables, so neither token passes the other's guard.
 * A GET route with a permission may add `download: true`: it then also accepts `?grant=` from
 * POST /api/util/admin/download-grant in place of the header (a new window sends none).
 */
export type RouteAccess = { permission?: string | readonly string[]; auth?: boolean; public?: boolean; visitor?: boolean; download?: boolean };

/** The signed-in visitor of a `visitor: true` route. */
export type AuthVisitor = { id: number; sessionId: number };

/** Whether the user holds the key, or any key of the list. */
export function grants(user: Pick<AuthUser, 'permissions'>, permission: string | readonly string[]): boolean {
  return typeof permission === 'string' ? user.permissions.has(permission) : permission.some((key) => user.permissions.has(key));
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface -- declaration merging adds the guard keys
  interface FastifyContextConfig extends RouteAccess {}
  interface FastifyRequest {
    user: AuthUser | null;
    visitor: AuthVisitor | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || undefined;
}

/**
 * The two lookups of the live session, its user and the grant version (migration 0016: bumped in every
 * transaction that changes roles, who holds them, their resources or the resources' keys), in one statement
 * each. Every signed-in request runs one of them before anything else, so they are built and prepared once per
 * database (named statements on PostgreSQL, planned once per connection) instead of at every request. The
 * user's roles and permission keys come from `GrantCache`.
 */
export function sessionLookups(db: Db) {
  const select = () =>
    db
      .select({
        sessionId: sessions.id,
        userId: users.id,
        username: users.username,
        grantVersion: sql<string>`(select version::text from grant_version)`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId));
  // Not revoked, not expired, and the user still active.
  const live = and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`), eq(users.status, 'active'));
  return {
    byToken: select()
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), live))
      .limit(1)
      .prepare('auth_session_by_token'),
    bySession: select()
      .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId')), live))
      .limit(1)
      .prepare('auth_session_by_id'),
  };
}

type SessionRow = { sessionId: number; userId: number; username: string; grantVersion: string };

export type GrantReads = {
  /** The ids of the user's active roles. */
  rolesOf: (userId: number) => Promise<number[]>;
  /** The permission keys a set of roles grants. */
  keysOf: (roleIds: number[]) => Promise<string[]>;
};

/** Entries kept per version before starting over: every user of a large park, and their distinct role sets. */
const MAX_USERS = 20_000;
const MAX_ROLE_SETS = 1000;

/**
 * Each user's permission keys, kept per grant version: reading them costs two joins (hundreds of keys for an
 * administrator), while the version is one row the session lookup reads anyway. A change of roles, of who holds
 * them or of what they grant commits a new version with it, so the next request reads the new keys: exactly as
 * strict as reading them every time, on every instance. Users with the same roles share one set of keys.
 */
export class GrantCache {
  private version = '';
  private byUser = new Map<number, Promise<ReadonlySet<string>>>();
  private byRoles = new Map<string, Promise<ReadonlySet<string>>>();

  constructor(private readonly reads: GrantReads) {}

  get(version: string, userId: number): Promise<ReadonlySet<string>> {
    if (version !== this.version) {
      this.version = version;
      this.byUser = new Map();
      this.byRoles = new Map();
    }
    return remember(this.byUser, userId, MAX_USERS, async () => this.keysOf([...new Set(await this.reads.rolesOf(userId))].sort((a, b) => a - b)));
  }

  private keysOf(roleIds: number[]): Promise<ReadonlySet<string>> {
    if (!roleIds.length) return Promise.resolve(new Set<string>());
    return remember(this.byRoles, roleIds.join(','), MAX_ROLE_SETS, async () => new Set((await this.reads.keysOf(roleIds)).filter(Boolean)));
  }
}

/** The value of `key`, loading it once (a load in flight is shared; a failed one is not kept). */
function remember<K, V>(map: Map<K, Promise<V>>, key: K, max: number, load: () => Promise<V>): Promise<V> {
  let value = map.get(key);
  if (!value) {
    if (map.size >= max) map.clear();
    value = load();
    value.catch(() => map.get(key) === value && map.delete(key));
    map.set(key, value);
  }
  return value;
}

function grantReads(db: Db): GrantReads {
  return {
    rolesOf: async (userId) =>
      (
        await db
          .select({ id: roles.id })
          .from(userRoles)
          .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, 'active')))
          .where(eq(userRoles.userId, userId))
      ).map((r) => r.id),
    keysOf: async (roleIds) =>
      (
        await db
          .selectDistinct({ key: resources.resourceKey })
          .from(roleResources)
          .innerJoin(resources, eq(resources.id, roleResources.resourceId))
          .where(inArray(roleResources.roleId, roleIds))
      ).map((r) => r.key),
  };
}

/** How stale a visitor session's `lastSeenAt` may get before a request writes it again (at most one write a minute). */
const LAST_SEEN_EVERY_MS = 60_000;

/**
 * A visitor's live session (not revoked, not expired, the visitor active), by the token's hash. Its last use is
 * written at most once a minute, for the user centre's list of sessions.
 */
async function visitorByToken(db: Db, tokenHash: string, now: Date): Promise<AuthVisitor | null> {
  const [row] = await db
    .select({ id: visitors.id, sessionId: visitorSessions.id, lastSeenAt: visitorSessions.lastSeenAt })
    .from(visitorSessions)
    .innerJoin(visitors, eq(visitors.id, visitorSessions.visitorId))
    .where(and(eq(visitorSessions.tokenHash, tokenHash), isNull(visitorSessions.revokedAt), gt(visitorSessions.expiresAt, now), eq(visitors.status, 'active')))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
    await db.update(visitorSessions).set({ lastSeenAt: now }).where(eq(visitorSessions.id, row.sessionId));
  }
  return { id: row.id, sessionId: row.sessionId };
}

/** The one place every route's guard is enforced: 401 without a valid token, 403 without the key. */
export function registerAuth(app: FastifyInstance, db: Db, now: () => Date, downloadGrantSecret: string) {
  app.decorateRequest('user', null);
  app.decorateRequest('visitor', null);
  // Prepared at the first signed-in request.
  let prepared: ReturnType<typeof sessionLookups> | undefined;
  const lookups = () => (prepared ??= sessionLookups(db));
  const grantCache = new GrantCache(grantReads(db));
  const toAuthUser = async (row: SessionRow | undefined): Promise<AuthUser | null> => {
    if (!row) return null;
    return { id: row.userId, username: row.username, sessionId: row.sessionId, permissions: await grantCache.get(row.grantVersion, row.userId) };
  };

  app.addHook('onRoute', (route) => {
    const access = (route.config ?? {}) as RouteAccess;
    const declared = [access.permission, access.auth, access.public, access.visitor].filter(Boolean).length;
    const isApi = /^\/api(v2)?\//.test(route.url) && !route.url.startsWith('/api/docs');
    if (isApi && declared !== 1) {
      throw new Error(`Route ${route.method} ${route.url} must declare exactly one of permission, auth, public or visitor`);
    }
    // A list is truthy even when empty, which would let everybody in who is signed in: refuse it here.
    if (Array.isArray(access.permission) && (!access.permission.length || access.permission.some((k) => typeof k !== 'string' || !k))) {
      throw new Error(`Route ${route.method} ${route.url}: a permission list needs at least one non-empty key`);
    }
    if (access.download && (![route.method].flat().every((m) => m === 'GET' || m === 'HEAD') || !access.permission)) {
      throw new Error(`Route ${route.method} ${route.url}: download routes are GET routes with a permission`);
    }
  });

  // onRequest, so an unauthorised caller learns nothing from validation errors.
  app.addHook('onRequest', async (request) => {
    const access = (request.routeOptions.config ?? {}) as RouteAccess;
    const token = bearerToken(request);
    if (access.visitor) {
      request.visitor = token ? await visitorByToken(db, hashToken(token), now()) : null;
      if (!request.visitor) throw unauthorized();
      return;
    }
    if (token) request.user = await toAuthUser((await lookups().byToken.execute({ tokenHash: hashToken(token), now: now().toISOString() }))[0]);
    else if (access.download && request.method === 'GET') {
      // The header-less new window of a createexcel=1 export: the grant stands in for the token.
      const { grant } = (request.query ?? {}) as { grant?: unknown };
      const claims = typeof grant === 'string' ? verifyGrant(downloadGrantSecret, grant, requestPath(request.url), now()) : null;
      if (claims)
        request.user = await toAuthUser(
          (
            await lookups().bySession.execute({ sessionId: claims.sessionId, userId: claims.userId, now: now().toISOString() })
          )[0],
        );
    }
    if (access.public) {
      // A public route may serve a signed-in visitor their own things (the policy front's match runs): a token
      // that is no staff session is looked up as a visitor's. Neither guard's answer changes: public stays public.
      if (token && !request.user) request.visitor = await visitorByToken(db, hashToken(token), now());
      return;
    }
    if (!access.permission && !access.auth) return; // non-API routes (the web app's files)
    if (!request.user) throw unauthorized();
    if (access.permission && !grants(request.user, access.permission)) {
      throw forbidden();
    }
  });
}
