import { sql } from 'drizzle-orm';
import { todayOf } from '@shared/policyWindow';
import { policies } from '../../server/db/schema';
import { ADMIN_PASSWORD, loginAs, usePortal, watchErrors } from './harness';

/** The policy assistant at /robot: a deadline with a link to the policy's window, a follow-up, a question it cannot answer. */
describe('the policy assistant in the browser', () => {
  const env = usePortal();

  it('answers a deadline with its source, keeps the policy for a follow-up, and declines what the portal does not cover', async () => {
    const today = todayOf(new Date());
    const [p] = await env.portal.database.db
      .select({ id: policies.id, title: policies.title, lastEnd: policies.windowLastEnd })
      .from(policies)
      .where(
        sql`${policies.status} = 'published' and ${policies.windowKind} = 'range' and ${policies.windowLastEnd} >= ${today} and ${policies.windowFirstStart} <= ${today}`,
      )
      .orderBy(policies.id)
      .limit(1);

    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${env.portal.url}/robot`);
    await page.getByTestId('robot-suggestion').first().waitFor();

    const ask = async (question: string) => {
      const before = await page.getByTestId('robot-answer').count();
      await page.getByTestId('robot-input').fill(question);
      await page.getByTestId('robot-send').click();
      // An answer carries data-answered once its stream is done.
      const answer = page.locator('[data-testid="robot-answer"][data-answered]').nth(before);
      await answer.waitFor();
      return answer;
    };

    const deadline = await ask(`${p.title}什么时候截止？`);
    await deadline.getByText(p.lastEnd!, { exact: false }).first().waitFor();
    const cite = deadline.getByTestId('robot-cite').first();
    expect(await cite.getAttribute('href')).toBe(`/policydetail/${p.id}#window`);
    await cite.click();
    await page.waitForURL(new RegExp(`/policydetail/${p.id}#window$`));
    await page.getByTestId('policy-title').waitFor();

    // Back on /robot, the conversation is still there, and a follow-up answers for the same policy.
    await page.goBack();
    await page.getByTestId('robot-question').first().waitFor();
    const follow = await ask('那它需要准备哪些材料？');
    await follow.getByText('营业执照', { exact: false }).first().waitFor();
    expect(await follow.getByTestId('robot-cite').first().getAttribute('href')).toBe(`/policydetail/${p.id}#materials`);

    const uncovered = await ask('怎么办理出国护照和签证？');
    await uncovered.getByText('在门户的政策中没有找到', { exact: false }).waitFor();
    expect(await uncovered.getByTestId('robot-cite').count()).toBe(0);
    await uncovered.getByTestId('robot-search-link').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('staff find a question the portal declines in the hit test, write its curated answer, and visitors get it', async () => {
    const question = '园区食堂几点开饭？';
    const answerText = '园区食堂每天 11:30 至 13:00 供应午餐，17:30 至 19:00 供应晚餐。';
    const admin = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await admin.newPage();
    const errors = watchErrors(page);
    await loginAs(page, env.portal.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);
    await page.goto(`${env.portal.url}/admin/assistant`);
    const hitTest = async () => {
      const tested = page.waitForResponse((r) => r.url().includes('/assistant/hittest') && r.status() === 200);
      await page.locator('input[aria-label="命中测试"]').fill(question);
      await page.getByRole('button', { name: /^测\s*试$/ }).click();
      await tested;
    };
    await hitTest();
    await page.getByText('未能作答').waitFor();
    await page.getByRole('button', { name: '写成标准问答' }).click();
    const dialog = page.locator('.ant-modal:visible').filter({ hasText: '新增标准问答' });
    expect(await dialog.getByRole('textbox', { name: '问法 1' }).inputValue()).toBe(question);
    await dialog.getByRole('textbox', { name: '回答' }).fill(answerText);
    const saved = page.waitForResponse((r) => r.url().includes('/assistant/curated') && r.request().method() === 'POST' && r.status() === 200);
    await dialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await saved;
    // Saved, the screen shows the curated answers; back to the hit test, the same question is now answered.
    await page.getByRole('tab', { name: '命中测试' }).click();
    await hitTest();
    await page.getByText('已作答').waitFor();
    await page.getByText(/标准问答 #\d+/).waitFor();
    expect(errors).toEqual([]);
    await admin.close();

    // A visitor asking it in other words' punctuation gets the curated answer.
    const visitor = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
    const front = await visitor.newPage();
    await front.goto(`${env.portal.url}/robot`);
    await front.getByTestId('robot-input').fill('园区食堂几点开饭');
    await front.getByTestId('robot-send').click();
    const answer = front.locator('[data-testid="robot-answer"][data-answered]').first();
    await answer.getByText('园区食堂每天 11:30 至 13:00 供应午餐', { exact: false }).waitFor();
    await visitor.close();
  });
});
