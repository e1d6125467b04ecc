import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { serverSecrets, subscriptions } from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { describeSubscription } from './criteria';

/**
 * One-click unsubscribe links: a token naming the visitor and the subscriptions a mail was sent for, signed
 * with HMAC-SHA256 under a key the server makes once and keeps in the database (so links in old mails keep
 * working after restarts and on every instance). No sign-in: holding the mail is the proof.
 */
const SECRET_NAME = 'unsubscribe-link-key';
const keys = new WeakMap<object, Promise<string>>();

async function readOrCreateKey(db: DbOrTx): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: crypto.randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  return row.value;
}

/**
 * The signing key, read once per database, or once per transaction for a job composing mail inside its own
 * (on PGlite a query outside it would wait for it forever): a run mailing thousands asks once.
 */
function signingKey(db: DbOrTx): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = readOrCreateKey(db);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const sign = (key: string, payload: string) => crypto.createHmac('sha256', key).update(payload).digest('base64url').slice(0, 32);

/** `<visitor>.<id-id-…>.<signature>` */
export async function unsubscribeToken(db: DbOrTx, visitorId: number, subscriptionIds: number[]): Promise<string> {
  const payload = `${visitorId}.${[...new Set(subscriptionIds)].sort((a, b) => a - b).join('-')}`;
  return `${payload}.${sign(await signingKey(db), payload)}`;
}

/** The visitor and subscriptions a token names, or a 400 naming the token when it was altered. */
export async function readUnsubscribeToken(db: Db, token: string): Promise<{ visitorId: number; subscriptionIds: number[] }> {
  const match = /^(\d{1,10})\.(\d{1,10}(?:-\d{1,10}){0,49})\.([A-Za-z0-9_-]{32})$/.exec(token);
  const invalid = () => badRequest('token: this unsubscribe link is not valid (it may have been cut short or changed)', 'token');
  if (!match) throw invalid();
  const expected = sign(await signingKey(db), `${match[1]}.${match[2]}`);
  if (!crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(match[3]))) throw invalid();
  return { visitorId: Number(match[1]), subscriptionIds: match[2].split('-').map(Number) };
}

/** What the link would turn off, in plain words (the confirmation page shows it). */
export async function unsubscribeInfo(deps: Deps, token: string) {
  const { visitorId, subscriptionIds } = await readUnsubscribeToken(deps.db, token);
  const rows = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.visitorId, visitorId), inArray(subscriptions.id, subscriptionIds)));
  return {
    subscriptions: rows.map((r) => {
      const d = describeSubscription(r.kind, r.criteria, r.channels, r.rhythm);
      return { id: r.id, description: d.zh, descriptionEn: d.en, active: r.active };
    }),
  };
}

/**
 * Turns the link's subscriptions off (kept, so the visitor can turn them on again in the user centre).
 * Unsubscribing twice is fine; subscriptions deleted since are simply gone.
 */
export async function unsubscribe(deps: Deps, request: FastifyRequest, token: string) {
  const { visitorId, subscriptionIds } = await readUnsubscribeToken(deps.db, token);
  return deps.db.transaction(async (tx) => {
    const turnedOff = await tx
      .update(subscriptions)
      .set({ active: false, updatedAt: deps.now() })
      .where(and(eq(subscriptions.visitorId, visitorId), inArray(subscriptions.id, subscriptionIds), eq(subscriptions.active, true)))
      .returning({ id: subscriptions.id });
    for (const { id } of turnedOff) {
      await audit(tx, request, {
        action: 'update',
        entity: 'subscription',
        entityId: id,
        summary: 'unsubscribed by the link in a mail',
        after: { active: false, visitorId },
      });
    }
    return { unsubscribed: turnedOff.length };
  });
}
