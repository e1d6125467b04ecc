import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok, pageOf } from '../../lib/envelope';
import * as accounts from '../account/accounts';
import { accountDetail, accountItem, accountQuery, accountSave } from '../account/schemas';
import * as s from './schemas';
import * as org from './service';
import { id, idQuery } from '../../lib/fields';

const tags = ['organization'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

/** Organisations, departments, organisation users, members and jobs. */
export const organizationRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const orgBase = '/api/portal/admin/organization';
    app.get(
      `${orgBase}/view`,
      {
        config: { permission: 'organization:query' },
        schema: { tags, operationId: 'queryOrganizations', querystring: s.organizationQuery, response: { 200: envelope(pageOf(s.organization)), ...errors } },
      },
      async (request) => ok(await org.queryOrganizations(deps, request.query)),
    );
    app.get(
      `${orgBase}/detail`,
      {
        config: { permission: 'organization:query' },
        schema: { tags, operationId: 'organizationDetail', querystring: idQuery, response: { 200: envelope(s.organization), ...errors } },
      },
      async (request) => ok(await org.organizationDetail(deps.db, request.query.id)),
    );
    app.post(
      `${orgBase}/post`,
      {
        config: { permission: 'organization:save' },
        schema: {
          tags,
          operationId: 'saveOrganization',
          summary: 'Create (no id) or update an organisation',
          body: s.organizationPost,
          response: { 200: envelope(s.organization), ...errors },
        },
      },
      async (request) => ok(await org.saveOrganization(deps, request, request.body)),
    );

    const deptBase = '/apiv2/account/admin/department';
    app.get(
      `${deptBase}/detail`,
      {
        config: { permission: 'department:query' },
        schema: { tags, operationId: 'departmentDetail', querystring: idQuery, response: { 200: envelope(s.department), ...errors } },
      },
      async (request) => ok(await org.departmentDetail(deps, request, request.query.id)),
    );
    app.post(
      `${deptBase}/create`,
      {
        config: { permission: 'department:save' },
        schema: { tags, operationId: 'createDepartment', body: s.departmentCreate, response: { 200: envelope(s.department), ...errors } },
      },
      async (request) => ok(await org.createDepartment(deps, request, request.body)),
    );
    app.post(
      `${deptBase}/update`,
      {
        config: { permission: 'department:save' },
        schema: { tags, operationId: 'updateDepartment', body: s.departmentUpdate, response: { 200: envelope(s.department), ...errors } },
      },
      async (request) => ok(await org.updateDepartment(deps, request, request.body)),
    );
    app.post(
      `${deptBase}/move`,
      {
        config: { permission: 'department:save' },
        schema: {
          tags,
          operationId: 'moveDepartment',
          summary: 'Move under another parent (a cycle is refused)',
          body: s.departmentMove,
          response: { 200: envelope(s.department), ...errors },
        },
      },
      async (request) => ok(await org.moveDepartment(deps, request, request.body)),
    );
    app.post(
      `${deptBase}/delete`,
      {
        config: { permission: 'department:delete' },
        schema: {
          tags,
          operationId: 'deleteDepartment',
          summary: 'Delete a department without children or members',
          body: z.object({ id: id }),
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (request) => {
        await org.deleteDepartment(deps, request, request.body.id);
        return ok(null);
      },
    );

    // Organisation users are the portal's accounts, seen from the organisation screens.
    const userBase = '/api/organization/admin/user';
    app.get(
      `${userBase}/userlist`,
      {
        config: { permission: 'account:query' },
        schema: { tags, operationId: 'organizationUsers', querystring: accountQuery, response: { 200: envelope(pageOf(accountItem)), ...errors } },
      },
      async (request) => ok(await accounts.queryAccounts(deps, request, request.query)),
    );
    app.get(
      `${userBase}/detail`,
      {
        config: { permission: 'account:query' },
        schema: { tags, operationId: 'organizationUserDetail', querystring: idQuery, response: { 200: envelope(accountDetail), ...errors } },
      },
      async (request) => ok(await accounts.accountDetail(deps, request, request.query.id)),
    );
    app.post(
      `${userBase}/post`,
      {
        config: { permission: 'account:save' },
        schema: { tags, operationId: 'saveOrganizationUser', body: accountSave, response: { 200: envelope(accountDetail), ...errors } },
      },
      async (request) => ok(await accounts.saveAccount(deps, request, request.body)),
    );

    app.get(
      '/api/organization/admin/member/view',
      {
        config: { permission: 'member:query' },
        schema: {
          tags,
          operationId: 'queryMembers',
          summary: 'Members with their jobs; a department filter includes those below it',
          querystring: s.memberQuery,
          response: { 200: envelope(pageOf(s.member)), ...errors },
        },
      },
      async (request) => ok(await org.queryMembers(deps, request, request.query)),
    );
    app.post(
      '/api/organization/admin/member/post',
      {
        config: { permission: 'member:save' },
        schema: {
          tags,
          operationId: 'saveMember',
          summary: 'Create (no id) or update a member with their jobs',
          body: s.memberPost,
          response: { 200: envelope(s.member), ...errors },
        },
      },
      async (request) => ok(await org.saveMember(deps, request, request.body)),
    );

    app.get(
      '/api/organization/admin/memberjob/view',
      {
        config: { permission: 'job:query' },
        schema: {
          tags,
          operationId: 'queryJobs',
          summary: 'Jobs (posts) with how many members hold each',
          querystring: s.jobQuery,
          response: { 200: envelope(pageOf(s.job)), ...errors },
        },
      },
      async (request) => ok(await org.queryJobs(deps, request.query)),
    );
    app.post(
      '/api/organization/admin/memberjob/post',
      {
        config: { permission: 'job:save' },
        schema: { tags, operationId: 'saveJob', body: s.jobPost, response: { 200: envelope(s.job), ...errors } },
      },
      async (request) => ok(await org.saveJob(deps, request, request.body)),
    );
    app.post(
      '/api/organization/admin/member_job/destroy',
      {
        config: { permission: 'job:save' },
        schema: { tags, operationId: 'destroyJob', summary: 'Delete a job nobody holds', body: s.jobDestroy, response: { 200: envelope(z.null()), ...errors } },
      },
      async (request) => {
        await org.destroyJob(deps, request, request.body.id);
        return ok(null);
      },
    );
  };
