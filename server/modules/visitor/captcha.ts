import { rowTimes } from '../../lib/rateLimit';
import crypto from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { loginLogs, visitorCaptchas } from '../../db/schema';
import { AppError, tooManyRequests } from '../../lib/errors';

/** After this many failures for an address or from an IP within the window, the image captcha is asked. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const CAPTCHA_WINDOW_MINUTES = 10;
export const CAPTCHA_TTL_SECONDS = 120;
/** Challenges one IP may ask for in a minute. */
export const MAX_CAPTCHAS_PER_IP_MINUTE = 20;

/**
 * The failures that count (visitors' login-log reasons): a wrong password or unknown address at sign-in, a
 * wrong code at registration or a reset. Neither `captcha` (a refused captcha) nor `locked` counts, and the
 * lockout's own streak (server/modules/account/lockout.ts) reads none of `bad_code` or `captcha`.
 */
export const CAPTCHA_FAILURE_REASONS = ['bad_credentials', 'bad_code'] as const;

/** How an answer is kept: SHA-256 over the challenge's random id and the answer, trimmed and in lower case. */
export const answerHash = (id: string, answer: string) => crypto.createHash('sha256').update(`${id}:${answer.trim().toLowerCase()}`).digest('hex');

/**
 * A new challenge: an SVG of 4 characters (none of the look-alikes 0 O o 1 I l i), its answer kept only
 * hashed. Expired challenges are cleared as new ones are made.
 */
export async function newCaptcha(deps: Deps, ip: string) {
  const now = deps.now();
  // Counted where every instance sees it: Redis with REDIS_URL, else the address's challenges in the database.
  await deps.rateLimits.take(
    [
      {
        name: 'captcha',
        subjects: [`ip:${ip}`],
        limit: MAX_CAPTCHAS_PER_IP_MINUTE,
        windowMs: 60_000,
        recorded: rowTimes(deps.db, visitorCaptchas.createdAt, eq(visitorCaptchas.ip, ip), MAX_CAPTCHAS_PER_IP_MINUTE),
        refuse: () => tooManyRequests('Too many captcha images asked from this network: wait a minute', 60),
      },
    ],
    now,
  );
  const { text, data } = svgCaptcha.create({ size: 4, ignoreChars: '0Oo1Iil', noise: 2, color: true, width: 120, height: 40 });
  const id = crypto.randomBytes(16).toString('hex');
  await deps.db.delete(visitorCaptchas).where(lt(visitorCaptchas.expiresAt, new Date(now.getTime() - 3_600_000)));
  await deps.db
    .insert(visitorCaptchas)
    .values({ id, answerHash: answerHash(id, text), ip, createdAt: now, expiresAt: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000) });
  return { captchaId: id, svg: data, expiresInSeconds: CAPTCHA_TTL_SECONDS };
}

/**
 * Checks an answer once: the challenge is used up by this check whatever the answer (of two requests with one
 * challenge, one gets it), and is good for 2 minutes. Case does not matter.
 */
export async function spendCaptcha(db: DbOrTx, id: string, answer: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(visitorCaptchas)
    .set({ usedAt: now })
    .where(and(eq(visitorCaptchas.id, id), isNull(visitorCaptchas.usedAt), gt(visitorCaptchas.expiresAt, now)))
    .returning({ answerHash: visitorCaptchas.answerHash });
  if (!row) return false;
  return crypto.timingSafeEqual(Buffer.from(row.answerHash, 'hex'), Buffer.from(answerHash(id, answer), 'hex'));
}

/**
 * Whether the next attempt for this address or from this IP must carry a solved captcha: 3 failures within
 * 10 minutes from the IP, or for the address since its last successful sign-in.
 */
export async function captchaNeeded(db: DbOrTx, who: { address: string; ip: string }, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - CAPTCHA_WINDOW_MINUTES * 60_000);
  const failed = inArray(loginLogs.reason, [...CAPTCHA_FAILURE_REASONS]);
  const visitorRows = and(eq(loginLogs.audience, 'visitor'), gt(loginLogs.createdAt, since));
  const [fromIp] = await db
    .select({ n: count() })
    .from(loginLogs)
    .where(and(visitorRows, eq(loginLogs.ip, who.ip), failed));
  if (fromIp.n >= CAPTCHA_AFTER_FAILURES) return true;
  const forAddress = await db
    .select({ reason: loginLogs.reason })
    .from(loginLogs)
    .where(and(visitorRows, eq(loginLogs.username, who.address), inArray(loginLogs.reason, [...CAPTCHA_FAILURE_REASONS, 'ok'])))
    .orderBy(desc(loginLogs.createdAt), desc(loginLogs.id))
    .limit(CAPTCHA_AFTER_FAILURES);
  return forAddress.length >= CAPTCHA_AFTER_FAILURES && forAddress.every((r) => r.reason !== 'ok');
}

export const CAPTCHA_REFUSED = 'captcha: type the characters of the image (a new image for each try)';

/** The refusal that tells the dialog to show (or renew) the captcha. */
export const captchaRefusal = () => new AppError(400, CAPTCHA_REFUSED, { field: 'captcha', captchaRequired: true });

/**
 * Asks for a solved captcha when the address or IP has failed too often: 400 naming `captcha` (with
 * `captchaRequired`) when it is missing or wrong. A refused captcha is logged (reason `captcha`) but counts
 * as no failure of its own.
 */
export async function checkCaptcha(
  deps: Deps,
  input: { address: string; ip: string; userAgent?: string; captchaId?: string; captcha?: string },
): Promise<void> {
  const now = deps.now();
  if (!(await captchaNeeded(deps.db, input, now))) return;
  if (input.captchaId && input.captcha && (await spendCaptcha(deps.db, input.captchaId, input.captcha, now))) return;
  await deps.db
    .insert(loginLogs)
    .values({ username: input.address, ip: input.ip, userAgent: input.userAgent, success: false, reason: 'captcha', audience: 'visitor', createdAt: now });
  throw captchaRefusal();
}

/** A failure (reason `bad_credentials` or `bad_code`) recorded; says whether the next try needs the captcha. */
export async function recordFailure(
  deps: Deps,
  input: { address: string; ip: string; userAgent?: string; reason: (typeof CAPTCHA_FAILURE_REASONS)[number] },
): Promise<boolean> {
  const now = deps.now();
  await deps.db
    .insert(loginLogs)
    .values({ username: input.address, ip: input.ip, userAgent: input.userAgent, success: false, reason: input.reason, audience: 'visitor', createdAt: now });
  return captchaNeeded(deps.db, input, now);
}
