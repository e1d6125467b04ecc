import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok, pageOf } from '../../lib/envelope';
import { UPLOAD_LIMITS } from '../../plugins/uploads';
import { uploadResult } from '../upload/schemas';
import { receiveUpload } from '../upload/service';
import * as accounts from './accounts';
import * as s from './schemas';
import * as account from './service';
import { currentUser, loginBody, loginResult } from './schemas';

const tags = ['account'];

export const accountRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/apiv2/account/admin/login',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'login',
          summary: 'Admin login: returns a bearer token',
          body: loginBody,
          response: { 200: envelope(loginResult), 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 429: errorEnvelope },
        },
      },
      async (request) =>
        ok(await account.login(deps, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] })),
    );

    app.post(
      '/apiv2/account/admin/logout',
      {
        config: { auth: true },
        schema: { tags, operationId: 'logout', summary: 'Revoke the current token', response: { 200: envelope(z.null()) } },
      },
      async (request) => {
        await account.logout(deps, request.user!.sessionId);
        return ok(null);
      },
    );

    app.get(
      '/apiv2/account/admin/currentuser',
      {
        config: { auth: true },
        schema: { tags, operationId: 'currentAdmin', summary: 'The signed-in admin', response: { 200: envelope(currentUser), 401: errorEnvelope } },
      },
      async (request) => ok(await account.loadCurrentUser(deps, request.user!.id)),
    );

    // The current user as the OAuth service reports it; the web app asks only when it holds a token.
    app.get(
      '/api/xm-oauth/oauth/currentuser',
      {
        config: { auth: true },
        schema: { tags, operationId: 'oauthCurrentUser', summary: 'The signed-in user (startup call)', response: { 200: envelope(currentUser), 401: errorEnvelope } },
      },
      async (request) => ok(await account.loadCurrentUser(deps, request.user!.id)),
    );
  };

