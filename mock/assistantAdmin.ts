import { badRequest, contains, nextId, notFound, nowIso, ok, page, queryId, requireAuth, type MockHandler, type MockRequest } from './_helpers';

/**
 * The policy assistant's staff side as /admin/assistant uses it (server/modules/assistant/adminRoutes.ts): a canned
 * hit test, curated answers kept in memory, a report and usage figures over a fixed month.
 */

type Kind = 'policy' | 'article' | 'page';
type Source = { kind: Kind; id: number; title: string; link: string; live: boolean };
type Curated = {
  id: number;
  variants: string[];
  answer: string;
  sources: Source[];
  enabled: boolean;
  createdByName: string | null;
  updatedByName: string | null;
  createdAt: string;
  updatedAt: string;
};

const HIGH_TECH = '苏州市关于开展2026年度高新技术企业认定奖励申报工作的通知';
const catalogue: Source[] = [
  { kind: 'policy', id: 1, title: HIGH_TECH, link: '/policydetail/1', live: true },
  { kind: 'policy', id: 2, title: '关于2026年研发费用加计扣除政策执行口径的公告', link: '/policydetail/2', live: true },
  { kind: 'article', id: 1, title: '高新技术企业认定政策解读', link: '/news/1', live: true },
  { kind: 'page', id: 2, title: '联系我们', link: '/page/contact', live: true },
];

const curated: Curated[] = [
  {
    id: 1,
    variants: ['企业服务中心在哪里？', '企业服务中心的地址和电话是什么？'],
    answer: '园区管委会企业服务中心位于星湖街 328 号创意产业园 A 栋 1 楼，服务电话 0512-62880000[1]。',
    sources: [catalogue[3]],
    enabled: true,
    createdByName: '系统管理员',
    updatedByName: '系统管理员',
    createdAt: '2026-11-01T02:00:00.000Z',
    updatedAt: '2026-11-01T02:00:00.000Z',
  },
  {
    id: 2,
    variants: ['高新技术企业认定有什么好处？'],
    answer: '通过认定后可减按 15% 的税率缴纳企业所得税，并可申报认定奖励[1]。',
    sources: [catalogue[0]],
    enabled: true,
    createdByName: '系统管理员',
    updatedByName: '系统管理员',
    createdAt: '2026-11-02T02:00:00.000Z',
    updatedAt: '2026-11-02T02:00:00.000Z',
  },
];

/** The server's checks of a curated answer, in its order; the answer to send when one fails. */
function invalid(body: MockRequest['body']): [string, string] | null {
  const variants = body?.variants;
  if (!Array.isArray(variants) || !variants.length) return ['variants', 'body.variants: needs at least one question'];
  for (const [i, v] of variants.entries()) {
    if (typeof v !== 'string' || !v.trim()) return [`variants.${i}`, `body.variants.${i}: is required`];
    if (v.trim().length > 200) return [`variants.${i}`, `body.variants.${i}: is at most 200 characters`];
  }
  if (typeof body?.answer !== 'string' || !body.answer.trim()) return ['answer', 'body.answer: is required'];
  if (body.answer.trim().length > 4000) return ['answer', 'body.answer: is at most 4000 characters'];
  return null;
}

function sourcesOf(refs: { kind: Kind; id: number }[] = []): Source[] | number {
  const out: Source[] = [];
  for (const [i, r] of refs.entries()) {
    const s = catalogue.find((c) => c.kind === r.kind && c.id === r.id);
    if (!s) return i;
    out.push(s);
  }
  return out;
}

const save = (req: MockRequest, res: Parameters<MockHandler>[1], existing?: Curated) => {
  const bad = invalid(req.body);
  if (bad) return badRequest(res, bad[0], bad[1]);
  const sources = sourcesOf(req.body.sources);
  if (typeof sources === 'number')
    return res.status(422).json({
      success: false,
      code: 422,
      errorCode: 422,
      errorMessage: `sources.${sources}.id: not found`,
      message: `sources.${sources}.id: not found`,
      showType: 2,
      data: null,
      field: `sources.${sources}.id`,
    });
  const values = {
    variants: (req.body.variants as string[]).map((v) => v.trim()),
    answer: (req.body.answer as string).trim(),
    sources,
    enabled: req.body.enabled !== false,
    updatedByName: '系统管理员',
    updatedAt: nowIso(),
  };
  if (existing) Object.assign(existing, values);
  else curated.unshift({ id: nextId(curated), createdByName: '系统管理员', createdAt: values.updatedAt, ...values });
  res.json(ok(existing ?? curated[0]));
};

