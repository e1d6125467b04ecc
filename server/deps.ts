import type { Db } from './db/client';
import type { ServerConfig } from './config';
import type { Mailer, SmsSender } from './lib/mail';
import type { UploadStore } from './lib/uploadStore';

/** What every module's routes and services are given: the database, the configuration and the clock. */
export type Deps = {
  db: Db;
  config: Pick<ServerConfig, 'tokenTtlSeconds' | 'downloadGrantSecret' | 'publicUrl' | 'externalOidc'> & { trustProxy?: boolean };
  /** Injected so lockouts and token expiry can be tested with a fake clock. */
  now: () => Date;
  /** Where uploaded files' bytes are kept (server/lib/uploadStore.ts): a folder outside the web root, or the database. */
  uploads: UploadStore;
  /** Outgoing e-mail and text messages (server/lib/mail.ts): SMTP, or the outbox folder. */
  mail: Mailer;
  sms: SmsSender;
};
