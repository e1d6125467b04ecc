import { sql } from 'drizzle-orm';
import { todayOf } from '@shared/policyWindow';
import { policies } from '../../server/db/schema';
import { usePortal, watchErrors } from './harness';

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
});
