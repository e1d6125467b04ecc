import { audit } from './_data';
import { badRequest, conflict, contains, nextId, notFound, ok, orNull, page, rejectMissing, requireAuth, type MockHandler } from './_helpers';

/** The park's units (offices, workshops, showrooms, …) as the resource screens list and edit them. */

type Photo = { url: string; thumbUrl?: string };
type Unit = {
  id: number;
  code: string;
  building: string;
  floor: number;
  usage: string;
  rentalStatus: string;
  fitoutStatus: string;
  grossArea: number;
  usableArea: number;
  refPrice: number;
  photos: Photo[];
  floorPlan: string | null;
  availableFrom: string | null;
  lng: number | null;
  lat: number | null;
  description: string | null;
  tenant: { companyId: number; companyName: string; moveInOn: string } | null;
};

// The leased units' tenants, as in mock/company.ts: unit code → [companyId, companyName, moveInOn].
const tenants: Record<string, [number, string, string]> = {
  'A1-301': [1, '苏州华芯半导体科技有限公司', '2017-03-01'],
  'A2-502': [2, '苏州博睿信息技术有限公司', '2019-03-01'],
  'B1-101': [3, '苏州恒创智能装备有限公司', '2016-03-01'],
  'C1-305': [4, '苏州瑞泰生物医药科技有限公司', '2020-03-01'],
  'A3-201': [5, '苏州智联数据智能科技有限公司', '2021-03-01'],
  'B2-203': [6, '苏州天成新能源电气科技有限公司', '2015-03-01'],
  'C1-201': [8, '苏州思源医疗器械有限公司', '2018-03-01'],
  'B1-203': [9, '苏州启明新材料科技有限公司', '2023-03-01'],
  'B2-101': [11, '苏州中晟汽车零部件有限公司', '2014-03-01'],
  'A1-402': [12, '苏州云图技术研究院有限公司', '2020-03-01'],
};
const vacant = ['available', 'available', 'locked', 'under_repair', 'self_use', 'available'];
const officeUses = ['office', 'office', 'office', 'showroom', 'meeting_room', 'storage'];

const units: Unit[] = [];
for (const building of ['A1', 'A2', 'A3', 'B1', 'B2', 'C1']) {
  const floors = building.startsWith('B') ? 2 : 5;
  for (let floor = 1; floor <= floors; floor += 1) {
    for (let n = 1; n <= (building.startsWith('B') ? 3 : 5); n += 1) {
      const i = units.length;
      const code = `${building}-${floor}${String(n).padStart(2, '0')}`;
      const workshop = building.startsWith('B') || (building === 'C1' && floor <= 2);
      const gross = workshop ? (8 + ((i * 7) % 22)) * 100 : (12 + ((i * 11) % 48)) * 10;
      const tenant = tenants[code];
      units.push({
        id: i + 1,
        code,
        building: `${building}栋`,
        floor,
        usage: workshop ? 'workshop' : officeUses[i % officeUses.length],
        rentalStatus: tenant ? (i % 5 === 0 ? 'expiring' : 'leased') : vacant[i % vacant.length],
        fitoutStatus: workshop ? (i % 2 ? 'basic' : 'bare') : i % 3 ? 'full' : 'basic',
        grossArea: gross,
        usableArea: Math.round(gross * (workshop ? 0.92 : 0.78)),
        refPrice: workshop ? 28 + (i % 18) : 55 + ((i * 13) % 66),
        photos: [
          {
            url: `/uploads/2026/02/${(0xa1b2c3d4 + i).toString(16).padStart(8, '0').repeat(4)}.jpg`,
            thumbUrl: `/uploads/2026/02/${(0xa1b2c3d4 + i).toString(16).padStart(8, '0').repeat(4)}.thumb.webp`,
          },
        ],
        floorPlan: null,
        availableFrom: tenant ? null : `2026-${String(1 + (i % 12)).padStart(2, '0')}-01`,
        lng: Number((120.7389 + ((i * 37) % 100) / 20000).toFixed(6)),
        lat: Number((31.3253 + ((i * 53) % 100) / 20000).toFixed(6)),
        description: workshop
          ? `单层厂房，层高 ${floor === 1 ? 9 : 6} 米，承重 ${floor === 1 ? 3 : 1.5} 吨/平方米，配货梯。`
          : '南北通透，临近地铁星湖街站，可注册办公。',
        tenant: tenant
          ? {
              companyId: tenant[0],
              companyName: tenant[1],
              moveInOn: tenant[2],
            }
          : null,
      });
    }
  }
}

const isDate = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v));
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

