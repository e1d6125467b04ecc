/**
 * Makes the test run's template databases and prints where they are as JSON (run by globalSetup.ts with
 * tsx, which resolves the server's path aliases): a dump of a migrated and seeded PGlite data directory,
 * and, when TEST_DATABASE_URL is set, a migrated and seeded database on that server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../../server/db/client';
import { throwawayDatabase } from '../../server/db/throwaway';
import { seed } from '../../server/seed';
import { ADMIN_PASSWORD } from './adminPassword';

async function migrateAndSeed(database: Database) {
  await database.migrate();
  await seed(database.db, { adminPassword: ADMIN_PASSWORD });
}

async function main() {
  const pglite = await openDatabase({});
  await migrateAndSeed(pglite);
  // Written out now, so a copy opens without replaying the seed's log first (0.35 s of every suite's start).
  await (pglite.db as unknown as { $client: PGlite }).$client.exec('CHECKPOINT');
  const dump = await (pglite.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await pglite.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-db-template-')), 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));

  let postgres: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    const { name, database } = await throwawayDatabase(process.env.TEST_DATABASE_URL, 'portal_template');
    await migrateAndSeed(database);
    // A database is copied only while nobody is connected to it.
    await database.close();
    postgres = name;
  }
  process.stdout.write(JSON.stringify({ pglite: file, postgres }));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
