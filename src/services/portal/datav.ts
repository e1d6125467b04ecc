// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** The big screen's published panels (park figures, the pipeline's counts, air quality now and over 24 hours, the latest policies); an unpublished panel is neither computed nor sent; 404 while the screen is switched off. One answer serves every display for 30 s GET /api/datav/misc/screen */
export async function getDatavScreen(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: {
      title: string;
      refreshSeconds: number;
      generatedAt: string;
      panels: ('parkFigures' | 'funnel' | 'airQuality' | 'policies')[];
      parkFigures: {
        companiesInPark: number;
        units: number;
        totalArea: number;
        occupiedArea: number;
        occupancyRate: number | null;
        byBuilding: { building: string; units: number; totalArea: number; occupiedArea: number; occupancyRate: number | null }[];
      };
      funnel: { stages: { stage: string; label: string; count: number; reached: number }[]; total: number; signedThisYear: number };
      airQuality: {
        park: {
          hour: string | null;
          aqi: number | null;
          level: number | null;
          category: string | null;
          categoryEn: string | null;
          colour: string | null;
          primary: ('so2_24h' | 'so2_1h' | 'no2_24h' | 'no2_1h' | 'pm10_24h' | 'co_24h' | 'co_1h' | 'o3_1h' | 'o3_8h' | 'pm25_24h')[];
        };
        stations: {
          stationId: number;
          name: string;
          hour: string | null;
          aqi: number | null;
          level: number | null;
          category: string | null;
          categoryEn: string | null;
          colour: string | null;
          primary: ('so2_24h' | 'so2_1h' | 'no2_24h' | 'no2_1h' | 'pm10_24h' | 'co_24h' | 'co_1h' | 'o3_1h' | 'o3_8h' | 'pm25_24h')[];
          series: { hour: string; aqi: number | null }[];
        }[];
      };
      policies: {
        open: number;
        closingSoon: number;
        latest: {
          id: number;
          title: string;
          level: 'national' | 'provincial' | 'city' | 'district';
          publishDate: string;
          supportType: string;
          maxAmount: number | null;
          windowStatus: 'upcoming' | 'open' | 'closing_soon' | 'closed';
          deadline: string | null;
        }[];
      };
    };
    message?: string;
  }>('/api/datav/misc/screen', {
    method: 'GET',
    ...(options || {}),
  });
}

/** The big screen's settings: on or off, its title, the published panels, how often it refreshes GET /api/portal/admin/config/getdatav */
export async function getDatavSettings(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: { enabled: boolean; title: string | null; panels: ('parkFigures' | 'funnel' | 'airQuality' | 'policies')[]; refreshSeconds: number };
    message?: string;
  }>('/api/portal/admin/config/getdatav', {
    method: 'GET',
    ...(options || {}),
  });
}

/** Save the big screen's settings (the whole form); the displays read them at their next refresh POST /api/portal/admin/config/postdatav */
export async function saveDatavSettings(
  body: {
    enabled: boolean;
    title?: string | null;
    panels: ('parkFigures' | 'funnel' | 'airQuality' | 'policies')[];
    refreshSeconds: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { enabled: boolean; title: string | null; panels: ('parkFigures' | 'funnel' | 'airQuality' | 'policies')[]; refreshSeconds: number };
    message?: string;
  }>('/api/portal/admin/config/postdatav', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}
