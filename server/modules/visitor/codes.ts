import crypto from 'node:crypto';
import type { Contact } from '@shared/contact';
import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { CODE_PURPOSES, verificationCodes } from '../../db/schema';
import { AppError, badRequest, tooManyRequests } from '../../lib/errors';
import { rowTimes, type RateLimit } from '../../lib/rateLimit';

export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const CODE_TTL_MINUTES = 10;
/** One code per address and purpose a minute; five an hour per address, twenty an hour per IP. */
export const RESEND_AFTER_SECONDS = 60;
export const MAX_CODES_PER_ADDRESS_HOUR = 5;
export const MAX_CODES_PER_IP_HOUR = 20;
/** Wrong tries a code survives; after them only a new code helps (a 6-digit code cannot be guessed in 5). */
export const MAX_WRONG_TRIES = 5;

const HOUR = 3_600_000;

const hashOf = (salt: string, code: string) => crypto.createHash('sha256').update(`${salt}:${code}`).digest('hex');

const SUBJECTS: Record<CodePurpose, string> = {
  register: '注册验证码',
  reset_password: '找回密码验证码',
  change_contact: '更换联系方式验证码',
};

function messageFor(purpose: CodePurpose, code: string, siteName: string) {
  const text = `您的${SUBJECTS[purpose]}是 ${code}，${CODE_TTL_MINUTES} 分钟内有效，仅可使用一次。如非本人操作，请忽略本消息。`;
  return { subject: `${siteName} ${SUBJECTS[purpose]}`, text: `${text}\n\n${siteName}`, sms: `【${siteName}】${text}` };
}

/** The times of an address's or an IP's codes (of a purpose, when named) after `since`, newest first. */
const codeTimes = (tx: Tx, where: SQL | undefined, limit: number) => rowTimes(tx, verificationCodes.createdAt, where, limit);

/**
 * The limits of sendCode, in the order they are told: one a minute per address and purpose, then the address's
 * and the IP's hour. Counted where every instance sees them: Redis with REDIS_URL, else the codes in the database.
 */
function codeLimits(tx: Tx, input: { purpose: CodePurpose; contact: Contact; ip: string }): RateLimit[] {
  const { purpose, contact, ip } = input;
  const byAddress = eq(verificationCodes.address, contact.address);
  return [
    {
      name: 'code-resend',
      subjects: [`${purpose}:${contact.address}`],
      limit: 1,
      windowMs: RESEND_AFTER_SECONDS * 1000,
      recorded: codeTimes(tx, and(byAddress, eq(verificationCodes.purpose, purpose)), 1),
      refuse: (wait) => tooManyRequests(`A code was sent to this address a moment ago: ask again in ${Math.ceil(wait)} s`, wait),
    },
    {
      name: 'code-address',
      subjects: [contact.address],
      limit: MAX_CODES_PER_ADDRESS_HOUR,
      windowMs: HOUR,
      recorded: codeTimes(tx, byAddress, MAX_CODES_PER_ADDRESS_HOUR),
      refuse: (wait) => tooManyRequests(`Too many codes for this address: at most ${MAX_CODES_PER_ADDRESS_HOUR} an hour`, wait),
    },
    {
      name: 'code-ip',
      subjects: [ip],
      limit: MAX_CODES_PER_IP_HOUR,
      windowMs: HOUR,
      recorded: codeTimes(tx, eq(verificationCodes.ip, ip), MAX_CODES_PER_IP_HOUR),
      refuse: (wait) => tooManyRequests(`Too many codes asked from this network: at most ${MAX_CODES_PER_IP_HOUR} an hour`, wait),
    },
  ];
}

/**
 * Sends a new verification code to an address, within the limits (429 with the seconds to wait otherwise).
 * The code is stored only as a salted hash and never logged; a new code replaces the address's earlier ones
 * for the same purpose. Nothing is kept when the message cannot be sent.
 */
export async function sendCode(deps: Deps, input: { purpose: CodePurpose; contact: Contact; ip: string; siteName: string }) {
  const now = deps.now();
  const { purpose, contact, ip } = input;
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = crypto.randomBytes(16).toString('hex');
  const expiresAt = new Date(now.getTime() + CODE_TTL_MINUTES * 60_000);

  const id = await deps.db.transaction(async (tx) => {
    // Requests for one address, or from one IP, at once are counted one after the other (always in this order).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verification:${contact.address}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verification-ip:${ip}`}))`);
    await deps.rateLimits.take(codeLimits(tx, input), now);
    // Only the newest code of an address and purpose is good.
    await tx
      .update(verificationCodes)
      .set({ expiresAt: now })
      .where(
        and(
          eq(verificationCodes.address, contact.address),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.usedAt),
          gt(verificationCodes.expiresAt, now),
        ),
      );
    const [row] = await tx
      .insert(verificationCodes)
      .values({ purpose, channel: contact.channel, address: contact.address, salt, codeHash: hashOf(salt, code), ip, createdAt: now, expiresAt })
      .returning({ id: verificationCodes.id });
    return row.id;
  });

  // Sent after the transaction: a slow mail server must not hold the database (PGlite has one connection).
  const message = messageFor(purpose, code, input.siteName);
  try {
    if (contact.channel === 'email') await deps.mail.send({ to: contact.address, subject: message.subject, text: message.text });
    else await deps.sms.send({ to: contact.address, text: message.sms });
  } catch {
    await deps.db.update(verificationCodes).set({ expiresAt: now }).where(eq(verificationCodes.id, id));
    throw new AppError(503, 'The code could not be sent just now; please try again in a minute');
  }
  return { channel: contact.channel, expiresInSeconds: CODE_TTL_MINUTES * 60, resendAfterSeconds: RESEND_AFTER_SECONDS };
}

const CODE_REFUSED = 'The verification code is wrong or has expired; ask for a new one';

/**
 * Checks a code and uses it up (once: of two requests with one code, one wins). A wrong code counts a
 * wrong try. Callers check everything else first, so that a code is not spent on a request refused for
 * another reason.
 */
export async function spendCode(deps: Deps, input: { purpose: CodePurpose; contact: Contact; code: string }) {
  const now = deps.now();
  const code = input.code.trim();
  const outcome = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.address, input.contact.address),
          eq(verificationCodes.purpose, input.purpose),
          isNull(verificationCodes.usedAt),
          gt(verificationCodes.expiresAt, now),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1)
      .for('update');
    if (!current || current.wrongTries >= MAX_WRONG_TRIES) return 'refused';
    const right = /^\d{6}$/.test(code) && crypto.timingSafeEqual(Buffer.from(hashOf(current.salt, code), 'hex'), Buffer.from(current.codeHash, 'hex'));
    await tx
      .update(verificationCodes)
      .set(right ? { usedAt: now } : { wrongTries: sql`${verificationCodes.wrongTries} + 1` })
      .where(eq(verificationCodes.id, current.id));
    return right ? 'used' : 'wrong';
  });
  // The wrong try is counted (committed) before the refusal.
  if (outcome !== 'used') throw badRequest(CODE_REFUSED, 'code');
}
