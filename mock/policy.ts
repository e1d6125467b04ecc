import { contentDisposition } from '@shared/contentDisposition';
import { demoDepartments, demoTags } from '../server/seed/policies';
import { sanitizeHtml } from '@shared/sanitizeHtml';
import { regionName } from '@shared/regions';
import { regionPrefix } from '@shared/regionCodes';
import { buildIcs, type IcsEvent } from '@shared/policyIcs';
import { highlight, keywordQuery, snippet } from '@shared/policyText';
import { addDays, rangeStatus, todayOf, windowRanges, windowState } from '@shared/policyWindow';
import { audit } from './_data';
import {
  badRequest,
  conflict,
  contains,
  fail,
  nextId,
  notFound,
  ok,
  orNull,
  page,
  queryId,
  rejectMissing,
  requireAuth,
  type MockHandler,
  type MockRequest,
} from './_helpers';

/**
 * The policy front (/api/policy/…) and the policy admin (/apiv2/policy/admin/…) in memory: the demo
 * departments and tags of server/seed/policies.ts, 60 policies with windows around today, and the
 * market. Window status, highlights and snippets use the server's own functions, so they match.
 * The two .ics downloads answer the server's iCalendar text (shared/policyIcs.ts) of the same events.
 */

type Level = 'national' | 'provincial' | 'city' | 'district';
type Window = {
  kind: 'range' | 'all_year' | 'batches';
  startDate: string | null;
  endDate: string | null;
  batches: { name: string; startDate: string; endDate: string }[];
};
type TagRef = { id: number; name: string; kind: 'industry' | 'support' | 'theme'; parentId: number | null };
type Tag = TagRef & { order: number; createdAt: string };
type Department = {
  id: number;
  name: string;
  level: Level;
  regionCode: string;
  phone: string | null;
  address: string | null;
  website: string | null;
  order: number;
  createdAt: string;
};
type Policy = {
  id: number;
  title: string;
  docNo: string | null;
  departmentId: number;
  level: Level;
  regionCode: string;
  publishDate: string;
  sourceUrl: string | null;
  contentHtml: string;
  summary: string | null;
  tagIds: number[];
  supportType: string;
  maxAmount: number | null;
  window: Window;
  payoutMode: 'apply' | 'exempt';
  conditionsText: string | null;
  rules: unknown[];
  entityTypes: string[];
  contacts: { department: string; phone: string | null; address: string | null }[];
  attachments: { name: string; url: string; size: number | null }[];
  status: 'draft' | 'published' | 'unpublished';
  publishedAt: string | null;
  viewCount: number;
  createdAt: string;
  updatedAt: string;
};
type Provider = {
  id: number;
  name: string;
  kind: 'consulting' | 'agency' | 'finance' | 'law' | 'ip';
  regionCode: string | null;
  intro: string | null;
  contact: string | null;
  phone: string | null;
  logoUrl: string | null;
  rating: number | null;
  status: 'active' | 'disabled';
  createdAt: string;
};
type Offer = {
  id: number;
  providerId: number;
  title: string;
  category: string;
  priceText: string | null;
  priceMin: number | null;
  summary: string | null;
  detailHtml: string;
  tags: string[];
  status: 'active' | 'disabled';
  createdAt: string;
};

const created = '2026-01-05T02:00:00.000Z';
const today = () => todayOf(new Date());

const departments: Department[] = demoDepartments.map((d, i) => ({
  id: i + 1,
  name: d.name,
  level: d.level,
  regionCode: d.regionCode,
  phone: d.phone,
  address: d.address,
  website: d.website,
  order: i * 10,
  createdAt: created,
}));

const tags: Tag[] = [];
for (const [i, big] of demoTags.entries()) {
  const parent: Tag = { id: tags.length + 1, name: big.name, kind: big.kind, parentId: null, order: i * 10, createdAt: created };
  tags.push(parent);
  big.children.forEach((name, j) => tags.push({ id: tags.length + 1, name, kind: big.kind, parentId: parent.id, order: j * 10, createdAt: created }));
}
const tagIdOf = (name: string) => tags.find((t) => t.name === name)!.id;

const themes: [string, string, string[], number | null, string][] = [
  ['高新技术企业认定奖励', 'subsidy', ['高新技术企业', '奖励'], 30, '对首次通过高新技术企业认定的企业给予一次性奖励。'],
  ['专精特新中小企业认定', 'honour', ['专精特新中小企业'], null, '对专业化、精细化、特色化、新颖化发展的中小企业开展认定。'],
  ['企业研发投入奖补', 'subsidy', ['研发投入', '研发补助'], 300, '按企业上年度研发费用增量给予奖补。'],
  ['智能化改造和数字化转型项目', 'subsidy', ['智能化改造', '工业互联网'], 800, '对实施智能化改造的工业企业按设备和软件投入给予补助。'],
  ['集成电路产业发展扶持', 'subsidy', ['集成电路', '项目资助'], 1000, '对集成电路企业首轮工程流片费用给予补贴。'],
  ['知识产权质押融资贴息', 'finance', ['贷款贴息', '专利'], 50, '对以专利、商标质押获得银行贷款的企业给予贴息。'],
  ['科技领军人才创新创业计划', 'talent', ['领军人才'], 500, '面向高层次人才创办的科技项目给予资助。'],
  ['研发费用加计扣除', 'tax', ['加计扣除'], null, '研发费用按实际发生额的100%在税前加计扣除。'],
  ['工程技术研究中心建设', 'platform', ['研发机构'], 100, '支持企业建设工程技术研究中心。'],
  ['失业保险稳岗返还', 'subsidy', ['稳岗返还'], 100, '对不裁员或少裁员的参保企业返还失业保险费，免申即享。'],
];

