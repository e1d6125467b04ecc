import { SLUG_PATTERN, SLUG_RULE } from '@shared/slug';
import { audit } from './_data';
import { badRequest, conflict, contains, fail, nextId, notFound, nowIso, ok, orNull, rejectMissing, requireAuth, type MockHandler } from './_helpers';

/** Article categories and single pages as the content screens and the front use them (server/modules/article). */

type Category = {
  id: number;
  parentId: number;
  name: string;
  slug: string;
  order: number;
  visible: boolean;
  skipAudit: boolean;
  description: string | null;
  updatedAt: string;
};

const MAX_DEPTH = 3;

const category = (id: number, parentId: number, name: string, slug: string, order: number, description: string, skipAudit = false): Category => ({
  id,
  parentId,
  name,
  slug,
  order,
  visible: true,
  skipAudit,
  description,
  updatedAt: '2026-11-20T08:00:00.000Z',
});

// The seed's demo tree (server/seed/articles.ts).
const categories: Category[] = [
  category(1, 0, '园区新闻', 'park-news', 10, '园区建设、重大项目签约与领导调研等动态'),
  category(2, 0, '通知公告', 'notices', 20, '管委会发布的通知、公示与停水停电等公告，由办公室直接发布', true),
  category(3, 0, '政策解读', 'policy-readings', 30, '对园区企业适用的扶持政策的解读与申报指引'),
  category(4, 3, '国家政策解读', 'national-policy', 10, '高新技术企业认定、研发费用加计扣除等国家政策'),
  category(5, 3, '省市政策解读', 'local-policy', 20, '江苏省、苏州市及工业园区的人才、科技与产业政策'),
  category(6, 0, '企业风采', 'company-stories', 40, '园区企业的创新成果、荣誉与发展故事'),
];

const childCount = (id: number) => categories.filter((c) => c.parentId === id).length;
const toItem = (c: Category) => ({ ...c, childCount: childCount(c.id) });
const treeOrder = (a: Category, b: Category) => a.parentId - b.parentId || a.order - b.order || a.id - b.id;
/** The ids from a category up to the top, itself first. */
const pathUp = (id: number) => {
  const path: number[] = [];
  for (let at = categories.find((c) => c.id === id); at && !path.includes(at.id); at = categories.find((c) => c.id === at!.parentId)) path.push(at.id);
  return path;
};
const height = (id: number): number => 1 + Math.max(0, ...categories.filter((c) => c.parentId === id).map((c) => height(c.id)));

const query: MockHandler = (req, res) => {
  const { keyword, visible } = req.query ?? {};
  let shown = categories;
  if (keyword || visible) {
    const keep = new Set(
      categories
        .filter((c) => (contains(c.name, keyword) || contains(c.slug, keyword)) && (!visible || String(c.visible) === visible))
        .flatMap((c) => pathUp(c.id)),
    );
    shown = categories.filter((c) => keep.has(c.id));
  }
  const list = [...shown].sort(treeOrder).map(toItem);
  res.json(ok({ list, total: list.length }));
};

const save: MockHandler = (req, res) => {
  const body = req.body ?? {};
  if (rejectMissing(res, body, ['name', 'slug'])) return;
  const slug = String(body.slug).trim();
  if (!SLUG_PATTERN.test(slug)) return badRequest(res, 'slug', `body.slug: ${SLUG_RULE}`);
  const name = String(body.name).trim();
  const parentId = Number(body.parentId ?? 0);
  const before = body.id === undefined ? undefined : categories.find((c) => c.id === body.id);
  if (body.id !== undefined && !before) return notFound(res, 'Category');
  if (parentId !== 0) {
    if (!categories.some((c) => c.id === parentId)) return res.status(422).json(fail(422, `parentId: category ${parentId} does not exist`, 2, 'parentId'));
    const parentPath = pathUp(parentId);
    if (before && parentPath.includes(before.id))
      return res.status(422).json(fail(422, 'parentId: a category cannot be placed under itself or its own subcategory', 2, 'parentId'));
    if (parentPath.length + (before ? height(before.id) : 1) > MAX_DEPTH)
      return res.status(422).json(fail(422, `parentId: categories go at most ${MAX_DEPTH} levels deep`, 2, 'parentId'));
  }
  const slugOwner = categories.find((c) => c.slug === slug && c.id !== before?.id);
  if (slugOwner) return conflict(res, `slug: "${slug}" is already used by the category "${slugOwner.name}"`, 'slug');
  if (categories.some((c) => c.parentId === parentId && c.name === name && c.id !== before?.id))
    return conflict(res, `name: "${name}" already exists at this level`, 'name');
  const fields = {
    parentId,
    name,
    slug,
    order: Number(body.order ?? 0),
    visible: body.visible ?? true,
    skipAudit: body.skipAudit ?? false,
    description: orNull(body.description),
    updatedAt: nowIso(),
  };
  if (before) {
    const old = { ...before };
    Object.assign(before, fields);
    audit({ action: 'update', entity: 'article-category', entityId: before.id, summary: name, before: old, after: before });
    return res.json(ok(toItem(before)));
  }
  const created = { id: nextId(categories), ...fields };
  categories.push(created);
  audit({ action: 'create', entity: 'article-category', entityId: created.id, summary: name, after: created });
  res.json(ok(toItem(created)));
};

