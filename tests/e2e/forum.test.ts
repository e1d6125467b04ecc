import { ADMIN_PASSWORD, loginAs, registerVisitor, settled, usePortal, watchErrors } from './harness';

/** The forum: a visitor posts a thread, a moderator hides it, it leaves /forum. */
describe('the forum in the browser', () => {
  const env = usePortal();

  it('a visitor starts a thread and replies; a moderator hides it in 论坛管理; it disappears from /forum', async () => {
    const title = '园区东门共享单车停放点什么时候增加？';
    // Someone without scripts reads the server-rendered forum: boards, threads, pinned first.
    const noScript = await env.browser.newContext({ javaScriptEnabled: false });
    const reader = await noScript.newPage();
    const listed = await reader.goto(`${env.portal.url}/forum`);
    expect(listed?.status()).toBe(200);
    await reader
      .getByRole('navigation', { name: '论坛版块' })
      .getByRole('link', { name: /政策咨询/ })
      .waitFor();
    expect(await reader.getByTestId('forum-thread').first().textContent()).toContain('【版规】园区论坛发帖须知');
    // A thread's page too, its replies paged by links.
    await reader.getByRole('link', { name: '园区食堂新开了湘菜窗口，大家觉得怎么样？' }).click();
    await reader.getByRole('heading', { name: '园区食堂新开了湘菜窗口，大家觉得怎么样？' }).waitFor();
    await reader.getByText('B 栋二楼食堂这周新开了湘菜窗口').waitFor();
    expect(await reader.getByTestId('forum-post').count()).toBe(21);
    expect(await reader.title()).toBe('园区食堂新开了湘菜窗口，大家觉得怎么样？ · 园区交流 - 智汇园区综合服务平台');
    await reader.getByRole('link', { name: '2', exact: true }).click();
    await reader.waitForURL(/\/forum\/\d+\?current=2$/);
    await reader.getByText('22 楼').waitFor();
    await noScript.close();

    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${env.portal.url}/forum`);
    await page.getByTestId('forum-thread').first().waitFor();
    // Signed out: the button asks to sign in; the visitor registers from the header.
    await page.getByRole('button', { name: /登录后发帖/ }).waitFor();
    await registerVisitor(page, env.portal, 'forum.e2e@example-co.cn', '赵磊', 'Visitor@2026');

    await page.getByTestId('forum-new').click();
    const dialog = page.locator('.ant-modal-content:visible').last();
    await settled(page.locator('.ant-modal:visible').last());
    await dialog.getByTestId('forum-new-board').selectOption({ label: '园区交流' });
    await dialog.getByTestId('forum-new-title').fill(title);
    await dialog
      .getByTestId('forum-new-content')
      .fill('东门地铁口的单车经常停满，下班高峰找不到车。<script>alert(1)</script>\n物业说明：https://park.example.cn/page/contact');
    await dialog.getByRole('button', { name: /发\s*表/ }).click();
    await page.waitForURL(/\/forum\/\d+$/);
    const threadUrl = page.url();
    await page.getByRole('heading', { name: title }).waitFor();
    const opening = page.getByTestId('forum-opening');
    await opening.getByRole('link', { name: 'https://park.example.cn/page/contact' }).waitFor();
    expect(await opening.textContent()).not.toContain('script');

    await page.getByTestId('forum-reply-text').fill('同感，建议在 B 栋北侧也设一个点。');
    await page.getByTestId('forum-reply-submit').click();
    await page.getByText('同感，建议在 B 栋北侧也设一个点。').waitFor();
    await page.goto(`${env.portal.url}/forum`);
    await page.getByRole('link', { name: title }).waitFor();
    expect(errors).toEqual([]);

    // A moderator hides it.
    const staff = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const admin = await staff.newPage();
    const adminErrors = watchErrors(admin);
    await loginAs(admin, env.portal.url, 'admin', ADMIN_PASSWORD);
    await admin.waitForURL(`${env.portal.url}/`);
    await admin.goto(`${env.portal.url}/admin/forum`);
    const row = admin.locator('tr').filter({ hasText: title }).filter({ hasText: '东门地铁口' });
    await row.waitFor();
    await row.getByText('隐藏', { exact: true }).click();
    await admin.getByText('已处理 1 条').waitFor();
    await row.getByText('已隐藏').waitFor();
    expect(adminErrors).toEqual([]);
    await staff.close();

    // Gone from /forum, and its page is not found.
    await page.goto(`${env.portal.url}/forum`);
    await page.getByTestId('forum-thread').first().waitFor();
    expect(await page.getByRole('link', { name: title }).count()).toBe(0);
    const gone = await page.goto(threadUrl);
    expect(gone?.status()).toBe(404);
    await context.close();
  });
});
