import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ADMIN_PASSWORD, formField, loginAs, settled, usePortal, watchErrors } from './harness';

/** The blocks of the home page in the order drawn (two half-width blocks side by side as one row). */
const homeRows = (html: string) => [...html.matchAll(/class="home-block" data-block="([^"]+)"/g)].map((m) => m[1]);

/**
 * 站点配置 and 广告管理: an admin reorders the home page by dragging its blocks, renames the site, and puts an advert
 * in the banner; a visitor's home page (as the server sends it, and in the browser) follows, and the advert's click
 * is counted.
 */
describe('site configuration, home layout and adverts in the browser', () => {
  const env = usePortal();

  it('an admin drags 园区资讯 to the top and hides the banner; the home page follows at once', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await loginAs(page, env.portal.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);
    await page.goto(`${env.portal.url}/admin/webconfig?tab=layout`);
    const rows = page.getByTestId('layout-row');
    await rows.first().waitFor();

    // Drag the news block by its handle above the first block.
    const handle = page.locator('[data-testid=layout-row][data-block=news]').getByTestId('layout-handle');
    const from = (await handle.boundingBox())!;
    const to = (await rows.first().boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 20 });
    await page.mouse.up();
    await expect(rows.first().getAttribute('data-block')).resolves.toBe('news');
    await page.getByRole('switch', { name: '首页横幅 显示' }).click();
    await page.getByRole('textbox', { name: '园区资讯 标题' }).fill('园区动态');
    // The preview shows the rows the home page will have.
    await page.getByTestId('layout-preview').getByText('隐藏：首页横幅').waitFor();
    const saved = page.waitForResponse((r) => r.url().includes('/api/portal/admin/config/postlayout') && r.status() === 200);
    await page.getByRole('button', { name: '保存布局' }).click();
    await saved;
    await page.getByText('首页布局已保存').waitFor();
    expect(errors).toEqual([]);

    // The home page as the server sends it: no script needed.
    const html = await (await fetch(`${env.portal.url}/`)).text();
    expect(homeRows(html)).toEqual(['news', 'search', 'figures', 'latest closingSoon', 'market', 'services', 'links']);
    expect(html).toContain('园区动态');
    // And in the browser, after the scripts have taken over.
    await page.goto(`${env.portal.url}/`);
    await page.locator('.home-block').first().getByText('园区动态').waitFor();
    const rowsInPage = () => page.locator('.home-block[data-block]').evaluateAll((els) => els.map((el) => el.getAttribute('data-block')));
    await page.locator('.home-block[data-block]').first().waitFor();
    expect(await rowsInPage()).toEqual(homeRows(html));
    expect(await page.getByTestId('banner-slide').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('an admin renames the site and adds a banner advert; a visitor sees both, and the advert’s click is counted', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-e2e-'));
    const picture = path.join(dir, 'banner.png');
    await sharp({ create: { width: 1200, height: 300, channels: 3, background: { r: 200, g: 60, b: 40 } } })
      .png()
      .toFile(picture);
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await loginAs(page, env.portal.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);

    // The layout back to every block, so the banner shows.
    await page.goto(`${env.portal.url}/admin/webconfig?tab=layout`);
    await page.getByRole('button', { name: '恢复默认' }).click();
    await page.getByRole('button', { name: '保存布局' }).click();
    await page.getByText('首页布局已保存').waitFor();

    await page.getByRole('tab', { name: '站点信息' }).click();
    await formField(page.locator('form'), '站点名称').fill('星湖企业服务中心');
    await formField(page.locator('form'), '服务邮箱').fill('service@');
    await page.getByRole('button', { name: /提\s*交/ }).click();
    await page.getByText('请输入正确的邮箱地址').waitFor();
    await formField(page.locator('form'), '服务邮箱').fill('hello@xinghu-park.example.cn');
    await page.getByRole('button', { name: /提\s*交/ }).click();
    await page.getByText('站点信息已保存，前台已更新').waitFor();
    // The back office's own title changes at once.
    await page.locator('.ant-pro-global-header, .ant-pro-sider').getByText('星湖企业服务中心').first().waitFor();

    // Room for four in the banner, then the new advert.
    await page.goto(`${env.portal.url}/admin/ad`);
    const banner = page.getByTestId('ad-area').filter({ hasText: 'home-banner' });
    await banner.getByText('编辑').click();
    const areaModal = page.locator('.ant-modal-content:visible').last();
    await settled(page.locator('.ant-modal:visible').last());
    await formField(areaModal, '同时显示').fill('4');
    await areaModal.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('已保存').first().waitFor();
    await page.getByRole('button', { name: /新增广告$/ }).click();
    const modal = page.locator('.ant-modal-content:visible').last();
    await settled(page.locator('.ant-modal:visible').last());
    await formField(modal, '标题').fill('秋季企业服务周');
    await formField(modal, '链接').fill('javascript:alert(1)');
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await modal.getByText('只能是 http(s) 网址或以 / 开头的站内地址').waitFor();
    await formField(modal, '链接').fill('/news');
    const uploaded = page.waitForResponse((r) => r.url().includes('/uploader/image') && r.status() === 200);
    await modal.locator('.ant-form-item').filter({ hasText: '图片' }).locator('input[type=file]').first().setInputFiles(picture);
    await uploaded;
    await modal.locator('.ant-upload-list-item-done').waitFor();
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    const row = page.locator('tr').filter({ hasText: '秋季企业服务周' });
    await row.getByText('投放中').waitFor();
    expect(errors).toEqual([]);

    // A visitor: the new name in the header and the title, the advert among the banner's slides.
    const visitor = await env.browser.newPage({ viewport: { width: 390, height: 844 } });
    await visitor.goto(`${env.portal.url}/`);
    expect(await visitor.title()).toBe('星湖科技园企业服务平台 · 惠企政策一站通');
    // (On a phone the header shows the logo alone: the name is there for screen readers.)
    await expect(visitor.locator('.public-brand-name').textContent()).resolves.toBe('星湖企业服务中心');
    await visitor.locator('.public-footer').getByText('邮箱：hello@xinghu-park.example.cn', { exact: false }).waitFor();
    const slide = visitor.getByTestId('banner-slide').filter({ has: visitor.getByRole('img', { name: '秋季企业服务周' }) });
    const href = await slide.getAttribute('href');
    expect(href).toMatch(/^\/api\/cms\/ad\/click\/\d+$/);
    await visitor.goto(`${env.portal.url}/news`);
    expect(await visitor.title()).toBe('园区资讯 - 星湖企业服务中心');
    await visitor.goto(`${env.portal.url}/`);
    await slide.click();
    await visitor.waitForURL(`${env.portal.url}/news`);
    await visitor.close();

    await page.reload();
    await row.getByText('投放中').waitFor();
    await expect(row.locator('td').nth(5).innerText()).resolves.toBe('1');
    fs.rmSync(dir, { recursive: true, force: true });
    await page.close();
  });
});
