import { z } from 'zod';
import { CLUE_SCOPES } from '@shared/clue';
import { PROJECT_CURRENCIES, PROJECT_STAGES, PROJECT_STATUSES } from '@shared/project';
import { statsQuery } from '../clue/statsSchemas';

/** GET /api/pms/admin/data/projectindex: a period (this year by default, at most 731 days) and a scope tab, as the project list's. */
export const projectStatsQuery = statsQuery;

const int = z.number().int();
const link = z.string().describe('The project list this figure counts: its path with the filters of its query string');
/** A count and the project list it counts (the list's total for the same filters and tab). */
const figure = z.object({ count: int, link });
/** Amounts (万, of the currency) per currency, largest first: projects keep their currency and no rate converts them. */
const amounts = z.array(z.object({ currency: z.enum(PROJECT_CURRENCIES), amount: z.number() }));

export const projectStats = z.object({
  generatedAt: z.string(),
  /** The period read (the defaults filled in) and the tab. */
  period: z.object({ from: z.string(), to: z.string() }),
  scope: z.enum(CLUE_SCOPES),
  totals: z.object({
    /** Projects created in the period (in the tab). */
    created: figure,
    /** Projects signed in the period. */
    signed: figure,
    /** The planned investment of those signed, per currency, each with its list (signed in the period, that currency). */
    investment: z.array(figure.extend({ currency: z.enum(PROJECT_CURRENCIES), amount: z.number() })),
    /** The average days from creation to signing of the projects signed in the period (null without one); the signed list. */
    daysToSign: z.object({ days: z.number().nullable(), link }),
  }),
  /** The projects created in the period by status, and by stage (every status and stage, in their order). */
  byStatus: z.array(figure.extend({ status: z.enum(PROJECT_STATUSES) })),
  byStage: z.array(figure.extend({ stage: z.enum(PROJECT_STAGES) })),
  /** Each month of the period: projects created, projects signed. */
  monthly: z.array(z.object({ month: z.string(), created: figure, signed: figure })),
  /** Projects signed in the period by industry (value '' for none) with their investment per currency; the most first, at most 20. */
  byIndustry: z.array(figure.extend({ value: z.string(), investment: amounts })),
  /** Projects signed in the period by top-level category (its projects and those of the categories below it). */
  byCategory: z.array(figure.extend({ categoryId: int, name: z.string(), investment: amounts })),
  /**
   * Projects by their milestones: with one overdue today, with one due from today within 14 days (open, the project
   * not terminated), with one done in the period. Each counts projects: the list its link opens.
   */
  milestones: z.object({
    overdue: figure,
    dueSoon: figure.extend({ from: z.string(), to: z.string() }),
    done: figure,
  }),
  /** Owners (at most 20, the most signings first): projects created in the period, signed in it, with an overdue milestone now. */
  owners: z.array(z.object({ ownerId: int, ownerName: z.string().nullable(), projects: figure, signed: figure, overdue: figure })),
});
export type ProjectStats = z.infer<typeof projectStats>;
