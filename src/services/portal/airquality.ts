// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** Every station's latest reading and AQI, and the park's GET /api/datav/misc/env/getdata */
export async function getAirQualityData(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: {
      stations: {
        stationId: number;
        name: string;
        x: number;
        y: number;
        status: 'active' | 'maintenance' | 'retired';
        pollutants: ('so2' | 'no2' | 'pm10' | 'co' | 'o3' | 'pm25')[];
        hour: string | null;
        so2: number | null;
        no2: number | null;
        pm10: number | null;
        co: number | null;
        o3: number | null;
        pm25: number | null;
        aqi: number | null;
        level: number | null;
        category: string | null;
        categoryEn: string | null;
        colour: string | null;
        primary: ('so2_24h' | 'so2_1h' | 'no2_24h' | 'no2_1h' | 'pm10_24h' | 'co_24h' | 'co_1h' | 'o3_1h' | 'o3_8h' | 'pm25_24h')[];
        aqiVersion: string | null;
      }[];
      park: {
        hour: string | null;
        aqi: number | null;
        level: number | null;
        category: string | null;
        categoryEn: string | null;
        colour: string | null;
        primary: ('so2_24h' | 'so2_1h' | 'no2_24h' | 'no2_1h' | 'pm10_24h' | 'co_24h' | 'co_1h' | 'o3_1h' | 'o3_8h' | 'pm25_24h')[];
      };
    };
    message?: string;
  }>('/api/datav/misc/env/getdata', {
    method: 'GET',
    ...(options || {}),
  });
}

/** A station's hourly readings or daily AQI (HJ 633, days by GB 3095's validity rules) from one day to another, at most 366 days GET /api/datav/misc/env/getHisData */
export async function getAirQualityHistory(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getAirQualityHistoryParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      stationId: number;
      name: string;
      granularity: 'hour' | 'day';
      hours: {
        hour: string;
        so2: number | null;
        no2: number | null;
        pm10: number | null;
        co: number | null;
        o3: number | null;
        pm25: number | null;
        aqi: number | null;
        level: number | null;
        category: string | null;
        categoryEn: string | null;
        colour: string | null;
        primary: ('so2_24h' | 'so2_1h' | 'no2_24h' | 'no2_1h' | 'pm10_24h' | 'co_24h' | 'co_1h' | 'o3_1h' | 'o3_8h' | 'pm25_24h')[];
        aqiVersion: string;
      }[];
      days: {
        day: string;
        status: 'ok' | 'insufficient';
        hours: number;
        aqi: number | null;
        level: number | null;
        category: string | null;
        categoryEn: string | null;
        colour: string | null;
        primary: ('so2_24h' | 'so2_1h' | 'no2_24h' | 'no2_1h' | 'pm10_24h' | 'co_24h' | 'co_1h' | 'o3_1h' | 'o3_8h' | 'pm25_24h')[];
        exceeding: ('so2_24h' | 'so2_1h' | 'no2_24h' | 'no2_1h' | 'pm10_24h' | 'co_24h' | 'co_1h' | 'o3_1h' | 'o3_8h' | 'pm25_24h')[];
        missing: ('so2' | 'no2' | 'pm10' | 'co' | 'o3' | 'pm25')[];
        so2: number | null;
        no2: number | null;
        pm10: number | null;
        co: number | null;
        pm25: number | null;
        o3_1h: number | null;
        o3_8h: number | null;
        aqiVersion: string;
      }[];
    };
    message?: string;
  }>('/api/datav/misc/env/getHisData', {
    method: 'GET',
    params: {
      // granularity has a default value: hour
      granularity: 'hour',
      ...params,
    },
    ...(options || {}),
  });
}

