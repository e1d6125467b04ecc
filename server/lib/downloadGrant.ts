import crypto from 'node:crypto';

/**
 * Download grants: the web app's createexcel=1 path opens the export URL in a new window, and a
 * window carries no Authorization header. So the app first asks for a grant for that path, with its
 * token as usual, and appends `?grant=` to the URL. A grant is an HMAC (SHA-256) over the user, the
 * session, the path and the expiry: no table, any server instance sharing the secret can check it,
 * and signing out ends it with the session. The auth plugin accepts it only on GET routes declared
 * `download: true`, and the route's permission is still checked for the granted user. The route that
 * issues grants is in server/modules/util.
 */

/** Long enough for the window to open and ask; short enough that a URL left in a history or log is soon useless. */
export const GRANT_TTL_SECONDS = 60;

export type GrantClaims = { userId: number; sessionId: number; path: string; expiresAt: number };

function signature(secret: string, claims: GrantClaims) {
  return crypto
    .createHmac('sha256', secret)
    .update(`download-grant\n${claims.userId}\n${claims.sessionId}\n${claims.expiresAt}\n${claims.path}`)
    .digest('base64url');
}

/** `<userId>.<sessionId>.<expiry in epoch seconds>.<signature>`; the path is signed, not carried. */
export function signGrant(secret: string, claims: GrantClaims): string {
  return `${claims.userId}.${claims.sessionId}.${claims.expiresAt}.${signature(secret, claims)}`;
}

/** The user and session a grant was issued to, or null when it is malformed, for another path, tampered with or expired. */
export function verifyGrant(secret: string, grant: string, path: string, now: Date): { userId: number; sessionId: number } | null {
  const match = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(grant);
  if (!match) return null;
  const claims = { userId: Number(match[1]), sessionId: Number(match[2]), expiresAt: Number(match[3]), path };
  const expected = Buffer.from(signature(secret, claims));
  const given = Buffer.from(match[4]);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  if (claims.expiresAt * 1000 <= now.getTime()) return null;
  return { userId: claims.userId, sessionId: claims.sessionId };
}

/** The request's path without its query string, as the grant was signed for. */
export const requestPath = (url: string) => url.split('?')[0];
