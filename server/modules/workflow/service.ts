import { and, count, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { workflowConditionFields, type WorkflowBusinessType, type WorkflowStepSnapshot } from '@shared/workflow';
import { parseCondition, formatCondition } from '@shared/workflowCondition';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { departments, roles, users, workflowInstances, workflowSteps, workflowTasks, workflowVersions, workflows } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { keyset } from '../../lib/keyset';
import { contains } from '../../lib/like';
import { MAX_STEPS, type stepInput, type stepSortInput, type workflowInput, type workflowQuery } from './schemas';
import { readAll } from '../../db/reads';

type WorkflowRow = typeof workflows.$inferSelect;
type StepRow = typeof workflowSteps.$inferSelect;

/** Names of the given accounts (one query): the real name, or the username where none is given. */
export async function peopleById(db: DbOrTx, ids: number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<number, { id: number; name: string }>();
  const rows = await db
    .select({ id: users.id, name: sql<string>`coalesce(nullif(${users.realName}, ''), ${users.username})` })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Active staff whose name or username holds the keyword, 20 at a time: whom a reviewer may transfer a task to,
 * add as a signer or copy, and whom an editor names at a step. Every signed-in staff member may ask (a reviewer
 * needs no account:query), so it answers names and departments only.
 */
export async function findPeople(db: DbOrTx, keyword: string | undefined) {
  return db
    .select({
      id: users.id,
      name: sql<string>`coalesce(nullif(${users.realName}, ''), ${users.username})`,
      username: users.username,
      departmentName: departments.name,
    })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(and(eq(users.status, 'active'), contains(keyword, users.realName, users.username)))
    .orderBy(users.realName, users.id)
    .limit(20);
}

/** Step and running-instance counts of the given workflows (two grouped queries). */
async function countsOf(db: DbOrTx, ids: number[]) {
  if (!ids.length) return { steps: new Map<number, number>(), running: new Map<number, number>() };
  const [steps, running] = await Promise.all([
    db.select({ id: workflowSteps.workflowId, n: count() }).from(workflowSteps).where(inArray(workflowSteps.workflowId, ids)).groupBy(workflowSteps.workflowId),
    db
      .select({ id: workflowInstances.workflowId, n: count() })
      .from(workflowInstances)
      .where(and(inArray(workflowInstances.workflowId, ids), eq(workflowInstances.status, 'running')))
      .groupBy(workflowInstances.workflowId),
  ]);
  return { steps: new Map(steps.map((r) => [r.id, r.n])), running: new Map(running.map((r) => [r.id, r.n])) };
}

async function toItems(db: DbOrTx, rows: WorkflowRow[]) {
  const ids = rows.map((r) => r.id);
  const [people, counts] = await Promise.all([
    peopleById(
      db,
      rows.map((r) => r.fallbackUserId),
    ),
    countsOf(db, ids),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    businessType: r.businessType,
    description: r.description,
    status: r.status,
    fallbackUser: people.get(r.fallbackUserId) ?? { id: r.fallbackUserId, name: `#${r.fallbackUserId}` },
    publishedVersion: r.publishedVersion,
    hasDraftChanges: r.hasDraftChanges,
    stepCount: counts.steps.get(r.id) ?? 0,
    runningCount: counts.running.get(r.id) ?? 0,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function queryWorkflows(db: DbOrTx, q: z.infer<typeof workflowQuery>) {
  const where = and(
    contains(q.keyword, workflows.name, workflows.description),
    q.businessType ? eq(workflows.businessType, q.businessType) : undefined,
    q.status ? eq(workflows.status, q.status) : undefined,
  );
  const column = { name: workflows.name, updatedAt: workflows.updatedAt, publishedVersion: workflows.publishedVersion }[q.sortField];
  const order = keyset({ column, id: workflows.id, ascending: q.sortOrder === 'ascend' });
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(workflows)
      .where(where)
      .orderBy(...order.orderBy)
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    db.select({ total: count() }).from(workflows).where(where),
  ]);
  return { list: await toItems(db, rows), total, current: q.current, pageSize: q.pageSize };
}

/** The workflow row, locked for the rest of the transaction when `lock` (step edits renumber its steps). */
async function workflowRow(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(workflows).where(eq(workflows.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Workflow');
  return row;
}

export async function workflowDetail(db: DbOrTx, id: number) {
  return (await toItems(db, [await workflowRow(db, id)]))[0];
}

async function stepRows(db: DbOrTx, workflowId: number) {
  return db.select().from(workflowSteps).where(eq(workflowSteps.workflowId, workflowId)).orderBy(workflowSteps.sort, workflowSteps.id);
}

async function toStepItems(db: DbOrTx, rows: StepRow[]) {
  const roleIds = [...new Set(rows.map((r) => r.actorRoleId).filter((v): v is number => v !== null))];
  const [people, roleRows] = await Promise.all([
    peopleById(
      db,
      rows.flatMap((r) => [...r.actorUserIds, ...(r.escalateToUserId ? [r.escalateToUserId] : [])]),
    ),
    roleIds.length ? db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, roleIds)) : [],
  ]);
  const roleById = new Map(roleRows.map((r) => [r.id, r]));
  return rows.map((r) => ({
    id: r.id,
    workflowId: r.workflowId,
    sort: r.sort,
    name: r.name,
    actorType: r.actorType,
    actorUsers: r.actorUserIds.map((id) => people.get(id) ?? { id, name: `#${id}` }),
    actorRole: r.actorRoleId ? roleById.get(r.actorRoleId) ?? { id: r.actorRoleId, name: `#${r.actorRoleId}` } : null,
    mode: r.mode,
    actions: r.actions,
    condition: r.condition,
    timeLimitHours: r.timeLimitHours,
    onTimeout: r.onTimeout,
    escalateTo: r.escalateToUserId ? people.get(r.escalateToUserId) ?? { id: r.escalateToUserId, name: `#${r.escalateToUserId}` } : null,
    fields: r.fields,
  }));
}

export async function workflowWithSteps(db: DbOrTx, workflowId: number) {
  const workflow = await workflowDetail(db, workflowId);
  return { workflow, steps: await toStepItems(db, await stepRows(db, workflowId)) };
}

/** Every named account must exist and be active: a step must not wait on someone who can never act. */
async function assertActiveUsers(db: DbOrTx, ids: number[], field: string) {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, unique), eq(users.status, 'active')));
  const found = new Set(rows.map((r) => r.id));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length) throw unprocessable(`${field}: no active account with id ${missing.join(', ')}`, field);
}

