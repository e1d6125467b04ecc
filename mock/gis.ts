import { CLUE_AREA_SLACK, MARKER_KINDS, MAX_MARKERS_PER_KIND, SEARCH_KINDS } from '@shared/gis';
import { DEMO_FOOTPRINTS, DEMO_PLAN, DEMO_POIS, demoPlanSvg } from '../server/seed/gisPlan';
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

/**
 * The park map as its screen uses it (server/modules/gis): the demo site plan (drawn as the server's seed draws it,
 * served here as an SVG data address), the demo buildings with a few units each, companies, clues and the points of
 * interest. The mock user is the admin, who holds clue:query and project:query. Projects stand at the first of their units.
 */

type Plan = {
  id: number;
  name: string;
  uploadId: number;
  url: string;
  width: number;
  height: number;
  isCurrent: boolean;
  createdBy: string | null;
  createdAt: string;
};
type Unit = {
  id: number;
  code: string;
  building: string;
  usage: string;
  status: string;
  area: number;
  tenant: string | null;
  x: number | null;
  y: number | null;
};
type Poi = { id: number; name: string; kind: string; x: number | null; y: number | null; note: string | null; createdAt: string; updatedAt: string };

const base = '/apiv2/gis/admin';
const created = '2026-11-01T02:00:00.000Z';
const plans: Plan[] = [
  {
    id: 1,
    name: '星湖科技园总平面图',
    uploadId: 1,
    url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(demoPlanSvg())}`,
    ...DEMO_PLAN,
    isCurrent: true,
    createdBy: '系统管理员',
    createdAt: created,
  },
];
const current = () => plans.find((p) => p.isCurrent) ?? null;

const buildingPositions = new Map<string, { x: number; y: number }>(
  Object.entries(DEMO_FOOTPRINTS).map(([b, [x, y, w, h]]) => [b, { x: x + w / 2, y: y + h / 2 }]),
);
const tenants = [
  '苏州华芯半导体科技有限公司',
  '苏州博睿信息技术有限公司',
  '苏州恒创智能装备有限公司',
  '苏州瑞泰生物医药科技有限公司',
  '苏州智联数据智能科技有限公司',
  '苏州天成新能源电气科技有限公司',
];
const statuses = ['leased', 'available', 'leased', 'available', 'expiring', 'locked'];
const units: Unit[] = Object.entries(DEMO_FOOTPRINTS).flatMap(([building, [x, y, w, h]], b) =>
  [0, 1, 2, 3].map((n) => {
    const id = b * 4 + n + 1;
    const status = statuses[(b + n) % statuses.length];
    const workshop = building.startsWith('B');
    return {
      id,
      code: `${building.replace('栋', '')}-1${String(n + 1).padStart(2, '0')}`,
      building,
      usage: workshop ? 'workshop' : 'office',
      status,
      area: workshop ? 900 + n * 150 : 180 + n * 40,
      tenant: status === 'leased' || status === 'expiring' ? tenants[(b + n) % tenants.length] : null,
      x: Math.round(x + (w * (n + 0.5)) / 4),
      y: Math.round(y + h * 0.75),
    };
  }),
);
const clues = [
  { id: 1, name: '苏州微纳光电科技有限公司', stage: 'viewing_booked', usage: 'office', area: 180 },
  { id: 2, name: '江苏精锐机器人有限公司', stage: 'negotiating', usage: 'workshop', area: 1000 },
  { id: 3, name: '上海启航生物科技有限公司', stage: 'initial_contact', usage: 'office', area: 5000 },
];
const projects = [
  { id: 1, name: '星湖智能装备产业园项目', stage: 'construction', area: 3500, unitCodes: ['A1-102'] },
  { id: 2, name: '微纳光电研发中心项目', stage: 'landing', area: 1200, unitCodes: ['B2-103', 'B2-102'] },
  { id: 3, name: '启航生物医药项目', stage: 'negotiation', area: 5000, unitCodes: [] as string[] },
];
const pois: Poi[] = DEMO_POIS.map(([name, kind, x, y, note], i) => ({ id: i + 1, name, kind, x, y, note, createdAt: created, updatedAt: created }));
const POI_KINDS = ['gate', 'canteen', 'parking', 'substation', 'bus_stop', 'fire_station', 'charging', 'service_center', 'apartment', 'green_space', 'other'];

const blank = {
  id: null,
  x: null,
  y: null,
  building: null,
  status: null,
  unitCount: null,
  vacantCount: null,
  vacantArea: null,
  usage: null,
  area: null,
  unitId: null,
  unitCode: null,
  tenant: null,
  note: null,
};

/** The vacant unit that would suit a clue, as the server picks it: the same usage, the smallest area from the intended up to the slack. */
const suits = (c: (typeof clues)[number]) =>
  units
    .filter((u) => u.usage === c.usage && u.status === 'available' && u.area >= c.area && u.area <= c.area * CLUE_AREA_SLACK)
    .sort((a, b) => a.area - b.area)[0];

function markersOf(kind: string, q: Record<string, string>): Record<string, unknown>[] {
  const placed = q.placed !== 'all';
  const vacancy = (status: string) => !q.vacancy || (q.vacancy === 'vacant') === (status === 'available');
  const inBuilding = (b: string | null) => !q.building || b === q.building;
  switch (kind) {
    case 'building':
      return [...buildingPositions.entries()]
        .map(([building, p]) => {
          const own = units.filter((u) => u.building === building);
          const vacant = own.filter((u) => u.status === 'available');
          return {
            ...blank,
            kind: 'building' as const,
            key: `building:${building}`,
            name: building,
            ...p,
            building,
            unitCount: own.length,
            vacantCount: vacant.length,
            vacantArea: vacant.reduce((n, u) => n + u.area, 0),
          };
        })
        .filter((m) => inBuilding(m.building) && contains(m.name, q.keyword) && (!q.vacancy || (q.vacancy === 'vacant') === m.vacantCount > 0));
    case 'unit':
      return units
        .filter(
          (u) =>
            inBuilding(u.building) && (!q.status || u.status === q.status) && vacancy(u.status) && contains(u.code, q.keyword) && (!placed || u.x !== null),
        )
        .map((u) => ({
          ...blank,
          kind: 'unit' as const,
          key: `unit:${u.id}`,
          id: u.id,
          name: u.code,
          x: u.x,
          y: u.y,
          building: u.building,
          status: u.status,
          usage: u.usage,
          area: u.area,
          unitId: u.id,
          unitCode: u.code,
          tenant: u.tenant,
        }));
    case 'company':
      return units
        .filter((u) => u.tenant && inBuilding(u.building) && contains(u.tenant, q.keyword))
        .map((u) => ({
          ...blank,
          kind: 'company' as const,
          key: `company:${u.id}:${u.id}`,
          id: u.id,
          name: u.tenant!,
          x: u.x ?? buildingPositions.get(u.building)?.x ?? null,
          y: u.y ?? buildingPositions.get(u.building)?.y ?? null,
          building: u.building,
          status: 'active',
          unitId: u.id,
          unitCode: u.code,
        }))
        .filter((m) => !placed || m.x !== null);
    case 'clue':
      return clues
        .map((c) => ({ c, u: suits(c) }))
        .filter(({ c, u }) => contains(c.name, q.keyword) && (!q.building || u?.building === q.building) && (!placed || (u?.x ?? null) !== null))
        .map(({ c, u }) => ({
          ...blank,
          kind: 'clue' as const,
          key: `clue:${c.id}`,
          id: c.id,
          name: c.name,
          x: u?.x ?? null,
          y: u?.y ?? null,
          building: u?.building ?? null,
          status: c.stage,
          usage: c.usage,
          area: c.area,
          unitId: u?.id ?? null,
          unitCode: u?.code ?? null,
        }));
    case 'project':
      return projects
        .map((p) => ({ p, u: units.filter((u) => p.unitCodes.includes(u.code) && inBuilding(u.building)).sort((a, b) => a.code.localeCompare(b.code))[0] }))
        .map(({ p, u }) => ({
          p,
          u,
          x: u ? u.x ?? buildingPositions.get(u.building)?.x ?? null : null,
          y: u ? u.y ?? buildingPositions.get(u.building)?.y ?? null : null,
        }))
        .filter(({ p, u, x }) => contains(p.name, q.keyword) && (!q.building || u) && (!placed || x !== null))
        .map(({ p, u, x, y }) => ({
          ...blank,
          kind: 'project' as const,
          key: `project:${p.id}`,
          id: p.id,
          name: p.name,
          x,
          y,
          building: u?.building ?? null,
          status: p.stage,
          area: p.area,
          unitId: u?.id ?? null,
          unitCode: u?.code ?? null,
        }));
    default:
      return q.building
        ? []
        : pois
            .filter((p) => (!q.poiKind || p.kind === q.poiKind) && contains(p.name, q.keyword) && (!placed || p.x !== null))
            .map((p) => ({ ...blank, kind: 'poi' as const, key: `poi:${p.id}`, id: p.id, name: p.name, x: p.x, y: p.y, status: p.kind, note: p.note }));
  }
}

const rankOf = (name: string, keyword: string) => {
  const n = name.toLowerCase();
  const k = keyword.toLowerCase();
  return n === k ? 0 : n.startsWith(k) ? 1 : 2;
};

/** Sets a point's or a unit's place: both coordinates or neither, within the plan. Returns false after answering a refusal. */
function onPlan(res: Parameters<MockHandler>[1], x: unknown, y: unknown) {
  if ((x === null || x === undefined) !== (y === null || y === undefined)) return badRequest(res, 'y', 'give both x and y, or neither'), false;
  const plan = current();
  if (typeof x === 'number' && plan && x > plan.width) return res.status(422).json(fail(422, `x: must be within the plan (0–${plan.width})`, 2, 'x')), false;
  if (typeof y === 'number' && plan && y > plan.height) return res.status(422).json(fail(422, `y: must be within the plan (0–${plan.height})`, 2, 'y')), false;
  return true;
}

function savePoi(update: boolean): MockHandler {
  return (req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, update ? ['id', 'name', 'kind'] : ['name', 'kind'])) return;
    const poi = update ? pois.find((p) => p.id === body.id) : undefined;
    if (update && !poi) return notFound(res, 'Point of interest');
    if (pois.some((p) => p.name === body.name.trim() && p.id !== poi?.id))
      return conflict(res, `name: "${body.name}" is already the name of another point of interest`, 'name');
    if (!POI_KINDS.includes(body.kind) && body.kind !== poi?.kind)
      return res.status(422).json(fail(422, `kind: "${body.kind}" is not an active item of the dictionary poi_kind`, 2, 'kind'));
    if (!onPlan(res, body.x, body.y)) return;
    const fields = { name: body.name.trim(), kind: body.kind, x: body.x ?? null, y: body.y ?? null, note: orNull(body.note) };
    const now = nowIso();
    const saved = poi ? Object.assign(poi, fields, { updatedAt: now }) : { id: nextId(pois), ...fields, createdAt: now, updatedAt: now };
    if (!poi) pois.push(saved);
    audit({ action: update ? 'update' : 'create', entity: 'poi', entityId: saved.id, summary: saved.name, after: fields });
    res.json(ok(saved));
  };
}

export default {
  [`GET ${base}/query`]: requireAuth((req, res) => {
    const q = req.query ?? {};
    const kinds = q.kinds ? q.kinds.split(',').filter(Boolean) : [...MARKER_KINDS];
    if (kinds.some((k) => !(MARKER_KINDS as readonly string[]).includes(k))) return badRequest(res, 'kinds', `unknown kind: use ${MARKER_KINDS.join(', ')}`);
    const limit = Math.min(MAX_MARKERS_PER_KIND, Number(q.limit) || MAX_MARKERS_PER_KIND);
    const answers = kinds.map((kind) => ({ kind, all: markersOf(kind, q) }));
    res.json(
      ok({
        plan: current(),
        kinds,
        markers: answers.flatMap((a) => a.all.slice(0, limit)),
        counts: answers.map((a) => ({ kind: a.kind, total: a.all.length, truncated: a.all.length > limit })),
      }),
    );
  }),
  'GET /api/pms/admin/project/poisearch': requireAuth((req, res) => {
    const q = req.query ?? {};
    if (rejectMissing(res, q, ['keyword'], 'querystring')) return;
    const keyword = q.keyword.trim();
    const kinds = q.kinds ? q.kinds.split(',') : [...SEARCH_KINDS];
    const found = [
      ...[...buildingPositions.entries()].map(([name, p]) => ({
        kind: 'building' as const,
        key: `building:${name}`,
        id: null,
        name,
        detail: null,
        building: name,
        ...p,
      })),
      ...units.map((u) => ({ kind: 'unit' as const, key: `unit:${u.id}`, id: u.id, name: u.code, detail: u.building, building: u.building, x: u.x, y: u.y })),
      ...units
        .filter((u) => u.tenant)
        .map((u) => ({ kind: 'company' as const, key: `company:${u.id}`, id: u.id, name: u.tenant!, detail: u.code, building: u.building, x: u.x, y: u.y })),
      ...pois.map((p) => ({ kind: 'poi' as const, key: `poi:${p.id}`, id: p.id, name: p.name, detail: p.kind, building: null, x: p.x, y: p.y })),
    ]
      .filter((h) => kinds.includes(h.kind) && contains(h.name, keyword))
      .map((h) => ({ ...h, rank: rankOf(h.name, keyword) }))
      .sort((a, b) => a.rank - b.rank || a.name.length - b.name.length || (a.name < b.name ? -1 : 1));
    res.json(ok(page(found, q)));
  }),
  [`GET ${base}/plan`]: requireAuth((_req, res) => {
    res.json(ok({ current: current(), history: plans.filter((p) => !p.isCurrent).sort((a, b) => b.id - a.id) }));
  }),
  [`POST ${base}/plan-save`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['name', 'uploadId'])) return;
    // The mock keeps no uploads: the new plan shows the demo drawing under its name.
    const before = current();
    if (before) before.isCurrent = false;
    const plan: Plan = { ...plans[0], id: nextId(plans), name: body.name, uploadId: body.uploadId, isCurrent: true, createdAt: nowIso() };
    plans.push(plan);
    audit({ action: 'create', entity: 'site_plan', entityId: plan.id, summary: plan.name, after: plan });
    res.json(ok(plan));
  }),
  [`POST ${base}/plan-restore`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['id'])) return;
    const plan = plans.find((p) => p.id === body.id);
    if (!plan) return notFound(res, 'Site plan');
    if (plan.isCurrent) return conflict(res, `id: plan ${plan.id} is already the current plan`, 'id');
    for (const p of plans) p.isCurrent = p === plan;
    res.json(ok(plan));
  }),
  [`POST ${base}/position-save`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['kind'])) return;
    if (!onPlan(res, body.x, body.y)) return;
    const x = body.x ?? null;
    const y = body.y ?? null;
    if (body.kind === 'building') {
      if (rejectMissing(res, body, ['building'])) return;
      if (!buildingPositions.has(body.building) && !units.some((u) => u.building === body.building)) return notFound(res, 'Building');
      if (x === null) buildingPositions.delete(body.building);
      else buildingPositions.set(body.building, { x, y });
      return res.json(ok({ kind: 'building', key: `building:${body.building}`, x, y }));
    }
    if (rejectMissing(res, body, ['id'])) return;
    const row = body.kind === 'unit' ? units.find((u) => u.id === body.id) : pois.find((p) => p.id === body.id);
    if (!row) return notFound(res, body.kind === 'unit' ? 'Unit' : 'Point of interest');
    Object.assign(row, { x, y });
    audit({ action: 'update', entity: 'gis_position', entityId: `${body.kind}:${body.id}`, after: { x, y } });
    res.json(ok({ kind: body.kind, key: `${body.kind}:${body.id}`, x, y }));
  }),
  [`GET ${base}/poi-query`]: requireAuth((req, res) => {
    const q = req.query ?? {};
    const dir = q.sortOrder === 'descend' ? -1 : 1;
    const field = (['name', 'kind', 'updatedAt'].includes(q.sortField) ? q.sortField : 'kind') as 'name' | 'kind' | 'updatedAt';
    const list = pois
      .filter((p) => contains(p.name, q.keyword) && (!q.kind || p.kind === q.kind) && (!q.placed || (q.placed === 'true') === (p.x !== null)))
      .sort((a, b) => (a[field] === b[field] ? (a.name < b.name ? -1 : 1) : a[field] < b[field] ? -dir : dir));
    res.json(ok(page(list, q)));
  }),
  [`GET ${base}/poi-detail`]: requireAuth((req, res) => {
    const poi = pois.find((p) => p.id === queryId(req.query?.id));
    return poi ? res.json(ok(poi)) : notFound(res, 'Point of interest');
  }),
  [`POST ${base}/poi-create`]: requireAuth(savePoi(false)),
  [`POST ${base}/poi-update`]: requireAuth(savePoi(true)),
  [`POST ${base}/poi-delete`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['id'])) return;
    const poi = pois.find((p) => p.id === body.id);
    if (!poi) return notFound(res, 'Point of interest');
    pois.splice(pois.indexOf(poi), 1);
    audit({ action: 'delete', entity: 'poi', entityId: poi.id, summary: poi.name, before: poi });
    res.json(ok(null));
  }),
};
