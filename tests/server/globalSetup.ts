import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Migrating and seeding a database takes about 8 s on PGlite and 3 s on PostgreSQL, and every suite wants
 * its own. So the run prepares one of each (databaseTemplates.ts) and each suite starts from a copy
 * (harness.ts): PGlite from a dump of the data directory, PostgreSQL by `create database … template`.
 * The test workers find them through the environment, which they inherit; globalTeardown.ts removes them.
 */
export default async function globalSetup() {
  makeTemplates({ postgres: !!process.env.TEST_DATABASE_URL });
}

/** Makes the templates (PostgreSQL's only when asked: the browser tests' servers run on PGlite). */
export function makeTemplates({ postgres }: { postgres: boolean }) {
  const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');
  const { TEST_DATABASE_URL, ...env } = process.env;
  const out = execFileSync(process.execPath, [tsx, path.resolve('tests/server/databaseTemplates.ts')], {
    encoding: 'utf8',
    env: { ...env, ...(postgres ? { TEST_DATABASE_URL } : {}), NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const templates = JSON.parse(out) as { pglite: string; postgres?: string };
  process.env.TEST_PGLITE_TEMPLATE = templates.pglite;
  if (templates.postgres) process.env.TEST_POSTGRES_TEMPLATE = templates.postgres;
}
