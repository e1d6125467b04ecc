import { asc } from 'drizzle-orm';
import type { Database, Db, DbOrTx } from '../../db/client';
import { configEntries } from '../../db/schema';

/** The whole site configuration as one object keyed by entry (read in the caller's transaction when given one). */
export async function allConfig(db: DbOrTx): Promise<Record<string, unknown>> {
  const rows = await db.select().from(configEntries).orderBy(asc(configEntries.key));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/**
 * How long a copy is kept at most. Every instance forgets its copy as soon as any instance changes the
 * configuration (followConfigChanges); this bounds the time a lost notice could leave one stale.
 */
const CONFIG_CACHE_MS = 30_000;
const cached = new WeakMap<Db, { at: number; value: Promise<Record<string, unknown>> }>();

/**
 * The configuration every page and the app's startup call read: kept in memory (per database, so tests' apps do
 * not share it), read again after CONFIG_CACHE_MS or as soon as it is saved here.
 */
export function siteConfig(db: Db): Promise<Record<string, unknown>> {
  const hit = cached.get(db);
  if (hit && Date.now() - hit.at < CONFIG_CACHE_MS) return hit.value;
  const value = allConfig(db);
  cached.set(db, { at: Date.now(), value });
  // A failed read is not kept.
  value.catch(() => cached.delete(db));
  return value;
}

/** After a save: the next read goes to the database. */
export const forgetSiteConfig = (db: Db) => cached.delete(db);

/** The channel a trigger on config_entries notifies on every change (migration 0049_config_changes). */
export const CONFIG_CHANGES_CHANNEL = 'portal_config_changed';

/** This instance forgets its copy whenever any instance on the same database changes the configuration. */
export const followConfigChanges = (database: Database) => database.listen(CONFIG_CHANGES_CHANNEL, () => forgetSiteConfig(database.db));

/** The site's name as configured (the name pages and messages carry), or the product's own. */
export const siteNameOf = (config: Record<string, unknown>) => (typeof config.siteName === 'string' && config.siteName ? config.siteName : '智汇园区');
