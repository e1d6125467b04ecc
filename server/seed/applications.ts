import crypto from 'node:crypto';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import { todayOf, windowState } from '@shared/policyWindow';
import type { Db, DbOrTx } from '../db/client';
import {
  auditLogs,
  companies,
  companyMembers,
  departments,
  policies,
  policyApplicationSettings,
  policyApplications,
  queuedJobs,
  users,
  visitors,
  workflowInstances,
  workflowTasks,
  workflows,
  type ApplicationFieldSpec,
  type ApplicationMaterialSpec,
} from '../db/schema';
import type { Deps } from '../deps';
import { hashPassword } from '../lib/passwords';
import { MAIL_JOB } from '../modules/queue/mail';
import { act, startInstance, withdraw, resubmit, type Initiator } from '../modules/workflow/engine';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The people who file their companies' applications, for the companies the membership seed left without anyone. */
const applicants: [string, string, string][] = [
  ['周晓峰', 'zhou.xiaofeng@example-park-co.cn', '15062882201'],
  ['吴佳琪', 'wu.jiaqi@example-park-co.cn', '15062882202'],
  ['钱立新', 'qian.lixin@example-park-co.cn', '15062882203'],
  ['沈梦瑶', 'shen.mengyao@example-park-co.cn', '15062882204'],
  ['陆海峰', 'lu.haifeng@example-park-co.cn', '15062882205'],
  ['蒋雪莹', 'jiang.xueying@example-park-co.cn', '15062882206'],
  ['韦志刚', 'wei.zhigang@example-park-co.cn', '15062882207'],
  ['姚思远', 'yao.siyuan@example-park-co.cn', '15062882208'],
];

const materials: ApplicationMaterialSpec[] = [
  { key: 'applicationForm', name: '申报书', required: true, accept: ['pdf', 'docx', 'doc'], note: '按模板填写并加盖公章' },
  { key: 'licence', name: '营业执照', required: true, accept: ['pdf', 'jpg', 'png'], note: '副本扫描件' },
  { key: 'auditReport', name: '上一年度审计报告', required: true, accept: ['pdf'] },
  { key: 'ipProof', name: '知识产权证明', required: false, accept: ['pdf', 'jpg', 'png', 'zip'], note: '专利证书、软件著作权登记证书等' },
];
const fields: ApplicationFieldSpec[] = [
  { key: 'amount', label: '申请金额（元）', type: 'number', required: true },
  { key: 'projectName', label: '项目名称', type: 'text', required: true },
];

/** How far a demo application got: the reviewers' actions after submission, in order. */
type Scenario = 'draft' | 'approved' | 'rejected' | 'withdrawn' | 'returned' | 'resubmitted' | 'step0' | 'step1' | 'step2' | 'step3';
// Finished ones first, those still under review last (and newest, so no time limit has passed on them yet).
const scenarios: Scenario[] = ['approved', 'rejected', 'withdrawn', 'returned', 'draft', 'approved', 'step0', 'step1', 'step2', 'step3', 'resubmitted'];
const UNDER_REVIEW = new Set<Scenario>(['step0', 'step1', 'step2', 'step3', 'resubmitted']);
const projects = ['智能制造产线升级', '研发中心建设', '核心算法研发', '首台套装备推广', '工业互联网平台', '新材料中试'];

/**
 * Online application for five published demo policies whose window is open, and 40 applications of ten park
 * companies in every status, run through the approval engine (政策申报审核) as a company and the park's reviewers
 * would: real instances, tasks and timelines. Deterministic for a given day; after the workflows, companies,
 * policies, visitors and memberships.
 */
