import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '../../server/db/schema';
import { ADMIN_PASSWORD, formField, hydrated, loginAs, settled, usePortal, watchErrors } from './harness';

/** Content: an editor keeps the article categories (文章分类). */
describe('article categories in the browser', () => {
  const env = usePortal();

  it('adds a subcategory, sees a slug in use refused under its field, and is told why a category with subcategories stays', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await loginAs(page, env.portal.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);
    await page.goto(`${env.portal.url}/admin/article-category`);
    const readings = page.locator('tr').filter({ hasText: '政策解读' }).filter({ hasText: 'policy-readings' });
    await page.locator('tr').filter({ hasText: 'national-policy' }).waitFor();

    await readings.getByText('新增子分类').click();
    await settled(page.locator('.ant-modal:visible').last());
    const modal = page.locator('.ant-modal-content:visible').last();
    await formField(modal, '分类名称').fill('区县政策解读');
    await formField(modal, '别名').fill('park-news');
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await modal.getByText('"park-news" is already used by the category "园区新闻"').waitFor();
    await formField(modal, '别名').fill('district-policy');
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await page.locator('tr').filter({ hasText: 'district-policy' }).waitFor();

    await readings.getByText('删除').click();
    await page.getByText('其下还有 3 个子分类，删除会被拒绝；请先移走或删除子分类。').waitFor();
    await page
      .locator('.ant-popover:visible')
      .getByRole('button', { name: /确\s*定|O\s*K/ })
      .click();
    await page.getByText('"政策解读" still holds 3 subcategories: move or delete them first').waitFor();
    expect(await page.locator('tr').filter({ hasText: 'policy-readings' }).count()).toBe(1);
    // The two refusals are the browser's own log lines for the 409s; nothing else went wrong.
    expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
    await page.close();
  });
});

