import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, badRequest, errorBody, ShowType } from '../lib/errors';

/** PostgreSQL SQLSTATE codes that are the client's fault, mapped to a status and a plain message. */
const pgClientErrors: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: 'A record with the same value already exists' },
  '23503': { status: 409, message: 'The record is referenced by other records' },
  '22P02': { status: 400, message: 'A value has the wrong format' },
  '22001': { status: 400, message: 'A value is too long' },
  '22003': { status: 400, message: 'A number is out of range' },
  // Text and dates PostgreSQL cannot store: the input guard refuses most before they get here.
  '22021': { status: 400, message: 'A value contains a character that is not allowed' },
  '22P05': { status: 400, message: 'A value contains a character that is not allowed' },
  '22007': { status: 400, message: 'A date or time has the wrong format' },
  '22008': { status: 400, message: 'A date or time is out of range' },
  '22009': { status: 400, message: 'A time zone is out of range' },
};

function isPgError(err: unknown): err is { code: string; constraint?: string; table?: string } {
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !code.startsWith('FST');
}

/** Drizzle wraps driver errors; the SQLSTATE lives on the cause. */
export function pgCause(err: unknown) {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i += 1) {
    if (isPgError(e)) return e;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** `body.username: Required` style messages that name the field. */
function validationMessage(err: FastifyError & { validation: { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }[] }) {
  const where = err.validationContext ?? 'request';
  const first = err.validation[0];
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = first.keyword === 'invalid_type' && first.params.input === undefined;
  const text = missing ? 'is required' : first.message ?? 'is invalid';
  return { field, message: field ? `${where}.${field}: ${text}` : `${where}: ${text}` };
}

/**
 * Text PostgreSQL cannot store, which JSON and URLs can carry: the NUL character and UTF-16 surrogates
 * without their pair.
 */
const INVALID_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MAX_DEPTH = 64;

/** The path of the first string holding invalid text ('' for the value itself, or an object with such a key), or null. */
export function invalidTextAt(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return INVALID_TEXT.test(value) ? '' : null;
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (INVALID_TEXT.test(key)) return '';
    const inner = invalidTextAt(item, depth + 1);
    if (inner !== null) return inner ? `${key}.${inner}` : key;
  }
  return null;
}

/**
 * Refuses invalid text once for every route, before validation: in the path, the query and a JSON body
 * (multipart bodies are read by their route), with a 400 naming the field.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const field = invalidTextAt(value);
      if (field !== null) throw badRequest(`${field ? `${where}.${field}` : where}: contains a character that is not allowed`, field || undefined);
    }
  });
}

/**
 * Registered before any route: turns every error into the envelope, and never lets SQL, parameters,
 * stack traces or internal messages reach the client or the log.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(errorBody(error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { field, message } = validationMessage(error as never);
      return reply.status(400).send(errorBody({ code: 400, message, showType: ShowType.ERROR_MESSAGE, field }));
    }
    const pg = pgCause(error);
    if (pg) {
      const known = pgClientErrors[pg.code];
      if (known) {
        request.log.warn({ sqlState: pg.code, constraint: pg.constraint }, 'database rejected the request');
        return reply.status(known.status).send(errorBody({ code: known.status, message: known.message, showType: ShowType.ERROR_MESSAGE }));
      }
      request.log.error({ sqlState: pg.code, table: pg.table }, 'database error');
      return reply.status(500).send(internalError(request));
    }
    if ((error as { serviceUnavailable?: boolean }).serviceUnavailable === true) {
      // A store the request needs (S3) is unreachable: worth retrying, unlike a fault. Its message is built to be safe.
      request.log.error({ errName: error.name, errMessage: error.message }, 'a required service is unavailable');
      return reply.status(503).send({
        ...errorBody({ code: 503, message: 'File storage is unavailable just now; please try again shortly', showType: ShowType.ERROR_MESSAGE }),
        requestId: request.id,
      });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own 4xx errors (bad JSON, body too large, wrong content type) carry safe messages.
      return reply.status(status).send(errorBody({ code: status, message: error.message, showType: ShowType.ERROR_MESSAGE }));
    }
    // Not a database error, so the message holds no SQL; the stack stays out of the log.
    request.log.error({ errName: error.name, errCode: error.code, errMessage: error.message }, 'unhandled error');
    return reply.status(500).send(internalError(request));
  });
}

/** The request's id goes with the answer (and its log line), so a report of the failure finds its log. */
function internalError(request: FastifyRequest) {
  return { ...errorBody({ code: 500, message: 'Internal server error', showType: ShowType.ERROR_MESSAGE }), requestId: request.id };
}
