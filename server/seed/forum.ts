import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { forumBoards, forumPosts, forumReports, forumThreads, users, visitors } from '../db/schema';
import { addWords } from '../modules/forum/words';
import { demoVisitors } from './visitors';

/**
 * The forum's default sensitive words, for every new park (staff edit them in 论坛管理 › 敏感词): advertising and
 * fraud that park forums attract. A post holding one waits for a moderator.
 */
export const DEFAULT_SENSITIVE_WORDS = [
  '代开发票',
  '刷单',
  '套现',
  '博彩',
  '赌博',
  '高利贷',
  '传销',
  '办证',
  '代考',
  '私彩',
  '裸聊',
  '枪支',
  '毒品',
  '加微信返现',
];

export async function seedForumWords(tx: DbOrTx) {
  await addWords(tx, DEFAULT_SENSITIVE_WORDS);
}

type DemoThread = { title: string; content: string; replies: string[] };

const EXCHANGE: DemoThread[] = [
  {
    title: '星湖街地铁站到园区的接驳班车什么时候恢复？',
    content: '之前早上 8:00–9:30 每 15 分钟一班的接驳车最近停了，走过来要 20 分钟。请问管委会有没有恢复的计划？',
    replies: ['同问，下雨天特别不方便。', '听物业说下个月换了运营公司就恢复，等通知吧。', '可以先骑园区的共享单车，A 栋门口有停车点。'],
  },
  {
    title: '园区食堂新开了湘菜窗口，大家觉得怎么样？',
    content: 'B 栋二楼食堂这周新开了湘菜窗口，小炒肉 18 元，分量挺足。就是中午 12 点前后排队比较久。',
    replies: ['辣度可以再高一点哈哈。', '建议错峰，11:40 去基本不用排队。', '希望晚上也能开，加班的同事需要。', '剁椒鱼头很正宗！'],
  },
  {
    title: '有没有一起拼车去苏州站的？每天 18:00 左右',
    content: '住在姑苏区，每天下班 18:00 左右从 C 栋出发去苏州站方向，可以带 3 个人，油费 AA。有需要的回帖联系。',
    replies: ['我在 D 栋，周一到周四可以一起。', '顺路到石路吗？', '石路可以，稍微绕一点没问题。'],
  },
  {
    title: 'A 栋 3 号电梯这周第二次困人了',
    content: '今天上午 10 点左右 A 栋 3 号电梯又停在 7 楼和 8 楼之间，里面有 4 个人，等了 25 分钟才出来。希望物业彻底检修一下，已经在物业服务台登记了。',
    replies: ['物业回复说周末会更换控制板。', '这台电梯确实问题多，最近都走楼梯了。', '建议在电梯里贴上维保电话。'],
  },
  {
    title: '园区健身房开放时间调整的建议',
    content: '现在健身房 7:00–21:00 开放，很多同事加班结束已经 21 点了。能不能延长到 22:30？可以刷工卡进入。',
    replies: ['支持延长！', '周末如果也能开放就更好了。', '可以先搞个意见征集，人多了物业才会重视。'],
  },
  {
    title: '快递驿站搬到哪里去了？',
    content: '原来 B 栋一楼的快递驿站今天关门了，门上没有贴通知，有人知道搬到哪里了吗？',
    replies: ['搬到 E 栋南侧的平房了，走过去 3 分钟。', '谢谢！找了半天。'],
  },
  {
    title: '分享：园区周边性价比高的午餐推荐',
    content:
      '在园区上班三年，整理了一下周边午餐：\n1. 星湖街的兰州拉面，牛肉面 16 元；\n2. 创意园东门的轻食店，沙拉 25 元左右；\n3. 食堂三楼的自选，荤素搭配 15 元以内。\n欢迎补充！',
    replies: ['补充一个：南门外的苏式面馆，焖肉面很香。', '轻食店周三有会员日，打八折。', '收藏了，谢谢分享。', '食堂三楼的红烧狮子头是隐藏菜单。'],
  },
  {
    title: '停车场月卡什么时候开始续办？',
    content: '地下停车场的月卡本月底到期，请问续办是在物业服务台还是线上办理？价格有没有变化？',
    replies: ['物业公众号可以线上续，价格没变，每月 300 元。', '注意要提前 5 天办，否则会被当临停计费。'],
  },
  {
    title: '园区里有没有推荐的打印店？',
    content: '公司的打印机坏了，急需打印 200 页标书并装订，园区附近有靠谱的打印店吗？',
    replies: ['D 栋一楼有一家图文店，装订很快。', '创意园西门那家可以加急，半小时出活。'],
  },
  {
    title: '夏季空调开放时间能不能提前？',
    content: '最近早上 8 点就很热了，但中央空调 9 点才开。希望物业能提前到 8:30。',
    replies: ['同感，早上到办公室一身汗。', '据说是按合同时间开的，可以让公司行政去沟通。', '我们公司自己装了风扇，先顶着。'],
  },
  {
    title: '求推荐：园区附近的幼儿园',
    content: '明年孩子上幼儿园，想找离园区近一点的，方便接送。有同事的孩子在附近上学吗？口碑怎么样？',
    replies: ['星湖街幼儿园不错，不过要提前报名。', '园区有和两所幼儿园合作的人才子女入学政策，可以问问人才服务中心。', '我家孩子在金鸡湖幼儿园，老师很负责。'],
  },
  {
    title: '晚上园区东门的路灯坏了好几盏',
    content: '东门到地铁站那段路有 4 盏路灯不亮，晚上走很黑，女同事下班不太安全。已拍照发给物业了，大家看到也可以反映一下。',
    replies: ['今天看到有人在修了。', '谢谢反映，昨天已经全部亮了。'],
  },
  {
    title: '有没有一起组队参加园区羽毛球赛的？',
    content: '园区工会 11 月办羽毛球团体赛，我们公司人数不够，想跨公司组队，水平中等即可。',
    replies: ['我报名，打了五年了。', '女双缺人吗？我可以。', '已私信联系。'],
  },
  {
    title: '会议室预约系统是不是出问题了？',
    content: '园区共享会议室的预约页面一直提示"时间段已满"，但去看会议室其实是空的。',
    replies: ['重新登录一下试试，我刚才也是这样。', '物业说系统升级，下午恢复。'],
  },
  {
    title: '园区图书角的书可以借回家吗？',
    content: 'A 栋大堂新设了图书角，有不少专业书。请问可以借回家看吗？需要登记吗？',
    replies: ['可以，在前台登记工卡，一次最多两本，两周内归还。'],
  },
  {
    title: '雨天 C 栋连廊漏水',
    content: '连接 C 栋和 D 栋的连廊每次下雨都漏水，地面很滑，已经有人摔倒了。',
    replies: ['物业放了防滑垫，但漏水还是没解决。', '希望尽快维修，下周又要下雨。'],
  },
  {
    title: '新入驻企业报到：我们是做工业视觉检测的',
    content: '大家好，我们是上个月入驻 E 栋 6 楼的一家工业视觉检测公司，主要做半导体封装缺陷检测。欢迎有合作需求的企业交流！',
    replies: ['欢迎欢迎！我们做封测，可以聊聊。', '欢迎加入园区大家庭。'],
  },
  {
    title: '园区班车时刻表有更新吗？',
    content: '看到公众号说班车线路要调整，但没找到新的时刻表，谁有最新版的？',
    replies: ['物业服务台有纸质版，也可以在园区门户的通知公告里找到。'],
  },
  {
    title: '周末园区能加班吗？需要报备吗？',
    content: '项目赶进度，周末需要带几个同事来加班，需要提前向物业报备吗？',
    replies: ['需要，周五 17 点前在物业系统登记人员名单。', '周末空调要单独申请，按小时收费。'],
  },
  {
    title: '求助：工卡丢了怎么补办？',
    content: '昨天工卡丢了，进不了闸机，请问在哪里补办？要多久？',
    replies: ['物业服务台，带身份证，工本费 20 元，当场就能拿到。'],
  },
  {
    title: '园区的垃圾分类投放点调整了',
    content: '注意：从下周一起，各楼栋的垃圾分类投放点统一移到地下一层，楼层不再放置垃圾桶。',
    replies: ['有点不方便，但能理解。', '厨余垃圾也要下去扔吗？', '是的，所有类别都在 B1。'],
  },
  {
    title: '有人用过园区的人才公寓吗？',
    content: '想申请园区人才公寓，请问条件是什么？房租大概多少？住着体验怎么样？',
    replies: ['本科以上、在园区企业缴社保即可申请，一室户 1500 左右。', '住了一年，离园区步行 10 分钟，挺方便。', '排队大概要两个月。'],
  },
  {
    title: 'E 栋楼下的咖啡店上新了',
    content: 'E 栋楼下咖啡店出了桂花拿铁，第二杯半价，下午茶不错。',
    replies: ['桂花拿铁好评！', '工作日下午三点人很多。'],
  },
  {
    title: '建议园区增加电动车充电桩',
    content: '现在电动车充电桩只有 20 个，每天早上 8 点就满了。建议在 D 栋北侧再增加一批。',
    replies: ['强烈支持。', '听说明年会在地面停车场增加 50 个。', '也希望增加汽车充电桩。'],
  },
];

