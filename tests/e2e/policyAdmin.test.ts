import type { Locator, Page } from 'playwright-core';
import { ADMIN_PASSWORD, loginAs, usePortal, watchErrors } from './harness';

/**
 * Issue 7's admin story: a staff member writes a policy whose HTML source carries a <script>, publishes it,
 * and a visitor finds it by search and reads it with the script gone; the policy market opens a provider.
 */
describe('policy admin in the browser', () => {
  const env = usePortal();

  /** The form item whose label is exactly this text. */
  const item = (container: Locator, label: string) =>
    container
      .locator('.ant-form-item')
      .filter({ has: container.page().locator('label', { hasText: new RegExp(`^${label}$`) }) })
      .first();

  /** Opens a Select, types to narrow it, and picks the first option containing `option`. */
  async function pick(page: Page, select: Locator, option: string, typed = option) {
    await select.click();
    await page.keyboard.type(typed);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
  }

  const title = `人工智能应用场景示范项目奖励（E2E ${Date.now()}）`;
  const source = [
    '<h2>一、支持对象</h2>',
    '<p>在苏州工业园区注册、建成<strong>人工智能应用场景</strong>的企业。</p>',
    '<script>window.__policyScriptRan = true; document.title = "pwned";</script>',
    '<ul><li>场景投入不低于500万元</li><li>已稳定运行6个月</li></ul>',
    '<table><tr><th>档次</th><th>奖励</th></tr><tr><td>一档</td><td>最高200万元</td></tr></table>',
    '<p onclick="alert(1)">详见<a href="javascript:alert(1)">附件</a>。</p>',
  ].join('');

  it('creates a policy with rich text, publishes it, and a visitor finds it without the script', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await loginAs(page, env.portal.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);

    await page.goto(`${env.portal.url}/admin/policy`);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await page.getByText(/总共 \d+ 条/).waitFor();

    await page.getByRole('button', { name: /新建政策/ }).click();
    const drawer = page.locator('.ant-drawer-content:visible').last();
    await item(drawer, '政策标题').locator('input').fill(title);
    await item(drawer, '文号').locator('input').fill('苏园科〔2026〕88号');
    await pick(page, item(drawer, '发文部门').locator('.ant-select'), '苏州工业园区科技创新委员会', '科技创新');
    // The department's level and region fill in by themselves.
    await item(drawer, '政策级别').getByText('区级').waitFor();
    await pick(page, item(drawer, '支持方式').locator('.ant-select'), '资金补贴');
    await item(drawer, '最高金额').locator('input').fill('200');
    await drawer.getByText('常年受理', { exact: true }).click();
    await item(drawer, '政策摘要').locator('textarea').fill('对建成人工智能应用场景的园区企业按投入给予奖励。');

    // The document's HTML pasted into the editor's source view, script and all.
    await drawer.getByRole('button', { name: /源码/ }).click();
    await drawer.getByRole('textbox', { name: '源码' }).fill(source);

    const created = page.waitForResponse((r) => r.url().includes('/apiv2/policy/admin/create'));
    const published = page.waitForResponse((r) => r.url().includes('/apiv2/policy/admin/publish'));
    await drawer.getByRole('button', { name: '保存并发布' }).click();
    const policy = (await (await created).json()).data as { id: number; contentHtml: string; status: string };
    expect(policy.status).toBe('draft');
    expect((await (await published).json()).data.status).toBe('published');
    await page.getByText('已保存并发布').waitFor();
    // The stored text kept the structure and lost the script, the handler and the javascript: link.
    expect(policy.contentHtml).toContain('<h2>一、支持对象</h2>');
    expect(policy.contentHtml).toContain('<table>');
    expect(policy.contentHtml).not.toMatch(/<script|__policyScriptRan|onclick|javascript:/i);

    // The list shows it as published.
    await page.getByPlaceholder('标题或文号').fill('E2E');
    await page.keyboard.press('Enter');
    const row = page.locator('tr.ant-table-row').filter({ hasText: title });
    await row.waitFor();
    await row.getByText('已发布').waitFor();
    expect(errors).toEqual([]);
    await page.close();

    // A visitor (no sign-in) finds it by search and reads it.
    const visitor = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const front = await visitor.newPage();
    const visitorErrors = watchErrors(front);
    const search = await front.request.post(`${env.portal.url}/api/policy/search`, {
      data: { keyword: '人工智能应用场景示范项目奖励' },
      headers: { 'app-name': 'portal' },
    });
    const found = (await search.json()).data as { list: { id: number; title: string }[] };
    expect(found.list.map((p) => p.id)).toContain(policy.id);
    const detail = (await (await front.request.get(`${env.portal.url}/api/policy/detail?id=${policy.id}`, { headers: { 'app-name': 'portal' } })).json())
      .data as { contentHtml: string; title: string };
    expect(detail.title).toBe(title);
    expect(detail.contentHtml).toContain('人工智能应用场景');
    expect(detail.contentHtml).not.toMatch(/<script|__policyScriptRan|onclick|javascript:/i);

    // The public detail page loads without running anything from the text.
    await front.goto(`${env.portal.url}/policydetail/${policy.id}`);
    await front.waitForLoadState('networkidle');
    expect(await front.evaluate(() => (window as unknown as { __policyScriptRan?: boolean }).__policyScriptRan)).toBeUndefined();
    expect(await front.title()).not.toBe('pwned');
    expect(visitorErrors).toEqual([]);
    await visitor.close();
  });

  it('lists the policy market and opens a provider with its offers', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${env.portal.url}/policyMarket`);
    const cards = page.getByTestId('market-provider');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(1);

    // Only finance providers.
    const filtered = page.waitForResponse((r) => r.url().includes('/api/policy/market/providers') && r.url().includes('kind=finance'));
    await page.getByRole('navigation', { name: '机构类型' }).getByRole('link', { name: '金融服务' }).click();
    const answer = (await (await filtered).json()).data as { list: { name: string; kind: string }[] };
    expect(answer.list.length).toBeGreaterThan(0);
    expect(new Set(answer.list.map((p) => p.kind))).toEqual(new Set(['finance']));
    await cards.filter({ hasText: answer.list[0].name }).waitFor();

    await cards.filter({ hasText: answer.list[0].name }).click();
    const drawer = page.locator('.ant-drawer-content:visible').last();
    await drawer.getByText(/\d+ 项服务/).waitFor();
    await drawer.getByText('联系方式').waitFor();
    expect(await drawer.locator('.ant-card').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