function mockWindow(i: number): Window {
  const d = (n: number) => addDays(today(), n);
  const shape = i % 6;
  if (shape === 0) return { kind: 'range', startDate: d(-90), endDate: d(-20 - i), batches: [] };
  if (shape === 1) return { kind: 'range', startDate: d(-10), endDate: d(30 + i), batches: [] };
  if (shape === 2) return { kind: 'range', startDate: d(-30), endDate: d(i % 15), batches: [] };
  if (shape === 3) return { kind: 'range', startDate: d(5 + i), endDate: d(50 + i), batches: [] };
  if (shape === 4) return { kind: 'all_year', startDate: null, endDate: null, batches: [] };
  return {
    kind: 'batches',
    startDate: null,
    endDate: null,
    batches: [
      { name: '第一批', startDate: d(-80), endDate: d(-50) },
      { name: '第二批', startDate: d(10), endDate: d(40) },
    ],
  };
}

const policies: Policy[] = Array.from({ length: 60 }, (_, i) => {
  const [theme, supportType, tagNames, amount, summary] = themes[i % themes.length];
  const dept = departments[(i * 7) % departments.length];
  const year = 2026 - (i % 3);
  const window = mockWindow(i);
  const publishDate = addDays(today(), -(i * 5 + 3));
  return {
    id: i + 1,
    title: `${demoDepartments[(i * 7) % demoDepartments.length].short}关于组织申报${year}年度${theme}的通知`,
    docNo: `${demoDepartments[(i * 7) % demoDepartments.length].docPrefix}〔${year}〕${(i % 40) + 1}号`,
    departmentId: dept.id,
    level: dept.level,
    regionCode: dept.regionCode,
    publishDate,
    sourceUrl: `${dept.website}/art/${year}/art_${1000 + i}.html`,
    contentHtml: `<h2>一、支持对象</h2><p>${summary}</p><h2>二、申报条件</h2><ol><li>在本地注册的企业；</li><li>上一年度营业收入不低于2000万元。</li></ol>`,
    summary,
    tagIds: tagNames.map(tagIdOf),
    supportType,
    maxAmount: amount,
    window,
    payoutMode: theme.includes('稳岗') ? 'exempt' : 'apply',
    conditionsText: '1. 在本地注册的企业\n2. 上一年度营业收入不低于2000万元',
    rules: [{ id: 'r1', field: 'revenue', op: 'gte', value: 2000, yearsBack: 1, hard: true, label: '上一年度营业收入不低于2000万元' }],
    entityTypes: ['enterprise'],
    contacts: [{ department: dept.name, phone: dept.phone, address: dept.address }],
    attachments: [{ name: `附件1：${theme}申报书.docx`, url: `${dept.website}/attach/${1000 + i}.docx`, size: 48640 }],
    status: i % 25 === 24 ? 'draft' : 'published',
    publishedAt: i % 25 === 24 ? null : `${publishDate}T02:00:00.000Z`,
    viewCount: 50 + ((i * 37) % 900),
    createdAt: `${publishDate}T01:00:00.000Z`,
    updatedAt: `${publishDate}T02:00:00.000Z`,
  };
});

const providers: Provider[] = [
  ['苏州智汇知识产权代理有限公司', 'ip', '320571'],
  ['江苏恒信税务师事务所有限公司', 'agency', '320500'],
  ['苏州科创企业管理咨询有限公司', 'consulting', '320571'],
  ['园融科技融资担保（苏州）有限公司', 'finance', '320571'],
  ['江苏金湖律师事务所', 'law', '320500'],
  ['苏州联创技术转移中心', 'consulting', '320505'],
].map(([name, kind, regionCode], i) => ({
  id: i + 1,
  name,
  kind: kind as Provider['kind'],
  regionCode,
  intro: `${name}为园区企业提供专业服务。`,
  contact: '王经理',
  phone: `0512-6255${String(1000 + i)}`,
  logoUrl: null,
  rating: 4 + (i % 10) / 10,
  status: 'active',
  createdAt: created,
}));
const offers: Offer[] = providers.flatMap((p, i) =>
  [
    ['高新技术企业认定辅导', '项目申报', '2万元起', 20000],
    ['专利申请代理', '知识产权', '4500元/件起', 4500],
  ].map(([title, category, priceText, priceMin], j) => ({
    id: i * 2 + j + 1,
    providerId: p.id,
    title: `${title as string}`,
    category: category as string,
    priceText: priceText as string,
    priceMin: priceMin as number,
    summary: `${p.name}提供的${title as string}服务`,
    detailHtml: `<h3>服务内容</h3><p>${title as string}</p>`,
    tags: [category as string],
    status: 'active' as const,
    createdAt: created,
  })),
);

// ---------- shapes the server answers ----------

const deptOf = (id: number) => departments.find((d) => d.id === id)!;
const tagRefs = (ids: number[]): TagRef[] => tags.filter((t) => ids.includes(t.id)).map(({ id, name, kind, parentId }) => ({ id, name, kind, parentId }));
const published = () => policies.filter((p) => p.status === 'published');

