import crypto from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

/** Everything the server reads from the environment, validated once at start. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PORTAL_ADMIN_PASSWORD: z.string().optional(),
  /** Token lifetime in seconds (default 2 hours). */
  TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(2 * 60 * 60),
  /** Where the built web app lives; the server serves it when present. */
  WEB_DIST: z.string().default('./dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Signs download grants (createexcel=1 windows); every instance behind one load balancer needs the same one. */
  DOWNLOAD_GRANT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Whether a demo park is seeded into an empty database. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
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
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seedDemo: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    adminPassword: e.PORTAL_ADMIN_PASSWORD || undefined,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    downloadGrantSecret: e.DOWNLOAD_GRANT_SECRET ?? crypto.randomBytes(32).toString('base64url'),
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
  };
}
