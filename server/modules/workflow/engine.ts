import { and, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  workflowActions,
  type WorkflowAction,
  type WorkflowBusinessType,
  type WorkflowHistoryAction,
  type WorkflowStepField,
  type WorkflowStepSnapshot,
} from '@shared/workflow';
import { evaluateCondition, parseCondition } from '@shared/workflowCondition';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { departments, userRoles, users, workflowHistory, workflowInstances, workflowTasks, workflowVersions, workflows } from '../../db/schema';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { audit } from '../../lib/audit';
import { tellBusiness } from './hooks';
import { tellAssignees, tellInitiator } from './notices';
import { peopleById } from './service';
import { readAll } from '../../db/reads';

/**
 * The approval engine every reviewed thing in the portal runs on (policy applications first). An area starts an
 * instance over its business record; the people the steps resolve to get tasks; their actions move the instance
 * through the version's steps. Every change locks the instance row first, so two people acting at once are
 * serialised: the second finds the task handled and gets 409.
 */

export type Initiator = {
  kind: 'user' | 'visitor';
  id: number;
  name: string;
  /** Someone the business lets act for the initiator (a company's administrator on its applications); recorded as who acted. */
  onBehalf?: boolean;
};
type Instance = typeof workflowInstances.$inferSelect;
type Task = typeof workflowTasks.$inferSelect;

const URGE_INTERVAL_MS = 24 * 3600_000;
/** Actions by the people at the steps: once any of these is recorded, the initiator can no longer withdraw. */
const ACTOR_ACTIONS: WorkflowHistoryAction[] = ['approve', 'reject', 'return', 'transfer', 'add_signer'];
/** The most people one step resolves to: a role is a team, not the whole staff. */
const MAX_ACTORS = 50;

export type StartInput = {
  workflowId: number;
  businessType: WorkflowBusinessType;
  businessId: number;
  title: string;
  initiator: Initiator;
  initiatorDeptId?: number | null;
  ownerDeptId?: number | null;
  policyDeptId?: number | null;
  data: Record<string, unknown>;
  comment?: string | null;
  attachments?: { name: string; url: string }[];
};

async function record(
  tx: DbOrTx,
  now: Date,
  instanceId: number,
  step: number | null,
  actor: Initiator | 'system',
  action: WorkflowHistoryAction,
  extra: { comment?: string | null; attachments?: { name: string; url: string }[]; detail?: Record<string, unknown> } = {},
) {
  await tx.insert(workflowHistory).values({
    instanceId,
    step,
    actorKind: actor === 'system' ? 'system' : actor.kind,
    actorId: actor === 'system' ? null : actor.id,
    actorName: actor === 'system' ? '系统' : actor.name,
    action,
    comment: extra.comment ?? null,
    attachments: extra.attachments ?? [],
    detail: extra.detail ?? {},
    createdAt: now,
  });
}

async function versionSteps(tx: DbOrTx, versionId: number) {
  const [v] = await tx.select({ steps: workflowVersions.steps }).from(workflowVersions).where(eq(workflowVersions.id, versionId));
  return v.steps;
}

/** The active leader of a department: departments name their leader, who is the account of that name there. */
async function leaderOf(tx: DbOrTx, departmentId: number | null) {
  if (!departmentId) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(departments, eq(departments.id, users.departmentId))
    .where(and(eq(departments.id, departmentId), eq(users.realName, departments.leader), eq(users.status, 'active')))
    .limit(1);
  return rows.map((r) => r.id);
}

/** The active accounts a step resolves to for this instance (may be none: the caller falls back). */
export async function resolveActors(tx: DbOrTx, step: WorkflowStepSnapshot, instance: Pick<Instance, 'initiatorDeptId' | 'ownerDeptId' | 'policyDeptId'>) {
  switch (step.actorType) {
    case 'users': {
      if (!step.actorUserIds.length) return [];
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, step.actorUserIds), eq(users.status, 'active')));
      // In the order the step names them.
      const active = new Set(rows.map((r) => r.id));
      return step.actorUserIds.filter((id) => active.has(id));
    }
    case 'role': {
      if (!step.actorRoleId) return [];
      const rows = await tx
        .select({ id: users.id })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(and(eq(userRoles.roleId, step.actorRoleId), eq(users.status, 'active')))
        .orderBy(users.id)
        .limit(MAX_ACTORS);
      return rows.map((r) => r.id);
    }
    case 'initiator_dept_leader':
      return leaderOf(tx, instance.initiatorDeptId);
    case 'owner_dept_leader':
      return leaderOf(tx, instance.ownerDeptId);
    case 'policy_dept': {
      if (!instance.policyDeptId) return [];
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.departmentId, instance.policyDeptId), eq(users.status, 'active')))
        .orderBy(users.id)
        .limit(MAX_ACTORS);
      return rows.map((r) => r.id);
    }
  }
}

