import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { allConfig, siteNameOf } from '../config/service';
import { CONTACT_RULE, normaliseContact } from '@shared/contact';
import {
  assertNewContact,
  changeContact,
  changePassword,
  currentVisitor,
  listSessions,
  register,
  resetPassword,
  revokeOtherSessions,
  revokeSession,
  signIn,
  signOut,
  updateProfile,
} from './accounts';
import { newCaptcha } from './captcha';
import { sendCode } from './codes';
import { endSsoSessions } from '../sso/service';

const tags = ['visitor'];
const contactOf = (address: string) => {
  const contact = normaliseContact(address);
  if (!contact) throw badRequest(`body.address: ${CONTACT_RULE}`, 'address');
  return contact;
};
const address = z.string().trim().min(1).max(128);
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be the 6 digits of the code');
const password = z.string().min(1).max(128);
/** The solved image captcha, asked for (400 naming `captcha`, `captchaRequired`) after 3 failures in 10 minutes. */
const captchaAnswer = {
  captchaId: z.string().trim().max(64).optional(),
  captcha: z.string().trim().max(16).optional(),
};
const visitorOut = z.object({
  id: z.number().int(),
  displayName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Whether their applications' results and company membership notices also come by e-mail. */
  emailNotices: z.boolean(),
  createdAt: z.string(),
});
const signedIn = envelope(z.object({ token: z.string(), expiresAt: z.string(), visitor: visitorOut }));
const codeSent = envelope(z.object({ channel: z.enum(['email', 'sms']), expiresInSeconds: z.number().int(), resendAfterSeconds: z.number().int() }));
const sessionOut = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
const visitorErrors = { 400: errorEnvelope, 401: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope };
/** A refusal of a sign-in, registration or reset: `captchaRequired` when the next try must carry a solved captcha. */
const signInRefusal = errorEnvelope.extend({ captchaRequired: z.literal(true).optional() });
const signInErrors = { 400: signInRefusal, 401: signInRefusal, 403: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope };

