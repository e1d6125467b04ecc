import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { articleCategories, articles, users, workflowInstances, workflowTasks, workflowVersions } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import { containsByBigrams } from '../../lib/like';
import { revisionByNumber } from './articles';
import type * as s from './schemas';

/**
 * The article audit screen (/api/article/admin/data/articleaudit): the current reviewer's waiting article tasks,
 * and one of them with the revision under review beside the last published one. The actions themselves are the
 * workflow's (/api/oa/admin/workflow/task/act), so the engine's rules hold here as in the inbox.
 */

const stepName = sql<string | null>`(${workflowVersions.steps} -> ${workflowTasks.step} ->> 'name')`;
const revisionUnderReview = sql<number>`coalesce((${workflowInstances.data} ->> 'revision')::int, ${articles.revision})`;

function myWaitingTasks(me: AuthUser) {
  return and(
    eq(workflowTasks.assigneeId, me.id),
    eq(workflowTasks.status, 'pending'),
    eq(workflowInstances.businessType, 'article_audit'),
    eq(workflowInstances.status, 'running'),
  );
}

const itemColumns = {
  taskId: workflowTasks.id,
  instanceId: workflowInstances.id,
  articleId: articles.id,
  title: articles.title,
  categoryName: articleCategories.name,
  stepName,
  revision: revisionUnderReview,
  liveRevision: articles.liveRevision,
  submittedByName: users.realName,
  waitingSince: workflowTasks.createdAt,
  dueAt: workflowTasks.dueAt,
};

function selectItems(db: DbOrTx) {
  return db
    .select(itemColumns)
    .from(workflowTasks)
    .innerJoin(workflowInstances, eq(workflowInstances.id, workflowTasks.instanceId))
    .innerJoin(workflowVersions, eq(workflowVersions.id, workflowInstances.versionId))
    .innerJoin(articles, eq(articles.id, workflowInstances.businessId))
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .leftJoin(users, eq(users.id, workflowInstances.initiatorId));
}

const toItem = (r: Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number]) => ({
  ...r,
  waitingSince: r.waitingSince.toISOString(),
  dueAt: r.dueAt ? r.dueAt.toISOString() : null,
});

/** GET /api/article/admin/data/articleaudit: what waits for me, the oldest first. */
export async function queryAudit(db: DbOrTx, me: AuthUser, q: z.infer<typeof s.auditQuery>) {
  const where = and(myWaitingTasks(me), containsByBigrams(q.keyword, articles.title));
  const [rows, [{ total }]] = await Promise.all([
    selectItems(db)
      .where(where)
      .orderBy(asc(workflowTasks.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    db
      .select({ total: count() })
      .from(workflowTasks)
      .innerJoin(workflowInstances, eq(workflowInstances.id, workflowTasks.instanceId))
      .innerJoin(articles, eq(articles.id, workflowInstances.businessId))
      .where(where),
  ]);
  return { list: rows.map(toItem), total };
}

/** GET /api/article/admin/data/articleaudit/detail: one of my waiting tasks, the revisions to compare and what I may do. */
export async function auditDetail(db: DbOrTx, me: AuthUser, taskId: number): Promise<z.infer<typeof s.auditDetail>> {
  const [row] = await selectItems(db).where(and(eq(workflowTasks.id, taskId), myWaitingTasks(me)));
  // Someone else's task and a task already handled look the same: nothing of mine waits here.
  if (!row) throw notFound('Waiting article task');
  const [step] = await db
    .select({ actions: sql<string[]>`coalesce(${workflowVersions.steps} -> ${workflowTasks.step} -> 'actions', '[]'::jsonb)` })
    .from(workflowTasks)
    .innerJoin(workflowInstances, eq(workflowInstances.id, workflowTasks.instanceId))
    .innerJoin(workflowVersions, eq(workflowVersions.id, workflowInstances.versionId))
    .where(eq(workflowTasks.id, taskId));
  const [underReview, published] = await Promise.all([
    revisionByNumber(db, row.articleId, row.revision),
    row.liveRevision !== null && row.liveRevision !== row.revision ? revisionByNumber(db, row.articleId, row.liveRevision) : null,
  ]);
  return { task: toItem(row), underReview, published, actions: step.actions.filter((a) => a !== 'approve') };
}
