import crypto from 'node:crypto';
import { and, desc, gt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Redis } from 'ioredis';
import type { DbOrTx } from '../db/client';
import { AppError } from './errors';

/**
 * One request limit: at most `limit` actions in any `windowMs` (a sliding window: a place frees when the oldest
 * counted action leaves it). With several instances behind a load balancer every instance must see the same
 * count, so a limit is counted either in Redis (REDIS_URL) or in the database, never in a process's memory.
 */
export type RateLimit = {
  /** Names the limit in Redis keys: `forum-post`, `assistant`… */
  name: string;
  /**
   * Whom Redis counts, each on its own (a visitor, an address): any of them full refuses. Kept in Redis only as
   * a hash, so no address is stored there in the clear.
   */
  subjects: string[];
  limit: number;
  windowMs: number;
  /**
   * What the database counts instead: the times of the rows the action itself records (posts, questions, codes),
   * newest first, at most `limit` of them, after `since`. No counter table: the rows are the count.
   */
  recorded: (since: Date) => Promise<Date[]>;
  /** The refusal (a 429), given the seconds until a place frees. */
  refuse: (waitSeconds: number) => AppError;
};

/**
 * A limit's `recorded` in the usual case: the times in `createdAt` (a timestamp column) of its table's rows that match
 * `where`, newest first, at most `limit`, after `since` (an index on the subject and the time makes it a short range).
 */
export const rowTimes =
  (db: DbOrTx, createdAt: PgColumn, where: SQL | undefined, limit: number) =>
  async (since: Date): Promise<Date[]> =>
    (
      await db
        .select({ at: createdAt })
        .from(createdAt.table as PgTable)
        .where(and(where, gt(createdAt, since)))
        .orderBy(desc(createdAt))
        .limit(limit)
    ).map((r) => r.at as Date);

type Log = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

export type RateLimitStore = {
  kind: 'database' | 'redis';
  /**
   * Counts one action against every limit, all or none: the first limit that is full throws its refusal. Called
   * before the work; the database store only checks (the action's own row is the count, written after).
   */
  take(limits: RateLimit[], now: Date): Promise<void>;
  /**
   * Checks again inside the transaction that records the action, under its advisory lock, so two actions at once
   * cannot both slip under a database limit. Redis counted atomically in take(): nothing to do.
   */
  confirm(limits: RateLimit[], now: Date): Promise<void>;
  /** Whether the store answers (readiness); the database store has the database's own check. */
  ping?(): Promise<boolean>;
  /** Where an outage and the recovery are written (once each, not once a request). */
  logTo?(log: Log): void;
  close?(): Promise<void>;
};

/** Today's way, with no Redis: each limit's own query over the rows the action records. */
export const databaseRateLimits: RateLimitStore = {
  kind: 'database',
  async take(limits, now) {
    for (const l of limits) {
      const times = await l.recorded(new Date(now.getTime() - l.windowMs));
      if (times.length >= l.limit) throw l.refuse((times[l.limit - 1].getTime() + l.windowMs - now.getTime()) / 1000);
    }
  },
  confirm(limits, now) {
    return this.take(limits, now);
  },
};

/**
 * A sliding-window log per key (a sorted set of the actions' times), the same count the database makes: drop
 * what left the window, refuse when `limit` remain (saying when the one that frees a place leaves), else add
 * this action. Every key is checked before any is added, in one script, so Redis runs it atomically.
 * KEYS: one per subject; ARGV: now (ms), a unique member, then limit and window (ms) for each key.
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  local limit, window = tonumber(ARGV[2 * i + 1]), tonumber(ARGV[2 * i + 2])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local n = redis.call('ZCARD', key)
  if n >= limit then
    local freeing = redis.call('ZRANGE', key, n - limit, n - limit, 'WITHSCORES')
    return {i, tonumber(freeing[2]) + window - now}
  end
end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('PEXPIRE', key, ARGV[2 * i + 2])
end
return {0, 0}
`;

/** Redis configured but not answering at start: the server says so in one line and exits (as for DATABASE_URL). */
export class RedisUnavailableError extends Error {}

/** host:port/db of a Redis URL, never its password. */
export function redisWhere(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '6379'}${u.pathname && u.pathname !== '/' ? u.pathname : ''}`;
  } catch {
    return 'the configured server';
  }
}

const unavailable = () => new AppError(503, 'Request limits cannot be checked just now; please try again in a minute');

const keyOf = (prefix: string, name: string, subject: string) =>
  `${prefix}${name}:${crypto.createHash('sha256').update(subject).digest('base64url').slice(0, 22)}`;

/**
 * Limits in Redis, for several instances: ioredis (the maintained, widely used Node client, promise-based, with
 * reconnection built in), loaded only when REDIS_URL is set. Connects and pings before it returns (an unreachable
 * Redis stops the start). While running, a lost connection never makes a request wait: commands are not queued
 * while disconnected and time out after a second, so a limited request answers 503 at once; the client keeps
 * reconnecting in the background.
 */
export async function openRedisRateLimits(url: string, options: { prefix?: string } = {}): Promise<RateLimitStore> {
  const prefix = options.prefix ?? 'portal:rate:';
  const { Redis: RedisClient } = await import('ioredis');
  const client: Redis = new RedisClient(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // Reconnect forever, at most every 2 s: Redis coming back needs no restart of the portal.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let log: Log | undefined;
  let down = false;
  let lastCode: string | undefined;
  // Without a listener ioredis prints every failed reconnection; one line when it goes and one when it is back.
  client.on('error', (err: Error & { code?: string }) => {
    lastCode = err.code ?? lastCode;
    if (down) return;
    down = true;
    log?.warn({ redis: redisWhere(url), errCode: err.code }, 'Redis is unreachable: rate-limited requests answer 503 until it is back');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log?.info({ redis: redisWhere(url) }, 'Redis is reachable again');
  });
  try {
    await client.connect();
    await client.ping();
  } catch (err) {
    client.disconnect();
    // connect() rejects with a bare "Connection is closed": the reason (ECONNREFUSED…) came as an 'error' event.
    // A refusal by the server itself (NOAUTH, WRONGPASS) is named by its first word; its text never holds the password.
    const code = (err as { code?: string })?.code ?? lastCode ?? /^[A-Z]{4,}\b/.exec((err as Error)?.message ?? '')?.[0];
    throw new RedisUnavailableError(`Cannot connect to Redis at ${redisWhere(url)}${code ? ` (${code})` : ''}`);
  }

  return {
    kind: 'redis',
    async take(limits, now) {
      const keys: string[] = [];
      const args: (string | number)[] = [now.getTime(), `${now.getTime()}:${crypto.randomBytes(6).toString('hex')}`];
      const owners: RateLimit[] = [];
      for (const l of limits)
        for (const subject of l.subjects) {
          keys.push(keyOf(prefix, l.name, subject));
          args.push(l.limit, l.windowMs);
          owners.push(l);
        }
      if (!keys.length) return;
      let answer: [number, number];
      try {
        answer = (await client.eval(TAKE_SCRIPT, keys.length, ...keys, ...args)) as [number, number];
      } catch {
        throw unavailable();
      }
      const [full, waitMs] = answer;
      if (full > 0) throw owners[full - 1].refuse(waitMs / 1000);
    },
    async confirm() {
      // take() counted the action atomically already.
    },
    async ping() {
      try {
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    logTo(to) {
      log = to;
    },
    async close() {
      client.disconnect();
    },
  };
}
