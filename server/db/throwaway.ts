import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './client';

/**
 * A new database on a PostgreSQL server (tests and benchmarks): created under a unique name from the
 * server's admin URL, empty or as a copy of `template`; `drop` (after the caller closed it) removes it,
 * ending any connection left.
 */
export async function throwawayDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; database: Database; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await runAdminStatement(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return { name, database, drop: () => dropDatabase(adminUrl, name) };
}

function dropDatabase(adminUrl: string, name: string) {
  return runAdminStatement(adminUrl, `drop database if exists ${name} with (force)`);
}

/** One statement on its own connection (create and drop database cannot run inside a pool's session). */
async function runAdminStatement(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