function toDetail(p: Policy) {
  const d = deptOf(p.departmentId);
  const { tagIds, ...rest } = p;
  return {
    ...rest,
    department: { id: d.id, name: d.name, level: d.level, regionCode: d.regionCode, phone: d.phone, address: d.address, website: d.website },
    regionName: regionName(p.regionCode),
    tags: tagRefs(tagIds),
    ...windowState(p.window, today()),
  };
}
const toRelated = (p: Policy) => {
  const w = windowState(p.window, today());
  return {
    id: p.id,
    title: p.title,
    level: p.level,
    publishDate: p.publishDate,
    supportType: p.supportType,
    maxAmount: p.maxAmount,
    windowStatus: w.windowStatus,
    deadline: w.deadline,
  };
};
const policyCount = (tag: Tag, onlyPublished: boolean) => {
  const ids = [tag.id, ...tags.filter((t) => t.parentId === tag.id).map((t) => t.id)];
  return (onlyPublished ? published() : policies).filter((p) => p.tagIds.some((id) => ids.includes(id))).length;
};
const toTag = (t: Tag, onlyPublished: boolean) => ({
  id: t.id,
  name: t.name,
  kind: t.kind,
  parentId: t.parentId,
  policyCount: policyCount(t, onlyPublished),
  childCount: tags.filter((c) => c.parentId === t.id).length,
});
const toAdminTag = (t: Tag) => ({ ...toTag(t, false), order: t.order, createdAt: t.createdAt });
const toDept = (d: Department) => ({ ...d, regionName: regionName(d.regionCode), policyCount: policies.filter((p) => p.departmentId === d.id).length });
const toProvider = (p: Provider, onlyActive: boolean) => ({
  ...p,
  regionName: p.regionCode ? regionName(p.regionCode) : null,
  offerCount: offers.filter((o) => o.providerId === p.id && (!onlyActive || o.status === 'active')).length,
});
const toOffer = (o: Offer) => {
  const p = providers.find((x) => x.id === o.providerId)!;
  return { ...o, providerName: p.name, providerKind: p.kind };
};
const regionMatches = (code: string | null, filter: string | undefined) => !filter || (!!code && code.startsWith(regionPrefix(filter)));

// ---------- search ----------

const asList = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

function search(body: Record<string, unknown>) {
  const keyword = typeof body.keyword === 'string' && body.keyword.trim() ? body.keyword.trim() : undefined;
  const { tokens } = keyword ? keywordQuery(keyword) : { tokens: [] as string[] };
  const t = today();
  const f = {
    level: asList(body.level),
    supportType: asList(body.supportType),
    departmentId: asList(body.departmentId),
    tagId: asList(body.tagId),
    windowStatus: asList(body.windowStatus),
  };
  const regions = asList(body.regionCode);
  const expanded = tags.filter((x) => f.tagId.includes(String(x.id)) || f.tagId.includes(String(x.parentId))).map((x) => x.id);
  const base = published().filter(
    (p) =>
      (!keyword || tokens.every((w) => `${p.title} ${p.docNo} ${deptOf(p.departmentId).name} ${p.summary} ${p.contentHtml}`.toLowerCase().includes(w))) &&
      (!regions.length || regions.some((r) => regionMatches(p.regionCode, r))) &&
      (!body.publishFrom || p.publishDate >= String(body.publishFrom)) &&
      (!body.publishTo || p.publishDate <= String(body.publishTo)) &&
      (body.amountMin === undefined || (p.maxAmount !== null && p.maxAmount >= Number(body.amountMin))) &&
      (body.amountMax === undefined || (p.maxAmount !== null && p.maxAmount <= Number(body.amountMax))),
  );
  const pass = {
    level: (p: Policy) => !f.level.length || f.level.includes(p.level),
    supportType: (p: Policy) => !f.supportType.length || f.supportType.includes(p.supportType),
    departmentId: (p: Policy) => !f.departmentId.length || f.departmentId.includes(String(p.departmentId)),
    tagId: (p: Policy) => !f.tagId.length || p.tagIds.some((id) => expanded.includes(id)),
    windowStatus: (p: Policy) => !f.windowStatus.length || f.windowStatus.includes(windowState(p.window, t).windowStatus),
  };
  const names = Object.keys(pass) as (keyof typeof pass)[];
  const allBut = (skip: string | null) => base.filter((p) => names.every((n) => n === skip || pass[n](p)));
  const count = (list: Policy[], key: (p: Policy) => (string | number)[], label: (v: string) => string) => {
    const m = new Map<string, number>();
    list.forEach((p) => key(p).forEach((v) => m.set(String(v), (m.get(String(v)) ?? 0) + 1)));
    return [...m.entries()]
      .map(([value, n]) => ({ value, label: label(value), count: n }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
      .slice(0, 20);
  };
  const levelLabels: Record<string, string> = { national: '国家级', provincial: '省级', city: '市级', district: '区级' };
  const statusLabels: Record<string, string> = { upcoming: '未开始', open: '申报中', closing_soon: '即将截止', closed: '已截止' };
  const matched = allBut(null);
  const score = (p: Policy) =>
    keyword ? (p.title === keyword ? 100 : p.title.includes(keyword) ? 10 : 0) + tokens.filter((w) => p.title.includes(w)).length : null;
  const sort = String(body.sort ?? 'relevance');
  const desc = body.order ? body.order === 'desc' : sort !== 'deadline';
  const key = (p: Policy): number | string | null =>
    sort === 'amount' ? p.maxAmount : sort === 'deadline' ? windowState(p.window, t).deadline : sort === 'relevance' && keyword ? score(p) : p.publishDate;
  matched.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === y) return b.id - a.id;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * (desc ? -1 : 1);
  });
  const paged = page(matched, { current: String(body.current ?? 1), pageSize: String(body.pageSize ?? 20) }, 20, 100);
  return {
    ...paged,
    list: paged.list.map((p) => {
      const d = deptOf(p.departmentId);
      return {
        id: p.id,
        title: p.title,
        titleHighlight: highlight(p.title, keyword, tokens),
        snippet: snippet([p.summary, p.contentHtml.replace(/<[^>]+>/g, '')], keyword, tokens),
        docNo: p.docNo,
        departmentId: d.id,
        departmentName: d.name,
        level: p.level,
        regionCode: p.regionCode,
        regionName: regionName(p.regionCode),
        publishDate: p.publishDate,
        supportType: p.supportType,
        maxAmount: p.maxAmount,
        payoutMode: p.payoutMode,
        window: p.window,
        ...windowState(p.window, t),
        tags: tagRefs(p.tagIds),
        viewCount: p.viewCount,
        score: score(p),
      };
    }),
    facets: {
      level: count(
        allBut('level'),
        (p) => [p.level],
        (v) => levelLabels[v],
      ),
      supportType: count(
        allBut('supportType'),
        (p) => [p.supportType],
        (v) => v,
      ),
      windowStatus: count(
        allBut('windowStatus'),
        (p) => [windowState(p.window, t).windowStatus],
        (v) => statusLabels[v],
      ),
      departmentId: count(
        allBut('departmentId'),
        (p) => [p.departmentId],
        (v) => deptOf(Number(v)).name,
      ),
      tagId: count(
        allBut('tagId'),
        (p) => p.tagIds,
        (v) => tags.find((x) => x.id === Number(v))!.name,
      ),
    },
    tokens,
  };
}

