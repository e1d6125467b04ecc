import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { apps, users } from './account';
import { visitors } from './visitor';

/**
 * An app of the app admin area as an OpenID Connect client of the portal (server/modules/sso): its client id,
 * the SHA-256 of its secret (the secret itself is shown once, when made), where codes may be sent and which
 * scopes it may ask for.
 */
export const appOidcClients = pgTable('app_oidc_clients', {
  appId: integer('app_id')
    .primaryKey()
    .references(() => apps.id, { onDelete: 'cascade' }),
  clientId: varchar('client_id', { length: 64 }).notNull().unique(),
  secretHash: varchar('secret_hash', { length: 64 }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  redirectUris: jsonb('redirect_uris').$type<string[]>().notNull().default([]),
  scopes: jsonb('scopes').$type<string[]>().notNull().default(['openid']),
  /** Where the portal posts a logout token when the user signs out of the portal (OpenID back-channel logout). */
  backchannelLogoutUri: varchar('backchannel_logout_uri', { length: 512 }),
  secretCreatedAt: timestamp('secret_created_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What oidc-provider keeps (grants, sessions, authorization codes, access and refresh tokens, interactions):
 * one row per model and id, its payload as the library gives it.
 */
export const oidcModels = pgTable(
  'oidc_models',
  {
    model: varchar('model', { length: 32 }).notNull(),
    id: varchar('id', { length: 128 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: varchar('grant_id', { length: 128 }),
    uid: varchar('uid', { length: 128 }),
    /** The account (`v:<visitor id>` or `u:<user id>`) of grants and sessions, for revocation and sign-out. */
    accountId: varchar('account_id', { length: 32 }),
    clientId: varchar('client_id', { length: 64 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_models_grant_idx').on(t.grantId),
    index('oidc_models_uid_idx').on(t.uid),
    index('oidc_models_account_idx').on(t.accountId, t.model),
    index('oidc_models_client_idx').on(t.clientId, t.model),
    index('oidc_models_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A person of an external identity platform (OIDC_ISSUER) linked to a visitor account or, when an admin
 * linked it, to a staff account.
 */
export const externalIdentities = pgTable(
  'external_identities',
  {
    id: serial('id').primaryKey(),
    issuer: varchar('issuer', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    visitorId: integer('visitor_id').references(() => visitors.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 128 }),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('external_identities_subject_uq').on(t.issuer, t.subject),
    index('external_identities_visitor_idx').on(t.visitorId),
    index('external_identities_user_idx').on(t.userId),
    check('external_identities_owner_ck', sql`(${t.visitorId} is null) <> (${t.userId} is null)`),
  ],
);

/**
 * A sign-in started at the external identity platform: the state, nonce and PKCE verifier it must come back
 * with, good for 10 minutes and one use.
 */
export const ssoLoginStates = pgTable(
  'sso_login_states',
  {
    state: varchar('state', { length: 64 }).primaryKey(),
    nonce: varchar('nonce', { length: 64 }).notNull(),
    codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
    audience: varchar('audience', { length: 8, enum: ['visitor', 'staff'] }).notNull(),
    reurl: varchar('reurl', { length: 1024 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sso_login_states_expires_idx').on(t.expiresAt)],
);
