/** The home page draws the blocks of the park's home layout: order, visibility, titles, the banner and links adverts. */
import { screen, within } from '@testing-library/react';
import Home from '@/pages/home';
import { queryNews } from '@/services/portal/article';
import { shownAdverts } from '@/services/portal/cms';
import { getBusinessBase, marketProviders, searchPolicies } from '@/services/portal/policy';
import { renderScreen } from './helpers/renderScreen';
import { createPolicyStore } from './helpers/store';

const mockConfig: { current: Record<string, unknown> } = { current: {} };
jest.mock('@umijs/max', () => require('./helpers/umiMax').umiMaxMock());
jest.mock('@/utils/useSiteConfig', () => ({ useSiteConfig: () => mockConfig.current }));
jest.mock('@/services/portal/article', () => ({ queryNews: jest.fn() }));
jest.mock('@/services/portal/cms', () => ({ shownAdverts: jest.fn() }));
jest.mock('@/services/portal/policy', () => ({
  getBusinessBase: jest.fn(),
  searchPolicies: jest.fn(),
  marketProviders: jest.fn(),
  suggestPolicies: jest.fn(),
}));
jest.setTimeout(30000);

const ok = (data: unknown) => ({ success: true, code: 0, data } as never);
const adverts = [
  {
    key: 'home-banner',
    kind: 'image',
    width: 1200,
    height: 300,
    adverts: [
      { id: 11, title: '人才计划申报', imageUrl: '/ads/talent.svg', alt: '人才计划申报', href: '/api/cms/ad/click/11', external: false },
      { id: 12, title: '园区招商', imageUrl: '/ads/space.svg', alt: '招商', href: '/api/cms/ad/click/12', external: true },
    ],
  },
  {
    key: 'home-links',
    kind: 'text',
    width: 0,
    height: 0,
    adverts: [{ id: 21, title: '中国政府网', imageUrl: null, alt: '中国政府网', href: '/api/cms/ad/click/21', external: true }],
  },
];
const provider = { id: 5, name: '苏州启航知识产权代理有限公司', kind: 'ip', regionName: '苏州工业园区', offerCount: 3 };

/** The blocks in the order the page draws them (a pair of half blocks as one row). */
const drawnRows = (container: HTMLElement) => [...container.querySelectorAll('.home-block[data-block]')].map((el) => el.getAttribute('data-block'));

describe('the home page', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(getBusinessBase).mockResolvedValue(ok({ publishedCount: 120, openCount: 30, closingSoonCount: 5, totalAmount: 8800, latest: [] }));
    jest.mocked(searchPolicies).mockResolvedValue(ok({ list: [], total: 0 }));
    jest
      .mocked(queryNews)
      .mockResolvedValue(
        ok({ list: [{ id: 3, title: '园区召开企业服务座谈会', categoryName: '园区新闻', publishedAt: '2026-11-20T02:00:00.000Z' }], total: 1 }),
      );
    jest.mocked(shownAdverts).mockResolvedValue(ok(adverts));
    jest.mocked(marketProviders).mockResolvedValue(ok({ list: [provider], total: 1 }));
  });

  it('draws every block in the shipped order by default, pairing the half-width lists', async () => {
    mockConfig.current = { siteName: '星湖科技园' };
    const { container } = renderScreen(<Home />, { store: createPolicyStore() });
    expect(await screen.findByRole('link', { name: '园区召开企业服务座谈会' })).toHaveAttribute('href', '/news/3');
    await screen.findByRole('link', { name: '中国政府网' });
    expect(drawnRows(container)).toEqual(['banner', 'search', 'figures', 'latest closingSoon', 'news market', 'services', 'links']);
    // The banner: each slide a counted link, the first picture asked for at once, the others when needed; dots to choose one.
    const slides = screen.getAllByTestId('banner-slide');
    expect(slides.map((s) => s.getAttribute('href'))).toEqual(['/api/cms/ad/click/11', '/api/cms/ad/click/12']);
    expect(slides[1]).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    expect(within(slides[0]).getByRole('img', { name: '人才计划申报' })).toHaveAttribute('loading', 'eager');
    expect(within(slides[1]).getByRole('img', { name: '招商' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('button', { name: '第 1 张：人才计划申报' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: '苏州启航知识产权代理有限公司' })).toHaveAttribute(
      'href',
      `/policyMarket?keyword=${encodeURIComponent(provider.name)}`,
    );
    expect(screen.getByRole('link', { name: '中国政府网' })).toHaveAttribute('href', '/api/cms/ad/click/21');
  });

  it('follows the configured order, hides hidden blocks and asks nothing for them, and shows the given titles', async () => {
    mockConfig.current = {
      homeLayout: [
        { key: 'news', visible: true, title: '园区动态' },
        { key: 'search', visible: true, title: null },
        { key: 'latest', visible: true, title: null },
        { key: 'banner', visible: false, title: null },
        { key: 'market', visible: false, title: null },
        { key: 'links', visible: false, title: null },
        { key: 'figures', visible: true, title: null },
        { key: 'closingSoon', visible: true, title: '抓紧申报' },
        { key: 'services', visible: false, title: null },
      ],
    };
    const { container } = renderScreen(<Home />, { store: createPolicyStore() });
    expect(await screen.findByText('园区动态')).toBeInTheDocument();
    expect(drawnRows(container)).toEqual(['news', 'search', 'latest', 'figures', 'closingSoon']);
    expect(screen.getByText('抓紧申报')).toBeInTheDocument();
    expect(screen.queryByTestId('banner-slide')).toBeNull();
    expect(shownAdverts).not.toHaveBeenCalled();
    expect(marketProviders).not.toHaveBeenCalled();
  });

  it('leaves out a block with nothing to show (no live banner, no news yet)', async () => {
    mockConfig.current = {};
    jest.mocked(shownAdverts).mockResolvedValue(ok([{ ...adverts[0], adverts: [] }]));
    jest.mocked(queryNews).mockResolvedValue(ok({ list: [], total: 0 }));
    const { container } = renderScreen(<Home />, { store: createPolicyStore() });
    await screen.findByRole('link', { name: '苏州启航知识产权代理有限公司' });
    expect(drawnRows(container)).toEqual(['search', 'figures', 'latest closingSoon', 'market', 'services']);
  });
});