const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}`;

const handlers: Record<string, MockHandler> = {
  'POST /api/portal/admin/assistant/hittest': requireAuth((req, res) => {
    const question = typeof req.body?.question === 'string' ? req.body.question.trim() : '';
    if (!question) return badRequest(res, 'question', 'body.question: is required');
    const match = curated.find((c) => c.enabled && c.variants.some((v) => v.replace(/[？?\s]/g, '') === question.replace(/[？?\s]/g, '')));
    res.json(
      ok({
        terms: ['高新技术', '认定', '奖励'],
        hits: [
          {
            id: 11,
            kind: 'policy',
            sourceId: 1,
            section: 'window',
            title: HIGH_TECH,
            link: '/policydetail/1#window',
            excerpt: '申报时间：2026-10-08 至 2026-12-15。',
            live: true,
            score: 0.6079,
          },
          {
            id: 12,
            kind: 'policy',
            sourceId: 1,
            section: 'amount',
            title: HIGH_TECH,
            link: '/policydetail/1#amount',
            excerpt: '最高支持金额：30万元。',
            live: true,
            score: 0.4863,
          },
          {
            id: 31,
            kind: 'article',
            sourceId: 1,
            section: 'text',
            title: '高新技术企业认定政策解读',
            link: '/news/1',
            excerpt: '高新技术企业认定每年集中受理…',
            live: true,
            score: 0.2431,
          },
        ],
        answer: match
          ? {
              text: match.answer,
              shape: 'general',
              answered: true,
              sources: match.sources.map((s, i) => ({
                n: i + 1,
                kind: s.kind,
                title: s.title,
                link: s.link,
                section: s.kind === 'policy' ? 'summary' : 'text',
              })),
              related: [],
              searchLink: null,
              curatedId: match.id,
            }
          : {
              text: `《${HIGH_TECH}》申报时间为 2026-10-08 至 2026-12-15，截止日期为 2026-12-15[1]。`,
              shape: 'deadline',
              answered: true,
              sources: [{ n: 1, kind: 'policy', title: HIGH_TECH, link: '/policydetail/1#window', section: 'window' }],
              related: [],
              searchLink: null,
              curatedId: null,
            },
      }),
    );
  }),
  'GET /api/portal/admin/assistant/curated/query': requireAuth((req, res) => {
    const keyword = req.query?.keyword;
    const enabled = req.query?.enabled;
    const rows = curated.filter(
      (c) => (contains(c.answer, keyword) || c.variants.some((v) => contains(v, keyword))) && (enabled === undefined || String(c.enabled) === enabled),
    );
    res.json(ok(page(rows, req.query)));
  }),
  'GET /api/portal/admin/assistant/curated/detail': requireAuth((req, res) => {
    const c = curated.find((x) => x.id === queryId(req.query?.id));
    if (!c) return notFound(res, 'Curated answer');
    res.json(ok(c));
  }),
  'GET /api/portal/admin/assistant/curated/sources': requireAuth((req, res) => {
    const kind = req.query?.kind ?? 'policy';
    res.json(ok(catalogue.filter((c) => c.kind === kind && contains(c.title, req.query?.keyword))));
  }),
  'POST /api/portal/admin/assistant/curated/create': requireAuth((req, res) => save(req, res)),
  'POST /api/portal/admin/assistant/curated/update': requireAuth((req, res) => {
    const c = curated.find((x) => x.id === req.body?.id);
    if (!c) return notFound(res, 'Curated answer');
    save(req, res, c);
  }),
  'POST /api/portal/admin/assistant/curated/delete': requireAuth((req, res) => {
    const at = curated.findIndex((x) => x.id === req.body?.id);
    if (at < 0) return notFound(res, 'Curated answer');
    const [gone] = curated.splice(at, 1);
    res.json(ok({ id: gone.id }));
  }),
  'GET /api/portal/admin/assistant/report': requireAuth((req, res) => {
    const rows = [
      {
        key: '园区有没有停车补贴',
        question: '园区有没有停车补贴？',
        count: 6,
        unanswered: 6,
        downVotes: 0,
        reasons: [],
        lastAskedAt: '2026-11-20T08:12:00.000Z',
      },
      {
        key: '高企奖励多少钱',
        question: '高企奖励多少钱？',
        count: 3,
        unanswered: 0,
        downVotes: 2,
        reasons: ['金额不对'],
        lastAskedAt: '2026-11-19T03:40:00.000Z',
      },
      { key: '人才公寓怎么申请', question: '人才公寓怎么申请', count: 2, unanswered: 2, downVotes: 0, reasons: [], lastAskedAt: '2026-11-18T06:05:00.000Z' },
    ];
    const kind = req.query?.kind;
    const list = rows.filter((r) => (kind === 'unanswered' ? r.unanswered > 0 : kind === 'downvoted' ? r.downVotes > 0 : true));
    res.json(ok({ period: { from: req.query?.from ?? '2026-10-22', to: req.query?.to ?? '2026-11-20' }, ...page(list, req.query) }));
  }),
  'GET /api/portal/admin/assistant/usage': requireAuth((_req, res) => {
    const daily = Array.from({ length: 20 }, (_, i) => {
      const questions = 5 + ((i * 7) % 11);
      return { day: day(i + 1), questions, answered: questions - (i % 3), curated: 1 + (i % 3), up: i % 4, down: i % 5 === 0 ? 1 : 0 };
    });
    const questions = daily.reduce((n, d) => n + d.questions, 0);
    const answered = daily.reduce((n, d) => n + d.answered, 0);
    const curated = daily.reduce((n, d) => n + d.curated, 0);
    res.json(
      ok({
        period: { from: day(1), to: day(20) },
        totals: {
          questions,
          answered,
          answeredShare: Math.round((answered / questions) * 1000) / 1000,
          curated,
          curatedShare: Math.round((curated / questions) * 1000) / 1000,
          conversations: Math.round(questions * 0.6),
          up: daily.reduce((n, d) => n + d.up, 0),
          down: daily.reduce((n, d) => n + d.down, 0),
        },
        daily,
        top: [
          { question: '高新技术企业认定奖励什么时候截止？', count: 18, answered: 18 },
          { question: '研发费用加计扣除需要什么材料？', count: 11, answered: 11 },
          { question: '园区有没有停车补贴？', count: 6, answered: 0 },
        ],
      }),
    );
  }),
};

export default handlers;
