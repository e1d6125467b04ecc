import { eq, inArray, notInArray } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { companies, companyMembers, policies, policyApplicationSettings, policyApplications, users, visitors } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { loginAs, mailText, registerVisitor, usePortal, watchErrors } from './harness';

/**
 * Issue 17's browser test: a company user applies for a policy with materials; the first reviewer returns it asking
 * for one more document; the user adds it and resubmits; two steps approve it, one setting the approved amount;
 * the user sees the result, the notice and the timeline.
 */
describe('policy applications in the browser', () => {
  const env = usePortal();
  const STAFF_PASSWORD = 'Review@2026x';
  const VISITOR_PASSWORD = 'Apply@2026x';

  /** A one-page PDF a viewer can draw (objects, cross-reference table and trailer): the upload checks the content, not the name. */
  function pdf(name: string) {
    const text = `BT /F1 18 Tf 40 100 Td (${Buffer.from(name).toString('hex').slice(0, 24)}) Tj ET`;
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ];
    let body = '%PDF-1.4\n';
    const offsets = objects.map((o, i) => {
      const at = body.length;
      body += `${i + 1} 0 obj\n${o}\nendobj\n`;
      return at;
    });
    const xref = body.length;
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
  }

  async function uploadMaterial(page: Page, key: string, file: string) {
    const item = page.getByTestId(`material-${key}`);
    await item.locator('input[type=file]').setInputFiles(pdf(file));
    await item.getByText(file).waitFor();
    await item.locator('.ant-upload-list-item-done').first().waitFor();
  }

  async function staffPage(browser: Browser, username: string) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAs(page, env.portal.url, username, STAFF_PASSWORD);
    await page.waitForURL(`${env.portal.url}/`);
    return page;
  }

  /** Opens the reviewer's inbox on this application (titled 「company · policy」) and returns the drawer once it shows the form. */
  async function openTask(page: Page, title: string): Promise<Locator> {
    await page.goto(`${env.portal.url}/admin/tasks`);
    await page.locator('tr').filter({ hasText: title }).first().getByText('办理').click();
    const drawer = page.getByTestId('instance-drawer');
    await drawer.getByTestId('act-form').waitFor();
    return drawer;
  }

  async function act(page: Page, drawer: Locator, action: string, fill: (form: Locator) => Promise<void> = async () => undefined) {
    const form = drawer.getByTestId('act-form');
    await form.locator('.ant-radio-button-wrapper').filter({ hasText: action }).click();
    await fill(form);
    await form.getByRole('button', { name: new RegExp(action.split('').join('\\s*')) }).click();
    await page.getByText(`已${action}`).first().waitFor();
  }

  it('applies, is returned for a document, resubmits, and is approved with an amount', async () => {
    const { database, url } = env.portal;
    const db = database.db;
    // An open policy whose form asks for the optional IP proof (the document the reviewer will ask for).
    const settings = (await db.select().from(policyApplicationSettings).where(eq(policyApplicationSettings.open, true))).find((s) =>
      s.materials.some((m) => m.key === 'ipProof'),
    );
    if (!settings) throw new Error('no open policy asks for the IP proof in the demo park');
    // A park company that has nothing filed for it yet.
    const taken = db.select({ id: policyApplications.companyId }).from(policyApplications).where(eq(policyApplications.policyId, settings.policyId));
    const [company] = await db.select().from(companies).where(notInArray(companies.id, taken)).orderBy(companies.id).limit(1);
    const [policy] = await db.select({ title: policies.title }).from(policies).where(eq(policies.id, settings.policyId));
    // The company may have other applications under review: the inbox rows are told apart by their title.
    const title = `${company.name} · ${policy.title}`;
    // Reviewers: the 企业服务部 (受理, then 复审 as the reviewing department) and finance (财务备案).
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(STAFF_PASSWORD) })
      .where(inArray(users.username, ['sunlihua', 'wumin']));

    // The company's person registers on the front and is a member of the company.
    const visitor = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const visitorErrors = watchErrors(visitor);
    await visitor.goto(url, { waitUntil: 'networkidle' });
    await registerVisitor(visitor, env.portal, 'apply.e2e@example-co.cn', '赵敏', VISITOR_PASSWORD);
    const [me] = await db.select({ id: visitors.id }).from(visitors).where(eq(visitors.email, 'apply.e2e@example-co.cn'));
    await db.insert(companyMembers).values({ companyId: company.id, visitorId: me.id, role: 'admin', joinedAt: new Date() });

    // The form: the company prefilled, the fields, the required materials; the IP proof is left out.
    await visitor.goto(`${url}/apply?policyId=${settings.policyId}`);
    const form = visitor.getByTestId('apply-form');
    await form.getByText(company.name).waitFor();
    await form.getByLabel('联系人').fill('赵敏');
    await form.getByLabel('联系电话').fill('13912345678');
    await form.getByLabel('申请金额（元）').fill('200000');
    await form.getByLabel('项目名称').fill('智能产线数字化改造');
    for (const m of settings.materials.filter((x) => x.required)) await uploadMaterial(visitor, m.key, `${m.name}.pdf`);
    await visitor.getByTestId('apply-submit').click();
    await visitor.getByText('申报已提交，请留意审核进度').waitFor();
    await visitor.waitForURL(/\/apply\?application=\d+/);
    const applicationId = Number(new URL(visitor.url()).searchParams.get('application'));
    await visitor.getByText('审核中').first().waitFor();

    // 孙丽华 (企业服务部) sees it in her inbox, counted in the header, and returns it asking for the IP proof.
    const reviewer = await staffPage(env.browser, 'sunlihua');
    const reviewerErrors = watchErrors(reviewer);
    let drawer = await openTask(reviewer, title);
    await expect(reviewer.getByTestId('task-count').innerText()).resolves.toMatch(/\d/);
    await drawer.getByText('受理与形式审查').first().waitFor();
    await act(reviewer, drawer, '退回', (f) => f.getByPlaceholder(/同意时可不填/).fill('请补充知识产权证明（专利证书扫描件）'));
    await drawer.getByTestId('act-form').waitFor({ state: 'detached' });

    // The company sees what was asked, adds the document and resubmits: straight back to 受理与形式审查.
    await visitor.goto(`${url}/apply?application=${applicationId}`);
    await visitor.getByText('请补充知识产权证明（专利证书扫描件）').first().waitFor();
    await visitor.getByText('已退回').first().waitFor();
    await visitor.getByRole('button', { name: /修改后重新提交/ }).click();
    await visitor.getByTestId('apply-form').waitFor();
    await uploadMaterial(visitor, 'ipProof', '发明专利证书.pdf');
    await visitor.getByTestId('apply-submit').click();
    await visitor.waitForURL(new RegExp(`/apply\\?application=${applicationId}`));
    await visitor.getByText('审核中').first().waitFor();

    // 受理 approves; 复审 sets the approved amount (capped by the form); finance files it.
    drawer = await openTask(reviewer, title);
    await act(reviewer, drawer, '同意');
    // She is in the reviewing department too: the next step waits on her in the same drawer.
    await drawer.getByText('办理：主管部门复审').waitFor();
    await act(reviewer, drawer, '同意', (f) => f.getByLabel('核定金额（元）').fill('180000'));
    await drawer.getByTestId('act-form').waitFor({ state: 'detached' });
    const finance = await staffPage(env.browser, 'wumin');
    drawer = await openTask(finance, title);
    // Finance has no applications screen: the approval shows the application, and its PDFs open in the browser's
    // viewer in place. Chromium draws a PDF in a frame of its own under the same URL; under a sandbox it stays blank.
    const materials = drawer.getByTestId('application-materials');
    const shown = finance.waitForResponse((r) => r.url().includes('?preview=1'));
    await materials.getByRole('button', { name: '预览 发明专利证书.pdf' }).click();
    const preview = await shown;
    expect([preview.status(), preview.headers()['content-type'], preview.headers()['x-frame-options']]).toEqual([200, 'application/pdf', 'SAMEORIGIN']);
    const src = (await finance.getByTestId('pdf-preview').getAttribute('src'))!;
    for (let waited = 0; finance.frames().filter((f) => f.url().endsWith(src)).length < 2; waited += 100) {
      if (waited > 10_000) throw new Error(`the PDF viewer did not draw ${src}: frames ${finance.frames().map((f) => f.url())}`);
      await finance.waitForTimeout(100);
    }
    await finance
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s*闭/ })
      .click();
    await act(finance, drawer, '同意');
    await drawer.getByText('审批结束').waitFor();

    // The company: approved, the amount, the timeline with the return and the resubmission, the notice and the e-mail.
    await visitor.goto(`${url}/apply?application=${applicationId}`);
    await visitor.getByText('已通过').first().waitFor();
    await visitor.getByText('180,000').first().waitFor();
    await visitor.getByTestId('timeline-return').waitFor();
    await visitor.getByTestId('timeline-resubmit').waitFor();
    await expect(visitor.getByTestId('timeline-approve').count()).resolves.toBe(3);
    await visitor.goto(`${url}/user?tab=notifications`);
    await visitor.getByText(`${company.name} · `, { exact: false }).first().waitFor();
    await visitor
      .getByText(/：已通过/)
      .first()
      .waitFor();
    const mail = env.portal.mails.find((m) => m.to.includes('apply.e2e@example-co.cn') && mailText(m.raw).includes('已审核通过'));
    expect(mail).toBeDefined();
    const [row] = await db
      .select({ status: policyApplications.status, approvedAmount: policyApplications.approvedAmount })
      .from(policyApplications)
      .where(eq(policyApplications.id, applicationId));
    expect(row).toEqual({ status: 'approved', approvedAmount: 180000 });

    expect(visitorErrors).toEqual([]);
    expect(reviewerErrors).toEqual([]);
  });
});
