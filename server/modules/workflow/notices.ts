import { and, eq, inArray } from 'drizzle-orm';
import type { WorkflowInstanceStatus } from '@shared/workflow';
import type { DbOrTx } from '../../db/client';
import { users, workflowInstances, workflows } from '../../db/schema';
import type { Deps } from '../../deps';
import { allConfig, siteNameOf } from '../config/service';
import { tellVisitor } from '../inbox/service';
import { addPersonalNotices } from '../notify/service';
import { queueMail } from '../queue/mail';

/**
 * Who hears of what happens to an instance, written in the engine's transaction (nothing is told of a change
 * that rolls back): the people given a task see it in their bell; reminders (an urge, a passed time limit) also
 * go by e-mail to those who keep e-mail notices on; the initiator learns the outcome, a visitor in their inbox (and
 * by e-mail unless they turned it off), a staff member in their bell.
 */

type Instance = Pick<typeof workflowInstances.$inferSelect, 'id' | 'title' | 'workflowId' | 'businessType' | 'businessId' | 'initiatorKind' | 'initiatorId'>;

/** Where staff open an instance: their inbox, on it. */
export const staffLinkOf = (instanceId: number) => `/admin/tasks?instance=${instanceId}`;

/** Where a visitor follows what they submitted. */
function visitorLinkOf(instance: Instance) {
  return instance.businessType === 'policy_application' ? `/apply?application=${instance.businessId}` : '/user';
}

const originOf = (deps: Deps) => deps.config.publicUrl ?? '';

async function workflowName(tx: DbOrTx, workflowId: number) {
  const [w] = await tx.select({ name: workflows.name }).from(workflows).where(eq(workflows.id, workflowId));
  return w?.name ?? '';
}

async function mailStaff(deps: Deps, tx: DbOrTx, now: Date, userIds: number[], subject: string, text: string) {
  if (!userIds.length) return;
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.emailNotices, true)));
  const siteName = siteNameOf(await allConfig(tx));
  for (const { email } of rows) if (email) await queueMail(tx, { to: email, subject: `${siteName}：${subject}`, text }, now);
}

export type TaskNews = 'todo' | 'copy' | 'urge' | 'overdue';

const TASK_TITLES: Record<TaskNews, string> = { todo: '待办', copy: '抄送', urge: '催办', overdue: '已超时' };

/** Tells the people concerned of tasks on the instance: new ones (to do, or a copy for information) or a reminder. */
export async function tellAssignees(deps: Deps, tx: DbOrTx, now: Date, instance: Instance, userIds: number[], news: TaskNews, stepName: string) {
  const ids = [...new Set(userIds)];
  if (!ids.length) return;
  const name = await workflowName(tx, instance.workflowId);
  const title = `${TASK_TITLES[news]}：${instance.title}`;
  const content =
    news === 'copy'
      ? `${name} · ${stepName}：抄送给您知悉，无需处理。`
      : news === 'todo'
      ? `${name} · ${stepName}：等待您处理。`
      : news === 'urge'
      ? `${name} · ${stepName}：申请人催促您尽快处理。`
      : `${name} · ${stepName}：已超过办理时限，请尽快处理。`;
  const link = staffLinkOf(instance.id);
  await addPersonalNotices(
    tx,
    ids.map((userId) => ({ userId, title, content, type: news === 'copy' ? 'message' : 'todo', link })),
    now,
  );
  // A reminder is what someone should not miss; new tasks stay in the bell and the header's count.
  if (news === 'urge' || news === 'overdue') await mailStaff(deps, tx, now, ids, title, `${content}\n\n${originOf(deps)}${link}`);
}

const RESULT_TEXTS: Partial<Record<WorkflowInstanceStatus, { title: string; body: string }>> = {
  approved: { title: '已通过', body: '已审核通过。' },
  rejected: { title: '未通过', body: '未通过审核，可查看意见后修改并重新提交。' },
  returned: { title: '已退回补充', body: '被退回，请按审核意见补充后重新提交。' },
};

/** Tells the initiator the outcome: approved, rejected, or returned to them, with the reviewer's comment. */
export async function tellInitiator(deps: Deps, tx: DbOrTx, now: Date, instance: Instance, status: WorkflowInstanceStatus, comment?: string | null) {
  const text = RESULT_TEXTS[status];
  if (!text) return;
  const title = `${instance.title}：${text.title}`;
  const body = `您提交的「${instance.title}」${text.body}${comment ? `\n审核意见：${comment}` : ''}`;
  if (instance.initiatorKind === 'visitor') {
    await tellVisitor(
      tx,
      { visitorId: instance.initiatorId, kind: 'application', title, body, link: visitorLinkOf(instance) },
      { now, origin: originOf(deps) },
    );
    return;
  }
  await addPersonalNotices(tx, [{ userId: instance.initiatorId, title, content: body, type: 'message', link: staffLinkOf(instance.id) }], now);
}