/** Single pages: staff edit one, visitors read it (without scripts too) and find the standing ones in the footer. */
describe('single pages in the browser', () => {
  const env = usePortal();

  it('an editor changes 联系我们; a visitor reaches it from the footer, and the registration dialog links the terms and the privacy policy', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await loginAs(page, env.portal.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);
    await page.goto(`${env.portal.url}/admin/page`);
    await page.locator('tr').filter({ hasText: '/page/contact' }).getByText('编辑').click();
    const drawer = page.locator('.ant-drawer-content:visible').last();
    await settled(page.locator('.ant-drawer:visible').last());
    await drawer.locator('#title').fill('联系方式');
    await drawer.locator('.ProseMirror').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('周六上午值班电话：0512-62880099');
    await drawer.getByRole('button', { name: /确\s*定/ }).click();
    await page.locator('tr').filter({ hasText: '联系方式' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();

    // A visitor on a phone, with no scripts: the server renders the page and the footer's links.
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const reader = await context.newPage();
    const res = await reader.goto(`${env.portal.url}/page/contact`);
    expect(res?.status()).toBe(200);
    await reader.getByRole('heading', { name: '联系方式' }).waitFor();
    await reader.getByText('周六上午值班电话：0512-62880099').waitFor();
    expect(await reader.title()).toBe('联系方式 - 智汇园区综合服务平台');
    expect(await reader.getByRole('navigation', { name: '网站信息' }).getByRole('link', { name: '隐私政策' }).getAttribute('href')).toBe('/page/privacy');
    expect((await reader.goto(`${env.portal.url}/page/no-such-page`))?.status()).toBe(404);
    await context.close();

    // With scripts: the footer link navigates in the app, and the registration dialog links the standing pages.
    const visitor = await env.browser.newPage();
    const visitorErrors = watchErrors(visitor);
    // Once hydrated: a click while React still hydrates is lost.
    await visitor.goto(`${env.portal.url}/search`);
    await hydrated(visitor);
    await visitor.getByRole('navigation', { name: '网站信息' }).getByRole('link', { name: '关于园区' }).click();
    await visitor.waitForURL(`${env.portal.url}/page/about`);
    await visitor.getByRole('heading', { name: '园区概况' }).waitFor();
    await visitor.getByTestId('sign-in').click();
    const dialog = visitor.getByTestId('visitor-auth');
    await settled(visitor.locator('.ant-modal:visible').last());
    await dialog.getByText('没有账号？立即注册').click();
    await dialog.getByText('注册账号').waitFor();
    expect(await dialog.getByRole('link', { name: '用户协议' }).getAttribute('href')).toBe('/page/terms');
    expect(await dialog.getByRole('link', { name: '隐私政策' }).getAttribute('href')).toBe('/page/privacy');
    expect(visitorErrors).toEqual([]);
    await visitor.close();
  });
});

/**
 * Articles: an editor writes one with a cover picture and submits it; a reviewer returns it with a comment; the
 * editor fixes it; once approved it is on /news (server-rendered) and the home page.
 */
describe('articles and their review in the browser', () => {
  const env = usePortal();

  it('goes from the editor through the review to /news and the home page', async () => {
    const db = env.portal.database.db;
    // The demo staff's passwords are random: the editor and the reviewers get the admin's to sign in.
    const [{ passwordHash }] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.username, 'admin'));
    await db
      .update(users)
      .set({ passwordHash })
      .where(inArray(users.username, ['zhangyu', 'huangli', 'chenjing']));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'article-e2e-'));
    const cover = path.join(dir, 'cover.png');
    await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 30, g: 110, b: 190 } } })
      .png()
      .toFile(cover);
    const title = '园区举办2027年度集成电路产业对接会';

    // The editor writes it.
    const editor = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(editor);
    await loginAs(editor, env.portal.url, 'zhangyu', ADMIN_PASSWORD);
    await editor.waitForURL(`${env.portal.url}/`);
    await editor.goto(`${env.portal.url}/admin/article`);
    await editor.getByRole('button', { name: /撰写文章/ }).click();
    const drawer = editor.locator('.ant-drawer-content:visible').last();
    await settled(editor.locator('.ant-drawer:visible').last());
    await drawer.locator('#title').fill(title);
    await formField(drawer, '分类').click();
    await editor
      .locator('.ant-select-tree-node-content-wrapper')
      .filter({ hasText: /^园区新闻$/ })
      .click();
    await drawer.locator('.ProseMirror').click();
    await editor.keyboard.type('来自长三角的 60 家企业参加对接，现场签约项目 12 个。');
    const uploaded = editor.waitForResponse((r) => r.url().includes('/uploader/image') && r.status() === 200);
    await drawer.locator('.ant-form-item').filter({ hasText: '封面图' }).locator('input[type=file]').setInputFiles(cover);
    await uploaded;
    await drawer.locator('.ant-upload-list-item-done').waitFor();
    await drawer.getByRole('button', { name: /确\s*定|确\s*认/ }).click();
    await editor.getByText('已保存为第 1 版').waitFor();
    const row = editor.locator('tr').filter({ hasText: title });
    await row.getByText('草稿').waitFor();
    await row.getByText('提交').click();
    await editor
      .locator('.ant-popover:visible')
      .getByRole('button', { name: /确\s*定|O\s*K/ })
      .click();
    await row.getByText('审核中').waitFor();

    // A second editor reviews it and sends it back.
    const reviewer = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const reviewerErrors = watchErrors(reviewer);
    await loginAs(reviewer, env.portal.url, 'huangli', ADMIN_PASSWORD);
    await reviewer.waitForURL(`${env.portal.url}/`);
    await reviewer.goto(`${env.portal.url}/admin/article-audit`);
    await reviewer.locator('tr').filter({ hasText: title }).getByText('审核', { exact: true }).click();
    const review = reviewer.locator('.ant-drawer-content:visible').last();
    await review.getByText('首次发布：右侧为待审版本的全部内容').waitFor();
    await review.getByText('来自长三角的 60 家企业参加对接，现场签约项目 12 个。').waitFor();
    await review.getByRole('textbox').fill('请写明签约项目的总投资额');
    await review.getByRole('button', { name: '退回修改' }).click();
    await reviewer.getByText('已退回').waitFor();

    // The editor sees why, fixes it and submits it again.
    await editor.reload();
    await row.getByText('已退回').waitFor();
    await row.getByText('编辑').click();
    const again = editor.locator('.ant-drawer-content:visible').last();
    await again.getByText('请写明签约项目的总投资额').waitFor();
    await again.locator('.ProseMirror').click();
    await editor.keyboard.press('Control+End');
    await editor.keyboard.type('签约项目总投资约 86 亿元。');
    await again.getByRole('button', { name: /确\s*定|确\s*认/ }).click();
    await editor.getByText('已保存为第 2 版').waitFor();
    await row.getByText('提交').click();
    await editor
      .locator('.ant-popover:visible')
      .getByRole('button', { name: /确\s*定|O\s*K/ })
      .click();
    await row.getByText('审核中').waitFor();

    // The reviewer approves (the change is marked), then the final step's reviewer does.
    await reviewer.reload();
    await reviewer.locator('tr').filter({ hasText: title }).getByText('审核', { exact: true }).click();
    const second = reviewer.locator('.ant-drawer-content:visible').last();
    await second.locator('ins', { hasText: '签约项目总投资约 86 亿元。' }).first().waitFor();
    await second.getByRole('button', { name: /通\s*过/ }).click();
    await reviewer.getByText('已通过').waitFor();
    const chief = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const chiefErrors = watchErrors(chief);
    await loginAs(chief, env.portal.url, 'chenjing', ADMIN_PASSWORD);
    await chief.waitForURL(`${env.portal.url}/`);
    await chief.goto(`${env.portal.url}/admin/article-audit`);
    await chief.locator('tr').filter({ hasText: title }).getByText('审核', { exact: true }).click();
    await chief
      .locator('.ant-drawer-content:visible')
      .last()
      .getByRole('button', { name: /通\s*过/ })
      .click();
    await chief.getByText('已通过').waitFor();
    await editor.reload();
    await row.getByText('已发布').waitFor();
    expect(errors).toEqual([]);
    expect(reviewerErrors).toEqual([]);
    expect(chiefErrors).toEqual([]);
    await editor.close();
    await reviewer.close();
    await chief.close();

    // On the front: /news (with scripts off, as a search engine reads it), the article's page, and the home page.
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const reader = await context.newPage();
    await reader.goto(`${env.portal.url}/news`);
    await reader.getByRole('link', { name: title }).click();
    await reader.getByRole('heading', { name: title }).waitFor();
    await reader.getByText('签约项目总投资约 86 亿元。').waitFor();
    expect(await reader.title()).toBe(`${title} - 智汇园区综合服务平台`);
    await reader.goto(`${env.portal.url}/`);
    await reader.locator('.home-news').getByRole('link', { name: title }).waitFor();
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
