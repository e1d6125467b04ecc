import { AD_AREA_KEY_PATTERN, AD_AREA_KEY_RULE, AD_LINK_RULE, advertClickPath, chooseShown, isAllowedAdvertLink } from '@shared/adverts';
import { DEFAULT_HOME_LAYOUT, HOME_BLOCKS, normaliseHomeLayout, type HomeBlock } from '@shared/homeLayout';
import { audit } from './_data';
import {
  badRequest,
  conflict,
  contains,
  fail,
  nextId,
  notFound,
  nowIso,
  ok,
  orNull,
  page,
  queryId,
  rejectMissing,
  requireAuth,
  type MockHandler,
} from './_helpers';

/** The site configuration, home layout and adverts as the admin and the front use them (server/modules/cms). */

const webConfig: Record<string, string | null> = {
  siteName: '智汇园区综合服务平台',
  siteNameEn: 'Park Portal',
  parkName: '苏州工业园区星湖科技园',
  logo: '/logo.svg',
  favicon: '/logo.svg',
  icp: '苏ICP备2026000001号',
  policeRecord: '苏公网安备 32059002006001号',
  copyright: '© 2026 星湖科技园运营管理有限公司',
  address: '江苏省苏州市工业园区星湖街 328 号',
  servicePhone: '0512-6288 0000',
  email: 'service@xinghu-park.example.cn',
  serviceHours: '工作日 9:00–17:30',
  seoTitle: '星湖科技园企业服务平台 · 惠企政策一站通',
  seoDescription: '苏州工业园区星湖科技园的一站式企业服务平台：惠企政策搜索与匹配、申报日历、园区资讯与服务市场。',
  seoKeywords: '惠企政策,政策申报,高新技术企业,苏州工业园区,星湖科技园',
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const saveWebConfig: MockHandler = (req, res) => {
  const body = req.body ?? {};
  if (rejectMissing(res, body, ['siteName', 'logo'])) return;
  const email = orNull(body.email);
  if (email && !EMAIL.test(email)) return badRequest(res, 'email', 'body.email: must be an e-mail address');
  const before = { ...webConfig };
  for (const key of Object.keys(webConfig)) webConfig[key] = orNull(body[key]);
  audit({ action: 'update', entity: 'webconfig', summary: 'site configuration', before, after: webConfig });
  res.json(ok(webConfig));
};

let layout: HomeBlock[] = DEFAULT_HOME_LAYOUT;

const saveLayout: MockHandler = (req, res) => {
  const blocks = req.body?.blocks;
  if (!Array.isArray(blocks)) return badRequest(res, 'blocks', 'body.blocks: is required');
  const keys = blocks.map((b: HomeBlock) => b?.key);
  if (keys.length !== HOME_BLOCKS.length || HOME_BLOCKS.some((k) => !keys.includes(k)))
    return badRequest(res, 'blocks', `body.blocks: every block must be listed once: ${HOME_BLOCKS.join(', ')}`);
  const before = layout;
  layout = normaliseHomeLayout(blocks);
  audit({ action: 'update', entity: 'homeLayout', summary: layout.map((b) => b.key).join(' > '), before, after: layout });
  res.json(ok({ blocks: layout }));
};

// ---------- adverts ----------

type Area = {
  id: number;
  key: string;
  name: string;
  kind: 'image' | 'text';
  width: number;
  height: number;
  shown: number;
  description: string | null;
  enabled: boolean;
  updatedAt: string;
};
type Advert = {
  id: number;
  areaId: number;
  title: string;
  imageUrl: string | null;
  alt: string | null;
  link: string;
  startAt: string | null;
  endAt: string | null;
  weight: number;
  order: number;
  enabled: boolean;
  clicks: number;
  updatedAt: string;
};

const areas: Area[] = [
  {
    id: 1,
    key: 'home-banner',
    name: '首页横幅',
    kind: 'image',
    width: 1200,
    height: 300,
    shown: 3,
    description: '首页顶部轮播图，建议 1200×300 像素',
    enabled: true,
    updatedAt: '2026-11-20T08:00:00.000Z',
  },
  {
    id: 2,
    key: 'home-links',
    name: '友情链接',
    kind: 'text',
    width: 0,
    height: 0,
    shown: 12,
    description: '首页底部的政府部门与合作机构链接',
    enabled: true,
    updatedAt: '2026-11-20T08:00:00.000Z',
  },
];
const advert = (id: number, areaId: number, title: string, link: string, fields: Partial<Advert> = {}): Advert => ({
  id,
  areaId,
  title,
  imageUrl: null,
  alt: null,
  link,
  startAt: null,
  endAt: null,
  weight: 1,
  order: id * 10,
  enabled: true,
  clicks: 0,
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...fields,
});
// The seed's demo adverts (server/seed/adverts.ts).
const adverts: Advert[] = [
  advert(1, 1, '2026 年度惠企政策集中申报', '/search?windowStatus=open,closing_soon&sort=deadline', {
    imageUrl: '/ads/policy-season.svg',
    weight: 5,
    clicks: 326,
  }),
  advert(2, 1, '星湖人才计划 · 领军人才申报', '/news', { imageUrl: '/ads/talent.svg', weight: 3, clicks: 148 }),
  advert(3, 1, '标准厂房与研发楼宇招租', '/policyMarket', { imageUrl: '/ads/space.svg', weight: 2, clicks: 95 }),
  advert(4, 1, '30 秒政策匹配', '/match', {
    imageUrl: '/ads/matching.svg',
    startAt: '2026-07-01T00:00:00.000Z',
    endAt: '2026-11-01T00:00:00.000Z',
    clicks: 512,
  }),
  advert(5, 2, '中国政府网', 'https://www.gov.cn/', { clicks: 40 }),
  advert(6, 2, '江苏省人民政府', 'https://www.jiangsu.gov.cn/', { clicks: 36 }),
  advert(7, 2, '苏州工业园区管委会', 'https://www.sipac.gov.cn/', { clicks: 32 }),
];

type State = 'disabled' | 'scheduled' | 'live' | 'ended';
const stateOf = (a: Advert, now = Date.now()): State =>
  !a.enabled ? 'disabled' : a.startAt && Date.parse(a.startAt) > now ? 'scheduled' : a.endAt && Date.parse(a.endAt) <= now ? 'ended' : 'live';
const toItem = (a: Advert) => ({ ...a, areaName: areas.find((x) => x.id === a.areaId)?.name ?? '', state: stateOf(a) });
const areaItem = (area: Area) => {
  const own = adverts.filter((a) => a.areaId === area.id);
  return { ...area, resourceCount: own.length, liveCount: own.filter((a) => stateOf(a) === 'live').length };
};

const saveArea: MockHandler = (req, res) => {
  const body = req.body ?? {};
  if (rejectMissing(res, body, ['key', 'name'])) return;
  const key = String(body.key).trim();
  if (!AD_AREA_KEY_PATTERN.test(key)) return badRequest(res, 'key', `body.key: ${AD_AREA_KEY_RULE}`);
  const before = body.id === undefined ? undefined : areas.find((a) => a.id === body.id);
  if (body.id !== undefined && !before) return notFound(res, 'Advert area');
  const owner = areas.find((a) => a.key === key && a.id !== before?.id);
  if (owner) return conflict(res, `key: "${key}" is already used by the area "${owner.name}"`, 'key');
  const fields = {
    key,
    name: String(body.name).trim(),
    kind: body.kind === 'text' ? ('text' as const) : ('image' as const),
    width: Number(body.width ?? 0),
    height: Number(body.height ?? 0),
    shown: Number(body.shown ?? 1),
    description: orNull(body.description),
    enabled: body.enabled ?? true,
    updatedAt: nowIso(),
  };
  const saved = before ? Object.assign(before, fields) : { id: nextId(areas), ...fields };
  if (!before) areas.push(saved);
  audit({ action: before ? 'update' : 'create', entity: 'adArea', entityId: saved.id, summary: `${saved.key} ${saved.name}`, after: saved });
  res.json(ok(areaItem(saved)));
};

const deleteArea: MockHandler = (req, res) => {
  const area = areas.find((a) => a.id === req.body?.id);
  if (!area) return notFound(res, 'Advert area');
  const n = adverts.filter((a) => a.areaId === area.id).length;
  if (n) return conflict(res, `The area "${area.name}" still holds ${n} advert${n === 1 ? '' : 's'}: delete or move them first`);
  areas.splice(areas.indexOf(area), 1);
  audit({ action: 'delete', entity: 'adArea', entityId: area.id, summary: area.name, before: area });
  res.json(ok(null));
};

const queryResources: MockHandler = (req, res) => {
  const query = req.query ?? {};
  const areaId = queryId(query.areaId);
  const field = (['order', 'clicks', 'updatedAt'] as const).find((f) => f === query.sortField) ?? 'order';
  const sign = query.sortOrder === 'descend' ? -1 : 1;
  const list = adverts
    .filter((a) => (!areaId || a.areaId === areaId) && contains(a.title, query.keyword) && (!query.state || stateOf(a) === query.state))
    .sort((a, b) => sign * (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : a.id - b.id))
    .map(toItem);
  res.json(ok(page(list, query)));
};

const saveResource: MockHandler = (req, res) => {
  const body = req.body ?? {};
  if (rejectMissing(res, body, ['areaId', 'title', 'link'])) return;
  const area = areas.find((a) => a.id === body.areaId);
  if (!area) return res.status(422).json(fail(422, `areaId: no advert area ${body.areaId}`, 2, 'areaId'));
  const link = String(body.link).trim();
  if (!isAllowedAdvertLink(link)) return res.status(422).json(fail(422, `link: ${AD_LINK_RULE}`, 2, 'link'));
  if (area.kind === 'image' && !orNull(body.imageUrl))
    return res.status(422).json(fail(422, `imageUrl: the area "${area.name}" shows pictures; add one`, 2, 'imageUrl'));
  const before = body.id === undefined ? undefined : adverts.find((a) => a.id === body.id);
  if (body.id !== undefined && !before) return notFound(res, 'Advert');
  const fields = {
    areaId: area.id,
    title: String(body.title).trim(),
    imageUrl: orNull(body.imageUrl),
    alt: orNull(body.alt),
    link,
    startAt: orNull(body.startAt),
    endAt: orNull(body.endAt),
    weight: Number(body.weight ?? 1),
    order: Number(body.order ?? 0),
    enabled: body.enabled ?? true,
    updatedAt: nowIso(),
  };
  const saved = before ? Object.assign(before, fields) : { id: nextId(adverts), clicks: 0, ...fields };
  if (!before) adverts.push(saved);
  audit({ action: before ? 'update' : 'create', entity: 'adResource', entityId: saved.id, summary: saved.title, after: saved });
  res.json(ok(toItem(saved)));
};

const deleteResource: MockHandler = (req, res) => {
  const found = adverts.find((a) => a.id === req.body?.id);
  if (!found) return notFound(res, 'Advert');
  adverts.splice(adverts.indexOf(found), 1);
  audit({ action: 'delete', entity: 'adResource', entityId: found.id, summary: found.title, before: found });
  res.json(ok(null));
};

const shown: MockHandler = (req, res) => {
  const keys = String(req.query?.areas ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (!keys.length) return badRequest(res, 'areas', 'querystring.areas: is required');
  const answer = areas
    .filter((a) => keys.includes(a.key) && a.enabled)
    .map((area) => ({
      key: area.key,
      kind: area.kind,
      width: area.width,
      height: area.height,
      adverts: chooseShown(
        adverts.filter((a) => a.areaId === area.id && stateOf(a) === 'live'),
        area.shown,
      ).map((a) => ({ id: a.id, title: a.title, imageUrl: a.imageUrl, alt: a.alt || a.title, href: advertClickPath(a.id), external: !a.link.startsWith('/') })),
    }));
  res.json(ok(answer));
};

export default {
  'GET /api/cms/admin/webconfig/get': requireAuth((_req, res) => res.json(ok(webConfig))),
  'POST /api/cms/admin/webconfig/post': requireAuth(saveWebConfig),
  'GET /api/portal/admin/config/getlayout': requireAuth((_req, res) => res.json(ok({ blocks: layout }))),
  'POST /api/portal/admin/config/postlayout': requireAuth(saveLayout),
  'GET /api/cms/admin/ad/areas': requireAuth((_req, res) => res.json(ok({ list: areas.map(areaItem), total: areas.length }))),
  'POST /api/cms/admin/ad/areapost': requireAuth(saveArea),
  'POST /api/cms/admin/ad/areadelete': requireAuth(deleteArea),
  'GET /api/cms/admin/ad/resource': requireAuth(queryResources),
  'POST /api/cms/admin/ad/resourcepost': requireAuth(saveResource),
  'POST /api/cms/admin/ad/resourcedelete': requireAuth(deleteResource),
  'GET /api/cms/ad/list': shown,
};
