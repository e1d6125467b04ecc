import type { DbOrTx } from '../db/client';
import { articleCategories, sitePages } from '../db/schema';

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

/**
 * The four standing pages every park needs (the registration dialog links the terms and the privacy policy),
 * demo or not: added at start while the park has no single page at all, so a park that upgrades gets them
 * too and one whose staff have edited theirs keeps its own. Staff edit them in 单页管理.
 */
const STANDING_PAGES = [
  {
    slug: 'about',
    title: '关于园区',
    order: 10,
    description: '智汇园区位于苏州工业园区，聚焦集成电路、生物医药与人工智能产业，为入园企业提供政策、空间与服务支持。',
    contentHtml:
      '<h2>园区概况</h2><p>智汇园区位于苏州工业园区星湖街，规划面积 3.2 平方公里，现有入园企业 600 余家，其中高新技术企业 180 家。园区聚焦集成电路、生物医药、人工智能三大主导产业，建有公共技术服务平台 12 个。</p><h2>服务内容</h2><ul><li>政策申报辅导：高新技术企业认定、研发费用加计扣除、人才计划等；</li><li>空间服务：标准厂房、研发办公与人才公寓；</li><li>企业服务：工商注册、知识产权、投融资对接。</li></ul>',
  },
  {
    slug: 'contact',
    title: '联系我们',
    order: 20,
    description: '园区管委会企业服务中心的地址、电话、邮箱与服务时间。',
    contentHtml:
      '<h2>企业服务中心</h2><p>地址：江苏省苏州市工业园区星湖街 328 号创意产业园 A 栋 1 楼</p><p>电话：0512-62880000（工作日 9:00–17:30）</p><p>邮箱：service@park.example.cn</p><h2>招商热线</h2><p>0512-62880088</p>',
  },
  {
    slug: 'terms',
    title: '用户协议',
    order: 30,
    description: '使用智汇园区门户及其政策服务的约定。',
    contentHtml:
      '<h2>一、协议的范围</h2><p>本协议是您与智汇园区管委会之间关于注册、登录和使用本门户（政策搜索、政策匹配、在线申报、订阅提醒等服务）的约定。</p><h2>二、账号</h2><p>您应以真实信息注册，妥善保管密码；以您账号进行的操作视为您本人的行为。代表企业申报的，应取得企业授权。</p><h2>三、信息的准确性</h2><p>门户发布的政策以发文部门的正式文件为准；匹配与自测结果仅供参考，不构成审批承诺。</p><h2>四、禁止的行为</h2><p>不得提交虚假材料，不得干扰门户的正常运行，不得采集他人信息。</p>',
  },
  {
    slug: 'privacy',
    title: '隐私政策',
    order: 40,
    description: '智汇园区门户如何收集、使用和保护您的个人信息。',
    contentHtml:
      '<h2>我们收集的信息</h2><p>注册时的邮箱或手机号；您填写的企业信息与申报材料；为安全目的记录的登录时间与 IP 地址。</p><h2>我们如何使用</h2><p>用于身份验证、政策匹配与申报办理、向您发送您订阅的政策提醒。我们不会将您的个人信息出售给任何第三方。</p><h2>您的权利</h2><p>您可以在用户中心查看、更正您的信息，退订提醒，或注销账号。如有疑问，请联系 service@park.example.cn。</p>',
  },
].map((p) => ({ ...p, inFooter: true }));

export async function seedStandingPages(tx: DbOrTx) {
  const [any] = await tx.select({ id: sitePages.id }).from(sitePages).limit(1);
  if (!any) await tx.insert(sitePages).values(STANDING_PAGES).onConflictDoNothing();
}