/** Whether a step applies to the data: no condition, or a condition that holds. */
export function stepApplies(step: Pick<WorkflowStepSnapshot, 'condition'>, data: Record<string, unknown>) {
  if (!step.condition) return true;
  const parsed = parseCondition(step.condition);
  // Conditions are checked when saved and when published; one that no longer parses never skips a review.
  return parsed.ok ? evaluateCondition(parsed.ast, data) : true;
}

/**
 * Moves the instance to the first step from `from` on that applies, creating its tasks; past the last step the
 * instance is approved. A step that resolves to nobody goes to the workflow's fallback administrator.
 */
async function enterFrom(deps: Deps, tx: DbOrTx, now: Date, instance: Instance, steps: WorkflowStepSnapshot[], from: number) {
  for (let index = from; index < steps.length; index += 1) {
    const step = steps[index];
    if (!stepApplies(step, instance.data)) {
      await record(tx, now, instance.id, index, 'system', 'skip', { detail: { condition: step.condition } });
      continue;
    }
    let assignees = await resolveActors(tx, step, instance);
    if (!assignees.length) {
      const [w] = await tx.select({ fallbackUserId: workflows.fallbackUserId }).from(workflows).where(eq(workflows.id, instance.workflowId));
      assignees = [w.fallbackUserId];
      await record(tx, now, instance.id, index, 'system', 'fallback', { detail: { assigneeIds: assignees } });
    }
    const dueAt = step.timeLimitHours ? new Date(now.getTime() + step.timeLimitHours * 3600_000) : null;
    await tx.insert(workflowTasks).values(assignees.map((assigneeId) => ({ instanceId: instance.id, step: index, assigneeId, dueAt, createdAt: now })));
    await tx.update(workflowInstances).set({ status: 'running', currentStep: index }).where(eq(workflowInstances.id, instance.id));
    await tellAssignees(deps, tx, now, instance, assignees, 'todo', step.name);
    return;
  }
  await tx.update(workflowInstances).set({ status: 'approved', currentStep: null, finishedAt: now }).where(eq(workflowInstances.id, instance.id));
  await record(tx, now, instance.id, null, 'system', 'finish', { detail: { status: 'approved' } });
  await tellInitiator(deps, tx, now, instance, 'approved');
  await tellBusiness({ tx, deps, instance, status: 'approved', comment: null, now });
}

/** Starts the workflow over a business record; the record must not have a running instance already. */
export async function startInstance(deps: Deps, tx: DbOrTx, input: StartInput) {
  const now = deps.now();
  const [workflow] = await tx.select().from(workflows).where(eq(workflows.id, input.workflowId));
  if (!workflow) throw notFound('Workflow');
  if (workflow.businessType !== input.businessType)
    throw unprocessable(`workflowId: workflow "${workflow.name}" is not for ${input.businessType}`, 'workflowId');
  if (workflow.status !== 'enabled') throw unprocessable(`workflowId: workflow "${workflow.name}" is disabled`, 'workflowId');
  if (workflow.publishedVersion === 0) throw unprocessable(`workflowId: workflow "${workflow.name}" has no published version`, 'workflowId');
  const [version] = await tx
    .select()
    .from(workflowVersions)
    .where(and(eq(workflowVersions.workflowId, workflow.id), eq(workflowVersions.version, workflow.publishedVersion)));
  const [running] = await tx
    .select({ id: workflowInstances.id })
    .from(workflowInstances)
    .where(
      and(eq(workflowInstances.businessType, input.businessType), eq(workflowInstances.businessId, input.businessId), eq(workflowInstances.status, 'running')),
    );
  if (running) throw conflict('This record is already under review', 'businessId');
  const [instance] = await tx
    .insert(workflowInstances)
    .values({
      workflowId: workflow.id,
      versionId: version.id,
      businessType: input.businessType,
      businessId: input.businessId,
      title: input.title.slice(0, 200),
      initiatorKind: input.initiator.kind,
      initiatorId: input.initiator.id,
      initiatorDeptId: input.initiatorDeptId ?? null,
      ownerDeptId: input.ownerDeptId ?? null,
      policyDeptId: input.policyDeptId ?? null,
      data: input.data,
      startedAt: now,
    })
    .returning();
  await record(tx, now, instance.id, null, input.initiator, 'submit', {
    comment: input.comment,
    attachments: input.attachments,
    detail: { version: workflow.publishedVersion },
  });
  await enterFrom(deps, tx, now, instance, version.steps, 0);
  return instance.id;
}

