import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { ADMIN_PASSWORD, loginAs, usePortal, watchErrors } from './harness';

/** Issue 6's workshop story: filter by building, cards, a new unit with a photo, found in the list, exported. */
describe('workshops in the browser', () => {
  const env = usePortal();
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workshop-e2e-'));
  });
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The form item with this label (exact text). */
  const item = (container: Locator, label: string) =>
    container.locator('.ant-form-item').filter({ has: container.page().locator('label', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }) });

  /** Opens the Select of a form item and picks an option by its text. */
  async function pick(page: Page, formItem: Locator, option: string) {
    await formItem.locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
  }

  it('filters by building, shows cards, creates a unit with a photo, finds it and exports the list', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    const errors = watchErrors(page);
    await loginAs(page, env.portal.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);

    await page.goto(`${env.portal.url}/admin/workshop`);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    await page.getByText(/总共 120 条/).waitFor();

    // Filter by building: every row is then in B1栋.
    const search = page.locator('.ant-pro-table-search');
    await pick(page, item(search, '楼栋'), 'B1栋');
    const filtered = page.waitForResponse((r) => r.url().includes('/workshop/query') && decodeURIComponent(r.url()).includes('building=B1栋'));
    await search.getByRole('button', { name: /查\s*询/ }).click();
    const answer = await (await filtered).json();
    expect(answer.data.total).toBeGreaterThan(0);
    await page.getByText(new RegExp(`总共 ${answer.data.total} 条`)).waitFor();
    const buildings = await rows.locator('td:nth-child(2)').allInnerTexts();
    expect(new Set(buildings)).toEqual(new Set(['B1栋']));

    // The card view shows the same units, with their status tags.
    await page.getByText('卡片', { exact: true }).click();
    const cards = page.locator('[data-unit-code]');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(Math.min(answer.data.total, 20));
    await cards.first().locator('.ant-tag').first().waitFor();

    // A new unit with a photo (a real PNG) uploaded to the image uploader.
    const photo = path.join(dir, 'workshop-photo.png');
    await sharp({ create: { width: 640, height: 420, channels: 3, background: { r: 40, g: 120, b: 200 } } })
      .png()
      .toFile(photo);
    await page.getByRole('button', { name: /新增房源/ }).click();
    const drawer = page.locator('.ant-drawer-content:visible').last();
    await item(drawer, '房源编号').locator('input').fill('B1-E2E1');
    await item(drawer, '楼栋').locator('input').fill('B1栋');
    await item(drawer, '楼层').locator('input').fill('2');
    await pick(page, item(drawer, '用途'), '厂房');
    await item(drawer, '建筑面积(㎡)').locator('input').fill('860');
    await item(drawer, '使用面积(㎡)').locator('input').fill('790');
    await item(drawer, '参考租金(元/㎡·月)').locator('input').fill('36.5');
    const uploaded = page.waitForResponse((r) => r.url().includes('/uploader/image') && r.status() === 200);
    await item(drawer, '房源照片').locator('input[type=file]').setInputFiles(photo);
    const upload = await (await uploaded).json();
    expect(upload.data.thumbUrl).toMatch(/^\/uploads\//);
    await item(drawer, '房源照片').locator('.ant-upload-list-item-done').waitFor();
    await drawer.getByRole('button', { name: /确\s*认|确\s*定/ }).click();
    await page.getByText('已新增房源 B1-E2E1').waitFor();

    // It is in the list (still filtered by B1栋, now by keyword too), as a card with its photo.
    await search.locator('#keyword').fill('E2E1');
    await search.getByRole('button', { name: /查\s*询/ }).click();
    const card = page.locator('[data-unit-code="B1-E2E1"]');
    await card.waitFor();
    await expect(cards.count()).resolves.toBe(1);
    const img = card.locator('img');
    await expect(img.getAttribute('src')).resolves.toBe(upload.data.thumbUrl);
    await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await img.elementHandle());
    await card.getByText('使用 790 ㎡ / 建筑 860 ㎡').waitFor();

    // Export: the downloaded file holds exactly the filtered list.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('房源列表.xlsx');
    const file = path.join(dir, 'export.xlsx');
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.getWorksheet('房源')!;
    expect(sheet.rowCount).toBe(2);
    // exceljs numbers cells from 1; the empty trailing cells (available from, tenant) are not written.
    expect(sheet.getRow(2).values).toEqual([undefined, 'B1-E2E1', 'B1栋', 2, '厂房', '待租', '毛坯', 860, 790, 36.5]);
    await page.getByText(/已导出/).waitFor();

    expect(errors).toEqual([]);
    await page.close();
  });
});
