import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the services use: the same on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle accepted wherever a Db is (Drizzle's tx has the same query API). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrate and seed at start) while holding the database's start-up lock: instances started together
   * on one PostgreSQL database take turns, so the first migrates and seeds and the others find nothing to do.
   * PGlite has one process by construction.
   */
  whileStarting<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with each NOTIFY payload on `channel`, from any instance on this database (LISTEN on a
   * connection of its own on PostgreSQL, reconnected when lost; PGlite's own listen). After a reconnection it is
   * called with '*': notices sent meanwhile are lost, so everything cached should be forgotten.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
};

/** The advisory lock key of start-up (any constant: the portal owns its database). */
const START_LOCK = 720_815_001;

export const migrationsFolder = path.resolve(__dirname, 'migrations');

export type OpenOptions =
  /** PostgreSQL server; the URL never reaches a log line. */
  | { databaseUrl: string }
  /**
   * Embedded PGlite with data on disk, or in memory when dataDir is omitted (tests); `loadDataDir` starts it from a
   * dump (PGlite's dumpDataDir): tests from one seeded database, `npm run restore` from a backup.
   */
  | { dataDir?: string; loadDataDir?: Blob };

export class DatabaseUnavailableError extends Error {}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (a restart, a failover) is discarded by the pool and the next
    // query reconnects; without a listener the 'error' event would end the whole process.
    pool.on('error', () => undefined);
    try {
      const client = await pool.connect();
      client.release();
    } catch (err) {
      await pool.end().catch(() => undefined);
      throw new DatabaseUnavailableError(describeConnectionFailure(options.databaseUrl, err));
    }
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    const listeners = pgListeners(options.databaseUrl);
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      async whileStarting(work) {
        // A session lock on a connection of its own, held across migrate's and seed's own transactions.
        const holder = await pool.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [START_LOCK]);
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [START_LOCK]).catch(() => undefined);
          holder.release();
        }
      },
      listen: (channel, onMessage) => listeners.add(channel, onMessage),
      close: async () => {
        await listeners.close();
        await pool.end();
      },
    };
  }

  let client: PGlite;
  let unlock = () => undefined as void;
  if (options.dataDir) {
    fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
    unlock = lockDataDir(options.dataDir);
    client = new PGlite(options.dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  } else {
    client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  try {
    await client.waitReady;
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    whileStarting: (work) => work(),
    listen: async (channel, onMessage) => {
      await client.listen(channel, onMessage);
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/**
 * LISTEN on PostgreSQL: one connection outside the pool (a pooled one would be handed to queries), opened at the first
 * listen and reopened a second after it is lost.
 */
function pgListeners(databaseUrl: string) {
  const handlers = new Map<string, Array<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  /** The channels the current connection listens on. */
  let listening = new Set<string>();

  async function listenOn(on: pg.Client, channel: string) {
    await on.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    listening.add(channel);
  }

  function connect(): Promise<void> {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: databaseUrl });
      next.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      await next.connect();
      listening = new Set();
      for (const channel of handlers.keys()) await listenOn(next, channel);
      client = next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  function lost(which: pg.Client) {
    if (client !== which || closed) return;
    client = null;
    which.end().catch(() => undefined);
    retry = setTimeout(function again() {
      if (closed) return;
      connect().then(
        () => {
          for (const list of handlers.values()) for (const handler of list) handler('*');
        },
        () => {
          retry = setTimeout(again, 1000);
        },
      );
    }, 1000);
  }

  return {
    async add(channel: string, onMessage: (payload: string) => void) {
      handlers.set(channel, [...(handlers.get(channel) ?? []), onMessage]);
      if (!client) await connect();
      if (client && !listening.has(channel)) await listenOn(client, channel);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}

/**
 * PGlite's data directory belongs to one process: two opening it at once would corrupt it, and PGlite itself does
 * not check. So a lock file beside it names the process holding it; a lock left by a process that is gone (a crash,
 * a kill -9) is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new DatabaseUnavailableError(
        `The embedded database ${dataDir} is in use by process ${holder} (a running portal, backup or restore): stop it first`,
      );
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  return () => fs.rmSync(lockFile, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** One line naming host, port and database, never the password. */
function describeConnectionFailure(url: string, err: unknown): string {
  let where = 'the configured server';
  try {
    const u = new URL(url);
    where = `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    // an unparseable URL is described generically
  }
  const code = (err as { code?: string })?.code;
  return `Cannot connect to PostgreSQL at ${where}${code ? ` (${code})` : ''}`;
}
