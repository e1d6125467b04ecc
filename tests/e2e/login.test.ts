import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, loginAs, openUserMenu, usePortal, watchErrors } from './harness';

describe('admin login in the browser', () => {
  const env = usePortal();
  let page: Page;
  let errors: string[];
  beforeEach(async () => {
    page = await env.browser.newPage();
    errors = watchErrors(page);
  });
  afterEach(() => page.close());

  it('logs in, shows the menu built from the server resources, and logs out', async () => {
    await loginAs(page, env.portal.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);
    // The public front's top bar leads a member of staff to the back office and its side menu.
    await (await openUserMenu(page, 'current-user')).getByRole('menuitem', { name: /管理后台/ }).click();
    await page.waitForURL(/\/admin\//);
    // Directories and screens of the server-built menu.
    const menu = page.locator('.ant-pro-sider').getByRole('menu').first();
    await menu.getByRole('menuitem', { name: /系统管理/ }).click();
    await menu.getByRole('link', { name: '账号管理' }).click();
    await page.waitForURL(/\/admin\/account$/);
    await page.getByText('账号管理', { exact: true }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toMatch(/\S{40,}/);

    await (await openUserMenu(page, 'current-user')).getByText('退出登录').click();
    await page.waitForURL(/\/portal\/adminlogin/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    expect(errors).toEqual([]);
  });

  it('shows the server message on a wrong password and stays on the login screen', async () => {
    await loginAs(page, env.portal.url, 'admin', 'not-the-password');
    await page.getByTestId('login-error').getByText('Incorrect username or password').waitFor();
    expect(page.url()).toContain('/portal/adminlogin');
  });

  it('lands on the dashboard without a return address: every figure a link to its filtered list', async () => {
    await page.goto(`${env.portal.url}/portal/adminlogin`);
    await page.getByPlaceholder(/用户名/).fill('admin');
    await page.getByPlaceholder(/密码/).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL(`${env.portal.url}/admin/dashboard`);
    await page.getByTestId('dashboard-mine').waitFor();
    await page.getByTestId('dashboard-clues').waitFor();
    // A figure opens its list with the filter applied.
    await page.getByTestId('dashboard-applications').getByText('待审核申报').click();
    await page.waitForURL(`${env.portal.url}/admin/application?status=running`);
    expect(errors).toEqual([]);
  });

  it('returns to the reurl address after login', async () => {
    await page.goto(`${env.portal.url}/admin/role`);
    await page.waitForURL(/\/portal\/adminlogin\?reurl=/);
    await page.getByPlaceholder(/用户名/).fill('admin');
    await page.getByPlaceholder(/密码/).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL(`${env.portal.url}/admin/role`);
    await page.getByText('角色管理', { exact: true }).first().waitFor();
  });
});
