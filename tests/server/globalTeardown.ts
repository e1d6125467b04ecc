import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Removes the run's template databases (globalSetup.ts). */
export default async function globalTeardown() {
  const file = process.env.TEST_PGLITE_TEMPLATE;
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const name = process.env.TEST_POSTGRES_TEMPLATE;
  if (name && process.env.TEST_DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`).finally(() => admin.end());
  }
}
