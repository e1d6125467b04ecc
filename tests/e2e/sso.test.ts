import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { users, visitors } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { ADMIN_PASSWORD, adminToken, loginAs, usePortal, watchErrors } from './harness';

/**
 * Single sign-on in the browser: an app sends a visitor to the portal, the /auth screen asks to sign in, then
 * which app asks for what; approving sends the browser back to the app with a code, and the next time the
 * consent is remembered.
 */
describe('single sign-on at /auth', () => {
  const env = usePortal();
  // The app: a server on this machine recording what reaches its callback.
  const callbacks: string[] = [];
  const appServer = http.createServer((req, res) => {
    if (req.url?.startsWith('/callback')) callbacks.push(`http://localhost${req.url}`);
    res.writeHead(200, { 'content-type': 'text/html' }).end('<p>app callback</p>');
  });
  let REDIRECT = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      appServer.listen(0, '127.0.0.1', resolve);
    });
    REDIRECT = `http://localhost:${(appServer.address() as AddressInfo).port}/callback`;
  });
  afterAll(
    () =>
      new Promise((resolve) => {
        appServer.close(resolve);
      }),
  );

  it('a signed-in visitor approves an app; the next request goes straight back', async () => {
    const admin = await adminToken(env.portal.app);
    const inject = (url: string, payload: object, token = admin) =>
      env.portal.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });
    const app = (await inject('/apiv2/app/admin/post', { appName: 'park-oa', title: '园区OA' })).json().data;
    const client = (
      await inject('/apiv2/app/admin/oidc-client', { appId: app.id, enabled: true, redirectUris: [REDIRECT], scopes: ['openid', 'profile'] })
    ).json().data.client;
    await env.portal.database.db
      .insert(visitors)
      .values({ email: 'sso.e2e@example.cn', passwordHash: await hashPassword('Visitor@2026'), displayName: '孙悦', termsAcceptedAt: new Date() });

    const verifier = crypto.randomBytes(32).toString('base64url');
    const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
    const authorize = `${env.portal.url}/oidc/auth?${new URLSearchParams({
      client_id: client.clientId,
      response_type: 'code',
      redirect_uri: REDIRECT,
      scope: 'openid profile',
      state: 'e2e-state',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    })}`;

    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);

    await page.goto(authorize);
    await page.waitForURL(/\/auth\?uid=/);
    // Signed out: the screen offers the sign-ins and comes back here.
    await page.getByRole('button', { name: '企业用户登录' }).click();
    const dialog = page.getByTestId('visitor-auth');
    await dialog.getByLabel('邮箱或手机号').fill('sso.e2e@example.cn');
    await dialog.getByLabel('密码').fill('Visitor@2026');
    await dialog.getByRole('button', { name: /登\s*录/ }).click();

    const consent = page.getByTestId('sso-consent');
    await consent.getByText('「园区OA」请求使用您的园区门户账号登录').waitFor();
    await consent.getByText('以企业用户「孙悦」的身份授权').waitFor();
    await consent.getByText('您的姓名').waitFor();
    await consent.getByRole('button', { name: /同意并登录/ }).click();
    await page.waitForURL(/localhost:\d+\/callback\?/);
    expect(callbacks.at(-1)).toMatch(/[?&]code=/);
    expect(new URL(callbacks.at(-1)!).searchParams.get('state')).toBe('e2e-state');

    // Remembered: the app's next request comes straight back with a code.
    await page.goto(authorize);
    await page.waitForURL(/localhost:\d+\/callback\?/);
    expect(callbacks).toHaveLength(2);

    // The user centre lists the app.
    await page.goto(`${env.portal.url}/user?tab=apps`);
    await page.getByText('园区OA').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('an admin links an identity of the identity platform to a colleague in 账号管理 › 统一身份, and unlinks it', async () => {
    await env.portal.database.db.insert(users).values({ username: 'sso-clerk', passwordHash: await hashPassword('Clerk@2026x'), realName: '周航' });
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await loginAs(page, env.portal.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);
    await page.goto(`${env.portal.url}/admin/account`);
    await page.getByPlaceholder('用户名或姓名').fill('sso-clerk');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.locator('tr').filter({ hasText: 'sso-clerk' }).getByText('统一身份').click();

    const drawer = page.locator('.ant-drawer-content');
    await drawer.getByText('周航 的统一身份认证账号').waitFor();
    await drawer.getByPlaceholder('身份标识（subject）').fill('gov-3301-0042');
    await drawer.getByRole('button', { name: /关\s*联/ }).click();
    // No platform configured here: the server asks for the issuer, under its field.
    await drawer.getByText(/no identity platform is configured/).waitFor();
    await drawer.getByPlaceholder('签发者（默认为已配置的平台）').fill('https://id.zj.gov.example');
    await drawer.getByRole('button', { name: /关\s*联/ }).click();
    const row = drawer.locator('tr').filter({ hasText: 'gov-3301-0042' });
    await row.getByText('https://id.zj.gov.example').waitFor();

    await row.getByText('解除关联').click();
    await page
      .getByRole('button', { name: /^(OK|确\s*定)$/ })
      .last()
      .click();
    await row.waitFor({ state: 'detached' });
    await page.getByText('已解除关联').waitFor();
    // The browser reports the refused link attempt (the 400 above); nothing else went wrong.
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    expect(errors).toHaveLength(1);
    await page.close();
  });

  it("a staff member's 账户设置 › 应用授权 lists the apps they let sign them in (none yet)", async () => {
    const page = await env.browser.newPage();
    const errors = watchErrors(page);
    await loginAs(page, env.portal.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);
    await page.goto(`${env.portal.url}/account/settings`);
    await page.getByText('更新基本信息').waitFor();
    await page.getByRole('menuitem', { name: '应用授权' }).click();
    await page.waitForURL(/\/account\/settings\?tab=apps$/);
    await page.getByText('您尚未授权任何应用使用门户账号登录').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
