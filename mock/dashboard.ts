import { DASHBOARD_LINKS as links, chinaMonth, occupancyRate } from '@shared/dashboard';
import { levelOf } from '@shared/airQuality';
import { nowIso, ok, requireAuth, type MockHandler } from './_helpers';

/**
 * The admin dashboard (server/modules/dashboard) as the mock admin sees it: every section, each figure with the
 * address of the list it counts (built by the same shared/dashboard.ts rules).
 */

const bucket = (value: string, count: number, link: string) => ({ value, count, link });

const buildings = [
  { building: 'A栋', units: 24, totalArea: 12600, occupiedArea: 10400 },
  { building: 'B栋', units: 18, totalArea: 9800, occupiedArea: 6100 },
  { building: 'C栋', units: 30, totalArea: 21500, occupiedArea: 12900 },
];

function dashboard() {
  const now = new Date();
  const month = chinaMonth(now);
  const aqi = 68;
  const level = levelOf(aqi);
  const totalArea = buildings.reduce((sum, b) => sum + b.totalArea, 0);
  const occupiedArea = buildings.reduce((sum, b) => sum + b.occupiedArea, 0);
  return {
    generatedAt: nowIso(),
    companies: {
      total: 186,
      link: links.companies(),
      byStatus: [
        bucket('active', 142, links.companies({ status: 'active' })),
        bucket('pending', 21, links.companies({ status: 'pending' })),
        bucket('moved_out', 17, links.companies({ status: 'moved_out' })),
        bucket('suspended', 6, links.companies({ status: 'suspended' })),
      ],
      byIndustry: [
        bucket('39', 48, links.companies({ industryCode: '39' })),
        bucket('65', 37, links.companies({ industryCode: '65' })),
        bucket('34', 29, links.companies({ industryCode: '34' })),
        bucket('27', 18, links.companies({ industryCode: '27' })),
        bucket('38', 15, links.companies({ industryCode: '38' })),
      ],
      otherIndustries: 39,
    },
    units: {
      total: 72,
      link: links.units(),
      totalArea,
      occupiedArea,
      occupancyRate: occupancyRate(occupiedArea, totalArea),
      byStatus: [
        { ...bucket('leased', 41, links.units({ rentalStatus: 'leased' })), area: 26800 },
        { ...bucket('available', 17, links.units({ rentalStatus: 'available' })), area: 12700 },
        { ...bucket('expiring', 6, links.units({ rentalStatus: 'expiring' })), area: 2600 },
        { ...bucket('self_use', 4, links.units({ rentalStatus: 'self_use' })), area: 0 },
        { ...bucket('locked', 4, links.units({ rentalStatus: 'locked' })), area: 1800 },
      ],
      byBuilding: buildings.map((b) => ({ ...b, occupancyRate: occupancyRate(b.occupiedArea, b.totalArea), link: links.units({ building: b.building }) })),
    },
    clues: {
      total: 318,
      link: links.clues(),
      byStage: [
        bucket('new', 64, links.clues({ stage: 'new' })),
        bucket('initial_contact', 58, links.clues({ stage: 'initial_contact' })),
        bucket('viewing_booked', 31, links.clues({ stage: 'viewing_booked' })),
        bucket('viewed', 29, links.clues({ stage: 'viewed' })),
        bucket('quoted', 24, links.clues({ stage: 'quoted' })),
        bucket('negotiating', 22, links.clues({ stage: 'negotiating' })),
        bucket('contract_intent', 12, links.clues({ stage: 'contract_intent' })),
        bucket('signed', 19, links.clues({ stage: 'signed' })),
        bucket('moved_in', 27, links.clues({ stage: 'moved_in' })),
        bucket('on_hold', 14, links.clues({ stage: 'on_hold' })),
        bucket('lost', 18, links.clues({ stage: 'lost' })),
      ],
      signedThisMonth: { count: 4, link: links.clues({ signedFrom: month.from, signedTo: month.to }) },
    },
    applications: {
      waiting: { count: 23, link: links.applications({ status: 'running' }) },
      approved: { count: 57, amount: 8_460_000, link: links.applications({ status: 'approved' }) },
    },
    policies: {
      open: { count: 41, link: links.policies({ status: 'published', windowStatus: 'open' }) },
      closingSoon: { count: 7, link: links.policies({ status: 'published', windowStatus: 'closing_soon' }) },
    },
    airQuality: {
      hour: new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 - 3_600_000).toISOString(),
      today: true,
      aqi,
      level: level.level,
      category: level.category,
      categoryEn: level.categoryEn,
      colour: level.colour,
      primary: ['pm25_24h' as const],
      link: links.airQuality(),
    },
    mine: {
      tasks: { count: 3, overdue: 1, link: links.tasks() },
      overdueFollowUps: { count: 2, link: links.clues({ tab: 'mine', overdue: 'true' }) },
      unreadNotices: { count: 5, link: links.notices() },
    },
  };
}

const getDashboard: MockHandler = (_req, res) => res.json(ok(dashboard()));

export default {
  'GET /api/portal/admin/data/dashboard': requireAuth(getDashboard),
};
