import fs from 'node:fs';
import ICAL from 'ical.js';
import { usePortal, watchErrors } from './harness';

/**
 * Issue 7's story for a visitor: search a keyword from the home page, narrow it with a filter and see the
 * count change to the facet's number, open a policy, then find it in the calendar filtered by its
 * department and download the calendar file, which parses and holds the policy.
 */
describe('policy front in the browser', () => {
  const env = usePortal();

  const totalOf = async (text: string | null) => Number(/共找到 (\d+) 条政策/.exec(text ?? '')?.[1]);

  it('searches from the home page, filters, opens a policy and exports the calendar', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    const errors = watchErrors(page);
    const base = JSON.parse((await env.portal.app.inject({ method: 'GET', url: '/api/policy/getBusinessBase' })).body).data;

    // The home page shows the library at a glance.
    await page.goto(`${env.portal.url}/`);
    await page.locator('[data-stat="published"]').getByText(String(base.publishedCount)).waitFor();
    await page.locator('.home-latest').getByText(base.latest[0].title).waitFor();

    const box = page.getByLabel(/输入政策名称/);
    await box.fill('高新技术企业');
    await box.press('Enter');
    await page.waitForURL(/\/search\?/);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('高新技术企业');
    const total = page.getByTestId('result-total');
    await total.getByText(/共找到 \d+ 条政策/).waitFor();
    const all = await totalOf(await total.textContent());
    expect(all).toBeGreaterThan(10);
    // Matches are highlighted in the titles.
    expect(await page.locator('.policy-card h5 em').first().textContent()).toContain('高新技术企业');

    // Filter by "open for applications": the count becomes the number the facet showed.
    const open = page.locator('[data-facet="windowStatus"] [data-value="open"]');
    const facetCount = Number(await open.locator('.facet-count').textContent());
    expect(facetCount).toBeGreaterThan(0);
    expect(facetCount).toBeLessThan(all);
    await open.click();
    await page.waitForURL(/windowStatus=open/);
    await total.getByText(`共找到 ${facetCount} 条政策`).waitFor();
    const statuses = await page.locator('.policy-card [data-status]').evaluateAll((tags) => tags.map((t) => t.getAttribute('data-status')));
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['open']));

    // Open the first result.
    const first = page.locator('.policy-card h5 a').first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await page.waitForURL(/\/policydetail\/\d+$/);
    await page.getByTestId('policy-title').getByText(title).waitFor();
    const policyId = Number(/\/policydetail\/(\d+)$/.exec(page.url())![1]);
    const department = page.locator('a[href^="/search?departmentId="]').first();
    const departmentName = (await department.textContent())!.trim();
    const departmentId = Number(new URL((await department.getAttribute('href'))!, env.portal.url).searchParams.get('departmentId'));
    await page.getByRole('link', { name: /加入日历/ }).waitFor();
    expect(await page.getByRole('link', { name: /加入日历/ }).getAttribute('href')).toBe(`/api/policy/detail.ics?id=${policyId}`);

    // The calendar, filtered by the policy's department, exports a file holding the policy.
    await page.goto(`${env.portal.url}/calender`);
    await page.locator('.calendar-month').waitFor();
    await page.getByTestId('calendar-department').click();
    await page.keyboard.type(departmentName);
    const filtered = page.waitForResponse((r) => r.url().includes('/api/policy/calendar?') && r.url().includes(`departmentId=${departmentId}`));
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: departmentName }).first().click();
    await filtered;
    const exportLink = page.getByTestId('calendar-export');
    await page.waitForFunction(
      (id) => document.querySelector('[data-testid="calendar-export"]')?.getAttribute('href')?.includes(`departmentId=${id}`),
      departmentId,
    );
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = fs.readFileSync((await download.path())!, 'utf8');
    const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.length).toBeGreaterThan(0);
    const ours = events.filter((e) => e.summary.startsWith(title));
    expect(ours.length).toBeGreaterThan(0);
    expect(ours[0].description).toContain(`/policydetail/${policyId}`);
    // Only the department's windows are in the file.
    for (const e of events) expect(e.description.split('\n')[0]).toBe(departmentName);

    // The list view shows the policy with its status and its own calendar file.
    await page.getByText('列表', { exact: true }).click();
    const row = page.locator('.calendar-list tr').filter({ hasText: title }).first();
    await row.waitFor();
    expect(await row.locator(`a[href="/api/policy/detail.ics?id=${policyId}"]`).count()).toBe(1);

    expect(errors).toEqual([]);
    await page.close();
  });

  it('on a phone, shows the results first and opens the filters in a drawer', async () => {
    const page = await env.browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await page.goto(`${env.portal.url}/search?keyword=${encodeURIComponent('高新技术企业')}`);
    const total = page.getByTestId('result-total');
    await total.getByText(/共找到 \d+ 条政策/).waitFor();
    const all = await totalOf(await total.textContent());
    // No filter column above the results.
    expect(await page.locator('[data-facet="windowStatus"]:visible').count()).toBe(0);

    await page.getByRole('button', { name: /筛选/ }).click();
    const drawer = page.locator('.ant-drawer-content');
    const open = drawer.locator('[data-facet="windowStatus"] [data-value="open"]');
    const facetCount = Number(await open.locator('.facet-count').textContent());
    await open.click();
    await page.waitForURL(/windowStatus=open/);
    await total.getByText(`共找到 ${facetCount} 条政策`).waitFor();
    expect(facetCount).toBeLessThanOrEqual(all);
    await page.locator('.ant-drawer-close').click();
    // The button shows how many filters are set.
    await page.locator('.ant-badge').filter({ hasText: /筛选/ }).getByText('1').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
