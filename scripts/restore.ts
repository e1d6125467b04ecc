/**
 * `npm run restore -- <backup folder>`: puts a backup made by `npm run backup` in place of DATA_DIR's database and
 * uploads, moving what was there aside (nothing is deleted). Stop the portal first; start it again afterwards.
 */
import { loadConfig } from '../server/config';
import { restorePglite } from '../server/db/backup';

async function main() {
  const config = loadConfig();
  const from = process.argv[2];
  if (!from || config.databaseUrl) {
    console.error(
      config.databaseUrl ? 'DATABASE_URL is set: restore PostgreSQL with pg_restore, as the README shows' : 'usage: npm run restore -- <backup folder>',
    );
    process.exit(2);
  }
  const { manifest, movedAside } = await restorePglite(from, config.dataDir);
  console.log(`Restored the backup of ${manifest.createdAt} into ${config.dataDir}`);
  for (const aside of movedAside) console.log(`  kept the previous data at ${aside}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
