import type { DbOrTx } from '../db/client';
import { articleCategories } from '../db/schema';

type DemoCategory = { name: string; slug: string; order: number; skipAudit?: boolean; description: string; children?: DemoCategory[] };

/** The demo park's content sections: news, notices, policy readings (national and local) and company stories. */
const DEMO_CATEGORIES: DemoCategory[] = [
  { name: '园区新闻', slug: 'park-news', order: 10, description: '园区建设、重大项目签约与领导调研等动态' },
  { name: '通知公告', slug: 'notices', order: 20, skipAudit: true, description: '管委会发布的通知、公示与停水停电等公告，由办公室直接发布' },
  {
    name: '政策解读',
    slug: 'policy-readings',
    order: 30,
    description: '对园区企业适用的扶持政策的解读与申报指引',
    children: [
      { name: '国家政策解读', slug: 'national-policy', order: 10, description: '高新技术企业认定、研发费用加计扣除等国家政策' },
      { name: '省市政策解读', slug: 'local-policy', order: 20, description: '江苏省、苏州市及工业园区的人才、科技与产业政策' },
    ],
  },
  { name: '企业风采', slug: 'company-stories', order: 40, description: '园区企业的创新成果、荣誉与发展故事' },
];

export async function seedDemoArticleCategories(tx: DbOrTx) {
  const insert = async (entries: DemoCategory[], parentId: number) => {
    for (const { children, ...entry } of entries) {
      const [row] = await tx
        .insert(articleCategories)
        .values({ ...entry, parentId })
        .returning({ id: articleCategories.id });
      if (children) await insert(children, row.id);
    }
  };
  await insert(DEMO_CATEGORIES, 0);
}
