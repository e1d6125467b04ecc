/** npm run backup / restore for the embedded database (server/db/backup.ts), and the data directory's lock. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { backupPglite, restorePglite } from '../../server/db/backup';
import { openDatabase } from '../../server/db/client';
import { configEntries } from '../../server/db/schema';

const setSiteName = async (dataDir: string, value: string) => {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await database.db.insert(configEntries).values({ key: 'siteName', value }).onConflictDoUpdate({ target: configEntries.key, set: { value } });
  await database.close();
};
const siteName = async (dataDir: string) => {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const [row] = await database.db.select().from(configEntries).where(eq(configEntries.key, 'siteName'));
  await database.close();
  return row?.value;
};

describe('backup and restore of the embedded database', () => {
  let root: string;
  let dataDir: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
    dataDir = path.join(root, 'data');
    // An existing portal: the run's seeded database on disk, and an upload.
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: new Blob([fs.readFileSync(process.env.TEST_PGLITE_TEMPLATE!)]) });
    await database.close();
    fs.mkdirSync(path.join(dataDir, 'uploads', '2026', '11'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', '2026', '11', 'a1b2.png'), 'png bytes');
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('refuses while another process holds the database, and takes over a lock its holder left behind', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      fs.writeFileSync(path.join(dataDir, 'pglite.lock'), String(holder.pid));
      await expect(backupPglite(dataDir, path.join(root, 'refused'))).rejects.toThrow(`in use by process ${holder.pid}`);
      await expect(restorePglite(path.join(root, 'refused'), dataDir)).rejects.toThrow(/not a backup/);
      expect(fs.existsSync(path.join(root, 'refused'))).toBe(false);
    } finally {
      holder.kill('SIGKILL');
    }
    await new Promise((resolve) => {
      holder.on('exit', resolve);
    });
    // The holder is gone (as after a crash): its lock no longer stands in the way.
    await setSiteName(dataDir, '星湖科创园');
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it('backs up the database and the uploads, and restores them, keeping what was there aside', async () => {
    const out = path.join(root, 'backups', 'b1');
    const manifest = await backupPglite(dataDir, out, new Date('2026-11-28T10:00:00Z'));
    expect(manifest).toMatchObject({ format: 'park-portal-pglite', createdAt: '2026-11-28T10:00:00.000Z', uploads: true });
    expect(manifest.migrations).toBeGreaterThan(40);
    await expect(backupPglite(dataDir, out)).rejects.toThrow(/not empty/);

    await setSiteName(dataDir, '改过的名字');
    fs.rmSync(path.join(dataDir, 'uploads'), { recursive: true });

    const restored = await restorePglite(out, dataDir, new Date('2026-11-28T11:00:00Z'));
    expect(await siteName(dataDir)).toBe('星湖科创园');
    expect(fs.readFileSync(path.join(dataDir, 'uploads', '2026', '11', 'a1b2.png'), 'utf8')).toBe('png bytes');
    expect(restored.movedAside).toEqual([path.join(dataDir, 'pglite.before-restore-20261128T110000')]);
    // The database it replaced is kept, not deleted.
    expect(fs.existsSync(path.join(restored.movedAside[0], 'PG_VERSION'))).toBe(true);
  });
});
