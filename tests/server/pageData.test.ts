import { eq, ne } from 'drizzle-orm';
import { policies } from '../../server/db/schema';
import { pageDataFor } from '../../server/modules/seo/pageLoaders';
import { withRenderedApp } from '../../server/modules/seo/render';
import { PAGE_DATA_ELEMENT_ID, pageDataKey } from '../../shared/pageData';
import { monthGridRange } from '../../shared/policyCalendar';
import { parseQuery, toSearchBody } from '../../shared/policySearchQuery';
import { todayOf } from '../../shared/policyWindow';
import { createTestContext, dbKinds, type TestContext } from './harness';

const at = (path: string) => new URL(path, 'http://portal.invalid');

/**
 * What a server-rendered page is rendered with (server/modules/seo/pageLoaders.ts): the same answers the
 * screen would get from the API as a visitor, on both databases.
 */
describe.each(dbKinds)('page data on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  const firstPolicy = async (published: boolean) => {
    const [p] = await ctx.database.db
      .select({ id: policies.id, title: policies.title })
      .from(policies)
      .where(published ? eq(policies.status, 'published') : ne(policies.status, 'published'))
      .orderBy(policies.id)
      .limit(1);
    return p;
  };

  it('gives a policy page the policy as the detail call answers it, the site configuration and the regions', async () => {
    const policy = await firstPolicy(true);
    const data = (await pageDataFor(ctx.app, at(`/policydetail/${policy.id}`)))!;
    const detail = data[pageDataKey.policyDetail(policy.id)] as { id: number; title: string; contentHtml?: string };
    expect([detail.id, detail.title]).toEqual([policy.id, policy.title]);
    expect(data[pageDataKey.siteConfig]).toEqual((await ctx.app.inject('/apiv2/config/admin/all')).json().data);
    expect((data[pageDataKey.policyState] as { areaDict: unknown[] }).areaDict.length).toBeGreaterThan(0);
  });

  it('marks a policy that is not published, or not there, as missing (the page answers 404)', async () => {
    const draft = await firstPolicy(false);
    for (const id of [draft.id, 99999999]) {
      const data = (await pageDataFor(ctx.app, at(`/policydetail/${id}`)))!;
      expect([id, data[pageDataKey.policyDetail(id)]]).toEqual([id, null]);
      expect(JSON.stringify(data)).not.toContain(draft.title);
    }
  });

  it('gives the search page the answer to the search its address describes, with the tags and regions its filters show', async () => {
    const address = '/search?keyword=高新技术企业&level=city,province&sort=deadline&current=1';
    const data = (await pageDataFor(ctx.app, at(address)))!;
    const state = data[pageDataKey.policyState] as { resultSearche: { total: number; list: { title: string }[] }; lastSearch: unknown; tagList: unknown[] };
    const body = toSearchBody(parseQuery(at(address).searchParams));
    expect(state.lastSearch).toEqual(body);
    const direct = (await ctx.app.inject({ method: 'POST', url: '/api/policy/search', payload: body })).json().data;
    expect(state.resultSearche.total).toBe(direct.total);
    expect(state.resultSearche.list.map((p) => p.title)).toEqual(direct.list.map((p: { title: string }) => p.title));
    expect(state.tagList.length).toBeGreaterThan(0);
  });

  it("gives the home page the front's overview and the policies closing soon", async () => {
    const data = (await pageDataFor(ctx.app, at('/')))!;
    const state = data[pageDataKey.policyState] as { businessBaseData: { publishedCount: number } };
    expect(state.businessBaseData.publishedCount).toBeGreaterThan(0);
    const closingSoon = data[pageDataKey.homeClosingSoon] as { windowStatus: string }[];
    expect(closingSoon.length).toBeGreaterThan(0);
    expect(new Set(closingSoon.map((p) => p.windowStatus))).toEqual(new Set(['closing_soon']));
  });

  it("gives the calendar the windows of China's current month panel, as the calendar call answers them", async () => {
    const data = (await pageDataFor(ctx.app, at('/calender')))!;
    const [from, to] = monthGridRange(todayOf(new Date()));
    const direct = (await ctx.app.inject(`/api/policy/calendar?from=${from}&to=${to}`)).json().data;
    expect(data[pageDataKey.policyCalendar]).toEqual({ from, to, data: direct });
    expect(direct.entries.length + direct.allYear.length).toBeGreaterThan(0);
  });

  it("gives the market the page its address asks for, the tab's call's answer, and ignores what it does not know", async () => {
    const asked = async (call: string) => (await ctx.app.inject(`/api/policy/market/${call}`)).json().data;
    const firstProviders = await asked('providers?current=1&pageSize=12');
    expect(firstProviders.list.length).toBeGreaterThan(0);
    const cases: [string, unknown][] = [
      ['/policyMarket', firstProviders],
      ['/policyMarket?kind=nonsense&region=abc&page=-3&tab=x', firstProviders],
      ['/policyMarket?kind=finance&page=2', await asked('providers?current=2&pageSize=12&kind=finance')],
      [
        '/policyMarket?tab=offers&region=320000&keyword=%E4%B8%93%E5%88%A9',
        await asked(`offers?current=1&pageSize=12&regionCode=320000&keyword=${encodeURIComponent('专利')}`),
      ],
    ];
    for (const [address, direct] of cases) expect([address, (await pageDataFor(ctx.app, at(address)))![pageDataKey.marketPage]]).toEqual([address, direct]);
  });

  it('gives a single page the page as the front’s call answers it, null for a slug no page has, and every page the footer’s links', async () => {
    const data = (await pageDataFor(ctx.app, at('/page/privacy')))!;
    expect(data[pageDataKey.sitePage('privacy')]).toEqual((await ctx.app.inject('/api/cms/page/detail?slug=privacy')).json().data);
    expect((data[pageDataKey.footerPages] as { slug: string }[]).map((p) => p.slug)).toEqual(['about', 'contact', 'terms', 'privacy']);
    expect((await pageDataFor(ctx.app, at('/page/nope')))![pageDataKey.sitePage('nope')]).toBeNull();
    expect((await pageDataFor(ctx.app, at('/search')))![pageDataKey.footerPages]).toEqual(data[pageDataKey.footerPages]);
  });

  it('gives /news the page its address asks for (null for an unknown category), an article its answer, and the home page the newest articles', async () => {
    const asked = async (query: string) => (await ctx.app.inject(`/api/article/news/query?${query}`)).json().data;
    const first = (await pageDataFor(ctx.app, at('/news')))!;
    expect(first[pageDataKey.newsList(null, 1)]).toEqual(await asked('current=1&pageSize=12'));
    const notices = (await pageDataFor(ctx.app, at('/news?category=notices&current=2&junk=1')))!;
    expect(notices[pageDataKey.newsList('notices', 2)]).toEqual(await asked('category=notices&current=2&pageSize=12'));
    expect((await pageDataFor(ctx.app, at('/news?category=no-such')))![pageDataKey.newsList('no-such', 1)]).toBeNull();
    const id = (first[pageDataKey.newsList(null, 1)] as { list: { id: number }[] }).list[0].id;
    const article = (await pageDataFor(ctx.app, at(`/news/${id}`)))![pageDataKey.newsArticle(id)] as { id: number; title: string };
    expect(article).toMatchObject({ id, title: expect.any(String) });
    expect((await pageDataFor(ctx.app, at('/news/99999999')))![pageDataKey.newsArticle(99999999)]).toBeNull();
    const home = (await pageDataFor(ctx.app, at('/')))!;
    expect((home[pageDataKey.homeNews] as { id: number }[]).map((n) => n.id)).toEqual((await asked('pageSize=6')).list.map((n: { id: number }) => n.id));
  });

  it('renders no other screen on the server, and nothing from the back office', async () => {
    for (const path of ['/admin/policy', '/login', '/user', '/match', '/policydetail/abc', '/policydetail/1234567890', '/nowhere']) {
      expect([path, await pageDataFor(ctx.app, at(path))]).toEqual([path, undefined]);
    }
  });
});

