import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { resources, roleResources, roles, userRoles, users } from '../../server/db/schema';
import { withCheckChar } from '@shared/creditCode';
import { hashPassword } from '../../server/lib/passwords';
import { ADMIN_PASSWORD, loginAs, usePortal, watchErrors } from './harness';

/**
 * Issue 6's story: create a company with a valid credit code, open its page, add a year of figures,
 * find it with the list's filters and export the filtered list, whose rows are the list's.
 */
describe('companies in the browser', () => {
  const env = usePortal();
  const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'company-export-'));
  afterAll(async () => {
    fs.rmSync(downloads, { recursive: true, force: true });
  });

  /** The form item with this label (exactly). */
  const item = (scope: Locator, label: string) =>
    scope.locator('.ant-form-item').filter({ has: scope.page().locator('label', { hasText: new RegExp(`^${label}$`) }) });

  /** Opens the select of a form item and clicks the option with this text. */
  async function choose(page: Page, scope: Locator, label: string, option: string) {
    await item(scope, label).locator('.ant-select-selector').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${option}$`) })
      .click();
    // A multiple select stays open: leave it (Escape would close the whole drawer).
    await item(scope, label).locator('label').click();
  }

  /** Waits until the table says it holds n rows in all. */
  const waitForTotal = (page: Page, n: number) => page.locator('.ant-pagination-total-text', { hasText: new RegExp(`总共\\s*${n}\\s*条`) }).waitFor();

  /** "总共 N 条" under the table. */
  async function total(page: Page) {
    const text = await page.locator('.ant-pagination-total-text').innerText();
    return Number(/总共\s*(\d+)\s*条/.exec(text)?.[1]);
  }

  const USER_PASSWORD = 'Viewer#Pass2026';

  /** A user whose one role grants exactly these menu resources. */
  async function userWith(username: string, keys: string[]) {
    const db = env.portal.database.db;
    const granted = await db
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.appName, 'portal'), inArray(resources.resourceKey, keys)));
    expect(granted).toHaveLength(keys.length);
    const [role] = await db.insert(roles).values({ name: username, code: username, dataScope: 'all' }).returning({ id: roles.id });
    await db.insert(roleResources).values(granted.map((r) => ({ roleId: role.id, resourceId: r.id })));
    const [user] = await db
      .insert(users)
      .values({ username, passwordHash: await hashPassword(USER_PASSWORD), realName: username })
      .returning({ id: users.id });
    await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  }

  async function signedIn(username: string) {
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await loginAs(page, env.portal.url, username, USER_PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);
    return { page, errors, close: () => context.close() };
  }

  it('a viewer with company:query opens a company page by its link but cannot edit; a customer clerk sees customers but not the company page', async () => {
    await userWith('company-viewer', ['enterprise', 'company:query']);
    await userWith('customer-clerk', ['enterprise', 'company:customer']);

    const viewer = await signedIn('company-viewer');
    await viewer.page.goto(`${env.portal.url}/admin/company`);
    const first = viewer.page.locator('.ant-table-tbody tr.ant-table-row').first();
    await first.waitFor();
    expect(await viewer.page.getByRole('button', { name: /新增企业/ }).count()).toBe(0);
    expect(await viewer.page.getByRole('button', { name: /导\s*出/ }).count()).toBe(0);
    const link = first.locator('td').first().getByRole('link');
    const companyName = await link.innerText();
    await link.click();
    await viewer.page.waitForURL(/\/admin\/company\/\d+$/);
    await viewer.page.locator('[data-testid="company-profile"]').getByText(companyName).first().waitFor();
    expect(await viewer.page.getByRole('button', { name: /编辑企业/ }).count()).toBe(0);
    await viewer.page.getByRole('tab', { name: /年度数据/ }).click();
    await viewer.page.locator('[data-testid="figures-editor"] .ant-table-tbody tr.ant-table-row').first().waitFor();
    expect(await viewer.page.getByRole('button', { name: /添加年度/ }).count()).toBe(0);
    expect(viewer.errors).toEqual([]);
    await viewer.close();

    const clerk = await signedIn('customer-clerk');
    await clerk.page.goto(`${env.portal.url}/admin/customer`);
    const customer = clerk.page.locator('.ant-table-tbody tr.ant-table-row').first();
    await customer.waitFor();
    // Without company:query the company is named, not linked.
    expect(await customer.locator('td').first().getByRole('link').count()).toBe(0);
    await clerk.page.goto(`${env.portal.url}/admin/company/1`);
    await clerk.page.getByText('抱歉，您无权访问此页面。').waitFor();
    await clerk.page.goto(`${env.portal.url}/admin/supplier`);
    await clerk.page.getByText('抱歉，您无权访问此页面。').waitFor();
    expect(clerk.errors).toEqual([]);
    await clerk.close();
  });

  it('lists suppliers across companies and recruitment posts and types', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await loginAs(page, env.portal.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);

    await page.goto(`${env.portal.url}/admin/supplier`);
    await waitForTotal(page, 400); // two suppliers for each of the 200 demo companies

    await page.goto(`${env.portal.url}/admin/recruit`);
    await waitForTotal(page, 80);
    await page.getByRole('tab', { name: '招聘类型' }).click();
    const type = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '研发技术' });
    await type.waitFor();
    // Its post count opens the posts of that type.
    await type.locator('td').nth(3).locator('a').click();
    await page.getByRole('tab', { name: '招聘岗位', selected: true }).waitFor();
    await waitForTotal(page, 16); // every fifth of the 80 posts
    expect(
      await page
        .locator('.ant-table-tbody tr.ant-table-row')
        .filter({ hasNotText: /嵌入式软件工程师|Java 后端工程师|算法工程师|硬件工程师|测试工程师/ })
        .count(),
    ).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('creates a company, adds a year of figures, finds it by filter and exports the filtered list', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    const errors = watchErrors(page);
    await loginAs(page, env.portal.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);

    const name = '苏州星湖量子传感科技有限公司';
    const creditCode = withCheckChar('91320594MA7X2E8T3');

    // Create it: a code with a wrong check character is refused in the form first.
    await page.goto(`${env.portal.url}/admin/company`);
    await page.getByRole('button', { name: /新增企业/ }).click();
    const drawer = page.locator('.ant-drawer-content:visible').last();
    await item(drawer, '企业名称').locator('input').fill(name);
    const wrong = creditCode.slice(0, 17) + (creditCode[17] === '1' ? '2' : '1');
    await item(drawer, '统一社会信用代码').locator('input').fill(wrong);
    await drawer.getByText('统一社会信用代码校验位不正确，请核对').waitFor();
    await item(drawer, '统一社会信用代码').locator('input').fill(creditCode.toLowerCase());
    await item(drawer, '法定代表人').locator('input').fill('沈知远');
    await item(drawer, '注册资本（万元）').locator('input').fill('800');
    await choose(page, drawer, '企业规模', '小型');
    await choose(page, drawer, '状态', '待入驻');
    await item(drawer, '从业人数').locator('input').fill('36');
    await item(drawer, '科技人员').locator('input').fill('20');
    await item(drawer, '楼栋').locator('input').fill('A1栋');
    await choose(page, drawer, '资质', '专精特新中小企业');
    await drawer.getByRole('button', { name: /确\s*定|确\s*认/ }).click();
    await page.getByText('已创建').waitFor();

    // Find it by name.
    await page.getByPlaceholder('名称中的字词').fill('量子传感');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: creditCode });
    await row.waitFor();
    expect(await total(page)).toBe(1);
    await row.getByText('待入驻').waitFor();

    // Open it and add a year of figures.
    await row.getByRole('link', { name }).click();
    await page.waitForURL(/\/admin\/company\/\d+$/);
    const companyUrl = page.url();
    await page.locator('[data-testid="company-profile"]').getByText(creditCode).waitFor();
    await page.getByRole('tab', { name: /年度数据/ }).click();
    await page.getByRole('button', { name: /添加年度/ }).click();
    const editing = page.locator('[data-testid="figures-editor"] .ant-table-tbody tr').filter({ has: page.locator('input') });
    const inputs = editing.locator('input');
    const year = await inputs.nth(0).inputValue();
    expect(Number(year)).toBe(new Date().getFullYear() - 1);
    await inputs.nth(1).fill('1200'); // revenue
    await inputs.nth(2).fill('96'); // R&D spend
    await inputs.nth(3).fill('-15'); // net assets may be negative
    await inputs.nth(5).fill('36'); // staff
    await inputs.nth(6).fill('20'); // S&T staff
    await editing.getByText('保存').click();
    await page.getByText('已保存').waitFor();

    // It is on the server: a fresh load shows it.
    await page.goto(`${companyUrl}?tab=figures`);
    const saved = page.locator('[data-testid="figures-editor"] .ant-table-tbody tr.ant-table-row').filter({ hasText: year });
    await saved.waitFor();
    await saved.getByText('8.0%').waitFor(); // R&D ratio 96 / 1200
    await saved.getByText('-15').waitFor();
    await page.getByRole('tab', { name: '年度数据 (1)' }).waitFor();

    // The list filtered by qualification and status; export it.
    await page.goto(`${env.portal.url}/admin/company`);
    await page.locator('.ant-pro-query-filter-collapse-button').click();
    const search = page.locator('.ant-pro-table-search');
    await choose(page, search, '资质', '专精特新中小企业');
    await choose(page, search, '状态', '待入驻');
    await search.getByRole('button', { name: /查\s*询/ }).click();
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: creditCode }).waitFor();
    const shown = await total(page);
    const names = await page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(1)').allInnerTexts();
    expect(names.length).toBe(Math.min(shown, 20));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导\s*出/ }).click()]);
    expect(download.suggestedFilename()).toBe('企业列表.xlsx');
    const file = path.join(downloads, download.suggestedFilename());
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const [header, ...data] = rows.map((r) => r.slice(1));
    expect(header.slice(0, 2)).toEqual(['企业名称', '统一社会信用代码']);
    // Every row of the filtered list, and only those.
    expect(data.length).toBe(shown);
    expect(new Set(data.map((r) => r[1])).size).toBe(data.length);
    for (const n of names) expect(data.map((r) => r[0])).toContain(n.trim());
    const ours = data.find((r) => r[1] === creditCode);
    expect(ours).toBeDefined();
    expect(ours![0]).toBe(name);
    for (const r of data) {
      // Dictionary values come out as the labels users read on screen.
      expect(r[header.indexOf('状态')]).toBe('待入驻');
      expect(String(r[header.indexOf('资质')])).toContain('专精特新中小企业');
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