/** A station's hourly readings (its key in the x-station-key header); an hour already stored is replaced. Any wrong field refuses the whole request with a 400 naming it POST /api/datav/misc/env/savedata */
export async function saveAirQualityData(
  body: {
    readings: { hour: string; so2?: number | null; no2?: number | null; pm10?: number | null; co?: number | null; o3?: number | null; pm25?: number | null }[];
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      stationId: number;
      saved: number;
      replaced: number;
      readings: {
        hour: string;
        aqi: number | null;
        level: number | null;
        primary: ('so2_24h' | 'so2_1h' | 'no2_24h' | 'no2_1h' | 'pm10_24h' | 'co_24h' | 'co_1h' | 'o3_1h' | 'o3_8h' | 'pm25_24h')[];
        aqiVersion: string;
        replaced: boolean;
      }[];
    };
    message?: string;
  }>('/api/datav/misc/env/savedata', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Hourly readings with their AQI, filtered, sorted and paged; or (granularity=day) one station's daily AQI GET /apiv2/env/admin/airquality */
export async function queryAirQuality(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryAirQualityParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      granularity: 'hour' | 'day';
      list: {
        hour: string;
        so2: number | null;
        no2: number | null;
        pm10: number | null;
        co: number | null;
        o3: number | null;
        pm25: number | null;
        aqi: number | null;
        level: number | null;
        category: string | null;
        categoryEn: string | null;
        colour: string | null;
        primary: ('so2_24h' | 'so2_1h' | 'no2_24h' | 'no2_1h' | 'pm10_24h' | 'co_24h' | 'co_1h' | 'o3_1h' | 'o3_8h' | 'pm25_24h')[];
        aqiVersion: string;
        id: number;
        stationId: number;
        stationName: string;
        source: 'push' | 'import' | 'manual' | 'seed';
        updatedAt: string;
      }[];
      days: {
        day: string;
        status: 'ok' | 'insufficient';
        hours: number;
        aqi: number | null;
        level: number | null;
        category: string | null;
        categoryEn: string | null;
        colour: string | null;
        primary: ('so2_24h' | 'so2_1h' | 'no2_24h' | 'no2_1h' | 'pm10_24h' | 'co_24h' | 'co_1h' | 'o3_1h' | 'o3_8h' | 'pm25_24h')[];
        exceeding: ('so2_24h' | 'so2_1h' | 'no2_24h' | 'no2_1h' | 'pm10_24h' | 'co_24h' | 'co_1h' | 'o3_1h' | 'o3_8h' | 'pm25_24h')[];
        missing: ('so2' | 'no2' | 'pm10' | 'co' | 'o3' | 'pm25')[];
        so2: number | null;
        no2: number | null;
        pm10: number | null;
        co: number | null;
        pm25: number | null;
        o3_1h: number | null;
        o3_8h: number | null;
        aqiVersion: string;
        stationId: number;
        stationName: string;
      }[];
      total: number;
      more: boolean;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/env/admin/airquality', {
    method: 'GET',
    params: {
      // sortField has a default value: hour
      sortField: 'hour',
      // sortOrder has a default value: descend
      sortOrder: 'descend',
      // granularity has a default value: hour
      granularity: 'hour',
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 20
      pageSize: '20',
      ...params,
    },
    ...(options || {}),
  });
}

/** Delete an alert rule POST /apiv2/env/admin/airquality/alertruledelete */
export async function deleteAirQualityAlertRule(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/apiv2/env/admin/airquality/alertruledelete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Create (no id) or update an alert rule: AQI over a value for N hours in a row sends a notice to the chosen roles POST /apiv2/env/admin/airquality/alertrulepost */
export async function saveAirQualityAlertRule(
  body: {
    id?: number;
    name: string;
    stationId: number | null;
    aqiAbove: number;
    hours: number;
    roleIds: number[];
    enabled: boolean;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      stationId: number | null;
      stationName: string | null;
      aqiAbove: number;
      hours: number;
      roleIds: number[];
      enabled: boolean;
      fired: number;
      lastFiredAt: string | null;
      updatedAt: string;
    };
    message?: string;
  }>('/apiv2/env/admin/airquality/alertrulepost', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** The alert rules with how often each fired GET /apiv2/env/admin/airquality/alertrules */
export async function queryAirQualityAlertRules(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        name: string;
        stationId: number | null;
        stationName: string | null;
        aqiAbove: number;
        hours: number;
        roleIds: number[];
        enabled: boolean;
        fired: number;
        lastFiredAt: string | null;
        updatedAt: string;
      }[];
      total: number;
    };
    message?: string;
  }>('/apiv2/env/admin/airquality/alertrules', {
    method: 'GET',
    ...(options || {}),
  });
}

/** The filtered readings (or days) as an .xlsx file GET /apiv2/env/admin/airquality/export */
export async function exportAirQuality(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.exportAirQualityParams,
  options?: { [key: string]: any },
) {
  return request<any>('/apiv2/env/admin/airquality/export', {
    method: 'GET',
    params: {
      // sortField has a default value: hour
      sortField: 'hour',
      // sortOrder has a default value: descend
      sortOrder: 'descend',
      // granularity has a default value: hour
      granularity: 'hour',
      ...params,
    },
    ...(options || {}),
  });
}

