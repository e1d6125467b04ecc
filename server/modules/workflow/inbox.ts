import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { workflowInstances, workflowTasks, workflowVersions, workflows } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { grants } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import { containsByBigrams } from '../../lib/like';
import type * as s from './schemas';
import { instanceTimeline } from './engine';
import { peopleById } from './service';

/**
 * The staff side of the engine: the inbox (to do, done by me, started by me), its count for the header, and one
 * instance with its steps and timeline. An instance is visible to the people who have or had a task on it, to
 * its initiator, and to whoever may configure workflows.
 */

const stepNameOf = sql<string | null>`(${workflowVersions.steps} -> ${workflowTasks.step} ->> 'name')`;

export async function queryTasks(db: DbOrTx, me: AuthUser, q: z.infer<typeof s.taskQuery>, now: Date) {
  if (q.box === 'started') {
    return startedBy(
      db,
      me,
      q,
      and(q.businessType ? eq(workflowInstances.businessType, q.businessType) : undefined, containsByBigrams(q.keyword, workflowInstances.title)),
    );
  }
  // The business type is read from each task's instance by its key (a subplan per task): the person's tasks are
  // few and found by their index, while a join would scan every instance (130 ms at 100,000).
  const businessTypeOfTask = sql`(select ${workflowInstances.businessType} from ${workflowInstances} where ${workflowInstances.id} = ${workflowTasks.instanceId})`;
  const where = and(
    eq(workflowTasks.assigneeId, me.id),
    q.box === 'todo' ? eq(workflowTasks.status, 'pending') : inArray(workflowTasks.status, ['done', 'transferred']),
    q.box === 'done' ? ne(workflowTasks.kind, 'copy') : undefined,
    q.businessType ? sql`${businessTypeOfTask} = ${q.businessType}` : undefined,
    // The titles holding the keyword come from their bigram index (migration inbox_title_bigrams) as a semi-join, so
    // the planner may hash the few matching instances or look each task's up, whichever is fewer.
    q.keyword
      ? inArray(
          workflowTasks.instanceId,
          db.select({ id: workflowInstances.id }).from(workflowInstances).where(containsByBigrams(q.keyword, workflowInstances.title)),
        )
      : undefined,
  );
  // The page's task ids first (an index range on assignee, status, id), then their rows with what they show.
  const [pageIds, [{ total }]] = await Promise.all([
    db
      .select({ id: workflowTasks.id })
      .from(workflowTasks)
      .where(where)
      // To do: the oldest waiting first (first come, first served); done: the latest first.
      .orderBy(q.box === 'todo' ? workflowTasks.id : desc(workflowTasks.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    db.select({ total: count() }).from(workflowTasks).where(where),
  ]);
  const ids = pageIds.map((r) => r.id);
  const found = ids.length
    ? await db
        .select({
          taskId: workflowTasks.id,
          instanceId: workflowInstances.id,
          title: workflowInstances.title,
          workflowName: workflows.name,
          businessType: workflowInstances.businessType,
          businessId: workflowInstances.businessId,
          stepName: stepNameOf,
          instanceStatus: workflowInstances.status,
          taskKind: workflowTasks.kind,
          taskStatus: workflowTasks.status,
          action: workflowTasks.action,
          createdAt: workflowTasks.createdAt,
          dueAt: workflowTasks.dueAt,
        })
        .from(workflowTasks)
        .innerJoin(workflowInstances, eq(workflowInstances.id, workflowTasks.instanceId))
        .innerJoin(workflows, eq(workflows.id, workflowInstances.workflowId))
        .innerJoin(workflowVersions, eq(workflowVersions.id, workflowInstances.versionId))
        .where(inArray(workflowTasks.id, ids))
    : [];
  const byId = new Map(found.map((r) => [r.taskId, r]));
  const rows = ids.map((id) => byId.get(id)!);
  return {
    list: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      dueAt: r.dueAt?.toISOString() ?? null,
      overdue: r.taskStatus === 'pending' && !!r.dueAt && r.dueAt < now,
    })),
    total,
    current: q.current,
    pageSize: q.pageSize,
  };
}

