import { inArray } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { formField, loginAs, settled, usePortal, watchErrors } from './harness';

/** A clue's life in the browser: recorded, followed up, moved to viewing, given up; claimed by a colleague from the pool. */
describe('clues and the pool in the browser', () => {
  const env = usePortal();
  const PASSWORD = 'Clue@2026e2e';

  it('李明 records a clue, follows up, books a viewing and gives it up; 周芳 claims it from the pool', async () => {
    await env.portal.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(inArray(users.username, ['liming', 'zhoufang']));
    const name = '苏州浏览器测试智造有限公司';

    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await loginAs(page, env.portal.url, 'liming', PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);
    await page.goto(`${env.portal.url}/admin/clue`);
    await page.getByRole('button', { name: /新增线索/ }).click();
    const dialog = page.locator('.ant-modal:visible').last();
    await settled(dialog);
    await formField(dialog, '企业/个人名称').fill(name);
    await formField(dialog, '联系人').fill('陈经理');
    await formField(dialog, '联系电话').fill('13955550001');
    await dialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();

    // Saved: its drawer opens.
    const drawer = page.locator('.ant-drawer-content:visible');
    await drawer.getByText(name).first().waitFor();
    await drawer.getByLabel('跟进内容').fill('电话沟通，需要 800 m² 厂房，下周看房。');
    await drawer.getByRole('button', { name: /记录跟进/ }).click();
    await drawer.locator('.ant-timeline').getByText('电话沟通，需要 800 m² 厂房，下周看房。').waitFor();

    const move = async (stage: string) => {
      await drawer.getByRole('combobox', { name: '推进阶段' }).click();
      await page.locator('.ant-select-dropdown:visible').getByText(stage, { exact: true }).click();
      // The move's answer first: the drawer then shows the clue as the server returned it.
      const moved = page.waitForResponse((r) => r.url().includes('/zhaoshang/pstatus') && r.status() === 200);
      await drawer.getByRole('button', { name: /确认推进/ }).click();
      await moved;
      await drawer.locator('.ant-tag').getByText(stage, { exact: true }).first().waitFor();
    };
    await move('初步接洽');
    await move('预约看房');

    await drawer.getByRole('tab', { name: '放弃线索' }).click();
    await drawer.getByLabel('放弃原因').fill('客户决定推迟扩产计划，暂不跟进');
    await drawer.getByRole('button', { name: /放弃到公海/ }).click();
    await drawer.getByText('公海中').waitFor();
    expect(errors).toEqual([]);
    await context.close();

    const other = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const colleague = await other.newPage();
    const otherErrors = watchErrors(colleague);
    await loginAs(colleague, env.portal.url, 'zhoufang', PASSWORD);
    await colleague.waitForURL(`${env.portal.url}/`);
    await colleague.goto(`${env.portal.url}/admin/clue-pool`);
    await colleague.getByLabel('企业/个人名称').fill('浏览器测试');
    await colleague.getByRole('button', { name: /查\s*询/ }).click();
    const row = colleague.locator('tr').filter({ hasText: name });
    await row.getByText('客户决定推迟扩产计划，暂不跟进').waitFor();
    await row.getByText('领取', { exact: true }).click();
    await colleague.getByText(`已领取 ${name}`).waitFor();
    await colleague.goto(`${env.portal.url}/admin/clue`);
    await colleague.locator('tr').filter({ hasText: name }).getByText('预约看房').waitFor();
    expect(otherErrors).toEqual([]);
    await other.close();
  });

  it('李明 converts a signed clue into a project, submits it; once 王海涛 approves it, the first milestone is ticked', async () => {
    const { app, database } = env.portal;
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(inArray(users.username, ['liming', 'wanghaitao']));
    const token = async (username: string) =>
      (await app.inject({ method: 'POST', url: '/apiv2/account/admin/login', payload: { username, password: PASSWORD } })).json().data.token as string;
    const call = async (url: string, payload: object, who: string) => {
      const res = await app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${await token(who)}` } });
      expect([url, res.statusCode]).toEqual([url, 200]);
      return res.json().data;
    };
    // A clue signed already (its pipeline is the other test's subject).
    const name = '无锡浏览器签约测试科技有限公司';
    const clue = await call(
      '/apiv2/pms/admin/zhaoshang/clue-post',
      { name, phone: '13955550002', source: 'walk_in', level: 'A', industryCode: '39' },
      'liming',
    );
    for (const stage of ['initial_contact', 'viewing_booked', 'viewed', 'quoted', 'negotiating', 'contract_intent', 'signed'])
      await call('/apiv2/pms/admin/zhaoshang/pstatus', { id: clue.id, stage }, 'liming');

    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await loginAs(page, env.portal.url, 'liming', PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);
    await page.goto(`${env.portal.url}/admin/clue`);
    await page.locator('tr').filter({ hasText: name }).getByText(name).click();
    const drawer = page.locator('.ant-drawer-content:visible');
    await drawer.getByRole('button', { name: '转为项目' }).click();
    const dialog = page.locator('.ant-modal:visible').last();
    await settled(dialog);
    const pick = async (label: string, option: string) => {
      await formField(dialog, label).click();
      await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
    };
    await pick('项目分类', '先进制造');
    await pick('进度流程', '制造业项目落地流程');
    const created = page.waitForResponse((r) => r.url().includes('/project/create') && r.status() === 200);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    const project = (await (await created).json()).data as { id: number };
    await drawer.getByText(`已转为项目 #${project.id}`).waitFor();

    // The project's drawer: submitted for approval here, approved by 王海涛 in his inbox, then its first milestone ticked.
    await drawer.getByRole('button', { name: '查看项目' }).click();
    const projectDrawer = page.locator('.ant-drawer-content:visible').filter({ hasText: '立项审批' });
    await projectDrawer.getByRole('tab', { name: '立项审批' }).click();
    await projectDrawer.getByRole('button', { name: '提交立项审批' }).click();
    await projectDrawer.getByText('审批中').first().waitFor();
    const tasks = await app.inject({
      url: '/api/oa/admin/workflow/task/query?box=todo&businessType=project_approval',
      headers: { authorization: `Bearer ${await token('wanghaitao')}` },
    });
    const task = (tasks.json().data.list as { taskId: number; businessId: number }[]).find((t) => t.businessId === project.id)!;
    await call('/api/oa/admin/workflow/task/act', { taskId: task.taskId, action: 'approve' }, 'wanghaitao');
    await page.reload();
    const reopened = page.locator('.ant-drawer-content:visible');
    await reopened.getByRole('tab', { name: '项目进度' }).click();
    await reopened.getByTestId('gantt').waitFor();
    const ticked = page.waitForResponse((r) => r.url().includes('/project/schedulepost') && r.status() === 200);
    await reopened.getByRole('button', { name: '完成 签约' }).click();
    await ticked;
    await reopened.locator('tr').filter({ hasText: '签约' }).getByText('已完成').waitFor();
    await reopened.getByRole('tab', { name: '立项审批' }).click();
    await reopened.getByRole('button', { name: '标记签约' }).click();
    await reopened.locator('.ant-tag').getByText('已签约').waitFor();

    // The signed agreement is filed twice under one name: the second upload is version 2, and both stay listed.
    await reopened.getByRole('tab', { name: '项目文档' }).click();
    const documents = reopened.locator('.ant-tabs-tabpane-active');
    for (const [round, text] of ['初稿', '定稿'].entries()) {
      const filed = page.waitForResponse((r) => r.url().includes('/document/upload') && r.status() === 200);
      await documents
        .locator('input[type=file]')
        .setInputFiles({ name: '投资协议.txt', mimeType: 'text/plain', buffer: Buffer.from(`投资协议${text}：${name}`) });
      await filed;
      await documents
        .locator('tr')
        .filter({ hasText: '投资协议.txt' })
        .getByText(`v${round + 1}`)
        .waitFor();
    }
    await documents.getByText('历史版本（2）').click();
    const versions = page.locator('.ant-modal:visible').filter({ hasText: '投资协议.txt 的历史版本' });
    await versions.getByText('v1').waitFor();
    await versions.getByText('v2').waitFor();
    await versions.locator('.ant-modal-close').click();

    // The investment dashboard counts the signing: 我的线索's 签约 figure opens the list of signed clues, which holds it.
    await page.goto(`${env.portal.url}/admin/clue-stats?scope=mine`);
    const signedFigure = page
      .getByTestId('clue-stats')
      .locator('a[data-figure-link]')
      .filter({ hasText: /^签约\s*[\d,]+$/ });
    await signedFigure.click();
    await page.waitForURL(/\/admin\/clue\?/);
    await page.locator('tr').filter({ hasText: name }).first().waitFor();

    // 项目看板's row for 李明 opens the project list filtered to him, the tag naming him.
    await page.goto(`${env.portal.url}/admin/project-stats?scope=mine`);
    await page.getByTestId('project-stats-owners').locator('tr').filter({ hasText: '李明' }).locator('a[data-figure-link]').first().click();
    await page.waitForURL(/\/admin\/project\?.*ownerId=/);
    await page.locator('[data-filter-tag="ownerId"]').getByText('负责人 李明').waitFor();
    await page.locator('tr').filter({ hasText: name }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