/** Import a day or a month of one station's hourly readings from .xlsx or UTF-8 CSV (multipart field "file", at most 744 rows); every rejected cell is reported; nothing is written while a row is rejected unless skipInvalid=true POST /apiv2/env/admin/airquality/import */
export async function importAirQuality(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.importAirQualityParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      total: number;
      imported: number;
      replaced: number;
      rejectedRows: number;
      rejected: { row: number; column: string; value: string; message: string }[];
    };
    message?: string;
  }>('/apiv2/env/admin/airquality/import', {
    method: 'POST',
    params: {
      // skipInvalid has a default value: false
      skipInvalid: 'false',
      ...params,
    },
    ...(options || {}),
  });
}

/** The import template: 时间 and the six pollutants, with notes GET /apiv2/env/admin/airquality/import-template */
export async function airQualityImportTemplate(options?: { [key: string]: any }) {
  return request<any>('/apiv2/env/admin/airquality/import-template', {
    method: 'GET',
    ...(options || {}),
  });
}

/** Delete one hour of a station's readings POST /apiv2/env/admin/airquality/readingdelete */
export async function deleteAirQualityReading(
  body: {
    stationId: number;
    hour: string;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/apiv2/env/admin/airquality/readingdelete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Enter or correct one hour of a station's readings (checked as a station's push; a replaced hour is logged) POST /apiv2/env/admin/airquality/readingpost */
export async function saveAirQualityReading(
  body: {
    hour: string;
    so2?: number | null;
    no2?: number | null;
    pm10?: number | null;
    co?: number | null;
    o3?: number | null;
    pm25?: number | null;
    stationId: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      hour: string;
      aqi: number | null;
      level: number | null;
      primary: ('so2_24h' | 'so2_1h' | 'no2_24h' | 'no2_1h' | 'pm10_24h' | 'co_24h' | 'co_1h' | 'o3_1h' | 'o3_8h' | 'pm25_24h')[];
      aqiVersion: string;
      replaced: boolean;
    };
    message?: string;
  }>('/apiv2/env/admin/airquality/readingpost', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Delete a station without readings POST /apiv2/env/admin/airquality/stationdelete */
export async function deleteAirQualityStation(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/apiv2/env/admin/airquality/stationdelete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** A new key for the station, shown this once (only its hash is kept; the previous key stops working) POST /apiv2/env/admin/airquality/stationkey */
export async function createAirQualityStationKey(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { stationId: number; key: string; keyHint: string; keyCreatedAt: string }; message?: string }>(
    '/apiv2/env/admin/airquality/stationkey',
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
      },
      data: body,
      ...(options || {}),
    },
  );
}

/** Revoke the station's key at once POST /apiv2/env/admin/airquality/stationkeyrevoke */
export async function revokeAirQualityStationKey(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      x: number;
      y: number;
      address: string | null;
      pollutants: ('so2' | 'no2' | 'pm10' | 'co' | 'o3' | 'pm25')[];
      status: 'active' | 'maintenance' | 'retired';
      hasKey: boolean;
      keyHint: string | null;
      keyCreatedAt: string | null;
      keyRevokedAt: string | null;
      readings: number;
      lastHour: string | null;
      updatedAt: string;
    };
    message?: string;
  }>('/apiv2/env/admin/airquality/stationkeyrevoke', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Create (no id) or update a station POST /apiv2/env/admin/airquality/stationpost */
export async function saveAirQualityStation(
  body: {
    id?: number;
    name: string;
    x: number;
    y: number;
    address?: string | null;
    pollutants: ('so2' | 'no2' | 'pm10' | 'co' | 'o3' | 'pm25')[];
    status: 'active' | 'maintenance' | 'retired';
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      x: number;
      y: number;
      address: string | null;
      pollutants: ('so2' | 'no2' | 'pm10' | 'co' | 'o3' | 'pm25')[];
      status: 'active' | 'maintenance' | 'retired';
      hasKey: boolean;
      keyHint: string | null;
      keyCreatedAt: string | null;
      keyRevokedAt: string | null;
      readings: number;
      lastHour: string | null;
      updatedAt: string;
    };
    message?: string;
  }>('/apiv2/env/admin/airquality/stationpost', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Every station with its key state and readings GET /apiv2/env/admin/airquality/stations */
export async function queryAirQualityStations(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        name: string;
        x: number;
        y: number;
        address: string | null;
        pollutants: ('so2' | 'no2' | 'pm10' | 'co' | 'o3' | 'pm25')[];
        status: 'active' | 'maintenance' | 'retired';
        hasKey: boolean;
        keyHint: string | null;
        keyCreatedAt: string | null;
        keyRevokedAt: string | null;
        readings: number;
        lastHour: string | null;
        updatedAt: string;
      }[];
      total: number;
    };
    message?: string;
  }>('/apiv2/env/admin/airquality/stations', {
    method: 'GET',
    ...(options || {}),
  });
}
