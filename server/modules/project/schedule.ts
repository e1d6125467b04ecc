import { and, asc, count, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { milestoneOverdue, planFromFlow, type FlowStep } from '@shared/project';
import type { DbOrTx } from '../../db/client';
import { clueTaskTypes, projectMilestones, projects, scheduleFlows, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { actorOf, chinaDay } from '../clue/common';
import { addPersonalNotices } from '../notify/service';
import type { JobDefinition } from '../queue/runner';
import { dailyAt } from '../queue/schedule';
import { activeStaff, lockProject, projectInScope } from './common';
import type * as s from './schemas';

/**
 * Schedules (进度): flows are ordered templates of milestones (签约, 工商注册, 装修, 试生产, 投产…), each optionally of a
 * task type; a project's schedule is made from its flow, then each milestone gets its dates, owner and state. A
 * milestone whose planned end has passed unfinished is reported to its owner (or the project's) by the nightly job.
 */

type Flow = typeof scheduleFlows.$inferSelect;

// ---------- flows ----------

const flowOut = (f: Flow, projectCount: number) => ({
  id: f.id,
  name: f.name,
  description: f.description,
  steps: f.steps,
  projectCount,
  updatedAt: f.updatedAt.toISOString(),
});

async function usage(db: DbOrTx, flowIds: number[]) {
  if (!flowIds.length) return new Map<number, number>();
  const rows = await db.select({ flowId: projects.flowId, n: count() }).from(projects).where(inArray(projects.flowId, flowIds)).groupBy(projects.flowId);
  return new Map(rows.map((r) => [r.flowId!, r.n]));
}

/** GET /apiv2/pms/admin/schedule/flows: every flow with its milestones and how many projects follow it. */
export async function queryFlows(db: DbOrTx) {
  const rows = await db.select().from(scheduleFlows).orderBy(asc(scheduleFlows.id)).limit(200);
  const used = await usage(
    db,
    rows.map((f) => f.id),
  );
  return { list: rows.map((f) => flowOut(f, used.get(f.id) ?? 0)), total: rows.length };
}

/** The task types named by the steps must exist (disabled ones may stay on a flow that had them). */
async function checkTaskTypes(db: DbOrTx, steps: FlowStep[]) {
  const ids = [...new Set(steps.map((st) => st.taskTypeId).filter((x): x is number => x !== null))];
  if (!ids.length) return;
  const found = await db.select({ id: clueTaskTypes.id }).from(clueTaskTypes).where(inArray(clueTaskTypes.id, ids));
  const index = steps.findIndex((st) => st.taskTypeId !== null && !found.some((f) => f.id === st.taskTypeId));
  if (index >= 0) throw unprocessable(`steps.${index}.taskTypeId: no task type ${steps[index].taskTypeId}`, `steps.${index}.taskTypeId`);
}

/** POST /api/pms/admin/schedule/flowpost: create (no id) or update a flow; names are unique. Schedules made already keep their milestones. */
export async function saveFlow(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.flowPost>) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: scheduleFlows.id })
      .from(scheduleFlows)
      .where(and(eq(scheduleFlows.name, input.name), input.id ? ne(scheduleFlows.id, input.id) : undefined));
    if (taken) throw conflict(`name: the flow "${input.name}" exists`, 'name');
    const steps = input.steps.map((st) => ({ name: st.name, taskTypeId: st.taskTypeId, days: st.days }));
    await checkTaskTypes(tx, steps);
    if (input.id === undefined) {
      const [row] = await tx
        .insert(scheduleFlows)
        .values({ name: input.name, description: input.description, steps, createdAt: now, updatedAt: now })
        .returning();
      await audit(tx, request, { action: 'create', entity: 'scheduleFlow', entityId: row.id, summary: row.name, after: row });
      return flowOut(row, 0);
    }
    const [before] = await tx.select().from(scheduleFlows).where(eq(scheduleFlows.id, input.id)).for('update');
    if (!before) throw notFound('Flow');
    const [row] = await tx
      .update(scheduleFlows)
      .set({ name: input.name, description: input.description, steps, updatedAt: now })
      .where(eq(scheduleFlows.id, input.id))
      .returning();
    await audit(tx, request, { action: 'update', entity: 'scheduleFlow', entityId: row.id, summary: row.name, before, after: row });
    return flowOut(row, (await usage(tx, [row.id])).get(row.id) ?? 0);
  });
}

/** POST /api/pms/admin/schedule/flowdelete: a flow no project follows (409 naming how many do). */
export async function deleteFlow(deps: Deps, request: FastifyRequest, id: number) {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(scheduleFlows).where(eq(scheduleFlows.id, id)).for('update');
    if (!before) throw notFound('Flow');
    const n = (await usage(tx, [id])).get(id) ?? 0;
    if (n > 0) throw conflict(`id: the flow "${before.name}" is followed by ${n} project(s); it cannot be deleted`, 'id');
    await tx.delete(scheduleFlows).where(eq(scheduleFlows.id, id));
    await audit(tx, request, { action: 'delete', entity: 'scheduleFlow', entityId: id, summary: before.name, before });
    return { id };
  });
}