function calendar(q: Record<string, string>) {
  const t = today();
  const tagIds = q.tagId ? tags.filter((x) => x.id === Number(q.tagId) || x.parentId === Number(q.tagId)).map((x) => x.id) : [];
  const list = published().filter(
    (p) => (!q.departmentId || p.departmentId === Number(q.departmentId)) && (!q.tagId || p.tagIds.some((id) => tagIds.includes(id))),
  );
  const info = (p: Policy) => ({
    policyId: p.id,
    title: p.title,
    level: p.level,
    supportType: p.supportType,
    departmentName: deptOf(p.departmentId).name,
    maxAmount: p.maxAmount,
  });
  const entries = list
    .flatMap((p) =>
      windowRanges(p.window as never)
        .filter((r) => r.startDate <= q.to && r.endDate >= q.from)
        .map((r) => ({ ...info(p), batchName: r.name, startDate: r.startDate, endDate: r.endDate, status: rangeStatus(r.startDate, r.endDate, t) })),
    )
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.policyId - b.policyId);
  return { entries, allYear: list.filter((p) => p.window.kind === 'all_year').map(info), truncated: false };
}

/** A download answer: Umi hands the mocks Express's response, which has Node's setHeader and end. */
type FileResponse = Parameters<MockHandler>[1] & { setHeader(name: string, value: string): void; end(body: string): void };

/** The server's file (shared/policyIcs.ts) with its headers; the page links point at the mock's host. */
function sendIcs(req: MockRequest, res: Parameters<MockHandler>[1], fileName: string, name: string, events: IcsEvent[]) {
  const ics = buildIcs({ name, events, origin: `http://${req.headers.host ?? 'localhost:8000'}`, now: new Date() });
  const file = res as FileResponse;
  file.setHeader('content-type', 'text/calendar; charset=utf-8');
  file.setHeader('content-disposition', contentDisposition('attachment', fileName, 'policy-calendar.ics'));
  file.end(ics);
}

// ---------- admin writes ----------

const isDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const levels = ['national', 'provincial', 'city', 'district'];

function policyFields(
  req: MockRequest,
  res: Parameters<MockHandler>[1],
): Omit<Policy, 'id' | 'status' | 'publishedAt' | 'viewCount' | 'createdAt' | 'updatedAt'> | null {
  const b = req.body ?? {};
  if (rejectMissing(res, b, ['title', 'departmentId', 'level', 'regionCode', 'publishDate', 'supportType', 'window'])) return null;
  if (!levels.includes(b.level)) return badRequest(res, 'level', 'body.level: is invalid'), null;
  if (!/^\d{6}$/.test(String(b.regionCode))) return badRequest(res, 'regionCode', 'body.regionCode: must be a 6-digit GB/T 2260 region code'), null;
  if (!isDate(b.publishDate)) return badRequest(res, 'publishDate', 'body.publishDate: must be a date (YYYY-MM-DD)'), null;
  if (!departments.some((d) => d.id === Number(b.departmentId))) {
    res.status(422).json({
      success: false,
      code: 422,
      errorCode: 422,
      errorMessage: `departmentId: department ${b.departmentId} does not exist`,
      message: `departmentId: department ${b.departmentId} does not exist`,
      showType: 2,
      data: null,
      field: 'departmentId',
    });
    return null;
  }
  const w = b.window as Window;
  if (w.kind === 'range' && !(isDate(w.startDate) && isDate(w.endDate) && w.startDate! <= w.endDate!)) {
    return badRequest(res, 'window.endDate', 'body.window.endDate: must not be before startDate'), null;
  }
  return {
    title: String(b.title).trim(),
    docNo: orNull(b.docNo),
    departmentId: Number(b.departmentId),
    level: b.level,
    regionCode: String(b.regionCode),
    publishDate: b.publishDate,
    sourceUrl: orNull(b.sourceUrl),
    contentHtml: sanitizeHtml(String(b.contentHtml ?? '')),
    summary: orNull(b.summary),
    tagIds: Array.isArray(b.tagIds) ? b.tagIds.map(Number).filter((id: number) => tags.some((t) => t.id === id)) : [],
    supportType: String(b.supportType),
    maxAmount: b.maxAmount ?? null,
    window: {
      kind: w.kind,
      startDate: w.kind === 'range' ? w.startDate : null,
      endDate: w.kind === 'range' ? w.endDate : null,
      batches: w.kind === 'batches' ? w.batches ?? [] : [],
    },
    payoutMode: b.payoutMode === 'exempt' ? 'exempt' : 'apply',
    conditionsText: orNull(b.conditionsText),
    rules: Array.isArray(b.rules) ? b.rules : [],
    entityTypes: Array.isArray(b.entityTypes) && b.entityTypes.length ? b.entityTypes : ['enterprise'],
    contacts: Array.isArray(b.contacts) ? b.contacts : [],
    attachments: Array.isArray(b.attachments) ? b.attachments : [],
  };
}

