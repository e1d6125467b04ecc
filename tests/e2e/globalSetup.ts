import { ensureBuilds } from '../../scripts/build';
import { makeTemplates } from '../server/globalSetup';

/**
 * The browser tests run against the built app: build it first when it is missing or stale. Each file's
 * server starts from a copy of one migrated and seeded PGlite database (tests/server/globalSetup.ts).
 */
export default async function globalSetup() {
  ensureBuilds();
  makeTemplates({ postgres: false });
}
