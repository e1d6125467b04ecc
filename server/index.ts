import { buildApp } from './app';
import { loadConfig } from './config';
import { DatabaseUnavailableError, openDatabase } from './db/client';
import { createMailer, createOutboxSms } from './lib/mail';
import { openRedisRateLimits, RedisUnavailableError } from './lib/rateLimit';
import { checkBucket, S3UnavailableError } from './lib/s3UploadStore';
import { seed } from './seed';
import { followConfigChanges } from './modules/config/service';
import path from 'node:path';

/** `npm start`: open the database, migrate, seed, serve; stop cleanly on SIGTERM and SIGINT. */
async function main() {
  const config = loadConfig();
  const startedAt = Date.now();
  // The other parts an instance relies on, checked before the database: one that does not answer stops the start
  // with one line, rather than the first limited request or upload failing later.
  const rateLimits = config.redisUrl ? await openRedisRateLimits(config.redisUrl) : undefined;
  if (config.uploadStore === 's3' && config.s3) await checkBucket(config.s3);
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') });
  const seeded = await database.whileStarting(async () => {
    await database.migrate();
    return seed(database.db, {
      adminPassword: config.adminPassword,
      demo: config.seedDemo,
      uploadStore: config.uploadStore,
      uploadDir: path.join(config.dataDir, 'uploads'),
      s3: config.s3,
    });
  });
  if (seeded.generatedPassword) {
    // Printed once, straight to the terminal rather than the structured log.
    process.stdout.write(
      `\n  First start: created the administrator account.\n  username: admin\n  password: ${seeded.generatedPassword}\n  (set PORTAL_ADMIN_PASSWORD to choose it; this is the only time it is shown)\n\n`,
    );
  }

  await followConfigChanges(database);

  const app = await buildApp({
    db: database.db,
    tokenTtlSeconds: config.tokenTtlSeconds,
    downloadGrantSecret: config.downloadGrantSecret,
    webDist: config.webDist,
    uploadDir: path.join(config.dataDir, 'uploads'),
    uploadStore: config.uploadStore,
    s3: config.s3,
    rateLimits,
    mail: createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom }),
    sms: createOutboxSms(path.join(config.dataDir, 'outbox')),
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    externalOidc: config.externalOidc,
    llm: config.llm,
    runJobs: true,
    metricsToken: config.metricsToken,
    logger: {
      level: config.logLevel,
      // Readable lines for a person at a terminal; JSON, one object a line, for anything that collects logs.
      ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'body.password'], remove: true },
    },
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness turns 503 first, so a load balancer stops sending requests before the port closes.
    app.health.drain();
    if (config.shutdownDrainMs > 0) {
      app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining: readiness is 503, still serving');
      await new Promise((resolve) => {
        setTimeout(resolve, config.shutdownDrainMs);
      });
    }
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    try {
      await app.close();
      await rateLimits?.close?.();
      await database.close();
      process.exit(0);
    } catch {
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { port: config.port, database: database.kind, rateLimits: rateLimits ? 'redis' : 'database', startupMs: Date.now() - startedAt },
    `Park Portal is serving on http://localhost:${config.port}`,
  );
}

main().catch((err) => {
  const message =
    err instanceof DatabaseUnavailableError ||
    err instanceof RedisUnavailableError ||
    err instanceof S3UnavailableError ||
    err?.code === 'EADDRINUSE' ||
    /Invalid configuration/.test(err?.message)
      ? err.message
      : `Park Portal could not start: ${err?.message ?? err}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
