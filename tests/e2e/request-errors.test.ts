import type { BrowserContext, Page } from 'playwright-core';
import { ADMIN_PASSWORD, usePortal } from './harness';

/**
 * The request layer as a user meets it: the accounts screen's list call is made to fail in each way
 * (by intercepting it in the browser) and the test checks what the user sees.
 */
describe('request errors on a real screen', () => {
  const env = usePortal();
  let context: BrowserContext;
  let page: Page;
  let token: string;
  const listCall = '**/apiv2/account/admin/query**';

  beforeAll(async () => {
    const res = await fetch(`${env.portal.url}/apiv2/account/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    token = (await res.json()).data.token;
  });
  beforeEach(async () => {
    context = await env.browser.newContext();
    // Signed in from the first page load on (only once, so a cleared storage stays cleared).
    await context.addInitScript((t) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('access_token', t);
        sessionStorage.setItem('seeded', '1');
      }
    }, token);
    page = await context.newPage();
  });
  afterEach(() => context.close());

  const failWith = (status: number, body: object = { success: false, code: status, errorMessage: `failure ${status}`, showType: 2 }) =>
    page.route(listCall, (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }));

  it.each([
    [403, '用户得到授权，但是访问是被禁止的。'],
    [500, '服务器发生错误，请检查服务器。'],
    [503, '服务不可用，服务器暂时过载或维护。'],
  ])('HTTP %i shows the catalogue notification', async (status, text) => {
    await failWith(status);
    await page.goto(`${env.portal.url}/admin/account`);
    const note = page.locator('.ant-notification-notice').filter({ hasText: `请求错误 ${status}: /apiv2/account/admin/query` });
    await note.waitFor();
    await note.getByText(text).waitFor();
  });

  it('HTTP 401 clears local storage and goes to the login screen with the return address', async () => {
    await failWith(401);
    await page.goto(`${env.portal.url}/admin/account`);
    await page.waitForURL(/\/portal\/adminlogin\?reurl=/);
    expect(decodeURIComponent(page.url().split('reurl=')[1])).toBe(`${env.portal.url}/admin/account`);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  it('a business error of display type 1 shows a warning message', async () => {
    await failWith(200, { success: false, code: 3001, message: '本月导出次数已用完', showType: 1 });
    await page.goto(`${env.portal.url}/admin/account`);
    await page.locator('.ant-message-warning').getByText('本月导出次数已用完').waitFor();
  });

  it('a business error of display type 2 shows an error message', async () => {
    await failWith(200, { success: false, code: 3002, message: '数据权限不足', showType: 2 });
    await page.goto(`${env.portal.url}/admin/account`);
    await page.locator('.ant-message-error').getByText('数据权限不足').waitFor();
  });

  it('a business error of display type 4 shows a notification', async () => {
    await failWith(200, { success: false, code: 3004, message: '账号信息需要补全', showType: 4 });
    await page.goto(`${env.portal.url}/admin/account`);
    await page.locator('.ant-notification-notice').getByText('账号信息需要补全').waitFor();
  });

  it('a business error of display type 9 redirects to /exception with code and message', async () => {
    await failWith(200, { success: false, code: 3009, message: '系统维护中', showType: 9 });
    await page.goto(`${env.portal.url}/admin/account`);
    await page.waitForURL(/\/exception\?errorCode=3009/);
    await page.getByText('错误 3009').waitFor();
    await page.getByText('系统维护中').waitFor();
  });

  it('no response at all shows that the network is unreachable', async () => {
    await page.route(listCall, (route) => route.abort('connectionrefused'));
    await page.goto(`${env.portal.url}/admin/account`);
    await page.locator('.ant-notification-notice').getByText(/网络/).first().waitFor();
  });
});
