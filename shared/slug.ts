/**
 * Slugs: the part of a front address that names a category or a single page (`/news?category=park-news`,
 * `/page/about`). Lower-case letters and digits in words joined by single hyphens, so an address never needs
 * escaping and reads the same everywhere. One place for the server's schemas, the forms and the mocks.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX = 64;
export const SLUG_RULE = 'must be lower-case letters and digits, words joined by single hyphens (park-news)';

/** A single page's address on the front (`/page/about`). */
export const SITE_PAGE_PATH = /^\/page\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;
export const sitePagePath = (slug: string) => `/page/${slug}`;
