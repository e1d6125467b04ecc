import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { auditLogs } from '../db/schema';

export type AuditEntry = {
  action: 'create' | 'update' | 'delete' | 'grant' | 'login' | 'logout' | 'export' | 'import' | 'revoke' | 'unlock';
  entity: string;
  entityId?: string | number | null;
  summary?: string;
  before?: unknown;
  after?: unknown;
};

/** Fields that never go into the operation log, whatever the entity. */
const secretFields = new Set(['password', 'passwordHash', 'tokenHash', 'token']);

function scrub(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map(scrub);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k]) => !secretFields.has(k))
        .map(([k, v]) => [k, scrub(v)]),
    );
  }
  return value;
}

/**
 * Writes one operation-log row. Call it with the write's own transaction so the change and its
 * log entry land together or not at all.
 */
export async function audit(tx: DbOrTx, request: FastifyRequest | null, entry: AuditEntry) {
  await tx.insert(auditLogs).values({
    userId: request?.user?.id ?? null,
    username: request?.user?.username ?? null,
    ip: request?.ip ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    summary: entry.summary ?? null,
    before: scrub(entry.before),
    after: scrub(entry.after),
  });
}

/** Writes several operation-log rows in one statement (an import's entry per record), in the write's transaction. */
export async function auditMany(tx: DbOrTx, request: FastifyRequest | null, entries: AuditEntry[]) {
  if (!entries.length) return;
  await tx.insert(auditLogs).values(
    entries.map((entry) => ({
      userId: request?.user?.id ?? null,
      username: request?.user?.username ?? null,
      ip: request?.ip ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      summary: entry.summary ?? null,
      before: scrub(entry.before),
      after: scrub(entry.after),
    })),
  );
}