async function lockInstance(tx: DbOrTx, id: number) {
  const [instance] = await tx.select().from(workflowInstances).where(eq(workflowInstances.id, id)).for('update');
  if (!instance) throw notFound('Instance');
  return instance;
}

/** The values an actor sets at a step, checked against the step's fields; returned ready to merge into the data. */
export function checkStepFields(fields: WorkflowStepField[], given: Record<string, unknown> = {}) {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(given))
    if (!fields.some((f) => f.key === key)) throw unprocessable(`fields.${key}: this step does not set ${key}`, `fields.${key}`);
  for (const f of fields) {
    const value = given[f.key];
    if (value === undefined || value === null || value === '') {
      if (f.required) throw unprocessable(`fields.${f.key}: ${f.label} is required`, `fields.${f.key}`);
      continue;
    }
    if (f.type === 'number') {
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
        throw unprocessable(`fields.${f.key}: ${f.label} must be a number not below 0`, `fields.${f.key}`);
      if (f.max !== undefined && value > f.max) throw unprocessable(`fields.${f.key}: ${f.label} must be at most ${f.max}`, `fields.${f.key}`);
    } else if (f.type === 'date') {
      if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))
        throw unprocessable(`fields.${f.key}: ${f.label} must be a date (YYYY-MM-DD)`, `fields.${f.key}`);
    } else if (typeof value !== 'string' || value.length > 500) {
      throw unprocessable(`fields.${f.key}: ${f.label} must be text of at most 500 characters`, `fields.${f.key}`);
    }
    out[f.key] = value;
  }
  return out;
}

/**
 * Whether the step is decided once this approval is in: no added signer still pending, and for `all` no actor
 * either (for `any`, the approving actor's colleagues were cancelled already).
 */
export function stepDecided(mode: 'any' | 'all', pending: Pick<Task, 'kind'>[]) {
  return !pending.some((t) => t.kind === 'signer' || (mode === 'all' && t.kind === 'actor'));
}

export type ActInput = {
  taskId: number;
  actor: Initiator & { kind: 'user' };
  action: Exclude<WorkflowAction, never>;
  comment?: string | null;
  attachments?: { name: string; url: string }[];
  fields?: Record<string, unknown>;
  /** For return: the earlier step to go back to; without it the instance goes back to the initiator. */
  toStep?: number | null;
  /** For transfer, add_signer and copy: the person concerned. */
  toUserId?: number | null;
};

async function activeUser(tx: DbOrTx, id: number | null | undefined, field: string) {
  if (!id) throw unprocessable(`${field}: choose a person`, field);
  const [u] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, 'active')));
  if (!u) throw unprocessable(`${field}: no active account with id ${id}`, field);
  return id;
}

