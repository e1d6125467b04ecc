import crypto from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { milestoneOverdue, planFromFlow, type FlowStep, type ProjectDocumentKind, type ProjectStage, type ProjectStatus } from '@shared/project';
import type { DbOrTx } from '../db/client';
import {
  clueHistory,
  clues,
  clueTaskTypes,
  companies,
  projectCategories,
  projectDocuments,
  projectMembers,
  projectMilestones,
  projects,
  projectUnits,
  scheduleFlows,
  units,
  uploads,
  users,
  workflowSteps,
  workflowVersions,
  workflows,
} from '../db/schema';
import { newStoredName, TYPES } from '../lib/uploads';
import type { UploadStore } from '../lib/uploadStore';
import { snapshotOf } from '../modules/workflow/service';
import { brands, seededRandom, trades } from './companies';

/** The project categories every park starts with (maintained from the project list's tree). */
export const standingCategories: [name: string, children: string[]][] = [
  ['制造业项目', ['先进制造', '新材料', '生物医药', '新能源']],
  ['现代服务业', ['商贸物流', '科技服务', '金融服务']],
  ['研发总部', ['企业总部', '研发中心']],
];

/** The schedule flows every park starts with: milestone name, task type (by name) and days. */
export const standingFlows: { name: string; description: string; steps: [string, string | null, number][] }[] = [
  {
    name: '制造业项目落地流程',
    description: '签约后工商注册、厂房装修、试生产到正式投产',
    steps: [
      ['签约', '合同审核', 14],
      ['工商注册', '入驻协调', 30],
      ['环评与能评', null, 45],
      ['装修', '入驻协调', 90],
      ['试生产', null, 60],
      ['投产', null, 30],
    ],
  },
  {
    name: '研发总部项目落地流程',
    description: '总部或研发中心：签约、注册、装修与入驻',
    steps: [
      ['签约', '合同审核', 14],
      ['工商注册', '入驻协调', 30],
      ['装修', '入驻协调', 60],
      ['入驻运营', null, 15],
    ],
  },
  {
    name: '现代服务业项目落地流程',
    description: '服务业项目：签约、注册、装修与开业',
    steps: [
      ['签约', '合同审核', 7],
      ['工商注册', '入驻协调', 20],
      ['装修', null, 45],
      ['开业', null, 10],
    ],
  },
];

/** The standing categories and flows, into empty lists only (a park that changed them keeps its own). */
export async function seedStandingProjectSettings(tx: DbOrTx) {
  const [anyCategory] = await tx.select({ id: projectCategories.id }).from(projectCategories).limit(1);
  if (!anyCategory) {
    for (const [i, [name, children]] of standingCategories.entries()) {
      const [top] = await tx
        .insert(projectCategories)
        .values({ name, order: (i + 1) * 10 })
        .returning({ id: projectCategories.id });
      await tx.insert(projectCategories).values(children.map((child, j) => ({ parentId: top.id, ancestors: `0,${top.id}`, name: child, order: (j + 1) * 10 })));
    }
  }
  const [anyFlow] = await tx.select({ id: scheduleFlows.id }).from(scheduleFlows).limit(1);
  if (!anyFlow) {
    const types = new Map((await tx.select({ id: clueTaskTypes.id, name: clueTaskTypes.name }).from(clueTaskTypes)).map((t) => [t.name, t.id]));
    await tx.insert(scheduleFlows).values(
      standingFlows.map((f) => ({
        name: f.name,
        description: f.description,
        steps: f.steps.map(([name, type, days]): FlowStep => ({ name, taskTypeId: type ? types.get(type) ?? null : null, days })),
      })),
    );
  }
}

/**
 * A project approval workflow when the park has none (the demo park seeds its own, 招商项目立项审批): one step, the
 * administrator, so a project can be submitted from the first start; the park edits it in 流程管理.
 */
