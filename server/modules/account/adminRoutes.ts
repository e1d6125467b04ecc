import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok, pageOf } from '../../lib/envelope';
import { departmentNode } from '../organization/schemas';
import { departmentTree } from '../organization/service';
import * as accounts from './accounts';
import * as lockouts from './lockout';
import * as logs from './logs';
import * as s from './schemas';
import { idBody, idParam, idQuery } from '../../lib/fields';

const tags = ['account'];

/** The accounts admin area: list, edit, passwords, sessions, lockouts, logs, and the department tree the pickers use. */
export const accountAdminRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/apiv2/account/admin';
    const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

    app.get(
      `${base}/query`,
      {
        config: { permission: 'account:query' },
        schema: {
          tags,
          operationId: 'queryAccounts',
          summary: 'Accounts, paged and filtered',
          querystring: s.accountQuery,
          response: { 200: envelope(pageOf(s.accountItem)), ...errors },
        },
      },
      async (request) => ok(await accounts.queryAccounts(deps, request, request.query)),
    );

    app.get(
      `${base}/detail`,
      {
        config: { permission: 'account:query' },
        schema: { tags, operationId: 'accountDetail', querystring: idQuery, response: { 200: envelope(s.accountDetail), ...errors } },
      },
      async (request) => ok(await accounts.accountDetail(deps, request, request.query.id)),
    );

    app.post(
      `${base}/save`,
      {
        config: { permission: 'account:save' },
        schema: {
          tags,
          operationId: 'saveAccount',
          summary: 'Create (no id) or update an account',
          body: s.accountSave,
          response: { 200: envelope(s.accountDetail), ...errors },
        },
      },
      async (request) => ok(await accounts.saveAccount(deps, request, request.body)),
    );

    app.post(
      `${base}/status`,
      {
        config: { permission: 'account:save' },
        schema: {
          tags,
          operationId: 'setAccountStatus',
          summary: 'Enable or disable; disabling signs the user out',
          body: s.statusBody,
          response: { 200: envelope(s.accountDetail), ...errors },
        },
      },
      async (request) => ok(await accounts.setAccountStatus(deps, request, request.body.id, request.body.status)),
    );

    app.post(
      `${base}/reset-password`,
      {
        config: { permission: 'account:save' },
        schema: { tags, operationId: 'resetAccountPassword', body: s.resetPasswordBody, response: { 200: envelope(z.null()), ...errors } },
      },
      async (request) => {
        await accounts.resetPassword(deps, request, request.body.id, request.body.password);
        return ok(null);
      },
    );

    app.post(
      `${base}/delete`,
      {
        config: { permission: 'account:delete' },
        schema: { tags, operationId: 'deleteAccount', body: idBody, response: { 200: envelope(z.null()), ...errors } },
      },
      async (request) => {
        await accounts.deleteAccount(deps, request, request.body.id);
        return ok(null);
      },
    );

    app.get(
      `${base}/sessions`,
      {
        config: { permission: 'account:session' },
        schema: {
          tags,
          operationId: 'accountSessions',
          querystring: z.object({ userId: idParam }),
          response: { 200: envelope(z.array(s.sessionItem)), ...errors },
        },
      },
      async (request) => ok(await accounts.listSessions(deps, request, request.query.userId)),
    );

    app.post(
      `${base}/session-revoke`,
      {
        config: { permission: 'account:session' },
        schema: {
          tags,
          operationId: 'revokeAccountSessions',
          summary: 'Force logout: one session, or all of a user',
          body: s.sessionRevokeBody,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (request) => {
        await accounts.revokeUserSessions(deps, request, request.body.userId, request.body.sessionId);
        return ok(null);
      },
    );

    app.get(
      `${base}/lockouts`,
      {
        config: { permission: 'account:unlock' },
        schema: {
          tags,
          operationId: 'loginLockouts',
          summary: 'Accounts and IPs locked after failed logins',
          response: { 200: envelope(z.array(s.lockoutItem)), ...errors },
        },
      },
      async (request) => ok(await lockouts.currentLockouts(deps, request)),
    );

    app.post(
      `${base}/unlock`,
      {
        config: { permission: 'account:unlock' },
        schema: { tags, operationId: 'unlockLogin', body: s.unlockBody, response: { 200: envelope(z.null()), ...errors } },
      },
      async (request) => {
        await lockouts.unlock(deps, request, request.body);
        return ok(null);
      },
    );

    app.get(
      `${base}/log`,
      {
        config: { permission: 'log:query' },
        schema: {
          tags,
          operationId: 'operationLog',
          summary: 'The operation log: who did what, when, from where, before and after',
          querystring: s.logQuery,
          response: { 200: envelope(pageOf(s.logItem)), ...errors },
        },
      },
      async (request) => ok(await logs.queryOperationLog(deps, request, request.query)),
    );

    app.get(
      `${base}/login-log`,
      {
        config: { permission: 'log:query' },
        schema: { tags, operationId: 'loginLog', querystring: s.loginLogQuery, response: { 200: envelope(pageOf(s.loginLogItem)), ...errors } },
      },
      async (request) => ok(await logs.queryLoginLog(deps, request, request.query)),
    );

    // Reference data for every department picker (accounts, roles' custom scope, members).
    app.get(
      `${base}/department/tree`,
      {
        config: { auth: true },
        schema: { tags, operationId: 'departmentTree', response: { 200: envelope(z.array(departmentNode)), ...errors } },
      },
      async () => ok(await departmentTree(deps)),
    );

    app.get(
      '/api/users',
      {
        config: { permission: 'account:query' },
        schema: {
          tags,
          operationId: 'templateUsers',
          summary: 'Accounts as the template lists them',
          querystring: s.accountQuery,
          response: {
            200: envelope(pageOf(z.object({ key: z.string(), name: z.string(), username: z.string(), department: z.string().nullable() }))),
            ...errors,
          },
        },
      },
      async (request) => {
        const page = await accounts.queryAccounts(deps, request, request.query);
        return ok({ ...page, list: page.list.map((a) => ({ key: String(a.id), name: a.realName, username: a.username, department: a.departmentName })) });
      },
    );
  };
