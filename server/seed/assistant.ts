import { and, asc, eq, like } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { assistantCuratedAnswers, policies, sitePages, type CuratedSourceRef } from '../db/schema';

/**
 * The demo's curated answers for the policy assistant (staff side of issue #21): questions the portal's text answers
 * badly or not at all, written by staff with their sources (the standing pages and the demo policies). Each is added
 * only when its sources exist; a park whose staff edit them keeps theirs (runs once, on a new park).
 */
export async function seedDemoCuratedAnswers(tx: DbOrTx, now: Date) {
  const page = async (slug: string): Promise<CuratedSourceRef[]> => {
    const [p] = await tx.select({ id: sitePages.id }).from(sitePages).where(eq(sitePages.slug, slug));
    return p ? [{ kind: 'page', id: p.id }] : [];
  };
  const policy = async (titleWords: string): Promise<CuratedSourceRef[]> => {
    const [p] = await tx
      .select({ id: policies.id })
      .from(policies)
      .where(and(eq(policies.status, 'published'), like(policies.title, `%${titleWords}%`)))
      .orderBy(asc(policies.id))
      .limit(1);
    return p ? [{ kind: 'policy', id: p.id }] : [];
  };
  const answers: { variants: string[]; answer: string; sources: CuratedSourceRef[] }[] = [
    {
      variants: ['企业服务中心在哪里？', '企业服务中心的地址和电话是什么？', '园区服务中心几点上班？', '企业服务中心工作时间'],
      answer:
        '园区管委会企业服务中心位于江苏省苏州市工业园区星湖街 328 号创意产业园 A 栋 1 楼，服务电话 0512-62880000，工作日 9:00–17:30 受理咨询；也可发送邮件至 service@park.example.cn[1]。',
      sources: await page('contact'),
    },
    {
      variants: ['在门户申报政策收费吗？', '政策申报要交钱吗？', '申报政策需要付费吗？'],
      answer:
        '在本门户检索、匹配和在线申报政策都不收取任何费用。门户发布的政策以发文部门的正式文件为准，匹配与自测结果仅供参考[1]；请警惕以“包过”为名收费的中介。',
      sources: await page('terms'),
    },
    {
      variants: ['高新技术企业认定有什么好处？', '成为高新技术企业能享受哪些优惠？', '高企认定有哪些好处'],
      answer:
        '通过高新技术企业认定后，企业可减按 15% 的税率缴纳企业所得税（一般企业为 25%），并可申报地方的高新技术企业认定奖励：首次认定的给予一次性奖励，重新认定的给予减半奖励[1]。具体金额和申报时间以当年通知为准，可在政策检索中搜索“高新技术企业认定奖励”。',
      sources: await policy('高新技术企业认定奖励'),
    },
    {
      variants: ['研发费用加计扣除怎么享受？', '研发费用加计扣除需要去哪里申请？', '加计扣除要审批吗？'],
      answer:
        '研发费用加计扣除实行“自行判别、申报享受、相关资料留存备查”：企业在预缴或年度汇算清缴申报时填写研发费用加计扣除优惠明细表即可享受，无需另行审批[1]。研发项目的立项文件、研发支出辅助账等资料需留存备查。',
      sources: await policy('加计扣除'),
    },
  ];
  const rows = answers.filter((a) => a.sources.length).map((a) => ({ ...a, enabled: true, createdAt: now, updatedAt: now }));
  if (rows.length) await tx.insert(assistantCuratedAnswers).values(rows);
}