/** One action by the assignee of a pending task. Returns the instance as it is afterwards. */
export async function act(deps: Deps, input: ActInput, request: FastifyRequest | null = null) {
  if (!workflowActions.includes(input.action)) throw unprocessable(`action: unknown action ${input.action}`, 'action');
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [found] = await tx.select({ instanceId: workflowTasks.instanceId }).from(workflowTasks).where(eq(workflowTasks.id, input.taskId));
    if (!found) throw notFound('Task');
    const instance = await lockInstance(tx, found.instanceId);
    const [task] = await tx.select().from(workflowTasks).where(eq(workflowTasks.id, input.taskId));
    if (task.assigneeId !== input.actor.id) throw forbidden('This task is not yours');
    if (task.status !== 'pending' || instance.status !== 'running' || task.step !== instance.currentStep) {
      throw conflict('This task has already been handled', 'taskId');
    }
    const steps = await versionSteps(tx, instance.versionId);
    const step = steps[task.step];
    if (input.action !== 'approve' && !step.actions.includes(input.action))
      throw unprocessable(`action: ${input.action} is not allowed at step "${step.name}"`, 'action');
    const done = (action: string, status: Task['status'] = 'done') =>
      tx.update(workflowTasks).set({ status, action, doneAt: now }).where(eq(workflowTasks.id, task.id));
    const cancelPending = () =>
      tx
        .update(workflowTasks)
        .set({ status: 'cancelled', doneAt: now })
        .where(and(eq(workflowTasks.instanceId, instance.id), eq(workflowTasks.status, 'pending')));
    const note = { comment: input.comment, attachments: input.attachments };

    switch (input.action) {
      case 'approve': {
        const set = checkStepFields(step.fields, input.fields);
        await done('approve');
        await record(tx, now, instance.id, task.step, input.actor, 'approve', { ...note, detail: set });
        const data = { ...instance.data, ...set };
        if (Object.keys(set).length) await tx.update(workflowInstances).set({ data }).where(eq(workflowInstances.id, instance.id));
        if (step.mode === 'any' && task.kind === 'actor') {
          await tx
            .update(workflowTasks)
            .set({ status: 'cancelled', doneAt: now })
            .where(
              and(
                eq(workflowTasks.instanceId, instance.id),
                eq(workflowTasks.step, task.step),
                eq(workflowTasks.kind, 'actor'),
                eq(workflowTasks.status, 'pending'),
              ),
            );
        }
        const pending = await tx
          .select({ kind: workflowTasks.kind })
          .from(workflowTasks)
          .where(and(eq(workflowTasks.instanceId, instance.id), eq(workflowTasks.status, 'pending')));
        const actorApproved = step.mode === 'all' || task.kind === 'actor' || (await anyActorApproved(tx, instance.id, task.step));
        if (actorApproved && stepDecided(step.mode, pending)) await enterFrom(deps, tx, now, { ...instance, data }, steps, task.step + 1);
        break;
      }
      case 'reject':
        await done('reject');
        await cancelPending();
        await tx.update(workflowInstances).set({ status: 'rejected', currentStep: null, resumeStep: task.step }).where(eq(workflowInstances.id, instance.id));
        await record(tx, now, instance.id, task.step, input.actor, 'reject', note);
        await tellInitiator(deps, tx, now, instance, 'rejected', input.comment);
        await tellBusiness({ tx, deps, instance, status: 'rejected', comment: input.comment ?? null, now });
        break;
      case 'return': {
        const toStep = input.toStep ?? null;
        if (toStep !== null) {
          const [visited] = await tx
            .select({ id: workflowTasks.id })
            .from(workflowTasks)
            .where(and(eq(workflowTasks.instanceId, instance.id), eq(workflowTasks.step, toStep)))
            .limit(1);
          if (!Number.isInteger(toStep) || toStep < 0 || toStep >= task.step || !visited) {
            throw unprocessable('toStep: return to an earlier step this application went through', 'toStep');
          }
        }
        await done('return');
        await cancelPending();
        await record(tx, now, instance.id, task.step, input.actor, 'return', { ...note, detail: { toStep } });
        if (toStep === null) {
          await tx.update(workflowInstances).set({ status: 'returned', currentStep: null, resumeStep: task.step }).where(eq(workflowInstances.id, instance.id));
          await tellInitiator(deps, tx, now, instance, 'returned', input.comment);
          await tellBusiness({ tx, deps, instance, status: 'returned', comment: input.comment ?? null, now });
        } else {
          await enterFrom(deps, tx, now, instance, steps, toStep);
        }
        break;
      }
      case 'transfer':
      case 'add_signer':
      case 'copy': {
        const toUserId = await activeUser(tx, input.toUserId, 'toUserId');
        if (input.action !== 'copy') {
          const [already] = await tx
            .select({ id: workflowTasks.id })
            .from(workflowTasks)
            .where(
              and(
                eq(workflowTasks.instanceId, instance.id),
                eq(workflowTasks.step, task.step),
                eq(workflowTasks.assigneeId, toUserId),
                eq(workflowTasks.status, 'pending'),
              ),
            );
          if (already || toUserId === input.actor.id) throw unprocessable('toUserId: this person already has this step to do', 'toUserId');
        }
        if (input.action === 'transfer') await done('transfer', 'transferred');
        const kind = input.action === 'transfer' ? task.kind : input.action === 'add_signer' ? 'signer' : 'copy';
        await tx.insert(workflowTasks).values({
          instanceId: instance.id,
          step: task.step,
          assigneeId: toUserId,
          kind,
          status: kind === 'copy' ? 'done' : 'pending',
          dueAt: kind === 'copy' ? null : task.dueAt,
          createdAt: now,
          doneAt: kind === 'copy' ? now : null,
        });
        await record(tx, now, instance.id, task.step, input.actor, input.action, { ...note, detail: { toUserId } });
        await tellAssignees(deps, tx, now, instance, [toUserId], kind === 'copy' ? 'copy' : 'todo', step.name);
        break;
      }
    }
    const [after] = await tx.select().from(workflowInstances).where(eq(workflowInstances.id, instance.id));
    await audit(tx, request, {
      action: 'update',
      entity: 'workflow_instance',
      entityId: instance.id,
      summary: `${instance.title}: ${input.action} at step ${task.step + 1} (${step.name})`,
      before: { status: instance.status, currentStep: instance.currentStep },
      after: { status: after.status, currentStep: after.currentStep },
    });
    return after;
  });
}

