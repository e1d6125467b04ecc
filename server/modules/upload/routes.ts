import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { UPLOAD_LIMITS } from '../../lib/uploads';
import { storedFileParams, storedFileQuery, uploadResult } from './schemas';
import { openStored, receiveUpload, refuseOversized } from './service';

const tags = ['upload'];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 413: errorEnvelope, 415: errorEnvelope };
/**
 * The areas whose forms upload files (unit photos and floor plans, policy attachments, provider logos,
 * company documents, the park's site plan): whoever may save there may upload, without also needing the workshop menu's buttons.
 */
export const UPLOADING_KEYS = [
  'workshop:save',
  'policy:save',
  'policy-provider:save',
  'company:save',
  'article:save',
  'page:save',
  'webconfig:save',
  'ad:save',
  'project:save',
  'gis:save',
] as const;

/**
 * Uploads: an image for the park's screens (photos, floor plans) and an attachment for
 * documents, one file per multipart request; and the stored files themselves under /uploads.
 */
export const uploadRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // Scoped to this module: only the upload calls accept multipart bodies.
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: Math.max(...Object.values(UPLOAD_LIMITS)), files: 1, fields: 10, fieldSize: 64 * 1024, parts: 11, headerPairs: 50 },
    });

    app.post(
      '/apiv2/park/admin/uploader/image',
      {
        config: { permission: ['upload:image', ...UPLOADING_KEYS] },
        onRequest: refuseOversized('image'),
        schema: {
          tags,
          operationId: 'uploadImage',
          summary: `Upload one image (JPEG, PNG, WebP or GIF, at most ${
            UPLOAD_LIMITS.image / 1024 / 1024
          } MB) as multipart/form-data; returns its URL and a thumbnail`,
          consumes: ['multipart/form-data'],
          response: { 200: envelope(uploadResult), ...errors },
        },
      },
      async (request, reply) => ok(await receiveUpload(deps, request, reply, 'image')),
    );

    app.post(
      '/api/util/admin/upload/attachment',
      {
        config: { permission: ['upload:attachment', ...UPLOADING_KEYS] },
        onRequest: refuseOversized('attachment'),
        schema: {
          tags,
          operationId: 'uploadAttachment',
          summary: `Upload one attachment (PDF, Office, PNG/JPEG, ZIP, TXT/CSV, at most ${UPLOAD_LIMITS.attachment / 1024 / 1024} MB) as multipart/form-data`,
          consumes: ['multipart/form-data'],
          response: { 200: envelope(uploadResult), ...errors },
        },
      },
      async (request, reply) => ok(await receiveUpload(deps, request, reply, 'attachment')),
    );

    // The stored names are random (128 bits), so the URL itself is the credential, as for <img src>.
    app.get(
      '/uploads/:year/:month/:file',
      {
        config: { public: true },
        schema: {
          tags,
          operationId: 'storedFile',
          summary:
            'A stored upload or thumbnail: images inline, other files as a download under their original name; a PDF with ?preview=1 inline, for the portal to frame',
          params: storedFileParams,
          querystring: storedFileQuery,
          response: {
            200: z.unknown().describe("The file's bytes"),
            304: z.null().describe('Not modified: the copy the browser holds is current'),
            400: errorEnvelope,
            404: errorEnvelope,
          },
        },
      },
      async (request, reply) => {
        const { year, month, file } = request.params;
        const stored = await openStored(deps, `${year}/${month}/${file}`, { preview: request.query.preview === '1' });
        if (!stored) throw notFound('File');
        const { 'content-length': length, ...headers } = stored.headers;
        if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(stored.etag)) return reply.code(304).headers(headers).send();
        return reply.headers({ ...headers, 'content-length': length }).send(stored.open());
      },
    );
  };
