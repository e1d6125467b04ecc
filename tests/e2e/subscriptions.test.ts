import { adminToken, ADMIN_PASSWORD, hydrated, loginAs, mailText, registerVisitor, usePortal, watchErrors } from './harness';

/**
 * A company's person subscribes from a policy to the policies like it; the park publishes one; the notice
 * arrives in the front's inbox (the bell counts it) and as an e-mail through a real SMTP server, whose
 * unsubscribe link turns the subscription off. Staff see the work on the jobs screen.
 */
describe('subscriptions that notify', () => {
  const env = usePortal();
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  const inDays = (n: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

  it('subscribes from a policy, hears of a new one in the inbox and by e-mail, and unsubscribes by the link', async () => {
    const { app } = env.portal;
    const admin = { authorization: `Bearer ${await adminToken(app)}` };
    // A published policy with a tag and its office, as a visitor finds it.
    const search = await app.inject({ method: 'POST', url: '/api/policy/search', payload: { keyword: '高新技术企业', pageSize: 5 } });
    const found = search.json().data.list.find((p: { tags: unknown[] }) => p.tags.length > 0);
    const detail = (await app.inject({ url: `/api/policy/detail?id=${found.id}` })).json().data;

    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    const address = 'lin.hui@xinghu-semi.cn';
    await page.goto(`${env.portal.url}/policydetail/${found.id}`);
    await hydrated(page);
    // Signed out, Subscribe opens the visitors' dialog on the page; registered there, Subscribe goes on.
    await page.getByRole('button', { name: /订阅同类政策/ }).click();
    await page.getByTestId('visitor-auth').getByText('没有账号？立即注册').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('visitor-auth').getByText('没有账号？立即注册').waitFor({ state: 'hidden' });
    await registerVisitor(page, env.portal, address, '林辉', 'Visitor@2026');
    await page.getByRole('button', { name: /订阅同类政策/ }).click();
    await page.waitForURL(/\/user\/subscribe/);
    const form = page.getByRole('dialog', { name: '新建订阅' });
    await form.getByText(detail.department.name).waitFor();
    await form.getByRole('button', { name: /订\s*阅/ }).click();
    const done = page.locator('.ant-modal-confirm').filter({ hasText: '订阅成功' });
    await done.waitFor();
    await done.getByRole('button', { name: '知道了' }).click();
    await page.getByTestId('subscription').getByText(detail.department.name, { exact: false }).waitFor();

    // The park publishes a policy with the same tag and office.
    const title = `星湖${detail.tags[0].name}专项扶持办法`;
    const created = await app.inject({
      method: 'POST',
      url: '/apiv2/policy/admin/create',
      headers: admin,
      payload: {
        title,
        docNo: '星湖规〔2026〕88号',
        departmentId: detail.department.id,
        level: detail.level,
        regionCode: detail.regionCode,
        publishDate: today(),
        contentHtml: '<p>对符合条件的企业给予专项扶持。</p>',
        summary: '对符合条件的企业给予专项扶持。',
        tagIds: [detail.tags[0].id],
        supportType: 'subsidy',
        maxAmount: 50,
        window: { kind: 'range', startDate: inDays(-1), endDate: inDays(40) },
        payoutMode: 'apply',
        rules: [],
        entityTypes: ['enterprise'],
        contacts: [],
        attachments: [],
      },
    });
    expect(created.statusCode).toBe(200);
    const policyId = created.json().data.id;
    const sent = env.portal.mails.length;
    expect((await app.inject({ method: 'POST', url: '/apiv2/policy/admin/publish', headers: admin, payload: { id: policyId } })).statusCode).toBe(200);

    // The job runner finds the subscription and delivers: the bell counts it once the page asks again.
    await page.waitForFunction(
      async (url) => {
        const res = await fetch(`${url}/api/visitor/inbox/unread`, { headers: { authorization: `Bearer ${localStorage.getItem('visitor_token')}` } });
        return (await res.json()).data.unreadCount > 0;
      },
      env.portal.url,
      { timeout: 15_000, polling: 250 },
    );
    await page.goto(`${env.portal.url}/`);
    await page.getByTestId('visitor-inbox').getByText('1').waitFor();
    await page.getByTestId('visitor-inbox').click();
    await page.waitForURL(/\/user\?tab=notifications/);
    await page.getByTestId('inbox-item').getByText(`新政策：${title}`).click();
    await page.waitForURL(new RegExp(`/policydetail/${policyId}$`));
    await page.getByTestId('policy-title').getByText(title).waitFor();

    // The e-mail: the policy, its link, and a one-click unsubscribe.
    for (let i = 0; i < 60 && !env.portal.mails.slice(sent).some((m) => m.to.includes(address)); i += 1) await page.waitForTimeout(250);
    const mail = env.portal.mails.slice(sent).find((m) => m.to.includes(address))!;
    expect(mail).toBeDefined();
    // Long headers are folded over lines.
    const headers = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe: <http[^>]+\/api\/visitor\/unsubscribe\?token=/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const text = mailText(mail.raw);
    expect(text).toContain(title);
    expect(text).toContain(`/policydetail/${policyId}`);
    const link = /(https?:\/\/\S+\/user\/unsubscribe\?token=\S+)/.exec(text)![1];
    // Without PUBLIC_URL the mail names the default address; the test's server listens elsewhere.
    const url = new URL(link);
    await page.goto(`${env.portal.url}${url.pathname}${url.search}`);
    await page.getByText(detail.department.name, { exact: false }).waitFor();
    await page.getByTestId('confirm-unsubscribe').click();
    await page.getByText('已退订').first().waitFor();
    await page.goto(`${env.portal.url}/user/subscribe`);
    await page.getByTestId('subscription').getByText('已暂停').waitFor();
    expect(errors).toEqual([]);
    await page.close();

    // Staff see the work that ran on the jobs screen.
    const staff = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAs(staff, env.portal.url, 'admin', ADMIN_PASSWORD);
    await staff.waitForURL((u) => !u.pathname.includes('adminlogin'));
    await staff.goto(`${env.portal.url}/admin/queue`);
    await staff.getByText('订阅匹配（政策发布）').first().waitFor();
    await staff.getByText('发送邮件').first().waitFor();
    await staff.close();
  });
});