/** Visitors' own calls: verification codes now; accounts, sign-in and the user centre build on them. */
export const visitorRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/visitor/code',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'sendVerificationCode',
          summary: 'Send a verification code to an e-mail address or a mobile number (10 minutes, once; at most one a minute)',
          body: z.object({
            // A code to bind a new address is asked for signed in (POST /api/visitor/contact/code).
            purpose: z.enum(['register', 'reset_password']),
            address: z.string().trim().min(1).max(128),
          }),
          response: {
            200: codeSent,
            400: errorEnvelope,
            429: errorEnvelope,
            503: errorEnvelope,
          },
        },
      },
      async (request) => {
        const contact = contactOf(request.body.address);
        const siteName = siteNameOf(await allConfig(deps.db));
        return ok(await sendCode(deps, { purpose: request.body.purpose, contact, ip: request.ip, siteName }));
      },
    );

    app.post(
      '/api/visitor/register',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'visitorRegister',
          summary: 'Create a visitor account with the code sent to the address, and sign in',
          body: z.object({
            address,
            code,
            password,
            displayName: z.string().trim().max(64).optional(),
            acceptTerms: z.literal(true, { message: 'the terms of use must be accepted' }),
            ...captchaAnswer,
          }),
          response: { 200: signedIn, ...signInErrors },
        },
      },
      async (request) =>
        ok(
          await register(
            deps,
            request,
            { ...request.body, contact: contactOf(request.body.address) },
            { ip: request.ip, userAgent: request.headers['user-agent'] },
          ),
        ),
    );

    app.post(
      '/api/visitor/login',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'visitorLogin',
          summary: 'Sign in a visitor by e-mail or mobile number and password',
          body: z.object({ address, password, ...captchaAnswer }),
          response: { 200: signedIn, ...signInErrors },
        },
      },
      async (request) =>
        ok(await signIn(deps, { ...request.body, contact: contactOf(request.body.address) }, { ip: request.ip, userAgent: request.headers['user-agent'] })),
    );

    app.post(
      '/api/visitor/password/reset',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'visitorResetPassword',
          summary: "Set a new password with the code sent to the account's address; every session of the account ends",
          body: z.object({ address, code, password, ...captchaAnswer }),
          response: { 200: envelope(z.null()), ...signInErrors },
        },
      },
      async (request) => {
        await resetPassword(
          deps,
          request,
          { ...request.body, contact: contactOf(request.body.address) },
          { ip: request.ip, userAgent: request.headers['user-agent'] },
        );
        return ok(null);
      },
    );

    app.get(
      '/api/visitor/currentuser',
      {
        config: { visitor: true },
        schema: { tags, operationId: 'visitorCurrentUser', summary: 'The signed-in visitor', response: { 200: envelope(visitorOut), 401: errorEnvelope } },
      },
      async (request) => ok(await currentVisitor(deps, request.visitor!.id)),
    );

    app.post(
      '/api/visitor/logout',
      {
        config: { visitor: true },
        schema: {
          tags,
          operationId: 'visitorLogout',
          summary: "End the visitor's session, and their sign-ins to apps through the portal",
          response: { 200: envelope(z.null()), 401: errorEnvelope },
        },
      },
      async (request) => {
        await signOut(deps, request.visitor!.sessionId);
        // Out of the portal is out of the apps it signed the visitor into.
        await endSsoSessions(deps, request, { kind: 'visitor', id: request.visitor!.id });
        return ok(null);
      },
    );

    app.get(
      '/api/visitor/captcha',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'visitorCaptcha',
          summary: 'A new image captcha (SVG) and its challenge id: one check, within 2 minutes, case-insensitive',
          response: {
            200: envelope(z.object({ captchaId: z.string(), svg: z.string(), expiresInSeconds: z.number().int() })),
            429: errorEnvelope,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await newCaptcha(deps, request.ip));
      },
    );

    app.post(
      '/api/visitor/profile',
      {
        config: { visitor: true },
        schema: {
          tags,
          operationId: 'visitorUpdateProfile',
          summary: "Change the signed-in visitor's display name or e-mail notices (what is left out stays as it is)",
          body: z.object({ displayName: z.string().trim().max(64).optional(), emailNotices: z.boolean().optional() }),
          response: { 200: envelope(visitorOut), 400: errorEnvelope, 401: errorEnvelope },
        },
      },
      async (request) => ok(await updateProfile(deps, request, request.body)),
    );

    app.post(
      '/api/visitor/password',
      {
        config: { visitor: true },
        schema: {
          tags,
          operationId: 'visitorChangePassword',
          summary: "Change the signed-in visitor's password (the current one required); the visitor's other sessions end",
          body: z.object({ currentPassword: password, newPassword: password }),
          response: { 200: envelope(z.null()), ...visitorErrors },
        },
      },
      async (request) => {
        await changePassword(deps, request, request.body);
        return ok(null);
      },
    );

    app.post(
      '/api/visitor/contact/code',
      {
        config: { visitor: true },
        schema: {
          tags,
          operationId: 'visitorSendContactCode',
          summary: 'Send a code to a new e-mail address or mobile number to bind to the signed-in account',
          body: z.object({ address }),
          response: { 200: codeSent, ...visitorErrors, 503: errorEnvelope },
        },
      },
      async (request) => {
        const contact = contactOf(request.body.address);
        await assertNewContact(deps, request.visitor!, contact);
        const siteName = siteNameOf(await allConfig(deps.db));
        return ok(await sendCode(deps, { purpose: 'change_contact', contact, ip: request.ip, siteName }));
      },
    );

    app.post(
      '/api/visitor/contact',
      {
        config: { visitor: true },
        schema: {
          tags,
          operationId: 'visitorChangeContact',
          summary: 'Bind a new e-mail address or mobile number with the code sent to it (409 when another account has it)',
          body: z.object({ address, code }),
          response: { 200: envelope(visitorOut), ...visitorErrors },
        },
      },
      async (request) => ok(await changeContact(deps, request, { contact: contactOf(request.body.address), code: request.body.code })),
    );

    app.get(
      '/api/visitor/sessions',
      {
        config: { visitor: true },
        schema: {
          tags,
          operationId: 'visitorSessions',
          summary: "The signed-in visitor's active sessions, the most recently used first",
          response: { 200: envelope(z.array(sessionOut)), 401: errorEnvelope },
        },
      },
      async (request) => ok(await listSessions(deps, request.visitor!)),
    );

    app.post(
      '/api/visitor/sessions/:id/revoke',
      {
        config: { visitor: true },
        schema: {
          tags,
          operationId: 'visitorRevokeSession',
          summary: "End one of the visitor's own sessions (another's is not found)",
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: envelope(z.object({ current: z.boolean() })), 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
        },
      },
      async (request) => ok(await revokeSession(deps, request, request.params.id)),
    );

    app.post(
      '/api/visitor/sessions/revoke-others',
      {
        config: { visitor: true },
        schema: {
          tags,
          operationId: 'visitorRevokeOtherSessions',
          summary: "End every session of the visitor's but this one",
          response: { 200: envelope(z.object({ revoked: z.number().int() })), 401: errorEnvelope },
        },
      },
      async (request) => ok(await revokeOtherSessions(deps, request)),
    );
  };
