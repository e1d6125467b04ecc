import { and, eq, inArray } from 'drizzle-orm';
import type { ArticleStatus } from '@shared/article';
import type { Db, DbOrTx } from '../db/client';
import { articleCategories, articleRevisions, articles, publishedArticles, sitePages, users, workflows } from '../db/schema';
import type { Deps } from '../deps';
import { startInstance } from '../modules/workflow/engine';

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

// ---------- demo articles ----------

type DemoArticle = { category: string; title: string; summary: string; paragraphs: string[]; tags: string[]; source?: string };

const companiesInNews = ['苏州芯联微电子', '博瑞生物医药', '思必驰智能科技', '信达智造装备', '纳晶新材料', '同程数字科技', '科沃斯机器人', '汇川精密传动'];
const months = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];

/** Each category's stories, written from a few realistic shapes with the park's companies and dates. */
function demoArticle(category: string, i: number, at: Date): DemoArticle {
  const company = companiesInNews[i % companiesInNews.length];
  const month = `${months[at.getMonth()]}月`;
  switch (category) {
    case 'park-news': {
      const shapes = [
        {
          title: `${company}新建研发中心项目签约落户园区`,
          summary: `${month}，${company}与园区管委会签署投资协议，总投资约 ${3 + (i % 9)} 亿元，建设研发中心与中试基地。`,
          tags: ['项目签约', '招商引资'],
        },
        {
          title: `园区召开${month}重点项目推进会`,
          summary: `会议通报了 ${12 + (i % 20)} 个在建重点项目的进度，协调解决用地、配套与审批等问题 ${5 + (i % 7)} 项。`,
          tags: ['重点项目'],
        },
        {
          title: `${company}获评省级专精特新中小企业`,
          summary: `江苏省工业和信息化厅公布新一批专精特新中小企业名单，园区 ${4 + (i % 6)} 家企业入选，${company}位列其中。`,
          tags: ['专精特新', '企业荣誉'],
        },
        {
          title: `园区举办第${1 + (i % 12)}期“政策进企业”宣讲会`,
          summary: `企业服务中心围绕高新技术企业认定、研发费用加计扣除等政策，为 ${60 + (i % 40)} 家企业的财务与研发负责人现场解读。`,
          tags: ['政策宣讲', '企业服务'],
        },
      ];
      const shape = shapes[i % shapes.length];
      return {
        category,
        ...shape,
        source: '园区管委会',
        paragraphs: [
          shape.summary,
          `近年来，园区聚焦集成电路、生物医药与人工智能三大主导产业，持续优化营商环境。${company}负责人表示，园区在项目审批、人才引进与产业配套方面提供了高效服务，是企业选择扩大投资的重要原因。`,
          '下一步，园区将继续做好项目全周期服务，推动项目早开工、早投产、早见效，为区域高质量发展注入新动能。',
        ],
      };
    }
    case 'notices': {
      const shapes = [
        {
          title: `关于${month}园区部分区域计划停电的通知`,
          tags: ['停电通知'],
          what: `因供电线路检修，星湖街 ${200 + (i % 150)} 号至 ${400 + (i % 150)} 号区域将于本月 ${
            10 + (i % 15)
          } 日 8:00–17:00 停电，请相关企业提前做好准备。`,
        },
        {
          title: `关于开展${at.getFullYear()}年度企业统计数据填报工作的通知`,
          tags: ['统计填报'],
          what: '请园区规模以上企业于本月 25 日前通过联网直报平台完成年度统计数据填报，逾期未报将影响政策兑现。',
        },
        {
          title: `园区${month}消防安全检查的公告`,
          tags: ['安全生产'],
          what: `园区将于本月 ${5 + (i % 20)} 日起开展为期两周的消防安全专项检查，重点检查厂房疏散通道、消防设施与危化品存放。`,
        },
        {
          title: `关于${at.getFullYear()}年度科技项目拟立项名单的公示`,
          tags: ['公示', '科技项目'],
          what: `经专家评审，拟对 ${18 + (i % 12)} 个科技项目予以立项支持，公示期为 5 个工作日，如有异议请在公示期内实名反映。`,
        },
      ];
      const shape = shapes[i % shapes.length];
      return {
        category,
        title: shape.title,
        summary: shape.what,
        tags: shape.tags,
        source: '园区管委会办公室',
        paragraphs: [shape.what, '联系人：企业服务中心，电话 0512-62880000。', '特此通知。'],
      };
    }
    case 'national-policy': {
      const topics = [
        [
          '研发费用加计扣除',
          '企业开展研发活动中实际发生的研发费用，未形成无形资产计入当期损益的，在按规定据实扣除的基础上，再按照实际发生额的 100% 在税前加计扣除。',
        ],
        [
          '高新技术企业认定',
          '认定须同时满足成立满一年、拥有核心自主知识产权、研发费用与高新技术产品收入占比达标等条件，认定后可享受 15% 的企业所得税优惠税率。',
        ],
        ['小微企业所得税优惠', '对小型微利企业年应纳税所得额不超过 300 万元的部分，减按 25% 计入应纳税所得额，按 20% 的税率缴纳企业所得税。'],
        ['先进制造业增值税加计抵减', '先进制造业企业按照当期可抵扣进项税额加计 5% 抵减应纳增值税税额。'],
      ];
      const [topic, rule] = topics[i % topics.length];
      return {
        category,
        title: `一图读懂：${topic}政策要点与申报指引`,
        summary: `本文梳理${topic}政策的适用对象、优惠内容与办理流程，帮助园区企业用足用好政策。`,
        tags: ['政策解读', topic],
        source: '企业服务中心',
        paragraphs: [
          `政策内容：${rule}`,
          '适用对象：在园区登记注册、实行查账征收的居民企业。',
          '办理方式：企业在年度汇算清缴时自行申报享受，相关资料留存备查。园区企业服务中心提供一对一辅导。',
        ],
      };
    }
    case 'local-policy': {
      const topics = ['姑苏创新创业领军人才计划', '苏州市企业研发费用奖励', '工业园区金鸡湖人才计划', '江苏省首台（套）重大装备认定'];
      const topic = topics[i % topics.length];
      return {
        category,
        title: `${at.getFullYear()}年度${topic}申报解读`,
        summary: `${topic}已启动申报，本文解读申报条件、支持标准与时间安排。`,
        tags: ['政策解读', '人才与科技'],
        source: '企业服务中心',
        paragraphs: [
          `${topic}面向在苏州注册、从事科技创新与产业化的企业和人才。`,
          `支持标准：入选项目最高给予 ${100 + (i % 5) * 50} 万元资助，分期拨付。`,
          '申报时间：以当年申报通知为准，园区将组织预审，请有意向的企业提前准备材料。',
        ],
      };
    }
    default:
      return {
        category,
        title: `${company}：在园区${['十年深耕', '从实验室到量产', '打造行业标杆', '走向国际市场'][i % 4]}`,
        summary: `走进${company}，看一家园区企业如何依托创新平台与政策支持实现快速成长。`,
        tags: ['企业风采'],
        source: '园区融媒体中心',
        paragraphs: [
          `${company}入驻园区以来，研发投入年均增长超过 20%，累计获得授权专利 ${80 + (i % 60)} 项。`,
          '企业负责人介绍，园区的公共技术服务平台帮助企业缩短了新产品的验证周期。',
          '面向未来，企业将继续加大研发投入，争创国家级专精特新“小巨人”企业。',
        ],
      };
  }
}

