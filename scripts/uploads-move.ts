/**
 * `npm run uploads:move -- --to database` (or `--to disk`): copies the uploads' bytes into the store the portal is
 * about to use (UPLOAD_STORE), from the other one, for the database DATABASE_URL (or DATA_DIR's PGlite) names.
 * It only adds files, so the portal may run meanwhile on PostgreSQL (PGlite belongs to one process: stop it first).
 * Nothing is deleted; remove the old copies after checking the portal serves them.
 */
import path from 'node:path';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { copyUploads, openUploadStore, uploadStoreKinds, type UploadStoreKind } from '../server/lib/uploadStore';

async function main() {
  const at = process.argv.indexOf('--to');
  const to = process.argv[at + 1] as UploadStoreKind;
  if (at < 0 || !uploadStoreKinds.includes(to)) {
    console.error(`usage: npm run uploads:move -- --to ${uploadStoreKinds.join('|')}`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') });
  try {
    const stores = { db: database.db, dir: path.join(config.dataDir, 'uploads') };
    const from = uploadStoreKinds.find((kind) => kind !== to)!;
    const result = await copyUploads(database.db, openUploadStore(from, stores), openUploadStore(to, stores));
    console.log(`uploads ${from} → ${to}: ${result.copied} copied, ${result.present} already there, ${result.missing.length} missing in ${from}`);
    for (const name of result.missing.slice(0, 20)) console.log(`  missing: ${name}`);
    if (result.missing.length) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
