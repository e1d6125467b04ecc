import type { Locator } from 'playwright-core';
import { ADMIN_PASSWORD, loginAs, settled, usePortal, watchErrors } from './harness';

/** Content: an editor keeps the article categories (文章分类). */
describe('article categories in the browser', () => {
  const env = usePortal();

  /** The input of the form item with this label. */
  const field = (container: Locator, label: string) =>
    container
      .locator('.ant-form-item')
      .filter({ has: container.page().locator('label', { hasText: new RegExp(`^${label}$`) }) })
      .locator('input')
      .first();

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
    await field(modal, '分类名称').fill('区县政策解读');
    await field(modal, '别名').fill('park-news');
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await modal.getByText('"park-news" is already used by the category "园区新闻"').waitFor();
    await field(modal, '别名').fill('district-policy');
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
