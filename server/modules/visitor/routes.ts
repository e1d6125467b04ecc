import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { CODE_PURPOSES } from '../../db/schema';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { allConfig, siteNameOf } from '../config/service';
import { CONTACT_RULE, normaliseContact } from '@shared/contact';
import { sendCode } from './codes';

const tags = ['visitor'];

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
        const contact = normaliseContact(request.body.address);
        if (!contact) throw badRequest(`body.address: ${CONTACT_RULE}`, 'address');
        const siteName = siteNameOf(await allConfig(deps));
        return ok(await sendCode(deps, { purpose: request.body.purpose, contact, ip: request.ip, siteName }));
      },
    );
  };