export async function ensureProjectApprovalWorkflow(tx: DbOrTx) {
  const [any] = await tx.select({ id: workflows.id }).from(workflows).where(eq(workflows.businessType, 'project_approval')).limit(1);
  if (any) return;
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  if (!admin) return;
  const [w] = await tx
    .insert(workflows)
    .values({ name: '招商项目立项审批', businessType: 'project_approval', description: '项目签约前的立项审批', status: 'enabled', fallbackUserId: admin.id })
    .returning({ id: workflows.id });
  const steps = await tx
    .insert(workflowSteps)
    .values({
      workflowId: w.id,
      sort: 1,
      name: '立项审批',
      actorType: 'users',
      actorUserIds: [admin.id],
      mode: 'any',
      actions: ['approve', 'reject', 'return'],
    })
    .returning();
  await tx.insert(workflowVersions).values({ workflowId: w.id, version: 1, steps: steps.map(snapshotOf), publishedBy: admin.id });
  await tx.update(workflows).set({ publishedVersion: 1 }).where(eq(workflows.id, w.id));
}

const DAY = 86_400_000;
const chinaDay = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const investmentStaff = ['wanghaitao', 'liming', 'zhoufang', 'xujun', 'zhaolei', 'maxiaoyan', 'zhuwei', 'tangjie'];
const projectWords = ['智能制造基地', '研发中心', '华东总部', '扩产项目', '新材料产业化项目', '生产基地', '创新中心', '结算中心'];
const currencies = ['CNY', 'CNY', 'CNY', 'CNY', 'USD', 'EUR', 'HKD'] as const;

/**
 * 40 demo projects over the last year across the categories, stages and statuses: the signed and moved-in clues
 * converted into projects (their history records it), the rest new or expansion projects of the park's companies;
 * most follow a flow, with their milestones done, under way or overdue as their age implies.
 */
