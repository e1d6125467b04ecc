import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './client';

/**
 * A new, empty database on a PostgreSQL server (tests and benchmarks): created under a unique name from
 * the server's admin URL; `drop` (after the caller closed it) removes it, ending any connection left.
 */
export async function throwawayDatabase(adminUrl: string, prefix: string): Promise<{ database: Database; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}
