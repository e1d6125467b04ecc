import { z } from 'zod';
import { id } from '../../lib/fields';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An absolute https URL, or http on this machine (development); no fragment, no user name or password. */
export function isAllowedRedirectUri(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash || url.username || url.password || /[\s<>"'`]/.test(value)) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
}

const redirectUri = z
  .string()
  .trim()
  .max(512)
  .refine(isAllowedRedirectUri, 'must be an absolute https:// URL (http:// only for localhost), without a #fragment or credentials');

export const scopeName = z.enum(['openid', 'profile', 'email']);

export const oidcClientSave = z.object({
  appId: id,
  enabled: z.boolean(),
  redirectUris: z.array(redirectUri).min(1, 'at least one redirect URI is required').max(10),
  scopes: z.array(scopeName).max(3).default(['openid']),
  backchannelLogoutUri: redirectUri.nullish(),
});

export const oidcClientOut = z.object({
  appId: z.number().int(),
  configured: z.boolean(),
  enabled: z.boolean(),
  clientId: z.string().nullable(),
  redirectUris: z.array(z.string()),
  scopes: z.array(z.string()),
  backchannelLogoutUri: z.string().nullable(),
  secretCreatedAt: z.string().nullable(),
  /** The portal's issuer, for the app's configuration (discovery at issuer + /.well-known/openid-configuration). */
  issuer: z.string(),
});

/** A client with its secret, shown this once (null when the secret did not change). */
export const oidcClientWithSecret = z.object({ client: oidcClientOut, secret: z.string().nullable() });

export const uid = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'is not a sign-in request id');

export const interactionOut = z.object({
  uid: z.string(),
  app: z.object({ appName: z.string(), title: z.string(), description: z.string().nullable() }),
  scopes: z.array(z.string()),
  /** The account agreed to these scopes before: the screen continues without asking. */
  remembered: z.boolean(),
  account: z.object({ kind: z.enum(['visitor', 'staff']), name: z.string() }),
});

export const grantOut = z.object({ clientId: z.string(), appName: z.string(), title: z.string(), scopes: z.array(z.string()), grantedAt: z.string() });

export const clientIdBody = z.object({ clientId: z.string().trim().min(1, 'is required').max(64) });

/** A same-origin path to return to after signing in: `/…` but not `//…` or `/\…` (another site). */
export const reurl = z
  .string()
  .trim()
  .max(1000)
  .refine((v) => /^\/(?![/\\])[^\s]*$/.test(v), 'must be a path on this site, starting with a single /');

export const externalStartQuery = z.object({
  reurl: reurl.optional(),
  audience: z.enum(['visitor', 'staff']).default('visitor'),
});

export const externalFinishBody = z.object({
  /** The query string the identity platform sent the browser back with (code, state, iss or error). */
  callback: z.string().trim().min(1, 'is required').max(4096),
});

export const externalConfigOut = z.object({ enabled: z.boolean() });

export const identityLink = z.object({
  userId: id,
  subject: z.string().trim().min(1, 'is required').max(255),
  /** By default the configured identity platform (OIDC_ISSUER). */
  issuer: z.string().trim().url().max(255).optional(),
});

export const identityOut = z.object({
  id: z.number().int(),
  issuer: z.string(),
  subject: z.string(),
  userId: z.number().int().nullable(),
  visitorId: z.number().int().nullable(),
  email: z.string().nullable(),
  linkedAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
