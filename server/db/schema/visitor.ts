import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

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
