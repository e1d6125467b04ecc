import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { uploadStoreKinds, type S3StoreOptions, type UploadStoreKind } from './lib/uploadStore';

/** Fastify's trustProxy: false, a hop count, or a list of addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY as Fastify's option; an Error saying what is wrong with it. "true" (everyone) is refused. */
export function parseTrustProxy(value: string | undefined): TrustProxy | Error {
  const text = (value ?? '').trim();
  if (!text || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Math.min(Number(text), 10);
  if (text === 'true' || text === '*')
    return new Error('must name the proxies (addresses or CIDR ranges) or give a hop count; trusting every client would let anyone choose their address');
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const family = net.isIP(address);
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!PROXY_NAMES.has(entry) && (!family || !validBits || rest.length))
      return new Error(`"${entry}" is not an address, a CIDR range or one of loopback, linklocal, uniquelocal`);
  }
  return entries;
}

/** Everything the server reads from the environment, validated once at start. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PORTAL_ADMIN_PASSWORD: z.string().optional(),
  /** Token lifetime in seconds (default 2 hours). */
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 60 * 60),
  /** Where the built web app lives; the server serves it when present. */
  WEB_DIST: z.string().default('./dist'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Signs download grants (createexcel=1 windows); every instance behind one load balancer needs the same one. */
  DOWNLOAD_GRANT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Which reverse proxies' X-Forwarded-For to believe: a hop count ("1") or their addresses and CIDR
   * ranges ("10.0.0.5,10.1.0.0/16"). Unset, nobody's: a client cannot choose the address that sign-in
   * lockout and the login log see.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed instanceof Error) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: parsed.message });
        return z.NEVER;
      }
      return parsed;
    }),
  /**
   * The portal's public address (https://zc.example-park.cn), written into canonical links, the sitemap and
   * calendar files. Unset, each request's own origin is used: right on one machine, but behind a proxy the
   * address should be named rather than taken from a Host header a client chooses.
   */
  PUBLIC_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  /** Outgoing mail: smtp://user:pass@host:587 or smtps://…; unset, messages are written to <DATA_DIR>/outbox. */
  SMTP_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^smtps?:\/\/[^\s]+$/.test(v), 'must start with smtp:// or smtps://'),
  /** The From address of the portal's mail. */
  MAIL_FROM: z
    .string()
    .default('智汇园区 <no-reply@localhost>')
    .refine((v) => !/[\r\n]/.test(v), 'must be one line'),
  /**
   * Sign-in through an external OpenID Connect provider (a government unified identity platform): all three set,
   * or none. The issuer is https (http only on localhost, for development).
   */
  OIDC_ISSUER: z
    .string()
    .optional()
    .refine((v) => !v || /^https:\/\/[^\s]+$/.test(v) || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/[^\s]*)?$/.test(v), 'must be an https:// URL'),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /**
   * The policy assistant's optional language model: any OpenAI-compatible chat completions service
   * (`<LLM_BASE_URL>/chat/completions`). All three set, or none; unset, answers are composed without a model.
   */
  LLM_BASE_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^https?:\/\/[^\s]+$/.test(v), 'must be an http:// or https:// URL'),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  /** Whether a demo park is seeded into an empty database. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * Redis for what several instances must count together: request limits (forum posts, assistant questions, codes,
   * captchas, uploads a day). Unset, they are counted in the database. redis://[:password@]host:6379[/db] or rediss://.
   */
  REDIS_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^rediss?:\/\/[^\s/]+(\/\d{1,2})?\/?$/.test(v), 'must be redis://host:port or rediss://host:port, with a database number at most'),
  UPLOAD_STORE: z.enum(uploadStoreKinds).optional(),
  /**
   * Uploads in a bucket of S3 or of an S3-compatible server (MinIO, Ceph, a cloud's object storage): S3_BUCKET makes
   * `s3` the default store. S3_ENDPOINT names the server (AWS when unset); the key pair both or neither (neither: the
   * SDK's default chain). No value of these is ever echoed in an error or a log line.
   */
  S3_ENDPOINT: z
    .string()
    .optional()
    .refine((v) => !v || /^https?:\/\/[^\s/@]+(\/[^\s]*)?$/.test(v), 'must be an http:// or https:// URL without a user name or password')
    .transform((v) => v?.replace(/\/+$/, '') || undefined),
  S3_BUCKET: z
    .string()
    .optional()
    .refine((v) => !v || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens'),
  S3_REGION: z
    .string()
    .optional()
    .refine((v) => !v || /^[a-z0-9-]{1,40}$/.test(v), 'must be a region name such as us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
});

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminPassword?: string;
  tokenTtlSeconds: number;
  /** Random per process when not configured: fine for one instance. */
  downloadGrantSecret: string;
  webDist: string;
  /** The bearer token of /metrics; without one only the machine itself may read it. */
  metricsToken?: string;
  /** How long readiness answers 503 before the server stops taking connections (behind a load balancer: its check interval and a bit). */
  shutdownDrainMs: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seedDemo: boolean;
  /** Redis (REDIS_URL): request limits shared by every instance; without it they are counted in the database. */
  redisUrl?: string;
  /** Where uploads' bytes are kept: in an S3 bucket with S3_BUCKET, else in the database with PostgreSQL (every instance serves every file), on disk with PGlite. */
  uploadStore: UploadStoreKind;
  /** The bucket (S3_*), when S3_BUCKET is set: the `s3` store's, and `npm run uploads:move`'s either way. */
  s3?: S3StoreOptions;
  trustProxy: TrustProxy;
  publicUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The external identity platform (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET), when configured. */
  externalOidc?: ExternalOidcConfig;
  /** The policy assistant's language model (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL), when configured. */
  llm?: LlmConfig;
};