describe('the rendered app written into the page', () => {
  const INDEX = '<!DOCTYPE html><html><head><title>智汇园区</title></head><body><div id="root"></div><script src="/umi.js"></script></body></html>';

  it('puts the HTML in #root, the styles in the head and the data in a JSON block after the app, before its script', () => {
    const page = withRenderedApp(INDEX, { html: '<main>政策</main>', styles: '<style>.a{}</style>' }, { url: '/', data: { a: 1 } });
    expect(page).toBe(
      `<!DOCTYPE html><html><head><title>智汇园区</title><style>.a{}</style></head><body><div id="root"><main>政策</main></div><script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">{"url":"/","data":{"a":1}}</script><script src="/umi.js"></script></body></html>`,
    );
  });

  it('keeps markup in the data inert: nothing can close the JSON block or start an element, and it parses back the same', () => {
    const data = { title: '</script><script>alert(1)</script><!--', line: 'a\u2028b\u2029c' };
    const page = withRenderedApp(INDEX, { html: '', styles: '' }, { url: '/', data });
    const block = page.slice(page.indexOf(`id="${PAGE_DATA_ELEMENT_ID}">`) + PAGE_DATA_ELEMENT_ID.length + 6, page.indexOf('</script><script src'));
    expect(block).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.parse(block)).toEqual({ url: '/', data });
  });

  it('leaves a page without the empty root as it is', () => {
    expect(withRenderedApp('<html><body></body></html>', { html: 'x', styles: 'y' }, { url: '/', data: {} })).toBe('<html><body></body></html>');
  });
});