const POLICY: DemoThread[] = [
  {
    title: '高新技术企业认定，研发费用占比怎么算？',
    content: '我们公司去年销售收入 8000 万，研发费用 350 万。按规定是不是要达到 4%？研发人员的工资全部能算进去吗？',
    replies: [
      '收入 5000 万到 2 亿之间的比例是不低于 4%，你们 350/8000 约 4.4%，刚好够。',
      '研发人员工资要按实际投入研发的工时分摊，建议做好工时记录。',
      '可以参考园区门户的"高新技术企业自测"，会逐项提示。',
    ],
  },
  {
    title: '研发费用加计扣除比例现在是多少？',
    content: '听说制造业企业研发费用加计扣除比例提高了，请问我们软件企业适用吗？',
    replies: ['现在科技型中小企业和制造业都是 100%，其他企业一般也是 100%，具体看最新文件。', '可以在政策搜索里搜"加计扣除"看原文。'],
  },
  {
    title: '姑苏人才计划申报材料要准备哪些？',
    content: '准备申报今年的姑苏创新创业领军人才，第一次申报，想请教一下需要准备哪些材料，企业需要出具什么证明？',
    replies: [
      '需要人才本人的学历、工作经历证明，企业的营业执照、近一年的财务报表，以及项目计划书。',
      '建议先找园区人才服务中心预审一下。',
      '去年申报过，项目计划书最重要，突出产业化前景。',
    ],
  },
  {
    title: '小微企业社保补贴在哪里申请？',
    content: '我们是一家 15 人的小微企业，今年新招了 5 个应届生，听说可以申请社保补贴，请问在哪个平台申请？',
    replies: ['江苏政务服务网可以申请，吸纳高校毕业生的社保补贴。', '注意要在劳动合同签订后 12 个月内申请。'],
  },
  {
    title: '专精特新"小巨人"和省级专精特新有什么区别？',
    content: '公司去年拿到了省级专精特新中小企业，今年想冲一下国家级"小巨人"，两者的条件差异大吗？',
    replies: ['"小巨人"对主营业务收入占比和研发投入要求更高，还要求细分市场占有率。', '园区每年有专项辅导，可以关注通知公告。'],
  },
  {
    title: '首台（套）重大技术装备保险补偿怎么申报？',
    content: '我们研制的晶圆检测设备进入了省首台套目录，请问保险补偿是由企业申报还是保险公司申报？',
    replies: ['企业申报，需要提供投保单和保费发票。', '补偿比例是保费的 80%，有上限。'],
  },
  {
    title: '园区的房租补贴政策还有吗？',
    content: '初创企业入驻园区孵化器有房租补贴，请问今年还有吗？入驻满两年的还能享受吗？',
    replies: ['孵化器内企业前两年减免，第三年减半，具体看孵化器的协议。', '今年的政策在通知公告里有，去年底更新的。'],
  },
  {
    title: '知识产权贯标补贴申请条件',
    content: '公司刚通过知识产权管理体系认证，园区有没有对应的补贴？',
    replies: ['有的，园区对首次通过贯标认证的企业给予一次性奖励。', '需要在认证后一年内申请。'],
  },
  {
    title: '企业申报政策时，财务数据以哪个口径为准？',
    content: '申报表里要求填写上年度营业收入，是以审计报告为准还是以税务申报为准？两者有差异。',
    replies: ['一般以审计报告为准，差异较大时需要写说明。', '有些政策明确要求以汇算清缴数据为准，要看申报指南。'],
  },
  {
    title: '政策匹配结果里显示"差距"是什么意思？',
    content: '在门户上做了政策匹配，有几条政策显示"有差距"，是说我们不满足条件吗？',
    replies: ['是说还有条件没达到，点开能看到具体是哪一项，比如研发人员占比。', '差距不大的可以提前规划，明年再申报。'],
  },
  {
    title: '技术合同登记有什么好处？',
    content: '我们给客户做技术开发，听说技术合同登记后可以免增值税，具体怎么办理？',
    replies: ['技术开发、技术转让合同登记后可以申请免征增值税，还能享受所得税优惠。', '在技术市场登记机构办理，园区有代办点。'],
  },
  {
    title: '稳岗返还今年还有吗？',
    content: '去年公司收到了稳岗返还，今年还有这个政策吗？需要主动申请吗？',
    replies: ['今年延续了，符合条件的一般"免申即享"，直接返还到对公账户。'],
  },
];