async function assertActiveRole(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.status, 'active')));
  if (!row) throw unprocessable(`actorRoleId: no active role with id ${id}`, 'actorRoleId');
}

/**
 * A condition must parse and name only the business type's fields; it is stored in its normalised form
 * (`amount > 50万` is kept as `amount > 500000`), so what the screen shows is what the engine evaluates.
 */
export function normaliseCondition(text: string | null, businessType: WorkflowBusinessType): string | null {
  if (!text) return null;
  const parsed = parseCondition(text);
  if (!parsed.ok) throw unprocessable(`condition: ${parsed.error}`, 'condition');
  const known = workflowConditionFields[businessType];
  const unknown = parsed.fields.filter((f) => !(f in known));
  if (unknown.length) {
    throw unprocessable(`condition: unknown field ${unknown.map((f) => `"${f}"`).join(', ')}; the fields are ${Object.keys(known).join(', ')}`, 'condition');
  }
  return formatCondition(parsed.ast);
}

async function assertNameFree(db: DbOrTx, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: workflows.id })
    .from(workflows)
    .where(and(sql`lower(${workflows.name}) = lower(${name})`, exceptId ? ne(workflows.id, exceptId) : undefined));
  if (clash) throw conflict(`name: a workflow named "${name}" already exists`, 'name');
}

/** The step as a published version freezes it. */
export const snapshotOf = (r: StepRow): WorkflowStepSnapshot => ({
  stepId: r.id,
  name: r.name,
  actorType: r.actorType,
  actorUserIds: r.actorUserIds,
  actorRoleId: r.actorRoleId,
  mode: r.mode,
  actions: r.actions,
  condition: r.condition,
  timeLimitHours: r.timeLimitHours,
  onTimeout: r.onTimeout,
  escalateToUserId: r.escalateToUserId,
  fields: r.fields,
});

/**
 * Freezes the current steps as the next version. Refused without steps, and re-checked here because people and
 * roles may have been disabled since a step was saved. Publishing unchanged steps again makes no new version.
 */
async function publish(tx: DbOrTx, request: FastifyRequest, row: WorkflowRow) {
  if (!row.hasDraftChanges && row.publishedVersion > 0) return;
  const steps = await stepRows(tx, row.id);
  if (!steps.length) throw unprocessable('steps: add at least one step before publishing the workflow', 'steps');
  await assertActiveUsers(tx, [row.fallbackUserId], 'fallbackUserId');
  for (const step of steps) {
    await assertActiveUsers(tx, [...step.actorUserIds, ...(step.escalateToUserId ? [step.escalateToUserId] : [])], 'steps');
    if (step.actorRoleId) await assertActiveRole(tx, step.actorRoleId);
    normaliseCondition(step.condition, row.businessType);
  }
  const version = row.publishedVersion + 1;
  await tx.insert(workflowVersions).values({ workflowId: row.id, version, steps: steps.map(snapshotOf), publishedBy: request.user?.id ?? null });
  await tx.update(workflows).set({ publishedVersion: version, hasDraftChanges: false }).where(eq(workflows.id, row.id));
  await audit(tx, request, { action: 'update', entity: 'workflow', entityId: row.id, summary: `${row.name}: published version ${version}` });
}

