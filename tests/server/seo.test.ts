import { eq, ne } from 'drizzle-orm';
import { loadConfig } from '../../server/config';
import { policies } from '../../server/db/schema';
import { pagesSitemap, policySitemap, policySitemapCount } from '../../server/modules/seo/service';
import { createTestContext, dbKinds, type TestContext } from './harness';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
const policyIds = (xml: string) => locs(xml).map((loc) => Number(loc.match(/\/policydetail\/(\d+)$/)?.[1]));
const readAll = async (stream: NodeJS.ReadableStream) => {
  let text = '';
  for await (const chunk of stream) text += chunk;
  return text;
};

/** robots.txt and the sitemaps (server/modules/seo): what a search engine reads, on both databases. */
describe.each(dbKinds)('seo on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { publicUrl: 'https://zc.example-park.cn' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('keeps crawlers out of the back office, sign-in and the API, and names the sitemap at the public address', async () => {
    const res = await ctx.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    for (const path of ['/admin', '/api/', '/apiv2/', '/login', '/portal/', '/user', '/account/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain('Sitemap: https://zc.example-park.cn/sitemap.xml');
  });

  it('indexes the pages sitemap and one policy sitemap, and lists every published policy and nothing else', async () => {
    const index = await ctx.app.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(locs(index.body)).toEqual(['https://zc.example-park.cn/sitemap/pages.xml', 'https://zc.example-park.cn/sitemap/policies.xml?part=1']);

    const pages = await ctx.app.inject('/sitemap/pages.xml');
    expect(locs(pages.body)).toEqual(['/', '/search', '/calender', '/policyMarket'].map((p) => `https://zc.example-park.cn${p}`));

    const res = await ctx.app.inject('/sitemap/policies.xml?part=1');
    expect(res.statusCode).toBe(200);
    expect(res.body.endsWith('</urlset>\n')).toBe(true);
    const published = await ctx.database.db.select({ id: policies.id }).from(policies).where(eq(policies.status, 'published'));
    const others = await ctx.database.db.select({ id: policies.id }).from(policies).where(ne(policies.status, 'published'));
    expect(others.length).toBeGreaterThan(0);
    const listed = policyIds(res.body);
    expect(listed).toEqual(published.map((p) => p.id).sort((a, b) => a - b));
    expect(res.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  });

  it('splits the policies into parts of the limit with no gap and no overlap, and refuses a part past the end', async () => {
    const all = policyIds(await readAll((await policySitemap(ctx.database.db, 'https://x.cn', 1))!));
    const parts = await policySitemapCount(ctx.database.db, 100);
    expect(parts).toBe(Math.ceil(all.length / 100));
    const joined: number[] = [];
    for (let part = 1; part <= parts; part += 1) {
      const ids = policyIds(await readAll((await policySitemap(ctx.database.db, 'https://x.cn', part, 100))!));
      expect(ids.length).toBeLessThanOrEqual(100);
      joined.push(...ids);
    }
    expect(joined).toEqual(all);
    expect(await policySitemap(ctx.database.db, 'https://x.cn', parts + 1, 100)).toBeNull();

    expect((await ctx.app.inject('/sitemap/policies.xml?part=2')).statusCode).toBe(404);
    const bad = await ctx.app.inject('/sitemap/policies.xml?part=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toMatch(/part/);
  });

  it('escapes the address it writes into XML', () => {
    expect(pagesSitemap('https://a.cn/x?a=1&b=<2>')).toContain('<loc>https://a.cn/x?a=1&amp;b=&lt;2&gt;/search</loc>');
  });
});

describe('PUBLIC_URL', () => {
  it('takes an http(s) address without its trailing slash, and refuses anything else', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://zc.example-park.cn/' }).publicUrl).toBe('https://zc.example-park.cn');
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'zc.example-park.cn' })).toThrow(/PUBLIC_URL/);
  });
});
