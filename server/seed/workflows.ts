import { eq, inArray } from 'drizzle-orm';
import type { WorkflowBusinessType } from '@shared/workflow';
import type { DbOrTx } from '../db/client';
import { roles, users, workflowSteps, workflowVersions, workflows } from '../db/schema';
import { snapshotOf } from '../modules/workflow/service';

type StepSeed = Omit<typeof workflowSteps.$inferInsert, 'workflowId' | 'sort' | 'actorUserIds' | 'actorRoleId' | 'escalateToUserId'> & {
  users?: string[];
  role?: string;
  escalateTo?: string;
};
type WorkflowSeed = {
  name: string;
  businessType: WorkflowBusinessType;
  description: string;
  published: boolean;
  status?: 'enabled' | 'disabled';
  steps: StepSeed[];
};

const review = ['approve', 'reject', 'return', 'transfer'] as const;

/** The park's approval chains as an operator would set them up: who reviews what, in which order. */
const demoWorkflows: WorkflowSeed[] = [
  {
    name: '政策申报审核',
    businessType: 'policy_application',
    description: '企业在线申报政策后的受理、初审、复审与资金核定',
    published: true,
    steps: [
      {
        name: '受理与形式审查',
        actorType: 'role',
        role: 'enterprise-service',
        mode: 'any',
        actions: [...review, 'copy'],
        timeLimitHours: 48,
        onTimeout: 'remind',
      },
      {
        name: '主管部门复审',
        actorType: 'policy_dept',
        mode: 'any',
        actions: [...review, 'add_signer'],
        timeLimitHours: 120,
        onTimeout: 'escalate',
        escalateTo: 'sunlihua',
        fields: [{ key: 'approvedAmount', label: '核定金额（元）', type: 'number', required: true }],
      },
      { name: '分管领导审批', actorType: 'users', users: ['wanghaitao'], mode: 'any', actions: ['approve', 'reject', 'return'], condition: 'amount > 500000' },
      {
        name: '财务备案',
        actorType: 'users',
        users: ['wumin', 'zhengshuang'],
        mode: 'any',
        actions: ['approve', 'return'],
        timeLimitHours: 72,
        onTimeout: 'approve',
      },
    ],
  },
  {
    name: '文章发布审核',
    businessType: 'article_audit',
    description: '新闻、通知公告发布前的内容审核',
    published: true,
    steps: [
      { name: '编辑互审', actorType: 'role', role: 'editor', mode: 'any', actions: ['approve', 'return', 'transfer'] },
      {
        name: '综合管理部终审',
        actorType: 'users',
        users: ['chenjing'],
        mode: 'any',
        actions: ['approve', 'reject', 'return'],
        timeLimitHours: 24,
        onTimeout: 'remind',
      },
    ],
  },
  {
    name: '招商项目立项审批',
    businessType: 'project_approval',
    description: '签约前的项目立项：招商中心评估，重大项目报园区领导班子',
    published: true,
    steps: [
      { name: '招商中心评估', actorType: 'users', users: ['wanghaitao'], mode: 'any', actions: [...review, 'add_signer'] },
      { name: '财务测算', actorType: 'users', users: ['wumin'], mode: 'any', actions: ['approve', 'return'], condition: 'investment >= 100000000' },
      {
        name: '领导班子会签',
        actorType: 'users',
        users: ['admin', 'wanghaitao', 'sunlihua'],
        mode: 'all',
        actions: ['approve', 'reject', 'return'],
        condition: 'investment >= 100000000',
      },
    ],
  },
  {
    name: '企业信息变更审核',
    businessType: 'company_change',
    description: '企业认领后修改工商信息、联系人等资料的审核',
    published: true,
    steps: [
      {
        name: '企业服务部审核',
        actorType: 'role',
        role: 'enterprise-service',
        mode: 'any',
        actions: ['approve', 'reject', 'transfer'],
        timeLimitHours: 72,
        onTimeout: 'remind',
      },
    ],
  },
  {
    name: '专项资金申报审核（2027版）',
    businessType: 'policy_application',
    description: '拟于2027年启用：增加专家评审环节，尚未发布',
    published: false,
    status: 'disabled',
    steps: [
      { name: '受理与形式审查', actorType: 'role', role: 'enterprise-service', mode: 'any', actions: [...review] },
      {
        name: '专家评审',
        actorType: 'users',
        users: ['sunlihua', 'guoping', 'linna'],
        mode: 'all',
        actions: ['approve', 'reject', 'return'],
        condition: 'amount >= 1000000',
      },
      { name: '主管部门复审', actorType: 'policy_dept', mode: 'any', actions: [...review] },
    ],
  },
];

/** Demo workflows, after the demo staff and roles exist; the published ones have their first version. */
export async function seedDemoWorkflows(tx: DbOrTx) {
  const usernames = [
    ...new Set(demoWorkflows.flatMap((w) => w.steps.flatMap((s) => [...(s.users ?? []), ...(s.escalateTo ? [s.escalateTo] : [])])).concat('admin')),
  ];
  const people = new Map(
    (await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, usernames))).map((u) => [u.username, u.id]),
  );
  const roleIds = new Map((await tx.select({ id: roles.id, code: roles.code }).from(roles)).map((r) => [r.code, r.id]));
  const userId = (name: string) => {
    const id = people.get(name);
    if (!id) throw new Error(`demo workflows: no user ${name}`);
    return id;
  };
  for (const w of demoWorkflows) {
    const [row] = await tx
      .insert(workflows)
      .values({
        name: w.name,
        businessType: w.businessType,
        description: w.description,
        status: w.status ?? 'enabled',
        fallbackUserId: userId('chenjing'),
        hasDraftChanges: !w.published,
      })
      .returning({ id: workflows.id });
    const steps = await tx
      .insert(workflowSteps)
      .values(
        w.steps.map(({ users: named, role, escalateTo, ...s }, i) => ({
          ...s,
          workflowId: row.id,
          sort: i + 1,
          actorUserIds: (named ?? []).map(userId),
          actorRoleId: role ? roleIds.get(role)! : null,
          escalateToUserId: escalateTo ? userId(escalateTo) : null,
        })),
      )
      .returning();
    if (!w.published) continue;
    await tx
      .insert(workflowVersions)
      .values({ workflowId: row.id, version: 1, steps: steps.sort((a, b) => a.sort - b.sort).map(snapshotOf), publishedBy: userId('admin') });
    await tx.update(workflows).set({ publishedVersion: 1 }).where(eq(workflows.id, row.id));
  }
}
