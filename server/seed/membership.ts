import { withCheckChar } from '@shared/creditCode';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { companies, companyChangeRequests, companyClaims, companyMembers, visitors } from '../db/schema';

const DAY = 86_400_000;

/**
 * The demo park's companies on the front: two with administrators and members, claims waiting for review (one
 * for a company the park does not know yet, one for a company that already has an administrator), and a change
 * request to decide, so that the review screen and the user centre show what they are for.
 */
export async function seedDemoMembership(tx: DbOrTx) {
  const people = await tx
    .select({ id: visitors.id, email: visitors.email, phone: visitors.phone, displayName: visitors.displayName })
    .from(visitors)
    .where(inArray(visitors.displayName, ['陈雨桐', '刘志远', '黄晓敏', '张伟', '林佳怡', '徐浩然']));
  const who = (name: string) => people.find((p) => p.displayName === name)!.id;
  const [first, second] = await tx.select().from(companies).orderBy(asc(companies.id)).limit(2);
  if (!first || !second || people.length < 6) return;
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);

  await tx
    .insert(companyMembers)
    .values([
      { companyId: first.id, visitorId: who('陈雨桐'), role: 'admin', joinedAt: at(60) },
      { companyId: first.id, visitorId: who('刘志远'), role: 'member', joinedAt: at(45) },
      { companyId: second.id, visitorId: who('林佳怡'), role: 'admin', joinedAt: at(30) },
    ])
    .onConflictDoNothing();
  await tx.insert(companyClaims).values([
    {
      visitorId: who('陈雨桐'),
      companyId: first.id,
      creditCode: first.creditCode,
      message: '综合管理部经理',
      status: 'approved',
      reviewedAt: at(60),
      createdAt: at(61),
    },
    {
      visitorId: who('林佳怡'),
      companyId: second.id,
      creditCode: second.creditCode,
      message: '行政主管',
      status: 'approved',
      reviewedAt: at(30),
      createdAt: at(31),
    },
    {
      visitorId: who('张伟'),
      companyId: first.id,
      creditCode: first.creditCode,
      contested: true,
      message: '研发中心副总监，负责政策申报，电话 0512-6288 3301',
      createdAt: at(1),
    },
    {
      visitorId: who('黄晓敏'),
      companyId: null,
      creditCode: withCheckChar('91320594MA27QNXH6'),
      proposed: {
        name: '苏州启诺新材料科技有限公司',
        industryCode: '26',
        regionCode: '320571',
        address: '苏州工业园区金鸡湖大道 99 号 B 栋 5 楼',
        legalPerson: '黄晓敏',
      },
      message: '公司 10 月刚注册，准备申报人才政策',
      createdAt: at(0.2),
    },
  ]);
  await tx.insert(companyChangeRequests).values({
    companyId: first.id,
    visitorId: who('陈雨桐'),
    items: [
      { key: 'staffCount', before: first.staffCount, after: (first.staffCount ?? 100) + 25, decision: null },
      { key: 'address', before: first.address, after: `${first.address ?? '苏州工业园区'}（扩租 3 楼）`, decision: null },
    ],
    note: '今年扩招研发人员并扩租办公面积',
    createdAt: at(2),
  });
}
