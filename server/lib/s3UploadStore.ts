import { PassThrough, pipeline, type Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { checkStoredName } from './uploads';
import type { UploadStore } from './uploadStore';

/** A bucket in AWS S3 or an S3-compatible server (MinIO, Ceph, a cloud's object storage): S3_* in server/config.ts. */
export type S3StoreOptions = {
  bucket: string;
  /** The server's address (http://minio:9000); AWS when absent. */
  endpoint?: string;
  region: string;
  /** Both or neither; neither, the SDK's default chain (environment, profile, instance role) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
};

type S3Module = typeof import('@aws-sdk/client-s3');
let sdkModule: Promise<S3Module> | undefined;
// Loaded at the first use: a portal that keeps uploads elsewhere does not load the SDK at start.
const loadSdk = () => (sdkModule ??= import('@aws-sdk/client-s3'));

/**
 * An S3 error with only what is safe to log: the operation, the key, the error's name, HTTP status and message. The
 * SDK's own error carries the request and response; nothing of the client's configuration (the secret) is kept here.
 */
export class S3StoreError extends Error {
  /** The server could not be reached or failed (network error, timeout, 5xx): the request answers 503, not 500. */
  readonly serviceUnavailable: boolean;

  constructor(
    readonly operation: string,
    readonly key: string,
    readonly code: string,
    readonly status: number | undefined,
    detail: string,
    unreachable = false,
  ) {
    super(`S3 ${operation} of ${key} failed: ${code}${status ? ` (HTTP ${status})` : ''}${detail && detail !== code ? `: ${detail}` : ''}`);
    this.name = 'S3StoreError';
    this.serviceUnavailable = unreachable || (status ?? 0) >= 500 || /timeout/i.test(code);
  }
}

type SdkError = { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
const statusOf = (err: unknown) => (err as SdkError)?.$metadata?.httpStatusCode;
const nameOf = (err: unknown) => (err as SdkError)?.name ?? 'Error';

function storeError(operation: string, key: string, err: unknown): S3StoreError {
  if (err instanceof S3StoreError) return err;
  const detail = typeof (err as SdkError)?.message === 'string' ? (err as SdkError).message! : '';
  return new S3StoreError(operation, key, nameOf(err), statusOf(err), detail.slice(0, 300), statusOf(err) === undefined && !!networkCode(err));
}

function newClient(sdk: S3Module, options: S3StoreOptions): S3Client {
  return new sdk.S3Client({
    endpoint: options.endpoint,
    region: options.region,
    // Bucket in the path (http://minio:9000/portal/2026/11/…): what S3-compatible servers all understand.
    forcePathStyle: true,
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
    // Checksums only where an operation requires them: servers that do not know the newer checksum headers refuse them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable server fails a request in seconds rather than holding it; a stalled transfer after a minute idle.
    requestHandler: { connectionTimeout: 10_000, requestTimeout: 60_000 },
  });
}

/** ECONNREFUSED, ENOTFOUND…: on the error, its cause or the first of several (an address tried per family). */
function networkCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown }; errors?: { code?: unknown }[]; message?: unknown };
  const code = [e?.code, e?.cause?.code, e?.errors?.[0]?.code].find((c) => typeof c === 'string');
  return (code as string | undefined) ?? (typeof e?.message === 'string' ? /\b(E[A-Z]{3,})\b/.exec(e.message)?.[1] : undefined);
}

/** The bucket of UPLOAD_STORE=s3 cannot be reached at start: the server says so in one line and exits (as for DATABASE_URL). */
export class S3UnavailableError extends Error {}

/**
 * At start: the bucket answers a HeadBucket with these credentials, within 15 s. The line names the bucket and the
 * server's host, the error's name and HTTP status; never a key.
 */
export async function checkBucket(options: S3StoreOptions): Promise<void> {
  const sdk = await loadSdk();
  const client = newClient(sdk, options);
  try {
    await client.send(new sdk.HeadBucketCommand({ Bucket: options.bucket }), { abortSignal: AbortSignal.timeout(15_000) });
  } catch (err) {
    const where = options.endpoint ? new URL(options.endpoint).host : 'AWS S3';
    const code = networkCode(err) ?? nameOf(err);
    const status = statusOf(err);
    throw new S3UnavailableError(`Cannot reach the S3 bucket ${options.bucket} at ${where} (${code}${status ? `, HTTP ${status}` : ''})`);
  } finally {
    client.destroy();
  }
}

