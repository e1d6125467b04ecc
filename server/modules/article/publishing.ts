import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SUBMITTABLE_ARTICLE_STATUSES } from '@shared/article';
import type { DbOrTx } from '../../db/client';
import { articleCategories, articleRevisions, articles, publishedArticles, users, workflowInstances, workflows } from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { conflict, unprocessable } from '../../lib/errors';
import type { JobDefinition } from '../queue/runner';
import * as engine from '../workflow/engine';
import { onInstanceStatus } from '../workflow/hooks';
import { articleById, lockRow, revisionFieldsOf } from './articles';
import { refreshPassages } from '../assistant/passages';

/**
 * How an article reaches the front and leaves it: submitting starts the "article audit" workflow (or, in a
 * category that skips audit, publishes at once); the workflow's outcome comes back through onInstanceStatus;
 * an approved article goes on the front at its publish time (the schedule job) and off it at its offline time.
 */

type Article = typeof articles.$inferSelect;

/** Copies the article's revision to the front's table: it is on the front from now, as that revision. */
async function putOnFront(tx: DbOrTx, a: Article, number: number, now: Date) {
  const [r] = await tx
    .select()
    .from(articleRevisions)
    .where(and(eq(articleRevisions.articleId, a.id), eq(articleRevisions.number, number)));
  const firstPublishedAt = a.firstPublishedAt ?? now;
  const copy = {
    revision: number,
    ...revisionFieldsOf(r),
    pinnedUntil: a.pinnedUntil,
    recommended: a.recommended,
    publishedAt: firstPublishedAt,
    updatedAt: now,
  };
  await tx
    .insert(publishedArticles)
    .values({ articleId: a.id, ...copy })
    .onConflictDoUpdate({ target: publishedArticles.articleId, set: copy });
  // Published means the latest revision is the one on the front; an older one approved meanwhile leaves it a draft.
  const status = number === a.revision ? 'published' : a.status;
  await tx.update(articles).set({ status, liveRevision: number, firstPublishedAt, reviewComment: null }).where(eq(articles.id, a.id));
  await refreshPassages(tx, 'article', a.id);
}

/** Approved: on the front now, or scheduled for its publish time. */
async function publishApproved(tx: DbOrTx, a: Article, number: number, now: Date) {
  if (a.publishAt && a.publishAt > now) {
    await tx.update(articles).set({ status: 'scheduled', reviewComment: null }).where(eq(articles.id, a.id));
  } else {
    await putOnFront(tx, a, number, now);
  }
}

/** Off the front; a published or scheduled article becomes withdrawn (a draft being edited stays a draft). */
async function takeOffFront(tx: DbOrTx, a: Article) {
  await tx.delete(publishedArticles).where(eq(publishedArticles.articleId, a.id));
  const status = a.status === 'published' || a.status === 'scheduled' ? 'withdrawn' : a.status;
  await tx.update(articles).set({ status, liveRevision: null }).where(eq(articles.id, a.id));
  await refreshPassages(tx, 'article', a.id);
}

async function initiatorOf(tx: DbOrTx, request: FastifyRequest): Promise<engine.Initiator & { kind: 'user'; departmentId: number | null }> {
  const me = request.user!;
  const [u] = await tx.select({ name: users.realName, departmentId: users.departmentId }).from(users).where(eq(users.id, me.id));
  // Editors share their articles: any of them may recall one another's submission (as long as no reviewer acted).
  return { kind: 'user', id: me.id, name: u?.name || me.username, onBehalf: true, departmentId: u?.departmentId ?? null };
}

/** The enabled "article audit" workflow with a published version, or a 422 saying how to get one. */
async function auditWorkflowId(tx: DbOrTx) {
  const [w] = await tx
    .select({ id: workflows.id })
    .from(workflows)
    .where(and(eq(workflows.businessType, 'article_audit'), eq(workflows.status, 'enabled'), sql`${workflows.publishedVersion} > 0`))
    .orderBy(asc(workflows.id))
    .limit(1);
  if (!w) throw unprocessable('id: no enabled article audit workflow: publish one in 流程管理, or let the category skip audit', 'id');
  return w.id;
}

/**
 * POST /apiv2/article/admin/submit: the latest revision goes to review (resuming at the step that returned it),
 * or straight to the front (or its publish time) when its category skips audit.
 */