// ---------- a project's schedule ----------

/**
 * Makes the project's schedule from a flow (none: no schedule), its milestones planned one after another from
 * `start`, owned by the project's owner. A schedule already worked on (a milestone started, finished or skipped) is
 * not thrown away: 409.
 */
export async function makeSchedule(tx: DbOrTx, projectId: number, flowId: number | null, start: string, ownerId: number | null, now: Date) {
  const [worked] = await tx
    .select({ name: projectMilestones.name })
    .from(projectMilestones)
    .where(and(eq(projectMilestones.projectId, projectId), ne(projectMilestones.state, 'pending')))
    .limit(1);
  if (worked) throw conflict(`flowId: the schedule is under way ("${worked.name}" is not pending); its flow cannot change`, 'flowId');
  await tx.delete(projectMilestones).where(eq(projectMilestones.projectId, projectId));
  if (flowId === null) return;
  const [flow] = await tx.select().from(scheduleFlows).where(eq(scheduleFlows.id, flowId));
  if (!flow) throw unprocessable(`flowId: no schedule flow ${flowId}`, 'flowId');
  const plan = planFromFlow(flow.steps, start);
  if (plan.length) await tx.insert(projectMilestones).values(plan.map((m) => ({ ...m, projectId, ownerId, updatedAt: now })));
}

const milestoneOwner = sql`coalesce(${users.realName}, ${users.username})`;

/** The project's milestones in order, with their task types' and owners' names and whether each is overdue today. */
export async function scheduleOf(db: DbOrTx, projectId: number, now: Date) {
  const rows = await db
    .select({ m: projectMilestones, taskTypeName: clueTaskTypes.name, ownerName: milestoneOwner.mapWith(String) })
    .from(projectMilestones)
    .leftJoin(clueTaskTypes, eq(clueTaskTypes.id, projectMilestones.taskTypeId))
    .leftJoin(users, eq(users.id, projectMilestones.ownerId))
    .where(eq(projectMilestones.projectId, projectId))
    .orderBy(asc(projectMilestones.sort), asc(projectMilestones.id));
  const today = chinaDay(now);
  return rows.map(({ m, taskTypeName, ownerName }) => ({
    id: m.id,
    sort: m.sort,
    name: m.name,
    taskTypeId: m.taskTypeId,
    taskTypeName,
    plannedStart: m.plannedStart,
    plannedEnd: m.plannedEnd,
    actualStart: m.actualStart,
    actualEnd: m.actualEnd,
    ownerId: m.ownerId,
    ownerName: m.ownerId ? ownerName : null,
    state: m.state,
    remark: m.remark,
    overdue: milestoneOverdue(m, today),
  }));
}

/** GET /api/pms/admin/project/schedule: a project's milestones (the project in the caller's scope). */
export async function projectSchedule(deps: Deps, request: FastifyRequest, projectId: number) {
  const actor = await actorOf(deps.db, request);
  const [p] = await deps.db
    .select({ id: projects.id, ownerId: projects.ownerId, departmentId: projects.departmentId, flowId: projects.flowId, flowName: scheduleFlows.name })
    .from(projects)
    .leftJoin(scheduleFlows, eq(scheduleFlows.id, projects.flowId))
    .where(eq(projects.id, projectId));
  if (!p || !(await projectInScope(deps.db, actor, p))) throw notFound('Project');
  return { projectId, flowId: p.flowId, flowName: p.flowName, list: await scheduleOf(deps.db, projectId, deps.now()) };
}

/**
 * POST /api/pms/admin/project/schedulepost: one milestone's planned and actual dates, owner, state and remark. A
 * finished milestone without an actual end gets today; an end before its start is refused on the end's field.
 */
