/**
 * Investment-attraction clues (招商线索): the pipeline, its allowed moves and the give-up pool's rules, shared by the
 * server (server/modules/clue), the admin screens and the mocks. The stage, source, level, lost-reason, invalid-reason
 * and follow-up-way labels live in the dictionaries (clue_stage, clue_source, intention_level, lost_reason,
 * invalid_reason, followup_method), editable by an admin; the stage values and the moves between them are rules.
 */

/** The pipeline in order, then the side states (docs: /work/shared/domain/park-operations.md). */
export const CLUE_STAGES = [
  'new',
  'initial_contact',
  'viewing_booked',
  'viewed',
  'quoted',
  'negotiating',
  'contract_intent',
  'signed',
  'moved_in',
  'on_hold',
  'invalid',
  'lost',
] as const;
export type ClueStage = (typeof CLUE_STAGES)[number];

/**
 * The moves the pipeline allows, from each stage. Forward one step; back one step where a meeting or a quote is
 * redone; any open stage may be put on hold or lost ("new" and "initial contact" may also be found invalid); an on-hold
 * clue resumes where a clue can be; a lost clue may be revived (back to initial contact), an invalid one reopened as new.
 * A signed clue can only move in; a moved-in clue is done.
 */
export const CLUE_TRANSITIONS: Readonly<Record<ClueStage, readonly ClueStage[]>> = {
  new: ['initial_contact', 'on_hold', 'invalid', 'lost'],
  initial_contact: ['viewing_booked', 'on_hold', 'invalid', 'lost'],
  viewing_booked: ['viewed', 'initial_contact', 'on_hold', 'lost'],
  viewed: ['quoted', 'viewing_booked', 'on_hold', 'lost'],
  quoted: ['negotiating', 'on_hold', 'lost'],
  negotiating: ['contract_intent', 'quoted', 'on_hold', 'lost'],
  contract_intent: ['signed', 'negotiating', 'on_hold', 'lost'],
  signed: ['moved_in'],
  moved_in: [],
  on_hold: ['initial_contact', 'viewing_booked', 'viewed', 'quoted', 'negotiating', 'invalid', 'lost'],
  invalid: ['new'],
  lost: ['initial_contact'],
};

/** The moves that need a reason from a dictionary: which dictionary. */
export const CLUE_REASON_DICTIONARY: Partial<Record<ClueStage, 'lost_reason' | 'invalid_reason'>> = {
  lost: 'lost_reason',
  invalid: 'invalid_reason',
};

/** Stages a clue is still being worked in: only these return to the pool when neglected. */
export const CLUE_OPEN_STAGES: readonly ClueStage[] = [
  'new',
  'initial_contact',
  'viewing_booked',
  'viewed',
  'quoted',
  'negotiating',
  'contract_intent',
  'on_hold',
];
/** A deal: the clue has signed (or moved in since). */
export const CLUE_DEAL_STAGES: readonly ClueStage[] = ['signed', 'moved_in'];

export const isClueStage = (value: string): value is ClueStage => (CLUE_STAGES as readonly string[]).includes(value);

export const allowedMoves = (from: ClueStage): readonly ClueStage[] => CLUE_TRANSITIONS[from];

export type MoveCheck = { ok: true; reasonDictionary?: 'lost_reason' | 'invalid_reason' } | { ok: false; allowed: readonly ClueStage[] };

/** Whether a clue may move from one stage to another, and if so whether the move needs a dictionary reason. */
export function checkMove(from: ClueStage, to: ClueStage): MoveCheck {
  const allowed = CLUE_TRANSITIONS[from];
  if (!allowed.includes(to)) return { ok: false, allowed };
  const reasonDictionary = CLUE_REASON_DICTIONARY[to];
  return reasonDictionary ? { ok: true, reasonDictionary } : { ok: true };
}

export const CLUE_KINDS = ['company', 'person'] as const;
export type ClueKind = (typeof CLUE_KINDS)[number];

/** owned: a staff member works it; pool: in the give-up pool (公海), anyone may claim it. */
export const CLUE_POOL_STATES = ['owned', 'pool'] as const;
export type CluePoolState = (typeof CLUE_POOL_STATES)[number];

