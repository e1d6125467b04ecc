import { HOME_BANNER_AREA, HOME_LINKS_AREA } from './adverts';

/**
 * The public home page's blocks: which show, in what order, and under what title. Stored as the site
 * configuration entry `homeLayout`; the admin edits it (/api/portal/admin/config/postlayout) and the home
 * page, rendered on the server and in the browser alike, draws its blocks from it.
 */
export const HOME_BLOCKS = ['banner', 'search', 'figures', 'latest', 'closingSoon', 'news', 'market', 'services', 'links'] as const;
export type HomeBlockKey = (typeof HOME_BLOCKS)[number];

export type HomeBlock = {
  key: HomeBlockKey;
  visible: boolean;
  /** The block's heading; null keeps the default one in the reader's language. */
  title: string | null;
};

/** The longest title a block may carry (a panel heading). */
export const HOME_BLOCK_TITLE_MAX = 20;

export const HOME_LAYOUT_KEY = 'homeLayout';

/** The advert areas the home page draws: the banner block and the links block. */
export const HOME_ADVERT_AREAS = [HOME_BANNER_AREA, HOME_LINKS_AREA];
/** How many service providers the market block shows. */
export const HOME_PROVIDER_COUNT = 6;

/** The layout of a new park: every block, in the order the product ships it. */
export const DEFAULT_HOME_LAYOUT: HomeBlock[] = HOME_BLOCKS.map((key) => ({ key, visible: true, title: null }));

const isBlockKey = (key: unknown): key is HomeBlockKey => typeof key === 'string' && (HOME_BLOCKS as readonly string[]).includes(key);

/**
 * A stored layout as the home page draws it: unknown blocks and repeats dropped, and blocks the stored layout
 * does not name yet (added by a later version) appended, visible, so an upgrade shows what it brings.
 */
export function normaliseHomeLayout(stored: unknown): HomeBlock[] {
  const seen = new Set<HomeBlockKey>();
  const blocks: HomeBlock[] = [];
  for (const entry of Array.isArray(stored) ? stored : []) {
    const key = (entry as { key?: unknown })?.key;
    if (!isBlockKey(key) || seen.has(key)) continue;
    seen.add(key);
    const { visible, title } = entry as { visible?: unknown; title?: unknown };
    blocks.push({ key, visible: visible !== false, title: typeof title === 'string' && title.trim() ? title.trim().slice(0, HOME_BLOCK_TITLE_MAX) : null });
  }
  for (const block of DEFAULT_HOME_LAYOUT) if (!seen.has(block.key)) blocks.push(block);
  return blocks;
}

/** Blocks drawn half the width on a wide screen. */
export const HALF_BLOCKS: ReadonlySet<HomeBlockKey> = new Set<HomeBlockKey>(['latest', 'closingSoon', 'news', 'market']);

/**
 * Blocks as the home page lays them out, in order: two half-width blocks in a row sit side by side, every other
 * block has a row of its own (the admin's preview draws the same rows).
 */
export function homeRows<T extends { key: HomeBlockKey }>(blocks: T[]): T[][] {
  const rows: T[][] = [];
  for (const block of blocks) {
    const last = rows[rows.length - 1];
    if (HALF_BLOCKS.has(block.key) && last?.length === 1 && HALF_BLOCKS.has(last[0].key)) last.push(block);
    else rows.push([block]);
  }
  return rows;
}