export async function saveMilestone(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.schedulePost>) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const actor = await actorOf(tx, request);
    const [before] = await tx.select().from(projectMilestones).where(eq(projectMilestones.id, input.id)).for('update');
    if (!before) throw notFound('Milestone');
    const project = await lockProject(tx, actor, before.projectId).catch(() => {
      throw notFound('Milestone');
    });
    if (project.status === 'terminated') throw conflict(`id: "${project.name}" is terminated; its schedule is closed`, 'id');
    const today = chinaDay(now);
    const actualEnd = input.state === 'done' ? input.actualEnd ?? today : input.actualEnd;
    const actualStart = input.actualStart ?? (input.state === 'in_progress' || input.state === 'done' ? before.actualStart ?? actualEnd ?? today : null);
    if (input.plannedStart && input.plannedEnd && input.plannedEnd < input.plannedStart)
      throw unprocessable('plannedEnd: must not be before plannedStart', 'plannedEnd');
    if (actualStart && actualEnd && actualEnd < actualStart) throw unprocessable('actualEnd: must not be before actualStart', 'actualEnd');
    if (actualStart && actualStart > today) throw unprocessable('actualStart: must not be in the future', 'actualStart');
    if (actualEnd && actualEnd > today) throw unprocessable('actualEnd: must not be in the future', 'actualEnd');
    if (input.ownerId !== null && !(await activeStaff(tx, [input.ownerId])).has(input.ownerId))
      throw unprocessable(`ownerId: no active staff account ${input.ownerId}`, 'ownerId');
    const [row] = await tx
      .update(projectMilestones)
      .set({
        plannedStart: input.plannedStart,
        plannedEnd: input.plannedEnd,
        actualStart,
        actualEnd,
        ownerId: input.ownerId,
        state: input.state,
        remark: input.remark,
        // Told again about a new planned end, or a new owner.
        overdueNotifiedAt: input.plannedEnd !== before.plannedEnd || input.ownerId !== before.ownerId ? null : before.overdueNotifiedAt,
        updatedAt: now,
      })
      .where(eq(projectMilestones.id, before.id))
      .returning();
    await tx.update(projects).set({ updatedAt: now }).where(eq(projects.id, project.id));
    await audit(tx, request, {
      action: 'update',
      entity: 'project',
      entityId: project.id,
      summary: `${project.name}: milestone ${row.name} ${row.state}`,
      before,
      after: row,
    });
    const [flow] = project.flowId ? await tx.select({ name: scheduleFlows.name }).from(scheduleFlows).where(eq(scheduleFlows.id, project.flowId)) : [];
    return { projectId: project.id, flowId: project.flowId, flowName: flow?.name ?? null, list: await scheduleOf(tx, project.id, now) };
  });
}

// ---------- the overdue job ----------

const SWEEP_BATCH = 500;

/**
 * Tells the owner of each milestone whose planned end has passed unfinished (the project's owner when the milestone
 * has none), once per planned end, in one notice per person.
 */
export async function sweepOverdue(deps: Deps, tx: DbOrTx) {
  const now = deps.now();
  const due = await tx
    .select({
      id: projectMilestones.id,
      name: projectMilestones.name,
      plannedEnd: projectMilestones.plannedEnd,
      ownerId: projectMilestones.ownerId,
      projectId: projects.id,
      projectName: projects.name,
      projectOwnerId: projects.ownerId,
    })
    .from(projectMilestones)
    .innerJoin(projects, eq(projects.id, projectMilestones.projectId))
    .where(
      and(
        inArray(projectMilestones.state, ['pending', 'in_progress']),
        isNull(projectMilestones.overdueNotifiedAt),
        lt(projectMilestones.plannedEnd, chinaDay(now)),
        inArray(projects.status, ['draft', 'reviewing', 'returned', 'rejected', 'approved', 'signed']),
      ),
    )
    .orderBy(asc(projectMilestones.plannedEnd), asc(projectMilestones.id))
    .limit(SWEEP_BATCH)
    .for('update', { of: projectMilestones, skipLocked: true });
  if (!due.length) return { notified: 0 };
  await tx
    .update(projectMilestones)
    .set({ overdueNotifiedAt: now })
    .where(
      inArray(
        projectMilestones.id,
        due.map((m) => m.id),
      ),
    );
  const byOwner = new Map<number, typeof due>();
  for (const m of due) {
    const owner = m.ownerId ?? m.projectOwnerId;
    if (owner) byOwner.set(owner, [...(byOwner.get(owner) ?? []), m]);
  }
  const line = (m: (typeof due)[number]) => `「${m.projectName}」${m.name}（计划 ${m.plannedEnd} 完成）`;
  await addPersonalNotices(
    tx,
    [...byOwner].map(([userId, list]) => ({
      userId,
      title: `${list.length} 个项目节点已逾期`,
      content: list.slice(0, 5).map(line).join('；') + (list.length > 5 ? ` 等 ${list.length} 个` : '') + '：请更新进度或调整计划。',
      type: 'todo' as const,
      link: list.length === 1 ? `/admin/project?id=${list[0].projectId}` : '/admin/project',
    })),
    now,
  );
  await audit(tx, null, { action: 'update', entity: 'project', summary: `overdue milestones: ${due.length} reported`, after: due.map((m) => m.id) });
  return { notified: due.length };
}

/** The overdue milestones' sweep, every morning at 08:00 China time. */
export const projectJobs: JobDefinition[] = [
  { kind: 'project.overdue', every: dailyAt(8, 0), run: async ({ tx, deps }) => void (await sweepOverdue(deps, tx)) },
];