export async function seedDemoApplications(tx: DbOrTx) {
  const now = Date.now();
  const today = todayOf(new Date(now));
  const [workflow] = await tx.select().from(workflows).where(eq(workflows.name, '政策申报审核'));
  const [dept] = await tx.select({ id: departments.id }).from(departments).where(eq(departments.name, '企业服务部'));
  if (!workflow || workflow.publishedVersion === 0 || !dept) return;

  const candidates = await tx
    .select({ id: policies.id, title: policies.title, window: policies.window, maxAmount: policies.maxAmount })
    .from(policies)
    .where(eq(policies.status, 'published'))
    .orderBy(asc(policies.id))
    .limit(500);
  const chosen = candidates
    .filter((p) => p.maxAmount !== null && p.maxAmount >= 20 && ['open', 'closing_soon'].includes(windowState(p.window, today).windowStatus))
    .slice(0, 5);
  if (chosen.length < 5) return;
  await tx.insert(policyApplicationSettings).values(
    chosen.map((p, i) => ({
      policyId: p.id,
      open: true,
      workflowId: workflow.id,
      reviewDeptId: dept.id,
      // The IP proof only where the policy is about innovation; the audit report optional for the smaller grants.
      materials: materials
        .filter((m) => m.key !== 'ipProof' || i % 2 === 0)
        .map((m) => (m.key === 'auditReport' && p.maxAmount! < 50 ? { ...m, required: false } : m)),
      fields,
      updatedAt: new Date(now - 40 * DAY),
    })),
  );

  const people = await companyPeople(tx);
  const [lastJob] = await tx.select({ id: queuedJobs.id }).from(queuedJobs).orderBy(desc(queuedJobs.id)).limit(1);
  const staff = new Map((await tx.select({ id: users.id, name: users.realName }).from(users)).map((u) => [u.id, u.name]));

  // Every company and policy once, some pairs left out; ordered by scenario so those under review come last.
  const plan = people
    .flatMap((person, c) => chosen.map((policy, p) => ({ person, policy, scenario: scenarios[(c * 5 + p) % scenarios.length], skip: (c + p) % 5 === 4 })))
    .filter((x) => !x.skip)
    .sort((a, b) => Number(UNDER_REVIEW.has(a.scenario)) - Number(UNDER_REVIEW.has(b.scenario)));

  const firstUnderReview = plan.findIndex((x) => UNDER_REVIEW.has(x.scenario));
  for (const [i, { person, policy, scenario }] of plan.entries()) {
    // The demo's clock: finished applications over the last weeks, those under review in the last 2½ days (at most
    // a day of reviews each, so the time limits that decide by themselves have not passed yet).
    let clock = UNDER_REVIEW.has(scenario) ? now - 60 * HOUR + (i - firstUnderReview) * 2 * HOUR : now - (30 - (i % 25)) * DAY;
    const deps = { db: tx as Db, now: () => new Date(clock), config: {} } as Deps;
    const later = (hours: number) => (clock += hours * HOUR);

    const cap = policy.maxAmount! * 10_000;
    const amount = Math.round((cap * [0.3, 0.6, 0.9, 1][i % 4]) / 1000) * 1000;
    const values = { amount, projectName: `${person.companyName.replace(/有限公司$/, '')}${projects[i % projects.length]}项目` };
    const [app] = await tx
      .insert(policyApplications)
      .values({
        policyId: policy.id,
        companyId: person.companyId,
        visitorId: person.visitorId,
        fields: values,
        contactName: person.name,
        contactPhone: person.phone ?? '0512-62880000',
        createdAt: new Date(clock),
        updatedAt: new Date(clock),
      })
      .returning({ id: policyApplications.id });
    if (scenario === 'draft') continue;

    later(2);
    const initiator: Initiator = { kind: 'visitor', id: person.visitorId, name: `${person.companyName} · ${person.name}`.slice(0, 64) };
    const data = { ...values, policyId: policy.id, companyId: person.companyId, ...person.conditions, fields: values };
    const instanceId = await startInstance(deps, tx, {
      workflowId: workflow.id,
      businessType: 'policy_application',
      businessId: app.id,
      title: `${person.companyName} · ${policy.title}`,
      initiator,
      policyDeptId: dept.id,
      data,
      comment: '请审核',
    });
    await tx
      .update(policyApplications)
      .set({ instanceId, status: 'running', submittedAt: new Date(clock), updatedAt: new Date(clock) })
      .where(eq(policyApplications.id, app.id));

    /** The first reviewer waiting at the current step acts. */
    const review = async (action: 'approve' | 'reject' | 'return', comment: string, setFields?: Record<string, number>) => {
      later(5);
      const [task] = await tx
        .select({ id: workflowTasks.id, assigneeId: workflowTasks.assigneeId })
        .from(workflowTasks)
        .where(and(eq(workflowTasks.instanceId, instanceId), eq(workflowTasks.status, 'pending'), eq(workflowTasks.kind, 'actor')))
        .orderBy(asc(workflowTasks.id))
        .limit(1);
      if (!task) return;
      await act(deps, {
        taskId: task.id,
        actor: { kind: 'user', id: task.assigneeId, name: staff.get(task.assigneeId) ?? '' },
        action,
        comment,
        fields: setFields,
      });
    };
    const approvedAmount = Math.round((amount * 0.8) / 1000) * 1000;
    const reviewSteps = async (count: number) => {
      const comments = ['材料齐全，符合受理条件', '经复核，同意支持', '同意', '已备案'];
      for (let step = 0; step < count; step += 1) {
        const [{ status, currentStep }] = await tx.select().from(workflowInstances).where(eq(workflowInstances.id, instanceId));
        if (status !== 'running' || currentStep === null) return;
        await review('approve', comments[currentStep], currentStep === 1 ? { approvedAmount } : undefined);
      }
    };

    switch (scenario) {
      case 'approved':
        await reviewSteps(4);
        break;
      case 'rejected':
        await reviewSteps(1);
        await review('reject', '经核查，企业上一年度研发投入未达到政策要求，不予支持');
        break;
      case 'withdrawn':
        later(3);
        await withdraw(deps, instanceId, initiator, '申报金额填写有误，撤回后重新申报');
        break;
      case 'returned':
        await review('return', '营业执照副本扫描件不清晰，请重新上传后提交');
        break;
      case 'resubmitted':
        await review('return', '申报书缺少法定代表人签字页，请补充');
        later(6);
        await resubmit(deps, instanceId, initiator, { comment: '已补充签字页' });
        break;
      default:
        await reviewSteps(Number(scenario.slice(-1)));
    }
  }
  // The demo's history is data, not something an operator did or anyone should be mailed about: the operation log
  // starts empty and the e-mails the engine queued for the demo people are dropped (their bells and inboxes keep the news).
  await tx.delete(auditLogs).where(eq(auditLogs.entity, 'workflow_instance'));
  await tx.delete(queuedJobs).where(and(eq(queuedJobs.kind, MAIL_JOB), gt(queuedJobs.id, lastJob?.id ?? 0)));
}

