import { ARTICLE_REVISION_FIELDS, SUBMITTABLE_ARTICLE_STATUSES, type ArticleStatus } from '@shared/article';
import { badRequest, conflict, contains, nextId, notFound, nowIso, ok, page, queryId, requireAuth, type MockHandler } from './_helpers';

/** Articles, their revisions, the article audit and the front's news as the screens use them (server/modules/article). */

type Revision = {
  number: number;
  title: string;
  categoryId: number;
  coverUrl: string | null;
  summary: string | null;
  contentHtml: string;
  author: string | null;
  source: string | null;
  tags: string[];
  seoTitle: string | null;
  seoDescription: string | null;
  note: string | null;
  createdAt: string;
};
type Article = Omit<Revision, 'number' | 'note' | 'createdAt'> & {
  id: number;
  status: ArticleStatus;
  revision: number;
  liveRevision: number | null;
  recommended: boolean;
  pinnedUntil: string | null;
  publishAt: string | null;
  offlineAt: string | null;
  firstPublishedAt: string | null;
  viewCount: number;
  reviewComment: string | null;
  updatedAt: string;
  createdAt: string;
  revisions: Revision[];
};

// The seed's categories (mock/article.ts): id → name, slug; notices (2) skip audit.
const CATEGORIES: Record<number, [string, string]> = {
  1: ['园区新闻', 'park-news'],
  2: ['通知公告', 'notices'],
  4: ['国家政策解读', 'national-policy'],
  5: ['省市政策解读', 'local-policy'],
  6: ['企业风采', 'company-stories'],
};
const SKIP_AUDIT = new Set([2]);
const TITLES = [
  '园区召开重点项目推进会',
  '关于计划停电的通知',
  '一图读懂：研发费用加计扣除',
  '姑苏创新创业领军人才计划申报解读',
  '苏州芯联微电子获评专精特新中小企业',
];

const articles: Article[] = Array.from({ length: 24 }, (_, i) => {
  const categoryId = [1, 2, 4, 5, 6][i % 5];
  const at = new Date(Date.UTC(2026, 10, 20) - i * 6 * 86_400_000).toISOString();
  const content = {
    title: `${TITLES[i % 5]}（${i + 1}）`,
    categoryId,
    coverUrl: null,
    summary: '园区动态摘要。',
    contentHtml: '<p>园区聚焦集成电路、生物医药与人工智能三大主导产业。</p><p>特此通知。</p>',
    author: ['张宇', '黄丽', '曹琳'][i % 3],
    source: '园区管委会',
    tags: ['园区动态'],
    seoTitle: null,
    seoDescription: null,
  };
  const status: ArticleStatus = i === 0 ? 'review' : i === 1 ? 'draft' : i === 2 ? 'returned' : 'published';
  return {
    ...content,
    id: i + 1,
    status,
    revision: 1,
    liveRevision: status === 'published' ? 1 : null,
    recommended: i % 7 === 3,
    pinnedUntil: null,
    publishAt: null,
    offlineAt: null,
    firstPublishedAt: status === 'published' ? at : null,
    viewCount: status === 'published' ? 40 + i * 13 : 0,
    reviewComment: status === 'returned' ? '请核实投资额。' : null,
    updatedAt: at,
    createdAt: at,
    revisions: [{ ...content, number: 1, note: null, createdAt: at }],
  };
});

const item = (a: Article) => ({
  id: a.id,
  title: a.title,
  categoryId: a.categoryId,
  categoryName: CATEGORIES[a.categoryId]?.[0] ?? '-',
  coverUrl: a.coverUrl,
  status: a.status,
  author: a.author,
  tags: a.tags,
  recommended: a.recommended,
  pinnedUntil: a.pinnedUntil,
  publishAt: a.publishAt,
  offlineAt: a.offlineAt,
  revision: a.revision,
  liveRevision: a.liveRevision,
  firstPublishedAt: a.firstPublishedAt,
  viewCount: a.viewCount,
  updatedAt: a.updatedAt,
  updatedByName: a.author,
  lockedByName: null,
});
const detail = (a: Article) => ({
  ...item(a),
  summary: a.summary,
  contentHtml: a.contentHtml,
  source: a.source,
  seoTitle: a.seoTitle,
  seoDescription: a.seoDescription,
  reviewComment: a.reviewComment,
  skipAudit: SKIP_AUDIT.has(a.categoryId),
  instanceId: null,
  lockedUntil: null,
  createdAt: a.createdAt,
});
const revisionDetail = (a: Article, r: Revision) => ({
  ...r,
  createdByName: r.author,
  live: r.number === a.liveRevision,
  categoryName: CATEGORIES[r.categoryId]?.[0] ?? null,
});

const find = (id: unknown) => articles.find((a) => a.id === queryId(id));
/** Runs the handler on the article the request names, or answers 404. */
const withArticle =
  (handle: (a: Article, req: Parameters<MockHandler>[0], res: Parameters<MockHandler>[1]) => void): MockHandler =>
  (req, res) => {
    const a = find(req.body?.id ?? req.query?.id);
    return a ? handle(a, req, res) : notFound(res, 'Article');
  };

