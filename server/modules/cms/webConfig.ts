import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DEFAULT_HOME_LAYOUT, HOME_LAYOUT_KEY, normaliseHomeLayout, type HomeBlock } from '@shared/homeLayout';
import type { DbOrTx } from '../../db/client';
import { configEntries } from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { allConfig, forgetSiteConfig } from '../config/service';
import { WEB_CONFIG_KEYS, type webConfig, type webConfigPost } from './schemas';

type WebConfig = z.infer<typeof webConfig>;

/** The entries the admin edits, from the configuration (absent ones as null; the name and logo have defaults). */
function webConfigOf(config: Record<string, unknown>): WebConfig {
  const text = (key: string) => (typeof config[key] === 'string' && config[key] ? (config[key] as string) : null);
  const entries = Object.fromEntries(WEB_CONFIG_KEYS.map((key) => [key, text(key)])) as Record<keyof WebConfig, string | null>;
  return { ...entries, siteName: entries.siteName ?? '智汇园区', logo: entries.logo ?? '/logo.svg' };
}

/** GET /api/cms/admin/webconfig/get */
export const getWebConfig = async (db: DbOrTx) => webConfigOf(await allConfig(db));

/**
 * Writes configuration entries in the caller's transaction. A cleared text is kept as '' rather than removed, so
 * the start's defaults (added when an entry is missing) do not bring it back.
 */
export async function putEntries(tx: DbOrTx, entries: Record<string, unknown>) {
  await tx
    .insert(configEntries)
    .values(Object.entries(entries).map(([key, value]) => ({ key, value: value ?? '' })))
    .onConflictDoUpdate({ target: configEntries.key, set: { value: sql`excluded.value`, updatedAt: new Date() } });
}

/**
 * POST /api/cms/admin/webconfig/post: the whole form at once; the operation log keeps the entries that changed,
 * before and after. Every page and the app's startup call read the new values at once.
 */
export async function saveWebConfig(deps: Deps, request: FastifyRequest, input: z.infer<typeof webConfigPost>) {
  const saved = await deps.db.transaction(async (tx) => {
    const before = webConfigOf(await allConfig(tx));
    const changed = WEB_CONFIG_KEYS.filter((key) => before[key] !== input[key]);
    if (!changed.length) return before;
    await putEntries(tx, Object.fromEntries(changed.map((key) => [key, input[key]])));
    await audit(tx, request, {
      action: 'update',
      entity: 'webconfig',
      summary: changed.join(', '),
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, input[key]])),
    });
    return webConfigOf(await allConfig(tx));
  });
  forgetSiteConfig(deps.db);
  return saved;
}

/** GET /api/portal/admin/config/getlayout: the home page's blocks as the home page draws them. */
export async function getHomeLayout(db: DbOrTx) {
  const config = await allConfig(db);
  return { blocks: config[HOME_LAYOUT_KEY] === undefined ? DEFAULT_HOME_LAYOUT : normaliseHomeLayout(config[HOME_LAYOUT_KEY]) };
}

/** POST /api/portal/admin/config/postlayout: every block once, in order, each shown or not and with its title. */
export async function saveHomeLayout(deps: Deps, request: FastifyRequest, blocks: HomeBlock[]) {
  const saved = await deps.db.transaction(async (tx) => {
    const before = await getHomeLayout(tx);
    await putEntries(tx, { [HOME_LAYOUT_KEY]: blocks });
    await audit(tx, request, {
      action: 'update',
      entity: 'homeLayout',
      summary: blocks
        .filter((b) => b.visible)
        .map((b) => b.key)
        .join(' > '),
      before: before.blocks,
      after: blocks,
    });
    return getHomeLayout(tx);
  });
  forgetSiteConfig(deps.db);
  return saved;
}
