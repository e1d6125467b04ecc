import {
  CLUE_STAGES,
  DEFAULT_CLUE_POOL_CONFIG,
  allowedMoves,
  checkMove,
  normaliseClueName,
  normalisePhone,
  returnsAt,
  CLUE_SCOPES,
  type ClueScope,
  type ClueStage,
  type CluePoolConfig,
} from '@shared/clue';
import {
  FUNNEL_SIDE_STAGES,
  FUNNEL_STAGES,
  NO_INDUSTRY,
  chinaYear,
  clueListLink,
  monthWithin,
  monthsOf,
  rateOf,
  stagesFrom,
  type ClueListFilters,
} from '@shared/clueStats';
import {
  conflict,
  contains,
  fail,
  nextId,
  notFound,
  nowIso,
  ok,
  page,
  queryId,
  rejectMissing,
  requireAuth,
  type MockRequest,
  type MockResponse,
} from './_helpers';

/**
 * Investment-attraction clues and the give-up pool as the screens use them (server/modules/clue): the mock user is
 * the admin (李明's manager), who sees every clue; the pipeline's rules are the shared ones (shared/clue.ts).
 */

type FollowUp = {
  id: number;
  way: string;
  followedAt: string;
  userId: number | null;
  userName: string | null;
  contactName: string | null;
  content: string;
  nextStep: string | null;
  nextFollowUpOn: string | null;
  taskTypeId: number | null;
  taskTypeName: string | null;
  attachments: { name: string; url: string }[];
};
type History = {
  id: number;
  action: 'create' | 'update' | 'stage' | 'follow_up' | 'give_up' | 'claim' | 'assign' | 'reclaim' | 'lock' | 'unlock' | 'return' | 'import';
  userId: number | null;
  userName: string | null;
  fromStage: string | null;
  toStage: string | null;
  changes: Record<string, unknown[]> | null;
  reason: string | null;
  createdAt: string;
};
type Clue = {
  id: number;
  kind: 'company' | 'person';
  name: string;
  contactName: string | null;
  phone: string | null;
  industryCode: string | null;
  intendedArea: number | null;
  intendedUsage: string | null;
  budget: number | null;
  investmentAmount: number | null;
  source: string;
  level: string;
  stage: ClueStage;
  stageReason: string | null;
  ownerId: number | null;
  ownerName: string | null;
  departmentId: number | null;
  departmentName: string | null;
  nextFollowUpOn: string | null;
  tags: string[];
  remark: string | null;
  poolState: 'owned' | 'pool';
  locked: boolean;
  lastFollowUpAt: string | null;
  givenUpBy: number | null;
  givenUpByName: string | null;
  givenUpAt: string | null;
  giveUpReason: string | null;
  projectId: number | null;
  createdAt: string;
  updatedAt: string;
  ownedSince: string;
  followUps: FollowUp[];
  history: History[];
};

const ME = { id: 1, name: '系统管理员' };
const STAFF = [
  { id: 3, name: '李明', departmentId: 4, departmentName: '招商一部' },
  { id: 4, name: '周芳', departmentId: 4, departmentName: '招商一部' },
  { id: 6, name: '赵磊', departmentId: 5, departmentName: '招商二部' },
];
let config: CluePoolConfig = { ...DEFAULT_CLUE_POOL_CONFIG };
const taskTypes = [
  ['首次联络', '初次电话或微信联系，确认需求'],
  ['需求确认', '面积、用途、预算与入驻时间'],
  ['带看', '陪同客户实地看房'],
  ['报价', '出具租金与物业费报价'],
  ['商务谈判', '条款、优惠政策与免租期'],
].map(([name, description], i) => ({ id: i + 1, name, description: description as string | null, order: (i + 1) * 10, enabled: true, updatedAt: nowIso() }));

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const names = [
  '苏州华芯半导体科技有限公司',
  '上海智联信息技术有限公司',
  '无锡恒创智能装备有限公司',
  '南京瑞泰医药科技有限公司',
  '杭州云图数据智能科技有限公司',
  '深圳迈锐电气科技有限公司',
];
const stages: ClueStage[] = ['new', 'initial_contact', 'viewing_booked', 'quoted', 'negotiating', 'lost'];

