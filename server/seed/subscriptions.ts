import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { policyDepartments, policyTags, subscriptions, visitors, type SubscriptionRhythm } from '../db/schema';
import { newSubscriptionRow, resolvePolicyCriteria, termsOf, type PolicyCriteriaInput } from '../modules/subscription/criteria';
import { anchorSubscriptions } from '../modules/subscription/terms';
import { readAll } from '../db/reads';

type DemoSubscription = {
  visitor: string;
  tags?: string[];
  departments?: string[];
  levels?: PolicyCriteriaInput['levels'];
  regionCodes?: string[];
  supportTypes?: string[];
  keyword?: string;
  rhythm: SubscriptionRhythm;
};

/** What the demo visitors follow: their industries, their district's offices, the park's region, a keyword or two. */
const demoSubscriptions: DemoSubscription[] = [
  { visitor: '陈雨桐', tags: ['创新药', '医疗器械'], rhythm: 'immediate' },
  { visitor: '陈雨桐', departments: ['苏州工业园区科技创新委员会'], rhythm: 'daily' },
  { visitor: '刘志远', tags: ['前沿新材料'], regionCodes: ['320500'], rhythm: 'immediate' },
  { visitor: '刘志远', keyword: '研发费用', rhythm: 'weekly' },
  { visitor: '黄晓敏', tags: ['资金补贴'], levels: ['city', 'district'], rhythm: 'daily' },
  { visitor: '张伟', tags: ['集成电路'], rhythm: 'immediate' },
  { visitor: '张伟', tags: ['专精特新'], supportTypes: ['subsidy'], rhythm: 'weekly' },
  { visitor: '林佳怡', tags: ['软件和信息服务', '人工智能'], regionCodes: ['320000'], rhythm: 'immediate' },
  { visitor: '林佳怡', departments: ['苏州市工业和信息化局', '苏州工业园区经济发展委员会'], rhythm: 'daily' },
  { visitor: '徐浩然', tags: ['人才支持'], regionCodes: ['320571'], rhythm: 'immediate' },
];

/**
 * The demo visitors' policy subscriptions, made as the front makes them (criteria checked and named, term
 * arrays, anchors): by site notice only, so that a demo park never mails the demo addresses. Publishing a
 * policy in the demo then finds and notifies them (server/modules/subscription).
 */
export async function seedDemoSubscriptions(tx: DbOrTx) {
  const people = await tx.select({ id: visitors.id, name: visitors.displayName }).from(visitors);
  const tagNames = demoSubscriptions.flatMap((s) => s.tags ?? []);
  const departmentNames = demoSubscriptions.flatMap((s) => s.departments ?? []);
  const [tags, departments] = await readAll(tx, [
    () => tx.select({ id: policyTags.id, name: policyTags.name }).from(policyTags).where(inArray(policyTags.name, tagNames)),
    () => tx.select({ id: policyDepartments.id, name: policyDepartments.name }).from(policyDepartments).where(inArray(policyDepartments.name, departmentNames)),
  ]);
  const idsOf = (names: string[] | undefined, rows: { id: number; name: string }[]) =>
    (names ?? []).map((n) => rows.find((r) => r.name === n)?.id).filter((id): id is number => id !== undefined);
  const now = new Date();
  const made: number[] = [];
  for (const demo of demoSubscriptions) {
    const visitorId = people.find((p) => p.name === demo.visitor)?.id;
    if (!visitorId) continue;
    const criteria = await resolvePolicyCriteria(tx, {
      tagIds: idsOf(demo.tags, tags),
      departmentIds: idsOf(demo.departments, departments),
      levels: demo.levels ?? [],
      regionCodes: demo.regionCodes ?? [],
      supportTypes: demo.supportTypes ?? [],
      keyword: demo.keyword,
    });
    if (!criteria.keyword && !termsOf(criteria).dimensions) continue;
    const stored = JSON.parse(JSON.stringify(criteria)) as Record<string, unknown>;
    const [row] = await tx
      .insert(subscriptions)
      .values(newSubscriptionRow(visitorId, 'policy', stored, { channels: ['inApp'], rhythm: demo.rhythm }, now, criteria))
      .onConflictDoNothing()
      .returning({ id: subscriptions.id });
    if (row) made.push(row.id);
  }
  await anchorSubscriptions(tx, made);
}
