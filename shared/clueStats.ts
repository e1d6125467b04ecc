/**
 * The investment dashboard (招商看板, /admin/clue-stats, GET /api/pms/admin/data/index): its period, its funnel and the
 * addresses of the clue lists its figures count. Shared by the server (which builds every figure's link), the screen
 * and the mocks. Signings are read from the clues' stage history (a move to "signed") and investment from the clues'
 * planned investment (万元) until projects exist; see server/modules/clue/stats.ts.
 */
import type { ClueScope, ClueStage } from './clue';
import { listLink } from './dashboard';

/** The menu key of the investment dashboard (the route's guard). */
export const CLUE_STATS_KEY = 'clue:stats';
export const CLUE_STATS_PATH = '/admin/clue-stats';

/** The pipeline in order, the funnel's steps: a step counts the clues at that stage or further along. */
export const FUNNEL_STAGES = [
  'new',
  'initial_contact',
  'viewing_booked',
  'viewed',
  'quoted',
  'negotiating',
  'contract_intent',
  'signed',
  'moved_in',
] as const satisfies readonly ClueStage[];
/** Beside the funnel: clues that left it (for now, or for good). */
export const FUNNEL_SIDE_STAGES = ['on_hold', 'invalid', 'lost'] as const satisfies readonly ClueStage[];

/** The funnel step's stages: this one and every later one of the pipeline. */
export const stagesFrom = (stage: (typeof FUNNEL_STAGES)[number]): ClueStage[] => FUNNEL_STAGES.slice(FUNNEL_STAGES.indexOf(stage));

/** The longest period the dashboard reads (its months are one chart). */
export const CLUE_STATS_MAX_DAYS = 731;

/** The calendar year `now` falls in (China time): the default period. */
export function chinaYear(now: Date): { from: string; to: string } {
  const y = new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear();
  return { from: `${y}-01-01`, to: `${y}-12-31` };
}

/** The months (YYYY-MM) a period covers, in order. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > last) return months;
    months.push(month);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
}

/** The first and last day of a month (YYYY-MM), clipped to a period. */
export function monthWithin(month: string, period: { from: string; to: string }): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const first = `${month}-01`;
  const end = `${month}-${String(last).padStart(2, '0')}`;
  return { from: first < period.from ? period.from : first, to: end > period.to ? period.to : end };
}

/** The clue list's filters a figure may carry (the list reads each from its address). */
export type ClueListFilters = {
  stage?: ClueStage;
  /** Comma-separated stages: a funnel step (this stage or further along). */
  stages?: string;
  source?: string;
  industryCode?: string;
  ownerId?: number;
  /** Created within these days. */
  from?: string;
  to?: string;
  signedFrom?: string;
  signedTo?: string;
  followedFrom?: string;
  followedTo?: string;
  overdue?: 'true';
};

/** The clue list of a scope tab with these filters: the list a figure counts. */
export const clueListLink = (tab: ClueScope, q: ClueListFilters = {}) => listLink('/admin/clue', { tab, ...q });

/** The industry filter's value for clues without an industry. */
export const NO_INDUSTRY = 'none';

/** A rate 0…1 with four decimals; null when there is nothing to divide by. */
export const rateOf = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);