/** The accounts admin area: list, edit, passwords, sessions, lockouts, logs, department tree, own profile. */
export const accountAdminRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/apiv2/account/admin';
    const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

    app.get(`${base}/query`, {
      config: { permission: 'account:query' },
      schema: { tags, operationId: 'queryAccounts', summary: 'Accounts, paged and filtered', querystring: s.accountQuery, response: { 200: envelope(pageOf(s.accountItem)), ...errors } },
    }, async (request) => ok(await accounts.queryAccounts(deps, request, request.query)));

    app.get(`${base}/detail`, {
      config: { permission: 'account:query' },
      schema: { tags, operationId: 'accountDetail', querystring: s.idQuery, response: { 200: envelope(s.accountDetail), ...errors } },
    }, async (request) => ok(await accounts.accountDetail(deps, request, request.query.id)));

    app.post(`${base}/save`, {
      config: { permission: 'account:save' },
      schema: { tags, operationId: 'saveAccount', summary: 'Create (no id) or update an account', body: s.accountSave, response: { 200: envelope(s.accountDetail), ...errors } },
    }, async (request) => ok(await accounts.saveAccount(deps, request, request.body)));

    app.post(`${base}/status`, {
      config: { permission: 'account:save' },
      schema: { tags, operationId: 'setAccountStatus', summary: 'Enable or disable; disabling signs the user out', body: s.statusBody, response: { 200: envelope(s.accountDetail), ...errors } },
    }, async (request) => ok(await accounts.setAccountStatus(deps, request, request.body.id, request.body.status)));

    app.post(`${base}/reset-password`, {
      config: { permission: 'account:save' },
      schema: { tags, operationId: 'resetAccountPassword', body: s.resetPasswordBody, response: { 200: envelope(z.null()), ...errors } },
    }, async (request) => {
      await accounts.resetPassword(deps, request, request.body.id, request.body.password);
      return ok(null);
    });

    app.post(`${base}/delete`, {
      config: { permission: 'account:delete' },
      schema: { tags, operationId: 'deleteAccount', body: s.idBody, response: { 200: envelope(z.null()), ...errors } },
    }, async (request) => {
      await accounts.deleteAccount(deps, request, request.body.id);
      return ok(null);
    });

    app.get(`${base}/sessions`, {
      config: { permission: 'account:session' },
      schema: { tags, operationId: 'accountSessions', querystring: z.object({ userId: z.coerce.number().int().positive() }), response: { 200: envelope(z.array(s.sessionItem)), ...errors } },
    }, async (request) => ok(await accounts.listSessions(deps, request, request.query.userId)));

    app.post(`${base}/session-revoke`, {
      config: { permission: 'account:session' },
      schema: { tags, operationId: 'revokeAccountSessions', summary: 'Force logout: one session, or all of a user', body: s.sessionRevokeBody, response: { 200: envelope(z.null()), ...errors } },
    }, async (request) => {
      await accounts.revokeUserSessions(deps, request, request.body.userId, request.body.sessionId);
      return ok(null);
    });

    app.get(`${base}/lockouts`, {
      config: { permission: 'account:unlock' },
      schema: { tags, operationId: 'loginLockouts', summary: 'Accounts and IPs locked after failed logins', response: { 200: envelope(z.array(s.lockoutItem)), ...errors } },
    }, async (request) => ok(await accounts.currentLockouts(deps, request)));

    app.post(`${base}/unlock`, {
      config: { permission: 'account:unlock' },
      schema: { tags, operationId: 'unlockLogin', body: s.unlockBody, response: { 200: envelope(z.null()), ...errors } },
    }, async (request) => {
      await accounts.unlock(deps, request, request.body);
      return ok(null);
    });

    app.get(`${base}/log`, {
      config: { permission: 'log:query' },
      schema: { tags, operationId: 'operationLog', summary: 'The operation log: who did what, when, from where, before and after', querystring: s.logQuery, response: { 200: envelope(pageOf(s.logItem)), ...errors } },
    }, async (request) => ok(await accounts.queryOperationLog(deps, request, request.query)));

    app.get(`${base}/login-log`, {
      config: { permission: 'log:query' },
      schema: { tags, operationId: 'loginLog', querystring: s.loginLogQuery, response: { 200: envelope(pageOf(s.loginLogItem)), ...errors } },
    }, async (request) => ok(await accounts.queryLoginLog(deps, request, request.query)));

    // Reference data for every department picker (accounts, roles' custom scope, members).
    app.get(`${base}/department/tree`, {
      config: { auth: true },
      schema: { tags, operationId: 'departmentTree', response: { 200: envelope(z.array(s.departmentNode)), ...errors } },
    }, async () => ok(await accounts.departmentTree(deps)));

    app.post(`${base}/profile`, {
      config: { auth: true },
      schema: { tags, operationId: 'updateProfile', summary: "The signed-in user's own profile", body: s.profileBody, response: { 200: envelope(currentUser), ...errors } },
    }, async (request) => {
      await accounts.updateProfile(deps, request, request.body);
      return ok(await account.loadCurrentUser(deps, request.user!.id));
    });

    // One's own picture: any signed-in user, unlike the image upload (which needs an editor's key). The
    // upload service checks content and size the same way and records the uploader, which the profile
    // save then requires of the avatar. Multipart is accepted by this route only.
    await app.register(async (scope) => {
      await scope.register(fastifyMultipart, { throwFileSizeLimit: true, limits: { fileSize: UPLOAD_LIMITS.image, files: 1, fields: 10, parts: 11 } });
      scope.post(`${base}/avatar`, {
        config: { auth: true },
        schema: {
          tags,
          operationId: 'uploadAvatar',
          summary: `Upload an image for one's own avatar (JPEG, PNG, WebP or GIF, at most ${UPLOAD_LIMITS.image / 1024 / 1024} MB) as multipart/form-data; save its thumbUrl as the profile's avatar`,
          consumes: ['multipart/form-data'],
          response: { 200: envelope(uploadResult), ...errors, 413: errorEnvelope, 415: errorEnvelope },
        },
      }, async (request) => ok(await receiveUpload(deps, request, 'image')));
    });

    app.post(`${base}/password`, {
      config: { auth: true },
      schema: { tags, operationId: 'changePassword', summary: 'Change one’s own password; other sessions are signed out', body: s.changePasswordBody, response: { 200: envelope(z.null()), ...errors } },
    }, async (request) => {
      await accounts.changeOwnPassword(deps, request, request.body.oldPassword, request.body.newPassword);
      return ok(null);
    });
  };