const clues: Clue[] = names.map((name, i) => {
  const owner = i < 2 ? { id: ME.id, name: ME.name, departmentId: 1, departmentName: '园区运营公司' } : STAFF[i % STAFF.length];
  const pool = i === 5;
  return {
    id: i + 1,
    kind: 'company',
    name,
    contactName: ['陈经理', '王总', '刘女士', '张先生', '林经理', '徐总'][i],
    phone: `1380000${String(1000 + i)}`,
    industryCode: ['39', '65', '34', '27', '65', '38'][i],
    intendedArea: [800, 300, 2000, 1200, 500, 3500][i],
    intendedUsage: i % 2 ? 'office' : 'workshop',
    budget: i % 2 ? 85 : 38,
    investmentAmount: (i + 1) * 1500,
    source: ['walk_in', 'online', 'channel_agent', 'referral', 'government', 'manual'][i],
    level: ['A', 'B', 'B', 'A', 'C', 'C'][i],
    stage: stages[i],
    stageReason: stages[i] === 'lost' ? 'price' : null,
    ownerId: pool ? null : owner.id,
    ownerName: pool ? null : owner.name,
    departmentId: owner.departmentId,
    departmentName: owner.departmentName,
    nextFollowUpOn: pool ? null : day(i - 2),
    tags: i === 0 ? ['专精特新'] : [],
    remark: null,
    poolState: pool ? 'pool' : 'owned',
    locked: false,
    lastFollowUpAt: ago(i * 4 + 1),
    givenUpBy: pool ? owner.id : null,
    givenUpByName: pool ? owner.name : null,
    givenUpAt: pool ? ago(2) : null,
    giveUpReason: pool ? '客户长期无回应' : null,
    projectId: null,
    createdAt: ago(60 + i * 10),
    updatedAt: ago(i),
    ownedSince: ago(20 + i * 3),
    followUps: [
      {
        id: i * 10 + 1,
        way: 'phone',
        followedAt: ago(i * 4 + 1),
        userId: owner.id,
        userName: owner.name,
        contactName: '陈经理',
        content: '电话沟通需求，客户计划明年扩产。',
        nextStep: '发送园区介绍',
        nextFollowUpOn: day(3),
        taskTypeId: 1,
        taskTypeName: '首次联络',
        attachments: [],
      },
    ],
    history: [
      {
        id: i * 10 + 1,
        action: 'create',
        userId: owner.id,
        userName: owner.name,
        fromStage: null,
        toStage: 'new',
        changes: null,
        reason: null,
        createdAt: ago(60 + i * 10),
      },
    ],
  };
});

function out(c: Clue) {
  const { ownedSince, followUps: _f, history: _h, ...rest } = c;
  const at = returnsAt({ ...c, ownedSince: new Date(ownedSince), lastActivityAt: new Date(c.lastFollowUpAt ?? ownedSince) }, config);
  return { ...rest, returnsAt: at ? at.toISOString() : null };
}
const detailOf = (c: Clue) => ({
  ...out(c),
  followUps: c.followUps,
  history: c.history,
  allowedStages: c.poolState === 'owned' ? [...allowedMoves(c.stage)] : [],
});
const find = (req: MockRequest, res: MockResponse, id: unknown) => {
  const c = clues.find((x) => x.id === queryId(id));
  if (!c) notFound(res, 'Clue');
  return c;
};
const log = (c: Clue, entry: Partial<History> & Pick<History, 'action'>) => {
  c.history.unshift({
    id: nextId(c.history),
    userId: ME.id,
    userName: ME.name,
    fromStage: null,
    toStage: null,
    changes: null,
    reason: null,
    createdAt: nowIso(),
    ...entry,
  });
  c.updatedAt = nowIso();
};
const unprocessable = (res: MockResponse, message: string, field: string) => res.status(422).json(fail(422, message, 2, field));
const sortBy = (list: Clue[], q: Record<string, string> = {}) => {
  const field = (q.sortField || 'updatedAt') as keyof Clue;
  const dir = q.sortOrder === 'ascend' ? 1 : -1;
  return [...list].sort((a, b) => (String(a[field] ?? '') < String(b[field] ?? '') ? -dir : String(a[field] ?? '') > String(b[field] ?? '') ? dir : 0));
};
const filtered = (q: Record<string, string> = {}) =>
  clues.filter(
    (c) =>
      contains(c.name, q.keyword) &&
      (!q.stage || c.stage === q.stage) &&
      (!q.source || c.source === q.source) &&
      (!q.level || c.level === q.level) &&
      (!q.industryCode || c.industryCode === q.industryCode) &&
      (!q.ownerId || c.ownerId === Number(q.ownerId)) &&
      (!q.stages || q.stages.split(',').includes(c.stage)) &&
      (!q.from || c.createdAt.slice(0, 10) >= q.from) &&
      (!q.to || c.createdAt.slice(0, 10) <= q.to) &&
      (q.overdue !== 'true' || (!!c.nextFollowUpOn && c.nextFollowUpOn < day(0))),
  );

