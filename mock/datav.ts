import { levelOf } from '@shared/airQuality';
import { DATAV_PANELS, DATAV_REFRESH_MAX, DATAV_REFRESH_MIN, DATAV_TITLE_MAX, DEFAULT_DATAV, normaliseDatav, type DatavSettings } from '@shared/datav';
import { audit } from './_data';
import { badRequest, fail, ok, requireAuth, type MockHandler } from './_helpers';

/** The park's big screen (/datav) and its settings, as server/modules/datav answers them. */

let settings: DatavSettings = { ...DEFAULT_DATAV, panels: [...DEFAULT_DATAV.panels] };

const HOUR_MS = 3_600_000;
const level = (aqi: number | null) => {
  if (aqi === null) return { aqi, level: null, category: null, categoryEn: null, colour: null };
  const l = levelOf(aqi);
  return { aqi, level: l.level, category: l.category, categoryEn: l.categoryEn, colour: l.colour };
};

/** Two stations and their last 24 hours: a calm morning, a hazier afternoon. */
function airQuality() {
  const newest = Math.floor(Date.now() / HOUR_MS) * HOUR_MS - HOUR_MS;
  const station = (stationId: number, name: string, base: number) => {
    const series = Array.from({ length: 24 }, (_, i) => {
      const hour = new Date(newest - (23 - i) * HOUR_MS).toISOString();
      return { hour, aqi: Math.round(base + 30 * Math.sin(i / 4)) };
    });
    const last = series[series.length - 1];
    return { stationId, name, hour: last.hour, ...level(last.aqi), primary: ['pm25_24h' as const], series };
  };
  const stations = [station(1, '星湖街站', 62), station(2, '金鸡湖站', 48)];
  const top = stations.reduce((a, b) => (b.aqi! > a.aqi! ? b : a));
  return { park: { hour: top.hour, ...level(top.aqi), primary: top.primary }, stations };
}

const STAGES: [string, string, number][] = [
  ['new', '新线索', 42],
  ['initial_contact', '初步接洽', 31],
  ['viewing_booked', '预约看房', 18],
  ['viewed', '已看房', 14],
  ['quoted', '已报价', 9],
  ['negotiating', '洽谈中', 7],
  ['contract_intent', '意向签约', 4],
  ['signed', '已签约', 6],
  ['moved_in', '已入驻', 11],
];

function screen() {
  const published = new Set(settings.panels);
  const data: Record<string, unknown> = {
    title: settings.title ?? '苏州工业园区星湖科技园',
    refreshSeconds: settings.refreshSeconds,
    generatedAt: new Date().toISOString(),
    panels: settings.panels,
  };
  if (published.has('parkFigures'))
    data.parkFigures = {
      companiesInPark: 186,
      units: 240,
      totalArea: 128_400,
      occupiedArea: 104_650.5,
      occupancyRate: 0.815,
      byBuilding: [
        { building: '1号楼', units: 60, totalArea: 32_000, occupiedArea: 29_100, occupancyRate: 0.9094 },
        { building: '2号楼', units: 80, totalArea: 41_400, occupiedArea: 33_050.5, occupancyRate: 0.7983 },
        { building: '3号厂房', units: 100, totalArea: 55_000, occupiedArea: 42_500, occupancyRate: 0.7727 },
      ],
    };
  if (published.has('funnel'))
    data.funnel = {
      stages: STAGES.map(([stage, label, count], i) => ({ stage, label, count, reached: STAGES.slice(i).reduce((sum, s) => sum + s[2], 0) })),
      total: STAGES.reduce((sum, s) => sum + s[2], 0) + 12,
      signedThisYear: 23,
    };
  if (published.has('airQuality')) data.airQuality = airQuality();
  if (published.has('policies'))
    data.policies = {
      open: 18,
      closingSoon: 3,
      latest: [
        {
          id: 1,
          title: '苏州工业园区高新技术企业培育资金管理办法',
          level: 'district',
          publishDate: '2026-11-18',
          supportType: '资金扶持',
          maxAmount: 50,
          windowStatus: 'open',
          deadline: '2026-12-31',
        },
        {
          id: 2,
          title: '关于组织申报2026年度专精特新中小企业的通知',
          level: 'provincial',
          publishDate: '2026-11-10',
          supportType: '资质认定',
          maxAmount: null,
          windowStatus: 'closing_soon',
          deadline: '2026-11-30',
        },
        {
          id: 3,
          title: '园区人才安居补贴实施细则',
          level: 'district',
          publishDate: '2026-10-28',
          supportType: '人才补贴',
          maxAmount: 10,
          windowStatus: 'open',
          deadline: null,
        },
      ],
    };
  return data;
}

const getScreen: MockHandler = (_req, res) => {
  if (!settings.enabled) return res.status(404).json(fail(404, 'The big screen not found'));
  res.json(ok(screen()));
};

const saveSettings: MockHandler = (req, res) => {
  const body = req.body ?? {};
  if (typeof body.enabled !== 'boolean') return badRequest(res, 'enabled', 'body.enabled: must be true or false');
  if (!Array.isArray(body.panels) || body.panels.some((p: string) => !(DATAV_PANELS as readonly string[]).includes(p)))
    return badRequest(res, 'panels', `body.panels: must name panels of ${DATAV_PANELS.join(', ')}`);
  const refresh = body.refreshSeconds;
  if (!Number.isInteger(refresh) || refresh < DATAV_REFRESH_MIN || refresh > DATAV_REFRESH_MAX)
    return badRequest(res, 'refreshSeconds', `body.refreshSeconds: must be ${DATAV_REFRESH_MIN}–${DATAV_REFRESH_MAX} seconds`);
  if (typeof body.title === 'string' && body.title.trim().length > DATAV_TITLE_MAX)
    return badRequest(res, 'title', `body.title: at most ${DATAV_TITLE_MAX} characters`);
  const before = settings;
  settings = normaliseDatav(body);
  audit({ action: 'update', entity: 'datavScreen', summary: settings.enabled ? settings.panels.join(', ') : 'disabled', before, after: settings });
  res.json(ok(settings));
};

export default {
  'GET /api/datav/misc/screen': getScreen,
  'GET /api/portal/admin/config/getdatav': requireAuth((_req, res) => res.json(ok(settings))),
  'POST /api/portal/admin/config/postdatav': requireAuth(saveSettings),
};
