/** The clue pipeline's rules (shared/clue.ts): the moves allowed, the reasons they need, the pool's dates. */
import {
  CLUE_OPEN_STAGES,
  CLUE_STAGES,
  CLUE_TRANSITIONS,
  checkMove,
  cluePoolConfig,
  DEFAULT_CLUE_POOL_CONFIG,
  mayReclaim,
  normaliseClueName,
  normalisePhone,
  returnsAt,
} from '@shared/clue';

const day = 86_400_000;

describe('clue pipeline', () => {
  it('lets "new" go only to initial contact, on hold, invalid or lost', () => {
    expect(CLUE_TRANSITIONS.new).toEqual(['initial_contact', 'on_hold', 'invalid', 'lost']);
    expect(checkMove('new', 'initial_contact')).toEqual({ ok: true });
    expect(checkMove('new', 'signed')).toEqual({ ok: false, allowed: ['initial_contact', 'on_hold', 'invalid', 'lost'] });
  });

  it('walks the main line forward one step at a time', () => {
    const line = ['new', 'initial_contact', 'viewing_booked', 'viewed', 'quoted', 'negotiating', 'contract_intent', 'signed', 'moved_in'] as const;
    for (let i = 0; i + 1 < line.length; i++) expect(checkMove(line[i], line[i + 1]).ok).toBe(true);
    for (let i = 0; i + 2 < line.length; i++) expect(checkMove(line[i], line[i + 2]).ok).toBe(false);
  });

  it('needs a dictionary reason to lose or invalidate a clue, and none otherwise', () => {
    expect(checkMove('quoted', 'lost')).toEqual({ ok: true, reasonDictionary: 'lost_reason' });
    expect(checkMove('initial_contact', 'invalid')).toEqual({ ok: true, reasonDictionary: 'invalid_reason' });
    expect(checkMove('viewed', 'quoted')).toEqual({ ok: true });
  });

  it('ends at moved in, keeps signed to moving in, and names only known stages', () => {
    expect(CLUE_TRANSITIONS.moved_in).toEqual([]);
    expect(CLUE_TRANSITIONS.signed).toEqual(['moved_in']);
    for (const from of CLUE_STAGES) {
      for (const to of CLUE_TRANSITIONS[from]) {
        expect(CLUE_STAGES).toContain(to);
        expect(to).not.toBe(from);
      }
    }
  });

  it('lets every open stage be put on hold or lost', () => {
    const holdable = CLUE_OPEN_STAGES.filter((stage) => stage !== 'on_hold');
    expect(holdable.filter((stage) => !CLUE_TRANSITIONS[stage].includes('on_hold'))).toEqual([]);
    expect(CLUE_OPEN_STAGES.filter((stage) => !CLUE_TRANSITIONS[stage].includes('lost'))).toEqual([]);
  });
});

describe('the give-up pool', () => {
  const base = { stage: 'quoted' as const, poolState: 'owned' as const, locked: false };
  const taken = new Date('2026-01-01T00:00:00Z');

  it('returns a clue N days after its last activity, or M days after it was taken, whichever is first', () => {
    const config = DEFAULT_CLUE_POOL_CONFIG;
    expect(returnsAt({ ...base, ownedSince: taken, lastActivityAt: taken }, config)).toEqual(new Date(taken.getTime() + 30 * day));
    const recent = new Date(taken.getTime() + 80 * day);
    expect(returnsAt({ ...base, ownedSince: taken, lastActivityAt: recent }, config)).toEqual(new Date(taken.getTime() + 90 * day));
  });

  it('never returns a locked, pooled, signed or lost clue', () => {
    const c = { ownedSince: taken, lastActivityAt: taken };
    expect(returnsAt({ ...base, ...c, locked: true }, DEFAULT_CLUE_POOL_CONFIG)).toBeNull();
    expect(returnsAt({ ...base, ...c, poolState: 'pool' }, DEFAULT_CLUE_POOL_CONFIG)).toBeNull();
    expect(returnsAt({ ...base, ...c, stage: 'signed' }, DEFAULT_CLUE_POOL_CONFIG)).toBeNull();
    expect(returnsAt({ ...base, ...c, stage: 'lost' }, DEFAULT_CLUE_POOL_CONFIG)).toBeNull();
  });

  it('refuses a reclaim within the days configured', () => {
    const gaveUp = new Date('2026-03-01T00:00:00Z');
    expect(mayReclaim(gaveUp, new Date(gaveUp.getTime() + 6 * day), 7)).toBe(false);
    expect(mayReclaim(gaveUp, new Date(gaveUp.getTime() + 7 * day), 7)).toBe(true);
    expect(mayReclaim(null, gaveUp, 7)).toBe(true);
  });

  it('reads the configuration over its defaults and ignores nonsense', () => {
    expect(cluePoolConfig(undefined)).toEqual(DEFAULT_CLUE_POOL_CONFIG);
    expect(cluePoolConfig({ noFollowUpDays: 10, claimLimit: -1, lockLimit: 'x' })).toEqual({ ...DEFAULT_CLUE_POOL_CONFIG, noFollowUpDays: 10 });
  });

  it('compares phones by their digits and names without spaces', () => {
    expect(normalisePhone('+86 138-0000 1111')).toBe('13800001111');
    expect(normaliseClueName(' 苏州 星湖（科技）有限公司')).toBe('苏州星湖(科技)有限公司');
  });
});