async function anyActorApproved(tx: DbOrTx, instanceId: number, step: number) {
  const [row] = await tx
    .select({ id: workflowTasks.id })
    .from(workflowTasks)
    .where(and(eq(workflowTasks.instanceId, instanceId), eq(workflowTasks.step, step), eq(workflowTasks.kind, 'actor'), eq(workflowTasks.action, 'approve')))
    .limit(1);
  return !!row;
}

/** Runs in the caller's transaction when the business record is changed with the instance, else in a new one. */
const inTransaction = <T>(deps: Deps, tx: DbOrTx | undefined, run: (tx: DbOrTx) => Promise<T>) => (tx ? run(tx) : deps.db.transaction(run));

function assertInitiator(instance: Instance, initiator: Initiator) {
  if (initiator.onBehalf) return;
  if (instance.initiatorKind !== initiator.kind || instance.initiatorId !== initiator.id) throw forbidden('Only the person who submitted it can do this');
}

/** The initiator takes it back, only while nobody has acted on it since it was (re)submitted. */
export async function withdraw(deps: Deps, instanceId: number, initiator: Initiator, comment?: string | null, inTx?: DbOrTx) {
  return inTransaction(deps, inTx, async (tx) => {
    const now = deps.now();
    const instance = await lockInstance(tx, instanceId);
    assertInitiator(instance, initiator);
    if (instance.status !== 'running') throw conflict('Only an application under review can be withdrawn', 'id');
    const [lastSubmit] = await tx
      .select({ id: workflowHistory.id })
      .from(workflowHistory)
      .where(and(eq(workflowHistory.instanceId, instanceId), inArray(workflowHistory.action, ['submit', 'resubmit'])))
      .orderBy(desc(workflowHistory.id))
      .limit(1);
    const [acted] = await tx
      .select({ id: workflowHistory.id })
      .from(workflowHistory)
      .where(and(eq(workflowHistory.instanceId, instanceId), inArray(workflowHistory.action, ACTOR_ACTIONS), sql`${workflowHistory.id} > ${lastSubmit.id}`))
      .limit(1);
    if (acted) throw conflict('A reviewer has already acted on it; it can no longer be withdrawn', 'id');
    await tx
      .update(workflowTasks)
      .set({ status: 'cancelled', doneAt: now })
      .where(and(eq(workflowTasks.instanceId, instanceId), eq(workflowTasks.status, 'pending')));
    await tx.update(workflowInstances).set({ status: 'withdrawn', currentStep: null, finishedAt: now }).where(eq(workflowInstances.id, instanceId));
    await record(tx, now, instanceId, instance.currentStep, initiator, 'withdraw', { comment });
    await tellBusiness({ tx, deps, instance, status: 'withdrawn', comment: comment ?? null, now });
  });
}

