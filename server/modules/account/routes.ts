import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { endSsoSessions } from '../sso/service';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
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
      async (request) => ok(await account.login(deps, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] })),
    );

    app.post(
      '/apiv2/account/admin/logout',
      {
        config: { auth: true },
        schema: {
          tags,
          operationId: 'logout',
          summary: 'Revoke the current token and end the sign-ins to apps through the portal',
          response: { 200: envelope(z.null()) },
        },
      },
      async (request) => {
        await account.logout(deps, request.user!.sessionId);
        // Out of the portal is out of the apps it signed the user into.
        await endSsoSessions(deps, request, { kind: 'staff', id: request.user!.id });
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
        schema: {
          tags,
          operationId: 'oauthCurrentUser',
          summary: 'The signed-in user (startup call)',
          response: { 200: envelope(currentUser), 401: errorEnvelope },
        },
      },
      async (request) => ok(await account.loadCurrentUser(deps, request.user!.id)),
    );
  };
