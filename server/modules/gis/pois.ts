import { and, asc, count, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { POI_KIND_DICT } from '@shared/gis';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { dictItems, dictTypes, gisPois } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { containsByBigrams } from '../../lib/like';
import { registerDictUsage } from '../dict/usage';
import { assertOnPlan } from './plan';
import type * as s from './schemas';

registerDictUsage(POI_KIND_DICT, 'points of interest', async (db, v) => (await db.select({ n: count() }).from(gisPois).where(eq(gisPois.kind, v)))[0].n);

type PoiRow = typeof gisPois.$inferSelect;
const poiOut = (p: PoiRow): z.infer<typeof s.poiItem> => ({ ...p, createdAt: p.createdAt.toISOString(), updatedAt: p.updatedAt.toISOString() });

/** The name's "contains" by its bigram index (gis_pois_name_bigrams_idx), as the other lists search names. */
export const poiNameMatch = (keyword: string | undefined) => containsByBigrams(keyword, gisPois.name);

export async function queryPois(db: DbOrTx, q: z.infer<typeof s.poiQuery>) {
  const where = and(
    poiNameMatch(q.keyword),
    q.kind ? eq(gisPois.kind, q.kind) : undefined,
    q.placed === 'true' ? isNotNull(gisPois.x) : q.placed === 'false' ? isNull(gisPois.x) : undefined,
  );
  const column = { name: gisPois.name, kind: gisPois.kind, updatedAt: gisPois.updatedAt }[q.sortField];
  const dir = q.sortOrder === 'ascend' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(gisPois)
      .where(where)
      .orderBy(dir(column), dir(gisPois.name), asc(gisPois.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    db.select({ total: count() }).from(gisPois).where(where),
  ]);
  return { list: rows.map(poiOut), total, current: q.current, pageSize: q.pageSize };
}

export async function poiDetail(db: DbOrTx, id: number) {
  const [row] = await db.select().from(gisPois).where(eq(gisPois.id, id));
  if (!row) throw notFound('Point of interest');
  return poiOut(row);
}

/** The kind must be an active item of poi_kind (a kind the point already has stays allowed after its item is disabled). */
async function assertKind(tx: DbOrTx, kind: string, before?: string) {
  if (kind === before) return;
  const [item] = await tx
    .select({ id: dictItems.id })
    .from(dictItems)
    .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
    .where(and(eq(dictTypes.name, POI_KIND_DICT), eq(dictItems.value, kind), eq(dictItems.status, 'active')));
  if (!item) throw unprocessable(`kind: "${kind}" is not an active item of the dictionary ${POI_KIND_DICT}`, 'kind');
}

async function assertNameFree(tx: DbOrTx, name: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: gisPois.id })
    .from(gisPois)
    .where(and(eq(gisPois.name, name), exceptId ? ne(gisPois.id, exceptId) : undefined));
  if (clash) throw conflict(`name: "${name}" is already the name of another point of interest`, 'name');
}

export async function createPoi(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.poiInput>) {
  const id = await deps.db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    await assertKind(tx, input.kind);
    await assertOnPlan(tx, input);
    const now = deps.now();
    const [row] = await tx
      .insert(gisPois)
      .values({ ...input, createdAt: now, updatedAt: now })
      .returning();
    await audit(tx, request, { action: 'create', entity: 'poi', entityId: row.id, summary: input.name, after: input });
    return row.id;
  });
  return poiDetail(deps.db, id);
}

export async function updatePoi(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.poiUpdate>) {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(gisPois).where(eq(gisPois.id, input.id)).for('update');
    if (!before) throw notFound('Point of interest');
    await assertNameFree(tx, input.name, input.id);
    await assertKind(tx, input.kind, before.kind);
    await assertOnPlan(tx, input);
    const { id, ...fields } = input;
    await tx
      .update(gisPois)
      .set({ ...fields, updatedAt: deps.now() })
      .where(eq(gisPois.id, id));
    await audit(tx, request, { action: 'update', entity: 'poi', entityId: id, summary: input.name, before, after: fields });
  });
  return poiDetail(deps.db, input.id);
}

export async function deletePoi(deps: Deps, request: FastifyRequest, id: number) {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(gisPois).where(eq(gisPois.id, id)).for('update');
    if (!before) throw notFound('Point of interest');
    await tx.delete(gisPois).where(eq(gisPois.id, id));
    await audit(tx, request, { action: 'delete', entity: 'poi', entityId: id, summary: before.name, before });
  });
}
