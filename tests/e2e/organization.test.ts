import type { Locator, Page } from 'playwright-core';
import { ADMIN_PASSWORD, formField, loginAs, usePortal, watchErrors } from './harness';

/** Issue 5's story: a department under another, a member with two jobs, found from the parent department. */
describe('organisation in the browser', () => {
  const env = usePortal();

  /** Picks a department in a TreeSelect by typing its name and clicking the match. */
  async function pickDepartment(page: Page, select: Locator, name: string) {
    await select.click();
    await page.keyboard.type(name);
    await page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper').filter({ hasText: name }).first().click();
  }

  it('creates a department under another, adds a member with two jobs, and finds them from the parent department', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await loginAs(page, env.portal.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);

    // A new department under 企业服务部.
    await page.goto(`${env.portal.url}/admin/department`);
    const tree = page.locator('.ant-tree').first();
    await tree.locator('.ant-tree-node-content-wrapper').filter({ hasText: '企业服务部' }).first().click();
    await page.getByRole('button', { name: '新增下级部门' }).click();
    const modal = page.locator('.ant-modal-content:visible').last();
    await formField(modal, '部门名称').fill('科技金融服务组');
    await modal.getByRole('button', { name: /确\s*定|确\s*认|保\s*存/ }).click();
    await tree.getByText('科技金融服务组').waitFor();

    // A member at home there, holding two jobs in two departments.
    await page.goto(`${env.portal.url}/admin/member`);
    await page.getByRole('button', { name: /新增成员/ }).click();
    const drawer = page.locator('.ant-drawer-content:visible').last();
    await formField(drawer, '姓名').fill('钱进');
    await formField(drawer, '工号').fill('XH9001');
    await pickDepartment(page, drawer.locator('.ant-form-item').filter({ hasText: '所属部门' }).locator('.ant-select'), '科技金融服务组');
    await drawer.getByText('添加岗位').click();
    await drawer.getByText('添加岗位').click();
    const rows = drawer.locator('.ant-pro-form-list-item');
    for (const [i, job] of ['企业服务专员', '会计'].entries()) {
      await rows.nth(i).locator('.ant-select').first().click();
      await page.keyboard.type(job);
      await page.locator('.ant-select-dropdown:visible').getByText(job, { exact: true }).click();
    }
    await pickDepartment(page, rows.nth(1).locator('.ant-select').nth(1), '财务部');
    await drawer.getByRole('button', { name: /确\s*定|确\s*认|保\s*存|提\s*交/ }).click();
    await page.getByText(/总共 29 条/).waitFor();
    await page.getByPlaceholder('姓名或工号').fill('钱进');
    await page.keyboard.press('Enter');
    await page.locator('tr').filter({ hasText: 'XH9001' }).waitFor();

    // Picking the parent department in the tree finds the member.
    await page.goto(`${env.portal.url}/admin/department`);
    await tree.locator('.ant-tree-node-content-wrapper').filter({ hasText: '企业服务部' }).first().click();
    const memberRow = page.locator('tr').filter({ hasText: '钱进' });
    await memberRow.waitFor();
    await memberRow.getByText(/会计/).waitFor();
    await memberRow.getByText(/企业服务专员/).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
