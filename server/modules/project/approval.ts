import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { checkProjectAction } from '@shared/project';
import type { DbOrTx } from '../../db/client';
import { projects, workflowInstances, workflows } from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { conflict, unprocessable } from '../../lib/errors';
import { actorOf, type Actor } from '../clue/common';
import * as engine from '../workflow/engine';
import { onInstanceStatus } from '../workflow/hooks';
import { lockProject, type Project } from './common';
import { detailOf } from './service';
import type * as s from './schemas';

/**
 * A project's approval and signing: submitting starts the "project approval" workflow (business type
 * project_approval) or resumes the step that returned it; the outcome comes back through onInstanceStatus; only an
 * approved project is signed.
 */

/** The enabled project approval workflow with a published version, or a 422 saying how to get one. */
async function approvalWorkflowId(tx: DbOrTx) {
  const [w] = await tx
    .select({ id: workflows.id })
    .from(workflows)
    .where(and(eq(workflows.businessType, 'project_approval'), eq(workflows.status, 'enabled'), sql`${workflows.publishedVersion} > 0`))
    .orderBy(asc(workflows.id))
    .limit(1);
  if (!w) throw unprocessable('id: no enabled project approval workflow: publish one in 流程管理', 'id');
  return w.id;
}

/** What the workflow's step conditions read: investment in units of the currency (the project keeps 万), area, industry, category. */
const approvalData = (p: Project) => ({
  investment: (p.investmentAmount ?? 0) * 10_000,
  area: (p.floorArea ?? 0) + (p.landArea ?? 0),
  industry: p.industryCode ?? '',
  categoryId: p.categoryId,
});

const initiatorOf = (actor: Actor): engine.Initiator => ({ kind: 'user', id: actor.id, name: actor.name, onBehalf: true });

async function submit(deps: Deps, tx: DbOrTx, actor: Actor, p: Project, comment: string | null) {
  const data = approvalData(p);
  const [previous] = p.instanceId
    ? await tx.select({ status: workflowInstances.status }).from(workflowInstances).where(eq(workflowInstances.id, p.instanceId))
    : [];
  if (previous && (previous.status === 'returned' || previous.status === 'rejected')) {
    await tx.update(projects).set({ status: 'reviewing', reviewComment: null }).where(eq(projects.id, p.id));
    await engine.resubmit(deps, p.instanceId!, initiatorOf(actor), { data, comment }, tx);
    return;
  }
  // No instance yet: a workflow whose steps all skip approves within startInstance, and its outcome must land.
  await tx.update(projects).set({ status: 'reviewing', reviewComment: null, instanceId: null }).where(eq(projects.id, p.id));
  const instanceId = await engine.startInstance(deps, tx, {
    workflowId: await approvalWorkflowId(tx),
    businessType: 'project_approval',
    businessId: p.id,
    title: `项目立项：${p.name}`,
    initiator: initiatorOf(actor),
    initiatorDeptId: actor.departmentId,
    ownerDeptId: p.departmentId,
    data,
    comment,
  });
  await tx.update(projects).set({ instanceId }).where(eq(projects.id, p.id));
}

/** POST /api/pms/admin/project/post: submit for approval, recall, sign (approved only), terminate or reopen a project in the caller's scope. */
export async function projectAction(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.projectAction>) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const actor = await actorOf(tx, request);
    const p = await lockProject(tx, actor, input.id);
    const check = checkProjectAction(p.status, input.action);
    if (!check.ok) throw conflict(`action: ${check.message}`, 'action');
    switch (input.action) {
      case 'submit':
        await submit(deps, tx, actor, p, input.comment);
        break;
      case 'recall':
        if (!p.instanceId) throw conflict('action: the project is not under review', 'action');
        await engine.withdraw(deps, p.instanceId, initiatorOf(actor), input.comment, tx);
        break;
      case 'sign':
        await tx.update(projects).set({ status: 'signed', signedAt: now }).where(eq(projects.id, p.id));
        break;
      default:
        await tx.update(projects).set({ status: check.to }).where(eq(projects.id, p.id));
    }
    await tx.update(projects).set({ updatedAt: now }).where(eq(projects.id, p.id));
    const [after] = await tx.select({ status: projects.status, instanceId: projects.instanceId }).from(projects).where(eq(projects.id, p.id));
    await audit(tx, request, {
      action: 'update',
      entity: 'project',
      entityId: p.id,
      summary: `${p.name}: ${input.action} (${p.status} → ${after.status})${input.comment ? `: ${input.comment.slice(0, 100)}` : ''}`,
      before: { status: p.status, instanceId: p.instanceId },
      after,
    });
    return detailOf(tx, actor, p.id, now);
  });
}

// The workflow's outcome, in the transaction that decided it.
onInstanceStatus('project_approval', async ({ tx, instance, status, comment, now }) => {
  const [p] = await tx.select().from(projects).where(eq(projects.id, instance.businessId)).for('update');
  // An instance that is not the project's latest changes nothing.
  if (!p || (p.instanceId !== null && p.instanceId !== instance.id)) return;
  const next =
    status === 'approved'
      ? { status: 'approved' as const, reviewComment: comment }
      : status === 'returned' || status === 'rejected'
      ? { status, reviewComment: comment }
      : status === 'withdrawn'
      ? { status: 'draft' as const }
      : { status: 'reviewing' as const, reviewComment: null };
  await tx
    .update(projects)
    .set({ ...next, updatedAt: now })
    .where(eq(projects.id, p.id));
  await audit(tx, null, {
    action: 'update',
    entity: 'project',
    entityId: p.id,
    summary: `${p.name}: project approval ${status}`,
    before: { status: p.status },
    after: next,
  });
});