/** Ten park companies, each with one of its people: the membership seed's, or a new visitor who administers it. */
async function companyPeople(tx: DbOrTx) {
  const firms = await tx.select().from(companies).orderBy(asc(companies.id)).limit(10);
  const members = await tx
    .select({ companyId: companyMembers.companyId, visitorId: visitors.id, name: visitors.displayName, phone: visitors.phone })
    .from(companyMembers)
    .innerJoin(visitors, eq(visitors.id, companyMembers.visitorId))
    .where(
      inArray(
        companyMembers.companyId,
        firms.map((f) => f.id),
      ),
    )
    .orderBy(asc(companyMembers.id));
  const without = firms.filter((f) => !members.some((m) => m.companyId === f.id)).slice(0, applicants.length);
  if (without.length) {
    const passwordHash = await hashPassword(crypto.randomBytes(18).toString('base64url'));
    const created = await tx
      .insert(visitors)
      .values(
        without.map((_, i) => {
          const [displayName, email, phone] = applicants[i];
          return { displayName, email, phone, passwordHash, termsAcceptedAt: new Date() };
        }),
      )
      .returning({ id: visitors.id, name: visitors.displayName, phone: visitors.phone });
    await tx
      .insert(companyMembers)
      .values(without.map((f, i) => ({ companyId: f.id, visitorId: created[i].id, role: 'admin' as const, joinedAt: new Date(Date.now() - 50 * DAY) })));
    members.push(...without.map((f, i) => ({ companyId: f.id, visitorId: created[i].id, name: created[i].name, phone: created[i].phone })));
  }
  return firms.flatMap((f) => {
    const m = members.find((x) => x.companyId === f.id);
    if (!m) return [];
    return {
      companyId: f.id,
      companyName: f.name,
      visitorId: m.visitorId,
      name: m.name,
      phone: m.phone,
      // What the workflow's step conditions read besides the amount.
      conditions: { industry: f.industryCode, region: f.regionCode, scale: f.scale, highTech: f.qualifications.includes('high_tech') },
    };
  });
}
