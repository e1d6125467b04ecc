import { adminToken, ADMIN_PASSWORD, loginAs, mailText, registerVisitor, usePortal, watchErrors } from './harness';

/**
 * A company's person registers, claims the company by its credit code; the park approves the claim on the review
 * screen; the new administrator invites a colleague by e-mail, who registers from the link and joins.
 */
describe('companies and their users', () => {
  const env = usePortal();

  it('claims a company, is approved by the park, and brings a colleague in by invitation', async () => {
    const { app } = env.portal;
    const admin = { authorization: `Bearer ${await adminToken(app)}` };
    // A company with nobody on the portal yet (the demo park gives a few companies their people).
    const candidates = (await app.inject({ url: `/apiv2/company/admin/query?pageSize=20&name=${encodeURIComponent('有限公司')}`, headers: admin })).json().data
      .list;
    let company: { id: number; name: string; creditCode: string } | undefined;
    for (const c of candidates) {
      const users = (await app.inject({ url: `/apiv2/company/admin/user/query?companyId=${c.id}`, headers: admin })).json().data;
      const claims = (await app.inject({ url: `/apiv2/company/admin/claim/query?companyId=${c.id}`, headers: admin })).json().data;
      if (!users.members.length && !claims.total) {
        company = c;
        break;
      }
    }
    if (!company) throw new Error('no company without portal users in the demo park');

    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${env.portal.url}/`, { waitUntil: 'networkidle' });
    await registerVisitor(page, env.portal, 'gao.yan@xinghu-zn.cn', '高燕', 'Visitor@2026');
    await page.goto(`${env.portal.url}/user?tab=company`, { waitUntil: 'networkidle' });
    const tab = page.getByTestId('company-tab');
    await tab.getByLabel('统一社会信用代码').fill(company.creditCode.toLowerCase());
    await tab.getByLabel('给审核人员的说明').fill('财务经理，电话 0512-6288 1234');
    await tab.getByRole('button', { name: '提交认领' }).click();
    await tab.getByText(`对「${company.name}」的认领正在审核`).waitFor();

    // The park's staff approve it on the review screen.
    const staff = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAs(staff, env.portal.url, 'admin', ADMIN_PASSWORD);
    await staff.waitForURL((u) => !u.pathname.includes('adminlogin'));
    await staff.goto(`${env.portal.url}/admin/membership`);
    const row = staff.getByRole('row').filter({ hasText: '高燕' });
    await row.getByText('财务经理，电话 0512-6288 1234').waitFor();
    await row.getByText('通过', { exact: true }).click();
    await staff
      .getByRole('button', { name: /^(OK|确\s*定)$/ })
      .last()
      .click();
    await staff.getByText('认领已通过，申请人已收到通知').waitFor();
    await staff.close();

    await page.reload({ waitUntil: 'networkidle' });
    await tab.getByText('企业管理员').waitFor();
    await tab.getByText(company.name).first().waitFor();

    // The administrator invites a colleague by e-mail from the company's user list.
    await page.goto(`${env.portal.url}/user/list`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /邀请同事/ }).click();
    const dialog = page.getByRole('dialog', { name: '邀请同事' });
    await dialog.getByLabel('邮箱或手机号').fill('xu.ming@xinghu-zn.cn');
    const sent = env.portal.mails.length;
    await dialog.getByRole('button', { name: '发送邀请' }).click();
    await page.getByText('邀请已发送到 xu.ming@xinghu-zn.cn').waitFor();
    await page.getByText('待接受的邀请').waitFor();
    for (let i = 0; i < 60 && !env.portal.mails.slice(sent).some((m) => m.to.includes('xu.ming@xinghu-zn.cn')); i += 1) await page.waitForTimeout(250);
    const mail = env.portal.mails.slice(sent).find((m) => m.to.includes('xu.ming@xinghu-zn.cn'))!;
    const link = new URL(/(https?:\/\/\S+\/user\/invitation\?token=[A-Za-z0-9_-]+)/.exec(mailText(mail.raw))![1]);
    expect(errors).toEqual([]);

    // The colleague opens the link, registers with the invited address, and accepts.
    const colleague = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const colleagueErrors = watchErrors(colleague);
    await colleague.goto(`${env.portal.url}${link.pathname}${link.search}`, { waitUntil: 'networkidle' });
    await colleague.getByText(`邀请您加入「${company.name}」`).waitFor();
    await colleague.getByText('高燕').waitFor();
    await registerVisitor(colleague, env.portal, 'xu.ming@xinghu-zn.cn', '徐明', 'Visitor@2026');
    await colleague.getByTestId('accept-invitation').click();
    await colleague.waitForURL(/\/user\/list$/);
    const users = colleague.getByTestId('company-users');
    await users.getByText('徐明').waitFor();
    await users.getByText('高燕').waitFor();
    expect(colleagueErrors).toEqual([]);
    await colleague.close();
    await page.close();
  });
});