function findPolicy(req: MockRequest, res: Parameters<MockHandler>[1], source: 'body' | 'query') {
  const id = queryId(source === 'body' ? req.body?.id : req.query?.id);
  if (!id) return rejectMissing(res, {}, ['id'], source === 'body' ? 'body' : 'querystring'), null;
  const p = policies.find((x) => x.id === id);
  if (!p) return notFound(res, 'Policy'), null;
  return p;
}

const setStatus = (status: 'published' | 'unpublished'): MockHandler =>
  requireAuth((req, res) => {
    const p = findPolicy(req, res, 'body');
    if (!p) return;
    const before = p.status;
    p.status = status;
    p.updatedAt = new Date().toISOString();
    if (status === 'published') p.publishedAt = p.updatedAt;
    audit({ action: 'update', entity: 'policy', entityId: p.id, summary: `${status}: ${p.title}`, before: { status: before }, after: { status } });
    res.json(ok(toDetail(p)));
  });

function saveTag(req: MockRequest, res: Parameters<MockHandler>[1], update: boolean) {
  const b = req.body ?? {};
  if (rejectMissing(res, b, update ? ['id', 'name', 'kind'] : ['name', 'kind'])) return;
  const parentId = b.parentId ? Number(b.parentId) : null;
  const existing = update ? tags.find((t) => t.id === Number(b.id)) : undefined;
  if (update && !existing) return notFound(res, 'Tag');
  if (tags.some((t) => t.name === b.name && t.parentId === parentId && t.id !== existing?.id))
    return conflict(res, `name: "${b.name}" already exists at this level`, 'name');
  const tag: Tag = existing ?? { id: nextId(tags), name: '', kind: b.kind, parentId, order: 0, createdAt: new Date().toISOString() };
  Object.assign(tag, { name: String(b.name).trim(), kind: b.kind, parentId, order: Number(b.order ?? 0) });
  if (!existing) tags.push(tag);
  audit({ action: update ? 'update' : 'create', entity: 'policy_tag', entityId: tag.id, summary: tag.name });
  res.json(ok(toAdminTag(tag)));
}

function saveDept(req: MockRequest, res: Parameters<MockHandler>[1], update: boolean) {
  const b = req.body ?? {};
  if (rejectMissing(res, b, update ? ['id', 'name', 'level', 'regionCode'] : ['name', 'level', 'regionCode'])) return;
  const existing = update ? departments.find((d) => d.id === Number(b.id)) : undefined;
  if (update && !existing) return notFound(res, 'Department');
  if (departments.some((d) => d.name === b.name && d.id !== existing?.id)) return conflict(res, `name: "${b.name}" already exists`, 'name');
  const dept: Department = existing ?? {
    id: nextId(departments),
    name: '',
    level: 'city',
    regionCode: '',
    phone: null,
    address: null,
    website: null,
    order: 0,
    createdAt: new Date().toISOString(),
  };
  Object.assign(dept, {
    name: String(b.name).trim(),
    level: b.level,
    regionCode: String(b.regionCode),
    phone: orNull(b.phone),
    address: orNull(b.address),
    website: orNull(b.website),
    order: Number(b.order ?? 0),
  });
  if (!existing) departments.push(dept);
  audit({ action: update ? 'update' : 'create', entity: 'policy_department', entityId: dept.id, summary: dept.name });
  res.json(ok(toDept(dept)));
}

function saveProvider(req: MockRequest, res: Parameters<MockHandler>[1], update: boolean) {
  const b = req.body ?? {};
  if (rejectMissing(res, b, update ? ['id', 'name', 'kind'] : ['name', 'kind'])) return;
  const existing = update ? providers.find((p) => p.id === Number(b.id)) : undefined;
  if (update && !existing) return notFound(res, 'Service provider');
  const p: Provider = existing ?? {
    id: nextId(providers),
    name: '',
    kind: 'consulting',
    regionCode: null,
    intro: null,
    contact: null,
    phone: null,
    logoUrl: null,
    rating: null,
    status: 'active',
    createdAt: new Date().toISOString(),
  };
  Object.assign(p, {
    name: String(b.name).trim(),
    kind: b.kind,
    regionCode: orNull(b.regionCode),
    intro: orNull(b.intro),
    contact: orNull(b.contact),
    phone: orNull(b.phone),
    logoUrl: orNull(b.logoUrl),
    rating: b.rating ?? null,
    status: b.status === 'disabled' ? 'disabled' : 'active',
  });
  if (!existing) providers.push(p);
  audit({ action: update ? 'update' : 'create', entity: 'market_provider', entityId: p.id, summary: p.name });
  res.json(ok(toProvider(p, false)));
}