const query: MockHandler = (req, res) => {
  const q = req.query ?? {};
  const list = articles
    .filter((a) => contains(a.title, q.keyword) && (!q.status || a.status === q.status) && (!q.categoryId || a.categoryId === Number(q.categoryId)))
    .filter((a) => !q.live || (a.liveRevision !== null) === (q.live === 'true'))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  res.json(ok(page(list.map(item), q)));
};

function save(req: Parameters<MockHandler>[0], res: Parameters<MockHandler>[1], existing?: Article) {
  const body = req.body ?? {};
  if (typeof body.title !== 'string' || !body.title.trim()) return badRequest(res, 'title', 'title: is required');
  if (!CATEGORIES[body.categoryId])
    return res
      .status(422)
      .json({ success: false, errorCode: 422, errorMessage: `categoryId: no category with id ${body.categoryId}`, showType: 2, field: 'categoryId' });
  const now = nowIso();
  const content = Object.fromEntries(ARTICLE_REVISION_FIELDS.map((f) => [f, body[f] ?? (f === 'tags' ? [] : f === 'contentHtml' ? '' : null)])) as Omit<
    Revision,
    'number' | 'note' | 'createdAt'
  >;
  const placement = {
    recommended: !!body.recommended,
    pinnedUntil: body.pinnedUntil ?? null,
    publishAt: body.publishAt ?? null,
    offlineAt: body.offlineAt ?? null,
  };
  if (!existing) {
    const a: Article = {
      ...content,
      ...placement,
      id: nextId(articles),
      status: 'draft',
      revision: 1,
      liveRevision: null,
      firstPublishedAt: null,
      viewCount: 0,
      reviewComment: null,
      updatedAt: now,
      createdAt: now,
      revisions: [{ ...content, number: 1, note: null, createdAt: now }],
    };
    articles.unshift(a);
    return res.json(ok(detail(a)));
  }
  if (existing.status === 'review') return conflict(res, `"${existing.title}" is in review: recall it before changing it`, 'id');
  if (body.baseRevision !== existing.revision)
    return conflict(
      res,
      `baseRevision: revision ${existing.revision} was saved after you opened revision ${body.baseRevision}; reload to see it`,
      'baseRevision',
    );
  const changed = ARTICLE_REVISION_FIELDS.some((f) => JSON.stringify(existing[f]) !== JSON.stringify(content[f]));
  Object.assign(existing, content, placement, { updatedAt: now });
  if (changed) {
    existing.revision += 1;
    existing.revisions.unshift({ ...content, number: existing.revision, note: null, createdAt: now });
    if (existing.status !== 'returned') existing.status = 'draft';
  }
  res.json(ok(detail(existing)));
}

function publish(a: Article) {
  if (a.publishAt && a.publishAt > nowIso()) a.status = 'scheduled';
  else Object.assign(a, { status: 'published', liveRevision: a.revision, firstPublishedAt: a.firstPublishedAt ?? nowIso(), reviewComment: null });
}

const newsItem = (a: Article) => ({
  id: a.id,
  title: a.title,
  summary: a.summary,
  coverUrl: a.coverUrl,
  categoryName: CATEGORIES[a.categoryId][0],
  categorySlug: CATEGORIES[a.categoryId][1],
  tags: a.tags,
  pinned: !!a.pinnedUntil && a.pinnedUntil > nowIso(),
  recommended: a.recommended,
  publishedAt: a.firstPublishedAt!,
});
const live = () => articles.filter((a) => a.liveRevision !== null).sort((a, b) => b.firstPublishedAt!.localeCompare(a.firstPublishedAt!));
const newsCategories = [
  { id: 1, parentId: 0, name: '园区新闻', slug: 'park-news' },
  { id: 2, parentId: 0, name: '通知公告', slug: 'notices' },
  { id: 3, parentId: 0, name: '政策解读', slug: 'policy-readings' },
  { id: 4, parentId: 3, name: '国家政策解读', slug: 'national-policy' },
  { id: 5, parentId: 3, name: '省市政策解读', slug: 'local-policy' },
  { id: 6, parentId: 0, name: '企业风采', slug: 'company-stories' },
];

// The one task waiting for the signed-in reviewer: article 1 in review.
const auditItem = () => {
  const a = articles[0];
  return {
    taskId: 1,
    instanceId: 1,
    articleId: a.id,
    title: a.title,
    categoryName: CATEGORIES[a.categoryId][0],
    stepName: '编辑互审',
    revision: a.revision,
    liveRevision: a.liveRevision,
    submittedByName: a.author,
    waitingSince: a.updatedAt,
    dueAt: null,
  };
};

