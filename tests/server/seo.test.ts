import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import routes from '../../config/routes';
import { loadConfig } from '../../server/config';
import { forumBoards, forumPosts, forumThreads, policies, publishedArticles } from '../../server/db/schema';
import { descriptionOf, injectHead } from '../../server/modules/seo/pageHead';
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
/** The built page as Umi writes it, reduced to what the head is written into. */
const INDEX =
  '<!DOCTYPE html><html><head><meta charset="utf-8"><title>智汇园区</title><link rel="stylesheet" href="/umi.1a2b3c4d.css"></head><body><div id="root"></div><script src="/umi.1a2b3c4d.js"></script></body></html>';
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaOf = (html: string, attr: 'name' | 'property', key: string) => html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`))?.[1];
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]*)">/)?.[1];

describe.each(dbKinds)('seo on %s', (kind) => {
  let ctx: TestContext;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-seo-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
    ctx = await createTestContext(kind, { publicUrl: 'https://zc.example-park.cn', webDist });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const published = async () => {
    const [p] = await ctx.database.db
      .select({ id: policies.id, title: policies.title, summary: policies.summary, viewCount: policies.viewCount })
      .from(policies)
      .where(eq(policies.status, 'published'))
      .orderBy(policies.id)
      .limit(1);
    return p;
  };

  it("gives a policy page the policy's title, description, canonical address and Open Graph tags, without counting a view", async () => {
    const policy = await published();
    const res = await ctx.app.inject(`/policydetail/${policy.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const head = headOf(res.body);
    expect(titleOf(head)).toBe(`${policy.title} - 智汇园区综合服务平台`);
    expect(metaOf(head, 'name', 'description')).toBe(descriptionOf(policy.summary));
    expect(canonicalOf(head)).toBe(`https://zc.example-park.cn/policydetail/${policy.id}`);
    expect(metaOf(head, 'property', 'og:type')).toBe('article');
    expect(metaOf(head, 'property', 'og:title')).toBe(policy.title);
    expect(metaOf(head, 'property', 'og:url')).toBe(`https://zc.example-park.cn/policydetail/${policy.id}`);
    expect(metaOf(head, 'name', 'robots')).toBeUndefined();
    // The app itself is untouched.
    expect(res.body).toContain('<div id="root"></div><script src="/umi.1a2b3c4d.js"></script>');
    expect((await published()).viewCount).toBe(policy.viewCount);
  });

  it('answers 404 with noindex for a policy that is not published, does not exist or is no id', async () => {
    const [draft] = await ctx.database.db.select({ id: policies.id, title: policies.title }).from(policies).where(ne(policies.status, 'published')).limit(1);
    for (const url of [`/policydetail/${draft.id}`, '/policydetail/99999999', '/policydetail/abc', '/policydetail/0']) {
      const res = await ctx.app.inject(url);
      expect([url, res.statusCode, metaOf(res.body, 'name', 'robots')]).toEqual([url, 404, 'noindex']);
      expect(res.body).not.toContain(draft.title);
      // The app still loads, to show its own not-found screen.
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('gives a single page its title, description and canonical address; 404 with noindex for a slug no page has', async () => {
    const res = await ctx.app.inject('/page/about');
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(titleOf(head)).toBe('关于园区 - 智汇园区综合服务平台');
    expect(metaOf(head, 'name', 'description')).toMatch(/^智汇园区位于苏州工业园区/);
    expect(canonicalOf(head)).toBe('https://zc.example-park.cn/page/about');
    for (const url of ['/page/nope', '/page/About', '/page/a--b']) {
      const missing = await ctx.app.inject(url);
      expect([url, missing.statusCode, metaOf(missing.body, 'name', 'robots')]).toEqual([url, 404, 'noindex']);
    }
  });

  it('gives /news and an article their heads: the category and page in the title, an article’s own description; 404 for what is not on the front', async () => {
    const list = await ctx.app.inject('/news?category=notices&current=2');
    expect(list.statusCode).toBe(200);
    expect(titleOf(headOf(list.body))).toBe('园区资讯 · 通知公告 · 第 2 页 - 智汇园区综合服务平台');
    expect(canonicalOf(list.body)).toBe('https://zc.example-park.cn/news?category=notices&amp;current=2');
    const [article] = await ctx.database.db.select().from(publishedArticles).limit(1);
    const page = await ctx.app.inject(`/news/${article.articleId}`);
    const head = headOf(page.body);
    expect([page.statusCode, titleOf(head), canonicalOf(head)]).toEqual([
      200,
      `${article.title} - 智汇园区综合服务平台`,
      `https://zc.example-park.cn/news/${article.articleId}`,
    ]);
    expect(metaOf(head, 'name', 'description')).toBe(article.summary);
    expect(metaOf(head, 'property', 'og:type')).toBe('article');
    for (const url of ['/news/99999999', '/news/0', '/news?category=no-such']) {
      const missing = await ctx.app.inject(url);
      expect([url, missing.statusCode, metaOf(missing.body, 'name', 'robots')]).toEqual([url, 404, 'noindex']);
    }
    const sitemap = await ctx.app.inject('/sitemap/news.xml');
    const listed = locs(sitemap.body);
    const live = await ctx.database.db.select({ id: publishedArticles.articleId }).from(publishedArticles);
    expect(listed).toHaveLength(live.length);
    expect(listed[0]).toBe(`https://zc.example-park.cn/news/${Math.max(...live.map((a) => a.id))}`);
  });

  it('gives /forum and a thread their heads: the board and page in the title, the opening post as description; 404 for what is not on the front', async () => {
    const [board] = await ctx.database.db.select().from(forumBoards).where(eq(forumBoards.name, '政策咨询'));
    const list = await ctx.app.inject(`/forum?board=${board.id}&current=2`);
    expect(list.statusCode).toBe(200);
    expect(titleOf(headOf(list.body))).toBe('园区论坛 · 政策咨询 · 第 2 页 - 智汇园区综合服务平台');
    expect(canonicalOf(list.body)).toBe(`https://zc.example-park.cn/forum?board=${board.id}&amp;current=2`);
    const [thread] = await ctx.database.db.select().from(forumThreads).where(eq(forumThreads.boardId, board.id)).limit(1);
    const [opening] = await ctx.database.db
      .select()
      .from(forumPosts)
      .where(and(eq(forumPosts.threadId, thread.id), eq(forumPosts.opening, true)));
    const page = await ctx.app.inject(`/forum/${thread.id}`);
    const head = headOf(page.body);
    expect([page.statusCode, titleOf(head), canonicalOf(head)]).toEqual([
      200,
      `${thread.title} · 政策咨询 - 智汇园区综合服务平台`,
      `https://zc.example-park.cn/forum/${thread.id}`,
    ]);
    expect(metaOf(head, 'name', 'description')).toBe(descriptionOf(opening.content));
    // A hidden thread, an unknown one and an unknown board are not found.
    await ctx.database.db.update(forumThreads).set({ status: 'hidden' }).where(eq(forumThreads.id, thread.id));
    try {
      for (const url of [`/forum/${thread.id}`, '/forum/99999999', '/forum/0', '/forum?board=99999999']) {
        const missing = await ctx.app.inject(url);
        expect([url, missing.statusCode, metaOf(missing.body, 'name', 'robots')]).toEqual([url, 404, 'noindex']);
      }
      const sitemap = locs((await ctx.app.inject('/sitemap/forum.xml')).body);
      expect(sitemap.length).toBeGreaterThan(40);
      expect(sitemap).not.toContain(`https://zc.example-park.cn/forum/${thread.id}`);
    } finally {
      await ctx.database.db.update(forumThreads).set({ status: 'published' }).where(eq(forumThreads.id, thread.id));
    }
  });

  it('keeps markup in a policy title or a search word inert', async () => {
    const policy = await published();
    await ctx.database.db
      .update(policies)
      .set({ title: '人才补贴"><script>alert(1)</script>', summary: '<img src=x onerror=alert(1)> 摘要' })
      .where(and(eq(policies.id, policy.id)));
    try {
      const page = await ctx.app.inject(`/policydetail/${policy.id}`);
      expect(page.body).not.toMatch(/<script>alert|<img src=x/);
      expect(titleOf(page.body)).toBe('人才补贴&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; - 智汇园区综合服务平台');
      const search = await ctx.app.inject(`/search?keyword=${encodeURIComponent('"><script>alert(2)</script>')}`);
      expect(search.body).not.toContain('<script>alert');
      expect(canonicalOf(search.body)).toBe('https://zc.example-park.cn/search?keyword=%22%3E%3Cscript%3Ealert(2)%3C%2Fscript%3E');
    } finally {
      await ctx.database.db.update(policies).set({ title: policy.title, summary: policy.summary }).where(eq(policies.id, policy.id));
    }
  });

  it('titles a search by its words and the front pages by name; keeps the back office and sign-in out of search engines', async () => {
    const search = await ctx.app.inject(`/search?keyword=${encodeURIComponent('研发 ')}&current=2`);
    expect(titleOf(search.body)).toBe('“研发”的政策搜索结果 - 智汇园区综合服务平台');
    expect(canonicalOf(search.body)).toBe('https://zc.example-park.cn/search?keyword=%E7%A0%94%E5%8F%91');
    // The home page is the site's entry in search results: the configured SEO title, keywords and favicon.
    const home = (await ctx.app.inject('/')).body;
    expect(titleOf(home)).toBe('星湖科技园企业服务平台 · 惠企政策一站通');
    expect(home).toContain('<meta name="keywords" content="惠企政策,政策申报,高新技术企业,苏州工业园区,星湖科技园">');
    expect(home.match(/<link rel="(?:shortcut )?icon"[^>]*>/g)).toEqual(['<link rel="icon" href="/logo.svg">']);
    expect(titleOf((await ctx.app.inject('/calender')).body)).toBe('申报日历 - 智汇园区综合服务平台');
    // The market: one canonical address per view, in the screen's own order, without what it does not know.
    const market = await ctx.app.inject(`/policyMarket?page=2&keyword=${encodeURIComponent(' 专利 ')}&tab=offers&kind=bogus&region=320500`);
    expect(titleOf(market.body)).toBe('政策服务市场 · 服务产品 · 第 2 页 - 智汇园区综合服务平台');
    // (HTML-escaped in the attribute.)
    expect(canonicalOf(market.body)).toBe('https://zc.example-park.cn/policyMarket?tab=offers&amp;region=320500&amp;keyword=%E4%B8%93%E5%88%A9&amp;page=2');
    expect(canonicalOf((await ctx.app.inject('/policyMarket?page=1')).body)).toBe('https://zc.example-park.cn/policyMarket');
    for (const url of ['/admin/company', '/portal/adminlogin', '/account/settings', '/user/subscribe']) {
      const res = await ctx.app.inject(url);
      expect([url, res.statusCode, metaOf(res.body, 'name', 'robots'), canonicalOf(res.body)]).toEqual([url, 200, 'noindex', undefined]);
    }
  });

  it('answers every screen of the route table, and 404 with noindex for a path no screen answers; unknown API paths stay JSON', async () => {
    const policy = await published();
    const [article] = await ctx.database.db.select({ id: publishedArticles.articleId }).from(publishedArticles).limit(1);
    const [thread] = await ctx.database.db.select({ id: forumThreads.id }).from(forumThreads).where(eq(forumThreads.status, 'published')).limit(1);
    const paths: string[] = [];
    const walk = (list: { path?: string; routes?: unknown[] }[]) =>
      list.forEach((r) => {
        if (r.path && r.path !== '*')
          paths.push(
            r.path
              .replace('/news/:id', `/news/${article.id}`)
              .replace('/forum/:id', `/forum/${thread.id}`)
              .replace(':id', String(policy.id))
              .replace(':slug', 'about'),
          );
        if (r.routes) walk(r.routes as { path?: string }[]);
      });
    walk(routes as { path?: string; routes?: unknown[] }[]);
    expect(paths.length).toBeGreaterThan(40);
    for (const url of paths) expect([url, (await ctx.app.inject(url)).statusCode]).toEqual([url, 200]);

    const missing = await ctx.app.inject('/no-such-page');
    expect([missing.statusCode, metaOf(missing.body, 'name', 'robots')]).toEqual([404, 'noindex']);
    const api = await ctx.app.inject('/api/no-such-call');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, errorMessage: expect.stringMatching(/No such API/) });
  });

  it('writes the head into a page without a title too', () => {
    expect(injectHead('<html><head></head><body></body></html>', { status: 200, title: 'A & B', noindex: true })).toBe(
      '<html><head><title>A &amp; B</title><meta name="robots" content="noindex"></head><body></body></html>',
    );
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
    expect(locs(index.body)).toEqual([
      'https://zc.example-park.cn/sitemap/pages.xml',
      'https://zc.example-park.cn/sitemap/news.xml',
      'https://zc.example-park.cn/sitemap/forum.xml',
      'https://zc.example-park.cn/sitemap/policies.xml?part=1',
    ]);

    const pages = await ctx.app.inject('/sitemap/pages.xml');
    expect(locs(pages.body)).toEqual(
      ['/', '/search', '/calender', '/policyMarket', '/news', '/forum', '/page/about', '/page/contact', '/page/terms', '/page/privacy'].map(
        (p) => `https://zc.example-park.cn${p}`,
      ),
    );

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

  it('escapes the address it writes into XML', async () => {
    expect(await pagesSitemap(ctx.database.db, 'https://a.cn/x?a=1&b=<2>')).toContain('<loc>https://a.cn/x?a=1&amp;b=&lt;2&gt;/search</loc>');
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
