import { ADMIN_PASSWORD, formField, loginAs, settled, usePortal, watchErrors } from './harness';

/** Content: an editor keeps the article categories (文章分类). */
describe('article categories in the browser', () => {
  const env = usePortal();

  it('adds a subcategory, sees a slug in use refused under its field, and is told why a category with subcategories stays', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await loginAs(page, env.portal.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);
    await page.goto(`${env.portal.url}/admin/article-category`);
    const readings = page.locator('tr').filter({ hasText: '政策解读' }).filter({ hasText: 'policy-readings' });
    await page.locator('tr').filter({ hasText: 'national-policy' }).waitFor();

    await readings.getByText('新增子分类').click();
    await settled(page.locator('.ant-modal:visible').last());
    const modal = page.locator('.ant-modal-content:visible').last();
    await formField(modal, '分类名称').fill('区县政策解读');
    await formField(modal, '别名').fill('park-news');
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await modal.getByText('"park-news" is already used by the category "园区新闻"').waitFor();
    await formField(modal, '别名').fill('district-policy');
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await page.locator('tr').filter({ hasText: 'district-policy' }).waitFor();

    await readings.getByText('删除').click();
    await page.getByText('其下还有 3 个子分类，删除会被拒绝；请先移走或删除子分类。').waitFor();
    await page
      .locator('.ant-popover:visible')
      .getByRole('button', { name: /确\s*定|O\s*K/ })
      .click();
    await page.getByText('"政策解读" still holds 3 subcategories: move or delete them first').waitFor();
    expect(await page.locator('tr').filter({ hasText: 'policy-readings' }).count()).toBe(1);
    // The two refusals are the browser's own log lines for the 409s; nothing else went wrong.
    expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
    await page.close();
  });
});

/** Single pages: staff edit one, visitors read it (without scripts too) and find the standing ones in the footer. */
describe('single pages in the browser', () => {
  const env = usePortal();

  it('an editor changes 联系我们; a visitor reaches it from the footer, and the registration dialog links the terms and the privacy policy', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await loginAs(page, env.portal.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);
    await page.goto(`${env.portal.url}/admin/page`);
    await page.locator('tr').filter({ hasText: '/page/contact' }).getByText('编辑').click();
    const drawer = page.locator('.ant-drawer-content:visible').last();
    await settled(page.locator('.ant-drawer:visible').last());
    await drawer.locator('#title').fill('联系方式');
    await drawer.locator('.ProseMirror').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('周六上午值班电话：0512-62880099');
    await drawer.getByRole('button', { name: /确\s*定/ }).click();
    await page.locator('tr').filter({ hasText: '联系方式' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();

    // A visitor on a phone, with no scripts: the server renders the page and the footer's links.
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const reader = await context.newPage();
    const res = await reader.goto(`${env.portal.url}/page/contact`);
    expect(res?.status()).toBe(200);
    await reader.getByRole('heading', { name: '联系方式' }).waitFor();
    await reader.getByText('周六上午值班电话：0512-62880099').waitFor();
    expect(await reader.title()).toBe('联系方式 - 智汇园区综合服务平台');
    expect(await reader.getByRole('navigation', { name: '网站信息' }).getByRole('link', { name: '隐私政策' }).getAttribute('href')).toBe('/page/privacy');
    expect((await reader.goto(`${env.portal.url}/page/no-such-page`))?.status()).toBe(404);
    await context.close();

    // With scripts: the footer link navigates in the app, and the registration dialog links the standing pages.
    const visitor = await env.browser.newPage();
    const visitorErrors = watchErrors(visitor);
    // Once hydrated, as serverRendering.test.ts does: a click while React still hydrates makes it render the page afresh.
    await visitor.goto(`${env.portal.url}/search`, { waitUntil: 'networkidle' });
    await visitor.getByRole('navigation', { name: '网站信息' }).getByRole('link', { name: '关于园区' }).click();
    await visitor.waitForURL(`${env.portal.url}/page/about`);
    await visitor.getByRole('heading', { name: '园区概况' }).waitFor();
    await visitor.getByTestId('sign-in').click();
    const dialog = visitor.getByTestId('visitor-auth');
    await settled(visitor.locator('.ant-modal:visible').last());
    await dialog.getByText('没有账号？立即注册').click();
    await dialog.getByText('注册账号').waitFor();
    expect(await dialog.getByRole('link', { name: '用户协议' }).getAttribute('href')).toBe('/page/terms');
    expect(await dialog.getByRole('link', { name: '隐私政策' }).getAttribute('href')).toBe('/page/privacy');
    expect(visitorErrors).toEqual([]);
    await visitor.close();
  });
});
