import { asc } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { configEntries } from '../../db/schema';

/** The whole site configuration as one object keyed by entry. */
export async function allConfig(deps: Deps): Promise<Record<string, unknown>> {
  const rows = await deps.db.select().from(configEntries).orderBy(asc(configEntries.key));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** The site's name as configured (the name pages and messages carry), or the product's own. */
export const siteNameOf = (config: Record<string, unknown>) => (typeof config.siteName === 'string' && config.siteName ? config.siteName : '智汇园区');
