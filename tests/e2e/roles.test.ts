import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, loginAs, openUserMenu, usePortal, watchErrors } from './harness';

/** Issue 4's story: a role with only the accounts menu, a user holding it, and what that user sees. */
describe('role-based access in the browser', () => {
  const env = usePortal();

  const modal = (page: Page) => page.locator('.ant-modal-content').last();
  const submit = (page: Page) =>
    modal(page)
      .getByRole('button', { name: /确\s*定|确\s*认|保\s*存|提\s*交/ })
      .click();

  it('the admin creates a role with only the accounts menu and a user with it; the user sees only that and gets 403 elsewhere', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await loginAs(page, env.portal.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);

    // The role.
    await page.goto(`${env.portal.url}/admin/role`);
    await page.getByRole('button', { name: /新建角色/ }).click();
    await modal(page).getByLabel('角色名称').fill('账号专员');
    await modal(page).getByLabel('角色编码').fill('account-clerk');
    await submit(page);
    const row = page.locator('tr').filter({ hasText: 'account-clerk' });
    await row.waitFor();
    await row.getByText('分配权限').click();
    const drawer = page.locator('.ant-drawer-content');
    const accountsNode = drawer.locator('.ant-tree-treenode').filter({ hasText: '账号管理' }).first();
    await accountsNode.locator('.ant-tree-checkbox').click();
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('权限已保存').waitFor();

    // The user.
    await page.goto(`${env.portal.url}/admin/account`);
    await page.getByRole('button', { name: /新建账号/ }).click();
    await modal(page).getByLabel('用户名').fill('clerk01');
    await modal(page).getByLabel('登录密码').fill('Clerk#Pass2026');
    await modal(page).getByLabel('确认密码').fill('Clerk#Pass2026');
    await modal(page).getByLabel('姓名').fill('许晴');
    await modal(page).getByLabel('角色').click();
    await page.locator('.ant-select-dropdown:visible').getByText('账号专员', { exact: true }).click();
    await page.keyboard.press('Escape');
    await submit(page);
    await page.locator('tr').filter({ hasText: 'clerk01' }).waitFor();
    expect(errors).toEqual([]);

    // The user logs in and sees only the accounts menu of the back office.
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const clerk = await context.newPage();
    await loginAs(clerk, env.portal.url, 'clerk01', 'Clerk#Pass2026');
    await clerk.waitForURL(`${env.portal.url}/`);
    await (await openUserMenu(clerk, 'current-user')).getByRole('menuitem', { name: /管理后台/ }).click();
    await clerk.waitForURL(/\/admin\/account$/);
    // The side menu opens on the screen it was reached at: 系统管理 › 账号管理.
    const menu = clerk.locator('.ant-pro-sider').getByRole('menu').first();
    await menu.getByText('账号管理', { exact: true }).waitFor();
    for (const other of ['角色管理', '应用与菜单', '字典管理', '组织管理', '企业服务']) {
      expect(await menu.getByText(other, { exact: true }).count()).toBe(0);
    }
    await clerk.locator('tr').filter({ hasText: 'clerk01' }).waitFor();
    // Another admin route: the 403 page.
    await clerk.goto(`${env.portal.url}/admin/role`);
    await clerk.getByText('抱歉，您无权访问此页面。').waitFor();
    await context.close();
    await page.close();
  });
});
