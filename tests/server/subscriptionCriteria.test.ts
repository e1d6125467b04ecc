/** What a policy subscription is matched by: its anchor (most selective dimension), its term arrays, its hash. */
import { anchorOrder, criteriaHash, termsOf } from '../../server/modules/subscription/criteria';

const none = { tagIds: [], departmentIds: [], levels: [], regionCodes: [], supportTypes: [] };

describe('termsOf', () => {
  it('anchors on the office before tags, support types, levels and regions', () => {
    const t = termsOf({ ...none, tagIds: [7, 12], departmentIds: [3], regionCodes: ['320500'] });
    expect(t.anchorRows).toEqual([{ dimension: 'department', value: '3' }]);
    expect(t.dimensions).toBe(3);
    expect(t.columns).toEqual({ tagTerms: [7, 12], departmentTerms: [3], levelTerms: null, regionTerms: ['320500'], supportTypeTerms: null });
  });

  it('falls to the next dimension in order when the earlier ones are not used', () => {
    expect(termsOf({ ...none, levels: ['city', 'district'], regionCodes: ['320000'] }).anchorRows).toEqual([
      { dimension: 'level', value: 'city' },
      { dimension: 'level', value: 'district' },
    ]);
    expect(termsOf({ ...none, supportTypes: ['subsidy'], levels: ['city'] }).anchorRows).toEqual([{ dimension: 'supportType', value: 'subsidy' }]);
    expect(termsOf({ ...none, regionCodes: ['320505'] }).anchorRows).toEqual([{ dimension: 'region', value: '320505' }]);
    expect(anchorOrder).toEqual(['department', 'tag', 'supportType', 'level', 'region']);
  });

  it('gives a keyword-only subscription no anchor and no dimension', () => {
    const t = termsOf({ ...none, keyword: '人工智能' });
    expect(t.anchorRows).toEqual([]);
    expect(t.dimensions).toBe(0);
    expect(Object.values(t.columns).every((v) => v === null)).toBe(true);
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
