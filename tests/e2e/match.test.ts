import type { Locator } from 'playwright-core';
import { policies, policyDepartments } from '../../server/db/schema';
import { withCheckChar } from '@shared/creditCode';
import { searchVectors } from '../../server/modules/policy/text';
import { windowColumns } from '../../server/modules/policy/window';
import { ADMIN_PASSWORD, loginAs, usePortal, watchErrors } from './harness';
import { addDays, todayOf } from '@shared/policyWindow';

/**
 * Matching a park company: staff, who may see its record, open a policy it is not eligible for and read why
 * (revenue required vs revenue given, for last year), correct that figure, and see the same policy become
 * eligible. A visitor matching the same company sees no figure of the record.
 */
describe('policy matching in the browser', () => {
  const env = usePortal();
  const stamp = Date.now().toString(36).toUpperCase();
  const companyName = `苏州星湖矩阵科技有限公司${stamp}`;
  const policyTitle = '园区规上企业扩产奖励（浏览器测试）';
  const today = todayOf(new Date());
  const lastYear = Number(today.slice(0, 4)) - 1;

  beforeAll(async () => {
    // The company as park staff keep it: last year's revenue 1,500万元.
    const res = await env.portal.app.inject({ method: 'POST', url: '/apiv2/account/admin/login', payload: { username: 'admin', password: ADMIN_PASSWORD } });
    const token = res.json().data.token as string;
    const created = await env.portal.app.inject({
      method: 'POST',
      url: '/apiv2/company/admin/create',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        name: companyName,
        creditCode: withCheckChar('91320594MA1E2E001'),
        foundedOn: '2017-04-12',
        industryCode: '39',
        scale: 'small',
        regionCode: '320571',
        figures: [
          { year: lastYear, revenue: 1500, rdSpend: 150, netAssets: 900, staffCount: 80, techStaffCount: 30 },
          { year: lastYear - 1, revenue: 1200 },
        ],
        ip: { invention_patent: 3 },
      },
    });
    if (created.statusCode !== 200) throw new Error(`company: ${created.body}`);
    // A published district policy open today that asks for 2,000万元 of last year's revenue.
    const [dept] = await env.portal.database.db.select({ id: policyDepartments.id, name: policyDepartments.name }).from(policyDepartments).limit(1);
    const window = { kind: 'range' as const, startDate: addDays(today, -10), endDate: addDays(today, 60), batches: [] };
    await env.portal.database.db.insert(policies).values({
      title: policyTitle,
      departmentId: dept.id,
      level: 'district',
      regionCode: '320571',
      publishDate: addDays(today, -12),
      summary: '对上一年度营业收入达到2000万元的园区企业给予扩产奖励。',
      supportType: 'subsidy',
      maxAmount: 200,
      window,
      ...windowColumns(window),
      rules: [{ id: 'r1', field: 'revenue', op: 'gte', value: 2000, yearsBack: 1, hard: true, label: '上一年度营业收入不低于2000万元' }],
      entityTypes: ['enterprise'],
      status: 'published',
      publishedAt: new Date(),
      ...searchVectors({ title: policyTitle, docNo: null, departmentName: dept.name, summary: null, contentText: '' }),
    });
  });

  const item = (container: Locator, label: string) =>
    container
      .locator('.ant-form-item')
      .filter({ has: container.page().locator('label', { hasText: new RegExp(`^${label}$`) }) })
      .first();

  it('explains a policy the company is not eligible for, takes the corrected revenue and shows it eligible', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);

    // Park staff find the company by name; choosing it runs the match and shows the progress.
    await loginAs(page, env.portal.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL((url) => !url.pathname.includes('adminlogin'));
    await page.goto(`${env.portal.url}/match`);
    await page.getByPlaceholder('输入企业名称或统一社会信用代码').fill('星湖矩阵');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: companyName }).click();
    await page.waitForURL(/\/ppResult\?runId=[A-Za-z0-9_-]{22}$/, { timeout: 60_000 });
    await page.getByText(`匹配对象：${companyName}`).waitFor();

    // The policy among the results, not eligible; why: last year's revenue against the requirement.
    await page.getByPlaceholder('政策名称关键词').fill('扩产奖励');
    await page.getByPlaceholder('政策名称关键词').press('Enter');
    const row = page.locator('.match-results tr.ant-table-row').filter({ hasText: policyTitle });
    await row.locator('[data-outcome="not_eligible"]').waitFor();
    await row.getByRole('button', { name: '查看原因' }).click();
    const why = page.locator('.match-results [data-testid="match-explanation"]').first();
    await why.getByText('有 1 项必备条件不满足（共 1 项）。').waitFor();
    const condition = why.locator('tr').filter({ hasText: '上一年度营业收入不低于2000万元' });
    await condition.getByText(`营业收入（${lastYear}年度） ≥ 2,000万元`).waitFor();
    await condition.getByText('1,500万元').waitFor();
    await condition.getByText('还差 500万元').waitFor();
    await condition.getByText(`${lastYear} 年度`).waitFor();

    // Correct last year's revenue: the same policy becomes eligible.
    await page.getByRole('button', { name: /修正我的数据/ }).click();
    const drawer = page.locator('.ant-drawer-content:visible').last();
    const revenue = item(drawer, `${lastYear} 年度营业收入`).locator('input');
    await revenue.waitFor();
    expect(await revenue.inputValue()).toBe('1500');
    await revenue.fill('2500');
    await drawer.getByRole('button', { name: /保存并重新匹配/ }).click();
    await page.getByText('已按修正后的数据重新匹配').waitFor();
    await row.locator('[data-outcome="eligible"]').waitFor();
    if (!(await page.locator('.match-results [data-testid="match-explanation"]').first().isVisible()))
      await row.getByRole('button', { name: '查看原因' }).click();
    const after = page.locator('.match-results [data-testid="match-explanation"]').first();
    await after.getByText('全部必备条件均已满足（满足 1/1 项）。').waitFor();
    await after.locator('tr').filter({ hasText: '上一年度营业收入不低于2000万元' }).getByText('2,500万元').waitFor();

    expect(errors).toEqual([]);
    await page.close();
  });

  it("a visitor matching the same company gets the result on its public details, without the record's figures", async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${env.portal.url}/match`);
    await page.getByPlaceholder('输入企业名称或统一社会信用代码').fill('星湖矩阵');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: companyName }).click();
    await page.waitForURL(/\/ppResult\?runId=[A-Za-z0-9_-]{22}$/, { timeout: 60_000 });
    await page.getByTestId('figures-hidden').getByText(`「${companyName}」的经营数据只对园区工作人员可见`, { exact: false }).waitFor();
    await page.getByPlaceholder('政策名称关键词').fill('扩产奖励');
    await page.getByPlaceholder('政策名称关键词').press('Enter');
    const row = page.locator('.match-results tr.ant-table-row').filter({ hasText: policyTitle });
    await row.locator('[data-outcome="likely"]').waitFor();
    await row.getByRole('button', { name: '查看原因' }).click();
    const why = page.locator('.match-results [data-testid="match-explanation"]').first();
    await why.locator('tr').filter({ hasText: '上一年度营业收入不低于2000万元' }).waitFor();
    expect(await why.textContent()).not.toContain('1,500');
    expect(errors).toEqual([]);
    await page.close();
  });
});
