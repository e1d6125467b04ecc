import { ago } from './_data';
import { badRequest, fail, nextId, notFound, ok, page, requireAuth, type MockHandler } from './_helpers';

/** A visitor's subscriptions (/user/subscribe) and the one-click unsubscribe page. */

type Channel = 'inApp' | 'email';
type Rhythm = 'immediate' | 'daily' | 'weekly';
type Subscription = {
  id: number;
  kind: 'policy' | 'match';
  criteria: Record<string, unknown>;
  channels: Channel[];
  rhythm: Rhythm;
  active: boolean;
  description: string;
  descriptionEn: string;
  createdAt: string;
};

const rhythmZh: Record<Rhythm, string> = { immediate: '发布后即时', daily: '每天 8:00 汇总', weekly: '每周一 8:00 汇总' };
const rhythmEn: Record<Rhythm, string> = {
  immediate: 'as soon as it is published',
  daily: 'in a digest every day at 8:00',
  weekly: 'in a digest every Monday at 8:00',
};
const describe = (what: string, whatEn: string, channels: Channel[], rhythm: Rhythm) => ({
  description: `有新政策发布或开始申报，且${what}时，我们会${rhythmZh[rhythm]}通过${channels
    .map((c) => (c === 'email' ? '邮件' : '站内通知'))
    .join('和')}告诉您政策名称、发文部门、最高扶持金额和申报截止日期；已截止的政策不发送。`,
  descriptionEn: `When a policy is published or opens for applications and ${whatEn}, we tell you ${rhythmEn[rhythm]} by ${channels
    .map((c) => (c === 'email' ? 'e-mail' : 'a site notice'))
    .join(' and ')}: the policy's title, issuing office, maximum amount and deadline; closed policies are not sent.`,
});

const subscriptions: Subscription[] = [
  {
    id: 2,
    kind: 'policy',
    criteria: {
      tagIds: [3],
      departmentIds: [],
      levels: [],
      regionCodes: ['320500'],
      supportTypes: [],
      names: { tags: ['高新技术企业'], departments: [], regions: ['苏州市'], supportTypes: [] },
    },
    channels: ['inApp', 'email'],
    rhythm: 'immediate',
    active: true,
    ...describe(
      '带有标签「高新技术企业」、适用于「苏州市」（含下辖地区）',
      'is tagged "高新技术企业", and applies in "苏州市" (or a place within it)',
      ['inApp', 'email'],
      'immediate',
    ),
    createdAt: ago(6),
  },
  {
    id: 1,
    kind: 'policy',
    criteria: {
      tagIds: [],
      departmentIds: [],
      levels: [],
      regionCodes: [],
      supportTypes: [],
      keyword: '研发费用',
      names: { tags: [], departments: [], regions: [], supportTypes: [] },
    },
    channels: ['inApp'],
    rhythm: 'weekly',
    active: true,
    ...describe('标题或正文包含「研发费用」', 'mentions "研发费用"', ['inApp'], 'weekly'),
    createdAt: ago(20),
  },
];

export default {
  'GET /api/visitor/subscriptions': requireAuth((req, res) => res.json(ok(page(subscriptions, req.query)))),

  'POST /api/visitor/subscriptions': requireAuth((req, res) => {
    const { criteria = {}, channels = ['inApp'], rhythm = 'immediate' } = req.body ?? {};
    const { tagIds = [], departmentIds = [], levels = [], regionCodes = [], supportTypes = [], keyword } = criteria;
    if (![tagIds, departmentIds, levels, regionCodes, supportTypes].some((l: unknown[]) => l.length) && !keyword)
      return badRequest(res, 'tagIds', 'body.criteria.tagIds: choose at least one tag, department, level, region, support type or a keyword');
    if (!channels.length) return badRequest(res, 'channels', 'body.channels: choose at least one channel');
    const what = keyword ? `标题或正文包含「${keyword}」` : '符合所选条件';
    const sub: Subscription = {
      id: nextId(subscriptions),
      kind: 'policy',
      criteria: {
        tagIds,
        departmentIds,
        levels,
        regionCodes,
        supportTypes,
        keyword,
        names: { tags: tagIds.map(String), departments: departmentIds.map(String), regions: regionCodes, supportTypes },
      },
      channels,
      rhythm,
      active: true,
      ...describe(what, keyword ? `mentions "${keyword}"` : 'meets the chosen criteria', channels, rhythm),
      createdAt: new Date().toISOString(),
    };
    subscriptions.unshift(sub);
    res.json(ok({ ...sub, created: true }));
  }),

  'POST /api/visitor/subscriptions/update': requireAuth((req, res) => {
    const sub = subscriptions.find((s) => s.id === req.body?.id);
    if (!sub) return notFound(res, 'Subscription');
    Object.assign(sub, {
      channels: req.body.channels ?? sub.channels,
      rhythm: req.body.rhythm ?? sub.rhythm,
      active: req.body.active ?? sub.active,
    });
    res.json(ok(sub));
  }),

  'POST /api/visitor/subscriptions/delete': requireAuth((req, res) => {
    const i = subscriptions.findIndex((s) => s.id === req.body?.id);
    if (i < 0) return notFound(res, 'Subscription');
    subscriptions.splice(i, 1);
    res.json(ok({ id: req.body.id }));
  }),

  // Any token of three dot-separated parts reads as valid here; the server checks its signature.
  'GET /api/visitor/unsubscribe': ((req, res) => {
    if (!/^\d+\.[\d-]+\.\S{32}$/.test(req.query?.token ?? '')) return res.status(400).json(fail(400, 'token: this unsubscribe link is not valid', 2, 'token'));
    res.json(
      ok({ subscriptions: subscriptions.slice(0, 1).map(({ id, description, descriptionEn, active }) => ({ id, description, descriptionEn, active })) }),
    );
  }) as MockHandler,
  'POST /api/visitor/unsubscribe': ((req, res) => {
    if (!/^\d+\.[\d-]+\.\S{32}$/.test(req.query?.token ?? '')) return res.status(400).json(fail(400, 'token: this unsubscribe link is not valid', 2, 'token'));
    const sub = subscriptions[0];
    const changed = sub?.active ? 1 : 0;
    if (sub) sub.active = false;
    res.json(ok({ unsubscribed: changed }));
  }) as MockHandler,
};
