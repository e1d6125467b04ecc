import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok, pageOf } from '../../lib/envelope';
import { audit } from '../../lib/audit';
import { streamXlsx } from '../../lib/excel';
import * as s from './schemas';
import * as workshop from './service';
import { id, idParam } from '../../lib/fields';

const tags = ['workshop'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

/** The park's units (workshops, offices, …) at /apiv2/park/admin/resource/workshop/. */
export const workshopRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/apiv2/park/admin/resource/workshop';

    app.get(
      `${base}/query`,
      {
        config: { permission: 'workshop:query' },
        schema: {
          tags,
          operationId: 'queryWorkshops',
          summary: 'Units filtered by building, usage, rental status, area and price',
          querystring: s.unitQuery,
          response: { 200: envelope(pageOf(s.unitItem)), ...errors },
        },
      },
      async (request) => ok(await workshop.queryUnits(deps, request.query)),
    );

    // The filtered list as .xlsx in the list's order, streamed page by page; the web app downloads it as a blob with its token,
    // or opens it in a new window (createexcel=1) with a download grant.
    app.get(
      `${base}/export`,
      {
        config: { permission: 'workshop:export', download: true },
        schema: {
          tags,
          operationId: 'exportWorkshops',
          summary: 'The filtered unit list as an .xlsx file',
          querystring: s.unitExportQuery,
          response: { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope },
        },
      },
      async (request, reply) => {
        const q = request.query;
        // Checked before the first byte: once streaming has begun the status can no longer change.
        await workshop.assertKnownBuilding(deps.db, q.building);
        const label = await workshop.unitDictLabels(deps.db);
        await audit(deps.db, request, { action: 'export', entity: 'unit', summary: JSON.stringify(q) });
        return streamXlsx(reply, {
          fileName: '房源列表.xlsx',
          sheet: '房源',
          pages: workshop.unitPages(deps.db, q),
          columns: [
            { header: '房源编号', value: (u) => u.code },
            { header: '楼栋', value: (u) => u.building },
            { header: '楼层', width: 8, value: (u) => u.floor },
            { header: '用途', width: 10, value: (u) => label('unit_usage', u.usage) },
            { header: '租赁状态', width: 10, value: (u) => label('rental_status', u.rentalStatus) },
            { header: '装修状态', width: 10, value: (u) => label('fitout_status', u.fitoutStatus) },
            { header: '建筑面积（㎡）', value: (u) => u.grossArea },
            { header: '使用面积（㎡）', value: (u) => u.usableArea },
            { header: '参考租金（元/㎡·月）', width: 20, value: (u) => u.refPrice },
            { header: '可租日期', width: 12, value: (u) => u.availableFrom },
            { header: '当前租户', width: 36, value: (u) => u.tenant?.companyName ?? null },
            { header: '入驻日期', width: 12, value: (u) => u.tenant?.moveInOn ?? null },
          ],
        });
      },
    );

    app.get(
      `${base}/buildings`,
      {
        config: { permission: 'workshop:query' },
        schema: {
          tags,
          operationId: 'workshopBuildings',
          summary: "The park's buildings with their unit counts, for the screens' filters",
          response: { 200: envelope(z.array(s.buildingItem)), ...errors },
        },
      },
      async () => ok(await workshop.listBuildings(deps.db)),
    );

    app.get(
      `${base}/detail`,
      {
        config: { permission: 'workshop:query' },
        schema: { tags, operationId: 'workshopDetail', querystring: z.object({ id: idParam }), response: { 200: envelope(s.unitItem), ...errors } },
      },
      async (request) => ok(await workshop.unitDetail(deps.db, request.query.id)),
    );

    app.post(
      `${base}/create`,
      {
        config: { permission: 'workshop:save' },
        schema: { tags, operationId: 'createWorkshop', body: s.unitInput, response: { 200: envelope(s.unitItem), ...errors } },
      },
      async (request) => ok(await workshop.createUnit(deps, request, request.body)),
    );

    app.post(
      `${base}/update`,
      {
        config: { permission: 'workshop:save' },
        schema: { tags, operationId: 'updateWorkshop', body: s.unitUpdate, response: { 200: envelope(s.unitItem), ...errors } },
      },
      async (request) => ok(await workshop.updateUnit(deps, request, request.body)),
    );

    app.post(
      `${base}/delete`,
      {
        config: { permission: 'workshop:delete' },
        schema: {
          tags,
          operationId: 'deleteWorkshop',
          summary: 'Delete a unit that never had a tenancy',
          body: z.object({ id: id }),
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (request) => {
        await workshop.deleteUnit(deps, request, request.body.id);
        return ok(null);
      },
    );
  };