export async function saveWorkflow(deps: Deps, request: FastifyRequest, input: z.infer<typeof workflowInput>) {
  const { id: inputId, publish: wantsPublish, ...fields } = input;
  const id = await deps.db.transaction(async (tx) => {
    await assertNameFree(tx, fields.name, inputId);
    let row: WorkflowRow;
    if (inputId) {
      const before = await workflowRow(tx, inputId, true);
      // Published versions and running instances were built for the business type: it cannot change under them.
      if (before.businessType !== fields.businessType && before.publishedVersion > 0) {
        throw unprocessable('businessType: a published workflow keeps its business type; create a new workflow instead', 'businessType');
      }
      if (before.fallbackUserId !== fields.fallbackUserId) await assertActiveUsers(tx, [fields.fallbackUserId], 'fallbackUserId');
      [row] = await tx
        .update(workflows)
        .set({ ...fields, updatedAt: deps.now() })
        .where(eq(workflows.id, inputId))
        .returning();
      const { createdAt: _c, updatedAt: _u, ...beforeFields } = before;
      await audit(tx, request, { action: 'update', entity: 'workflow', entityId: inputId, summary: fields.name, before: beforeFields, after: fields });
    } else {
      await assertActiveUsers(tx, [fields.fallbackUserId], 'fallbackUserId');
      [row] = await tx.insert(workflows).values(fields).returning();
      await audit(tx, request, { action: 'create', entity: 'workflow', entityId: row.id, summary: fields.name, after: fields });
    }
    if (wantsPublish) await publish(tx, request, row);
    return row.id;
  });
  return workflowDetail(deps.db, id);
}

/**
 * Only a workflow nothing has run on can be deleted: running instances would lose their steps, finished ones
 * their history. Otherwise it can be disabled, which stops new instances.
 */
export async function deleteWorkflow(deps: Deps, request: FastifyRequest, id: number) {
  await deps.db.transaction(async (tx) => {
    const before = await workflowRow(tx, id, true);
    const [{ running, finished }] = await tx
      .select({
        running: sql<number>`(count(*) filter (where ${workflowInstances.status} = 'running'))::int`,
        finished: sql<number>`(count(*) filter (where ${workflowInstances.status} <> 'running'))::int`,
      })
      .from(workflowInstances)
      .where(eq(workflowInstances.workflowId, id));
    if (running > 0) throw conflict(`Workflow "${before.name}" has ${running} running instance(s); disable it instead of deleting it`, 'id');
    if (finished > 0)
      throw conflict(`Workflow "${before.name}" keeps the history of ${finished} finished instance(s); disable it instead of deleting it`, 'id');
    await tx.delete(workflows).where(eq(workflows.id, id));
    const { createdAt: _c, updatedAt: _u, ...beforeFields } = before;
    await audit(tx, request, { action: 'delete', entity: 'workflow', entityId: id, summary: before.name, before: beforeFields });
  });
}

/** Marks the steps as changed since the latest publication. */
const touch = (tx: DbOrTx, deps: Deps, workflowId: number) =>
  tx.update(workflows).set({ hasDraftChanges: true, updatedAt: deps.now() }).where(eq(workflows.id, workflowId));

export async function saveStep(deps: Deps, request: FastifyRequest, input: z.infer<typeof stepInput>) {
  const { id: stepId, workflowId, ...fields } = input;
  await deps.db.transaction(async (tx) => {
    const workflow = await workflowRow(tx, workflowId, true);
    const values = {
      ...fields,
      // Only the fields of the chosen kind of actor are kept: a role left over from editing would mislead.
      actorUserIds: fields.actorType === 'users' ? fields.actorUserIds : [],
      actorRoleId: fields.actorType === 'role' ? fields.actorRoleId : null,
      escalateToUserId: fields.onTimeout === 'escalate' ? fields.escalateToUserId : null,
      condition: normaliseCondition(fields.condition, workflow.businessType),
    };
    await assertActiveUsers(tx, values.actorUserIds, 'actorUserIds');
    if (values.escalateToUserId) await assertActiveUsers(tx, [values.escalateToUserId], 'escalateToUserId');
    if (values.actorRoleId) await assertActiveRole(tx, values.actorRoleId);
    if (stepId) {
      const [before] = await tx
        .select()
        .from(workflowSteps)
        .where(and(eq(workflowSteps.id, stepId), eq(workflowSteps.workflowId, workflowId)));
      if (!before) throw notFound('Step');
      await tx
        .update(workflowSteps)
        .set({ ...values, updatedAt: deps.now() })
        .where(eq(workflowSteps.id, stepId));
      const { createdAt: _c, updatedAt: _u, ...beforeFields } = before;
      await audit(tx, request, {
        action: 'update',
        entity: 'workflow_step',
        entityId: stepId,
        summary: `${workflow.name} / ${values.name}`,
        before: beforeFields,
        after: values,
      });
    } else {
      const [{ n, last }] = await tx
        .select({ n: count(), last: max(workflowSteps.sort) })
        .from(workflowSteps)
        .where(eq(workflowSteps.workflowId, workflowId));
      if (n >= MAX_STEPS) throw unprocessable(`steps: a workflow has at most ${MAX_STEPS} steps`, 'steps');
      const [row] = await tx
        .insert(workflowSteps)
        .values({ ...values, workflowId, sort: (last ?? 0) + 1 })
        .returning({ id: workflowSteps.id });
      await audit(tx, request, { action: 'create', entity: 'workflow_step', entityId: row.id, summary: `${workflow.name} / ${values.name}`, after: values });
    }
    await touch(tx, deps, workflowId);
  });
  return workflowWithSteps(deps.db, workflowId);
}

