/**
 * First-load weight of each kind of screen: its scripts and styles, gzip, in KB.
 * `target` is what the screen must weigh; `ceiling` is the most it may weigh today while the target is
 * being reached (the browser test fails above it, so no change makes a screen heavier). Lower a ceiling
 * whenever a screen gets lighter; when it reaches the target, the two are one.
 */
export type Budget = { kind: 'public' | 'login' | 'admin'; targetKB: number; ceilingKB: number };

export const BUDGETS: Record<Budget['kind'], Budget> = {
  public: { kind: 'public', targetKB: 345, ceilingKB: 345 },
  login: { kind: 'login', targetKB: 300, ceilingKB: 300 },
  admin: { kind: 'admin', targetKB: 863, ceilingKB: 863 },
};

/** The screens measured: the public front's pages, the sign-in page and the admin lists staff open most. */
export const MEASURED_SCREENS: { path: string; kind: Budget['kind'] }[] = [
  { path: '/', kind: 'public' },
  { path: '/search?keyword=研发', kind: 'public' },
  { path: '/policydetail/1', kind: 'public' },
  { path: '/calender', kind: 'public' },
  { path: '/policyMarket', kind: 'public' },
  { path: '/datav', kind: 'public' },
  { path: '/portal/adminlogin', kind: 'login' },
  { path: '/admin/company', kind: 'admin' },
  { path: '/admin/account', kind: 'admin' },
  { path: '/admin/policy', kind: 'admin' },
];

/**
 * Code only the back office needs, each recognised in a built file by a string its build always holds. No
 * public screen's first load may carry it (tests/e2e/chunks.test.ts reads the build's chunk graph).
 */
export const ADMIN_ONLY_CODE: { name: string; marker: string }[] = [
  { name: 'pro-components tables', marker: '"pro-table"' },
  { name: 'pro-components forms', marker: '"pro-form"' },
  // prosemirror-model's own message: the editor's class names (.ProseMirror) are in the one stylesheet that
  // server rendering links on every page (Umi's ssr puts all styles in umi.css), a few hundred bytes.
  { name: 'the rich-text editor (tiptap / ProseMirror)', marker: 'Invalid content for node' },
  { name: "the admin menu's definition (config/adminMenu.ts)", marker: 'nameEn:"Dashboard"' },
  { name: 'a spreadsheet library (exceljs / SheetJS)', marker: 'exceljs' },
  // Leaflet's own message: the park map loads it with its map only (src/pages/admin/gis/MapTab.tsx).
  { name: 'the map (Leaflet)', marker: 'Map container is already initialized.' },
];

/** The public front's screens (config/routes.ts), as the chunk graph names them. */
export const PUBLIC_ROUTES = [
  '/',
  '/search',
  '/policydetail/:id',
  '/news',
  '/news/:id',
  '/forum',
  '/forum/:id',
  '/calender',
  '/policyMarket',
  '/match',
  '/matchNow',
  '/pping',
  '/ppResult',
  '/scaleType',
  '/highZc',
  '/robot',
  '/apply',
  '/user',
  '/user/subscribe',
  '/user/unsubscribe',
  '/datav',
];

/**
 * Public screens allowed to carry admin-only code, by name (none now): the test fails on any new breach and
 * when a listed one is fixed.
 */
export const KNOWN_ADMIN_CODE_ON_PUBLIC: Record<string, string[]> = {};