function saveOffer(req: MockRequest, res: Parameters<MockHandler>[1], update: boolean) {
  const b = req.body ?? {};
  if (rejectMissing(res, b, update ? ['id', 'providerId', 'title', 'category'] : ['providerId', 'title', 'category'])) return;
  const existing = update ? offers.find((o) => o.id === Number(b.id)) : undefined;
  if (update && !existing) return notFound(res, 'Offer');
  if (!providers.some((p) => p.id === Number(b.providerId))) return badRequest(res, 'providerId', `providerId: provider ${b.providerId} does not exist`);
  const o: Offer = existing ?? {
    id: nextId(offers),
    providerId: 0,
    title: '',
    category: '',
    priceText: null,
    priceMin: null,
    summary: null,
    detailHtml: '',
    tags: [],
    status: 'active',
    createdAt: new Date().toISOString(),
  };
  Object.assign(o, {
    providerId: Number(b.providerId),
    title: String(b.title).trim(),
    category: String(b.category),
    priceText: orNull(b.priceText),
    priceMin: b.priceMin ?? null,
    summary: orNull(b.summary),
    detailHtml: sanitizeHtml(String(b.detailHtml ?? '')),
    tags: Array.isArray(b.tags) ? b.tags : [],
    status: b.status === 'disabled' ? 'disabled' : 'active',
  });
  if (!existing) offers.push(o);
  audit({ action: update ? 'update' : 'create', entity: 'market_offer', entityId: o.id, summary: o.title });
  res.json(ok(toOffer(o)));
}

const removeById = <T extends { id: number }>(list: T[], what: string, guard?: (row: T) => string | null): MockHandler =>
  requireAuth((req, res) => {
    const id = queryId(req.body?.id);
    if (!id) return void rejectMissing(res, {}, ['id']);
    const i = list.findIndex((x) => x.id === id);
    if (i < 0) return notFound(res, what);
    const problem = guard?.(list[i]);
    if (problem) return conflict(res, problem);
    list.splice(i, 1);
    res.json(ok({ id }));
  });

const admin = '/apiv2/policy/admin';
const front = '/api/policy';

