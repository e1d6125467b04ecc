import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { CODE_PURPOSES } from '../../db/schema';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { allConfig, siteNameOf } from '../config/service';
import { CONTACT_RULE, normaliseContact } from '@shared/contact';
import { currentVisitor, register, resetPassword, signIn, signOut } from './accounts';
import { sendCode } from './codes';

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
const visitorOut = z.object({
  id: z.number().int(),
  displayName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: z.string(),
});
const signedIn = envelope(z.object({ token: z.string(), expiresAt: z.string(), visitor: visitorOut }));
const signInErrors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope };

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
            purpose: z.enum(CODE_PURPOSES),
            address: z.string().trim().min(1).max(128),
          }),
          response: {
            200: envelope(z.object({ channel: z.enum(['email', 'sms']), expiresInSeconds: z.number().int(), resendAfterSeconds: z.number().int() })),
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
          body: z.object({ address, password }),
          response: { 200: signedIn, ...signInErrors },
        },
      },
      async (request) =>
        ok(
          await signIn(
            deps,
            { contact: contactOf(request.body.address), password: request.body.password },
            { ip: request.ip, userAgent: request.headers['user-agent'] },
          ),
        ),
    );

    app.post(
      '/api/visitor/password/reset',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'visitorResetPassword',
          summary: "Set a new password with the code sent to the account's address; every session of the account ends",
          body: z.object({ address, code, password }),
          response: { 200: envelope(z.null()), ...signInErrors },
        },
      },
      async (request) => {
        await resetPassword(deps, request, { ...request.body, contact: contactOf(request.body.address) });
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
        schema: { tags, operationId: 'visitorLogout', summary: "End the visitor's session", response: { 200: envelope(z.null()), 401: errorEnvelope } },
      },
      async (request) => {
        await signOut(deps, request.visitor!.sessionId);
        return ok(null);
      },
    );
  };