/**
 * The investment dashboard (server/modules/clue/stats.ts) of the mock clues: created in the period by stage, source
 * and owner, each figure with the address of its list (shared/clueStats.ts); the mock's signings are its clues at a
 * deal stage, each signed the day it was last changed.
 */
function statsOf(q: Record<string, string> = {}) {
  const now = new Date();
  const year = chinaYear(now);
  const period = { from: q.from || year.from, to: q.to || year.to };
  const tab = (CLUE_SCOPES as readonly string[]).includes(q.scope) ? (q.scope as ClueScope) : 'all';
  const link = (f: ClueListFilters) => clueListLink(tab, f);
  const inTab = clues.filter((c) => c.poolState === 'owned' && (tab !== 'mine' || c.ownerId === ME.id));
  const within = (iso: string, from: string, to: string) => iso.slice(0, 10) >= from && iso.slice(0, 10) <= to;
  const created = inTab.filter((c) => within(c.createdAt, period.from, period.to));
  const deal = (c: Clue) => c.stage === 'signed' || c.stage === 'moved_in';
  const signed = inTab.filter((c) => deal(c) && within(c.updatedAt, period.from, period.to));
  const overdue = inTab.filter((c) => !!c.nextFollowUpOn && c.nextFollowUpOn < day(0));
  const createdIn = { from: period.from, to: period.to };
  const signedIn = { signedFrom: period.from, signedTo: period.to };
  const followedIn = { followedFrom: period.from, followedTo: period.to };
  const count = (list: Clue[], f: ClueListFilters) => ({ count: list.length, link: link(f) });
  let previous: number | null = null;
  const funnel = FUNNEL_STAGES.map((stage) => {
    const stages = stagesFrom(stage);
    const n = created.filter((c) => stages.includes(c.stage)).length;
    const conversion = previous === null ? null : rateOf(n, previous);
    previous = n;
    return { stage, count: n, conversion, link: link({ ...createdIn, stages: stages.join(',') }) };
  });
  const owners = [...new Set(inTab.map((c) => c.ownerId!))].map((ownerId) => {
    const mine = (list: Clue[]) => list.filter((c) => c.ownerId === ownerId);
    return {
      ownerId,
      ownerName: inTab.find((c) => c.ownerId === ownerId)!.ownerName,
      clues: count(mine(created), { ownerId, ...createdIn }),
      followedUp: count(
        mine(inTab).filter((c) => c.lastFollowUpAt && c.lastFollowUpAt.slice(0, 10) >= period.from),
        { ownerId, ...followedIn },
      ),
      signed: count(mine(signed), { ownerId, ...signedIn }),
      overdue: count(mine(overdue), { ownerId, overdue: 'true' }),
    };
  });
  const industries = [...new Set(signed.map((c) => c.industryCode ?? ''))];
  const sources = [...new Set(created.map((c) => c.source))];
  return {
    generatedAt: nowIso(),
    period,
    scope: tab,
    totals: {
      created: count(created, createdIn),
      signed: count(signed, signedIn),
      investment: { amount: signed.reduce((sum, c) => sum + (c.investmentAmount ?? 0), 0), link: link(signedIn) },
      overdue: count(overdue, { overdue: 'true' }),
    },
    funnel,
    aside: FUNNEL_SIDE_STAGES.map((stage) => ({
      stage,
      ...count(
        created.filter((c) => c.stage === stage),
        { ...createdIn, stage },
      ),
    })),
    monthly: monthsOf(period.from, period.to).map((month) => {
      const days = monthWithin(month, period);
      return {
        month,
        created: count(
          created.filter((c) => within(c.createdAt, days.from, days.to)),
          days,
        ),
        signed: count(
          signed.filter((c) => within(c.updatedAt, days.from, days.to)),
          { signedFrom: days.from, signedTo: days.to },
        ),
      };
    }),
    byIndustry: industries.map((value) => {
      const list = signed.filter((c) => (c.industryCode ?? '') === value);
      return {
        value,
        count: list.length,
        investment: list.reduce((sum, c) => sum + (c.investmentAmount ?? 0), 0),
        link: link({ ...signedIn, industryCode: value || NO_INDUSTRY }),
      };
    }),
    owners,
    sources: sources.map((value) => {
      const list = created.filter((c) => c.source === value);
      return {
        value,
        clues: count(list, { source: value, ...createdIn }),
        signed: count(list.filter(deal), { source: value, ...createdIn, stages: 'signed,moved_in' }),
        rate: rateOf(list.filter(deal).length, list.length),
      };
    }),
  };
}

