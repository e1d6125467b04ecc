import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../server/app';
import { createMailer } from '../../server/lib/mail';
import { seed } from '../../server/seed';
import { ADMIN_PASSWORD } from '../server/adminPassword';
import { openTestPglite } from '../server/harness';

export { ADMIN_PASSWORD };

/** A mail's text as its reader sees it: the body (of a one-part message, or the text part of text and HTML), decoded (base64 or quoted-printable). */
export function mailText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const body = raw.slice(split).trim();
  // A message with text and HTML: the text part.
  const boundary = /^Content-Type: multipart\/[a-z]+;[\s\S]*?boundary="?([^"\r\n;]+)"?/im.exec(head)?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`).map((p) => p.replace(/^\r?\n/, ''));
    const text = parts.find((p) => /^Content-Type: text\/plain/im.test(p));
    return text ? mailText(text) : '';
  }
  if (/^Content-Transfer-Encoding: base64/im.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/^Content-Transfer-Encoding: quoted-printable/im.test(head))
    return Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}

/** A real SMTP server on a free port, keeping what the portal sends: { to, raw } per message. */
async function startMailServer() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
  return { url: `smtp://127.0.0.1:${port}`, received, close };
}

/** The real server (in-memory PGlite, seeded) serving the built app on a free local port, its mail to a real SMTP server. */
export async function startPortal() {
  // A copy of the run's seeded template (globalSetup.ts); migrating and seeding it again finds nothing to do.
  const database = await openTestPglite();
  await database.migrate();
  await seed(database.db, { adminPassword: ADMIN_PASSWORD });
  const smtp = await startMailServer();
  const mail = createMailer({ smtpUrl: smtp.url, outboxDir: path.resolve(__dirname, '../../data/e2e-outbox'), from: '智汇园区 <no-reply@example-park.cn>' });
  const app = await buildApp({ db: database.db, webDist: path.resolve(__dirname, '../../dist'), mail, runJobs: { pollMs: 200 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    /** The messages the portal sent, newest last. */
    mails: smtp.received,
    close: async () => {
      await app.close();
      mail.close();
      await smtp.close();
      await database.close();
    },
  };
}

export type Portal = Awaited<ReturnType<typeof startPortal>>;

/**
 * The set-up every browser test file shares: the portal and a browser, started before the file's tests
 * and closed after them. Call it once at the top of a describe; read `env.portal` and `env.browser` in
 * hooks and tests that run after it.
 */
export function usePortal(): { readonly portal: Portal; readonly browser: Browser } {
  const env = {} as { portal: Portal; browser: Browser };
  beforeAll(async () => {
    env.portal = await startPortal();
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.portal?.close();
  });
  return env;
}

/** Debian's Chromium, headless, with nothing that reaches for the network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** Errors the page printed or threw: a screen that works prints none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(`${err.name}: ${err.message}`));
  return errors;
}

/** A token of the seeded administrator, for screens measured or opened signed in without the login form. */
export async function adminToken(app: Portal['app']): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/apiv2/account/admin/login', payload: { username: 'admin', password: ADMIN_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode}`);
  return res.json().data.token as string;
}

/**
 * An antd pop-up (a dialog's `.ant-modal`, a drop-down's `.ant-dropdown`) once it has finished opening, as a person
 * sees it before clicking in it. Both open with an animation; a click made while it played was seen, on a loaded
 * machine, to change nothing (the visitor dialog stayed on 登录 after 立即注册 was clicked, and 退出登录 in the
 * user's menu did not sign out).
 */
export async function settled(popup: Locator) {
  await popup.waitFor();
  await popup.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const finite = (a: Animation) => a.effect?.getTiming().iterations !== Infinity;
        const done = () => !element.getAnimations({ subtree: true }).some(finite) && getComputedStyle(element).opacity === '1';
        const check = () => (done() ? resolve() : requestAnimationFrame(check));
        check();
      }),
  );
}

/**
 * Opens the header's drop-down menu of the signed-in person (hovering its trigger) and returns it, settled. It
 * hovers once the page has loaded (its menu's code there, no request outstanding): a hover while the page still
 * re-renders from late answers was seen not to open the menu (the pointer has to enter the name again).
 */
export async function openUserMenu(page: Page, trigger: 'current-user' | 'current-visitor'): Promise<Locator> {
  await page.locator(`[data-testid="${trigger}"].ant-dropdown-trigger`).waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByTestId(trigger).hover();
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await settled(menu);
  return menu;
}

/**
 * Waits until the page's screen has hydrated (`<html data-hydrated>`, set by HydrationMark in src/utils/pageData.tsx):
 * a server-rendered page shows its buttons before their handlers are attached, and a click in between is lost.
 */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** A visitor registers from the front's sign-in dialog with the code e-mailed to the address; ends signed in. */
export async function registerVisitor(page: Page, portal: Portal, address: string, name: string, password: string) {
  await hydrated(page);
  await page.getByTestId('sign-in').click();
  const dialog = page.getByTestId('visitor-auth');
  await settled(dialog.locator('.ant-modal'));
  await dialog.getByText('没有账号？立即注册').click();
  await dialog.getByText('注册账号').waitFor();
  await dialog.getByLabel('邮箱或手机号').fill(address);
  const sent = portal.mails.length;
  await dialog.getByTestId('send-code').click();
  await page.getByText('验证码已发送，10 分钟内有效').first().waitFor();
  const mail = portal.mails.slice(sent).find((m) => m.to.includes(address));
  const code = /验证码是 (\d{6})/.exec(mailText(mail!.raw))![1];
  await dialog.getByLabel('验证码').fill(code);
  await dialog.getByLabel('密码').fill(password);
  await dialog.getByLabel('称呼（选填）').fill(name);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: /注册并登录/ }).click();
  await page.getByTestId('current-visitor').getByText(name).waitFor();
}

/**
 * Signs in on the staff login screen, returning to the home page (`reurl=/`) as the tests expect; without a return
 * address staff land on their first screen (the dashboard when they hold it: tests/e2e/login.test.ts).
 */
export async function loginAs(page: Page, baseUrl: string, username: string, password: string) {
  await page.goto(`${baseUrl}/portal/adminlogin?reurl=%2F`);
  await page.getByPlaceholder(/用户名|Username/).fill(username);
  await page.getByPlaceholder(/密码|Password/).fill(password);
  await page.getByRole('button', { name: /登\s*录|Log in/ }).click();
}

/** The input of the form item with this label (exactly), inside a dialog, drawer or page. */
export const formField = (container: Locator, label: string) =>
  container
    .locator('.ant-form-item')
    .filter({ has: container.page().locator('label', { hasText: new RegExp(`^${label}$`) }) })
    .locator('input')
    .first();
