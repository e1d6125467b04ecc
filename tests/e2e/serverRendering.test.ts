import { eq, ne } from 'drizzle-orm';
import { monthGridRange } from '@shared/policyCalendar';
import { todayOf } from '@shared/policyWindow';
import { policies } from '../../server/db/schema';
import { adminToken, usePortal, watchErrors } from './harness';

/**
 * The public pages as the server renders them (server/modules/seo/render.ts): readable with scripts off, as a
 * search engine or a slow phone first sees them; with scripts on, the same page hydrates without an error or
 * a second fetch of what it shows, and links then navigate in the page.
 */
describe('server-rendered public pages', () => {
  const env = usePortal();

  const policyWhere = async (published: boolean) => {
    const [p] = await env.portal.database.db
      .select({ id: policies.id, title: policies.title, summary: policies.summary })
      .from(policies)
      .where(published ? eq(policies.status, 'published') : ne(policies.status, 'published'))
      .orderBy(policies.id)
      .limit(1);
    return p;
  };

  it('shows a policy, a search and the home page with scripts off', async () => {
    const policy = await policyWhere(true);
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();

    await page.goto(`${env.portal.url}/policydetail/${policy.id}`);
    await page.getByTestId('policy-title').getByText(policy.title).waitFor();
    if (policy.summary) await page.getByText(policy.summary.slice(0, 20)).first().waitFor();
    await page.getByText('政策原文').first().waitFor();
    // The site's shell too: the menu is made of links a crawler follows.
    expect(await page.locator('header a[href="/search"]').count()).toBeGreaterThan(0);

    await page.goto(`${env.portal.url}/search?keyword=${encodeURIComponent('高新技术企业')}`);
    const total = Number(/共找到 (\d+) 条政策/.exec((await page.getByTestId('result-total').textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(0);
    expect(await page.locator('.policy-card h5 a').count()).toBe(Math.min(total, 10));
    expect(await page.locator('[data-facet="windowStatus"] .facet-count').count()).toBeGreaterThan(0);

    const base = (await env.portal.app.inject('/api/policy/getBusinessBase')).json().data;
    await page.goto(`${env.portal.url}/`);
    await page.locator('[data-stat="published"]').getByText(String(base.publishedCount)).waitFor();
    await page.locator('.home-latest').getByText(base.latest[0].title).waitFor();
    await context.close();
  });

  it("shows the calendar's month and the market's providers with scripts off, laid out by the stylesheet", async () => {
    const [from, to] = monthGridRange(todayOf(new Date()));
    const calendar = (await env.portal.app.inject(`/api/policy/calendar?from=${from}&to=${to}`)).json().data;
    const providers = (await env.portal.app.inject('/api/policy/market/providers?current=1&pageSize=12')).json().data;
    expect(calendar.entries.length + calendar.allYear.length).toBeGreaterThan(0);
    expect(providers.list.length).toBeGreaterThan(1);
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();

    await page.goto(`${env.portal.url}/calender`);
    await page.getByText(`${from} 至 ${to}`).first().waitFor();
    const entry = calendar.entries.find((e: { endDate: string }) => e.endDate >= `${todayOf(new Date()).slice(0, 7)}-01`) ?? calendar.entries[0];
    if (entry) await page.locator(`[data-day="${entry.endDate}"]`).getByText(entry.title).first().waitFor();
    if (calendar.allYear.length) await page.locator('.calendar-all-year').getByText(calendar.allYear[0].title).waitFor();

    await page.goto(`${env.portal.url}/policyMarket`);
    const cards = page.getByTestId('market-provider');
    await cards.getByText(providers.list[0].name).waitFor();
    expect(await cards.count()).toBe(providers.list.length);
    // Four columns at this width, with no script to measure the screen: the first two cards share a row.
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x);
    // Kinds and tabs are links the server renders as asked: a reader without scripts (a search engine) follows them.
    await page.getByRole('navigation', { name: '机构类型' }).getByRole('link', { name: '金融服务' }).click();
    await page.waitForURL(/kind=finance/);
    const finance = (await env.portal.app.inject('/api/policy/market/providers?current=1&pageSize=12&kind=finance')).json().data;
    await cards.getByText(finance.list[0].name).waitFor();
    expect(await cards.count()).toBe(finance.list.length);
    await page.getByRole('link', { name: '服务产品' }).click();
    await page.waitForURL(/tab=offers/);
    const offers = (await env.portal.app.inject('/api/policy/market/offers?current=1&pageSize=12&kind=finance')).json().data;
    expect(offers.list.length).toBeGreaterThan(0);
    await page.getByTestId('market-offer').getByText(offers.list[0].title).first().waitFor();
    await context.close();
  });

  it('answers 404 with the not-found page for a policy that is not published', async () => {
    const draft = await policyWhere(false);
    const res = await env.portal.app.inject(`/policydetail/${draft.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('抱歉，您访问的页面不存在。');
    expect(res.body).not.toContain(draft.title);
  });

  it('hydrates the same page without errors or a second fetch, then navigates within the page', async () => {
    const policy = await policyWhere(true);
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/policy/')) asked.push(new URL(r.url()).pathname);
    });
    let documents = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents += 1;
    });

    await page.goto(`${env.portal.url}/policydetail/${policy.id}`, { waitUntil: 'networkidle' });
    await page.getByTestId('policy-title').getByText(policy.title).waitFor();
    expect(asked).not.toContain('/api/policy/detail');
    // Hydrated: a menu link changes the screen without loading a new document.
    await page.locator('header a[href="/search"]').first().click();
    await page.waitForURL(/\/search$/);
    await page
      .getByTestId('result-total')
      .getByText(/共找到 \d+ 条政策/)
      .waitFor();
    expect(documents).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hydrates the search and the home page without errors, asking nothing it already has', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/policy/')) asked.push(new URL(r.url()).pathname);
    });
    for (const path of [`/search?keyword=${encodeURIComponent('专精特新')}`, '/']) {
      await page.goto(`${env.portal.url}${path}`, { waitUntil: 'networkidle' });
    }
    expect(asked).toEqual([]);
    // Then a search from the page asks the server.
    await page.getByLabel(/输入政策名称/).fill('人才');
    await page.getByLabel(/输入政策名称/).press('Enter');
    await page
      .getByTestId('result-total')
      .getByText(/共找到 \d+ 条政策/)
      .waitFor();
    expect(asked).toContain('/api/policy/search');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("hydrates the home page for a signed-in staff member too: the server's blocks never leave the screen", async () => {
    const token = await adminToken(env.portal.app);
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((value) => {
      window.localStorage.setItem('access_token', value);
      // The number of home blocks on screen at every frame once the page's root holds anything.
      const counts: number[] = [];
      (window as unknown as { blockCounts: number[] }).blockCounts = counts;
      const sample = () => {
        if (document.getElementById('root')?.childElementCount) counts.push(document.querySelectorAll('.home-block[data-block]').length);
        if (counts.length < 600) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    }, token);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${env.portal.url}/`, { waitUntil: 'networkidle' });
    // The staff member's own parts come after hydration: their name, and the admin areas on the home page.
    await page.getByTestId('current-user').waitFor();
    const counts = await page.evaluate(() => (window as unknown as { blockCounts: number[] }).blockCounts);
    expect(counts.length).toBeGreaterThan(0);
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates the calendar and the market without asking again for what they show', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/policy/')) asked.push(new URL(r.url()).pathname);
    });
    await page.goto(`${env.portal.url}/calender`, { waitUntil: 'networkidle' });
    await page.goto(`${env.portal.url}/policyMarket`, { waitUntil: 'networkidle' });
    expect(asked).not.toContain('/api/policy/calendar');
    expect(asked).not.toContain('/api/policy/market/providers');
    // Hydrated: a filter asks the server.
    const filtered = page.waitForResponse((r) => r.url().includes('/api/policy/market/providers') && r.url().includes('kind=finance'));
    await page.getByRole('navigation', { name: '机构类型' }).getByRole('link', { name: '金融服务' }).click();
    await filtered;
    expect(new URL(page.url()).search).toBe('?kind=finance');
    expect(errors).toEqual([]);
    await page.close();
  });
});