/**
 * A mock cannot read the multipart upload, so an import answers as if a three-row file had come in: two good rows and
 * one repeating the first row's phone. By default nothing is written, as on the server; with skipInvalid=true the two
 * good clues are added to the list as the importer's.
 */
let importRound = 0;
function importClues(req: MockRequest, res: MockResponse) {
  const skipInvalid = ['true', '1'].includes(String(req.query?.skipInvalid));
  importRound += 1;
  const good = [`苏州澄湖光电科技有限公司（导入${importRound}）`, `苏州金鸡湖数据服务有限公司（导入${importRound}）`];
  const phone = `1391234${String(importRound).padStart(4, '0')}`;
  const rejected = [{ row: 4, column: '电话', value: phone, message: 'repeats the phone of row 2' }];
  if (skipInvalid) {
    for (const [k, name] of good.entries()) {
      const template = clues[0];
      clues.push({
        ...template,
        id: nextId(clues),
        name,
        phone: k === 0 ? phone : null,
        stage: 'new',
        ownerId: ME.id,
        ownerName: ME.name,
        createdAt: nowIso(),
        updatedAt: nowIso(),
        ownedSince: nowIso(),
        followUps: [],
        history: [],
      });
    }
  }
  res.json(ok({ total: 3, imported: skipInvalid ? 2 : 0, rejectedRows: 1, rejected }));
}

