import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { auditLogs, loginLogs } from '../../db/schema';
import { dataScopeOf, scopeCondition } from '../../lib/access';
import { withinDays } from '../../lib/dayRange';
import { contains } from '../../lib/like';
import type { logQuery, loginLogQuery } from './schemas';

const page = <T>(list: T[], total: number, current: number, pageSize: number) => ({ list, total, current, pageSize });

/** Log lines are in scope when the user who caused them is (their department, or themselves). */
async function logScope(deps: Deps, request: FastifyRequest, owner: typeof auditLogs.userId | typeof loginLogs.userId) {
  return scopeCondition(deps.db, await dataScopeOf(deps.db, request.user!.id), { owner, ownerDepartment: true });
}

export async function queryOperationLog(deps: Deps, request: FastifyRequest, q: z.infer<typeof logQuery>) {
  const where = and(
    await logScope(deps, request, auditLogs.userId),
    contains(q.username, auditLogs.username),
    q.action ? eq(auditLogs.action, q.action) : undefined,
    q.entity ? eq(auditLogs.entity, q.entity) : undefined,
    q.entityId ? eq(auditLogs.entityId, q.entityId) : undefined,
    withinDays(auditLogs.createdAt, q),
  );
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select()
      .from(auditLogs)
      .where(where)
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    deps.db.select({ total: count() }).from(auditLogs).where(where),
  ]);
  return page(
    rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total,
    q.current,
    q.pageSize,
  );
}

export async function queryLoginLog(deps: Deps, request: FastifyRequest, q: z.infer<typeof loginLogQuery>) {
  const where = and(
    await logScope(deps, request, loginLogs.userId),
    // Staff sign-ins; visitors' are theirs (user centre).
    eq(loginLogs.audience, 'staff'),
    contains(q.username, loginLogs.username),
    q.ip ? eq(loginLogs.ip, q.ip) : undefined,
    q.success ? eq(loginLogs.success, q.success === 'true') : undefined,
    withinDays(loginLogs.createdAt, q),
  );
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select({
        id: loginLogs.id,
        username: loginLogs.username,
        ip: loginLogs.ip,
        userAgent: loginLogs.userAgent,
        success: loginLogs.success,
        reason: loginLogs.reason,
        createdAt: loginLogs.createdAt,
      })
      .from(loginLogs)
      .where(where)
      .orderBy(desc(loginLogs.createdAt), desc(loginLogs.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    deps.db.select({ total: count() }).from(loginLogs).where(where),
  ]);
  return page(
    rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total,
    q.current,
    q.pageSize,
  );
}

/** The signed-in user's own latest operations, as the account centre lists them. */
export async function recentActivity(deps: Deps, userId: number, limit: number) {
  const rows = await deps.db.select().from(auditLogs).where(eq(auditLogs.userId, userId)).orderBy(desc(auditLogs.createdAt), desc(auditLogs.id)).limit(limit);
  return rows.map((r) => ({
    id: String(r.id),
    title: `${r.action} ${r.entity}${r.entityId ? ` #${r.entityId}` : ''}`,
    description: r.summary ?? '',
    updatedAt: r.createdAt.toISOString(),
    owner: r.username ?? '',
  }));
}