const ARTICLE_COUNTS: [string, number][] = [
  ['park-news', 40],
  ['notices', 30],
  ['national-policy', 15],
  ['local-policy', 15],
  ['company-stories', 20],
];
/** The demo articles that are not simply on the front, by their index: drafts, one returned, one scheduled, one withdrawn. */
const NOT_PUBLISHED: Partial<Record<number, ArticleStatus>> = { 0: 'draft', 1: 'draft', 2: 'scheduled', 3: 'returned', 60: 'withdrawn' };

/**
 * 120 articles over the last two years, newest first: most on the front (some with a second, edited revision),
 * a few drafts, one returned by the reviewers, one scheduled, one withdrawn; two wait in the article audit.
 */
export async function seedDemoArticles(tx: DbOrTx, now: Date) {
  const categoryIds = new Map((await tx.select({ id: articleCategories.id, slug: articleCategories.slug }).from(articleCategories)).map((c) => [c.slug, c.id]));
  const editors = await tx
    .select({ id: users.id, name: users.realName })
    .from(users)
    .where(inArray(users.username, ['zhangyu', 'huangli', 'caolin']));
  const order = ARTICLE_COUNTS.flatMap(([slug, n]) => Array.from({ length: n }, (_, k) => ({ slug, k })));
  // Interleave the categories so that every stretch of time has all kinds.
  order.sort((a, b) => a.k / ARTICLE_COUNTS.find(([s]) => s === a.slug)![1] - b.k / ARTICLE_COUNTS.find(([s]) => s === b.slug)![1]);
  const DAY = 86_400_000;
  for (const [i, { slug, k }] of order.entries()) {
    const at = new Date(now.getTime() - (i * 6 + 1) * DAY);
    const demo = demoArticle(slug, k, at);
    const editor = editors[i % editors.length];
    const contentHtml = demo.paragraphs.map((p) => `<p>${p}</p>`).join('');
    const content = {
      categoryId: categoryIds.get(slug)!,
      title: demo.title,
      summary: demo.summary,
      contentHtml,
      author: editor.name,
      source: demo.source ?? null,
      tags: demo.tags,
    };
    const state: ArticleStatus = NOT_PUBLISHED[i] ?? 'published';
    const edited = i % 7 === 5;
    const [a] = await tx
      .insert(articles)
      .values({
        ...content,
        status: state,
        revision: edited ? 2 : 1,
        recommended: i % 11 === 4,
        pinnedUntil: i === 4 || i === 9 ? new Date(now.getTime() + 30 * DAY) : null,
        publishAt: state === 'scheduled' ? new Date(now.getTime() + 2 * DAY) : null,
        viewCount: state === 'published' ? 40 + ((i * 37) % 900) : 0,
        liveRevision: state === 'published' ? (edited ? 2 : 1) : null,
        firstPublishedAt: state === 'published' || state === 'withdrawn' ? at : null,
        reviewComment: state === 'returned' ? '标题与正文中的投资额不一致，请核实后再提交。' : null,
        createdBy: editor.id,
        updatedBy: editor.id,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    // An edited article's first revision lacked its closing paragraph.
    const revisions = edited
      ? [
          {
            ...content,
            number: 1,
            contentHtml: demo.paragraphs
              .slice(0, -1)
              .map((p) => `<p>${p}</p>`)
              .join(''),
          },
          { ...content, number: 2 },
        ]
      : [{ ...content, number: 1 }];
    await tx.insert(articleRevisions).values(revisions.map((r) => ({ ...r, articleId: a.id, createdBy: editor.id, createdAt: at })));
    if (state === 'published') {
      await tx
        .insert(publishedArticles)
        .values({ ...content, articleId: a.id, revision: a.revision, pinnedUntil: a.pinnedUntil, recommended: a.recommended, publishedAt: at, updatedAt: at });
    }
  }
  // Two fresh ones wait in the article audit, through the real workflow.
  const [workflow] = await tx
    .select({ id: workflows.id })
    .from(workflows)
    .where(and(eq(workflows.businessType, 'article_audit'), eq(workflows.status, 'enabled')))
    .limit(1);
  if (!workflow) return;
  const deps = { db: tx as Db, now: () => now, config: {} } as Deps;
  const waiting = [
    {
      title: '园区2026年度企业服务满意度调查结果发布',
      summary: '本次调查覆盖园区 312 家企业，总体满意度 93.6 分，较上年提高 1.8 分。',
      contentHtml:
        '<p>本次调查覆盖园区 312 家企业，总体满意度 93.6 分，较上年提高 1.8 分。</p><p>企业对政策兑现速度与审批效率评价最高，对人才公寓供给与停车配套的意见较多，园区将逐项整改。</p>',
      tags: ['企业服务'],
    },
    {
      title: '园区启动2027年度重点产业链招商推介活动',
      summary: '活动将赴上海、深圳与新加坡举办专场推介，重点对接集成电路与生物医药产业链项目。',
      contentHtml: '<p>活动将赴上海、深圳与新加坡举办专场推介，重点对接集成电路与生物医药产业链项目。</p><p>有意参加的园区企业可向招商中心报名。</p>',
      tags: ['招商引资'],
    },
  ];
  for (const [i, text] of waiting.entries()) {
    const editor = editors[i % editors.length];
    const at = new Date(now.getTime() - (i + 1) * 3_600_000);
    const content = { ...text, categoryId: categoryIds.get('park-news')!, author: editor.name, source: '园区管委会' };
    const [a] = await tx
      .insert(articles)
      .values({ ...content, status: 'review', createdBy: editor.id, updatedBy: editor.id, createdAt: at, updatedAt: at })
      .returning();
    await tx.insert(articleRevisions).values({ ...content, articleId: a.id, number: 1, createdBy: editor.id, createdAt: at });
    const instanceId = await startInstance(deps, tx, {
      workflowId: workflow.id,
      businessType: 'article_audit',
      businessId: a.id,
      title: a.title,
      initiator: { kind: 'user', id: editor.id, name: editor.name },
      data: { categoryId: a.categoryId, authorId: editor.id, revision: 1 },
    });
    await tx.update(articles).set({ instanceId }).where(eq(articles.id, a.id));
  }
}
