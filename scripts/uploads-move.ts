/**
 * `npm run uploads:move -- --to database` (or `--to disk`, `--to s3 --from disk`…): copies the uploads' bytes into the
 * store the portal is about to use (UPLOAD_STORE), from another one, for the database DATABASE_URL (or DATA_DIR's
 * PGlite) names; the bucket is S3_BUCKET's (S3_*). `--from` may be left out between disk and database (it is the other
 * of the two). It only adds files, so the portal may run meanwhile on PostgreSQL (PGlite belongs to one process: stop
 * it first). Nothing is deleted; remove the old copies after checking the portal serves them.
 */
import path from 'node:path';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { copyUploads, openUploadStore, uploadStoreKinds, type UploadStoreKind } from '../server/lib/uploadStore';

const argument = (flag: string) => {
  const at = process.argv.indexOf(flag);
  return at < 0 ? undefined : process.argv[at + 1];
};
const isKind = (value: string | undefined): value is UploadStoreKind => uploadStoreKinds.includes(value as UploadStoreKind);

async function main() {
  const to = argument('--to');
  const from = argument('--from') ?? (to === 'database' ? 'disk' : to === 'disk' ? 'database' : undefined);
  if (!isKind(to) || !isKind(from) || from === to) {
    const kinds = uploadStoreKinds.join('|');
    console.error(`usage: npm run uploads:move -- --to ${kinds} [--from ${kinds}] (--from is needed with s3 on either side, and differs from --to)`);
    process.exit(2);
  }
  const config = loadConfig();
  if ((from === 's3' || to === 's3') && !config.s3) {
    console.error('uploads:move: set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as the portal has them) to copy to or from s3');
    process.exit(2);
  }
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') });
  try {
    const stores = { db: database.db, dir: path.join(config.dataDir, 'uploads'), s3: config.s3 };
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