const saveUnit =
  (updating: boolean): MockHandler =>
  (req, res) => {
    const body = req.body ?? {};
    if (
      rejectMissing(
        res,
        body,
        updating
          ? ['id', 'code', 'building', 'floor', 'usage', 'grossArea', 'usableArea', 'refPrice']
          : ['code', 'building', 'floor', 'usage', 'grossArea', 'usableArea', 'refPrice'],
      )
    )
      return;
    const code = String(body.code).trim();
    if (!/^[A-Za-z0-9-]+$/.test(code)) return badRequest(res, 'code', 'body.code: must use letters, digits or -');
    if (!Number.isInteger(body.floor) || body.floor < -5 || body.floor > 200 || body.floor === 0)
      return badRequest(res, 'floor', 'body.floor: must be a whole number from -5 to 200');
    for (const f of ['grossArea', 'usableArea'] as const) {
      if (!(num(body[f]) !== null && body[f] > 0)) return badRequest(res, f, `body.${f}: must be greater than 0`);
    }
    if (body.usableArea > body.grossArea) return badRequest(res, 'usableArea', 'body.usableArea: cannot exceed grossArea');
    if (num(body.refPrice) === null || body.refPrice < 0) return badRequest(res, 'refPrice', 'body.refPrice: must not be negative');
    if (!isDate(body.availableFrom)) return badRequest(res, 'availableFrom', 'body.availableFrom: must be a date (YYYY-MM-DD)');
    const unit = updating ? units.find((u) => u.id === body.id) : undefined;
    if (updating && !unit) return notFound(res, 'Unit');
    if (units.some((u) => u.code === code && u.id !== unit?.id)) return conflict(res, `code: "${code}" is already used by another unit`, 'code');
    const fields = {
      code,
      building: String(body.building).trim(),
      floor: body.floor as number,
      usage: String(body.usage).trim(),
      rentalStatus: orNull(body.rentalStatus) ?? 'available',
      fitoutStatus: orNull(body.fitoutStatus) ?? 'bare',
      grossArea: body.grossArea as number,
      usableArea: body.usableArea as number,
      refPrice: body.refPrice as number,
      photos: Array.isArray(body.photos)
        ? (body.photos as Photo[]).map((p) => ({
            url: String(p.url),
            ...(p.thumbUrl ? { thumbUrl: String(p.thumbUrl) } : {}),
          }))
        : [],
      floorPlan: orNull(body.floorPlan),
      availableFrom: (body.availableFrom as string) ?? null,
      lng: num(body.lng),
      lat: num(body.lat),
      description: orNull(body.description),
    };
    const target: Unit = unit ?? { id: nextId(units), tenant: null, ...fields };
    const before = unit ? { ...unit } : null;
    Object.assign(target, fields);
    if (!unit) units.push(target);
    audit({
      action: unit ? 'update' : 'create',
      entity: 'unit',
      entityId: target.id,
      summary: target.code,
      before,
      after: fields,
    });
    res.json(ok(target));
  };

const sortKeys = ['code', 'usableArea', 'refPrice', 'availableFrom'] as const;
const base = '/apiv2/park/admin/resource/workshop';
const inRange = (v: number, min?: string, max?: string) => (!min || v >= Number(min)) && (!max || v <= Number(max));

export default {
  [`GET ${base}/buildings`]: requireAuth((_req, res) => {
    const counts = new Map<string, { unitCount: number; availableCount: number }>();
    for (const u of units) {
      const c = counts.get(u.building) ?? { unitCount: 0, availableCount: 0 };
      c.unitCount += 1;
      if (u.rentalStatus === 'available') c.availableCount += 1;
      counts.set(u.building, c);
    }
    res.json(ok([...counts.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([building, c]) => ({ building, ...c }))));
  }),
  [`GET ${base}/query`]: requireAuth((req, res) => {
    const q = req.query ?? {};
    // As the server: a building filter must name a building of the park.
    if (q.building && !units.some((u) => u.building === q.building)) return badRequest(res, 'building', `building: the park has no building "${q.building}"`);
    const field = (sortKeys as readonly string[]).includes(q.sortField) ? (q.sortField as (typeof sortKeys)[number]) : 'code';
    const dir = q.sortOrder === 'descend' ? -1 : 1;
    const list = units
      .filter(
        (u) =>
          (contains(u.code, q.keyword) || contains(u.tenant?.companyName, q.keyword)) &&
          (!q.building || u.building === q.building) &&
          (!q.usage || u.usage === q.usage) &&
          (!q.rentalStatus || u.rentalStatus === q.rentalStatus) &&
          inRange(u.usableArea, q.areaMin, q.areaMax) &&
          inRange(u.refPrice, q.priceMin, q.priceMax),
      )
      .sort((a, b) => {
        const x = a[field];
        const y = b[field];
        if (x === y) return a.id - b.id;
        if (x === null) return 1;
        if (y === null) return -1;
        return (x < y ? -1 : 1) * dir;
      });
    res.json(ok(page(list, q)));
  }),
  [`GET ${base}/detail`]: requireAuth((req, res) => {
    if (rejectMissing(res, req.query, ['id'], 'querystring')) return;
    const unit = units.find((u) => u.id === Number(req.query?.id));
    return unit ? res.json(ok(unit)) : notFound(res, 'Unit');
  }),
  [`POST ${base}/create`]: requireAuth(saveUnit(false)),
  [`POST ${base}/update`]: requireAuth(saveUnit(true)),
  [`POST ${base}/delete`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['id'])) return;
    const unit = units.find((u) => u.id === body.id);
    if (!unit) return notFound(res, 'Unit');
    if (unit.tenant) return conflict(res, `Unit ${unit.code} has a tenancy record (${unit.tenant.companyName}); it cannot be deleted`, 'id');
    units.splice(units.indexOf(unit), 1);
    audit({
      action: 'delete',
      entity: 'unit',
      entityId: unit.id,
      summary: unit.code,
      before: unit,
    });
    res.json(ok(null));
  }),
};
