import { inArray } from 'drizzle-orm';
import { CLUE_DEAL_STAGES, CLUE_OPEN_STAGES, normaliseClueName, type ClueStage } from '@shared/clue';
import type { DbOrTx } from '../db/client';
import { clueFollowUps, clueHistory, clues, clueTaskTypes, users } from '../db/schema';
import { brands, givenNames, seededRandom, surnames, trades } from './companies';

/** The follow-up task types every park starts with (maintained in 招商线索 › 任务类型). */
export const standingTaskTypes: [name: string, description: string][] = [
  ['首次联络', '初次电话或微信联系，确认需求'],
  ['需求确认', '面积、用途、预算与入驻时间'],
  ['带看', '陪同客户实地看房'],
  ['报价', '出具租金与物业费报价'],
  ['商务谈判', '条款、优惠政策与免租期'],
  ['合同审核', '合同文本与法务审核'],
  ['入驻协调', '装修、工商与入驻手续'],
];

/** The standing task types, into an empty list only (a park that renamed or disabled them keeps its own). */
export async function seedStandingTaskTypes(tx: DbOrTx) {
  const [any] = await tx.select({ id: clueTaskTypes.id }).from(clueTaskTypes).limit(1);
  if (any) return;
  await tx
    .insert(clueTaskTypes)
    .values(standingTaskTypes.map(([name, description], i) => ({ name, description, order: (i + 1) * 10 })))
    .onConflictDoNothing();
}

const DAY = 86_400_000;
const investmentStaff = ['wanghaitao', 'liming', 'zhoufang', 'xujun', 'zhaolei', 'maxiaoyan', 'zhuwei', 'tangjie'];
const sources = ['manual', 'channel_agent', 'walk_in', 'referral', 'online', 'government'];
const ways = ['phone', 'wechat', 'email', 'visit', 'meeting'];
const usages = ['office', 'workshop', 'workshop', 'storage', 'showroom'];
const cities = ['苏州', '上海', '无锡', '南京', '杭州', '深圳', '合肥', '常州'];
const tagPool = ['专精特新', '外资', '上市公司', '高新技术', '急需入驻', '政府推荐', '总部项目', '需要环评'];
/** The stages seeded, weighted like a real funnel: many new and early clues, few signed. */
const stageWeights: [ClueStage, number][] = [
  ['new', 70],
  ['initial_contact', 70],
  ['viewing_booked', 40],
  ['viewed', 40],
  ['quoted', 30],
  ['negotiating', 25],
  ['contract_intent', 15],
  ['signed', 15],
  ['moved_in', 15],
  ['on_hold', 20],
  ['invalid', 15],
  ['lost', 45],
];
/** How far along the main line each stage is, for how many follow-ups it has seen. */
const depth: Record<ClueStage, number> = {
  new: 0,
  initial_contact: 1,
  viewing_booked: 2,
  viewed: 3,
  quoted: 4,
  negotiating: 5,
  contract_intent: 6,
  signed: 7,
  moved_in: 8,
  on_hold: 2,
  invalid: 1,
  lost: 3,
};
const mainLine: ClueStage[] = ['new', 'initial_contact', 'viewing_booked', 'viewed', 'quoted', 'negotiating', 'contract_intent', 'signed', 'moved_in'];
const lostReasons = ['price', 'location', 'area_mismatch', 'industry_fit', 'competitor', 'no_response'];
const invalidReasons = ['duplicate', 'wrong_contact', 'no_demand', 'advertising', 'out_of_scope'];

const followUpTexts = [
  ['电话沟通需求，客户计划明年扩产，需要 {area} m² {usage}。', '发送园区介绍与空置房源清单'],
  ['微信沟通，对方关注租金与免租期，约定下周看房。', '预约带看 A3、B2 栋'],
  ['陪同客户看房，对层高与货梯比较满意，担心配电容量。', '请物业确认配电增容方案'],
  ['发出报价：租金 {price} 元/m²/月，物业费 6 元/m²/月，免租期 2 个月。', '等待客户内部评审'],
  ['商务谈判，客户希望租金下调 5%，并申请园区人才公寓。', '内部申请优惠审批'],
  ['客户确认意向，法务审核合同文本中。', '跟进合同盖章时间'],
  ['合同已签署，协调装修方案与工商注册地址变更。', '安排入驻手续'],
  ['客户已入驻，回访装修与员工通勤情况。', '季度回访'],
];

