import type { Locator, Page } from 'playwright-core';
import { usePortal, watchErrors } from './harness';

/**
 * A visitor (no login) classifies a software company at a tier boundary on /scaleType, then runs the
 * high-tech self-test on /highZc and reads a borderline score with a named unmet condition.
 */
describe('self-tests in the browser', () => {
  const env = usePortal();

  /** The form item whose label reads exactly so (within the visible step, if any). */
  const field = (scope: Page | Locator, label: string) => {
    const page = 'mainFrame' in scope ? scope : scope.page();
    return scope.locator('.ant-form-item:visible').filter({ has: page.locator('label', { hasText: new RegExp(`^${label.replace(/[()（）]/g, '.')}$`) }) });
  };
  const input = (scope: Page | Locator, label: string) => field(scope, label).locator('input').first();

  it('/scaleType: a software company at the revenue boundary', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${env.portal.url}/scaleType`);
    await page.getByPlaceholder('GB/T 4754 代码，如 6513、C、591').fill('6513');
    await page.getByText('对应划分行业：软件和信息技术服务业').waitFor();
    // The software row asks for employees and revenue only.
    expect(await field(page, '资产总额（Z）').count()).toBe(0);
    await input(page, '从业人员（X）').fill('120');
    await input(page, '营业收入（Y）').fill('999.99');
    const result = page.getByTestId('scale-result');
    await result.getByText('小型企业').waitFor();
    await result.getByText(/由营业收入（Y）决定/).waitFor();
    await result.locator('tr', { hasText: '营业收入' }).getByText('还差 0.01万元可达中型').waitFor();
    // Exactly 1,000万 reaches medium: "≥" includes the boundary.
    await input(page, '营业收入（Y）').fill('1000');
    await result.getByText('中型企业').waitFor();
    await result.getByText(/国统字〔2017〕213号/).waitFor();

    // Back on the screen later, the company is still there.
    await page.reload();
    await page.getByTestId('scale-result').getByText('中型企业').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('/highZc: fills the steps, reads a borderline score and the unmet S&T staff condition, prints', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${env.portal.url}/highZc`);
    const step = page.getByTestId('ht-step');
    const next = () => page.getByRole('button', { name: /下一步/ }).click();
    const pickDate = async (label: string, value: string) => {
      const box = input(step, label);
      await box.click();
      await box.fill(value);
      await box.press('Enter');
    };
    const choose = async (label: string, option: string) => {
      await field(step, label).locator('.ant-select').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${option}$`) }).click();
      // Wait for the list to close, so the next list's options are not confused with this one's.
      await page.waitForFunction(() => !document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'));
    };
    const answer = (label: string, option: '是' | '否') => field(step, label).getByText(option, { exact: true }).click();

    await pickDate('注册成立日期', '2019-04-10');
    await pickDate('拟申请日期', '2024-06-01');
    await choose('核心技术所属领域', '电子信息');
    await answer('申请前一年内是否发生重大安全、重大质量事故或严重环境违法行为', '否');
    await input(step, '上年职工总数（月平均）').fill('100');
    await input(step, '上年科技人员数').fill('9');
    await next();

    await input(step, 'Ⅰ类知识产权：自主研发（件）').fill('1');
    await answer('知识产权是否对主要产品（服务）在技术上发挥核心支持作用', '是');
    await choose('技术的先进程度（自评）', 'A：7–8 分');
    await choose('对主要产品（服务）的核心支持作用（自评）', 'A：7–8 分');
    await answer('是否参与编制国家标准、行业标准、检测方法或技术规范', '否');
    await next();

    await step.getByText('近三个会计年度（成立不足三年按实际年度）：2021、2022、2023').waitFor();
    const figures: Record<string, string[]> = {
      '销售收入（万元）': ['3000', '3600', '4200'],
      '自行研发费用（万元）': ['200', '220', '260'],
      '年末净资产（万元）': ['1000', '1150', '1300'],
      '科技成果转化（项）': ['4', '4', '5'],
    };
    for (const [label, values] of Object.entries(figures)) {
      for (const [i, v] of values.entries()) await step.getByLabel(`${2021 + i} ${label}`).fill(v);
    }
    await step.getByText('境内研发费用占比：100%').waitFor();
    await input(step, '上年高新技术产品（服务）收入（万元）').fill('3000');
    await input(step, '上年总收入（万元）').fill('4300');
    await next();

    await input(step, '研发组织管理制度、研发投入核算体系、研发费用辅助账（≤ 6 分）').fill('5');
    await input(step, '内部研发机构、产学研合作（≤ 6 分）').fill('5');
    await input(step, '成果转化组织实施与激励奖励制度、开放式创新创业平台（≤ 4 分）').fill('3');
    await input(step, '科技人员培养进修、职工技能培训、优秀人才引进及绩效评价奖励制度（≤ 4 分）').fill('3');
    await page.getByRole('button', { name: '生成自测报告' }).click();

    const report = page.locator('.ht-report');
    await report.getByText('高新技术企业认定自测报告').waitFor();
    await report.getByTestId('ht-score-verdict').getByText('创新能力评分：65–80 分，临界（区间跨越 70 分）').waitFor();
    await report.getByTestId('ht-verdict').getByText('认定结论：暂不符合认定条件').waitFor();
    await report.getByText('未满足：科技人员占比不低于 10%').waitFor();
    const staffRow = report.locator('tr', { hasText: '科技人员占比不低于 10%' });
    await staffRow.getByText('不满足').waitFor();
    await staffRow.getByText('再增加 2 名科技人员（当年累计工作 183 天以上）').waitFor();

    // Printing: the button opens the print dialog; in print media only the report shows, without buttons or menu.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: /打印报告/ }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await report.getByText('高新技术企业认定自测报告').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /打印报告/ }).isVisible()).toBe(false);
    expect(await page.getByRole('navigation').first().isVisible()).toBe(false);
    expect(await report.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(5);
    await page.emulateMedia({ media: 'screen' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
