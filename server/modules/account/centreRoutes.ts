import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import { UPLOAD_LIMITS } from '../../lib/uploads';
import { uploadResult } from '../upload/schemas';
import { receiveUpload, refuseOversized } from '../upload/service';
import { recentActivity } from './logs';
import * as profile from './profile';
import * as s from './schemas';
import { currentUser } from './schemas';
import * as account from './service';

const tags = ['account'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

/** The account centre and settings of the signed-in user: profile, avatar, password, recent activity. */
export const accountCentreRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/apiv2/account/admin';

    app.post(
      `${base}/profile`,
      {
        config: { auth: true },
        schema: {
          tags,
          operationId: 'updateProfile',
          summary: "The signed-in user's own profile",
          body: s.profileBody,
          response: { 200: envelope(currentUser), ...errors },
        },
      },
      async (request) => {
        await profile.updateProfile(deps, request, request.body);
        return ok(await account.loadCurrentUser(deps, request.user!.id));
      },
    );

    // One's own picture: any signed-in user, unlike the image upload (which needs an editor's key). The
    // upload service checks content and size the same way and records the uploader, which the profile
    // save then requires of the avatar. Multipart is accepted by this route only.
    await app.register(async (scope) => {
      await scope.register(fastifyMultipart, { throwFileSizeLimit: true, limits: { fileSize: UPLOAD_LIMITS.image, files: 1, fields: 10, parts: 11 } });
      scope.post(
        `${base}/avatar`,
        {
          config: { auth: true },
          onRequest: refuseOversized('image'),
          schema: {
            tags,
            operationId: 'uploadAvatar',
            summary: `Upload an image for one's own avatar (JPEG, PNG, WebP or GIF, at most ${
              UPLOAD_LIMITS.image / 1024 / 1024
            } MB) as multipart/form-data; save its thumbUrl as the profile's avatar`,
            consumes: ['multipart/form-data'],
            response: { 200: envelope(uploadResult), ...errors, 413: errorEnvelope, 415: errorEnvelope },
          },
        },
        async (request, reply) => ok(await receiveUpload(deps, request, reply, 'image')),
      );
    });

    app.post(
      `${base}/password`,
      {
        config: { auth: true },
        schema: {
          tags,
          operationId: 'changePassword',
          summary: 'Change one’s own password; other sessions are signed out',
          body: s.changePasswordBody,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (request) => {
        await profile.changeOwnPassword(deps, request, request.body.oldPassword, request.body.newPassword);
        return ok(null);
      },
    );

    // The Ant Design Pro account screens' own calls (spec: template-only calls), served from real data.
    app.get(
      '/api/currentUser',
      {
        config: { auth: true },
        schema: {
          tags,
          operationId: 'templateCurrentUser',
          summary: 'The signed-in user in the account-centre shape',
          response: {
            200: envelope(
              z.object({
                userid: z.string(),
                name: z.string(),
                avatar: z.string().nullable(),
                email: z.string().nullable(),
                phone: z.string().nullable(),
                signature: z.string().nullable(),
                address: z.string().nullable(),
                emailNotices: z.boolean(),
                title: z.string(),
                group: z.string(),
                geographic: z.object({
                  province: z.object({ key: z.string(), label: z.string() }).nullable(),
                  city: z.object({ key: z.string(), label: z.string() }).nullable(),
                }),
              }),
            ),
            ...errors,
          },
        },
      },
      async (request) => ok(await profile.centreUser(deps, request.user!.id)),
    );

    app.get(
      '/api/fake_list',
      {
        config: { auth: true },
        schema: {
          tags,
          operationId: 'recentActivity',
          summary: "The signed-in user's latest operations (the account centre's list)",
          querystring: z.object({ count: z.coerce.number().int().min(1).max(100).default(20) }),
          response: {
            200: envelope(z.array(z.object({ id: z.string(), title: z.string(), description: z.string(), updatedAt: z.string(), owner: z.string() }))),
            ...errors,
          },
        },
      },
      async (request) => ok(await recentActivity(deps, request.user!.id, request.query.count)),
    );
  };