/**
 * 400 demo clues over the last year across every stage and source, owned by the investment staff (a few dozen in the
 * pool), each with the follow-ups its stage implies and its history.
 */
export async function seedDemoClues(tx: DbOrTx, now: Date, howMany = 400) {
  await seedStandingTaskTypes(tx);
  const r = seededRandom(20261128);
  const staff = await tx
    .select({ id: users.id, username: users.username, name: users.realName, departmentId: users.departmentId })
    .from(users)
    .where(inArray(users.username, investmentStaff));
  if (!staff.length) return;
  const types = await tx.select({ id: clueTaskTypes.id }).from(clueTaskTypes);
  const totalWeight = stageWeights.reduce((sum, [, w]) => sum + w, 0);
  const drawStage = (): ClueStage => {
    let n = r.next() * totalWeight;
    for (const [stage, w] of stageWeights) if ((n -= w) < 0) return stage;
    return 'new';
  };
  const day = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

  const names = new Set<string>();
  const phones = new Set<string>();
  type Plan = { row: typeof clues.$inferInsert; followUps: Omit<typeof clueFollowUps.$inferInsert, 'clueId'>[]; ownerName: string };
  const plans: Plan[] = [];
  for (let i = 0; i < howMany; i++) {
    const [industryCode, word, suffix] = r.pick(trades);
    const person = r.next() < 0.08;
    const contact = `${r.pick([...surnames])}${r.pick(givenNames)}`;
    let name = person ? contact : `${r.pick(cities)}${r.pick(brands)}${word}${suffix}有限公司`;
    if (names.has(normaliseClueName(name))) name = person ? `${contact}（${i}）` : name.replace('有限公司', `第${i}分公司`);
    names.add(normaliseClueName(name));
    let phone = `1${r.pick(['35', '37', '38', '39', '52', '58', '86', '89'])}${String(r.int(10000000, 99999999))}`;
    while (phones.has(phone)) phone = `1${r.pick(['36', '87'])}${String(r.int(10000000, 99999999))}`;
    phones.add(phone);
    const stage = drawStage();
    const owner = r.pick(staff);
    const createdAt = new Date(now.getTime() - r.int(2, 360) * DAY - r.int(0, 86_000) * 1000);
    const area = r.pick([200, 300, 500, 800, 1200, 2000, 3500, 5000]);
    const usage = r.pick(usages);
    const price = usage === 'office' ? r.int(60, 110) : r.int(25, 50);
    // Follow-ups between creation and now, one per step of the line the clue has walked, plus a few more.
    const steps = Math.min(depth[stage] + r.int(0, 3), 8);
    const span = now.getTime() - createdAt.getTime();
    const followUps: Plan['followUps'] = [];
    for (let k = 0; k < steps; k++) {
      const at = new Date(createdAt.getTime() + Math.round((span * (k + 1)) / (steps + 1)) - r.int(0, 3600) * 1000);
      const [content, next] = followUpTexts[Math.min(k, followUpTexts.length - 1)];
      followUps.push({
        way: k === 2 ? 'visit' : r.pick(ways),
        followedAt: at,
        userId: owner.id,
        contactName: contact,
        content: content
          .replace('{area}', String(area))
          .replace('{usage}', usage === 'office' ? '办公' : '厂房')
          .replace('{price}', String(price)),
        nextStep: next,
        nextFollowUpOn: day(new Date(at.getTime() + r.int(3, 14) * DAY)),
        taskTypeId: types.length ? types[Math.min(k, types.length - 1)].id : null,
        attachments: [],
        createdAt: at,
      });
    }
    const last = followUps[followUps.length - 1]?.followedAt ?? null;
    const inPool = CLUE_OPEN_STAGES.includes(stage) && r.next() < 0.12;
    // Clues still open were taken recently enough not to have returned; a few are about to.
    const open = CLUE_OPEN_STAGES.includes(stage);
    const ownedSince = open ? new Date(Math.max(createdAt.getTime(), now.getTime() - r.int(5, 85) * DAY)) : createdAt;
    const lastActivity = new Date(Math.max(ownedSince.getTime(), last?.getTime() ?? 0, open ? now.getTime() - r.int(1, 28) * DAY : 0));
    const nextOn = open ? day(new Date(now.getTime() + r.int(-10, 20) * DAY)) : null;
    plans.push({
      ownerName: owner.name,
      followUps,
      row: {
        kind: person ? 'person' : 'company',
        name,
        nameKey: normaliseClueName(name),
        contactName: contact,
        phone,
        industryCode,
        intendedArea: area,
        intendedUsage: usage,
        budget: price,
        investmentAmount: r.next() < 0.7 ? r.int(5, 800) * 100 : null,
        source: r.pick(sources),
        level: CLUE_DEAL_STAGES.includes(stage) || depth[stage] >= 5 ? 'A' : r.pick(['A', 'B', 'B', 'C', 'C']),
        stage,
        stageReason: stage === 'lost' ? r.pick(lostReasons) : stage === 'invalid' ? r.pick(invalidReasons) : null,
        ownerId: inPool ? null : owner.id,
        departmentId: owner.departmentId,
        nextFollowUpOn: inPool ? null : nextOn,
        tags: r.next() < 0.4 ? [r.pick(tagPool)] : [],
        remark: null,
        poolState: inPool ? 'pool' : 'owned',
        locked: !inPool && open && r.next() < 0.03,
        ownedSince,
        lastFollowUpAt: last,
        lastActivityAt: lastActivity,
        previousOwnerId: inPool ? owner.id : null,
        givenUpBy: inPool ? owner.id : null,
        givenUpAt: inPool ? new Date(now.getTime() - r.int(1, 60) * DAY) : null,
        giveUpReason: inPool ? r.pick(['客户长期无回应', '需求不明确，暂无精力跟进', '客户意向转向其他园区', '30 天未跟进，自动退回公海']) : null,
        createdBy: owner.id,
        createdAt,
        updatedAt: new Date(Math.max(createdAt.getTime(), last?.getTime() ?? 0)),
      },
    });
  }
  const created = await tx
    .insert(clues)
    .values(plans.map((p) => p.row))
    .returning({ id: clues.id });
  const followUpRows = created.flatMap((c, i) => plans[i].followUps.map((f) => ({ ...f, clueId: c.id })));
  for (let i = 0; i < followUpRows.length; i += 500) await tx.insert(clueFollowUps).values(followUpRows.slice(i, i + 500));
  const historyRows: (typeof clueHistory.$inferInsert)[] = created.flatMap((c, i) => {
    const { row, ownerName, followUps } = plans[i];
    const rows: (typeof clueHistory.$inferInsert)[] = [
      { clueId: c.id, action: 'create', userId: row.createdBy, userName: ownerName, toStage: 'new', createdAt: row.createdAt! },
    ];
    // The moves it made, one allowed step at a time along the main line (then aside to hold, invalid or lost).
    const stage = row.stage!;
    const side = !mainLine.includes(stage);
    const path = side ? [...mainLine.slice(0, depth[stage]), stage] : mainLine.slice(0, mainLine.indexOf(stage) + 1);
    for (let k = 1; k < path.length; k++) {
      const at = followUps[Math.min(k - 1, followUps.length - 1)]?.followedAt ?? row.createdAt!;
      rows.push({
        clueId: c.id,
        action: 'stage',
        userId: row.createdBy,
        userName: ownerName,
        fromStage: path[k - 1],
        toStage: path[k],
        reason: k === path.length - 1 ? row.stageReason : null,
        createdAt: new Date(at.getTime() + k * 1000),
      });
    }
    if (row.poolState === 'pool')
      rows.push({ clueId: c.id, action: 'give_up', userId: row.givenUpBy, userName: ownerName, reason: row.giveUpReason, createdAt: row.givenUpAt! });
    return rows;
  });
  for (let i = 0; i < historyRows.length; i += 500) await tx.insert(clueHistory).values(historyRows.slice(i, i + 500));
}
