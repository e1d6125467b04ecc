import { ADMIN_PASSWORD, loginAs, usePortal, watchErrors } from './harness';

/** Every route of the portal (config/routes.ts) with the title its screen shows. */
const frontRoutes: [string, RegExp][] = [
  ['/', /智汇园区综合服务平台/],
  ['/search', /政策搜索/],
  ['/match', /政策匹配/],
  ['/matchNow', /立即匹配/],
  ['/pping', /匹配中/],
  ['/ppResult', /匹配结果/],
  ['/user', /用户中心/],
  ['/user/subscribe', /我的订阅/],
  ['/user/list', /用户列表/],
  ['/calender', /申报日历/],
  ['/policydetail/42', /政策详情/],
  ['/scaleType', /企业规模测算/],
  ['/highZc', /高企自测/],
  ['/robot', /政策助手/],
  ['/apply', /政策申报/],
  ['/policyMarket', /政策超市/],
  ['/forum', /园区食堂新开了湘菜窗口/],
  ['/exception/403', /无权访问/],
  ['/exception/404', /页面不存在/],
  ['/exception/500', /服务器出错/],
  ['/portal/adminlogin', /园区管理后台登录/],
  ['/login', /园区管理后台登录/],
  ['/auth', /授权信息缺失/],
];

describe('every route of the portal renders', () => {
  const env = usePortal();

  it.each(frontRoutes)('%s shows its screen without an error, for a visitor', async (route, title) => {
    const page = await env.browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${env.portal.url}${route}`);
    await page.getByText(title).first().waitFor();
    expect(await page.getByText('页面出错了').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('every route also renders for a signed-in admin, inside the main layout', async () => {
    const page = await env.browser.newPage();
    const errors = watchErrors(page);
    await loginAs(page, env.portal.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);
    for (const [route, title] of frontRoutes.filter(([r]) => !/login|auth/.test(r))) {
      await page.goto(`${env.portal.url}${route}`);
      await page.getByText(title).first().waitFor();
      // A layout's menu is there: the front's top bar, or the back office's side menu.
      await page.locator('nav.public-nav, [role="menu"]').first().waitFor();
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('names the admin menu in English for a user who chose English (the menu definition loads for staff only)', async () => {
    const context = await env.browser.newContext();
    await context.addInitScript(() => window.localStorage.setItem('umi_locale', 'en-US'));
    const page = await context.newPage();
    const errors = watchErrors(page);
    await loginAs(page, env.portal.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);
    await page.goto(`${env.portal.url}/admin/account`);
    const menu = page.getByRole('menu').first();
    await menu.getByText('System', { exact: true }).waitFor();
    await menu.getByText('Accounts', { exact: true }).waitFor();
    expect(await menu.getByText('系统管理').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the API docs render under the content security policy, and no page can be framed', async () => {
    const page = await env.browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${env.portal.url}/api/docs/`);
    await page.getByText('Park Portal API').first().waitFor();
    await page.getByText('/api/policy/search').first().waitFor();
    expect(errors).toEqual([]);
    // A page of another origin cannot show the portal in a frame (frame-ancestors 'none').
    const blocked = new Promise<string>((resolve) => {
      page.on('console', (msg) => {
        if (/frame-ancestors|Refused to (display|frame)/.test(msg.text())) resolve(msg.text());
      });
    });
    await page.setContent(`<iframe src="${env.portal.url}/portal/adminlogin"></iframe>`);
    expect(await blocked).toMatch(/frame-ancestors/);
    await page.close();
  });

  it('/#/ redirects to / and /#/search to /search', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.portal.url}/#/`);
    await page.waitForFunction(() => window.location.hash === '' && window.location.pathname === '/');
    await page.goto(`${env.portal.url}/#/search`);
    await page.waitForURL(`${env.portal.url}/search`);
    await page.getByText('政策搜索').first().waitFor();
    await page.close();
  });

  it('/exception shows the errorCode and errorMessage from its query', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.portal.url}/exception?errorCode=E4102&errorMessage=${encodeURIComponent('申报批次已关闭')}`);
    await page.getByText('错误 E4102').waitFor();
    await page.getByText('申报批次已关闭').waitFor();
    await page.close();
  });

  it('a screen whose chunk fails to load shows a reload button, not a blank page', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.portal.url}/`);
    await page.getByText('查政策，找扶持').waitFor();
    await page.route(/p__policy__Market.*\.js$/, (r) => r.abort());
    await page.getByRole('navigation').first().getByRole('link', { name: '政策超市' }).click();
    await page.getByText('页面资源加载失败').waitFor();
    await page.unroute(/p__policy__Market.*\.js$/);
    await page.getByRole('button', { name: /重新加载/ }).click();
    await page.getByText('咨询、代理、金融等服务机构').waitFor();
    await page.close();
  });

  it('the settings drawer switches the primary colour and remembers it', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.portal.url}/portal/adminlogin`);
    const button = page.getByRole('button', { name: /登\s*录/ });
    const before = await button.evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(before).toBe('rgb(24, 144, 255)'); // #1890FF
    // Staff choose it in the back office's header (the public front has no settings drawer).
    await loginAs(page, env.portal.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);
    await page.goto(`${env.portal.url}/admin/account`);
    await page.getByTestId('theme-settings').click();
    await page.locator('[data-color="green"]').click();
    await page.goto(`${env.portal.url}/portal/adminlogin`);
    await page.getByRole('button', { name: /登\s*录/ }).waitFor();
    expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(82, 196, 26)'); // #52C41A
    await page.close();
  });
});