/** How long a readiness check waits for the bucket, and how long its answer stands. */
const REACHABLE_TIMEOUT_MS = 2_000;
const REACHABLE_CACHE_MS = 5_000;

/** "\"9a0364b9e99bb480dd25e1f0284c8555\"" (or W/"…") as the bare tag, safe inside the portal's own ETag. */
const bareEtag = (etag: string | undefined) => etag?.replace(/^W\//, '').replace(/"/g, '') || undefined;

/**
 * Uploads in a bucket, one object per stored name (the key is the name: 2026/11/<random>.png). Writing never replaces:
 * a HeadObject first, since S3-compatible servers that ignore a conditional PUT are common (s3rver, several cloud
 * object stores), and then the PutObject with If-None-Match: * so a server that knows it closes the short race
 * between the two (names are random, so the race is only a guard). A server answering 501 to the condition gets
 * the PutObject again without it.
 */
export function s3UploadStore(options: S3StoreOptions): UploadStore {
  const { bucket } = options;
  let connecting: Promise<{ sdk: S3Module; client: S3Client }> | undefined;
  const connect = () => (connecting ??= loadSdk().then((sdk) => ({ sdk, client: newClient(sdk, options) })));

  // Readiness asks every second or so per load balancer: one HeadBucket answers every check for a few seconds, and
  // checks that come while it is under way wait for it rather than sending their own.
  let lastCheck: { at: number; answer: Promise<boolean> } | undefined;
  async function headBucket(): Promise<boolean> {
    try {
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(REACHABLE_TIMEOUT_MS) });
      return true;
    } catch {
      return false;
    }
  }

  /** HeadObject: the object's size and tag, or null when there is none. */
  async function head(name: string) {
    const { sdk, client } = await connect();
    try {
      const found = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: name }));
      return { size: found.ContentLength ?? 0, version: bareEtag(found.ETag) ?? (found.LastModified?.getTime() ?? 0).toString(16) };
    } catch (err) {
      if (statusOf(err) === 404 || nameOf(err) === 'NotFound' || nameOf(err) === 'NoSuchKey') return null;
      throw storeError('HeadObject', name, err);
    }
  }

  function open(name: string): Readable {
    const out = new PassThrough();
    const abort = new AbortController();
    let responded = false;
    // The reader went away (a browser closed the download) before the response came: no need for it.
    out.once('close', () => responded || abort.abort());
    connect()
      .then(({ sdk, client }) => client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: name }), { abortSignal: abort.signal }))
      .then((res) => {
        responded = true;
        const body = res.Body as Readable | undefined;
        if (!body) throw new Error('no body in the response');
        // Either side failing ends both: an error from S3 destroys the served stream, a reader gone stops the transfer.
        pipeline(body, out, () => undefined);
      })
      .catch((err: unknown) => out.destroy(storeError('GetObject', name, err)));
    return out;
  }

  return {
    kind: 's3',
    async write(name, data) {
      checkStoredName(name);
      if (await head(name)) throw new S3StoreError('PutObject', name, 'AlreadyExists', undefined, 'a stored file is never replaced');
      const { sdk, client } = await connect();
      const put = (conditional: boolean) =>
        client.send(
          new sdk.PutObjectCommand({ Bucket: bucket, Key: name, Body: data, ContentLength: data.length, ...(conditional ? { IfNoneMatch: '*' } : {}) }),
        );
      try {
        await put(true);
      } catch (err) {
        // 412: the object exists; 409: another conditional write of the same key is under way (AWS).
        if (statusOf(err) === 412 || statusOf(err) === 409 || nameOf(err) === 'PreconditionFailed')
          throw new S3StoreError('PutObject', name, 'AlreadyExists', statusOf(err), 'a stored file is never replaced');
        if (statusOf(err) !== 501) throw storeError('PutObject', name, err);
        try {
          await put(false);
        } catch (again) {
          throw storeError('PutObject', name, again);
        }
      }
    },
    async remove(name) {
      checkStoredName(name);
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: name }));
      } catch (err) {
        throw storeError('DeleteObject', name, err);
      }
    },
    reachable() {
      const now = Date.now();
      if (!lastCheck || now - lastCheck.at >= REACHABLE_CACHE_MS) lastCheck = { at: now, answer: headBucket() };
      return lastCheck.answer;
    },
    async stat(name) {
      // A name of another shape is no stored file (as on disk): never a key outside the uploads' layout.
      try {
        checkStoredName(name);
      } catch {
        return null;
      }
      const found = await head(name);
      return found && { ...found, open: () => open(name) };
    },
  };
}