export async function seedDemoProjects(tx: DbOrTx, now: Date, howMany = 40) {
  await seedStandingProjectSettings(tx);
  const r = seededRandom(20261129);
  const staff = await tx
    .select({ id: users.id, name: users.realName, username: users.username, departmentId: users.departmentId })
    .from(users)
    .where(inArray(users.username, investmentStaff));
  if (!staff.length) return;
  const tops = await tx.select().from(projectCategories).where(eq(projectCategories.ancestors, '0')).orderBy(asc(projectCategories.id));
  const children = await tx.select().from(projectCategories).orderBy(asc(projectCategories.id));
  const categoryIds = children.filter((c) => c.parentId !== 0).map((c) => c.id);
  const flows = await tx.select().from(scheduleFlows).orderBy(asc(scheduleFlows.id));
  const flowFor = (categoryId: number) => {
    const top = children.find((c) => c.id === categoryId)?.parentId ?? 0;
    const index = tops.findIndex((l) => l.id === top);
    return flows[index >= 0 && index < flows.length ? index : 0] ?? null;
  };
  const deals = await tx
    .select()
    .from(clues)
    .where(and(inArray(clues.stage, ['signed', 'moved_in']), eq(clues.poolState, 'owned'), isNull(clues.projectId)))
    .orderBy(asc(clues.id))
    .limit(Math.min(24, howMany));
  const parkCompanies = await tx.select({ id: companies.id, name: companies.name, industryCode: companies.industryCode }).from(companies).limit(200);
  const unitIds = (await tx.select({ id: units.id }).from(units).orderBy(asc(units.id)).limit(300)).map((u) => u.id);
  const today = chinaDay(now);

  for (let i = 0; i < howMany; i++) {
    const clue = deals[i];
    const owner = clue ? staff.find((s) => s.id === clue.ownerId) ?? r.pick(staff) : r.pick(staff);
    const categoryId = r.pick(categoryIds);
    const company = !clue && parkCompanies.length && r.next() < 0.6 ? r.pick(parkCompanies) : undefined;
    const [industryCode, word, suffix] = r.pick(trades);
    const name = clue
      ? `${clue.name.replace(/有限公司$/, '')}${r.pick(projectWords)}`
      : company
      ? `${company.name.replace(/(股份)?有限公司$/, '')}${r.pick(projectWords)}`
      : `${r.pick(brands)}${word}${suffix}${r.pick(projectWords)}`;
    const createdAt = clue ? new Date(Math.max(clue.updatedAt.getTime(), now.getTime() - 300 * DAY)) : new Date(now.getTime() - r.int(5, 330) * DAY);
    const ageDays = Math.floor((now.getTime() - createdAt.getTime()) / DAY);
    // Converted clues were signed; the others spread over the approval's statuses.
    const status: ProjectStatus = clue
      ? r.next() < 0.8
        ? 'signed'
        : 'approved'
      : (r.pick(['draft', 'draft', 'approved', 'signed', 'signed', 'returned', 'terminated']) as ProjectStatus);
    const stage: ProjectStage =
      status === 'signed'
        ? (r.pick(['landing', 'construction', 'construction', 'production']) as ProjectStage)
        : (r.pick(['intent', 'negotiation', 'negotiation']) as ProjectStage);
    const flow = status === 'terminated' || r.next() < 0.1 ? null : flowFor(categoryId);
    const currency = r.pick(currencies);
    const [row] = await tx
      .insert(projects)
      .values({
        name: name.slice(0, 100),
        categoryId,
        companyId: company?.id ?? null,
        industryCode: clue?.industryCode ?? company?.industryCode ?? industryCode,
        investmentAmount: clue?.investmentAmount ?? r.pick([800, 1500, 3000, 5000, 8000, 12000, 20000, 50000]) / (currency === 'CNY' ? 1 : 7),
        currency,
        landArea: r.next() < 0.4 ? r.pick([10000, 20000, 33000, 50000]) : null,
        floorArea: clue?.intendedArea ?? r.pick([500, 1200, 2000, 3500, 6000, 12000]),
        stage,
        status,
        ownerId: owner.id,
        departmentId: owner.departmentId,
        clueId: clue?.id ?? null,
        flowId: flow?.id ?? null,
        reviewComment: status === 'returned' ? '投资强度测算依据不足，请补充可研报告后重新提交' : null,
        signedAt: status === 'signed' ? new Date(createdAt.getTime() + r.int(3, Math.max(4, Math.min(60, ageDays))) * DAY) : null,
        remark: clue ? '由已签约线索转化' : null,
        createdBy: owner.id,
        createdAt,
        updatedAt: new Date(Math.min(now.getTime(), createdAt.getTime() + r.int(0, 30) * DAY)),
      })
      .returning();
    const team = staff.filter((s) => s.id !== owner.id && s.departmentId === owner.departmentId).slice(0, r.int(0, 2));
    if (team.length) await tx.insert(projectMembers).values(team.map((t) => ({ projectId: row.id, userId: t.id })));
    if (unitIds.length && (status === 'signed' || status === 'approved')) {
      const picked = [...new Set([r.pick(unitIds), ...(r.next() < 0.3 ? [r.pick(unitIds)] : [])])];
      await tx.insert(projectUnits).values(picked.map((unitId) => ({ projectId: row.id, unitId })));
    }
    if (flow) {
      const plan = planFromFlow(flow.steps, chinaDay(createdAt));
      // Signed projects are under way: milestones done while their plan is well past, one in progress; the others wait.
      let doneUntil = -1;
      if (status === 'signed') for (const [k, m] of plan.entries()) if (m.plannedEnd < addDays(today, -r.int(0, 40))) doneUntil = k;
      await tx.insert(projectMilestones).values(
        plan.map((m, k) => {
          const done = k <= doneUntil;
          const going = status === 'signed' && k === doneUntil + 1 && m.plannedStart <= today;
          const late = done ? r.int(-3, 12) : 0;
          const state = done ? 'done' : going ? 'in_progress' : 'pending';
          const actualEnd = done ? [addDays(m.plannedEnd, late), today].sort()[0] : null;
          const actualStart = done || going ? [addDays(m.plannedStart, Math.max(0, late)), actualEnd ?? today].sort()[0] : null;
          return {
            ...m,
            projectId: row.id,
            ownerId: r.next() < 0.7 ? owner.id : r.pick(staff).id,
            state: state as 'done' | 'in_progress' | 'pending',
            actualStart,
            actualEnd,
            // The demo's overdue milestones were reported already (the job tells of new ones).
            overdueNotifiedAt: milestoneOverdue({ plannedEnd: m.plannedEnd, state }, today) ? now : null,
            updatedAt: row.updatedAt,
          };
        }),
      );
    }
    if (clue) {
      await tx.update(clues).set({ projectId: row.id }).where(eq(clues.id, clue.id));
      await tx.insert(clueHistory).values({
        clueId: clue.id,
        action: 'convert',
        userId: owner.id,
        userName: owner.name,
        reason: `转为项目 #${row.id}「${row.name}」`,
        changes: { projectId: [null, row.id] },
        createdAt,
      });
    }
  }
}

