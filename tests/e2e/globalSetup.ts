import { ensureBuilds } from '../../scripts/build';

/** The browser tests run against the built app; build it first when it is missing or stale. */
export default async function globalSetup() {
  ensureBuilds();
}