/** An OpenAI-compatible chat completions service; the key is sent to it and nowhere else (never logged). */
export type LlmConfig = { baseUrl: string; apiKey: string; model: string };

export type ExternalOidcConfig = { issuer: string; clientId: string; clientSecret: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  const oidcSet = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidcSet !== 0 && oidcSet !== 3) throw new Error('Invalid configuration OIDC_ISSUER: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together');
  const llmSet = [e.LLM_BASE_URL, e.LLM_API_KEY, e.LLM_MODEL].filter(Boolean).length;
  if (llmSet !== 0 && llmSet !== 3) throw new Error('Invalid configuration LLM_BASE_URL: set LLM_BASE_URL, LLM_API_KEY and LLM_MODEL together');
  const s3KeysSet = [e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY].filter(Boolean).length;
  if (s3KeysSet === 1) throw new Error('Invalid configuration S3_ACCESS_KEY_ID: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither');
  const uploadStore = e.UPLOAD_STORE ?? (e.S3_BUCKET ? 's3' : e.DATABASE_URL ? 'database' : 'disk');
  if (uploadStore === 's3' && !e.S3_BUCKET)
    throw new Error('Invalid configuration UPLOAD_STORE: s3 keeps uploads in a bucket: set S3_BUCKET (and S3_ENDPOINT for a server other than AWS)');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    adminPassword: e.PORTAL_ADMIN_PASSWORD || undefined,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    downloadGrantSecret: e.DOWNLOAD_GRANT_SECRET ?? crypto.randomBytes(32).toString('base64url'),
    webDist: path.resolve(e.WEB_DIST),
    metricsToken: e.METRICS_TOKEN || undefined,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    redisUrl: e.REDIS_URL || undefined,
    uploadStore,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION || 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
        }
      : undefined,
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    externalOidc: oidcSet ? { issuer: e.OIDC_ISSUER!.replace(/\/+$/, ''), clientId: e.OIDC_CLIENT_ID!, clientSecret: e.OIDC_CLIENT_SECRET! } : undefined,
    llm: llmSet ? { baseUrl: e.LLM_BASE_URL!.replace(/\/+$/, ''), apiKey: e.LLM_API_KEY!, model: e.LLM_MODEL! } : undefined,
  };
}
