import crypto from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { eq, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '@shared/contentDisposition';
import type { Deps } from '../../deps';
import { uploads } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { audit } from '../../lib/audit';
import {
  checkType,
  formatBytes,
  imageInfo,
  ImageDecodeError,
  isImageType,
  newStoredName,
  downloadName,
  sniff,
  typeOfMime,
  UPLOAD_LIMITS,
  type UploadKind,
} from '../../lib/uploads';
import type { UploadResult } from './schemas';

const payloadTooLarge = (message: string) => new AppError(413, message);
const unsupportedType = (message: string) => new AppError(415, message);

const urlOf = (storedName: string) => `/uploads/${storedName}`;

const tooLarge = (kind: UploadKind) =>
  payloadTooLarge(`File too large: ${kind === 'image' ? 'images' : 'attachments'} may be at most ${formatBytes(UPLOAD_LIMITS[kind])}`);

/** Room for the multipart framing around the file (boundaries, part headers, a few small fields). */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * onRequest hook of an upload call: a body whose declared length is over the limit is refused with
 * 413 before any of it is read, and the connection is closed so the rest is never taken in.
 */
export function refuseOversized(kind: UploadKind) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > UPLOAD_LIMITS[kind] + MULTIPART_OVERHEAD) {
      reply.header('connection', 'close');
      throw tooLarge(kind);
    }
  };
}

/** The file part of a multipart request, read into memory up to the call's limit. */
async function readFilePart(request: FastifyRequest, reply: FastifyReply, kind: UploadKind): Promise<{ data: Buffer; filename: string }> {
  const limit = UPLOAD_LIMITS[kind];
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data (one file, field name "file")');
  try {
    const part = await request.file({ limits: { fileSize: limit } });
    if (!part) throw badRequest('The upload holds no file');
    const data = await part.toBuffer();
    return { data, filename: part.filename };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      // Stop at the limit: the rest of a chunked body is not read, the connection ends with the answer.
      reply.header('connection', 'close');
      throw tooLarge(kind);
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw payloadTooLarge('Too many parts in the upload: send one file per request');
    }
    // Anything else here comes from parsing the client's stream (a missing boundary, a cut-off body).
    throw badRequest('The upload is not valid multipart/form-data');
  }
}

/**
 * Accepts one uploaded file: checks size and type (by content), stores it under a random name with
 * its thumbnail when it is an image, and records it with an audit entry in one transaction. A refused
 * file leaves nothing behind: no file on disk, no row.
 */
export async function receiveUpload(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: UploadKind,
  /** A visitor's upload (a policy application's material) is recorded as theirs. */
  options: { visitorId?: number } = {},
): Promise<UploadResult> {
  const { data, filename } = await readFilePart(request, reply, kind);
  if (data.length === 0) throw badRequest('The file is empty');

  const checked = checkType(kind, sniff(data, filename));
  if (!checked.ok) throw unsupportedType(checked.message);
  const type = checked.type;

  let image: Awaited<ReturnType<typeof imageInfo>> | null = null;
  if (isImageType(type)) {
    try {
      image = await imageInfo(data);
    } catch (err) {
      if (err instanceof ImageDecodeError) {
        throw unsupportedType(`The image could not be decoded: the file starts like ${type.label} but is damaged or too large (at most 100 megapixels)`);
      }
      throw err;
    }
  }

  const now = deps.now();
  const { storedName, thumbName } = newStoredName(type, now);
  const originalName = downloadName(filename, type);
  const sha256 = crypto.createHash('sha256').update(data).digest('hex');
  const written: string[] = [];
  try {
    await deps.uploads.write(storedName, data);
    written.push(storedName);
    if (image) {
      await deps.uploads.write(thumbName, image.thumbnail);
      written.push(thumbName);
    }
    const row = await deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(uploads)
        .values({
          storedName,
          originalName,
          kind,
          mime: type.mime,
          size: data.length,
          width: image?.width ?? null,
          height: image?.height ?? null,
          thumbName: image ? thumbName : null,
          sha256,
          uploadedBy: request.user?.id ?? null,
          uploadedByVisitor: options.visitorId ?? null,
          createdAt: now,
        })
        .returning();
      await audit(tx, request, {
        action: 'create',
        entity: 'upload',
        entityId: inserted.id,
        summary: `Uploaded ${kind} ${originalName} (${type.mime}, ${data.length} bytes)`,
        after: inserted,
      });
      return inserted;
    });
    return {
      id: row.id,
      url: urlOf(row.storedName),
      thumbUrl: row.thumbName ? urlOf(row.thumbName) : null,
      name: row.originalName,
      mime: row.mime,
      size: row.size,
      width: row.width,
      height: row.height,
    };
  } catch (err) {
    await Promise.all(written.map((name) => deps.uploads.remove(name).catch(() => undefined)));
    throw err;
  }
}

/**
 * How a stored file (or a thumbnail) is served; null when no upload has that name or its file is gone. Images are
 * shown, everything else downloaded under a sandbox; a PDF asked for as a `preview` is shown too, in the portal's
 * own frames only, without the sandbox, which would keep the browser's PDF viewer from drawing it (it still runs no
 * script of this origin and loads nothing).
 */
export async function openStored(
  deps: Deps,
  name: string,
  { preview = false }: { preview?: boolean } = {},
): Promise<{ open: () => Readable; etag: string; headers: Record<string, string> } | null> {
  const [row] = await deps.db
    .select()
    .from(uploads)
    .where(or(eq(uploads.storedName, name), eq(uploads.thumbName, name)))
    .limit(1);
  if (!row) return null;
  const isThumb = row.thumbName === name;
  const stored = await deps.uploads.stat(name);
  if (!stored) return null;
  const etag = `"${stored.size.toString(16)}-${stored.version}"`;
  const mime = isThumb ? 'image/webp' : row.mime;
  const pdfPreview = preview && mime === 'application/pdf';
  const inline = mime.startsWith('image/') || pdfPreview;
  const storedType = typeOfMime(row.mime);
  const fileName = isThumb ? `${path.parse(row.originalName).name}.thumb.webp` : storedType ? downloadName(row.originalName, storedType) : row.originalName;
  return {
    open: stored.open,
    etag,
    headers: {
      'content-type': mime.startsWith('text/') ? `${mime}; charset=utf-8` : mime,
      'content-length': String(stored.size),
      'x-content-type-options': 'nosniff',
      // Should a browser ever render one as a page, it runs nothing and reaches nothing.
      ...(pdfPreview
        ? { 'content-security-policy': "default-src 'none'; frame-ancestors 'self'", 'x-frame-options': 'SAMEORIGIN' }
        : { 'content-security-policy': "default-src 'none'; sandbox" }),
      'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', fileName),
      etag,
      // Stored files never change (a new upload gets a new name), but one taken down should not outlive it
      // for long in browsers: a day, then a revalidation that costs a 304.
      'cache-control': 'private, max-age=86400',
    },
  };
}
