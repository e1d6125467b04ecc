import { contentDisposition } from '@shared/contentDisposition';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok, pageOf } from '../../lib/envelope';
import * as s from './schemas';
import { audit } from '../../lib/audit';
import { streamXlsx } from '../../lib/excel';
import * as company from './service';
import { dictLabeller } from '../dict/service';
import { IMPORT_LIMITS, importCompanies, importTemplate } from './import';
import { idQuery } from '../../lib/fields';

const tags = ['company'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

/** Companies, their customers and suppliers, and recruitment, at /apiv2/company/admin/. */
export const companyRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/apiv2/company/admin';

    app.get(
      `${base}/query`,
      {
        config: { permission: 'company:query' },
        schema: {
          tags,
          operationId: 'queryCompanies',
          summary: 'Companies, paged, filtered and sorted',
          querystring: s.companyQuery,
          response: { 200: envelope(pageOf(s.companyItem)), ...errors },
        },
      },
      async (request) => ok(await company.queryCompanies(deps, request.query)),
    );

    // The filtered list as .xlsx in the screen's order, streamed; the web app downloads it as a blob with its token, or
    // opens it in a new window (createexcel=1) with a download grant.
    app.get(
      `${base}/export`,
      {
        config: { permission: 'company:export', download: true },
        schema: {
          tags,
          operationId: 'exportCompanies',
          summary: 'The filtered company list as an .xlsx file',
          querystring: s.companyQuery.omit({ current: true, pageSize: true }),
          response: { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope },
        },
      },
      async (request, reply) => {
        await audit(deps.db, request, { action: 'export', entity: 'company', summary: JSON.stringify(request.query) });
        const label = await dictLabeller(deps.db, ['industry', 'enterprise_scale', 'company_status', 'qualification'] as const);
        return streamXlsx(reply, {
          fileName: '企业列表.xlsx',
          sheet: '企业',
          pages: company.companyPages(deps.db, request.query),
          columns: [
            { header: '企业名称', width: 36, value: (c) => c.name },
            { header: '统一社会信用代码', width: 22, value: (c) => c.creditCode },
            { header: '法定代表人', value: (c) => c.legalPerson },
            { header: '成立日期', value: (c) => c.foundedOn },
            { header: '注册资本（万元）', value: (c) => c.registeredCapital },
            { header: '行业代码', value: (c) => c.industryCode },
            { header: '行业名称', width: 24, value: (c) => label('industry', c.industryCode) },
            { header: '规模', value: (c) => label('enterprise_scale', c.scale) },
            { header: '从业人数', value: (c) => c.staffCount },
            { header: '科技人员', value: (c) => c.techStaffCount },
            { header: '状态', value: (c) => label('company_status', c.status) },
            { header: '楼栋', value: (c) => c.building },
            { header: '资质', width: 30, value: (c) => c.qualifications.map((q) => label('qualification', q)).join('、') },
          ],
        });
      },
    );

    // Import from .xlsx; only this scope accepts multipart bodies.
    await app.register(async (scope) => {
      const r = scope.withTypeProvider<ZodTypeProvider>();
      await r.register(fastifyMultipart, {
        throwFileSizeLimit: true,
        limits: { fileSize: IMPORT_LIMITS.fileBytes, files: 1, fields: 5, parts: 6, headerPairs: 50 },
      });

      r.get(
        `${base}/import-template`,
        {
          config: { permission: 'company:import' },
          schema: {
            tags,
            operationId: 'companyImportTemplate',
            summary: 'The import template: header row with notes, one example row, dropdowns from the dictionaries',
            response: { 200: z.unknown().describe('The .xlsx file'), 401: errorEnvelope, 403: errorEnvelope },
          },
        },
        async (_request, reply) =>
          reply
            .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
            .header('content-disposition', contentDisposition('attachment', '企业导入模板.xlsx', 'company-import-template.xlsx'))
            .send(await importTemplate(deps)),
      );

      r.post(
        `${base}/import`,
        {
          config: { permission: 'company:import' },
          schema: {
            tags,
            operationId: 'importCompanies',
            summary: `Import companies from one .xlsx (multipart field "file", at most ${IMPORT_LIMITS.fileBytes / 1024 / 1024} MB, ${
              IMPORT_LIMITS.rows
            } rows); every rejected cell is reported; nothing is written while a row is rejected unless skipInvalid=true`,
            consumes: ['multipart/form-data'],
            querystring: s.importQuery,
            response: { 200: envelope(s.importResult), ...errors, 413: errorEnvelope, 415: errorEnvelope },
          },
        },
        async (request) => ok(await importCompanies(deps, request, { skipInvalid: request.query.skipInvalid })),
      );
    });

    app.get(
      `${base}/detailall`,
      {
        config: { permission: 'company:query' },
        schema: {
          tags,
          operationId: 'companyDetailAll',
          summary: 'A company with contacts, figures, IP, qualifications, tenancy, customers, suppliers and posts',
          querystring: idQuery,
          response: { 200: envelope(s.companyDetail), ...errors },
        },
      },
      async (request) => ok(await company.companyDetailAll(deps.db, request.query.id)),
    );

    app.post(
      `${base}/create`,
      {
        config: { permission: 'company:save' },
        schema: { tags, operationId: 'createCompany', body: s.companyInput, response: { 200: envelope(s.companyDetail), ...errors } },
      },
      async (request) => ok(await company.createCompany(deps, request, request.body)),
    );

    app.post(
      `${base}/update`,
      {
        config: { permission: 'company:save' },
        schema: {
          tags,
          operationId: 'updateCompany',
          summary: 'Update a company; sub-collections given replace the old ones',
          body: s.companyUpdate,
          response: { 200: envelope(s.companyDetail), ...errors },
        },
      },
      async (request) => ok(await company.updateCompany(deps, request, request.body.id, request.body)),
    );

    app.get(
      `${base}/customer/query`,
      {
        config: { permission: 'company:customer' },
        schema: { tags, operationId: 'queryCustomers', querystring: s.partnerQuery, response: { 200: envelope(pageOf(s.partnerItem)), ...errors } },
      },
      async (request) => ok(await company.queryPartners(deps, 'customer', request.query)),
    );

    app.get(
      `${base}/supplier/query`,
      {
        config: { permission: 'company:supplier' },
        schema: { tags, operationId: 'querySuppliers', querystring: s.partnerQuery, response: { 200: envelope(pageOf(s.partnerItem)), ...errors } },
      },
      async (request) => ok(await company.queryPartners(deps, 'supplier', request.query)),
    );

    app.get(
      `${base}/recruit/type-list`,
      {
        config: { permission: 'recruit:query' },
        schema: { tags, operationId: 'recruitTypes', response: { 200: envelope(z.array(s.recruitType)), ...errors } },
      },
      async () => ok(await company.listRecruitTypes(deps.db)),
    );

    app.post(
      `${base}/recruit/type-create`,
      {
        config: { permission: 'recruit:save' },
        schema: { tags, operationId: 'createRecruitType', body: s.recruitTypeInput, response: { 200: envelope(s.recruitType), ...errors } },
      },
      async (request) => ok(await company.saveRecruitType(deps, request, request.body)),
    );

    app.post(
      `${base}/recruit/type-update`,
      {
        config: { permission: 'recruit:save' },
        schema: { tags, operationId: 'updateRecruitType', body: s.recruitTypeUpdate, response: { 200: envelope(s.recruitType), ...errors } },
      },
      async (request) => ok(await company.saveRecruitType(deps, request, request.body)),
    );

    app.get(
      `${base}/recruit/query`,
      {
        config: { permission: 'recruit:query' },
        schema: { tags, operationId: 'queryRecruitPosts', querystring: s.recruitQuery, response: { 200: envelope(pageOf(s.recruitPost)), ...errors } },
      },
      async (request) => ok(await company.queryRecruitPosts(deps, request.query)),
    );

    app.post(
      `${base}/recruit/create`,
      {
        config: { permission: 'recruit:save' },
        schema: { tags, operationId: 'createRecruitPost', body: s.recruitPostInput, response: { 200: envelope(s.recruitPost), ...errors } },
      },
      async (request) => ok(await company.saveRecruitPost(deps, request, request.body)),
    );

    app.post(
      `${base}/recruit/update`,
      {
        config: { permission: 'recruit:save' },
        schema: { tags, operationId: 'updateRecruitPost', body: s.recruitPostUpdate, response: { 200: envelope(s.recruitPost), ...errors } },
      },
      async (request) => ok(await company.saveRecruitPost(deps, request, request.body)),
    );
  };
