/**
 * The admin dashboard (/admin/dashboard, GET /api/portal/admin/data/dashboard): which permission each section needs,
 * the rules its figures follow, and the addresses of the lists they count. Shared by the server (which builds every
 * figure's link), the screen and the mocks.
 */

/** The menu key of the dashboard itself: the route's guard, and who lands on it after signing in. */
export const DASHBOARD_KEY = 'dashboard';
export const DASHBOARD_PATH = '/admin/dashboard';

/**
 * Each section of the park at a glance and the permission (the area's own menu key, config/adminMenu.ts) without which
 * it is neither computed nor sent. The user's own work is everyone's (their tasks, their notices); their overdue
 * follow-ups come with the clue list's key.
 */
export const DASHBOARD_SECTIONS = {
  companies: 'company:query',
  units: 'workshop:query',
  clues: 'clue:query',
  applications: 'application:query',
  policies: 'policy:query',
  airQuality: 'airquality:query',
} as const;
export type DashboardSection = keyof typeof DASHBOARD_SECTIONS;
/** The key of "my overdue follow-ups". */
export const OVERDUE_FOLLOW_UPS_KEY = 'clue:query';

/** Rental statuses whose space counts as occupied (rental_status dictionary): let, about to expire, used by the park itself, sold. */
export const OCCUPIED_RENTAL_STATUSES = ['leased', 'expiring', 'self_use', 'sold'] as const;

/** How many industries the companies' chart names; the rest are summed as "other". */
export const DASHBOARD_TOP_INDUSTRIES = 10;

/** The occupancy rate, 0…1 with four decimals (occupied m² over all m²); null without space. */
export function occupancyRate(occupiedArea: number, totalArea: number): number | null {
  if (!(totalArea > 0)) return null;
  return Math.round((occupiedArea / totalArea) * 10_000) / 10_000;
}

/** The first and last day (YYYY-MM-DD, China time) of the month `now` falls in. */
export function chinaMonth(now: Date): { from: string; to: string } {
  const china = new Date(now.getTime() + 8 * 3_600_000);
  const y = china.getUTCFullYear();
  const m = china.getUTCMonth();
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const mm = String(m + 1).padStart(2, '0');
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

/** A list screen's address with the filters it reads from its query string (empty values left out). */
export function listLink(path: string, query: Record<string, string | number | undefined | null> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The list screens the figures open, each with the query parameters it reads. */
export const DASHBOARD_LINKS = {
  companies: (q: { status?: string; industryCode?: string } = {}) => listLink('/admin/company', q),
  units: (q: { rentalStatus?: string; building?: string } = {}) => listLink('/admin/workshop', q),
  clues: (q: { stage?: string; overdue?: 'true'; signedFrom?: string; signedTo?: string; tab?: 'mine' | 'all' } = {}) =>
    listLink('/admin/clue', { tab: 'all', ...q }),
  applications: (q: { status?: string } = {}) => listLink('/admin/application', q),
  policies: (q: { status?: string; windowStatus?: string } = {}) => listLink('/admin/policy', q),
  airQuality: () => '/admin/airquality',
  tasks: () => listLink('/admin/tasks', { box: 'todo' }),
  /** The dashboard's own list of the unread notices (staff have no other list of their own notices). */
  notices: () => listLink(DASHBOARD_PATH, { notices: 'unread' }),
};
