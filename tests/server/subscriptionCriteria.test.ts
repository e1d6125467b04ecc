/** What a policy subscription is matched by: its term arrays, the anchor's tie-break order, its hash. */
import { anchorOrder, criteriaHash, termsOf } from '../../server/modules/subscription/criteria';

const none = { tagIds: [], departmentIds: [], levels: [], regionCodes: [], supportTypes: [] };

describe('termsOf', () => {
  it('counts the dimensions used and gives each its array, null where the subscription does not filter', () => {
    const t = termsOf({ ...none, tagIds: [7, 12], departmentIds: [3], regionCodes: ['320500'] });
    expect(t.dimensions).toBe(3);
    expect(t.columns).toEqual({ tagTerms: [7, 12], departmentTerms: [3], levelTerms: null, regionTerms: ['320500'], supportTypeTerms: null });
    expect(termsOf({ ...none, levels: ['city', 'district'], supportTypes: ['subsidy'] }).columns).toMatchObject({
      levelTerms: ['city', 'district'],
      supportTypeTerms: ['subsidy'],
    });
  });

  it('gives a keyword-only subscription no dimension', () => {
    const t = termsOf({ ...none, keyword: '人工智能' });
    expect(t.dimensions).toBe(0);
    expect(Object.values(t.columns).every((v) => v === null)).toBe(true);
  });

  it('breaks anchor ties from the office to the region', () => {
    expect(anchorOrder).toEqual(['department', 'tag', 'supportType', 'level', 'region']);
  });
});

describe('criteriaHash', () => {
  it('is the same whatever the order of keys, and ignores the names kept for display', () => {
    const a = criteriaHash('policy', { tagIds: [1], levels: ['city'], names: { tags: ['软件'] } });
    const b = criteriaHash('policy', { levels: ['city'], tagIds: [1], names: { tags: ['软件和信息服务'] } });
    expect(a).toBe(b);
    expect(criteriaHash('match', { tagIds: [1], levels: ['city'] })).not.toBe(a);
    expect(criteriaHash('policy', { tagIds: [2], levels: ['city'] })).not.toBe(a);
  });
});
