import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import { id, idParam } from '../../lib/fields';
import { siteOrigin } from '../../lib/siteOrigin';
import { finishExternalSignIn, linkStaffIdentity, staffIdentities, startExternalSignIn, unlinkStaffIdentity } from './external';
import { handOver, OIDC_PREFIX, ssoProvidersOf } from './provider';
import * as s from './schemas';
import { finishInteraction, interactionDetails, myGrants, oidcClient, regenerateSecret, revokeAppGrants, revokeMyGrant, saveOidcClient } from './service';

const tags = ['sso'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

/**
 * Single sign-on (issue #16): the portal as OpenID Connect provider for the apps of the app admin area
 * (mounted at /oidc, approvals at the /auth screen), and as relying party of an external identity platform.
 */
export const ssoRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const providers = ssoProvidersOf(deps);

    // oidc-provider answers everything under /oidc itself (discovery, authorization, token, userinfo,
    // revocation, end session); its bodies are read by it, so this scope parses none.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      const mount = async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
        const provider = await providers.get(siteOrigin(deps, request));
        reply.hijack();
        await handOver(provider, request.raw, reply.raw);
      };
      scope.all(`${OIDC_PREFIX}/*`, { config: { public: true }, schema: { hide: true } }, mount);
    });

    // ---- The /auth approval screen (staff or visitor signed in: checked inside, the guard cannot say "either") ----

    app.get(
      '/api/sso/interaction',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'ssoInteraction',
          summary: 'What an app asks of the signed-in account (staff or visitor token; 401 without one)',
          querystring: z.object({ uid: s.uid }),
          response: { 200: envelope(s.interactionOut), ...errors },
        },
      },
      async (request) => ok(await interactionDetails(deps, providers, request, request.query.uid)),
    );

    app.post(
      '/api/sso/interaction',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'ssoInteractionFinish',
          summary: 'Approve (remembered for next time) or deny an app’s request; the browser then goes to returnTo',
          body: z.object({ uid: s.uid, approve: z.boolean() }),
          response: { 200: envelope(z.object({ returnTo: z.string() })), ...errors },
        },
      },
      async (request) => ok(await finishInteraction(deps, providers, request, request.body.uid, request.body.approve)),
    );

    // ---- Consents in the user centre ----

    app.get(
      '/api/visitor/sso/grants',
      {
        config: { visitor: true },
        schema: {
          tags,
          operationId: 'mySsoGrants',
          summary: 'The apps the signed-in visitor let sign them in',
          response: { 200: envelope(z.array(s.grantOut)), ...errors },
        },
      },
      async (request) => ok(await myGrants(deps, { kind: 'visitor', id: request.visitor!.id })),
    );

    app.post(
      '/api/visitor/sso/grants/revoke',
      {
        config: { visitor: true },
        schema: {
          tags,
          operationId: 'revokeMySsoGrant',
          summary: "Withdraw the visitor's consent from an app; its tokens stop working",
          body: s.clientIdBody,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (request) => {
        await revokeMyGrant(deps, request, { kind: 'visitor', id: request.visitor!.id }, request.body.clientId);
        return ok(null);
      },
    );

    app.get(
      '/apiv2/account/admin/sso/grants',
      {
        config: { auth: true },
        schema: {
          tags,
          operationId: 'myStaffSsoGrants',
          summary: 'The apps the signed-in staff member let sign them in',
          response: { 200: envelope(z.array(s.grantOut)), ...errors },
        },
      },
      async (request) => ok(await myGrants(deps, { kind: 'staff', id: request.user!.id })),
    );

    app.post(
      '/apiv2/account/admin/sso/grants/revoke',
      {
        config: { auth: true },
        schema: {
          tags,
          operationId: 'revokeMyStaffSsoGrant',
          summary: "Withdraw one's consent from an app",
          body: s.clientIdBody,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (request) => {
        await revokeMyGrant(deps, request, { kind: 'staff', id: request.user!.id }, request.body.clientId);
        return ok(null);
      },
    );

    // ---- Admin: an app's OIDC client ----

    app.get(
      '/apiv2/app/admin/oidc-client',
      {
        config: { permission: 'app:query' },
        schema: { tags, operationId: 'appOidcClient', querystring: z.object({ appId: idParam }), response: { 200: envelope(s.oidcClientOut), ...errors } },
      },
      async (request) => ok(await oidcClient(deps, request, request.query.appId)),
    );

    app.post(
      '/apiv2/app/admin/oidc-client',
      {
        config: { permission: 'app:save' },
        schema: {
          tags,
          operationId: 'saveAppOidcClient',
          summary: "Create or change an app's OIDC client; a new client's secret is returned this once",
          body: s.oidcClientSave,
          response: { 200: envelope(s.oidcClientWithSecret), ...errors },
        },
      },
      async (request) => ok(await saveOidcClient(deps, request, request.body)),
    );

    app.post(
      '/apiv2/app/admin/oidc-client/secret',
      {
        config: { permission: 'app:save' },
        schema: {
          tags,
          operationId: 'regenerateAppOidcSecret',
          summary: 'A new client secret, returned this once; the old one stops working',
          body: z.object({ appId: id }),
          response: { 200: envelope(s.oidcClientWithSecret), ...errors },
        },
      },
      async (request) => ok(await regenerateSecret(deps, request, request.body.appId)),
    );

    app.post(
      '/apiv2/app/admin/oidc-client/revoke',
      {
        config: { permission: 'app:save' },
        schema: {
          tags,
          operationId: 'revokeAppOidcGrants',
          summary: "Revoke every user's consent and tokens for the app",
          body: z.object({ appId: id }),
          response: { 200: envelope(z.object({ revoked: z.number().int() })), ...errors },
        },
      },
      async (request) => ok(await revokeAppGrants(deps, request, request.body.appId)),
    );

    // ---- Sign-in through the external identity platform ----

    app.get(
      '/api/auth/oidc/config',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'externalOidcConfig',
          summary: 'Whether sign-in through the identity platform is offered',
          response: { 200: envelope(s.externalConfigOut) },
        },
      },
      async () => ok({ enabled: !!deps.config.externalOidc }),
    );

    app.get(
      '/api/auth/oidc/start',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'externalOidcStart',
          summary: 'Redirects to the identity platform (PKCE, state and nonce); it returns to /auth',
          querystring: s.externalStartQuery,
          response: { 302: z.null(), 400: errorEnvelope, 404: errorEnvelope, 503: errorEnvelope },
        },
      },
      async (request, reply) => reply.redirect(await startExternalSignIn(deps, request, request.query), 302),
    );

    app.post(
      '/api/auth/oidc/finish',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'externalOidcFinish',
          summary: "Finish a sign-in from the identity platform's answer: a session token as the sign-in calls return",
          body: s.externalFinishBody,
          response: {
            200: envelope(z.object({ audience: z.enum(['visitor', 'staff']), token: z.string(), expiresAt: z.string(), reurl: z.string() })),
            ...errors,
          },
        },
      },
      async (request) => ok(await finishExternalSignIn(deps, request, request.body.callback)),
    );

    app.get(
      '/apiv2/account/admin/external-identity/list',
      {
        config: { permission: 'account:query' },
        schema: {
          tags,
          operationId: 'staffIdentities',
          querystring: z.object({ userId: idParam }),
          response: { 200: envelope(z.array(s.identityOut)), ...errors },
        },
      },
      async (request) => ok(await staffIdentities(deps, request, request.query.userId)),
    );

    app.post(
      '/apiv2/account/admin/external-identity/link',
      {
        config: { permission: 'account:save' },
        schema: {
          tags,
          operationId: 'linkStaffIdentity',
          summary: 'Link a staff account to an identity of the platform (issuer and subject), so that it may sign in with it',
          body: s.identityLink,
          response: { 200: envelope(s.identityOut), ...errors },
        },
      },
      async (request) => ok(await linkStaffIdentity(deps, request, request.body)),
    );

    app.post(
      '/apiv2/account/admin/external-identity/unlink',
      {
        config: { permission: 'account:save' },
        schema: { tags, operationId: 'unlinkStaffIdentity', body: z.object({ id }), response: { 200: envelope(z.null()), ...errors } },
      },
      async (request) => {
        await unlinkStaffIdentity(deps, request, request.body.id);
        return ok(null);
      },
    );
  };