const remove: MockHandler = (req, res) => {
  const body = req.body ?? {};
  if (rejectMissing(res, body, ['id'])) return;
  const found = categories.find((c) => c.id === body.id);
  if (!found) return notFound(res, 'Category');
  const children = childCount(found.id);
  if (children > 0) return conflict(res, `"${found.name}" still holds ${children} subcategor${children === 1 ? 'y' : 'ies'}: move or delete them first`, 'id');
  categories.splice(categories.indexOf(found), 1);
  audit({ action: 'delete', entity: 'article-category', entityId: found.id, summary: found.name, before: found });
  res.json(ok(null));
};

// ---------- single pages ----------

type SitePage = {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  contentHtml: string;
  inFooter: boolean;
  order: number;
  updatedAt: string;
  updatedByName: string | null;
};

// The standing pages the server seeds (server/seed/articles.ts), shortened.
const sitePages: SitePage[] = [
  [
    'about',
    '关于园区',
    '智汇园区位于苏州工业园区，聚焦集成电路、生物医药与人工智能产业。',
    '<h2>园区概况</h2><p>智汇园区位于苏州工业园区星湖街，现有入园企业 600 余家。</p>',
  ],
  ['contact', '联系我们', '园区管委会企业服务中心的地址、电话与服务时间。', '<h2>企业服务中心</h2><p>电话：0512-62880000（工作日 9:00–17:30）</p>'],
  ['terms', '用户协议', '使用智汇园区门户及其政策服务的约定。', '<h2>一、协议的范围</h2><p>本协议是您与智汇园区管委会之间关于使用本门户的约定。</p>'],
  ['privacy', '隐私政策', '智汇园区门户如何收集、使用和保护您的个人信息。', '<h2>我们收集的信息</h2><p>注册时的邮箱或手机号与您填写的企业信息。</p>'],
].map(([slug, title, description, contentHtml], i) => ({
  id: i + 1,
  slug,
  title,
  description,
  contentHtml,
  inFooter: true,
  order: (i + 1) * 10,
  updatedAt: '2026-11-20T08:00:00.000Z',
  updatedByName: null,
}));

const pageOrder = (a: SitePage, b: SitePage) => a.order - b.order || a.id - b.id;
const pageItem = ({ contentHtml: _text, ...item }: SitePage) => item;
/** The mock keeps the text as given but drops what the server's sanitiser certainly would: scripts and event handlers. */
const roughlySanitised = (html: string) => html.replace(/<script[\s\S]*?<\/script>/gi, '').replace(/\son\w+="[^"]*"/gi, '');

const savePage: MockHandler = (req, res) => {
  const body = req.body ?? {};
  if (rejectMissing(res, body, ['slug', 'title'])) return;
  const slug = String(body.slug).trim();
  if (!SLUG_PATTERN.test(slug)) return badRequest(res, 'slug', `body.slug: ${SLUG_RULE}`);
  const before = body.id === undefined ? undefined : sitePages.find((p) => p.id === body.id);
  if (body.id !== undefined && !before) return notFound(res, 'Page');
  const owner = sitePages.find((p) => p.slug === slug && p.id !== before?.id);
  if (owner) return conflict(res, `slug: "${slug}" is already used by the page "${owner.title}"`, 'slug');
  const contentHtml = roughlySanitised(String(body.contentHtml ?? ''));
  if (!contentHtml.replace(/<[^>]*>/g, '').trim()) return res.status(422).json(fail(422, 'contentHtml: the page has no text', 2, 'contentHtml'));
  const fields = {
    slug,
    title: String(body.title).trim(),
    description: orNull(body.description),
    contentHtml,
    inFooter: !!body.inFooter,
    order: Number(body.order ?? 0),
    updatedAt: nowIso(),
    updatedByName: '系统管理员',
  };
  if (before) {
    const old = { ...before };
    Object.assign(before, fields);
    audit({ action: 'update', entity: 'page', entityId: before.id, summary: before.title, before: old, after: before });
    return res.json(ok(before));
  }
  const created = { id: nextId(sitePages), ...fields };
  sitePages.push(created);
  audit({ action: 'create', entity: 'page', entityId: created.id, summary: created.title, after: created });
  res.json(ok(created));
};

const publicPage: MockHandler = (req, res) => {
  const found = sitePages.find((p) => p.slug === req.query?.slug);
  if (!found) return notFound(res, 'Page');
  const { slug, title, description, contentHtml, updatedAt } = found;
  res.json(ok({ slug, title, description, contentHtml, updatedAt }));
};

const footer: MockHandler = (_req, res) =>
  res.json(
    ok(
      [...sitePages]
        .filter((p) => p.inFooter)
        .sort(pageOrder)
        .map(({ slug, title }) => ({ slug, title })),
    ),
  );

export default {
  'GET /api/article/admin/page/query': requireAuth((_req, res) => {
    const list = [...sitePages].sort(pageOrder).map(pageItem);
    res.json(ok({ list, total: list.length }));
  }),
  'GET /api/article/admin/page/detail': requireAuth((req, res) => {
    const found = sitePages.find((p) => p.id === Number(req.query?.id));
    return found ? res.json(ok(found)) : notFound(res, 'Page');
  }),
  'POST /api/article/admin/page/post': requireAuth(savePage),
  'GET /api/cms/page/detail': publicPage,
  'GET /api/cms/page/footer': footer,
  'GET /apiv2/article/admin/category/query': requireAuth(query),
  'POST /api/article/admin/category/post': requireAuth(save),
  'POST /api/article/admin/category/delete': requireAuth(remove),
};
