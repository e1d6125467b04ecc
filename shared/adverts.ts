/**
 * Adverts: areas (a place on the front such as the home page's banner) and the resources shown in them.
 * Shared by the server (what is live, which to show) and the screens (link rule, click address).
 */

/** The areas the front draws: the home page's banner and its links block. */
export const HOME_BANNER_AREA = 'home-banner';
export const HOME_LINKS_AREA = 'home-links';

export const AD_AREA_KEY_PATTERN = /^[a-z][a-z0-9-]{1,39}$/;
export const AD_AREA_KEY_RULE = 'must be 2–40 lowercase letters, digits or hyphens, starting with a letter';

export const adAreaKinds = ['image', 'text'] as const;
export type AdAreaKind = (typeof adAreaKinds)[number];

/**
 * Where an advert may send a reader: an http(s) address, or a path on this site. Anything else (javascript:,
 * data:, a protocol-relative //host, a backslash some browsers read as a slash) is refused.
 */
export function isAllowedAdvertLink(link: string): boolean {
  if (/[\s\\]/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  try {
    const url = new URL(link);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}
export const AD_LINK_RULE = 'must be an http(s) address or a path on this site starting with /';

/** Where an area's counts stop (shown as 100+): an area's list pages through any number, its summary need not count them all. */
export const AD_COUNT_CAP = 100;

/** The address a shown advert links to: the server counts the click and redirects. */
export const advertClickPath = (id: number) => `/api/cms/ad/click/${id}`;

export type Weighted = { weight: number; order: number; id: number };

/**
 * The resources an area shows when more are live than it has room for: drawn by weight (a resource of weight 4 is
 * four times as likely as one of weight 1), without repeats; then shown in their order. `random` returns [0, 1).
 */
export function chooseShown<T extends Weighted>(live: T[], room: number, random: () => number = Math.random): T[] {
  const byOrder = (a: T, b: T) => a.order - b.order || a.id - b.id;
  if (live.length <= room) return [...live].sort(byOrder);
  const pool = [...live];
  const chosen: T[] = [];
  while (chosen.length < room && pool.length) {
    const total = pool.reduce((sum, r) => sum + Math.max(r.weight, 0), 0);
    let index = pool.length - 1;
    if (total > 0) {
      let point = random() * total;
      index = pool.findIndex((r) => (point -= Math.max(r.weight, 0)) < 0);
      if (index < 0) index = pool.length - 1;
    }
    chosen.push(pool.splice(index, 1)[0]);
  }
  return chosen.sort(byOrder);
}
