import { z } from 'zod';
import { ITEMS } from '@shared/airQuality';

const int = z.number().int();
/** The list screen the figure counts, with the filters it reads from its address (shared/dashboard.ts DASHBOARD_LINKS). */
const link = z.string().describe('The filtered list this figure counts: a path with its query string');

/** One figure and the list it counts. */
const figure = z.object({ count: int, link });
/** One value of a breakdown (a status, an industry, a stage) with its count and its list. */
const bucket = z.object({ value: z.string(), count: int, link });

export const companiesSection = z.object({
  total: int,
  link,
  /** By company_status, every status the park has. */
  byStatus: z.array(bucket),
  /** The largest industries (dictionary `industry`), most companies first. */
  byIndustry: z.array(bucket),
  /** Companies of the other industries, or of none. */
  otherIndustries: int,
});

const occupancy = {
  /** m², gross. */
  totalArea: z.number(),
  occupiedArea: z.number(),
  /** occupiedArea / totalArea, 0…1; null without space. */
  occupancyRate: z.number().nullable(),
};

export const unitsSection = z.object({
  total: int,
  link,
  ...occupancy,
  /** By rental_status, with the gross area of each. */
  byStatus: z.array(bucket.extend({ area: z.number() })),
  /** Each building's units and occupancy by area. */
  byBuilding: z.array(z.object({ building: z.string(), units: int, ...occupancy, link })),
});

export const cluesSection = z.object({
  /** Owned clues within the caller's data scope (the list's "all" tab). */
  total: int,
  link,
  byStage: z.array(bucket),
  /** Clues moved to "signed" this month (China time), within the data scope. */
  signedThisMonth: figure,
});

export const applicationsSection = z.object({
  /** Submitted and under review. */
  waiting: figure,
  /** Approved, with the money approved (元). */
  approved: figure.extend({ amount: z.number() }),
});

export const policiesSection = z.object({
  /** Published, the application window open today (not closing soon). */
  open: figure,
  /** Published, the window closing within the closing-soon days. */
  closingSoon: figure,
});

export const airQualitySection = z.object({
  /** The latest hour any station reported (ISO), null before the first reading. */
  hour: z.string().nullable(),
  /** Whether that hour is today (China time). */
  today: z.boolean(),
  aqi: int.nullable(),
  level: int.nullable(),
  category: z.string().nullable(),
  categoryEn: z.string().nullable(),
  colour: z.string().nullable(),
  primary: z.array(z.enum(ITEMS)),
  link,
});

export const mineSection = z.object({
  /** Workflow tasks waiting for me, and how many of them are overdue. */
  tasks: z.object({ count: int, overdue: int, link }),
  /** My clues whose next follow-up date is past (with clue:query only). */
  overdueFollowUps: figure.optional(),
  unreadNotices: figure,
});

/** Sections the caller may not see are absent (neither computed nor sent). */
export const dashboard = z.object({
  generatedAt: z.string(),
  companies: companiesSection.optional(),
  units: unitsSection.optional(),
  clues: cluesSection.optional(),
  applications: applicationsSection.optional(),
  policies: policiesSection.optional(),
  airQuality: airQualitySection.optional(),
  mine: mineSection,
});
export type Dashboard = z.infer<typeof dashboard>;
