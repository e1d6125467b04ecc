import type { Locator, Page } from 'playwright-core';
import { ADMIN_PASSWORD, loginAs, openUserMenu, settled, usePortal, watchErrors } from './harness';

/**
 * Issue 17's screens: an admin opens 工作流 from the menu, creates a workflow, adds two steps (one only for
 * large amounts), drags the second above the first, publishes v1, then deletes a step and sees the workflow
 * marked as changed since.
 */
describe('workflows in the browser', () => {
  const env = usePortal();

  /** The form item with this label (exact text). */
  const item = (container: Locator, label: string) =>
    container.locator('.ant-form-item').filter({ has: container.page().locator('label', { hasText: new RegExp(`^${label.replace(/[()（）]/g, '\\$&')}$`) }) });

  /** Opens the Select of a form item, types to search when asked, and picks an option by its text. */
  async function pick(page: Page, formItem: Locator, option: string, search?: string) {
    await formItem.locator('.ant-select').click();
    if (search) await page.keyboard.type(search);
    const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await settled(dropdown);
    await dropdown.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
  }

  /** The dialog on top, once it has finished opening. */
  async function dialog(page: Page, title: string) {
    const modal = page.locator('.ant-modal').filter({ hasText: title }).last();
    await settled(modal);
    return modal;
  }

  /** Confirms the open Popconfirm. */
  async function confirm(page: Page) {
    const popover = page.locator('.ant-popover:not(.ant-popover-hidden)').last();
    await settled(popover);
    await popover.getByRole('button', { name: /确\s*定|OK/ }).click();
  }

  /** Adds a step named `name` acted by 王海涛, with an optional condition. */
  async function addStep(page: Page, drawer: Locator, name: string, condition?: string) {
    await drawer.getByRole('button', { name: /添加步骤/ }).click();
    const modal = await dialog(page, '添加步骤');
    await item(modal, '步骤名称').locator('input').fill(name);
    await pick(page, item(modal, '办理人员'), '王海涛', '王海涛');
    if (condition) await item(modal, '执行条件').locator('input').fill(condition);
    await modal.getByRole('button', { name: /确\s*定|确\s*认/ }).click();
    await drawer.getByTestId('step-row').filter({ hasText: name }).waitFor();
  }

  const stepNames = (drawer: Locator) => drawer.getByTestId('step-row').locator('strong').allInnerTexts();

  it('creates a workflow, adds and reorders its steps, publishes v1 and shows later changes as unpublished', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await loginAs(page, env.portal.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);

    // From the public front to the back office, then 办公流程 › 工作流.
    await (await openUserMenu(page, 'current-user')).getByRole('menuitem', { name: /管理后台/ }).click();
    await page.waitForURL(/\/admin\//);
    const menu = page.locator('.ant-pro-sider').getByRole('menu').first();
    await menu.getByRole('menuitem', { name: /办公流程/ }).click();
    await menu.getByRole('link', { name: '工作流' }).click();
    await page.waitForURL(/\/admin\/workflow$/);
    await page.locator('tr').filter({ hasText: '政策申报审核' }).waitFor();

    // A new workflow; the fallback administrator is whoever creates it.
    await page.getByRole('button', { name: /新建工作流/ }).click();
    const form = await dialog(page, '新建工作流');
    await item(form, '名称').locator('input').fill('大额专项资金审批');
    await pick(page, item(form, '业务类型'), '政策申报');
    await item(form, '兜底管理员').getByText('系统管理员').waitFor();
    await form.getByRole('button', { name: /确\s*定|确\s*认/ }).click();
    await page.getByText('已新建工作流“大额专项资金审批”，请添加步骤').waitFor();

    // Its step editor opens at once.
    const drawer = page.locator('.ant-drawer-content').filter({ hasText: '步骤：大额专项资金审批' });
    await drawer.getByText('还没有步骤，点击“添加步骤”开始').waitFor();
    await expect(drawer.getByTestId('workflow-version').innerText()).resolves.toBe('未发布');

    await addStep(page, drawer, '经办初审');
    await addStep(page, drawer, '分管领导审批', 'amount > 50万');
    await expect(stepNames(drawer)).resolves.toEqual(['1. 经办初审', '2. 分管领导审批']);
    // Stored in its normal form, and drawn as a conditional box.
    await drawer.getByTestId('step-row').filter({ hasText: '分管领导审批' }).getByText('amount > 500000').waitFor();
    const preview = drawer.getByTestId('flow-preview');
    await preview.getByText('条件: amount > 500000').waitFor();

    // Drag the second step above the first by its handle.
    const handle = drawer.getByTestId('step-row').nth(1).getByTestId('step-handle');
    const target = drawer.getByTestId('step-row').first();
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    const sorted = page.waitForResponse((r) => r.url().includes('/api/oa/admin/workflow/stepsort'));
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 15 });
    await page.mouse.up();
    const answer = await (await sorted).json();
    expect(answer.data.steps.map((s: { name: string }) => s.name)).toEqual(['分管领导审批', '经办初审']);
    await drawer.getByTestId('step-row').first().filter({ hasText: '1. 分管领导审批' }).waitFor();
    await expect(stepNames(drawer)).resolves.toEqual(['1. 分管领导审批', '2. 经办初审']);
    await expect(preview.getByTestId('flow-step').allInnerTexts()).resolves.toEqual([
      expect.stringContaining('1. 分管领导审批'),
      expect.stringContaining('2. 经办初审'),
    ]);

    // Publish: the steps become v1.
    await drawer.getByRole('button', { name: '发布新版本' }).click();
    await confirm(page);
    await page.getByText('已发布 v1').waitFor();
    await drawer.getByTestId('workflow-version').getByText('v1').waitFor();
    await expect(drawer.getByRole('button', { name: '发布新版本' }).isDisabled()).resolves.toBe(true);
    await expect(drawer.getByText('有未发布的修改').count()).resolves.toBe(0);

    // Deleting a step is a change v1 does not have.
    await drawer
      .getByTestId('step-row')
      .filter({ hasText: '经办初审' })
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await confirm(page);
    await page.getByText('已删除步骤“经办初审”').waitFor();
    await drawer.getByText('有未发布的修改', { exact: true }).waitFor();
    await expect(stepNames(drawer)).resolves.toEqual(['1. 分管领导审批']);

    // The list says the same.
    await page.locator('.ant-drawer-close').click();
    const row = page.locator('tr').filter({ hasText: '大额专项资金审批' });
    await row.getByText('有未发布的修改').waitFor();
    await row.getByText('v1', { exact: true }).waitFor();

    expect(errors).toEqual([]);
    await page.close();
  });
});
