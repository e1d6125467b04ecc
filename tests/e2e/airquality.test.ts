import { cstDay } from '@shared/airQuality';
import { ADMIN_PASSWORD, adminToken, loginAs, usePortal, watchErrors } from './harness';

/**
 * Issue 20's story: a station's day of readings imported as an admin, its daily AQI and primary pollutant in the list and the
 * calendar, and the station's AQI on the park's big screen (/datav), signed out.
 */
describe('air quality in the browser', () => {
  const env = usePortal();

  it('imports a day of readings and shows the daily AQI and primary pollutant in the list and the calendar, and the AQI on the big screen', async () => {
    // A new station (with no demo data), and yesterday in the park's time.
    const token = await adminToken(env.portal.app);
    const created = await env.portal.app.inject({
      method: 'POST',
      url: '/apiv2/env/admin/airquality/stationpost',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: '浏览器测试站', x: 30, y: 30, pollutants: ['so2', 'no2', 'pm10', 'co', 'o3', 'pm25'], status: 'active' },
    });
    expect(created.statusCode).toBe(200);
    const day = cstDay(new Date(Date.now() - 86_400_000));
    // PM2.5 80 μg/m³ all day: IAQI 107 (三级 轻度污染), PM2.5 the primary pollutant.
    const csv = ['时间,SO2,NO2,PM10,CO,O3,PM2.5', ...Array.from({ length: 24 }, (_, h) => `${day} ${String(h).padStart(2, '0')}:00,8,30,50,0.6,60,80`)].join(
      '\n',
    );

    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await loginAs(page, env.portal.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);
    await page.goto(`${env.portal.url}/admin/airquality`);

    // Import the day.
    await page.getByRole('button', { name: /导\s*入/ }).click();
    const modal = page.locator('.ant-modal-content:visible').last();
    await modal.getByTestId('aq-import-station').click();
    await page.locator('.ant-select-dropdown:visible').getByText('浏览器测试站', { exact: true }).click();
    await modal.locator('input[type=file]').setInputFiles({ name: 'day.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await modal.getByTestId('aq-import-result').filter({ hasText: '导入 24 行' }).waitFor();
    await modal.getByRole('button', { name: /关\s*闭/ }).click();

    // The station's days: the imported day's AQI and primary pollutant.
    await page.getByText('日报', { exact: true }).click();
    const filter = page.locator('.ant-pro-query-filter .ant-form-item').filter({ hasText: '监测站' }).locator('.ant-select');
    await filter.click();
    await page.locator('.ant-select-dropdown:visible').getByText('浏览器测试站', { exact: true }).click();
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByTestId(`aq-day-${day}`).filter({ hasText: '107 轻度污染' }).waitFor();
    expect(await page.getByTestId(`aq-primary-${day}`).textContent()).toBe('PM2.5');

    // The calendar of the last 30 days.
    await page.getByRole('tab', { name: '图表' }).click();
    await page.getByTestId('aq-chart-station').click();
    await page.locator('.ant-select-dropdown:visible').getByText('浏览器测试站', { exact: true }).click();
    const cell = page.getByTestId(`aq-cal-${day}`);
    await cell.filter({ hasText: '107' }).waitFor();
    expect(await cell.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 126, 0)');
    expect(errors).toEqual([]);
    await page.close();

    // The big screen on a lobby display: a new browser context, signed out. Air quality is published by default; the
    // station's latest hour (23:00 of the day, PM2.5 80: hourly AQI 107) on its level's colour, and its hours in the chart.
    const display = await env.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const displayErrors = watchErrors(display);
    await display.goto(`${env.portal.url}/datav`);
    const station = display.getByTestId('datav-station').filter({ hasText: '浏览器测试站' });
    const aqi = station.getByTestId('datav-station-aqi');
    await aqi.filter({ hasText: '107' }).waitFor();
    expect(await aqi.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 126, 0)');
    expect(await display.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();
    // The 1920×1080 canvas scaled to the window (1280/1920), and the 24-hour chart (loaded after the figures).
    expect(await display.getByTestId('datav').evaluate((el) => getComputedStyle(el).transform)).toMatch(/^matrix\(0\.666/);
    await display.getByTestId('datav-aqi-chart').waitFor();
    expect(displayErrors).toEqual([]);
    await display.close();
  });
});