/** Deletes a step and closes the gap in the order. Published versions keep their own copy of it. */
export async function deleteStep(deps: Deps, request: FastifyRequest, stepId: number) {
  const [step] = await deps.db.select({ workflowId: workflowSteps.workflowId }).from(workflowSteps).where(eq(workflowSteps.id, stepId));
  if (!step) throw notFound('Step');
  await deps.db.transaction(async (tx) => {
    const workflow = await workflowRow(tx, step.workflowId, true);
    const [before] = await tx.delete(workflowSteps).where(eq(workflowSteps.id, stepId)).returning();
    if (!before) throw notFound('Step');
    await renumber(
      tx,
      (await stepRows(tx, workflow.id)).map((r) => r.id),
    );
    await touch(tx, deps, workflow.id);
    const { createdAt: _c, updatedAt: _u, ...beforeFields } = before;
    await audit(tx, request, {
      action: 'delete',
      entity: 'workflow_step',
      entityId: stepId,
      summary: `${workflow.name} / ${before.name}`,
      before: beforeFields,
    });
  });
  return workflowWithSteps(deps.db, step.workflowId);
}

/** Sort numbers 1…n in the given order, in one statement. */
async function renumber(tx: DbOrTx, orderedIds: number[]) {
  if (!orderedIds.length) return;
  await tx.execute(sql`
    update workflow_steps s set sort = o.n
    from unnest(array[${sql.join(
      orderedIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::int[]) with ordinality as o(id, n)
    where s.id = o.id`);
}

/** The new order must name exactly the workflow's steps, each once: a stale screen's list is refused, not guessed at. */
export async function sortSteps(deps: Deps, request: FastifyRequest, input: z.infer<typeof stepSortInput>) {
  await deps.db.transaction(async (tx) => {
    const workflow = await workflowRow(tx, input.workflowId, true);
    const current = (await stepRows(tx, workflow.id)).map((r) => r.id);
    const currentSet = new Set(current);
    const foreign = input.stepIds.filter((id) => !currentSet.has(id));
    const missing = current.filter((id) => !input.stepIds.includes(id));
    if (foreign.length || missing.length) {
      const parts = [foreign.length ? `not steps of this workflow: ${foreign.join(', ')}` : '', missing.length ? `missing: ${missing.join(', ')}` : ''].filter(
        Boolean,
      );
      throw unprocessable(`stepIds: must list each of the workflow's ${current.length} steps exactly once (${parts.join('; ')})`, 'stepIds');
    }
    await renumber(tx, input.stepIds);
    await touch(tx, deps, workflow.id);
    await audit(tx, request, {
      action: 'update',
      entity: 'workflow',
      entityId: workflow.id,
      summary: `${workflow.name}: steps reordered`,
      before: { stepIds: current },
      after: { stepIds: input.stepIds },
    });
  });
  return workflowWithSteps(deps.db, input.workflowId);
}

/**
 * Why an account cannot be deleted for the workflows' sake: the workflows it is the fallback administrator or an
 * escalation target of, and whether it holds tasks (their history names it). Empty when nothing relies on it.
 */
export async function workflowsRelyingOn(db: DbOrTx, userId: number) {
  const [named, [{ tasks }]] = await readAll(db, [
    () =>
      db
        .selectDistinct({ name: workflows.name })
        .from(workflows)
        .leftJoin(workflowSteps, eq(workflowSteps.workflowId, workflows.id))
        .where(sql`${workflows.fallbackUserId} = ${userId} or ${workflowSteps.escalateToUserId} = ${userId}`)
        .limit(5),
    () => db.select({ tasks: count() }).from(workflowTasks).where(eq(workflowTasks.assigneeId, userId)),
  ]);
  return { workflows: named.map((r) => r.name), tasks };
}