export default {
  'GET /apiv2/article/admin/query': requireAuth(query),
  'GET /apiv2/article/admin/detail': requireAuth(withArticle((a, _req, res) => res.json(ok(detail(a))))),
  'POST /apiv2/article/admin/create': requireAuth((req, res) => save(req, res)),
  'POST /apiv2/article/admin/update': requireAuth(withArticle((a, req, res) => save(req, res, a))),
  'POST /apiv2/article/admin/delete': requireAuth(
    withArticle((a, _req, res) => {
      if (a.status === 'review') return conflict(res, `"${a.title}" is in review: recall it before deleting it`, 'id');
      articles.splice(articles.indexOf(a), 1);
      res.json(ok(null));
    }),
  ),
  'POST /apiv2/article/admin/lock': requireAuth(withArticle((_a, _req, res) => res.json(ok({ lockedUntil: new Date(Date.now() + 5 * 60_000).toISOString() })))),
  'POST /apiv2/article/admin/unlock': requireAuth(withArticle((_a, _req, res) => res.json(ok(null)))),
  'GET /apiv2/article/admin/revisions': requireAuth(
    withArticle((a, _req, res) =>
      res.json(
        ok({
          list: a.revisions.map((r) => ({
            number: r.number,
            title: r.title,
            note: r.note,
            createdByName: r.author,
            createdAt: r.createdAt,
            live: r.number === a.liveRevision,
          })),
          total: a.revisions.length,
        }),
      ),
    ),
  ),
  'GET /apiv2/article/admin/revision': requireAuth(
    withArticle((a, req, res) => {
      const r = a.revisions.find((x) => x.number === Number(req.query?.number));
      return r ? res.json(ok(revisionDetail(a, r))) : notFound(res, 'Revision');
    }),
  ),
  'POST /apiv2/article/admin/restore': requireAuth(
    withArticle((a, req, res) => {
      const r = a.revisions.find((x) => x.number === Number(req.body?.number));
      if (!r) return notFound(res, 'Revision');
      a.revision += 1;
      a.revisions.unshift({ ...r, number: a.revision, note: `restored from revision ${r.number}`, createdAt: nowIso() });
      Object.assign(a, Object.fromEntries(ARTICLE_REVISION_FIELDS.map((f) => [f, r[f]])));
      res.json(ok(detail(a)));
    }),
  ),
  'POST /apiv2/article/admin/submit': requireAuth(
    withArticle((a, _req, res) => {
      if (!SUBMITTABLE_ARTICLE_STATUSES.includes(a.status))
        return conflict(res, `"${a.title}" is ${a.status}: only a draft, a returned or a withdrawn article can be submitted`, 'id');
      if (SKIP_AUDIT.has(a.categoryId)) publish(a);
      else a.status = 'review';
      res.json(ok(detail(a)));
    }),
  ),
  'POST /apiv2/article/admin/recall': requireAuth(
    withArticle((a, _req, res) => {
      if (a.status !== 'review') return conflict(res, `"${a.title}" is not in review`, 'id');
      a.status = 'draft';
      res.json(ok(detail(a)));
    }),
  ),
  'POST /apiv2/article/admin/offline': requireAuth(
    withArticle((a, _req, res) => {
      if (a.liveRevision === null && a.status !== 'scheduled') return conflict(res, `"${a.title}" is not on the front`, 'id');
      Object.assign(a, { status: 'withdrawn', liveRevision: null });
      res.json(ok(detail(a)));
    }),
  ),
  'GET /api/article/admin/data/articleaudit': requireAuth((_req, res) => {
    const list = articles[0].status === 'review' ? [auditItem()] : [];
    res.json(ok({ list, total: list.length }));
  }),
  'GET /api/article/admin/data/articleaudit/detail': requireAuth((req, res) => {
    if (queryId(req.query?.taskId) !== 1 || articles[0].status !== 'review') return notFound(res, 'Waiting article task');
    const a = articles[0];
    res.json(ok({ task: auditItem(), underReview: revisionDetail(a, a.revisions[0]), published: null, actions: ['return', 'transfer'] }));
  }),
  'GET /api/article/news/query': (req, res) => {
    const slug = req.query?.category;
    const chosen = slug ? newsCategories.find((c) => c.slug === slug) : undefined;
    if (slug && !chosen) return notFound(res, 'Category');
    const ids = chosen ? newsCategories.filter((c) => c.id === chosen.id || c.parentId === chosen.id).map((c) => c.id) : null;
    const list = live().filter((a) => !ids || ids.includes(a.categoryId));
    res.json(ok({ ...page(list.map(newsItem), req.query), categories: newsCategories }));
  },
  'GET /api/article/news/detail': (req, res) => {
    const a = live().find((x) => x.id === queryId(req.query?.id));
    if (!a) return notFound(res, 'Article');
    a.viewCount += 1;
    const related = live()
      .filter((x) => x.categoryId === a.categoryId && x.id !== a.id)
      .slice(0, 5)
      .map(newsItem);
    res.json(
      ok({
        ...newsItem(a),
        contentHtml: a.contentHtml,
        author: a.author,
        source: a.source,
        seoTitle: a.seoTitle,
        seoDescription: a.seoDescription,
        viewCount: a.viewCount,
        updatedAt: a.updatedAt,
        related,
      }),
    );
  },
} satisfies Record<string, MockHandler>;
