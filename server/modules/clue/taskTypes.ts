import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { clueTaskTypes } from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import type * as s from './schemas';

/** The most task types the park keeps (a short list picked from in every follow-up). */
const TASK_TYPE_LIMIT = 200;

type TaskType = typeof clueTaskTypes.$inferSelect;
const out = (t: TaskType) => ({ id: t.id, name: t.name, description: t.description, order: t.order, enabled: t.enabled, updatedAt: t.updatedAt.toISOString() });

/** GET /api/pms/admin/business/tasktype: the task types in order (only the enabled ones with `enabled=true`). */
export async function queryTaskTypes(db: DbOrTx, q: z.infer<typeof s.taskTypeQuery>) {
  const rows = await db
    .select()
    .from(clueTaskTypes)
    .where(q.enabled ? eq(clueTaskTypes.enabled, q.enabled === 'true') : undefined)
    .orderBy(asc(clueTaskTypes.order), asc(clueTaskTypes.id))
    .limit(TASK_TYPE_LIMIT);
  return { list: rows.map(out), total: rows.length };
}

/** POST /api/pms/admin/business/tasktypepost: create (no id) or update a task type; names are unique. */
export async function saveTaskType(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.taskTypePost>) {
  const { id, ...fields } = input;
  return deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: clueTaskTypes.id })
      .from(clueTaskTypes)
      .where(and(eq(clueTaskTypes.name, fields.name), id ? ne(clueTaskTypes.id, id) : undefined));
    if (taken) throw conflict(`name: the task type "${fields.name}" exists`, 'name');
    if (id === undefined) {
      const [row] = await tx.insert(clueTaskTypes).values(fields).returning();
      await audit(tx, request, { action: 'create', entity: 'clueTaskType', entityId: row.id, summary: row.name, after: row });
      return out(row);
    }
    const [before] = await tx.select().from(clueTaskTypes).where(eq(clueTaskTypes.id, id)).for('update');
    if (!before) throw notFound('Task type');
    const [row] = await tx
      .update(clueTaskTypes)
      .set({ ...fields, updatedAt: deps.now() })
      .where(eq(clueTaskTypes.id, id))
      .returning();
    await audit(tx, request, { action: 'update', entity: 'clueTaskType', entityId: row.id, summary: row.name, before, after: row });
    return out(row);
  });
}
