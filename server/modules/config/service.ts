import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { configEntries } from '../../db/schema';

/** The whole site configuration as one object keyed by entry (read in the caller's transaction when given one). */
export async function allConfig(db: DbOrTx): Promise<Record<string, unknown>> {
  const rows = await db.select().from(configEntries).orderBy(asc(configEntries.key));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** The site's name as configured (the name pages and messages carry), or the product's own. */
export const siteNameOf = (config: Record<string, unknown>) => (typeof config.siteName === 'string' && config.siteName ? config.siteName : '智汇园区');