const EVENTS: DemoThread[] = [
  {
    title: '【活动召集】周六金鸡湖环湖骑行，一起吗？',
    content: '本周六早上 7:30 在园区南门集合，环金鸡湖骑行约 25 公里，中途在李公堤休息吃早餐。自带单车或用共享单车都可以。',
    replies: ['报名 +1', '新手能跟上吗？', '速度不快，20 公里每小时左右，新手没问题。', '带上家属可以吗？', '当然可以！'],
  },
  {
    title: '【二手闲置】九成新人体工学椅，300 元',
    content: '公司搬家，出一把人体工学椅，用了一年，九成新，原价 1200，现价 300，E 栋自提。',
    replies: ['还在吗？', '已出，谢谢关注。'],
  },
  {
    title: '【活动召集】园区读书会第 12 期：《置身事内》',
    content: '本月读书会读兰小欢的《置身事内》，时间是周四 19:00，地点 A 栋 2 楼共享会议室，欢迎大家参加。',
    replies: ['上次读书会很有收获，这次继续。', '没读完可以来吗？', '可以的，来听听大家的分享也好。'],
  },
  {
    title: '【二手闲置】出显示器两台，27 寸 2K',
    content: '两台 27 寸 2K 显示器，带支架，每台 500 元，可以现场试机。',
    replies: ['一台还在吗？', '还有一台，来 C 栋 5 楼。'],
  },
  {
    title: '【活动召集】周三午间篮球，缺两人',
    content: '每周三 12:10 在园区篮球场打半场，目前缺两个人，水平不限，来就打。',
    replies: ['算我一个。', '下周可以来。'],
  },
  {
    title: '【二手闲置】全新未拆封的机械键盘',
    content: '年会抽奖抽到的机械键盘，茶轴，全新未拆封，350 元出。',
    replies: ['250 可以吗？', '300 拿走吧。'],
  },
  {
    title: '【活动召集】园区企业联合相亲会报名',
    content: '园区团委联合工会举办青年联谊会，时间是下月第二个周六下午，地点园区人才公寓会所。单身青年可在园区门户报名。',
    replies: ['终于有活动了！', '需要公司开证明吗？', '不用，报名时填写单位即可。'],
  },
  {
    title: '【二手闲置】转让健身卡，剩 8 个月',
    content: '园区附近的健身房年卡，还剩 8 个月，因工作调动转让，800 元，可以办理过户。',
    replies: ['私信你了。'],
  },
  {
    title: '【活动召集】一起参加园区公益植树',
    content: '3 月 12 日园区组织公益植树，在东沙湖公园，提供工具和午餐，有兴趣的同事可以一起报名。',
    replies: ['报名！', '可以带小朋友吗？', '可以，亲子家庭优先。'],
  },
  {
    title: '【二手闲置】出一台投影仪，适合小会议室',
    content: '公司更换设备，出一台 1080P 投影仪，带幕布，适合 10 人左右的会议室，600 元。',
    replies: ['投影仪亮度多少？', '3500 流明，白天开灯也能看清。'],
  },
];