export default {
  [`POST ${front}/search`]: ((req, res) => res.json(ok(search(req.body ?? {})))) as MockHandler,
  [`GET ${front}/suggest`]: ((req, res) => {
    const kw = String(req.query?.keyword ?? '').trim();
    if (!kw) return void rejectMissing(res, {}, ['keyword'], 'querystring');
    const list = [
      ...tags
        .filter((t) => t.name.startsWith(kw))
        .slice(0, 4)
        .map((t) => ({ type: 'tag' as const, id: t.id, text: t.name })),
      ...published()
        .filter((p) => p.title.startsWith(kw))
        .map((p) => ({ type: 'policy' as const, id: p.id, text: p.title })),
    ];
    res.json(ok(list.slice(0, 10)));
  }) as MockHandler,
  [`GET ${front}/getBusinessBase`]: ((_req, res) => {
    const list = published().map((p) => ({ p, w: windowState(p.window, today()) }));
    res.json(
      ok({
        publishedCount: list.length,
        openCount: list.filter((x) => x.w.windowStatus === 'open' || x.w.windowStatus === 'closing_soon').length,
        closingSoonCount: list.filter((x) => x.w.windowStatus === 'closing_soon').length,
        totalAmount: list.filter((x) => x.w.windowStatus !== 'closed').reduce((sum, x) => sum + (x.p.maxAmount ?? 0), 0),
        latest: [...published()]
          .sort((a, b) => b.publishDate.localeCompare(a.publishDate))
          .slice(0, 8)
          .map(toRelated),
        company: null,
      }),
    );
  }) as MockHandler,
  [`GET ${front}/taglist`]: ((_req, res) => res.json(ok(tags.filter((t) => t.parentId === null).map((t) => toTag(t, true))))) as MockHandler,
  [`GET ${front}/tagdetaillist`]: ((req, res) => {
    const parentId = queryId(req.query?.parentId);
    if (!parentId) return void rejectMissing(res, {}, ['parentId'], 'querystring');
    res.json(ok(tags.filter((t) => t.parentId === parentId).map((t) => toTag(t, true))));
  }) as MockHandler,
  [`GET ${front}/departments`]: ((_req, res) => {
    const list = departments
      .map((d) => ({
        id: d.id,
        name: d.name,
        level: d.level,
        regionCode: d.regionCode,
        policyCount: published().filter((p) => p.departmentId === d.id).length,
      }))
      .filter((d) => d.policyCount > 0)
      // As the server: by level, then by name in code-point order.
      .sort((a, b) => levels.indexOf(a.level) - levels.indexOf(b.level) || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
    res.json(ok(list));
  }) as MockHandler,
  [`GET ${front}/getAreaDict`]: ((_req, res) => {
    type Node = { code: string; name: string; count: number; children: Node[] };
    const roots: Node[] = [];
    const find = (list: Node[], code: string) => {
      let n = list.find((x) => x.code === code);
      if (!n) list.push((n = { code, name: regionName(code) ?? code, count: 0, children: [] }));
      return n;
    };
    for (const p of published()) {
      const c = p.regionCode;
      const chain = c === '100000' ? [c] : [`${c.slice(0, 2)}0000`, `${c.slice(0, 4)}00`, c].filter((x, i, all) => all.indexOf(x) === i);
      let list = roots;
      for (const code of chain) {
        const n = find(list, code);
        n.count += 1;
        list = n.children;
      }
    }
    res.json(ok(roots));
  }) as MockHandler,
  [`GET ${front}/detail`]: ((req, res) => {
    const p = findPolicy(req, res, 'query');
    if (!p) return;
    if (p.status !== 'published') return notFound(res, 'Policy');
    p.viewCount += 1;
    const related = published()
      .filter((x) => x.id !== p.id && (x.departmentId === p.departmentId || x.tagIds.some((id) => p.tagIds.includes(id))))
      .slice(0, 6)
      .map(toRelated);
    res.json(ok({ ...toDetail(p), related }));
  }) as MockHandler,
  [`GET ${front}/calendar`]: ((req, res) => {
    const q = (req.query ?? {}) as Record<string, string>;
    if (rejectMissing(res, q, ['from', 'to'], 'querystring')) return;
    res.json(ok(calendar(q)));
  }) as MockHandler,
  [`GET ${front}/calendar.ics`]: ((req, res) => {
    const q = (req.query ?? {}) as Record<string, string>;
    if (rejectMissing(res, q, ['from', 'to'], 'querystring')) return;
    sendIcs(req, res, `政策申报日历-${q.from}-${q.to}.ics`, '政策申报日历', calendar(q).entries);
  }) as MockHandler,
  [`GET ${front}/detail.ics`]: ((req, res) => {
    const p = findPolicy(req, res, 'query');
    if (!p) return;
    if (p.status !== 'published') return notFound(res, 'Policy');
    if (p.window.kind === 'all_year')
      return void res.status(422).json(fail(422, 'The policy is accepted all year: it has no application dates to put in a calendar'));
    const events = windowRanges(p.window as never).map((r) => ({
      policyId: p.id,
      title: p.title,
      batchName: r.name,
      startDate: r.startDate,
      endDate: r.endDate,
      departmentName: deptOf(p.departmentId).name,
    }));
    sendIcs(req, res, `${p.title.slice(0, 60)}.ics`, p.title, events);
  }) as MockHandler,
  [`GET ${front}/market/providers`]: ((req, res) => {
    const q = req.query ?? {};
    const list = providers.filter(
      (p) =>
        p.status === 'active' &&
        (!q.kind || p.kind === q.kind) &&
        regionMatches(p.regionCode, q.regionCode) &&
        (contains(p.name, q.keyword) || contains(p.intro, q.keyword)),
    );
    const result = page(list, q, 20, 100);
    res.json(ok({ ...result, list: result.list.map((p) => toProvider(p, true)) }));
  }) as MockHandler,
  [`GET ${front}/market/provider`]: ((req, res) => {
    const id = queryId(req.query?.id);
    if (!id) return void rejectMissing(res, {}, ['id'], 'querystring');
    const p = providers.find((x) => x.id === id && x.status === 'active');
    if (!p) return notFound(res, 'Service provider');
    res.json(ok({ ...toProvider(p, true), offers: offers.filter((o) => o.providerId === p.id && o.status === 'active').map(toOffer) }));
  }) as MockHandler,
  [`GET ${front}/market/offers`]: ((req, res) => {
    const q = req.query ?? {};
    const list = offers.filter((o) => {
      const p = providers.find((x) => x.id === o.providerId)!;
      return (
        o.status === 'active' &&
        p.status === 'active' &&
        (!q.providerId || o.providerId === Number(q.providerId)) &&
        (!q.kind || p.kind === q.kind) &&
        (!q.category || o.category === q.category) &&
        regionMatches(p.regionCode, q.regionCode) &&
        (contains(o.title, q.keyword) || contains(o.summary, q.keyword) || contains(p.name, q.keyword))
      );
    });
    const result = page(list, q, 20, 100);
    res.json(ok({ ...result, list: result.list.map(toOffer) }));
  }) as MockHandler,

  [`GET ${admin}/query`]: requireAuth((req, res) => {
    const q = req.query ?? {};
    for (const field of ['publishFrom', 'publishTo'] as const) {
      if (q[field] && !isDate(q[field])) return badRequest(res, field, `querystring.${field}: must be a date (YYYY-MM-DD)`);
    }
    if (q.publishFrom && q.publishTo && q.publishFrom > q.publishTo) {
      return void res.status(422).json(fail(422, `publishTo: ${q.publishTo} is before publishFrom ${q.publishFrom}`, 2, 'publishTo'));
    }
    const t = today();
    const list = policies
      .filter(
        (p) =>
          (contains(p.title, q.keyword) || contains(p.docNo, q.keyword)) &&
          (!q.status || p.status === q.status) &&
          (!q.level || p.level === q.level) &&
          (!q.departmentId || p.departmentId === Number(q.departmentId)) &&
          (!q.supportType || p.supportType === q.supportType) &&
          (!q.tagId || p.tagIds.some((id) => id === Number(q.tagId) || tags.find((x) => x.id === id)?.parentId === Number(q.tagId))) &&
          regionMatches(p.regionCode, q.regionCode) &&
          (!q.windowStatus || windowState(p.window, t).windowStatus === q.windowStatus) &&
          (!q.publishFrom || p.publishDate >= q.publishFrom) &&
          (!q.publishTo || p.publishDate <= q.publishTo),
      )
      .sort((a, b) => (q.sortOrder === 'ascend' ? 1 : -1) * (a.updatedAt.localeCompare(b.updatedAt) || a.id - b.id));
    const result = page(list, q, 20, 100);
    res.json(
      ok({
        ...result,
        list: result.list.map((p) => ({
          id: p.id,
          title: p.title,
          docNo: p.docNo,
          departmentId: p.departmentId,
          departmentName: deptOf(p.departmentId).name,
          level: p.level,
          regionCode: p.regionCode,
          supportType: p.supportType,
          maxAmount: p.maxAmount,
          status: p.status,
          publishDate: p.publishDate,
          window: p.window,
          ...windowState(p.window, t),
          tags: tagRefs(p.tagIds),
          viewCount: p.viewCount,
          updatedAt: p.updatedAt,
        })),
      }),
    );
  }),
  [`GET ${admin}/detail`]: requireAuth((req, res) => {
    const p = findPolicy(req, res, 'query');
    if (p) res.json(ok(toDetail(p)));
  }),
  [`POST ${admin}/create`]: requireAuth((req, res) => {
    const fields = policyFields(req, res);
    if (!fields) return;
    const now = new Date().toISOString();
    const p: Policy = { ...fields, id: nextId(policies), status: 'draft', publishedAt: null, viewCount: 0, createdAt: now, updatedAt: now };
    policies.push(p);
    audit({ action: 'create', entity: 'policy', entityId: p.id, summary: p.title });
    res.json(ok(toDetail(p)));
  }),
  [`POST ${admin}/update`]: requireAuth((req, res) => {
    const p = findPolicy(req, res, 'body');
    if (!p) return;
    const fields = policyFields(req, res);
    if (!fields) return;
    Object.assign(p, fields, { updatedAt: new Date().toISOString() });
    audit({ action: 'update', entity: 'policy', entityId: p.id, summary: p.title });
    res.json(ok(toDetail(p)));
  }),
  [`POST ${admin}/publish`]: setStatus('published'),
  [`POST ${admin}/unpublish`]: setStatus('unpublished'),
  [`POST ${admin}/delete`]: removeById(policies, 'Policy'),

  [`GET ${admin}/tag/query`]: requireAuth((req, res) => {
    const q = req.query ?? {};
    const parent = q.parentId === undefined ? undefined : Number(q.parentId);
    const list = tags.filter(
      (t) =>
        (parent === undefined || (parent === 0 ? t.parentId === null : t.parentId === parent)) && (!q.kind || t.kind === q.kind) && contains(t.name, q.keyword),
    );
    const result = page(list, q, 20, 100);
    res.json(ok({ ...result, list: result.list.map(toAdminTag) }));
  }),
  [`POST ${admin}/tag/create`]: requireAuth((req, res) => saveTag(req, res, false)),
  [`POST ${admin}/tag/update`]: requireAuth((req, res) => saveTag(req, res, true)),
  [`POST ${admin}/tag/delete`]: removeById(tags, 'Tag', (t) =>
    tags.some((c) => c.parentId === t.id)
      ? 'The tag has small tags; delete or move them first'
      : policies.some((p) => p.tagIds.includes(t.id))
      ? 'The tag is used by policies; remove it from them first'
      : null,
  ),

  [`GET ${admin}/department/query`]: requireAuth((req, res) => {
    const q = req.query ?? {};
    const list = departments.filter((d) => contains(d.name, q.keyword) && (!q.level || d.level === q.level) && regionMatches(d.regionCode, q.regionCode));
    const result = page(list, q, 20, 100);
    res.json(ok({ ...result, list: result.list.map(toDept) }));
  }),
  [`POST ${admin}/department/create`]: requireAuth((req, res) => saveDept(req, res, false)),
  [`POST ${admin}/department/update`]: requireAuth((req, res) => saveDept(req, res, true)),
  [`POST ${admin}/department/delete`]: removeById(departments, 'Department', (d) =>
    policies.some((p) => p.departmentId === d.id) ? 'The department issued policies; move or delete them first' : null,
  ),

  [`GET ${admin}/provider/query`]: requireAuth((req, res) => {
    const q = req.query ?? {};
    const list = providers.filter(
      (p) =>
        (!q.status || p.status === q.status) &&
        (!q.kind || p.kind === q.kind) &&
        regionMatches(p.regionCode, q.regionCode) &&
        (contains(p.name, q.keyword) || contains(p.intro, q.keyword)),
    );
    const result = page(list, q, 20, 100);
    res.json(ok({ ...result, list: result.list.map((p) => toProvider(p, false)) }));
  }),
  [`POST ${admin}/provider/create`]: requireAuth((req, res) => saveProvider(req, res, false)),
  [`POST ${admin}/provider/update`]: requireAuth((req, res) => saveProvider(req, res, true)),
  [`POST ${admin}/provider/delete`]: removeById(providers, 'Service provider', (p) =>
    offers.some((o) => o.providerId === p.id) ? 'The provider has offers; delete them first' : null,
  ),
  [`GET ${admin}/offer/query`]: requireAuth((req, res) => {
    const q = req.query ?? {};
    const list = offers.filter(
      (o) =>
        (!q.status || o.status === q.status) &&
        (!q.providerId || o.providerId === Number(q.providerId)) &&
        (!q.category || o.category === q.category) &&
        contains(o.title, q.keyword),
    );
    const result = page(list, q, 20, 100);
    res.json(ok({ ...result, list: result.list.map(toOffer) }));
  }),
  [`POST ${admin}/offer/create`]: requireAuth((req, res) => saveOffer(req, res, false)),
  [`POST ${admin}/offer/update`]: requireAuth((req, res) => saveOffer(req, res, true)),
  [`POST ${admin}/offer/delete`]: removeById(offers, 'Offer'),
};
