import type { Db } from './db/client';
import type { LlmConfig, ServerConfig } from './config';
import type { Mailer, SmsSender } from './lib/mail';
import type { RateLimitStore } from './lib/rateLimit';
import type { UploadStore } from './lib/uploadStore';

/** How long the assistant waits for a language model (server/modules/assistant/llm.ts has the defaults). */
export type LlmTimeouts = { firstTokenMs: number; totalMs: number };

/** What every module's routes and services are given: the database, the configuration and the clock. */
export type Deps = {
  db: Db;
  config: Pick<ServerConfig, 'tokenTtlSeconds' | 'downloadGrantSecret' | 'publicUrl' | 'externalOidc'> & {
    trustProxy?: boolean;
    /** The policy assistant's language model (LLM_*), with its time limits (tests shorten them); none by default. */
    llm?: LlmConfig & { timeouts?: Partial<LlmTimeouts> };
  };
  /** Injected so lockouts and token expiry can be tested with a fake clock. */
  now: () => Date;
  /** Where uploaded files' bytes are kept (server/lib/uploadStore.ts): a folder outside the web root, the database or an S3 bucket. */
  uploads: UploadStore;
  /** Where request limits are counted (server/lib/rateLimit.ts): in Redis with REDIS_URL, else in the database. */
  rateLimits: RateLimitStore;
  /** Outgoing e-mail and text messages (server/lib/mail.ts): SMTP, or the outbox folder. */
  mail: Mailer;
  sms: SmsSender;
};
