/**
 * Crash durability, measured: `npm run bench:crash [-- --rounds 10 --backends pglite,postgres]`.
 *
 * The compiled server (build/server.js, as `npm start` runs it) takes a burst of writes from 8 clients (dictionary
 * types, each acknowledged with its id); at a random moment within the burst it is killed with SIGKILL, started
 * again on the same data (so it recovers), stopped, and every acknowledged write is looked for in the database. Any acknowledged write missing is a failure.
 * On PGlite the data directory is on disk (DATA_DIR); on PostgreSQL a throw-away database on TEST_DATABASE_URL.
 * Writes bench/results/crash.json and .md.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client';
import { dictTypes } from '../../server/db/schema';
import { throwawayDatabase } from '../../server/db/throwaway';
import { ensureServerBuild, login, startServer } from './compiledServer';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const ROUNDS = Number(arg('rounds', '10'));
const BACKENDS = arg('backends', process.env.TEST_DATABASE_URL ? 'pglite,postgres' : 'pglite').split(',');
const CLIENTS = 8;
/** One round: writes until the kill, then the acknowledged names; failed or cut requests are not acknowledged. */
async function burst(url: string, headers: Record<string, string>, round: number, child: ChildProcess) {
  const acknowledged: string[] = [];
  let stop = false;
  let sent = 0;
  const killAfterMs = 300 + Math.floor(Math.random() * 1200);
  const killer = setTimeout(() => {
    stop = true;
    child.kill('SIGKILL');
  }, killAfterMs);
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; !stop; i++) {
        const name = `crash_r${round}_c${client}_${i}`;
        sent++;
        try {
          const res = await fetch(`${url}/apiv2/account/admin/dict/create`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ kind: 'type', name, title: `崩溃测试 ${round}-${client}-${i}` }),
          });
          const body = (await res.json()) as { success?: boolean };
          if (res.ok && body.success) acknowledged.push(name);
        } catch {
          return; // the server is gone
        }
      }
    }),
  );
  clearTimeout(killer);
  return { acknowledged, sent, killAfterMs };
}

/** The acknowledged names the database does not hold, read after the restarted server has stopped again. */
async function missingOf(open: () => Promise<Database>, round: number, names: string[]) {
  const database = await open();
  try {
    const rows = await database.db
      .select({ name: dictTypes.name })
      .from(dictTypes)
      .where(like(dictTypes.name, `crash_r${round}_%`));
    const present = new Set(rows.map((r) => r.name));
    return names.filter((name) => !present.has(name));
  } finally {
    await database.close();
  }
}

async function runBackend(backend: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
  let env: Record<string, string> = { DATA_DIR: dataDir, UPLOAD_STORE: 'disk' };
  let drop = async () => undefined as void;
  if (backend === 'postgres') {
    const made = await throwawayDatabase(process.env.TEST_DATABASE_URL!, 'portal_crash');
    await made.database.close();
    const dbUrl = new URL(process.env.TEST_DATABASE_URL!);
    dbUrl.pathname = `/${made.name}`;
    env = { ...env, DATABASE_URL: dbUrl.toString() };
    drop = made.drop;
  }
  const open = () => openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: path.join(dataDir, 'pglite') });
  const rounds = [];
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const { child, url } = await startServer(env);
      const headers = await login(url);
      const result = await burst(url, headers, round, child);
      await new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode) resolve(null);
        else child.once('exit', resolve);
      });
      // Started again on the same data (recovery), then stopped so the check can open the database itself.
      const restarted = await startServer(env);
      restarted.child.kill('SIGTERM');
      await new Promise((resolve) => {
        restarted.child.once('exit', resolve);
      });
      const missing = await missingOf(open, round, result.acknowledged);
      rounds.push({ round, sent: result.sent, acknowledged: result.acknowledged.length, missing: missing.length, killAfterMs: result.killAfterMs });
      console.log(
        `[${backend}] round ${round}: killed after ${result.killAfterMs} ms, ${result.acknowledged.length} acknowledged of ${result.sent} sent, ${missing.length} missing`,
      );
    }
  } finally {
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { backend, rounds };
}

async function main() {
  ensureServerBuild();
  const results = [];
  for (const backend of BACKENDS) results.push(await runBackend(backend));
  const out = path.resolve('bench/results');
  fs.mkdirSync(out, { recursive: true });
  const measured = new Date().toISOString().slice(0, 10);
  fs.writeFileSync(path.join(out, 'crash.json'), `${JSON.stringify({ measured, clients: CLIENTS, results }, null, 2)}\n`);
  const lines = [
    '# Crash durability: kill -9 in the middle of a burst of writes',
    '',
    `Measured ${measured} by \`npm run bench:crash\`: the compiled server takes writes from ${CLIENTS} clients, is killed with SIGKILL at a random moment (0.3–1.5 s in), started again on the same data, and every write it acknowledged is looked for. Target: 0 missing.`,
    '',
    '| database | rounds | writes acknowledged | missing after restart | within |',
    '|---|---:|---:|---:|---|',
    ...results.map((r) => {
      const acknowledged = r.rounds.reduce((n, x) => n + x.acknowledged, 0);
      const missing = r.rounds.reduce((n, x) => n + x.missing, 0);
      return `| ${r.backend} | ${r.rounds.length} | ${acknowledged} | ${missing} | ${missing === 0 ? 'yes' : '**no**'} |`;
    }),
    '',
  ];
  fs.writeFileSync(path.join(out, 'crash.md'), lines.join('\n'));
  console.log(lines.join('\n'));
  if (results.some((r) => r.rounds.some((x) => x.missing))) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
