import { asc } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { configEntries } from '../../db/schema';

/** The whole site configuration as one object keyed by entry. */
export async function allConfig(deps: Deps): Promise<Record<string, unknown>> {
  const rows = await deps.db.select().from(configEntries).orderBy(asc(configEntries.key));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
