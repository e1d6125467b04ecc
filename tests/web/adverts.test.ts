/** The rules adverts and the home layout share between server and screens (shared/adverts.ts, shared/homeLayout.ts). */
import { chooseShown, isAllowedAdvertLink } from '@shared/adverts';
import { DEFAULT_HOME_LAYOUT, HOME_BLOCKS, homeRows, normaliseHomeLayout } from '@shared/homeLayout';

describe('advert links', () => {
  it.each([
    ['https://www.sipac.gov.cn/zxfw/', true],
    ['http://example.cn', true],
    ['/search?keyword=高新', true],
    ['/news', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['//evil.example/', false],
    ['/\\evil.example', false],
    ['ftp://files.example/', false],
    ['https://', false],
    ['https://exa mple.cn', false],
    ['news', false],
  ])('%s → %s', (link, allowed) => {
    expect(isAllowedAdvertLink(link)).toBe(allowed);
  });
});

describe('which adverts an area shows', () => {
  const ad = (id: number, weight: number, order = id) => ({ id, weight, order });

  it('shows every live one, in order, when they fit', () => {
    expect(chooseShown([ad(3, 1, 30), ad(1, 1, 10), ad(2, 5, 10)], 3).map((a) => a.id)).toEqual([1, 2, 3]);
  });

  it('draws by weight when more are live than the area has room for, never the same twice, then orders them', () => {
    const ads = [ad(1, 1, 10), ad(2, 3, 20), ad(3, 0, 30), ad(4, 6, 40)];
    // Points along the total weight (10): 0.95 × 10 falls in ad 4's share, then 0.1 × 4 (what is left) in ad 1's.
    const points = [0.95, 0.1];
    expect(chooseShown(ads, 2, () => points.shift()!).map((a) => a.id)).toEqual([1, 4]);
    // Over many draws each is picked in proportion to its weight; weight 0 only when nothing else is left.
    const counts = new Map<number, number>();
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 5000; i++) for (const a of chooseShown(ads, 1, random)) counts.set(a.id, (counts.get(a.id) ?? 0) + 1);
    expect(counts.get(3)).toBeUndefined();
    expect(counts.get(4)! / counts.get(1)!).toBeGreaterThan(4.5);
    expect(counts.get(4)! / counts.get(1)!).toBeLessThan(7.5);
    expect(chooseShown(ads, 4).map((a) => a.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('the home layout', () => {
  it('keeps a stored layout’s order and titles, drops unknown or repeated blocks and adds new ones at the end', () => {
    const stored = [
      { key: 'news', visible: true, title: ' 园区动态 ' },
      { key: 'weather', visible: true },
      { key: 'news', visible: false },
      { key: 'banner', visible: false, title: '' },
    ];
    const layout = normaliseHomeLayout(stored);
    expect(layout.slice(0, 2)).toEqual([
      { key: 'news', visible: true, title: '园区动态' },
      { key: 'banner', visible: false, title: null },
    ]);
    expect(layout.map((b) => b.key).sort()).toEqual([...HOME_BLOCKS].sort());
    expect(layout.slice(2).every((b) => b.visible)).toBe(true);
    expect(normaliseHomeLayout(undefined)).toEqual(DEFAULT_HOME_LAYOUT);
  });

  it('pairs two half-width blocks in a row, and gives every other block a row of its own', () => {
    const keys = (rows: { key: string }[][]) => rows.map((row) => row.map((b) => b.key).join('+'));
    expect(keys(homeRows(DEFAULT_HOME_LAYOUT))).toEqual(['banner', 'search', 'figures', 'latest+closingSoon', 'news+market', 'services', 'links']);
    const odd = ['latest', 'search', 'closingSoon', 'news', 'market', 'links'].map((key) => ({ key } as { key: (typeof HOME_BLOCKS)[number] }));
    expect(keys(homeRows(odd))).toEqual(['latest', 'search', 'closingSoon+news', 'market', 'links']);
  });
});