async function startedBy(db: DbOrTx, me: AuthUser, q: z.infer<typeof s.taskQuery>, filters: SQL | undefined) {
  const where = and(eq(workflowInstances.initiatorKind, 'user'), eq(workflowInstances.initiatorId, me.id), filters);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        instanceId: workflowInstances.id,
        title: workflowInstances.title,
        workflowName: workflows.name,
        businessType: workflowInstances.businessType,
        businessId: workflowInstances.businessId,
        stepName: sql<string | null>`(${workflowVersions.steps} -> ${workflowInstances.currentStep} ->> 'name')`,
        instanceStatus: workflowInstances.status,
        createdAt: workflowInstances.startedAt,
      })
      .from(workflowInstances)
      .innerJoin(workflows, eq(workflows.id, workflowInstances.workflowId))
      .innerJoin(workflowVersions, eq(workflowVersions.id, workflowInstances.versionId))
      .where(where)
      .orderBy(desc(workflowInstances.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    db.select({ total: count() }).from(workflowInstances).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      ...r,
      taskId: null,
      taskKind: null,
      taskStatus: null,
      action: null,
      createdAt: r.createdAt.toISOString(),
      dueAt: null,
      overdue: false,
    })),
    total,
    current: q.current,
    pageSize: q.pageSize,
  };
}

/** The header's badge: my pending tasks, and how many of them are past their time limit. */
export async function countTasks(db: DbOrTx, me: AuthUser, now: Date) {
  const [row] = await db
    .select({ todo: count(), overdue: sql<number>`(count(*) filter (where ${workflowTasks.dueAt} < ${now}))::int` })
    .from(workflowTasks)
    .where(and(eq(workflowTasks.assigneeId, me.id), eq(workflowTasks.status, 'pending')));
  return row;
}

/** One instance as the reviewer's screen shows it; refused (404, not 403: its existence is not told) to outsiders. */
export async function instanceDetail(db: DbOrTx, me: AuthUser, id: number) {
  const [row] = await db
    .select({ instance: workflowInstances, workflowName: workflows.name, version: workflowVersions.version, steps: workflowVersions.steps })
    .from(workflowInstances)
    .innerJoin(workflows, eq(workflows.id, workflowInstances.workflowId))
    .innerJoin(workflowVersions, eq(workflowVersions.id, workflowInstances.versionId))
    .where(eq(workflowInstances.id, id));
  if (!row) throw notFound('Instance');
  const { instance } = row;
  const tasks = await db
    .select({ id: workflowTasks.id, kind: workflowTasks.kind, step: workflowTasks.step, status: workflowTasks.status, assigneeId: workflowTasks.assigneeId })
    .from(workflowTasks)
    .where(eq(workflowTasks.instanceId, id))
    .orderBy(workflowTasks.id)
    .limit(500);
  const isInitiator = instance.initiatorKind === 'user' && instance.initiatorId === me.id;
  if (!isInitiator && !tasks.some((t) => t.assigneeId === me.id) && !grants(me, 'workflow:query')) throw notFound('Instance');

  const pending = tasks.filter((t) => t.status === 'pending');
  const mine = pending.find((t) => t.assigneeId === me.id && t.kind !== 'copy');
  const people = [
    ...(
      await peopleById(
        db,
        pending.map((t) => t.assigneeId),
      )
    ).values(),
  ];
  const history = await instanceTimeline(db, id, row.steps);
  return {
    id: instance.id,
    title: instance.title,
    workflow: { id: instance.workflowId, name: row.workflowName, version: row.version },
    businessType: instance.businessType,
    businessId: instance.businessId,
    status: instance.status,
    currentStep: instance.currentStep,
    data: instance.data,
    steps: row.steps.map((st) => ({ name: st.name, condition: st.condition, actions: st.actions, fields: st.fields })),
    myTask: mine ? { id: mine.id, kind: mine.kind, step: mine.step } : null,
    pendingAssignees: people,
    history,
    startedAt: instance.startedAt.toISOString(),
    finishedAt: instance.finishedAt?.toISOString() ?? null,
  };
}
