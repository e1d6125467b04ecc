import { z } from 'zod';
import { CLUE_SCOPES, CLUE_STAGES } from '@shared/clue';
import { CLUE_STATS_MAX_DAYS } from '@shared/clueStats';
import { isoDay } from '../../lib/fields';

const DAY_MS = 86_400_000;

/** GET /api/pms/admin/data/index: a period (this year by default) and a scope tab, as the clue list's. */
export const statsQuery = z
  .object({
    /** First day, China time (YYYY-MM-DD); with `to`, the period. Default: 1 January of this year. */
    from: isoDay.optional(),
    /** Last day, China time, included. Default: 31 December of this year. */
    to: isoDay.optional(),
    scope: z.enum(CLUE_SCOPES).default('all'),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    else if (q.from && q.to && (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS + 1 > CLUE_STATS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `the period may be at most ${CLUE_STATS_MAX_DAYS} days` });
  });

const int = z.number().int();
const link = z.string().describe('The clue list this figure counts: its path with the filters of its query string');
/** A count and the clue list it counts (the list's total for the same filters and tab). */
const figure = z.object({ count: int, link });

export const clueStats = z.object({
  generatedAt: z.string(),
  /** The period read (the defaults filled in) and the tab. */
  period: z.object({ from: z.string(), to: z.string() }),
  scope: z.enum(CLUE_SCOPES),
  totals: z.object({
    /** Clues created in the period (owned, in the tab). */
    created: figure,
    /** Clues moved to "signed" in the period (their stage history). */
    signed: figure,
    /** The planned investment (万元) of those signed clues; the same list as `signed`. */
    investment: z.object({ amount: z.number(), link }),
    /** Open clues whose next follow-up date is past (today, whatever the period). */
    overdue: figure,
  }),
  /**
   * The clues created in the period along the pipeline: each step counts those at its stage or further along, with
   * the share of the previous step's (null for the first, or after an empty step).
   */
  funnel: z.array(figure.extend({ stage: z.enum(CLUE_STAGES), conversion: z.number().nullable() })),
  /** The clues created in the period that left the pipeline: on hold, invalid, lost. */
  aside: z.array(figure.extend({ stage: z.enum(CLUE_STAGES) })),
  /** Each month of the period: clues created, clues signed. */
  monthly: z.array(z.object({ month: z.string(), created: figure, signed: figure })),
  /** Clues signed in the period by industry (value '' for none), with their planned investment (万元), largest first. */
  byIndustry: z.array(figure.extend({ value: z.string(), investment: z.number() })),
  /** Each owner's clues created in the period, clues followed up, signed in it, and overdue now. */
  owners: z.array(
    z.object({
      ownerId: int,
      ownerName: z.string().nullable(),
      clues: figure,
      followedUp: figure,
      signed: figure,
      overdue: figure,
    }),
  ),
  /** Each source's clues created in the period and how many of them have signed (signed or moved in), with the rate. */
  sources: z.array(z.object({ value: z.string(), clues: figure, signed: figure, rate: z.number().nullable() })),
});
export type ClueStats = z.infer<typeof clueStats>;
