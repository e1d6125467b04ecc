import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok, pageOf } from '../../lib/envelope';
import * as s from './schemas';
import * as company from './service';

const tags = ['company'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };
const idQuery = z.object({ id: z.coerce.number().int().positive() });

/** Companies, their customers and suppliers, and recruitment, at /apiv2/company/admin/. */
export const companyRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/apiv2/company/admin';

    app.get(`${base}/query`, {
      config: { permission: 'company:query' },
      schema: { tags, operationId: 'queryCompanies', summary: 'Companies, paged, filtered and sorted', querystring: s.companyQuery, response: { 200: envelope(pageOf(s.companyItem)), ...errors } },
    }, async (request) => ok(await company.queryCompanies(deps, request.query)));

    app.get(`${base}/detailall`, {
      config: { permission: 'company:query' },
      schema: { tags, operationId: 'companyDetailAll', summary: 'A company with contacts, figures, IP, qualifications, tenancy, customers, suppliers and posts', querystring: idQuery, response: { 200: envelope(s.companyDetail), ...errors } },
    }, async (request) => ok(await company.companyDetailAll(deps.db, request.query.id)));

    app.post(`${base}/create`, {
      config: { permission: 'company:save' },
      schema: { tags, operationId: 'createCompany', body: s.companyInput, response: { 200: envelope(s.companyDetail), ...errors } },
    }, async (request) => ok(await company.createCompany(deps, request, request.body)));

    app.post(`${base}/update`, {
      config: { permission: 'company:save' },
      schema: { tags, operationId: 'updateCompany', summary: 'Update a company; sub-collections given replace the old ones', body: s.companyUpdate, response: { 200: envelope(s.companyDetail), ...errors } },
    }, async (request) => ok(await company.updateCompany(deps, request, request.body.id, request.body)));

    app.get(`${base}/customer/query`, {
      config: { permission: 'company:customer' },
      schema: { tags, operationId: 'queryCustomers', querystring: s.partnerQuery, response: { 200: envelope(pageOf(s.partnerItem)), ...errors } },
    }, async (request) => ok(await company.queryPartners(deps, 'customer', request.query)));

    app.get(`${base}/supplier/query`, {
      config: { permission: 'company:supplier' },
      schema: { tags, operationId: 'querySuppliers', querystring: s.partnerQuery, response: { 200: envelope(pageOf(s.partnerItem)), ...errors } },
    }, async (request) => ok(await company.queryPartners(deps, 'supplier', request.query)));

    app.get(`${base}/recruit/type-list`, {
      config: { permission: 'recruit:query' },
      schema: { tags, operationId: 'recruitTypes', response: { 200: envelope(z.array(s.recruitType)), ...errors } },
    }, async () => ok(await company.listRecruitTypes(deps.db)));

    app.post(`${base}/recruit/type-create`, {
      config: { permission: 'recruit:save' },
      schema: { tags, operationId: 'createRecruitType', body: s.recruitTypeInput, response: { 200: envelope(s.recruitType), ...errors } },
    }, async (request) => ok(await company.saveRecruitType(deps, request, request.body)));

    app.post(`${base}/recruit/type-update`, {
      config: { permission: 'recruit:save' },
      schema: { tags, operationId: 'updateRecruitType', body: s.recruitTypeUpdate, response: { 200: envelope(s.recruitType), ...errors } },
    }, async (request) => ok(await company.saveRecruitType(deps, request, request.body)));

    app.get(`${base}/recruit/query`, {
      config: { permission: 'recruit:query' },
      schema: { tags, operationId: 'queryRecruitPosts', querystring: s.recruitQuery, response: { 200: envelope(pageOf(s.recruitPost)), ...errors } },
    }, async (request) => ok(await company.queryRecruitPosts(deps, request.query)));

    app.post(`${base}/recruit/create`, {
      config: { permission: 'recruit:save' },
      schema: { tags, operationId: 'createRecruitPost', body: s.recruitPostInput, response: { 200: envelope(s.recruitPost), ...errors } },
    }, async (request) => ok(await company.saveRecruitPost(deps, request, request.body)));

    app.post(`${base}/recruit/update`, {
      config: { permission: 'recruit:save' },
      schema: { tags, operationId: 'updateRecruitPost', body: s.recruitPostUpdate, response: { 200: envelope(s.recruitPost), ...errors } },
    }, async (request) => ok(await company.saveRecruitPost(deps, request, request.body)));
  };