const base = '/apiv2/pms/admin/zhaoshang';
export default {
  'GET /api/pms/admin/data/index': requireAuth((req, res) => res.json(ok(statsOf(req.query)))),
  [`POST ${base}/clue-import`]: requireAuth(importClues),
  [`GET ${base}/clue-query`]: requireAuth((req, res) => {
    const q = req.query ?? {};
    const owned = filtered(q).filter((c) => c.poolState === 'owned' && (q.scope !== 'mine' || c.ownerId === ME.id));
    res.json(ok({ ...page(sortBy(owned, q).map(out), q), more: false }));
  }),
  [`GET ${base}/clue-detail`]: requireAuth((req, res) => {
    const c = find(req, res, req.query?.id ?? 1);
    if (c) res.json(ok(detailOf(c)));
  }),
  [`GET ${base}/clue-duplicates`]: requireAuth((req, res) => {
    const phone = req.query?.phone ? normalisePhone(req.query.phone) : '';
    const key = req.query?.name ? normaliseClueName(req.query.name) : '';
    const list = clues
      .filter(
        (c) => c.id !== Number(req.query?.exceptId) && ((phone.length >= 7 && c.phone === phone) || (key.length >= 2 && normaliseClueName(c.name) === key)),
      )
      .map((c) => ({
        id: c.id,
        name: c.name,
        phone: c.phone,
        stage: c.stage,
        poolState: c.poolState,
        ownerId: c.ownerId,
        ownerName: c.ownerName,
        departmentName: c.departmentName,
        matchedOn: phone.length >= 7 && c.phone === phone ? ('phone' as const) : ('name' as const),
      }));
    res.json(ok({ list }));
  }),
  [`POST ${base}/clue-post`]: requireAuth((req, res) => {
    const b = req.body ?? {};
    if (rejectMissing(res, b, ['name', 'source', 'level'])) return;
    const phone = b.phone ? normalisePhone(String(b.phone)) : null;
    const clash = clues.find((c) => c.id !== b.id && ((phone && c.phone === phone) || normaliseClueName(c.name) === normaliseClueName(String(b.name))));
    if (clash) return conflict(res, `name: the same name or phone is already clue #${clash.id} "${clash.name}", owned by ${clash.ownerName ?? '—'}`, 'name');
    const fields = {
      kind: b.kind ?? 'company',
      name: String(b.name).trim(),
      contactName: b.contactName || null,
      phone,
      industryCode: b.industryCode || null,
      intendedArea: b.intendedArea ?? null,
      intendedUsage: b.intendedUsage || null,
      budget: b.budget ?? null,
      investmentAmount: b.investmentAmount ?? null,
      source: b.source,
      level: b.level,
      nextFollowUpOn: b.nextFollowUpOn || null,
      tags: b.tags ?? [],
      remark: b.remark || null,
    };
    if (b.id) {
      const c = find(req, res, b.id);
      if (!c) return;
      Object.assign(c, fields);
      log(c, { action: 'update' });
      return res.json(ok(detailOf(c)));
    }
    const c: Clue = {
      id: nextId(clues),
      ...fields,
      stage: 'new',
      stageReason: null,
      ownerId: ME.id,
      ownerName: ME.name,
      departmentId: 1,
      departmentName: '园区运营公司',
      poolState: 'owned',
      locked: false,
      lastFollowUpAt: null,
      givenUpBy: null,
      givenUpByName: null,
      givenUpAt: null,
      giveUpReason: null,
      projectId: null,
      createdAt: nowIso(),
      updatedAt: nowIso(),
      ownedSince: nowIso(),
      followUps: [],
      history: [],
    };
    clues.unshift(c);
    log(c, { action: 'create', toStage: 'new' });
    res.json(ok(detailOf(c)));
  }),
  [`POST ${base}/followup-post`]: requireAuth((req, res) => {
    const b = req.body ?? {};
    if (rejectMissing(res, b, ['clueId', 'way', 'followedAt', 'content'])) return;
    const c = find(req, res, b.clueId);
    if (!c) return;
    const type = taskTypes.find((t) => t.id === b.taskTypeId);
    c.followUps.unshift({
      id: nextId(c.followUps),
      way: b.way,
      followedAt: b.followedAt,
      userId: ME.id,
      userName: ME.name,
      contactName: b.contactName || null,
      content: b.content,
      nextStep: b.nextStep || null,
      nextFollowUpOn: b.nextFollowUpOn || null,
      taskTypeId: type?.id ?? null,
      taskTypeName: type?.name ?? null,
      attachments: b.attachments ?? [],
    });
    c.lastFollowUpAt = b.followedAt;
    if (b.nextFollowUpOn) c.nextFollowUpOn = b.nextFollowUpOn;
    log(c, { action: 'follow_up', reason: String(b.content).slice(0, 200) });
    res.json(ok(detailOf(c)));
  }),
  [`POST ${base}/pstatus`]: requireAuth((req, res) => {
    const b = req.body ?? {};
    if (rejectMissing(res, b, ['id', 'stage'])) return;
    const c = find(req, res, b.id);
    if (!c) return;
    if (!(CLUE_STAGES as readonly string[]).includes(b.stage)) return res.status(400).json(fail(400, 'body.stage: invalid', 2, 'stage'));
    const check = checkMove(c.stage, b.stage);
    if (!check.ok) return unprocessable(res, `stage: a clue cannot move from ${c.stage} to ${b.stage}; allowed: ${check.allowed.join(', ')}`, 'stage');
    if (check.reasonDictionary && !b.reason)
      return unprocessable(res, `reason: moving to ${b.stage} needs a reason from the dictionary ${check.reasonDictionary}`, 'reason');
    log(c, { action: 'stage', fromStage: c.stage, toStage: b.stage, reason: [b.reason, b.comment].filter(Boolean).join('：') || null });
    c.stage = b.stage;
    c.stageReason = check.reasonDictionary ? b.reason : null;
    res.json(ok(detailOf(c)));
  }),
  [`POST ${base}/lock`]: requireAuth((req, res) => {
    const c = find(req, res, req.body?.id ?? 1);
    if (!c) return;
    c.locked = !!req.body?.locked;
    log(c, { action: c.locked ? 'lock' : 'unlock' });
    res.json(ok(detailOf(c)));
  }),
  [`GET ${base}/returning`]: requireAuth((req, res) => {
    const horizon = Date.now() + Number(req.query?.days || config.remindDaysBefore) * DAY;
    const list = clues.filter((c) => {
      const at = out(c).returnsAt;
      return at !== null && Date.parse(at) <= horizon;
    });
    res.json(ok({ ...page(list.map(out), req.query), more: false }));
  }),
  [`GET ${base}/giveup-query`]: requireAuth((req, res) => {
    const q = req.query ?? {};
    const pool = sortBy(
      filtered(q).filter((c) => c.poolState === 'pool'),
      { sortField: 'givenUpAt', ...q },
    );
    res.json(ok({ ...page(pool.map(out), q), more: false }));
  }),
  'POST /api/pms/admin/project/setgiveup': requireAuth((req, res) => {
    const b = req.body ?? {};
    if (rejectMissing(res, b, ['id', 'reason'])) return;
    if (String(b.reason).length > 500) return res.status(400).json(fail(400, 'body.reason: must be at most 500 characters', 2, 'reason'));
    const c = find(req, res, b.id);
    if (!c) return;
    Object.assign(c, {
      poolState: 'pool',
      ownerId: null,
      ownerName: null,
      locked: false,
      givenUpBy: ME.id,
      givenUpByName: ME.name,
      givenUpAt: nowIso(),
      giveUpReason: b.reason,
    });
    log(c, { action: 'give_up', reason: b.reason });
    res.json(ok(detailOf(c)));
  }),
  [`POST ${base}/claim`]: requireAuth((req, res) => {
    const c = find(req, res, req.body?.id ?? 6);
    if (!c) return;
    if (c.poolState !== 'pool') return conflict(res, `id: "${c.name}" has just been taken by someone else`, 'id');
    Object.assign(c, { poolState: 'owned', ownerId: ME.id, ownerName: ME.name, ownedSince: nowIso() });
    log(c, { action: 'claim' });
    res.json(ok(detailOf(c)));
  }),
  [`POST ${base}/assign`]: requireAuth((req, res) => {
    const b = req.body ?? {};
    const to = STAFF.find((s) => s.id === b.ownerId) ?? STAFF[0];
    const done: number[] = [];
    for (const id of (b.ids as number[]) ?? []) {
      const c = clues.find((x) => x.id === id);
      if (!c) continue;
      Object.assign(c, {
        poolState: 'owned',
        ownerId: to.id,
        ownerName: to.name,
        departmentId: to.departmentId,
        departmentName: to.departmentName,
        ownedSince: nowIso(),
      });
      log(c, { action: 'assign', reason: `→ ${to.name}` });
      done.push(id);
    }
    res.json(ok({ done }));
  }),
  [`POST ${base}/reclaim`]: requireAuth((req, res) => {
    const b = req.body ?? {};
    if (rejectMissing(res, b, ['reason'])) return;
    const done: number[] = [];
    for (const id of (b.ids as number[]) ?? []) {
      const c = clues.find((x) => x.id === id && x.poolState === 'owned');
      if (!c) continue;
      Object.assign(c, {
        poolState: 'pool',
        ownerId: null,
        ownerName: null,
        givenUpBy: ME.id,
        givenUpByName: ME.name,
        givenUpAt: nowIso(),
        giveUpReason: b.reason,
      });
      log(c, { action: 'reclaim', reason: b.reason });
      done.push(id);
    }
    res.json(ok({ done }));
  }),
  [`GET ${base}/pool-config`]: requireAuth((_req, res) => {
    const mine = clues.filter((c) => c.ownerId === ME.id && c.poolState === 'owned');
    res.json(ok({ ...config, held: mine.length, lockedHeld: mine.filter((c) => c.locked).length }));
  }),
  [`POST ${base}/pool-config`]: requireAuth((req, res) => {
    const b = req.body ?? {};
    if (rejectMissing(res, b, ['noFollowUpDays', 'noDealDays', 'remindDaysBefore', 'claimLimit', 'lockLimit', 'reclaimDays'])) return;
    config = { ...config, ...b };
    const mine = clues.filter((c) => c.ownerId === ME.id && c.poolState === 'owned');
    res.json(ok({ ...config, held: mine.length, lockedHeld: mine.filter((c) => c.locked).length }));
  }),
  'GET /api/pms/admin/business/tasktype': requireAuth((req, res) => {
    const list = taskTypes.filter((t) => req.query?.enabled !== 'true' || t.enabled);
    res.json(ok({ list, total: list.length }));
  }),
  'POST /api/pms/admin/business/tasktypepost': requireAuth((req, res) => {
    const b = req.body ?? {};
    if (rejectMissing(res, b, ['name'])) return;
    if (taskTypes.some((t) => t.name === b.name && t.id !== b.id)) return conflict(res, `name: the task type "${b.name}" exists`, 'name');
    const existing = taskTypes.find((t) => t.id === b.id);
    const row = {
      id: existing?.id ?? nextId(taskTypes),
      name: b.name,
      description: b.description ?? null,
      order: b.order ?? 0,
      enabled: b.enabled ?? true,
      updatedAt: nowIso(),
    };
    if (existing) Object.assign(existing, row);
    else taskTypes.push(row);
    res.json(ok(row));
  }),
};
