import { contentDisposition } from '@shared/contentDisposition';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ITEM_LABEL, type Item } from '@shared/airQuality';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import { streamXlsx, type ExcelColumn } from '../../lib/excel';
import { idBody } from '../../lib/fields';
import { IMPORT_LIMITS, importReadings, importTemplate } from './import';
import * as s from './schemas';
import * as aq from './service';

/** An instant as the park reads it: "YYYY-MM-DD HH:mm" China Standard Time. */
const cstText = (isoText: string) => {
  const d = new Date(Date.parse(isoText) + 8 * 3600_000).toISOString();
  return `${d.slice(0, 10)} ${d.slice(11, 16)}`;
};

const tags = ['airquality'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

/** Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is written as text. */
const cellText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
const primaryText = (items: Item[]) => items.map((i) => ITEM_LABEL[i]).join('、');
const SOURCE_LABEL = { push: '站点上报', import: '导入', manual: '手工录入', seed: '演示数据' } as const;

/**
 * Air quality (spec §7): the stations' pushes and the public reads under /api/datav/misc/env/ (savedata, getdata,
 * getHisData), the admin's readings, stations, keys, import and alert rules under /apiv2/env/admin/airquality.
 */
export const airQualityRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/apiv2/env/admin/airquality';

    // ---------- stations and the public ----------
    app.post(
      '/api/datav/misc/env/savedata',
      {
        // Public to the session guard: the station's own key (X-Station-Key) is checked by the service, 401 when wrong or revoked.
        config: { public: true },
        schema: {
          tags,
          operationId: 'saveAirQualityData',
          summary: `A station's hourly readings (its key in the ${aq.STATION_KEY_HEADER} header); an hour already stored is replaced. Any wrong field refuses the whole request with a 400 naming it`,
          headers: z.object({ [aq.STATION_KEY_HEADER]: z.string().max(200).optional() }),
          body: s.saveDataBody,
          response: { 200: envelope(s.saveDataResult), ...errors },
        },
      },
      async (request) => ok(await aq.saveData(deps, request, request.body)),
    );
    app.get(
      '/api/datav/misc/env/getdata',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'getAirQualityData',
          summary: "Every station's latest reading and AQI, and the park's",
          response: { 200: envelope(s.latestData), ...errors },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        return ok(await aq.latestData(deps.db));
      },
    );
    app.get(
      '/api/datav/misc/env/getHisData',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'getAirQualityHistory',
          summary: `A station's hourly readings or daily AQI (HJ 633, days by GB 3095's validity rules) from one day to another, at most ${aq.MAX_RANGE_DAYS} days`,
          querystring: s.hisQuery,
          response: { 200: envelope(s.hisData), ...errors },
        },
      },
      async (request) => ok(await aq.history(deps.db, request.query)),
    );

    // ---------- readings ----------
    app.get(
      base,
      {
        config: { permission: 'airquality:query' },
        schema: {
          tags,
          operationId: 'queryAirQuality',
          summary: "Hourly readings with their AQI, filtered, sorted and paged; or (granularity=day) one station's daily AQI",
          querystring: s.readingQuery,
          response: { 200: envelope(s.readingList), ...errors },
        },
      },
      async (request) => ok(await aq.queryReadings(deps.db, request.query)),
    );
    app.get(
      `${base}/export`,
      {
        config: { permission: 'airquality:query', download: true },
        schema: {
          tags,
          operationId: 'exportAirQuality',
          summary: 'The filtered readings (or days) as an .xlsx file',
          querystring: s.readingExportQuery,
          response: { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope },
        },
      },
      async (request, reply) => {
        const q = request.query;
        await audit(deps.db, request, { action: 'export', entity: 'aqReading', summary: JSON.stringify(q) });
        const level = { header: '类别', value: (r: { category: string | null }) => r.category };
        if (q.granularity === 'day') {
          type Day = Awaited<ReturnType<typeof aq.daysOf>>[number] & { stationName: string };
          const columns: ExcelColumn<Day>[] = [
            { header: '站点', width: 18, value: (d) => cellText(d.stationName) },
            { header: '日期', width: 12, value: (d) => d.day },
            { header: '有效小时', value: (d) => d.hours },
            { header: 'AQI', value: (d) => (d.status === 'ok' ? d.aqi : '数据不足') },
            level,
            { header: '首要污染物', width: 18, value: (d) => primaryText(d.primary) },
            { header: '超标污染物', width: 18, value: (d) => primaryText(d.exceeding) },
            { header: 'SO2', value: (d) => d.so2 },
            { header: 'NO2', value: (d) => d.no2 },
            { header: 'PM10', value: (d) => d.pm10 },
            { header: 'CO', value: (d) => d.co },
            { header: 'O3 1h 最大', value: (d) => d.o3_1h },
            { header: 'O3 8h 最大', value: (d) => d.o3_8h },
            { header: 'PM2.5', value: (d) => d.pm25 },
            { header: '标准版本', width: 14, value: (d) => d.aqiVersion },
          ];
          return streamXlsx(reply, { fileName: '空气质量日报.xlsx', sheet: '日报', columns, pages: aq.dayPages(deps.db, q) });
        }
        type Reading = ReturnType<typeof aq.readingPages> extends AsyncGenerator<(infer R)[]> ? R : never;
        const columns: ExcelColumn<Reading>[] = [
          { header: '站点', width: 18, value: (r) => cellText(r.stationName) },
          { header: '时间', width: 18, value: (r) => cstText(r.hour) },
          { header: 'SO2', value: (r) => r.so2 },
          { header: 'NO2', value: (r) => r.no2 },
          { header: 'PM10', value: (r) => r.pm10 },
          { header: 'CO', value: (r) => r.co },
          { header: 'O3', value: (r) => r.o3 },
          { header: 'PM2.5', value: (r) => r.pm25 },
          { header: 'AQI', value: (r) => r.aqi },
          level,
          { header: '首要污染物', width: 18, value: (r) => primaryText(r.primary) },
          { header: '标准版本', width: 14, value: (r) => r.aqiVersion },
          { header: '来源', value: (r) => SOURCE_LABEL[r.source] },
        ];
        return streamXlsx(reply, { fileName: '空气质量小时值.xlsx', sheet: '小时值', columns, pages: aq.readingPages(deps.db, q) });
      },
    );
    app.post(
      `${base}/readingpost`,
      {
        config: { permission: 'airquality:save' },
        schema: {
          tags,
          operationId: 'saveAirQualityReading',
          summary: "Enter or correct one hour of a station's readings (checked as a station's push; a replaced hour is logged)",
          body: s.readingPost,
          response: { 200: envelope(s.savedReading), ...errors },
        },
      },
      async (request) => ok(await aq.saveReading(deps, request, request.body)),
    );
    app.post(
      `${base}/readingdelete`,
      {
        config: { permission: 'airquality:save' },
        schema: {
          tags,
          operationId: 'deleteAirQualityReading',
          summary: "Delete one hour of a station's readings",
          body: s.readingDelete,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (request) => {
        await aq.deleteReading(deps, request, request.body);
        return ok(null);
      },
    );

    // ---------- stations and keys ----------
    app.get(
      `${base}/stations`,
      {
        config: { permission: ['airquality:query', 'airquality:station'] },
        schema: {
          tags,
          operationId: 'queryAirQualityStations',
          summary: 'Every station with its key state and readings',
          response: { 200: envelope(s.stationList), ...errors },
        },
      },
      async () => ok(await aq.queryStations(deps.db)),
    );
    app.post(
      `${base}/stationpost`,
      {
        config: { permission: 'airquality:station' },
        schema: {
          tags,
          operationId: 'saveAirQualityStation',
          summary: 'Create (no id) or update a station',
          body: s.stationPost,
          response: { 200: envelope(s.station), ...errors },
        },
      },
      async (request) => ok(await aq.saveStation(deps, request, request.body)),
    );
    app.post(
      `${base}/stationdelete`,
      {
        config: { permission: 'airquality:station' },
        schema: {
          tags,
          operationId: 'deleteAirQualityStation',
          summary: 'Delete a station without readings',
          body: idBody,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (request) => {
        await aq.deleteStation(deps, request, request.body.id);
        return ok(null);
      },
    );
    app.post(
      `${base}/stationkey`,
      {
        config: { permission: 'airquality:station' },
        schema: {
          tags,
          operationId: 'createAirQualityStationKey',
          summary: 'A new key for the station, shown this once (only its hash is kept; the previous key stops working)',
          body: idBody,
          response: { 200: envelope(s.stationKey), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await aq.createStationKey(deps, request, request.body.id));
      },
    );
    app.post(
      `${base}/stationkeyrevoke`,
      {
        config: { permission: 'airquality:station' },
        schema: {
          tags,
          operationId: 'revokeAirQualityStationKey',
          summary: "Revoke the station's key at once",
          body: idBody,
          response: { 200: envelope(s.station), ...errors },
        },
      },
      async (request) => ok(await aq.revokeStationKey(deps, request, request.body.id)),
    );

    // ---------- alert rules ----------
    app.get(
      `${base}/alertrules`,
      {
        config: { permission: 'airquality:query' },
        schema: {
          tags,
          operationId: 'queryAirQualityAlertRules',
          summary: 'The alert rules with how often each fired',
          response: { 200: envelope(s.alertRuleList), ...errors },
        },
      },
      async () => ok(await aq.queryAlertRules(deps.db)),
    );
    app.post(
      `${base}/alertrulepost`,
      {
        config: { permission: 'airquality:save' },
        schema: {
          tags,
          operationId: 'saveAirQualityAlertRule',
          summary: 'Create (no id) or update an alert rule: AQI over a value for N hours in a row sends a notice to the chosen roles',
          body: s.alertRulePost,
          response: { 200: envelope(s.alertRule), ...errors },
        },
      },
      async (request) => ok(await aq.saveAlertRule(deps, request, request.body)),
    );
    app.post(
      `${base}/alertruledelete`,
      {
        config: { permission: 'airquality:save' },
        schema: {
          tags,
          operationId: 'deleteAirQualityAlertRule',
          summary: 'Delete an alert rule',
          body: idBody,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (request) => {
        await aq.deleteAlertRule(deps, request, request.body.id);
        return ok(null);
      },
    );

    // ---------- import (only this scope accepts multipart bodies) ----------
    await app.register(async (scope) => {
      const r = scope.withTypeProvider<ZodTypeProvider>();
      await r.register(fastifyMultipart, {
        throwFileSizeLimit: true,
        limits: { fileSize: IMPORT_LIMITS.fileBytes, files: 1, fields: 5, parts: 6, headerPairs: 50 },
      });
      r.get(
        `${base}/import-template`,
        {
          config: { permission: 'airquality:import' },
          schema: {
            tags,
            operationId: 'airQualityImportTemplate',
            summary: 'The import template: 时间 and the six pollutants, with notes',
            response: { 200: z.unknown().describe('The .xlsx file'), 401: errorEnvelope, 403: errorEnvelope },
          },
        },
        async (_request, reply) =>
          reply
            .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
            .header('content-disposition', contentDisposition('attachment', '空气质量导入模板.xlsx', 'airquality-import-template.xlsx'))
            .send(await importTemplate()),
      );
      r.post(
        `${base}/import`,
        {
          config: { permission: 'airquality:import' },
          schema: {
            tags,
            operationId: 'importAirQuality',
            summary: `Import a day or a month of one station's hourly readings from .xlsx or UTF-8 CSV (multipart field "file", at most ${IMPORT_LIMITS.rows} rows); every rejected cell is reported; nothing is written while a row is rejected unless skipInvalid=true`,
            consumes: ['multipart/form-data'],
            querystring: s.importQuery,
            response: { 200: envelope(s.importResult), ...errors, 413: errorEnvelope, 415: errorEnvelope },
          },
        },
        async (request) => ok(await importReadings(deps, request, request.query)),
      );
    });
  };
