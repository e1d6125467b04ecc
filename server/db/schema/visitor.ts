import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const CODE_PURPOSES = ['register', 'reset_password', 'change_contact'] as const;

/**
 * One verification code sent to an e-mail address or a mobile number. Only a salted hash of the code is
 * kept; a code is good for 10 minutes, once, and for a few wrong tries (server/modules/visitor/codes.ts).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: varchar('purpose', { length: 24, enum: CODE_PURPOSES }).notNull(),
    channel: varchar('channel', { length: 8, enum: ['email', 'sms'] }).notNull(),
    /** The address as normalised: e-mail in lower case, a mobile number as its 11 digits. */
    address: varchar('address', { length: 128 }).notNull(),
    salt: varchar('salt', { length: 32 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    /** Who asked: the per-address and per-IP limits count these. */
    ip: varchar('ip', { length: 64 }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_address_idx').on(t.address, t.purpose, t.createdAt), index('verification_codes_ip_idx').on(t.ip, t.createdAt)],
);

/**
 * A visitor's own account on the public front (a company's people): signed in by e-mail or mobile number,
 * a separate audience from staff (server/plugins/auth.ts): a visitor's session never passes a staff guard.
 */
export const visitors = pgTable(
  'visitors',
  {
    id: serial('id').primaryKey(),
    /** Lower case, as shared/contact.ts normalises it. */
    email: varchar('email', { length: 128 }),
    /** A mainland mobile number, 11 digits. */
    phone: varchar('phone', { length: 16 }),
    passwordHash: text('password_hash').notNull(),
    displayName: varchar('display_name', { length: 64 }).notNull().default(''),
    /** Whether what concerns them (their applications' results, their company membership) also comes by e-mail, besides the inbox. */
    emailNotices: boolean('email_notices').notNull().default(true),
    status: varchar('status', { length: 16, enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visitors_email_uq').on(t.email),
    uniqueIndex('visitors_phone_uq').on(t.phone),
    check('visitors_contact_ck', sql`${t.email} is not null or ${t.phone} is not null`),
  ],
);

/** A visitor's signed-in session: only the token's SHA-256 is stored. */
export const visitorSessions = pgTable(
  'visitor_sessions',
  {
    id: serial('id').primaryKey(),
    visitorId: integer('visitor_id')
      .notNull()
      .references(() => visitors.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('visitor_sessions_visitor_idx').on(t.visitorId)],
);

/**
 * An image captcha's challenge (server/modules/visitor/captcha.ts): the answer only as a SHA-256 over the
 * challenge's random id and the answer in lower case; good for 2 minutes and one check. Kept in the database so
 * that every instance behind one load balancer checks the same challenges.
 */
export const visitorCaptchas = pgTable(
  'visitor_captchas',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    answerHash: varchar('answer_hash', { length: 64 }).notNull(),
    /** Who asked: at most a few challenges a minute per IP. */
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('visitor_captchas_ip_idx').on(t.ip, t.createdAt), index('visitor_captchas_expires_idx').on(t.expiresAt)],
);
