/**
 * Policy applications (server/modules/application) through the API: a company's people fill in, upload, submit,
 * follow, withdraw and resubmit; reviewers act through the workflow routes; staff list, sum and export; the
 * settings of a policy's form. On PGlite and PostgreSQL.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { withCheckChar } from '@shared/creditCode';
import {
  applicationCounts,
  companies,
  companyMembers,
  departments,
  policies,
  policyApplications,
  policyDepartments,
  users,
  visitors,
  workflows,
} from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { ADMIN_PASSWORD, bearer, createTestContext, dbKinds, type TestContext } from './harness';
import { createPolicy, policyApi } from './policyFixtures';

const PASSWORD = 'Visitor@2026pass';
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

function multipart(filename: string, data: Buffer) {
  const boundary = `----ApplyBoundary${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const materials = [
  { key: 'licence', name: '营业执照', required: true, accept: ['pdf', 'jpg', 'png'] },
  { key: 'plan', name: '项目申报书', required: true, accept: ['pdf', 'docx'] },
  { key: 'ipProof', name: '知识产权证明', required: false, accept: ['pdf'] },
];
const fields = [
  { key: 'amount', label: '申请金额（元）', type: 'number', required: true },
  { key: 'projectName', label: '项目名称', type: 'text', required: true },
];

describe.each(dbKinds)('policy applications on %s', (kind) => {
  let ctx: TestContext;
  let uploadDir: string;
  let admin: Record<string, string>;
  let workflowId: number;
  let reviewDeptId: number;
  let policyId: number;
  let closedPolicyId: number;
  /** Company A's filer and colleague, company B's filer, and a visitor without a company. */
  const v: Record<'zhang' | 'li' | 'zhao' | 'wang' | 'nobody', { id: number; token: Record<string, string> }> = {} as never;
  const reviewers: Record<string, Record<string, string>> = {};

  const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ url, headers });
  const post = (url: string, payload: object, headers: Record<string, string>) => ctx.app.inject({ method: 'POST', url, payload, headers });
  const upload = async (who: Record<string, string>, filename = '营业执照.pdf', data = PDF) => {
    const body = multipart(filename, data);
    return ctx.app.inject({ method: 'POST', url: '/api/visitor/apply/upload', payload: body.payload, headers: { ...who, ...body.headers } });
  };
  const uploaded = async (who: Record<string, string>, filename?: string) => {
    const res = await upload(who, filename);
    expect(res.statusCode).toBe(200);
    return res.json().data.id as number;
  };
  const statusOf = async (id: number) => (await ctx.database.db.select().from(policyApplications).where(eq(policyApplications.id, id)))[0];

  async function visitor(name: string, email: string, companyId: number | null, role: 'admin' | 'member' = 'admin') {
    const [row] = await ctx.database.db
      .insert(visitors)
      .values({ email, phone: null, passwordHash: await hashPassword(PASSWORD), displayName: name, termsAcceptedAt: ctx.now() })
      .returning({ id: visitors.id });
    if (companyId) await ctx.database.db.insert(companyMembers).values({ companyId, visitorId: row.id, role, joinedAt: ctx.now() });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/visitor/login', payload: { address: email, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    return { id: row.id, token: bearer(res.json().data.token) };
  }

  /** The reviewer's pending task on the application, from the staff detail. */
  async function taskOf(applicationId: number, who: string) {
    const res = await get(`/api/oa/admin/application/detail?id=${applicationId}`, reviewers[who]);
    expect(res.statusCode).toBe(200);
    return res.json().data.myTask as { id: number; step: number } | null;
  }
  /** The same from the reviewer's inbox, for a reviewer without the application screen (application:query). */
  async function inboxTaskOf(applicationId: number, who: string) {
    const todo = (await get('/api/oa/admin/workflow/task/query?box=todo&businessType=policy_application&pageSize=200', reviewers[who])).json().data.list;
    return todo.find((t: { businessId: number }) => t.businessId === applicationId) as { taskId: number } | undefined;
  }
  const act = (who: string, body: object) => post('/api/oa/admin/workflow/task/act', body, reviewers[who]);

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-apply-'));
    ctx = await createTestContext(kind, { uploadDir });
    admin = bearer(await ctx.adminToken());
    const { db } = ctx.database;
    workflowId = (await db.select({ id: workflows.id }).from(workflows).where(eq(workflows.name, '政策申报审核')))[0].id;
    reviewDeptId = (await db.select({ id: departments.id }).from(departments).where(eq(departments.name, '企业服务部')))[0].id;
    const [dept] = await db.select({ id: policyDepartments.id }).from(policyDepartments).limit(1);
    const api = await policyApi(ctx);
    // The clock reads 2026-11-21: one window open, one closed.
    policyId = await createPolicy(api, dept.id, { title: '星湖申报测试政策', maxAmount: 100 });
    closedPolicyId = await createPolicy(api, dept.id, { title: '星湖已截止政策', window: { kind: 'range', startDate: '2026-01-01', endDate: '2026-03-31' } });
    for (const id of [policyId, closedPolicyId]) {
      const res = await post('/api/oa/admin/application/settings', { policyId: id, open: true, workflowId, reviewDeptId, materials, fields }, admin);
      if (res.statusCode !== 200) throw new Error(`settings: ${res.body}`);
    }
    const [a, b] = await db
      .insert(companies)
      .values([
        { name: '苏州星湖申报科技有限公司', creditCode: withCheckChar('91320594MA1APPL1X'), industryCode: '65', regionCode: '320571', scale: 'small' },
        { name: '苏州另一家申报有限公司', creditCode: withCheckChar('91320594MA1APPL2X'), industryCode: '34', regionCode: '320571' },
      ])
      .returning({ id: companies.id });
    v.zhang = await visitor('张申报', 'zhang@apply.example.cn', a.id);
    v.li = await visitor('李同事', 'li@apply.example.cn', a.id, 'member');
    v.zhao = await visitor('赵管理', 'zhao@apply.example.cn', a.id);
    v.wang = await visitor('王别家', 'wang@apply.example.cn', b.id);
    v.nobody = await visitor('无企业', 'nobody@apply.example.cn', null);
    // The demo reviewers sign in with a known password.
    const hash = (await db.select().from(users).where(eq(users.username, 'admin')))[0].passwordHash;
    const names = ['sunlihua', 'wanghaitao', 'wumin'];
    await db.update(users).set({ passwordHash: hash }).where(inArray(users.username, names));
    for (const [i, name] of names.entries()) reviewers[name] = bearer(await ctx.login(name, ADMIN_PASSWORD, `10.77.0.${i + 1}`));
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('guards the routes: visitors by their session, staff by their keys', async () => {
    for (const url of ['/api/visitor/apply/query', `/api/visitor/apply/form?policyId=${policyId}`]) {
      expect({ url, none: (await get(url, {})).statusCode, staff: (await get(url, admin)).statusCode }).toEqual({ url, none: 401, staff: 401 });
    }
    expect((await upload({})).statusCode).toBe(401);
    expect((await upload(admin)).statusCode).toBe(401);
    await ctx.createUser('nokeys', 'Nokeys@2026x');
    const nokeys = bearer(await ctx.login('nokeys', 'Nokeys@2026x', '10.77.1.1'));
    // Someone with neither the screen nor a task on it is told of no such application.
    const [someone] = await ctx.database.db
      .select({ id: policyApplications.id })
      .from(policyApplications)
      .where(isNotNull(policyApplications.submittedAt))
      .limit(1);
    expect((await get(`/api/oa/admin/application/detail?id=${someone.id}`, nokeys)).statusCode).toBe(404);
    for (const url of [
      '/api/oa/admin/application/query',
      '/api/oa/admin/application/summary',
      '/api/oa/admin/application/export',
      `/api/oa/admin/application/settings?policyId=${policyId}`,
    ]) {
      expect({ url, status: (await get(url, nokeys)).statusCode }).toEqual({ url, status: 403 });
    }
    expect((await post('/api/oa/admin/application/settings', { policyId, open: false, materials: [], fields: [] }, nokeys)).statusCode).toBe(403);
    expect((await get('/api/oa/admin/application/query', v.zhang.token)).statusCode).toBe(401);
  });

  it('checks the settings: a workflow for policy applications, enabled; unique keys; at most 20', async () => {
    const [other] = await ctx.database.db.select({ id: workflows.id }).from(workflows).where(eq(workflows.name, '文章发布审核'));
    const [draft] = await ctx.database.db.select({ id: workflows.id }).from(workflows).where(eq(workflows.name, '专项资金申报审核（2027版）'));
    const base = { policyId: closedPolicyId, open: true, workflowId, reviewDeptId, materials, fields };
    for (const [body, status, field] of [
      [{ ...base, workflowId: other.id }, 422, 'workflowId'],
      [{ ...base, workflowId: draft.id }, 422, 'workflowId'],
      [{ ...base, workflowId: null }, 400, 'workflowId'],
      [{ ...base, reviewDeptId: 999999 }, 422, 'reviewDeptId'],
      [{ ...base, materials: [materials[0], materials[0]] }, 400, 'materials'],
      [{ ...base, materials: Array.from({ length: 21 }, (_, i) => ({ ...materials[0], key: `m${i}` })) }, 400, 'materials'],
      [{ ...base, materials: [{ ...materials[0], accept: ['exe'] }] }, 400, 'materials.0.accept.0'],
      [{ ...base, fields: [{ key: 'amount', label: '金额', type: 'text', required: true }] }, 422, 'fields'],
    ] as [object, number, string][]) {
      const res = await post('/api/oa/admin/application/settings', body, admin);
      expect({ status: res.statusCode, field: res.json().field }).toEqual({ status, field });
    }
    const saved = (await get(`/api/oa/admin/application/settings?policyId=${policyId}`, admin)).json().data;
    expect(saved).toMatchObject({
      open: true,
      workflow: { id: workflowId, name: '政策申报审核' },
      reviewDept: { name: '企业服务部' },
      maxAmount: 100,
      updatedBy: '系统管理员',
    });
    expect(saved.materials.map((m: { key: string }) => m.key)).toEqual(['licence', 'plan', 'ipProof']);
  });

  let appId: number;
  it('fills in the form, uploads, saves a draft and submits it; the checks name what is missing', async () => {
    expect((await get(`/api/visitor/apply/form?policyId=${policyId}`, v.nobody.token)).statusCode).toBe(403);
    expect((await get('/api/visitor/apply/form?policyId=999999', v.zhang.token)).statusCode).toBe(404);
    const [unset] = await ctx.database.db.select({ id: policies.id }).from(policies).where(eq(policies.status, 'published')).limit(1);
    const closed = await get(`/api/visitor/apply/form?policyId=${unset.id}`, v.zhang.token);
    expect([closed.statusCode, closed.json().field]).toEqual([422, 'policyId']);

    const form = (await get(`/api/visitor/apply/form?policyId=${policyId}`, v.zhang.token)).json().data;
    expect(form).toMatchObject({
      policy: { id: policyId, title: '星湖申报测试政策', windowStatus: 'open', openToday: true, deadline: '2026-12-31', maxAmount: 100 },
      prefill: { companyName: '苏州星湖申报科技有限公司', industryCode: '65', contactName: '张申报' },
      application: null,
    });
    // 100 万元 caps the amount at 1 000 000 元.
    expect(form.fields[0]).toMatchObject({ key: 'amount', max: 1_000_000 });

    const refused = await upload(v.zhang.token, 'virus.exe', Buffer.from('MZ\x90\x00\x03\x00\x00\x00'));
    expect(refused.statusCode).toBe(415);
    const licence = await uploaded(v.zhang.token);
    const theirs = await uploaded(v.wang.token);
    const draft = { policyId, fields: { amount: 600000, projectName: '智能产线' }, contactName: '张申报', contactPhone: '13912340001' };

    const notMine = await post('/api/visitor/apply/save', { ...draft, materials: [{ key: 'licence', uploadId: theirs }] }, v.zhang.token);
    expect([notMine.statusCode, notMine.json().field]).toEqual([422, 'materials.licence']);
    const unknownKey = await post('/api/visitor/apply/save', { ...draft, materials: [{ key: 'photo', uploadId: licence }] }, v.zhang.token);
    expect([unknownKey.statusCode, unknownKey.json().field]).toEqual([422, 'materials.photo']);
    const over = await post('/api/visitor/apply/save', { ...draft, fields: { amount: 2_000_000 }, materials: [] }, v.zhang.token);
    expect([over.statusCode, over.json().field]).toEqual([422, 'fields.amount']);

    const saved = await post('/api/visitor/apply/save', { ...draft, materials: [{ key: 'licence', uploadId: licence }] }, v.zhang.token);
    expect(saved.statusCode).toBe(200);
    appId = saved.json().data.application.id;
    expect(saved.json().data.application).toMatchObject({
      status: 'draft',
      editable: true,
      filedBy: '张申报',
      materials: [{ key: 'licence', name: '营业执照.pdf' }],
    });
    // One draft or live application per company and policy.
    const second = await post('/api/visitor/apply/save', { ...draft, materials: [] }, v.li.token);
    expect([second.statusCode, second.json().field]).toEqual([409, 'policyId']);
    // Staff do not see drafts.
    expect((await get(`/api/oa/admin/application/detail?id=${appId}`, admin)).statusCode).toBe(404);

    const missing = await post('/api/visitor/apply/submit', { id: appId }, v.zhang.token);
    expect([missing.statusCode, missing.json().field]).toEqual([422, 'materials.plan']);
    expect(missing.json().errorMessage).toContain('项目申报书');

    // A colleague adds the plan; the licence stays although someone else uploaded it.
    const plan = await uploaded(v.li.token, '申报书.pdf');
    const both = [
      { key: 'licence', uploadId: licence },
      { key: 'plan', uploadId: plan },
    ];
    expect((await post('/api/visitor/apply/save', { ...draft, id: appId, materials: both }, v.li.token)).statusCode).toBe(200);
    // The policy's maximum is lowered meanwhile: the submission checks it again.
    await ctx.database.db.update(policies).set({ maxAmount: 50 }).where(eq(policies.id, policyId));
    const tooMuch = await post('/api/visitor/apply/submit', { id: appId }, v.zhang.token);
    expect([tooMuch.statusCode, tooMuch.json().field]).toEqual([422, 'fields.amount']);
    await ctx.database.db.update(policies).set({ maxAmount: 100 }).where(eq(policies.id, policyId));

    const submitted = await post('/api/visitor/apply/submit', { id: appId, comment: '请审核' }, v.zhang.token);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data.application).toMatchObject({
      status: 'running',
      editable: false,
      currentStepName: '受理与形式审查',
      submittedAt: ctx.now().toISOString(),
    });
    expect(submitted.json().data.timeline.map((h: { action: string }) => h.action)).toEqual(['submit']);
    expect((await post('/api/visitor/apply/save', { ...draft, id: appId, materials: both }, v.zhang.token)).statusCode).toBe(409);

    // Any of the company's people sees it; the form shows it.
    const list = (await get('/api/visitor/apply/query', v.li.token)).json().data;
    expect(list.list).toEqual([expect.objectContaining({ id: appId, policyTitle: '星湖申报测试政策', status: 'running', currentStepName: '受理与形式审查' })]);
    expect((await get(`/api/visitor/apply/form?policyId=${policyId}`, v.li.token)).json().data.application).toMatchObject({ id: appId, status: 'running' });
  });

  it("does not show or touch another company's application", async () => {
    for (const [method, url, body] of [
      ['GET', `/api/visitor/apply/detail?id=${appId}`],
      ['POST', '/api/visitor/apply/submit', { id: appId }],
      ['POST', '/api/visitor/apply/withdraw', { id: appId }],
      ['POST', '/api/visitor/apply/urge', { id: appId }],
      ['POST', '/api/visitor/apply/save', { id: appId, policyId, fields: {}, materials: [] }],
    ] as [string, string, object?][]) {
      const res = method === 'GET' ? await get(url, v.wang.token) : await post(url, body!, v.wang.token);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
    expect((await get('/api/visitor/apply/query', v.wang.token)).json().data.total).toBe(0);
  });

  it('refuses a submission outside the window, naming it', async () => {
    const licence = await uploaded(v.zhang.token);
    const plan = await uploaded(v.zhang.token, 'plan.pdf');
    const saved = await post(
      '/api/visitor/apply/save',
      {
        policyId: closedPolicyId,
        fields: { amount: 10000, projectName: '已截止项目' },
        materials: [
          { key: 'licence', uploadId: licence },
          { key: 'plan', uploadId: plan },
        ],
        contactName: '张申报',
        contactPhone: '13912340001',
      },
      v.zhang.token,
    );
    expect(saved.statusCode).toBe(200);
    const res = await post('/api/visitor/apply/submit', { id: saved.json().data.application.id }, v.zhang.token);
    expect([res.statusCode, res.json().field]).toEqual([422, 'window']);
    expect(res.json().errorMessage).toContain('2026-01-01 to 2026-03-31');
  });

  it('a reviewer returns it; the company edits and resubmits and it lands back on the step that returned it', async () => {
    // Urging: the filer (or a company administrator), once a day; a colleague who is neither cannot.
    expect((await post('/api/visitor/apply/urge', { id: appId }, v.li.token)).statusCode).toBe(403);
    expect((await get(`/api/visitor/apply/detail?id=${appId}`, v.li.token)).json().data.mayAct).toBe(false);
    const urged = await post('/api/visitor/apply/urge', { id: appId }, v.zhang.token);
    expect([urged.statusCode, urged.json().data.urged > 0]).toEqual([200, true]);
    expect((await post('/api/visitor/apply/urge', { id: appId }, v.zhang.token)).statusCode).toBe(409);

    const first = await taskOf(appId, 'sunlihua');
    expect(first).toMatchObject({ step: 0 });
    expect((await act('sunlihua', { taskId: first!.id, action: 'approve', comment: '受理' })).statusCode).toBe(200);
    const second = await taskOf(appId, 'sunlihua');
    expect(second).toMatchObject({ step: 1 });
    const returned = await act('sunlihua', { taskId: second!.id, action: 'return', comment: '请补充知识产权证明' });
    expect(returned.statusCode).toBe(200);
    // The trigger brought the status along in the reviewer's transaction.
    expect((await statusOf(appId)).status).toBe('returned');

    const detail = (await get(`/api/visitor/apply/detail?id=${appId}`, v.li.token)).json().data;
    expect(detail.application).toMatchObject({ status: 'returned', editable: true, currentStepName: null });
    expect(detail.sentBack).toMatchObject({ action: 'return', stepName: '主管部门复审', comment: '请补充知识产权证明' });
    // What was filed is shown under the form's names.
    expect(detail.labels).toEqual({
      fields: { amount: '申请金额（元）', projectName: '项目名称' },
      materials: { licence: '营业执照', plan: '项目申报书', ipProof: '知识产权证明' },
    });
    // Withdrawing is for applications under review.
    expect((await post('/api/visitor/apply/withdraw', { id: appId }, v.zhang.token)).statusCode).toBe(409);

    const ip = await uploaded(v.zhang.token, '专利证书.pdf');
    const kept = detail.application.materials.map((m: { key: string; uploadId: number }) => ({ key: m.key, uploadId: m.uploadId }));
    const edited = await post(
      '/api/visitor/apply/save',
      {
        id: appId,
        policyId,
        fields: { amount: 600000, projectName: '智能产线（补充）' },
        materials: [...kept, { key: 'ipProof', uploadId: ip }],
        contactName: '张申报',
        contactPhone: '13912340001',
      },
      v.zhang.token,
    );
    expect(edited.statusCode).toBe(200);
    // The filer or a company administrator resubmits; here the administrator, for the filer, named as who acted.
    expect((await post('/api/visitor/apply/submit', { id: appId }, v.li.token)).statusCode).toBe(403);
    expect((await get(`/api/visitor/apply/detail?id=${appId}`, v.zhao.token)).json().data.mayAct).toBe(true);
    const again = await post('/api/visitor/apply/submit', { id: appId, comment: '已补充' }, v.zhao.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.application).toMatchObject({ status: 'running', currentStepName: '主管部门复审', fields: { projectName: '智能产线（补充）' } });
    const timeline = again.json().data.timeline as { action: string; actorName: string }[];
    expect(timeline.map((h) => h.action)).toEqual(['submit', 'urge', 'approve', 'return', 'resubmit']);
    expect(timeline[4].actorName).toContain('赵管理');
    // The application stays the filer's: the outcome will reach them.
    expect((await statusOf(appId)).visitorId).toBe(v.zhang.id);
  });

  it('approves to the end with the approved amount: in the lists, the summary and the export', async () => {
    const review = await taskOf(appId, 'sunlihua');
    expect(review).toMatchObject({ step: 1 });
    const staffDetail = (await get(`/api/oa/admin/application/detail?id=${appId}`, reviewers.sunlihua)).json().data;
    expect(staffDetail).toMatchObject({
      application: { id: appId, companyName: '苏州星湖申报科技有限公司', amount: 600000, status: 'running', currentStepName: '主管部门复审' },
      company: { name: '苏州星湖申报科技有限公司', industryCode: '65' },
      match: { rules: [expect.objectContaining({ label: '上一年度营业收入不低于2000万元', outcome: 'unknown' })] },
      currentStep: 1,
      labels: { materials: { plan: '项目申报书' } },
    });
    // Who has it now: the reviewing department's people (孙丽华 among them).
    expect(staffDetail.pendingAssignees.map((p: { name: string }) => p.name)).toContain('孙丽华');
    expect(staffDetail.steps[1].fields).toEqual([expect.objectContaining({ key: 'approvedAmount', required: true })]);
    expect(staffDetail.application.materials.map((m: { key: string }) => m.key)).toEqual(['licence', 'plan', 'ipProof']);

    expect((await act('sunlihua', { taskId: review!.id, action: 'approve', fields: { approvedAmount: 480000 } })).statusCode).toBe(200);
    // 600 000 > 500 000: the leader's step applies. Without the applications screen he reads the application he
    // reviews (its materials, from his inbox), and his task is in it; not before he had one.
    const leaderDetail = () => get(`/api/oa/admin/application/detail?id=${appId}`, reviewers.wanghaitao);
    const leader = await inboxTaskOf(appId, 'wanghaitao');
    expect(await leaderDetail()).toMatchObject({ statusCode: 200 });
    expect((await leaderDetail()).json().data).toMatchObject({ myTask: { id: leader!.taskId }, application: { materials: expect.any(Array) } });
    expect((await get(`/api/oa/admin/application/detail?id=${appId}`, reviewers.wumin)).statusCode).toBe(404);
    expect((await act('wanghaitao', { taskId: leader!.taskId, action: 'approve' })).statusCode).toBe(200);
    const finance = await inboxTaskOf(appId, 'wumin');
    expect((await act('wumin', { taskId: finance!.taskId, action: 'approve', comment: '已备案' })).statusCode).toBe(200);
    expect(await statusOf(appId)).toMatchObject({ status: 'approved', approvedAmount: 480000, decidedAt: ctx.now() });

    const mine = (await get('/api/visitor/apply/query?status=approved', v.zhang.token)).json().data.list;
    expect(mine).toEqual([expect.objectContaining({ id: appId, status: 'approved', approvedAmount: 480000, currentStepName: null })]);
    const staff = (await get(`/api/oa/admin/application/query?policyId=${policyId}&status=approved`, admin)).json().data;
    expect(staff.list).toEqual([expect.objectContaining({ id: appId, approvedAmount: 480000, amount: 600000, filedBy: '张申报' })]);
    const summary = (await get(`/api/oa/admin/application/summary?policyId=${policyId}`, admin)).json().data;
    expect(summary).toEqual({
      total: { count: 1, amount: 480000 },
      byPolicy: [{ policyId, title: '星湖申报测试政策', count: 1, amount: 480000 }],
      byCompany: [expect.objectContaining({ name: '苏州星湖申报科技有限公司', count: 1, amount: 480000 })],
    });
    // The whole park's figures include the seeded demo's approvals.
    expect((await get('/api/oa/admin/application/summary?top=3', admin)).json().data.byPolicy.length).toBeGreaterThan(0);
  });

  it('company B withdraws, then files again; staff filter, sort and export the list', async () => {
    const licence = await uploaded(v.wang.token);
    const plan = await uploaded(v.wang.token, 'plan.pdf');
    const body = {
      policyId,
      fields: { amount: 90000, projectName: '=HYPERLINK("http://evil.example","点我")' },
      materials: [
        { key: 'licence', uploadId: licence },
        { key: 'plan', uploadId: plan },
      ],
      contactName: '=1+1',
      contactPhone: '0512-62881234',
    };
    const first = (await post('/api/visitor/apply/save', body, v.wang.token)).json().data.application.id as number;
    expect((await post('/api/visitor/apply/submit', { id: first }, v.wang.token)).statusCode).toBe(200);
    const withdrawn = await post('/api/visitor/apply/withdraw', { id: first, comment: '金额填错' }, v.wang.token);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data.application.status).toBe('withdrawn');
    expect(withdrawn.json().data.timeline.map((h: { action: string; comment: string | null }) => [h.action, h.comment])).toEqual([
      ['submit', null],
      ['withdraw', '金额填错'],
    ]);
    // A withdrawn one leaves room for a new one.
    const again = await post('/api/visitor/apply/save', body, v.wang.token);
    expect(again.statusCode).toBe(200);
    const secondId = again.json().data.application.id as number;
    expect((await post('/api/visitor/apply/submit', { id: secondId }, v.wang.token)).statusCode).toBe(200);

    const q = (query: string) => get(`/api/oa/admin/application/query?policyId=${policyId}&${query}`, admin);
    expect((await q('sortField=submittedAt&sortOrder=descend')).json().data.list.map((r: { id: number }) => r.id)).toEqual([secondId, first, appId]);
    expect((await q('status=withdrawn')).json().data.list.map((r: { id: number }) => r.id)).toEqual([first]);
    expect((await q(`keyword=${encodeURIComponent('另一家')}`)).json().data.total).toBe(2);
    expect((await q('submittedFrom=2026-11-22')).json().data.total).toBe(0);
    expect((await q('submittedFrom=2026-11-21&submittedTo=2026-11-21')).json().data.total).toBe(3);
    expect((await q('sortField=approvedAmount&sortOrder=descend')).json().data.list[0].id).toBe(appId);
    const [{ departmentId }] = await ctx.database.db.select({ departmentId: policies.departmentId }).from(policies).where(eq(policies.id, policyId));
    expect((await q(`departmentId=${departmentId}`)).json().data.total).toBe(3);
    const badRange = await q('submittedFrom=2026-11-22&submittedTo=2026-11-01');
    expect([badRange.statusCode, badRange.json().field]).toEqual([400, 'submittedTo']);
    expect((await q('status=draft')).statusCode).toBe(400);

    const res = await get(`/api/oa/admin/application/export?policyId=${policyId}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).getCell(2).value).toBe('政策名称');
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(secondId);
    expect(row.getCell(6).value).toBe('审核中');
    // A text that looks like a formula stays text.
    expect(row.getCell(10).value).toBe('=1+1');
    expect(row.getCell(10).type).toBe(ExcelJS.ValueType.String);

    // A rejection also makes room for a new application, and then the rejected one cannot come back alongside it.
    const task = await taskOf(secondId, 'sunlihua');
    expect((await act('sunlihua', { taskId: task!.id, action: 'reject', comment: '不符合条件' })).statusCode).toBe(200);
    expect((await statusOf(secondId)).status).toBe('rejected');
    const third = await post('/api/visitor/apply/save', body, v.wang.token);
    expect(third.statusCode).toBe(200);
    const back = await post('/api/visitor/apply/submit', { id: secondId }, v.wang.token);
    expect([back.statusCode, back.json().errorMessage]).toEqual([409, expect.stringContaining(`application ${third.json().data.application.id}`)]);
  });
  it('keeps the counters exact through every change: the list totals and the summary read them, the same as counting', async () => {
    const { db } = ctx.database;
    // Whatever the tests above did (drafts, submissions, returns, withdrawals, approvals), the counters match a count.
    const counted = await db
      .select({
        policyId: policyApplications.policyId,
        status: policyApplications.status,
        n: count(),
        amount: sql<string>`coalesce(sum(${policyApplications.approvedAmount}), 0)`,
      })
      .from(policyApplications)
      .where(isNotNull(policyApplications.submittedAt))
      .groupBy(policyApplications.policyId, policyApplications.status);
    const kept = await db
      .select()
      .from(applicationCounts)
      .where(sql`${applicationCounts.total} <> 0`);
    const key = (r: { policyId: number; status: string }) => `${r.policyId}/${r.status}`;
    expect(new Map(kept.map((r) => [key(r), [r.total, Number(r.approvedAmount)]]))).toEqual(new Map(counted.map((r) => [key(r), [r.n, Number(r.amount)]])));
    expect(counted.length).toBeGreaterThan(2);

    const total = async (query: string) => (await get(`/api/oa/admin/application/query?${query}`, admin)).json().data.total as number;
    const submitted = counted.reduce((n, r) => n + r.n, 0);
    expect(await total('')).toBe(submitted);
    expect(await total('status=approved')).toBe(counted.filter((r) => r.status === 'approved').reduce((n, r) => n + r.n, 0));
    expect(await total(`policyId=${policyId}&status=withdrawn`)).toBe(counted.find((r) => r.policyId === policyId && r.status === 'withdrawn')?.n ?? 0);
    const summary = (await get(`/api/oa/admin/application/summary?policyId=${policyId}`, admin)).json().data;
    const approved = counted.find((r) => r.policyId === policyId && r.status === 'approved')!;
    expect(summary.total).toEqual({ count: approved.n, amount: Number(approved.amount) });
    expect(summary.byPolicy).toEqual([expect.objectContaining({ policyId, count: approved.n, amount: Number(approved.amount) })]);

    // A statement that removes rows takes them off (in a transaction rolled back, for the tests after this one).
    let left: unknown[] | undefined;
    await db
      .transaction(async (tx) => {
        await tx.delete(policyApplications).where(eq(policyApplications.policyId, policyId));
        left = await tx
          .select()
          .from(applicationCounts)
          .where(and(eq(applicationCounts.policyId, policyId), sql`${applicationCounts.total} <> 0`));
        tx.rollback();
      })
      .catch((err: Error) => {
        if (!/rollback/i.test(err.message)) throw err;
      });
    expect(left).toEqual([]);
    expect((await db.select().from(applicationCounts).where(eq(applicationCounts.policyId, policyId))).length).toBeGreaterThan(0);
  });
});
