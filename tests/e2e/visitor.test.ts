import { mailText, openUserMenu, registerVisitor, usePortal, watchErrors } from './harness';

/**
 * A company's person gets an account on the public front: registers from the sign-in dialog with the code
 * e-mailed to them (through a real SMTP server), stays signed in across a reload, signs out; their session
 * opens nothing of the back office.
 */
describe('visitor accounts on the public front', () => {
  const env = usePortal();

  it('registers with the code from the e-mail, stays signed in, signs out', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    const address = 'zhou.min@suzhou-bio.cn';
    await page.goto(`${env.portal.url}/search`);
    await page.getByTestId('sign-in').click();
    const dialog = page.getByTestId('visitor-auth');
    await dialog.getByText('没有账号？立即注册').click();
    await dialog.getByText('注册账号').waitFor();

    await dialog.getByLabel('邮箱或手机号').fill(address);
    const sent = env.portal.mails.length;
    await dialog.getByTestId('send-code').click();
    await page.getByText('验证码已发送，10 分钟内有效').waitFor();
    const mail = env.portal.mails.slice(sent).find((m) => m.to.includes(address));
    expect(mail).toBeDefined();
    const code = /验证码是 (\d{6})/.exec(mailText(mail!.raw))![1];
    await dialog.getByText(/\d+ 秒后重发/).waitFor();

    await dialog.getByLabel('验证码').fill(code);
    await dialog.getByLabel('密码').fill('Visitor@2026');
    await dialog.getByLabel('称呼（选填）').fill('周敏');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: /注册并登录/ }).click();
    await page.getByTestId('current-visitor').getByText('周敏').waitFor();
    expect(await dialog.isVisible()).toBe(false);

    await page.reload();
    await page.getByTestId('current-visitor').getByText('周敏').waitFor();

    // The visitor's session opens nothing of the back office: staff sign in on their own page.
    await page.goto(`${env.portal.url}/admin/company`);
    await page.waitForURL(/\/portal\/adminlogin\?reurl=/);

    await page.goto(`${env.portal.url}/`);
    await (await openUserMenu(page, 'current-visitor')).getByText('退出登录').click();
    await page.getByTestId('sign-in').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('visitor_token'))).toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('changes the display name and the password in the user centre, then signs in with the new password', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    const address = 'gao.yang@xinghu-optics.cn';
    await page.goto(`${env.portal.url}/`);
    await registerVisitor(page, env.portal, address, '高阳', 'Visitor@2026');

    await (await openUserMenu(page, 'current-visitor')).getByRole('menuitem', { name: /用户中心/ }).click();
    await page.waitForURL(/\/user$/);
    const profile = page.getByTestId('centre-profile');
    await profile.getByText(address).waitFor();
    await page.getByTestId('edit-name').click();
    const nameDialog = page.getByRole('dialog', { name: '修改称呼' });
    await nameDialog.getByLabel('称呼').fill('高阳（研发部）');
    await nameDialog.getByRole('button', { name: /保\s*存/ }).click();
    await profile.getByText('高阳（研发部）').waitFor();
    await page.getByTestId('current-visitor').getByText('高阳（研发部）').waitFor();

    await page.getByRole('tab', { name: '账号安全' }).click();
    await page.waitForURL(/\/user\?tab=security$/);
    await page.getByTestId('sessions').getByText('本设备').waitFor();
    const form = page.getByTestId('password-form');
    await form.getByLabel('当前密码').fill('Visitor@2026');
    await form.getByLabel('新密码', { exact: true }).fill('Changed@2026');
    await form.getByLabel('确认新密码').fill('Changed@2026');
    await form.getByRole('button', { name: /修改密码/ }).click();
    await page.getByText('密码已修改，其他设备已退出登录').waitFor();

    // A reload keeps the tab and the session (this device stays signed in).
    await page.reload();
    await page.getByTestId('password-form').waitFor();
    await (await openUserMenu(page, 'current-visitor')).getByText('退出登录').click();
    await page.getByTestId('centre-sign-in').waitFor();

    const dialog = page.getByTestId('visitor-auth');
    await dialog.getByLabel('邮箱或手机号').fill(address);
    await dialog.getByLabel('密码').fill('Visitor@2026');
    await dialog.getByRole('button', { name: /登\s*录/ }).click();
    await dialog.getByTestId('visitor-auth-error').waitFor();
    await dialog.getByLabel('密码').fill('Changed@2026');
    await dialog.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByTestId('current-visitor').getByText('高阳（研发部）').waitFor();
    await page.getByTestId('password-form').waitFor();
    // The browser logs the refused sign-in with the old password (a 401) as a failed load; nothing else.
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await page.close();
  });
});
