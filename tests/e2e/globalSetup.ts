import { ensureBuild } from '../../scripts/ensure-build';

/** The browser tests run against the built app; build it first when it is missing or stale. */
export default async function globalSetup() {
  await ensureBuild();
}