/** The initiator reminds the current actors, at most once a day. Returns who was urged. */
export async function urge(deps: Deps, instanceId: number, initiator: Initiator) {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const instance = await lockInstance(tx, instanceId);
    assertInitiator(instance, initiator);
    if (instance.status !== 'running') throw conflict('Only an application under review can be urged', 'id');
    if (instance.urgedAt && now.getTime() - instance.urgedAt.getTime() < URGE_INTERVAL_MS) {
      throw conflict(`Already urged at ${instance.urgedAt.toISOString()}; once a day at most`, 'id');
    }
    const pending = await tx
      .select({ assigneeId: workflowTasks.assigneeId })
      .from(workflowTasks)
      .where(and(eq(workflowTasks.instanceId, instanceId), eq(workflowTasks.status, 'pending'), ne(workflowTasks.kind, 'copy')));
    await tx.update(workflowInstances).set({ urgedAt: now }).where(eq(workflowInstances.id, instanceId));
    const assigneeIds = pending.map((p) => p.assigneeId);
    await record(tx, now, instanceId, instance.currentStep, initiator, 'urge', { detail: { assigneeIds } });
    const steps = await versionSteps(tx, instance.versionId);
    await tellAssignees(deps, tx, now, instance, assigneeIds, 'urge', steps[instance.currentStep ?? 0]?.name ?? '');
    return assigneeIds;
  });
}

/**
 * After a rejection or a return to the initiator: submitted again with the changes, it goes straight back to
 * the step that sent it back (the steps before it approved it already).
 */
export async function resubmit(
  deps: Deps,
  instanceId: number,
  initiator: Initiator,
  changes: { data?: Record<string, unknown>; comment?: string | null; attachments?: { name: string; url: string }[] } = {},
  inTx?: DbOrTx,
) {
  return inTransaction(deps, inTx, async (tx) => {
    const now = deps.now();
    const instance = await lockInstance(tx, instanceId);
    assertInitiator(instance, initiator);
    if (instance.status !== 'returned' && instance.status !== 'rejected') throw conflict('Only a returned or rejected application can be resubmitted', 'id');
    const [running] = await tx
      .select({ id: workflowInstances.id })
      .from(workflowInstances)
      .where(
        and(
          eq(workflowInstances.businessType, instance.businessType),
          eq(workflowInstances.businessId, instance.businessId),
          eq(workflowInstances.status, 'running'),
          ne(workflowInstances.id, instanceId),
        ),
      );
    if (running) throw conflict('This record is already under review', 'id');
    const data = { ...instance.data, ...changes.data };
    const resumeStep = instance.resumeStep ?? 0;
    await tx.update(workflowInstances).set({ data, status: 'running', resumeStep: null }).where(eq(workflowInstances.id, instanceId));
    await record(tx, now, instanceId, resumeStep, initiator, 'resubmit', { comment: changes.comment, attachments: changes.attachments });
    await tellBusiness({ tx, deps, instance: { ...instance, data }, status: 'running', comment: changes.comment ?? null, now });
    await enterFrom(deps, tx, now, { ...instance, data }, await versionSteps(tx, instance.versionId), resumeStep);
  });
}

/** An instance's timeline, oldest first. */
export async function timelineOf(db: DbOrTx, instanceId: number) {
  return db.select().from(workflowHistory).where(eq(workflowHistory.instanceId, instanceId)).orderBy(workflowHistory.id).limit(1000);
}

/** The people an entry's detail names (a transfer's new assignee, whom an urge reached…), by where it keeps them. */
function targetIdsOf(detail: Record<string, unknown>): number[] {
  const ids = [detail.toUserId, detail.assigneeId, ...(Array.isArray(detail.assigneeIds) ? detail.assigneeIds : [])];
  return ids.filter((id): id is number => typeof id === 'number');
}

/**
 * An instance's timeline as every screen shows it (the staff inbox, the applicant's page, later areas): each entry
 * with its step's name and the names of the people it went to, in three queries whatever its length.
 */
export async function instanceTimeline(db: DbOrTx, instanceId: number, steps?: Pick<WorkflowStepSnapshot, 'name'>[]) {
  const [history, stepNames] = await readAll(db, [
    () => timelineOf(db, instanceId),
    () =>
      steps
        ? steps
        : db
            .select({ steps: workflowVersions.steps })
            .from(workflowInstances)
            .innerJoin(workflowVersions, eq(workflowVersions.id, workflowInstances.versionId))
            .where(eq(workflowInstances.id, instanceId))
            .then(([row]) => row?.steps ?? []),
  ]);
  const people = await peopleById(
    db,
    history.flatMap((h) => targetIdsOf(h.detail)),
  );
  return history.map((h) => ({
    id: h.id,
    step: h.step,
    stepName: h.step === null ? null : stepNames[h.step]?.name ?? null,
    actorKind: h.actorKind,
    actorName: h.actorName,
    action: h.action,
    comment: h.comment,
    attachments: h.attachments,
    detail: h.detail,
    targets: targetIdsOf(h.detail).map((id) => people.get(id)?.name ?? `#${id}`),
    createdAt: h.createdAt.toISOString(),
  }));
}

