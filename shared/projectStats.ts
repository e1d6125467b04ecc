/**
 * The projects dashboard (项目看板, /admin/project-stats, GET /api/pms/admin/data/projectindex): the addresses of the
 * project lists its figures count and the bounds of its tables. Shared by the server (which builds every figure's
 * link), the screen and the mocks. The period rules (this year by default, at most 731 days, months) are the
 * investment dashboard's (shared/clueStats.ts).
 */
import type { ClueScope } from './clue';
import { listLink } from './dashboard';
import type { ProjectCurrency, ProjectStage, ProjectStatus } from './project';

/** The menu key of the projects dashboard (the route's guard). */
export const PROJECT_STATS_KEY = 'project:stats';
export const PROJECT_STATS_PATH = '/admin/project-stats';

/** How many owners the owners' table lists (the most signings first), and how many industries or categories. */
export const PROJECT_STATS_TOP_OWNERS = 20;
export const PROJECT_STATS_TOP_GROUPS = 20;

/** "Due soon": an open milestone whose planned end falls in today and the next days (14 days in all, today included). */
export const MILESTONE_DUE_DAYS = 14;

/** The project list's filters a figure may carry (the list reads each from its address). */
export type ProjectListFilters = {
  status?: ProjectStatus;
  stage?: ProjectStage;
  /** An industry code, or `none` for projects without one. */
  industryCode?: string;
  /** The category and those below it. */
  categoryId?: number;
  ownerId?: number;
  currency?: ProjectCurrency;
  /** Created within these days. */
  from?: string;
  to?: string;
  /** Signed within these days. */
  signedFrom?: string;
  signedTo?: string;
  /** With an open milestone past its planned end (the project not terminated). */
  hasOverdueMilestone?: 'true';
  /** With an open milestone planned to end within these days (the project not terminated). */
  milestoneDueFrom?: string;
  milestoneDueTo?: string;
  /** With a milestone done (its actual end) within these days. */
  milestoneDoneFrom?: string;
  milestoneDoneTo?: string;
};

/** The project list of a scope tab with these filters: the list a figure counts. */
export const projectListLink = (tab: ClueScope, q: ProjectListFilters = {}) => listLink('/admin/project', { tab, ...q });

/** The list filters that take a day (YYYY-MM-DD), as the list screen reads them from its address. */
export const PROJECT_DAY_FILTERS = ['signedFrom', 'signedTo', 'milestoneDueFrom', 'milestoneDueTo', 'milestoneDoneFrom', 'milestoneDoneTo'] as const;
