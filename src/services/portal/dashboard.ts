// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** The park at a glance (companies, units and occupancy, clues within the caller's data scope, applications, policies, today's AQI) and the caller's own work; a section whose area the caller may not see is neither computed nor sent. Every figure carries the address of the filtered list it counts GET /api/portal/admin/data/dashboard */
export async function adminDashboard(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: {
      generatedAt: string;
      companies: {
        total: number;
        link: string;
        byStatus: { value: string; count: number; link: string }[];
        byIndustry: { value: string; count: number; link: string }[];
        otherIndustries: number;
      };
      units: {
        total: number;
        link: string;
        totalArea: number;
        occupiedArea: number;
        occupancyRate: number | null;
        byStatus: { value: string; count: number; link: string; area: number }[];
        byBuilding: { building: string; units: number; totalArea: number; occupiedArea: number; occupancyRate: number | null; link: string }[];
      };
      clues: { total: number; link: string; byStage: { value: string; count: number; link: string }[]; signedThisMonth: { count: number; link: string } };
      applications: { waiting: { count: number; link: string }; approved: { count: number; link: string; amount: number } };
      policies: { open: { count: number; link: string }; closingSoon: { count: number; link: string } };
      airQuality: {
        hour: string | null;
        today: boolean;
        aqi: number | null;
        level: number | null;
        category: string | null;
        categoryEn: string | null;
        colour: string | null;
        primary: ('so2_24h' | 'so2_1h' | 'no2_24h' | 'no2_1h' | 'pm10_24h' | 'co_24h' | 'co_1h' | 'o3_1h' | 'o3_8h' | 'pm25_24h')[];
        link: string;
      };
      mine: {
        tasks: { count: number; overdue: number; link: string };
        overdueFollowUps: { count: number; link: string };
        unreadNotices: { count: number; link: string };
      };
    };
    message?: string;
  }>('/api/portal/admin/data/dashboard', {
    method: 'GET',
    ...(options || {}),
  });
}
