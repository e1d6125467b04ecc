import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/client';
import { migrationsFolder } from '../../db/client';
import type { RateLimitStore } from '../../lib/rateLimit';
import type { UploadStore } from '../../lib/uploadStore';

/**
 * What a load balancer asks before sending an instance traffic: the database answers, every migration of this
 * build is applied, Redis answers when REDIS_URL is set (rate-limited requests need it), the upload bucket answers
 * when uploads are kept in S3, and the instance is not shutting down. Liveness (/healthz) asks nothing of the database, so a
 * slow database does not get a healthy process restarted.
 */
export type Readiness = { ready: boolean; checks: { database: boolean; migrations: boolean; draining: boolean; redis?: boolean; uploads?: boolean } };

/** The newest migration of this build (drizzle's journal beside the SQL files: its `when`), read once. */
let newestMigration: number | undefined;
function newestMigrationInBuild(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
    newestMigration = Math.max(...journal.entries.map((e) => e.when));
  }
  return newestMigration;
}

async function databaseChecks(db: Db): Promise<{ database: boolean; migrations: boolean }> {
  try {
    // drizzle's own record of what it applied: a migration's `when` is its created_at there.
    const result = await db.execute(sql`select coalesce(max(created_at), 0)::float8 as newest from drizzle.__drizzle_migrations`);
    const [{ newest }] = (result as unknown as { rows: { newest: number }[] }).rows;
    return { database: true, migrations: newest >= newestMigrationInBuild() };
  } catch {
    // Unreachable, or the migrations table missing: not ready either way (the reason stays in the server's log).
    return { database: false, migrations: false };
  }
}

export function createHealth(db: Db, services: { rateLimits?: RateLimitStore; uploads?: UploadStore } = {}) {
  const { rateLimits, uploads } = services;
  let draining = false;
  return {
    /** From now on readiness answers 503, so the load balancer stops sending new requests (SIGTERM). */
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    async readiness(): Promise<Readiness> {
      // Both asked at once: a load balancer's check has a short timeout, and the answer waits for the slower one only.
      // Redis and the bucket only when configured: without REDIS_URL limits count in the database, and uploads on
      // disk or in the database need nothing more.
      const [{ database, migrations }, redis, uploadStore] = await Promise.all([
        databaseChecks(db),
        rateLimits?.kind === 'redis' && rateLimits.ping ? rateLimits.ping() : undefined,
        uploads?.reachable?.(),
      ]);
      return {
        ready: database && migrations && redis !== false && uploadStore !== false && !draining,
        checks: { database, migrations, draining, ...(redis !== undefined ? { redis } : {}), ...(uploadStore !== undefined ? { uploads: uploadStore } : {}) },
      };
    },
  };
}

export type Health = ReturnType<typeof createHealth>;