/** How many overdue tasks one run of the deadline job handles; the next run, minutes later, takes the rest. */
const DEADLINE_BATCH = 200;

/**
 * Applies the steps' time limits to pending tasks past their due time, each once: remind (recorded, the task
 * stays), escalate (the task moves to the named person, or the fallback administrator when they can no longer
 * act), or decide the step (approve on to the next step, or reject back to the initiator). Runs in the job's
 * transaction; the instance is locked, so a reviewer acting at the same moment either wins or finds it decided.
 */
export async function handleDeadlines(deps: Deps, tx: DbOrTx) {
  const now = deps.now();
  const due = await tx
    .select({ id: workflowTasks.id, instanceId: workflowTasks.instanceId })
    .from(workflowTasks)
    .where(and(eq(workflowTasks.status, 'pending'), isNull(workflowTasks.timedOutAt), lt(workflowTasks.dueAt, now)))
    .orderBy(workflowTasks.dueAt)
    .limit(DEADLINE_BATCH);
  let handled = 0;
  for (const { id, instanceId } of due) {
    const instance = await lockInstance(tx, instanceId);
    const [task] = await tx.select().from(workflowTasks).where(eq(workflowTasks.id, id));
    // Decided meanwhile (another task of the same step timed out first, or someone acted).
    if (task.status !== 'pending' || task.timedOutAt || instance.status !== 'running' || task.step !== instance.currentStep) continue;
    const steps = await versionSteps(tx, instance.versionId);
    const step = steps[task.step];
    const onTimeout = step.onTimeout ?? 'remind';
    const timedOut = { timedOutAt: now };
    handled += 1;
    if (onTimeout === 'remind') {
      await tx.update(workflowTasks).set(timedOut).where(eq(workflowTasks.id, task.id));
      await record(tx, now, instance.id, task.step, 'system', 'timeout', { detail: { onTimeout, assigneeId: task.assigneeId } });
      await tellAssignees(deps, tx, now, instance, [task.assigneeId], 'overdue', step.name);
    } else if (onTimeout === 'escalate') {
      const [target] = step.escalateToUserId
        ? await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, step.escalateToUserId), eq(users.status, 'active')))
        : [];
      const [w] = await tx.select({ fallbackUserId: workflows.fallbackUserId }).from(workflows).where(eq(workflows.id, instance.workflowId));
      const toUserId = target?.id ?? w.fallbackUserId;
      await tx
        .update(workflowTasks)
        .set({ ...timedOut, status: 'transferred', action: 'timeout', doneAt: now })
        .where(eq(workflowTasks.id, task.id));
      await tx.insert(workflowTasks).values({ instanceId: instance.id, step: task.step, assigneeId: toUserId, kind: task.kind, createdAt: now });
      await record(tx, now, instance.id, task.step, 'system', 'timeout', { detail: { onTimeout, fromUserId: task.assigneeId, toUserId } });
      await tellAssignees(deps, tx, now, instance, [toUserId], 'todo', step.name);
    } else {
      await tx
        .update(workflowTasks)
        .set({ ...timedOut, status: 'cancelled', doneAt: now })
        .where(and(eq(workflowTasks.instanceId, instance.id), eq(workflowTasks.status, 'pending')));
      await record(tx, now, instance.id, task.step, 'system', 'timeout', { detail: { onTimeout } });
      if (onTimeout === 'approve') await enterFrom(deps, tx, now, instance, steps, task.step + 1);
      else {
        await tx.update(workflowInstances).set({ status: 'rejected', currentStep: null, resumeStep: task.step }).where(eq(workflowInstances.id, instance.id));
        const comment = `「${step.name}」超过办理时限，按流程设置自动退回`;
        await tellInitiator(deps, tx, now, instance, 'rejected', comment);
        await tellBusiness({ tx, deps, instance, status: 'rejected', comment, now });
      }
    }
  }
  return handled;
}