/** A small valid one-page PDF with a line of text (ASCII: the standard fonts carry no Chinese). */
function demoPdf(title: string) {
  const text = `BT /F1 18 Tf 72 720 Td (${title.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The demo documents: [kind, name, the file's title]; the agreement and the drawing of some projects have a version 2. */
const demoDocuments: [ProjectDocumentKind, string, string][] = [
  ['feasibility', '项目可行性研究报告.pdf', 'Feasibility study'],
  ['agreement', '投资协议.pdf', 'Investment agreement v1'],
  ['agreement', '投资协议.pdf', 'Investment agreement v2 (signed)'],
  ['license', '营业执照.pdf', 'Business licence'],
  ['drawing', '厂房平面布置图.pdf', 'Floor layout v1'],
  ['drawing', '厂房平面布置图.pdf', 'Floor layout v2'],
];

/**
 * Each demo project's documents (项目文档): a handful of small PDFs written to the upload store with their `uploads`
 * rows, as the upload module stores them, each file filed on many projects (a document row names its upload's address).
 * After the demo projects.
 */
export async function seedDemoProjectDocuments(tx: DbOrTx, now: Date, store: UploadStore) {
  const rows = await tx
    .select({ id: projects.id, ownerId: projects.ownerId, createdAt: projects.createdAt, status: projects.status })
    .from(projects)
    .orderBy(asc(projects.id));
  if (!rows.length) return;
  const files: { url: string; size: number }[] = [];
  for (const [, name, title] of demoDocuments) {
    const pdf = demoPdf(title);
    const { storedName } = newStoredName(TYPES.pdf, now);
    await store.write(storedName, pdf);
    await tx.insert(uploads).values({
      storedName,
      originalName: name,
      kind: 'attachment',
      mime: TYPES.pdf.mime,
      size: pdf.length,
      sha256: crypto.createHash('sha256').update(pdf).digest('hex'),
      uploadedBy: null,
      createdAt: now,
    });
    files.push({ url: `/uploads/${storedName}`, size: pdf.length });
  }
  const r = seededRandom(20261130);
  const values: (typeof projectDocuments.$inferInsert)[] = [];
  for (const p of rows) {
    const at = (days: number) => new Date(Math.min(now.getTime(), p.createdAt.getTime() + days * DAY));
    const file = (k: number, version: number, days: number) => {
      const [kind, name] = demoDocuments[k];
      values.push({ projectId: p.id, kind, name, url: files[k].url, size: files[k].size, version, uploadedBy: p.ownerId, createdAt: at(days) });
    };
    file(0, 1, 1);
    file(1, 1, 3);
    // Signed projects: the signed agreement is version 2, with the licence.
    if (p.status === 'signed') {
      file(2, 2, r.int(10, 40));
      file(3, 1, r.int(20, 60));
    }
    if (r.next() < 0.5) {
      file(4, 1, r.int(5, 20));
      if (r.next() < 0.5) file(5, 2, r.int(25, 80));
    }
  }
  await tx.insert(projectDocuments).values(values);
}
