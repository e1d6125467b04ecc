import { rowTimes } from '../../lib/rateLimit';
import { and, count, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { PHONE_PATTERN } from '@shared/phone';
import { todayOf, windowRanges, windowState, type PolicyWindow } from '@shared/policyWindow';
import type { WorkflowHistoryAction } from '@shared/workflow';
import type { DbOrTx, Tx } from '../../db/client';
import {
  applicationCounts,
  companies,
  departments,
  policies,
  policyApplicationSettings,
  policyApplications,
  policyDepartments,
  uploads,
  users,
  visitors,
  workflowInstances,
  workflowTasks,
  workflowVersions,
  workflows,
  type ApplicationFieldSpec,
  type ApplicationMaterial,
  type ApplicationMaterialSpec,
  type ApplicationStatus,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { withinDays } from '../../lib/dayRange';
import { conflict, forbidden, notFound, tooManyRequests, unprocessable } from '../../lib/errors';
import { keyset } from '../../lib/keyset';
import { contains } from '../../lib/like';
import { typeOfMime } from '../../lib/uploads';
import { grants, type AuthUser } from '../../plugins/auth';
import { policyEvaluator, withLabels } from '../match/evaluation';
import { profileOfCompany } from '../match/profile';
import { membershipOf } from '../membership/service';
import * as engine from '../workflow/engine';
import { peopleById } from '../workflow/service';
import type * as s from './schemas';
import { readAll } from '../../db/reads';

/** What a company's people may still change: a draft, or one the reviewers sent back. */
const EDITABLE: ApplicationStatus[] = ['draft', 'returned', 'rejected'];
/** The statuses the one-live-application index covers (policy_applications_live_uq). */
const LIVE: ApplicationStatus[] = ['draft', 'running', 'returned', 'approved'];
/** What a company's people see of the timeline; transfers, copies and fallbacks are the park's internal routing. */
const VISIBLE_TO_COMPANY: WorkflowHistoryAction[] = ['submit', 'resubmit', 'withdraw', 'urge', 'approve', 'reject', 'return', 'finish'];

const iso = (d: Date | null) => d?.toISOString() ?? null;
const visitorName = sql<string | null>`coalesce(nullif(${visitors.displayName}, ''), ${visitors.email}, ${visitors.phone})`;
/** The name of the step the instance is at, read from its version's frozen steps. */
const currentStepName = sql<string | null>`(${workflowVersions.steps} -> ${workflowInstances.currentStep} ->> 'name')`;
const amountOf = (fields: Record<string, unknown>) => (typeof fields.amount === 'number' ? fields.amount : null);

// --- Shared checks ------------------------------------------------------------------------------------------------

/** The visitor's company: applications are filed for one. */
async function companyOf(db: DbOrTx, visitorId: number) {
  const member = await membershipOf(db, visitorId);
  if (!member) throw forbidden('Join your company on the portal first: applications are filed for a company');
  return member.companyId;
}

async function publishedPolicy(db: DbOrTx, policyId: number) {
  const [policy] = await db
    .select({ id: policies.id, title: policies.title, departmentName: policyDepartments.name, window: policies.window, maxAmount: policies.maxAmount })
    .from(policies)
    .innerJoin(policyDepartments, eq(policyDepartments.id, policies.departmentId))
    .where(and(eq(policies.id, policyId), eq(policies.status, 'published')));
  if (!policy) throw notFound('Policy');
  return policy;
}

/** The policy's settings when online application is open for it; 422 on policyId otherwise. */
async function openSettings(db: DbOrTx, policyId: number) {
  const [settings] = await db.select().from(policyApplicationSettings).where(eq(policyApplicationSettings.policyId, policyId));
  if (!settings?.open || !settings.workflowId) throw unprocessable('policyId: online application is not open for this policy', 'policyId');
  return { ...settings, workflowId: settings.workflowId };
}

/** The form's fields with the policy's maximum (万元) as the cap of its `amount` (元). */
function formFields(fields: ApplicationFieldSpec[], maxAmount: number | null): ApplicationFieldSpec[] {
  if (maxAmount === null) return fields;
  const cap = Math.round(maxAmount * 10_000);
  return fields.map((f) => (f.key === 'amount' && f.type === 'number' ? { ...f, max: Math.min(f.max ?? cap, cap) } : f));
}

/** The given values against the form: types and caps always, required ones only when `complete` (at submission). */
function checkFields(specs: ApplicationFieldSpec[], given: Record<string, unknown>, complete: boolean) {
  for (const key of Object.keys(given)) {
    if (!specs.some((f) => f.key === key)) throw unprocessable(`fields.${key}: this form has no field ${key}`, `fields.${key}`);
  }
  const checked = engine.checkStepFields(complete ? specs : specs.map((f) => ({ ...f, required: false })), given);
  return checked as Record<string, string | number | null>;
}

/** Submissions are taken inside the window only; the refusal names the window. */
function checkWindow(window: PolicyWindow, today: string) {
  const state = windowState(window, today);
  if (state.windowStatus === 'open' || state.windowStatus === 'closing_soon') return;
  const ranges = windowRanges(window).map((r) => `${r.name ? `${r.name} ` : ''}${r.startDate} to ${r.endDate}`);
  const when = state.windowStatus === 'upcoming' ? `opens on ${state.nextStart}` : 'is closed';
  throw unprocessable(`window: the application window (${ranges.join('; ')}) ${when}; today is ${today}`, 'window');
}

/**
 * The files given for the materials: uploads this visitor made through /api/visitor/apply/upload (or already on the
 * application, which a colleague may have added), of a type the material accepts.
 */
async function checkMaterials(
  db: DbOrTx,
  specs: ApplicationMaterialSpec[],
  given: { key: string; uploadId: number }[],
  visitorId: number,
  kept: ApplicationMaterial[],
): Promise<ApplicationMaterial[]> {
  const ids = given.map((m) => m.uploadId);
  if (new Set(ids).size !== ids.length) throw unprocessable('materials: a file is given twice', 'materials');
  const rows = ids.length ? await db.select().from(uploads).where(inArray(uploads.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keptIds = new Set(kept.map((m) => m.uploadId));
  return given.map(({ key, uploadId }) => {
    const field = `materials.${key}`;
    const spec = specs.find((m) => m.key === key);
    if (!spec) throw unprocessable(`${field}: this policy asks for no material ${key}`, field);
    const upload = byId.get(uploadId);
    if (!upload || (upload.uploadedByVisitor !== visitorId && !keptIds.has(uploadId))) {
      throw unprocessable(`${field}: file ${uploadId} is not one you uploaded for an application`, field);
    }
    const ext = typeOfMime(upload.mime)?.ext;
    if (!ext || !spec.accept.includes(ext))
      throw unprocessable(`${field}: ${spec.name} must be ${spec.accept.join(', ')}; ${upload.originalName} is not`, field);
    return { key, uploadId, name: upload.originalName, url: `/uploads/${upload.storedName}`, mime: upload.mime, size: upload.size };
  });
}

/** The application of the visitor's company, locked for the change; 404 for another company's. */
async function lockOwn(tx: Tx, id: number, companyId: number) {
  const [row] = await tx
    .select()
    .from(policyApplications)
    .where(and(eq(policyApplications.id, id), eq(policyApplications.companyId, companyId)))
    .for('update');
  if (!row) throw notFound('Application');
  return row;
}

/** The engine's initiator: the visitor, named with their company as the reviewers' inboxes show it. */
async function initiatorOf(db: DbOrTx, visitorId: number, companyId: number): Promise<engine.Initiator> {
  const [[company], [person]] = await readAll(db, [
    () => db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)),
    () => db.select({ name: visitorName }).from(visitors).where(eq(visitors.id, visitorId)),
  ]);
  return { kind: 'visitor', id: visitorId, name: `${company.name} · ${person?.name ?? ''}`.slice(0, 64) };
}

/**
 * Who may withdraw, urge or resubmit a filed application: the person who filed it, or an administrator of the
 * company acting for them (the filer may be away or have left). The timeline names who acted; the filer still
 * hears of the outcome.
 */
async function actorOn(db: DbOrTx, visitorId: number, companyId: number, app: { visitorId: number | null }, what: string): Promise<engine.Initiator> {
  if (!(await isFilerOrAdmin(db, visitorId, companyId, app)))
    throw forbidden(`Only the person who filed it or an administrator of the company can have it ${what}`);
  const actor = await initiatorOf(db, visitorId, companyId);
  return app.visitorId === visitorId ? actor : { ...actor, onBehalf: true };
}

async function isFilerOrAdmin(db: DbOrTx, visitorId: number, companyId: number, app: { visitorId: number | null }) {
  if (app.visitorId === visitorId) return true;
  const member = await membershipOf(db, visitorId);
  return member?.companyId === companyId && member.role === 'admin';
}

/** Material files one visitor may upload in a day: a whole application several times over, not a file store. */
export const DAILY_UPLOADS = 100;

/** Counted where every instance sees it: Redis with REDIS_URL, else the visitor's uploads in the database. */
export async function checkUploadQuota(deps: Deps, visitorId: number) {
  await deps.rateLimits.take(
    [
      {
        name: 'material-upload',
        subjects: [`visitor:${visitorId}`],
        limit: DAILY_UPLOADS,
        windowMs: 86_400_000,
        recorded: rowTimes(deps.db, uploads.createdAt, eq(uploads.uploadedByVisitor, visitorId), DAILY_UPLOADS),
        refuse: () => tooManyRequests(`At most ${DAILY_UPLOADS} files a day; try again tomorrow`, 3600),
      },
    ],
    deps.now(),
  );
}

// --- Reading, the company's side ----------------------------------------------------------------------------------

function applicationSelect(db: DbOrTx) {
  return db
    .select({ app: policyApplications, policyTitle: policies.title, filedBy: visitorName, currentStepName })
    .from(policyApplications)
    .innerJoin(policies, eq(policies.id, policyApplications.policyId))
    .leftJoin(visitors, eq(visitors.id, policyApplications.visitorId))
    .leftJoin(workflowInstances, eq(workflowInstances.id, policyApplications.instanceId))
    .leftJoin(workflowVersions, eq(workflowVersions.id, workflowInstances.versionId));
}
type ApplicationRow = Awaited<ReturnType<ReturnType<typeof applicationSelect>['execute']>>[number];

const toApplication = (r: ApplicationRow): z.infer<typeof s.application> => ({
  id: r.app.id,
  policyId: r.app.policyId,
  policyTitle: r.policyTitle,
  companyId: r.app.companyId,
  status: r.app.status,
  editable: EDITABLE.includes(r.app.status),
  fields: r.app.fields,
  materials: r.app.materials,
  contactName: r.app.contactName,
  contactPhone: r.app.contactPhone,
  filedBy: r.filedBy,
  currentStepName: r.app.status === 'running' ? r.currentStepName : null,
  submittedAt: iso(r.app.submittedAt),
  decidedAt: iso(r.app.decidedAt),
  approvedAmount: r.app.approvedAmount,
  createdAt: r.app.createdAt.toISOString(),
  updatedAt: r.app.updatedAt.toISOString(),
});

/** The policy's form for the visitor's company, filled in from its record, with its current application. */
export async function applicationForm(deps: Deps, visitorId: number, policyId: number): Promise<z.infer<typeof s.form>> {
  const db = deps.db;
  const policy = await publishedPolicy(db, policyId);
  const settings = await openSettings(db, policyId);
  const companyId = await companyOf(db, visitorId);
  const [[company], [person], [current]] = await Promise.all([
    db.select().from(companies).where(eq(companies.id, companyId)),
    db.select({ name: visitorName, phone: visitors.phone }).from(visitors).where(eq(visitors.id, visitorId)),
    // The newest one not withdrawn: a draft or live one, or a rejected one that can be resubmitted.
    applicationSelect(db)
      .where(and(eq(policyApplications.companyId, companyId), eq(policyApplications.policyId, policyId), ne(policyApplications.status, 'withdrawn')))
      .orderBy(desc(policyApplications.id))
      .limit(1),
  ]);
  const today = todayOf(deps.now());
  const state = windowState(policy.window, today);
  return {
    policy: {
      id: policy.id,
      title: policy.title,
      departmentName: policy.departmentName,
      window: { ...policy.window, batches: policy.window.batches ?? [] },
      windowStatus: state.windowStatus,
      openToday: state.windowStatus === 'open' || state.windowStatus === 'closing_soon',
      deadline: state.deadline,
      maxAmount: policy.maxAmount,
    },
    materials: settings.materials,
    fields: formFields(settings.fields, policy.maxAmount),
    prefill: {
      companyId,
      companyName: company.name,
      creditCode: company.creditCode,
      industryCode: company.industryCode,
      regionCode: company.regionCode,
      contactName: person?.name ?? '',
      contactPhone: person?.phone ?? '',
    },
    application: current ? toApplication(current) : null,
  };
}

/** The company's applications, newest first: any of its people sees them all. */
export async function companyApplications(deps: Deps, visitorId: number, q: z.infer<typeof s.visitorQuery>) {
  const companyId = await companyOf(deps.db, visitorId);
  const where = and(
    eq(policyApplications.companyId, companyId),
    q.status ? eq(policyApplications.status, q.status) : undefined,
    q.keyword ? inArray(policyApplications.policyId, deps.db.select({ id: policies.id }).from(policies).where(contains(q.keyword, policies.title))) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    applicationSelect(deps.db)
      .where(where)
      .orderBy(desc(policyApplications.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    deps.db.select({ total: count() }).from(policyApplications).where(where),
  ]);
  return {
    list: rows.map((r) => {
      const a = toApplication(r);
      return {
        id: a.id,
        policyId: a.policyId,
        policyTitle: a.policyTitle,
        status: a.status,
        currentStepName: a.currentStepName,
        submittedAt: a.submittedAt,
        approvedAmount: a.approvedAmount,
        updatedAt: a.updatedAt,
      };
    }),
    total,
    current: q.current,
    pageSize: q.pageSize,
  };
}

/** The instance's version steps, where it stands, and its timeline as the workflow screens show it. */
async function timelineWithSteps(db: DbOrTx, instanceId: number | null) {
  if (!instanceId) return { history: [], steps: [], currentStep: null };
  const [version] = await db
    .select({ steps: workflowVersions.steps, currentStep: workflowInstances.currentStep })
    .from(workflowInstances)
    .innerJoin(workflowVersions, eq(workflowVersions.id, workflowInstances.versionId))
    .where(eq(workflowInstances.id, instanceId));
  const steps = version?.steps ?? [];
  return { steps, currentStep: version?.currentStep ?? null, history: await engine.instanceTimeline(db, instanceId, steps) };
}

/**
 * The names the policy's form gives its fields and materials, for showing what was filed: the application keeps
 * values by key. A key the form no longer has keeps its key as its name.
 */
async function formLabels(db: DbOrTx, policyId: number): Promise<z.infer<typeof s.formLabels>> {
  const [settings] = await db
    .select({ fields: policyApplicationSettings.fields, materials: policyApplicationSettings.materials })
    .from(policyApplicationSettings)
    .where(eq(policyApplicationSettings.policyId, policyId));
  return {
    fields: Object.fromEntries((settings?.fields ?? []).map((f) => [f.key, f.label])),
    materials: Object.fromEntries((settings?.materials ?? []).map((m) => [m.key, m.name])),
  };
}

/** One of the company's applications with its timeline, and for one sent back the reviewer's words. */
export async function companyApplicationDetail(deps: Deps, visitorId: number, id: number): Promise<z.infer<typeof s.visitorDetail>> {
  const companyId = await companyOf(deps.db, visitorId);
  const [row] = await applicationSelect(deps.db).where(and(eq(policyApplications.id, id), eq(policyApplications.companyId, companyId)));
  if (!row) throw notFound('Application');
  const [{ history }, labels, mayAct] = await Promise.all([
    timelineWithSteps(deps.db, row.app.instanceId),
    formLabels(deps.db, row.app.policyId),
    isFilerOrAdmin(deps.db, visitorId, companyId, row.app),
  ]);
  let sentBack: z.infer<typeof s.visitorDetail>['sentBack'] = null;
  if (row.app.status === 'returned' || row.app.status === 'rejected') {
    // Nobody acts after sending it back, so the last return or rejection (a reviewer's, or a time limit's) is the one.
    const last = [...history]
      .reverse()
      .find((h) => h.action === 'return' || h.action === 'reject' || (h.action === 'timeout' && h.detail.onTimeout === 'reject'));
    if (last) sentBack = { action: last.action === 'return' ? 'return' : 'reject', stepName: last.stepName, comment: last.comment, at: last.createdAt };
  }
  return {
    application: toApplication(row),
    timeline: history
      .filter((h) => VISIBLE_TO_COMPANY.includes(h.action))
      .map((h) => ({
        id: h.id,
        stepName: h.stepName,
        actorKind: h.actorKind,
        actorName: h.actorName,
        action: h.action,
        comment: h.comment,
        createdAt: h.createdAt,
      })),
    sentBack,
    labels,
    mayAct,
  };
}

// --- Changing, the company's side ---------------------------------------------------------------------------------

/** Creates or changes a draft (or an application sent back); checked as far as a draft can be. */
export async function saveApplication(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.saveInput>) {
  const me = request.visitor!.id;
  const companyId = await companyOf(deps.db, me);
  const id = await deps.db.transaction(async (tx) => {
    const policy = await publishedPolicy(tx, input.policyId);
    const settings = await openSettings(tx, policy.id);
    const existing = input.id ? await lockOwn(tx, input.id, companyId) : null;
    if (existing && existing.policyId !== input.policyId) throw unprocessable('policyId: an application stays with its policy', 'policyId');
    if (existing && !EDITABLE.includes(existing.status))
      throw conflict(`Only a draft or an application sent back can be changed; this one is ${existing.status}`, 'id');
    const fields = checkFields(formFields(settings.fields, policy.maxAmount), input.fields, false);
    const materials = await checkMaterials(tx, settings.materials, input.materials, me, existing?.materials ?? []);
    const values = { fields, materials, contactName: input.contactName, contactPhone: input.contactPhone, updatedAt: deps.now() };
    let savedId = existing?.id;
    if (existing) {
      await tx.update(policyApplications).set(values).where(eq(policyApplications.id, existing.id));
    } else {
      const [live] = await tx
        .select({ id: policyApplications.id })
        .from(policyApplications)
        .where(and(eq(policyApplications.companyId, companyId), eq(policyApplications.policyId, policy.id), inArray(policyApplications.status, LIVE)));
      if (live) throw conflict(`Your company already has application ${live.id} for this policy: continue that one`, 'policyId');
      const [row] = await tx
        .insert(policyApplications)
        .values({ ...values, policyId: policy.id, companyId, visitorId: me, createdAt: deps.now() })
        .returning({ id: policyApplications.id });
      savedId = row.id;
    }
    await audit(tx, request, {
      action: existing ? 'update' : 'create',
      entity: 'policy_application',
      entityId: savedId,
      summary: `visitor ${me} saved the application for policy ${policy.id}`,
      after: { fields, materials: materials.map((m) => m.key), contactName: input.contactName },
    });
    return savedId!;
  });
  return companyApplicationDetail(deps, me, id);
}

/**
 * Submits a draft (a new workflow instance) or resubmits one sent back (the engine returns it to the step that
 * sent it back), after the window, the materials and the fields are checked; one transaction.
 */
export async function submitApplication(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.submitInput>) {
  const me = request.visitor!.id;
  const companyId = await companyOf(deps.db, me);
  await deps.db.transaction(async (tx) => {
    const app = await lockOwn(tx, input.id, companyId);
    if (!EDITABLE.includes(app.status)) throw conflict(`Only a draft or an application sent back can be submitted; this one is ${app.status}`, 'id');
    const initiator = app.status === 'draft' ? await initiatorOf(tx, me, companyId) : await actorOn(tx, me, companyId, app, 'resubmitted');
    const policy = await publishedPolicy(tx, app.policyId);
    const settings = await openSettings(tx, policy.id);
    const now = deps.now();
    checkWindow(policy.window, todayOf(now));
    for (const m of settings.materials) {
      if (m.required && !app.materials.some((given) => given.key === m.key))
        throw unprocessable(`materials.${m.key}: ${m.name} is required`, `materials.${m.key}`);
    }
    for (const given of app.materials) {
      if (!settings.materials.some((m) => m.key === given.key))
        throw unprocessable(`materials.${given.key}: this policy no longer asks for it`, `materials.${given.key}`);
    }
    const fields = checkFields(formFields(settings.fields, policy.maxAmount), app.fields, true);
    if (!app.contactName) throw unprocessable('contactName: the contact person is required', 'contactName');
    if (!PHONE_PATTERN.test(app.contactPhone)) throw unprocessable("contactPhone: the contact's phone is required", 'contactPhone');

    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
    // What the workflow's step conditions read (workflowConditionFields.policy_application), and the form itself.
    const data = {
      amount: amountOf(fields),
      policyId: policy.id,
      companyId,
      industry: company.industryCode,
      region: company.regionCode,
      scale: company.scale,
      highTech: company.qualifications.includes('high_tech'),
      fields,
    };
    const attachments = app.materials.map((m) => ({ name: m.name, url: m.url }));
    const within = { ...deps, db: tx };
    if (app.status === 'draft') {
      const instanceId = await engine.startInstance(within, tx, {
        workflowId: settings.workflowId,
        businessType: 'policy_application',
        businessId: app.id,
        title: `${company.name} · ${policy.title}`,
        initiator,
        policyDeptId: settings.reviewDeptId,
        data,
        comment: input.comment,
        attachments,
      });
      // The instance moved before it was linked (the trigger found no application): copy where it stands.
      const [instance] = await tx.select().from(workflowInstances).where(eq(workflowInstances.id, instanceId));
      await tx
        .update(policyApplications)
        .set({
          instanceId,
          status: instance.status,
          decidedAt: instance.finishedAt,
          approvedAmount: instance.status === 'approved' && typeof instance.data.approvedAmount === 'number' ? instance.data.approvedAmount : null,
          visitorId: me,
          fields,
          submittedAt: now,
          updatedAt: now,
        })
        .where(eq(policyApplications.id, app.id));
    } else {
      if (app.status === 'rejected') {
        // A rejection made room for a new application: resubmitting this one needs that room still free.
        const [other] = await tx
          .select({ id: policyApplications.id })
          .from(policyApplications)
          .where(
            and(
              eq(policyApplications.companyId, companyId),
              eq(policyApplications.policyId, policy.id),
              inArray(policyApplications.status, LIVE),
              ne(policyApplications.id, app.id),
            ),
          );
        if (other) throw conflict(`Your company has filed application ${other.id} for this policy since; continue that one`, 'id');
      }
      // The trigger on workflow_instances brings the status along.
      await engine.resubmit(within, app.instanceId!, initiator, { data, comment: input.comment, attachments });
      await tx.update(policyApplications).set({ fields, updatedAt: now }).where(eq(policyApplications.id, app.id));
    }
    await audit(tx, request, {
      action: 'update',
      entity: 'policy_application',
      entityId: app.id,
      summary: `visitor ${me} ${app.status === 'draft' ? 'submitted' : 'resubmitted'} the application for policy ${policy.id}`,
      before: { status: app.status },
    });
  });
  return companyApplicationDetail(deps, me, input.id);
}

/** A running application of the visitor's company, for withdraw and urge (actorOn says who may). */
async function ownRunning(db: DbOrTx, visitorId: number, companyId: number, id: number, what: string) {
  // Not locked here: the engine locks the instance, and its trigger then updates this row (one lock order).
  const [app] = await db
    .select()
    .from(policyApplications)
    .where(and(eq(policyApplications.id, id), eq(policyApplications.companyId, companyId)));
  if (!app) throw notFound('Application');
  if (app.status !== 'running' || !app.instanceId) throw conflict(`Only an application under review can be ${what}; this one is ${app.status}`, 'id');
  return { ...app, instanceId: app.instanceId, actor: await actorOn(db, visitorId, companyId, app, what) };
}

export async function withdrawApplication(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.withdrawInput>) {
  const me = request.visitor!.id;
  const companyId = await companyOf(deps.db, me);
  await deps.db.transaction(async (tx) => {
    const app = await ownRunning(tx, me, companyId, input.id, 'withdrawn');
    await engine.withdraw({ ...deps, db: tx }, app.instanceId, app.actor, input.comment);
    await tx.update(policyApplications).set({ updatedAt: deps.now() }).where(eq(policyApplications.id, app.id));
    await audit(tx, request, {
      action: 'update',
      entity: 'policy_application',
      entityId: app.id,
      summary: `visitor ${me} withdrew it`,
      before: { status: app.status },
    });
  });
  return companyApplicationDetail(deps, me, input.id);
}

export async function urgeApplication(deps: Deps, request: FastifyRequest, id: number) {
  const me = request.visitor!.id;
  const companyId = await companyOf(deps.db, me);
  return deps.db.transaction(async (tx) => {
    const app = await ownRunning(tx, me, companyId, id, 'urged');
    const urged = await engine.urge({ ...deps, db: tx }, app.instanceId, app.actor);
    await audit(tx, request, { action: 'update', entity: 'policy_application', entityId: app.id, summary: `visitor ${me} urged ${urged.length} reviewer(s)` });
    return { urged: urged.length };
  });
}

// --- The staff's side ---------------------------------------------------------------------------------------------

type StaffFilter = z.infer<typeof s.staffFilter>;

/** The staff list's filters, on policy_applications' own columns and indexes (names by subquery, not by join). */
function staffWhere(db: DbOrTx, q: StaffFilter): SQL | undefined {
  return and(
    // Drafts are the company's own until submitted.
    isNotNull(policyApplications.submittedAt),
    q.policyId ? eq(policyApplications.policyId, q.policyId) : undefined,
    q.status ? eq(policyApplications.status, q.status) : undefined,
    q.companyId ? eq(policyApplications.companyId, q.companyId) : undefined,
    q.keyword ? inArray(policyApplications.companyId, db.select({ id: companies.id }).from(companies).where(contains(q.keyword, companies.name))) : undefined,
    q.departmentId
      ? inArray(policyApplications.policyId, db.select({ id: policies.id }).from(policies).where(eq(policies.departmentId, q.departmentId)))
      : undefined,
    withinDays(policyApplications.submittedAt, { from: q.submittedFrom, to: q.submittedTo }),
  );
}

const staffOrder = (q: { sortField: 'submittedAt' | 'approvedAmount'; sortOrder: 'ascend' | 'descend' }) =>
  // Staff lists hold submitted applications only (staffWhere): the submission time is never empty there, and a plain
  // ASC/DESC lets the (submitted_at, id) indexes serve either direction instead of a sort of every row.
  keyset({
    column: policyApplications[q.sortField],
    id: policyApplications.id,
    ascending: q.sortOrder === 'ascend',
    neverEmpty: q.sortField === 'submittedAt',
  });

/** The rows of a staff page, names joined for the page only; `sortKey` for keyset paging. */
function staffSelect(db: DbOrTx, sortKey: SQL<string | null> = sql`null`) {
  return db
    .select({
      app: policyApplications,
      policyTitle: policies.title,
      departmentName: policyDepartments.name,
      companyName: companies.name,
      creditCode: companies.creditCode,
      filedBy: visitorName,
      currentStepName,
      sortKey,
    })
    .from(policyApplications)
    .innerJoin(policies, eq(policies.id, policyApplications.policyId))
    .innerJoin(policyDepartments, eq(policyDepartments.id, policies.departmentId))
    .innerJoin(companies, eq(companies.id, policyApplications.companyId))
    .leftJoin(visitors, eq(visitors.id, policyApplications.visitorId))
    .leftJoin(workflowInstances, eq(workflowInstances.id, policyApplications.instanceId))
    .leftJoin(workflowVersions, eq(workflowVersions.id, workflowInstances.versionId));
}
type StaffRow = Awaited<ReturnType<ReturnType<typeof staffSelect>['execute']>>[number];

export const toStaffItem = (r: StaffRow): z.infer<typeof s.staffItem> => ({
  id: r.app.id,
  policyId: r.app.policyId,
  policyTitle: r.policyTitle,
  departmentName: r.departmentName,
  companyId: r.app.companyId,
  companyName: r.companyName,
  creditCode: r.creditCode,
  // Staff rows are submitted ones (staffWhere).
  status: r.app.status as z.infer<typeof s.staffItem>['status'],
  currentStepName: r.app.status === 'running' ? r.currentStepName : null,
  amount: amountOf(r.app.fields),
  approvedAmount: r.app.approvedAmount,
  contactName: r.app.contactName,
  contactPhone: r.app.contactPhone,
  filedBy: r.filedBy,
  submittedAt: iso(r.app.submittedAt),
  decidedAt: iso(r.app.decidedAt),
});

/**
 * The counters' filter (policy, department, status) when the list's filter is no more than that, so the counts
 * kept by migration application_counts answer it; false when it also names a company, a keyword or dates.
 */
function countersWhere(db: DbOrTx, q: StaffFilter): SQL | undefined | false {
  if (q.companyId || q.keyword || q.submittedFrom || q.submittedTo) return false;
  return and(
    q.policyId ? eq(applicationCounts.policyId, q.policyId) : undefined,
    q.status ? eq(applicationCounts.status, q.status) : undefined,
    q.departmentId
      ? inArray(applicationCounts.policyId, db.select({ id: policies.id }).from(policies).where(eq(policies.departmentId, q.departmentId)))
      : undefined,
  );
}

/** How many submitted applications the filter keeps: from the counters when they can tell, counted otherwise. */
async function countApplications(db: DbOrTx, q: StaffFilter, where: SQL | undefined): Promise<number> {
  const counters = countersWhere(db, q);
  if (counters !== false) {
    const [{ total }] = await db
      .select({ total: sql<string>`coalesce(sum(${applicationCounts.total}), 0)` })
      .from(applicationCounts)
      .where(counters);
    return Number(total);
  }
  const [{ total }] = await db.select({ total: count() }).from(policyApplications).where(where);
  return total;
}

/**
 * The submitted applications of each status with their approved money, from the counters of migration
 * application_counts (a few rows per policy): the dashboard's "waiting" and "approved" figures.
 */
export async function applicationTotals(db: DbOrTx, statuses: readonly Exclude<ApplicationStatus, 'draft'>[]) {
  const rows = await db
    .select({
      status: applicationCounts.status,
      count: sql<number>`coalesce(sum(${applicationCounts.total}), 0)::int`,
      amount: sql<string>`coalesce(sum(${applicationCounts.approvedAmount}), 0)`,
    })
    .from(applicationCounts)
    .where(inArray(applicationCounts.status, [...statuses]))
    .groupBy(applicationCounts.status);
  return new Map(rows.map((r) => [r.status, { count: Number(r.count), amount: Number(r.amount) }]));
}

export async function queryApplications(deps: Deps, q: z.infer<typeof s.staffQuery>) {
  const where = staffWhere(deps.db, q);
  const order = staffOrder(q);
  // The page's ids from policy_applications alone, then their rows with the names: the filters' subqueries and the
  // six joins planned together took 12 ms to plan (a keyword), more than running either.
  const [pageIds, total] = await Promise.all([
    deps.db
      .select({ id: policyApplications.id })
      .from(policyApplications)
      .where(where)
      .orderBy(...order.orderBy)
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    countApplications(deps.db, q, where),
  ]);
  const rows = pageIds.length
    ? await staffSelect(deps.db)
        .where(
          inArray(
            policyApplications.id,
            pageIds.map((r) => r.id),
          ),
        )
        .orderBy(...order.orderBy)
    : [];
  return { list: rows.map(toStaffItem), total, current: q.current, pageSize: q.pageSize };
}

/** The filtered list in the screen's order, a page at a time (keyset paging): what the export writes. */
export function applicationPages(db: DbOrTx, q: z.infer<typeof s.exportQuery>) {
  const order = staffOrder(q);
  return order.pages(async (after, limit) => {
    const rows = await staffSelect(db, order.sortKey)
      .where(and(staffWhere(db, q), after))
      .orderBy(...order.orderBy)
      .limit(limit);
    return rows.map((r) => ({ ...toStaffItem(r), id: r.app.id, sortKey: r.sortKey }));
  });
}

/** Approved amounts, in all and for the top policies and companies, under the list's filters. */
export async function approvedSummary(deps: Deps, q: z.infer<typeof s.summaryQuery>): Promise<z.infer<typeof s.summary>> {
  const where = and(staffWhere(deps.db, q), eq(policyApplications.status, 'approved'));
  const amount = sql<string>`coalesce(sum(${policyApplications.approvedAmount}), 0)`;
  // Summed by id over the approved rows' covering index first, the names read for the top ones only: joining the
  // names before grouping hashed every approved row (28 ms at 25,000).
  const topBy = (column: typeof policyApplications.policyId | typeof policyApplications.companyId) =>
    deps.db.select({ id: column, count: count(), amount }).from(policyApplications).where(where).groupBy(column).orderBy(desc(amount), column).limit(q.top);
  // The total and the policies from the counters when the filter lets them answer (a few rows per policy).
  const counters = countersWhere(deps.db, q);
  const counted = counters !== false && and(counters, eq(applicationCounts.status, 'approved'));
  const countedAmount = sql<string>`coalesce(sum(${applicationCounts.approvedAmount}), 0)`;
  const countedCount = sql<number>`coalesce(sum(${applicationCounts.total}), 0)::int`;
  const [[total], topPolicies, topCompanies] = await Promise.all([
    counted
      ? deps.db.select({ count: countedCount, amount: countedAmount }).from(applicationCounts).where(counted)
      : deps.db.select({ count: count(), amount }).from(policyApplications).where(where),
    counted
      ? deps.db
          .select({ id: applicationCounts.policyId, count: countedCount, amount: countedAmount })
          .from(applicationCounts)
          .where(and(counted, sql`${applicationCounts.total} > 0`))
          .groupBy(applicationCounts.policyId)
          .orderBy(desc(countedAmount), applicationCounts.policyId)
          .limit(q.top)
      : topBy(policyApplications.policyId),
    topBy(policyApplications.companyId),
  ]);
  const [titles, names] = await Promise.all([
    topPolicies.length
      ? deps.db
          .select({ id: policies.id, title: policies.title })
          .from(policies)
          .where(
            inArray(
              policies.id,
              topPolicies.map((r) => r.id),
            ),
          )
      : [],
    topCompanies.length
      ? deps.db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(
            inArray(
              companies.id,
              topCompanies.map((r) => r.id),
            ),
          )
      : [],
  ]);
  const titleOf = new Map(titles.map((r) => [r.id, r.title]));
  const nameOf = new Map(names.map((r) => [r.id, r.name]));
  return {
    total: { count: total.count, amount: Number(total.amount) },
    byPolicy: topPolicies.map((r) => ({ policyId: r.id, title: titleOf.get(r.id) ?? '', count: r.count, amount: Number(r.amount) })),
    byCompany: topCompanies.map((r) => ({ companyId: r.id, name: nameOf.get(r.id) ?? '', count: r.count, amount: Number(r.amount) })),
  };
}

/**
 * A submitted application as the reviewer sees it: the company's profile, how the policy's conditions come out
 * for it today, the materials, the timeline, and the reviewer's own pending task to act through the workflow routes.
 */
export async function applicationDetail(deps: Deps, me: AuthUser, id: number): Promise<z.infer<typeof s.staffDetail>> {
  const db = deps.db;
  const [row] = await staffSelect(db).where(and(eq(policyApplications.id, id), isNotNull(policyApplications.submittedAt)));
  if (!row) throw notFound('Application');
  const instanceId = row.app.instanceId;
  // The applications screen's people read every one; a reviewer without it reads those a task of theirs was on
  // (to do, done or copied), which their inbox shows. Anyone else is told of no such application.
  if (!grants(me, 'application:query') && !(await hadTaskOn(db, instanceId, me.id))) throw notFound('Application');
  const today = todayOf(deps.now());
  const [profile, [policy], timeline, [task], labels, pendingAssignees] = await Promise.all([
    profileOfCompany(db, row.app.companyId, today),
    db
      .select({ rules: policies.rules, level: policies.level, regionCode: policies.regionCode, entityTypes: policies.entityTypes, window: policies.window })
      .from(policies)
      .where(eq(policies.id, row.app.policyId)),
    timelineWithSteps(db, instanceId),
    instanceId
      ? db
          .select({ id: workflowTasks.id, kind: workflowTasks.kind, step: workflowTasks.step })
          .from(workflowTasks)
          .where(
            and(
              eq(workflowTasks.instanceId, instanceId),
              eq(workflowTasks.assigneeId, me.id),
              eq(workflowTasks.status, 'pending'),
              ne(workflowTasks.kind, 'copy'),
            ),
          )
          .limit(1)
      : [],
    formLabels(db, row.app.policyId),
    pendingPeople(db, row.app.status === 'running' ? instanceId : null),
  ]);
  const match = policyEvaluator(
    profile,
    today,
  )({
    rules: policy.rules,
    level: policy.level,
    regionCode: policy.regionCode,
    entityTypes: policy.entityTypes,
    windowStatus: windowState(policy.window, today).windowStatus,
  });
  return {
    application: { ...toStaffItem(row), fields: row.app.fields, materials: row.app.materials, instanceId },
    company: profile,
    match: {
      outcome: match.outcome,
      matchPercent: match.matchPercent,
      rules: match.rules.map((r) => ({ ...r, missing: withLabels(r.missing) })),
      filters: match.filters,
      failedFilter: match.failedFilter ?? null,
    },
    steps: timeline.steps.map((st) => ({ name: st.name, actions: st.actions, fields: st.fields })),
    currentStep: row.app.status === 'running' ? timeline.currentStep : null,
    timeline: timeline.history,
    myTask: task ?? null,
    pendingAssignees,
    labels,
  };
}

async function hadTaskOn(db: DbOrTx, instanceId: number | null, userId: number) {
  if (!instanceId) return false;
  const [task] = await db
    .select({ id: workflowTasks.id })
    .from(workflowTasks)
    .where(and(eq(workflowTasks.instanceId, instanceId), eq(workflowTasks.assigneeId, userId)))
    .limit(1);
  return !!task;
}

/** Who has a running application now (the current step's pending actors and signers), for the timeline's last line. */
async function pendingPeople(db: DbOrTx, instanceId: number | null) {
  if (!instanceId) return [];
  const pending = await db
    .select({ assigneeId: workflowTasks.assigneeId })
    .from(workflowTasks)
    .where(and(eq(workflowTasks.instanceId, instanceId), eq(workflowTasks.status, 'pending'), ne(workflowTasks.kind, 'copy')))
    .limit(50);
  return [
    ...(
      await peopleById(
        db,
        pending.map((p) => p.assigneeId),
      )
    ).values(),
  ];
}

// --- Settings -----------------------------------------------------------------------------------------------------

export async function applicationSettings(db: DbOrTx, policyId: number): Promise<z.infer<typeof s.settings>> {
  const [row] = await db
    .select({
      policyId: policies.id,
      policyTitle: policies.title,
      maxAmount: policies.maxAmount,
      settings: policyApplicationSettings,
      workflowName: workflows.name,
      reviewDeptName: departments.name,
      updatedBy: sql<string | null>`coalesce(nullif(${users.realName}, ''), ${users.username})`,
    })
    .from(policies)
    .leftJoin(policyApplicationSettings, eq(policyApplicationSettings.policyId, policies.id))
    .leftJoin(workflows, eq(workflows.id, policyApplicationSettings.workflowId))
    .leftJoin(departments, eq(departments.id, policyApplicationSettings.reviewDeptId))
    .leftJoin(users, eq(users.id, policyApplicationSettings.updatedBy))
    .where(eq(policies.id, policyId));
  if (!row) throw notFound('Policy');
  const st = row.settings;
  return {
    policyId: row.policyId,
    policyTitle: row.policyTitle,
    maxAmount: row.maxAmount,
    open: st?.open ?? false,
    workflow: st?.workflowId ? { id: st.workflowId, name: row.workflowName ?? '' } : null,
    reviewDept: st?.reviewDeptId ? { id: st.reviewDeptId, name: row.reviewDeptName ?? '' } : null,
    materials: st?.materials ?? [],
    fields: st?.fields ?? [],
    updatedAt: iso(st?.updatedAt ?? null),
    updatedBy: st ? row.updatedBy : null,
  };
}

export async function saveApplicationSettings(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.settingsInput>) {
  await deps.db.transaction(async (tx) => {
    const [policy] = await tx.select({ id: policies.id }).from(policies).where(eq(policies.id, input.policyId));
    if (!policy) throw notFound('Policy');
    if (input.workflowId !== null) {
      const [w] = await tx.select().from(workflows).where(eq(workflows.id, input.workflowId));
      if (!w) throw unprocessable(`workflowId: no workflow ${input.workflowId}`, 'workflowId');
      if (w.businessType !== 'policy_application') throw unprocessable(`workflowId: "${w.name}" does not review policy applications`, 'workflowId');
      if (w.status !== 'enabled') throw unprocessable(`workflowId: "${w.name}" is disabled`, 'workflowId');
      if (input.open && w.publishedVersion === 0) throw unprocessable(`workflowId: "${w.name}" has no published version yet`, 'workflowId');
    }
    if (input.reviewDeptId !== null) {
      const [d] = await tx.select({ id: departments.id }).from(departments).where(eq(departments.id, input.reviewDeptId));
      if (!d) throw unprocessable(`reviewDeptId: no department ${input.reviewDeptId}`, 'reviewDeptId');
    }
    const amount = input.fields.find((f) => f.key === 'amount');
    if (amount && amount.type !== 'number') throw unprocessable('fields: the amount field is a number (元)', 'fields');
    const [before] = await tx.select().from(policyApplicationSettings).where(eq(policyApplicationSettings.policyId, input.policyId));
    const values = {
      open: input.open,
      workflowId: input.workflowId,
      reviewDeptId: input.reviewDeptId,
      materials: input.materials,
      fields: input.fields,
      updatedAt: deps.now(),
      updatedBy: request.user?.id ?? null,
    };
    await tx
      .insert(policyApplicationSettings)
      .values({ policyId: input.policyId, ...values })
      .onConflictDoUpdate({ target: policyApplicationSettings.policyId, set: values });
    await audit(tx, request, {
      action: before ? 'update' : 'create',
      entity: 'policy_application_settings',
      entityId: input.policyId,
      summary: `online application ${input.open ? 'open' : 'closed'} for policy ${input.policyId}`,
      before: before ?? null,
      after: values,
    });
  });
  return applicationSettings(deps.db, input.policyId);
}