/** The list's scope tabs: my clues, my department's (and below), everything my data scope shows. */
export const CLUE_SCOPES = ['mine', 'department', 'all'] as const;

/** The clue list counts its matches up to this many (then says "more than"): counting 100,000 at every page costs more than the page. */
export const CLUE_COUNT_CAP = 10_000;
export type ClueScope = (typeof CLUE_SCOPES)[number];

/** What the history records. */
export const CLUE_HISTORY_ACTIONS = [
  'create',
  'update',
  'stage',
  'follow_up',
  'give_up',
  'claim',
  'assign',
  'reclaim',
  'lock',
  'unlock',
  'return',
  'import',
  /** Converted into a project (the projects area). */
  'convert',
] as const;
export type ClueHistoryAction = (typeof CLUE_HISTORY_ACTIONS)[number];

export const CLUE_GIVE_UP_REASON_MAX = 500;
export const CLUE_TAGS_MAX = 10;
export const CLUE_TAG_MAX = 20;
export const CLUE_ATTACHMENTS_MAX = 10;

/** The pool's rules, from the `cluePool` configuration entry (defaults below). */
export type CluePoolConfig = {
  /** A clue with no follow-up for this many days returns to the pool (N). */
  noFollowUpDays: number;
  /** A clue with no deal this many days after its owner took it returns to the pool (M). */
  noDealDays: number;
  /** The owner is reminded this many days before. */
  remindDaysBefore: number;
  /** The most clues one staff member may hold by claiming from the pool. */
  claimLimit: number;
  /** The most clues one staff member may lock against returning. */
  lockLimit: number;
  /** Whoever gave a clue up may not claim it back within this many days. */
  reclaimDays: number;
};
export const DEFAULT_CLUE_POOL_CONFIG: CluePoolConfig = {
  noFollowUpDays: 30,
  noDealDays: 90,
  remindDaysBefore: 3,
  claimLimit: 50,
  lockLimit: 5,
  reclaimDays: 7,
};

/** The configuration entry read over the defaults; a value that is not a whole number ≥ 1 keeps its default. */
export function cluePoolConfig(value: unknown): CluePoolConfig {
  const config = { ...DEFAULT_CLUE_POOL_CONFIG };
  if (value && typeof value === 'object') {
    for (const key of Object.keys(config) as (keyof CluePoolConfig)[]) {
      const v = (value as Record<string, unknown>)[key];
      if (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 3650) config[key] = v;
    }
  }
  return config;
}

const DAY_MS = 86_400_000;

/**
 * When an owned clue returns to the pool: N days after its last activity (its last follow-up, or when its owner took
 * it) or M days after its owner took it, whichever is first. Null when it does not return (locked, in the pool, or
 * no longer open).
 */
export function returnsAt(
  clue: { stage: ClueStage; poolState: CluePoolState; locked: boolean; ownedSince: Date; lastActivityAt: Date },
  config: Pick<CluePoolConfig, 'noFollowUpDays' | 'noDealDays'>,
): Date | null {
  if (clue.poolState !== 'owned' || clue.locked || !CLUE_OPEN_STAGES.includes(clue.stage)) return null;
  const byFollowUp = clue.lastActivityAt.getTime() + config.noFollowUpDays * DAY_MS;
  const byDeal = clue.ownedSince.getTime() + config.noDealDays * DAY_MS;
  return new Date(Math.min(byFollowUp, byDeal));
}

/** Whether someone who gave a clue up at `givenUpAt` may claim it back at `now`. */
export function mayReclaim(givenUpAt: Date | null, now: Date, reclaimDays: number): boolean {
  return !givenUpAt || now.getTime() - givenUpAt.getTime() >= reclaimDays * DAY_MS;
}

/** A mainland phone as stored and compared: digits only (a leading +86 dropped), so "138-0000 0000" finds 13800000000. */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 13 && digits.startsWith('86') ? digits.slice(2) : digits;
}

/** A company name as compared for duplicates: spaces and brackets' width ignored. */
export function normaliseClueName(name: string): string {
  return name.replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')').toLowerCase();
}