export async function submitArticle(deps: Deps, request: FastifyRequest, id: number, comment: string | null) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const a = await lockRow(tx, id);
    if (!SUBMITTABLE_ARTICLE_STATUSES.includes(a.status))
      throw conflict(`"${a.title}" is ${a.status}: only a draft, a returned or a withdrawn article can be submitted`, 'id');
    const [category] = await tx.select({ skipAudit: articleCategories.skipAudit }).from(articleCategories).where(eq(articleCategories.id, a.categoryId));
    const initiator = await initiatorOf(tx, request);
    if (category.skipAudit) {
      await publishApproved(tx, a, a.revision, now);
    } else {
      const data = { categoryId: a.categoryId, authorId: a.createdBy ?? initiator.id, revision: a.revision };
      const [previous] = a.instanceId
        ? await tx.select({ status: workflowInstances.status }).from(workflowInstances).where(eq(workflowInstances.id, a.instanceId))
        : [];
      if (a.status === 'returned' && previous && (previous.status === 'returned' || previous.status === 'rejected')) {
        await tx.update(articles).set({ status: 'review', reviewComment: null }).where(eq(articles.id, a.id));
        await engine.resubmit(deps, a.instanceId!, initiator, { data, comment }, tx);
      } else {
        // No instance yet: a workflow whose steps all skip approves within startInstance, and its outcome must land.
        await tx.update(articles).set({ status: 'review', reviewComment: null, instanceId: null }).where(eq(articles.id, a.id));
        const instanceId = await engine.startInstance(deps, tx, {
          workflowId: await auditWorkflowId(tx),
          businessType: 'article_audit',
          businessId: a.id,
          title: a.title,
          initiator,
          initiatorDeptId: initiator.departmentId,
          data,
          comment,
        });
        await tx.update(articles).set({ instanceId }).where(eq(articles.id, a.id));
      }
    }
    const [after] = await tx.select({ status: articles.status, liveRevision: articles.liveRevision }).from(articles).where(eq(articles.id, a.id));
    await audit(tx, request, {
      action: 'update',
      entity: 'article',
      entityId: a.id,
      summary: `${a.title}: revision ${a.revision} submitted (${after.status})`,
      before: { status: a.status, liveRevision: a.liveRevision },
      after,
    });
  });
  return articleById(deps.db, id, now);
}

/** POST /apiv2/article/admin/recall: takes a submission back from review, while no reviewer has acted on it. */
export async function recallArticle(deps: Deps, request: FastifyRequest, id: number, comment: string | null) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const a = await lockRow(tx, id);
    if (a.status !== 'review' || !a.instanceId) throw conflict(`"${a.title}" is not in review`, 'id');
    await engine.withdraw(deps, a.instanceId, await initiatorOf(tx, request), comment, tx);
    await audit(tx, request, {
      action: 'update',
      entity: 'article',
      entityId: a.id,
      summary: `${a.title}: recalled from review`,
      before: { status: a.status },
      after: { status: 'draft' },
    });
  });
  return articleById(deps.db, id, now);
}

/** POST /apiv2/article/admin/offline: takes an article off the front (or cancels its scheduled publication). */
export async function offlineArticle(deps: Deps, request: FastifyRequest, id: number) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const a = await lockRow(tx, id);
    if (a.liveRevision === null && a.status !== 'scheduled') throw conflict(`"${a.title}" is not on the front`, 'id');
    await takeOffFront(tx, a);
    await audit(tx, request, {
      action: 'update',
      entity: 'article',
      entityId: a.id,
      summary: `${a.title}: taken off the front`,
      before: { status: a.status, liveRevision: a.liveRevision },
    });
  });
  return articleById(deps.db, id, now);
}

// The workflow's outcome, in the transaction that decided it.
onInstanceStatus('article_audit', async ({ tx, instance, status, comment, now }) => {
  const [a] = await tx.select().from(articles).where(eq(articles.id, instance.businessId)).for('update');
  // Deletion is refused in review; an instance that is not the article's latest changes nothing.
  if (!a || (a.instanceId !== null && a.instanceId !== instance.id)) return;
  const revision = typeof instance.data.revision === 'number' ? instance.data.revision : a.revision;
  if (status === 'approved') await publishApproved(tx, a, revision, now);
  else if (status === 'returned' || status === 'rejected')
    await tx.update(articles).set({ status: 'returned', reviewComment: comment }).where(eq(articles.id, a.id));
  else if (status === 'withdrawn') await tx.update(articles).set({ status: 'draft' }).where(eq(articles.id, a.id));
  else if (status === 'running') await tx.update(articles).set({ status: 'review', reviewComment: null }).where(eq(articles.id, a.id));
  await audit(tx, null, { action: 'update', entity: 'article', entityId: a.id, summary: `${a.title}: article audit ${status}`, before: { status: a.status } });
});

/** How many articles one run of the schedule job moves each way; the next run, a minute later, takes the rest. */
const SCHEDULE_BATCH = 100;

/** Publishes the scheduled articles whose time has come and takes off those whose offline time has. */
export async function runSchedule(deps: Deps, tx: DbOrTx) {
  const now = deps.now();
  const due = await tx
    .select()
    .from(articles)
    .where(and(eq(articles.status, 'scheduled'), lte(articles.publishAt, now)))
    .orderBy(asc(articles.publishAt))
    .limit(SCHEDULE_BATCH)
    .for('update', { skipLocked: true });
  for (const a of due) await putOnFront(tx, a, a.revision, now);
  const expired = await tx
    .select()
    .from(articles)
    .where(and(isNotNull(articles.liveRevision), lte(articles.offlineAt, now)))
    .orderBy(asc(articles.offlineAt))
    .limit(SCHEDULE_BATCH)
    .for('update', { skipLocked: true });
  for (const a of expired) {
    await takeOffFront(tx, a);
    // Done: published again later, it is not taken off at once by a time already past.
    await tx.update(articles).set({ offlineAt: null }).where(eq(articles.id, a.id));
  }
  if (due.length || expired.length) {
    await audit(tx, null, {
      action: 'update',
      entity: 'article',
      summary: `schedule: ${due.length} published, ${expired.length} taken off the front`,
      after: { published: due.map((a) => a.id), withdrawn: expired.map((a) => a.id) },
    });
  }
}

export const articleJobs: JobDefinition[] = [
  {
    kind: 'article.schedule',
    // Publish and offline times are met to within a minute.
    every: (after) => new Date(after.getTime() + 60_000),
    async run({ tx, deps }) {
      await runSchedule(deps, tx);
    },
  },
];
