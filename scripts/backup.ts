/**
 * `npm run backup [-- <folder>]`: a backup of the embedded portal (DATA_DIR: its database and uploads) into a new
 * folder, by default ./backups/portal-<time>. Stop the portal first (PGlite's data belongs to one process).
 * With DATABASE_URL, PostgreSQL's own tools do it: see the README.
 */
import path from 'node:path';
import { loadConfig } from '../server/config';
import { backupPglite } from '../server/db/backup';

async function main() {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc (and restore with pg_restore), as the README shows');
    process.exit(2);
  }
  const now = new Date();
  const out = path.resolve(process.argv[2] ?? path.join('backups', `portal-${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}`));
  const manifest = await backupPglite(config.dataDir, out, now);
  console.log(`Backed up ${config.dataDir} to ${out} (${manifest.migrations} migrations applied${manifest.uploads ? ', with the uploads' : ''})`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