/** Replies added to the busiest thread so that its replies run over two pages. */
const BUSY_REPLIES = [
  '今天去吃了，确实不错。',
  '希望能一直保持这个水准。',
  '米饭可以免费加吗？',
  '可以的，自己去盛。',
  '辣椒炒肉是招牌。',
  '价格比外面便宜不少。',
  '建议增加一些清淡的菜，不是每个人都能吃辣。',
  '同意楼上。',
  '周五有没有特价？',
  '听窗口阿姨说周五有外婆菜。',
  '打卡第三天了。',
  '排队的时候可以扫码点餐就好了。',
  '食堂已经在试点扫码点餐了。',
  '味道确实正宗，老板是长沙人。',
  '希望晚餐也有。',
  '支持！',
  '今天的农家小炒肉有点咸。',
  '反馈给食堂了，说会调整。',
  '好评，继续加油。',
  '明天去试试。',
  '湘菜窗口人太多了，建议再开一个。',
];

/**
 * The demo forum: three boards (园区交流, 政策咨询, 活动召集与二手闲置) with threads and replies by the demo visitors over
 * the last two months, an announcement pinned by staff, a locked thread, a post held for a sensitive word and a
 * reported one, so that each screen has something to show and the lists have more than a page.
 */
export async function seedDemoForum(tx: DbOrTx, now: Date) {
  const people = await tx
    .select({ id: visitors.id })
    .from(visitors)
    .where(
      inArray(
        visitors.displayName,
        demoVisitors.map(([name]) => name),
      ),
    )
    .orderBy(visitors.id);
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  if (!people.length) return;
  const boards = await tx
    .insert(forumBoards)
    .values([
      { name: '园区交流', description: '园区生活、设施、交通与餐饮，大家的日常交流', order: 10, createdAt: now, updatedAt: now },
      { name: '政策咨询', description: '政策申报、认定与补贴的经验分享和问答', order: 20, createdAt: now, updatedAt: now },
      { name: '活动召集与二手闲置', description: '运动、读书、公益等活动召集，以及闲置物品转让', order: 30, createdAt: now, updatedAt: now },
    ])
    .returning({ id: forumBoards.id });
  const HOUR = 3_600_000;
  const MINUTE = 60_000;
  let n = 0;
  const plan = [
    ...EXCHANGE.map((t) => ({ ...t, board: boards[0].id })),
    ...POLICY.map((t) => ({ ...t, board: boards[1].id })),
    ...EVENTS.map((t) => ({ ...t, board: boards[2].id })),
  ];
  // Spread over the last 60 days, the plan's first thread the newest.
  for (const [i, demo] of plan.entries()) {
    const startedAt = new Date(now.getTime() - (i * 31 + 5) * HOUR);
    const author = people[i % people.length].id;
    const replies = i === 1 ? [...demo.replies, ...BUSY_REPLIES] : demo.replies;
    const replyTimes = replies.map((_, k) => new Date(startedAt.getTime() + (k + 1) * (k < 5 ? 37 : 71) * MINUTE));
    const lastPostAt = replyTimes.length ? replyTimes[replyTimes.length - 1] : startedAt;
    const [thread] = await tx
      .insert(forumThreads)
      .values({
        boardId: demo.board,
        title: demo.title,
        authorVisitorId: author,
        replyCount: replies.length,
        locked: i === 14,
        lastPostAt,
        createdAt: startedAt,
        updatedAt: lastPostAt,
      })
      .returning({ id: forumThreads.id });
    await tx.insert(forumPosts).values([
      {
        threadId: thread.id,
        boardId: demo.board,
        opening: true,
        content: demo.content,
        authorVisitorId: author,
        createdAt: startedAt,
        updatedAt: startedAt,
      },
      ...replies.map((content, k) => ({
        threadId: thread.id,
        boardId: demo.board,
        content,
        authorVisitorId: people[(i + k + 1) % people.length].id,
        createdAt: replyTimes[k],
        updatedAt: replyTimes[k],
      })),
    ]);
    n += 1 + replies.length;
  }

  // Staff's pinned announcement.
  if (admin) {
    const at = new Date(now.getTime() - 3 * 24 * HOUR);
    const [notice] = await tx
      .insert(forumThreads)
      .values({
        boardId: boards[0].id,
        title: '【版规】园区论坛发帖须知',
        pinned: true,
        locked: true,
        authorUserId: admin.id,
        lastPostAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: forumThreads.id });
    await tx.insert(forumPosts).values({
      threadId: notice.id,
      boardId: boards[0].id,
      opening: true,
      content:
        '欢迎来到园区论坛！发帖请遵守以下约定：\n1. 文明交流，不发布广告、虚假信息与违法内容；\n2. 含敏感词的帖子会在管理员审核后显示；\n3. 发现不当内容请点击"举报"，我们会尽快处理。\n园区门户使用说明：https://park.example.cn/page/about',
      authorUserId: admin.id,
      createdAt: at,
      updatedAt: at,
    });
  }

  // A reply held for a sensitive word, and a reported reply.
  const [busy] = await tx.select({ id: forumThreads.id, boardId: forumThreads.boardId }).from(forumThreads).where(eq(forumThreads.title, EXCHANGE[1].title));
  const heldAt = new Date(now.getTime() - 2 * HOUR);
  await tx.insert(forumPosts).values({
    threadId: busy.id,
    boardId: busy.boardId,
    content: '专业代开发票，各类发票均可，价格优惠，有需要的加我。',
    status: 'held',
    heldFor: ['代开发票'],
    authorVisitorId: people[people.length - 1].id,
    createdAt: heldAt,
    updatedAt: heldAt,
  });
  const [reported] = await tx
    .insert(forumPosts)
    .values({
      threadId: busy.id,
      boardId: busy.boardId,
      content: '这家店的菜难吃死了，老板就是骗钱的，大家别去！！！',
      reportCount: 2,
      authorVisitorId: people[2 % people.length].id,
      createdAt: new Date(heldAt.getTime() + 10 * MINUTE),
      updatedAt: new Date(heldAt.getTime() + 10 * MINUTE),
    })
    .returning({ id: forumPosts.id });
  await tx
    .update(forumThreads)
    .set({ replyCount: BUSY_REPLIES.length + EXCHANGE[1].replies.length + 1, lastPostAt: new Date(heldAt.getTime() + 10 * MINUTE) })
    .where(eq(forumThreads.id, busy.id));
  // The boards' counts of published threads, as every change of threads keeps them.
  await tx.execute(
    sql`update forum_boards b set thread_count = (select count(*)::int from forum_threads t where t.board_id = b.id and t.status = 'published')`,
  );
  await tx.insert(forumReports).values([
    { postId: reported.id, visitorId: people[0].id, reason: '人身攻击，言辞不文明', createdAt: new Date(heldAt.getTime() + 30 * MINUTE) },
    { postId: reported.id, visitorId: people[1 % people.length].id, reason: '恶意诋毁商家', createdAt: new Date(heldAt.getTime() + 50 * MINUTE) },
  ]);
  return n;
}
